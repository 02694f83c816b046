//! The `truename` command line end to end: output formats, exit codes, and expectation files
//! (known failures don't fail a run; a new failure, a known failure that passes, or a changed
//! skip set does).

mod common;

use std::path::PathBuf;

/// `truename ARGS`: whether it succeeded, stdout, stderr.
fn truename(args: &[&str]) -> (bool, String, String) {
    let (code, out, err) = common::truename(args);
    (code == 0, out, err)
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("truename-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn the_model_passes_and_a_mutant_fails_with_every_mismatch_listed() {
    let (ok, out, _) = truename(&["run", "--engine", "model", "--no-progress"]);
    assert!(ok, "{out}");
    assert!(out.contains(" 0 failed"), "{out}");
    let (ok, out, _) = truename(&[
        "run",
        "--engine",
        "mutant:greedy-n-or-more",
        "--no-progress",
    ]);
    assert!(!ok);
    assert!(out.contains("FAILURES"), "{out}");
    assert!(out.contains("n_or_more_different_names"), "{out}");
    assert!(out.contains("model's reasons"), "{out}");
    assert!(out.contains("CR 201.2b"), "{out}");
}

#[test]
fn filters_by_rule_and_id_glob() {
    let (ok, out, _) = truename(&[
        "run",
        "--engine",
        "model",
        "--no-progress",
        "--rule",
        "201.5a",
    ]);
    assert!(ok);
    let first = out.lines().next().unwrap_or_default().to_string();
    assert!(first.contains("cases"), "{first}");
    assert!(!out.contains("\n612.7 "), "only 201.5a cases: {out}");
    let (_, out2, _) = truename(&[
        "run",
        "--engine",
        "model",
        "--no-progress",
        "--id",
        "201.5a/*",
    ]);
    assert_eq!(out.lines().next(), out2.lines().next());
}

#[test]
fn json_and_junit_outputs() {
    let (_, out, _) = truename(&[
        "run",
        "--engine",
        "mutant:all-names-dropped",
        "--format",
        "json",
        "--no-progress",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON report");
    assert!(v["engines"][0]["totals"]["fail"].as_u64().unwrap() > 0);
    assert!(v["engines"][0]["rules"].as_array().unwrap().len() > 5);
    let (_, out, _) = truename(&[
        "run",
        "--engine",
        "mutant:all-names-dropped",
        "--format",
        "junit",
        "--no-progress",
    ]);
    assert!(out.starts_with("<?xml"), "{out}");
    assert!(out.contains("<failure"), "{out}");
    assert!(out.contains("<testsuite"), "{out}");
}

#[test]
fn expectation_files_known_failures_and_loud_passes() {
    let d = tmp("expect");
    let f = d.join("mutant.json");
    let fs = f.to_str().unwrap();
    let with_expectations = |file: &str| {
        truename(&[
            "run",
            "--engine",
            "mutant:split-both-on-stack",
            "--no-progress",
            "--expectations",
            file,
        ])
    };
    // Record the mutant's failures; with them known, the run succeeds.
    let (ok, _, _) = truename(&[
        "run",
        "--engine",
        "mutant:split-both-on-stack",
        "--no-progress",
        "--write-expectations",
        fs,
    ]);
    assert!(!ok);
    let (ok, out, _) = with_expectations(fs);
    assert!(ok, "{out}");
    assert!(out.contains("EXPECTATIONS: met"), "{out}");
    let mut e: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    // Known failures are known query by query: one more failing query in a known failure
    // (here: one the file no longer lists) fails the run.
    let queries = e["known_failing_queries"]
        .as_object()
        .expect("recorded")
        .clone();
    assert_eq!(queries.len(), e["known_failures"].as_array().unwrap().len());
    let (id, listed) = queries.iter().next().unwrap();
    assert!(!listed.as_array().unwrap().is_empty(), "{id}: {listed}");
    let mut fewer = e.clone();
    fewer["known_failing_queries"][id]
        .as_array_mut()
        .unwrap()
        .remove(0);
    std::fs::write(&f, fewer.to_string()).unwrap();
    let (ok, out, _) = with_expectations(fs);
    assert!(!ok);
    assert!(
        out.contains(&format!(
            "known failure with a NEW failing query (not in known_failing_queries): {id}"
        )),
        "{out}"
    );
    // A known failure that passes fails the run, loudly.
    e["known_failures"]
        .as_array_mut()
        .unwrap()
        .push("201.2a/face-down-pair-share-no-name".into());
    std::fs::write(&f, e.to_string()).unwrap();
    let (ok, out, _) = with_expectations(fs);
    assert!(!ok);
    assert!(out.contains("known failure now PASSES"), "{out}");
    // A failure missing from the file fails the run.
    e["known_failures"] = serde_json::json!([]);
    std::fs::write(&f, e.to_string()).unwrap();
    let (ok, out, _) = with_expectations(fs);
    assert!(!ok);
    assert!(out.contains("new failure"), "{out}");
    // A skip the file doesn't expect fails the run (the model skips nothing, so expect one).
    let g = d.join("model.json");
    std::fs::write(&g, r#"{"engine":"model","known_failures":[],"expected_skips":["201.2a/face-down-pair-share-no-name"]}"#).unwrap();
    let (ok, out, _) = truename(&[
        "run",
        "--engine",
        "model",
        "--no-progress",
        "--expectations",
        g.to_str().unwrap(),
    ]);
    assert!(!ok);
    assert!(out.contains("expected skip that ran"), "{out}");
    std::fs::remove_dir_all(&d).ok();
}

#[test]
fn schemas_are_printed() {
    for which in ["case", "protocol", "expectations"] {
        let (ok, out, _) = truename(&["schema", which]);
        assert!(ok);
        let v: serde_json::Value = serde_json::from_str(&out).expect("schema JSON");
        assert!(v.is_object() && v != serde_json::json!({}), "{which}");
    }
}

#[test]
fn explain_says_whether_the_model_agrees_with_a_written_expect() {
    let d = tmp("explain");
    let f = d.join("draft.json");
    std::fs::write(
        &f,
        r#"{"format": "truename-cases/1", "cr_revision": "2025-06-FIN", "oracle_snapshot": "truename-subset-2026-07-03",
 "cases": [{"id": "d/one", "rules": ["201.2a"], "objects": [{"id": "a", "card": "Grizzly Bears"}, {"id": "b", "card": "Grizzly Bears"}],
  "queries": [{"query": "same_name", "a": "a", "b": "b", "expect": true},
              {"query": "same_name", "a": "a", "b": "b", "expect": false},
              {"query": "names", "object": "a"}]}]}"#,
    )
    .unwrap();
    let (ok, out, err) = truename(&["explain", f.to_str().unwrap()]);
    assert!(!ok, "a disagreement fails: {out}");
    assert!(out.contains("expected: true (the model agrees)"), "{out}");
    assert!(
        out.contains("expected: false (the model DISAGREES)"),
        "{out}"
    );
    assert_eq!(
        out.matches("expected:").count(),
        2,
        "no expect, no line: {out}"
    );
    assert!(err.contains("disagrees with 1 expected answer"), "{err}");
}

#[test]
fn an_expectation_file_of_another_engine_is_warned_about() {
    let d = tmp("other-engine");
    let f = d.join("model.json");
    let (code, _, _) = common::model_expectations(&f);
    assert_eq!(code, 0);
    let judge = |engine: &str| {
        truename(&[
            "run",
            "--engine",
            engine,
            "--id",
            "201.2a/*",
            "--format",
            "json",
            "--expectations",
            f.to_str().unwrap(),
        ])
    };
    let (_, out, err) = judge("mutant:nameless-share-name");
    assert!(
        err.contains("the expectation file was written for \"model 0.1.0\"; it judges mutant:nameless-share-name 0.1.0 here"),
        "{err}"
    );
    assert!(
        out.contains("was written for"),
        "in the report's warnings: {out}"
    );
    let (ok, _, err) = judge("model");
    assert!(ok && !err.contains("was written for"), "{err}");
}
