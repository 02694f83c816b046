//! Metamorphic invariants (CR 201.2): changes to a board that change no answer (the order of
//! objects, their ids, the printing's language, an unrelated object).

use super::ask::*;
use super::once_per_run::combined;
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
    if every_change_at_once_changes_nothing(case, e) {
        return Verdict::Holds;
    }
    // Without the case's own answers there is nothing to compare: the changed board isn't asked.
    let Some(before) = all_answers(e, case) else {
        return Verdict::Inconclusive;
    };
    let mut c = case.clone();
    change(&mut c);
    compare(what, Some(before), all_answers_owned(e, c))
}

/// Metamorphic (CR 201.2): the order objects are listed in never changes an answer.
pub(super) fn permuting_objects_changes_nothing(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    unchanged_by("reversing the object list", case, e, reverse_objects)
}

/// The change [`permuting_objects_changes_nothing`] makes.
fn reverse_objects(c: &mut Case) {
    c.scenario.objects.reverse()
}

/// Metamorphic (CR 201.2): renaming object ids one-to-one renames the ids in answers only.
pub(super) fn renaming_ids_changes_nothing(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    if every_change_at_once_changes_nothing(case, e) {
        return Verdict::Holds;
    }
    let Some(before) = all_answers(e, case) else {
        return Verdict::Inconclusive;
    };
    let map = id_map(case);
    let after = all_answers_owned(e, renamed(case, &map)).map(|v| renamed_back(v, &map));
    compare("renaming object ids", Some(before), after)
}

/// Answers about a board renamed by `map` ([`renamed`]), with the old ids in place of the new.
fn renamed_back(answers: Vec<Answer>, map: &[(String, String)]) -> Vec<Answer> {
    answers
        .into_iter()
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
    unchanged_by(
        "changing printed languages",
        case,
        e,
        change_printed_languages,
    )
}

/// The change [`printed_language_changes_nothing`] makes: each card printed in Japanese, or
/// in English if it had another printing.
fn change_printed_languages(c: &mut Case) {
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
}

/// Metamorphic: adding an object unrelated to the queried ones never changes an answer.
pub(super) fn unrelated_object_changes_nothing(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    unchanged_by("adding an unrelated object", case, e, add_unrelated_object)
}

/// The change [`unrelated_object_changes_nothing`] makes.
fn add_unrelated_object(c: &mut Case) {
    c.scenario.objects.push(CaseObject {
        id: "unrelated".into(),
        token: Some(TokenSpec {
            name: Some("Unrelated Zq Token".into()),
            subtypes: vec!["Zq".into()],
            ..TokenSpec::default()
        }),
        ..CaseObject::default()
    })
}

/// Cheap first, for each invariant of this file: its engine's answers about a board with every
/// change of this file made at once (printed languages changed, the objects reversed, their
/// ids renamed, an unrelated object added) are its answers about `case`, ids renamed back.
/// Each change alone changes no answer (CR 201.2), so neither do all of them; the four
/// invariants ask about the same board with the same questions, which an engine that keeps
/// what it is asked ([`crate::recording`]) answers once. Only when it doesn't hold does an
/// invariant make its own change alone (for its verdict and message). What this can miss: an
/// engine whose answers one change alone would alter, and the others alter back. Made once
/// while every invariant runs on `case` ([`super::once_per_run`]).
fn every_change_at_once_changes_nothing(case: &Case, e: &mut dyn Driven) -> bool {
    combined(case, e, every_change_at_once)
}

/// [`every_change_at_once_changes_nothing`], made every time it is asked.
fn every_change_at_once(case: &Case, e: &mut dyn Driven) -> bool {
    let Some(before) = all_answers(e, case) else {
        return false;
    };
    let map = id_map(case);
    let mut c = renamed(case, &map);
    change_printed_languages(&mut c);
    reverse_objects(&mut c);
    add_unrelated_object(&mut c);
    let questions = own_questions(&c);
    answers(e, &c, questions).is_some_and(|after| renamed_back(after, &map) == before)
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
    use super::{all_answers, id_map, renamed};
    use crate::generate::{generate, shared, SeededSource};
    use crate::invariants::{Verdict, ALL};
    use serde_json::Value;
    use truename_cases::{Answer, Case, EngineInfo, Question, Reply, Scenario};
    use truename_harness::driven::{Driven, Replies};

    /// The model, except that every yes/no answer is turned around on a board `sees` picks.
    struct Contrary(fn(&Scenario) -> bool);

    impl Driven for Contrary {
        fn info(&self) -> &EngineInfo {
            crate::generate::instance::reference().info()
        }

        fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
            let mut replies = crate::generate::instance::reference().replies(scenario, questions);
            if (self.0)(scenario) {
                for r in &mut replies {
                    if let Reply::Answer(Answer::Bool(b)) = r {
                        *b = !*b;
                    }
                }
            }
            Ok(replies)
        }
    }

    /// The four changes are tried together first, yet an engine that one change alone upsets
    /// is caught by that change's invariant and by no other of the four.
    #[test]
    fn each_change_is_caught_by_its_own_invariant() {
        let (model, pools) = shared();
        let cases: Vec<Case> = (1..=60)
            .map(|s| generate(&mut SeededSource::new(s), model, pools, &format!("c{s}")))
            .collect();
        let names = [
            "renaming-ids-changes-nothing",
            "printed-language-changes-nothing",
            "unrelated-object-changes-nothing",
        ];
        let sees: [fn(&Scenario) -> bool; 3] = [
            |s| s.objects.iter().any(|o| o.id.starts_with("zz")),
            |s| {
                s.objects
                    .iter()
                    .any(|o| o.printed.as_ref().is_some_and(|p| p.language == "Japanese"))
            },
            |s| s.objects.iter().any(|o| o.id == "unrelated"),
        ];
        let four = ["permuting-objects-changes-nothing"]
            .into_iter()
            .chain(names);
        let four: Vec<_> = four
            .map(|n| ALL.iter().find(|i| i.name == n).expect("an invariant"))
            .collect();
        for (name, sees) in names.into_iter().zip(sees) {
            let mut caught = 0;
            for case in &cases {
                for inv in &four {
                    let verdict = (inv.check)(case, &mut Contrary(sees), &model.oracle);
                    if inv.name == name {
                        caught += usize::from(matches!(verdict, Verdict::Violated(_)));
                    } else {
                        assert!(
                            !matches!(verdict, Verdict::Violated(_)),
                            "{} on {}",
                            inv.name,
                            case.id()
                        );
                    }
                }
            }
            assert!(caught >= 10, "{name} caught {caught} of 60");
        }
        // On the model, which they hold for, the four evaluate two boards: the case's and the
        // one with every change.
        let reference = crate::generate::instance::reference();
        for case in &cases {
            let mut shared = crate::recording::SharedModel::new(reference);
            for inv in &four {
                let v = (inv.check)(case, &mut shared, &model.oracle);
                assert!(
                    !matches!(v, Verdict::Violated(_)),
                    "{} on {}",
                    inv.name,
                    case.id()
                );
            }
            // A board the model can't answer about has nothing to compare with: no other
            // board is evaluated.
            let boards = if all_answers(&mut shared, case).is_some() {
                2
            } else {
                1
            };
            assert_eq!(shared.evaluations(), boards, "{}", case.id());
        }
    }

    /// Every invariant run together ([`crate::invariants::check_all`], which makes the
    /// combined board's check once) finds what each finds alone, on the model and on engines
    /// that one change upsets.
    #[test]
    fn invariants_run_together_find_what_each_finds_alone() {
        let (model, pools) = shared();
        let sees: [fn(&Scenario) -> bool; 4] = [
            |_| false,
            |s| s.objects.iter().any(|o| o.id.starts_with("zz")),
            |s| s.objects.iter().any(|o| o.id == "unrelated"),
            |s| s.objects.first().is_some_and(|o| o.id == "unrelated"),
        ];
        let mut violated = 0;
        for seed in 1..=40 {
            let case = generate(
                &mut SeededSource::new(seed),
                model,
                pools,
                &format!("c{seed}"),
            );
            for sees in sees {
                let together =
                    crate::invariants::check_all(&case, &mut Contrary(sees), &model.oracle);
                let alone: Vec<(&str, String)> = (ALL.iter())
                    .filter_map(|inv| {
                        match (inv.check)(&case, &mut Contrary(sees), &model.oracle) {
                            Verdict::Violated(m) => Some((inv.name, m)),
                            _ => None,
                        }
                    })
                    .collect();
                assert_eq!(together, alone, "{}", case.id());
                violated += alone.len();
            }
        }
        assert!(violated >= 20, "{violated} violations in all");
    }

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
        let cases = super::super::generated_and_corpus_cases(300);
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
