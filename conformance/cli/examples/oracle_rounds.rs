//! A fuzz target's oracle run over `truename bench`'s fixed inputs
//! ([`fuzz_inputs`](truename::bench::suite_figures::fuzz_inputs)) a given number of rounds,
//! with the CLI's allocator: a deterministic workload to count instructions on, as README's
//! performance notes do.
//!
//! ```sh
//! cargo build --release -p truename --example oracle_rounds
//! valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
//!     target/release/examples/oracle_rounds invariants 3
//! ```
//!
//! One round costs (the count for 3 rounds − the count for 1) / 2: that takes out the
//! start-up (loading the Oracle, making the inputs). Exits 1 if the oracle fails on an input
//! (a finding, as `truename bench` reports it), 2 on bad arguments.

#[global_allocator]
static GLOBAL: truename::alloc::Allocator = truename::alloc::Allocator;

use std::process::ExitCode;
use truename::bench::suite_figures::fuzz_inputs;
use truename_gen::fuzzing::{self, Target};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names: Vec<&str> = Target::ALL.iter().map(|t| t.name()).collect();
    let target = args
        .first()
        .and_then(|a| Target::ALL.into_iter().find(|t| t.name() == a));
    let rounds = args.get(1).and_then(|r| r.parse::<usize>().ok());
    let (Some(target), Some(rounds), 2) = (target, rounds, args.len()) else {
        eprintln!(
            "usage: oracle_rounds TARGET ROUNDS (TARGET one of {}; ROUNDS a whole number)",
            names.join(", ")
        );
        return ExitCode::from(2);
    };
    fuzzing::init();
    let inputs = fuzz_inputs(target);
    let mut failures = 0usize;
    for _ in 0..rounds {
        for input in &inputs {
            failures += usize::from(target.run(input).is_err());
        }
    }
    eprintln!(
        "{}: {rounds} rounds of {} inputs, {failures} failures",
        target.name(),
        inputs.len()
    );
    if failures > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
