//! The diff as one self-contained HTML page: per engine, a rule-by-run matrix (an engine
//! across its releases, or any runs in order) with each cell's passing cases and the changes
//! since the run before it marked, then every changed case with both answers. Well-formed as
//! XML too (void elements closed), so a strict XML parser reads it back.

use super::text::{answer, compact, headline, reply};
use super::{CaseDiff, DiffReport, EngineDiff, Kind, KindCounts, RuleDiff, Tally};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use truename_harness::report::html::escape;
use truename_model::{Rule, RuleOrder};

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:2em;color:#222}\
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25em .6em;text-align:center}\
th.rule{text-align:left}.fixed{background:#d4f4d4}.broke{background:#f8c8c8}\
.changed{background:#fbe7b0}.none{color:#999}details{margin:.4em 0}summary{cursor:pointer}";

/// A rule's cell in one column: its number, its cases in that run, its change since the run
/// before (none in the first column).
type Entry<'d> = (&'d str, &'d Tally, Option<&'d RuleDiff>);

/// One column of a matrix: a run of the engine, and the change from the column before.
struct Column<'d> {
    label: String,
    rules: BTreeMap<RuleOrder, Entry<'d>>,
}

/// The columns for the engine at position `k` of every step.
fn columns(d: &DiffReport, k: usize) -> Vec<Column<'_>> {
    let mut cols = Vec::new();
    for (i, s) in d.steps.iter().enumerate() {
        let e = &s.engines[k];
        if i == 0 {
            let mut rules = BTreeMap::new();
            for r in &e.rules {
                rules.insert(Rule::sort_key(&r.rule), (r.rule.as_str(), &r.old, None));
            }
            cols.push(Column {
                label: format!("{} {}", e.old_engine, e.old_version),
                rules,
            });
        }
        let mut rules = BTreeMap::new();
        for r in &e.rules {
            rules.insert(Rule::sort_key(&r.rule), (r.rule.as_str(), &r.new, Some(r)));
        }
        cols.push(Column {
            label: format!("{} {}", e.new_engine, e.new_version),
            rules,
        });
    }
    cols
}

fn marks(c: &KindCounts) -> (&'static str, String) {
    let parts: Vec<String> = [
        (c.newly_passing, "fixed"),
        (c.newly_failing, "broke"),
        (c.newly_skipped, "newly skipped"),
        (c.newly_open, "newly unverified"),
        (c.changed, "changed"),
        (c.added, "added"),
        (c.removed, "removed"),
    ]
    .iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, what)| format!("{n} {what}"))
    .collect();
    let class = if c.newly_failing > 0 {
        "broke"
    } else if c.newly_passing > 0 {
        "fixed"
    } else if parts.is_empty() {
        ""
    } else {
        "changed"
    };
    (class, parts.join(", "))
}

fn cell(entry: Option<&Entry>) -> String {
    let Some((_, tally, diff)) = entry else {
        return "<td class=\"none\">–</td>".into();
    };
    let text = format!("{}/{} ✓", tally.pass, tally.cases);
    match diff.map(|r| marks(&r.changes)) {
        Some((class, m)) if !m.is_empty() => {
            format!(
                "<td class=\"{class}\">{text}<br/><small>{}</small></td>",
                escape(&m)
            )
        }
        _ => format!("<td>{text}</td>"),
    }
}

fn matrix(s: &mut String, cols: &[Column]) {
    let mut rules: BTreeMap<&RuleOrder, &str> = BTreeMap::new();
    for c in cols {
        for (key, (rule, _, _)) in &c.rules {
            rules.insert(key, rule);
        }
    }
    s.push_str("<table><tr><th class=\"rule\">rule</th>");
    for c in cols {
        let _ = write!(s, "<th>{}</th>", escape(&c.label));
    }
    s.push_str("</tr>\n");
    for (key, rule) in rules {
        let _ = write!(s, "<tr><th class=\"rule\">{}</th>", escape(rule));
        for c in cols {
            s.push_str(&cell(c.rules.get(key)));
        }
        s.push_str("</tr>\n");
    }
    s.push_str("</table>\n");
}

fn case(s: &mut String, c: &CaseDiff) {
    let _ = write!(
        s,
        "<details><summary><code>{}</code> ({}): {} → {}</summary>",
        escape(&c.id),
        escape(&c.rules.join(", ")),
        escape(c.old_status.as_deref().unwrap_or("–")),
        escape(c.new_status.as_deref().unwrap_or("–"))
    );
    for q in &c.questions {
        let _ = write!(
            s,
            "<p>Question #{}: <code>{}</code><br/>model: <b>{}</b><br/>before: {} ({})<br/>after: {} ({})</p>",
            q.index,
            escape(&compact(&q.question)),
            escape(&answer(&q.expected)),
            escape(&reply(q.old_got.as_ref())),
            escape(q.old_outcome.as_deref().unwrap_or("–")),
            escape(&reply(q.new_got.as_ref())),
            escape(q.new_outcome.as_deref().unwrap_or("–")),
        );
    }
    s.push_str("</details>\n");
}

fn changes(s: &mut String, e: &EngineDiff) {
    let _ = writeln!(s, "<h3>{}</h3>", escape(&headline(e)));
    if e.cases.is_empty() {
        s.push_str("<p>No case changed.</p>\n");
    }
    for kind in Kind::ALL {
        let cases: Vec<&CaseDiff> = e.cases.iter().filter(|c| c.kind == kind).collect();
        if cases.is_empty() {
            continue;
        }
        let _ = writeln!(s, "<h4>{} ({})</h4>", kind.title(), cases.len());
        for c in cases {
            case(s, c);
        }
    }
}

/// The HTML page.
pub fn html(d: &DiffReport) -> String {
    let mut s = format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/>\
         <title>truename diff</title><style>{STYLE}</style></head><body>\n<h1>truename diff</h1>\n"
    );
    for w in &d.warnings {
        let _ = writeln!(s, "<p><b>Warning:</b> {}</p>", escape(w));
    }
    s.push_str(
        "<p>Each cell: the rule's passing cases out of its cases in that run, and what changed \
         since the run to its left (green: only fixes; red: something broke).</p>\n",
    );
    let engines = d.steps.iter().map(|s| s.engines.len()).min().unwrap_or(0);
    for k in 0..engines {
        let first = &d.steps[0].engines[k];
        let _ = writeln!(s, "<h2>{}</h2>", escape(&first.old_engine));
        matrix(&mut s, &columns(d, k));
    }
    for step in &d.steps {
        let _ = writeln!(
            s,
            "<h2>{} → {}</h2>",
            escape(&step.old.file),
            escape(&step.new.file)
        );
        for e in &step.engines {
            changes(&mut s, e);
        }
    }
    s.push_str("</body></html>\n");
    s
}
