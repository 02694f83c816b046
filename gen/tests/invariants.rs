//! Each invariant holds for the reference model on generated cases from a fixed seed (one
//! named test per invariant, via libtest-mimic). `TRUENAME_INVARIANT_CASES` sets how many
//! cases (default 60); `TRUENAME_SEED` the seed (default 20261121).

use libtest_mimic::{Arguments, Failed, Trial};
use truename_gen::generate::{generate, pools::Pools, SeededSource};
use truename_gen::invariants::{Verdict, ALL};
use truename_harness::engines::model::ModelEngine;

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
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
