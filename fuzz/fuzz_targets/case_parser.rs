//! The case-file parser and validator on arbitrary bytes
//! (`truename_gen::fuzzing::parse_case_file`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use truename_gen::fuzzing;

fuzz_target!(init: fuzzing::init(), |data: &[u8]| {
    if let Err(m) = fuzzing::parse_case_file(data) {
        panic!("{m}");
    }
});
