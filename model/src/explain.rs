//! Explanations: every answer says which rules produced it.

use crate::rule::Rule;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One step of an explanation: the rule relied on and what it decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The rule, e.g. 201.2a (serialized as the bare number, `"201.2a"`).
    pub rule: Rule,
    /// What the rule decided here, in plain words.
    pub note: String,
}

/// The rules an answer relied on, in the order they were applied.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Explanation {
    /// The steps, in order.
    pub steps: Vec<Step>,
}

impl Explanation {
    /// Records that `rule` decided `note`.
    pub fn push(&mut self, rule: Rule, note: impl Into<String>) {
        let note = note.into();
        if !self.steps.iter().any(|s| s.rule == rule && s.note == note) {
            self.steps.push(Step { rule, note });
        }
    }

    /// Appends all of `other`'s steps.
    pub fn extend(&mut self, other: Explanation) {
        for s in other.steps {
            self.push(s.rule, s.note);
        }
    }

    /// The distinct rule numbers cited, in order of first use.
    pub fn rules(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        for s in &self.steps {
            if !out.contains(&s.rule.as_str()) {
                out.push(s.rule.as_str());
            }
        }
        out
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in &self.steps {
            writeln!(f, "CR {}: {}", s.rule, s.note)?;
        }
        Ok(())
    }
}

/// An answer together with the rules that produced it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Explained<T> {
    /// The answer itself.
    pub value: T,
    /// Why.
    pub why: Explanation,
}
