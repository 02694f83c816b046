//! A hunt's budget and output.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::Duration;

/// Budget and output of a hunt.
#[derive(Clone, Debug, Default)]
pub struct HuntConfig {
    /// Base seed.
    pub seed: u64,
    /// Stop after this many generated cases.
    pub max_cases: usize,
    /// Stop after this long, shrinking included.
    pub max_time: Duration,
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
