//! Merged permanents (mutate): CR 702.140e, 728.2a, 728.2h.
//!
//! A merged permanent has the characteristics of its topmost component, plus every ability of
//! each component (702.140e); merging is a copiable effect (728.2a), so a copy of a merged
//! permanent copies all of that. A flip-card component uses its alternative characteristics if
//! the merged permanent is flipped (728.2h). The merged permanent's status (face down or not) is
//! the object's own (728.2e: its topmost component's), applied in layer 1b after this.
//!
//! **Uncertain:** the model applies merges before copy effects on the permanent (a copy effect
//! applied to it after it merged replaces everything, one applied before it merged is treated
//! the same way); 728.2a makes merging a copiable effect with its own timestamp, and no ruling
//! in the texts the model follows orders the two when the original component is on top.

use super::base::card_chars;
use super::chars::Chars;
use super::copiable::Copiable;
use super::error::EvalError;
use crate::board::{Object, Zone};
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;

/// A component's characteristics with its flip face chosen by the permanent's status (728.2h).
fn component(mut c: Chars, flipped: bool) -> Chars {
    match c.flip.take() {
        Some(alt) if flipped => *alt,
        _ => c,
    }
}

impl Copiable<'_, '_> {
    /// The merged permanent's characteristics from its own (`own`) and its merged cards'.
    pub(super) fn merged(&mut self, o: &Object, own: Chars) -> Result<Chars, EvalError> {
        let flipped = o.status.flipped;
        let mut stack: Vec<(String, Chars)> = vec![(o.id.0.clone(), component(own, flipped))];
        for (k, m) in o.merged.iter().enumerate() {
            let mut card = Object::card(&format!("{}#merged{k}", o.id), &m.card, Zone::Battlefield);
            card.status = o.status.clone();
            card.status.face_down = false;
            let c = component(card_chars(self.ctx, &card, &m.card)?, flipped);
            if m.on_top {
                stack.insert(0, (m.card.clone(), c));
            } else {
                stack.push((m.card.clone(), c));
            }
        }
        #[cfg(feature = "mutants")]
        if self.ctx.model.has(Quirk::MergedNameFromOriginal) {
            let own_at = stack.iter().position(|(n, _)| n == &o.id.0).unwrap_or(0);
            let first = stack.remove(own_at);
            stack.insert(0, first);
        }
        let abilities = stack
            .iter()
            .flat_map(|(_, c)| c.abilities.iter().cloned())
            .collect::<Vec<_>>()
            .into();
        let (top_name, top) = stack.swap_remove(0);
        let mut c = top;
        c.abilities = abilities;
        // CR 702.140e
        c.why.push(
            cr!("702.140e"),
            format!(
                "a merged permanent has the characteristics of its topmost component ({}) and every ability of each component",
                if top_name == o.id.0 { "the permanent it merged with" } else { top_name.as_str() }
            ),
        );
        // CR 728.2a
        c.why.push(
            cr!("728.2a"),
            "merging is a copiable effect: a copy of the merged permanent copies all of it",
        );
        Ok(c)
    }
}
