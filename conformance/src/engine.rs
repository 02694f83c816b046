//! The engine adapter trait: what any engine under test implements.
//!
//! In-process Rust engines implement [`Engine`] directly (see [`crate::model_engine`] for the
//! reference model and its mutants). Other engines speak the JSON-lines protocol of
//! [`crate::protocol`] and are driven by [`crate::protocol::client::ProcessEngine`].
//!
//! An engine answers one case at a time: for each query, an [`Reply::Answer`], a
//! [`Reply::Skip`] (it can't express that query — allowed only when it lacks a capability the
//! case requires, otherwise it is a failure), or a [`Reply::Error`]. Every answer must come
//! from the engine's own state, never from adapter-side logic.

use crate::case::{Answer, Case};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// What an engine says about itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct EngineInfo {
    /// Engine name.
    pub name: String,
    /// Engine version.
    pub version: String,
    /// Capabilities it supports (names from [`crate::capabilities::ALL`]).
    pub capabilities: BTreeSet<String>,
}

/// An engine's reply to one query.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// The engine's answer.
    Answer(Answer),
    /// The engine can't express this query; the reason.
    Skip(String),
    /// The engine failed on this query; the message.
    Error(String),
}

/// A failure of the engine as a whole on one case (the run goes on).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineFailure {
    /// The engine process exited or could not start.
    #[error("engine crashed: {0}")]
    Crashed(String),
    /// No answer within the time limit.
    #[error("engine timed out after {0} ms")]
    TimedOut(u128),
    /// The engine wrote something that isn't a valid protocol message.
    #[error("engine answered garbage: {0}")]
    Garbage(String),
    /// The engine broke the protocol (wrong id, wrong answer count, wrong version).
    #[error("protocol violation: {0}")]
    Protocol(String),
}

/// An engine under test.
pub trait Engine {
    /// Name, version and capabilities.
    fn info(&self) -> &EngineInfo;

    /// Answers every query of a case, in order.
    fn run(&mut self, case: &Case) -> Result<Vec<Reply>, EngineFailure>;

    /// Answers many cases; out-of-process engines override this to pipeline requests.
    fn run_batch(&mut self, cases: &[&Case]) -> Vec<Result<Vec<Reply>, EngineFailure>> {
        cases.iter().map(|c| self.run(c)).collect()
    }
}
