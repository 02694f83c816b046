//! Numbers for keys in the order they are first seen: how the packing (CR 201.2b) turns the
//! names of a group into small numbers.
//!
//! A group's few names (about five on a typical board) are looked up in a list: comparing a
//! few keys costs less than hashing one, and a list is one small allocation where a hash
//! table is a larger one, grown and rehashed. Past [`FEW`] keys the list becomes a hash table,
//! so a group of 100k objects is still numbered in linear time.

use crate::hash::FxHashMap;
use std::hash::Hash;

/// Keys kept in a list, at most; more are hashed.
const FEW: usize = 16;

/// Each key seen so far, with its number.
pub(super) enum Numbering<K> {
    /// Few keys, in the order first seen.
    Few(Vec<(K, u32)>),
    /// More keys, hashed.
    Many(FxHashMap<K, u32>),
}

impl<K: Eq + Hash> Numbering<K> {
    /// Nothing numbered yet.
    pub fn new() -> Self {
        Numbering::Few(Vec::new())
    }

    /// How many keys are numbered.
    pub fn len(&self) -> usize {
        match self {
            Numbering::Few(v) => v.len(),
            Numbering::Many(m) => m.len(),
        }
    }

    /// The number of `key`; a key not seen before is given `number()`, made only then.
    pub fn number(&mut self, key: K, number: impl FnOnce() -> u32) -> u32 {
        match self {
            Numbering::Few(v) => {
                if let Some((_, n)) = v.iter().find(|(k, _)| *k == key) {
                    return *n;
                }
                let n = number();
                if v.len() < FEW {
                    v.push((key, n));
                } else {
                    let mut m: FxHashMap<K, u32> = v.drain(..).collect();
                    m.insert(key, n);
                    *self = Numbering::Many(m);
                }
                n
            }
            Numbering::Many(m) => *m.entry(key).or_insert_with(number),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Numbering, FEW};
    use crate::hash::FxHashMap;

    /// A list and a hash table number the same keys alike, across the size where the list
    /// becomes a table: a key keeps the number it got first, and `number` is called for new
    /// keys only.
    #[test]
    fn numbers_keys_as_a_hash_table_would() {
        let keys: Vec<u32> = (0..4 * FEW as u32)
            .map(|i| (i * 7) % (3 * FEW as u32))
            .collect();
        let mut numbering = Numbering::new();
        let mut table: FxHashMap<u32, u32> = FxHashMap::default();
        let mut made = 0;
        for &k in &keys {
            let next = table.len() as u32;
            let expected = *table.entry(k).or_insert(next);
            let before = numbering.len();
            let got = numbering.number(k, || {
                made += 1;
                before as u32
            });
            assert_eq!(got, expected, "key {k}");
            assert_eq!(numbering.len(), table.len());
        }
        assert_eq!(made, table.len());
        assert!(matches!(numbering, Numbering::Many(_)));
    }
}
