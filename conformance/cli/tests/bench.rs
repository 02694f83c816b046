//! `truename bench`: its JSON report validates against `truename schema bench` (a real JSON
//! Schema validator), holds the figures asked for with finite values, and `--only` matching
//! nothing fails closed. No figure's value is judged here: timing belongs to the benchmark.

use std::process::Command;

fn truename(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_truename"))
        .args(args)
        .output()
        .expect("truename runs")
}

#[test]
fn the_json_report_validates_and_holds_the_figures_asked_for() {
    let schema: serde_json::Value =
        serde_json::from_slice(&truename(&["schema", "bench"]).stdout).expect("schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid JSON Schema");
    let out = truename(&[
        "bench",
        "--quick",
        "--json",
        "--only",
        "same_name",
        "--only",
        "fuzz_protocol",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let errors: Vec<String> = validator
        .iter_errors(&report)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    let names: Vec<&str> = report["figures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["same_name_100", "fuzz_protocol_decoder"]);
    for f in report["figures"].as_array().unwrap() {
        let v = f["value"].as_f64().unwrap();
        assert!(v.is_finite() && v > 0.0, "{f}");
        assert!(f["baseline_ratio"].as_f64().unwrap() > 0.0, "{f}");
        assert!(f["meets_goal"].is_boolean(), "both figures have goals: {f}");
    }
    assert!(report["baseline_seconds"].as_f64().unwrap() > 0.0);
}

#[test]
fn a_filter_matching_no_figure_is_a_usage_error() {
    let out = truename(&["bench", "--quick", "--only", "no_such_figure"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("matches no figure"));
}

#[test]
fn each_filter_must_match_a_figure_even_beside_one_that_does() {
    let out = truename(&[
        "bench",
        "--quick",
        "--only",
        "same_name_100",
        "--only",
        "differential",
    ]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "a prefix that matches nothing measures nothing"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--only differential matches no figure"),
        "{err}"
    );
    assert!(
        err.contains("fuzz_differential"),
        "the figures are listed: {err}"
    );
}
