//! Rules text as segments: abilities made of plain text, words with a [`Role`], and references
//! by name that no word swap can touch (CR 612.2, 201.5).

use super::keywords::{activated_keyword, strip_reminder};
use super::words::{canonical_word, is_role_word, plural_of, singular_of, Role};
use crate::ids::{Name, ObjectId};
use crate::rule::{cr, Rule};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// How a self-reference names its object (CR 201.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RefForm {
    /// By full name (CR 201.5).
    FullName,
    /// By shortened name (CR 201.5c).
    ShortName,
    /// By alternate name (CR 201.6: refers to the Oracle name).
    AlternateName,
    /// "this creature", "this token", ... (the Foundations-era self-reference wording).
    ThisObject,
}

/// A piece of rules text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seg {
    /// Words and symbols with no role a text change can see.
    Text(String),
    /// A word used as a color word, land type or creature type (CR 612.2).
    Typed {
        /// Role.
        role: Role,
        /// Canonical spelling: colors lower case ("white"), types capitalized ("Island").
        word: String,
        /// Rendered with a capital first letter.
        cap: bool,
        /// Suffix glued to the word as printed ("s", "walk").
        suffix: String,
        /// Prefix glued to the word as printed ("non" in "nonblack").
        #[serde(default, skip_serializing_if = "String::is_empty")]
        prefix: String,
        /// Written in the plural ("Elves", "Soldiers"): rendered as the plural of whatever type
        /// the word now is, so a swap of Elf for Goblin shows "Goblins" (CR 612.2, 205.3m).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        plural: bool,
    },
    /// The object this text is on, referred to by name or as "this ..." (CR 201.5).
    SelfRef {
        /// Form of the reference.
        form: RefForm,
        /// The words printed (or, in a gained ability, the gaining object's name, CR 201.5b).
        printed: String,
    },
    /// "named X": any object with the name X (CR 201.3a applies).
    Named {
        /// The Oracle name.
        name: Name,
        /// As printed.
        printed: String,
    },
    /// In an ability granted by another object's ability, a reference by name to that granting
    /// ability's source: that specific object (CR 201.5a).
    SourceRef {
        /// The source object.
        source: ObjectId,
        /// As printed.
        printed: String,
    },
}

impl Seg {
    /// The text this segment shows.
    pub fn render(&self) -> String {
        match self {
            Seg::Text(t) => t.clone(),
            Seg::Typed {
                word,
                cap,
                suffix,
                prefix,
                plural,
                ..
            } => {
                let shown = if *plural {
                    plural_of(word)
                } else {
                    word.clone()
                };
                let mut w = prefix.clone();
                for (i, c) in shown.chars().enumerate() {
                    if i == 0 && prefix.is_empty() {
                        if *cap {
                            w.extend(c.to_uppercase());
                        } else {
                            w.extend(c.to_lowercase());
                        }
                    } else {
                        w.push(c);
                    }
                }
                w + suffix
            }
            Seg::SelfRef { printed, .. }
            | Seg::Named { printed, .. }
            | Seg::SourceRef { printed, .. } => printed.clone(),
        }
    }

    /// Whether this segment refers to an object by name (or as "this ...").
    pub fn is_reference(&self) -> bool {
        matches!(
            self,
            Seg::SelfRef { .. } | Seg::Named { .. } | Seg::SourceRef { .. }
        )
    }
}

/// Where an ability on an object came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Origin {
    /// Part of the object's own (copiable) text.
    Printed,
    /// Defined for a token by the spell or ability that created it (CR 111.4, 612.4).
    TokenDefinition {
        /// The creating object.
        creator: ObjectId,
    },
    /// Added by a copy effect's exception, "except it has this ability" (CR 707.9).
    CopyException,
    /// Added to a spell by splice (CR 612.10).
    Spliced {
        /// The card with splice.
        from: ObjectId,
    },
    /// Gained from another object's abilities (CR 201.5b), layer 6.
    Gained {
        /// The object the ability was gained from.
        from: ObjectId,
    },
    /// Granted by another object's ability (CR 201.5a), layer 6.
    Granted {
        /// The granting object.
        by: ObjectId,
    },
}

impl Origin {
    /// Whether the ability is added in layer 6 and so out of reach of text changes applied to
    /// the object that has it (CR 612.3).
    pub fn is_layer6(&self) -> bool {
        matches!(self, Origin::Gained { .. } | Origin::Granted { .. })
    }
}

/// One ability (one line of rules text).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ability {
    /// Its text.
    pub segs: Vec<Seg>,
    /// Where it came from.
    pub origin: Origin,
}

/// An object's abilities, in order: shared, not copied, between an Oracle face and every
/// object with that face until an effect changes them (copy on write, [`Arc::make_mut`](std::sync::Arc::make_mut)):
/// evaluating a board used to spend a fifth of its time copying rules text.
pub type Abilities = std::sync::Arc<Vec<Ability>>;

impl Ability {
    /// The ability as text.
    pub fn render(&self) -> String {
        self.segs.iter().map(Seg::render).collect()
    }

    /// Whether this is an activated ability (see [`Ability::activated_by`]).
    pub fn is_activated(&self) -> bool {
        self.activated_by().is_some()
    }

    /// If this is an activated ability, the rule that makes it one: written "\[Cost\]:
    /// [Effect.]" with the colon outside quotes and outside reminder text (CR 602.1), or a
    /// keyword that is an activated ability though no colon is printed — equip, cycling, crew,
    /// ninjutsu, ... (CR 702.6a, 702.29a, 702.122a, 702.49a; see `activated_keyword`).
    pub fn activated_by(&self) -> Option<Rule> {
        let full = self.render();
        let mut s = strip_reminder(&full);
        if s.is_empty() {
            // A line that is all reminder text: a basic land's intrinsic mana ability,
            // "({T}: Add {G}.)" (CR 305.6).
            s = full
                .trim()
                .trim_start_matches('(')
                .trim_end_matches(')')
                .to_string();
        }
        if let Some(rule) = activated_keyword(&s) {
            return Some(rule);
        }
        let colon_first = match (s.find(':'), s.find('"')) {
            (Some(c), Some(q)) => c < q,
            (Some(_), None) => true,
            _ => false,
        };
        // CR 602.1
        colon_first.then_some(cr!("602.1"))
    }

    /// Replaces every word used as `role` whose canonical spelling is `from` by `to`
    /// (CR 612.2). Returns how many words changed. Names are never touched.
    pub fn swap_words(&mut self, role: Role, from: &str, to: &str) -> usize {
        swap_in(&mut self.segs, role, from, to)
    }

    /// Whether [`Ability::swap_words`] would change a word: one used as `role` whose canonical
    /// spelling is `from`.
    pub fn uses_word(&self, role: Role, from: &str) -> bool {
        self.segs.iter().any(|s| is_swapped(s, role, from))
    }
}

/// Whether `s` is a word used as `role` whose canonical spelling is `from` (CR 612.2).
fn is_swapped(s: &Seg, role: Role, from: &str) -> bool {
    matches!(s, Seg::Typed { role: r, word, .. } if *r == role && word.eq_ignore_ascii_case(from))
}

/// Replaces words used as `role` (CR 612.2) in a segment list.
pub fn swap_in(segs: &mut [Seg], role: Role, from: &str, to: &str) -> usize {
    let mut n = 0;
    for s in segs {
        if is_swapped(s, role, from) {
            if let Seg::Typed { word, .. } = s {
                *word = canonical_word(role, to);
                n += 1;
            }
        }
    }
    n
}

/// `word` in lower case, borrowed when it already is: an ASCII word with no capital letter,
/// which is most words of rules text. Any other word goes through `str::to_lowercase`.
fn lowered(word: &str) -> Cow<'_, str> {
    if word
        .bytes()
        .all(|b| b.is_ascii() && !b.is_ascii_uppercase())
    {
        Cow::Borrowed(word)
    } else {
        Cow::Owned(word.to_lowercase())
    }
}

/// Classifies one word by role (CR 612.2), or `None` for plain text.
pub fn classify(word: &str) -> Option<Seg> {
    let cap = word.chars().next().is_some_and(char::is_uppercase);
    let lower = lowered(word);
    if is_role_word(Role::Color, &lower) {
        return Some(Seg::Typed {
            role: Role::Color,
            word: lower.into_owned(),
            cap,
            suffix: String::new(),
            prefix: String::new(),
            plural: false,
        });
    }
    // "nonblack": a color word used as a color word inside a compound.
    if let Some(rest) = lower.strip_prefix("non") {
        if is_role_word(Role::Color, rest) {
            return Some(Seg::Typed {
                role: Role::Color,
                word: rest.to_string(),
                cap: false,
                suffix: String::new(),
                prefix: word[..3].to_string(),
                plural: false,
            });
        }
    }
    // Landwalk: "islandwalk", "Swampwalk".
    if let Some(stem) = lower.strip_suffix("walk") {
        let t = canonical_word(Role::LandType, stem);
        if !stem.is_empty() && is_role_word(Role::LandType, &t) {
            return Some(Seg::Typed {
                role: Role::LandType,
                word: t,
                cap,
                suffix: "walk".into(),
                prefix: String::new(),
                plural: false,
            });
        }
    }
    if !cap {
        return None;
    }
    for role in [Role::LandType, Role::CreatureType] {
        if is_role_word(role, word) {
            return Some(Seg::Typed {
                role,
                word: word.to_string(),
                cap: true,
                suffix: String::new(),
                prefix: String::new(),
                plural: false,
            });
        }
        // A plural, regular or irregular: "Soldiers", "Elves", "Wolves" (CR 205.3m).
        if let Some(singular) = singular_of(role, word) {
            return Some(Seg::Typed {
                role,
                word: singular,
                cap: true,
                suffix: String::new(),
                prefix: String::new(),
                plural: true,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowered_borrows_only_words_already_in_lower_case() {
        assert!(matches!(lowered("nonblack"), Cow::Borrowed("nonblack")));
        assert_eq!(lowered("Swampwalk"), "swampwalk");
        assert!(matches!(lowered("Swampwalk"), Cow::Owned(_)));
        // Non-ASCII: lowered by `str::to_lowercase`, even with no capital ASCII letter.
        assert_eq!(lowered("blac\u{212A}"), "black");
        assert_eq!(lowered("\u{C9}lan"), "\u{E9}lan");
    }

    #[test]
    fn classify_finds_color_words_in_any_case() {
        for w in ["black", "Black", "BLACK", "blac\u{212A}"] {
            assert!(
                matches!(classify(w), Some(Seg::Typed { role: Role::Color, ref word, .. }) if word == "black"),
                "{w}"
            );
        }
        assert!(matches!(
            classify("nonblack"),
            Some(Seg::Typed { role: Role::Color, ref word, ref prefix, .. }) if word == "black" && prefix == "non"
        ));
        assert!(classify("blacksmith").is_none());
    }
}
