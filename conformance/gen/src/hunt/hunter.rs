//! The hunt's state, shared by its loop, its findings and their reproduction.

use super::config::HuntConfig;
use super::summary::HuntReport;
use crate::generate::pools::Pools;
use std::time::Instant;
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;

/// One generated case's problem handled: known, flaky, or shrunk, reproduced and written.
pub(super) struct Hunter<'a> {
    pub(super) engine: &'a mut dyn Engine,
    pub(super) fresh: Option<&'a dyn Fn() -> Result<Box<dyn Engine>, String>>,
    pub(super) reference: &'a ModelEngine,
    pub(super) pools: &'a Pools,
    pub(super) cfg: &'a HuntConfig,
    pub(super) start: Instant,
    pub(super) report: HuntReport,
}
