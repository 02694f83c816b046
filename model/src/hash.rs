//! A fast, deterministic hasher for the model's internal maps (the FxHash function of the
//! Rust compiler): the name and id lookups on the hot path of every question hash short
//! strings, where the standard SipHash costs more than the rest of the lookup. Not for maps
//! whose keys an attacker chooses to make collide; the model's maps hold card names and ids
//! of one case. Like [`ids`](crate::ids), this module imports nothing from the crate.
//! Public because [`Model::evaluate_as_of`](crate::Model::evaluate_as_of) returns such a map.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` hashed with [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
/// A `HashSet` hashed with [`FxHasher`].
pub type FxHashSet<K> = HashSet<K, BuildHasherDefault<FxHasher>>;

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

/// The FxHash function: per word, rotate, xor, multiply; finished with a murmur3 fold.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        // The last 1 to 7 bytes in one word, read without copying them to a buffer (a copy of
        // a length known only at run time is a call): two overlapping 4-byte reads cover 4 to
        // 7 bytes, the first, middle and last byte cover 1 to 3. Either is one-to-one for a
        // given length, which the word added last says.
        let rest = chunks.remainder();
        let k = rest.len();
        if k >= 4 {
            let lo = u32::from_le_bytes(rest[..4].try_into().expect("4 bytes"));
            let hi = u32::from_le_bytes(rest[k - 4..].try_into().expect("4 bytes"));
            self.add(u64::from(lo) | u64::from(hi) << 32);
        } else if k > 0 {
            let word =
                u64::from(rest[0]) | u64::from(rest[k / 2]) << 8 | u64::from(rest[k - 1]) << 16;
            self.add(word);
        }
        // The tail's word alone doesn't say its length ("x" and "xxx" give one word).
        self.add(bytes.len() as u64);
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn finish(&self) -> u64 {
        // The multiply only carries upward, so the low bits (which pick the bucket) would
        // depend on the first bytes alone ("t1", "t2": all 't'); fold the high bits down.
        let h = self.hash ^ (self.hash >> 33);
        let h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ (h >> 33)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distinguishes_strings_that_differ_only_in_padding_or_length() {
        let h = |s: &str| {
            let mut x = FxHasher::default();
            x.write(s.as_bytes());
            x.write_u8(0xff);
            x.finish()
        };
        assert_ne!(h("ab"), h("ab\0"));
        assert_ne!(h("Grizzly Bears"), h("Grizzly Bear"));
        let mut m: FxHashMap<String, usize> = FxHashMap::default();
        for i in 0..1000 {
            m.insert(format!("Name {i}"), i);
        }
        assert!((0..1000).all(|i| m[&format!("Name {i}")] == i));
        // Keys alike in their first bytes still spread over the low bits (bucket index).
        let low: FxHashSet<u64> = (0..1000)
            .map(|i| {
                let mut x = FxHasher::default();
                x.write(format!("t{i}").as_bytes());
                x.finish() & 1023
            })
            .collect();
        assert!(low.len() > 500, "{}", low.len());
    }

    #[test]
    fn every_byte_of_a_short_tail_counts() {
        // Each round is one-to-one in its word, so two strings of one length hash apart
        // exactly when some word differs: a tail read that skipped a byte would show here.
        let h = |b: &[u8]| {
            let mut x = FxHasher::default();
            x.write(b);
            x.finish()
        };
        for len in 1..=24 {
            let base: Vec<u8> = (0..len as u8).map(|i| b'a' + i).collect();
            for at in 0..len {
                let mut other = base.clone();
                other[at] ^= 0x20;
                assert_ne!(h(&base), h(&other), "length {len}, byte {at}");
            }
        }
    }
}
