//! How a [`ProcessEngine`](super::ProcessEngine) runs its engine: time limits, what of the
//! engine's stderr is passed through, and how often a failing engine is restarted.

use std::time::Duration;

/// The least time an engine gets to say hello after a (re)start with [`Options::new`].
pub const MIN_HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// The default of [`Options::stderr_limit`]: 1 MiB.
pub const DEFAULT_STDERR_LIMIT: u64 = 1 << 20;

/// The default of [`Options::max_restarts`].
pub const DEFAULT_MAX_RESTARTS: usize = 100;

/// The default of [`Options::max_failed_restarts`].
pub const DEFAULT_MAX_FAILED_RESTARTS: usize = 3;

/// The default of [`Options::max_failures_in_a_row`].
pub const DEFAULT_MAX_FAILURES_IN_A_ROW: usize = 10;

/// How a [`ProcessEngine`](super::ProcessEngine) runs its engine.
///
/// [`ProcessEngine::spawn_with`](super::ProcessEngine::spawn_with) refuses options that
/// [`Options::check`] refuses; [`Options::try_new`] checks at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The time limit for each response, counted from when the previous response arrived (or
    /// the requests were sent). More than zero.
    pub timeout: Duration,
    /// The time limit for the hello after a (re)start. More than zero.
    pub handshake_timeout: Duration,
    /// Pass the engine's stderr through to ours (prefixed with the program name), and note
    /// failures and restarts there. When false both are silent (the stderr tail still goes
    /// into failure reports).
    pub pass_stderr: bool,
    /// How many bytes of the engine's stderr are passed through over the engine's whole life
    /// (all its restarts together); past that it is dropped, with one line saying so and a
    /// count of what was dropped when the engine is shut down. Default
    /// [`DEFAULT_STDERR_LIMIT`] (1 MiB).
    pub stderr_limit: u64,
    /// How many restarts the engine gets in all; when another one would be needed, the engine
    /// is given up on. Default [`DEFAULT_MAX_RESTARTS`] (100).
    pub max_restarts: usize,
    /// After this many restarts in a row that fail (no hello, or other capabilities), the
    /// engine is given up on. At least 1. Default [`DEFAULT_MAX_FAILED_RESTARTS`] (3).
    pub max_failed_restarts: usize,
    /// After this many cases in a row that the engine fails as a whole (crash, timeout,
    /// garbage, protocol violation), with no case answered between them, the engine is given
    /// up on. At least 1. Default [`DEFAULT_MAX_FAILURES_IN_A_ROW`] (10).
    pub max_failures_in_a_row: usize,
}

/// Options that [`Options::check`] refuses, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid engine options: {0}")]
pub struct InvalidOptions(pub String);

impl Options {
    /// `timeout` per response; the handshake gets at least [`MIN_HANDSHAKE_TIMEOUT`] (engines
    /// may load card data at start); stderr is passed through; the limits have their defaults.
    /// Not checked: [`Options::try_new`] refuses a zero timeout at once, and
    /// [`ProcessEngine::spawn_with`](super::ProcessEngine::spawn_with) refuses it before
    /// starting anything.
    pub fn new(timeout: Duration) -> Options {
        Options {
            timeout,
            handshake_timeout: timeout.max(MIN_HANDSHAKE_TIMEOUT),
            pass_stderr: true,
            stderr_limit: DEFAULT_STDERR_LIMIT,
            max_restarts: DEFAULT_MAX_RESTARTS,
            max_failed_restarts: DEFAULT_MAX_FAILED_RESTARTS,
            max_failures_in_a_row: DEFAULT_MAX_FAILURES_IN_A_ROW,
        }
    }

    /// [`Options::new`], refusing a zero `timeout`.
    pub fn try_new(timeout: Duration) -> Result<Options, InvalidOptions> {
        let options = Options::new(timeout);
        options.check()?;
        Ok(options)
    }

    /// Refuses a zero time limit, and a zero [`Options::max_failed_restarts`] or
    /// [`Options::max_failures_in_a_row`].
    pub fn check(&self) -> Result<(), InvalidOptions> {
        let refuse = |m: &str| Err(InvalidOptions(m.to_string()));
        if self.timeout.is_zero() {
            return refuse("the time limit per response must be more than 0 ms");
        }
        if self.handshake_timeout.is_zero() {
            return refuse("the time limit for the hello must be more than 0 ms");
        }
        if self.max_failed_restarts == 0 {
            return refuse("max_failed_restarts must be at least 1");
        }
        if self.max_failures_in_a_row == 0 {
            return refuse("max_failures_in_a_row must be at least 1");
        }
        Ok(())
    }
}
