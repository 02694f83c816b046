// SPDX-License-Identifier: AGPL-3.0-or-later
//! `manabrew-hunt`: `truename hunt` against manabrew in process (the suite's `hunt` command
//! takes only built-in and out-of-process engines). Generated boards from the Oracle subset
//! are put to manabrew and to the reference model; each divergence is shrunk and written as
//! an ordinary case file, once per bug signature; bugs whose signature one of
//! `expectations/manabrew.json`'s known failures already shows are counted, not written.
//!
//! ```text
//! manabrew-hunt [--seconds 60] [--cases 10000] [--seed 1] [--out DIR] [--expectations FILE] [--dry-run]
//! ```
//! Exits 0 whatever it finds (findings are for a person to triage; see
//! docs/manabrew-report.md); non-zero only when it can't run.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;
use truename_gen::hunt::{hunt_with, known_signatures, HuntConfig};
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;
use truename_harness::expectations::Expectations;
use truename_harness::job::{self, Source};
use truename_manabrew::ManabrewEngine;

struct Args {
    seconds: u64,
    cases: usize,
    seed: u64,
    out: Option<PathBuf>,
    expectations: Option<PathBuf>,
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        seconds: 60,
        cases: 10_000,
        seed: 1,
        out: Some(PathBuf::from("target/manabrew-hunt")),
        expectations: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--seconds" => a.seconds = value()?.parse().map_err(|e| format!("--seconds: {e}"))?,
            "--cases" => a.cases = value()?.parse().map_err(|e| format!("--cases: {e}"))?,
            "--seed" => a.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--out" => a.out = Some(PathBuf::from(value()?)),
            "--expectations" => a.expectations = Some(PathBuf::from(value()?)),
            "--dry-run" => a.out = None,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(a)
}

/// The signatures of manabrew's known failures (the expectation file's cases, run now).
fn known(
    args: &Args,
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

fn main() -> ExitCode {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("manabrew-hunt: {e}");
            return ExitCode::from(2);
        }
    };
    let reference = ModelEngine::reference();
    let mut engine = ManabrewEngine::new();
    let known = match known(&args, &mut engine, &reference) {
        Ok(k) => k,
        Err(e) => {
            eprintln!("manabrew-hunt: {e}");
            return ExitCode::from(2);
        }
    };
    let cfg = HuntConfig {
        seed: args.seed,
        max_cases: args.cases,
        max_time: Duration::from_secs(args.seconds),
        max_findings: 0,
        out_dir: args.out.clone(),
        invariants: true,
        known: known.into_iter().collect(),
    };
    eprintln!(
        "hunt: engine manabrew {}, seed {}, up to {} cases / {} s",
        truename_manabrew::MANABREW_VERSION,
        args.seed,
        args.cases,
        args.seconds
    );
    let fresh = || Ok(Box::new(ManabrewEngine::new()) as Box<dyn Engine>);
    match hunt_with(&mut engine, Some(&fresh), &reference, &cfg) {
        Ok(rep) => {
            print!("{}", rep.summary());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("manabrew-hunt: {e}; the case is:\n{}", e.case);
            ExitCode::FAILURE
        }
    }
}
