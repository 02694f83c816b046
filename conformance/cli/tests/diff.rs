//! `truename diff` on crafted report pairs, each change classified as it must be (a wrong
//! classification fails the test), bad input refused with exit status 2 naming the file and
//! JSON path, and real reports (the model against a mutant) compared end to end.

mod common;

use common::truename;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

/// A fresh directory for one test's files.
fn dir(name: &str) -> PathBuf {
    common::fresh_dir(
        Path::new(env!("CARGO_TARGET_TMPDIR")),
        &format!("diff-{name}"),
    )
}

/// A question result: its outcome and the engine's boolean answer (`None`: not asked).
fn q(index: usize, outcome: &str, got: Option<bool>) -> Value {
    let mut v = json!({
        "index": index,
        "question": {"query": "same_name", "a": "x", "b": "y"},
        "expected": {"bool": true},
        "outcome": outcome,
    });
    if let Some(b) = got {
        v["got"] = json!({"answer": {"bool": b}});
    }
    v
}

fn case(id: &str, rules: &[&str], status: &str, questions: Vec<Value>) -> Value {
    json!({"id": id, "file": "c.json", "rules": rules, "status": status,
           "questions": questions, "seconds": 0.0})
}

fn engine(name: &str, version: &str, cases: Vec<Value>) -> Value {
    json!({"engine": name, "version": version, "cases": cases})
}

fn report(engines: Vec<Value>) -> Value {
    json!({
        "format": "truename-report/1",
        "cr_revision": "2025-06-FIN",
        "oracle_snapshot": "snap-1",
        "complete": true,
        "ok": false,
        "load_errors": [],
        "problems": [],
        "warnings": [],
        "model_disagreements": [],
        "engines": engines,
    })
}

fn write(d: &Path, name: &str, v: &Value) -> String {
    let p = d.join(name);
    std::fs::write(&p, serde_json::to_string_pretty(v).unwrap()).unwrap();
    p.display().to_string()
}

/// Diffs two documents as JSON: the exit status and the document.
fn diff(name: &str, old: &Value, new: &Value, extra: &[&str]) -> (i32, Value, String) {
    let d = dir(name);
    let (o, n) = (write(&d, "old.json", old), write(&d, "new.json", new));
    let (code, out, err) = truename(&[&["diff", "--format", "json", &o, &n], extra].concat());
    let doc = serde_json::from_str(&out).unwrap_or(Value::Null);
    (code, doc, err)
}

/// The changed cases of the only engine of the only step: (id, kind).
fn kinds(doc: &Value) -> Vec<(String, String)> {
    doc["steps"][0]["engines"][0]["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let s = |k: &str| c[k].as_str().unwrap().to_string();
            (s("id"), s("kind"))
        })
        .collect()
}

fn pair(old_cases: Vec<Value>, new_cases: Vec<Value>) -> (Value, Value) {
    (
        report(vec![engine("e", "1.0", old_cases)]),
        report(vec![engine("e", "1.1", new_cases)]),
    )
}

fn steady() -> Value {
    case("steady", &["201.2"], "pass", vec![q(0, "pass", Some(true))])
}

#[test]
fn a_case_that_passed_and_now_fails_is_a_regression_and_exits_1() {
    let (old, new) = pair(
        vec![
            steady(),
            case("r", &["201.2a"], "pass", vec![q(0, "pass", Some(true))]),
        ],
        vec![
            steady(),
            case("r", &["201.2a"], "fail", vec![q(0, "fail", Some(false))]),
        ],
    );
    let (code, doc, err) = diff("regression", &old, &new, &[]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(kinds(&doc), [("r".into(), "newly_failing".into())]);
    let e = &doc["steps"][0]["engines"][0];
    assert_eq!(e["regressed"], true);
    assert_eq!(doc["regressed"], true);
    let question = &e["cases"][0]["questions"][0];
    assert_eq!(question["old_outcome"], "pass");
    assert_eq!(question["new_outcome"], "fail");
    assert_eq!(question["old_got"], json!({"answer": {"bool": true}}));
    assert_eq!(question["new_got"], json!({"answer": {"bool": false}}));
    assert_eq!(question["expected"], json!({"bool": true}));
    // The per-rule summary charges it to its rule only.
    let rules = e["rules"].as_array().unwrap();
    let row = |r: &str| rules.iter().find(|x| x["rule"] == r).unwrap().clone();
    assert_eq!(row("201.2a")["changes"]["newly_failing"], 1);
    assert_eq!(row("201.2a")["old"]["pass"], 1);
    assert_eq!(row("201.2a")["new"]["fail"], 1);
    assert_eq!(row("201.2")["changes"]["newly_failing"], 0);
}

#[test]
fn a_skipped_case_that_now_fails_is_newly_failing_too() {
    let (old, new) = pair(
        vec![case("s", &["201.2"], "skip", vec![q(0, "skip", None)])],
        vec![case(
            "s",
            &["201.2"],
            "fail",
            vec![q(0, "fail", Some(false))],
        )],
    );
    let (code, doc, _) = diff("skip-to-fail", &old, &new, &[]);
    assert_eq!(code, 1);
    assert_eq!(kinds(&doc), [("s".into(), "newly_failing".into())]);
}

#[test]
fn a_fix_is_newly_passing_and_exits_0() {
    let (old, new) = pair(
        vec![
            steady(),
            case("f", &["612.8"], "fail", vec![q(0, "fail", Some(false))]),
        ],
        vec![
            steady(),
            case("f", &["612.8"], "pass", vec![q(0, "pass", Some(true))]),
        ],
    );
    let (code, doc, err) = diff("fix", &old, &new, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(kinds(&doc), [("f".into(), "newly_passing".into())]);
    assert_eq!(doc["steps"][0]["engines"][0]["changes"]["newly_passing"], 1);
    assert_eq!(doc["regressed"], false);
}

#[test]
fn a_changed_answer_in_a_case_still_failing_is_listed_with_both_answers() {
    let (old, new) = pair(
        vec![case(
            "c",
            &["201.2"],
            "fail",
            vec![q(0, "fail", Some(false)), q(1, "pass", Some(true))],
        )],
        vec![case(
            "c",
            &["201.2"],
            "fail",
            vec![q(0, "skip", None), q(1, "pass", Some(true))],
        )],
    );
    let (code, doc, _) = diff("changed", &old, &new, &[]);
    assert_eq!(code, 0);
    assert_eq!(kinds(&doc), [("c".into(), "changed".into())]);
    let qs = doc["steps"][0]["engines"][0]["cases"][0]["questions"]
        .as_array()
        .unwrap();
    assert_eq!(qs.len(), 1, "only the question that changed: {qs:?}");
    assert_eq!(qs[0]["index"], 0);
    assert_eq!(qs[0]["old_got"], json!({"answer": {"bool": false}}));
    assert_eq!(qs[0]["new_got"], Value::Null);
}

#[test]
fn a_question_newly_failing_in_a_failing_case_is_counted_and_fails_only_a_strict_diff() {
    let (old, new) = pair(
        vec![case(
            "w",
            &["201.2"],
            "fail",
            vec![q(0, "fail", Some(false)), q(1, "pass", Some(true))],
        )],
        vec![case(
            "w",
            &["201.2"],
            "fail",
            vec![q(0, "fail", Some(false)), q(1, "fail", Some(false))],
        )],
    );
    let (code, doc, _) = diff("worse", &old, &new, &[]);
    assert_eq!(code, 0, "the case's status didn't change");
    let (code, _, err) = diff("worse-strict", &old, &new, &["--strict"]);
    assert_eq!(code, 1, "--strict: the engine lost ground");
    assert!(err.contains("1 question(s) newly failing"), "{err}");
    // A case removed, or newly skipped, is lost ground too; a case added is not.
    let gone = || case("gone", &["201.2"], "pass", vec![q(0, "pass", Some(true))]);
    let skipped = case("gone", &["201.2"], "skip", vec![q(0, "skip", None)]);
    for (name, new_cases) in [
        ("removed", vec![steady()]),
        ("skipped", vec![steady(), skipped]),
    ] {
        let (before, after) = pair(vec![steady(), gone()], new_cases);
        let (code, _, _) = diff(name, &before, &after, &[]);
        assert_eq!(code, 0, "{name}: no case newly failing");
        let (code, _, err) = diff(&format!("{name}-strict"), &before, &after, &["--strict"]);
        assert_eq!(code, 1, "{name} --strict: {err}");
    }
    let (before, after) = pair(vec![steady()], vec![steady(), gone()]);
    let (code, _, err) = diff("added-strict", &before, &after, &["--strict"]);
    assert_eq!(code, 0, "a case added loses nothing: {err}");
    assert_eq!(kinds(&doc), [("w".into(), "changed".into())]);
    assert_eq!(doc["steps"][0]["engines"][0]["questions_newly_failing"], 1);
    let d = dir("worse-text");
    let (o, n) = (write(&d, "old.json", &old), write(&d, "new.json", &new));
    let (_, text, _) = truename(&["diff", &o, &n]);
    assert!(text.contains("1 question(s) newly failing"), "{text}");
}

#[test]
fn the_verdict_outcomes_are_classified_an_adapter_error_fails_and_unverified_is_no_pass() {
    // (old status, old question outcome, new status, new question outcome, kind)
    let transitions = [
        (
            "pass",
            "pass",
            "adapter_error",
            "adapter_error",
            Some("newly_failing"),
        ),
        (
            "adapter_error",
            "adapter_error",
            "pass",
            "pass",
            Some("newly_passing"),
        ),
        (
            "pass",
            "pass",
            "unverified",
            "unverified",
            Some("newly_open"),
        ),
        ("pass", "pass", "partial", "pass", Some("newly_open")),
        ("partial", "skip", "pass", "pass", Some("newly_passing")),
        ("fail", "fail", "disputed", "disputed", Some("newly_open")),
        (
            "disputed",
            "disputed",
            "fail",
            "fail",
            Some("newly_failing"),
        ),
        ("unverified", "unverified", "partial", "unverified", None),
    ];
    for (i, (os, oq, ns, nq, kind)) in transitions.into_iter().enumerate() {
        let (old, new) = pair(
            vec![case("v", &["201.2"], os, vec![q(0, oq, Some(true))])],
            vec![case("v", &["201.2"], ns, vec![q(0, nq, Some(true))])],
        );
        let (code, doc, err) = diff(&format!("verdict-{i}"), &old, &new, &[]);
        let listed = kinds(&doc);
        match kind {
            Some(k) => assert_eq!(listed, [("v".into(), k.into())], "{os} → {ns}: {err}"),
            // Same class, same questions and answers: nothing to list.
            None => assert!(listed.is_empty(), "{os} → {ns}: {listed:?}"),
        }
        assert_eq!(
            code,
            i32::from(kind == Some("newly_failing")),
            "{os} → {ns}"
        );
    }
}

#[test]
fn a_case_answered_before_and_now_skipped_is_newly_skipped_not_a_pass() {
    let (old, new) = pair(
        vec![case(
            "k",
            &["201.2"],
            "pass",
            vec![q(0, "pass", Some(true))],
        )],
        vec![case(
            "k",
            &["201.2"],
            "skip",
            vec![q(0, "unsupported", None)],
        )],
    );
    let (code, doc, _) = diff("skipped", &old, &new, &[]);
    assert_eq!(code, 0);
    assert_eq!(kinds(&doc), [("k".into(), "newly_skipped".into())]);
}

#[test]
fn cases_added_and_removed_are_listed_apart_and_an_unchanged_case_is_not() {
    let (old, new) = pair(
        vec![
            steady(),
            case("gone", &["201.2"], "pass", vec![q(0, "pass", Some(true))]),
        ],
        vec![
            steady(),
            case("new", &["201.3"], "fail", vec![q(0, "fail", Some(false))]),
        ],
    );
    let (code, doc, _) = diff("added", &old, &new, &[]);
    assert_eq!(code, 0, "an added failing case is not a regression");
    assert_eq!(
        kinds(&doc),
        [
            ("new".into(), "added".into()),
            ("gone".into(), "removed".into())
        ]
    );
}

#[test]
fn runs_of_different_revisions_are_refused_unless_asked_for() {
    let (old, mut new) = pair(vec![steady()], vec![steady()]);
    new["cr_revision"] = "2026-02-FIN".into();
    let (code, _, err) = diff("revisions", &old, &new, &[]);
    assert_eq!(code, 2);
    assert!(
        err.contains("old.json: at $.cr_revision") && err.contains("--allow-revision-change"),
        "{err}"
    );
    let (code, doc, _) = diff("revisions-ok", &old, &new, &["--allow-revision-change"]);
    assert_eq!(code, 0);
    assert!(doc["warnings"][0].as_str().unwrap().contains("CR revision"));
    let (old, mut new) = pair(vec![steady()], vec![steady()]);
    new["oracle_snapshot"] = "snap-2".into();
    let (code, _, err) = diff("oracle", &old, &new, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("at $.oracle_snapshot"), "{err}");
}

#[test]
fn bad_input_exits_2_naming_the_file_and_the_json_path() {
    let (old, mut new) = pair(vec![steady()], vec![steady()]);
    new["engines"][0]["cases"][0]["questions"][0]["outcome"] = "passed".into();
    let (code, _, err) = diff("unknown-outcome", &old, &new, &[]);
    assert_eq!(code, 2);
    assert!(
        err.contains("new.json: at $.engines[0].cases[0].questions[0].outcome")
            && err.contains("unknown outcome \"passed\""),
        "{err}"
    );
    let mut typed = old.clone();
    typed["engines"][0]["cases"][0]["rules"] = json!("201.2");
    let (code, _, err) = diff("wrong-type", &typed, &new, &[]);
    assert_eq!(code, 2);
    assert!(
        err.contains("old.json: at $.engines[0].cases[0].rules: expected an array"),
        "{err}"
    );
    let mut other = old.clone();
    other["format"] = "truename-diff/1".into();
    let (code, _, err) = diff("wrong-format", &other, &old, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("at $.format"), "{err}");
    let mut interrupted = old.clone();
    interrupted["complete"] = false.into();
    let (code, _, err) = diff("incomplete", &interrupted, &old, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("at $.complete"), "{err}");
    let mut empty = old.clone();
    empty["engines"][0]["cases"] = json!([]);
    let (code, _, err) = diff("empty", &old, &empty, &[]);
    assert_eq!(code, 2, "nothing compared is not a pass");
    assert!(err.contains("at $.engines[0].cases"), "{err}");
    let d = dir("not-json");
    let o = write(&d, "old.json", &old);
    std::fs::write(d.join("new.json"), "{ not json").unwrap();
    let n = d.join("new.json").display().to_string();
    let (code, _, err) = truename(&["diff", &o, &n]);
    assert_eq!(code, 2);
    assert!(err.contains("new.json: at $: not JSON"), "{err}");
}

#[test]
fn engines_are_matched_by_name_or_picked_on_each_side() {
    let a_pass = engine("a", "1", vec![steady()]);
    let b_pass = engine("b", "1", vec![steady()]);
    let failing = case(
        "steady",
        &["201.2"],
        "fail",
        vec![q(0, "fail", Some(false))],
    );
    let b_fail = engine("b", "2", vec![failing.clone()]);
    let old = report(vec![a_pass.clone(), b_pass.clone()]);
    let new = report(vec![b_fail.clone(), a_pass.clone()]);
    let (code, doc, err) = diff("by-name", &old, &new, &[]);
    assert_eq!(code, 1, "{err}");
    let engines = doc["steps"][0]["engines"].as_array().unwrap();
    let pairs: Vec<(&str, &str, bool)> = engines
        .iter()
        .map(|e| {
            (
                e["old_engine"].as_str().unwrap(),
                e["new_engine"].as_str().unwrap(),
                e["regressed"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(pairs, [("a", "a", false), ("b", "b", true)]);
    // An engine on one side only can't be matched: refused, with the flags named.
    let renamed = report(vec![a_pass.clone(), engine("c", "2", vec![failing])]);
    let (code, _, err) = diff("unmatched", &old, &renamed, &[]);
    assert_eq!(code, 2);
    assert!(
        err.contains("engine \"b\" has no engine of that name") && err.contains("--old-engine"),
        "{err}"
    );
    let (code, doc, _) = diff(
        "picked",
        &old,
        &renamed,
        &["--old-engine", "b", "--new-engine", "c"],
    );
    assert_eq!(code, 1);
    assert_eq!(kinds(&doc), [("steady".into(), "newly_failing".into())]);
    let (code, _, err) = diff("picked-missing", &old, &renamed, &["--engine", "z"]);
    assert_eq!(code, 2);
    assert!(err.contains("no engine named \"z\""), "{err}");
}

/// Runs the embedded corpus against an engine, writing its JSON report.
fn run_report(d: &Path, engine: &str) -> String {
    let path = d.join(format!("{}.json", engine.replace(':', "-")));
    let p = path.display().to_string();
    common::json_report(engine, &["--output", &p]);
    p
}

#[test]
fn real_reports_the_model_against_a_mutant_show_the_mutants_breakage() {
    let d = dir("real");
    let model = run_report(&d, "model");
    let mutant = run_report(&d, "mutant:all-names-dropped");
    let (code, out, err) = truename(&["diff", "--format", "json", &model, &mutant]);
    assert_eq!(code, 1, "{err}");
    let doc: Value = serde_json::from_str(&out).unwrap();
    let e = &doc["steps"][0]["engines"][0];
    assert_eq!(
        (e["old_engine"].as_str(), e["new_engine"].as_str()),
        (Some("model"), Some("mutant:all-names-dropped"))
    );
    let failing: Vec<&Value> = e["cases"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["kind"] == "newly_failing")
        .collect();
    assert!(!failing.is_empty());
    // Every case listed as newly failing fails in the mutant's own report and passed in the
    // model's; no other case went from passing to failing.
    let statuses = |path: &str| -> Vec<(String, String)> {
        let r: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        r["engines"][0]["cases"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                (
                    c["id"].as_str().unwrap().into(),
                    c["status"].as_str().unwrap().into(),
                )
            })
            .collect()
    };
    let (before, after) = (statuses(&model), statuses(&mutant));
    let expected: Vec<&String> = after
        .iter()
        .filter(|(id, s)| s == "fail" && before.iter().any(|(i, b)| i == id && b == "pass"))
        .map(|(id, _)| id)
        .collect();
    let listed: Vec<&str> = failing.iter().map(|c| c["id"].as_str().unwrap()).collect();
    assert_eq!(listed, expected);
    // The other way round it is all fixes, and exits 0.
    let (code, _, _) = truename(&["diff", &mutant, &model]);
    assert_eq!(code, 0);
    // The human and markdown forms name the regressed cases.
    for format in ["human", "markdown"] {
        let (_, text, _) = truename(&["diff", "--format", format, &model, &mutant]);
        assert!(
            listed.iter().all(|id| text.contains(id)),
            "{format}: {text}"
        );
    }
}
