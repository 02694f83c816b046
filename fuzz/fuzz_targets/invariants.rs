//! The reference model must satisfy every invariant on a generated board
//! (`truename_gen::fuzzing::invariants_hold`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use truename_gen::fuzzing::{self, FuzzCase};

fuzz_target!(init: fuzzing::init(), |c: FuzzCase| {
    if let Err(m) = fuzzing::invariants_hold(&c.0) {
        panic!("{m}");
    }
});
