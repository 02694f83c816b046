//! The stream of generated cases: each from its own seed, derived from the hunt's.

use crate::generate::{generate_filled, pools::Pools, SeededSource};
use truename_cases::*;
use truename_harness::engines::model::ModelEngine;

/// The seed of case `i` of a hunt from `seed` (splitmix64 of the pair).
pub fn case_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Case `i` of a hunt: generated from its seed, expectations filled by the model, its origin
/// recorded; `None` if the model answers none of its questions.
pub(super) fn generated(
    cs: u64,
    pools: &Pools,
    reference: &ModelEngine,
    engine: &str,
) -> Option<Case> {
    let mut src = SeededSource::new(cs);
    let mut case = generate_filled(&mut src, reference, pools, &format!("hunt/{cs:016x}"));
    if case.queries.is_empty() {
        return None;
    }
    case.origin = Some(Origin {
        tool: "hunt".into(),
        seed: Some(cs),
        engine: Some(engine.to_string()),
    });
    Some(case)
}
