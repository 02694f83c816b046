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

/// Whether `w` (canonical spelling) is a word of the given role.
pub fn is_role_word(role: Role, w: &str) -> bool {
    use std::sync::OnceLock;
    static CT: OnceLock<std::collections::HashSet<&'static str>> = OnceLock::new();
    static LT: OnceLock<std::collections::HashSet<&'static str>> = OnceLock::new();
    match role {
        Role::Color => COLORS.contains(&w.to_lowercase().as_str()),
        Role::CreatureType => CT
            .get_or_init(|| list(CREATURE_TYPES).collect())
            .contains(w),
        Role::LandType => LT.get_or_init(|| list(LAND_TYPES).collect()).contains(w),
    }
}
