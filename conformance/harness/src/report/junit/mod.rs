//! JUnit XML: one `<testsuites>` document per run, one `<testsuite>` per engine, and one
//! `<testcase>` per **case** (not per question): `name` is the case id, `classname` its primary
//! rule (the first it lists), `time` the engine's seconds on it. A wrong answer is a
//! `<failure>`; an engine that crashed, hung or broke the protocol on the case an `<error>`;
//! a case that passed only in part has a `<system-out>` saying what wasn't asked. A failure's text names each
//! differing question, both answers and the model's explanation with rule numbers; known
//! failures and skips are `<skipped message="...">`, unless the case breaks the expectation
//! file (a new failure or skip, a known failure that now passes, an expected skip that ran):
//! then it is a `<failure>` saying so, or an `<error>` if the engine crashed, hung or broke the
//! protocol on it (an engine failure is an error with or without an expectation file, unless
//! the file knows it). Load errors and model disagreements are failing test cases of their
//! own suites, so CI turns red on them too, and so is a mutant of the main job's table that
//! survived (suite `mutants`, one test case per mutant). An engine's incidents (what went
//! wrong with it that no case could be charged with) are skipped test cases `incident N` of
//! its suite, as the run's warnings are of suite `run`. The document's shape and counts are
//! in [`xml`].
//!
//! The outcomes that aren't the engine's pass or failure: a case the adapter answered wrongly
//! (`answered_by: adapter`) is an `<error>` whose message starts "adapter error", never a
//! `<failure>` (known: skipped); an unverified case (only the adapter's answers, or echoes of
//! the case's own data) is `<skipped>`; a disputed case (marked `uncertain`, answered otherwise)
//! is `<skipped>` with the case's uncertainty note, a `<failure>` only with `--strict` (and
//! then only if the expectation file, when there is one, doesn't list it).

pub mod xml;

use super::human::{case_text, question_text, reply_text, why_text};
use super::{EngineReport, RunReport};
use crate::runner::{CaseResult, Outcome, Status};
use std::fmt::Write as _;
use xml::{Case, Suite, Verdict};

/// One line per failed question: the question, both answers, the model's reasons (left out
/// when the model gave none, never an empty "the model: .").
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
        let why = why.trim().trim_end_matches(';');
        let because = if why.is_empty() {
            String::new()
        } else {
            format!("; the model: {why}")
        };
        let _ = write!(
            msg,
            "query #{} {}: expected {}, {who} {}{because}. ",
            q.index,
            question_text(q),
            q.expected,
            reply_text(q.got.as_ref())
        );
    }
    msg.trim_end().trim_end_matches(';').to_string()
}

/// A failed case: an `<error>` if the engine crashed, hung or broke the protocol on it, or the
/// adapter answered wrongly (JUnit's distinction), a `<failure>` if the engine answered wrongly.
fn failed(c: &CaseResult, message: String) -> Verdict {
    let text = case_text(c);
    if c.failure.is_some() || c.status == Status::AdapterError {
        Verdict::Error { message, text }
    } else {
        Verdict::Failure { message, text }
    }
}

/// Why a skipped case was not run.
fn skip_reason(c: &CaseResult) -> String {
    let missing: Vec<&str> = c.missing().iter().map(|m| m.name()).collect();
    let unsupported: Vec<String> = c.unsupported().iter().map(|u| u.to_string()).collect();
    // The words of the summary (`report::tally`): sent but unsupported only, or not sent.
    if !c.executed() {
        format!("not sent (missing capabilities): {}", missing.join(", "))
    } else {
        format!("unsupported only: {}", unsupported.join(", "))
    }
}

fn verdict(e: &EngineReport, c: &CaseResult) -> Verdict {
    // A case that breaks the expectation file fails, whatever its own status: the run fails
    // on it (a known failure that now passes, a new skip, an expected skip that ran).
    if let Some(what) = e.verdict.as_ref().and_then(|v| v.breach(&c.id)) {
        let mut message = format!("expectations not met: {what}");
        if c.failed() {
            message = format!("{message}: {}", failure_message(c));
            return failed(c, message);
        }
        let text = case_text(c);
        return Verdict::Failure { message, text };
    }
    match c.status {
        Status::Pass | Status::Partial => Verdict::Passed,
        Status::AdapterError | Status::Disputed | Status::Unverified => other(e, c),
        Status::Fail if e.is_known(&c.id) => Verdict::Skipped {
            message: format!("known failure: {}", failure_message(c)),
        },
        Status::Fail => failed(c, failure_message(c)),
        Status::Skip => Verdict::Skipped {
            message: skip_reason(c),
        },
    }
}

/// An adapter error, a disputed or an unverified case: never an engine `<failure>`.
fn other(e: &EngineReport, c: &CaseResult) -> Verdict {
    let uncertain = c.uncertain.as_deref().unwrap_or_default();
    let text = case_text(c);
    match c.status {
        Status::AdapterError if e.is_known(&c.id) => Verdict::Skipped {
            message: format!("known adapter error: {}", failure_message(c)),
        },
        Status::AdapterError => Verdict::Error {
            message: format!("adapter error (not the engine's): {}", failure_message(c)),
            text,
        },
        // With --strict and no expectation file every disputed answer fails the run; with a
        // file, one it doesn't list is a breach (above), and one it lists doesn't fail.
        Status::Disputed if e.strict && e.verdict.is_none() => Verdict::Failure {
            message: format!(
                "disputed (--strict; uncertain: {uncertain}): {}",
                failure_message(c)
            ),
            text,
        },
        Status::Disputed if e.verdict.is_some() && e.strict => Verdict::Skipped {
            message: format!(
                "disputed, listed in the expectation file (uncertain: {uncertain}): {}",
                failure_message(c)
            ),
        },
        Status::Disputed => Verdict::Skipped {
            message: format!("disputed (uncertain: {uncertain}): {}", failure_message(c)),
        },
        _ => Verdict::Skipped {
            message: format!("unverified: {}", partial_note(c)),
        },
    }
}

/// What a case that passed only in part (or unverified) left out.
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

fn case(e: &EngineReport, c: &CaseResult) -> Case {
    let classname = c.rules.first().cloned().unwrap_or_default();
    let mut tc = Case::new(c.id.clone(), classname, verdict(e, c));
    if c.partial() {
        tc.system_out = Some(format!("passed in part, {}", partial_note(c)));
    }
    tc.seconds = c.seconds.max(0.0);
    tc
}

fn failing(name: &str, classname: &str, message: &str) -> Case {
    let verdict = Verdict::Failure {
        message: message.to_string(),
        text: String::new(),
    };
    Case::new(name, classname, verdict)
}

impl RunReport {
    /// The run-level suite: interrupted, problems, warnings (none if there are none).
    fn run_suite(&self) -> Option<Suite> {
        let mut cases = Vec::new();
        if !self.complete {
            cases.push(failing("complete", "run", "the run was interrupted"));
        }
        for (i, p) in self.problems.iter().enumerate() {
            cases.push(failing(&format!("problem {}", i + 1), "run", p));
        }
        for (i, w) in self.warnings.iter().enumerate() {
            let message = w.clone();
            let name = format!("warning {}", i + 1);
            cases.push(Case::new(name, "run", Verdict::Skipped { message }));
        }
        (!cases.is_empty()).then(|| Suite {
            name: "run".into(),
            cases,
        })
    }

    /// The main job's mutant table, one test case per mutant (none without the table): a
    /// mutant the corpus caught passes, naming the cases that caught it; one that survived
    /// fails, as it fails the run.
    fn mutant_suite(&self) -> Option<Suite> {
        let cases = (self.mutants.as_ref()?.iter())
            .map(|m| {
                let verdict = if m.failing_cases.is_empty() {
                    Verdict::Failure {
                        message: format!(
                            "mutant survived: no case fails {} (its bug breaks {}): the corpus doesn't catch this bug class",
                            m.mutant, m.breaks
                        ),
                        text: String::new(),
                    }
                } else {
                    Verdict::Passed
                };
                let mut tc = Case::new(m.mutant.clone(), m.breaks.clone(), verdict);
                if !m.failing_cases.is_empty() {
                    tc.system_out = Some(format!("caught by: {}", m.failing_cases.join(", ")));
                }
                tc
            })
            .collect();
        Some(Suite {
            name: "mutants".into(),
            cases,
        })
    }

    /// JUnit XML for the whole run (one document).
    pub fn junit(&self) -> String {
        let mut suites = Vec::new();
        if !self.load_errors.is_empty() {
            let cases = (self.load_errors.iter())
                .map(|p| failing(&p.file, "load", &format!("{}: {}", p.path, p.message)))
                .collect();
            suites.push(Suite {
                name: "load errors".into(),
                cases,
            });
        }
        if !self.model_disagreements.is_empty() {
            let cases = (self.model_disagreements.iter())
                .map(|c| {
                    let classname = c.rules.first().cloned().unwrap_or_default();
                    let message = format!("MODEL OR CASE BUG: {}", failure_message(c));
                    failing(&c.id, &classname, &message)
                })
                .collect();
            suites.push(Suite {
                name: "reference model".into(),
                cases,
            });
        }
        for e in &self.engines {
            let mut cases: Vec<Case> = e.cases.iter().map(|c| case(e, c)).collect();
            // What went wrong with the engine that no case could be charged with: shown, as
            // the run's warnings are (skipped test cases), not failed on.
            for (i, incident) in e.incidents.iter().enumerate() {
                let message = format!("incident: {incident}");
                let name = format!("incident {}", i + 1);
                cases.push(Case::new(name, "engine", Verdict::Skipped { message }));
            }
            suites.push(Suite {
                name: format!("{} {}", e.engine, e.version),
                cases,
            });
        }
        suites.extend(self.mutant_suite());
        suites.extend(self.run_suite());
        xml::document("truename", &suites)
    }
}
