//! `truename findings merge --out DIR DIR...`: hunts' findings folders (a sharded hunt's) as
//! one, findings deduplicated by engine and signature, and the hunt's summary line.

use super::{status, usage};
use crate::output::print;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use truename_gen::hunt::{counts_line, limitation_lines, merge};

/// `truename findings merge`: the exit status `truename hunt` would give the hunts as one:
/// 0 no new finding, 1 new findings (or pending ones, which no hunt shrank and wrote), 2 a
/// folder that isn't a hunt's or hunts that checked nothing, 3 a hunt failed as a run (its
/// engine given up on, stopped early), 130 a hunt was interrupted.
pub fn merge_folders(out: &Path, dirs: &[PathBuf]) -> ExitCode {
    let m = match merge(out, dirs) {
        Ok(m) => m,
        Err(e) => return usage(&format!("truename findings merge: {e}")),
    };
    let r = &m.record;
    let mut s = counts_line(&r.counts());
    if r.interrupted {
        s.push_str("INTERRUPTED: a hunt was stopped before its budget ran out\n");
    }
    if r.given_up > 0 {
        s.push_str(&format!("ENGINE GIVEN UP ON {} time(s)\n", r.given_up));
    }
    if let Some(why) = &r.stopped {
        s.push_str(&format!("STOPPED before the budget ran out: {why}\n"));
    }
    for p in &m.written {
        s.push_str(&format!("- finding {}\n", p.display()));
    }
    if m.pending > 0 {
        s.push_str(&format!(
            "- {} pending finding(s) (not shrunk) in {}\n",
            m.pending,
            out.join("pending").display()
        ));
    }
    s.push_str(&limitation_lines(&r.limitations()));
    print(&s);
    if r.answered == 0 && r.new.is_empty() && r.known.is_empty() {
        return usage("truename findings merge: the hunts answered nothing: nothing was checked");
    }
    if r.interrupted {
        return ExitCode::from(130);
    }
    if r.given_up > 0 || r.stopped.is_some() {
        return ExitCode::from(3);
    }
    status(r.new.is_empty() && m.pending == 0)
}
