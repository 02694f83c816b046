//! Reading MTGJSON's AtomicCards JSON shape.
//!
//! Only the fields the model needs are read; every other field is ignored, so a real, full
//! AtomicCards file loads as well as the small subset under `corpus/oracle/`.

use serde::Deserialize;
use std::collections::BTreeMap;

/// The top level of an AtomicCards file: `{"meta": {...}, "data": {name: [face, ...]}}`.
#[derive(Debug, Deserialize)]
pub struct AtomicFile {
    /// Snapshot metadata.
    #[serde(default)]
    pub meta: Meta,
    /// Cards keyed by full Oracle name; each value lists the card's faces.
    pub data: BTreeMap<String, Vec<AtomicFace>>,
}

/// MTGJSON's `meta` object.
#[derive(Debug, Default, Deserialize)]
pub struct Meta {
    /// Build date of the data.
    #[serde(default)]
    pub date: String,
    /// MTGJSON version.
    #[serde(default)]
    pub version: String,
}

/// One face entry of an AtomicCards card.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AtomicFace {
    /// Full card name (multi-face cards: faces joined with " // ").
    pub name: String,
    /// This face's name, for multi-face cards.
    pub face_name: Option<String>,
    /// ASCII spelling of the name, where it differs.
    pub ascii_name: Option<String>,
    /// MTGJSON layout string.
    pub layout: String,
    /// Face side letter ("a", "b", "c").
    pub side: Option<String>,
    /// Mana cost, e.g. `{1}{U}`.
    pub mana_cost: Option<String>,
    /// Color indicator, when printed.
    pub color_indicator: Option<Vec<String>>,
    /// Color identity as MTGJSON computed it (used only to cross-check CR 903.4).
    pub color_identity: Vec<String>,
    /// Card types.
    pub types: Vec<String>,
    /// Supertypes.
    pub supertypes: Vec<String>,
    /// Subtypes.
    pub subtypes: Vec<String>,
    /// Oracle rules text.
    pub text: Option<String>,
    /// Power as printed.
    pub power: Option<String>,
    /// Toughness as printed.
    pub toughness: Option<String>,
    /// Silver-border / acorn / playtest marker.
    pub is_funny: Option<bool>,
    /// Alchemy rebalanced marker (present in some MTGJSON files).
    pub is_rebalanced: Option<bool>,
    /// Printed names in other languages.
    pub foreign_data: Vec<ForeignData>,
}

/// A foreign-language printing's name.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ForeignData {
    /// Language, e.g. "Japanese".
    pub language: String,
    /// Printed name in that language.
    pub name: String,
}
