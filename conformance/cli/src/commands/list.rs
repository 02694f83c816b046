//! `truename run --list`: the selected cases, their rules and the capabilities they need; with
//! engines (`--engine`, `--cmd`), per engine and case whether it will run, run in part, or be
//! skipped, and why (the same plan the run follows: capabilities declared in the engine's
//! hello against those each question needs).

use std::collections::BTreeSet;
use truename_harness::capabilities;
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::LoadedCase;
use truename_harness::runner::{self, Outcome};

/// One line per case: id, rules, capabilities needed.
pub fn cases(cases: &[LoadedCase], reference: &ModelEngine) -> String {
    let oracle = &reference.model().oracle;
    let lines: Vec<String> = cases
        .iter()
        .map(|lc| {
            let caps: Vec<&str> = capabilities::required(&lc.case, oracle)
                .iter()
                .map(|c| c.name())
                .collect();
            let id = &lc.case.scenario.id;
            format!(
                "{id}\trules {}\tneeds {}\n",
                lc.case.scenario.rules.join(","),
                caps.join(",")
            )
        })
        .collect();
    lines.concat()
}

/// What the run would do with one case on an engine: `will run`, `in part: ...` or
/// `skipped: ...`.
fn fate(lc: &LoadedCase, engine: &dyn Driven, reference: &ModelEngine) -> String {
    let plan = runner::plan(lc, &engine.info().capabilities, reference);
    let total = plan.questions.len();
    let asked: usize = plan.jobs.iter().map(|j| j.questions.len()).sum();
    let sliced = (plan.jobs.iter()).filter(|j| j.scenario.is_some()).count();
    let missing: BTreeSet<&str> = (plan.questions.iter())
        .filter(|q| q.outcome == Outcome::Skip)
        .flat_map(|q| q.missing.iter().map(|c| c.name()))
        .collect();
    let missing = missing.into_iter().collect::<Vec<_>>().join(",");
    if asked == 0 {
        format!("skipped: not sent, it lacks {missing}")
    } else if asked < total {
        format!("in part: {asked} of {total} questions asked; the others need {missing}")
    } else if sliced > 0 {
        format!("in part: {sliced} of its questions asked on a slice of the board")
    } else {
        "will run".into()
    }
}

/// Per engine, one line per case: engine, id, its fate, rules.
pub fn fates(cases: &[LoadedCase], engines: &[Box<dyn Driven>], reference: &ModelEngine) -> String {
    let mut out = String::new();
    for e in engines {
        for lc in cases {
            out.push_str(&format!(
                "{}\t{}\t{}\trules {}\n",
                e.info().name,
                lc.case.scenario.id,
                fate(lc, e.as_ref(), reference),
                lc.case.scenario.rules.join(",")
            ));
        }
    }
    out
}
