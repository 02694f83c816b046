//! Metamorphic invariants (CR 201.2): changes to a board that change no answer (the order of
//! objects, their ids, the printing's language, an unrelated object).

use super::ask::*;
use super::verdict::Verdict;
use truename_cases::*;
use truename_harness::driven::Driven;
use truename_model::oracle::Oracle;

pub(super) fn all_answers(e: &mut dyn Driven, case: &Case) -> Option<Vec<Answer>> {
    answers(e, case, own_questions(case))
}

/// [`all_answers`] of a derived board needed no more ([`answers_owned`]).
fn all_answers_owned(e: &mut dyn Driven, case: Case) -> Option<Vec<Answer>> {
    let questions = own_questions(&case);
    answers_owned(e, case, questions)
}

/// The case's own questions, in order.
fn own_questions(case: &Case) -> Vec<Question> {
    case.queries.iter().map(|q| q.question.clone()).collect()
}

pub(super) fn compare(
    name: &str,
    before: Option<Vec<Answer>>,
    after: Option<Vec<Answer>>,
) -> Verdict {
    match (before, after) {
        (Some(a), Some(b)) if a == b => Verdict::Holds,
        (Some(a), Some(b)) => Verdict::Violated(format!("{name}: answers {a:?} became {b:?}")),
        _ => Verdict::Inconclusive,
    }
}

/// Whether `change`, made to a copy of `case` (described as `what`), leaves every answer of
/// the engine's as it was on `case`.
fn unchanged_by(
    what: &str,
    case: &Case,
    e: &mut dyn Driven,
    change: impl FnOnce(&mut Case),
) -> Verdict {
    let before = all_answers(e, case);
    let mut c = case.clone();
    change(&mut c);
    compare(what, before, all_answers_owned(e, c))
}

/// Metamorphic (CR 201.2): the order objects are listed in never changes an answer.
pub(super) fn permuting_objects_changes_nothing(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    unchanged_by("reversing the object list", case, e, |c| {
        c.scenario.objects.reverse()
    })
}

/// Metamorphic (CR 201.2): renaming object ids one-to-one renames the ids in answers only.
pub(super) fn renaming_ids_changes_nothing(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let before = all_answers(e, case);
    let map = id_map(case);
    let after = all_answers_owned(e, renamed(case, &map)).map(|v| {
        v.into_iter()
            .map(|a| match a {
                Answer::Objects(o) => {
                    let mut back: Vec<String> = o
                        .iter()
                        .map(|x| {
                            map.iter()
                                .find(|(_, n)| n == x)
                                .map(|(old, _)| old.clone())
                                .unwrap_or_else(|| x.clone())
                        })
                        .collect();
                    back.sort();
                    Answer::Objects(back)
                }
                other => other,
            })
            .collect()
    });
    compare("renaming object ids", before, after)
}

/// The one-to-one renaming [`renaming_ids_changes_nothing`] applies: each object's id, in
/// board order, to `zz{k}x` (a spelling no generated or corpus id uses).
fn id_map(case: &Case) -> Vec<(String, String)> {
    (case.scenario.objects.iter().enumerate())
        .map(|(k, o)| (o.id.clone(), format!("zz{k}x")))
        .collect()
}

/// CR 201.2: the printing's language and printed name never change an answer.
pub(super) fn printed_language_changes_nothing(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    unchanged_by("changing printed languages", case, e, |c| {
        for (k, o) in c.scenario.objects.iter_mut().enumerate() {
            if o.card.is_some() {
                o.printed = if o.printed.is_some() {
                    None
                } else {
                    Some(Printed {
                        language: "Japanese".into(),
                        name: ["燎原の火", "消耗"][k % 2].into(),
                    })
                };
            }
        }
    })
}

/// Metamorphic: adding an object unrelated to the queried ones never changes an answer.
pub(super) fn unrelated_object_changes_nothing(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    unchanged_by("adding an unrelated object", case, e, |c| {
        c.scenario.objects.push(CaseObject {
            id: "unrelated".into(),
            token: Some(TokenSpec {
                name: Some("Unrelated Zq Token".into()),
                subtypes: vec!["Zq".into()],
                ..TokenSpec::default()
            }),
            ..CaseObject::default()
        })
    })
}

/// `case` with every object id its board and questions name (`object_ids`: each object's
/// own, the ids objects, effects and questions refer to) replaced by the new id `map` pairs
/// with it, ids `map` doesn't list kept. Only the fields that hold object ids change: a card
/// name, a subtype or a player that spells like an id stays. Expectations are left as they
/// were: an engine is never handed them, and the invariant compares the engine's answers.
fn renamed(case: &Case, map: &[(String, String)]) -> Case {
    let mut c = case.clone();
    let mut rename = |_: &'static str, id: &mut String| {
        if let Some((_, new)) = map.iter().find(|(old, _)| old == id) {
            id.clone_from(new);
        }
    };
    c.scenario.each_object_id_mut(&mut rename);
    for q in &mut c.queries {
        q.question.each_object_id_mut(&mut rename);
    }
    c
}

#[cfg(test)]
mod tests {
    use super::{id_map, renamed};
    use crate::generate::{generate, shared, SeededSource};
    use serde_json::Value;
    use truename_cases::Case;

    fn to_value(case: &Case) -> Value {
        serde_json::to_value(case).expect("a case serializes")
    }

    /// The JSON paths where `renamed` still holds, unchanged, a string value that is
    /// one of `ids`: a field the rename missed, or a string that only spells like an id.
    fn ids_left(
        before: &Value,
        after: &Value,
        ids: &[String],
        path: String,
        out: &mut Vec<String>,
    ) {
        match (before, after) {
            (Value::String(a), Value::String(b)) if a == b && ids.contains(a) => out.push(path),
            (Value::Array(a), Value::Array(b)) => {
                for (k, (x, y)) in a.iter().zip(b).enumerate() {
                    ids_left(x, y, ids, format!("{path}[{k}]"), out);
                }
            }
            (Value::Object(a), Value::Object(b)) => {
                // A case's keys are field names (it has no map keyed by an object id).
                for (k, x) in a {
                    if let Some(y) = b.get(k) {
                        ids_left(x, y, ids, format!("{path}.{k}"), out);
                    }
                }
            }
            _ => {}
        }
    }

    /// The typed rename leaves no object id behind: on 300 generated boards and every corpus
    /// case, each string that is an old id and is still there after renaming is in a field
    /// that holds no object id (a field `object_ids` missed would be left here).
    #[test]
    fn renaming_ids_leaves_none_of_the_old_ids() {
        const NOT_IDS: [&str; 7] = [
            "card",
            "owner",
            "controller",
            "name",
            "cast_as",
            "zone",
            "unlocked",
        ];
        let (model, pools) = shared();
        let mut cases: Vec<Case> = (1..=300)
            .map(|s| generate(&mut SeededSource::new(s), model, pools, &format!("c{s}")))
            .collect();
        for f in truename_corpus::files() {
            let path = std::path::Path::new("corpus").join(f.path);
            let loaded = truename_harness::load::parse_file(&path, f.text, model)
                .expect("the embedded corpus loads");
            cases.extend(loaded.into_iter().map(|c| c.case));
        }
        let mut renamed_some = 0;
        for case in &cases {
            let map = id_map(case);
            let ids: Vec<String> = map.iter().map(|(o, _)| o.clone()).collect();
            let after = renamed(case, &map);
            assert_eq!(after.queries.len(), case.queries.len());
            let (mut before, mut after) = (to_value(case), to_value(&after));
            // The expected answers stay as they were (only the engine's are read).
            for v in [&mut before, &mut after] {
                for q in v["queries"].as_array_mut().expect("queries") {
                    q["expect"] = Value::Null;
                }
            }
            assert_eq!(before != after, !ids.is_empty(), "{}", case.id());
            renamed_some += usize::from(!ids.is_empty());
            let mut left = Vec::new();
            ids_left(&before, &after, &ids, String::new(), &mut left);
            left.retain(|p| {
                let field = p.rsplit('.').next().unwrap_or(p);
                let field = field.split('[').next().unwrap_or(field);
                !(NOT_IDS.contains(&field) || p == ".id")
            });
            assert!(left.is_empty(), "{}: old ids left at {left:?}", case.id());
        }
        assert!(
            renamed_some >= 400,
            "{renamed_some} cases had ids to rename"
        );
    }
}
