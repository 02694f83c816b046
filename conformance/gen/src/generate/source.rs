//! Where generators get their choices from. Generators know nothing about the fuzzer: they ask
//! a [`Source`] for numbers. A seeded RNG ([`SeededSource`]) drives `hunt` and `cargo test`;
//! `arbitrary`'s `Unstructured` drives libFuzzer; the suite's own property tests wrap
//! quickcheck's `Gen` (`conformance/gen/tests/quickcheck.rs`), whose size bounds [`Source::count`].

/// A source of choices.
pub trait Source {
    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize;

    /// True with probability about `percent`/100.
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// A number in `lo..=hi`.
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// How many of something a board gets (objects, effects, questions): a number in
    /// `lo..=hi`, which a source with a size (quickcheck's `Gen::size`) may bound further.
    fn count(&mut self, lo: usize, hi: usize) -> usize {
        self.range(lo, hi)
    }

    /// An index chosen with the given weights (at least one positive).
    fn weighted(&mut self, weights: &[usize]) -> usize {
        let total: usize = weights.iter().sum();
        let mut x = self.below(total.max(1));
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }
}

impl dyn Source + '_ {
    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}

/// A deterministic source from a seed (the seed is printed so a run can be replayed).
pub struct SeededSource(fastrand::Rng);

impl SeededSource {
    /// The source for this seed.
    pub fn new(seed: u64) -> Self {
        SeededSource(fastrand::Rng::with_seed(seed))
    }
}

impl Source for SeededSource {
    fn below(&mut self, n: usize) -> usize {
        self.0.usize(0..n.max(1))
    }
}
