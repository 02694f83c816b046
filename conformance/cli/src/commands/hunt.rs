//! `truename hunt`: generated cases against an engine; new, reproduced findings written once
//! per bug under `--regressions`, known bugs (from `--expectations`) counted, not written.

use super::{status, usage};
use crate::args::HuntArgs;
use crate::output::print;
use crate::Custom;
use std::process::ExitCode;
use std::time::Duration;
use truename_gen::hunt::{hunt_with, known_signatures, HuntConfig};
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;
use truename_harness::expectations::Expectations;
use truename_harness::job::{self, Source};
use truename_harness::spec::EngineSpec;

/// The signatures of the engine's known failures (its expectation file's cases, run now).
fn known(
    args: &HuntArgs,
    engine: &mut dyn Engine,
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
    Ok(known_signatures(engine, &failing, reference)
        .into_iter()
        .collect())
}

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

    fn start(&self, reference: &ModelEngine) -> Result<Box<dyn Engine>, String> {
        match self {
            Starter::Spec(spec, timeout) => spec.start_one(*timeout, reference.model()),
            Starter::Custom(make) => Ok(make()),
        }
    }
}

/// Says so when an earlier hunt left findings in `pending` (it was killed before it could
/// shrink and write them): they are cases like any other, to run and triage.
fn note_pending(pending: &std::path::Path) {
    let n = std::fs::read_dir(pending).map_or(0, |d| {
        (d.flatten())
            .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
            .count()
    });
    if n > 0 {
        crate::note!(
            "hunt: {n} finding(s) of an earlier hunt are pending in {} (it stopped before shrinking them): `truename run --corpus {}` runs them",
            pending.display(),
            pending.display()
        );
    }
}

/// `truename hunt`, with the program's in-process engines selectable by `--engine NAME`.
pub fn hunt(args: HuntArgs, custom: &[Custom]) -> ExitCode {
    let reference = ModelEngine::reference();
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
    let cfg = HuntConfig {
        seed: args.seed,
        max_cases: args.cases,
        max_time: Duration::from_secs(args.seconds),
        max_findings: 0,
        out_dir: (!args.dry_run).then(|| args.regressions.clone()),
        invariants: !args.no_invariants,
        known: known.into_iter().collect(),
    };
    let name = engine.info().name.clone();
    crate::note!(
        "hunt: engine {name}, seed {}, up to {} cases / {} s",
        args.seed,
        args.cases,
        args.seconds
    );
    if !args.dry_run {
        note_pending(&args.regressions.join("pending"));
    }
    let fresh = || starter.start(&reference);
    match hunt_with(engine.as_mut(), Some(&fresh), &reference, &cfg) {
        Ok(rep) => {
            print(&rep.summary());
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
            status(rep.findings.is_empty())
        }
        Err(e) => {
            crate::note!(
                "truename hunt: {e}; pending findings were kept; the case is:\n{}",
                e.case
            );
            ExitCode::FAILURE
        }
    }
}
