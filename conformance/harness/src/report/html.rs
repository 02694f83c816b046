//! HTML: one self-contained static page (no script, no external resource) that a team links
//! from its README: an engines × rules matrix (pass, fail, known failure, skip per subrule),
//! and below it every failure with its minimal case, both answers and the model's explanation,
//! one click away from its cell.

use super::human::{question_text, reply_text, why_text};
use super::{Counts, EngineReport, RunReport};
use crate::runner::{CaseResult, Outcome, Status};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use truename_model::{Rule, RuleOrder};

/// Escapes text for HTML.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// An id usable as an HTML anchor.
fn anchor(parts: &[&str]) -> String {
    parts
        .join("-")
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:2em;color:#222}\
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25em .6em;text-align:center}\
th.rule{text-align:left}.pass{background:#d4f4d4}.fail{background:#f8c8c8}.known{background:#fbe7b0}.adapter{background:#e0d4f4}\
.skip{background:#eee;color:#777}pre{background:#f6f6f6;padding:.6em;overflow-x:auto}\
details{margin:.4em 0}summary{cursor:pointer}";

fn cell(c: Option<&Counts>, href: &str) -> String {
    let Some(c) = c else {
        return "<td class=\"skip\">–</td>".into();
    };
    let class = if c.fail > 0 {
        "fail"
    } else if c.adapter_error > 0 {
        "adapter"
    } else if c.known + c.disputed > 0 {
        "known"
    } else if c.pass > 0 {
        "pass"
    } else {
        "skip"
    };
    let mut text = format!("{} ✓", c.pass);
    for (n, what) in [(c.partial, "in part"), (c.unverified, "unverified")] {
        if n > 0 {
            let _ = write!(text, " {n} {what}");
        }
    }
    let _ = write!(text, " {} ✗ {} known", c.fail, c.known);
    for (n, what) in [(c.adapter_error, "adapter error"), (c.disputed, "disputed")] {
        if n > 0 {
            let _ = write!(text, " {n} {what}");
        }
    }
    let _ = write!(text, " {} skip", c.skip);
    if c.fail + c.known + c.adapter_error + c.disputed > 0 {
        format!("<td class=\"{class}\"><a href=\"#{href}\">{text}</a></td>")
    } else {
        format!("<td class=\"{class}\">{text}</td>")
    }
}

fn matrix(s: &mut String, engines: &[&EngineReport]) {
    let mut rules: BTreeMap<RuleOrder, String> = BTreeMap::new();
    for e in engines {
        for r in &e.rules {
            rules.insert(Rule::sort_key(&r.rule), r.rule.clone());
        }
    }
    let _ = write!(s, "<table><tr><th class=\"rule\">rule</th>");
    for e in engines {
        let _ = write!(s, "<th>{} {}</th>", escape(&e.engine), escape(&e.version));
    }
    s.push_str("</tr>\n");
    for rule in rules.values() {
        let _ = write!(s, "<tr><th class=\"rule\">{}</th>", escape(rule));
        for e in engines {
            let counts = e.rules.iter().find(|r| &r.rule == rule).map(|r| &r.counts);
            s.push_str(&cell(counts, &anchor(&[&e.engine, rule])));
        }
        s.push_str("</tr>\n");
    }
    s.push_str("</table>\n");
}

fn failure(s: &mut String, e: &EngineReport, c: &CaseResult) {
    let tag = match (c.status, e.is_known(&c.id)) {
        (Status::AdapterError, _) => " (adapter error: the adapter's answer, not the engine's)",
        (Status::Disputed, _) => " (disputed: the case is marked uncertain)",
        (_, true) => " (known failure)",
        _ => "",
    };
    let _ = write!(
        s,
        "<details><summary><code>{}</code>{tag}</summary>",
        escape(&c.id)
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

fn failures(s: &mut String, e: &EngineReport) {
    let mut by_rule: BTreeMap<RuleOrder, (&str, Vec<&CaseResult>)> = BTreeMap::new();
    let listed = |c: &&CaseResult| {
        matches!(
            c.status,
            Status::Fail | Status::AdapterError | Status::Disputed
        )
    };
    for c in e.cases.iter().filter(listed) {
        for rule in &c.rules {
            by_rule
                .entry(Rule::sort_key(rule))
                .or_insert((rule, vec![]))
                .1
                .push(c);
        }
    }
    for (rule, cases) in by_rule.values() {
        let id = anchor(&[&e.engine, rule]);
        let _ = writeln!(
            s,
            "<h3 id=\"{id}\">{} — CR {}</h3>",
            escape(&e.engine),
            escape(rule)
        );
        for c in cases {
            failure(s, e, c);
        }
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
    let revision = runs
        .first()
        .map(|r| r.cr_revision.as_str())
        .unwrap_or_default();
    let _ = writeln!(
        s,
        "<h1>truename conformance</h1><p>Comprehensive Rules {}; each cell counts the cases \
         tagged with that rule: passed ✓ (\"in part\": some of its questions were not asked, \
         answered unsupported or by the adapter, echoes of the case's own data, or asked on a \
         slice of the board; \"unverified\": only the adapter's answers or echoes; neither is a \
         pass), failed ✗ (the engine), known failures, adapter errors (the adapter's wrong \
         answers), disputed (cases marked uncertain answered otherwise), skipped.</p>",
        escape(revision)
    );
    if runs.iter().any(|r| !r.complete) {
        s.push_str("<p class=\"fail\">Incomplete: a run was interrupted.</p>\n");
    }
    for p in runs.iter().flat_map(|r| r.problems.iter()) {
        let _ = writeln!(s, "<p class=\"fail\">Problem: {}</p>", escape(p));
    }
    for w in runs.iter().flat_map(|r| r.warnings.iter()) {
        let _ = writeln!(s, "<p class=\"known\">Warning: {}</p>", escape(w));
    }
    matrix(&mut s, &engines);
    expectations(&mut s, &engines);
    s.push_str("<h2>Failures</h2>\n");
    for e in &engines {
        failures(&mut s, e);
    }
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
