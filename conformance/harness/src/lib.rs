//! # truename-harness
//!
//! Runs engines against the truename cases ([`truename_cases`]) and reports per rule.
//!
//! Data flows one way: [`load`] reads case files into [`truename_cases::Case`]s (checked
//! against the model's Oracle); [`capabilities`] derives what each case needs; an
//! [`engine::Engine`] — the reference model ([`engines::model`]), or an out-of-process engine
//! ([`protocol::client`]) — is handed each case's scenario and questions only; [`runner`]
//! diffs its replies against the expectations; [`report`] renders the results (human, JSON,
//! JUnit) with the model's structured explanations; [`expectations`] judges them against an
//! engine's known-failure file, by the one policy of [`verdict`]. [`spec::EngineSpec`] parses engine names everywhere.
//!
//! The `mutants` feature adds the model's deliberate-bug engines (`mutant:NAME`); it is off by
//! default, so an engine team depending on this crate links a model with no deliberate bugs.

#![deny(missing_docs)]

pub mod atomic;
pub mod cancel;
pub mod capabilities;
pub mod driven;
pub mod engine;
pub mod engines;
pub mod expectations;
pub mod job;
pub mod load;
pub mod protocol;
pub mod report;
pub mod runner;
pub mod slice;
pub mod spec;
pub mod terminal;
pub mod verdict;
