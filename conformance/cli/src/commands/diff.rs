//! `truename diff OLD.json NEW.json [MORE.json ...]`: what changed between runs (see the
//! `diff` module). Exit status 1 when a case is newly failing, 0 otherwise, 2 on bad input.

use super::usage;
use crate::diff::pair::{self, Options};
use crate::diff::{html, load, text};
use crate::output::Sink;
use clap::ValueEnum;
use std::path::PathBuf;
use std::process::ExitCode;

/// Output formats of `truename diff`.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DiffFormat {
    /// Every changed case with both answers and the model's, then the per-rule summary.
    Human,
    /// One JSON document (`truename schema diff`).
    Json,
    /// A pull-request comment.
    Markdown,
    /// One self-contained HTML page: a rule-by-run matrix per engine, then every change.
    Html,
}

/// Arguments of `truename diff`.
#[derive(clap::Args)]
pub struct DiffArgs {
    /// JSON reports (`truename run --format json`), oldest first: each is compared with the
    /// one before it.
    #[arg(required = true, num_args = 2..)]
    pub reports: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DiffFormat::Human)]
    pub format: DiffFormat,
    /// Write the diff here instead of standard output.
    #[arg(long)]
    pub output: Option<PathBuf>,
    /// Compare the engine of this name in every report (engines are otherwise matched by
    /// name, or a report's only engine with the other's only engine).
    #[arg(long)]
    pub engine: Option<String>,
    /// The engine to compare in the first report.
    #[arg(long)]
    pub old_engine: Option<String>,
    /// The engine to compare in the last report.
    #[arg(long)]
    pub new_engine: Option<String>,
    /// Compare runs of different CR revisions or Oracle snapshots anyway (refused otherwise:
    /// their expectations may differ).
    #[arg(long)]
    pub allow_revision_change: bool,
    /// Compare interrupted runs anyway.
    #[arg(long)]
    pub allow_incomplete: bool,
}

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
