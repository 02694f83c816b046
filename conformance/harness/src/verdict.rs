//! The one verdict policy, used by every route that judges a run (`truename run` and its
//! reports, the trials of `truename-trials`, the expectation files and their merge):
//!
//! - which outcomes of a case's questions make its [`Status`] ([`Status::of`]);
//! - which statuses fail a run unless an expectation file knows them ([`Status::fails`]);
//! - how one case's result stands against an expectation file ([`CaseVerdict::of`], what
//!   [`Expectations::judge_case`](crate::expectations::Expectations::judge_case) and
//!   [`Expectations::judge_strictly`](crate::expectations::Expectations::judge_strictly) give);
//! - when a run of an engine checked nothing ([`nothing_checked`]).
//!
//! Nothing else decides a status or a breach; a result built without a run (a test, a fuzz
//! oracle) takes its status from here too ([`CaseResult::from_outcomes`]).

use crate::runner::{CaseResult, Outcome, QuestionResult, Status};
use truename_cases::{Answer, Question};

impl Status {
    /// The case's status from its questions and whether the engine failed on it as a whole:
    /// the first of fail, adapter error, disputed; then a pass only if the engine answered a
    /// question that isn't an echo and every question was verified in full (asked on the whole
    /// board), in part if one wasn't, unverified if no question was answered by the engine
    /// with more than an echo; else skipped.
    pub fn of(questions: &[QuestionResult], failure: bool) -> Status {
        let any = |o: Outcome| questions.iter().any(|q| q.outcome == o);
        let verified = |q: &QuestionResult| q.outcome == Outcome::Pass && !q.echo;
        if failure || any(Outcome::Fail) {
            Status::Fail
        } else if any(Outcome::AdapterError) {
            Status::AdapterError
        } else if any(Outcome::Disputed) {
            Status::Disputed
        } else if questions.iter().all(|q| verified(q) && !q.sliced) && !questions.is_empty() {
            Status::Pass
        } else if questions.iter().any(verified) {
            Status::Partial
        } else if any(Outcome::Pass) || any(Outcome::Unverified) {
            Status::Unverified
        } else {
            Status::Skip
        }
    }

    /// Whether a case of this status fails a run unless the expectation file lists it as a
    /// known failure: the engine failed ([`Status::Fail`]) or the adapter answered wrongly
    /// ([`Status::AdapterError`]). A disputed case fails only a strict run, and only when the
    /// file doesn't list it ([`CaseVerdict::breaches`]).
    pub fn fails(self) -> bool {
        matches!(self, Status::Fail | Status::AdapterError)
    }
}

impl QuestionResult {
    /// The result of a question that was asked and judged: `outcome` for `question`, whose
    /// expected answer is `expected` (nothing replied recorded, asked on the whole board, not
    /// an echo).
    pub fn judged(index: usize, question: Question, expected: Answer, outcome: Outcome) -> Self {
        QuestionResult {
            index,
            question,
            expected,
            outcome,
            missing: vec![],
            sliced: false,
            echo: false,
            got: None,
            why: None,
        }
    }
}

impl CaseResult {
    /// A result of case `id` built from its questions' outcomes without running an engine
    /// (for tests and the fuzz oracles of what reads results): question `i` is `same_name` of
    /// `a` and `b` expecting `true`, with outcome `outcomes[i]`; `failure` is the engine's
    /// failure on the case as a whole, if any; the status is [`Status::of`] them.
    pub fn from_outcomes(id: &str, outcomes: &[Outcome], failure: Option<String>) -> CaseResult {
        let question = Question::SameName {
            a: "a".into(),
            b: "b".into(),
        };
        let questions: Vec<QuestionResult> = (outcomes.iter().enumerate())
            .map(|(i, &o)| QuestionResult::judged(i, question.clone(), Answer::Bool(true), o))
            .collect();
        CaseResult {
            id: id.into(),
            file: format!("{id}.json"),
            rules: vec!["201.2".into()],
            status: Status::of(&questions, failure.is_some()),
            questions,
            failure,
            seconds: 0.0,
            uncertain: None,
            case: None,
        }
    }
}

/// What an expectation file says about one case (its entries, read by
/// [`Expectations::listing`](crate::expectations::Expectations::listing)).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listing {
    /// The case is a known failure.
    pub known: bool,
    /// Of the case's failing queries, those its `known_failing_queries` entry doesn't list
    /// (none when it has no entry: known as a whole case).
    pub unlisted_failures: Vec<usize>,
    /// `Some(listed)` when the file lists expected skips (`listed`: this case among them);
    /// `None` when it lists none.
    pub skip_expected: Option<bool>,
    /// The case has a disputed query the file's `disputed` doesn't list.
    pub unlisted_disputes: bool,
}

/// How a case's result stands against the file's failures and skips (the first that applies).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// A known failure, with failing queries (these) its `known_failing_queries` entry
    /// doesn't list: a breach.
    NewFailingQueries(Vec<usize>),
    /// A known failure that fails as the file says.
    KnownFailure,
    /// A failure ([`Status::fails`]) the file doesn't list: a breach.
    NewFailure,
    /// Skipped (no question answered), and the file lists skips but not this one: a breach.
    NewSkip,
    /// Skipped, and the file lists no skips or lists this one.
    Skipped,
    /// A known failure that no longer fails (passed, in part, unverified or disputed): a
    /// breach (remove it from the file).
    NowPassing,
    /// Didn't fail, and isn't listed as a failure.
    Fine,
}

/// Whether a case holds disputed answers (a case marked `uncertain` the engine answers
/// otherwise than the model), and whether the file lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dispute {
    /// No disputed answer.
    None,
    /// Disputed answers, every one listed in the file's `disputed`.
    Listed,
    /// A disputed answer the file doesn't list: a breach only when judged strictly.
    New,
}

/// How one case's result stands against an expectation file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseVerdict {
    /// Its failures and skips against the file.
    pub standing: Standing,
    /// The file lists it as an expected skip, but it ran: a breach.
    pub no_longer_skipped: bool,
    /// Its disputed answers against the file.
    pub dispute: Dispute,
}

impl CaseVerdict {
    /// The verdict on `r`, of which the file says `file`.
    pub fn of(r: &CaseResult, file: &Listing) -> CaseVerdict {
        let failed = r.status.fails();
        let standing = match r.status {
            _ if failed && file.known && !file.unlisted_failures.is_empty() => {
                Standing::NewFailingQueries(file.unlisted_failures.clone())
            }
            _ if failed && file.known => Standing::KnownFailure,
            _ if failed => Standing::NewFailure,
            Status::Skip if file.skip_expected == Some(false) => Standing::NewSkip,
            Status::Skip => Standing::Skipped,
            _ if file.known => Standing::NowPassing,
            _ => Standing::Fine,
        };
        let dispute = if file.unlisted_disputes {
            Dispute::New
        } else if r.with(Outcome::Disputed).next().is_some() {
            Dispute::Listed
        } else {
            Dispute::None
        };
        CaseVerdict {
            standing,
            no_longer_skipped: file.skip_expected == Some(true) && r.status != Status::Skip,
            dispute,
        }
    }

    /// Whether the case fails the run: a breach of the file, or (when `strict`) a disputed
    /// answer it doesn't list.
    pub fn breaches(&self, strict: bool) -> bool {
        let standing = matches!(
            self.standing,
            Standing::NewFailingQueries(_)
                | Standing::NewFailure
                | Standing::NewSkip
                | Standing::NowPassing
        );
        standing || self.no_longer_skipped || (strict && self.dispute == Dispute::New)
    }
}

/// Why nothing was checked with an engine over `results`: no question ran, or no answer that
/// ran was the engine's own beyond an echo of the case's data (every one "unsupported",
/// answered by the adapter, or an echo). `None` if at least one of the engine's own answers
/// was compared. A run that checked nothing fails (`truename run`, unless `--allow-empty`).
pub fn nothing_checked(results: &[CaseResult]) -> Option<String> {
    let count = |o: Outcome| results.iter().map(|r| r.with(o).count()).sum::<usize>();
    let questions = || results.iter().flat_map(|r| &r.questions);
    let echo = questions().filter(|q| q.echo).count();
    let own = count(Outcome::Pass) - echo + count(Outcome::Fail) + count(Outcome::Disputed);
    if !results.iter().any(CaseResult::executed) {
        Some("it executed no case: it lacks a capability every selected question needs (see the skips above)".into())
    } else if own == 0 {
        Some(format!(
            "the engine answered none of the questions it was asked ({} unsupported, {} answered by the adapter, {echo} echoes of the case's own data, {} not asked)",
            count(Outcome::Unsupported),
            count(Outcome::Unverified) + count(Outcome::AdapterError),
            count(Outcome::Skip)
        ))
    } else {
        None
    }
}
