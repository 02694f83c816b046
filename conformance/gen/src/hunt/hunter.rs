//! The hunt's state, shared by its loop, its findings and their reproduction.

use super::config::HuntConfig;
use super::summary::HuntReport;
use crate::generate::pools::Pools;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;

/// One generated case's problem handled: known, flaky, or shrunk, reproduced and written.
pub(super) struct Hunter<'a> {
    /// The engine hunted, until it is replaced.
    pub(super) engine: &'a mut dyn Driven,
    /// A fresh engine that replaced one given up on.
    pub(super) replacement: Option<Box<dyn Driven>>,
    /// Whether the engine in use answered a question since it started.
    pub(super) answered_since_start: bool,
    pub(super) fresh: Option<&'a dyn Fn() -> Result<Box<dyn Driven>, String>>,
    pub(super) reference: &'a ModelEngine,
    pub(super) pools: &'a Pools,
    pub(super) cfg: &'a HuntConfig,
    pub(super) start: Instant,
    /// When the hunt must stop (`None`: its time is unbounded).
    pub(super) deadline: Option<Instant>,
    pub(super) report: HuntReport,
    /// Regression files of the output folder run on the engine: whether it fails each.
    pub(super) files_failed: BTreeMap<PathBuf, bool>,
}

impl Hunter<'_> {
    /// The engine in use: the one hunted, or its fresh replacement.
    pub(super) fn engine(&mut self) -> &mut dyn Driven {
        match &mut self.replacement {
            Some(e) => e.as_mut(),
            None => &mut *self.engine,
        }
    }

    /// Whether the hunt's time has run out.
    pub(super) fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}
