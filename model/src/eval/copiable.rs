//! Copiable values (CR 707.2): printed characteristics, merged components (CR 728.2a), copy
//! effects (layer 1a) and face-down characteristics (layer 1b); then the object's own status
//! picks a flip card's alternative characteristics (CR 707.3, 710.2).
//!
//! A copy effect takes the copiable values its original had when the effect began to apply
//! (CR 707.2b, 707.2c): a copy effect with timestamp `t` reads the original as of `t`, so a copy
//! effect applied to the original later doesn't reach the copy.
//!
//! Tokens' characteristics are in `tokens`, copy exceptions in `except`, merged permanents in
//! `merge` (each an `impl Copiable` block).

use super::base::card_chars;
use super::chars::Chars;
use super::ctx::Ctx;
use super::error::EvalError;
use crate::board::{CastAs, Object, ObjectKind, Zone};
use crate::effects::EffectKind;
use crate::explain::Explanation;
use crate::ids::ObjectId;
use crate::names::NameSet;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;
use crate::text::TypeLine;
use std::sync::Arc;

/// The most explanation steps a copy keeps from the chain of copies behind it (the middle of a
/// longer explanation is left out, so a chain's memory is linear in its length).
pub(super) const CHAIN_STEPS_MAX: usize = 64;

/// Copiable values for one evaluation (memoized in the context).
pub(crate) struct Copiable<'a, 'm> {
    pub(super) ctx: &'a Ctx<'m>,
    pub(super) limit: Option<u64>,
    busy: crate::hash::FxHashSet<usize>,
}

/// Whether `o` is a face-down spell or permanent (CR 708.2).
fn is_face_down_spell_or_permanent(o: &Object) -> bool {
    let face_down =
        o.status.face_down || (o.zone == Zone::Stack && o.status.cast_as == Some(CastAs::FaceDown));
    face_down && matches!(o.zone, Zone::Battlefield | Zone::Stack)
}

/// Layer 1b: face-down spells and permanents (CR 708.2), after the copy effects `c` has.
fn layer_1b(o: &Object, mut c: Chars) -> Chars {
    if is_face_down_spell_or_permanent(o) {
        // CR 708.2a
        let mut why = Explanation::default();
        why.push(
            cr!("708.2a"),
            "a face-down spell or permanent is a 2/2 creature with no name, no subtypes and no text",
        );
        Chars {
            names: NameSet::none(),
            type_line: std::sync::Arc::new(TypeLine {
                types: vec!["Creature".into()],
                ..TypeLine::default()
            }),
            power_toughness: Some(("2".into(), "2".into())),
            why,
            ..Chars::default()
        }
    } else if o.status.face_down && o.zone == Zone::Exile {
        // CR 406.3a (not in shared/rules; cited from the public rules text as quoted by
        // several engines): a card exiled face down has no characteristics.
        let mut why = Explanation::default();
        why.push(
            cr!("406.3a"),
            "a card exiled face down has no characteristics, so no name",
        );
        Chars {
            why,
            ..Chars::default()
        }
    } else if o.status.face_down {
        // CR 708.2
        c.why.push(
            cr!("708.2"),
            "face down outside the battlefield, stack and exile: it keeps its name (no rule removes it)",
        );
        c
    } else {
        c
    }
}

/// CR 707.9c: a copy effect that doesn't copy color leaves the copy the colors it had (707.3's
/// example: a Vesuvan Doppelganger copying Runeclaw Bear is a blue Runeclaw Bear); a copied flip
/// card's alternative characteristics keep them too (710.1c).
fn keep_colors(c: &mut Chars, before: crate::colors::Colors, ctx: &Ctx<'_>) {
    #[cfg(feature = "mutants")]
    if ctx.model.has(Quirk::CopyKeepsColorIgnored) {
        return;
    }
    #[cfg(not(feature = "mutants"))]
    let _ = ctx;
    c.colors = before;
    if let Some(alt) = c.flip.as_mut() {
        alt.colors = before;
    }
    c.why.push(cr!("707.9c"), || {
        format!(
            "the copy effect doesn't copy color: it keeps its colors ({}), a copiable value",
            before.words()
        )
    });
}

/// The object's own status picks a flip card's alternative characteristics: only a flipped
/// permanent has them (CR 710.2), and a copy's own status decides, not its original's
/// (CR 707.3: Tomoya the Revealer, flipped, copying an unflipped Nezumi Shortfang has Stabwhisker
/// the Odious's characteristics; a Clone copying a flipped one is an unflipped Nezumi Shortfang).
fn resolve_flip(o: &Object, mut c: Chars, copied: bool) -> Chars {
    let flipped = o.zone == Zone::Battlefield && o.status.flipped;
    match c.flip.take() {
        Some(alt) if flipped => {
            let mut a = *alt;
            let mut why = std::mem::take(&mut c.why);
            if copied {
                // CR 707.3
                why.push(
                    cr!("707.3"),
                    "the copied values are modified by the copy's own status: it is flipped, so it has the copied flip card's alternative characteristics",
                );
            }
            why.extend(std::mem::take(&mut a.why));
            a.why = why;
            a
        }
        Some(_) if copied && o.zone == Zone::Battlefield => {
            // CR 707.2
            c.why.push(
                cr!("707.2"),
                "status isn't copied: it isn't flipped, so it has the copied flip card's normal characteristics",
            );
            c
        }
        _ => c,
    }
}

impl<'a, 'm> Copiable<'a, 'm> {
    pub fn new(ctx: &'a Ctx<'m>, limit: Option<u64>) -> Self {
        Copiable {
            ctx,
            limit,
            busy: Default::default(),
        }
    }

    /// Copiable values of `id` (shared: see [`State`](super::ctx::State)). `for_copy`: they
    /// are being read by a copy effect, so the object's own status doesn't pick a flip card's
    /// face yet (CR 707.2, 707.3).
    pub fn get(&mut self, id: &ObjectId, for_copy: bool) -> Result<Arc<Chars>, EvalError> {
        self.get_at(self.ctx.index_of(id)?, for_copy)
    }

    /// [`Copiable::get`] of the object at board position `at`.
    pub fn get_at(&mut self, at: usize, for_copy: bool) -> Result<Arc<Chars>, EvalError> {
        let key = (self.limit, at, for_copy);
        // Only values read by copies, or as of an earlier time, are kept (below).
        let kept = for_copy || self.limit.is_some();
        if kept {
            if let Some(c) = self.ctx.copiable.borrow().get(&key) {
                return Ok(Arc::clone(c));
            }
        }
        let o = &self.ctx.board.objects[at];
        if !self.busy.insert(at) {
            return Err(EvalError::Cycle(o.id.0.clone()));
        }
        let r = self.compute(at, o, for_copy);
        self.busy.remove(&at);
        let c = r?;
        // An object's own values as of now are read once, by the evaluation as of now (and by
        // tokens reading their creator's printed text, cheaply recomputed): keeping a copy of
        // each cost more than it saved. Values read by copies, and any as of an earlier time,
        // are kept: a copy chain reads each link many times.
        if kept {
            self.ctx.copiable.borrow_mut().insert(key, Arc::clone(&c));
        }
        Ok(c)
    }

    /// The copiable values of `of` as a copy effect that began at `at` sees them: only effects
    /// earlier than `at` (CR 707.2b, 707.2c). `None`: as of this evaluation.
    pub(super) fn get_as_of(
        &mut self,
        of: &ObjectId,
        at: Option<u64>,
    ) -> Result<Arc<Chars>, EvalError> {
        match (at, self.limit) {
            (Some(t), Some(l)) if t >= l => self.get(of, true),
            (Some(t), _) => Copiable::new(self.ctx, Some(t)).get(of, true),
            (None, _) => self.get(of, true),
        }
    }

    /// The copiable values of `o`: its base ([`Copiable::base_of`]), returned as they are
    /// (shared) when nothing below changes them.
    fn compute(&mut self, at: usize, o: &Object, for_copy: bool) -> Result<Arc<Chars>, EvalError> {
        let ctx = self.ctx;
        let id = &o.id;
        let mut c = self.base_of(o)?;
        if !o.merged.is_empty() && o.zone == Zone::Battlefield {
            c = Arc::new(self.merged(o, Arc::unwrap_or_clone(c))?);
        }
        // Layer 1a: copy effects, in timestamp order (CR 613.2a, 707.2).
        let mut copies: Vec<_> = ctx
            .copy_effects_at(at)
            .filter(|e| Ctx::in_force(self.limit, e.order_timestamp()))
            .filter_map(|e| match &e.kind {
                EffectKind::Copy { object, of, except } if object == id => {
                    Some((e.order_timestamp(), of, except))
                }
                _ => None,
            })
            .collect();
        copies.sort_by_key(|(ts, _, _)| *ts);
        let copied = !copies.is_empty() || self.is_copy(o);
        for (ts, of, except) in copies {
            let from = Arc::unwrap_or_clone(self.get_as_of(of, Some(ts))?);
            let how = || {
                format!("a copy effect (layer 1a) gives it the copiable values {of} had when the effect began (@{ts}; 707.2b)")
            };
            let before = c.colors;
            let mut copy = self.copy_with_except(id, from, cr!("707.2"), how, except)?;
            if except.keeps_colors {
                keep_colors(&mut copy, before, self.ctx);
            }
            c = Arc::new(copy);
        }
        #[cfg(feature = "mutants")]
        if for_copy && is_face_down_spell_or_permanent(o) && ctx.model.has(Quirk::FaceDownCopyNamed)
        {
            return Ok(c);
        }
        // Layer 1b and the flip face change only a face-down object's values and a flip card's
        // (its alternative characteristics are `Some`): any other object's stay shared.
        let c = if o.status.face_down || is_face_down_spell_or_permanent(o) {
            Arc::new(layer_1b(o, Arc::unwrap_or_clone(c)))
        } else {
            c
        };
        if for_copy || c.flip.is_none() {
            return Ok(c);
        }
        let c = Arc::unwrap_or_clone(c);
        #[cfg(feature = "mutants")]
        if copied && ctx.model.has(Quirk::FlipCopyUsesOriginalStatus) {
            return Ok(Arc::new(self.original_status_flip(id, c)));
        }
        Ok(Arc::new(resolve_flip(o, c, copied)))
    }

    /// Whether the object's values come from a copy made at its creation (token copy).
    fn is_copy(&self, o: &Object) -> bool {
        matches!(
            &o.kind,
            ObjectKind::Token {
                source: crate::board::TokenSource::CopyOf { .. }
            }
        )
    }

    /// The FlipCopyUsesOriginalStatus mutant: a copy takes its flip face from the copied
    /// object's status instead of its own.
    #[cfg(feature = "mutants")]
    fn original_status_flip(&self, id: &ObjectId, mut c: Chars) -> Chars {
        let original = self.ctx.board.effects.iter().find_map(|e| match &e.kind {
            EffectKind::Copy { object, of, .. } if object == id => Some(of.clone()),
            _ => None,
        });
        let original = original.or_else(|| match &self.ctx.object(id).ok()?.kind {
            ObjectKind::Token {
                source: crate::board::TokenSource::CopyOf { of, .. },
            } => Some(of.clone()),
            _ => None,
        });
        let flipped = original
            .and_then(|of| self.ctx.object(&of).ok())
            .is_some_and(|x| x.zone == Zone::Battlefield && x.status.flipped);
        match c.flip.take() {
            Some(alt) if flipped => *alt,
            _ => c,
        }
    }

    /// Characteristics before any copy effect on the object itself.
    pub(super) fn base(&mut self, id: &ObjectId) -> Result<Arc<Chars>, EvalError> {
        let o = self.ctx.object(id)?;
        self.base_of(o)
    }

    /// [`Copiable::base`] of the object `o`.
    fn base_of(&mut self, o: &Object) -> Result<Arc<Chars>, EvalError> {
        let ctx = self.ctx;
        let id = &o.id;
        match &o.kind {
            ObjectKind::Card { card } => card_chars(ctx, o, card),
            ObjectKind::SpellCopy { of, except } => {
                let mut c = Arc::unwrap_or_clone(self.get(of, true)?);
                let how = || {
                    format!("a copy of a spell copies the copiable values of {of} (an Adventure's copy is an Adventure too, 715.3c)")
                };
                #[cfg(feature = "mutants")]
                if ctx.model.has(Quirk::SpellCopyExceptionsIgnored) {
                    c.why.push(cr!("707.10"), how);
                    return Ok(Arc::new(c));
                }
                c = self.copy_with_except(id, c, cr!("707.10"), how, except)?;
                Ok(Arc::new(c))
            }
            ObjectKind::Token { source } => self.token(id, source).map(Arc::new),
        }
    }
}
