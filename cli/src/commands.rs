//! The commands: argument values in, library calls out, exit codes back. No logic lives here
//! beyond choosing what to call and where to print (and the progress bar, which libraries
//! don't draw).

use crate::{Format, HuntArgs, RunArgs};
use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;
use truename_cases::Capability;
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;
use truename_harness::expectations::Expectations;
use truename_harness::job::{self, EngineRun, Selection};
use truename_harness::load::LoadedCase;
use truename_harness::runner::CaseResult;
use truename_harness::spec::EngineSpec;
use truename_model::quirks::Quirk;

/// A progress bar for one engine's run (when stderr's user can see it), as a tick callback.
fn progress(show: bool, engine: &dyn Engine, total: usize) -> Box<dyn Fn(usize)> {
    if !show {
        return Box::new(|_| {});
    }
    let b = indicatif::ProgressBar::new(total as u64);
    let style =
        indicatif::ProgressStyle::with_template("{prefix} [{bar:40}] {pos}/{len} cases {elapsed}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    b.set_style(style);
    b.set_prefix(engine.info().name.clone());
    Box::new(move |n| {
        b.set_position(n as u64);
        if n >= total {
            b.finish_and_clear();
        }
    })
}

fn engines(args: &RunArgs) -> Result<Vec<Box<dyn Engine>>, String> {
    let timeout = Duration::from_millis(args.timeout_ms);
    let mut specs = args.engine.clone();
    if let Some(cmd) = &args.cmd {
        specs.insert(0, EngineSpec::command(cmd)?);
    }
    let mut out = Vec::new();
    for s in &specs {
        out.extend(s.start(timeout)?);
    }
    Ok(out)
}

/// The selected cases, and whether they all loaded and the model agrees with every one.
fn selected_cases(args: &RunArgs, reference: &ModelEngine) -> (Vec<LoadedCase>, bool) {
    let dirs = if args.corpus.is_empty() {
        job::default_corpus()
    } else {
        args.corpus.clone()
    };
    let (mut cases, load_errors) = job::load_all(&dirs, reference.model());
    for e in &load_errors {
        eprintln!("error: {e}");
    }
    let selection = Selection {
        rules: args.rule.clone(),
        ids: args.id.clone(),
    };
    cases.retain(|lc| selection.keeps(lc));
    let mut ok = load_errors.is_empty();
    if let Some(text) = job::model_disagreements(&cases, reference) {
        ok = false;
        eprintln!("{text}");
    }
    (cases, ok)
}

/// Writes an engine's failures and skips as an expectation file; whether that worked.
fn write_expectations(path: &Path, engine: &dyn Engine, results: &[CaseResult]) -> bool {
    let info = engine.info();
    let e = Expectations::from_results(&format!("{} {}", info.name, info.version), results);
    let text = serde_json::to_string_pretty(&e).unwrap_or_default() + "\n";
    match std::fs::write(path, text) {
        Ok(()) => true,
        Err(err) => {
            eprintln!("truename run: can't write {}: {err}", path.display());
            false
        }
    }
}

/// `truename run`.
pub fn run(args: RunArgs) -> ExitCode {
    let reference = ModelEngine::reference();
    let (cases, mut ok) = selected_cases(&args, &reference);
    let default_job = args.cmd.is_none() && args.engine.is_empty();
    let mut engines = if default_job {
        vec![Box::new(ModelEngine::new(reference.model().clone())) as Box<dyn Engine>]
    } else {
        match engines(&args) {
            Ok(e) => e,
            Err(e) => return usage(&format!("truename run: {e}")),
        }
    };
    let expectations = match args.expectations.as_deref().map(Expectations::read) {
        Some(Err(e)) => return usage(&format!("truename run: {e}")),
        Some(Ok(e)) => Some(e),
        None => None,
    };
    let show = !args.no_progress && std::io::stderr().is_terminal() && args.format == Format::Human;
    let format = match args.format {
        Format::Human => job::Format::Human,
        Format::Json => job::Format::Json,
        Format::Junit => job::Format::Junit,
    };
    let mut out = String::new();
    for engine in engines.iter_mut() {
        let tick = progress(show, engine.as_ref(), cases.len());
        let EngineRun {
            text,
            ok: passed,
            results,
        } = job::run_engine(
            engine.as_mut(),
            &cases,
            &reference,
            expectations.as_ref(),
            format,
            &*tick,
        );
        out.push_str(&text);
        ok &= passed;
        if let Some(p) = &args.write_expectations {
            ok &= write_expectations(p, engine.as_ref(), &results);
        }
    }
    if default_job {
        let bar = |e: &dyn Engine| progress(show, e, cases.len());
        let (table, all_killed) = truename_gen::mutants::corpus_table(&cases, &reference, &bar);
        out.push_str(&table);
        ok &= all_killed;
    }
    match &args.output {
        Some(p) => {
            if let Err(e) = std::fs::write(p, &out) {
                return usage(&format!("truename run: can't write {}: {e}", p.display()));
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

fn usage(message: &str) -> ExitCode {
    eprintln!("{message}");
    ExitCode::from(2)
}

/// `truename schema`.
pub fn schema(which: &str) -> ExitCode {
    let schema = match which {
        "case" => serde_json::to_value(schemars::schema_for!(truename_cases::CaseFile)),
        "expectations" => serde_json::to_value(schemars::schema_for!(Expectations)),
        "protocol" => Ok(truename_cases::protocol::message_schemas()),
        other => {
            return usage(&format!(
                "truename schema: unknown schema {other:?} (case, protocol, expectations)"
            ))
        }
    };
    let text = serde_json::to_string_pretty(&schema.unwrap_or_default()).unwrap_or_default();
    println!("{text}");
    ExitCode::SUCCESS
}

/// `truename capabilities`.
pub fn capabilities() -> ExitCode {
    for c in Capability::ALL {
        println!("{:<34} {}", c.name(), c.about());
    }
    ExitCode::SUCCESS
}

/// `truename mutants [--report]`.
pub fn mutants(report: bool, budget: usize) -> ExitCode {
    if !report {
        for q in Quirk::ALL {
            println!("mutant:{:<36} breaks CR {}", q.name(), q.rule());
        }
        return ExitCode::SUCCESS;
    }
    let reference = ModelEngine::reference();
    let (cases, errors) = job::load_all(&job::default_corpus(), reference.model());
    for e in &errors {
        eprintln!("error: {e}");
    }
    if !errors.is_empty() {
        return ExitCode::FAILURE;
    }
    let rep = truename_gen::mutants::report(&cases, &reference, budget);
    print!("{}", rep.markdown());
    if rep.all_killed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `truename hunt`.
pub fn hunt(args: HuntArgs) -> ExitCode {
    let reference = ModelEngine::reference();
    let timeout = Duration::from_millis(args.timeout_ms);
    let spec = match &args.cmd {
        Some(cmd) => EngineSpec::command(cmd),
        None => Ok(args.engine.clone()),
    };
    let mut engine = match spec.and_then(|s| s.start_one(timeout)) {
        Ok(e) => e,
        Err(e) => return usage(&format!("truename hunt: {e}")),
    };
    let out = (!args.dry_run).then(|| {
        args.out
            .clone()
            .unwrap_or_else(|| job::default_corpus()[0].with_file_name("regressions"))
    });
    let cfg = truename_gen::hunt::HuntConfig {
        seed: args.seed,
        max_cases: args.cases,
        max_time: Duration::from_secs(args.seconds),
        max_findings: 0,
        out_dir: out,
        invariants: !args.no_invariants,
    };
    eprintln!(
        "hunt: engine {}, seed {}, up to {} cases / {} s",
        engine.info().name,
        args.seed,
        args.cases,
        args.seconds
    );
    let rep = truename_gen::hunt::hunt(engine.as_mut(), &reference, &cfg);
    print!("{}", rep.summary());
    if rep.findings.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
