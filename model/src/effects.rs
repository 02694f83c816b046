//! Continuous effects that touch names and text, each placed in its layer (CR 613).

use crate::board::{AbilityRef, ObjectId};
use crate::text::Role;
use serde::{Deserialize, Serialize};

/// Modifications that are part of a copy effect and so become copiable values (CR 707.9).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct CopyExcept {
    /// "except its name is N".
    pub name: Option<String>,
    /// "except it has this ability": the ability, on the object whose effect it is.
    pub has_ability: Option<AbilityRef>,
}

/// A continuous effect with its timestamp.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    /// Timestamp (CR 613.7). Larger is later.
    pub timestamp: u64,
    /// For an effect of an attached Equipment or Aura: when it became attached, which is the
    /// effect's timestamp for layering (CR 613.7e).
    #[serde(default)]
    pub attached_at: Option<u64>,
    /// The object generating the effect, if any (for explanations).
    #[serde(default)]
    pub source: Option<ObjectId>,
    /// What it does.
    #[serde(flatten)]
    pub kind: EffectKind,
}

impl Effect {
    /// A new effect with this timestamp.
    pub fn new(timestamp: u64, kind: EffectKind) -> Effect {
        Effect {
            timestamp,
            attached_at: None,
            source: None,
            kind,
        }
    }

    /// The timestamp used for ordering: the attachment time for an attached object's effect
    /// (CR 613.7e), else the effect's own.
    pub fn order_timestamp(&self) -> u64 {
        self.attached_at.unwrap_or(self.timestamp)
    }
}

/// What an effect does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "effect")]
pub enum EffectKind {
    /// Layer 1a: `object` becomes a copy of `of` (Clone, The Ever-Changing 'Dane; CR 707).
    Copy {
        /// The object that becomes a copy.
        object: ObjectId,
        /// The copied object.
        of: ObjectId,
        /// Exceptions that are part of the copy effect (CR 707.9).
        #[serde(default)]
        except: CopyExcept,
    },
    /// Layer 3: replace every `from` word used as `role` by `to` in `object`'s text
    /// (Artificial Evolution, Mind Bend, Sleight of Mind, Magical Hack; CR 612.2).
    WordSwap {
        /// The object whose text changes.
        object: ObjectId,
        /// Which words.
        role: Role,
        /// Replaced word.
        from: String,
        /// Replacement.
        to: String,
    },
    /// Layer 3: exchange the rules text of two objects (Exchange of Words; CR 612.5).
    ExchangeText {
        /// One object.
        a: ObjectId,
        /// The other.
        b: ObjectId,
    },
    /// Layer 3: `object` has the full text of `of` — name, type line and rules text
    /// (Volrath's Shapeshifter; CR 612.6).
    FullText {
        /// The object whose text changes.
        object: ObjectId,
        /// The object whose full text it gets.
        of: ObjectId,
    },
    /// Layer 3: `object` has all names of nonlegendary creature cards in addition to its
    /// names (Spy Kit; CR 612.7).
    AllNonlegendaryCreatureNames {
        /// The object.
        object: ObjectId,
    },
    /// Layer 3: `object`'s name becomes exactly `name` (CR 612.8).
    SetName {
        /// The object.
        object: ObjectId,
        /// The new name.
        name: String,
    },
    /// Layer 3: a name sticker adds `word` to the text representing `object`'s name
    /// (CR 612.9, 123.6).
    NameSticker {
        /// The object.
        object: ObjectId,
        /// The sticker's word(s).
        word: String,
        /// Where its controller puts the word, counted in words of the name (blanks aren't
        /// words, 123.6a); default: where the name's first blank is, else in front (123.6b).
        #[serde(default)]
        position: Option<usize>,
    },
    /// Layer 3: `card`'s rules text is spliced onto `spell`, after its own text (CR 612.10).
    Splice {
        /// The spell.
        spell: ObjectId,
        /// The card with splice, revealed from hand.
        card: ObjectId,
    },
    /// Layer 6: `object` gains the abilities of `from` (Quicksilver Elemental; CR 201.5b).
    GainAbilities {
        /// The gaining object.
        object: ObjectId,
        /// The object whose abilities are gained.
        from: ObjectId,
        /// Only activated abilities.
        #[serde(default)]
        activated_only: bool,
    },
    /// Layer 6: `object` has the ability quoted in ability `ability` of `by` (an Equipment's or
    /// Aura's "equipped creature has '...'"; CR 201.5a, 612.3).
    GrantAbility {
        /// The object receiving the ability.
        object: ObjectId,
        /// The granting object.
        by: ObjectId,
        /// Index of the granting ability among `by`'s abilities.
        ability: usize,
    },
}

impl EffectKind {
    /// The layer (CR 613.1) this effect applies in: "1a", "3" or "6".
    pub fn layer(&self) -> &'static str {
        match self {
            EffectKind::Copy { .. } => "1a",
            EffectKind::GainAbilities { .. } | EffectKind::GrantAbility { .. } => "6",
            _ => "3",
        }
    }

    /// The objects this effect changes.
    pub fn affected(&self) -> Vec<&ObjectId> {
        match self {
            EffectKind::Copy { object, .. }
            | EffectKind::WordSwap { object, .. }
            | EffectKind::FullText { object, .. }
            | EffectKind::AllNonlegendaryCreatureNames { object }
            | EffectKind::SetName { object, .. }
            | EffectKind::NameSticker { object, .. }
            | EffectKind::GainAbilities { object, .. }
            | EffectKind::GrantAbility { object, .. } => vec![object],
            EffectKind::Splice { spell, .. } => vec![spell],
            EffectKind::ExchangeText { a, b } => vec![a, b],
        }
    }

    /// The objects this effect reads (besides the ones it changes).
    pub fn reads(&self) -> Vec<&ObjectId> {
        match self {
            EffectKind::Copy { of, .. } | EffectKind::FullText { of, .. } => vec![of],
            EffectKind::Splice { card, .. } => vec![card],
            EffectKind::GainAbilities { from, .. } => vec![from],
            EffectKind::GrantAbility { by, .. } => vec![by],
            _ => vec![],
        }
    }
}
