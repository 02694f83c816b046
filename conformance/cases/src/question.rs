//! Questions: what the suite asks an engine about a [`Scenario`](crate::Scenario). A question
//! carries no answer; expected answers live in [`Expectation`](crate::Expectation)s, which
//! engines never see.

use crate::answer::AnswerKind;
use crate::scenario::CastAs;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

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

/// A question about a scenario, without any answer: the `query` field names the predicate,
/// and the answer an engine gives is the [`Answer`](crate::Answer) variant noted on each variant here.
// Its variants and fields are written again, externally tagged, in `tagged/question.rs`, for the
// protocol's tag-first decoder: the compiler refuses a variant or field missing there, the
// tests an attribute that differs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "query", rename_all = "snake_case", deny_unknown_fields)]
pub enum Question {
    /// The object's names (CR 201.2). Answer: `{"names":{"names":[...]}}`.
    Names {
        /// Object.
        object: String,
    },
    /// Do `a` and `b` have the same name (CR 201.2a)? Answer: `{"bool":...}`.
    SameName {
        /// One object.
        a: String,
        /// The other.
        b: String,
    },
    /// Do these objects have different names (CR 201.2b)? Answer: `{"bool":...}`.
    DifferentNames {
        /// The group.
        objects: Vec<String>,
    },
    /// Does `object` have a different name than each of `others` (CR 201.2c)? Answer:
    /// `{"bool":...}`.
    DifferentNameFrom {
        /// The first object.
        object: String,
        /// The others.
        others: Vec<String>,
    },
    /// Are there `n` or more of `objects` with different names (CR 201.2b)? Answer:
    /// `{"bool":...}`.
    NOrMoreDifferentNames {
        /// The group.
        objects: Vec<String>,
        /// How many.
        n: usize,
    },
    /// Does `object` have the name `name`? Answer: `{"bool":...}`.
    IsNamed {
        /// Object.
        object: String,
        /// Name.
        name: String,
    },
    /// May `name` be chosen as a card name under `constraint` (CR 201.4)? Answer:
    /// `{"choice":{"valid":...,"chosen":[...]}}`.
    ChooseCardName {
        /// The name a player says.
        name: String,
        /// Required characteristics.
        #[serde(default)]
        constraint: Constraint,
    },
    /// With `chosen` named (Meddling Mage), can card `object` be cast as `cast_as`? Answer:
    /// `{"bool":...}`.
    Castable {
        /// The card (usually in hand).
        object: String,
        /// How it is cast (default: normally).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cast_as: Option<CastAs>,
        /// The name chosen for the Meddling Mage.
        chosen: String,
        /// Cast a copy of the card instead of the card (Isochron Scepter: "copy the exiled card
        /// ... cast the copy"; CR 707.12): the copy has the card's copiable values, so not its
        /// stickers (CR 707.2). Default: the card itself.
        #[serde(default, skip_serializing_if = "crate::scenario::is_false")]
        copy: bool,
    },
    /// Which objects does the `occurrence`-th name reference in ability `ability` of `object`
    /// denote (CR 201.5)? Answer: `{"objects":[...]}`.
    ReferenceTarget {
        /// Object whose text is read.
        object: String,
        /// Ability index.
        ability: usize,
        /// Reference index within the ability.
        occurrence: usize,
    },
    /// The object's rules text, one line per ability (CR 612). Answer: `{"lines":[...]}`.
    Text {
        /// Object.
        object: String,
    },
    /// The object's type line (CR 612.1). Answer: `{"text":"..."}`.
    TypeLine {
        /// Object.
        object: String,
    },
    /// A token's name (CR 111.4, 612.2a). Answer: `{"text":"..."}`.
    TokenName {
        /// The token.
        object: String,
    },
    /// How many cards of `deck` count as `name` for deck construction (CR 201.3b)? Answer:
    /// `{"count":...}`.
    DeckCopies {
        /// Card names.
        deck: Vec<String>,
        /// The name.
        name: String,
    },
    /// The card's color identity (CR 903.4e). Answer: `{"lines":["W","U",...]}` in WUBRG
    /// order.
    ColorIdentity {
        /// Card name.
        card: String,
    },
    /// Which permanents does the legend rule apply to right now (CR 704.5j): every legendary
    /// permanent with the same name as another legendary permanent its controller controls
    /// (its controller keeps one of each such group)? Answer: `{"objects":[...]}`.
    LegendRule {},
    /// The object's mana cost as printed, `""` for none (CR 202.1, 612.6). Answer:
    /// `{"text":"{1}{U}{U}"}`.
    ManaCost {
        /// Object.
        object: String,
    },
    /// The object's power and toughness, `""` for none (CR 208, 612.6, 707.9b, 613.4b; layer-7
    /// modifications and counters are not asked about). Answer: `{"text":"2/2"}`.
    PowerToughness {
        /// Object.
        object: String,
    },
    /// Does the object have `type` as a card type, supertype or subtype (CR 205, 613.1d)?
    /// Answer: `{"bool":...}`.
    HasType {
        /// Object.
        object: String,
        /// A card type, supertype or subtype, singular ("Elf", "Legendary", "Creature").
        r#type: String,
    },
    /// The object's colors (CR 105.2, 202.2): from its mana cost and color indicator, after copy
    /// effects (707.2a), face and flip status (711, 712) and full-text effects (612.6); a
    /// face-down object is colorless (708.2a). Effects that change colors directly ("becomes
    /// red") are not part of the format. Answer: `{"lines":["W","U",...]}` in WUBRG order, `[]`
    /// for colorless.
    Colors {
        /// Object.
        object: String,
    },
    /// Is the object a token (CR 111.1)? A card never is, nor a copy of a spell on the stack
    /// (707.10); a merged permanent is a token only if its topmost component is one (728.2d).
    /// Answer: `{"bool":...}`.
    IsToken {
        /// Object.
        object: String,
    },
}

/// The kind of a [`Question`], as in its JSON `query` field.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    /// `names`
    Names,
    /// `same_name`
    SameName,
    /// `different_names`
    DifferentNames,
    /// `different_name_from`
    DifferentNameFrom,
    /// `n_or_more_different_names`
    NOrMoreDifferentNames,
    /// `is_named`
    IsNamed,
    /// `choose_card_name`
    ChooseCardName,
    /// `castable`
    Castable,
    /// `reference_target`
    ReferenceTarget,
    /// `text`
    Text,
    /// `type_line`
    TypeLine,
    /// `token_name`
    TokenName,
    /// `deck_copies`
    DeckCopies,
    /// `color_identity`
    ColorIdentity,
    /// `legend_rule`
    LegendRule,
    /// `mana_cost`
    ManaCost,
    /// `power_toughness`
    PowerToughness,
    /// `has_type`
    HasType,
    /// `colors`
    Colors,
    /// `is_token`
    IsToken,
}

impl QuestionKind {
    /// Every kind, in the order of the format's documentation.
    pub const ALL: [QuestionKind; 20] = [
        QuestionKind::Names,
        QuestionKind::SameName,
        QuestionKind::DifferentNames,
        QuestionKind::DifferentNameFrom,
        QuestionKind::NOrMoreDifferentNames,
        QuestionKind::IsNamed,
        QuestionKind::ChooseCardName,
        QuestionKind::Castable,
        QuestionKind::ReferenceTarget,
        QuestionKind::Text,
        QuestionKind::TypeLine,
        QuestionKind::TokenName,
        QuestionKind::DeckCopies,
        QuestionKind::ColorIdentity,
        QuestionKind::LegendRule,
        QuestionKind::ManaCost,
        QuestionKind::PowerToughness,
        QuestionKind::HasType,
        QuestionKind::Colors,
        QuestionKind::IsToken,
    ];

    /// The name used in JSON (`"same_name"`).
    pub fn name(self) -> &'static str {
        match self {
            QuestionKind::Names => "names",
            QuestionKind::SameName => "same_name",
            QuestionKind::DifferentNames => "different_names",
            QuestionKind::DifferentNameFrom => "different_name_from",
            QuestionKind::NOrMoreDifferentNames => "n_or_more_different_names",
            QuestionKind::IsNamed => "is_named",
            QuestionKind::ChooseCardName => "choose_card_name",
            QuestionKind::Castable => "castable",
            QuestionKind::ReferenceTarget => "reference_target",
            QuestionKind::Text => "text",
            QuestionKind::TypeLine => "type_line",
            QuestionKind::TokenName => "token_name",
            QuestionKind::DeckCopies => "deck_copies",
            QuestionKind::ColorIdentity => "color_identity",
            QuestionKind::LegendRule => "legend_rule",
            QuestionKind::ManaCost => "mana_cost",
            QuestionKind::PowerToughness => "power_toughness",
            QuestionKind::HasType => "has_type",
            QuestionKind::Colors => "colors",
            QuestionKind::IsToken => "is_token",
        }
    }

    /// The form of the answer to questions of this kind.
    pub fn answer_kind(self) -> AnswerKind {
        match self {
            QuestionKind::Names => AnswerKind::Names,
            QuestionKind::SameName
            | QuestionKind::DifferentNames
            | QuestionKind::DifferentNameFrom
            | QuestionKind::NOrMoreDifferentNames
            | QuestionKind::IsNamed
            | QuestionKind::Castable
            | QuestionKind::HasType
            | QuestionKind::IsToken => AnswerKind::Bool,
            QuestionKind::ChooseCardName => AnswerKind::Choice,
            QuestionKind::ReferenceTarget | QuestionKind::LegendRule => AnswerKind::Objects,
            QuestionKind::Text | QuestionKind::ColorIdentity | QuestionKind::Colors => {
                AnswerKind::Lines
            }
            QuestionKind::TypeLine
            | QuestionKind::TokenName
            | QuestionKind::ManaCost
            | QuestionKind::PowerToughness => AnswerKind::Text,
            QuestionKind::DeckCopies => AnswerKind::Count,
        }
    }
}

crate::named::named!(QuestionKind, "query kind");

impl Question {
    /// The question's kind.
    pub fn kind(&self) -> QuestionKind {
        match self {
            Question::Names { .. } => QuestionKind::Names,
            Question::SameName { .. } => QuestionKind::SameName,
            Question::DifferentNames { .. } => QuestionKind::DifferentNames,
            Question::DifferentNameFrom { .. } => QuestionKind::DifferentNameFrom,
            Question::NOrMoreDifferentNames { .. } => QuestionKind::NOrMoreDifferentNames,
            Question::IsNamed { .. } => QuestionKind::IsNamed,
            Question::ChooseCardName { .. } => QuestionKind::ChooseCardName,
            Question::Castable { .. } => QuestionKind::Castable,
            Question::ReferenceTarget { .. } => QuestionKind::ReferenceTarget,
            Question::Text { .. } => QuestionKind::Text,
            Question::TypeLine { .. } => QuestionKind::TypeLine,
            Question::TokenName { .. } => QuestionKind::TokenName,
            Question::DeckCopies { .. } => QuestionKind::DeckCopies,
            Question::ColorIdentity { .. } => QuestionKind::ColorIdentity,
            Question::LegendRule {} => QuestionKind::LegendRule,
            Question::ManaCost { .. } => QuestionKind::ManaCost,
            Question::PowerToughness { .. } => QuestionKind::PowerToughness,
            Question::HasType { .. } => QuestionKind::HasType,
            Question::Colors { .. } => QuestionKind::Colors,
            Question::IsToken { .. } => QuestionKind::IsToken,
        }
    }
}
