//! A hunt's budget and output.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Budget and output of a hunt.
#[derive(Clone, Debug, Default)]
pub struct HuntConfig {
    /// Base seed.
    pub seed: u64,
    /// Stop after this many generated cases (of this shard).
    pub max_cases: usize,
    /// Stop after this long, shrinking included (a duration too long to add to the clock is
    /// no bound).
    pub max_time: Duration,
    /// Which part of the seed's case stream this hunt takes.
    pub shard: Shard,
    /// Stop after this many new findings (0: no limit).
    pub max_findings: usize,
    /// Where regressions go (None: don't write).
    pub out_dir: Option<PathBuf>,
    /// Also check the invariants on the engine's answers.
    pub invariants: bool,
    /// Signatures of bugs already known (from the engine's expectation file): counted, not
    /// written.
    pub known: BTreeSet<String>,
}

impl HuntConfig {
    /// When the hunt started at `start` must stop (`None`: `max_time` is too long to reach).
    pub fn deadline(&self, start: Instant) -> Option<Instant> {
        start.checked_add(self.max_time)
    }
}

/// Shard `index` of `count` (0-based) of a hunt's case stream: the cases whose number is
/// `index` modulo `count`. The shards of one seed are disjoint and together make up the
/// whole stream; each is the same on every run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// 0-based, below `count`.
    pub index: u64,
    /// At least 1.
    pub count: u64,
}

impl Default for Shard {
    fn default() -> Shard {
        Shard { index: 0, count: 1 }
    }
}

impl Shard {
    /// The number (in the seed's whole stream) of this shard's `i`-th case; `None` past the
    /// end of the stream.
    pub fn case_number(&self, i: u64) -> Option<u64> {
        i.checked_mul(self.count)?.checked_add(self.index)
    }
}

impl std::str::FromStr for Shard {
    type Err = String;

    /// `K/N`, 1-based: `1/4` .. `4/4`.
    fn from_str(s: &str) -> Result<Shard, String> {
        let bad = || format!("a shard is K/N with 1 <= K <= N (1/4, say), not {s:?}");
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let (k, n): (u64, u64) = (
            k.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if k == 0 || n == 0 || k > n {
            return Err(bad());
        }
        Ok(Shard {
            index: k - 1,
            count: n,
        })
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index + 1, self.count)
    }
}
