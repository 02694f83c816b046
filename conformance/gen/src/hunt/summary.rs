//! What a hunt found, and the summary `truename hunt` prints.

use super::limitations::Limitations;
use crate::shrink::size;
use std::collections::BTreeMap;
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

/// At most this many flaky findings are kept with their cases (all are counted).
pub const MAX_FLAKY: usize = 100;

/// The result of a hunt.
#[derive(Clone, Debug, Default)]
pub struct HuntReport {
    /// Cases generated.
    pub cases: usize,
    /// New findings, in order (written when an output directory was given).
    pub findings: Vec<Finding>,
    /// Findings of bugs already known: how many of each signature.
    pub known: BTreeMap<String, usize>,
    /// Divergences that didn't reproduce (the first [`MAX_FLAKY`]; [`HuntReport::flaky_count`]
    /// counts them all).
    pub flaky: Vec<Flaky>,
    /// How many divergences didn't reproduce.
    pub flaky_count: usize,
    /// Engine limitations (failures, errors, unsupported replies), grouped by what the engine
    /// lacks, with counts.
    pub limitations: Limitations,
    /// How many times the engine was given up on (it kept crashing or hanging) and replaced by
    /// a fresh one. Not 0 fails the hunt: cases weren't checked as they should have been.
    pub given_up: usize,
    /// Why the engine was given up on the first time.
    pub given_up_first: Option<String>,
    /// Why the hunt stopped before its budget ran out because the engine was given up on and
    /// couldn't be replaced (no way to start a fresh one, a fresh one that didn't start, or
    /// one given up on before it answered anything).
    pub stopped: Option<String>,
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
    /// How many findings were of known bugs.
    pub fn known_count(&self) -> usize {
        self.known.values().sum()
    }

    /// The summary's first line (also `truename findings merge`'s).
    pub fn counts_line(&self) -> String {
        counts_line(&Counts {
            cases: self.cases as u64,
            seconds: self.elapsed.as_secs_f64(),
            new: self.findings.len() as u64,
            known: self.known_count() as u64,
            flaky: self.flaky_count as u64,
            limitations: self.limitations.total() as u64,
            answered: self.answered as u64,
        })
    }

    /// The summary `truename hunt` prints: the counts (new divergences, known, flaky, engine
    /// limitations), the engine given up on, then each new finding with its shrunk size and
    /// where it was written, each flaky one, and the most frequent kinds of limitation.
    pub fn summary(&self) -> String {
        let mut s = self.counts_line();
        if self.interrupted {
            s.push_str("INTERRUPTED: the hunt was stopped before its budget ran out; the findings below are written\n");
        }
        if self.given_up > 0 {
            s.push_str(&format!(
                "ENGINE GIVEN UP ON {} time(s), each time replaced by a fresh one (the first: {})\n",
                self.given_up,
                self.given_up_first.as_deref().unwrap_or("?")
            ));
        }
        if let Some(why) = &self.stopped {
            s.push_str(&format!("STOPPED before the budget ran out: {why}\n"));
        }
        for f in &self.findings {
            s.push_str(&finding_lines(f));
        }
        for f in &self.flaky {
            let case = serde_json::to_string(&f.case).unwrap_or_default();
            s.push_str(&format!(
                "- FLAKY {}: the second run {}\n  {case}\n",
                f.signature, f.second
            ));
        }
        if self.flaky_count > self.flaky.len() {
            s.push_str(&format!(
                "  ({} more flaky)\n",
                self.flaky_count - self.flaky.len()
            ));
        }
        s.push_str(&limitation_lines(&self.limitations));
        s
    }
}

/// A summary's counts, as `truename hunt` and `truename findings merge` print them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Counts {
    /// Cases generated.
    pub cases: u64,
    /// Time taken.
    pub seconds: f64,
    /// New findings.
    pub new: u64,
    /// Findings of known bugs.
    pub known: u64,
    /// Findings that didn't reproduce.
    pub flaky: u64,
    /// Engine limitations.
    pub limitations: u64,
    /// Answers that agreed with the model.
    pub answered: u64,
}

/// The summary's first line.
pub fn counts_line(c: &Counts) -> String {
    format!(
        "{} cases in {:.1} s: {} new, {} known, {} flaky, {} engine limitations; {} answers agreed with the model\n",
        c.cases, c.seconds, c.new, c.known, c.flaky, c.limitations, c.answered
    )
}

fn finding_lines(f: &Finding) -> String {
    let (o, e, q) = size(&f.case);
    let written = f
        .path
        .as_ref()
        .map(|p| format!("\n  written to {}", p.display()));
    format!(
        "- NEW case #{} after {:.2} s: {}\n  shrunk from {:?} to ({o}, {e}, {q}) (objects, effects, queries){}\n",
        f.at_case,
        f.elapsed.as_secs_f64(),
        f.kind,
        f.original,
        written.unwrap_or_default()
    )
}

/// The ten most frequent kinds of limitation, with counts and an example each.
pub fn limitation_lines(l: &Limitations) -> String {
    let mut s = String::new();
    let groups = l.by_count();
    for (group, g) in groups.iter().take(10) {
        s.push_str(&format!(
            "- limitation: {} × {group} (first: {})\n",
            g.count, g.example
        ));
    }
    if groups.len() > 10 {
        s.push_str(&format!(
            "  ({} more kinds of limitation)\n",
            groups.len() - 10
        ));
    }
    s
}
