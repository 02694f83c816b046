//! The reference model must satisfy every invariant on a generated board
//! (`truename_conformance::fuzzing::invariants_hold`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use truename_conformance::fuzzing::{self, FuzzCase};

fuzz_target!(init: fuzzing::init(), |c: FuzzCase| {
    if let Err(m) = fuzzing::invariants_hold(&c.0) {
        panic!("{m}");
    }
});
