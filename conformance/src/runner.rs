//! The runner: diffs an engine's answers against each case's expectations.
//!
//! For every case: derive the required capabilities; if the engine lacks one, the case is
//! skipped (never passed). Otherwise every query's reply must equal the expected answer; a
//! skip of a supported query, an error, a crash, a hang or garbage is a failure of that case,
//! and the run goes on. Separately, [`check_model`] compares the reference model with every
//! hand-written expectation: a disagreement is a model or case bug, reported loudly.

use crate::capabilities;
use crate::case::{Answer, Case};
use crate::engine::{Engine, Reply};
use crate::load::LoadedCase;
use crate::model_engine::ModelEngine;
use serde::Serialize;
use std::collections::BTreeSet;

/// One query whose reply differs from the expectation.
#[derive(Clone, Debug, Serialize)]
pub struct Mismatch {
    /// Query index in the case.
    pub query: usize,
    /// The query as JSON.
    pub ask: serde_json::Value,
    /// The expected answer.
    pub expected: Answer,
    /// The reference model's explanation of its answer.
    pub why: String,
    /// What the engine replied.
    pub got: Reply,
}

/// How a case went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Every query answered as expected.
    Pass,
    /// Something differed, or the engine failed.
    Fail,
    /// The engine lacks a capability the case requires.
    Skip,
}

/// The result of one case.
#[derive(Clone, Debug, Serialize)]
pub struct CaseResult {
    /// Case id.
    pub id: String,
    /// File it came from.
    pub file: String,
    /// Rules it tests.
    pub rules: Vec<String>,
    /// Outcome.
    pub status: Status,
    /// For a skip: the capabilities the engine lacks.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub missing: Vec<String>,
    /// For a failure: each differing query.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub mismatches: Vec<Mismatch>,
    /// For a failure of the engine as a whole (crash, hang, garbage, protocol).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
}

/// Normalizes an answer for comparison: sets are sorted.
pub fn normalize(a: &Answer) -> Answer {
    let mut a = a.clone();
    match &mut a {
        Answer::Names(n) => {
            n.names.sort();
            n.names.dedup();
        }
        Answer::Choice(c) => c.chosen.sort(),
        Answer::Objects(o) => o.sort(),
        _ => {}
    }
    a
}

fn why_of(reference: &ModelEngine, case: &Case) -> Vec<String> {
    reference
        .explain(case)
        .into_iter()
        .map(|r| match r {
            Ok((_, why)) => why.to_string().trim_end().to_string(),
            Err(e) => format!("model error: {e}"),
        })
        .collect()
}

/// Compares the reference model with every expectation; returns the disagreeing cases.
pub fn check_model(cases: &[LoadedCase], reference: &mut ModelEngine) -> Vec<CaseResult> {
    let mut out = Vec::new();
    for lc in cases {
        let replies = reference.run(&lc.case).unwrap_or_default();
        let r = compare(lc, replies, reference);
        if r.status != Status::Pass {
            out.push(r);
        }
    }
    out
}

fn compare(lc: &LoadedCase, replies: Vec<Reply>, reference: &ModelEngine) -> CaseResult {
    let case = &lc.case;
    let mut result = CaseResult {
        id: case.id.clone(),
        file: lc.file.display().to_string(),
        rules: case.rules.clone(),
        status: Status::Pass,
        missing: vec![],
        mismatches: vec![],
        failure: None,
    };
    if replies.len() != case.queries.len() {
        result.status = Status::Fail;
        result.failure = Some(format!(
            "protocol violation: {} replies for {} queries",
            replies.len(),
            case.queries.len()
        ));
        return result;
    }
    let mut whys: Option<Vec<String>> = None;
    for (i, (q, got)) in case.queries.iter().zip(replies).enumerate() {
        let expected = q.ask.expected();
        let ok = matches!(&got, Reply::Answer(a) if normalize(a) == normalize(&expected));
        if !ok {
            let why = whys.get_or_insert_with(|| why_of(reference, case))[i].clone();
            result.mismatches.push(Mismatch {
                query: i,
                ask: serde_json::to_value(q).unwrap_or_default(),
                expected,
                why,
                got,
            });
        }
    }
    if !result.mismatches.is_empty() {
        result.status = Status::Fail;
    }
    result
}

/// Progress callback: called with the number of cases done.
pub type Progress<'a> = &'a dyn Fn(usize);

/// Runs `engine` over `cases`, in batches (so out-of-process engines can pipeline).
pub fn run(
    engine: &mut dyn Engine,
    cases: &[LoadedCase],
    reference: &ModelEngine,
    progress: Progress<'_>,
) -> Vec<CaseResult> {
    let declared: BTreeSet<String> = engine.info().capabilities.clone();
    let mut results: Vec<Option<CaseResult>> = vec![None; cases.len()];
    let mut runnable: Vec<usize> = Vec::new();
    for (i, lc) in cases.iter().enumerate() {
        let missing: Vec<String> = capabilities::required(&lc.case, reference.model())
            .difference(&declared)
            .cloned()
            .collect();
        if missing.is_empty() {
            runnable.push(i);
        } else {
            results[i] = Some(CaseResult {
                id: lc.case.id.clone(),
                file: lc.file.display().to_string(),
                rules: lc.case.rules.clone(),
                status: Status::Skip,
                missing,
                mismatches: vec![],
                failure: None,
            });
        }
    }
    let mut done = cases.len() - runnable.len();
    progress(done);
    for chunk in runnable.chunks(32) {
        let batch: Vec<&Case> = chunk.iter().map(|&i| &cases[i].case).collect();
        let outs = engine.run_batch(&batch);
        for (&i, out) in chunk.iter().zip(outs) {
            let lc = &cases[i];
            results[i] = Some(match out {
                Ok(replies) => compare(lc, replies, reference),
                Err(f) => CaseResult {
                    id: lc.case.id.clone(),
                    file: lc.file.display().to_string(),
                    rules: lc.case.rules.clone(),
                    status: Status::Fail,
                    missing: vec![],
                    mismatches: vec![],
                    failure: Some(f.to_string()),
                },
            });
        }
        done += chunk.len();
        progress(done);
    }
    results
        .into_iter()
        .map(|r| r.expect("every case has a result"))
        .collect()
}
