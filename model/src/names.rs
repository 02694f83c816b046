//! Names as sets (CR 201.2a): an object has zero, one or many names.
//!
//! Spy Kit's "all names of nonlegendary creature cards" (CR 612.7) is tens of thousands of
//! names; [`NameSet`] keeps it as one symbolic flag and answers membership and intersection
//! exactly against the [`Oracle`].
//!
//! [`Name`] itself is defined in [`ids`](crate::ids) (the card data needs it too) and
//! re-exported here.

use crate::oracle::Oracle;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

pub use crate::ids::Name;

/// The names an object has: finitely many listed names, plus optionally every name of a
/// nonlegendary creature card (CR 612.7), kept symbolic.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NameSet {
    /// Listed names.
    pub names: BTreeSet<Name>,
    /// Whether the object also has all names of nonlegendary creature cards (CR 612.7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub all_nonlegendary_creature_names: bool,
}

impl NameSet {
    /// No name at all (for example a face-down permanent, CR 708.2).
    pub fn none() -> Self {
        NameSet::default()
    }

    /// Exactly one name.
    pub fn one(name: Name) -> Self {
        NameSet {
            names: [name].into_iter().collect(),
            all_nonlegendary_creature_names: false,
        }
    }

    /// These names.
    pub fn of(names: impl IntoIterator<Item = Name>) -> Self {
        NameSet {
            names: names.into_iter().collect(),
            all_nonlegendary_creature_names: false,
        }
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
        self.names.iter().any(|n| oracle.name_key(n) == key)
            || (self.all_nonlegendary_creature_names && oracle.is_nonlegendary_creature_name(name))
    }

    /// Whether the two sets have a name in common (CR 201.2a, with 201.3a).
    pub fn intersects(&self, other: &NameSet, oracle: &Oracle) -> bool {
        if self.all_nonlegendary_creature_names && other.all_nonlegendary_creature_names {
            return oracle.nonlegendary_creature_name_count() > 0;
        }
        let (small, large) = if self.names.len() <= other.names.len() {
            (self, other)
        } else {
            (other, self)
        };
        small.names.iter().any(|n| large.contains(oracle, n))
            || (small.all_nonlegendary_creature_names
                && large
                    .names
                    .iter()
                    .any(|n| oracle.is_nonlegendary_creature_name(n)))
    }

    /// The comparison keys of the listed names (interchangeable groups collapsed).
    pub fn keys(&self, oracle: &Oracle) -> BTreeSet<Name> {
        self.names.iter().map(|n| oracle.name_key(n)).collect()
    }
}

impl fmt::Display for NameSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = self.names.iter().map(|n| n.to_string()).collect();
        if self.all_nonlegendary_creature_names {
            parts.push("<all names of nonlegendary creature cards>".into());
        }
        if parts.is_empty() {
            f.write_str("<no name>")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}
