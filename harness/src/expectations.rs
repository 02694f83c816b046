//! Expectation files: an engine's known failures and expected skips (test262 / toml-test
//! style). Known failures don't fail a run; a known failure that starts passing does, loudly,
//! so the file is kept honest. When `expected_skips` is present, the set of skipped cases must
//! match it exactly (a new skip or a vanished skip fails the run).
//!
//! ```json
//! {
//!   "engine": "phase 0.103.0",
//!   "known_failures": ["201.2a/face-down-pair-share-no-name"],
//!   "expected_skips": ["612.5/exchange-of-words"]
//! }
//! ```

use crate::runner::{CaseResult, Status};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::path::Path;

/// An engine's expectation file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Expectations {
    /// Engine name and version the file was written for (informational).
    #[serde(default)]
    pub engine: String,
    /// Case ids the engine is known to fail.
    #[serde(default)]
    pub known_failures: BTreeSet<String>,
    /// Case ids the engine is expected to skip; when present, skips must match exactly.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_skips: Option<BTreeSet<String>>,
}

/// What differs from the expectation file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Verdict {
    /// Failures not listed as known.
    pub new_failures: Vec<String>,
    /// Known failures that now pass: remove them from the file.
    pub now_passing: Vec<String>,
    /// Skips not listed as expected.
    pub new_skips: Vec<String>,
    /// Expected skips that ran.
    pub no_longer_skipped: Vec<String>,
    /// Failures that are known (not a problem).
    pub known: Vec<String>,
}

impl Verdict {
    /// Whether the run matched the expectations.
    pub fn ok(&self) -> bool {
        self.new_failures.is_empty()
            && self.now_passing.is_empty()
            && self.new_skips.is_empty()
            && self.no_longer_skipped.is_empty()
    }
}

impl Expectations {
    /// Reads an expectation file; errors name the file and the JSON path.
    pub fn read(path: &Path) -> Result<Expectations, String> {
        let shown = path.display();
        let text = crate::load::text::read_text(path).map_err(|e| format!("{shown}: $: {e}"))?;
        crate::load::text::parse_json(&text).map_err(|(p, m)| format!("{shown}: {p}: {m}"))
    }

    /// The expectation file describing these results.
    pub fn from_results(engine: &str, results: &[CaseResult]) -> Expectations {
        Expectations {
            engine: engine.to_string(),
            known_failures: results
                .iter()
                .filter(|r| r.status == Status::Fail)
                .map(|r| r.id.clone())
                .collect(),
            expected_skips: Some(
                results
                    .iter()
                    .filter(|r| r.status == Status::Skip)
                    .map(|r| r.id.clone())
                    .collect(),
            ),
        }
    }

    /// This file updated with `results`: the entries of the cases that ran are replaced by
    /// what they did now; the entries of cases that didn't run (a filtered run) are kept.
    pub fn merged(&self, engine: &str, results: &[CaseResult]) -> Expectations {
        let fresh = Expectations::from_results(engine, results);
        let ran: BTreeSet<&String> = results.iter().map(|r| &r.id).collect();
        let keep = |set: &BTreeSet<String>| -> BTreeSet<String> {
            set.iter().filter(|id| !ran.contains(id)).cloned().collect()
        };
        let mut known = keep(&self.known_failures);
        known.extend(fresh.known_failures);
        let mut skips = self.expected_skips.as_ref().map(keep).unwrap_or_default();
        skips.extend(fresh.expected_skips.unwrap_or_default());
        Expectations {
            engine: engine.to_string(),
            known_failures: known,
            expected_skips: Some(skips),
        }
    }

    /// Writes the file (pretty JSON), atomically.
    pub fn write(&self, path: &Path) -> Result<(), String> {
        let text = serde_json::to_string_pretty(self).unwrap_or_default() + "\n";
        let tmp = path.with_extension("json.tmp");
        std::fs::write(&tmp, text)
            .and_then(|()| std::fs::rename(&tmp, path))
            .map_err(|e| format!("can't write {}: {e}", path.display()))
    }

    /// The ids the file names that no loaded case has (renamed or deleted cases: a known
    /// failure that guards nothing).
    pub fn stale<'a>(&'a self, ids: &BTreeSet<&str>) -> Vec<&'a str> {
        let named = self
            .known_failures
            .iter()
            .chain(self.expected_skips.iter().flatten());
        let mut v: Vec<&str> = named
            .map(String::as_str)
            .filter(|id| !ids.contains(id))
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// Compares results with the file. Only cases present in `results` are judged, so a
    /// filtered run doesn't complain about cases it didn't run.
    pub fn judge(&self, results: &[CaseResult]) -> Verdict {
        let mut v = Verdict::default();
        for r in results {
            let known = self.known_failures.contains(&r.id);
            let skip_expected = self.expected_skips.as_ref().map(|s| s.contains(&r.id));
            match r.status {
                Status::Fail if known => v.known.push(r.id.clone()),
                Status::Fail => v.new_failures.push(r.id.clone()),
                Status::Pass if known => v.now_passing.push(r.id.clone()),
                Status::Pass => {}
                Status::Skip => {
                    if skip_expected == Some(false) {
                        v.new_skips.push(r.id.clone());
                    }
                }
            }
            if skip_expected == Some(true) && r.status != Status::Skip {
                v.no_longer_skipped.push(r.id.clone());
            }
        }
        v
    }
}
