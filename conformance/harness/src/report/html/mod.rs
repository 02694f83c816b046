//! HTML: one self-contained static page (no script, no external resource) that a team links
//! from its README, a dashboard read top down: first the summary (`summary.rs`: did the run
//! pass; per engine its verdict and totals; suite version, rules revision, date, command line,
//! exit status), then what broke (expectation breaches, then every failure once, with all its
//! rules, its minimal case, both answers and the model's explanation), then the engines ×
//! rules matrix (`matrix.rs`) grouped by rule family, each failing cell one click from its
//! failure.

mod markup;
mod matrix;
mod summary;

use super::human::{question_text, reply_text, why_text};
use super::{EngineReport, RunReport};
use crate::runner::{CaseResult, Outcome, Status};
use markup::anchor;
pub use markup::escape;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use truename_model::{Rule, RuleOrder};

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:2em;color:#222}\
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25em .6em;text-align:center}\
th.rule{text-align:left}.meta{color:#555}.summary td,.summary th{padding:.2em .4em}\
details.family{margin:.6em 0}.pass{background:#d4f4d4}.fail{background:#f8c8c8}.known{background:#fbe7b0}\
.adapter{background:#e0d4f4}.skip{background:#eee;color:#777}pre{background:#f6f6f6;padding:.6em;overflow-x:auto}\
details{margin:.4em 0}summary{cursor:pointer}";

fn failure(s: &mut String, e: &EngineReport, c: &CaseResult) {
    let tag = match (c.status, e.is_known(&c.id)) {
        (Status::AdapterError, _) => " (adapter error: the adapter's answer, not the engine's)",
        (Status::Disputed, _) => " (disputed: the case is marked uncertain)",
        (_, true) => " (known failure)",
        _ => "",
    };
    let _ = write!(
        s,
        "<details><summary><code>{}</code>{tag} — CR {}</summary>",
        escape(&c.id),
        escape(&c.rules.join(", "))
    );
    if let Some(f) = &c.failure {
        let _ = write!(s, "<p>Engine failure: {}</p>", escape(f));
    }
    if let Some(u) = c
        .uncertain
        .as_deref()
        .filter(|_| c.status == Status::Disputed)
    {
        let _ = write!(s, "<p>Uncertain: {}</p>", escape(u));
    }
    for q in c.questions.iter() {
        let who = match q.outcome {
            Outcome::Fail => "engine",
            Outcome::Disputed => "engine (disputed)",
            Outcome::AdapterError => "adapter (not the engine)",
            _ => continue,
        };
        let why = q.why.as_ref().map(why_text).unwrap_or_default();
        let _ = write!(
            s,
            "<p>Question #{}: <code>{}</code><br>expected: <b>{}</b><br>{who}: <b>{}</b></p>\
             <p>The model's reasons:</p><pre>{}</pre>",
            q.index,
            escape(&question_text(q)),
            escape(&q.expected.to_string()),
            escape(&reply_text(q.got.as_ref())),
            escape(&why)
        );
    }
    if let Some(case) = &c.case {
        let json = serde_json::to_string_pretty(case).unwrap_or_default();
        let _ = write!(
            s,
            "<p>The case ({}):</p><pre>{}</pre>",
            escape(&c.file),
            escape(&json)
        );
    }
    s.push_str("</details>\n");
}

/// Every failed case of an engine once, new failures before known ones, each with all its
/// rules; an anchor per rule (at its first failing case) for the matrix's links.
fn failures(s: &mut String, e: &EngineReport) {
    let listed = |c: &&CaseResult| {
        matches!(
            c.status,
            Status::Fail | Status::AdapterError | Status::Disputed
        )
    };
    let mut failed: Vec<&CaseResult> = e.cases.iter().filter(listed).collect();
    if failed.is_empty() {
        return;
    }
    failed.sort_by_key(|c| {
        (
            e.is_known(&c.id),
            c.rules.first().map(|r| Rule::sort_key(r)),
        )
    });
    let _ = writeln!(s, "<h3>{} {}</h3>", escape(&e.engine), escape(&e.version));
    let mut anchored: BTreeMap<RuleOrder, ()> = BTreeMap::new();
    for c in failed {
        for rule in &c.rules {
            if anchored.insert(Rule::sort_key(rule), ()).is_none() {
                let _ = write!(s, "<span id=\"{}\"></span>", anchor(&[&e.engine, rule]));
            }
        }
        failure(s, e, c);
    }
}

/// Each engine's comparison with its expectation file, when it didn't match: the run fails on
/// it, so the page says so.
fn expectations(s: &mut String, engines: &[&EngineReport]) {
    for e in engines {
        let Some(v) = e.verdict.as_ref().filter(|v| !v.ok()) else {
            continue;
        };
        let _ = writeln!(
            s,
            "<h2>Expectations</h2><p class=\"fail\">{}: EXPECTATIONS NOT MET</p><ul>",
            escape(&e.engine)
        );
        for (what, id) in v.breaches() {
            let _ = writeln!(
                s,
                "<li class=\"fail\">{}: {}</li>",
                escape(what),
                escape(id)
            );
        }
        s.push_str("</ul>\n");
    }
}

/// The page for the engines of one or more runs, side by side.
pub fn page(runs: &[&RunReport]) -> String {
    let engines: Vec<&EngineReport> = runs.iter().flat_map(|r| r.engines.iter()).collect();
    let mut s = String::from("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">");
    let _ = writeln!(
        s,
        "<title>truename conformance</title><style>{STYLE}</style></head><body>"
    );
    summary::summary(&mut s, runs, &engines);
    if runs.iter().any(|r| !r.complete) {
        s.push_str("<p class=\"fail\">Incomplete: a run was interrupted.</p>\n");
    }
    for p in runs.iter().flat_map(|r| r.problems.iter()) {
        let _ = writeln!(s, "<p class=\"fail\">Problem: {}</p>", escape(p));
    }
    for w in runs.iter().flat_map(|r| r.warnings.iter()) {
        let _ = writeln!(s, "<p class=\"known\">Warning: {}</p>", escape(w));
    }
    // What went wrong with an engine that no case could be charged with (given up on, say).
    for e in &engines {
        for i in &e.incidents {
            let _ = writeln!(
                s,
                "<p class=\"known\">Incident ({} {}): {}</p>",
                escape(&e.engine),
                escape(&e.version),
                escape(i)
            );
        }
    }
    expectations(&mut s, &engines);
    if engines
        .iter()
        .any(|e| e.cases.iter().any(|c| c.status == Status::Fail))
    {
        s.push_str("<h2>Failures</h2>\n");
        for e in &engines {
            failures(&mut s, e);
        }
    }
    matrix::matrix(&mut s, &engines);
    if let Some(rows) = runs.iter().find_map(|r| r.mutants.as_ref()) {
        s.push_str("<h2>Mutants</h2><table><tr><th>mutant</th><th>breaks</th><th>failing cases</th></tr>\n");
        for r in rows {
            let class = if r.failing_cases.is_empty() {
                "fail"
            } else {
                "pass"
            };
            let _ = writeln!(
                s,
                "<tr class=\"{class}\"><td>{}</td><td>{}</td><td>{}</td></tr>",
                escape(&r.mutant),
                escape(&r.breaks),
                r.failing_cases.len()
            );
        }
        s.push_str("</table>\n");
    }
    s.push_str("</body></html>\n");
    s
}

impl RunReport {
    /// The HTML page of this run.
    pub fn html(&self) -> String {
        page(&[self])
    }
}
