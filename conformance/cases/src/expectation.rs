//! Expectations: a question with the answer the rules give, where that answer came from, and
//! a note for people. In a case file an expectation is one object of the `queries` array: the
//! question's fields (`query`, `object`, ...) beside `expect` (the bare answer payload),
//! `provenance` and `note`.

use crate::answer::Answer;
use crate::flat;
use crate::question::{Question, QuestionKind};
use schemars::schema::{InstanceType, Schema, SchemaObject, SingleOrVec};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Where an expected answer came from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Provenance {
    /// Written by a person from the rules.
    #[default]
    HandWritten,
    /// Produced by the model through a tool (hunt, fuzz); not yet checked by a person.
    ModelUntriaged,
    /// Produced by a tool, then checked by a person.
    ModelTriaged,
}

/// A question with its expected answer. Engines are handed [`Expectation::question`] only.
#[derive(Clone, Debug, PartialEq)]
pub struct Expectation {
    /// What is asked.
    pub question: Question,
    /// The answer the rules give (of the form the question's kind fixes).
    pub answer: Answer,
    /// Where the answer came from.
    pub provenance: Provenance,
    /// A note for people.
    pub note: Option<String>,
}

impl Expectation {
    /// A hand-written expectation without a note.
    pub fn new(question: Question, answer: Answer) -> Expectation {
        Expectation {
            question,
            answer,
            provenance: Provenance::HandWritten,
            note: None,
        }
    }

    /// The question's kind.
    pub fn kind(&self) -> QuestionKind {
        self.question.kind()
    }
}

impl Serialize for Expectation {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = match serde_json::to_value(&self.question) {
            Ok(serde_json::Value::Object(m)) => m,
            _ => {
                return Err(serde::ser::Error::custom(
                    "a question serializes to an object",
                ))
            }
        };
        map.insert("expect".into(), self.answer.payload());
        if self.provenance != Provenance::HandWritten {
            map.insert(
                "provenance".into(),
                serde_json::to_value(&self.provenance).map_err(serde::ser::Error::custom)?,
            );
        }
        if let Some(n) = &self.note {
            map.insert("note".into(), serde_json::Value::String(n.clone()));
        }
        map.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Expectation {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Expectation, D::Error> {
        use serde::de::Error;
        let mut map = serde_json::Map::<String, serde_json::Value>::deserialize(d)?;
        let expect: serde_json::Value =
            flat::take(&mut map, "expect")?.ok_or_else(|| D::Error::missing_field("expect"))?;
        let provenance = flat::take(&mut map, "provenance")?.unwrap_or_default();
        let note = flat::take(&mut map, "note")?;
        let question: Question = flat::rest(map)?;
        let kind = question.kind();
        let answer = Answer::from_payload(kind.answer_kind(), expect)
            .map_err(|e| D::Error::custom(format!("expect (for a {kind} query): {e}")))?;
        Ok(Expectation {
            question,
            answer,
            provenance,
            note,
        })
    }
}

impl JsonSchema for Expectation {
    fn schema_name() -> String {
        "Expectation".into()
    }

    /// [`Question`]'s schema (one object schema per kind), each variant extended with
    /// `expect` (the payload form of its kind), `provenance` and `note`.
    fn json_schema(gen: &mut schemars::gen::SchemaGenerator) -> Schema {
        let provenance = gen.subschema_for::<Provenance>();
        let note = gen.subschema_for::<String>();
        let extra = [("provenance", provenance, false), ("note", note, false)];
        let mut root = flat::extend_variants(Question::json_schema(gen), &extra).into_object();
        for v in root.subschemas().one_of.iter_mut().flatten() {
            let Schema::Object(obj) = v else { continue };
            let Some(kind) = variant_kind(obj) else {
                continue;
            };
            let payload = kind.answer_kind().payload_schema(gen);
            let o = obj.object();
            o.properties.insert("expect".into(), payload);
            o.required.insert("expect".into());
        }
        Schema::Object(root)
    }
}

/// The kind a variant schema of [`Question`] stands for (its `query` property's one value).
fn variant_kind(obj: &SchemaObject) -> Option<QuestionKind> {
    let tag = obj.object.as_ref()?.properties.get("query")?;
    let Schema::Object(tag) = tag else {
        return None;
    };
    let value = tag.enum_values.as_ref()?.first()?.as_str()?;
    debug_assert!(matches!(
        tag.instance_type,
        Some(SingleOrVec::Single(ref t)) if **t == InstanceType::String
    ));
    value.parse().ok()
}
