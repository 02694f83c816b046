//! Generated-and-checked cases per second against the model (criterion):
//! `cargo bench -p truename-gen --bench generate`.
//!
//! - `hunt_step`: generate a case, fill its expectations from the model, run the engine (the
//!   model) and compare — one iteration of `hunt` with nothing found;
//! - `invariants`: check all 21 invariants on one generated case.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use truename_gen::generate::{fill_expectations, generate, shared, SeededSource};
use truename_gen::hunt::{case_seed, diverges};
use truename_gen::invariants::check_all;
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;

fn benches(c: &mut Criterion) {
    let (model, pools) = shared();
    let reference = ModelEngine::new(model.clone());
    let mut engine = ModelEngine::new(model.clone());
    let mut g = c.benchmark_group("generated");
    g.throughput(Throughput::Elements(1));
    let mut i = 0u64;
    g.bench_function("hunt_step", |b| {
        b.iter(|| {
            i += 1;
            let mut src = SeededSource::new(case_seed(42, i));
            let mut case = generate(&mut src, model, pools, "bench");
            fill_expectations(&mut case, &reference);
            assert!(!diverges(&mut engine, &case, &reference));
        })
    });
    let mut j = 0u64;
    g.bench_function("invariants", |b| {
        b.iter(|| {
            j += 1;
            let mut src = SeededSource::new(case_seed(43, j));
            let case = generate(&mut src, model, pools, "bench");
            assert!(check_all(&case, &mut engine as &mut dyn Driven, &model.oracle).is_empty());
        })
    });
    g.finish();
}

criterion_group!(generated, benches);
criterion_main!(generated);
