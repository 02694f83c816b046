//! The top of the page, in the first screenful: whether the run passed, and per engine its
//! verdict and totals for every outcome, then the run's suite version, rules revision, date,
//! command line and exit status.

use super::markup::escape;
use crate::report::{EngineReport, RunReport};
use std::fmt::Write as _;

/// An engine's verdict, in words, and its CSS class.
fn verdict(e: &EngineReport) -> (&'static str, &'static str) {
    if e.ok {
        ("PASSED", "pass")
    } else if e.verdict.as_ref().is_some_and(|v| !v.ok()) {
        ("EXPECTATIONS NOT MET", "fail")
    } else {
        ("FAILED", "fail")
    }
}

/// What an exit status means.
fn exit_meaning(code: u8) -> &'static str {
    match code {
        0 => "passed",
        1 => "failures found",
        2 => "nothing checked, or asked for wrongly",
        130 => "interrupted",
        _ => "?",
    }
}

/// The summary table: one row per engine.
fn engines(s: &mut String, engines: &[&EngineReport]) {
    s.push_str(
        "<table class=\"summary\"><tr><th>engine</th><th>version</th><th>verdict</th>\
         <th>cases</th><th>sent</th><th>passed</th><th>in part</th><th>unverified</th>\
         <th>failed</th><th>known failures</th><th>adapter errors</th><th>disputed</th>\
         <th>unsupported only</th><th title=\"missing capabilities\">not sent</th></tr>\n",
    );
    for e in engines {
        let (word, class) = verdict(e);
        let t = &e.tally;
        let _ = write!(
            s,
            "<tr><th class=\"rule\">{}</th><td>{}</td><td class=\"{class}\"><b>{word}</b></td>",
            escape(&e.engine),
            escape(&e.version),
        );
        let red = |n: usize| if n > 0 { "fail" } else { "" };
        for (n, class) in [
            (t.cases, ""),
            (t.sent, ""),
            (t.passed, ""),
            (t.in_part, ""),
            (t.unverified, ""),
            (t.failed, red(t.failed)),
            (t.known_failures, ""),
            (t.adapter_errors, red(t.adapter_errors)),
            (t.disputed, ""),
            (t.unsupported_only, ""),
            (t.not_sent, ""),
        ] {
            let _ = write!(s, "<td class=\"{class}\">{n}</td>");
        }
        s.push_str("</tr>\n");
    }
    s.push_str("</table>\n");
}

/// The banner, the per-engine table and the run's particulars.
pub fn summary(s: &mut String, runs: &[&RunReport], all: &[&EngineReport]) {
    let ok = runs.iter().all(|r| r.ok);
    let (word, class) = if ok {
        ("RUN PASSED", "pass")
    } else {
        ("RUN FAILED", "fail")
    };
    let _ = writeln!(
        s,
        "<section id=\"summary\"><h1>truename conformance: <span class=\"{class}\">{word}</span></h1>"
    );
    engines(s, all);
    for r in runs {
        let inv = &r.invocation;
        let exit = inv.exit_status.map_or("not recorded".to_string(), |c| {
            format!("{c} ({})", exit_meaning(c))
        });
        let command = match inv.command.is_empty() {
            true => "not recorded".to_string(),
            false => format!("<code>{}</code>", escape(&inv.command.join(" "))),
        };
        let _ = writeln!(
            s,
            "<p class=\"meta\">suite {} · Comprehensive Rules {} · Oracle {} · started {} · \
             exit status {} · command {}</p>",
            escape(&inv.suite_version),
            escape(&r.cr_revision),
            escape(&r.oracle_snapshot),
            escape(&inv.started),
            escape(&exit),
            command
        );
    }
    s.push_str("</section>\n");
}
