// SPDX-License-Identifier: AGPL-3.0-or-later
//! The differential oracle the fuzz target runs, on a board where manabrew is known to
//! diverge (a face-down permanent keeps its name), and on fuzzer-shaped input: it must report
//! the divergence (so the fuzz target crashes on it), and never panic itself.

use truename_gen::fuzzing;
use truename_manabrew::ManabrewEngine;

#[test]
fn the_differential_oracle_reports_a_known_divergence() {
    let case: truename_cases::Case = serde_json::from_str(
        r#"{"id":"t","rules":["708.2"],"objects":[{"id":"fd","card":"Grizzly Bears","face_down":true}],
            "queries":[{"query":"names","object":"fd","expect":{"names":[]}}]}"#,
    )
    .expect("case");
    let mut e = ManabrewEngine::new();
    let r = fuzzing::differential(&case, &mut e);
    assert!(r.is_err(), "{r:?}");
}

#[test]
fn decoded_fuzzer_inputs_run_without_panicking() {
    let mut e = ManabrewEngine::new();
    let mut diverged = 0;
    for seed in 0u8..40 {
        let bytes: Vec<u8> = (0..256u32)
            .map(|i| (i as u8).wrapping_mul(seed).wrapping_add(seed))
            .collect();
        let case = fuzzing::decode_case(&bytes);
        diverged += usize::from(fuzzing::differential(&case, &mut e).is_err());
    }
    eprintln!("{diverged} of 40 decoded cases diverged");
}
