//! Generated boards are legal states (a face-up instant on the battlefield, a token in a
//! graveyard or a spell copy off the stack is a board no engine can build): no generated case,
//! over many seeds, breaks a rule the loader enforces (`truename_harness::load::legal`).

use truename_gen::generate::{generate, shared, SeededSource};
use truename_gen::hunt::case_seed;
use truename_harness::load::legal::problems;

#[test]
fn generated_boards_are_legal() {
    let (model, pools) = shared();
    let mut bad = Vec::new();
    for i in 0..3000 {
        let mut src = SeededSource::new(case_seed(7, i));
        let case = generate(&mut src, model, pools, "legal");
        for (path, message) in problems(model, &case.scenario) {
            bad.push(format!("seed {i}: {path}: {message}"));
        }
    }
    let shown = bad[..bad.len().min(10)].join("\n");
    assert!(
        bad.is_empty(),
        "{} illegal boards, e.g.:\n{shown}",
        bad.len()
    );
}
