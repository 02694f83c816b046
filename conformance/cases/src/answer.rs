//! Answers: what an engine replies to a [`Question`](crate::Question), and what an
//! [`Expectation`](crate::Expectation) expects.
//!
//! On the wire an answer is tagged with its form (`{"bool":true}`, `{"names":{...}}`); in a
//! case file's `expect` field it is the bare *payload* (`true`, `{"names":[...]}`), whose form
//! follows from the question's kind ([`AnswerKind`]).

use crate::scenario::is_false;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A set of names, with Spy Kit's "all names of nonlegendary creature cards" kept symbolic.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NameSetAnswer {
    /// Listed names, sorted.
    pub names: Vec<String>,
    /// Also every name of a nonlegendary creature card (CR 612.7).
    #[serde(default, skip_serializing_if = "is_false")]
    pub all_nonlegendary_creature_names: bool,
}

/// The answer to "choose a card name".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChoiceAnswer {
    /// Whether the name may be chosen.
    pub valid: bool,
    /// Every name thereby chosen, sorted (CR 201.4g).
    #[serde(default)]
    pub chosen: Vec<String>,
}

/// The form of an answer, fixed by the question's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnswerKind {
    /// Yes or no.
    Bool,
    /// A count.
    Count,
    /// A set of names.
    Names,
    /// A name choice.
    Choice,
    /// Object ids.
    Objects,
    /// Lines of text.
    Lines,
    /// One text.
    Text,
}

impl AnswerKind {
    /// The JSON Schema of this form's payload (the value of a case file's `expect`).
    pub fn payload_schema(
        self,
        gen: &mut schemars::gen::SchemaGenerator,
    ) -> schemars::schema::Schema {
        match self {
            AnswerKind::Bool => gen.subschema_for::<bool>(),
            AnswerKind::Count => gen.subschema_for::<usize>(),
            AnswerKind::Names => gen.subschema_for::<NameSetAnswer>(),
            AnswerKind::Choice => gen.subschema_for::<ChoiceAnswer>(),
            AnswerKind::Objects | AnswerKind::Lines => gen.subschema_for::<Vec<String>>(),
            AnswerKind::Text => gen.subschema_for::<String>(),
        }
    }
}

/// An engine-neutral answer to a query.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// Yes or no.
    Bool(bool),
    /// A count.
    Count(usize),
    /// A set of names.
    Names(NameSetAnswer),
    /// A name choice.
    Choice(ChoiceAnswer),
    /// Object ids, sorted.
    Objects(Vec<String>),
    /// Lines of text.
    Lines(Vec<String>),
    /// One text.
    Text(String),
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Answer::Bool(b) => write!(f, "{b}"),
            Answer::Count(n) => write!(f, "{n}"),
            Answer::Names(n) => {
                let mut parts = n.names.clone();
                if n.all_nonlegendary_creature_names {
                    parts.push("<all names of nonlegendary creature cards>".into());
                }
                if parts.is_empty() {
                    write!(f, "<no name>")
                } else {
                    write!(f, "{}", parts.join(" | "))
                }
            }
            Answer::Choice(c) => write!(
                f,
                "{}{}",
                if c.valid { "valid" } else { "invalid" },
                if c.chosen.is_empty() {
                    String::new()
                } else {
                    format!(" (chooses {})", c.chosen.join(", "))
                }
            ),
            Answer::Objects(o) => write!(f, "[{}]", o.join(", ")),
            Answer::Lines(l) => write!(f, "{}", serde_json::to_string(l).unwrap_or_default()),
            Answer::Text(t) => write!(f, "{t:?}"),
        }
    }
}

impl Answer {
    /// This answer's form.
    pub fn kind(&self) -> AnswerKind {
        match self {
            Answer::Bool(_) => AnswerKind::Bool,
            Answer::Count(_) => AnswerKind::Count,
            Answer::Names(_) => AnswerKind::Names,
            Answer::Choice(_) => AnswerKind::Choice,
            Answer::Objects(_) => AnswerKind::Objects,
            Answer::Lines(_) => AnswerKind::Lines,
            Answer::Text(_) => AnswerKind::Text,
        }
    }

    /// The bare payload, as a case file's `expect` holds it.
    pub fn payload(&self) -> serde_json::Value {
        let v = match self {
            Answer::Bool(b) => serde_json::to_value(b),
            Answer::Count(n) => serde_json::to_value(n),
            Answer::Names(n) => serde_json::to_value(n),
            Answer::Choice(c) => serde_json::to_value(c),
            Answer::Objects(o) | Answer::Lines(o) => serde_json::to_value(o),
            Answer::Text(t) => serde_json::to_value(t),
        };
        // Plain data (strings, numbers, booleans, string-keyed structs) always serializes.
        v.unwrap_or_default()
    }

    /// Reads a bare payload of the given form.
    pub fn from_payload(
        kind: AnswerKind,
        v: serde_json::Value,
    ) -> Result<Answer, serde_json::Error> {
        Ok(match kind {
            AnswerKind::Bool => Answer::Bool(serde_json::from_value(v)?),
            AnswerKind::Count => Answer::Count(serde_json::from_value(v)?),
            AnswerKind::Names => Answer::Names(serde_json::from_value(v)?),
            AnswerKind::Choice => Answer::Choice(serde_json::from_value(v)?),
            AnswerKind::Objects => Answer::Objects(serde_json::from_value(v)?),
            AnswerKind::Lines => Answer::Lines(serde_json::from_value(v)?),
            AnswerKind::Text => Answer::Text(serde_json::from_value(v)?),
        })
    }

    /// The answer with its sets sorted and deduplicated, for comparison (names, chosen names
    /// and object ids may come in any order).
    pub fn normalized(&self) -> Answer {
        self.clone().into_normalized()
    }

    /// Whether the two answers are equal once [normalized](Answer::normalized): copied and
    /// sorted only when one holds a set, which normalizing sorts.
    pub fn agrees_with(&self, other: &Answer) -> bool {
        let sets =
            |a: &Answer| matches!(a, Answer::Names(_) | Answer::Choice(_) | Answer::Objects(_));
        if sets(self) || sets(other) {
            self.normalized() == other.normalized()
        } else {
            self == other
        }
    }

    /// [`Answer::normalized`], in place of the answer itself (no copy).
    pub fn into_normalized(mut self) -> Answer {
        match &mut self {
            Answer::Names(n) => {
                n.names.sort();
                n.names.dedup();
            }
            Answer::Choice(c) => c.chosen.sort(),
            Answer::Objects(o) => o.sort(),
            _ => {}
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Answers of every form, sets in two orders and with a repeat.
    fn answers() -> Vec<Answer> {
        let v = |xs: &[&str]| xs.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let names = |xs: &[&str], all| {
            Answer::Names(NameSetAnswer {
                names: v(xs),
                all_nonlegendary_creature_names: all,
            })
        };
        vec![
            Answer::Bool(true),
            Answer::Bool(false),
            Answer::Count(2),
            names(&["b", "a"], false),
            names(&["a", "b", "a"], false),
            names(&["a", "b"], true),
            Answer::Choice(ChoiceAnswer {
                valid: true,
                chosen: v(&["y", "x"]),
            }),
            Answer::Choice(ChoiceAnswer {
                valid: true,
                chosen: v(&["x", "y"]),
            }),
            Answer::Objects(v(&["o2", "o1"])),
            Answer::Objects(v(&["o1", "o2"])),
            Answer::Lines(v(&["b", "a"])),
            Answer::Lines(v(&["a", "b"])),
            Answer::Text("a".into()),
        ]
    }

    #[test]
    fn agreeing_is_equality_once_normalized() {
        let all = answers();
        let mut agreeing_pairs = 0;
        for a in &all {
            for b in &all {
                let normalized = a.normalized() == b.normalized();
                assert_eq!(a.agrees_with(b), normalized, "{a:?} and {b:?}");
                assert_eq!(a.clone().into_normalized(), a.normalized());
                agreeing_pairs += usize::from(normalized && a != b);
            }
        }
        // Sets in another order agree; lines are a list, not a set.
        assert_eq!(agreeing_pairs, 6);
    }
}
