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
    /// Answered, but the answer can't be held against the engine: not verified in the
    /// engine's own state, or a case whose expected answer is disputed.
    Open,
}

impl Class {
    /// How a report of this class reads ("passing", "failing", ...).
    pub fn adjective(self) -> &'static str {
        match self {
            Class::Pass => "passing",
            Class::Fail => "failing",
            Class::NotRun => "skipped or unsupported",
            Class::Open => "unverified or disputed",
        }
    }
}

/// Every outcome name (of a question or of a case) and its class.
pub const OUTCOMES: &[(&str, Class)] = &[
    ("pass", Class::Pass),
    ("fail", Class::Fail),
    ("skip", Class::NotRun),
    ("unsupported", Class::NotRun),
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
        ] {
            let name = serde_json::to_value(o).unwrap();
            assert!(class_of(name.as_str().unwrap()).is_some(), "{name}");
        }
        for s in [Status::Pass, Status::Fail, Status::Skip] {
            let name = serde_json::to_value(s).unwrap();
            assert!(class_of(name.as_str().unwrap()).is_some(), "{name}");
        }
        assert_eq!(class_of("passed"), None);
    }
}
