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
    let map: Vec<(String, String)> = (case.scenario.objects.iter().enumerate())
        .map(|(k, o)| (o.id.clone(), format!("zz{k}x")))
        .collect();
    let Some(c) = renamed(case, &map) else {
        return Verdict::Inconclusive;
    };
    let after = all_answers_owned(e, c).map(|v| {
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

/// `case` with every JSON string (value or key) equal to an old id of `map` replaced by its new
/// id, the pairs applied in order (what replacing each quoted old id in the case's JSON text
/// does, without writing and parsing the text); `None` if the result is no case.
fn renamed(case: &Case, map: &[(String, String)]) -> Option<Case> {
    fn rename(s: &mut String, map: &[(String, String)]) {
        for (old, new) in map {
            if s == old {
                s.clone_from(new);
            }
        }
    }
    // `false` when two keys of one object became the same (the text would repeat a field).
    fn walk(v: &mut serde_json::Value, map: &[(String, String)]) -> bool {
        match v {
            serde_json::Value::String(s) => rename(s, map),
            serde_json::Value::Array(a) => return a.iter_mut().all(|x| walk(x, map)),
            serde_json::Value::Object(o) => {
                for (mut k, mut x) in std::mem::take(o) {
                    rename(&mut k, map);
                    if !walk(&mut x, map) || o.insert(k, x).is_some() {
                        return false;
                    }
                }
            }
            _ => {}
        }
        true
    }
    let mut v = serde_json::to_value(case).ok()?;
    walk(&mut v, map).then(|| serde_json::from_value(v).ok())?
}
