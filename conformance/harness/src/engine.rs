//! The engine adapter trait: what an in-process Rust engine under test implements, and nothing
//! else.
//!
//! An [`Engine`] has two methods: [`Engine::info`] (name, version, capabilities) and
//! [`Engine::answer`], which answers one [`Question`] about a [`Scenario`]. The runner asks
//! each question of a case once, in order, so an engine can't give a case too few or too many
//! replies: the count is right by construction. (Engines in another process speak the
//! JSON-lines protocol of [`crate::protocol`], whose client checks the count of each response;
//! how the runner drives either kind, batching and all, is [`crate::driven`]'s business, not
//! the engine's.)
//!
//! An engine is handed a [`Scenario`] and a [`Question`], never an expected answer (the types
//! can't carry one). For each question it gives a [`Reply::Answer`], a [`Reply::Error`], a
//! [`Reply::Skip`] (an error with a reason: it can't express a question it was asked, so one
//! whose capabilities it declares; a failure in `truename run`, a limitation in `hunt` and the
//! fuzz oracle, exactly as an error), or a [`Reply::Unsupported`] (the reasoned skip: a card,
//! object or effect of the case it doesn't implement). Every answer must come from the
//! engine's own state, never from adapter-side logic; an answer the adapter decided itself
//! (computed, looked up, or echoed from data it supplied) is a [`Reply::AdapterAnswer`]:
//! unverified if right, an adapter error if wrong, never the engine's pass or failure.

pub use truename_cases::{EngineInfo, Reply};
use truename_cases::{Question, Scenario};

/// An engine under test, in process.
pub trait Engine {
    /// Name, version and capabilities.
    fn info(&self) -> &EngineInfo;

    /// The reply to one question about a scenario. The questions of one case come one after
    /// the other, about the same scenario (an engine that builds a board per scenario may keep
    /// the last one, compared by value: a question asked on a slice of the case gets a smaller
    /// scenario of the same id).
    fn answer(&mut self, scenario: &Scenario, question: &Question) -> Reply;
}

/// A boxed engine is an engine: constructors that return `Box<dyn Engine>` and ones that
/// return the engine itself are used alike (`truename::main_with`).
impl<E: Engine + ?Sized> Engine for Box<E> {
    fn info(&self) -> &EngineInfo {
        (**self).info()
    }

    fn answer(&mut self, scenario: &Scenario, question: &Question) -> Reply {
        (**self).answer(scenario, question)
    }
}
