//! The corpus loader's directory walk over a small tree built from the bytes, and the
//! expectation-file merge (`truename_gen::fuzzing::corpus_walk`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use truename_gen::fuzzing;

fuzz_target!(init: fuzzing::init(), |data: &[u8]| {
    if let Err(m) = fuzzing::corpus_walk(data) {
        panic!("{m}");
    }
});
