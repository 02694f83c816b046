//! Stopping a run from outside (a signal handler, say): [`CANCEL`] is set, and every loop that
//! can wait long (the runner between batches, the process client while it waits for a line,
//! restarts, hunting and shrinking) checks [`cancelled`] and stops at once. What was not done
//! is reported as not run, and the caller marks its report incomplete.

use std::sync::atomic::{AtomicBool, Ordering};

/// Set to stop every run.
pub static CANCEL: AtomicBool = AtomicBool::new(false);

/// Why a case the run was stopped before it was answered wasn't run
/// ([`EngineFailure::NotRun`](crate::driven::EngineFailure::NotRun)).
pub const INTERRUPTED: &str = "the run was interrupted";

/// Whether [`CANCEL`] is set.
pub fn cancelled() -> bool {
    CANCEL.load(Ordering::SeqCst)
}
