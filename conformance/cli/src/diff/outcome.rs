//! Outcome names, as a JSON report spells them, and what each means when two runs are
//! compared. Every name a report may hold is in [`OUTCOMES`]; a name that isn't is an error
//! (a report from a newer `truename` than this one), never quietly taken for a pass.

use schemars::JsonSchema;
use serde::Serialize;

/// What an outcome means for a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Answered as expected.
    Pass,
    /// Answered otherwise, or the engine or its adapter failed.
    Fail,
    /// Not answered: not asked (missing capabilities) or answered "unsupported".
    NotRun,
    /// Neither a pass nor a failure: answered as expected but not verified in the engine's
    /// own state (by the adapter, or only in part), or answered otherwise on a case whose
    /// expected answer is disputed.
    Open,
}

impl Class {
    /// How a report of this class reads ("passing", "failing", ...).
    pub fn adjective(self) -> &'static str {
        match self {
            Class::Pass => "passing",
            Class::Fail => "failing",
            Class::NotRun => "skipped or unsupported",
            Class::Open => "unverified, in part or disputed",
        }
    }
}

/// Every outcome name (of a question or of a case) and its class. An adapter's error fails a
/// run as the engine's does; a disputed answer fails one only with `--strict`, so a diff
/// lists it apart, with the unverified.
pub const OUTCOMES: &[(&str, Class)] = &[
    ("pass", Class::Pass),
    ("fail", Class::Fail),
    ("adapter_error", Class::Fail),
    ("skip", Class::NotRun),
    ("unsupported", Class::NotRun),
    ("unverified", Class::Open),
    ("partial", Class::Open),
    ("disputed", Class::Open),
];

/// The class of an outcome name, or `None` for a name this `truename` doesn't know.
pub fn class_of(name: &str) -> Option<Class> {
    OUTCOMES.iter().find(|(n, _)| *n == name).map(|(_, c)| *c)
}

/// The known names, for an error message.
pub fn known_names() -> String {
    let names: Vec<&str> = OUTCOMES.iter().map(|(n, _)| *n).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_outcome_the_runner_writes_has_a_class() {
        use truename_harness::runner::{Outcome, Status};
        for o in [
            Outcome::Pass,
            Outcome::Fail,
            Outcome::Skip,
            Outcome::Unsupported,
            Outcome::Unverified,
            Outcome::AdapterError,
            Outcome::Disputed,
        ] {
            let name = serde_json::to_value(o).unwrap();
            assert!(class_of(name.as_str().unwrap()).is_some(), "{name}");
        }
        for s in [
            Status::Pass,
            Status::Fail,
            Status::Skip,
            Status::AdapterError,
            Status::Disputed,
            Status::Partial,
            Status::Unverified,
        ] {
            let name = serde_json::to_value(s).unwrap();
            assert!(class_of(name.as_str().unwrap()).is_some(), "{name}");
        }
        assert_eq!(class_of("passed"), None);
    }
}
