//! quickcheck properties over generated cases. Each run draws from one seed, printed on
//! failure: `TRUENAME_QC_SEED=<seed> cargo test -p truename-gen --test quickcheck` replays it,
//! and `TRUENAME_QC_SIZE` (default 100) bounds how many objects, effects and questions a case
//! gets (quickcheck's `Gen::size`, through `Source::count`). The fixed-seed runs of every
//! invariant are in `tests/invariants.rs`.

use quickcheck::{Gen, QuickCheck, TestResult};
use truename_cases::Case;
use truename_gen::generate::{fill_expectations, generate, shared, Source};
use truename_gen::invariants::{Verdict, ALL};
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;
use truename_harness::runner::check_model;

/// quickcheck's generator as a source of choices; its size bounds the counts.
struct QuickcheckSource<'g>(&'g mut Gen);

impl Source for QuickcheckSource<'_> {
    fn below(&mut self, n: usize) -> usize {
        let x = <u32 as quickcheck::Arbitrary>::arbitrary(self.0) as usize;
        x % n.max(1)
    }

    fn count(&mut self, lo: usize, hi: usize) -> usize {
        // Size 0 still leaves room for one question (a case needs one).
        let hi = hi.min(lo.max(1) + self.0.size());
        self.range(lo, hi.max(lo))
    }
}

/// A generated case for quickcheck: drawn through [`QuickcheckSource`], expectations filled by
/// the model; it shrinks one step at a time with the valid simplifications `hunt` uses.
#[derive(Clone, Debug)]
struct GenCase(Case);

impl quickcheck::Arbitrary for GenCase {
    fn arbitrary(g: &mut Gen) -> Self {
        let (model, pools) = shared();
        let mut case = generate(&mut QuickcheckSource(g), model, pools, "quickcheck");
        fill_expectations(&mut case, &ModelEngine::new(model.clone()));
        GenCase(case)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let (model, pools) = shared();
        let reference = ModelEngine::new(model.clone());
        let cands: Vec<GenCase> = truename_gen::shrink::candidates(&self.0, model, pools)
            .into_iter()
            .map(|mut c| {
                fill_expectations(&mut c, &reference);
                GenCase(c)
            })
            .filter(|c| !c.0.queries.is_empty())
            .collect();
        Box::new(cands.into_iter())
    }
}

/// A quickcheck runner of `tests` cases drawn from the run's seed (random unless
/// `TRUENAME_QC_SEED` gives it) at the run's size; the seed is printed (shown on failure).
fn qc(tests: u64) -> QuickCheck {
    let env = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
    let seed = env("TRUENAME_QC_SEED").unwrap_or_else(|| fastrand::u64(..));
    let size = env("TRUENAME_QC_SIZE").unwrap_or(100) as usize;
    println!("quickcheck seed {seed} size {size}: TRUENAME_QC_SEED={seed} TRUENAME_QC_SIZE={size} replays it");
    QuickCheck::new()
        .rng(Gen::from_size_and_seed(size, seed))
        .tests(tests)
}

fn holds(name: &str, c: &GenCase) -> TestResult {
    let inv = ALL
        .iter()
        .find(|i| i.name == name)
        .expect("invariant exists");
    let mut e = ModelEngine::new(shared().0.clone());
    match (inv.check)(&c.0, &mut e as &mut dyn Driven, &shared().0.oracle) {
        Verdict::Violated(m) => TestResult::error(m),
        Verdict::Holds => TestResult::passed(),
        Verdict::Inconclusive => TestResult::discard(),
    }
}

#[test]
fn same_name_is_symmetric_on_generated_boards() {
    qc(60).quickcheck((|c: GenCase| holds("same-name-symmetric", &c)) as fn(GenCase) -> TestResult);
}

#[test]
fn n_or_more_is_monotone_on_generated_boards() {
    qc(60).quickcheck((|c: GenCase| holds("n-or-more-monotone", &c)) as fn(GenCase) -> TestResult);
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
    qc(100).quickcheck(prop as fn(GenCase) -> TestResult);
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
            truename_harness::load::validate_case(&mut copy, "case", shared().0, &mut |_, _| {
                ok = false
            });
            ok && (size(&s) <= size(&c))
        })
    }
    qc(30).quickcheck(prop as fn(GenCase) -> bool);
}

#[test]
fn the_generators_size_bounds_the_cases() {
    let cost = |size: usize| -> usize {
        let mut g = Gen::from_size_and_seed(size, 7);
        (0..60)
            .map(|_| {
                let c = <GenCase as quickcheck::Arbitrary>::arbitrary(&mut g).0;
                c.scenario.objects.len() + c.scenario.effects.len() + c.queries.len()
            })
            .sum()
    };
    let (small, large) = (cost(0), cost(100));
    assert!(
        small < large,
        "size 0 gave {small} objects, effects and questions in 60 cases, size 100 gave {large}"
    );
}

#[test]
fn a_seed_replays_the_same_cases() {
    let draw = || {
        let mut g = Gen::from_size_and_seed(100, 42);
        (0..10)
            .map(|_| {
                serde_json::to_string(&<GenCase as quickcheck::Arbitrary>::arbitrary(&mut g).0)
                    .unwrap()
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(draw(), draw());
}
