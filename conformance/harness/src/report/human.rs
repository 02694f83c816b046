//! The human-readable report: for each engine its totals, the per-rule table, each failure
//! with every differing question and the model's reasons, skips, what it doesn't support and
//! the verdict against an expectation file; then the mutant table of the main job.

use super::{EngineReport, RunReport};
use crate::engine::Reply;
use crate::expectations::Verdict;
use crate::runner::{CaseResult, ModelWhy, Outcome, QuestionResult, Status};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// What the engine replied, in words (escaped for a terminal: the text is the engine's).
pub fn reply_text(got: Option<&Reply>) -> String {
    let text = match got {
        Some(Reply::Answer(a)) => a.to_string(),
        Some(Reply::AdapterAnswer(a)) => format!("{a} (answered by the adapter, not the engine)"),
        Some(Reply::Skip(r)) => format!("skipped a question it declared support for ({r})"),
        Some(Reply::Error(e)) => format!("error: {e}"),
        Some(Reply::Unsupported(u)) => format!("unsupported: {u}"),
        None => "no reply (the engine failed on the case)".into(),
    };
    esc(&text)
}

/// Engine (or corpus) text escaped for the terminal ([`crate::terminal`]).
fn esc(text: &str) -> String {
    crate::terminal::escape(text).into_owned()
}

/// The model's reasons, one `CR rule: note` line each.
pub fn why_text(why: &ModelWhy) -> String {
    match why {
        ModelWhy::Explanation(e) => e.to_string().trim_end().to_string(),
        ModelWhy::Error(e) => format!("model error: {e}"),
    }
}

/// The question as compact JSON.
pub fn question_text(q: &QuestionResult) -> String {
    serde_json::to_string(&q.question).unwrap_or_default()
}

/// One failed, adapter-error or disputed case: the engine's failure, then each wrong question
/// with both answers (saying who gave the wrong one) and the model's reasons.
pub fn case_text(c: &CaseResult) -> String {
    let mut s = String::new();
    if let Some(f) = &c.failure {
        let _ = writeln!(s, "  engine failure: {}", esc(f));
    }
    for q in &c.questions {
        let who = match q.outcome {
            Outcome::Fail => "engine:  ",
            Outcome::Disputed => "engine (disputed):",
            Outcome::AdapterError => "adapter (not the engine):",
            _ => continue,
        };
        let _ = writeln!(s, "  query #{}: {}", q.index, question_text(q));
        let _ = writeln!(s, "    expected: {}", q.expected);
        let _ = writeln!(s, "    {who} {}", reply_text(q.got.as_ref()));
        if let Some(why) = &q.why {
            let why = why_text(why).replace('\n', "\n      ");
            let _ = writeln!(s, "    model's reasons:\n      {why}");
        }
    }
    s
}

fn verdict(s: &mut String, v: &Verdict) {
    let met = if v.ok() { "met" } else { "NOT MET" };
    let _ = writeln!(s, "\nEXPECTATIONS: {met}");
    for (what, id) in v.breaches() {
        let _ = writeln!(s, "  {what}: {}", esc(id));
    }
}

/// Skipped questions grouped by the capabilities they lack.
fn skips(s: &mut String, e: &EngineReport) {
    let mut by_missing: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for c in &e.cases {
        let missing: Vec<&str> = c.missing().iter().map(|m| m.name()).collect();
        if !missing.is_empty() {
            by_missing
                .entry(missing.join(", "))
                .or_default()
                .push(&c.id);
        }
    }
    if by_missing.is_empty() {
        return;
    }
    let _ = writeln!(s, "\nSKIPPED QUESTIONS (missing capabilities: cases)");
    for (missing, ids) in by_missing {
        let _ = writeln!(s, "  {missing}: {}", esc(&ids.join(", ")));
    }
}

/// The per-rule table: each case once per rule it is tagged with, only `pass` a pass. "part":
/// passed in part (some questions not verified); "unver": answered as expected, but nothing by
/// the engine itself; "adapt": the adapter answered wrongly; "disp": disputed.
fn rule_table(s: &mut String, e: &EngineReport) {
    let _ = writeln!(
        s,
        "\n{:<10} {:>5} {:>5} {:>5} {:>5} {:>5} {:>5} {:>5} {:>5}",
        "rule", "pass", "part", "unver", "fail", "known", "adapt", "disp", "skip"
    );
    for r in &e.rules {
        let c = &r.counts;
        let _ = writeln!(
            s,
            "{:<10} {:>5} {:>5} {:>5} {:>5} {:>5} {:>5} {:>5} {:>5}",
            esc(&r.rule),
            c.pass,
            c.partial,
            c.unverified,
            c.fail,
            c.known,
            c.adapter_error,
            c.disputed,
            c.skip
        );
    }
    let t = &e.totals;
    if t.partial + t.unverified > 0 {
        let _ = writeln!(
            s,
            "(part: passed only in part, some questions not asked, answered unsupported or by the adapter, echoes of the case's own data, or asked on a slice of the board; unver: answered right, but only by the adapter or by echoes; neither is a pass)"
        );
    }
}

/// The cases of one status, each with its wrong questions, under a heading.
fn section(s: &mut String, e: &EngineReport, status: Status, heading: &str) {
    let cases: Vec<&CaseResult> = e.cases.iter().filter(|c| c.status == status).collect();
    if cases.is_empty() {
        return;
    }
    let _ = writeln!(s, "\n{heading}");
    for c in cases {
        let tag = if e.is_known(&c.id) { " (known)" } else { "" };
        let _ = writeln!(
            s,
            "\n[{}]{tag} ({}; rules {})",
            esc(&c.id),
            esc(&c.file),
            esc(&c.rules.join(", "))
        );
        if let Some(u) = c
            .uncertain
            .as_deref()
            .filter(|_| status == Status::Disputed)
        {
            let _ = writeln!(s, "  uncertain: {}", esc(u));
        }
        s.push_str(&case_text(c));
    }
}

fn engine(s: &mut String, e: &EngineReport) {
    let q = &e.questions;
    let _ = writeln!(
        s,
        "engine {} {}: {}",
        esc(&e.engine),
        esc(&e.version),
        e.tally
    );
    let _ = writeln!(
        s,
        "questions: {} passed ({} of them echoes), {} failed, {} disputed, {} unverified, {} adapter errors, {} skipped, {} unsupported",
        q.pass, q.echo, q.fail, q.disputed, q.unverified, q.adapter_error, q.skip, q.unsupported
    );
    rule_table(s, e);
    section(s, e, Status::Fail, "FAILURES (the engine's)");
    section(
        s,
        e,
        Status::AdapterError,
        "ADAPTER ERRORS (answers the adapter gave, not the engine: fix the adapter)",
    );
    let strict = if e.strict {
        ", fails with --strict"
    } else {
        ""
    };
    let heading = format!(
        "DISPUTED (cases marked uncertain the engine answers otherwise: not failures{strict})"
    );
    section(s, e, Status::Disputed, &heading);
    skips(s, e);
    for i in &e.incidents {
        let _ = writeln!(s, "INCIDENT: {}", esc(i));
    }
    if !e.unsupported.is_empty() {
        let _ = writeln!(s, "\nUNSUPPORTED (what your engine doesn't know: cases)");
        for u in &e.unsupported {
            let _ = writeln!(
                s,
                "  {}: {}",
                esc(&u.what.to_string()),
                esc(&u.cases.join(", "))
            );
        }
    }
    if let Some(v) = &e.verdict {
        verdict(s, v);
    }
}

impl RunReport {
    /// The human-readable report.
    pub fn human(&self) -> String {
        let mut s = String::new();
        for p in &self.load_errors {
            let (file, path, message) = (esc(&p.file), esc(&p.path), esc(&p.message));
            let _ = writeln!(s, "LOAD ERROR {file}: {path}: {message}");
        }
        for p in &self.problems {
            let _ = writeln!(s, "PROBLEM: {}", esc(p));
        }
        for w in &self.warnings {
            let _ = writeln!(s, "WARNING: {}", esc(w));
        }
        if !self.model_disagreements.is_empty() {
            let n = self.model_disagreements.len();
            let _ = writeln!(
                s,
                "\nMODEL OR CASE BUG: the reference model disagrees with {n} case(s):"
            );
            for c in &self.model_disagreements {
                let rules = esc(&c.rules.join(", "));
                let _ = writeln!(s, "\n[{}] ({}; rules {rules})", esc(&c.id), esc(&c.file));
                s.push_str(&case_text(c));
            }
        }
        for (i, e) in self.engines.iter().enumerate() {
            if i > 0 || !s.is_empty() {
                s.push('\n');
            }
            engine(&mut s, e);
        }
        if let Some(rows) = &self.mutants {
            mutants(&mut s, rows);
        }
        if !self.complete {
            let _ = writeln!(
                s,
                "\nINCOMPLETE: the run was interrupted; the results above are partial"
            );
        }
        let _ = writeln!(s, "\n{}", self.summary_line());
        s
    }

    /// The report's last line, the whole run in one line: its verdict, each engine's tally,
    /// the mutants caught, and what else failed it.
    pub fn summary_line(&self) -> String {
        let verdict = match (self.complete, self.ok) {
            (false, _) => "INTERRUPTED",
            (true, true) => "PASSED",
            (true, false) => "FAILED",
        };
        let mut parts: Vec<String> = (self.engines.iter())
            .map(|e| format!("{} {}", e.engine, e.tally))
            .collect();
        if let Some(rows) = &self.mutants {
            let caught = rows.iter().filter(|r| !r.failing_cases.is_empty()).count();
            parts.push(format!("mutants: {caught} of {} caught", rows.len()));
        }
        for (n, what) in [
            (self.load_errors.len(), "load errors"),
            (self.model_disagreements.len(), "model disagreements"),
            (self.problems.len(), "problems"),
        ] {
            if n > 0 {
                parts.push(format!("{n} {what}"));
            }
        }
        format!("truename run {verdict}: {}", parts.join("; "))
    }
}

fn mutants(s: &mut String, rows: &[super::CorpusKill]) {
    let _ = writeln!(
        s,
        "\nMUTANTS (each is the model with one deliberate bug; the corpus must catch each)"
    );
    let _ = writeln!(
        s,
        "{:<36} {:<8} {:>7}  failing cases",
        "mutant", "breaks", "killed"
    );
    for r in rows {
        let (killed, list) = if r.failing_cases.is_empty() {
            ("NO", "SURVIVED: no case catches this bug".to_string())
        } else {
            let n = r.failing_cases.len();
            ("yes", format!("{n} ({})", r.failing_cases.join(", ")))
        };
        let _ = writeln!(s, "{:<36} {:<8} {killed:>7}  {list}", r.mutant, r.breaks);
    }
}
