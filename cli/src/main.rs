//! `truename`: run the conformance corpus against the reference model, its mutants, or any
//! engine, and report per rule. `truename run` with no engine is the main job: the corpus
//! against the model (which must agree with every hand-written expectation) and against every
//! built-in mutant (each must be caught). This file only parses arguments; the commands are
//! thin glue in `commands.rs` around the library crates.

mod commands;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use truename_harness::spec::EngineSpec;

#[derive(Parser)]
#[command(
    name = "truename",
    version,
    about = "Conformance suite for MTG name rules (CR 201, 612)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the corpus against an engine (default: the model, then every mutant).
    Run(RunArgs),
    /// Print the JSON Schema of the case format ("case"), of the protocol messages
    /// ("protocol") or of expectation files ("expectations").
    Schema {
        /// Which schema.
        #[arg(default_value = "case")]
        which: String,
    },
    /// List the capability names engines declare.
    Capabilities,
    /// List the built-in mutant engines; with --report, measure how the suite catches each.
    Mutants {
        /// Measure: corpus kills, hunt from 5 seeds, shrunk sizes vs witnesses, invariants.
        #[arg(long)]
        report: bool,
        /// Hunt budget per seed, in generated cases.
        #[arg(long, default_value_t = 3000)]
        budget: usize,
    },
    /// Hunt for divergences with generated cases; shrink and write them to corpus/regressions.
    Hunt(HuntArgs),
}

/// Arguments of `truename hunt`.
#[derive(clap::Args)]
pub struct HuntArgs {
    /// Engine: `model`, `mutant:<name>`.
    #[arg(long, default_value = "model")]
    pub engine: EngineSpec,
    /// An out-of-process engine command line instead (split as a shell would).
    #[arg(long)]
    pub cmd: Option<String>,
    /// Per-response timeout for `--cmd`, in milliseconds.
    #[arg(long, default_value_t = 10_000)]
    pub timeout_ms: u64,
    /// Seed (printed; the same seed replays the same cases).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Case budget.
    #[arg(long, default_value_t = 10_000)]
    pub cases: usize,
    /// Time budget in seconds.
    #[arg(long, default_value_t = 60)]
    pub seconds: u64,
    /// Where to write regressions (default: the repository's corpus/regressions).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Don't write files.
    #[arg(long)]
    pub dry_run: bool,
    /// Don't check invariants on the engine's answers.
    #[arg(long)]
    pub no_invariants: bool,
}

/// Output formats of `truename run`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// The per-rule table and failure details.
    Human,
    /// The JSON report.
    Json,
    /// JUnit XML.
    Junit,
}

/// Arguments of `truename run`.
#[derive(clap::Args)]
pub struct RunArgs {
    /// Engine: `model`, `mutant:<name>`, or `mutants` (all of them). Repeatable.
    #[arg(long)]
    pub engine: Vec<EngineSpec>,
    /// An out-of-process engine: the command line that starts it (JSON-lines protocol),
    /// split into words as a shell would.
    #[arg(long)]
    pub cmd: Option<String>,
    /// Per-response timeout for `--cmd`, in milliseconds.
    #[arg(long, default_value_t = 10_000)]
    pub timeout_ms: u64,
    /// Case directory (default: the repository's corpus/cases and corpus/regressions).
    #[arg(long)]
    pub corpus: Vec<PathBuf>,
    /// Only cases tagged with this rule or a subrule of it (e.g. 201.2 matches 201.2a).
    #[arg(long)]
    pub rule: Vec<String>,
    /// Only cases whose id matches this glob (e.g. '201.5*').
    #[arg(long)]
    pub id: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// Write the report here instead of standard output.
    #[arg(long)]
    pub output: Option<PathBuf>,
    /// Known-failures file for the engine: known failures don't fail the run; one that
    /// passes does.
    #[arg(long)]
    pub expectations: Option<PathBuf>,
    /// Write the current failures and skips as an expectation file.
    #[arg(long)]
    pub write_expectations: Option<PathBuf>,
    /// No progress bar.
    #[arg(long)]
    pub no_progress: bool,
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Run(args) => commands::run(args),
        Command::Schema { which } => commands::schema(&which),
        Command::Capabilities => commands::capabilities(),
        Command::Mutants { report, budget } => commands::mutants(report, budget),
        Command::Hunt(args) => commands::hunt(args),
    }
}
