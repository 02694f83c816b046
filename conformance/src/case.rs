//! The case format: declarative JSON files under `corpus/cases/` (this module's docs are its
//! specification; `truename schema case` prints the JSON Schema generated from these types).
//!
//! # A case file
//! ```json
//! {
//!   "format": "truename-cases/1",
//!   "cr_revision": "2025-06-FIN",
//!   "oracle_snapshot": "truename-subset-2026-07-03",
//!   "cases": [ { ... }, ... ]
//! }
//! ```
//! `cr_revision` must equal the model's [`truename_model::CR_REVISION`]; a file written for
//! another revision is refused (rule numbers move between revisions). `oracle_snapshot` names
//! the card data the expectations were written against (informational; a mismatch is a
//! warning).
//!
//! # A case
//! ```json
//! {
//!   "id": "201.2a/face-down-pair",
//!   "rules": ["201.2a", "708.2"],
//!   "description": "Two face-down creatures don't share a name (Echoing Truth).",
//!   "objects": [
//!     {"id": "a", "card": "Exalted Angel", "zone": "battlefield", "face_down": true},
//!     {"id": "b", "card": "Exalted Angel", "zone": "battlefield", "face_down": true}
//!   ],
//!   "effects": [],
//!   "queries": [
//!     {"query": "same_name", "a": "a", "b": "b", "expect": false}
//!   ]
//! }
//! ```
//! - `id`: stable, unique across the corpus; expectation files refer to it.
//! - `rules`: the rule numbers the case tests (the per-rule report counts it under each).
//! - `objects`: see [`CaseObject`]. Cards are named by their English Oracle name; names are
//!   resolved by the model's normalization rule ([`truename_model::oracle::normalize`]), so
//!   `"liliana’s contract"` works and an unknown name is an error, never a guess.
//! - `effects`: continuous effects with explicit timestamps, each stated as what a real card
//!   does ([`CaseEffect`]); `source` names the object (usually a card) producing it.
//! - `queries`: abstract predicates over the snapshot with expected answers ([`Query`]).
//!   Each expectation has a [`Provenance`] (default: hand-written).
//!
//! # Errors
//! A file that doesn't parse or validate is reported with its path, the JSON path of the
//! problem and what was expected (see [`crate::load`]). Inside a query or an effect (objects
//! discriminated by their `query`/`effect` field) the JSON path stops at the query or effect;
//! the message then names the expectation and the line and column.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The format tag every case file carries.
pub const FORMAT: &str = "truename-cases/1";

/// A case file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// Comprehensive Rules revision the expectations follow.
    pub cr_revision: String,
    /// Oracle snapshot the expectations were written against.
    pub oracle_snapshot: String,
    /// The cases.
    pub cases: Vec<Case>,
}

/// One case: a board snapshot and queries with expected answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// Stable, unique id.
    pub id: String,
    /// Rule numbers tested.
    pub rules: Vec<String>,
    /// What the case shows, in one or two sentences.
    #[serde(default)]
    pub description: String,
    /// Where a ruling is uncertain: what the expectation relied on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uncertain: Option<String>,
    /// Objects in the snapshot.
    #[serde(default)]
    pub objects: Vec<CaseObject>,
    /// Continuous effects in force.
    #[serde(default)]
    pub effects: Vec<CaseEffect>,
    /// Queries with expected answers.
    pub queries: Vec<Query>,
    /// For generated cases: how the case was found (seed, tool).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<Origin>,
}

/// How a generated case was found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Origin {
    /// The tool ("hunt", "fuzz").
    pub tool: String,
    /// The seed it ran from.
    #[serde(default)]
    pub seed: Option<u64>,
    /// The engine it diverged on.
    #[serde(default)]
    pub engine: Option<String>,
}

/// A zone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// Library.
    Library,
    /// Hand.
    Hand,
    /// Battlefield (the default).
    #[default]
    Battlefield,
    /// Graveyard.
    Graveyard,
    /// Stack.
    Stack,
    /// Exile.
    Exile,
    /// Command zone.
    Command,
}

/// How a card on the stack is being cast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CastAs {
    /// The left half of a split card or Room.
    LeftHalf,
    /// The right half.
    RightHalf,
    /// Both halves (fuse).
    Fused,
    /// As an Adventure.
    Adventure,
    /// The back face of a modal double-faced card.
    BackFace,
    /// Face down (morph, disguise).
    FaceDown,
}

/// An object in the snapshot. Exactly one of `card`, `token`, `spell_copy_of` is given.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseObject {
    /// Id, unique within the case.
    pub id: String,
    /// A card, by English Oracle name (normalized on load).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// A token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<TokenSpec>,
    /// A copy of a spell (CR 707.10): the id of the copied spell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell_copy_of: Option<String>,
    /// Zone (default battlefield).
    #[serde(default = "default_zone")]
    pub zone: Zone,
    /// Owner (default "p1").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// Controller.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<String>,
    /// Face down (CR 708).
    #[serde(default, skip_serializing_if = "is_false")]
    pub face_down: bool,
    /// Flipped (CR 710).
    #[serde(default, skip_serializing_if = "is_false")]
    pub flipped: bool,
    /// Back face up (CR 712).
    #[serde(default, skip_serializing_if = "is_false")]
    pub transformed: bool,
    /// The melded permanent of a meld pair (CR 713).
    #[serde(default, skip_serializing_if = "is_false")]
    pub melded: bool,
    /// On the stack: how it is cast.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cast_as: Option<CastAs>,
    /// Room doors unlocked: "left", "right".
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unlocked: Vec<Door>,
    /// The printing's language and printed name (never its name, CR 201.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed: Option<Printed>,
    /// The object it was before it changed zones (CR 400.7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous: Option<String>,
    /// The ability (of an object in the case) that moved it here from `previous`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moved_by: Option<AbilityRef>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn default_zone() -> Zone {
    Zone::Battlefield
}

/// A Room door.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Door {
    /// The left door.
    Left,
    /// The right door.
    Right,
}

/// A printing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Printed {
    /// Language, e.g. "Japanese".
    pub language: String,
    /// The name as printed.
    pub name: String,
}

/// One ability of one object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AbilityRef {
    /// Object id.
    pub object: String,
    /// Index of the ability, counting the object's abilities (lines of rules text) from 0.
    pub ability: usize,
}

/// How a token came to be. Exactly one of `created_by`, `copy_of`, `subtypes`/`name`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenSpec {
    /// Created by an ability of this object (a spell, or a permanent with the ability).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_by: Option<String>,
    /// Which of the creator's abilities (default: the first that creates a token).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ability: Option<usize>,
    /// When it was created (effects with earlier timestamps shaped it, CR 612.2a).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<u64>,
    /// Created as a copy of this object.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copy_of: Option<String>,
    /// With a copy: "except its name is ...".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub except_name: Option<String>,
    /// Given directly: the name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Given directly: subtypes (the name is these plus "Token" when no name is given).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    /// Given directly: card types.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<String>,
}

/// The role of a swapped word (CR 612.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Color word (Sleight of Mind, Mind Bend).
    Color,
    /// Basic land type (Mind Bend, Magical Hack).
    LandType,
    /// Creature type (Artificial Evolution).
    CreatureType,
}

/// A continuous effect, as what a real card does, with its timestamp. (Unknown fields are
/// refused by [`EffectKind`], which receives every field this struct doesn't read.)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CaseEffect {
    /// Timestamp (CR 613.7).
    pub timestamp: u64,
    /// The object producing the effect (the Spy Kit, the Artificial Evolution, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// For an Equipment's or Aura's effect: when it became attached (CR 613.7e).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attached_at: Option<u64>,
    /// What it does.
    #[serde(flatten)]
    pub kind: EffectKind,
}

/// What an effect does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "effect", rename_all = "snake_case", deny_unknown_fields)]
pub enum EffectKind {
    /// `object` becomes a copy of `of` (Clone; The Ever-Changing 'Dane with `except_has_ability`).
    Copy {
        /// The copying object.
        object: String,
        /// The copied object.
        of: String,
        /// "except its name is ...".
        #[serde(default, skip_serializing_if = "Option::is_none")]
        except_name: Option<String>,
        /// "except it has this ability".
        #[serde(default, skip_serializing_if = "Option::is_none")]
        except_has_ability: Option<AbilityRef>,
    },
    /// Replace a word used as `role` (Artificial Evolution, Mind Bend, Sleight of Mind).
    WordSwap {
        /// The changed object.
        object: String,
        /// Which words.
        role: Role,
        /// Old word.
        from: String,
        /// New word.
        to: String,
    },
    /// Exchange of Words: exchange the rules text of `a` and `b`.
    ExchangeText {
        /// One object.
        a: String,
        /// The other.
        b: String,
    },
    /// Volrath's Shapeshifter: `object` has the full text of `of`.
    FullText {
        /// The changed object.
        object: String,
        /// The object whose text it has.
        of: String,
    },
    /// Spy Kit: `object` has all names of nonlegendary creature cards.
    AllNames {
        /// The equipped object.
        object: String,
    },
    /// A name-setting effect: `object`'s name becomes `name` (CR 612.8).
    SetName {
        /// The renamed object.
        object: String,
        /// The name.
        name: String,
    },
    /// A name sticker adds `word` to `object`'s name (CR 612.9).
    NameSticker {
        /// The object.
        object: String,
        /// The sticker's word.
        word: String,
        /// Position among the name's words (default: the blank, else the front).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        position: Option<usize>,
    },
    /// Splice: `card`'s text is added to `spell` (CR 612.10).
    Splice {
        /// The spell.
        spell: String,
        /// The card with splice.
        card: String,
    },
    /// Quicksilver Elemental: `object` gains the abilities of `from`.
    GainAbilities {
        /// The gaining object.
        object: String,
        /// The object gained from.
        from: String,
        /// Only activated abilities.
        #[serde(default, skip_serializing_if = "is_false")]
        activated_only: bool,
    },
    /// An Equipment or Aura grants `object` the quoted ability in ability `ability` of `by`.
    GrantAbility {
        /// The receiving object.
        object: String,
        /// The granting object.
        by: String,
        /// Index of the granting ability.
        ability: usize,
    },
}

/// Where an expected answer came from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Provenance {
    /// Written by a person from the rules.
    #[default]
    HandWritten,
    /// Produced by the model through a tool (hunt, fuzz); not yet checked by a person.
    ModelUntriaged,
    /// Produced by a tool, then checked by a person.
    ModelTriaged,
}

fn is_default_provenance(p: &Provenance) -> bool {
    *p == Provenance::HandWritten
}

/// "Choose a ... card name" constraints (CR 201.4a): card types or supertypes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Constraint {
    /// Every one of these.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub is: Vec<String>,
    /// None of these.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not: Vec<String>,
}

/// A set of names, with Spy Kit's "all names of nonlegendary creature cards" kept symbolic.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NameSetAnswer {
    /// Listed names, sorted.
    pub names: Vec<String>,
    /// Also every name of a nonlegendary creature card (CR 612.7).
    #[serde(default, skip_serializing_if = "is_false")]
    pub all_nonlegendary_creature_names: bool,
}

/// The answer to "choose a card name".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChoiceAnswer {
    /// Whether the name may be chosen.
    pub valid: bool,
    /// Every name thereby chosen, sorted (CR 201.4g).
    #[serde(default)]
    pub chosen: Vec<String>,
}

/// A query with its expected answer. The `query` field names the predicate.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Query {
    /// The predicate.
    #[serde(flatten)]
    pub ask: Ask,
    /// Expected answer's provenance.
    #[serde(default, skip_serializing_if = "is_default_provenance")]
    pub provenance: Provenance,
    /// A note for people.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// The predicates, each with its expected answer in `expect`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "query", rename_all = "snake_case", deny_unknown_fields)]
pub enum Ask {
    /// The object's names (CR 201.2).
    Names {
        /// Object.
        object: String,
        /// Expected names.
        expect: NameSetAnswer,
    },
    /// Do `a` and `b` have the same name (CR 201.2a)?
    SameName {
        /// One object.
        a: String,
        /// The other.
        b: String,
        /// Expected.
        expect: bool,
    },
    /// Do these objects have different names (CR 201.2b)?
    DifferentNames {
        /// The group.
        objects: Vec<String>,
        /// Expected.
        expect: bool,
    },
    /// Does `object` have a different name than each of `others` (CR 201.2c)?
    DifferentNameFrom {
        /// The first object.
        object: String,
        /// The others.
        others: Vec<String>,
        /// Expected.
        expect: bool,
    },
    /// Are there `n` or more of `objects` with different names (CR 201.2b)?
    NOrMoreDifferentNames {
        /// The group.
        objects: Vec<String>,
        /// How many.
        n: usize,
        /// Expected.
        expect: bool,
    },
    /// Does `object` have the name `name`?
    IsNamed {
        /// Object.
        object: String,
        /// Name (normalized).
        name: String,
        /// Expected.
        expect: bool,
    },
    /// May `name` be chosen as a card name under `constraint` (CR 201.4)?
    ChooseCardName {
        /// The name a player says.
        name: String,
        /// Required characteristics.
        #[serde(default)]
        constraint: Constraint,
        /// Expected.
        expect: ChoiceAnswer,
    },
    /// With `chosen` named (Meddling Mage), can card `object` be cast as `cast_as`?
    Castable {
        /// The card (usually in hand).
        object: String,
        /// How it is cast (default: normally).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cast_as: Option<CastAs>,
        /// The name chosen for the Meddling Mage (resolved through "choose a card name").
        chosen: String,
        /// Expected.
        expect: bool,
    },
    /// Which objects does the `occurrence`-th name reference in ability `ability` of `object`
    /// denote (CR 201.5)? References are self-references, "named X", and references to a
    /// granting ability's source, counted from 0 in reading order.
    ReferenceTarget {
        /// Object whose text is read.
        object: String,
        /// Ability index.
        ability: usize,
        /// Reference index within the ability.
        occurrence: usize,
        /// Expected object ids, sorted.
        expect: Vec<String>,
    },
    /// The object's rules text, one line per ability (CR 612).
    Text {
        /// Object.
        object: String,
        /// Expected lines.
        expect: Vec<String>,
    },
    /// The object's type line (CR 612.1).
    TypeLine {
        /// Object.
        object: String,
        /// Expected, e.g. "Creature — Elf Druid".
        expect: String,
    },
    /// A token's name (CR 111.4, 612.2a).
    TokenName {
        /// The token.
        object: String,
        /// Expected name.
        expect: String,
    },
    /// How many cards of `deck` count as `name` for deck construction (CR 201.3b)?
    DeckCopies {
        /// Card names.
        deck: Vec<String>,
        /// The name.
        name: String,
        /// Expected.
        expect: usize,
    },
    /// The card's color identity (CR 903.4e), as W U B R G letters.
    ColorIdentity {
        /// Card name.
        card: String,
        /// Expected letters in WUBRG order.
        expect: Vec<String>,
    },
}

impl Ask {
    /// The query's kind, as in the JSON `query` field.
    pub fn kind(&self) -> &'static str {
        match self {
            Ask::Names { .. } => "names",
            Ask::SameName { .. } => "same_name",
            Ask::DifferentNames { .. } => "different_names",
            Ask::DifferentNameFrom { .. } => "different_name_from",
            Ask::NOrMoreDifferentNames { .. } => "n_or_more_different_names",
            Ask::IsNamed { .. } => "is_named",
            Ask::ChooseCardName { .. } => "choose_card_name",
            Ask::Castable { .. } => "castable",
            Ask::ReferenceTarget { .. } => "reference_target",
            Ask::Text { .. } => "text",
            Ask::TypeLine { .. } => "type_line",
            Ask::TokenName { .. } => "token_name",
            Ask::DeckCopies { .. } => "deck_copies",
            Ask::ColorIdentity { .. } => "color_identity",
        }
    }

    /// The expected answer, in the engine-neutral [`Answer`] form.
    pub fn expected(&self) -> Answer {
        match self {
            Ask::Names { expect, .. } => Answer::Names(expect.clone()),
            Ask::SameName { expect, .. }
            | Ask::DifferentNames { expect, .. }
            | Ask::DifferentNameFrom { expect, .. }
            | Ask::NOrMoreDifferentNames { expect, .. }
            | Ask::IsNamed { expect, .. }
            | Ask::Castable { expect, .. } => Answer::Bool(*expect),
            Ask::ChooseCardName { expect, .. } => Answer::Choice(expect.clone()),
            Ask::ReferenceTarget { expect, .. } => Answer::Objects(expect.clone()),
            Ask::Text { expect, .. } => Answer::Lines(expect.clone()),
            Ask::TypeLine { expect, .. } | Ask::TokenName { expect, .. } => {
                Answer::Text(expect.clone())
            }
            Ask::DeckCopies { expect, .. } => Answer::Count(*expect),
            Ask::ColorIdentity { expect, .. } => Answer::Lines(expect.clone()),
        }
    }

    /// Replaces the expected answer (used when a tool writes model answers into a case).
    pub fn set_expected(&mut self, a: &Answer) -> bool {
        match (self, a) {
            (Ask::Names { expect, .. }, Answer::Names(n)) => *expect = n.clone(),
            (
                Ask::SameName { expect, .. }
                | Ask::DifferentNames { expect, .. }
                | Ask::DifferentNameFrom { expect, .. }
                | Ask::NOrMoreDifferentNames { expect, .. }
                | Ask::IsNamed { expect, .. }
                | Ask::Castable { expect, .. },
                Answer::Bool(b),
            ) => *expect = *b,
            (Ask::ChooseCardName { expect, .. }, Answer::Choice(c)) => *expect = c.clone(),
            (Ask::ReferenceTarget { expect, .. }, Answer::Objects(o)) => *expect = o.clone(),
            (Ask::Text { expect, .. } | Ask::ColorIdentity { expect, .. }, Answer::Lines(l)) => {
                *expect = l.clone()
            }
            (Ask::TypeLine { expect, .. } | Ask::TokenName { expect, .. }, Answer::Text(t)) => {
                *expect = t.clone()
            }
            (Ask::DeckCopies { expect, .. }, Answer::Count(n)) => *expect = *n,
            _ => return false,
        }
        true
    }
}

/// An engine-neutral answer to a query.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// Yes or no.
    Bool(bool),
    /// A count.
    Count(usize),
    /// A set of names.
    Names(NameSetAnswer),
    /// A name choice.
    Choice(ChoiceAnswer),
    /// Object ids, sorted.
    Objects(Vec<String>),
    /// Lines of text.
    Lines(Vec<String>),
    /// One text.
    Text(String),
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Answer::Bool(b) => write!(f, "{b}"),
            Answer::Count(n) => write!(f, "{n}"),
            Answer::Names(n) => {
                let mut parts = n.names.clone();
                if n.all_nonlegendary_creature_names {
                    parts.push("<all names of nonlegendary creature cards>".into());
                }
                if parts.is_empty() {
                    write!(f, "<no name>")
                } else {
                    write!(f, "{}", parts.join(" | "))
                }
            }
            Answer::Choice(c) => write!(
                f,
                "{}{}",
                if c.valid { "valid" } else { "invalid" },
                if c.chosen.is_empty() {
                    String::new()
                } else {
                    format!(" (chooses {})", c.chosen.join(", "))
                }
            ),
            Answer::Objects(o) => write!(f, "[{}]", o.join(", ")),
            Answer::Lines(l) => write!(f, "{}", serde_json::to_string(l).unwrap_or_default()),
            Answer::Text(t) => write!(f, "{t:?}"),
        }
    }
}
