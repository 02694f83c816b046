//! quickcheck properties over generated cases (random each run; failures print the shrunk
//! case). The fixed-seed runs of every invariant are in `tests/invariants.rs`.

use quickcheck::{QuickCheck, TestResult};
use truename_gen::arbitrary_case::GenCase;
use truename_gen::generate::shared;
use truename_gen::invariants::{Verdict, ALL};
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;
use truename_harness::runner::check_model;

fn holds(name: &str, c: &GenCase) -> TestResult {
    let inv = ALL
        .iter()
        .find(|i| i.name == name)
        .expect("invariant exists");
    let mut e = ModelEngine::new(shared().0.clone());
    match (inv.check)(&c.0, &mut e as &mut dyn Engine, &shared().0.oracle) {
        Verdict::Violated(m) => TestResult::error(m),
        Verdict::Holds => TestResult::passed(),
        Verdict::Inconclusive => TestResult::discard(),
    }
}

#[test]
fn same_name_is_symmetric_on_generated_boards() {
    QuickCheck::new()
        .tests(60)
        .quickcheck((|c: GenCase| holds("same-name-symmetric", &c)) as fn(GenCase) -> TestResult);
}

#[test]
fn n_or_more_is_monotone_on_generated_boards() {
    QuickCheck::new()
        .tests(60)
        .quickcheck((|c: GenCase| holds("n-or-more-monotone", &c)) as fn(GenCase) -> TestResult);
}

#[test]
fn generated_expectations_replay_against_the_model() {
    fn prop(c: GenCase) -> TestResult {
        // A generated case whose every question the model refuses (an error reply: e.g. an
        // ability index the board doesn't have) keeps no question; it checks nothing.
        if c.0.queries.is_empty() {
            return TestResult::discard();
        }
        let lc = truename_harness::load::LoadedCase {
            oracle_snapshot: truename_model::ORACLE_SNAPSHOT.into(),
            file: "quickcheck".into(),
            index: 0,
            case: c.0,
        };
        let failures = check_model(&[lc], &ModelEngine::new(shared().0.clone()));
        TestResult::from_bool(failures.is_empty())
    }
    QuickCheck::new()
        .tests(100)
        .quickcheck(prop as fn(GenCase) -> TestResult);
}

#[test]
fn shrinking_yields_valid_smaller_cases() {
    fn prop(c: GenCase) -> bool {
        use quickcheck::Arbitrary;
        let size = |x: &GenCase| {
            x.0.scenario.objects.len() + x.0.scenario.effects.len() + x.0.queries.len()
        };
        c.shrink().take(20).all(|s| {
            let mut copy = s.0.clone();
            let mut ok = true;
            truename_harness::load::validate_case(&mut copy, "case", &shared().0, &mut |_, _| {
                ok = false
            });
            ok && (size(&s) <= size(&c))
        })
    }
    QuickCheck::new()
        .tests(30)
        .quickcheck(prop as fn(GenCase) -> bool);
}
