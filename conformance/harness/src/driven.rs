//! How the runner drives an engine: [`Driven`], for the suite's own code (the runner, hunt,
//! invariants, fuzz oracles, the protocol server), never implemented by an engine team.
//!
//! Every [`Engine`] is [`Driven`] (one reply per question, asked in order). The
//! out-of-process engines ([`crate::protocol::client`]) and the reference model
//! ([`crate::engines::model`]) implement it themselves: they answer a whole job at once,
//! process engines pipeline batches of jobs, fail as a whole ([`EngineFailure`]: a crash, a
//! hang, garbage, a protocol violation such as a response with the wrong number of replies),
//! and record incidents no case is charged with. The suite's recording wrappers (hunt's
//! witness, the invariants' memo, the fuzz codec) implement it over another `Driven`.

use crate::engine::Engine;
use truename_cases::{EngineInfo, Question, Reply, Scenario};

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
    /// The case wasn't answered because the run was stopped from outside
    /// ([`crate::cancel`]): no fault of the engine's.
    #[error("not run: {0}")]
    NotRun(String),
}

/// An engine's replies to one job's questions (one per question, in order), or its failure
/// as a whole.
pub type Replies = Result<Vec<Reply>, EngineFailure>;

/// One unit of work for an engine: a scenario and the questions about it.
pub type Job<'a> = (&'a Scenario, &'a [Question]);

/// An engine as the runner drives it (see the module docs). Engine teams implement
/// [`Engine`], which is `Driven` through the blanket implementation below.
pub trait Driven {
    /// Name, version and capabilities.
    fn info(&self) -> &EngineInfo;

    /// Answers every question of one job, in order: one reply each, or the engine's failure.
    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies;

    /// [`Driven::run`] about a board the caller has no further use for: an engine that keeps
    /// the boards it is asked about (a memo, a recorder) keeps this one instead of a copy.
    /// The replies must be the ones `run` gives; the default asks `run`.
    fn run_owned(&mut self, scenario: Scenario, questions: &[Question]) -> Replies {
        self.run(&scenario, questions)
    }

    /// Whether the engine answers many jobs at once faster than one by one (out-of-process
    /// engines pipeline requests); the runner then sends batches, and times each batch.
    fn pipelines(&self) -> bool {
        false
    }

    /// What went wrong that no case could be charged with (output between requests, an
    /// engine given up on), for the report.
    fn incidents(&self) -> Vec<String> {
        Vec::new()
    }

    /// Answers many jobs; out-of-process engines override this to pipeline requests.
    fn run_batch(&mut self, jobs: &[Job<'_>]) -> Vec<Replies> {
        jobs.iter().map(|(s, q)| self.run(s, q)).collect()
    }
}

/// An in-process engine is driven one question at a time: its replies are exactly as many as
/// the questions, by construction.
impl<E: Engine + ?Sized> Driven for E {
    fn info(&self) -> &EngineInfo {
        Engine::info(self)
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        Ok(questions.iter().map(|q| self.answer(scenario, q)).collect())
    }
}
