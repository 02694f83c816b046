//! `truename diff OLD.json NEW.json [MORE.json ...]`: what changed between runs (see the
//! `diff` module). Exit status 1 when a case is newly failing, 0 otherwise, 2 on bad input.

use super::usage;
use crate::args::{DiffArgs, DiffFormat};
use crate::diff::pair::{self, Options};
use crate::diff::{html, load, text};
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
    super::status(!d.regressed)
}
