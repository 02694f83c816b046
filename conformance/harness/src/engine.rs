//! The engine adapter trait: what any engine under test implements.
//!
//! In-process Rust engines implement [`Engine`] directly (see [`crate::engines::model`] for
//! the reference model). Other engines speak the JSON-lines protocol of [`crate::protocol`]
//! and are driven by [`crate::protocol::client::ProcessEngine`].
//!
//! An engine is handed a [`Scenario`] and its [`Question`]s, never an expected answer (the
//! types can't carry one). For each question it gives a [`Reply::Answer`], a [`Reply::Error`],
//! a [`Reply::Skip`] (an error with a reason: it can't express a question it was asked, so
//! one whose capabilities it declares; a failure in `truename run`, a limitation in `hunt`
//! and the fuzz oracle, exactly as an error), or a [`Reply::Unsupported`] (the reasoned skip:
//! a card, object or effect of the case it doesn't implement). Every answer must come from the engine's own state, never from
//! adapter-side logic; an answer the adapter decided itself (computed, looked up, or echoed
//! from data it supplied) is a [`Reply::AdapterAnswer`]: unverified if right, an adapter error
//! if wrong, never the engine's pass or failure.

pub use truename_cases::{EngineInfo, Reply};
use truename_cases::{Question, Scenario};

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

/// An engine's replies to one scenario's questions, or its failure as a whole.
pub type Replies = Result<Vec<Reply>, EngineFailure>;

/// One unit of work for an engine: a scenario and the questions about it.
pub type Job<'a> = (&'a Scenario, &'a [Question]);

/// An engine under test.
pub trait Engine {
    /// Name, version and capabilities.
    fn info(&self) -> &EngineInfo;

    /// Answers every question about a scenario, in order.
    fn run(
        &mut self,
        scenario: &Scenario,
        questions: &[Question],
    ) -> Result<Vec<Reply>, EngineFailure>;

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

/// A boxed engine is an engine: constructors that return `Box<dyn Engine>` and ones that
/// return the engine itself are used alike (`truename::main_with`).
impl<E: Engine + ?Sized> Engine for Box<E> {
    fn info(&self) -> &EngineInfo {
        (**self).info()
    }

    fn run(
        &mut self,
        scenario: &Scenario,
        questions: &[Question],
    ) -> Result<Vec<Reply>, EngineFailure> {
        (**self).run(scenario, questions)
    }

    fn pipelines(&self) -> bool {
        (**self).pipelines()
    }

    fn incidents(&self) -> Vec<String> {
        (**self).incidents()
    }

    fn run_batch(&mut self, jobs: &[Job<'_>]) -> Vec<Replies> {
        (**self).run_batch(jobs)
    }
}
