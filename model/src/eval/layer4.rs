//! Layer 4: type-changing effects (CR 613.1d), in timestamp order (CR 613.7).
//!
//! They change types, not text: a token's name stays what its creating effect made it when a
//! type-changing effect changes its subtypes later (CR 111.4: "changing its name doesn't change
//! its subtype(s), and vice versa"), and which names Spy Kit gives doesn't depend on any object
//! in the game (CR 612.7 reads the Oracle card reference).

use super::ctx::{Ctx, State};
use crate::effects::{Effect, EffectKind, Layer};
#[cfg(feature = "mutants")]
use crate::ids::Name;
#[cfg(feature = "mutants")]
use crate::names::NameSet;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;

/// Applies every layer-4 effect in force as of `limit`.
pub(crate) fn apply<'m>(ctx: &Ctx<'m>, limit: Option<u64>, state: &mut State<'m>) {
    let mut effects: Vec<&Effect> = ctx
        .board
        .effects
        .iter()
        .filter(|e| e.kind.layer() == Layer::Type && Ctx::in_force(limit, e.order_timestamp()))
        .collect();
    effects.sort_by_key(|e| e.order_timestamp());
    for e in effects {
        let EffectKind::ChangeTypes { object, change } = &e.kind else {
            continue;
        };
        let Some(c) = state.get_mut(object) else {
            continue;
        };
        change.apply(std::sync::Arc::make_mut(&mut c.type_line));
        // CR 613.1d
        c.why.push(
            cr!("613.1d"),
            || format!(
                "@{}: a type-changing effect (layer 4) makes its type line {:?}; types change, names and text don't",
                e.order_timestamp(),
                c.type_line.render()
            ),
        );
        // CR 205.1b
        if !change.add.is_empty() {
            c.why.push(
                cr!("205.1b"),
                "types added \"in addition to its other types\" keep the ones it had; a type it already has stays once (205.3b)",
            );
        }
        #[cfg(feature = "mutants")]
        if ctx.model.has(Quirk::TypeChangeRenamesToken) && is_subtype_named_token(ctx, object) {
            let mut parts = c.type_line.subtypes.clone();
            parts.push("Token".into());
            c.names = NameSet::one(Name::from(parts.join(" ")));
        }
    }
}

/// The TypeChangeRenamesToken mutant's target: a token named from its subtypes.
#[cfg(feature = "mutants")]
fn is_subtype_named_token(ctx: &Ctx<'_>, id: &crate::ids::ObjectId) -> bool {
    use crate::board::{ObjectKind, TokenSource};
    matches!(
        ctx.object(id).map(|o| &o.kind),
        Ok(ObjectKind::Token {
            source: TokenSource::Created { .. } | TokenSource::Given { name: None, .. }
        })
    )
}
