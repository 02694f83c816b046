//! `truename diff OLD.json NEW.json [MORE.json ...]`: what changed between runs (see the
//! `diff` module). Exit status 1 when a case is newly failing (with `--strict`, also when the
//! engine lost ground otherwise: [`lost_ground`]), 0 otherwise, 2 on bad input.

use super::usage;
use crate::args::{DiffArgs, DiffFormat};
use crate::diff::pair::{self, Options};
use crate::diff::{html, load, text, DiffReport};
use crate::output::Sink;
use std::process::ExitCode;

/// `truename diff`.
pub fn diff(args: DiffArgs) -> ExitCode {
    let sink = match Sink::new(args.output.as_deref()) {
        Ok(s) => s,
        Err(e) => return usage(&format!("truename diff: {e}")),
    };
    let mut reports = Vec::new();
    for path in &args.reports {
        match load::read(path) {
            Ok(r) => reports.push(r),
            Err(e) => return usage(&format!("truename diff: {e}")),
        }
    }
    let opts = Options {
        engine: args.engine,
        old_engine: args.old_engine,
        new_engine: args.new_engine,
        allow_revision_change: args.allow_revision_change,
        allow_incomplete: args.allow_incomplete,
    };
    let d = match pair::diff(&reports, &opts) {
        Ok(d) => d,
        Err(e) => return usage(&format!("truename diff: {e}")),
    };
    let out = match args.format {
        DiffFormat::Human => text::human(&d),
        DiffFormat::Json => d.json(),
        DiffFormat::Markdown => text::markdown(&d),
        DiffFormat::Html => html::html(&d),
    };
    if let Err(e) = sink.write(&out) {
        return usage(&format!("truename diff: {e}"));
    }
    if args.strict && !d.regressed {
        let lost = lost_ground(&d);
        if !lost.is_empty() {
            crate::note!(
                "truename diff: --strict: no case newly failing, but {}",
                lost.join("; ")
            );
            return super::status(false);
        }
    }
    super::status(!d.regressed)
}

/// How each engine of each step lost ground without a case newly failing: questions newly
/// failing in cases already failing, and cases newly skipped, newly open or removed (what
/// `--strict` fails on).
fn lost_ground(d: &DiffReport) -> Vec<String> {
    let mut lost = Vec::new();
    for step in &d.steps {
        for e in &step.engines {
            let c = &e.changes;
            let what = [
                (e.questions_newly_failing, "question(s) newly failing"),
                (c.newly_skipped, "case(s) newly skipped or unsupported"),
                (
                    c.newly_open,
                    "case(s) newly unverified, in part or disputed",
                ),
                (c.removed, "case(s) removed"),
            ];
            for (n, what) in what.into_iter().filter(|(n, _)| *n > 0) {
                lost.push(format!(
                    "{} {} → {} {}: {n} {what}",
                    e.old_engine, e.old_version, e.new_engine, e.new_version
                ));
            }
        }
    }
    lost
}
