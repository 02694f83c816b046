//! The runner: diffs an engine's answers against each case's expectations, question by
//! question.
//!
//! A question runs when the engine declares every capability it needs
//! ([`capabilities::for_scenario`] and [`capabilities::for_question`]); otherwise it is
//! *skipped* with the missing capabilities, and the case's other questions still run. A case
//! is *executed* when at least one of its questions ran. The engine is handed each case's
//! [`Scenario`] and the questions that run, never an answer. A reply must equal the expected
//! answer; a skip of a question the engine declared support for, an error, a crash, a hang or
//! garbage is a failure, and the run goes on. An engine may answer "unsupported" (a card it
//! doesn't know, say): a reasoned skip, listed apart from failures. Separately,
//! [`check_model`] compares the reference model with every hand-written expectation: a
//! disagreement is a model or case bug.

use crate::capabilities;
use crate::engine::{Engine, Job, Reply};
use crate::engines::model::{ExplainedAnswer, ModelEngine};
use crate::load::LoadedCase;
use serde::Serialize;
use std::collections::BTreeSet;
use std::time::Instant;
use truename_cases::{Answer, Capability, Case, Question, Unsupported};
use truename_model::Explanation;

/// The reference model's account of the expected answer: its explanation (rules cited, in
/// order), or the error it gave.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ModelWhy {
    /// The rules the model applied: `CR rule: note` steps.
    Explanation(#[schemars(with = "Vec<serde_json::Value>")] Explanation),
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

/// How one question went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Answered as expected.
    Pass,
    /// Answered otherwise, skipped although supported, an error, or the engine failed.
    Fail,
    /// Not asked: the engine lacks a capability the question needs.
    Skip,
    /// The engine said it doesn't implement something the scenario uses.
    Unsupported,
}

/// The result of one question.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct QuestionResult {
    /// Index of the question in its case.
    pub index: usize,
    /// The question.
    pub question: Question,
    /// The expected answer.
    pub expected: Answer,
    /// How it went.
    pub outcome: Outcome,
    /// For a skip: the capabilities the engine lacks.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub missing: Vec<Capability>,
    /// What the engine replied (absent when it wasn't asked or failed as a whole).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub got: Option<Reply>,
    /// For a failure: the reference model's explanation of the expected answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<ModelWhy>,
}

/// How a case went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// At least one question ran, and every one that ran was answered as expected.
    Pass,
    /// A question was answered wrongly, or the engine failed.
    Fail,
    /// No question ran (missing capabilities, or unsupported).
    Skip,
}

/// The result of one case.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct CaseResult {
    /// Case id.
    pub id: String,
    /// File it came from.
    pub file: String,
    /// Rules it tests.
    pub rules: Vec<String>,
    /// Outcome.
    pub status: Status,
    /// Every question, in order.
    pub questions: Vec<QuestionResult>,
    /// For a failure of the engine as a whole (crash, hang, garbage, protocol).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
    /// Seconds the engine took on the case (for pipelined engines, its batch's time shared out).
    pub seconds: f64,
    /// For a failure: the case itself, ready to send upstream.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub case: Option<Case>,
}

impl CaseResult {
    /// The questions with this outcome.
    pub fn with(&self, outcome: Outcome) -> impl Iterator<Item = &QuestionResult> {
        self.questions.iter().filter(move |q| q.outcome == outcome)
    }

    /// Every capability a skipped question lacks.
    pub fn missing(&self) -> BTreeSet<Capability> {
        self.questions
            .iter()
            .flat_map(|q| q.missing.iter().copied())
            .collect()
    }

    /// What the engine said it doesn't implement.
    pub fn unsupported(&self) -> BTreeSet<Unsupported> {
        self.questions
            .iter()
            .filter_map(|q| match &q.got {
                Some(Reply::Unsupported(u)) => Some(u.clone()),
                _ => None,
            })
            .collect()
    }

    /// Whether at least one question ran.
    pub fn executed(&self) -> bool {
        self.questions.iter().any(|q| q.outcome != Outcome::Skip)
    }
}

/// The questions of a case, each with what the engine lacks to be asked it.
fn plan(
    lc: &LoadedCase,
    declared: &BTreeSet<Capability>,
    reference: &ModelEngine,
) -> Vec<QuestionResult> {
    let oracle = &reference.model().oracle;
    let scenario = capabilities::for_scenario(&lc.case.scenario, oracle);
    lc.case
        .queries
        .iter()
        .enumerate()
        .map(|(index, q)| {
            let mut need = scenario.clone();
            need.extend(capabilities::for_question(&q.question, oracle));
            let missing: Vec<Capability> = need.difference(declared).copied().collect();
            QuestionResult {
                index,
                question: q.question.clone(),
                expected: q.answer.clone(),
                outcome: if missing.is_empty() {
                    Outcome::Pass
                } else {
                    Outcome::Skip
                },
                missing,
                got: None,
                why: None,
            }
        })
        .collect()
}

/// Judges one reply to a question that ran.
fn judge(q: &mut QuestionResult, got: Reply) {
    q.outcome = match &got {
        Reply::Answer(a) if a.normalized() == q.expected.normalized() => Outcome::Pass,
        Reply::Unsupported(_) => Outcome::Unsupported,
        _ => Outcome::Fail,
    };
    q.got = Some(got);
}

/// The case's status from its questions and any failure of the engine as a whole.
fn status(questions: &[QuestionResult], failure: bool) -> Status {
    let any = |o: Outcome| questions.iter().any(|q| q.outcome == o);
    if failure || any(Outcome::Fail) {
        Status::Fail
    } else if any(Outcome::Pass) {
        Status::Pass
    } else {
        Status::Skip
    }
}

/// Fills in the replies (or the engine's failure) of a case whose runnable questions ran.
fn finish(
    lc: &LoadedCase,
    mut questions: Vec<QuestionResult>,
    replies: Result<Vec<Reply>, String>,
    seconds: f64,
    whys: impl FnOnce() -> Vec<ModelWhy>,
) -> CaseResult {
    let ran: Vec<usize> = (0..questions.len())
        .filter(|&i| questions[i].outcome != Outcome::Skip)
        .collect();
    let failure = match replies {
        Ok(r) if r.len() == ran.len() => {
            for (&i, got) in ran.iter().zip(r) {
                judge(&mut questions[i], got);
            }
            None
        }
        Ok(r) => Some(format!(
            "protocol violation: {} replies for {} queries",
            r.len(),
            ran.len()
        )),
        Err(f) => Some(f),
    };
    if failure.is_some() {
        ran.iter()
            .for_each(|&i| questions[i].outcome = Outcome::Fail);
    }
    if questions
        .iter()
        .any(|q| q.outcome == Outcome::Fail && q.got.is_some())
    {
        let whys = whys();
        for q in questions.iter_mut().filter(|q| q.outcome == Outcome::Fail) {
            q.why = whys.get(q.index).cloned();
        }
    }
    let status = status(&questions, failure.is_some());
    CaseResult {
        id: lc.case.scenario.id.clone(),
        file: lc.file.display().to_string(),
        rules: lc.case.scenario.rules.clone(),
        status,
        questions,
        failure,
        seconds,
        case: (status == Status::Fail).then(|| lc.case.clone()),
    }
}

/// Compares the reference model with every expectation; returns the disagreeing cases. Each
/// case is evaluated once: the model's answers and explanations come from the same pass.
pub fn check_model(cases: &[LoadedCase], reference: &ModelEngine) -> Vec<CaseResult> {
    let declared = capabilities::all();
    let mut out = Vec::new();
    for lc in cases {
        let start = Instant::now();
        let explained = reference.explain(&lc.case.scenario, &lc.case.questions());
        let replies = explained
            .iter()
            .map(|r| match r {
                Ok((a, _)) => Reply::Answer(a.clone()),
                Err(e) => Reply::Error(e.clone()),
            })
            .collect();
        let whys = || explained.iter().map(ModelWhy::from_explained).collect();
        let questions = plan(lc, &declared, reference);
        let r = finish(
            lc,
            questions,
            Ok(replies),
            start.elapsed().as_secs_f64(),
            whys,
        );
        if r.status != Status::Pass {
            out.push(r);
        }
    }
    out
}

/// The model's explanations of a case's expected answers (evaluates the board once).
fn whys_of(reference: &ModelEngine, lc: &LoadedCase) -> Vec<ModelWhy> {
    let case = &lc.case;
    let explained = reference.explain(&case.scenario, &case.questions());
    explained.iter().map(ModelWhy::from_explained).collect()
}

/// A case's replies (or the engine's failure) and the seconds it took.
type Answered = (Result<Vec<Reply>, String>, f64);

/// Progress callback: called with the number of cases done.
pub type Progress<'a> = &'a dyn Fn(usize);

/// How many cases an engine that pipelines is sent at once.
const BATCH: usize = 32;

/// Runs `engine` over `cases`: each case's runnable questions, in batches for engines that
/// pipeline (out of process), one by one (and timed exactly) for the others.
pub fn run(
    engine: &mut dyn Engine,
    cases: &[LoadedCase],
    reference: &ModelEngine,
    progress: Progress<'_>,
) -> Vec<CaseResult> {
    let declared = engine.info().capabilities.clone();
    let plans: Vec<Vec<QuestionResult>> = cases
        .iter()
        .map(|lc| plan(lc, &declared, reference))
        .collect();
    let asked: Vec<Vec<Question>> = plans
        .iter()
        .map(|p| {
            p.iter()
                .filter(|q| q.outcome != Outcome::Skip)
                .map(|q| q.question.clone())
                .collect()
        })
        .collect();
    let runnable: Vec<usize> = (0..cases.len()).filter(|&i| !asked[i].is_empty()).collect();
    let mut replies: Vec<Option<Answered>> = vec![None; cases.len()];
    let batch = if engine.pipelines() { BATCH } else { 1 };
    let mut done = cases.len() - runnable.len();
    progress(done);
    for chunk in runnable.chunks(batch) {
        let jobs: Vec<Job<'_>> = chunk
            .iter()
            .map(|&i| (&cases[i].case.scenario, asked[i].as_slice()))
            .collect();
        let start = Instant::now();
        let outs = engine.run_batch(&jobs);
        let seconds = start.elapsed().as_secs_f64() / chunk.len() as f64;
        for (&i, out) in chunk.iter().zip(outs) {
            replies[i] = Some((out.map_err(|f| f.to_string()), seconds));
        }
        done += chunk.len();
        progress(done);
    }
    cases
        .iter()
        .zip(plans)
        .zip(replies)
        .map(|((lc, plan), r)| match r {
            Some((r, secs)) => finish(lc, plan, r, secs, || whys_of(reference, lc)),
            None => finish(lc, plan, Ok(vec![]), 0.0, Vec::new),
        })
        .collect()
}
