//! A hunt says how many answers it compared: an engine that declares nothing is asked nothing
//! (0 answers, which `truename hunt` refuses as "nothing was checked"), the model itself
//! agrees on many.

use std::time::Duration;
use truename_cases::protocol::EngineInfo;
use truename_cases::{Question, Scenario};
use truename_gen::hunt::{hunt_with, HuntConfig};
use truename_harness::driven::Driven;
use truename_harness::engine::Reply;
use truename_harness::engines::model::ModelEngine;

/// An engine that declares no capability (and would answer nothing if asked).
struct Declares {
    info: EngineInfo,
}

impl Driven for Declares {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn run(
        &mut self,
        _: &Scenario,
        questions: &[Question],
    ) -> Result<Vec<Reply>, truename_harness::driven::EngineFailure> {
        Ok(questions
            .iter()
            .map(|_| Reply::Skip("nothing".into()))
            .collect())
    }
}

fn config() -> HuntConfig {
    HuntConfig {
        seed: 1,
        max_cases: 200,
        max_time: Duration::from_secs(60),
        ..HuntConfig::default()
    }
}

#[test]
fn an_engine_declaring_nothing_is_compared_on_nothing() {
    let reference = ModelEngine::reference();
    let mut engine = Declares {
        info: EngineInfo {
            name: "nothing".into(),
            version: "0".into(),
            capabilities: Default::default(),
        },
    };
    let rep = hunt_with(&mut engine, None, &reference, &config()).expect("hunt runs");
    assert_eq!(rep.cases, 200);
    assert_eq!(rep.answered, 0);
    assert!(rep.findings.is_empty() && rep.known.is_empty());
}

#[test]
fn the_model_agrees_with_itself_on_many_answers() {
    let reference = ModelEngine::reference();
    let mut engine = ModelEngine::reference();
    let rep = hunt_with(&mut engine, None, &reference, &config()).expect("hunt runs");
    assert!(rep.findings.is_empty());
    assert!(
        rep.answered >= rep.cases,
        "{} answers over {} cases",
        rep.answered,
        rep.cases
    );
}

/// The model, answering `true` to every `names` question: a protocol violation (an answer of
/// another form than the question's), not a wrong name.
struct WrongForm(ModelEngine);

impl Driven for WrongForm {
    fn info(&self) -> &EngineInfo {
        self.0.info()
    }

    fn run(
        &mut self,
        s: &Scenario,
        questions: &[Question],
    ) -> Result<Vec<Reply>, truename_harness::driven::EngineFailure> {
        let mut replies = self.0.run(s, questions)?;
        for (r, q) in replies.iter_mut().zip(questions) {
            if matches!(q, Question::Names { .. }) {
                *r = Reply::Answer(truename_cases::Answer::Bool(true));
            }
        }
        Ok(replies)
    }
}

#[test]
fn an_answer_of_the_wrong_form_is_an_engine_limitation_never_a_divergence() {
    let reference = ModelEngine::reference();
    let mut engine = WrongForm(ModelEngine::reference());
    let rep = hunt_with(&mut engine, None, &reference, &config()).expect("hunt runs");
    assert!(
        rep.findings.is_empty() && rep.known.is_empty(),
        "{}",
        rep.summary()
    );
    assert!(
        rep.limitations.groups.values().any(|g| g
            .example
            .contains("protocol violation: answered true to a names question")),
        "{:?}",
        rep.limitations
    );
}
