//! The characteristics an evaluation computes for each object.

use super::error::EvalError;
use crate::colors::Colors;
use crate::explain::Explanation;
use crate::ids::ObjectId;
use crate::names::NameSet;
use crate::text::{Abilities, Ability, TypeLine};
use std::sync::Arc;

/// Characteristics of an object that the name rules look at.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chars {
    /// Names.
    pub names: NameSet,
    /// Type line: an Oracle face's printed one is shared, not copied; an effect that changes
    /// it copies it first ([`Arc::make_mut`]).
    pub type_line: Arc<TypeLine>,
    /// Abilities (rules text), in order.
    pub abilities: Abilities,
    /// Mana cost as printed (`{1}{U}{U}`), if any (CR 202.1).
    pub mana_cost: Option<Arc<str>>,
    /// Power and toughness as printed (`"2"`, `"*"`), if any (CR 208). Only copy effects
    /// (707.9b), full text (612.6) and effects setting base power and toughness (613.4b) change
    /// them in the model; counters and other layer-7 effects are not modelled.
    pub power_toughness: Option<(Arc<str>, Arc<str>)>,
    /// Colors from the mana cost and color indicator as printed, or a token's definition
    /// (CR 105.2, 202.2, 111.3): a copiable value (707.2a) that full text changes too (612.6).
    /// Effects that change colors directly (layer 5) are not modelled.
    pub colors: Colors,
    /// A flip card's alternative characteristics (CR 710.1b), part of the copiable values:
    /// they apply only to a flipped permanent (CR 710.2), and it is the copy's own status that
    /// decides, not the original's (CR 707.3). `None` once the object's status is resolved.
    pub flip: Option<Box<Chars>>,
    /// How the names came to be.
    pub why: Explanation,
}

impl Chars {
    /// Ability number `index` of `object` (whose characteristics these are), or
    /// [`EvalError::NoAbility`].
    pub fn ability(&self, object: &ObjectId, index: usize) -> Result<&Ability, EvalError> {
        self.abilities
            .get(index)
            .ok_or_else(|| EvalError::NoAbility {
                object: object.0.clone(),
                index,
            })
    }

    /// The power and toughness as "P/T", or "" if it has none.
    pub fn pt_text(&self) -> String {
        self.power_toughness
            .as_ref()
            .map(|(p, t)| format!("{p}/{t}"))
            .unwrap_or_default()
    }
}
