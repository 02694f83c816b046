//! The toy engine against the reference model on generated boards: every question the engine
//! declares support for must get the model's answer. An engine team's own target is these
//! lines with its engine in place of `ToyEngine`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::Mutex;
use toy_engine::ToyEngine;
use truename::engine::{fuzzing, FuzzCase};

static ENGINE: Mutex<Option<ToyEngine>> = Mutex::new(None);

fuzz_target!(
    init: fuzzing::init(),
    |case: FuzzCase| {
        let mut guard = ENGINE.lock().unwrap();
        let engine = guard.get_or_insert_with(ToyEngine::new);
        if let Err(m) = fuzzing::differential_filled(&case.0, engine) {
            panic!("{m}");
        }
    }
);
