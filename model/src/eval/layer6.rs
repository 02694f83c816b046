//! Layer 6: abilities gained from another object (CR 201.5b) or granted by another object's
//! ability (CR 201.5a). Text changes to the receiving object don't reach these (CR 612.3):
//! they were applied in layer 3, before these abilities exist.

use super::ctx::{Ctx, State};
use super::error::EvalError;
use super::refs::{display_name, rename_self_refs, to_source_refs};
use crate::effects::{Effect, EffectKind, Layer};
use crate::ids::ObjectId;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;
use crate::text::{granted_abilities, Abilities, Ability, Origin, Seg};
use std::borrow::Cow;

/// Applies every layer-6 effect in force as of `limit`, in timestamp order (CR 613.7).
pub(crate) fn apply<'m>(
    ctx: &Ctx<'m>,
    limit: Option<u64>,
    state: &mut State<'m>,
) -> Result<(), EvalError> {
    AbilityChanges { ctx, limit, state }.apply_all()
}

/// What ability `index` of `abilities` (which is `a`) grants ([`granted_abilities`]): an Oracle
/// face's printed abilities are read once per Oracle (kept in the face), any other list each
/// time.
fn granted_by<'m>(
    ctx: &Ctx<'m>,
    abilities: &Abilities,
    index: usize,
    a: &Ability,
) -> Cow<'m, [Vec<Seg>]> {
    let model = ctx.model;
    match model.oracle.face_with_abilities(abilities) {
        Some(face) => Cow::Borrowed(&face.granted_abilities()[index]),
        None => Cow::Owned(granted_abilities(&a.segs)),
    }
}

/// One layer-6 pass over an evaluation as of `limit`.
struct AbilityChanges<'s, 'a, 'm> {
    ctx: &'a Ctx<'m>,
    limit: Option<u64>,
    state: &'s mut State<'m>,
}

impl AbilityChanges<'_, '_, '_> {
    fn apply_all(&mut self) -> Result<(), EvalError> {
        let ctx = self.ctx;
        let mut effects: Vec<&Effect> = ctx
            .board
            .effects
            .iter()
            .filter(|e| {
                e.kind.layer() == Layer::Ability && Ctx::in_force(self.limit, e.order_timestamp())
            })
            .collect();
        effects.sort_by_key(|e| e.order_timestamp());
        for e in effects {
            let ts = e.order_timestamp();
            match &e.kind {
                EffectKind::GainAbilities {
                    object,
                    from,
                    activated_only,
                } => self.gain_abilities(ts, object, from, *activated_only),
                EffectKind::GrantAbility {
                    object,
                    by,
                    ability,
                } => self.grant_ability(ts, object, by, *ability)?,
                EffectKind::LoseAllAbilities { object } => self.lose_all(ts, object),
                _ => {}
            }
        }
        Ok(())
    }

    /// `object` gains the abilities of `from`; their references to `from` by name are treated
    /// as `object`'s name (CR 201.5b).
    fn gain_abilities(
        &mut self,
        ts: u64,
        object: &ObjectId,
        from: &ObjectId,
        activated_only: bool,
    ) {
        let (Some(src), Some(dst)) = (self.state.get(from).cloned(), self.state.get(object)) else {
            return;
        };
        let new_name = display_name(&dst.names);
        // A face's printed abilities were sorted into activated or not once per Oracle.
        let printed = (activated_only && !self.activation_quirk())
            .then(|| self.ctx.model.oracle.face_with_abilities(&src.abilities))
            .flatten()
            .map(|face| face.activated_abilities());
        let gained: Vec<Ability> = (src.abilities.iter().enumerate())
            .filter(|&(i, a)| {
                !activated_only || printed.map_or_else(|| self.is_activated(a), |flags| flags[i])
            })
            .map(|(_, a)| self.gained_ability(a, from, &new_name))
            .collect();
        let dst = self.state.get_mut(object).expect("checked above");
        // CR 201.5b
        dst.why.push(
            cr!("201.5b"),
            format_args!("@{ts}: gained {} abilit(ies) of {from}; their references to {from} by name are treated as {new_name:?}", gained.len()),
        );
        std::sync::Arc::make_mut(&mut dst.abilities).extend(gained);
    }

    /// Whether an ability is an activated ability: "[Cost]: [Effect.]" (CR 602.1) or a keyword
    /// that is one (equip, cycling, crew, ninjutsu, ...: CR 702.6a, 702.29a, 702.122a, 702.49a).
    fn is_activated(&self, a: &Ability) -> bool {
        #[cfg(feature = "mutants")]
        if self.activation_quirk() {
            let s = a.render();
            return match (s.find(':'), s.find('"')) {
                (Some(c), Some(q)) => c < q,
                (Some(_), None) => true,
                _ => false,
            };
        }
        a.is_activated()
    }

    /// Whether the `KeywordActivatedNotRecognized` mutant reads activated abilities its own
    /// way (never, without the mutants).
    fn activation_quirk(&self) -> bool {
        #[cfg(feature = "mutants")]
        return self.ctx.model.has(Quirk::KeywordActivatedNotRecognized);
        #[cfg(not(feature = "mutants"))]
        false
    }

    /// `object` loses all abilities (CR 613.1f): those it had and those gained or granted
    /// earlier; abilities gained or granted later still apply (CR 613.7).
    fn lose_all(&mut self, ts: u64, object: &ObjectId) {
        if let Some(c) = self.state.get_mut(object) {
            c.abilities = Default::default();
            // CR 613.1f
            c.why.push(
                cr!("613.1f"),
                format_args!("@{ts}: it loses all abilities (layer 6)"),
            );
        }
    }

    /// An ability gained from `from`: its references to `from` by name are treated as the
    /// gaining object's name, `new_name` (CR 201.5b).
    fn gained_ability(&self, a: &Ability, from: &ObjectId, new_name: &str) -> Ability {
        let origin = Origin::Gained { from: from.clone() };
        #[cfg(feature = "mutants")]
        if self.ctx.model.has(Quirk::GainedAbilityKeepsOldName) {
            return Ability {
                segs: to_source_refs(&a.segs, from),
                origin,
            };
        }
        Ability {
            segs: rename_self_refs(&a.segs, new_name),
            origin,
        }
    }

    /// `object` has the ability quoted in ability `ability` of `by`; its references to `by` by
    /// name mean that object (CR 201.5a), and text changes to `object` don't reach it (612.3).
    fn grant_ability(
        &mut self,
        ts: u64,
        object: &ObjectId,
        by: &ObjectId,
        ability: usize,
    ) -> Result<(), EvalError> {
        let Some(src) = self.state.get(by) else {
            return Ok(());
        };
        let a = src.ability(by, ability)?;
        // Keywords written without quotes are granted abilities too ("has first strike, trample,
        // and haste"), quoted abilities are; reminder text grants nothing (CR 702.1, 207.2).
        #[cfg(feature = "mutants")]
        let granted: Cow<'_, [Vec<Seg>]> = if self.ctx.model.has(Quirk::GrantedKeywordAsText) {
            let q = crate::text::quoted_passages_of(&a.segs);
            Cow::Owned(if q.is_empty() {
                vec![a.segs.clone()]
            } else {
                q
            })
        } else {
            granted_by(self.ctx, &src.abilities, ability, a)
        };
        #[cfg(not(feature = "mutants"))]
        let granted = granted_by(self.ctx, &src.abilities, ability, a);
        let new: Vec<Ability> = granted
            .iter()
            .map(|segs| Ability {
                segs: to_source_refs(segs, by),
                origin: Origin::Granted { by: by.clone() },
            })
            .collect();
        #[cfg(feature = "mutants")]
        let new = self.swap_words_of_recipient(object, new);
        let Some(dst) = self.state.get_mut(object) else {
            return Ok(());
        };
        // CR 201.5a
        dst.why.push(
            cr!("201.5a"),
            format_args!("@{ts}: {by} grants it an ability; that ability's references to {by} by name mean that object only"),
        );
        // CR 612.3
        dst.why.push(
            cr!("612.3"),
            "a granted ability is not changed by text-changing effects on the object it is granted to",
        );
        std::sync::Arc::make_mut(&mut dst.abilities).extend(new);
        Ok(())
    }

    /// The GrantedAbilityTextChanged mutant: word swaps on the recipient reach the granted
    /// abilities too.
    #[cfg(feature = "mutants")]
    fn swap_words_of_recipient(&self, object: &ObjectId, mut new: Vec<Ability>) -> Vec<Ability> {
        if !self.ctx.model.has(Quirk::GrantedAbilityTextChanged) {
            return new;
        }
        for f in &self.ctx.board.effects {
            if let EffectKind::WordSwap {
                object: o,
                role,
                from,
                to,
            } = &f.kind
            {
                if o == object && Ctx::in_force(self.limit, f.order_timestamp()) {
                    for a in new.iter_mut() {
                        a.swap_words(*role, from, to);
                    }
                }
            }
        }
        new
    }
}

#[cfg(test)]
mod tests {
    use crate::board::{Board, Object, Zone};
    use crate::effects::{Effect, EffectKind};
    use crate::ids::ObjectId;

    #[test]
    fn an_oracle_face_grants_from_its_own_reading_kept_in_the_face() {
        let model = crate::Model::embedded();
        let (helm, elves) = (ObjectId::from("helm"), ObjectId::from("elves"));
        let board = Board {
            objects: vec![
                Object::card("helm", "Helm of Kaldra", Zone::Battlefield),
                Object::card("elves", "Llanowar Elves", Zone::Battlefield),
            ],
            effects: vec![Effect {
                timestamp: 1,
                attached_at: Some(1),
                source: Some(helm.clone()),
                kind: EffectKind::GrantAbility {
                    object: elves.clone(),
                    by: helm,
                    ability: 0,
                },
            }],
        };
        let text = |board: &Board| model.evaluate(board).expect("evaluates").text(&elves);
        let first = text(&board).expect("text").value;
        assert_eq!(first, ["{T}: Add {G}.", "First strike", "Trample", "Haste"]);
        let card = model.oracle.card("Helm of Kaldra").expect("in the Oracle");
        let kept = card.faces[0]
            .granted
            .get()
            .expect("read once, kept in the face");
        assert_eq!(kept[0].len(), 3);
        assert_eq!(text(&board).expect("text").value, first);
    }
}
