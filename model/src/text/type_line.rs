//! Type lines (CR 205), which text-changing effects change too (CR 612.1).

use super::words::{canonical_word, is_role_word, Role};
use serde::{Deserialize, Serialize};

/// The supertypes (CR 205.4a).
pub const SUPERTYPES: &[&str] = &["Basic", "Legendary", "Ongoing", "Snow", "World"];

/// The card types (CR 205.2a).
pub const CARD_TYPES: &[&str] = &[
    "Artifact",
    "Battle",
    "Conspiracy",
    "Creature",
    "Dungeon",
    "Enchantment",
    "Instant",
    "Kindred",
    "Land",
    "Phenomenon",
    "Plane",
    "Planeswalker",
    "Scheme",
    "Sorcery",
    "Vanguard",
];

/// Artifact types (CR 205.3g).
const ARTIFACT_TYPES: &[&str] = &[
    "Attraction",
    "Blood",
    "Bobblehead",
    "Clue",
    "Contraption",
    "Equipment",
    "Food",
    "Fortification",
    "Gold",
    "Incubator",
    "Junk",
    "Map",
    "Powerstone",
    "Treasure",
    "Vehicle",
];

/// Enchantment types (CR 205.3h).
const ENCHANTMENT_TYPES: &[&str] = &[
    "Aura",
    "Background",
    "Cartouche",
    "Case",
    "Class",
    "Curse",
    "Role",
    "Room",
    "Rune",
    "Saga",
    "Shard",
    "Shrine",
];

/// Spell types (CR 205.3k).
const SPELL_TYPES: &[&str] = &["Adventure", "Arcane", "Lesson", "Omen", "Trap"];

/// What kind of type word a word is (CR 205.2a, 205.3, 205.4a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeWord {
    /// A supertype.
    Supertype,
    /// A card type.
    CardType,
    /// A subtype (creature, land, artifact, enchantment, spell or other type).
    Subtype,
}

/// The canonical spelling of a type word and its kind: "legendary" → ("Legendary",
/// Supertype); any word that is neither a supertype nor a card type is a subtype.
pub fn type_word(w: &str) -> (String, TypeWord) {
    let find = |list: &[&'static str]| -> Option<&'static str> {
        list.iter().find(|x| x.eq_ignore_ascii_case(w)).copied()
    };
    if let Some(s) = find(SUPERTYPES) {
        (s.to_string(), TypeWord::Supertype)
    } else if let Some(t) = find(CARD_TYPES) {
        (t.to_string(), TypeWord::CardType)
    } else {
        (canonical_word(Role::CreatureType, w), TypeWord::Subtype)
    }
}

/// The card types a subtype is correlated with (CR 205.3c): creature types with creature and
/// kindred, land types with land, and so on; empty for a subtype the model has no list for.
fn correlated_types(subtype: &str) -> &'static [&'static str] {
    let is = |list: &[&str]| list.iter().any(|x| x.eq_ignore_ascii_case(subtype));
    if is_role_word(Role::CreatureType, subtype) {
        &["Creature", "Kindred"]
    } else if is_role_word(Role::LandType, subtype) {
        &["Land"]
    } else if is(ARTIFACT_TYPES) {
        &["Artifact"]
    } else if is(ENCHANTMENT_TYPES) {
        &["Enchantment"]
    } else if is(SPELL_TYPES) {
        &["Instant", "Sorcery"]
    } else {
        &[]
    }
}

/// Whether two subtypes belong to the same set of subtypes (CR 205.1a: setting a subtype
/// replaces the subtypes "from the appropriate set").
fn same_set(a: &str, b: &str) -> bool {
    let (ca, cb) = (correlated_types(a), correlated_types(b));
    !ca.is_empty() && ca == cb
}

/// Pushes `w` unless an equal word (ignoring letter case) is already there: an object has each
/// type at most once (CR 205.3b, 205.4a).
fn push_once(v: &mut Vec<String>, w: String) {
    if !v.iter().any(|x| x.eq_ignore_ascii_case(&w)) {
        v.push(w);
    }
}

/// A type line: supertypes, card types, subtypes (CR 205).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypeLine {
    /// Supertypes, e.g. "Legendary", "Basic".
    pub supertypes: Vec<String>,
    /// Card types, e.g. "Creature".
    pub types: Vec<String>,
    /// Subtypes, e.g. "Elf", "Island".
    pub subtypes: Vec<String>,
}

impl TypeLine {
    /// Whether the card type `t` is present (case-insensitive).
    pub fn has_type(&self, t: &str) -> bool {
        self.types.iter().any(|x| x.eq_ignore_ascii_case(t))
    }

    /// Whether the supertype `t` is present (case-insensitive).
    pub fn has_supertype(&self, t: &str) -> bool {
        self.supertypes.iter().any(|x| x.eq_ignore_ascii_case(t))
    }

    /// Whether the subtype `t` is present (case-insensitive).
    pub fn has_subtype(&self, t: &str) -> bool {
        self.subtypes.iter().any(|x| x.eq_ignore_ascii_case(t))
    }

    /// The type line as printed: "Legendary Creature — Elf Druid".
    pub fn render(&self) -> String {
        let mut left: Vec<&str> = self.supertypes.iter().map(String::as_str).collect();
        left.extend(self.types.iter().map(String::as_str));
        let mut s = left.join(" ");
        if !self.subtypes.is_empty() {
            s.push_str(" — ");
            s.push_str(&self.subtypes.join(" "));
        }
        s
    }

    /// Replaces subtypes of the given role (CR 612.1: the type line is text too). A swap to a
    /// subtype the object already has leaves that subtype once (CR 205.3b).
    pub fn swap_subtype(&mut self, role: Role, from: &str, to: &str) -> usize {
        if role == Role::Color {
            return 0;
        }
        let mut n = 0;
        for s in &mut self.subtypes {
            if s.eq_ignore_ascii_case(from) && is_role_word(role, s) {
                *s = canonical_word(role, to);
                n += 1;
            }
        }
        self.dedupe();
        n
    }

    /// Appends `other`'s words that this line doesn't already have (exact text), each once, in
    /// order: the union of several faces' type lines (CR 709.4).
    pub fn add_each_once(&mut self, other: &TypeLine) {
        for (dst, src) in [
            (&mut self.supertypes, &other.supertypes),
            (&mut self.types, &other.types),
            (&mut self.subtypes, &other.subtypes),
        ] {
            for s in src {
                if !dst.contains(s) {
                    dst.push(s.clone());
                }
            }
        }
    }

    /// Removes repeated types, keeping each first occurrence: a type is a set of words, each
    /// present or not (CR 205.3b, 205.4a, 111.4).
    pub fn dedupe(&mut self) {
        for v in [&mut self.supertypes, &mut self.types, &mut self.subtypes] {
            let mut out = Vec::with_capacity(v.len());
            for w in v.drain(..) {
                push_once(&mut out, w);
            }
            *v = out;
        }
    }

    /// Whether the type line has `w` as a supertype, card type or subtype.
    pub fn has(&self, w: &str) -> bool {
        self.has_supertype(w) || self.has_type(w) || self.has_subtype(w)
    }

    /// Adds types "in addition to its other types" (CR 205.1b); a type it already has stays
    /// once (CR 205.3b). A subtype with no card type of its set is not gained (CR 205.3d).
    pub fn add(&mut self, words: &[String]) {
        for w in words {
            match type_word(w) {
                (s, TypeWord::Supertype) => push_once(&mut self.supertypes, s),
                (t, TypeWord::CardType) => push_once(&mut self.types, t),
                (s, TypeWord::Subtype) => {
                    let needs = correlated_types(&s);
                    if needs.is_empty() || needs.iter().any(|t| self.has_type(t)) {
                        push_once(&mut self.subtypes, s);
                    }
                }
            }
        }
    }

    /// Removes types (CR 205.1a): removing a card type also removes the subtypes correlated
    /// only with card types the object no longer has.
    pub fn remove(&mut self, words: &[String]) {
        for w in words {
            let (c, kind) = type_word(w);
            let v = match kind {
                TypeWord::Supertype => &mut self.supertypes,
                TypeWord::CardType => &mut self.types,
                TypeWord::Subtype => &mut self.subtypes,
            };
            v.retain(|x| !x.eq_ignore_ascii_case(&c));
        }
        self.drop_uncorrelated_subtypes();
    }

    /// Sets the card types (CR 205.1a): the new types replace the old ones (an instant or
    /// sorcery keeps that type), and subtypes correlated only with removed types go.
    pub fn set_types(&mut self, types: &[String]) {
        let keep: Vec<String> = self
            .types
            .iter()
            .filter(|t| t.eq_ignore_ascii_case("Instant") || t.eq_ignore_ascii_case("Sorcery"))
            .cloned()
            .collect();
        self.types = keep;
        for t in types {
            push_once(&mut self.types, type_word(t).0);
        }
        self.drop_uncorrelated_subtypes();
    }

    /// Sets subtypes (CR 205.1a): each new subtype replaces the existing subtypes of its set
    /// (a creature type replaces the creature types; other sets stay).
    pub fn set_subtypes(&mut self, subtypes: &[String]) {
        let new: Vec<String> = subtypes.iter().map(|s| type_word(s).0).collect();
        self.subtypes.retain(|old| {
            !new.iter()
                .any(|n| same_set(old, n) || n.eq_ignore_ascii_case(old))
        });
        self.add(&new);
    }

    fn drop_uncorrelated_subtypes(&mut self) {
        let types = self.types.clone();
        self.subtypes.retain(|s| {
            let needs = correlated_types(s);
            needs.is_empty()
                || needs
                    .iter()
                    .any(|t| types.iter().any(|x| x.eq_ignore_ascii_case(t)))
        });
    }
}
