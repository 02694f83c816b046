//! Continuous effects that touch names and text, each placed in its layer (CR 613).

use crate::ids::{AbilityRef, ObjectId};
use crate::rule::{cr, Rule};
use crate::text::{Role, TypeLine};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A layer or sublayer in which continuous effects apply, in application order (CR 613.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Layer {
    /// 1a: copiable effects — copy effects and their exceptions (CR 613.2a, 707).
    Copy,
    /// 1b: face-down spells and permanents get their face-down characteristics (CR 613.2b,
    /// 708.2).
    FaceDown,
    /// 2: control-changing effects (CR 613.1b).
    Control,
    /// 3: text-changing effects (CR 613.1c, 612).
    Text,
    /// 4: type-changing effects (CR 613.1d).
    Type,
    /// 5: color-changing effects (CR 613.1e).
    Color,
    /// 6: ability-adding and ability-removing effects (CR 613.1f).
    Ability,
    /// 7a: characteristic-defining abilities that define power and/or toughness (CR 613.4a).
    PowerToughnessDefining,
    /// 7b: effects that set power and/or toughness to a value (CR 613.4b).
    PowerToughnessSetting,
    /// 7c: effects and counters that modify power and/or toughness (CR 613.4c).
    PowerToughnessModifying,
    /// 7d: effects that switch power and toughness (CR 613.4d).
    PowerToughnessSwitching,
}

impl Layer {
    /// The layer's label as the rules write it: `"1a"`, `"3"`, `"7d"`.
    pub fn label(self) -> &'static str {
        match self {
            Layer::Copy => "1a",
            Layer::FaceDown => "1b",
            Layer::Control => "2",
            Layer::Text => "3",
            Layer::Type => "4",
            Layer::Color => "5",
            Layer::Ability => "6",
            Layer::PowerToughnessDefining => "7a",
            Layer::PowerToughnessSetting => "7b",
            Layer::PowerToughnessModifying => "7c",
            Layer::PowerToughnessSwitching => "7d",
        }
    }

    /// The rule that defines the layer.
    pub fn rule(self) -> Rule {
        match self {
            Layer::Copy => cr!("613.2a"),
            Layer::FaceDown => cr!("613.2b"),
            Layer::Control => cr!("613.1b"),
            Layer::Text => cr!("613.1c"),
            Layer::Type => cr!("613.1d"),
            Layer::Color => cr!("613.1e"),
            Layer::Ability => cr!("613.1f"),
            Layer::PowerToughnessDefining => cr!("613.4a"),
            Layer::PowerToughnessSetting => cr!("613.4b"),
            Layer::PowerToughnessModifying => cr!("613.4c"),
            Layer::PowerToughnessSwitching => cr!("613.4d"),
        }
    }
}

impl fmt::Display for Layer {
    /// "layer 1a", "layer 3".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "layer {}", self.label())
    }
}

/// A change to an object's types (CR 205.1a–b, 613.1d), applied in this order: card types set,
/// subtypes set (each replacing the subtypes of its set), types removed, types added ("in
/// addition to its other types"). Words are card types, supertypes or subtypes, told apart by
/// the lists of CR 205.2a and 205.4a.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TypeChange {
    /// The card types it now has ("is a creature"): they replace the others (CR 205.1a).
    pub set_types: Option<Vec<String>>,
    /// Subtypes it now has ("its creature type is Elf"): each replaces the subtypes of its set.
    pub set_subtypes: Option<Vec<String>>,
    /// Types, supertypes and subtypes it loses ("isn't legendary").
    pub remove: Vec<String>,
    /// Types, supertypes and subtypes it gains in addition to its other types (CR 205.1b).
    pub add: Vec<String>,
}

impl TypeChange {
    /// Whether it changes nothing.
    pub fn is_empty(&self) -> bool {
        self.set_types.is_none()
            && self.set_subtypes.is_none()
            && self.remove.is_empty()
            && self.add.is_empty()
    }

    /// Applies the change to a type line; a type is never listed twice (CR 205.3b).
    pub fn apply(&self, tl: &mut TypeLine) {
        if let Some(t) = &self.set_types {
            tl.set_types(t);
        }
        if let Some(s) = &self.set_subtypes {
            tl.set_subtypes(s);
        }
        tl.remove(&self.remove);
        tl.add(&self.add);
        tl.dedupe();
    }
}

/// Modifications that are part of a copy effect and so become copiable values (CR 707.9).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct CopyExcept {
    /// "except its name is N".
    pub name: Option<String>,
    /// "except it has this ability" (The Ever-Changing 'Dane, Aurora Shifter): each ability
    /// named here, whole, on the object whose effect it is (CR 707.9a).
    pub has_abilities: Vec<AbilityRef>,
    /// "except it has haste and \"At the beginning of the end step, exile this token.\""
    /// (Heat Shimmer, Sakashima the Impostor): the abilities that each ability named here says
    /// the copy has — every quoted ability and every keyword in its "has ..." list (CR 707.9a,
    /// 113.1a, 702.1).
    pub has_quoted: Vec<AbilityRef>,
    /// "except it isn't legendary" (Spark Double), "except it's legendary" (Moritte), "except
    /// it's an enchantment in addition to its other types" (Copy Artifact): CR 707.9b.
    pub types: TypeChange,
    /// "except it's 7/7" (Quicksilver Gargantuan), "except it's a 1/1": power and toughness
    /// (CR 707.9b).
    pub power_toughness: Option<(String, String)>,
    /// "except it doesn't copy that creature's color" (Vesuvan Doppelganger): the copy keeps
    /// the colors it had before this copy effect, and they become copiable values (CR 707.9c,
    /// 707.3's example).
    pub keeps_colors: bool,
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
    /// Layer 4: a type-changing effect (Xenograft, Conspiracy, Psychic Paper's creature type,
    /// Witness Protection; CR 205.1, 613.1d).
    ChangeTypes {
        /// The object.
        object: ObjectId,
        /// The change.
        change: TypeChange,
    },
    /// Layer 6: `object` loses all abilities (Witness Protection; CR 613.1f).
    LoseAllAbilities {
        /// The object.
        object: ObjectId,
    },
    /// Layer 7b: `object` has base power and toughness `power`/`toughness` (Witness
    /// Protection; CR 613.4b).
    SetPowerToughness {
        /// The object.
        object: ObjectId,
        /// Power.
        power: String,
        /// Toughness.
        toughness: String,
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
    /// The layer this effect applies in (CR 613.1).
    pub fn layer(&self) -> Layer {
        match self {
            EffectKind::Copy { .. } => Layer::Copy,
            EffectKind::WordSwap { .. }
            | EffectKind::ExchangeText { .. }
            | EffectKind::FullText { .. }
            | EffectKind::AllNonlegendaryCreatureNames { .. }
            | EffectKind::SetName { .. }
            | EffectKind::NameSticker { .. }
            | EffectKind::Splice { .. } => Layer::Text,
            EffectKind::ChangeTypes { .. } => Layer::Type,
            EffectKind::GainAbilities { .. }
            | EffectKind::GrantAbility { .. }
            | EffectKind::LoseAllAbilities { .. } => Layer::Ability,
            EffectKind::SetPowerToughness { .. } => Layer::PowerToughnessSetting,
        }
    }

    /// The objects this effect changes.
    pub fn affected(&self) -> EffectIds<'_> {
        match self {
            EffectKind::Copy { object, .. }
            | EffectKind::WordSwap { object, .. }
            | EffectKind::FullText { object, .. }
            | EffectKind::AllNonlegendaryCreatureNames { object }
            | EffectKind::SetName { object, .. }
            | EffectKind::NameSticker { object, .. }
            | EffectKind::GainAbilities { object, .. }
            | EffectKind::GrantAbility { object, .. }
            | EffectKind::ChangeTypes { object, .. }
            | EffectKind::LoseAllAbilities { object }
            | EffectKind::SetPowerToughness { object, .. } => EffectIds([Some(object), None]),
            EffectKind::Splice { spell, .. } => EffectIds([Some(spell), None]),
            EffectKind::ExchangeText { a, b } => EffectIds([Some(a), Some(b)]),
        }
    }

    /// The objects this effect reads (besides the ones it changes).
    pub fn reads(&self) -> EffectIds<'_> {
        match self {
            EffectKind::Copy { of, .. } | EffectKind::FullText { of, .. } => {
                EffectIds([Some(of), None])
            }
            EffectKind::Splice { card, .. } => EffectIds([Some(card), None]),
            EffectKind::GainAbilities { from, .. } => EffectIds([Some(from), None]),
            EffectKind::GrantAbility { by, .. } => EffectIds([Some(by), None]),
            _ => EffectIds([None, None]),
        }
    }
}

/// The objects an effect changes or reads ([`EffectKind::affected`], [`EffectKind::reads`]):
/// at most two, in the effect's order, kept without a heap allocation (the evaluation asks
/// for them for every effect of every board it evaluates).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EffectIds<'a>([Option<&'a ObjectId>; 2]);

impl<'a> EffectIds<'a> {
    /// The ids, in order.
    pub fn iter(&self) -> std::iter::Flatten<std::array::IntoIter<Option<&'a ObjectId>, 2>> {
        self.0.into_iter().flatten()
    }

    /// Whether `id` is one of them.
    pub fn contains(&self, id: &ObjectId) -> bool {
        self.iter().any(|x| x == id)
    }
}

impl<'a> IntoIterator for EffectIds<'a> {
    type Item = &'a ObjectId;
    type IntoIter = std::iter::Flatten<std::array::IntoIter<Option<&'a ObjectId>, 2>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layers_are_in_application_order_with_rule_style_labels() {
        let all = [
            Layer::Copy,
            Layer::FaceDown,
            Layer::Control,
            Layer::Text,
            Layer::Type,
            Layer::Color,
            Layer::Ability,
            Layer::PowerToughnessDefining,
            Layer::PowerToughnessSetting,
            Layer::PowerToughnessModifying,
            Layer::PowerToughnessSwitching,
        ];
        let labels: Vec<&str> = all.iter().map(|l| l.label()).collect();
        assert_eq!(
            labels,
            ["1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"]
        );
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(Layer::Text.to_string(), "layer 3");
        assert_eq!(Layer::Copy.rule(), "613.2a");
    }

    #[test]
    fn each_effect_kind_is_in_its_layer() {
        let id = ObjectId::from("a");
        let copy = EffectKind::Copy {
            object: id.clone(),
            of: id.clone(),
            except: CopyExcept::default(),
        };
        let set_name = EffectKind::SetName {
            object: id.clone(),
            name: "X".into(),
        };
        let grant = EffectKind::GrantAbility {
            object: id.clone(),
            by: id,
            ability: 0,
        };
        assert_eq!(copy.layer(), Layer::Copy);
        assert_eq!(set_name.layer(), Layer::Text);
        assert_eq!(grant.layer(), Layer::Ability);
    }
}
