//! README's scope table is honest: every rule of a row whose status says "supported" has at
//! least one case of the embedded corpus tagged with it or with one of its subrules; every case
//! marked `uncertain` has its first rule in a row whose status says "uncertain"; and every rule
//! number in the table is a number of the pinned revision.
//!
//! A row is `| rules | what | status |`; its rules are a list as [`Rule::list`] reads it (a
//! parenthesised remark after a number is dropped). Rows whose status is "data only" or "not
//! modelled" claim nothing and are only checked for their numbers.

use truename_harness::engines::model::ModelEngine;
use truename_harness::job::{self, Source};
use truename_model::Rule;

/// The README, read from the repository.
fn readme() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md");
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The scope table's rows: (rules cell, status cell).
fn scope_rows(readme: &str) -> Vec<(String, String)> {
    let after = readme
        .split_once("\n## Scope\n")
        .expect("README has a \"## Scope\" section")
        .1;
    let rows: Vec<(String, String)> = after
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2) // the header and its rule
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            (cells[0].to_string(), cells[cells.len() - 1].to_string())
        })
        .collect();
    assert!(rows.len() >= 20, "only {} scope rows found", rows.len());
    rows
}

/// The rules of a rules cell: parenthesised remarks dropped.
fn rules_of(cell: &str) -> Vec<Rule> {
    let mut text = String::new();
    let mut depth = 0;
    for c in cell.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ if depth == 0 => text.push(c),
            _ => {}
        }
    }
    Rule::list(text.trim()).unwrap_or_else(|e| panic!("scope row \"{cell}\": {e}"))
}

/// The embedded corpus, loaded.
fn corpus() -> Vec<truename_harness::load::LoadedCase> {
    let reference = ModelEngine::new(job::model_from(None, None).expect("the embedded model"));
    let (cases, errors) = job::load(&Source::Embedded, reference.model()).expect("the corpus");
    assert!(errors.is_empty(), "{errors:?}");
    cases
}

#[test]
fn every_supported_rule_in_the_scope_table_has_a_case() {
    let cases = corpus();
    let tagged: Vec<Rule> = job::coverage(&cases)
        .rows
        .iter()
        .filter_map(|row| Rule::new(&row.rule).ok())
        .collect();
    assert!(tagged.len() > 50, "{} tagged rules", tagged.len());
    let mut missing = Vec::new();
    for (cell, status) in scope_rows(&readme()) {
        let rules = rules_of(&cell);
        if !status.starts_with("supported") {
            continue;
        }
        for rule in rules {
            if !tagged.iter().any(|t| rule.covers(*t)) {
                missing.push(format!("{rule} (row \"{cell}\")"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "README's scope table says these are supported, but no case is tagged with them or a \
         subrule of them:\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn every_uncertain_case_is_an_uncertain_reading_in_the_scope_table() {
    let rows: Vec<(Vec<Rule>, String)> = scope_rows(&readme())
        .into_iter()
        .map(|(cell, status)| (rules_of(&cell), status))
        .collect();
    let mut unmarked = Vec::new();
    let mut uncertain = 0;
    for lc in corpus().iter().filter(|lc| lc.case.uncertain.is_some()) {
        uncertain += 1;
        let first = &lc.case.scenario.rules[0];
        let rule = Rule::new(first).unwrap_or_else(|e| panic!("{}: {e}", lc.case.id()));
        let marked = rows.iter().any(|(rules, status)| {
            status.contains("uncertain") && rules.iter().any(|r| r.covers(rule))
        });
        if !marked {
            unmarked.push(format!("{} ({rule})", lc.case.id()));
        }
    }
    assert!(uncertain > 0, "no case is marked uncertain");
    assert!(
        unmarked.is_empty(),
        "cases marked uncertain whose rule has no scope row saying \"uncertain\":\n  {}",
        unmarked.join("\n  ")
    );
}
