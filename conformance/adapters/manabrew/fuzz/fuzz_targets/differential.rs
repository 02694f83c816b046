// SPDX-License-Identifier: AGPL-3.0-or-later
//! manabrew against the reference model on generated boards: every question manabrew
//! declares support for must get the model's answer (`truename_gen::fuzzing::differential_filled`),
//! and manabrew must not panic. A divergence or a panic is a crash; `run.sh` keeps going
//! after each (`-fork=1 -ignore_crashes=1`) so one run collects many, and
//! `manabrew-fuzz-triage` groups and shrinks them (`truename-fuzz-convert` runs only the
//! model's engines, so it can't shrink a manabrew divergence).

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::Mutex;
use truename_gen::fuzzing::{self, FuzzCase};
use truename_manabrew::ManabrewEngine;

static ENGINE: Mutex<Option<ManabrewEngine>> = Mutex::new(None);

fuzz_target!(
    init: fuzzing::init(),
    |case: FuzzCase| {
        let mut guard = ENGINE.lock().unwrap_or_else(|p| p.into_inner());
        let engine = guard.get_or_insert_with(ManabrewEngine::new);
        if let Err(m) = fuzzing::differential_filled(&case.0, engine) {
            panic!("{m}");
        }
    }
);
