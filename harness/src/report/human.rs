//! The human-readable report: totals, the per-rule table, each failure with every mismatch
//! and the model's reasons, skips, and the verdict against an expectation file.

use super::Report;
use crate::engine::Reply;
use crate::expectations::Verdict;
use crate::runner::{CaseResult, Mismatch, ModelWhy, Status};
use std::fmt::Write as _;

/// What the engine replied, in words.
pub fn reply_text(got: &Reply) -> String {
    match got {
        Reply::Answer(a) => a.to_string(),
        Reply::Skip(r) => format!("skipped a query it declared support for ({r})"),
        Reply::Error(e) => format!("error: {e}"),
    }
}

/// The model's reasons, one `CR rule: note` line each.
pub fn why_text(why: &ModelWhy) -> String {
    match why {
        ModelWhy::Explanation(e) => e.to_string().trim_end().to_string(),
        ModelWhy::Error(e) => format!("model error: {e}"),
    }
}

/// The question as compact JSON.
pub fn question_text(m: &Mismatch) -> String {
    serde_json::to_string(&m.question).unwrap_or_default()
}

fn failure(s: &mut String, c: &CaseResult, known: bool) {
    let tag = if known { " (known failure)" } else { "" };
    let _ = writeln!(
        s,
        "\n[{}]{tag} ({}; rules {})",
        c.id,
        c.file,
        c.rules.join(", ")
    );
    if let Some(f) = &c.failure {
        let _ = writeln!(s, "  engine failure: {f}");
    }
    for m in &c.mismatches {
        let _ = writeln!(s, "  query #{}: {}", m.query, question_text(m));
        let _ = writeln!(s, "    expected: {}", m.expected);
        let _ = writeln!(s, "    engine:   {}", reply_text(&m.got));
        let why = why_text(&m.why).replace('\n', "\n      ");
        let _ = writeln!(s, "    model's reasons:\n      {why}");
    }
}

fn verdict(s: &mut String, v: &Verdict) {
    let met = if v.ok() { "met" } else { "NOT MET" };
    let _ = writeln!(s, "\nEXPECTATIONS: {met}");
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

impl Report<'_> {
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
        let failures: Vec<&CaseResult> = self.with_status(Status::Fail).collect();
        if !failures.is_empty() {
            let _ = writeln!(s, "\nFAILURES");
        }
        for c in failures {
            let known = self.verdict.is_some_and(|v| v.known.contains(&c.id));
            failure(&mut s, c, known);
        }
        let skips: Vec<&CaseResult> = self.with_status(Status::Skip).collect();
        if !skips.is_empty() {
            let _ = writeln!(s, "\nSKIPPED (missing capabilities)");
            for c in skips {
                let missing: Vec<&str> = c.missing.iter().map(|m| m.name()).collect();
                let _ = writeln!(s, "  {}: {}", c.id, missing.join(", "));
            }
        }
        if let Some(v) = self.verdict {
            verdict(&mut s, v);
        }
        s
    }

    fn with_status(&self, status: Status) -> impl Iterator<Item = &CaseResult> {
        self.cases.iter().filter(move |c| c.status == status)
    }
}
