//! An engine must agree with the reference model on a generated board
//! (`truename_gen::fuzzing::differential_decoded`). The engine comes from
//! `TRUENAME_FUZZ_ENGINE`: `model` (the default: the model in process, its answers without
//! explanations against the explained ones that filled the case), `model-codec` (the model
//! through the protocol codec, which `fuzz/ci.sh` and `fuzz/nightly.sh` set), or
//! `mutant:<name>`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use truename_gen::fuzzing::{self, FuzzCase};

fuzz_target!(init: fuzzing::init(), |c: FuzzCase| {
    if let Err(m) = fuzzing::differential_decoded(&c) {
        panic!("{m}");
    }
});
