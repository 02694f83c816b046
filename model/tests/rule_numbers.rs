//! Every rule number the model cites exists in the pinned Comprehensive Rules revision.
//!
//! Explanations can only cite [`Rule`]s, which the model builds with a compile-time check, so a
//! typo there doesn't build. These tests cover the rest: rule numbers in comments and docs
//! (`// CR 201.2a`, "CR 613"), and explanations read back from JSON.

mod common;

use common::*;
use std::path::Path;
use truename_model::board::Zone;
use truename_model::{Explanation, Rule, CR_REVISION};

/// Rule-shaped numbers in a text: `ddd.d…[letters]` anywhere, and a bare section `ddd` right
/// after "CR " or "rule "/"rules " (e.g. "CR 613", "rule 708"). A number right after a double
/// quote is a string, not a citation: the model's cited strings go through `cr!`, checked when
/// it compiles, and the tests of rejection quote numbers that don't exist ("201.9z").
fn cited_numbers(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let starts = b[i].is_ascii_digit()
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'"'));
        if !starts {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        let section = j - i == 3;
        if section && j + 1 < b.len() && b[j] == b'.' && b[j + 1].is_ascii_digit() {
            let mut k = j + 1;
            while k < b.len() && b[k].is_ascii_digit() {
                k += 1;
            }
            while k < b.len() && b[k].is_ascii_lowercase() {
                k += 1;
            }
            if k == b.len() || !b[k].is_ascii_alphanumeric() {
                out.push(text[i..k].to_string());
            }
            i = k;
            continue;
        }
        let before = &text[..i];
        let after_cr = ["CR ", "rule ", "rules "]
            .iter()
            .any(|p| before.ends_with(p));
        let ends = j == b.len() || !(b[j].is_ascii_alphanumeric() || b[j] == b'.');
        if section && after_cr && ends {
            out.push(text[i..j].to_string());
        }
        i = j;
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source folder") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_rule_number_in_the_model_sources_is_in_the_table() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "tests", "examples"] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut unknown = Vec::new();
    let mut seen = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable source file");
        for n in cited_numbers(&text) {
            seen += 1;
            if let Err(e) = Rule::new(&n) {
                unknown.push(format!("{}: {e}", f.display()));
            }
        }
    }
    assert!(seen > 100, "the scan found only {seen} rule numbers");
    assert!(unknown.is_empty(), "{}", unknown.join("\n"));
}

#[test]
fn the_scan_finds_rule_numbers_and_sections() {
    assert_eq!(
        cited_numbers(
            "// CR 201.2a: see CR 613 and rule 708; v0.1.0, 2.5 inches, \"201.9z\", 702.140a."
        ),
        ["201.2a", "613", "708", "702.140a"]
    );
}

#[test]
fn explanations_cite_rules_of_the_pinned_revision() {
    let m = model();
    let b = B::new()
        .bf("a", "Grizzly Bears")
        .card("s", "Fire // Ice", Zone::Graveyard)
        .face_down("a");
    let ev = m.evaluate(&b.board).unwrap();
    let why = ev.same_name(&id("a"), &id("s")).unwrap().why;
    assert!(!why.steps.is_empty());
    for step in &why.steps {
        assert_eq!(Rule::new(step.rule.as_str()), Ok(step.rule));
    }
    // Read back from JSON, a step's rule is checked against the table too.
    let json = serde_json::to_string(&why).unwrap();
    assert_eq!(serde_json::from_str::<Explanation>(&json).unwrap(), why);
    let typo = json.replacen("201.2a", "201.2z", 1);
    let err = serde_json::from_str::<Explanation>(&typo).unwrap_err();
    assert!(err.to_string().contains(CR_REVISION), "{err}");
}
