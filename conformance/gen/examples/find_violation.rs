//! Scans generated cases (seed family from the command line) for invariant violations by the
//! reference model and prints the first one with its case. Debugging aid.
use truename_gen::generate::{generate, shared, SeededSource};
use truename_gen::hunt::case_seed;
use truename_gen::invariants::check_all;
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;

fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(43);
    let n: u64 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20000);
    let (model, pools) = shared();
    let mut engine = ModelEngine::new(model.clone());
    for j in 0..n {
        let mut src = SeededSource::new(case_seed(seed, j));
        let case = generate(&mut src, model, pools, "scan");
        let v = check_all(&case, &mut engine as &mut dyn Driven, &model.oracle);
        if let Some((name, msg)) = v.first() {
            println!("case {j}: {name}: {msg}");
            println!("{}", serde_json::to_string(&case).unwrap());
            return;
        }
    }
    println!("no violation in {n} cases");
}
