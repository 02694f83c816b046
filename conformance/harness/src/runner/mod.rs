//! The runner: diffs an engine's answers against each case's expectations, question by
//! question.
//!
//! A question runs when the engine declares every capability it needs
//! ([`capabilities::for_scenario`](crate::capabilities::for_scenario) and
//! [`capabilities::for_question`](crate::capabilities::for_question)); otherwise it is
//! *skipped* with the missing capabilities, and the case's other questions still run. A case is
//! *executed* when at least one of its questions ran. The engine is handed each case's
//! [`Scenario`] and the questions that run, never an answer.
//!
//! Each question's [`Outcome`]:
//!
//! | reply | outcome |
//! |---|---|
//! | the engine's answer, as expected | pass (an *echo* if the answer is only data the request carries for the object asked about, such as a token's given name) |
//! | the engine's answer, otherwise, on a case marked `uncertain` | disputed (a failure only with `--strict`) |
//! | the engine's answer, otherwise; a skip of a question it declared support for; an error; a crash, hang or garbage | fail |
//! | the adapter's answer (`answered_by: adapter`), as expected | unverified |
//! | the adapter's answer, otherwise | adapter error |
//! | "unsupported" naming something in the case it was sent | unsupported (an adapter gap, listed apart) |
//! | "unsupported" naming anything else | fail |
//!
//! A case's [`Status`] ([`Status::of`], the one policy of [`crate::verdict`]) is the first that
//! applies of fail, adapter error, disputed, then pass
//! (every question answered as expected by the engine, on the whole board, none an echo),
//! partial (at least one such question, but not all), unverified (answered as expected, but
//! none by the engine with more than an echo), skip (no question answered). The questions of a
//! case aren't tagged with rules, so every one counts as its headline rule's: a case none of
//! whose questions went unasked, unverified or echoed is the only kind that passes.
//!
//! Separately, [`check_model`] compares the reference model with every hand-written
//! expectation: a disagreement is a model or case bug.

mod echo;
mod plan;
mod result;
mod unsupported;

use crate::driven::{Driven, Job};
use crate::engine::Reply;
use crate::engines::model::ModelEngine;
use crate::load::LoadedCase;
pub use plan::{plan, CasePlan, PlannedJob};
pub use result::{CaseResult, CorpusKill, ModelWhy, Outcome, QuestionResult, Status};
use std::time::Instant;
use truename_cases::{Question, Scenario};

/// Every job of a case answered (or failed): the replies, in job order.
type JobReplies = Vec<Result<Vec<Reply>, String>>;

/// Judges one reply to a question about `sent` (the scenario the engine was sent) of a case
/// marked `uncertain` or not. An "unsupported" reply naming nothing in `sent` is a failure,
/// recorded as an error reply that quotes it.
fn judge(q: &mut QuestionResult, got: Reply, sent: &Scenario, uncertain: bool) {
    let got = match got {
        Reply::Unsupported(u) => match unsupported::not_in(&u, sent, &q.question) {
            Some(why) => Reply::Error(why),
            None => Reply::Unsupported(u),
        },
        other => other,
    };
    let right = |a: &truename_cases::Answer| a.agrees_with(&q.expected);
    q.outcome = match &got {
        Reply::Answer(a) if right(a) => Outcome::Pass,
        Reply::Answer(_) if uncertain => Outcome::Disputed,
        Reply::AdapterAnswer(a) if right(a) => Outcome::Unverified,
        Reply::AdapterAnswer(_) => Outcome::AdapterError,
        Reply::Unsupported(_) => Outcome::Unsupported,
        _ => Outcome::Fail,
    };
    q.echo = q.outcome == Outcome::Pass && echo::is_echo(&q.question, &q.expected, sent);
    q.got = Some(got);
}

/// Fills in the replies of every job of a case (or the engine's failure on one), then the
/// model's explanations of the questions that failed.
fn finish(
    lc: &LoadedCase,
    plan: CasePlan,
    replies: JobReplies,
    seconds: f64,
    whys: impl FnOnce() -> Vec<ModelWhy>,
) -> CaseResult {
    let CasePlan {
        mut questions,
        jobs,
    } = plan;
    let mut failure = None;
    for (job, r) in jobs.iter().zip(replies) {
        let n = job.questions.len();
        let problem = match r {
            Ok(r) if r.len() == n => {
                let sent = job.scenario.as_ref().unwrap_or(&lc.case.scenario);
                let uncertain = lc.case.uncertain.is_some();
                for (&i, got) in job.questions.iter().zip(r) {
                    judge(&mut questions[i], got, sent, uncertain);
                }
                None
            }
            Ok(r) => Some(format!(
                "protocol violation: {} replies for {n} queries",
                r.len()
            )),
            Err(f) => Some(f),
        };
        if let Some(p) = problem {
            job.questions
                .iter()
                .for_each(|&i| questions[i].outcome = Outcome::Fail);
            failure.get_or_insert(p);
        }
    }
    let explained = |q: &QuestionResult| {
        matches!(
            q.outcome,
            Outcome::Fail | Outcome::AdapterError | Outcome::Disputed
        )
    };
    if questions.iter().any(|q| explained(q) && q.got.is_some()) {
        let whys = whys();
        for q in questions.iter_mut().filter(|q| explained(q)) {
            q.why = whys.get(q.index).cloned();
        }
    }
    let status = Status::of(&questions, failure.is_some());
    CaseResult {
        id: lc.case.scenario.id.clone(),
        file: lc.file.display().to_string(),
        rules: lc.case.scenario.rules.clone(),
        status,
        questions,
        failure,
        seconds,
        uncertain: lc.case.uncertain.clone(),
        case: matches!(status, Status::Fail | Status::Disputed).then(|| lc.case.clone()),
    }
}

/// Compares the reference model with every expectation; returns the disagreeing cases. Each
/// case is evaluated once: the model's answers and explanations come from the same pass.
pub fn check_model(cases: &[LoadedCase], reference: &ModelEngine) -> Vec<CaseResult> {
    let declared = crate::capabilities::all();
    let mut out = Vec::new();
    for lc in cases {
        if cancelled() {
            break;
        }
        let start = Instant::now();
        let explained = reference.explain(&lc.case.scenario, &lc.case.questions());
        let replies = explained
            .iter()
            .map(|r| match r {
                Ok((a, _)) => Reply::Answer(a.clone()),
                Err(e) => Reply::Error(e.clone()),
            })
            .collect();
        let whys = || explained.iter().map(ModelWhy::from_explained).collect();
        let plan = plan(lc, &declared, reference);
        let r = finish(
            lc,
            plan,
            vec![Ok(replies)],
            start.elapsed().as_secs_f64(),
            whys,
        );
        // Every question, an echo too: the model's answers are all compared.
        if r.questions.iter().any(|q| q.outcome != Outcome::Pass) {
            out.push(r);
        }
    }
    out
}

/// The model's explanations of a case's expected answers (evaluates the board once).
fn whys_of(reference: &ModelEngine, lc: &LoadedCase) -> Vec<ModelWhy> {
    let case = &lc.case;
    let explained = reference.explain(&case.scenario, &case.questions());
    explained.iter().map(ModelWhy::from_explained).collect()
}

/// Progress callback: called with the number of cases done.
pub type Progress<'a> = &'a dyn Fn(usize);

pub use crate::cancel::{cancelled, CANCEL};

/// How many cases an engine that pipelines is sent at once.
const BATCH: usize = 32;

/// Runs `engine` over `cases`: each case's jobs (its runnable questions on its scenario, and
/// questions asked on their slice), in batches for engines that pipeline (out of process),
/// one by one (and timed exactly) for the others.
pub fn run(
    engine: &mut dyn Driven,
    cases: &[LoadedCase],
    reference: &ModelEngine,
    progress: Progress<'_>,
) -> Vec<CaseResult> {
    let declared = engine.info().capabilities.clone();
    let plans: Vec<CasePlan> = cases
        .iter()
        .map(|lc| plan(lc, &declared, reference))
        .collect();
    let mut flat: Vec<(usize, &PlannedJob, Vec<Question>)> = Vec::new();
    for (c, p) in plans.iter().enumerate() {
        for job in &p.jobs {
            flat.push((c, job, p.questions_of(job)));
        }
    }
    let mut replies: Vec<JobReplies> = vec![Vec::new(); cases.len()];
    let mut seconds = vec![0.0; cases.len()];
    let batch = if engine.pipelines() { BATCH } else { 1 };
    let mut done = 0;
    progress(done);
    for chunk in flat.chunks(batch) {
        if cancelled() {
            break;
        }
        let jobs: Vec<Job<'_>> = chunk
            .iter()
            .map(|(c, job, qs)| {
                (
                    job.scenario.as_ref().unwrap_or(&cases[*c].case.scenario),
                    qs.as_slice(),
                )
            })
            .collect();
        let start = Instant::now();
        let outs = engine.run_batch(&jobs);
        let each = start.elapsed().as_secs_f64() / chunk.len() as f64;
        for ((c, _, _), out) in chunk.iter().zip(outs) {
            replies[*c].push(out.map_err(|f| f.to_string()));
            seconds[*c] += each;
        }
        done = chunk.last().map_or(done, |(c, _, _)| *c);
        progress(done);
    }
    progress(cases.len());
    let zipped = cases.iter().zip(plans).zip(replies).zip(seconds);
    zipped
        .map(|(((lc, plan), mut r), secs)| {
            // Jobs never sent (the run was cancelled) fail as not run.
            r.resize(
                plan.jobs.len(),
                Err(
                    crate::driven::EngineFailure::NotRun(crate::cancel::INTERRUPTED.into())
                        .to_string(),
                ),
            );
            finish(lc, plan, r, secs, || whys_of(reference, lc))
        })
        .collect()
}
