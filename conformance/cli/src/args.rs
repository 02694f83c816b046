//! The command line's arguments (clap). Nothing here runs anything.

use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

const EXIT_CODES: &str = "Exit status: 0 the run passed; 1 it ran and found failures (a case \
failed, the model disagrees with a case, a file didn't load, a mutant survived, an expectation \
file wasn't met); 2 it was asked for wrongly (bad flag, missing or empty corpus path, nothing \
selected or executed, unreadable file, unwritable output) and checked nothing.";

const HUNT_EXIT_CODES: &str = "Exit status: 0 no new finding written (known failures are \
counted; a finding that didn't reproduce on a fresh engine is listed as flaky, not written); \
1 new findings, written under --regressions; 2 it was asked for \
wrongly or checked nothing (no question answered); 3 the hunt failed as a run: its engine was \
given up on (kept crashing or hanging), it stopped early, or a finding or the hunt's record \
couldn't be written (whatever it found); 130 interrupted (the findings so far are written).";

const MERGE_EXIT_CODES: &str = "Exit status: what `truename hunt` would give the hunts as one: \
0 no new finding; 1 new findings, or pending ones (no hunt shrank and wrote them); 2 a folder \
no hunt wrote, or hunts that checked nothing; 3 a hunt failed as a run (its engine given up \
on, stopped early); 130 a hunt was interrupted.";

/// The `truename` command line.
#[derive(Parser)]
#[command(name = "truename", version, about = "Conformance suite for MTG name rules (CR 201, 612)", after_help = EXIT_CODES)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Run the corpus against engines (default: the model, then every mutant).
    #[command(after_help = EXIT_CODES)]
    Run(RunArgs),
    /// Print a JSON Schema: case, protocol, expectations, report, bench or diff.
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
    /// Hunt for divergences with generated cases; shrink and write them as regressions.
    #[command(after_help = HUNT_EXIT_CODES)]
    Hunt(HuntArgs),
    /// Work on hunts' findings folders.
    #[command(subcommand)]
    Findings(FindingsCommand),
    /// The model's answer and explanation for every question of a case file, or of an
    /// embedded case with --id (questions may be written without `expect`).
    Explain {
        /// The case file (without it: the embedded corpus's case given by --id).
        file: Option<PathBuf>,
        /// Only the case with this id.
        #[arg(long)]
        id: Option<String>,
    },
    /// Print an embedded case as a case file of its own (to read, copy or edit).
    Show {
        /// The case id (`truename run --list` lists them).
        id: String,
    },
    /// Cases and questions per subrule of the corpus, and the subrules no case covers.
    Rules(CorpusArgs),
    /// Measure every performance figure on fixed-seed workloads (a table; --markdown, --json).
    Bench(BenchArgs),
    /// Compare JSON reports: cases newly failing, newly passing, newly skipped, changed
    /// answers, cases added and removed, per rule (exit 1 if a case is newly failing).
    #[command(after_help = DIFF_EXIT_CODES)]
    Diff(DiffArgs),
    /// One hash of the model's answers and explanations to generated cases and the embedded
    /// corpus: equal before and after a change that must not change any answer.
    Fingerprint {
        /// How many generated cases (seeds 1 to N).
        #[arg(long, default_value_t = 3000, value_parser = clap::value_parser!(u64).range(1..))]
        seeds: u64,
    },
}

const DIFF_EXIT_CODES: &str = "Exit status: 0 no case is newly failing; 1 a case is newly \
failing (a regression), or with --strict the engine lost ground otherwise (a question newly \
failing in a case already failing, a case newly skipped, open or removed); 2 bad input (a file that isn't a complete JSON report, runs of \
different CR revisions or Oracle snapshots without --allow-revision-change, engines that \
can't be matched) and nothing was compared.";

/// Where the cases and the card data come from.
#[derive(clap::Args, Clone)]
pub struct CorpusArgs {
    /// Case directory, instead of the embedded corpus (repeatable).
    #[arg(long)]
    pub corpus: Vec<PathBuf>,
    /// An MTGJSON AtomicCards file, instead of the embedded Oracle subset.
    #[arg(long)]
    pub oracle: Option<PathBuf>,
    /// A names file (interchangeable and alternate names) for --oracle.
    #[arg(long, requires = "oracle")]
    pub names: Option<PathBuf>,
}

/// Arguments of `truename hunt`.
#[derive(clap::Args)]
pub struct HuntArgs {
    /// Engine: `model`, `mutant:<name>`, or an in-process engine a program added
    /// (`truename::main_with`).
    #[arg(long, default_value = "model")]
    pub engine: String,
    /// An out-of-process engine command line instead (split as a shell would).
    #[arg(long)]
    pub cmd: Option<String>,
    /// Per-response timeout for `--cmd`, in milliseconds (at least 1).
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub timeout_ms: u64,
    /// Seed (printed; the same seed replays the same cases).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Case budget (of this shard): stop after this many generated cases. None unless given:
    /// `--seconds` bounds the hunt.
    #[arg(long)]
    pub cases: Option<usize>,
    /// Time budget in seconds: a bound on the whole command's wall-clock time, engine start,
    /// known failures, waits on the engine and shrinking included.
    #[arg(long, default_value_t = 60)]
    pub seconds: u64,
    /// Take shard K of N (1-based) of the seed's case stream: the shards of one seed are
    /// disjoint and the same on every run (a CI matrix runs 1/N .. N/N).
    #[arg(long, value_name = "K/N")]
    pub shard: Option<truename_gen::hunt::Shard>,
    /// Where findings are written (created if missing; default `truename-hunt-findings` in
    /// the current directory; its absolute path is printed at the start).
    #[arg(long, alias = "out")]
    pub regressions: Option<PathBuf>,
    /// Don't write files.
    #[arg(long)]
    pub dry_run: bool,
    /// Don't check invariants on the engine's answers.
    #[arg(long)]
    pub no_invariants: bool,
    /// The engine's expectation file: findings showing the same bug as one of its known
    /// failures are counted as known, not written.
    #[arg(long)]
    pub expectations: Option<PathBuf>,
}

/// `truename findings ...`.
#[derive(Subcommand)]
pub enum FindingsCommand {
    /// Merge findings folders (a sharded hunt's, say) into one: findings deduplicated by
    /// engine and signature, counts summed, the hunt's summary line printed.
    #[command(after_help = MERGE_EXIT_CODES)]
    Merge {
        /// The folder to write (created if missing).
        #[arg(long)]
        out: PathBuf,
        /// The findings folders to merge (each written by `truename hunt`).
        #[arg(required = true)]
        dirs: Vec<PathBuf>,
    },
}

/// Output formats of `truename run`.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// The per-rule tables, failures with the model's reasons, skips, the mutant table.
    Human,
    /// One JSON document (`truename schema report`).
    Json,
    /// One JUnit XML document: a suite per engine, a test case per case.
    Junit,
    /// One self-contained HTML page: an engines × rules matrix and every failure.
    Html,
}

/// Arguments of `truename run`.
#[derive(clap::Args)]
pub struct RunArgs {
    /// Engine: `model`, `mutant:<name>`, `mutants` (all of them), or an in-process engine
    /// this program adds. Repeatable.
    #[arg(long)]
    pub engine: Vec<String>,
    /// An out-of-process engine: the command line that starts it (JSON-lines protocol),
    /// split into words as a shell would. Repeatable.
    #[arg(long)]
    pub cmd: Vec<String>,
    /// Per-response timeout for `--cmd`, in milliseconds (at least 1).
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub timeout_ms: u64,
    /// Processes per `--cmd` engine: its cases are shared among them, results stay in corpus
    /// order (0: one per core; only with --cmd). Each process is restarted, timed and given up
    /// on by itself.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Cases and card data.
    #[command(flatten)]
    pub corpus: CorpusArgs,
    /// Only cases tagged with this rule or a subrule of it (e.g. 201.2 matches 201.2a).
    #[arg(long)]
    pub rule: Vec<String>,
    /// Only cases whose id matches this glob (e.g. '201.5*').
    #[arg(long)]
    pub id: Vec<String>,
    /// Leave out cases whose id matches this glob.
    #[arg(long)]
    pub skip: Vec<String>,
    /// List the selected cases (id, rules, capabilities needed) instead of running them; with
    /// engines, per engine and case: will run, in part, or skipped, and why.
    #[arg(long)]
    pub list: bool,
    /// Let a run that selects or executes no case pass (it is an error otherwise).
    #[arg(long)]
    pub allow_empty: bool,
    /// Fail the run on a disputed answer too (a case marked uncertain that the engine answers
    /// otherwise than the model), unless the expectation file lists it under "disputed".
    #[arg(long)]
    pub strict: bool,
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
    /// No progress bar (it is drawn on stderr only when stderr is a terminal).
    #[arg(long)]
    pub no_progress: bool,
}

/// `truename bench` options.
#[derive(clap::Args, Debug, Clone)]
pub struct BenchArgs {
    /// Print the report as JSON (schema: `truename schema bench`).
    #[arg(long, conflicts_with = "markdown")]
    pub json: bool,
    /// Print the report as a Markdown table (README's performance section).
    #[arg(long)]
    pub markdown: bool,
    /// Short samples: rough figures, for smoke tests.
    #[arg(long)]
    pub quick: bool,
    /// Only figures whose name starts with this (repeatable); matching nothing is an error.
    #[arg(long, value_name = "PREFIX")]
    pub only: Vec<String>,
    /// An out-of-process engine whose whole-corpus run is timed (`process_corpus`).
    #[arg(long, value_name = "COMMAND")]
    pub cmd: Option<String>,
    /// Adapter processes for the `--cmd` run (`truename run --jobs`).
    #[arg(long, value_name = "N")]
    pub jobs: Option<usize>,
    /// A real MTGJSON AtomicCards file to time loading (`oracle_load_file`).
    #[arg(long, value_name = "FILE")]
    pub atomic_cards: Option<PathBuf>,
}

/// Output formats of `truename diff`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum DiffFormat {
    /// Every changed case with both answers and the model's, then the per-rule summary.
    Human,
    /// One JSON document (`truename schema diff`).
    Json,
    /// A pull-request comment.
    Markdown,
    /// One self-contained HTML page: a rule-by-run matrix per engine, then every change.
    Html,
}

/// Arguments of `truename diff`.
#[derive(clap::Args)]
pub struct DiffArgs {
    /// JSON reports (`truename run --format json`), oldest first: each is compared with the
    /// one before it.
    #[arg(required = true, num_args = 2..)]
    pub reports: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DiffFormat::Human)]
    pub format: DiffFormat,
    /// Write the diff here instead of standard output.
    #[arg(long)]
    pub output: Option<PathBuf>,
    /// Compare the engine of this name in every report (engines are otherwise matched by
    /// name, or a report's only engine with the other's only engine).
    #[arg(long)]
    pub engine: Option<String>,
    /// The engine to compare in the first report.
    #[arg(long)]
    pub old_engine: Option<String>,
    /// The engine to compare in the last report.
    #[arg(long)]
    pub new_engine: Option<String>,
    /// Compare runs of different CR revisions or Oracle snapshots anyway (refused otherwise:
    /// their expectations may differ).
    #[arg(long)]
    pub allow_revision_change: bool,
    /// Compare interrupted runs anyway.
    #[arg(long)]
    pub allow_incomplete: bool,
    /// Also exit 1 when the engine lost ground without a case newly failing: a question
    /// newly failing in a case already failing, a case newly skipped or unsupported, newly
    /// open (unverified, in part, disputed), or removed.
    #[arg(long)]
    pub strict: bool,
}
