//! An invariant finding as a case `truename run` fails on.
//!
//! An invariant relates several answers, often about boards derived from the case's (its
//! objects permuted, ids renamed, an unrelated object added). Shrinking keeps the violation,
//! not the case's own questions, so the shrunk case alone may hold questions the engine
//! answers rightly: written as it is, it would be a regression that can't fail. But the model
//! satisfies every invariant, so an engine that violates one answers some question the
//! invariant asked otherwise than the model does: that board and that question, with the
//! model's answer as the expectation, is a case that fails as long as the bug is there.

use crate::generate::fill_expectations;
use crate::invariants::{self, Invariant};
use truename_cases::{Case, EngineInfo, Expectation, Provenance, Question, Scenario};
use truename_harness::engine::{Engine, Replies, Reply};
use truename_harness::engines::model::ModelEngine;

/// `inner`, recording each call: the board, the questions and the replies.
struct Recorder<'e> {
    inner: &'e mut dyn Engine,
    calls: Vec<(Scenario, Vec<Question>, Replies)>,
}

impl Engine for Recorder<'_> {
    fn info(&self) -> &EngineInfo {
        self.inner.info()
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        let r = self.inner.run(scenario, questions);
        (self.calls).push((scenario.clone(), questions.to_vec(), r.clone()));
        r
    }

    fn incidents(&self) -> Vec<String> {
        self.inner.incidents()
    }
}

/// What the invariant `inv` says about `case` on `engine`, and the witness of a violation:
/// the first question it asked that the engine answered otherwise than the model, as a case
/// (that board, that question, the model's answer expected). `None` when the invariant holds
/// or the engine agreed with the model on every question it asked.
pub fn witness(
    engine: &mut dyn Engine,
    case: &Case,
    reference: &ModelEngine,
    inv: &Invariant,
) -> (invariants::Verdict, Option<Case>) {
    let mut rec = Recorder {
        inner: engine,
        calls: Vec::new(),
    };
    let verdict = (inv.check)(case, &mut rec, &reference.model().oracle);
    if !matches!(verdict, invariants::Verdict::Violated(_)) {
        return (verdict, None);
    }
    for (scenario, questions, replies) in rec.calls {
        let Ok(replies) = replies else { continue };
        let model = reference.replies(&scenario, &questions);
        for ((q, got), want) in questions.iter().zip(&replies).zip(&model) {
            let (Reply::Answer(g), Reply::Answer(w)) = (got, want) else {
                continue;
            };
            if g.normalized() != w.normalized() {
                let mut c = Case {
                    scenario,
                    description: String::new(),
                    uncertain: None,
                    queries: vec![Expectation {
                        question: q.clone(),
                        answer: w.normalized(),
                        provenance: Provenance::ModelUntriaged,
                        note: None,
                    }],
                    origin: case.origin.clone(),
                };
                fill_expectations(&mut c, reference);
                return (verdict, Some(c));
            }
        }
    }
    (verdict, None)
}
