//! The diff as text: for a terminal (`--format human`) and for a pull-request comment
//! (`--format markdown`).

use super::{CaseDiff, DiffReport, EngineDiff, Kind, QuestionDiff, RuleDiff, Step, Tally};
use serde_json::Value;
use std::fmt::Write as _;
use truename_cases::Answer;
use truename_harness::engine::Reply;
use truename_harness::report::human::reply_text;

/// A reply as the run's human report words it (compact JSON if it isn't one this
/// `truename` reads).
pub fn reply(got: Option<&Value>) -> String {
    match got {
        None => "no reply".into(),
        Some(v) => match serde_json::from_value::<Reply>(v.clone()) {
            Ok(r) => reply_text(Some(&r)),
            Err(_) => compact(v),
        },
    }
}

/// An expected answer as the run's human report words it.
pub fn answer(v: &Value) -> String {
    match serde_json::from_value::<Answer>(v.clone()) {
        Ok(a) => a.to_string(),
        Err(_) => compact(v),
    }
}

/// Compact JSON.
pub fn compact(v: &Value) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

fn opt(s: Option<&String>) -> &str {
    s.map_or("–", String::as_str)
}

/// A case's status before and after: `OLD → NEW` (`–` where a side didn't run it).
fn status_change(c: &CaseDiff) -> String {
    format!(
        "{} → {}",
        opt(c.old_status.as_ref()),
        opt(c.new_status.as_ref())
    )
}

/// A question's outcome before and after: `OLD → NEW` (`–` where a side didn't ask it).
fn outcome_change(q: &QuestionDiff) -> String {
    format!(
        "{} → {}",
        opt(q.old_outcome.as_ref()),
        opt(q.new_outcome.as_ref())
    )
}

/// The questions to list under a case: none for an added or removed case (only one side ran
/// it, so nothing was compared).
fn compared(c: &CaseDiff) -> &[QuestionDiff] {
    if matches!(c.kind, Kind::Added | Kind::Removed) {
        return &[];
    }
    &c.questions
}

/// Who and which version, on one side.
pub fn side(engine: &str, version: &str) -> String {
    format!("{engine} {version}")
}

/// The headline of one engine's comparison.
pub fn headline(e: &EngineDiff) -> String {
    format!(
        "{} → {}",
        side(&e.old_engine, &e.old_version),
        side(&e.new_engine, &e.new_version)
    )
}

fn tally_line(old: &Tally, new: &Tally) -> String {
    format!(
        "cases {} → {}; passing {} → {}; failing {} → {}; skipped or unsupported {} → {}; \
         unverified, in part or disputed {} → {}",
        old.cases,
        new.cases,
        old.pass,
        new.pass,
        old.fail,
        new.fail,
        old.not_run,
        new.not_run,
        old.open,
        new.open
    )
}

fn question_lines(out: &mut String, q: &QuestionDiff, indent: &str) {
    let edited = if q.edited { " (question edited)" } else { "" };
    let _ = writeln!(
        out,
        "{indent}#{} {}: {}{edited}",
        q.index,
        compact(&q.question),
        outcome_change(q)
    );
    let _ = writeln!(out, "{indent}   model:  {}", answer(&q.expected));
    if q.old_outcome.is_some() {
        let _ = writeln!(out, "{indent}   before: {}", reply(q.old_got.as_ref()));
    }
    if q.new_outcome.is_some() {
        let _ = writeln!(out, "{indent}   after:  {}", reply(q.new_got.as_ref()));
    }
}

fn case_lines(out: &mut String, c: &CaseDiff) {
    let _ = writeln!(
        out,
        "  {} [{}]: {}",
        c.id,
        c.rules.join(", "),
        status_change(c)
    );
    for q in compared(c) {
        question_lines(out, q, "    ");
    }
}

const RULE_COLUMNS: [&str; 10] = [
    "rule", "old", "new", "failing+", "passing+", "skipped+", "open+", "changed", "added",
    "removed",
];

fn rule_cells(r: &RuleDiff) -> [String; 10] {
    let c = &r.changes;
    [
        r.rule.clone(),
        format!("{}/{}", r.old.pass, r.old.cases),
        format!("{}/{}", r.new.pass, r.new.cases),
        c.newly_failing.to_string(),
        c.newly_passing.to_string(),
        c.newly_skipped.to_string(),
        c.newly_open.to_string(),
        c.changed.to_string(),
        c.added.to_string(),
        c.removed.to_string(),
    ]
}

fn verdict(e: &EngineDiff) -> String {
    let head = if e.regressed {
        format!(
            "REGRESSED: {} case(s) newly failing",
            e.changes.newly_failing
        )
    } else {
        "no case newly failing".into()
    };
    match e.questions_newly_failing {
        0 => head,
        n => format!("{head}; {n} question(s) newly failing"),
    }
}

fn human_engine(out: &mut String, e: &EngineDiff) {
    let _ = writeln!(out, "\n== {}: {}", headline(e), verdict(e));
    let _ = writeln!(out, "{}", tally_line(&e.old, &e.new));
    for kind in Kind::ALL {
        let cases: Vec<&CaseDiff> = e.cases.iter().filter(|c| c.kind == kind).collect();
        if cases.is_empty() {
            continue;
        }
        let _ = writeln!(out, "\n{} ({}):", kind.title(), cases.len());
        for c in cases {
            case_lines(out, c);
        }
    }
    if e.cases.is_empty() {
        let _ = writeln!(out, "No case changed.");
        return;
    }
    let _ = writeln!(
        out,
        "\nPer rule (old and new: passing/cases; the rest: cases that changed):"
    );
    let _ = writeln!(out, "{}", row(&RULE_COLUMNS.map(String::from)));
    for r in e.rules.iter().filter(|r| !r.changes.is_empty()) {
        let _ = writeln!(out, "{}", row(&rule_cells(r)));
    }
}

fn row(cells: &[String; 10]) -> String {
    let mut s = format!("{:<10}", cells[0]);
    for c in &cells[1..] {
        let _ = write!(s, " {c:>8}");
    }
    s.trim_end().to_string()
}

fn step_header(s: &Step) -> String {
    format!("{} → {}", s.old.file, s.new.file)
}

/// The human form.
pub fn human(d: &DiffReport) -> String {
    let mut out = String::new();
    for w in &d.warnings {
        let _ = writeln!(out, "warning: {w}");
    }
    for s in &d.steps {
        let _ = writeln!(out, "truename diff: {}", step_header(s));
        for e in &s.engines {
            human_engine(&mut out, e);
        }
        out.push('\n');
    }
    let _ = writeln!(
        out,
        "{}",
        if d.regressed {
            "Regressed: a case is newly failing."
        } else {
            "No case is newly failing."
        }
    );
    out
}

/// Inline code for markdown (backticks in the text can't close it early).
fn code(s: &str) -> String {
    format!("`{}`", s.replace('`', "'"))
}

fn md_case(out: &mut String, c: &CaseDiff) {
    let _ = writeln!(
        out,
        "- {} ({}): {}",
        code(&c.id),
        c.rules.join(", "),
        status_change(c)
    );
    for q in compared(c) {
        let before = match q.old_outcome {
            Some(_) => format!(", was {}", code(&reply(q.old_got.as_ref()))),
            None => String::new(),
        };
        let after = match q.new_outcome {
            Some(_) => format!(", now {}", code(&reply(q.new_got.as_ref()))),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "  - #{} {}: {}; model {}{before}{after}",
            q.index,
            code(&compact(&q.question)),
            outcome_change(q),
            code(&answer(&q.expected)),
        );
    }
}

fn md_engine(out: &mut String, e: &EngineDiff) {
    let mark = if e.regressed { "❌" } else { "✅" };
    let _ = writeln!(out, "\n#### {mark} {}: {}\n", headline(e), verdict(e));
    let _ = writeln!(out, "{}\n", tally_line(&e.old, &e.new));
    for kind in Kind::ALL {
        let cases: Vec<&CaseDiff> = e.cases.iter().filter(|c| c.kind == kind).collect();
        if cases.is_empty() {
            continue;
        }
        let open = if kind == Kind::NewlyFailing {
            " open"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "<details{open}><summary>{} ({})</summary>\n",
            kind.title(),
            cases.len()
        );
        for c in cases {
            md_case(out, c);
        }
        out.push_str("\n</details>\n");
    }
    let changed: Vec<&RuleDiff> = e.rules.iter().filter(|r| !r.changes.is_empty()).collect();
    if changed.is_empty() {
        out.push_str("No case changed.\n");
        return;
    }
    let _ = writeln!(out, "\n| {} |", RULE_COLUMNS.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(RULE_COLUMNS.len()));
    for r in changed {
        let _ = writeln!(out, "| {} |", rule_cells(r).join(" | "));
    }
}

/// The markdown form, for a pull-request comment.
pub fn markdown(d: &DiffReport) -> String {
    let mut out = String::from("### truename diff\n");
    for w in &d.warnings {
        let _ = writeln!(out, "\n> **Warning:** {w}");
    }
    for s in &d.steps {
        let _ = writeln!(out, "\n{} → {}", code(&s.old.file), code(&s.new.file));
        for e in &s.engines {
            md_engine(&mut out, e);
        }
    }
    out
}
