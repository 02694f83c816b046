//! Numbers for keys in the order they are first seen: how the packing (CR 201.2b) turns the
//! names of a group into small numbers.
//!
//! A group's few names (about five on a typical board) are looked up in a list: comparing a
//! few keys costs less than hashing one, and a list is one small allocation where a hash
//! table is a larger one, grown and rehashed. A numbering is told how many keys it will be
//! asked for at most: more than [`FEW`], and it hashes from the start, so a large group (100k
//! objects sharing a handful of names, say) never pays a list's search per key; a list
//! given more keys than [`FEW`] all the same becomes a hash table.

use crate::hash::FxHashMap;
use std::hash::Hash;

/// Keys kept in a list, at most; a numbering for more is hashed.
const FEW: usize = 16;

/// Each key seen so far, with its number.
pub(super) enum Numbering<K> {
    /// Few keys, in the order first seen.
    Few(Vec<(K, u32)>),
    /// More keys, hashed.
    Many(FxHashMap<K, u32>),
}

impl<K: Eq + Hash> Numbering<K> {
    /// Nothing numbered yet, for at most `asks` keys (counting repeats).
    pub fn for_asks(asks: usize) -> Self {
        if asks <= FEW {
            Numbering::Few(Vec::with_capacity(asks))
        } else {
            Numbering::Many(FxHashMap::default())
        }
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
        let mut numbering = Numbering::for_asks(FEW);
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

    /// A numbering for more asks than [`FEW`] hashes from the start; one for fewer keeps a
    /// list. Both number keys in the order first seen.
    #[test]
    fn a_numbering_for_many_asks_hashes_from_the_start() {
        assert!(matches!(Numbering::<u32>::for_asks(FEW), Numbering::Few(_)));
        for asks in [FEW, FEW + 1, 1000] {
            let mut n = Numbering::for_asks(asks);
            assert_eq!(matches!(n, Numbering::Many(_)), asks > FEW);
            let numbers = [5, 3, 5, 9, 3].map(|k| {
                let next = n.len() as u32;
                n.number(k, || next)
            });
            assert_eq!(numbers, [0, 1, 0, 2, 1], "{asks}");
        }
    }
}
