//! Protocol lines decoded as the client and the reference server decode them
//! (`truename_gen::fuzzing::decode_protocol`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use truename_gen::fuzzing;

fuzz_target!(init: fuzzing::init(), |data: &[u8]| {
    if let Err(m) = fuzzing::decode_protocol(data) {
        panic!("{m}");
    }
});
