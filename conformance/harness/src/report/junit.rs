//! JUnit XML: one `<testsuites>` document per run, one `<testsuite>` per engine, and one
//! `<testcase>` per **case** (not per question): `name` is the case id, `classname` its primary
//! rule (the first it lists), `time` the engine's seconds on it. A wrong answer is a
//! `<failure>`; an engine that crashed, hung or broke the protocol on the case an `<error>`;
//! a case that passed only in part has a `<system-out>` saying what wasn't asked. A failure's text names each
//! differing question, both answers and the model's explanation with rule numbers; known
//! failures and skips are `<skipped message="...">`, unless the case breaks the expectation
//! file (a new failure or skip, a known failure that now passes, an expected skip that ran):
//! then it is a `<failure>` saying so. Load errors and model disagreements are failing test
//! cases of their own suites, so CI turns red on them too.
//!
//! The outcomes that aren't the engine's pass or failure: a case the adapter answered wrongly
//! (`answered_by: adapter`) is an `<error>` whose message starts "adapter error", never a
//! `<failure>` (known: skipped); an unverified case (only the adapter's answers, or echoes of
//! the case's own data) is `<skipped>`; a disputed case (marked `uncertain`, answered otherwise)
//! is `<skipped>` with the case's uncertainty note, a `<failure>` only with `--strict`.

use super::human::{case_text, question_text, reply_text, why_text};
use super::{EngineReport, RunReport};
use crate::runner::{CaseResult, Outcome, Status};
use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
use std::fmt::Write as _;
use std::time::Duration;

/// One line per failed question: the question, both answers, the model's reasons.
fn failure_message(c: &CaseResult) -> String {
    let mut msg = c
        .failure
        .clone()
        .map(|f| format!("engine failure: {f}; "))
        .unwrap_or_default();
    let wrong = |q: &&crate::runner::QuestionResult| {
        matches!(
            q.outcome,
            Outcome::Fail | Outcome::AdapterError | Outcome::Disputed
        )
    };
    for q in c.questions.iter().filter(wrong) {
        let who = match q.outcome {
            Outcome::AdapterError => "the adapter (not the engine) answered",
            Outcome::Disputed => "the engine answered (disputed)",
            _ => "the engine answered",
        };
        let why = q
            .why
            .as_ref()
            .map(why_text)
            .unwrap_or_default()
            .replace('\n', "; ");
        let _ = write!(
            msg,
            "query #{} {}: expected {}, {who} {}; the model: {why}. ",
            q.index,
            question_text(q),
            q.expected,
            reply_text(q.got.as_ref())
        );
    }
    msg.trim_end().to_string()
}

fn status(e: &EngineReport, c: &CaseResult) -> TestCaseStatus {
    // A case that breaks the expectation file fails, whatever its own status: the run fails
    // on it (a known failure that now passes, a new skip, an expected skip that ran).
    if let Some(what) = e.verdict.as_ref().and_then(|v| v.breach(&c.id)) {
        let mut st = TestCaseStatus::non_success(NonSuccessKind::Failure);
        let mut message = format!("expectations not met: {what}");
        if c.status == Status::Fail {
            message = format!("{message}: {}", failure_message(c));
        }
        st.set_message(message);
        st.set_description(case_text(c));
        return st;
    }
    match c.status {
        Status::Pass | Status::Partial => TestCaseStatus::success(),
        Status::Fail if e.is_known(&c.id) => {
            let mut st = TestCaseStatus::skipped();
            st.set_message(format!("known failure: {}", failure_message(c)));
            st
        }
        Status::Fail => {
            // An engine that crashed, hung or broke the protocol on the case is an error, not
            // a wrong answer (JUnit's distinction).
            let kind = match c.failure {
                Some(_) => NonSuccessKind::Error,
                None => NonSuccessKind::Failure,
            };
            let mut st = TestCaseStatus::non_success(kind);
            st.set_message(failure_message(c));
            st.set_description(case_text(c));
            st
        }
        Status::AdapterError | Status::Disputed | Status::Unverified => other(e, c),
        Status::Skip => {
            let mut st = TestCaseStatus::skipped();
            let missing: Vec<&str> = c.missing().iter().map(|m| m.name()).collect();
            let unsupported: Vec<String> = c.unsupported().iter().map(|u| u.to_string()).collect();
            let why = if missing.is_empty() {
                format!("unsupported: {}", unsupported.join(", "))
            } else {
                format!("missing capabilities: {}", missing.join(", "))
            };
            st.set_message(format!("not run: {why}"));
            st
        }
    }
}

/// An adapter error, a disputed or an unverified case: never an engine `<failure>`.
fn other(e: &EngineReport, c: &CaseResult) -> TestCaseStatus {
    let uncertain = c.uncertain.as_deref().unwrap_or_default();
    let (mut st, message) = match c.status {
        Status::AdapterError if e.is_known(&c.id) => (
            TestCaseStatus::skipped(),
            format!("known adapter error: {}", failure_message(c)),
        ),
        Status::AdapterError => (
            TestCaseStatus::non_success(NonSuccessKind::Error),
            format!("adapter error (not the engine's): {}", failure_message(c)),
        ),
        Status::Disputed if e.strict => (
            TestCaseStatus::non_success(NonSuccessKind::Failure),
            format!(
                "disputed (--strict; uncertain: {uncertain}): {}",
                failure_message(c)
            ),
        ),
        Status::Disputed => (
            TestCaseStatus::skipped(),
            format!("disputed (uncertain: {uncertain}): {}", failure_message(c)),
        ),
        _ => (
            TestCaseStatus::skipped(),
            format!("unverified: {}", partial_note(c)),
        ),
    };
    st.set_message(message);
    st
}

/// What a case that passed only in part left out (its `<system-out>`).
fn partial_note(c: &CaseResult) -> String {
    let not_asked = c.with(Outcome::Skip).count();
    let unsupported = c.with(Outcome::Unsupported).count();
    let unverified = c.with(Outcome::Unverified).count();
    let echo = c.questions.iter().filter(|q| q.echo).count();
    let sliced = c.questions.iter().filter(|q| q.sliced).count();
    format!(
        "of {} questions: {not_asked} not asked (missing capabilities), {unsupported} answered unsupported, {unverified} answered by the adapter, {echo} echoes of the case's own data, {sliced} asked on a slice of the board",
        c.questions.len()
    )
}

fn case(e: &EngineReport, c: &CaseResult) -> TestCase {
    let mut tc = TestCase::new(c.id.clone(), status(e, c));
    if c.partial() {
        tc.set_system_out(format!("passed in part, {}", partial_note(c)));
    }
    tc.set_classname(c.rules.first().cloned().unwrap_or_default());
    tc.set_time(Duration::from_secs_f64(c.seconds.max(0.0)));
    tc
}

fn failing(name: &str, classname: &str, message: &str) -> TestCase {
    let mut st = TestCaseStatus::non_success(NonSuccessKind::Failure);
    st.set_message(message.to_string());
    let mut tc = TestCase::new(name.to_string(), st);
    tc.set_classname(classname.to_string());
    tc
}

impl RunReport {
    /// JUnit XML for the whole run (one document).
    pub fn junit(&self) -> String {
        let mut report = Report::new("truename");
        if !self.load_errors.is_empty() {
            let mut suite = TestSuite::new("load errors");
            for p in &self.load_errors {
                let message = format!("{}: {}", p.path, p.message);
                suite.add_test_case(failing(&p.file, "load", &message));
            }
            report.add_test_suite(suite);
        }
        if !self.model_disagreements.is_empty() {
            let mut suite = TestSuite::new("reference model");
            for c in &self.model_disagreements {
                let classname = c.rules.first().cloned().unwrap_or_default();
                let message = format!("MODEL OR CASE BUG: {}", failure_message(c));
                suite.add_test_case(failing(&c.id, &classname, &message));
            }
            report.add_test_suite(suite);
        }
        for e in &self.engines {
            let mut suite = TestSuite::new(format!("{} {}", e.engine, e.version));
            let secs: f64 = e.cases.iter().map(|c| c.seconds).sum();
            suite.set_time(Duration::from_secs_f64(secs.max(0.0)));
            suite.add_test_cases(e.cases.iter().map(|c| case(e, c)));
            report.add_test_suite(suite);
        }
        let mut run = TestSuite::new("run");
        if !self.complete {
            run.add_test_case(failing("complete", "run", "the run was interrupted"));
        }
        for (i, p) in self.problems.iter().enumerate() {
            run.add_test_case(failing(&format!("problem {}", i + 1), "run", p));
        }
        for (i, w) in self.warnings.iter().enumerate() {
            let mut st = TestCaseStatus::skipped();
            st.set_message(w.clone());
            let mut tc = TestCase::new(format!("warning {}", i + 1), st);
            tc.set_classname("run");
            run.add_test_case(tc);
        }
        if !run.test_cases.is_empty() {
            report.add_test_suite(run);
        }
        report.to_string().unwrap_or_default()
    }
}
