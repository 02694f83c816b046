//! What a run finds: per question ([`QuestionResult`], [`Outcome`]) and per case
//! ([`CaseResult`], [`Status`]), with the model's explanations ([`ModelWhy`]).

use crate::engine::Reply;
use crate::engines::model::ExplainedAnswer;
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
    /// What the engine replied (absent when it wasn't asked or failed as a whole).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub got: Option<Reply>,
    /// For a failure: the reference model's explanation of the expected answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<ModelWhy>,
}

/// How a case went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
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

    /// Whether it passed only in part: it passed, but some of its questions weren't asked
    /// (missing capabilities), were answered "unsupported", or were asked on a slice of the
    /// board. A rule the case is tagged with may be exercised only by those questions, so such
    /// a pass doesn't show that the engine follows every rule of the case.
    pub fn partial(&self) -> bool {
        self.status == Status::Pass
            && (self.questions.iter()).any(|q| q.outcome != Outcome::Pass || q.sliced)
    }

    /// Whether at least one question ran.
    pub fn executed(&self) -> bool {
        self.questions.iter().any(|q| q.outcome != Outcome::Skip)
    }
}
