//! `truename fingerprint`: the hash of the model's answers that a change meant to keep them
//! must keep ([`truename_gen::fingerprint`]).

use super::usage;
use crate::output::print;
use std::process::ExitCode;
use truename_harness::engines::model::ModelEngine;
use truename_harness::job;

/// `truename fingerprint --seeds N`: the reference model's answer fingerprint over `seeds`
/// generated cases and the embedded corpus. A corpus file that doesn't load fails it (exit 1):
/// a fingerprint of part of the corpus would compare equal to nothing.
pub fn fingerprint(seeds: u64) -> ExitCode {
    let reference = ModelEngine::reference();
    let (cases, errors) = match job::load(&job::Source::Embedded, reference.model()) {
        Ok(loaded) => loaded,
        Err(e) => return usage(&format!("truename fingerprint: {e}")),
    };
    if !errors.is_empty() {
        for e in &errors {
            crate::note!("error: {e}");
        }
        crate::note!("truename fingerprint: the embedded corpus doesn't load; no fingerprint");
        return ExitCode::FAILURE;
    }
    if cases.is_empty() {
        return usage("truename fingerprint: the embedded corpus holds no case");
    }
    let fp = truename_gen::fingerprint::fingerprint(&reference, &cases, seeds);
    print(&format!("fingerprint {fp}\n"));
    ExitCode::SUCCESS
}
