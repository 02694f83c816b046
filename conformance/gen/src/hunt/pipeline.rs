//! The hunt's loop: cases generated (and their expectations filled by the model) on a thread
//! of their own, ahead of the engine on the caller's thread, which generates too while the
//! cases it needs next aren't ready ([`batches`](super::batches)); each run and its problem
//! handled.

use super::batches::{generate_ahead, Batch, Claims, InOrder, Made, Make, BATCH, BATCHES_AHEAD};
use super::config::HuntConfig;
use super::findings::HuntError;
use super::hunter::Hunter;
use super::signature::{hunt_case, problem, Unchecked};
use super::stream::{case_seed, generated};
use super::summary::HuntReport;
use crate::generate::pools::Pools;
use std::time::Instant;
use truename_harness::cancel::cancelled;
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::LoadedCase;

/// Runs a hunt; `fresh` makes a fresh engine (a new process) to reproduce each finding on,
/// and to replace the engine when it is given up on. Without `fresh`, an engine given up on
/// stops the hunt ([`HuntReport::stopped`]).
pub fn hunt_with(
    engine: &mut dyn Driven,
    fresh: Option<&dyn Fn() -> Result<Box<dyn Driven>, String>>,
    reference: &ModelEngine,
    cfg: &HuntConfig,
) -> Result<HuntReport, HuntError> {
    let start = Instant::now();
    let engine_name = engine.info().name.clone();
    let pools = &Pools::new(reference.model());
    let name = engine_name.as_str();
    let make = |b: usize| -> Batch {
        let mut batch = Vec::with_capacity(BATCH);
        for i in (b * BATCH..(b + 1) * BATCH).take_while(|&i| i < cfg.max_cases) {
            // This shard's i-th case: its number in the seed's whole stream.
            let Some(n) = cfg.shard.case_number(i as u64) else {
                break;
            };
            let cs = case_seed(cfg.seed, n);
            // Made a runner's case where it is generated: checking it copies nothing.
            let case = generated(cs, pools, reference, name).map(|c| hunt_case(c, reference));
            batch.push((i, case));
        }
        batch
    };
    let make: Make<'_> = &make;
    let claims = &Claims::default();
    // Bounded: the generator's thread stops when the hunt stops reading.
    let (tx, rx) = std::sync::mpsc::sync_channel::<Made>(BATCHES_AHEAD);
    let (back, spent) = std::sync::mpsc::channel::<Batch>();
    let result = std::thread::scope(|s| {
        s.spawn(move || generate_ahead(claims, make, tx, spent));
        let mut hunter = Hunter {
            engine,
            replacement: None,
            answered_since_start: false,
            fresh,
            reference,
            pools,
            cfg,
            start,
            deadline: cfg.deadline(start),
            report: HuntReport::default(),
            files_failed: Default::default(),
        };
        let mut batches = InOrder::new(claims, make, rx, back);
        let r = hunter.consume(&mut batches);
        drop(batches);
        r.map(|()| hunter.report)
    });
    let mut report = result?;
    report.elapsed = start.elapsed();
    Ok(report)
}

impl Hunter<'_> {
    /// Takes generated cases until a budget runs out or the generator is done: each is run on
    /// the engine, and its problem, if any, handled; then the batch is freed where it was made.
    fn consume(&mut self, batches: &mut InOrder<'_>) -> Result<(), HuntError> {
        loop {
            if self.should_stop() {
                return Ok(());
            }
            let Some(batch) = batches.next_batch() else {
                return Ok(());
            };
            let go_on = self.consume_batch(&batch.cases);
            batches.done_with(batch);
            if !go_on? {
                return Ok(());
            }
        }
    }

    /// [`Hunter::consume`] of one batch: `false` when the hunt must stop.
    fn consume_batch(&mut self, batch: &Batch) -> Result<bool, HuntError> {
        for (i, case) in batch.iter() {
            if self.should_stop() {
                return Ok(false);
            }
            self.report.cases = i + 1;
            let Some(case) = case else {
                continue;
            };
            if !self.check(i + 1, case)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether a budget ran out, the findings are enough, or the hunt was stopped from outside
    /// (then it says it was interrupted, unless its time had run out: a caller may stop a
    /// hunt's waits on an engine at its deadline the same way).
    fn should_stop(&mut self) -> bool {
        let cfg = self.cfg;
        let full = cfg.max_findings > 0 && self.report.findings.len() >= cfg.max_findings;
        if self.past_deadline() || full {
            return true;
        }
        if cancelled() {
            self.report.interrupted = true;
            return true;
        }
        false
    }

    /// Runs one case and handles its problem; `false` when the hunt must stop (the engine was
    /// given up on and can't be replaced, or the run was stopped).
    fn check(&mut self, at_case: usize, lc: &LoadedCase) -> Result<bool, HuntError> {
        let (cfg, reference) = (self.cfg, self.reference);
        let case = &lc.case;
        let mut answered = 0;
        let outcome = problem(self.engine(), lc, reference, cfg, &mut answered);
        self.report.answered += answered;
        self.answered_since_start |= answered > 0;
        match outcome {
            Ok(Some(p)) => {
                self.answered_since_start = true;
                self.handle(at_case, case.clone(), p)?;
            }
            Ok(None) => {}
            Err(Unchecked::Limitation(l)) => self.report.limitations.add(&case.scenario.id, l),
            // Stopped from outside (or at the deadline): says which, and stops.
            Err(Unchecked::NotRun) => return Ok(!self.should_stop()),
            Err(Unchecked::GivenUp(why)) => {
                if !self.replace(why) {
                    return Ok(false);
                }
                // The case wasn't run: it is, on the fresh engine.
                return self.check(at_case, lc);
            }
        }
        Ok(true)
    }

    /// The engine was given up on (`why`): counts it and replaces it by a fresh one, when one
    /// can be made and the one given up on had answered something (else a fresh one would go
    /// the same way). `false` (and [`HuntReport::stopped`] says why) when it can't be.
    fn replace(&mut self, why: String) -> bool {
        self.report.given_up += 1;
        self.report
            .given_up_first
            .get_or_insert_with(|| why.clone());
        let stop = |r: &mut HuntReport, because: String| {
            r.stopped = Some(format!("{why}; {because}"));
            false
        };
        if !self.answered_since_start {
            return stop(
                &mut self.report,
                "it answered nothing since it started, so it isn't started again".into(),
            );
        }
        let Some(fresh) = self.fresh else {
            return stop(
                &mut self.report,
                "the hunt can't start a fresh engine".into(),
            );
        };
        match fresh() {
            Ok(e) => {
                self.replacement = Some(e);
                self.answered_since_start = false;
                true
            }
            Err(e) => stop(
                &mut self.report,
                format!("a fresh engine didn't start: {e}"),
            ),
        }
    }
}
