// SPDX-License-Identifier: AGPL-3.0-or-later
//! `manabrew-fuzz-seeds SEEDS_DIR CORPUS_DIR`: the seed corpus of the differential fuzz target
//! (`fuzz/`), written from the case corpus by the suite's own seed writer
//! (`truename_gen::fuzzing::seeds`): `SEEDS_DIR/differential/` holds one input per case.

use std::path::PathBuf;
use std::process::ExitCode;
use truename_gen::fuzzing::seeds::{write, SeedOptions};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(seeds), Some(corpus)) = (args.next(), args.next()) else {
        eprintln!("usage: manabrew-fuzz-seeds SEEDS_DIR CORPUS_DIR");
        return ExitCode::from(2);
    };
    let options = SeedOptions {
        seeds: Some(PathBuf::from(seeds)),
        dicts: None,
        corpus: PathBuf::from(corpus),
    };
    match write(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("manabrew-fuzz-seeds: {e}");
            ExitCode::FAILURE
        }
    }
}
