//! A finding made durable: written to `pending/` before shrinking, then shrunk, reproduced and
//! written as `hunt-<signature hash>.json`; or counted as known.

use super::hunter::Hunter;
use super::reproduce::shrink_finding;
use super::signature::{verdict, Keep, Problem, Verdict};
use super::summary::Finding;
use crate::regression_file::{fnv64_hex, write_case};
use crate::shrink::size;
use std::path::{Path, PathBuf};
use truename_cases::Case;
use truename_harness::cancel::cancelled;

/// A finding that couldn't be written: the hunt stops, and what is pending stays.
#[derive(Debug, thiserror::Error)]
#[error("can't write the finding {path}: {source}")]
pub struct HuntError {
    /// The file.
    pub path: PathBuf,
    /// Why.
    pub source: std::io::Error,
    /// The case that couldn't be written, as a case file's JSON (so it is never lost: the
    /// command line prints it).
    pub case: String,
}

/// Where a finding with this signature is written.
pub fn finding_path(out: &Path, signature: &str) -> PathBuf {
    out.join(format!("hunt-{}.json", fnv64_hex(signature.as_bytes())))
}

pub(super) fn written(path: &Path, case: &Case) -> Result<(), HuntError> {
    write_case(path, case).map_err(|source| HuntError {
        path: path.to_path_buf(),
        source,
        case: serde_json::to_string(case).unwrap_or_default(),
    })
}

impl Hunter<'_> {
    fn known(&self, signature: &str) -> bool {
        self.cfg.known.contains(signature)
            || self
                .report
                .findings
                .iter()
                .any(|f| f.signature == signature)
            || self
                .cfg
                .out_dir
                .as_ref()
                .is_some_and(|d| finding_path(d, signature).exists())
    }

    pub(super) fn handle(
        &mut self,
        at_case: usize,
        case: Case,
        p: Problem,
    ) -> Result<(), HuntError> {
        if self.known(&p.signature) {
            self.report.known.push(p.signature);
            return Ok(());
        }
        let seed = case
            .origin
            .as_ref()
            .and_then(|o| o.seed)
            .unwrap_or_default();
        let pending = (self.cfg.out_dir.as_ref())
            .map(|d| d.join("pending").join(format!("hunt-{seed:016x}.json")));
        if let Some(path) = &pending {
            // What was found, for whoever finds the file after a crash (it isn't shrunk yet).
            let mut found = case.clone();
            found.description = format!("Pending (not shrunk yet): {}", p.kind);
            written(path, &found)?;
        }
        let deadline = self.start + self.cfg.max_time;
        let mut shrunk = shrink_finding(
            self.engine,
            self.reference,
            self.pools,
            &case,
            &p.keep,
            deadline,
        );
        if !self.confirmed(&shrunk, &p) {
            return Ok(());
        }
        let mut kind = p.kind.clone();
        if let Keep::Invariant(n) = &p.keep {
            (shrunk, kind) = self.invariant_witness(shrunk, n, kind);
        }
        // The engine's wrong answer, for whoever reads the case (the expectation is the model's).
        let engine = self.engine.info().name.clone();
        if let Verdict::Diverges { question, got, .. } =
            verdict(self.engine, &shrunk, self.reference)
        {
            if let Some(q) = shrunk.queries.get_mut(question) {
                q.note = Some(format!("{engine} answered {got}"));
            }
        }
        shrunk.scenario.id = format!("regression/{}", fnv64_hex(p.signature.as_bytes()));
        shrunk.description = format!("Found by hunt against {engine}: {kind}");
        if cancelled() {
            shrunk.description += " (the hunt was interrupted: not run again on a fresh engine)";
        }
        let mut path = None;
        if let Some(d) = &self.cfg.out_dir {
            let final_path = finding_path(d, &p.signature);
            written(&final_path, &shrunk)?;
            if let Some(pp) = &pending {
                std::fs::remove_file(pp).ok();
            }
            path = Some(final_path);
        }
        let (original, elapsed) = (size(&case), self.start.elapsed());
        let finding = Finding {
            kind,
            signature: p.signature,
            case: shrunk,
            original,
            at_case,
            elapsed,
            path,
        };
        self.report.findings.push(finding);
        Ok(())
    }
}
