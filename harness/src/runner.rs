//! The runner: diffs an engine's answers against each case's expectations.
//!
//! For every case: derive the required capabilities; if the engine lacks one, the case is
//! skipped (never passed). Otherwise every question's reply must equal the expected answer;
//! a skip of a supported question, an error, a crash, a hang or garbage is a failure of that
//! case, and the run goes on. The engine is handed each case's [`Scenario`] and questions
//! only. Separately, [`check_model`] compares the reference model with every hand-written
//! expectation: a disagreement is a model or case bug, reported loudly.

use crate::capabilities;
use crate::engine::{Engine, Job, Reply};
use crate::engines::model::{ExplainedAnswer, ModelEngine};
use crate::load::LoadedCase;
use serde::Serialize;
use std::collections::BTreeSet;
use truename_cases::{Answer, Capability, Case, Question, Scenario};
use truename_model::Explanation;

/// The reference model's account of the expected answer: its explanation (rules cited, in
/// order), or the error it gave.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ModelWhy {
    /// The rules the model applied.
    Explanation(Explanation),
    /// The model could not answer (a model or case bug).
    Error(String),
}

impl ModelWhy {
    fn from_explained(r: &ExplainedAnswer) -> ModelWhy {
        match r {
            Ok((_, why)) => ModelWhy::Explanation(why.clone()),
            Err(e) => ModelWhy::Error(e.clone()),
        }
    }
}

/// One question whose reply differs from the expectation.
#[derive(Clone, Debug, Serialize)]
pub struct Mismatch {
    /// Question index in the case.
    pub query: usize,
    /// The question.
    pub question: Question,
    /// The expected answer.
    pub expected: Answer,
    /// The reference model's explanation of the expected answer.
    pub why: ModelWhy,
    /// What the engine replied.
    pub got: Reply,
}

/// How a case went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Every question answered as expected.
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
    pub missing: Vec<Capability>,
    /// For a failure: each differing question.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub mismatches: Vec<Mismatch>,
    /// For a failure of the engine as a whole (crash, hang, garbage, protocol).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
}

impl CaseResult {
    fn new(lc: &LoadedCase, status: Status) -> CaseResult {
        CaseResult {
            id: lc.case.scenario.id.clone(),
            file: lc.file.display().to_string(),
            rules: lc.case.scenario.rules.clone(),
            status,
            missing: vec![],
            mismatches: vec![],
            failure: None,
        }
    }
}

/// Compares the reference model with every expectation; returns the disagreeing cases. Each
/// case is evaluated once: the model's answers and explanations come from the same pass.
pub fn check_model(cases: &[LoadedCase], reference: &ModelEngine) -> Vec<CaseResult> {
    let mut out = Vec::new();
    for lc in cases {
        let explained = reference.explain(&lc.case.scenario, &lc.case.questions());
        let replies = explained
            .iter()
            .map(|r| match r {
                Ok((a, _)) => Reply::Answer(a.clone()),
                Err(e) => Reply::Error(e.clone()),
            })
            .collect();
        let r = compare(lc, replies, || {
            explained.iter().map(ModelWhy::from_explained).collect()
        });
        if r.status != Status::Pass {
            out.push(r);
        }
    }
    out
}

/// Compares replies with the expectations; `whys` is asked for (once) only on a mismatch.
fn compare(
    lc: &LoadedCase,
    replies: Vec<Reply>,
    whys: impl FnOnce() -> Vec<ModelWhy>,
) -> CaseResult {
    let case = &lc.case;
    let mut result = CaseResult::new(lc, Status::Pass);
    if replies.len() != case.queries.len() {
        result.status = Status::Fail;
        result.failure = Some(format!(
            "protocol violation: {} replies for {} queries",
            replies.len(),
            case.queries.len()
        ));
        return result;
    }
    let mut whys = Some(whys);
    let mut explained: Vec<ModelWhy> = Vec::new();
    for (i, (q, got)) in case.queries.iter().zip(replies).enumerate() {
        let ok = matches!(&got, Reply::Answer(a) if a.normalized() == q.answer.normalized());
        if !ok {
            if let Some(f) = whys.take() {
                explained = f();
            }
            let why = explained.get(i).cloned();
            result.mismatches.push(Mismatch {
                query: i,
                question: q.question.clone(),
                expected: q.answer.clone(),
                why: why.unwrap_or_else(|| ModelWhy::Error("no explanation".into())),
                got,
            });
        }
    }
    if !result.mismatches.is_empty() {
        result.status = Status::Fail;
    }
    result
}

/// The model's explanations of a case's expected answers (evaluates the board once).
fn whys_of(reference: &ModelEngine, case: &Case) -> Vec<ModelWhy> {
    reference
        .explain(&case.scenario, &case.questions())
        .iter()
        .map(ModelWhy::from_explained)
        .collect()
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
    let declared: BTreeSet<Capability> = engine.info().capabilities.clone();
    let oracle = &reference.model().oracle;
    let mut results: Vec<Option<CaseResult>> = vec![None; cases.len()];
    let mut runnable: Vec<usize> = Vec::new();
    for (i, lc) in cases.iter().enumerate() {
        let required = capabilities::required(&lc.case, oracle);
        let missing: Vec<Capability> = required.difference(&declared).copied().collect();
        if missing.is_empty() {
            runnable.push(i);
        } else {
            let mut r = CaseResult::new(lc, Status::Skip);
            r.missing = missing;
            results[i] = Some(r);
        }
    }
    let mut done = cases.len() - runnable.len();
    progress(done);
    for chunk in runnable.chunks(32) {
        let questions: Vec<Vec<Question>> =
            chunk.iter().map(|&i| cases[i].case.questions()).collect();
        let jobs: Vec<Job<'_>> = chunk
            .iter()
            .zip(&questions)
            .map(|(&i, q)| (&cases[i].case.scenario as &Scenario, q.as_slice()))
            .collect();
        let outs = engine.run_batch(&jobs);
        for (&i, out) in chunk.iter().zip(outs) {
            let lc = &cases[i];
            results[i] = Some(match out {
                Ok(replies) => compare(lc, replies, || whys_of(reference, &lc.case)),
                Err(f) => {
                    let mut r = CaseResult::new(lc, Status::Fail);
                    r.failure = Some(f.to_string());
                    r
                }
            });
        }
        done += chunk.len();
        progress(done);
    }
    results.into_iter().flatten().collect()
}
