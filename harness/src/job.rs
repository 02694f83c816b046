//! A run of the suite as the command line does it: select cases, check the model against
//! every hand-written expectation, run each engine, judge against an expectation file, and
//! render one report per engine. The command line only parses arguments and calls this.

use crate::engine::Engine;
use crate::engines::model::ModelEngine;
use crate::expectations::Expectations;
use crate::load::{load_dir, LoadError, LoadedCase};
use crate::report::Report;
use crate::runner::{self, CaseResult, Progress, Status};
use std::path::{Path, PathBuf};
use truename_model::Model;

/// The repository's corpus directories (hand-written cases, then regressions if present).
pub fn default_corpus() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("corpus");
    let root = root.canonicalize().unwrap_or(root);
    // Shown relative to the working directory when run from the repository root.
    let root = std::env::current_dir()
        .ok()
        .and_then(|cwd| root.strip_prefix(&cwd).ok().map(PathBuf::from))
        .unwrap_or(root);
    let mut v = vec![root.join("cases")];
    if root.join("regressions").is_dir() {
        v.push(root.join("regressions"));
    }
    v
}

/// Which cases a run selects.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// Rules: a case tagged with one of these or a subrule of it.
    pub rules: Vec<String>,
    /// Id globs.
    pub ids: Vec<String>,
}

/// Whether `rule` is `filter` or a subrule of it ("201.2" matches "201.2a", not "201.20").
pub fn rule_matches(filter: &str, rule: &str) -> bool {
    rule == filter
        || (rule.starts_with(filter)
            && rule[filter.len()..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '.'))
}

impl Selection {
    /// Whether the selection keeps this case.
    pub fn keeps(&self, lc: &LoadedCase) -> bool {
        let rules = &lc.case.scenario.rules;
        let by_rule = self.rules.is_empty()
            || rules
                .iter()
                .any(|r| self.rules.iter().any(|f| rule_matches(f, r)));
        let id = &lc.case.scenario.id;
        let by_id = self.ids.is_empty()
            || self.ids.iter().any(|g| {
                glob::Pattern::new(g)
                    .map(|p| p.matches(id))
                    .unwrap_or(false)
            });
        by_rule && by_id
    }
}

/// Loads every case under `dirs`; errors are returned (and the good files still load).
pub fn load_all(dirs: &[PathBuf], model: &Model) -> (Vec<LoadedCase>, Vec<LoadError>) {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    for d in dirs {
        let (c, e) = load_dir(d, model);
        cases.extend(c);
        errors.extend(e);
    }
    (cases, errors)
}

/// Output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The per-rule table and failure details.
    Human,
    /// The JSON report.
    Json,
    /// JUnit XML.
    Junit,
}

/// One engine's run, rendered.
pub struct EngineRun {
    /// The rendered report.
    pub text: String,
    /// Whether the run passed (no unexpected failure; expectations met if given).
    pub ok: bool,
    /// The results, case by case.
    pub results: Vec<CaseResult>,
}

/// Runs one engine over the cases and renders its report.
pub fn run_engine(
    engine: &mut dyn Engine,
    cases: &[LoadedCase],
    reference: &ModelEngine,
    expectations: Option<&Expectations>,
    format: Format,
    progress: Progress<'_>,
) -> EngineRun {
    let info = engine.info().clone();
    let results = runner::run(engine, cases, reference, progress);
    let verdict = expectations.map(|e| e.judge(&results));
    let rep = Report::new(&info.name, &info.version, &results, verdict.as_ref());
    let text = match format {
        Format::Human => rep.human(),
        Format::Json => serde_json::to_string_pretty(&rep).unwrap_or_default() + "\n",
        Format::Junit => rep.junit(),
    };
    let ok = match &verdict {
        Some(v) => v.ok(),
        None => results.iter().all(|r| r.status != Status::Fail),
    };
    EngineRun { text, ok, results }
}

/// The reference model's disagreements with the hand-written expectations, rendered (empty
/// when it agrees with every case).
pub fn model_disagreements(cases: &[LoadedCase], reference: &ModelEngine) -> Option<String> {
    let disagreements = runner::check_model(cases, reference);
    if disagreements.is_empty() {
        return None;
    }
    let rep = Report::new("model", "", &disagreements, None);
    Some(format!(
        "\nMODEL OR CASE BUG: the reference model disagrees with {} case(s):\n{}",
        disagreements.len(),
        rep.human()
    ))
}
