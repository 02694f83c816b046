//! Reports: the per-rule table (a case tagged with several rules counts under each), failure
//! details, and JSON and JUnit XML forms.

use crate::expectations::Verdict;
use crate::runner::{CaseResult, Status};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

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

    /// The human-readable report: table, then each failure with every mismatch.
    pub fn human(&self) -> String {
        let mut s = String::new();
        let t = &self.totals;
        let _ = writeln!(
            s,
            "engine {} {}: {} cases: {} passed, {} failed, {} skipped",
            self.engine,
            self.version,
            self.cases.len(),
            t.pass,
            t.fail,
            t.skip
        );
        let _ = writeln!(
            s,
            "\n{:<10} {:>5} {:>5} {:>5}",
            "rule", "pass", "fail", "skip"
        );
        for (rule, c) in &self.rules {
            let _ = writeln!(s, "{:<10} {:>5} {:>5} {:>5}", rule, c.pass, c.fail, c.skip);
        }
        let failures: Vec<&CaseResult> = self
            .cases
            .iter()
            .filter(|c| c.status == Status::Fail)
            .collect();
        if !failures.is_empty() {
            let _ = writeln!(s, "\nFAILURES");
        }
        for c in failures {
            let known = self.verdict.is_some_and(|v| v.known.contains(&c.id));
            let _ = writeln!(
                s,
                "\n[{}]{} ({}; rules {})",
                c.id,
                if known { " (known failure)" } else { "" },
                c.file,
                c.rules.join(", ")
            );
            if let Some(f) = &c.failure {
                let _ = writeln!(s, "  engine failure: {f}");
            }
            for m in &c.mismatches {
                let _ = writeln!(s, "  query #{}: {}", m.query, m.ask);
                let _ = writeln!(s, "    expected: {}", m.expected);
                let got = match &m.got {
                    crate::engine::Reply::Answer(a) => a.to_string(),
                    crate::engine::Reply::Skip(r) => {
                        format!("skipped a query it declared support for ({r})")
                    }
                    crate::engine::Reply::Error(e) => format!("error: {e}"),
                };
                let _ = writeln!(s, "    engine:   {got}");
                let _ = writeln!(
                    s,
                    "    model's reasons:\n      {}",
                    m.why.replace('\n', "\n      ")
                );
            }
        }
        let skips: Vec<&CaseResult> = self
            .cases
            .iter()
            .filter(|c| c.status == Status::Skip)
            .collect();
        if !skips.is_empty() {
            let _ = writeln!(s, "\nSKIPPED (missing capabilities)");
            for c in skips {
                let _ = writeln!(s, "  {}: {}", c.id, c.missing.join(", "));
            }
        }
        if let Some(v) = self.verdict {
            let _ = writeln!(
                s,
                "\nEXPECTATIONS: {}",
                if v.ok() { "met" } else { "NOT MET" }
            );
            for (what, ids) in [
                (
                    "new failure (not in the known-failures file)",
                    &v.new_failures,
                ),
                (
                    "known failure now PASSES: remove it from the file",
                    &v.now_passing,
                ),
                ("new skip (not in expected_skips)", &v.new_skips),
                ("expected skip that ran", &v.no_longer_skipped),
            ] {
                for id in ids {
                    let _ = writeln!(s, "  {what}: {id}");
                }
            }
        }
        s
    }

    /// JUnit XML: one test suite per case file, one test case per case.
    pub fn junit(&self) -> String {
        use quick_junit::{NonSuccessKind, Report as JReport, TestCase, TestCaseStatus, TestSuite};
        let mut report = JReport::new(format!("truename {}", self.engine));
        let mut suites: BTreeMap<&str, TestSuite> = BTreeMap::new();
        for c in self.cases {
            let suite = suites
                .entry(&c.file)
                .or_insert_with(|| TestSuite::new(c.file.clone()));
            let status = match c.status {
                Status::Pass => TestCaseStatus::success(),
                Status::Skip => {
                    let mut st = TestCaseStatus::skipped();
                    st.set_message(format!("missing capabilities: {}", c.missing.join(", ")));
                    st
                }
                Status::Fail => {
                    let mut st = TestCaseStatus::non_success(NonSuccessKind::Failure);
                    let mut msg = c.failure.clone().unwrap_or_default();
                    for m in &c.mismatches {
                        let _ = write!(
                            msg,
                            "query #{}: {} expected {} got {:?}; ",
                            m.query, m.ask, m.expected, m.got
                        );
                    }
                    st.set_message(msg);
                    st
                }
            };
            let mut tc = TestCase::new(c.id.clone(), status);
            tc.set_classname(c.rules.join(" "));
            suite.add_test_case(tc);
        }
        report.add_test_suites(suites.into_values());
        report.to_string().unwrap_or_default()
    }
}
