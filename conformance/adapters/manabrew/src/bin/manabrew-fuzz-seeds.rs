// SPDX-License-Identifier: AGPL-3.0-or-later
//! `manabrew-fuzz-seeds SEEDS_DIR CORPUS_DIR`: the seed corpora of the suite's fuzz targets,
//! written by the suite's own seed writer (`truename_gen::fuzzing::seeds`), for the
//! differential fuzz target (`fuzz/`). Its inputs are the generator's choices, and no case file
//! maps back to them, so `SEEDS_DIR/differential/` holds 64 fixed pseudo-random inputs (the
//! suite's own fuzz target starts from the same); CORPUS_DIR feeds the byte targets' seeds
//! (case files, protocol lines), which this crate doesn't fuzz.

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
