//! Layer 7b: effects that set base power and toughness (CR 613.4b), in timestamp order. The
//! other layer-7 sublayers (counters, modifications, switching) are not modelled.

use super::ctx::{Ctx, State};
use crate::effects::{Effect, EffectKind, Layer};
use crate::rule::cr;

/// Applies every layer-7b effect in force as of `limit`.
pub(crate) fn apply<'m>(ctx: &Ctx<'m>, limit: Option<u64>, state: &mut State<'m>) {
    let mut effects: Vec<&Effect> = ctx
        .board
        .effects
        .iter()
        .filter(|e| {
            e.kind.layer() == Layer::PowerToughnessSetting
                && Ctx::in_force(limit, e.order_timestamp())
        })
        .collect();
    effects.sort_by_key(|e| e.order_timestamp());
    for e in effects {
        let EffectKind::SetPowerToughness {
            object,
            power,
            toughness,
        } = &e.kind
        else {
            continue;
        };
        if let Some(c) = state.get_mut(object) {
            c.power_toughness = Some((power.as_str().into(), toughness.as_str().into()));
            // CR 613.4b
            c.why.push(
                cr!("613.4b"),
                format_args!(
                    "@{}: an effect sets its base power and toughness to {power}/{toughness}",
                    e.order_timestamp()
                ),
            );
        }
    }
}
