//! [`Question`], tag first: its variants and fields again, externally tagged, for serde's
//! derived decoder to read after the tag (see the module docs of [`super`]).
//!
//! The same variants in the same order, the same fields with the same attributes as
//! [`Question`]'s: the compiler refuses a variant or a field missing here (the encoder derived
//! below matches on every variant and names every field), and the tests hold the attributes to
//! [`Question`]'s (the encoders agree on every corpus and generated question, the decoders on
//! every corpus case and on malformed questions).

use super::TagFirst;
use crate::question::{Constraint, Question};
use crate::scenario::CastAs;
use serde::{Deserialize, Deserializer, Serialize};

/// [`Question`], externally tagged.
#[derive(Serialize, Deserialize)]
#[serde(
    remote = "Question",
    rename = "Question",
    rename_all = "snake_case",
    deny_unknown_fields
)]
pub(super) enum ByVariant {
    Names {
        object: String,
    },
    SameName {
        a: String,
        b: String,
    },
    DifferentNames {
        objects: Vec<String>,
    },
    DifferentNameFrom {
        object: String,
        others: Vec<String>,
    },
    NOrMoreDifferentNames {
        objects: Vec<String>,
        n: usize,
    },
    IsNamed {
        object: String,
        name: String,
    },
    ChooseCardName {
        name: String,
        #[serde(default)]
        constraint: Constraint,
    },
    Castable {
        object: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cast_as: Option<CastAs>,
        chosen: String,
        #[serde(default, skip_serializing_if = "crate::scenario::is_false")]
        copy: bool,
    },
    ReferenceTarget {
        object: String,
        ability: usize,
        occurrence: usize,
    },
    Text {
        object: String,
    },
    TypeLine {
        object: String,
    },
    TokenName {
        object: String,
    },
    DeckCopies {
        deck: Vec<String>,
        name: String,
    },
    ColorIdentity {
        card: String,
    },
    LegendRule {},
    ManaCost {
        object: String,
    },
    PowerToughness {
        object: String,
    },
    HasType {
        object: String,
        r#type: String,
    },
    Colors {
        object: String,
    },
    IsToken {
        object: String,
    },
}

impl<'de> TagFirst<'de> for Question {
    const TAG: &'static str = "query";

    fn by_variant<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        ByVariant::deserialize(d)
    }
}
