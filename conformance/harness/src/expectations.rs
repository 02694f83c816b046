//! Expectation files: an engine's known failures and expected skips (test262 / toml-test
//! style). Known failures don't fail a run; a known failure that starts passing does, loudly,
//! so the file is kept honest. When `expected_skips` is present, the set of skipped cases must
//! match it exactly (a new skip or a vanished skip fails the run).
//!
//! A known failure is known query by query when `known_failing_queries` lists its failing
//! queries (by index in the case, as `--write-expectations` records them): a query of it that
//! fails and isn't listed fails the run, so a new bug inside a case that already fails isn't
//! hidden by the old one. A known failure without an entry there (a file written by hand, or
//! before the field existed) is known as a whole case.
//!
//! Disputed answers (the engine answers a question of a case marked `uncertain` otherwise than
//! the model) are recorded apart, in `disputed` (case id → query indices): they never fail a
//! run, but with `--strict` a disputed answer the file doesn't list does. A case whose adapter
//! answered wrongly (an adapter error) is recorded as a known failure, like an engine failure;
//! reports still count it apart. Files without `disputed` still load.
//!
//! ```json
//! {
//!   "engine": "phase 0.103.0",
//!   "known_failures": ["201.2a/face-down-pair-share-no-name"],
//!   "known_failing_queries": {"201.2a/face-down-pair-share-no-name": [0, 2]},
//!   "disputed": {"201.6/alternate-names": [0]},
//!   "expected_skips": ["612.5/exchange-of-words"]
//! }
//! ```

use crate::runner::{CaseResult, Outcome, Status};
use crate::verdict::{CaseVerdict, Dispute, Listing, Standing};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
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
    /// For known failures: the indices of the queries that fail. A failing query of a case
    /// listed here that isn't among its indices fails the run; a known failure not listed here
    /// is known as a whole case.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub known_failing_queries: BTreeMap<String, BTreeSet<usize>>,
    /// Disputed answers, apart from failures: case id → the indices of the queries (of a case
    /// marked `uncertain`) the engine answers otherwise than the model. With `--strict`, a
    /// disputed answer not listed here fails the run.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub disputed: BTreeMap<String, BTreeSet<usize>>,
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
    /// Known failures with a failing query that `known_failing_queries` doesn't list.
    #[serde(default)]
    pub new_failing_queries: Vec<String>,
    /// Skips not listed as expected.
    pub new_skips: Vec<String>,
    /// Expected skips that ran.
    pub no_longer_skipped: Vec<String>,
    /// Failures that are known (not a problem).
    pub known: Vec<String>,
    /// Whether disputed answers were judged strictly (`--strict`): then `new_disputed` fails
    /// the run.
    #[serde(default)]
    pub strict: bool,
    /// Cases with a disputed answer the file's `disputed` doesn't list (a breach only when
    /// strict).
    #[serde(default)]
    pub new_disputed: Vec<String>,
    /// Cases with disputed answers, all listed in the file (not a problem).
    #[serde(default)]
    pub disputed: Vec<String>,
}

/// No case ids.
static NONE: Vec<String> = Vec::new();

impl Verdict {
    /// Whether the run matched the expectations.
    pub fn ok(&self) -> bool {
        self.new_failures.is_empty()
            && self.now_passing.is_empty()
            && self.new_failing_queries.is_empty()
            && self.new_skips.is_empty()
            && self.no_longer_skipped.is_empty()
            && (!self.strict || self.new_disputed.is_empty())
    }

    /// Every way the run didn't match the expectations: what happened, and the case id. Every
    /// report format shows these (the run fails on any of them).
    pub fn breaches(&self) -> impl Iterator<Item = (&'static str, &str)> {
        [
            (
                "new failure (not in the known-failures file)",
                &self.new_failures,
            ),
            (
                "known failure now PASSES: remove it from the file",
                &self.now_passing,
            ),
            (
                "known failure with a NEW failing query (not in known_failing_queries)",
                &self.new_failing_queries,
            ),
            ("new skip (not in expected_skips)", &self.new_skips),
            ("expected skip that ran", &self.no_longer_skipped),
            (
                "disputed answer not in the file's \"disputed\" (--strict)",
                if self.strict {
                    &self.new_disputed
                } else {
                    &NONE
                },
            ),
        ]
        .into_iter()
        .flat_map(|(what, ids)| ids.iter().map(move |id| (what, id.as_str())))
    }

    /// How the case `id` didn't match the expectations, if it didn't.
    pub fn breach(&self, id: &str) -> Option<&'static str> {
        self.breaches()
            .find(|(_, i)| *i == id)
            .map(|(what, _)| what)
    }
}

impl Expectations {
    /// Reads an expectation file; errors name the file and the JSON path.
    pub fn read(path: &Path) -> Result<Expectations, String> {
        let shown = path.display();
        let text = crate::load::text::read_text(path).map_err(|e| format!("{shown}: {e}"))?;
        crate::load::text::parse_json(&text).map_err(|(p, m)| format!("{shown}: {p}: {m}"))
    }

    /// The expectation file describing these results.
    pub fn from_results(engine: &str, results: &[CaseResult]) -> Expectations {
        let failing = || results.iter().filter(|r| r.failed());
        Expectations {
            engine: engine.to_string(),
            known_failures: failing().map(|r| r.id.clone()).collect(),
            known_failing_queries: failing()
                .map(|r| (r.id.clone(), failing_queries(r)))
                .collect(),
            disputed: (results.iter())
                .map(|r| (r.id.clone(), disputed_queries(r)))
                .filter(|(_, q)| !q.is_empty())
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
    /// what they did now; the entries of cases that didn't run (a filtered run, or a result
    /// that is [`CaseResult::not_run`]: the engine was given up on) are kept as they were.
    pub fn merged(&self, engine: &str, results: &[CaseResult]) -> Expectations {
        let ran: Vec<CaseResult> = (results.iter()).filter(|r| !r.not_run()).cloned().collect();
        let results = &ran[..];
        let fresh = Expectations::from_results(engine, results);
        let ran: BTreeSet<&String> = results.iter().map(|r| &r.id).collect();
        let keep = |set: &BTreeSet<String>| -> BTreeSet<String> {
            set.iter().filter(|id| !ran.contains(id)).cloned().collect()
        };
        let keep_map = |map: &BTreeMap<String, BTreeSet<usize>>| {
            (map.iter())
                .filter(|(id, _)| !ran.contains(id))
                .map(|(id, q)| (id.clone(), q.clone()))
                .collect::<BTreeMap<_, _>>()
        };
        let mut known = keep(&self.known_failures);
        known.extend(fresh.known_failures);
        let mut queries = keep_map(&self.known_failing_queries);
        queries.extend(fresh.known_failing_queries);
        let mut disputed = keep_map(&self.disputed);
        disputed.extend(fresh.disputed);
        let mut skips = self.expected_skips.as_ref().map(keep).unwrap_or_default();
        skips.extend(fresh.expected_skips.unwrap_or_default());
        Expectations {
            engine: engine.to_string(),
            known_failures: known,
            known_failing_queries: queries,
            disputed,
            expected_skips: Some(skips),
        }
    }

    /// Writes the file (pretty JSON), atomically, through a temporary file of a unique name
    /// that is removed if the write fails ([`crate::atomic`]).
    pub fn write(&self, path: &Path) -> Result<(), String> {
        let text = serde_json::to_string_pretty(self).unwrap_or_default() + "\n";
        crate::atomic::write(path, text.as_bytes())
            .map_err(|e| format!("can't write {}: {e}", path.display()))
    }

    /// The ids the file names that no loaded case has (renamed or deleted cases: a known
    /// failure that guards nothing).
    pub fn stale<'a>(&'a self, ids: &BTreeSet<&str>) -> Vec<&'a str> {
        let named = (self.known_failures.iter())
            .chain(self.known_failing_queries.keys())
            .chain(self.disputed.keys())
            .chain(self.expected_skips.iter().flatten());
        let mut v: Vec<&str> = named
            .map(String::as_str)
            .filter(|id| !ids.contains(id))
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The failing queries of `r` (a known failure) that the file doesn't list: none if it
    /// lists no queries for the case (known as a whole case).
    pub fn unlisted_failures(&self, r: &CaseResult) -> Vec<usize> {
        let Some(listed) = self.known_failing_queries.get(&r.id) else {
            return vec![];
        };
        failing_queries(r)
            .into_iter()
            .filter(|i| !listed.contains(i))
            .collect()
    }

    /// Compares results with the file. Only cases present in `results` are judged, so a
    /// filtered run doesn't complain about cases it didn't run. Disputed answers are judged
    /// leniently (listed, never a breach); see [`Expectations::judge_strictly`].
    pub fn judge(&self, results: &[CaseResult]) -> Verdict {
        self.judge_strictly(results, false)
    }

    /// Compares results with the file; with `strict`, a disputed answer the file's `disputed`
    /// doesn't list is a breach. Each case is judged by [`Expectations::judge_case`].
    pub fn judge_strictly(&self, results: &[CaseResult], strict: bool) -> Verdict {
        let mut v = Verdict {
            strict,
            ..Verdict::default()
        };
        for r in results {
            let id = r.id.clone();
            let c = self.judge_case(r);
            match c.standing {
                Standing::NewFailingQueries(_) => v.new_failing_queries.push(id.clone()),
                Standing::KnownFailure => v.known.push(id.clone()),
                Standing::NewFailure => v.new_failures.push(id.clone()),
                Standing::NewSkip => v.new_skips.push(id.clone()),
                Standing::NowPassing => v.now_passing.push(id.clone()),
                Standing::Skipped | Standing::Fine => {}
            }
            if c.no_longer_skipped {
                v.no_longer_skipped.push(id.clone());
            }
            match c.dispute {
                Dispute::New => v.new_disputed.push(id),
                Dispute::Listed => v.disputed.push(id),
                Dispute::None => {}
            }
        }
        v
    }

    /// What the file says about the case of `r`: whether it is a known failure, which of its
    /// failing queries it doesn't list, whether it lists skips and this one, and whether `r`
    /// has a disputed answer it doesn't list.
    pub fn listing(&self, r: &CaseResult) -> Listing {
        let listed = self.disputed.get(&r.id);
        Listing {
            known: self.known_failures.contains(&r.id),
            unlisted_failures: self.unlisted_failures(r),
            skip_expected: self.expected_skips.as_ref().map(|s| s.contains(&r.id)),
            unlisted_disputes: (disputed_queries(r).iter())
                .any(|i| !listed.is_some_and(|l| l.contains(i))),
        }
    }

    /// How the case of `r` stands against the file, by the one policy
    /// ([`CaseVerdict::of`]): what [`Expectations::judge_strictly`] sums over a run, and what
    /// a trial of `truename-trials` reports.
    pub fn judge_case(&self, r: &CaseResult) -> CaseVerdict {
        CaseVerdict::of(r, &self.listing(r))
    }
}

/// The indices of the queries of `r` answered otherwise by the engine on an uncertain case.
fn disputed_queries(r: &CaseResult) -> BTreeSet<usize> {
    r.with(Outcome::Disputed).map(|q| q.index).collect()
}

/// The indices of the queries of `r` that failed (the engine's failures and the adapter's
/// errors).
fn failing_queries(r: &CaseResult) -> BTreeSet<usize> {
    (r.questions.iter())
        .filter(|q| matches!(q.outcome, Outcome::Fail | Outcome::AdapterError))
        .map(|q| q.index)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A result of case `id` whose queries have these outcomes.
    fn result(id: &str, outcomes: &[Outcome]) -> CaseResult {
        CaseResult::from_outcomes(id, outcomes, None)
    }

    use Outcome::{Fail, Pass};

    #[test]
    fn known_failures_are_known_query_by_query() {
        let before = [result("a", &[Pass, Fail]), result("b", &[Fail, Pass])];
        let file = Expectations::from_results("e", &before);
        assert_eq!(file.known_failing_queries["a"], BTreeSet::from([1]));
        assert!(file.judge(&before).ok());
        // The same case, failing one more query: not hidden by the known failure.
        let now = [result("a", &[Fail, Fail]), result("b", &[Fail, Pass])];
        let v = file.judge(&now);
        assert_eq!(v.new_failing_queries, vec!["a".to_string()]);
        assert!(!v.ok());
        assert_eq!(file.unlisted_failures(&now[0]), vec![0]);
        // A file without query entries knows the case as a whole.
        let whole = Expectations {
            known_failing_queries: BTreeMap::new(),
            ..file.clone()
        };
        assert!(whole.judge(&now).ok());
    }

    #[test]
    fn merging_keeps_the_query_entries_of_cases_that_did_not_run() {
        let file = Expectations::from_results("e", &[result("a", &[Fail]), result("b", &[Fail])]);
        let merged = file.merged("e", &[result("b", &[Pass, Fail])]);
        assert_eq!(merged.known_failing_queries["a"], BTreeSet::from([0]));
        assert_eq!(merged.known_failing_queries["b"], BTreeSet::from([1]));
        let fixed = file.merged("e", &[result("b", &[Pass])]);
        assert!(!fixed.known_failing_queries.contains_key("b"));
        assert!(!fixed.known_failures.contains("b"));
    }

    #[test]
    fn disputed_answers_are_recorded_apart_and_fail_only_strictly() {
        use Outcome::Disputed;
        let results = [result("u", &[Disputed, Pass]), result("f", &[Fail])];
        let file = Expectations::from_results("e", &results);
        assert_eq!(file.disputed["u"], BTreeSet::from([0]));
        assert!(!file.known_failures.contains("u"));
        let old: Expectations =
            serde_json::from_str(r#"{"engine": "e", "known_failures": ["f"]}"#).expect("loads");
        assert!(old.judge(&results).ok(), "lenient: disputed never fails");
        let strict = old.judge_strictly(&results, true);
        assert_eq!(strict.new_disputed, vec!["u".to_string()]);
        assert!(!strict.ok());
        assert!(strict.breach("u").is_some());
        assert!(file.judge_strictly(&results, true).ok(), "listed: accepted");
    }
}
