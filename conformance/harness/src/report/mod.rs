//! Reports: one document per run ([`RunReport`]), whatever the format: the per-rule table of
//! each engine (a case tagged with several rules counts under each), every failure with the
//! model's explanation, skips, what the engine doesn't support, the verdict against an
//! expectation file, and (for the main job) the mutant table. Explanations stay structured
//! (the model's [`Explanation`](truename_model::Explanation) steps) until a form renders them:
//! [`human`], JSON (`serde`; its schema is `truename schema report`), [`junit`], [`html`].

pub mod html;
pub mod human;
pub mod invocation;
pub mod junit;
pub mod tally;

use crate::expectations::{Expectations, Verdict};
use crate::load::LoadError;
pub use crate::runner::CorpusKill;
use crate::runner::{CaseResult, Outcome, Status};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;
use truename_cases::Unsupported;
use truename_model::{Rule, RuleOrder};

/// The format tag of a JSON report.
pub const FORMAT: &str = "truename-report/1";

/// Counts of cases for one rule (or all), by [`Status`]: each case counts once, and only
/// `pass` is a pass.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Counts {
    /// Cases that passed in full: every question answered as expected by the engine.
    pub pass: usize,
    /// Cases that passed only in part (not a pass): some questions not asked, answered
    /// "unsupported" or by the adapter, echoes of the request's data, or asked on a slice of
    /// the board. See [`Status::Partial`].
    #[serde(default)]
    pub partial: usize,
    /// Cases answered as expected, but none of whose answers is the engine's own
    /// (adapter-provenance answers and echoes only): not a pass.
    #[serde(default)]
    pub unverified: usize,
    /// Cases the engine failed (known failures excluded).
    pub fail: usize,
    /// Cases the engine failed as the expectation file says it does.
    pub known: usize,
    /// Cases the adapter answered wrongly (`answered_by: adapter`), known or not: the
    /// adapter's errors, not the engine's failures.
    #[serde(default)]
    pub adapter_error: usize,
    /// Cases marked `uncertain` that the engine answers otherwise than the model.
    #[serde(default)]
    pub disputed: usize,
    /// Cases of which no question ran.
    pub skip: usize,
}

impl Counts {
    fn add(&mut self, c: &CaseResult, known: bool) {
        match c.status {
            Status::Pass => self.pass += 1,
            Status::Partial => self.partial += 1,
            Status::Unverified => self.unverified += 1,
            Status::Fail if known => self.known += 1,
            Status::Fail => self.fail += 1,
            Status::AdapterError => self.adapter_error += 1,
            Status::Disputed => self.disputed += 1,
            Status::Skip => self.skip += 1,
        }
    }
}

/// One row of the per-rule table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RuleRow {
    /// The rule number.
    pub rule: String,
    /// Its cases.
    #[serde(flatten)]
    pub counts: Counts,
}

/// Counts of questions, by [`Outcome`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct QuestionCounts {
    /// Answered as expected by the engine (echoes included).
    pub pass: usize,
    /// Of those, echoes: the expected answer is only data the request carries.
    #[serde(default)]
    pub echo: usize,
    /// Answered otherwise by the engine, or failed.
    pub fail: usize,
    /// Not asked (missing capabilities).
    pub skip: usize,
    /// Answered "unsupported" (adapter gaps).
    pub unsupported: usize,
    /// Answered as expected by the adapter (`answered_by: adapter`).
    #[serde(default)]
    pub unverified: usize,
    /// Answered otherwise by the adapter.
    #[serde(default)]
    pub adapter_error: usize,
    /// Answered otherwise by the engine on a case marked `uncertain`.
    #[serde(default)]
    pub disputed: usize,
}

impl QuestionCounts {
    fn add(&mut self, q: &crate::runner::QuestionResult) {
        self.echo += usize::from(q.echo);
        *match q.outcome {
            Outcome::Pass => &mut self.pass,
            Outcome::Fail => &mut self.fail,
            Outcome::Skip => &mut self.skip,
            Outcome::Unsupported => &mut self.unsupported,
            Outcome::Unverified => &mut self.unverified,
            Outcome::AdapterError => &mut self.adapter_error,
            Outcome::Disputed => &mut self.disputed,
        } += 1;
    }

    /// Questions whose answer was compared with the expected one (every answer, whoever
    /// gave it).
    pub fn compared(&self) -> usize {
        self.pass + self.fail + self.unverified + self.adapter_error + self.disputed
    }
}

/// Something an engine doesn't support, and the cases it kept from running.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct UnsupportedRow {
    /// What.
    pub what: Unsupported,
    /// Case ids.
    pub cases: Vec<String>,
}

/// One engine's run.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct EngineReport {
    /// Engine name.
    pub engine: String,
    /// Engine version.
    pub version: String,
    /// Whether the run passed: no unexpected failure or adapter error (and the expectations
    /// met, if given); with `--strict`, no disputed answer either (unless the expectation file
    /// lists it).
    pub ok: bool,
    /// Whether disputed answers fail the run (`--strict`).
    #[serde(default)]
    pub strict: bool,
    /// All cases.
    pub totals: Counts,
    /// Cases of which at least one question ran.
    pub executed: usize,
    /// Each case counted once: sent (passed, failed, known, unsupported only) or not sent.
    /// (Absent from reports of suites before it was added: not required, so `truename diff`
    /// still reads them.)
    #[serde(default)]
    pub tally: tally::Tally,
    /// All questions.
    pub questions: QuestionCounts,
    /// Per rule, in rule order.
    pub rules: Vec<RuleRow>,
    /// What the engine said it doesn't implement ("cards your engine doesn't know").
    pub unsupported: Vec<UnsupportedRow>,
    /// Comparison with the expectation file, if one was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Verdict>,
    /// What went wrong with the engine that no case could be charged with.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub incidents: Vec<String>,
    /// Every case.
    pub cases: Vec<CaseResult>,
}

impl EngineReport {
    /// The report of one engine's results.
    pub fn new(
        engine: &str,
        version: &str,
        cases: Vec<CaseResult>,
        verdict: Option<Verdict>,
    ) -> Self {
        let known = |id: &str| {
            verdict
                .as_ref()
                .is_some_and(|v| v.known.iter().any(|k| k == id))
        };
        let mut totals = Counts::default();
        let mut rules: BTreeMap<RuleOrder, RuleRow> = BTreeMap::new();
        let mut questions = QuestionCounts::default();
        let mut unsupported: BTreeMap<Unsupported, Vec<String>> = BTreeMap::new();
        for c in &cases {
            totals.add(c, known(&c.id));
            for rule in &c.rules {
                let row = rules
                    .entry(Rule::sort_key(rule))
                    .or_insert_with(|| RuleRow {
                        rule: rule.clone(),
                        counts: Counts::default(),
                    });
                row.counts.add(c, known(&c.id));
            }
            for q in &c.questions {
                questions.add(q);
            }
            for u in c.unsupported() {
                unsupported.entry(u).or_default().push(c.id.clone());
            }
        }
        let strict = verdict.as_ref().is_some_and(|v| v.strict);
        // Without an expectation file, every failure is new (the one policy, judged against
        // an empty file).
        let ok = match &verdict {
            Some(v) => v.ok(),
            None => Expectations::default().judge(&cases).ok(),
        };
        EngineReport {
            engine: engine.to_string(),
            version: version.to_string(),
            ok,
            strict,
            executed: cases.iter().filter(|c| c.executed()).count(),
            tally: tally::Tally::of(&cases, known),
            totals,
            questions,
            rules: rules.into_values().collect(),
            unsupported: unsupported
                .into_iter()
                .map(|(what, cases)| UnsupportedRow { what, cases })
                .collect(),
            verdict,
            incidents: Vec::new(),
            cases,
        }
    }

    /// This report judged with `--strict` when `strict`: without an expectation file, any
    /// disputed answer fails the run (with one, those it doesn't list: see
    /// [`Expectations::judge_strictly`](crate::expectations::Expectations::judge_strictly)).
    pub fn strictly(mut self, strict: bool) -> Self {
        if strict && self.verdict.is_none() {
            self.strict = true;
            self.ok = Expectations::default()
                .judge_strictly(&self.cases, true)
                .ok();
        }
        self
    }

    /// Whether a case is a known failure.
    pub fn is_known(&self, id: &str) -> bool {
        self.verdict
            .as_ref()
            .is_some_and(|v| v.known.iter().any(|k| k == id))
    }
}

/// A problem loading a case file, as reported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct LoadProblem {
    /// The file.
    pub file: String,
    /// The JSON path inside it.
    pub path: String,
    /// What was expected, and what was found.
    pub message: String,
}

impl From<&LoadError> for LoadProblem {
    fn from(e: &LoadError) -> LoadProblem {
        LoadProblem {
            file: e.file.display().to_string(),
            path: e.path.clone(),
            message: e.message.clone(),
        }
    }
}

/// A whole run: what `--format json` writes, and what every other format renders.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct RunReport {
    /// Always [`FORMAT`].
    pub format: String,
    /// The Comprehensive Rules revision the expectations follow.
    pub cr_revision: String,
    /// The Oracle snapshot the model used.
    pub oracle_snapshot: String,
    /// Whether the run finished (false when it was interrupted).
    pub complete: bool,
    /// Whether the run passed as a whole (what the exit status says).
    pub ok: bool,
    /// Case files that didn't load (the run fails).
    pub load_errors: Vec<LoadProblem>,
    /// Problems with the run itself that fail it (stale ids in an expectation file, say).
    pub problems: Vec<String>,
    /// Things worth knowing that don't fail the run (case files written against another
    /// Oracle snapshot, say).
    pub warnings: Vec<String>,
    /// Cases on which the reference model disagrees with a hand-written expectation (a model
    /// or case bug; the run fails).
    pub model_disagreements: Vec<CaseResult>,
    /// One report per engine.
    pub engines: Vec<EngineReport>,
    /// The main job's mutant table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mutants: Option<Vec<CorpusKill>>,
    /// How the run was started and ended (suite version, date, command line, exit status).
    /// (Absent from reports of suites before it was added: not required, so `truename diff`
    /// still reads them.)
    #[serde(default)]
    pub invocation: invocation::Invocation,
}

impl RunReport {
    /// An empty, complete run over the model's pinned references.
    pub fn new(oracle_snapshot: &str) -> RunReport {
        RunReport {
            format: FORMAT.into(),
            cr_revision: truename_model::CR_REVISION.into(),
            oracle_snapshot: oracle_snapshot.into(),
            complete: true,
            ok: true,
            load_errors: vec![],
            problems: vec![],
            warnings: vec![],
            model_disagreements: vec![],
            engines: vec![],
            mutants: None,
            invocation: invocation::Invocation::now(vec![]),
        }
    }

    /// Recomputes [`RunReport::ok`] from its parts.
    pub fn settle(&mut self) {
        let mutants_ok = self
            .mutants
            .as_ref()
            .is_none_or(|m| m.iter().all(|r| !r.failing_cases.is_empty()));
        self.ok = self.complete
            && self.load_errors.is_empty()
            && self.problems.is_empty()
            && self.model_disagreements.is_empty()
            && self.engines.iter().all(|e| e.ok)
            && mutants_ok;
    }

    /// The JSON form (pretty-printed, ending with a newline).
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }
}
