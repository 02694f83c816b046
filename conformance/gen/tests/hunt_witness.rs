//! An invariant finding is written as a case `truename run` fails on: the board and question
//! the engine answered otherwise than the model, among those the invariant asked (a shrunk
//! invariant finding used to keep only questions the engine answers rightly: a regression
//! that could never fail).

use std::path::PathBuf;
use std::time::Duration;
use truename_gen::hunt::{hunt_with, HuntConfig};
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::LoadedCase;
use truename_harness::runner::{self, Status};
use truename_model::quirks::Quirk;

#[test]
fn every_invariant_finding_fails_on_the_engine_and_passes_on_the_model() {
    let reference = ModelEngine::reference();
    let mutant = || ModelEngine::mutant(Quirk::DifferentNamesCountsNameless);
    let cfg = HuntConfig {
        seed: 1,
        max_cases: 400,
        max_time: Duration::from_secs(120),
        invariants: true,
        ..HuntConfig::default()
    };
    let rep = hunt_with(&mut mutant(), None, &reference, &cfg).expect("hunt runs");
    let invariant_findings: Vec<_> = (rep.findings.iter())
        .filter(|f| f.signature.starts_with("invariant|"))
        .collect();
    assert!(!invariant_findings.is_empty(), "{}", rep.summary());
    for f in invariant_findings {
        let lc = LoadedCase {
            file: PathBuf::from("hunt"),
            index: 0,
            case: f.case.clone(),
            oracle_snapshot: reference.model().oracle.snapshot.clone(),
        };
        let run = |e: &mut ModelEngine| {
            runner::run(e, std::slice::from_ref(&lc), &reference, &|_| {}).remove(0)
        };
        assert_eq!(
            run(&mut mutant()).status,
            Status::Fail,
            "{}: {:?}",
            f.kind,
            f.case
        );
        assert_eq!(
            run(&mut ModelEngine::reference()).status,
            Status::Pass,
            "{}",
            f.kind
        );
        assert!(
            f.kind
                .contains("the question below is one the invariant asked"),
            "{}",
            f.kind
        );
    }
}
