//! Answer provenance in process: an in-process engine whose adapter answers a question itself
//! replies `Reply::AdapterAnswer`. A right one is unverified and a wrong one an adapter error,
//! never the engine's pass or failure; a case with one never passes.

mod common;

use common::*;
use truename_cases::{Answer, EngineInfo, Question, Scenario};
use truename_harness::driven::{Driven, EngineFailure};
use truename_harness::engine::Reply;
use truename_harness::engines::model::ModelEngine;
use truename_harness::report::EngineReport;
use truename_harness::runner::{self, Outcome, Status};

/// The reference model, whose adapter answers the first question of every case itself:
/// rightly, or (`wrong`) with another answer.
struct SelfAnswering {
    model: ModelEngine,
    wrong: bool,
}

/// Another answer of the same form.
fn other(a: Answer) -> Answer {
    match a {
        Answer::Bool(b) => Answer::Bool(!b),
        Answer::Count(n) => Answer::Count(n + 1),
        Answer::Text(t) => Answer::Text(t + " nope"),
        Answer::Lines(mut l) | Answer::Objects(mut l) => {
            l.push("nope".into());
            Answer::Lines(l)
        }
        Answer::Names(mut n) => {
            n.names.push("Nope".into());
            Answer::Names(n)
        }
        Answer::Choice(mut c) => {
            c.valid = !c.valid;
            Answer::Choice(c)
        }
    }
}

impl Driven for SelfAnswering {
    fn info(&self) -> &EngineInfo {
        self.model.info()
    }

    fn run(&mut self, s: &Scenario, q: &[Question]) -> Result<Vec<Reply>, EngineFailure> {
        let mut replies = self.model.run(s, q)?;
        if let Some(Reply::Answer(a)) = replies.first().cloned() {
            let a = if self.wrong { other(a) } else { a };
            replies[0] = Reply::AdapterAnswer(a);
        }
        Ok(replies)
    }
}

/// The report of the self-answering engine over the test cases.
fn report(wrong: bool) -> EngineReport {
    let cases = cases();
    let reference = ModelEngine::reference();
    let mut engine = SelfAnswering {
        model: ModelEngine::reference(),
        wrong,
    };
    let results = runner::run(&mut engine, &cases, &reference, &|_| {});
    EngineReport::new("self-answering", "0", results, None)
}

#[test]
fn a_right_adapter_answer_is_unverified_and_its_case_no_pass() {
    let r = report(false);
    assert!(r.ok, "nothing failed");
    for c in &r.cases {
        assert_eq!(c.questions[0].outcome, Outcome::Unverified, "{}", c.id);
        let engine_verified = c.questions.iter().any(|q| q.outcome == Outcome::Pass);
        let status = if engine_verified {
            Status::Partial
        } else {
            Status::Unverified
        };
        assert_eq!(c.status, status, "{}", c.id);
    }
    assert_eq!(r.totals.pass, 0);
    assert_eq!(r.questions.unverified, r.cases.len());
}

#[test]
fn a_wrong_adapter_answer_is_an_adapter_error_not_an_engine_failure() {
    let r = report(true);
    assert!(!r.ok, "the adapter is wrong: the run fails");
    assert_eq!(r.totals.fail, 0, "no engine failure");
    assert_eq!(r.totals.adapter_error, r.cases.len());
    for c in &r.cases {
        assert_eq!(c.status, Status::AdapterError, "{}", c.id);
        assert_eq!(c.questions[0].outcome, Outcome::AdapterError, "{}", c.id);
        assert!(c.questions[0].why.is_some(), "explained: {}", c.id);
    }
}
