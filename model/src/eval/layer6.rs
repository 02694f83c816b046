//! Layer 6: abilities gained from another object (CR 201.5b) or granted by another object's
//! ability (CR 201.5a). Text changes to the receiving object don't reach these (CR 612.3):
//! they were applied in layer 3, before these abilities exist.

use super::copiable::{display_name, rename_self_refs, to_source_refs};
use super::{Chars, Ctx, EvalError};
use crate::board::ObjectId;
use crate::effects::EffectKind;
use crate::quirks::Quirk;
use crate::text::{quoted_passages_of, Ability, Origin, Seg};
use std::collections::HashMap;

/// Applies every layer-6 effect in force as of `limit`, in timestamp order (CR 613.7).
pub(crate) fn apply(
    ctx: &Ctx<'_>,
    limit: Option<u64>,
    state: &mut HashMap<ObjectId, Chars>,
) -> Result<(), EvalError> {
    let mut effects: Vec<_> = ctx
        .board
        .effects
        .iter()
        .filter(|e| e.kind.layer() == "6" && Ctx::in_force(limit, e.order_timestamp()))
        .collect();
    effects.sort_by_key(|e| e.order_timestamp());
    for e in effects {
        let ts = e.order_timestamp();
        match &e.kind {
            EffectKind::GainAbilities {
                object,
                from,
                activated_only,
            } => {
                let (Some(src), Some(dst)) = (state.get(from).cloned(), state.get(object)) else {
                    continue;
                };
                let new_name = display_name(&dst.names);
                let gained: Vec<Ability> = src
                    .abilities
                    .iter()
                    .filter(|a| !activated_only || a.is_activated())
                    .map(|a| Ability {
                        segs: if ctx.has(Quirk::GainedAbilityKeepsOldName) {
                            to_source_refs(&a.segs, from)
                        } else {
                            rename_self_refs(&a.segs, &new_name)
                        },
                        origin: Origin::Gained { from: from.clone() },
                    })
                    .collect();
                let dst = state.get_mut(object).expect("checked above");
                dst.why.push(
                    "201.5b",
                    format!("@{ts}: gained {} abilit(ies) of {from}; their references to {from} by name are treated as {new_name:?}", gained.len()),
                );
                dst.abilities.extend(gained);
            }
            EffectKind::GrantAbility {
                object,
                by,
                ability,
            } => {
                let Some(src) = state.get(by) else { continue };
                let a = src
                    .abilities
                    .get(*ability)
                    .ok_or_else(|| EvalError::NoAbility {
                        object: by.0.clone(),
                        index: *ability,
                    })?;
                let passages = quoted_passages_of(&a.segs);
                let granted: Vec<Vec<Seg>> = if passages.is_empty() {
                    vec![a.segs.clone()]
                } else {
                    passages
                };
                let mut new: Vec<Ability> = granted
                    .iter()
                    .map(|segs| Ability {
                        segs: to_source_refs(segs, by),
                        origin: Origin::Granted { by: by.clone() },
                    })
                    .collect();
                if ctx.has(Quirk::GrantedAbilityTextChanged) {
                    for f in &ctx.board.effects {
                        if let EffectKind::WordSwap {
                            object: o,
                            role,
                            from,
                            to,
                        } = &f.kind
                        {
                            if o == object && Ctx::in_force(limit, f.order_timestamp()) {
                                for a in &mut new {
                                    a.swap_words(*role, from, to);
                                }
                            }
                        }
                    }
                }
                let Some(dst) = state.get_mut(object) else {
                    continue;
                };
                dst.why.push(
                    "201.5a",
                    format!("@{ts}: {by} grants it an ability; that ability's references to {by} by name mean that object only"),
                );
                dst.why.push(
                    "612.3",
                    "a granted ability is not changed by text-changing effects on the object it is granted to",
                );
                dst.abilities.extend(new);
            }
            _ => {}
        }
    }
    Ok(())
}
