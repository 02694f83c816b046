//! An engine must agree with the reference model on a generated board
//! (`truename_gen::fuzzing::differential_decoded`). The engine comes from
//! `TRUENAME_FUZZ_ENGINE`: `model-codec` (default: the model through the protocol codec),
//! `model`, or `mutant:<name>`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use truename_gen::fuzzing::{self, FuzzCase};

fuzz_target!(init: fuzzing::init(), |c: FuzzCase| {
    if let Err(m) = fuzzing::differential_decoded(&c) {
        panic!("{m}");
    }
});
