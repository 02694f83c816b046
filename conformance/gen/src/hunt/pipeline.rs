//! The hunt's loop: cases generated (and their expectations filled by the model) on a thread
//! of their own, ahead of the engine on the caller's thread, each run and its problem handled.

use super::config::HuntConfig;
use super::findings::HuntError;
use super::hunter::Hunter;
use super::signature::problem;
use super::stream::{case_seed, generated};
use super::summary::HuntReport;
use crate::generate::pools::Pools;
use std::time::Instant;
use truename_cases::*;
use truename_harness::cancel::cancelled;
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;

/// Runs a hunt; `fresh` makes a fresh engine (a new process) to reproduce each finding on.
pub fn hunt_with(
    engine: &mut dyn Engine,
    fresh: Option<&dyn Fn() -> Result<Box<dyn Engine>, String>>,
    reference: &ModelEngine,
    cfg: &HuntConfig,
) -> Result<HuntReport, HuntError> {
    let start = Instant::now();
    let engine_name = engine.info().name.clone();
    let pools = &Pools::new(reference.model());
    // Generated cases, in seed order, from a thread ahead of the engine (bounded: it stops
    // when the hunt stops reading).
    let (tx, rx) = std::sync::mpsc::sync_channel::<(usize, Option<Case>)>(64);
    let name = engine_name.as_str();
    let result = std::thread::scope(|s| {
        s.spawn(move || {
            for i in 0..cfg.max_cases {
                let cs = case_seed(cfg.seed, i as u64);
                if tx.send((i, generated(cs, pools, reference, name))).is_err() {
                    break;
                }
            }
        });
        let mut hunter = Hunter {
            engine,
            fresh,
            reference,
            pools,
            cfg,
            start,
            report: HuntReport::default(),
        };
        let r = hunter.consume(&rx);
        drop(rx);
        r.map(|()| hunter.report)
    });
    let mut report = result?;
    report.elapsed = start.elapsed();
    Ok(report)
}

impl Hunter<'_> {
    /// Takes generated cases until a budget runs out or the generator is done: each is run on
    /// the engine, and its problem, if any, handled.
    fn consume(
        &mut self,
        rx: &std::sync::mpsc::Receiver<(usize, Option<Case>)>,
    ) -> Result<(), HuntError> {
        let (cfg, reference) = (self.cfg, self.reference);
        loop {
            let full = cfg.max_findings > 0 && self.report.findings.len() >= cfg.max_findings;
            if self.start.elapsed() >= cfg.max_time || full {
                return Ok(());
            }
            if cancelled() {
                self.report.interrupted = true;
                return Ok(());
            }
            let Ok((i, case)) = rx.recv() else {
                return Ok(());
            };
            self.report.cases = i + 1;
            let Some(case) = case else {
                continue;
            };
            match problem(
                self.engine,
                &case,
                reference,
                cfg,
                &mut self.report.answered,
            ) {
                Ok(Some(p)) => self.handle(i + 1, case, p)?,
                Ok(None) => {}
                Err(l) => self
                    .report
                    .limitations
                    .push(format!("{}: {l}", case.scenario.id)),
            }
        }
    }
}
