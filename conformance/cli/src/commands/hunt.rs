//! `truename hunt`: generated cases against an engine; new, reproduced findings written once
//! per bug under `--regressions`, known bugs (from `--expectations`) counted, not written.

use super::{status, usage};
use crate::args::HuntArgs;
use crate::output::print;
use crate::Custom;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use truename_gen::hunt::{hunt_with, known_signatures, HuntConfig, HuntRecord, HuntReport};
use truename_harness::driven::Driven;
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;
use truename_harness::expectations::Expectations;
use truename_harness::job::{self, Source};
use truename_harness::spec::EngineSpec;

/// The signatures of the engine's known failures (its expectation file's cases, run now; of
/// their listed failing queries where the file lists them).
fn known(
    args: &HuntArgs,
    engine: &mut dyn Driven,
    reference: &ModelEngine,
) -> Result<Vec<String>, String> {
    let Some(path) = &args.expectations else {
        return Ok(vec![]);
    };
    let file = Expectations::read(path)?;
    let (cases, _) = job::load(&Source::Embedded, reference.model()).map_err(|e| e.to_string())?;
    let failing: Vec<_> = cases
        .into_iter()
        .filter(|lc| file.known_failures.contains(&lc.case.scenario.id))
        .collect();
    let queries = &file.known_failing_queries;
    Ok(known_signatures(engine, &failing, reference, queries)
        .into_iter()
        .collect())
}

/// The folder findings go to: `--regressions`, else `truename-hunt-findings` in the current
/// directory (never the suite's corpus), made absolute so that it can be printed.
fn out_dir(args: &HuntArgs) -> Result<PathBuf, String> {
    let dir = (args.regressions.clone()).unwrap_or_else(|| PathBuf::from(DEFAULT_OUT));
    std::path::absolute(&dir).map_err(|e| format!("{}: {e}", dir.display()))
}

/// The findings folder when `--regressions` isn't given (under the current directory).
pub const DEFAULT_OUT: &str = "truename-hunt-findings";

/// Stops every wait of the command at `deadline` (`--seconds` is a bound on wall-clock
/// time, also while an engine doesn't answer): a thread that sets the cancel flag then; the
/// hunt, past its deadline, says its time ran out, not that it was interrupted.
fn watchdog(deadline: Option<Instant>) {
    let Some(deadline) = deadline else {
        return;
    };
    std::thread::spawn(move || {
        std::thread::sleep(deadline.saturating_duration_since(Instant::now()));
        BUDGET_SPENT.store(true, Ordering::SeqCst);
        truename_harness::cancel::CANCEL.store(true, Ordering::SeqCst);
    });
}

/// Set by [`watchdog`] when it stops the command at its deadline: a stop that is the budget
/// running out, not an interruption.
static BUDGET_SPENT: AtomicBool = AtomicBool::new(false);

/// How to start the hunted engine (again, for reproducing a finding on a fresh one).
enum Starter<'a> {
    /// A built-in or out-of-process engine.
    Spec(EngineSpec, Duration),
    /// An in-process engine the program added.
    Custom(&'a dyn Fn() -> Box<dyn Engine>),
}

impl<'a> Starter<'a> {
    fn new(args: &HuntArgs, custom: &[Custom<'a>]) -> Result<Starter<'a>, String> {
        let timeout = Duration::from_millis(args.timeout_ms);
        if let Some(cmd) = &args.cmd {
            return Ok(Starter::Spec(EngineSpec::command(cmd)?, timeout));
        }
        match custom.iter().find(|(n, _)| *n == args.engine) {
            Some((_, make)) => Ok(Starter::Custom(*make)),
            None => match args.engine.parse() {
                Ok(spec) => Ok(Starter::Spec(spec, timeout)),
                Err(e) if custom.is_empty() => Err(e),
                Err(e) => {
                    let names: Vec<&str> = custom.iter().map(|(n, _)| *n).collect();
                    Err(format!("{e}; this program adds: {}", names.join(", ")))
                }
            },
        }
    }

    fn start(&self, reference: &ModelEngine) -> Result<Box<dyn Driven>, String> {
        match self {
            Starter::Spec(spec, timeout) => spec.start_one(*timeout, reference.model()),
            Starter::Custom(make) => Ok(Box::new(make())),
        }
    }
}

/// Says so when `pending` holds findings (a hunt killed before it could shrink and write them,
/// or one running now: a finished hunt leaves none, flaky or not): they are cases like any
/// other, to run and triage.
fn note_pending(pending: &std::path::Path) {
    let n = std::fs::read_dir(pending).map_or(0, |d| {
        (d.flatten())
            .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
            .count()
    });
    if n > 0 {
        crate::note!(
            "hunt: {n} finding(s) are pending in {} (of a hunt that was killed before shrinking them, or of one running now): `truename run --corpus {}` runs them",
            pending.display(),
            pending.display()
        );
    }
}

/// `truename hunt`, with the program's in-process engines selectable by `--engine NAME`.
pub fn hunt(args: HuntArgs, custom: &[Custom]) -> ExitCode {
    // The budget counts from now: starting the engine and running its known failures count.
    let start = Instant::now();
    let deadline = start.checked_add(Duration::from_secs(args.seconds));
    watchdog(deadline);
    let reference = ModelEngine::reference();
    let out = match (!args.dry_run).then(|| out_dir(&args)).transpose() {
        Ok(o) => o,
        Err(e) => return usage(&format!("truename hunt: {e}")),
    };
    let starter = match Starter::new(&args, custom) {
        Ok(s) => s,
        Err(e) => return usage(&format!("truename hunt: {e}")),
    };
    let mut engine = match starter.start(&reference) {
        Ok(e) => e,
        Err(e) => return usage(&format!("truename hunt: {e}")),
    };
    let known = match known(&args, engine.as_mut(), &reference) {
        Ok(k) => k,
        Err(e) => return usage(&format!("truename hunt: {e}")),
    };
    let shard = args.shard.unwrap_or_default();
    let cfg = HuntConfig {
        seed: args.seed,
        max_cases: args.cases.unwrap_or(usize::MAX),
        // What is left of the budget (none: unbounded, as a deadline past the clock's end).
        max_time: deadline.map_or(Duration::MAX, |d| {
            d.saturating_duration_since(Instant::now())
        }),
        shard,
        max_findings: 0,
        out_dir: out.clone(),
        invariants: !args.no_invariants,
        known: known.into_iter().collect(),
    };
    let name = engine.info().name.clone();
    let cases = args
        .cases
        .map_or("no case budget".into(), |n| format!("up to {n} cases"));
    crate::note!(
        "hunt: engine {name}, seed {}, shard {shard}, {cases}, {} s",
        args.seed,
        args.seconds
    );
    match &out {
        Some(d) => {
            crate::note!("hunt: findings go to {}", d.display());
            note_pending(&d.join("pending"));
        }
        None => crate::note!("hunt: --dry-run: no finding is written"),
    }
    let fresh = || starter.start(&reference);
    match hunt_with(engine.as_mut(), Some(&fresh), &reference, &cfg) {
        Ok(mut rep) => {
            // Stopped by the watchdog (the hunt's own deadline may fall a moment later).
            rep.interrupted &= !BUDGET_SPENT.load(Ordering::SeqCst);
            finish(&rep, &name, &args, out.as_deref())
        }
        Err(e) => {
            crate::note!(
                "truename hunt: {e}; pending findings were kept; the case is:\n{}",
                e.case
            );
            run_failed()
        }
    }
}

/// Exit status 3: the hunt failed as a run (its engine was given up on, it stopped early, or
/// a finding or its record couldn't be written), whatever it found: a script that takes exit
/// status 1 as "new findings to triage" must not take a broken hunt for one.
fn run_failed() -> ExitCode {
    ExitCode::from(3)
}

/// Prints the summary, records the hunt in its folder, and says how it went: 130 interrupted,
/// 2 nothing checked, 3 the run failed ([`run_failed`]), 1 new findings, else 0.
fn finish(rep: &HuntReport, name: &str, args: &HuntArgs, out: Option<&Path>) -> ExitCode {
    print(&rep.summary());
    if let Some(d) = out {
        let shard = args.shard.unwrap_or_default().to_string();
        if let Err(e) = HuntRecord::of(rep, name, args.seed, &shard).write(d) {
            crate::note!(
                "truename hunt: can't write the hunt's record in {}: {e}",
                d.display()
            );
            return run_failed();
        }
    }
    if rep.interrupted {
        crate::note!("truename hunt: interrupted; the findings so far are written");
        return ExitCode::from(130);
    }
    // Fail closed: a hunt whose engine agreed on nothing and diverged nowhere checked
    // nothing (it declares none of the capabilities the generated questions need, or
    // every reply was a limitation).
    if rep.answered == 0 && rep.findings.is_empty() && rep.known.is_empty() {
        return usage(&format!(
            "truename hunt: {name} answered none of the questions of {} generated cases: nothing was checked",
            rep.cases
        ));
    }
    // An engine given up on is a failure of the run, whatever was found.
    if let Some(why) = &rep.stopped {
        crate::note!("truename hunt: FAILED: the hunt stopped early: {why}");
        return run_failed();
    }
    if rep.given_up > 0 {
        crate::note!(
            "truename hunt: FAILED: {name} was given up on {} time(s) (it kept crashing or hanging) and replaced by a fresh one each time",
            rep.given_up
        );
        return run_failed();
    }
    status(rep.findings.is_empty())
}
