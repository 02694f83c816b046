//! Reports: the per-rule table (a case tagged with several rules counts under each), failure
//! details ([`human`]), and JSON and JUnit XML ([`junit`]) forms. Explanations stay structured
//! (the model's [`Explanation`](truename_model::Explanation) steps) until a form renders them.

pub mod human;
pub mod junit;

use crate::expectations::Verdict;
use crate::runner::{CaseResult, Status};
use serde::Serialize;
use std::collections::BTreeMap;

/// Counts for one rule.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RuleCounts {
    /// Cases passed.
    pub pass: usize,
    /// Cases failed.
    pub fail: usize,
    /// Cases skipped.
    pub skip: usize,
}

/// Sort key that orders rule numbers naturally ("201.2b" < "201.10").
pub fn rule_key(r: &str) -> Vec<(u32, String)> {
    r.split('.')
        .map(|part| {
            let digits: String = part.chars().take_while(|c| c.is_ascii_digit()).collect();
            (
                digits.parse().unwrap_or(u32::MAX),
                part[digits.len()..].to_string(),
            )
        })
        .collect()
}

/// The per-rule table.
pub fn per_rule(results: &[CaseResult]) -> Vec<(String, RuleCounts)> {
    let mut m: BTreeMap<Vec<(u32, String)>, (String, RuleCounts)> = BTreeMap::new();
    for r in results {
        for rule in &r.rules {
            let e = m
                .entry(rule_key(rule))
                .or_insert_with(|| (rule.clone(), RuleCounts::default()));
            match r.status {
                Status::Pass => e.1.pass += 1,
                Status::Fail => e.1.fail += 1,
                Status::Skip => e.1.skip += 1,
            }
        }
    }
    m.into_values().collect()
}

/// A whole run, as written by `--format json`.
#[derive(Clone, Debug, Serialize)]
pub struct Report<'a> {
    /// Engine name.
    pub engine: &'a str,
    /// Engine version.
    pub version: &'a str,
    /// Totals.
    pub totals: RuleCounts,
    /// Per rule.
    pub rules: Vec<(String, RuleCounts)>,
    /// Every case.
    pub cases: &'a [CaseResult],
    /// Comparison with the expectation file, if one was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verdict: Option<&'a Verdict>,
}

impl<'a> Report<'a> {
    /// Builds the report of a run.
    pub fn new(
        engine: &'a str,
        version: &'a str,
        cases: &'a [CaseResult],
        verdict: Option<&'a Verdict>,
    ) -> Self {
        let mut totals = RuleCounts::default();
        for c in cases {
            match c.status {
                Status::Pass => totals.pass += 1,
                Status::Fail => totals.fail += 1,
                Status::Skip => totals.skip += 1,
            }
        }
        Report {
            engine,
            version,
            totals,
            rules: per_rule(cases),
            cases,
            verdict,
        }
    }
}
