//! Legal states only: a case must describe a board the rules allow, so that a real engine is
//! never asked to build something that can't exist (and a finding on it is never noise).
//! Each refusal names the rule it breaks.

use truename_cases::{CaseObject, Scenario, Zone};
use truename_model::hash::FxHashMap;
use truename_model::oracle::{Card, Layout};
use truename_model::Model;

/// A problem: the JSON path below the case, and the message (with the rule).
pub type Problem = (String, String);

/// Whether the card's face that is up is an instant or a sorcery (a face-up one can't be a
/// permanent).
fn nonpermanent_face_up(card: &Card, transformed: bool) -> bool {
    let face = match card.layout {
        Layout::Transform | Layout::ModalDfc | Layout::Meld if transformed => card.faces.get(1),
        _ => card.faces.first(),
    };
    // Read in place: this runs for every object of every generated case.
    let nonpermanent = |f: &truename_model::oracle::Face| {
        (f.type_line.types.iter()).any(|t| t == "Instant" || t == "Sorcery")
    };
    let every_half = card.layout == Layout::Split && card.faces.iter().all(nonpermanent);
    every_half || (card.layout != Layout::Split && face.is_some_and(nonpermanent))
}

/// Whether the card can be a face-up permanent: its face up is not an instant or a sorcery
/// (CR 304.4, 307.4).
pub fn card_can_be_permanent(card: &Card, transformed: bool) -> bool {
    !nonpermanent_face_up(card, transformed)
}

/// The problems of `o`, `objects[j]` (its path is written only for a problem found).
fn object(model: &Model, o: &CaseObject, j: usize, out: &mut Vec<Problem>) {
    let mut refuse =
        |field: &str, message: String| out.push((format!("objects[{j}]{field}"), message));
    let on = |z: Zone| o.zone == z;
    // The card is looked up only for a face-up permanent, the one case that reads it.
    let card = (o.card.as_deref())
        .filter(|_| on(Zone::Battlefield) && !o.face_down)
        .and_then(|c| model.oracle.card_with_face(c))
        .map(|(c, _)| c);
    if let Some(card) = card {
        if nonpermanent_face_up(card, o.transformed) {
            let what = format!("{:?} is an instant or sorcery", card.name.as_str());
            refuse(
                ".zone",
                format!("{what}: face up, it can't be on the battlefield (CR 304.4, 307.4)"),
            );
        }
    }
    if o.token.is_some() && !on(Zone::Battlefield) {
        refuse(
            ".zone",
            "a token outside the battlefield ceases to exist (CR 704.5d, 111.7)".into(),
        );
    }
    if o.spell_copy_of.is_some() && !on(Zone::Stack) {
        refuse(
            ".zone",
            "a copy of a spell outside the stack ceases to exist (CR 704.5e, 707.10a)".into(),
        );
    }
    if o.face_down && !(on(Zone::Battlefield) || on(Zone::Stack) || on(Zone::Exile)) {
        let why = "only spells, permanents and exiled cards are face down (CR 708.2, 406.3)";
        refuse(
            ".face_down",
            format!("expected the battlefield, the stack or exile; {why}"),
        );
    }
    let permanent_only = [
        (o.flipped, ".flipped", "710.1"),
        (o.melded, ".melded", "713.1"),
        (!o.unlocked.is_empty(), ".unlocked", "709.5"),
    ];
    for (set, field, rule) in permanent_only {
        if set && !on(Zone::Battlefield) {
            refuse(
                field,
                format!("only a permanent has this status (CR {rule})"),
            );
        }
    }
    if o.transformed && !(on(Zone::Battlefield) || on(Zone::Stack)) {
        refuse(
            ".transformed",
            "only a permanent or a spell has its back face up (CR 712.8)".into(),
        );
    }
    let split = card.is_some_and(|c| c.layout == Layout::Split);
    if split && on(Zone::Stack) && o.cast_as.is_none() && !o.face_down {
        let why = "a split card is cast as one half, or fused (CR 709.3)";
        refuse(
            ".cast_as",
            format!("expected how the split card on the stack is cast; {why}"),
        );
    }
    if o.cast_as.is_some() && !on(Zone::Stack) {
        refuse(
            ".cast_as",
            "only a spell on the stack is being cast (CR 601.2a)".into(),
        );
    }
}

/// An object that was itself, or was an object that (through other zone changes) it became:
/// a new object is new (CR 400.7), so the chain of objects each was never comes back.
///
/// Each object names at most one previous object, so the chains form a graph where every
/// object has one way on: each is walked once (linear in the board, where walking the chain
/// from every object was quadratic: 100,000 objects took minutes).
fn previous_cycles(scenario: &Scenario, out: &mut Vec<Problem>) {
    let objects = &scenario.objects;
    if objects.iter().all(|o| o.previous.is_none()) {
        // No object was another: no chain, so no circle.
        return;
    }
    let index: FxHashMap<&str, usize> = (objects.iter().enumerate())
        .map(|(j, o)| (o.id.as_str(), j))
        .collect();
    let next = |j: usize| (objects[j].previous.as_deref()).and_then(|p| index.get(p).copied());
    // 0: not seen; 1: on the chain being walked; 2: done.
    let mut state = vec![0u8; objects.len()];
    let mut in_circle = vec![false; objects.len()];
    for start in 0..objects.len() {
        let mut chain = Vec::new();
        let mut at = Some(start);
        while let Some(j) = at.filter(|&j| state[j] == 0) {
            state[j] = 1;
            chain.push(j);
            at = next(j);
        }
        if let Some(j) = at.filter(|&j| state[j] == 1) {
            // The walk came back to an object of its own chain: from there on, a circle.
            let from = chain.iter().position(|&c| c == j).unwrap_or(0);
            for &c in &chain[from..] {
                in_circle[c] = true;
            }
        }
        for c in chain {
            state[c] = 2;
        }
    }
    for (j, o) in objects.iter().enumerate().filter(|(j, _)| in_circle[*j]) {
        let why = "an object that changes zones becomes a new object (CR 400.7): it can't have been itself, nor an object it became";
        out.push((
            format!("objects[{j}].previous"),
            format!(
                "{:?} was, through its previous objects, {:?} itself; {why}",
                o.id, o.id
            ),
        ));
    }
}

/// Every way `scenario` breaks the rules on where objects can be.
pub fn problems(model: &Model, scenario: &Scenario) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut became: FxHashMap<&str, usize> = FxHashMap::default();
    for (j, o) in scenario.objects.iter().enumerate() {
        object(model, o, j, &mut out);
        if let Some(p) = o.previous.as_deref() {
            if let Some(first) = became.insert(p, j) {
                let why = "an object that changes zones becomes a new object and exists no more, so it can't change zones again (CR 400.7)";
                out.push((
                    format!("objects[{j}].previous"),
                    format!("objects[{first}] already names {p:?} as the object it was; {why}"),
                ));
            }
        }
    }
    previous_cycles(scenario, &mut out);
    for (j, e) in scenario.effects.iter().enumerate() {
        let Some(src) = e
            .source
            .as_ref()
            .and_then(|s| scenario.objects.iter().find(|o| &o.id == s))
        else {
            continue;
        };
        if e.attached_at.is_some() && src.zone != Zone::Battlefield {
            let why = "an Equipment or Aura is attached only as a permanent (CR 301.5, 303.4)";
            out.push((
                format!("effects[{j}].attached_at"),
                format!("its source is not on the battlefield; {why}"),
            ));
        }
    }
    out
}
