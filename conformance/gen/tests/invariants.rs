//! Each invariant holds for the reference model on generated cases from a fixed seed (one
//! named test per invariant, via libtest-mimic). `TRUENAME_INVARIANT_CASES` sets how many
//! cases (default 60); `TRUENAME_SEED` the seed (default 20261121).

use libtest_mimic::{Arguments, Failed, Trial};
use truename_cases::{Case, Question, Scenario};
use truename_gen::generate::{generate, pending, pools::Pools, SeededSource};
use truename_gen::invariants::{Verdict, ALL};
use truename_harness::engines::model::ModelEngine;
use truename_harness::spec::EngineSpec;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let args = Arguments::from_args();
    let n = env("TRUENAME_INVARIANT_CASES", 60);
    let seed = env("TRUENAME_SEED", 20261121);
    let trials = ALL
        .iter()
        .map(|inv| {
            Trial::test(
                format!("{} (CR {})", inv.name, inv.rule),
                move || -> Result<(), Failed> {
                    let mut engine = ModelEngine::reference();
                    let model = engine.model().clone();
                    let pools = Pools::new(&model);
                    let mut src = SeededSource::new(seed);
                    let mut held = 0;
                    for i in 0..n {
                        let case = generate(&mut src, &model, &pools, &format!("gen/{seed}/{i}"));
                        match (inv.check)(&case, &mut engine, &model.oracle) {
                            Verdict::Violated(m) => {
                                return Err(format!(
                                    "seed {seed}, case {i}: {m}\n{}",
                                    serde_json::to_string_pretty(&case).unwrap_or_default()
                                )
                                .into())
                            }
                            Verdict::Holds => held += 1,
                            Verdict::Inconclusive => {}
                        }
                    }
                    if held == 0 {
                        return Err(format!(
                            "no generated case exercised this invariant conclusively ({n} cases)"
                        )
                        .into());
                    }
                    Ok(())
                },
            )
        })
        .chain([Trial::test(
            "a board without objects (issue 13: a shrunk hunt case)",
            objectless_board,
        )])
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

/// Shrinking can leave a case without objects (`truename hunt --engine
/// mutant:different-names-counts-nameless --seed 1` once panicked on one): every invariant
/// must give a verdict on it, for the model and for a mutant, and the model violates none.
fn objectless_board() -> Result<(), Failed> {
    let case = Case {
        scenario: Scenario {
            id: "objectless".into(),
            rules: vec!["201.2".into()],
            objects: vec![],
            effects: vec![],
        },
        description: "no objects".into(),
        uncertain: None,
        queries: vec![pending(Question::LegendRule {})],
        origin: None,
    };
    let mut model = ModelEngine::reference();
    let oracle = model.model().oracle.clone();
    let spec = "mutant:different-names-counts-nameless"
        .parse::<EngineSpec>()
        .map_err(|e| e.to_string())?;
    let mut mutant = spec
        .model_engine()
        .ok_or("the mutant is an in-process engine")?;
    for inv in ALL {
        if let Verdict::Violated(m) = (inv.check)(&case, &mut model, &oracle) {
            return Err(format!("{} on a board without objects: {m}", inv.name).into());
        }
        let _ = (inv.check)(&case, &mut mutant, &oracle);
    }
    Ok(())
}
