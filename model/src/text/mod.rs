//! Rules text as the model reads it: abilities made of segments, each word knowing its role.
//!
//! CR 612.2: a text-changing effect changes only words used in the right way — a color word
//! used as a color word, a land type used as a land type, a creature type used as a creature
//! type — and never a name. So rules text is kept as [`Seg`]ments: plain text, [`Seg::Typed`]
//! words with a [`Role`], and references by name ([`Seg::SelfRef`], [`Seg::Named`],
//! [`Seg::SourceRef`]) which no word swap can touch.

mod token_def;
mod tokenize;

pub use token_def::{
    parse_token_definition, quoted_passages as quoted_passages_of, TokenDefinition,
};
pub use tokenize::tokenize_face;

use crate::board::ObjectId;
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
        name: crate::names::Name,
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
                ..
            } => {
                let mut w = prefix.clone();
                for (i, c) in word.chars().enumerate() {
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

impl Ability {
    /// The ability as text.
    pub fn render(&self) -> String {
        self.segs.iter().map(Seg::render).collect()
    }

    /// Whether this is an activated ability ("cost: effect" with the colon outside quotes).
    pub fn is_activated(&self) -> bool {
        let s = self.render();
        match (s.find(':'), s.find('"')) {
            (Some(c), Some(q)) => c < q,
            (Some(_), None) => true,
            _ => false,
        }
    }

    /// Replaces every word used as `role` whose canonical spelling is `from` by `to`
    /// (CR 612.2). Returns how many words changed. Names are never touched.
    pub fn swap_words(&mut self, role: Role, from: &str, to: &str) -> usize {
        swap_in(&mut self.segs, role, from, to)
    }
}

/// Replaces words used as `role` (CR 612.2) in a segment list.
pub fn swap_in(segs: &mut [Seg], role: Role, from: &str, to: &str) -> usize {
    let mut n = 0;
    for s in segs {
        if let Seg::Typed { role: r, word, .. } = s {
            if *r == role && word.eq_ignore_ascii_case(from) {
                *word = canonical_word(role, to);
                n += 1;
            }
        }
    }
    n
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
