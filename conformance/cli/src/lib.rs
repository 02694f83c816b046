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

/// `eprintln!` that ignores a closed or failing standard error (`truename run 2>&1 | head`),
/// where `eprintln!` panics: a message nobody can read is not a reason to crash the run.
#[macro_export]
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

pub mod args;
pub mod bench;
mod commands;
pub mod diff;
pub mod engine;
mod output;

use args::{Cli, Command};
use clap::Parser;
use std::process::ExitCode;

/// An in-process engine a program adds: its `--engine` name and how to make one.
pub type Custom = (
    &'static str,
    fn() -> Box<dyn truename_harness::engine::Engine>,
);

/// Parses the command line and runs the command, with `custom` engines selectable by name.
pub fn main_with(custom: &[Custom]) -> ExitCode {
    // A file-size limit (`ulimit -f`) must make writes fail with an error the commands report
    // (and a finding printed rather than lost), not kill the process.
    // SAFETY: setting a signal's disposition to "ignore" has no preconditions.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
    // SIGINT and SIGTERM stop runs at once; the report is still written, marked incomplete,
    // and the engines are stopped. A second signal exits at once (status 130), whatever the
    // run is doing.
    let _ = ctrlc::set_handler(|| {
        if truename_harness::runner::CANCEL.swap(true, std::sync::atomic::Ordering::SeqCst) {
            note!("truename: a second signal: exiting now, nothing more written");
            std::process::exit(130);
        }
    });
    match Cli::parse().command {
        Command::Run(a) => commands::run::run(a, custom),
        Command::Schema { which } => commands::schema(&which),
        Command::Capabilities => commands::capabilities(),
        Command::Mutants { report, budget } => commands::mutants(report, budget),
        Command::Hunt(a) => commands::hunt::hunt(a, custom),
        Command::Findings(args::FindingsCommand::Merge { out, dirs }) => {
            commands::findings::merge_folders(&out, &dirs)
        }
        Command::Explain { file, id } => commands::explain::explain(&file, id.as_deref()),
        Command::Rules(a) => commands::rules::rules(&a),
        Command::Bench(a) => commands::bench::bench(a),
        Command::Diff(a) => commands::diff::diff(a),
    }
}
