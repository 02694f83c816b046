//! `truename`: run the conformance corpus against the reference model, its mutants, or any
//! engine, and report per rule. `truename run` with no engine is the main job: the corpus
//! against the model (which must agree with every hand-written expectation) and against every
//! built-in mutant (each must be caught).

use clap::{Parser, Subcommand, ValueEnum};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use truename_conformance::capabilities;
use truename_conformance::engine::Engine;
use truename_conformance::expectations::Expectations;
use truename_conformance::load::{load_dir, LoadedCase};
use truename_conformance::model_engine::ModelEngine;
use truename_conformance::report::Report;
use truename_conformance::runner::{self, CaseResult, Status};
use truename_model::quirks::Quirk;

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

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Human,
    Json,
    Junit,
}

#[derive(Subcommand)]
enum Command {
    /// Run the corpus against an engine (default: the model, then every mutant).
    Run(RunArgs),
    /// Print the JSON Schema of the case format ("case") or of the protocol messages
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

#[derive(clap::Args)]
struct HuntArgs {
    /// Engine: `model`, `mutant:<name>`.
    #[arg(long, default_value = "model")]
    engine: String,
    /// An out-of-process engine command line instead.
    #[arg(long)]
    cmd: Option<String>,
    /// Per-response timeout for `--cmd`, in milliseconds.
    #[arg(long, default_value_t = 10_000)]
    timeout_ms: u64,
    /// Seed (printed; the same seed replays the same cases).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Case budget.
    #[arg(long, default_value_t = 10_000)]
    cases: usize,
    /// Time budget in seconds.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// Where to write regressions (default: the repository's corpus/regressions).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Don't write files.
    #[arg(long)]
    dry_run: bool,
    /// Don't check invariants on the engine's answers.
    #[arg(long)]
    no_invariants: bool,
}

#[derive(clap::Args)]
struct RunArgs {
    /// Engine: `model`, `mutant:<name>`, or `mutants` (all of them). Repeatable.
    #[arg(long)]
    engine: Vec<String>,
    /// An out-of-process engine: the command line that starts it (JSON-lines protocol).
    #[arg(long)]
    cmd: Option<String>,
    /// Per-response timeout for `--cmd`, in milliseconds.
    #[arg(long, default_value_t = 10_000)]
    timeout_ms: u64,
    /// Case directory (default: the repository's corpus/cases and corpus/regressions).
    #[arg(long)]
    corpus: Vec<PathBuf>,
    /// Only cases tagged with this rule or a subrule of it (e.g. 201.2 matches 201.2a).
    #[arg(long)]
    rule: Vec<String>,
    /// Only cases whose id matches this glob (e.g. '201.5*').
    #[arg(long)]
    id: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Write the report here instead of standard output.
    #[arg(long)]
    output: Option<PathBuf>,
    /// Known-failures file for the engine: known failures don't fail the run; one that
    /// passes does.
    #[arg(long)]
    expectations: Option<PathBuf>,
    /// Write the current failures and skips as an expectation file.
    #[arg(long)]
    write_expectations: Option<PathBuf>,
    /// No progress bar.
    #[arg(long)]
    no_progress: bool,
}

impl RunArgs {
    fn for_engine(engine: &str) -> RunArgs {
        RunArgs {
            engine: vec![engine.to_string()],
            cmd: None,
            timeout_ms: 10_000,
            corpus: vec![],
            rule: vec![],
            id: vec![],
            format: Format::Human,
            output: None,
            expectations: None,
            write_expectations: None,
            no_progress: true,
        }
    }
}

fn default_corpus() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(|p| p.join("corpus"))
        .unwrap_or_else(|| PathBuf::from("corpus"));
    // Shown relative to the working directory when run from the repository root.
    let root = std::env::current_dir()
        .ok()
        .and_then(|cwd| root.strip_prefix(&cwd).ok().map(PathBuf::from))
        .unwrap_or(root);
    let mut v = vec![root.join("cases")];
    if root.join("regressions").is_dir() {
        v.push(root.join("regressions"));
    }
    v
}

/// Whether `rule` is `filter` or a subrule of it ("201.2" matches "201.2a", not "201.20").
fn rule_matches(filter: &str, rule: &str) -> bool {
    rule == filter
        || (rule.starts_with(filter)
            && rule[filter.len()..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '.'))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run(args) => run(args),
        Command::Schema { which } => {
            let schema = match which.as_str() {
                "case" => serde_json::to_value(schemars::schema_for!(
                    truename_conformance::case::CaseFile
                )),
                "expectations" => serde_json::to_value(schemars::schema_for!(Expectations)),
                "protocol" => Ok(truename_conformance::external::protocol_schemas()),
                other => {
                    eprintln!(
                        "truename schema: unknown schema {other:?} (case, protocol, expectations)"
                    );
                    return ExitCode::from(2);
                }
            };
            println!(
                "{}",
                serde_json::to_string_pretty(&schema.unwrap_or_default()).unwrap_or_default()
            );
            ExitCode::SUCCESS
        }
        Command::Capabilities => {
            for (name, what) in capabilities::ALL {
                println!("{name:<34} {what}");
            }
            ExitCode::SUCCESS
        }
        Command::Mutants { report: false, .. } => {
            for q in Quirk::ALL {
                println!("mutant:{:<36} breaks CR {}", q.name(), q.rule());
            }
            ExitCode::SUCCESS
        }
        Command::Mutants {
            report: true,
            budget,
        } => {
            let reference = ModelEngine::reference();
            let (cases, errors) = load_all(&default_corpus(), &reference);
            if !errors.is_empty() {
                return ExitCode::FAILURE;
            }
            let rep = truename_conformance::mutants::report(&cases, &reference, budget);
            print!("{}", rep.markdown());
            if rep.all_killed() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Command::Hunt(args) => hunt(args),
    }
}

fn engines_for(args: &RunArgs) -> Result<Vec<Box<dyn Engine>>, String> {
    let mut out: Vec<Box<dyn Engine>> = Vec::new();
    if let Some(cmd) = &args.cmd {
        out.push(truename_conformance::external::spawn_command(
            cmd,
            std::time::Duration::from_millis(args.timeout_ms),
        )?);
    }
    for e in &args.engine {
        if e == "model" {
            out.push(Box::new(ModelEngine::reference()));
        } else if e == "mutants" {
            for q in Quirk::ALL {
                out.push(Box::new(ModelEngine::mutant(*q)));
            }
        } else if let Some(name) = e.strip_prefix("mutant:") {
            let q = Quirk::parse(name)
                .ok_or_else(|| format!("unknown mutant {name:?}; `truename mutants` lists them"))?;
            out.push(Box::new(ModelEngine::mutant(q)));
        } else {
            return Err(format!(
                "unknown engine {e:?}: use model, mutant:<name>, mutants, or --cmd"
            ));
        }
    }
    Ok(out)
}

fn load_all(
    dirs: &[PathBuf],
    reference: &ModelEngine,
) -> (Vec<LoadedCase>, Vec<truename_conformance::load::LoadError>) {
    let mut cases: Vec<LoadedCase> = Vec::new();
    let mut load_errors = Vec::new();
    for d in dirs {
        let (c, e) = load_dir(d, reference.model());
        cases.extend(c);
        load_errors.extend(e);
    }
    for e in &load_errors {
        eprintln!("error: {e}");
    }
    (cases, load_errors)
}

fn hunt(args: HuntArgs) -> ExitCode {
    let reference = ModelEngine::reference();
    let spawned = match &args.cmd {
        Some(cmd) => truename_conformance::external::spawn_command(
            cmd,
            std::time::Duration::from_millis(args.timeout_ms),
        ),
        None => engines_for(&RunArgs::for_engine(&args.engine)).and_then(|mut v| {
            if v.len() == 1 {
                Ok(v.remove(0))
            } else {
                Err("choose one engine".to_string())
            }
        }),
    };
    let mut engine = match spawned {
        Ok(e) => e,
        Err(e) => {
            eprintln!("truename hunt: {e}");
            return ExitCode::from(2);
        }
    };
    let out = if args.dry_run {
        None
    } else {
        Some(args.out.clone().unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("..")
                .join("corpus")
                .join("regressions")
        }))
    };
    eprintln!(
        "hunt: engine {}, seed {}, up to {} cases / {} s",
        engine.info().name,
        args.seed,
        args.cases,
        args.seconds
    );
    let cfg = truename_conformance::hunt::HuntConfig {
        seed: args.seed,
        max_cases: args.cases,
        max_time: std::time::Duration::from_secs(args.seconds),
        max_findings: 0,
        out_dir: out,
        invariants: !args.no_invariants,
    };
    let rep = truename_conformance::hunt::hunt(engine.as_mut(), &reference, &cfg);
    println!(
        "{} cases in {:.1} s, {} finding(s)",
        rep.cases,
        rep.elapsed.as_secs_f64(),
        rep.findings.len()
    );
    for f in &rep.findings {
        let (o, e, q) = truename_conformance::shrink::size(&f.case);
        println!(
            "- case #{} after {:.2} s: {}\n  shrunk from {:?} to ({o}, {e}, {q}) (objects, effects, queries){}",
            f.at_case,
            f.elapsed.as_secs_f64(),
            f.kind,
            f.original,
            f.path
                .as_ref()
                .map(|p| format!("\n  written to {}", p.display()))
                .unwrap_or_default()
        );
    }
    if rep.findings.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn run(args: RunArgs) -> ExitCode {
    let mut reference = ModelEngine::reference();
    let dirs = if args.corpus.is_empty() {
        default_corpus()
    } else {
        args.corpus.clone()
    };
    let (mut cases, load_errors) = load_all(&dirs, &reference);
    cases.retain(|lc| {
        (args.rule.is_empty()
            || lc
                .case
                .rules
                .iter()
                .any(|r| args.rule.iter().any(|f| rule_matches(f, r))))
            && (args.id.is_empty()
                || args.id.iter().any(|g| {
                    glob::Pattern::new(g)
                        .map(|p| p.matches(&lc.case.id))
                        .unwrap_or(false)
                }))
    });
    let default_job = args.cmd.is_none() && args.engine.is_empty();
    let mut ok = load_errors.is_empty();

    // The reference model must agree with every hand-written expectation.
    let disagreements = runner::check_model(&cases, &mut reference);
    if !disagreements.is_empty() {
        ok = false;
        eprintln!(
            "\nMODEL OR CASE BUG: the reference model disagrees with {} case(s):",
            disagreements.len()
        );
        let rep = Report::new("model", "", &disagreements, None);
        eprintln!("{}", rep.human());
    }

    let mut engines = if default_job {
        vec![Box::new(ModelEngine::reference()) as Box<dyn Engine>]
    } else {
        match engines_for(&args) {
            Ok(e) => e,
            Err(e) => {
                eprintln!("truename run: {e}");
                return ExitCode::from(2);
            }
        }
    };
    let expectations = match &args.expectations {
        Some(p) => match Expectations::read(p) {
            Ok(e) => Some(e),
            Err(e) => {
                eprintln!("truename run: {e}");
                return ExitCode::from(2);
            }
        },
        None => None,
    };
    let show_progress =
        !args.no_progress && std::io::stdout().is_terminal() && args.format == Format::Human;
    let mut out = String::new();
    for engine in engines.iter_mut() {
        let info = engine.info().clone();
        let results = run_one(engine.as_mut(), &cases, &reference, show_progress);
        let verdict = expectations.as_ref().map(|e| e.judge(&results));
        let rep = Report::new(&info.name, &info.version, &results, verdict.as_ref());
        out.push_str(&match args.format {
            Format::Human => rep.human(),
            Format::Json => serde_json::to_string_pretty(&rep).unwrap_or_default() + "\n",
            Format::Junit => rep.junit(),
        });
        match &verdict {
            Some(v) => ok &= v.ok(),
            None => ok &= results.iter().all(|r| r.status != Status::Fail),
        }
        if let Some(p) = &args.write_expectations {
            let e =
                Expectations::from_results(&format!("{} {}", info.name, info.version), &results);
            let text = serde_json::to_string_pretty(&e).unwrap_or_default() + "\n";
            if let Err(err) = std::fs::write(p, text) {
                eprintln!("truename run: can't write {}: {err}", p.display());
                ok = false;
            }
        }
    }
    if default_job {
        let (table, all_killed) = mutant_table(&cases, &reference, show_progress);
        out.push_str(&table);
        ok &= all_killed;
    }
    match &args.output {
        Some(p) => {
            if let Err(e) = std::fs::write(p, &out) {
                eprintln!("truename run: can't write {}: {e}", p.display());
                return ExitCode::from(2);
            }
        }
        None => print!("{out}"),
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn run_one(
    engine: &mut dyn Engine,
    cases: &[LoadedCase],
    reference: &ModelEngine,
    progress: bool,
) -> Vec<CaseResult> {
    let bar = if progress {
        let b = indicatif::ProgressBar::new(cases.len() as u64);
        b.set_style(
            indicatif::ProgressStyle::with_template(
                "{prefix} [{bar:40}] {pos}/{len} cases {elapsed}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b.set_prefix(engine.info().name.clone());
        Some(b)
    } else {
        None
    };
    let tick = |n: usize| {
        if let Some(b) = &bar {
            b.set_position(n as u64);
        }
    };
    let r = runner::run(engine, cases, reference, &tick);
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    r
}

/// Runs every mutant; returns the kill table and whether every mutant was caught.
fn mutant_table(cases: &[LoadedCase], reference: &ModelEngine, progress: bool) -> (String, bool) {
    let mut s = String::from(
        "\nMUTANTS (each is the model with one deliberate bug; the corpus must catch each)\n",
    );
    s.push_str(&format!(
        "{:<36} {:<8} {:>7}  failing cases\n",
        "mutant", "breaks", "killed"
    ));
    let mut all = true;
    for q in Quirk::ALL {
        let mut m = ModelEngine::mutant(*q);
        let results = run_one(&mut m, cases, reference, progress);
        let failing: Vec<&str> = results
            .iter()
            .filter(|r| r.status == Status::Fail)
            .map(|r| r.id.as_str())
            .collect();
        all &= !failing.is_empty();
        s.push_str(&format!(
            "{:<36} {:<8} {:>7}  {}\n",
            q.name(),
            q.rule(),
            if failing.is_empty() { "NO" } else { "yes" },
            if failing.is_empty() {
                "SURVIVED: no case catches this bug".to_string()
            } else {
                format!("{} ({})", failing.len(), failing.join(", "))
            }
        ));
    }
    (s, all)
}
