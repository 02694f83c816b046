//! Everything an engine crate names, in one `use truename::engine::*;`: the one truename
//! crate an engine team depends on serves all three routes.
//!
//! - **Its own tests**: [`Suite`] runs the corpus as one `cargo test` trial per case
//!   (`tests/truename.rs` with `harness = false`).
//! - **Its own `truename` binary**: [`main_with`] is the whole command line with the engine
//!   selectable as `--engine NAME`.
//! - **Its fuzz oracle**: [`fuzzing::differential_filled`] on a [`FuzzCase`] (after
//!   [`fuzzing::init`]) diffs the engine against the reference model.
//!
//! The engine itself implements [`Engine`] (`info`, and `answer` for one question) from the
//! protocol types re-exported here.
//!
//! ```no_run
//! use truename::engine::*;
//!
//! struct Mine(EngineInfo);
//!
//! impl Engine for Mine {
//!     fn info(&self) -> &EngineInfo {
//!         &self.0
//!     }
//!     fn answer(&mut self, _: &Scenario, _: &Question) -> Reply {
//!         Reply::Error("not written yet".into())
//!     }
//! }
//! ```

pub use crate::{main_with, Custom};
pub use truename_cases::{
    Answer, Capability, EngineInfo, NameSetAnswer, Question, Reply, Scenario, Unsupported,
};
pub use truename_gen::fuzzing::{self, FuzzCase};
pub use truename_harness::engine::Engine;
pub use truename_trials::Suite;
