//! A run of the suite as the command line does it, as library calls: choose the card data
//! ([`model_from`]) and the corpus ([`Source`]), load it failing closed, select cases
//! ([`Selection`]), check the model against every hand-written expectation, run engines into
//! [`EngineReport`]s. The command line only parses arguments and calls these.

use crate::driven::Driven;
use crate::engines::model::ModelEngine;
use crate::expectations::Expectations;
use crate::load::{parse_file, LoadError, LoadedCase};
use crate::report::EngineReport;
use crate::runner::{self, CaseResult, Progress};
use std::path::{Path, PathBuf};
use truename_model::oracle::{NameData, Oracle};
use truename_model::{Model, Rule, RuleOrder};

/// A mistake in how the run was asked for (exit status 2): a missing path, a filter matching
/// nothing, an unknown rule number, an unreadable file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct UsageError(pub String);

/// The model over the embedded Oracle subset, or over an MTGJSON AtomicCards file (and,
/// optionally, a names file of interchangeable and alternate names, `corpus/oracle/names.json`
/// shape).
pub fn model_from(oracle: Option<&Path>, names: Option<&Path>) -> Result<Model, UsageError> {
    let Some(path) = oracle else {
        return match names {
            None => Ok(Model::embedded()),
            Some(_) => Err(UsageError("--names needs --oracle".into())),
        };
    };
    let read = |p: &Path| {
        std::fs::read_to_string(p)
            .map_err(|e| UsageError(format!("{}: can't read: {e}", p.display())))
    };
    let text = read(path)?;
    let bad = |p: &Path, e: &dyn std::fmt::Display| UsageError(format!("{}: {e}", p.display()));
    let mut oracle = Oracle::from_atomic_json(&text).map_err(|e| bad(path, &e))?;
    if let Some(n) = names {
        let data: NameData = serde_json::from_str(&read(n)?).map_err(|e| bad(n, &e))?;
        oracle = oracle.with_name_data(&data).map_err(|e| bad(n, &e))?;
    }
    Ok(Model::new(oracle))
}

/// Where the cases come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The corpus embedded in the binary (hand-written cases and regressions).
    Embedded,
    /// Case directories, each searched recursively for `*.json` files.
    Dirs(Vec<PathBuf>),
}

/// Loads the cases of a source. A directory that doesn't exist, isn't a directory or holds no
/// case file is a [`UsageError`]; files that don't parse or validate are returned as
/// [`LoadError`]s (and the good files still load).
pub fn load(
    source: &Source,
    model: &Model,
) -> Result<(Vec<LoadedCase>, Vec<LoadError>), UsageError> {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    match source {
        Source::Embedded => {
            for f in truename_corpus::files() {
                // An installed binary's user has no `corpus/` folder: the path says where the
                // case really is (`truename show ID` prints it).
                let path = PathBuf::from(format!("embedded:{}", f.path));
                match parse_file(&path, f.text, model) {
                    Ok(c) => cases.extend(c),
                    Err(e) => errors.extend(e),
                }
            }
            crate::load::check_unique_ids(&mut cases, &mut errors);
        }
        Source::Dirs(dirs) => {
            let mut files = Vec::new();
            for d in dirs {
                if !d.exists() {
                    return Err(UsageError(format!(
                        "corpus directory {} does not exist",
                        d.display()
                    )));
                }
                if !d.is_dir() {
                    return Err(UsageError(format!(
                        "corpus path {} is not a directory",
                        d.display()
                    )));
                }
                let (found, refused) = crate::load::walk(d);
                let nothing = found.is_empty() && refused.is_empty();
                errors.extend(refused);
                if nothing {
                    return Err(UsageError(format!(
                        "corpus directory {} holds no case file (*.json)",
                        d.display()
                    )));
                }
                files.extend(found);
            }
            let (c, e) = crate::load::load_files(&files, model);
            cases.extend(c);
            errors.extend(e);
        }
    }
    Ok((cases, errors))
}

/// Which cases a run selects: by rule (a rule or any subrule of it), by id glob, minus id
/// globs to skip.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    rules: Vec<Rule>,
    ids: Vec<glob::Pattern>,
    skip: Vec<glob::Pattern>,
}

fn globs(patterns: &[String], flag: &str) -> Result<Vec<glob::Pattern>, UsageError> {
    patterns
        .iter()
        .map(|p| glob::Pattern::new(p).map_err(|e| UsageError(format!("{flag} {p:?}: {e}"))))
        .collect()
}

impl Selection {
    /// A selection; rule numbers must exist in the pinned revision, globs must parse.
    pub fn new(rules: &[String], ids: &[String], skip: &[String]) -> Result<Selection, UsageError> {
        let rules = (rules.iter())
            .map(|r| Rule::new(r).map_err(|e| UsageError(format!("--rule: {e}"))))
            .collect::<Result<Vec<Rule>, UsageError>>()?;
        Ok(Selection {
            rules,
            ids: globs(ids, "--id")?,
            skip: globs(skip, "--skip")?,
        })
    }

    /// Whether the selection keeps this case.
    pub fn keeps(&self, lc: &LoadedCase) -> bool {
        let id = &lc.case.scenario.id;
        let by_rule = self.rules.is_empty()
            || (lc.case.scenario.rules.iter())
                .filter_map(|r| Rule::new(r).ok())
                .any(|r| self.rules.iter().any(|f| f.covers(r)));
        let by_id = self.ids.is_empty() || self.ids.iter().any(|p| p.matches(id));
        by_rule && by_id && !self.skip.iter().any(|p| p.matches(id))
    }

    /// The selected cases; none selected is a [`UsageError`] naming the filters.
    pub fn apply(&self, cases: Vec<LoadedCase>) -> Result<Vec<LoadedCase>, UsageError> {
        let loaded = cases.len();
        let kept: Vec<LoadedCase> = cases.into_iter().filter(|lc| self.keeps(lc)).collect();
        if kept.is_empty() {
            return Err(UsageError(format!(
                "no case selected: {} (of {loaded} loaded)",
                self.describe()
            )));
        }
        Ok(kept)
    }

    fn describe(&self) -> String {
        let mut parts: Vec<String> = self.rules.iter().map(|r| format!("--rule {r}")).collect();
        parts.extend(self.ids.iter().map(|p| format!("--id {}", p.as_str())));
        parts.extend(self.skip.iter().map(|p| format!("--skip {}", p.as_str())));
        if parts.is_empty() {
            "the corpus is empty".into()
        } else {
            format!("nothing matches {}", parts.join(" "))
        }
    }
}

/// Runs one engine over the cases into its report; with `strict` (`--strict`), disputed
/// answers fail the run (those the expectation file doesn't list, if one is given).
pub fn run_engine(
    engine: &mut dyn Driven,
    cases: &[LoadedCase],
    reference: &ModelEngine,
    expectations: Option<&Expectations>,
    strict: bool,
    progress: Progress<'_>,
) -> EngineReport {
    let info = engine.info().clone();
    let results = runner::run(engine, cases, reference, progress);
    let verdict = expectations.map(|e| e.judge_strictly(&results, strict));
    let mut report =
        EngineReport::new(&info.name, &info.version, results, verdict).strictly(strict);
    report.incidents = engine.incidents();
    report
}

/// The cases on which the reference model disagrees with a hand-written expectation.
pub fn model_disagreements(cases: &[LoadedCase], reference: &ModelEngine) -> Vec<CaseResult> {
    runner::check_model(cases, reference)
}

/// One rule's coverage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoverageRow {
    /// The rule number.
    pub rule: String,
    /// Cases tagged with it.
    pub cases: usize,
    /// Questions in those cases.
    pub questions: usize,
}

/// How cases cover the rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Every rule a case is tagged with, in rule order.
    pub rows: Vec<CoverageRow>,
    /// The subrules (of the rules tagged, in the pinned revision) that no case is tagged with.
    pub uncovered: Vec<String>,
    /// The rules the model cites (`truename_model::rule::cited::CITED`) that no case is tagged
    /// with (neither the rule nor a subrule of it): code no case was written for.
    pub cited_uncovered: Vec<String>,
}

/// Cases and questions per rule, and the uncovered subrules of the rules tagged.
pub fn coverage(cases: &[LoadedCase]) -> Coverage {
    use std::collections::BTreeMap;
    let mut rows: BTreeMap<RuleOrder, CoverageRow> = BTreeMap::new();
    for lc in cases {
        for r in &lc.case.scenario.rules {
            let row = rows
                .entry(Rule::sort_key(r))
                .or_insert_with(|| CoverageRow {
                    rule: r.clone(),
                    cases: 0,
                    questions: 0,
                });
            row.cases += 1;
            row.questions += lc.case.queries.len();
        }
    }
    let tagged: Vec<Rule> = (rows.values())
        .filter_map(|r| Rule::new(&r.rule).ok())
        .collect();
    let uncovered = (Rule::all().iter())
        .filter(|r| !tagged.contains(*r) && tagged.iter().any(|t| t.covers(**r)))
        .map(|r| r.to_string())
        .collect();
    let cited_uncovered = truename_model::rule::cited::CITED
        .iter()
        .filter(|r| !Rule::new(r).is_ok_and(|r| tagged.iter().any(|t| r.covers(*t))))
        .map(|r| r.to_string())
        .collect();
    Coverage {
        rows: rows.into_values().collect(),
        uncovered,
        cited_uncovered,
    }
}
