//! # truename-conformance
//!
//! What an engine team runs in CI to check its rules engine against the truename reference
//! model of Comprehensive Rules 201 (names) and 612 (text-changing effects).
//!
//! - [`case`]: the declarative case format (its docs are the format's specification);
//! - [`load`]: loading and validating case files, with errors naming file, JSON path and
//!   expectation;
//! - [`capabilities`]: what engines declare and what cases require;
//! - [`engine`]: the [`engine::Engine`] trait; [`model_engine`]: the model and its mutants;
//!   [`protocol`]: the out-of-process JSON-lines protocol (client and reference server);
//! - [`runner`]: diffs an engine against the expectations; [`report`]: per-rule tables in
//!   human, JSON and JUnit form; [`expectations`]: known-failure files.

#![warn(missing_docs)]

pub mod capabilities;
pub mod case;
pub mod engine;
pub mod expectations;
pub mod external;
pub mod fuzzing;
pub mod gen;
pub mod hunt;
pub mod invariants;
pub mod load;
pub mod model_engine;
pub mod mutants;
pub mod protocol;
pub mod report;
pub mod runner;
pub mod shrink;
pub mod to_model;
