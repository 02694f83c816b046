//! Invariants for the legend rule (CR 704.5j), type-changing effects (CR 613.1d, 111.4),
//! merged permanents (CR 702.140e) and full text (CR 612.6). Like the others, each relates an
//! engine's own answers (and card data), never the reference model's.

use super::ask::*;
use super::verdict::Verdict;
use truename_cases::*;
use truename_harness::driven::Driven;
use truename_model::oracle::Oracle;

fn objects(a: &Answer) -> Option<Vec<String>> {
    match a {
        Answer::Objects(o) => Some(o.clone()),
        _ => None,
    }
}

fn legend_rule_of(e: &mut dyn Driven, case: &Case) -> Option<Vec<String>> {
    objects(&answers(e, case, vec![Question::LegendRule {}])?.pop()?)
}

/// `check` given the permanents the legend rule applies to, by the engine's own answer
/// (CR 704.5j); inconclusive when the engine gives none.
fn on_legend_subjects(
    case: &Case,
    e: &mut dyn Driven,
    check: impl FnOnce(&mut dyn Driven, Vec<String>) -> Verdict,
) -> Verdict {
    match legend_rule_of(e, case) {
        Some(subject) => check(e, subject),
        None => Verdict::Inconclusive,
    }
}

/// CR 704.5j with 201.2a: a permanent with no name has the same name as no other object, so
/// the legend rule never applies to it — face down, or nameless however it came to be.
pub(super) fn nameless_legend_never_subject(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    on_legend_subjects(case, e, |e, subject| {
        let asks = subject.iter().map(|i| names_ask(i)).collect();
        let Some(names) = answers(e, case, asks) else {
            return Verdict::Inconclusive;
        };
        for (id, n) in subject.iter().zip(&names) {
            if let Answer::Names(n) = n {
                if !named(n) {
                    return Verdict::Violated(format!(
                        "{id} has no name, yet the legend rule applies to it"
                    ));
                }
            }
        }
        Verdict::Holds
    })
}

/// CR 704.5j: every permanent the legend rule applies to is legendary and has the same name as
/// another permanent it applies to.
pub(super) fn legend_rule_pairs_share_a_name(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    on_legend_subjects(case, e, |e, subject| {
        let mut asks: Vec<Question> = subject
            .iter()
            .map(|i| Question::HasType {
                object: i.clone(),
                r#type: "Legendary".into(),
            })
            .collect();
        for a in &subject {
            asks.extend(subject.iter().map(|b| same_ask(a, b)));
        }
        let Some(r) = answers(e, case, asks).and_then(bools) else {
            return Verdict::Inconclusive;
        };
        let n = subject.len();
        for (i, id) in subject.iter().enumerate() {
            if !r[i] {
                return Verdict::Violated(format!(
                    "the legend rule applies to {id}, which isn't legendary"
                ));
            }
            let row = &r[n + i * n..n + (i + 1) * n];
            if !row.iter().enumerate().any(|(j, s)| j != i && *s) {
                return Verdict::Violated(format!(
                    "the legend rule applies to {id}, which has the same name as none of {subject:?}"
                ));
            }
        }
        Verdict::Holds
    })
}

/// CR 613.1d, 111.4: a type-changing effect changes types, never names — a token's name stays
/// what its creating effect made it ("changing its subtypes doesn't change its name").
pub(super) fn type_change_keeps_names(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let Some(before) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let ts = max_timestamp(case) + 1;
    let objects: Vec<String> = ids(case).into_iter().take(4).collect();
    // Cheap first: both changes on all the objects at once, on one board (one engine run):
    // on each object its subtypes set, then a subtype added (CR 613.7: in timestamp order,
    // so both apply; the other order would make the add moot). Only a change of names is
    // looked at object by object and change by change (for the message), and a change no
    // single type change shows is still a violation. What is traded: an engine wrong with one
    // change alone and right with both passes; the add can't give back a name the set took
    // away (it only adds a subtype), so that engine would have to be wrong with the add
    // alone and right after a set.
    let mut c = derive(case);
    for (k, o) in objects.iter().enumerate() {
        for (j, change) in [SET_CITIZEN, ADD_ELF].into_iter().enumerate() {
            let t = ts + 2 * k as u64 + j as u64;
            c.scenario.effects.push(type_change(o, change, t));
        }
    }
    let at_once = all_names_owned(e, c).map(|after| {
        (0..before.len()).find(|k| before[*k] != after[*k]).map(|k| {
            format!(
                "type-changing effects (subtypes set to {:?}, then {:?} added) on {objects:?} changed {}'s names: {:?} → {:?}",
                SET_CITIZEN.1, ADD_ELF.1, ids(case)[k], before[k], after[k]
            )
        })
    });
    if at_once == Some(None) {
        return Verdict::Holds;
    }
    for o in &objects {
        for change in TYPE_CHANGES {
            let c = with_effect(case, ts, type_change(o, change, ts).kind);
            let Some(after) = all_names_owned(e, c) else {
                return Verdict::Inconclusive;
            };
            if let Some((k, _)) = before
                .iter()
                .zip(&after)
                .enumerate()
                .find(|(_, (a, b))| a != b)
            {
                return Verdict::Violated(format!(
                    "a type-changing effect ({} {:?}) on {o} changed {}'s names: {:?} → {:?}",
                    change.0,
                    change.1,
                    ids(case)[k],
                    before[k],
                    after[k]
                ));
            }
        }
    }
    match at_once {
        Some(Some(m)) => Verdict::Violated(m),
        _ => Verdict::Holds,
    }
}

/// A type-changing effect that adds a creature type.
const ADD_ELF: (&str, &str) = ("add", "Elf");
/// A type-changing effect that sets the creature types.
const SET_CITIZEN: (&str, &str) = ("set_subtypes", "Citizen");
/// The type changes [`type_change_keeps_names`] tries: add a subtype, set the subtypes.
const TYPE_CHANGES: [(&str, &str); 2] = [ADD_ELF, SET_CITIZEN];

/// A type-changing effect on `o` at `timestamp`.
fn type_change(o: &str, change: (&str, &str), timestamp: u64) -> CaseEffect {
    let (how, subtype) = change;
    CaseEffect {
        timestamp,
        source: None,
        attached_at: None,
        kind: EffectKind::ChangeTypes {
            object: o.to_string(),
            set_types: None,
            set_subtypes: (how == "set_subtypes").then(|| vec![subtype.to_string()]),
            remove: vec![],
            add: if how == "add" {
                vec![subtype.to_string()]
            } else {
                vec![]
            },
        },
    }
}

/// CR 702.140e: a merged permanent with a mutating card on top has that card's name (its
/// other characteristics are the topmost card's), unless it is face down or an effect changes
/// its name or copiable values.
pub(super) fn merged_permanent_has_top_name(
    case: &Case,
    e: &mut dyn Driven,
    o: &Oracle,
) -> Verdict {
    let touched = |id: &str| {
        case.scenario.effects.iter().any(|e| {
            e.kind
                .object_ids()
                .iter()
                .any(|(f, x)| *f == "object" && *x == id)
        })
    };
    let mut asks = Vec::new();
    for obj in &case.scenario.objects {
        let top = obj.merged.iter().rev().find(|m| m.on_top);
        let Some(top) = top else { continue };
        let plain = obj.zone == Zone::Battlefield && !obj.face_down && !touched(&obj.id);
        if !plain {
            continue;
        }
        let Some((card, _)) = o.card_with_face(&top.card) else {
            continue;
        };
        let name = card.faces[0].name.to_string();
        if obj.flipped && card.faces.len() > 1 {
            continue; // a flip card on top of a flipped permanent uses its flip half (728.2h)
        }
        asks.push((obj.id.clone(), name));
    }
    let questions = asks.iter().map(|(i, n)| is_named_ask(i, n)).collect();
    let Some(r) = answers(e, case, questions).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    match asks.iter().zip(r).find(|(_, b)| !b) {
        Some(((id, n), _)) => Verdict::Violated(format!(
            "{id} has {n} merged on top of it, yet isn't named {n}"
        )),
        None => Verdict::Holds,
    }
}

/// CR 612.6: an object with another's full text has that object's mana cost and power and
/// toughness (the text representing them), as it has its name.
pub(super) fn full_text_takes_cost_and_power(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    let v = ids(case);
    if v.len() < 2 {
        return Verdict::Holds;
    }
    let (x, of) = (&v[0], &v[v.len() - 1]);
    // Only when the source's text doesn't itself come from the object (612.6 reads it after),
    // and no effect sets either's base power and toughness later, in layer 7b (613.4b).
    let sets_pt = |id: &String| {
        case.scenario.effects.iter().any(
            |e| matches!(&e.kind, EffectKind::SetPowerToughness { object, .. } if object == id),
        )
    };
    if text_readers(case, x).contains(&of)
        || text_readers(case, of).contains(&x)
        || sets_pt(x)
        || sets_pt(of)
    {
        return Verdict::Holds;
    }
    let ask = |id: &str| {
        vec![
            Question::ManaCost { object: id.into() },
            Question::PowerToughness { object: id.into() },
        ]
    };
    let kind = EffectKind::FullText {
        object: x.clone(),
        of: of.clone(),
    };
    let c = with_effect(case, max_timestamp(case) + 1, kind);
    let src = answers(e, &c, ask(of));
    let (Some(src), Some(dst)) = (src, answers_owned(e, c, ask(x))) else {
        return Verdict::Inconclusive;
    };
    if src != dst {
        return Verdict::Violated(format!(
            "{x} has the full text of {of}, but its mana cost and power/toughness are {dst:?}, not {src:?}"
        ));
    }
    Verdict::Holds
}

#[cfg(test)]
mod tests {
    use super::type_change_keeps_names;
    use crate::generate::{generate, shared, SeededSource};
    use crate::invariants::Verdict;
    use truename_cases::{Answer, Case, EffectKind, EngineInfo, Question, Reply, Scenario};
    use truename_harness::driven::{Driven, Replies};

    /// The model, except that an object given a type-changing effect that sets its subtypes
    /// (`true`) or adds one (`false`) is named "Renamed": wrong with either change alone,
    /// and with the other one on it too.
    struct RenamedBy(bool);

    impl Driven for RenamedBy {
        fn info(&self) -> &EngineInfo {
            crate::generate::instance::reference().info()
        }

        fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
            let reference = crate::generate::instance::reference();
            let mut replies = reference.replies(scenario, questions);
            let changed = |id: &str| {
                scenario.effects.iter().any(|e| match &e.kind {
                    EffectKind::ChangeTypes {
                        object,
                        set_subtypes,
                        add,
                        ..
                    } => {
                        object == id
                            && if self.0 {
                                set_subtypes.is_some()
                            } else {
                                !add.is_empty()
                            }
                    }
                    _ => false,
                })
            };
            for (r, q) in replies.iter_mut().zip(questions) {
                if let (Reply::Answer(Answer::Names(n)), Question::Names { object }) = (r, q) {
                    if changed(object) {
                        n.names = vec!["Renamed".into()];
                        n.all_nonlegendary_creature_names = false;
                    }
                }
            }
            Ok(replies)
        }
    }

    /// Both changes share one board first, yet an engine wrong with either is caught; on the
    /// model, which holds, the invariant evaluates two boards: the case's and that one.
    #[test]
    fn one_board_with_both_changes_catches_either() {
        let (model, pools) = shared();
        let cases: Vec<Case> = (1..=60)
            .map(|s| generate(&mut SeededSource::new(s), model, pools, &format!("c{s}")))
            .collect();
        let reference = crate::generate::instance::reference();
        let mut checked = 0;
        for case in &cases {
            let mut shared = crate::recording::SharedModel::new(reference);
            let v = type_change_keeps_names(case, &mut shared, &model.oracle);
            assert!(!matches!(v, Verdict::Violated(_)), "{}", case.id());
            if !matches!(v, Verdict::Holds) || case.scenario.objects.is_empty() {
                continue;
            }
            assert_eq!(shared.evaluations(), 2, "{}", case.id());
            checked += 1;
            for set in [true, false] {
                let v = type_change_keeps_names(case, &mut RenamedBy(set), &model.oracle);
                let Verdict::Violated(m) = v else {
                    panic!(
                        "renamed by a type change (set: {set}) passes on {}",
                        case.id()
                    );
                };
                // Found on a board with one change on one object, which the message names.
                assert!(m.starts_with("a type-changing effect ("), "{m}");
            }
        }
        assert!(checked >= 30, "{checked} of 60 cases checked");
    }
}
