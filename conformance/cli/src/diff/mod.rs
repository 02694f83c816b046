//! `truename diff`: what changed between runs. Two JSON reports (`truename run --format
//! json`) of any engines, versions or corpora are compared case by case and question by
//! question: newly failing (a regression), newly passing, newly skipped or unsupported, newly
//! unverified, in part or disputed, answers that changed, cases added and removed, and a per-rule
//! summary. More than two reports are compared in steps (each with the one before it: an
//! engine across its releases). Forms: [`text`] (human and markdown), JSON ([`DiffReport`],
//! its schema is `truename schema diff`) and [`html`] (a rule-by-report matrix).

pub mod compare;
pub mod html;
pub mod load;
pub mod outcome;
pub mod pair;
pub mod text;

use outcome::Class;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

/// The format tag of a JSON diff.
pub const FORMAT: &str = "truename-diff/1";

/// What happened to a case between two runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Failing now, not before: a regression (the diff exits 1).
    NewlyFailing,
    /// Passing now, not before: a fix.
    NewlyPassing,
    /// Skipped or unsupported now, answered before.
    NewlySkipped,
    /// Unverified, passing only in part, or disputed now, and not before.
    NewlyOpen,
    /// Same status, but a question's outcome or the engine's answer changed.
    Changed,
    /// In the new run only.
    Added,
    /// In the old run only.
    Removed,
}

impl Kind {
    /// Every kind, in the order reports list them.
    pub const ALL: [Kind; 7] = [
        Kind::NewlyFailing,
        Kind::NewlyPassing,
        Kind::NewlySkipped,
        Kind::NewlyOpen,
        Kind::Changed,
        Kind::Added,
        Kind::Removed,
    ];

    /// A heading for the kind.
    pub fn title(self) -> &'static str {
        match self {
            Kind::NewlyFailing => "Newly failing (regressions)",
            Kind::NewlyPassing => "Newly passing (fixes)",
            Kind::NewlySkipped => "Newly skipped or unsupported",
            Kind::NewlyOpen => "Newly unverified, in part or disputed",
            Kind::Changed => "Changed answers (same status)",
            Kind::Added => "Cases added",
            Kind::Removed => "Cases removed",
        }
    }

    /// The kind of a case that was in `old` and is in `new` (classes of their statuses), or
    /// `None` when its status class didn't change.
    pub fn of(old: Class, new: Class) -> Option<Kind> {
        if old == new {
            return None;
        }
        Some(match new {
            Class::Fail => Kind::NewlyFailing,
            Class::Pass => Kind::NewlyPassing,
            Class::NotRun => Kind::NewlySkipped,
            Class::Open => Kind::NewlyOpen,
        })
    }
}

/// Number of cases of each kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct KindCounts {
    /// Newly failing.
    pub newly_failing: usize,
    /// Newly passing.
    pub newly_passing: usize,
    /// Newly skipped or unsupported.
    pub newly_skipped: usize,
    /// Newly unverified, in part or disputed.
    pub newly_open: usize,
    /// Changed answers, same status.
    pub changed: usize,
    /// Added.
    pub added: usize,
    /// Removed.
    pub removed: usize,
}

impl KindCounts {
    /// Counts one case of `kind`.
    pub fn add(&mut self, kind: Kind) {
        *self.get_mut(kind) += 1;
    }

    /// The count of `kind`.
    pub fn get(&self, kind: Kind) -> usize {
        let mut copy = self.clone();
        *copy.get_mut(kind)
    }

    fn get_mut(&mut self, kind: Kind) -> &mut usize {
        match kind {
            Kind::NewlyFailing => &mut self.newly_failing,
            Kind::NewlyPassing => &mut self.newly_passing,
            Kind::NewlySkipped => &mut self.newly_skipped,
            Kind::NewlyOpen => &mut self.newly_open,
            Kind::Changed => &mut self.changed,
            Kind::Added => &mut self.added,
            Kind::Removed => &mut self.removed,
        }
    }

    /// Whether nothing changed.
    pub fn is_empty(&self) -> bool {
        Kind::ALL.iter().all(|k| self.get(*k) == 0)
    }
}

/// Cases of one run by the class of their status.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Tally {
    /// All cases.
    pub cases: usize,
    /// Passing.
    pub pass: usize,
    /// Failing.
    pub fail: usize,
    /// Skipped or unsupported.
    pub not_run: usize,
    /// Unverified or disputed.
    pub open: usize,
}

impl Tally {
    /// Counts one case of `class`.
    pub fn add(&mut self, class: Class) {
        self.cases += 1;
        match class {
            Class::Pass => self.pass += 1,
            Class::Fail => self.fail += 1,
            Class::NotRun => self.not_run += 1,
            Class::Open => self.open += 1,
        }
    }
}

/// One question of a case that changed: both outcomes and both answers, and the expected one.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct QuestionDiff {
    /// Its index in the case.
    pub index: usize,
    /// The question (as the new run has it; the old one's if it is only there).
    pub question: Value,
    /// The expected answer, which the reference model gives.
    pub expected: Value,
    /// The old outcome (absent: the question is new).
    pub old_outcome: Option<String>,
    /// The new outcome (absent: the question is gone).
    pub new_outcome: Option<String>,
    /// The engine's old reply.
    pub old_got: Option<Value>,
    /// The engine's new reply.
    pub new_got: Option<Value>,
    /// The question or its expected answer differs between the runs (the case was edited).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub edited: bool,
}

/// One case that changed.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CaseDiff {
    /// Case id.
    pub id: String,
    /// What happened.
    pub kind: Kind,
    /// The rules it tests.
    pub rules: Vec<String>,
    /// Its old status (absent: added).
    pub old_status: Option<String>,
    /// Its new status (absent: removed).
    pub new_status: Option<String>,
    /// The questions whose outcome or answer changed (every question of an added or removed
    /// case).
    pub questions: Vec<QuestionDiff>,
}

/// The change under one rule.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct RuleDiff {
    /// The rule number.
    pub rule: String,
    /// Its cases in the old run.
    pub old: Tally,
    /// Its cases in the new run.
    pub new: Tally,
    /// Its cases that changed, by kind.
    pub changes: KindCounts,
}

/// One engine compared across two runs.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct EngineDiff {
    /// Engine name in the old run.
    pub old_engine: String,
    /// Its version there.
    pub old_version: String,
    /// Engine name in the new run.
    pub new_engine: String,
    /// Its version there.
    pub new_version: String,
    /// All its cases in the old run.
    pub old: Tally,
    /// All its cases in the new run.
    pub new: Tally,
    /// Cases that changed, by kind.
    pub changes: KindCounts,
    /// Whether a case is newly failing.
    pub regressed: bool,
    /// Questions failing now that didn't before, in any case present in both runs (also in
    /// cases whose status didn't change: a case already failing that fails one more way).
    pub questions_newly_failing: usize,
    /// Every case that changed, in the new run's order (removed ones last).
    pub cases: Vec<CaseDiff>,
    /// Per rule, in rule order.
    pub rules: Vec<RuleDiff>,
}

/// Which run a report is, in a comparison.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct RunInfo {
    /// The report file.
    pub file: String,
    /// The Comprehensive Rules revision of its expectations.
    pub cr_revision: String,
    /// Its Oracle snapshot.
    pub oracle_snapshot: String,
}

/// Two consecutive runs compared.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Step {
    /// The old run.
    pub old: RunInfo,
    /// The new run.
    pub new: RunInfo,
    /// Whether any engine regressed.
    pub regressed: bool,
    /// The engines compared.
    pub engines: Vec<EngineDiff>,
}

/// What `truename diff --format json` writes.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct DiffReport {
    /// Always [`FORMAT`].
    pub format: String,
    /// Whether any step regressed (the exit status is 1).
    pub regressed: bool,
    /// Things the reader should know (revisions compared anyway, runs with load errors).
    pub warnings: Vec<String>,
    /// Each report compared with the one before it.
    pub steps: Vec<Step>,
}

impl DiffReport {
    /// The JSON form (pretty-printed, ending with a newline).
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }
}
