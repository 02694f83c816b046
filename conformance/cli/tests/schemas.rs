//! The published JSON Schemas hold for the data they describe, checked by a real validator
//! (the `jsonschema` crate): every corpus file and regression against `truename schema case`,
//! every wire message the suite sends or answers against `truename schema protocol`, a run's
//! JSON report against `truename schema report`, and expectation files against
//! `truename schema expectations`.

mod common;

use std::path::Path;
use std::process::Command;
use truename_cases::protocol::{
    encode_line, message_schemas, CaseRequest, Hello, Request, Response,
};
use truename_harness::engines::model::ModelEngine;
use truename_harness::expectations::Expectations;
use truename_harness::job::{load, Source};

fn validator(schema: &serde_json::Value) -> jsonschema::Validator {
    jsonschema::validator_for(schema).expect("the schema is a valid JSON Schema")
}

fn check(v: &jsonschema::Validator, doc: &serde_json::Value, what: &str) {
    let errors: Vec<String> = v
        .iter_errors(doc)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(
        errors.is_empty(),
        "{what} doesn't validate:\n{}",
        errors.join("\n")
    );
}

fn schema_of(which: &str) -> serde_json::Value {
    let out = Command::new(env!("CARGO_BIN_EXE_truename"))
        .args(["schema", which])
        .output()
        .unwrap();
    assert!(out.status.success());
    serde_json::from_slice(&out.stdout).expect("`truename schema` prints JSON")
}

#[test]
fn every_corpus_file_and_regression_validates_against_the_case_schema() {
    let v = validator(&schema_of("case"));
    let mut n = 0;
    for f in truename_corpus::files() {
        let doc: serde_json::Value = serde_json::from_str(f.text).unwrap();
        check(&v, &doc, f.path);
        n += 1;
    }
    assert!(n >= 19, "{n} files");
    // The schema is not vacuous: a misspelled field and a wrong `expect` type are refused.
    let mut bad: serde_json::Value =
        serde_json::from_str(truename_corpus::files().next().unwrap().text).unwrap();
    bad["cases"][0]["queries"][0]["expect"] = serde_json::json!({"no": "such answer"});
    assert!(!v.is_valid(&bad));
    let mut typo: serde_json::Value =
        serde_json::from_str(truename_corpus::files().next().unwrap().text).unwrap();
    typo["cases"][0]["descripton"] = "typo".into();
    assert!(!v.is_valid(&typo));
}

#[test]
fn every_wire_message_validates_against_the_protocol_schema() {
    let schemas = message_schemas();
    let (hello, request, response) = (
        validator(&schemas["hello"]),
        validator(&schemas["request"]),
        validator(&schemas["response"]),
    );
    let reference = ModelEngine::reference();
    let (cases, errors) = load(&Source::Embedded, reference.model()).unwrap();
    assert!(errors.is_empty());
    let line = |m: &dyn Line| -> serde_json::Value { serde_json::from_slice(&m.line()).unwrap() };
    check(
        &hello,
        &line(&Hello::new(
            truename_harness::driven::Driven::info(&reference).clone(),
        )),
        "hello",
    );
    for (i, lc) in cases.iter().enumerate() {
        let (scenario, questions) = (&lc.case.scenario, lc.case.questions());
        let req = Request::Case {
            id: i as u64 + 1,
            case: CaseRequest::new(scenario, &questions),
        };
        check(&request, &line(&req), &lc.case.scenario.id);
        let resp = Response {
            id: i as u64 + 1,
            replies: reference.replies(scenario, &questions),
        };
        check(&response, &line(&resp), &lc.case.scenario.id);
    }
    check(&request, &line(&Request::Shutdown), "shutdown");
    // Answer provenance: `answered_by` beside `answer` only, "engine" or "adapter".
    let adapter = Response {
        id: 1,
        replies: vec![truename_cases::Reply::AdapterAnswer(
            truename_cases::Answer::Bool(true),
        )],
    };
    check(&response, &line(&adapter), "an adapter's answer");
    for bad in [
        serde_json::json!({"id": 1, "replies": [{"skip": "x", "answered_by": "adapter"}]}),
        serde_json::json!({"id": 1, "replies": [{"answer": {"bool": true}, "answered_by": "suite"}]}),
    ] {
        assert!(!response.is_valid(&bad), "the schema refuses {bad}");
    }
}

/// A message as the protocol line the suite writes.
trait Line {
    fn line(&self) -> Vec<u8>;
}

impl<T: serde::Serialize> Line for T {
    fn line(&self) -> Vec<u8> {
        encode_line(self)
    }
}

#[test]
fn a_json_report_validates_against_the_report_schema() {
    let v = validator(&schema_of("report"));
    for engine in ["model", "mutant:all-names-dropped"] {
        let (_, out, _) = common::json_report(engine, &[]);
        let doc: serde_json::Value = serde_json::from_str(&out).expect("one JSON document");
        check(&v, &doc, engine);
    }
}

#[test]
fn expectation_files_validate_against_their_schema() {
    let v = validator(&schema_of("expectations"));
    // Each adapter keeps its expectation file beside it (`conformance/adapters/<engine>/`).
    let adapters = Path::new(env!("CARGO_MANIFEST_DIR")).join("../adapters");
    let mut seen = 0;
    for dir in std::fs::read_dir(&adapters).unwrap().flatten() {
        let f = dir.path().join("expectations.json");
        if !f.is_file() {
            continue;
        }
        let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&f).unwrap()).unwrap();
        check(&v, &doc, &f.display().to_string());
        Expectations::read(&f).unwrap();
        seen += 1;
    }
    assert!(
        seen >= 2,
        "phase's and manabrew's expectation files were not found in {adapters:?}"
    );
}
