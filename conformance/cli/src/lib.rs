//! # truename (the command line)
//!
//! `truename` runs the conformance corpus against the reference model, its mutants, or any
//! engine, and reports per rule. `truename run` with no engine is the main job: the corpus
//! against the model (which must agree with every hand-written expectation) and against every
//! built-in mutant (each must be caught). Arguments are in `args`; each command in
//! `commands` is glue around the library crates.
//!
//! A Rust engine crate can build its own `truename` with its in-process engine selectable as
//! `--engine NAME`, with every flag and report of the real one:
//!
//! ```no_run
//! # use truename_harness::engine::Engine;
//! # fn my_engine() -> Box<dyn Engine> { unimplemented!() }
//! fn main() -> std::process::ExitCode {
//!     truename::main_with(&[("my-engine", my_engine)])
//! }
//! ```

pub mod args;
pub mod bench;
mod commands;
mod custom;
mod output;

use args::{Cli, Command};
use clap::Parser;
use std::process::ExitCode;

pub use custom::Custom;

/// Parses the command line and runs the command, with `custom` engines selectable by name.
pub fn main_with(custom: &[Custom]) -> ExitCode {
    // A file-size limit (`ulimit -f`) must make writes fail with an error the commands report
    // (and a finding printed rather than lost), not kill the process.
    // SAFETY: setting a signal's disposition to "ignore" has no preconditions.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
    // SIGINT and SIGTERM stop runs after the batch in progress; the report is still written,
    // marked incomplete, and the engines are stopped.
    let _ = ctrlc::set_handler(|| {
        truename_harness::runner::CANCEL.store(true, std::sync::atomic::Ordering::SeqCst);
    });
    match Cli::parse().command {
        Command::Run(a) => commands::run::run(a, custom),
        Command::Schema { which } => commands::schema(&which),
        Command::Capabilities => commands::capabilities(),
        Command::Mutants { report, budget } => commands::mutants(report, budget),
        Command::Hunt(a) => commands::hunt::hunt(a, custom),
        Command::Explain { file, id } => commands::explain::explain(&file, id.as_deref()),
        Command::Rules(a) => commands::rules::rules(&a),
        Command::Bench(a) => commands::bench::bench(a),
    }
}
