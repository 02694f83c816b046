//! An engine is handed a scenario and questions only: nothing it receives can hold an expected
//! answer. Checked on every corpus case, through the same runner path a real engine sees.

use std::cell::RefCell;
use truename_cases::{Case, Question, Scenario};
use truename_harness::engine::{Engine, EngineInfo, Reply};
use truename_harness::engines::model::ModelEngine;
use truename_harness::job::{load, Source};
use truename_harness::runner;

/// An engine that records, as JSON, everything it is handed, and answers nothing.
struct Recorder {
    info: EngineInfo,
    seen: RefCell<Vec<serde_json::Value>>,
}

impl Engine for Recorder {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn answer(&mut self, scenario: &Scenario, question: &Question) -> Reply {
        let handed = serde_json::json!({"scenario": scenario, "question": question});
        self.seen.borrow_mut().push(handed);
        Reply::Skip("recorder".into())
    }
}

/// Every object key anywhere in `v`.
fn keys(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                out.push(k.clone());
                keys(x, out);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| keys(x, out)),
        _ => {}
    }
}

#[test]
fn what_an_engine_is_handed_holds_no_answer() {
    let reference = ModelEngine::reference();
    let (cases, errors) = load(&Source::Embedded, reference.model()).unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    assert!(
        cases.len() > 100,
        "the corpus loaded: {} cases",
        cases.len()
    );
    let mut engine = Recorder {
        info: reference.info().clone(),
        seen: RefCell::new(Vec::new()),
    };
    runner::run(&mut engine, &cases, &reference, &|_| {});
    let seen = engine.seen.into_inner();
    let questions: usize = cases.iter().map(|lc| lc.case.queries.len()).sum();
    assert_eq!(seen.len(), questions, "every question was handed over");
    let ids: std::collections::BTreeSet<String> = seen
        .iter()
        .map(|h| h["scenario"]["id"].to_string())
        .collect();
    assert_eq!(ids.len(), cases.len(), "every case was handed over");
    for handed in &seen {
        let mut k = Vec::new();
        keys(handed, &mut k);
        for forbidden in [
            "expect",
            "provenance",
            "note",
            "description",
            "uncertain",
            "origin",
        ] {
            assert!(!k.iter().any(|x| x == forbidden), "{forbidden} in {handed}");
        }
    }
}

#[test]
fn a_question_cannot_carry_an_answer() {
    let with_answer = r#"{"query": "same_name", "a": "x", "b": "y", "expect": true}"#;
    let err = serde_json::from_str::<Question>(with_answer).unwrap_err();
    assert!(err.to_string().contains("unknown field `expect`"), "{err}");
    let case: Case = serde_json::from_str(
        r#"{"id": "c", "rules": ["201.2a"], "queries": [{"query": "same_name", "a": "x", "b": "y", "expect": true}]}"#,
    )
    .unwrap();
    let questions = serde_json::to_value(case.questions()).unwrap();
    assert_eq!(
        questions,
        serde_json::json!([{"query": "same_name", "a": "x", "b": "y"}])
    );
}
