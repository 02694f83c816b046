//! `hunt` generates cases on a thread of its own, ahead of the engine; the engine must still
//! see a seed's cases in seed order, one at a time, so a hunt replays exactly: the same seed
//! gives the same findings at the same case numbers, and a finding's case number is that of
//! the first generated case the engine diverges on.

use std::time::Duration;
use truename_gen::generate::{generate_filled, pools::Pools, SeededSource};
use truename_gen::hunt::{case_seed, diverges, hunt_with, HuntConfig};
use truename_harness::engines::model::ModelEngine;
use truename_model::quirks::Quirk;

fn config() -> HuntConfig {
    HuntConfig {
        seed: 3,
        max_cases: 400,
        max_time: Duration::from_secs(120),
        ..HuntConfig::default()
    }
}

fn mutant() -> ModelEngine {
    ModelEngine::mutant(Quirk::AllNamesDropped)
}

#[test]
fn a_hunt_replays_exactly_and_finds_the_first_divergence_in_seed_order() {
    let reference = ModelEngine::reference();
    let findings = |r: &truename_gen::hunt::HuntReport| -> Vec<(String, usize)> {
        r.findings
            .iter()
            .map(|f| (f.signature.clone(), f.at_case))
            .collect()
    };
    let first = hunt_with(&mut mutant(), None, &reference, &config()).expect("hunt runs");
    let again = hunt_with(&mut mutant(), None, &reference, &config()).expect("hunt runs");
    assert_eq!(first.cases, 400);
    assert!(!first.findings.is_empty(), "the mutant was not found");
    assert_eq!(findings(&first), findings(&again));
    assert_eq!(first.known, again.known);
    assert_eq!(first.answered, again.answered);

    // Replayed one at a time: the first finding is at the first case (1-based) the mutant
    // diverges on, and every diverging case was counted once (new or known signature).
    let pools = Pools::new(reference.model());
    let mut engine = mutant();
    let diverging: Vec<usize> = (0..400u64)
        .filter(|&i| {
            let mut src = SeededSource::new(case_seed(3, i));
            let case = generate_filled(&mut src, &reference, &pools, "order");
            !case.queries.is_empty() && diverges(&mut engine, &case, &reference)
        })
        .map(|i| i as usize + 1)
        .collect();
    assert_eq!(diverging.first(), Some(&first.findings[0].at_case));
    assert!(first.flaky.is_empty());
    assert_eq!(diverging.len(), first.findings.len() + first.known_count());
}
