//! `truename`: run the conformance corpus against the reference model, its mutants, or any
//! engine, and report per rule. `truename run` with no engine is the main job: the corpus
//! against the model (which must agree with every hand-written expectation) and against every
//! built-in mutant (each must be caught). Arguments are in `args.rs`; each command in
//! `commands/` is glue around the library crates.

mod args;
mod commands;
mod output;

use args::{Cli, Command};
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Run(a) => commands::run::run(a),
        Command::Schema { which } => commands::schema(&which),
        Command::Capabilities => commands::capabilities(),
        Command::Mutants { report, budget } => commands::mutants(report, budget),
        Command::Hunt(a) => commands::hunt(a),
        Command::Explain { file, id } => commands::explain::explain(&file, id.as_deref()),
        Command::Rules(a) => commands::rules::rules(&a),
    }
}
