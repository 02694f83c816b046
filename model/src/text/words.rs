//! Words by role (CR 612.2): which words are color words, land types and creature types, and
//! their canonical spellings.

use serde::{Deserialize, Serialize};

/// The role a word plays in rules text (CR 612.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// A Magic color word used as a color word (white, blue, black, red, green).
    Color,
    /// A land type used as a land type (Island, islandwalk, ...).
    LandType,
    /// A creature type used as a creature type (Soldier, Elf, ...).
    CreatureType,
}

/// The canonical spelling of a word in a role: colors lower case, types capitalized.
pub fn canonical_word(role: Role, w: &str) -> String {
    match role {
        Role::Color => w.to_lowercase(),
        _ => {
            let mut c = w.chars();
            match c.next() {
                Some(f) => f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase(),
                None => String::new(),
            }
        }
    }
}

const COLORS: [&str; 5] = ["white", "blue", "black", "red", "green"];
const CREATURE_TYPES: &str = include_str!("../data/creature_types.txt");
const LAND_TYPES: &str = include_str!("../data/land_types.txt");

fn list(src: &'static str) -> impl Iterator<Item = &'static str> {
    src.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(|l| l.strip_suffix(" basic").unwrap_or(l).trim())
}

/// Irregular plurals of creature and land types as Oracle text writes them ("Tap three untapped
/// Elves you control", Heritage Druid): the subtype, then its plural. Types missing here take
/// the regular English plural ([`plural_of`]). Types whose plural is the same word (Merfolk, Kor,
/// Sheep) are listed with themselves.
const IRREGULAR_PLURALS: &[(&str, &str)] = &[
    ("Elf", "Elves"),
    ("Wolf", "Wolves"),
    ("Dwarf", "Dwarves"),
    ("Werewolf", "Werewolves"),
    ("Mouse", "Mice"),
    ("Ox", "Oxen"),
    ("Homunculus", "Homunculi"),
    ("Fungus", "Fungi"),
    ("Cyclops", "Cyclopes"),
    ("Octopus", "Octopuses"),
    ("Pegasus", "Pegasi"),
    ("Fish", "Fish"),
    ("Jellyfish", "Jellyfish"),
    ("Sheep", "Sheep"),
    ("Merfolk", "Merfolk"),
    ("Kor", "Kor"),
    ("Samurai", "Samurai"),
    ("Kithkin", "Kithkin"),
    ("Vedalken", "Vedalken"),
    ("Moonfolk", "Moonfolk"),
    ("Kavu", "Kavu"),
    ("Djinn", "Djinn"),
    ("Efreet", "Efreet"),
    ("Thalakos", "Thalakos"),
    ("Zubera", "Zubera"),
    ("Plains", "Plains"),
];

/// The plural of a creature or land type as rules text writes it (CR 205.3m, 205.3i):
/// irregular forms from a table of them, else "-ies" after a consonant and "y", "-es"
/// after s, x, z, ch or sh, else "-s".
pub fn plural_of(subtype: &str) -> String {
    if let Some((_, p)) = IRREGULAR_PLURALS.iter().find(|(s, _)| *s == subtype) {
        return (*p).to_string();
    }
    let lower = subtype.to_lowercase();
    let consonant_y =
        lower.ends_with('y') && !lower[..lower.len() - 1].ends_with(['a', 'e', 'i', 'o', 'u']);
    if consonant_y {
        format!("{}ies", &subtype[..subtype.len() - 1])
    } else if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|e| lower.ends_with(e))
    {
        format!("{subtype}es")
    } else {
        format!("{subtype}s")
    }
}

/// The subtype of `role` that `word` is the plural of ("Elves" → "Elf", "Soldiers" →
/// "Soldier"), if any. A type whose plural is itself is not reported here: the word is then the
/// type itself.
pub fn singular_of(role: Role, word: &str) -> Option<String> {
    use std::collections::HashMap;
    use std::sync::OnceLock;
    static CT: OnceLock<HashMap<String, &'static str>> = OnceLock::new();
    static LT: OnceLock<HashMap<String, &'static str>> = OnceLock::new();
    let build = |src: &'static str| {
        list(src)
            .map(|t| (plural_of(t), t))
            .filter(|(p, t)| p != t)
            .collect::<HashMap<String, &'static str>>()
    };
    let map = match role {
        Role::Color => return None,
        Role::CreatureType => CT.get_or_init(|| build(CREATURE_TYPES)),
        Role::LandType => LT.get_or_init(|| build(LAND_TYPES)),
    };
    map.get(word).map(|s| s.to_string())
}

/// Whether `w`, in any case, is one of the five color words (CR 105.1, 612.2). An ASCII word is
/// compared without allocating (it is asked for most words of every rules text); any other
/// word is lowered first, because a non-ASCII letter can lower to an ASCII one (K, the Kelvin
/// sign, lowers to "k").
fn is_color_word(w: &str) -> bool {
    if w.is_ascii() {
        COLORS.iter().any(|c| c.eq_ignore_ascii_case(w))
    } else {
        COLORS.contains(&w.to_lowercase().as_str())
    }
}

/// Whether `w` (canonical spelling) is a word of the given role.
pub fn is_role_word(role: Role, w: &str) -> bool {
    use std::sync::OnceLock;
    static CT: OnceLock<std::collections::HashSet<&'static str>> = OnceLock::new();
    static LT: OnceLock<std::collections::HashSet<&'static str>> = OnceLock::new();
    match role {
        Role::Color => is_color_word(w),
        Role::CreatureType => CT
            .get_or_init(|| list(CREATURE_TYPES).collect())
            .contains(w),
        Role::LandType => LT.get_or_init(|| list(LAND_TYPES).collect()).contains(w),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn color_words_match_in_any_case_and_after_unicode_lowering() {
        for w in ["white", "Blue", "BLACK", "rEd", "green", "blac\u{212A}"] {
            assert!(is_role_word(Role::Color, w), "{w}");
        }
        for w in ["", "blu", "blues", "Island", "colorless", "bl\u{E4}ck"] {
            assert!(!is_role_word(Role::Color, w), "{w}");
        }
    }
}
