//! An invariant finding as a case `truename run` fails on.
//!
//! An invariant relates several answers, often about boards derived from the case's (its
//! objects permuted, ids renamed, an unrelated object added). Shrinking keeps the violation,
//! not the case's own questions, so the shrunk case alone may hold questions the engine
//! answers rightly: written as it is, it would be a regression that can't fail. But the model
//! satisfies every invariant, so an engine that violates one answers some question the
//! invariant asked otherwise than the model does: that board and that question, with the
//! model's answer as the expectation, is a case that fails as long as the bug is there.

use crate::generate::apply_answers;
use crate::invariants::{self, Invariant};
use crate::recording::{Call, Keep, Recorder, SharedModel};
use truename_cases::{Case, Expectation, Provenance, Question, Scenario};
use truename_harness::driven::Driven;
use truename_harness::engine::Reply;
use truename_harness::engines::model::ModelEngine;

/// A violation's witness: a case holding a question the invariant asked, on its board.
#[derive(Clone, Debug)]
pub struct Witness {
    /// The board and question(s), each expecting the model's answer.
    pub case: Case,
    /// The engine answered its question otherwise than the model: the case fails on the
    /// engine. `false`: the engine agreed with the model on every question the invariant asked,
    /// so the model contradicts the invariant too; the case holds the questions of the
    /// invariant's last call, the one that showed the violation, with the model's answers
    /// (marked untriaged and noted): an answer the rules may say is wrong.
    pub engine_differs: bool,
}

/// What the invariant `inv` says about `case` on `engine`, and the witness of a violation:
/// the first question it asked that the engine answered otherwise than the model, as a case
/// (that board, that question, the model's answer expected); or, when the engine agreed with
/// the model on every question, the questions of the invariant's last call (the one that showed
/// the violation), so a finding against the model itself still holds the contradicting
/// question. `None` when the invariant holds or asked nothing.
pub fn witness(
    engine: &mut dyn Driven,
    case: &Case,
    reference: &ModelEngine,
    inv: &Invariant,
) -> (invariants::Verdict, Option<Witness>) {
    let mut rec = Recorder::new(engine, Keep::Calls);
    let verdict = (inv.check)(case, &mut rec, &reference.model().oracle);
    if !matches!(verdict, invariants::Verdict::Violated(_)) {
        return (verdict, None);
    }
    // The model's answers to the engine's calls, each board evaluated once (a witness's case
    // is filled from the evaluation its call's answers came from).
    let mut model = SharedModel::new(reference);
    let calls = rec.into_calls();
    let last = calls.last().cloned();
    for Call {
        scenario,
        questions,
        replies,
    } in calls
    {
        let Ok(replies) = replies else { continue };
        let answers = model.explain(&scenario, &questions);
        for ((q, got), want) in questions.iter().zip(&replies).zip(&answers) {
            let (Reply::Answer(g), Ok((w, _))) = (got, want) else {
                continue;
            };
            if g.normalized() != w.normalized() {
                let c = as_case(case, scenario, vec![q.clone()], &mut model, None);
                let w = Witness {
                    case: c,
                    engine_differs: true,
                };
                return (verdict, Some(w));
            }
        }
    }
    let w = last.map(|call| {
        let note = format!(
            "the model's answer: with it, invariant {} ({}) is violated; triage it by the rules",
            inv.name, inv.rule
        );
        Witness {
            case: as_case(case, call.scenario, call.questions, &mut model, Some(note)),
            engine_differs: false,
        }
    });
    (verdict, w)
}

/// A case of `questions` on `scenario`, each expecting the model's answer.
fn as_case(
    case: &Case,
    scenario: Scenario,
    questions: Vec<Question>,
    model: &mut SharedModel<'_>,
    note: Option<String>,
) -> Case {
    let answers = model.explain(&scenario, &questions);
    let queries = questions
        .into_iter()
        .zip(&answers)
        .filter_map(|(question, r)| match r {
            Ok((a, _)) => Some(Expectation {
                question,
                answer: a.normalized(),
                provenance: Provenance::ModelUntriaged,
                note: note.clone(),
            }),
            Err(_) => None,
        })
        .collect();
    let mut c = Case {
        scenario,
        description: String::new(),
        uncertain: None,
        queries,
        origin: case.origin.clone(),
    };
    apply_answers(&mut c, answers.into_iter().filter(Result::is_ok).collect());
    c
}
