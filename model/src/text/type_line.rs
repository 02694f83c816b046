//! Type lines (CR 205), which text-changing effects change too (CR 612.1).

use super::words::{canonical_word, is_role_word, Role};
use serde::{Deserialize, Serialize};

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

    /// Replaces subtypes of the given role (CR 612.1: the type line is text too).
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
        n
    }
}
