//! A `skip` reply is an error reply with a reason: the runner (`truename run`, and the `cargo
//! test` trials, which judge its results) counts a skip of a question the engine was sent, so
//! whose capabilities it declares, as a failed question, exactly as an error.

use truename_cases::{Question, Scenario};
use truename_harness::engine::{Engine, EngineInfo, Reply};
use truename_harness::engines::model::ModelEngine;
use truename_harness::job::{load, Source};
use truename_harness::runner::{self, Outcome, Status};

/// An engine declaring the model's capabilities that gives one reply to every question.
struct Constant {
    info: EngineInfo,
    reply: Reply,
}

impl Engine for Constant {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn answer(&mut self, _: &Scenario, _: &Question) -> Reply {
        self.reply.clone()
    }
}

#[test]
fn the_runner_fails_a_skip_as_an_error() {
    let reference = ModelEngine::reference();
    let (cases, errors) = load(&Source::Embedded, reference.model()).unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    let mut outcomes = Vec::new();
    for reply in [Reply::Skip("can't".into()), Reply::Error("can't".into())] {
        let mut engine = Constant {
            info: reference.info().clone(),
            reply,
        };
        let results = runner::run(&mut engine, &cases, &reference, &|_| {});
        let asked: Vec<Outcome> = (results.iter().flat_map(|r| &r.questions))
            .filter(|q| q.got.is_some())
            .map(|q| q.outcome)
            .collect();
        assert!(asked.len() > 100, "{} questions asked", asked.len());
        assert!(asked.iter().all(|o| *o == Outcome::Fail));
        assert!(results.iter().all(|r| r.status != Status::Pass));
        outcomes.push(asked);
    }
    assert_eq!(outcomes[0], outcomes[1]);
}
