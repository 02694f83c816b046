//! What a run finds: per question ([`QuestionResult`], [`Outcome`]) and per case
//! ([`CaseResult`], [`Status`]), with the model's explanations ([`ModelWhy`]).

use crate::engine::Reply;
use crate::engines::model::ExplainedAnswer;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use truename_cases::{Answer, Capability, Case, Question, Unsupported};
use truename_model::Explanation;

/// The reference model's account of the expected answer: its explanation (rules cited, in
/// order), or the error it gave.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ModelWhy {
    /// The rules the model applied: `CR rule: note` steps.
    Explanation(#[schemars(with = "ExplanationShape")] Explanation),
    /// The model could not answer (a model or case bug).
    Error(String),
}

impl ModelWhy {
    pub(crate) fn from_explained(r: &ExplainedAnswer) -> ModelWhy {
        match r {
            Ok((_, why)) => ModelWhy::Explanation(why.clone()),
            Err(e) => ModelWhy::Error(e.clone()),
        }
    }
}

/// The JSON shape of the model's [`Explanation`] (for the report's schema).
#[derive(schemars::JsonSchema)]
#[allow(dead_code)]
struct ExplanationShape {
    /// The steps, in the order the rules were applied.
    steps: Vec<StepShape>,
}

/// One step of an explanation: the rule and what it decided.
#[derive(schemars::JsonSchema)]
#[allow(dead_code)]
struct StepShape {
    /// The rule number.
    rule: String,
    /// What it decided, in plain words.
    note: String,
}

/// How one question went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The engine answered as expected.
    Pass,
    /// The engine answered otherwise, skipped although supported, gave an error, or failed.
    Fail,
    /// Not asked: the engine lacks a capability the question needs.
    Skip,
    /// The engine said it doesn't implement something the scenario uses (an adapter gap).
    Unsupported,
    /// Answered as expected, but by the adapter (`"answered_by": "adapter"`): no evidence
    /// about the engine, neither a pass nor a failure.
    Unverified,
    /// Answered otherwise by the adapter (`"answered_by": "adapter"`): the adapter's error,
    /// listed apart from the engine's failures.
    AdapterError,
    /// The engine answered otherwise on a case marked `uncertain`: the ruling is disputed,
    /// shown apart with the case's uncertainty note; a failure only with `--strict`.
    Disputed,
}

/// The result of one question.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
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
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub missing: Vec<Capability>,
    /// Asked on the question's slice of the scenario (the objects it depends on), because the
    /// engine lacks a capability another object needs.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sliced: bool,
    /// For a pass: the expected answer is only data the request itself carries for the object
    /// asked about (a token's given name, a printed name), which an adapter could echo
    /// without the engine deciding anything. Such a pass can't alone make its case pass.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub echo: bool,
    /// What the engine replied (absent when it wasn't asked or failed as a whole).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub got: Option<Reply>,
    /// For a failure: the reference model's explanation of the expected answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<ModelWhy>,
}

/// How a case went, from its questions (the first that applies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The engine failed: a question was answered wrongly by the engine (on a case not marked
    /// uncertain), skipped although supported, or errored, or the engine failed as a whole.
    Fail,
    /// A question was answered wrongly by the adapter: the adapter's error, not the engine's.
    AdapterError,
    /// The engine answered a question of a case marked `uncertain` otherwise than the model.
    Disputed,
    /// Every question was asked in full and answered as expected by the engine, at least one
    /// of them with more than an echo of the request's own data.
    Pass,
    /// Answered as expected, and at least one question by the engine with more than an echo,
    /// but not every question was verified: some weren't asked (missing capabilities), were
    /// answered "unsupported" or by the adapter, were echoes, or were asked on a slice of the
    /// board. Never counted as a pass.
    Partial,
    /// Questions were answered as expected, but none by the engine with more than an echo of
    /// the request's own data (the adapter answered them): nothing verified.
    Unverified,
    /// No question ran (missing capabilities, or unsupported).
    Skip,
}

/// The result of one case.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
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
    /// The case's uncertainty note (for a disputed case: why the ruling is uncertain).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uncertain: Option<String>,
    /// For a failure or a disputed answer: the case itself, ready to send upstream.
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

    /// Whether it passed only in part ([`Status::Partial`]).
    pub fn partial(&self) -> bool {
        self.status == Status::Partial
    }

    /// Whether its status fails a run unless known ([`Status::fails`]: the engine failed it
    /// or the adapter answered wrongly).
    pub fn failed(&self) -> bool {
        self.status.fails()
    }

    /// Whether the case was never run: the engine was given up on before it (its failure
    /// says "not run: …"). Such a result says nothing about the engine on this case.
    pub fn not_run(&self) -> bool {
        (self.failure.as_deref()).is_some_and(|f| {
            f.starts_with("not run: ") || f.starts_with("engine crashed: not run: ")
        })
    }

    /// Whether at least one question ran.
    pub fn executed(&self) -> bool {
        self.questions.iter().any(|q| q.outcome != Outcome::Skip)
    }
}

/// How the corpus catches one mutant engine (the model with one deliberate bug).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CorpusKill {
    /// The mutant's name (`mutant:NAME`).
    pub mutant: String,
    /// The rule its bug breaks.
    pub breaks: String,
    /// The cases it fails (empty: it survived, which fails the run).
    pub failing_cases: Vec<String>,
}
