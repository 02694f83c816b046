//! What a hunt found, and the summary `truename hunt` prints.

use crate::shrink::size;
use std::path::PathBuf;
use std::time::Duration;
use truename_cases::Case;

/// What was found.
#[derive(Clone, Debug)]
pub struct Finding {
    /// A divergence from the model, or the invariant violated.
    pub kind: String,
    /// The bug's signature (question kind, rule, answer class; or the invariant).
    pub signature: String,
    /// The shrunk case.
    pub case: Case,
    /// Size before shrinking (objects, effects, queries).
    pub original: (usize, usize, usize),
    /// Generated cases tried when it was found (1-based).
    pub at_case: usize,
    /// Time from the hunt's start to the finding.
    pub elapsed: Duration,
    /// Where it was written.
    pub path: Option<PathBuf>,
}

/// A divergence that didn't reproduce on a second run.
#[derive(Clone, Debug)]
pub struct Flaky {
    /// Its signature on the first run.
    pub signature: String,
    /// What the second run did instead ("agreed", "diverged otherwise (...)", "hit an engine
    /// limitation: ...").
    pub second: String,
    /// The case.
    pub case: Case,
}

/// The result of a hunt.
#[derive(Clone, Debug, Default)]
pub struct HuntReport {
    /// Cases generated.
    pub cases: usize,
    /// New findings, in order (written when an output directory was given).
    pub findings: Vec<Finding>,
    /// Findings whose signature was already known, by signature.
    pub known: Vec<String>,
    /// Divergences that didn't reproduce.
    pub flaky: Vec<Flaky>,
    /// Engine limitations: failures, errors and unsupported replies (case id: what).
    pub limitations: Vec<String>,
    /// Questions the engine was asked and answered as the model does (a hunt in which this
    /// stays 0 checked nothing: the engine declares none of what the cases need).
    pub answered: usize,
    /// Total time.
    pub elapsed: Duration,
    /// Whether the hunt was stopped from outside ([`truename_harness::cancel`]) before its
    /// budget ran out.
    pub interrupted: bool,
}

impl HuntReport {
    /// The summary `truename hunt` prints: the counts (new divergences, known, flaky, engine
    /// limitations), then each new finding with its shrunk size and where it was written, each
    /// flaky one, and the first limitations.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "{} cases in {:.1} s: {} new, {} known, {} flaky, {} engine limitations; {} answers agreed with the model\n",
            self.cases,
            self.elapsed.as_secs_f64(),
            self.findings.len(),
            self.known.len(),
            self.flaky.len(),
            self.limitations.len(),
            self.answered
        );
        if self.interrupted {
            s.push_str("INTERRUPTED: the hunt was stopped before its budget ran out; the findings below are written\n");
        }
        for f in &self.findings {
            let (o, e, q) = size(&f.case);
            let written = f
                .path
                .as_ref()
                .map(|p| format!("\n  written to {}", p.display()));
            s.push_str(&format!(
                "- NEW case #{} after {:.2} s: {}\n  shrunk from {:?} to ({o}, {e}, {q}) (objects, effects, queries){}\n",
                f.at_case,
                f.elapsed.as_secs_f64(),
                f.kind,
                f.original,
                written.unwrap_or_default()
            ));
        }
        for f in &self.flaky {
            let case = serde_json::to_string(&f.case).unwrap_or_default();
            s.push_str(&format!(
                "- FLAKY {}: the second run {}\n  {case}\n",
                f.signature, f.second
            ));
        }
        for l in self.limitations.iter().take(10) {
            s.push_str(&format!("- limitation {l}\n"));
        }
        if self.limitations.len() > 10 {
            s.push_str(&format!(
                "  ({} more limitations)\n",
                self.limitations.len() - 10
            ));
        }
        s
    }
}
