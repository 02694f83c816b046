//! Invariants of CR 201.5b and 612: gained abilities' references, word swaps, text changes and
//! granted abilities, name-setting and name-adding effects.

use super::ask::*;
use super::unrelated::{checked_by_rounds, unrelated_rounds};
use super::verdict::Verdict;
use truename_cases::*;
use truename_harness::driven::Driven;
use truename_model::oracle::Oracle;

pub(super) fn text_of(e: &mut dyn Driven, case: &Case, id: &str) -> Option<Vec<String>> {
    lines_of(answers(e, case, vec![text_ask(id)])?)
}

/// [`text_of`] a derived board needed no more ([`answers_owned`]).
fn text_of_owned(e: &mut dyn Driven, case: Case, id: &str) -> Option<Vec<String>> {
    lines_of(answers_owned(e, case, vec![text_ask(id)])?)
}

/// The `text` question about object `id`.
fn text_ask(id: &str) -> Question {
    Question::Text { object: id.into() }
}

/// The lines of the one `text` answer; `None` if it is of another form.
fn lines_of(mut answers: Vec<Answer>) -> Option<Vec<String>> {
    match answers.pop()? {
        Answer::Lines(l) => Some(l),
        _ => None,
    }
}

pub(super) fn added_lines(before: &[String], after: &[String]) -> Vec<usize> {
    let mut pool: Vec<&String> = before.iter().collect();
    let mut out = Vec::new();
    for (i, l) in after.iter().enumerate() {
        if let Some(k) = pool.iter().position(|x| *x == l) {
            pool.remove(k);
        } else {
            out.push(i);
        }
    }
    out
}

/// CR 201.5b: in an ability gained from another object, references that meant that object
/// by name now mean the gaining object. (The source is renamed first, so a "named N"
/// reference can't denote it by having the name N.)
pub(super) fn gained_ability_refers_to_new_object(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    for (k, eff) in case.scenario.effects.iter().enumerate() {
        let EffectKind::GainAbilities {
            object: x, from: y, ..
        } = &eff.kind
        else {
            continue;
        };
        if x == y {
            continue;
        }
        let mut without = derive(case);
        without.scenario.effects.remove(k);
        let before = text_of_owned(e, without, x);
        let (Some(before), Some(after)) = (before, text_of(e, case, x)) else {
            return Verdict::Inconclusive;
        };
        // Rename y first: a "named N" reference then no longer denotes y, while a reference to
        // y itself that wrongly survived the gain still does.
        let renamed = with_effect(
            case,
            max_timestamp(case) + 1,
            EffectKind::SetName {
                object: y.clone(),
                name: "Zq Renamed Object".into(),
            },
        );
        for i in added_lines(&before, &after) {
            for occ in 0..4 {
                let ask = Question::ReferenceTarget {
                    object: x.clone(),
                    ability: i,
                    occurrence: occ,
                };
                let Some(r) = answers(e, &renamed, vec![ask]) else {
                    break;
                };
                if let Answer::Objects(o) = &r[0] {
                    if o.len() == 1 && &o[0] == y {
                        return Verdict::Violated(format!("ability #{i} that {x} gained from {y} refers to {y} alone (reference #{occ})"));
                    }
                }
            }
        }
    }
    Verdict::Holds
}

/// CR 612.2: a word swap never changes a name (a swap made after every token exists can't
/// reach a token's name through its creator either, 612.2a).
///
/// Exception: an object whose text is read from the swapped object, directly or through a
/// chain of full-text (612.6) and splice (612.10) effects. Such an effect depends on the swap
/// (613.8a) and so waits until just after it (613.8b), which can move it past a later,
/// independent name-setting effect: its names may change, correctly.
pub(super) fn word_swap_never_renames(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let Some(before) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let ts = max_timestamp(case) + 1;
    let v = ids(case);
    // Cheap first: every swap at once; only a change is looked at swap by swap (for the
    // message), and a change no single swap shows is still a violation.
    let at_once = swaps_at_once(case, e, &v, &before, ts);
    if let Some(None) = at_once {
        return Verdict::Holds;
    }
    for o in &v {
        let readers = text_readers(case, o);
        for (role, from, to) in SWAPS {
            let c = with_effect(
                case,
                ts,
                EffectKind::WordSwap {
                    object: o.clone(),
                    role,
                    from: from.into(),
                    to: to.into(),
                },
            );
            let Some(after) = all_names_owned(e, c) else {
                return Verdict::Inconclusive;
            };
            for (k, id) in v.iter().enumerate() {
                if before[k] != after[k] && !readers.contains(&id) {
                    return Verdict::Violated(format!(
                        "swapping {from}→{to} ({role:?}) on {o} changed {id}'s names: {:?} → {:?}",
                        before[k], after[k]
                    ));
                }
            }
        }
    }
    match at_once {
        Some(Some(m)) => Verdict::Violated(m),
        _ => Verdict::Holds,
    }
}

/// The word swaps [`word_swap_never_renames`] tries. None undoes another, so applied together
/// they change a word whenever one of them alone would.
pub(super) const SWAPS: [(Role, &str, &str); 6] = [
    (Role::CreatureType, "Soldier", "Wizard"),
    (Role::CreatureType, "Knight", "Goblin"),
    (Role::CreatureType, "Wolf", "Elf"),
    (Role::Color, "white", "black"),
    (Role::Color, "black", "green"),
    (Role::LandType, "Island", "Mountain"),
];

/// `case` with every swap of [`SWAPS`] applied to each of `objects`, one after the other from
/// timestamp `ts`.
pub(super) fn with_swaps(case: &Case, objects: &[&String], ts: u64) -> Case {
    let mut c = derive(case);
    let swaps = objects.iter().flat_map(|o| SWAPS.map(|s| (*o, s)));
    for (k, (o, (role, from, to))) in swaps.enumerate() {
        c.scenario.effects.push(CaseEffect {
            timestamp: ts + k as u64,
            source: None,
            attached_at: None,
            kind: EffectKind::WordSwap {
                object: o.clone(),
                role,
                from: from.into(),
                to: to.into(),
            },
        });
    }
    c
}

/// [`word_swap_never_renames`] with every swap at once: on every object together when no
/// object's text is read from another (one engine run), else on each round of unrelated
/// objects in turn ([`unrelated_rounds`]: one run per round, sparing the objects that read the
/// text of one of them; an object's readers are related to it, so a swap on one object of a
/// round reaches no other). `Some(None)`: no name changed;
/// `Some(Some(what))`: one did; `None`: the engine didn't answer.
pub(super) fn swaps_at_once(
    case: &Case,
    e: &mut dyn Driven,
    ids: &[String],
    before: &[NameSetAnswer],
    ts: u64,
) -> Option<Option<String>> {
    let all: Vec<&String> = ids.iter().collect();
    let groups: Vec<Vec<&String>> = if ids.iter().all(|o| text_readers(case, o).is_empty()) {
        vec![all]
    } else {
        unrelated_rounds(case, &all)
    };
    for g in groups {
        let readers: Vec<&String> = g.iter().flat_map(|o| text_readers(case, o)).collect();
        let after = all_names_owned(e, with_swaps(case, &g, ts))?;
        for (k, id) in ids.iter().enumerate() {
            if before[k] != after[k] && !readers.contains(&id) {
                return Some(Some(format!(
                    "every word swap at once on {g:?} changed {id}'s names: {:?} → {:?}",
                    before[k], after[k]
                )));
            }
        }
    }
    Some(None)
}

/// CR 612.3: a text change applied to an object doesn't alter abilities granted to it by
/// other objects.
pub(super) fn text_change_spares_granted_abilities(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    let ts = max_timestamp(case) + 1;
    for (k, eff) in case.scenario.effects.iter().enumerate() {
        let EffectKind::GrantAbility { object: x, by, .. } = &eff.kind else {
            continue;
        };
        // If the granter's own text comes from the recipient, changing the recipient changes
        // what is granted (612.3's second half): not this invariant's business.
        if text_readers(case, x).contains(&by) {
            continue;
        }
        let mut without = derive(case);
        without.scenario.effects.remove(k);
        let (Some(b0), Some(b1)) = (text_of(e, &without, x), text_of(e, case, x)) else {
            return Verdict::Inconclusive;
        };
        let granted: Vec<String> = added_lines(&b0, &b1)
            .into_iter()
            .map(|i| b1[i].clone())
            .collect();
        for (role, from, to) in [
            (Role::CreatureType, "Elf", "Goblin"),
            (Role::Color, "green", "blue"),
        ] {
            let swap = EffectKind::WordSwap {
                object: x.clone(),
                role,
                from: from.into(),
                to: to.into(),
            };
            let (Some(s0), Some(s1)) = (
                text_of_owned(e, with_effect(&without, ts, swap.clone()), x),
                text_of_owned(e, with_effect(case, ts, swap), x),
            ) else {
                return Verdict::Inconclusive;
            };
            let granted_after: Vec<String> = added_lines(&s0, &s1)
                .into_iter()
                .map(|i| s1[i].clone())
                .collect();
            if granted_after != granted {
                return Verdict::Violated(format!("swapping {from}→{to} on {x} changed its granted abilities: {granted:?} → {granted_after:?}"));
            }
        }
    }
    Verdict::Holds
}

pub(super) const SET_TO: &[&str] = &["Grizzly Bears", "Lightning Bolt", "Island"];

/// The name [`set_name_gives_exactly_that_name`] gives object `o`.
fn set_to(o: &str) -> &'static str {
    SET_TO[o.len() % SET_TO.len()]
}

/// The objects of `case` whose text doesn't read back to themselves through full-text, splice
/// or exchange effects (such an object's full-text effect may wait until after a new
/// effect, 613.8b), in board order.
fn not_reading_themselves(case: &Case) -> Vec<&String> {
    let objects = case.scenario.objects.iter().map(|o| &o.id);
    objects
        .filter(|o| !text_readers(case, o).contains(o))
        .collect()
}

/// CR 612.8: right after a name-setting effect (the latest), the object has exactly that name.
/// (Not for an object whose text reads back to itself through full-text/splice/exchange
/// effects: its full-text effect may wait until after the new effect, 613.8b.)
///
/// Cheap first: the name of every object of a round of unrelated objects
/// ([`unrelated_rounds`]) is set on one board, each by its own latest effect; only a round
/// whose board doesn't answer as it should is looked at object by object, and a wrong name no
/// single object's board shows is still a violation (nothing else on the board can reach it).
pub(super) fn set_name_gives_exactly_that_name(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    let ts = max_timestamp(case) + 1;
    let objects = not_reading_themselves(case);
    checked_by_rounds(
        case,
        &objects,
        |o| names_set_on(case, e, o, ts),
        |round| {
            format!("with the names of {round} set on one board, each by its own latest effect")
        },
    )
}

/// [`set_name_gives_exactly_that_name`] on `objects` (unrelated) together: the names of each
/// after its own latest effect sets its name, on one board. `Some(None)`: every answer is
/// right; `Some(Some(what))`: one isn't; `None`: the engine didn't answer.
fn names_set_on(
    case: &Case,
    e: &mut dyn Driven,
    objects: &[&String],
    ts: u64,
) -> Option<Option<String>> {
    let mut c = derive(case);
    for (k, o) in objects.iter().enumerate() {
        let name = set_to(o).into();
        let object = (*o).clone();
        push_effect(&mut c, ts + k as u64, EffectKind::SetName { object, name });
    }
    let asks = objects.iter().map(|o| names_ask(o)).collect();
    let r = answers_owned(e, c, asks)?;
    let wrong = objects
        .iter()
        .zip(&r)
        .find(|(o, r)| **r != just_named(set_to(o)));
    Some(wrong.map(|(o, r)| {
        format!(
            "after setting {o}'s name to {:?} (latest effect) its names are {r}",
            set_to(o)
        )
    }))
}

/// The `names` answer of an object with exactly the name `n`.
fn just_named(n: &str) -> Answer {
    Answer::Names(NameSetAnswer {
        names: vec![n.into()],
        all_nonlegendary_creature_names: false,
    })
}

/// CR 612.7, 612.8: "all names" added after a name-setting effect adds to that name; added
/// before it, it is wiped out.
///
/// Checked on the first three objects (not reading their own text, as for
/// [`set_name_gives_exactly_that_name`]), a round of unrelated ones ([`unrelated_rounds`]) on
/// each pair of boards, and object by object when a round's boards don't answer as they
/// should.
pub(super) fn only_later_name_adders_add(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let ts = max_timestamp(case) + 1;
    let objects: Vec<&String> = not_reading_themselves(case).into_iter().take(3).collect();
    checked_by_rounds(
        case,
        &objects,
        |o| adders_on(case, e, o, ts),
        |round| format!("with {round} on one board"),
    )
}

/// [`only_later_name_adders_add`] on `objects` (unrelated) together: the names of each after
/// its name is set to Lightning Bolt then it gets "all names", on one board, and after the
/// two in the other order, on another. `Some(None)`: every answer is right; `Some(Some(what))`:
/// one isn't; `None`: the engine didn't answer.
fn adders_on(
    case: &Case,
    e: &mut dyn Driven,
    objects: &[&String],
    ts: u64,
) -> Option<Option<String>> {
    let set = |o: &String| EffectKind::SetName {
        object: o.clone(),
        name: "Lightning Bolt".into(),
    };
    let all = |o: &String| EffectKind::AllNames { object: o.clone() };
    let (mut later, mut earlier) = (derive(case), derive(case));
    for (k, o) in objects.iter().enumerate() {
        let at = ts + 2 * k as u64;
        push_effect(&mut later, at, set(o));
        push_effect(&mut later, at + 1, all(o));
        push_effect(&mut earlier, at, all(o));
        push_effect(&mut earlier, at + 1, set(o));
    }
    let asks = || objects.iter().map(|o| names_ask(o)).collect();
    let (a, b) = (
        answers_owned(e, later, asks())?,
        answers_owned(e, earlier, asks())?,
    );
    let bolt = vec!["Lightning Bolt".to_string()];
    for ((o, a), b) in objects.iter().zip(&a).zip(&b) {
        let ok_later =
            matches!(a, Answer::Names(n) if n.names == bolt && n.all_nonlegendary_creature_names);
        let ok_earlier =
            matches!(b, Answer::Names(n) if n.names == bolt && !n.all_nonlegendary_creature_names);
        if !ok_later {
            return Some(Some(format!("set name then all names on {o}: {a}")));
        }
        if !ok_earlier {
            return Some(Some(format!("all names then set name on {o}: {b}")));
        }
    }
    Some(None)
}
