//! Malformed case files: each problem is reported with the file, the JSON path and what was
//! expected, and the other files still load and run.

use truename_harness::engines::model::ModelEngine;
use truename_harness::load::load_files;

const GOOD: &str = r#"{
  "format": "truename-cases/1",
  "cr_revision": "2025-06-FIN",
  "oracle_snapshot": "truename-subset-2026-07-03",
  "cases": [
    {"id": "good/one", "rules": ["201.2a"], "objects": [{"id": "a", "card": "Grizzly Bears"}],
     "queries": [{"query": "same_name", "a": "a", "b": "a", "expect": true}]}
  ]
}"#;

/// Writes `bad` next to a good file, loads both, and returns the errors (the good case must load).
fn errors_for(name: &str, bad: &str) -> Vec<(String, String, String)> {
    let dir =
        std::env::temp_dir().join(format!("truename-malformed-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("a-good.json");
    let badp = dir.join("b-bad.json");
    std::fs::write(&good, GOOD).unwrap();
    std::fs::write(&badp, bad).unwrap();
    let reference = ModelEngine::reference();
    let (cases, errors) = load_files(&[good, badp.clone()], reference.model());
    assert!(
        cases.iter().any(|c| c.case.scenario.id == "good/one"),
        "the good file still loads"
    );
    for e in &errors {
        assert_eq!(e.file, badp, "errors name the bad file: {e}");
    }
    std::fs::remove_dir_all(&dir).ok();
    errors
        .into_iter()
        .map(|e| (e.file.display().to_string(), e.path, e.message))
        .collect()
}

fn with_case(case: &str) -> String {
    GOOD.replace(
        r#"{"id": "good/one", "rules": ["201.2a"], "objects": [{"id": "a", "card": "Grizzly Bears"}],
     "queries": [{"query": "same_name", "a": "a", "b": "a", "expect": true}]}"#,
        case,
    )
}

/// A file whose one case is `case` fails to load with an error at `path` mentioning `needle`.
fn case_fails(name: &str, case: &str, path: &str, needle: &str) {
    assert_one(&errors_for(name, &with_case(case)), path, needle);
}

fn assert_one(errors: &[(String, String, String)], path: &str, needle: &str) {
    assert!(
        errors
            .iter()
            .any(|(_, p, m)| p == path && m.contains(needle)),
        "expected an error at {path} mentioning {needle:?}, got {errors:#?}"
    );
}

#[test]
fn wrong_type() {
    // Inside a tagged query the path stops at the query; the message has line and column.
    case_fails(
        "type",
        r#"{"id": "x", "rules": ["201.2a"], "objects": [{"id": "a", "card": "Grizzly Bears"}], "queries": [{"query": "same_name", "a": "a", "b": "a", "expect": "yes"}]}"#,
        "cases[0].queries[0]",
        "expected a boolean at line 6",
    );
}

#[test]
fn unknown_card() {
    let e = errors_for(
        "card",
        &with_case(
            r#"{"id": "x", "rules": ["201.2a"], "objects": [{"id": "a", "card": "Grizly Bears"}], "queries": [{"query": "names", "object": "a", "expect": {"names": []}}]}"#,
        ),
    );
    assert_one(
        &e,
        "cases[0].objects[0].card",
        "expected an Oracle card name",
    );
    assert_one(&e, "cases[0].objects[0].card", "Grizly Bears");
}

#[test]
fn unknown_object_id() {
    case_fails(
        "object",
        r#"{"id": "x", "rules": ["201.2a"], "objects": [{"id": "a", "card": "Grizzly Bears"}], "queries": [{"query": "same_name", "a": "a", "b": "zz", "expect": false}]}"#,
        "cases[0].queries[0].b",
        "\"zz\" names none",
    );
}

#[test]
fn duplicate_case_id() {
    let e = errors_for("dup", GOOD);
    assert_one(&e, "cases[0].id", "expected a unique case id");
}

#[test]
fn truncated_json() {
    let e = errors_for("trunc", &GOOD[..GOOD.len() / 2]);
    assert_eq!(e.len(), 1);
    assert!(e[0].2.contains("ends early"), "{e:?}");
}

#[test]
fn dangling_reference_in_an_effect() {
    case_fails(
        "dangling",
        r#"{"id": "x", "rules": ["612.8"], "objects": [{"id": "a", "card": "Grizzly Bears"}], "effects": [{"timestamp": 1, "effect": "set_name", "object": "ghost", "name": "Island"}], "queries": [{"query": "names", "object": "a", "expect": {"names": ["Grizzly Bears"]}}]}"#,
        "cases[0].effects[0].object",
        "\"ghost\" names none",
    );
}

#[test]
fn an_object_that_changed_zones_twice() {
    // CR 400.7: the object that moved exists no more; two objects can't both have been it.
    case_fails(
        "twice",
        r#"{"id": "x", "rules": ["400.7"], "objects": [{"id": "a", "card": "Grizzly Bears", "zone": "graveyard"}, {"id": "b", "card": "Grizzly Bears", "zone": "exile", "previous": "a"}, {"id": "c", "card": "Grizzly Bears", "previous": "a"}], "queries": [{"query": "same_name", "a": "b", "b": "c", "expect": true}]}"#,
        "cases[0].objects[2].previous",
        "objects[1] already names \"a\"",
    );
}

#[test]
fn an_object_that_was_itself() {
    // CR 400.7: a new object is new; the chain of objects it was never comes back to it.
    case_fails(
        "itself",
        r#"{"id": "x", "rules": ["400.7"], "objects": [{"id": "a", "card": "Grizzly Bears", "zone": "graveyard", "previous": "a"}], "queries": [{"query": "names", "object": "a", "expect": {"names": ["Grizzly Bears"]}}]}"#,
        "cases[0].objects[0].previous",
        "\"a\" was, through its previous objects, \"a\" itself",
    );
    case_fails(
        "circle",
        r#"{"id": "x", "rules": ["400.7"], "objects": [{"id": "a", "card": "Grizzly Bears", "zone": "graveyard", "previous": "b"}, {"id": "b", "card": "Grizzly Bears", "zone": "exile", "previous": "a"}], "queries": [{"query": "names", "object": "a", "expect": {"names": ["Grizzly Bears"]}}]}"#,
        "cases[0].objects[0].previous",
        "(CR 400.7)",
    );
}

#[test]
fn unsupported_revision() {
    let e = errors_for(
        "rev",
        &GOOD
            .replace("2025-06-FIN", "2019-01-25")
            .replace("good/one", "rev/one"),
    );
    assert_one(
        &e,
        "cr_revision",
        "unsupported Comprehensive Rules revision",
    );
}

#[test]
fn unknown_field_and_bad_enum() {
    case_fails(
        "field",
        r#"{"id": "x", "rules": ["201.2a"], "objects": [{"id": "a", "card": "Grizzly Bears", "zone": "library2"}], "queries": [{"query": "names", "object": "a", "expect": {"names": []}}]}"#,
        "cases[0].objects[0].zone",
        "unknown variant",
    );
}

/// `truename run --engine model` over the corpus `dir`, which is removed afterwards.
fn run_corpus(dir: &std::path::Path) -> std::process::Output {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_truename"))
        .args(["run", "--engine", "model", "--no-progress", "--corpus"])
        .arg(dir)
        .output()
        .unwrap();
    std::fs::remove_dir_all(dir).ok();
    out
}

#[test]
fn the_cli_reports_errors_and_still_runs_good_files() {
    let dir = std::env::temp_dir().join(format!("truename-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("good.json"), GOOD).unwrap();
    std::fs::write(dir.join("bad.json"), "{").unwrap();
    let out = run_corpus(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "a bad file makes the run fail");
    assert!(stderr.contains("bad.json"), "{stderr}");
    assert!(stdout.contains("1 cases: 1 sent (1 passed"), "{stdout}");
}

#[test]
fn a_corpus_of_only_broken_files_shows_their_errors() {
    // Nothing loads, so nothing is selected: the error must still say why, not only that the
    // corpus is empty.
    let dir = std::env::temp_dir().join(format!("truename-cli-broken-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("draft.json"), r#"{"format": "#).unwrap();
    let out = run_corpus(&dir);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("no case selected"), "{stderr}");
    assert!(
        stderr.contains("draft.json: format: expected more JSON"),
        "the load error, with its file and JSON path: {stderr}"
    );
}

#[test]
fn duplicate_keys_in_effects_and_queries() {
    // Objects refused a duplicate key already; an effect's and a query's fields (tagged
    // enums) took the last value silently.
    case_fails(
        "dup-effect",
        r#"{"id": "x", "rules": ["612.8"], "objects": [{"id": "a", "card": "Grizzly Bears"}], "effects": [{"timestamp": 1, "timestamp": 2, "effect": "set_name", "object": "a", "name": "Bob"}], "queries": [{"query": "names", "object": "a", "expect": {"names": ["Bob"]}}]}"#,
        "cases[0].effects[0]",
        "duplicate field `timestamp`",
    );
    case_fails(
        "dup-query",
        r#"{"id": "x", "rules": ["201.2a"], "objects": [{"id": "a", "card": "Grizzly Bears"}], "queries": [{"query": "same_name", "a": "a", "b": "a", "expect": false, "expect": true}]}"#,
        "cases[0].queries[0]",
        "duplicate field `expect`",
    );
}
