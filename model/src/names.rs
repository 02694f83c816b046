//! Names as sets (CR 201.2a): an object has zero, one or many names.
//!
//! Spy Kit's "all names of nonlegendary creature cards" (CR 612.7) is tens of thousands of
//! names; [`NameSet`] keeps it as one symbolic flag and answers membership and intersection
//! exactly against the [`Oracle`].
//!
//! [`Name`] itself is defined in [`ids`](crate::ids) (the card data needs it too) and
//! re-exported here.

use crate::oracle::normalize::lookup_key;
use crate::oracle::Oracle;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashSet};
use std::fmt;
use std::sync::Arc;

pub use crate::ids::Name;

/// A name sticker: its word and the position its controller chose (CR 123.6b).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sticker {
    /// The sticker's word(s).
    pub word: String,
    /// How many of the name's words come before it; `None`: where the name's first blank is,
    /// else in front.
    pub position: Option<usize>,
}

impl Sticker {
    /// The name with this sticker's word added (CR 612.9, 123.6).
    pub fn apply(&self, name: &str) -> String {
        sticker_name(name, &self.word, self.position)
    }
}

fn is_blank(w: &str) -> bool {
    !w.is_empty() && w.chars().all(|c| c == '_')
}

/// Adds a sticker's word to a name (CR 612.9, 123.6): blanks ("_____") aren't words (123.6a);
/// the word goes where its controller chooses (123.6b) — `position` counts the name's words —
/// by default where the first blank was, else in front; with fewer words than `position`, at
/// the end (123.6c).
pub fn sticker_name(name: &str, word: &str, position: Option<usize>) -> String {
    let parts: Vec<&str> = name.split(' ').collect();
    let first_blank = parts.iter().position(|w| is_blank(w));
    let mut words: Vec<&str> = parts.iter().copied().filter(|w| !is_blank(w)).collect();
    let at = position.or(first_blank).unwrap_or(0).min(words.len());
    words.insert(at, word);
    words.join(" ")
}

/// The names an object has: finitely many listed names, plus optionally every name of a
/// nonlegendary creature card (CR 612.7), kept symbolic — each with the words of the name
/// stickers applied after that effect added to it (CR 123.6c).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NameSet {
    /// Listed names: an Oracle face's own set is shared by every object that has only that
    /// face's name, not copied per object; a change copies it first ([`NameSet::names_mut`]).
    pub names: Arc<BTreeSet<Name>>,
    /// Whether the object also has all names of nonlegendary creature cards (CR 612.7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub all_nonlegendary_creature_names: bool,
    /// Name stickers applied after the object got all those names, in order: each of those
    /// names has their words added (CR 612.9, 123.6c). **Uncertain:** the rules don't address
    /// a sticker on an object with Spy Kit's names; the model reads 123.6c literally (every
    /// text-changing effect, in timestamp order, changes the text that represents its name).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub all_names_stickers: Vec<Sticker>,
}

impl NameSet {
    /// No name at all (for example a face-down permanent, CR 708.2).
    pub fn none() -> Self {
        NameSet::default()
    }

    /// Exactly one name.
    pub fn one(name: Name) -> Self {
        NameSet::of([name])
    }

    /// These names.
    pub fn of(names: impl IntoIterator<Item = Name>) -> Self {
        NameSet::shared(Arc::new(names.into_iter().collect()))
    }

    /// These names, shared with whoever else holds them (an Oracle face's name set).
    pub fn shared(names: Arc<BTreeSet<Name>>) -> Self {
        NameSet {
            names,
            ..NameSet::default()
        }
    }

    /// The listed names to change: copied first if they are shared ([`Arc::make_mut`]).
    pub fn names_mut(&mut self) -> &mut BTreeSet<Name> {
        Arc::make_mut(&mut self.names)
    }

    /// Whether the object has no name (CR 201.2a's "object with no name").
    pub fn is_empty(&self, oracle: &Oracle) -> bool {
        self.names.is_empty()
            && !(self.all_nonlegendary_creature_names
                && oracle.nonlegendary_creature_name_count() > 0)
    }

    /// Whether `name` is one of these names, counting interchangeable names as the same
    /// name (CR 201.3a).
    pub fn contains(&self, oracle: &Oracle, name: &Name) -> bool {
        let key = oracle.name_key(name);
        self.names.iter().any(|n| oracle.name_key(n) == key) || self.symbolic_contains(oracle, name)
    }

    fn symbolic_contains(&self, oracle: &Oracle, name: &Name) -> bool {
        if !self.all_nonlegendary_creature_names {
            return false;
        }
        if self.all_names_stickers.is_empty() {
            return oracle.is_nonlegendary_creature_name(name);
        }
        self.symbolic_keys(oracle).contains(&lookup_key(name))
    }

    /// The lookup keys of the symbolic names with their stickers applied (only needed when a
    /// sticker changed them; linear in the number of nonlegendary creature names).
    fn symbolic_keys(&self, oracle: &Oracle) -> HashSet<String> {
        oracle
            .nonlegendary_creature_names()
            .map(|n| {
                let stickered = self
                    .all_names_stickers
                    .iter()
                    .fold(n.to_string(), |acc, s| s.apply(&acc));
                lookup_key(&stickered)
            })
            .collect()
    }

    /// Whether the two sets have a name in common (CR 201.2a, with 201.3a).
    pub fn intersects(&self, other: &NameSet, oracle: &Oracle) -> bool {
        // A listed name of one is among the other's names: its key is one of the other's
        // listed keys, or it is among the other's symbolic names. Each key computed once.
        let listed_common = match (self.names.len(), other.names.len()) {
            (0, _) | (_, 0) => false,
            (1, 1) => {
                let (a, b) = (self.names.first(), other.names.first());
                a.zip(b).is_some_and(|(a, b)| {
                    a.addr() == b.addr() || oracle.name_key(a) == oracle.name_key(b)
                })
            }
            _ => {
                let mine = self.keys(oracle);
                other
                    .names
                    .iter()
                    .any(|n| mine.contains(&oracle.name_key(n)))
            }
        };
        if listed_common
            || self
                .names
                .iter()
                .any(|n| other.symbolic_contains(oracle, n))
            || other
                .names
                .iter()
                .any(|n| self.symbolic_contains(oracle, n))
        {
            return true;
        }
        if !(self.all_nonlegendary_creature_names && other.all_nonlegendary_creature_names) {
            return false;
        }
        if self.all_names_stickers == other.all_names_stickers {
            return oracle.nonlegendary_creature_name_count() > 0;
        }
        let mine = self.symbolic_keys(oracle);
        other.symbolic_keys(oracle).iter().any(|k| mine.contains(k))
    }

    /// The comparison keys of the listed names (interchangeable groups collapsed).
    pub fn keys(&self, oracle: &Oracle) -> BTreeSet<Name> {
        self.names.iter().map(|n| oracle.name_key(n)).collect()
    }
}

impl NameSet {
    /// Appends the [`Display`](fmt::Display) text of the set to `out` (without the formatting
    /// machinery: explanations of the hot questions are built this way).
    pub fn write_to(&self, out: &mut String) {
        let mut sep = "";
        for n in self.names.iter() {
            out.push_str(sep);
            out.push_str(n);
            sep = ", ";
        }
        if self.all_nonlegendary_creature_names && self.all_names_stickers.is_empty() {
            out.push_str(sep);
            out.push_str("<all names of nonlegendary creature cards>");
        } else if self.all_nonlegendary_creature_names {
            let words: Vec<&str> = self
                .all_names_stickers
                .iter()
                .map(|s| s.word.as_str())
                .collect();
            out.push_str(sep);
            out.push_str(&format!(
                "<all names of nonlegendary creature cards, each with the sticker word(s) {words:?}>"
            ));
        } else if self.names.is_empty() {
            out.push_str("<no name>");
        }
    }
}

impl fmt::Display for NameSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.write_to(&mut s);
        f.write_str(&s)
    }
}
