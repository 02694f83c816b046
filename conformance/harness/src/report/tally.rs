//! Each case counted exactly once, in the same words in every format: a case was **sent** to
//! the engine (at least one of its questions was asked) and then *passed*, passed only *in
//! part*, was *unverified*, *failed*, was a *known failure*, an *adapter error*, *disputed*,
//! or was answered *unsupported only*; or it was **not sent** (the engine lacks a capability
//! every one of its questions needs). `cases = sent + not sent` and `sent` is the sum of the
//! eight (see [`Status`]: only *passed* is a pass).

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
    /// Sent, and every question asked in full and answered as expected by the engine.
    pub passed: usize,
    /// Sent, answered as expected, but not every question verified (not a pass).
    pub in_part: usize,
    /// Sent, answered as expected, but none of it by the engine itself (not a pass).
    pub unverified: usize,
    /// Sent, and answered wrongly or the engine failed (known failures apart).
    pub failed: usize,
    /// Sent, and failed as the expectation file says.
    pub known_failures: usize,
    /// Sent, and the adapter (not the engine) answered wrongly, known or not.
    pub adapter_errors: usize,
    /// Sent, marked `uncertain`, and the engine answered otherwise than the model.
    pub disputed: usize,
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
            if !c.executed() && !c.failed() {
                t.not_sent += 1;
                continue;
            }
            t.sent += 1;
            *match c.status {
                Status::Pass => &mut t.passed,
                Status::Partial => &mut t.in_part,
                Status::Unverified => &mut t.unverified,
                Status::Fail if known(&c.id) => &mut t.known_failures,
                Status::Fail => &mut t.failed,
                Status::AdapterError => &mut t.adapter_errors,
                Status::Disputed => &mut t.disputed,
                Status::Skip => &mut t.unsupported_only,
            } += 1;
        }
        t
    }
}

impl fmt::Display for Tally {
    /// `180 cases: 11 sent (2 passed; 9 in part; 0 unverified; 0 failed; 0 known failures; 0
    /// adapter errors; 0 disputed; 0 unsupported only), 169 not sent (missing capabilities)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} cases: {} sent ({} passed; {} in part; {} unverified; {} failed; {} known failures; {} adapter errors; {} disputed; {} unsupported only), {} not sent (missing capabilities)",
            self.cases,
            self.sent,
            self.passed,
            self.in_part,
            self.unverified,
            self.failed,
            self.known_failures,
            self.adapter_errors,
            self.disputed,
            self.unsupported_only,
            self.not_sent
        )
    }
}
