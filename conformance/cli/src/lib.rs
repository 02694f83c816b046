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
//! # use truename_harness::engine::{Engine, EngineInfo};
//! # use truename_cases::{Question, Reply, Scenario};
//! # struct MyEngine(EngineInfo);
//! # impl MyEngine { fn new() -> MyEngine { unimplemented!() } }
//! # impl Engine for MyEngine {
//! #     fn info(&self) -> &EngineInfo { &self.0 }
//! #     fn answer(&mut self, _: &Scenario, _: &Question) -> Reply {
//! #         unimplemented!()
//! #     }
//! # }
//! fn main() -> std::process::ExitCode {
//!     truename::main_with(&[("my-engine", MyEngine::new)])
//! }
//! ```
//!
//! A closure works too (`|| MyEngine::with_rules(..)`), and so does a function returning
//! `Box<dyn Engine>`.

pub mod alloc;
pub mod args;
pub mod bench;
mod commands;
mod custom;
pub mod diff;
pub mod engine;
mod output;

use args::{Cli, Command};
use clap::Parser;
use std::process::ExitCode;
use truename_harness::engine::Engine;

pub use custom::Custom;

/// Parses the command line and runs the command (no engine added: `--engine` names the model,
/// mutants and `--cmd` engines).
pub fn main() -> ExitCode {
    run(&[])
}

/// Parses the command line and runs the command, with the engines of `custom` selectable by
/// name. Each is made by a constructor or closure returning the engine itself or a
/// `Box<dyn Engine>`: `main_with(&[("my-engine", MyEngine::new)])`; engines of different
/// types are given as closures returning `Box<dyn Engine>`.
pub fn main_with<F, E>(custom: &[(&'static str, F)]) -> ExitCode
where
    F: Fn() -> E,
    E: Engine + 'static,
{
    let makers: Vec<Box<dyn Fn() -> Box<dyn Engine> + '_>> = custom
        .iter()
        .map(|(_, make)| Box::new(move || Box::new(make()) as Box<dyn Engine>) as Box<_>)
        .collect();
    let named: Vec<Custom<'_>> = (custom.iter().zip(&makers))
        .map(|((name, _), make)| (*name, &**make as &dyn Fn() -> Box<dyn Engine>))
        .collect();
    run(&named)
}

fn run(custom: &[Custom<'_>]) -> ExitCode {
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
        Command::Explain { file, id } => commands::explain::explain(file.as_deref(), id.as_deref()),
        Command::Show { id } => commands::explain::show(&id),
        Command::Rules(a) => commands::rules::rules(&a),
        Command::Bench(a) => commands::bench::bench(a),
        Command::Diff(a) => commands::diff::diff(a),
        Command::Fingerprint { seeds } => commands::fingerprint::fingerprint(seeds),
    }
}
