//! `truename-fuzz-seeds [--seeds fuzz/seeds] [--dicts fuzz/dicts] [--corpus corpus]`: writes
//! the fuzz targets' seed corpora and dictionaries (see `truename_gen::fuzzing::seeds`).

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;
use truename_gen::fuzzing::seeds::{write, SeedOptions};

#[derive(Parser)]
#[command(
    name = "truename-fuzz-seeds",
    about = "Write the fuzz targets' seed corpora and dictionaries"
)]
struct Args {
    /// Where seed corpora go (one directory per target); omit with --no-seeds.
    #[arg(long, default_value = "fuzz/seeds")]
    seeds: PathBuf,
    /// Don't write seeds.
    #[arg(long)]
    no_seeds: bool,
    /// Also write dictionaries here.
    #[arg(long)]
    dicts: Option<PathBuf>,
    /// The corpus directory (with cases/).
    #[arg(long, default_value = "corpus")]
    corpus: PathBuf,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let options = SeedOptions {
        seeds: (!args.no_seeds).then_some(args.seeds),
        dicts: args.dicts,
        corpus: args.corpus,
    };
    match write(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            truename::note!("truename-fuzz-seeds: {e}");
            ExitCode::FAILURE
        }
    }
}
