//! The engines × rules matrix, engines side by side: one collapsible group per rule family
//! (open when it holds a failure), and inside it the rows where every engine skipped every
//! case folded away.

use super::markup::{anchor, escape};
use crate::report::{Counts, EngineReport};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use truename_model::{Rule, RuleOrder};

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

/// One rule's counts per engine.
fn counts<'a>(engines: &[&'a EngineReport], rule: &str) -> Vec<Option<&'a Counts>> {
    (engines.iter())
        .map(|e| e.rules.iter().find(|r| r.rule == rule).map(|r| &r.counts))
        .collect()
}

fn row(s: &mut String, engines: &[&EngineReport], rule: &str) {
    let _ = write!(s, "<tr><th class=\"rule\">{}</th>", escape(rule));
    for (e, c) in engines.iter().zip(counts(engines, rule)) {
        s.push_str(&cell(c, &anchor(&[&e.engine, rule])));
    }
    s.push_str("</tr>\n");
}

fn header(s: &mut String, engines: &[&EngineReport]) {
    s.push_str("<table><tr><th class=\"rule\">rule</th>");
    for e in engines {
        let _ = write!(s, "<th>{} {}</th>", escape(&e.engine), escape(&e.version));
    }
    s.push_str("</tr>\n");
}

/// One rule family (`201`, `612`, ...): its rows, all-skip rows folded.
fn family(s: &mut String, engines: &[&EngineReport], name: &str, rules: &[&str]) {
    let mut sum = Counts::default();
    for c in rules.iter().flat_map(|r| counts(engines, r)).flatten() {
        sum.pass += c.pass;
        sum.fail += c.fail;
        sum.adapter_error += c.adapter_error;
        sum.known += c.known;
        sum.skip += c.skip;
    }
    let all_skip = |r: &str| {
        (counts(engines, r).iter().flatten()).all(|c| {
            c.pass + c.partial + c.unverified + c.fail + c.known + c.adapter_error + c.disputed == 0
        })
    };
    let (skipped, shown): (Vec<&str>, Vec<&str>) = rules.iter().partition(|r| all_skip(r));
    let open = if sum.fail + sum.adapter_error > 0 {
        " open"
    } else {
        ""
    };
    let _ = writeln!(
        s,
        "<details class=\"family\"{open}><summary>CR {} — {} rules: {} ✓ {} ✗ {} known {} skip \
         (case counts per rule, summed)</summary>",
        escape(name),
        rules.len(),
        sum.pass,
        sum.fail,
        sum.known,
        sum.skip
    );
    header(s, engines);
    for r in &shown {
        row(s, engines, r);
    }
    s.push_str("</table>\n");
    if !skipped.is_empty() {
        let _ = writeln!(
            s,
            "<details><summary>{} rules whose every case was skipped</summary>",
            skipped.len()
        );
        header(s, engines);
        for r in &skipped {
            row(s, engines, r);
        }
        s.push_str("</table></details>\n");
    }
    s.push_str("</details>\n");
}

/// The matrix, grouped by rule family.
pub fn matrix(s: &mut String, engines: &[&EngineReport]) {
    let mut rules: BTreeMap<RuleOrder, &str> = BTreeMap::new();
    for e in engines {
        for r in &e.rules {
            rules.insert(Rule::sort_key(&r.rule), &r.rule);
        }
    }
    let mut families: Vec<(String, Vec<&str>)> = Vec::new();
    for rule in rules.into_values() {
        let name = Rule::family(rule);
        match families.last_mut() {
            Some((n, v)) if *n == name => v.push(rule),
            _ => families.push((name, vec![rule])),
        }
    }
    s.push_str(
        "<h2>Rules</h2><p>Each cell counts the cases tagged with that rule: passed ✓ (\"in \
         part\": some of its questions were not asked, answered unsupported or by the adapter, \
         echoes of the case's own data, or asked on a slice of the board; \"unverified\": only \
         the adapter's answers or echoes; neither is a pass), failed ✗ (the engine), known \
         failures, adapter errors (the adapter's wrong answers), disputed (cases marked \
         uncertain answered otherwise), skipped.</p>\n",
    );
    for (name, rules) in &families {
        family(s, engines, name, rules);
    }
}
