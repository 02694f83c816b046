//! `generate_filled` (hunt's generator, which answers from the evaluation it made to choose
//! its questions) gives exactly `generate` followed by `fill_expectations`.

use truename_gen::generate::{fill_expectations, generate, generate_filled, shared, SeededSource};
use truename_gen::hunt::case_seed;
use truename_harness::engines::model::ModelEngine;

#[test]
fn generate_filled_is_generate_then_fill_expectations() {
    let (model, pools) = shared();
    let reference = ModelEngine::new(model.clone());
    let mut answered = 0;
    for i in 0..3000 {
        let seed = case_seed(5, i);
        let mut a = generate(&mut SeededSource::new(seed), model, pools, "g");
        fill_expectations(&mut a, &reference);
        let b = generate_filled(&mut SeededSource::new(seed), &reference, pools, "g");
        assert_eq!(a, b, "seed {i}");
        answered += a.queries.len();
    }
    assert!(answered > 3000, "{answered} answered questions");
}
