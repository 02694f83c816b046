//! `truename-fuzz-convert <target> <crash-file> [--out corpus/regressions]`: turns a fuzzer's
//! crash file into a regression the ordinary test suite replays (see
//! `truename_gen::fuzzing::convert`).

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;
use truename_gen::fuzzing::convert::{convert, ConvertOptions};
use truename_gen::fuzzing::Target;

#[derive(Parser)]
#[command(
    name = "truename-fuzz-convert",
    about = "Turn a fuzzer crash file into a regression under corpus/regressions"
)]
struct Args {
    /// The fuzz target that crashed: invariants, differential, case_parser, protocol_decoder,
    /// corpus_walk.
    target: String,
    /// The crash file (libFuzzer's crash-*, timeout-*, oom-* or a minimized-from-* file).
    crash_file: PathBuf,
    /// Where regressions go.
    #[arg(long, default_value = "corpus/regressions")]
    out: PathBuf,
    /// Don't shrink board cases (write the case exactly as decoded).
    #[arg(long)]
    no_shrink: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let Some(target) = Target::parse(&args.target) else {
        let names: Vec<&str> = Target::ALL.iter().map(|t| t.name()).collect();
        truename::note!(
            "unknown target {:?}; expected one of: {}",
            args.target,
            names.join(", ")
        );
        return ExitCode::from(2);
    };
    let bytes = match std::fs::read(&args.crash_file) {
        Ok(b) => b,
        Err(e) => {
            truename::note!("can't read {}: {e}", args.crash_file.display());
            return ExitCode::from(2);
        }
    };
    let options = ConvertOptions {
        out: args.out,
        shrink: !args.no_shrink,
    };
    match convert(target, &bytes, &options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            truename::note!("truename-fuzz-convert: {e}");
            ExitCode::FAILURE
        }
    }
}
