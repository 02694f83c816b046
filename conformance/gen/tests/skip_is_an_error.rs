//! A `skip` reply means one thing in every route: an error reply with a reason (the engine
//! can't answer a question whose capabilities it declares). `truename run` and the `cargo
//! test` trials count it as a failed question, as an error; `hunt` and the fuzz oracle, which
//! look for wrong answers, list it as an engine limitation, as an error, never a finding.

use std::time::Duration;
use truename_cases::protocol::EngineInfo;
use truename_cases::{Capability, Question, Scenario};
use truename_gen::fuzzing;
use truename_gen::hunt::{hunt_with, HuntConfig};
use truename_harness::engine::{Engine, Reply};
use truename_harness::engines::model::ModelEngine;

/// An engine that declares every capability and gives one reply to every question.
struct Declares {
    info: EngineInfo,
    reply: Reply,
}

impl Declares {
    fn new(reply: Reply) -> Declares {
        Declares {
            info: EngineInfo {
                name: "declares-all".into(),
                version: "0".into(),
                capabilities: Capability::ALL.iter().copied().collect(),
            },
            reply,
        }
    }
}

impl Engine for Declares {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn answer(&mut self, _: &Scenario, _: &Question) -> Reply {
        self.reply.clone()
    }
}

fn skip() -> Reply {
    Reply::Skip("can't".into())
}

fn error() -> Reply {
    Reply::Error("can't".into())
}

#[test]
fn the_fuzz_oracle_takes_a_skip_as_an_error() {
    let mut rng = fastrand::Rng::with_seed(7);
    let mut asked = 0;
    for _ in 0..50 {
        let bytes: Vec<u8> = (0..256).map(|_| rng.u8(..)).collect();
        let case = fuzzing::decode_case(&bytes);
        asked += case.queries.len();
        let by_skip = fuzzing::differential_filled(&case, &mut Declares::new(skip()));
        let by_error = fuzzing::differential_filled(&case, &mut Declares::new(error()));
        assert_eq!(by_skip.is_ok(), by_error.is_ok(), "{by_skip:?}");
        assert!(by_skip.is_ok(), "{by_skip:?}");
    }
    assert!(asked > 0, "the decoded cases asked questions");
}

#[test]
fn a_hunt_takes_a_skip_as_an_error() {
    let reference = ModelEngine::reference();
    let config = HuntConfig {
        seed: 1,
        max_cases: 50,
        max_time: Duration::from_secs(60),
        ..HuntConfig::default()
    };
    let by_skip = hunt_with(&mut Declares::new(skip()), None, &reference, &config).unwrap();
    let by_error = hunt_with(&mut Declares::new(error()), None, &reference, &config).unwrap();
    assert_eq!(by_skip.cases, 50);
    assert!(by_skip.findings.is_empty(), "{:?}", by_skip.findings);
    assert!(by_error.findings.is_empty(), "{:?}", by_error.findings);
    assert!(!by_skip.limitations.groups.is_empty() && !by_error.limitations.groups.is_empty());
}
