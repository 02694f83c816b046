//! Differential hunting: generated cases against an engine; each divergence from the reference
//! model is shrunk, reproduced, and written as an ordinary case file, once per bug.
//!
//! - **Durable first.** A divergence is written (and synced to disk) to `<out>/pending/`, under
//!   a name unique to the hunt, before shrinking starts; the shrunk case is then written and
//!   synced as `<out>/hunt-<signature hash>.json`, and only then is the pending file removed
//!   (also when the finding turns out known or flaky). A failed write stops the hunt with an
//!   error ([`HuntError`]); nothing pending is deleted. Temporary files have unique names.
//! - **One file per bug and engine.** A finding's *signature* is its question kind, the rule
//!   the model's explanation starts from, and the class of the engine's wrong answer (`true`
//!   for `false`, a name for no name, ...), or the invariant it breaks. It is *known*, counted
//!   and not written, only when this engine shows it: its signature is one of the engine's
//!   known failures' (an invariant finding: its witness question's), or this hunt wrote it, or
//!   the engine fails a file of `<out>` with that signature (`findings`).
//! - **Only what the engine declared.** Each question is asked only when the engine declares
//!   the capabilities it needs (on its slice of the board when that is enough), as in `run`.
//! - **The right party.** An engine failure (crash, timeout, garbage), an error reply or an
//!   "unsupported" reply is an engine *limitation*, counted by what the engine lacks
//!   ([`Limitations`]), never a divergence. An answer the adapter gave itself is no evidence:
//!   neither a divergence nor an agreement. An engine *given up on* (by the process client) is
//!   no limitation either: it is replaced by a fresh one, or the hunt stops
//!   ([`HuntReport::stopped`]); either fails `truename hunt`.
//! - **Reproduced.** The shrunk case is run again (on a fresh engine when the caller can make
//!   one) before it is written; one that doesn't reproduce is reported as *flaky* with both
//!   answers and not written.
//! - **Bounded.** `max_time` bounds the whole hunt, shrinking included (an unfinished shrink
//!   keeps the smallest case so far); the report's lists are bounded too.
//! - **Pipelined.** Cases are generated (and their expectations filled by the model) on a
//!   thread of their own, ahead of the engine, which runs on the caller's thread and sees the
//!   same cases in the same order as a hunt on one thread: generating is more than half the
//!   work of a model-speed engine's hunt, so the caller's thread generates too whenever the
//!   cases it needs next aren't ready, instead of waiting. A [`Shard`] takes every N-th case
//!   of the seed's stream.
//! - **Recorded.** `truename hunt` writes its counts to `<out>/summaries/` ([`HuntRecord`]);
//!   [`merge`] merges the folders of several hunts.
//!
//! Cases hold values, not seeds; the seed that produced each is recorded in its `origin`.
//! Expectations come from the model and are marked `model-untriaged` until a person checks
//! them. The engine's own answers are also checked against the invariants.

mod batches;
mod config;
mod findings;
mod hunter;
mod limitations;
mod merge;
mod pipeline;
mod record;
mod reproduce;
mod signature;
mod stream;
mod summary;

pub use config::{HuntConfig, Shard};
pub use findings::{finding_path, signature_files, HuntError};
pub use limitations::{Group, Limitation, Limitations, MAX_GROUPS, OTHER};
pub use merge::{merge, Merged};
pub use pipeline::hunt_with;
pub use record::{HuntRecord, SUMMARIES};
pub use signature::{answer_class, diverges, known_signatures};
pub use stream::case_seed;
pub use summary::{counts_line, limitation_lines, Counts, Finding, Flaky, HuntReport, MAX_FLAKY};
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;

/// Runs a hunt on `engine` (see the module docs); the shrunk case is reproduced on the same
/// engine.
pub fn hunt(
    engine: &mut dyn Driven,
    reference: &ModelEngine,
    cfg: &HuntConfig,
) -> Result<HuntReport, HuntError> {
    hunt_with(engine, None, reference, cfg)
}
