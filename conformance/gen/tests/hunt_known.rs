//! A finding is known when it shows a known failure's bug: a divergence of the same signature
//! as one of the known failing queries, and also an invariant finding whose witness question
//! shows that bug (it used to be reported as new every night).

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::time::Duration;
use truename_gen::hunt::{hunt_with, known_signatures, HuntConfig};
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::LoadedCase;
use truename_model::quirks::Quirk;

fn mutant() -> ModelEngine {
    ModelEngine::mutant(Quirk::DifferentNamesCountsNameless)
}

fn config() -> HuntConfig {
    HuntConfig {
        seed: 1,
        max_cases: 400,
        max_time: Duration::from_secs(300),
        invariants: true,
        ..HuntConfig::default()
    }
}

fn loaded(case: &truename_cases::Case, reference: &ModelEngine) -> LoadedCase {
    LoadedCase {
        file: PathBuf::from("hunt"),
        index: 0,
        case: case.clone(),
        oracle_snapshot: reference.model().oracle.snapshot.clone(),
    }
}

#[test]
fn an_invariant_finding_whose_witness_shows_a_known_bug_is_known() {
    let reference = ModelEngine::reference();
    let rep = hunt_with(&mut mutant(), None, &reference, &config()).expect("hunt runs");
    let witnesses: Vec<LoadedCase> = (rep.findings.iter())
        .filter(|f| f.signature.starts_with("invariant|"))
        .map(|f| loaded(&f.case, &reference))
        .collect();
    assert!(!witnesses.is_empty(), "{}", rep.summary());
    // The witnesses' bugs, as an expectation file's known failures would show them.
    let none = BTreeMap::new();
    let known = known_signatures(&mut mutant(), &witnesses, &reference, &none);
    assert!(!known.is_empty());
    let cfg = HuntConfig { known, ..config() };
    let again = hunt_with(&mut mutant(), None, &reference, &cfg).expect("hunt runs");
    let new_invariant: Vec<&str> = (again.findings.iter())
        .map(|f| f.signature.as_str())
        .filter(|s| s.starts_with("invariant|"))
        .collect();
    assert!(new_invariant.is_empty(), "{}", again.summary());
    assert!(!again.known.is_empty());
}

#[test]
fn only_the_listed_failing_queries_of_a_known_failure_make_signatures() {
    let reference = ModelEngine::reference();
    let rep = hunt_with(&mut mutant(), None, &reference, &config()).expect("hunt runs");
    let f = rep
        .findings
        .iter()
        .find(|f| !f.signature.starts_with("invariant|"))
        .expect("a divergence");
    let lc = loaded(&f.case, &reference);
    let id = f.case.scenario.id.clone();
    let all = known_signatures(
        &mut mutant(),
        std::slice::from_ref(&lc),
        &reference,
        &BTreeMap::new(),
    );
    assert!(all.contains(&f.signature), "{all:?}");
    let elsewhere = BTreeMap::from([(id, BTreeSet::from([usize::MAX]))]);
    let listed = known_signatures(&mut mutant(), &[lc], &reference, &elsewhere);
    assert!(listed.is_empty(), "{listed:?}");
}
