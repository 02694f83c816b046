//! [`EffectKind`], tag first: its variants and fields again, externally tagged, for serde's
//! derived decoder to read after the tag (see the module docs of [`super`]).
//!
//! The same variants in the same order, the same fields with the same attributes as
//! [`EffectKind`]'s: the compiler refuses a variant or a field missing here (the encoder derived
//! below matches on every variant and names every field), and the tests hold the attributes to
//! [`EffectKind`]'s (the encoders agree on every corpus and generated effect, the decoders on
//! every corpus case and on malformed effects).

use super::TagFirst;
use crate::scenario::{is_false, AbilityRefs, EffectKind, Role};
use serde::{Deserialize, Deserializer, Serialize};

/// [`EffectKind`], externally tagged.
#[derive(Serialize, Deserialize)]
#[serde(
    remote = "EffectKind",
    rename = "EffectKind",
    rename_all = "snake_case",
    deny_unknown_fields
)]
pub(super) enum ByVariant {
    Copy {
        object: String,
        of: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        except_name: Option<String>,
        #[serde(default, skip_serializing_if = "AbilityRefs::is_empty")]
        except_has_ability: AbilityRefs,
        #[serde(default, skip_serializing_if = "AbilityRefs::is_empty")]
        except_has_quoted: AbilityRefs,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        except_add_types: Vec<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        except_remove_types: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        except_power_toughness: Option<String>,
        #[serde(default, skip_serializing_if = "is_false")]
        except_keeps_color: bool,
    },
    WordSwap {
        object: String,
        role: Role,
        from: String,
        to: String,
    },
    ExchangeText {
        a: String,
        b: String,
    },
    FullText {
        object: String,
        of: String,
    },
    AllNames {
        object: String,
    },
    SetName {
        object: String,
        name: String,
    },
    NameSticker {
        object: String,
        word: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        position: Option<usize>,
    },
    Splice {
        spell: String,
        card: String,
    },
    GainAbilities {
        object: String,
        from: String,
        #[serde(default, skip_serializing_if = "is_false")]
        activated_only: bool,
    },
    ChangeTypes {
        object: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        set_types: Option<Vec<String>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        set_subtypes: Option<Vec<String>>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        remove: Vec<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        add: Vec<String>,
    },
    LoseAllAbilities {
        object: String,
    },
    SetPowerToughness {
        object: String,
        power_toughness: String,
    },
    GrantAbility {
        object: String,
        by: String,
        ability: usize,
    },
}

impl<'de> TagFirst<'de> for EffectKind {
    const TAG: &'static str = "effect";

    fn by_variant<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        ByVariant::deserialize(d)
    }
}
