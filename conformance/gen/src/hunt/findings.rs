//! A finding made durable: written to `pending/` before shrinking, then shrunk, reproduced and
//! written as `hunt-<signature hash>.json` under the signature its shrunk case shows (never
//! over a file already there); or counted as known; or, when it didn't show again, kept in
//! `flaky/`.
//!
//! A finding is *known* only when this engine shows it: its signature is one of the engine's
//! known failures (the expectation file's cases, run on it), or this hunt already wrote it, or
//! a file of the output folder with that signature is one the engine fails now. Another
//! engine's file there with the same signature, which this engine passes, makes it known to
//! nobody: the finding is written beside it under a name of its own.

use super::hunter::Hunter;
use super::reproduce::shrink_finding;
use super::signature::{verdict, Keep, Problem, Verdict};
use super::summary::Finding;
use crate::regression_file::{content_hash, fnv64_hex, unique_tag, write_case, write_new_case};
use crate::shrink::size;
use std::path::{Path, PathBuf};
use truename_cases::{Case, CaseFile};
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

/// Where the first finding with this signature is written (`hunt-<signature hash>.json`);
/// one of the same signature that a different bug shows (the engine passes this file) goes
/// beside it as `hunt-<signature hash>-<case hash>.json`.
pub fn finding_path(out: &Path, signature: &str) -> PathBuf {
    out.join(format!("hunt-{}.json", fnv64_hex(signature.as_bytes())))
}

/// The files of `out` whose findings have this signature (by their names), sorted.
pub fn signature_files(out: &Path, signature: &str) -> Vec<PathBuf> {
    let stem = format!("hunt-{}", fnv64_hex(signature.as_bytes()));
    let Ok(dir) = std::fs::read_dir(out) else {
        return Vec::new();
    };
    let mut v: Vec<PathBuf> = (dir.flatten())
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.path())
        .filter(|p| {
            p.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
                n == format!("{stem}.json")
                    || (n.starts_with(&format!("{stem}-")) && n.ends_with(".json"))
            })
        })
        .collect();
    v.sort();
    v
}

/// The case of a regression file (the first; `None` if it isn't one).
fn read_case(path: &Path) -> Option<Case> {
    // Regression files are small; a bigger one isn't ours.
    const MAX: u64 = 16 << 20;
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() || meta.len() > MAX {
        return None;
    }
    let text = std::fs::read_to_string(path).ok()?;
    serde_json::from_str::<CaseFile>(&text)
        .ok()?
        .cases
        .into_iter()
        .next()
}

pub(super) fn written(path: &Path, case: &Case) -> Result<(), HuntError> {
    write_case(path, case).map_err(|source| HuntError {
        path: path.to_path_buf(),
        source,
        case: serde_json::to_string(case).unwrap_or_default(),
    })
}

impl Hunter<'_> {
    /// Whether the finding with this signature is one this engine is known to show.
    fn known(&mut self, signature: &str) -> bool {
        if self.cfg.known.contains(signature)
            || (self.report.findings.iter()).any(|f| f.signature == signature)
        {
            return true;
        }
        let Some(out) = self.cfg.out_dir.clone() else {
            return false;
        };
        signature_files(&out, signature)
            .iter()
            .any(|p| self.fails_file(p, signature))
    }

    /// Whether the engine fails the regression file at `p`, of findings with `signature`, now
    /// and in the same way (remembered per file): a divergence file only if the engine's
    /// first wrong answer on it has that signature (a file of one bug must not make another
    /// bug of the same name known); an invariant's witness file if the engine answers any of
    /// its questions otherwise than the model.
    fn fails_file(&mut self, p: &Path, signature: &str) -> bool {
        if let Some(f) = self.files_failed.get(p) {
            return *f;
        }
        let reference = self.reference;
        let invariant = signature.starts_with("invariant|");
        let fails = read_case(p).is_some_and(|c| match verdict(self.engine(), &c, reference) {
            Verdict::Diverges { signature: s, .. } => invariant || s == signature,
            _ => false,
        });
        self.files_failed.insert(p.to_path_buf(), fails);
        fails
    }

    /// Counts a finding of a known bug.
    fn count_known(&mut self, signature: String) {
        *self.report.known.entry(signature).or_default() += 1;
    }

    /// Keeps a flaky finding (one that didn't show again on a fresh engine) where it can be
    /// run again: `flaky/hunt-<signature hash>-<case hash>.json` in the findings folder, its
    /// description saying what each run did. Not a finding (the exit status doesn't count it;
    /// the summary lists it), but an engine whose answers depend on its history is worth a
    /// look, and the case is not lost with the pending file.
    fn write_flaky(&mut self, mut case: Case, p: &Problem, second: &str) -> Result<(), HuntError> {
        let Some(d) = self.cfg.out_dir.clone() else {
            return Ok(());
        };
        let engine = self.engine().info().name.clone();
        let stem = fnv64_hex(p.signature.as_bytes());
        case.scenario.id = format!("flaky/{stem}");
        case.description = format!(
            "Flaky, found by hunt against {engine}: {}; run again (on a fresh engine when one could be made), it {second}",
            p.kind
        );
        let path = d
            .join("flaky")
            .join(format!("hunt-{stem}-{}.json", content_hash(&case)));
        written(&path, &case)
    }

    /// Writes a new finding: to the signature's file, or, when that is taken (by a bug this
    /// engine doesn't show, or by another hunt sharing the folder that wrote it a moment
    /// ago: the signature's file is never replaced), to a name of the case's own.
    fn write_new(&self, out: &Path, signature: &str, case: &Case) -> Result<PathBuf, HuntError> {
        let first = finding_path(out, signature);
        let error = |path: &Path, source| HuntError {
            path: path.to_path_buf(),
            source,
            case: serde_json::to_string(case).unwrap_or_default(),
        };
        if write_new_case(&first, case).map_err(|e| error(&first, e))? {
            return Ok(first);
        }
        let stem = fnv64_hex(signature.as_bytes());
        let own = out.join(format!("hunt-{stem}-{}.json", content_hash(case)));
        written(&own, case)?;
        Ok(own)
    }

    /// The pending file of a finding: unique to this hunt (two hunts of one seed never share
    /// one), written before shrinking so that a crash doesn't lose it.
    fn pending(&self, case: &Case, p: &Problem) -> Result<Option<PathBuf>, HuntError> {
        let Some(d) = &self.cfg.out_dir else {
            return Ok(None);
        };
        let seed = (case.origin.as_ref())
            .and_then(|o| o.seed)
            .unwrap_or_default();
        let path = (d.join("pending")).join(format!("hunt-{seed:016x}-{}.json", unique_tag()));
        // What was found, for whoever finds the file after a crash (it isn't shrunk yet).
        let mut found = case.clone();
        found.description = format!("Pending (not shrunk yet): {}", p.kind);
        written(&path, &found)?;
        Ok(Some(path))
    }

    /// Handles one generated case's problem: known (counted), flaky (listed), or shrunk,
    /// reproduced and written.
    pub(super) fn handle(
        &mut self,
        at_case: usize,
        case: Case,
        p: Problem,
    ) -> Result<(), HuntError> {
        if self.known(&p.signature) {
            self.count_known(p.signature);
            return Ok(());
        }
        let pending = self.pending(&case, &p)?;
        let done = self.shrunk_and_written(at_case, &case, p);
        // Written, known or flaky: the pending file has served (a failed write keeps it).
        if done.is_ok() {
            if let Some(pp) = &pending {
                std::fs::remove_file(pp).ok();
            }
        }
        done
    }

    /// Shrinks the finding, runs it again and writes it (unless it is flaky, or its witness
    /// shows a known bug).
    fn shrunk_and_written(
        &mut self,
        at_case: usize,
        case: &Case,
        p: Problem,
    ) -> Result<(), HuntError> {
        let (reference, pools, deadline) = (self.reference, self.pools, self.deadline);
        let mut shrunk = shrink_finding(self.engine(), reference, pools, case, &p.keep, deadline);
        if let Some(second) = self.flaky(&shrunk, &p) {
            return self.write_flaky(shrunk, &p, &second);
        }
        let mut kind = p.kind.clone();
        if let Keep::Invariant(n) = &p.keep {
            (shrunk, kind) = self.invariant_witness(shrunk, n, kind);
        }
        let mut signature = p.signature.clone();
        // The engine's wrong answer, for whoever reads the case (the expectation is the model's).
        let engine = self.engine().info().name.clone();
        if let Verdict::Diverges {
            question,
            got,
            signature: shown,
            ..
        } = verdict(self.engine(), &shrunk, reference)
        {
            // An invariant's witness question that shows a known failure's bug (of the
            // expectation file's failing queries) is that known bug, found another way.
            if matches!(p.keep, Keep::Invariant(_)) && self.cfg.known.contains(&shown) {
                self.count_known(shown);
                return Ok(());
            }
            // A divergence is filed under what its shrunk case shows: shrinking keeps the
            // question's kind, and its rule and answer class may change on the way (another
            // bug of the same kind of question). Known under that signature, it is counted so.
            if matches!(p.keep, Keep::Shape(_)) && shown != signature {
                if self.known(&shown) {
                    self.count_known(shown);
                    return Ok(());
                }
                kind = format!("divergence from the model ({shown})");
                signature = shown;
            }
            if let Some(q) = shrunk.queries.get_mut(question) {
                q.note = Some(format!("{engine} answered {got}"));
            }
        }
        shrunk.scenario.id = format!("regression/{}", fnv64_hex(signature.as_bytes()));
        shrunk.description = format!("Found by hunt against {engine}: {kind}");
        if cancelled() {
            shrunk.description += " (the hunt was stopped: not run again on a fresh engine)";
        }
        let mut path = None;
        if let Some(d) = self.cfg.out_dir.clone() {
            let final_path = self.write_new(&d, &signature, &shrunk)?;
            self.files_failed.insert(final_path.clone(), true);
            path = Some(final_path);
        }
        let (original, elapsed) = (size(case), self.start.elapsed());
        self.report.findings.push(Finding {
            kind,
            signature,
            case: shrunk,
            original,
            at_case,
            elapsed,
            path,
        });
        Ok(())
    }
}
