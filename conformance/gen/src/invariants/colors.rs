//! Invariants for the `colors` and `is_token` questions: a copy has the colors of what it copies
//! (CR 707.2a), and becoming a copy never makes a card a token or a token a card (CR 707.2,
//! 111.1). Like the others, each relates an engine's own answers, never the reference model's.

use super::ask::*;
use super::verdict::Verdict;
use truename_cases::*;
use truename_harness::driven::Driven;
use truename_model::oracle::Oracle;

/// The first few battlefield objects whose colors are copiable values: not given another's
/// full text (612.6 is a layer-3 effect, not copied, 707.2).
fn copiable_colored(case: &Case) -> Vec<String> {
    let full_text = |id: &str| {
        (case.scenario.effects.iter())
            .any(|e| matches!(&e.kind, EffectKind::FullText { object, .. } if object == id))
    };
    (case.scenario.objects.iter())
        .filter(|o| o.zone == Zone::Battlefield && !full_text(&o.id))
        .map(|o| o.id.clone())
        .take(4)
        .collect()
}

/// A Clone on the battlefield with the id `id`.
fn clone_card(id: &str) -> CaseObject {
    CaseObject {
        id: id.into(),
        card: Some("Clone".into()),
        ..CaseObject::default()
    }
}

fn lines(a: Vec<Answer>) -> Option<Vec<Vec<String>>> {
    a.into_iter()
        .map(|x| match x {
            Answer::Lines(l) => Some(l),
            _ => None,
        })
        .collect()
}

/// CR 707.2a: a copy acquires the colors of the object it copies, because colors come from
/// the mana cost and color indicator, which are copiable values. A Clone that becomes a copy
/// of a permanent, last of all, has that permanent's colors.
pub(super) fn clone_has_the_copied_colors(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let originals = copiable_colored(case);
    if originals.is_empty() {
        return Verdict::Inconclusive;
    }
    let ts = max_timestamp(case) + 1;
    let mut c = derive(case);
    let clones: Vec<String> = (0..originals.len())
        .map(|k| format!("invariant_clone_{k}"))
        .collect();
    for (k, (x, id)) in originals.iter().zip(&clones).enumerate() {
        c.scenario.objects.push(clone_card(id));
        push_effect(&mut c, ts + k as u64, EffectKind::copy(id, x));
    }
    let asks = (originals.iter().chain(&clones))
        .map(|o| Question::Colors { object: o.clone() })
        .collect();
    let Some(r) = answers_owned(e, c, asks).and_then(lines) else {
        return Verdict::Inconclusive;
    };
    let (of, copies) = r.split_at(originals.len());
    for (k, x) in originals.iter().enumerate() {
        if of[k] != copies[k] {
            return Verdict::Violated(format!(
                "a Clone copying {x} has colors {:?}, but {x} has {:?}",
                copies[k], of[k]
            ));
        }
    }
    Verdict::Holds
}

/// CR 707.2, 111.1: a copy effect gives an object copiable values, never tokenhood: a card
/// that becomes a copy of something is still a card, a token still a token.
pub(super) fn copy_effect_keeps_token_status(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    let objects: Vec<String> = (case.scenario.objects.iter())
        .filter(|o| o.zone == Zone::Battlefield)
        .map(|o| o.id.clone())
        .take(4)
        .collect();
    if objects.is_empty() {
        return Verdict::Inconclusive;
    }
    let asks = || {
        (objects.iter())
            .map(|o| Question::IsToken { object: o.clone() })
            .collect()
    };
    let Some(before) = answers(e, case, asks()).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    let ts = max_timestamp(case) + 1;
    let mut c = derive(case);
    let model = "invariant_copied";
    c.scenario.objects.push(clone_card(model));
    for (k, o) in objects.iter().enumerate() {
        push_effect(&mut c, ts + k as u64, EffectKind::copy(o, model));
    }
    let Some(after) = answers_owned(e, c, asks()).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    match (objects.iter().zip(before.iter().zip(&after))).find(|(_, (b, a))| b != a) {
        Some((o, (b, a))) => Verdict::Violated(format!(
            "{o} becoming a copy of a Clone changed whether it is a token: {b} → {a}"
        )),
        None => Verdict::Holds,
    }
}
