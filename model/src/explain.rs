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

    /// Keeps at most about `max` steps: the first and last `max / 2`, with one step in
    /// between saying that steps were left out (under the first left-out step's rule). Long
    /// chains of copies would otherwise carry explanations as long as the chain on every link,
    /// memory quadratic in its length; an explanation under `max` steps is unchanged.
    pub fn elide_middle(&mut self, max: usize) {
        let half = max / 2;
        if self.steps.len() <= max || half == 0 {
            return;
        }
        let end = self.steps.len() - half;
        let rule = self.steps[half].rule;
        self.steps.drain(half..end);
        self.steps.insert(
            half,
            Step {
                rule,
                note: "… steps left out here: the explanation of a long chain is shortened".into(),
            },
        );
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

#[cfg(test)]
mod tests {
    use super::Explanation;
    use crate::rule::cr;

    #[test]
    fn elide_middle_keeps_both_ends_and_short_explanations() {
        let mut e = Explanation::default();
        for i in 0..10 {
            e.push(cr!("707.2"), format!("step {i}"));
        }
        let short = e.clone();
        e.elide_middle(10);
        assert_eq!(e, short);
        e.elide_middle(4);
        let notes: Vec<&str> = e.steps.iter().map(|s| s.note.as_str()).collect();
        assert_eq!(notes.len(), 5);
        assert_eq!(&notes[..2], ["step 0", "step 1"]);
        assert_eq!(&notes[3..], ["step 8", "step 9"]);
        assert!(notes[2].contains("left out"));
    }
}
