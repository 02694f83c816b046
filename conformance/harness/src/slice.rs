//! The part of a scenario a question depends on, so that an engine lacking a capability some
//! *other* object needs (a Room in the graveyard, a split card on the stack) can still be asked
//! about the objects it can build.
//!
//! The slice of a question holds the objects it names and, to a fixed point, every effect that
//! names one of them (with its source and every object it names) and every object one of them
//! was made from (token creator or original, copied spell, the object it was before a zone
//! change, the object whose ability moved it). Questions whose answer can depend on every
//! object of the board (a reference to "a card named X" finds them anywhere, CR 201.5) are
//! never sliced. The runner asks a question on its slice only when the reference model gives
//! the expected answer there too, so a slice never changes what is checked.

use std::collections::BTreeSet;
use truename_cases::{CaseObject, Question, Scenario};

/// Ids an object was made from (CR 400.7 zone changes, 111.4 tokens, 707.10 spell copies).
fn origins(o: &CaseObject) -> Vec<&String> {
    let mut v = Vec::new();
    if let Some(t) = &o.token {
        v.extend(t.created_by.iter().chain(&t.copy_of));
    }
    v.extend(o.spell_copy_of.iter().chain(&o.previous));
    v.extend(o.moved_by.iter().map(|m| &m.object));
    v
}

/// The slice of `scenario` that `question` depends on; `None` when it may depend on the
/// whole board.
pub fn slice(scenario: &Scenario, question: &Question) -> Option<Scenario> {
    if matches!(question, Question::ReferenceTarget { .. }) {
        return None;
    }
    let mut ids: BTreeSet<&String> = question
        .object_ids()
        .into_iter()
        .map(|(_, id)| id)
        .collect();
    let mut effects = vec![false; scenario.effects.len()];
    loop {
        let before = (ids.len(), effects.iter().filter(|e| **e).count());
        for (k, e) in scenario.effects.iter().enumerate() {
            let named: Vec<&String> = e.kind.object_ids().into_iter().map(|(_, id)| id).collect();
            if named.iter().any(|id| ids.contains(id))
                || e.source.as_ref().is_some_and(|s| ids.contains(s))
            {
                effects[k] = true;
                ids.extend(named);
                ids.extend(&e.source);
            }
        }
        let made_from: Vec<&String> = (scenario.objects.iter())
            .filter(|o| ids.contains(&o.id))
            .flat_map(origins)
            .collect();
        ids.extend(made_from);
        if before == (ids.len(), effects.iter().filter(|e| **e).count()) {
            break;
        }
    }
    let objects = scenario
        .objects
        .iter()
        .filter(|o| ids.contains(&o.id))
        .cloned()
        .collect();
    let kept = scenario.effects.iter().zip(&effects).filter(|(_, k)| **k);
    Some(Scenario {
        id: scenario.id.clone(),
        rules: scenario.rules.clone(),
        objects,
        effects: kept.map(|(e, _)| e.clone()).collect(),
    })
}
