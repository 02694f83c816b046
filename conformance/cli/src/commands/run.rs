//! `truename run`: glue from arguments to the harness's job functions, the engines and the
//! report, failing closed (exit status 2) when the run would check nothing.

use super::{status, usage};
use crate::args::{Format, RunArgs};
use crate::output::{check_writable, create_parent, print, Sink};
use crate::Custom;
use std::collections::BTreeSet;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;
use truename_harness::expectations::Expectations;
use truename_harness::job::{self, Selection, Source, UsageError};
use truename_harness::load::LoadedCase;
use truename_harness::protocol::client::{Options, ProcessEngine, ProcessPool};
use truename_harness::report::{EngineReport, LoadProblem, RunReport};
use truename_harness::runner::{cancelled, CaseResult};
use truename_harness::spec::EngineSpec;

/// A progress bar for one engine's run when stderr is a terminal, as a tick callback.
fn progress(show: bool, engine: &dyn Driven, total: usize) -> Box<dyn Fn(usize)> {
    if !show {
        return Box::new(|_| {});
    }
    let b = indicatif::ProgressBar::new(total as u64);
    let template = "{prefix} [{bar:40}] {pos}/{len} cases {elapsed}";
    let style = indicatif::ProgressStyle::with_template(template)
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

/// What was loaded: the selected cases, the files that didn't load, every loaded case id,
/// and a warning per file written against another Oracle snapshot.
struct Loaded {
    cases: Vec<LoadedCase>,
    load_errors: Vec<LoadProblem>,
    ids: BTreeSet<String>,
    warnings: Vec<String>,
}

/// A warning per case file whose `oracle_snapshot` isn't the model's.
fn snapshot_warnings(cases: &[LoadedCase], model: &str) -> Vec<String> {
    let files: BTreeSet<(String, &str)> = cases
        .iter()
        .filter(|lc| lc.oracle_snapshot != model)
        .map(|lc| (lc.file.display().to_string(), lc.oracle_snapshot.as_str()))
        .collect();
    files
        .into_iter()
        .map(|(f, s)| {
            format!("{f} was written against Oracle snapshot {s:?}; the model uses {model:?}")
        })
        .collect()
}

/// The selected cases (and the files that didn't load), or why there are none.
fn cases(args: &RunArgs, reference: &ModelEngine) -> Result<Loaded, UsageError> {
    let source = if args.corpus.corpus.is_empty() {
        Source::Embedded
    } else {
        Source::Dirs(args.corpus.corpus.clone())
    };
    let (cases, errors) = job::load(&source, reference.model())?;
    let ids = cases.iter().map(|lc| lc.case.scenario.id.clone()).collect();
    let warnings = snapshot_warnings(&cases, &reference.model().oracle.snapshot);
    let selection = Selection::new(&args.rule, &args.id, &args.skip)?;
    let load_errors: Vec<LoadProblem> = errors.iter().map(LoadProblem::from).collect();
    let cases = match selection.apply(cases) {
        Err(_) if args.allow_empty => vec![],
        // With nothing to run there is no report to carry the load errors: the error does,
        // or a corpus whose every file is broken would only say it is empty.
        Err(UsageError(e)) if !load_errors.is_empty() => {
            let shown: Vec<String> = (load_errors.iter())
                .map(|p| format!("\n  {}: {}: {}", p.file, p.path, p.message))
                .collect();
            let n = load_errors.len();
            return Err(UsageError(format!(
                "{e}; {n} load error(s):{}",
                shown.concat()
            )));
        }
        other => other?,
    };
    Ok(Loaded {
        cases,
        load_errors,
        ids,
        warnings,
    })
}

/// How many processes `--jobs` asks for (0: one per core).
fn jobs(asked: usize) -> usize {
    match asked {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
}

/// An out-of-process engine from its command line: one process, or a pool of `jobs`.
fn command_engine(line: &str, timeout: Duration, jobs: usize) -> Result<Box<dyn Driven>, String> {
    let EngineSpec::Command(argv) = EngineSpec::command(line)? else {
        return Err(format!("--cmd {line:?} is not a command line"));
    };
    let started = if jobs <= 1 {
        ProcessEngine::spawn(&argv, timeout).map(|e| Box::new(e) as Box<dyn Driven>)
    } else {
        ProcessPool::spawn(&argv, Options::new(timeout), jobs)
            .map(|e| Box::new(e) as Box<dyn Driven>)
    };
    started.map_err(|f| format!("can't start {argv:?}: {f}"))
}

fn engines(
    args: &RunArgs,
    reference: &ModelEngine,
    custom: &[Custom],
) -> Result<Vec<Box<dyn Driven>>, String> {
    if args.cmd.is_empty() && args.jobs != 1 {
        return Err("--jobs runs several processes of a --cmd engine; there is no --cmd".into());
    }
    if args.cmd.is_empty() && args.engine.is_empty() {
        // The main job is the model and every mutant: without mutants it would pass on half.
        #[cfg(not(feature = "mutants"))]
        return Err(format!(
            "the main job (no --engine, no --cmd) runs the model and every mutant; {}; \
             name an engine (--engine model, --cmd ...)",
            super::NO_MUTANTS
        ));
        #[cfg(feature = "mutants")]
        return Ok(vec![Box::new(ModelEngine::new(reference.model().clone()))]);
    }
    let timeout = Duration::from_millis(args.timeout_ms);
    let mut out = Vec::new();
    for c in &args.cmd {
        out.push(command_engine(c, timeout, jobs(args.jobs))?);
    }
    for name in &args.engine {
        match custom.iter().find(|(n, _)| n == name) {
            Some((_, make)) => out.push(Box::new(make())),
            None => out.extend(
                name.parse::<EngineSpec>()?
                    .start(timeout, reference.model())?,
            ),
        }
    }
    Ok(out)
}

/// The file name part for `engine`: letters, digits and `-` kept, anything else `_`.
fn file_safe(engine: &str) -> String {
    (engine.chars())
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// The expectation file each engine's results go to: the given path, or with several engines
/// one file per engine (`my.json` → `my.<engine>.json`). Two engines of one hello name (two
/// versions of one engine, compared) get the version too (`my.<engine>-<version>.json`), and
/// two of one name and version their place on the command line too (`...-2.json`): no engine's
/// file is overwritten by another's.
fn expectations_paths(path: &Path, engines: &[Box<dyn Driven>]) -> Vec<PathBuf> {
    if engines.len() <= 1 {
        return vec![path.to_path_buf(); engines.len()];
    }
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let infos: Vec<(&str, &str)> = (engines.iter())
        .map(|e| (e.info().name.as_str(), e.info().version.as_str()))
        .collect();
    let count = |f: &dyn Fn(&(&str, &str)) -> bool| infos.iter().filter(|i| f(i)).count();
    (infos.iter().enumerate())
        .map(|(k, &(name, version))| {
            let mut key = name.to_string();
            if count(&|i| i.0 == name) > 1 {
                key = format!("{name}-{version}");
            }
            if count(&|i| *i == (name, version)) > 1 {
                key = format!("{key}-{}", k + 1);
            }
            path.with_file_name(format!("{stem}.{}.json", file_safe(&key)))
        })
        .collect()
}

/// Writes (merges) the engine's expectation file at `path`, if asked to; the path written.
/// Nothing derived from an incomplete run is written as if complete: an interrupted run writes
/// nothing, and the cases not run (the engine given up on) keep their earlier entries.
fn write_expectations(
    args: &RunArgs,
    report: &EngineReport,
    path: Option<&Path>,
) -> Result<Option<PathBuf>, String> {
    let (Some(path), Some(_)) = (path, &args.write_expectations) else {
        return Ok(None);
    };
    if cancelled() {
        return Err(format!(
            "{} not written: the run was interrupted, so its results are incomplete",
            path.display()
        ));
    }
    let ran: Vec<CaseResult> = (report.cases.iter())
        .filter(|r| !r.not_run())
        .cloned()
        .collect();
    if ran.is_empty() {
        return Err(format!(
            "{} not written: no case ran with {}",
            path.display(),
            report.engine
        ));
    }
    if ran.len() < report.cases.len() {
        crate::note!(
            "truename run: {} of {} cases were not run with {} (given up on); their entries in {} are kept as they were",
            report.cases.len() - ran.len(),
            report.cases.len(),
            report.engine,
            path.display()
        );
    }
    let old = if path.exists() {
        Expectations::read(path)?
    } else {
        Expectations::default()
    };
    let name = format!("{} {}", report.engine, report.version);
    old.merged(&name, &ran).write(path)?;
    Ok(Some(path.to_path_buf()))
}

fn render(report: &RunReport, format: Format) -> String {
    match format {
        Format::Human => report.human(),
        Format::Json => report.json(),
        Format::Junit => report.junit(),
        Format::Html => report.html(),
    }
}

/// The report's run-level parts: load errors, warnings, and the expectation file's stale ids.
fn start_report(
    args: &RunArgs,
    reference: &ModelEngine,
    loaded: Loaded,
    expectations: Option<&Expectations>,
) -> (RunReport, Vec<LoadedCase>) {
    let Loaded {
        cases,
        load_errors,
        ids,
        warnings,
    } = loaded;
    for e in &load_errors {
        crate::note!("error: {}: {}: {}", e.file, e.path, e.message);
    }
    let mut report = RunReport::new(&reference.model().oracle.snapshot);
    report.invocation.command = std::env::args().collect();
    report.load_errors = load_errors;
    report.warnings = warnings;
    if let (Some(e), Some(path)) = (expectations, &args.expectations) {
        let ids: BTreeSet<&str> = ids.iter().map(String::as_str).collect();
        let stale = e.stale(&ids);
        if !stale.is_empty() {
            let path = path.display();
            let stale = stale.join(", ");
            report.problems.push(format!(
                "{path} names cases that don't exist (renamed or deleted?): {stale}"
            ));
        }
    }
    for w in report.warnings.iter().chain(&report.problems) {
        crate::note!("truename run: {}", truename_harness::terminal::escape(w));
    }
    report.model_disagreements = job::model_disagreements(&cases, reference);
    (report, cases)
}

/// A warning when the expectation file names another engine (or another version) than the
/// one it judges: `engine` is informational, and one file judges every engine of a run.
fn written_for_another(x: &Expectations, e: &EngineReport) -> Option<String> {
    let this = format!("{} {}", e.engine, e.version);
    let same = x.engine.is_empty() || x.engine == e.engine || x.engine == this;
    (!same).then(|| {
        format!(
            "the expectation file was written for {:?}; it judges {this} here",
            x.engine
        )
    })
}

/// Runs every engine into the report (then, for the main job, the mutants); for each engine
/// with which nothing was checked, its name and why.
fn run_engines(
    args: &RunArgs,
    engines: &mut [Box<dyn Driven>],
    cases: &[LoadedCase],
    reference: &ModelEngine,
    expectations: Option<&Expectations>,
    report: &mut RunReport,
) -> Vec<String> {
    let show = !args.no_progress && std::io::stderr().is_terminal();
    let paths = match &args.write_expectations {
        Some(p) => expectations_paths(p, engines),
        None => vec![],
    };
    let mut idle = Vec::new();
    for (k, engine) in engines.iter_mut().enumerate() {
        if cancelled() {
            break;
        }
        let tick = progress(show, engine.as_ref(), cases.len());
        let e = job::run_engine(
            engine.as_mut(),
            cases,
            reference,
            expectations,
            args.strict,
            &*tick,
        );
        if let Some(w) = expectations.and_then(|x| written_for_another(x, &e)) {
            crate::note!("truename run: {}", truename_harness::terminal::escape(&w));
            report.warnings.push(w);
        }
        if let Some(why) = truename_harness::verdict::nothing_checked(&e.cases) {
            if !args.allow_empty {
                report
                    .problems
                    .push(format!("nothing was checked with {}: {why}", e.engine));
            }
            idle.push(format!("{}: {why}", e.engine));
        }
        match write_expectations(args, &e, paths.get(k).map(PathBuf::as_path)) {
            Ok(Some(path)) => {
                crate::note!("truename run: expectations written to {}", path.display())
            }
            Ok(None) => {}
            Err(err) => {
                crate::note!("truename run: {err}");
                report.problems.push(err);
            }
        }
        report.engines.push(e);
    }
    if args.cmd.is_empty() && args.engine.is_empty() && !cancelled() {
        main_job_mutants(show, cases, reference, report);
    }
    idle
}

/// The main job's mutant table: every mutant over the corpus, each of which must be caught.
#[cfg(feature = "mutants")]
fn main_job_mutants(
    show: bool,
    cases: &[LoadedCase],
    reference: &ModelEngine,
    report: &mut RunReport,
) {
    let bar = |e: &dyn Driven| progress(show, e, cases.len());
    report.mutants = Some(truename_gen::mutants::corpus_table(cases, reference, &bar));
}

/// Without the `mutants` feature [`engines`] refuses the main job; should one get here all
/// the same, the run fails rather than passing without its mutant table.
#[cfg(not(feature = "mutants"))]
fn main_job_mutants(_: bool, _: &[LoadedCase], _: &ModelEngine, report: &mut RunReport) {
    report.problems.push(super::NO_MUTANTS.to_string());
}

/// `truename run`.
pub fn run(args: RunArgs, custom: &[Custom]) -> ExitCode {
    let sink = match Sink::new(args.output.as_deref()) {
        Ok(s) => s,
        Err(e) => return usage(&format!("truename run: {e}")),
    };
    // Checked before the run, as --output is: a typo in the path costs nothing.
    if let Some(path) = &args.write_expectations {
        let made = create_parent("--write-expectations", path);
        if let Err(e) = made.and_then(|()| check_writable("--write-expectations", path)) {
            return usage(&format!("truename run: {e}"));
        }
    }
    let model = match job::model_from(args.corpus.oracle.as_deref(), args.corpus.names.as_deref()) {
        Ok(m) => m,
        Err(e) => return usage(&format!("truename run: {e}")),
    };
    let reference = ModelEngine::new(model);
    let loaded = match cases(&args, &reference) {
        Ok(c) => c,
        Err(e) => return usage(&format!("truename run: {e}")),
    };
    if args.list {
        // A file that doesn't load is listed as the run reports it, and fails the listing
        // as it fails a run: a list that silently leaves cases out is no list of the run.
        for e in &loaded.load_errors {
            crate::note!("error: {}: {}: {}", e.file, e.path, e.message);
        }
        let listed = status(loaded.load_errors.is_empty());
        if args.cmd.is_empty() && args.engine.is_empty() {
            print(&super::list::cases(&loaded.cases, &reference));
            return listed;
        }
        return match engines(&args, &reference, custom) {
            Ok(e) => {
                print(&super::list::fates(&loaded.cases, &e, &reference));
                listed
            }
            Err(e) => usage(&format!("truename run: {e}")),
        };
    }
    let expectations = match args.expectations.as_deref().map(Expectations::read) {
        Some(Err(e)) => return usage(&format!("truename run: {e}")),
        other => other.and_then(Result::ok),
    };
    let mut engines = match engines(&args, &reference, custom) {
        Ok(e) => e,
        Err(e) => return usage(&format!("truename run: {e}")),
    };
    let (mut report, cases) = start_report(&args, &reference, loaded, expectations.as_ref());
    let idle = run_engines(
        &args,
        &mut engines,
        &cases,
        &reference,
        expectations.as_ref(),
        &mut report,
    );
    drop(engines);
    report.complete = !cancelled();
    report.settle();
    let code = exit_code(&report, &idle, args.allow_empty);
    report.invocation.exit_status = Some(code);
    if let Err(e) = sink.write(&render(&report, args.format)) {
        return usage(&format!("truename run: {e}"));
    }
    if !report.complete {
        crate::note!("truename run: interrupted; the report above is marked incomplete");
    } else if code == 2 {
        crate::note!(
            "truename run: nothing was checked with {} (--allow-empty lets this pass)",
            idle.join("; ")
        );
    }
    ExitCode::from(code)
}

/// The exit status a finished run ends with (written into its report): 130 interrupted, 2
/// nothing checked with an engine, else 0 or 1.
fn exit_code(report: &RunReport, idle: &[String], allow_empty: bool) -> u8 {
    if !report.complete {
        130
    } else if !idle.is_empty() && !allow_empty {
        2
    } else {
        u8::from(!report.ok)
    }
}
