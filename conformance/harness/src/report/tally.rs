//! Each case counted exactly once, in the same words in every format: a case was **sent** to
//! the engine (at least one of its questions was asked) and then *passed*, *failed*, was a
//! *known failure*, or was answered *unsupported only*; or it was **not sent** (the engine
//! lacks a capability every one of its questions needs). `cases = sent + not sent` and
//! `sent = passed + failed + known failures + unsupported only`.

use crate::runner::{CaseResult, Status};
use schemars::JsonSchema;
use serde::Serialize;
use std::fmt;

/// An engine's cases, each counted once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Tally {
    /// Every case.
    pub cases: usize,
    /// Cases of which at least one question was asked.
    pub sent: usize,
    /// Sent, and every question asked was answered as expected.
    pub passed: usize,
    /// Of `passed`, those passed only in part (some questions not asked, answered
    /// unsupported, or asked on a slice of the board).
    pub passed_in_part: usize,
    /// Sent, and answered wrongly or the engine failed (known failures apart).
    pub failed: usize,
    /// Sent, and failed as the expectation file says.
    pub known_failures: usize,
    /// Sent, and every question asked was answered "unsupported": nothing checked.
    pub unsupported_only: usize,
    /// Not sent: the engine lacks a capability each of its questions needs.
    pub not_sent: usize,
}

impl Tally {
    /// The tally of `cases`, with `known` saying which failures are known.
    pub fn of(cases: &[CaseResult], known: impl Fn(&str) -> bool) -> Tally {
        let mut t = Tally {
            cases: cases.len(),
            ..Tally::default()
        };
        for c in cases {
            if !c.executed() && c.status != Status::Fail {
                t.not_sent += 1;
                continue;
            }
            t.sent += 1;
            match c.status {
                Status::Pass => {
                    t.passed += 1;
                    t.passed_in_part += usize::from(c.partial());
                }
                Status::Fail if known(&c.id) => t.known_failures += 1,
                Status::Fail => t.failed += 1,
                Status::Skip => t.unsupported_only += 1,
            }
        }
        t
    }
}

impl fmt::Display for Tally {
    /// `180 cases: 11 sent (3 passed, 1 of them only in part; 0 failed; 1 known failure; 7
    /// unsupported only), 169 not sent (missing capabilities)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let part = match self.passed_in_part {
            0 => String::new(),
            n => format!(", {n} of them only in part"),
        };
        write!(
            f,
            "{} cases: {} sent ({} passed{part}; {} failed; {} known failures; {} unsupported only), {} not sent (missing capabilities)",
            self.cases,
            self.sent,
            self.passed,
            self.failed,
            self.known_failures,
            self.unsupported_only,
            self.not_sent
        )
    }
}
