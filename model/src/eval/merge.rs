//! Merged permanents (mutate): CR 702.140e, 728.2a, 728.2h.
//!
//! A merged permanent has the characteristics of its topmost component, plus every ability of
//! each component (702.140e); merging is a copiable effect (728.2a), so a copy of a merged
//! permanent copies all of that. A flip-card component uses its alternative characteristics if
//! the merged permanent is flipped (728.2h). The merged values keep both versions (unflipped,
//! and flipped in `Chars::flip`), so the status of the object that ends up with them picks one:
//! the merged permanent's own, or a copy's own (status isn't copied, 707.2; the copy's status
//! modifies the copied values, 707.3). The merged permanent's face-down status is the object's
//! own (728.2e: its topmost component's), applied in layer 1b after this.
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
use crate::explain::Explanation;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;

/// One component of a merged permanent: its card (or the permanent's own id) and both versions
/// of its characteristics (a flip card's alternative ones second, 728.2h).
struct Component {
    name: String,
    normal: Chars,
    flipped: Option<Chars>,
}

impl Component {
    fn new(name: String, mut c: Chars) -> Self {
        let flipped = c.flip.take().map(|alt| *alt);
        Component {
            name,
            normal: c,
            flipped,
        }
    }

    /// The version a merged permanent with that status uses (728.2h).
    fn chars(&self, flipped: bool) -> &Chars {
        match &self.flipped {
            Some(alt) if flipped => alt,
            _ => &self.normal,
        }
    }
}

impl Copiable<'_, '_> {
    /// The merged permanent's characteristics from its own (`own`) and its merged cards'.
    pub(super) fn merged(&mut self, o: &Object, own: Chars) -> Result<Chars, EvalError> {
        let mut stack = vec![Component::new(o.id.0.clone(), own)];
        for (k, m) in o.merged.iter().enumerate() {
            let mut card = Object::card(&format!("{}#merged{k}", o.id), &m.card, Zone::Battlefield);
            card.status = o.status.clone();
            card.status.face_down = false;
            let printed = std::sync::Arc::unwrap_or_clone(card_chars(self.ctx, &card, &m.card)?);
            let c = Component::new(m.card.clone(), printed);
            if m.on_top {
                stack.insert(0, c);
            } else {
                stack.push(c);
            }
        }
        #[cfg(feature = "mutants")]
        if self.ctx.model.has(Quirk::MergedNameFromOriginal) {
            let own_at = stack.iter().position(|c| c.name == o.id.0).unwrap_or(0);
            let first = stack.remove(own_at);
            stack.insert(0, first);
        }
        let has_flip = stack.iter().any(|c| c.flipped.is_some());
        #[cfg(feature = "mutants")]
        if has_flip && self.ctx.model.has(Quirk::MergedCopyUsesOriginalStatus) {
            // The bug: the face is picked here, by the original's status, so a copy takes it.
            return Ok(combine(&stack, o, o.status.flipped));
        }
        let mut c = combine(&stack, o, false);
        if has_flip {
            let mut alt = combine(&stack, o, true);
            // Its explanation is added to the unflipped one's when the status picks it.
            alt.why = Explanation::default();
            // CR 728.2h
            alt.why.push(
                cr!("728.2h"),
                "a flip-card component uses its alternative characteristics because the permanent with these values is flipped",
            );
            c.flip = Some(Box::new(alt));
        }
        Ok(c)
    }
}

/// The merged values for one status: the topmost component's characteristics with every
/// component's abilities (702.140e).
fn combine(stack: &[Component], o: &Object, flipped: bool) -> Chars {
    let abilities = stack
        .iter()
        .flat_map(|c| c.chars(flipped).abilities.iter().cloned())
        .collect::<Vec<_>>()
        .into();
    let top = &stack[0];
    let mut c = top.chars(flipped).clone();
    c.abilities = abilities;
    // CR 702.140e
    c.why.push(
        cr!("702.140e"),
        format_args!(
            "a merged permanent has the characteristics of its topmost component ({}) and every ability of each component",
            if top.name == o.id.0 { "the permanent it merged with" } else { top.name.as_str() }
        ),
    );
    // CR 728.2a
    c.why.push(
        cr!("728.2a"),
        "merging is a copiable effect: a copy of the merged permanent copies all of it",
    );
    c
}
