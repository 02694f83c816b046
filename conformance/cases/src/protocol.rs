//! The messages of truename protocol v1 (the harness crate's `protocol` docs are the
//! specification of the transport, handshake and failure handling).
//!
//! Engine → client: [`Hello`] (once, first), then one [`Response`] per case request.
//! Client → engine: [`Request`] ([`Request::Case`] with a [`CaseRequest`], or
//! [`Request::Shutdown`]).
//!
//! A [`CaseRequest`] is a [`Scenario`] and its [`Question`]s: nothing that gives an answer away
//! or is meant for people (no `description`, `uncertain`, `origin`, `expect`, `provenance` or
//! `note`). Objects and effects are exactly the case format's [`CaseObject`](crate::CaseObject) and
//! [`CaseEffect`](crate::CaseEffect).

use crate::answer::Answer;
pub use crate::any_value::AnyValue;
use crate::capability::Capability;
use crate::flat;
use crate::question::Question;
use crate::scenario::Scenario;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// What an engine says about itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct EngineInfo {
    /// Engine name.
    pub name: String,
    /// Engine version.
    pub version: String,
    /// Capabilities it supports. An unknown name is refused with the nearest known one.
    #[serde(deserialize_with = "capability_names")]
    pub capabilities: BTreeSet<Capability>,
}

/// Reads capability names with [`Capability::from_str`](std::str::FromStr), so an unknown
/// name gets a suggestion rather than serde's list of every variant.
fn capability_names<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<BTreeSet<Capability>, D::Error> {
    Vec::<String>::deserialize(d)?
        .iter()
        .map(|s| s.parse().map_err(serde::de::Error::custom))
        .collect()
}

/// An engine's reply to one question.
///
/// On the wire an answer is `{"answer": A}`, or `{"answer": A, "answered_by": "adapter"}` when
/// the adapter, not the engine, decided it ([`AnsweredBy`]); `answered_by` is allowed only
/// beside `answer`. The other replies are `{"skip": "..."}`, `{"error": "..."}` and
/// `{"unsupported": {...}}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The engine's answer, read from the engine's own state.
    Answer(Answer),
    /// An answer the adapter computed, looked up, or echoed from data it supplied itself
    /// (`"answered_by": "adapter"`): a right one is unverified, a wrong one an adapter error,
    /// never an engine pass or an engine failure.
    AdapterAnswer(Answer),
    /// The engine can't express this question, although it declares every capability the
    /// question needs (one needing a capability it lacks is never asked); the reason. An
    /// [`Reply::Error`] with a reason, in every route: a failed question in `truename run` and
    /// the trials, an engine limitation in `hunt` and the fuzz oracle. The reasoned skip is
    /// [`Reply::Unsupported`].
    Skip(String),
    /// The engine failed on this question; the message.
    Error(String),
    /// The engine doesn't implement something the scenario uses (a card, say): a reasoned
    /// skip, listed apart from failures ("cards your engine doesn't know"), allowed even when
    /// the engine declares every capability the question needs.
    Unsupported(Unsupported),
}

impl Reply {
    /// The answer, whoever gave it.
    pub fn answer(&self) -> Option<&Answer> {
        match self {
            Reply::Answer(a) | Reply::AdapterAnswer(a) => Some(a),
            _ => None,
        }
    }

    /// Why a reply as JSON breaks the rules of `answered_by`, if it does: it must be
    /// `"engine"` or `"adapter"`, and only beside `answer`.
    pub fn provenance_violation(reply: &serde_json::Value) -> Option<String> {
        let map = reply.as_object()?;
        let by = map.get("answered_by")?;
        if !matches!(by.as_str(), Some("engine" | "adapter")) {
            return Some(format!(
                "\"answered_by\" must be \"engine\" or \"adapter\", got {by}"
            ));
        }
        let beside: Vec<&str> = (map.keys())
            .map(String::as_str)
            .filter(|k| *k != "answered_by")
            .collect();
        (beside != ["answer"]).then(|| {
            format!("\"answered_by\" is allowed only beside \"answer\", got it beside {beside:?}")
        })
    }
}

/// Who decided an answer: the `answered_by` field of a reply (absent: the engine).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AnsweredBy {
    /// Read from the engine's own state.
    #[default]
    Engine,
    /// Computed, looked up, or echoed by the adapter: not evidence about the engine.
    Adapter,
}

/// The wire form of every reply but an answer.
#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
enum OtherReply {
    /// The engine can't express this question; the reason.
    Skip(String),
    /// The engine failed on this question; the message.
    Error(String),
    /// The engine doesn't implement something the scenario uses.
    Unsupported(Unsupported),
}

/// The wire form of an answer.
#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct AnswerReply {
    /// The answer.
    answer: Answer,
    /// Who decided it (default: the engine).
    #[serde(default, skip_serializing_if = "is_engine")]
    answered_by: AnsweredBy,
}

fn is_engine(by: &AnsweredBy) -> bool {
    *by == AnsweredBy::Engine
}

/// The JSON Schema of a reply: an answer (with `answered_by`) or one of the others.
#[derive(JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)]
enum ReplySchema {
    /// `{"answer": A}`, `{"answer": A, "answered_by": "adapter"}`.
    Answer(AnswerReply),
    /// `{"skip": ...}`, `{"error": ...}`, `{"unsupported": ...}`.
    Other(OtherReply),
}

impl Serialize for Reply {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let answer = |answer: &Answer, answered_by| AnswerReply {
            answer: answer.clone(),
            answered_by,
        };
        match self {
            Reply::Answer(a) => answer(a, AnsweredBy::Engine).serialize(s),
            Reply::AdapterAnswer(a) => answer(a, AnsweredBy::Adapter).serialize(s),
            Reply::Skip(r) => OtherReply::Skip(r.clone()).serialize(s),
            Reply::Error(e) => OtherReply::Error(e.clone()).serialize(s),
            Reply::Unsupported(u) => OtherReply::Unsupported(u.clone()).serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Reply {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Reply, D::Error> {
        use serde::de::Error;
        let value = serde_json::Value::deserialize(d)?;
        if let Some(why) = Reply::provenance_violation(&value) {
            return Err(D::Error::custom(why));
        }
        if value.get("answer").is_some() {
            let r: AnswerReply = serde_json::from_value(value).map_err(D::Error::custom)?;
            return Ok(match r.answered_by {
                AnsweredBy::Engine => Reply::Answer(r.answer),
                AnsweredBy::Adapter => Reply::AdapterAnswer(r.answer),
            });
        }
        Ok(
            match serde_json::from_value(value).map_err(D::Error::custom)? {
                OtherReply::Skip(r) => Reply::Skip(r),
                OtherReply::Error(e) => Reply::Error(e),
                OtherReply::Unsupported(u) => Reply::Unsupported(u),
            },
        )
    }
}

impl JsonSchema for Reply {
    fn schema_name() -> String {
        "Reply".into()
    }

    fn json_schema(gen: &mut schemars::gen::SchemaGenerator) -> schemars::schema::Schema {
        ReplySchema::json_schema(gen)
    }
}

/// What an engine doesn't implement: `{"card":"Spy Kit"}`, `{"object":"t1"}`,
/// `{"effect":"word_swap"}`.
#[derive(
    Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Unsupported {
    /// A card, by its Oracle name.
    Card(String),
    /// An object of the scenario, by id (a kind of token, say).
    Object(String),
    /// A kind of effect, by its `effect` tag.
    Effect(String),
}

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unsupported::Card(c) => write!(f, "card {c:?}"),
            Unsupported::Object(o) => write!(f, "object {o:?}"),
            Unsupported::Effect(e) => write!(f, "effect {e:?}"),
        }
    }
}

/// The protocol version this crate speaks.
pub const PROTOCOL_VERSION: u32 = 1;

/// The tag of the [`Hello`] message: always `"hello"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum HelloTag {
    /// `"hello"`.
    #[default]
    Hello,
}

/// The first line an engine writes: `{"type":"hello","protocol":1,"engine":{...}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Hello {
    /// Always `"hello"`.
    #[serde(rename = "type")]
    pub kind: HelloTag,
    /// The protocol version the engine speaks; this crate accepts only [`PROTOCOL_VERSION`].
    pub protocol: u32,
    /// The engine's name, version and capabilities (names from
    /// [`Capability`]).
    pub engine: EngineInfo,
}

impl Hello {
    /// The hello of an engine speaking this crate's [`PROTOCOL_VERSION`].
    pub fn new(engine: EngineInfo) -> Hello {
        Hello {
            kind: HelloTag::Hello,
            protocol: PROTOCOL_VERSION,
            engine,
        }
    }
}

/// A message from the client to the engine.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Request {
    /// Answer every query of a case: `{"type":"case","id":7,"case":{...}}`.
    Case {
        /// Request id, echoed in the [`Response`]. Unique for the client's lifetime (it is not
        /// reset when the engine is restarted) and increasing.
        id: u64,
        /// The case, without expectations.
        case: CaseRequest,
    },
    /// The client is done: `{"type":"shutdown"}`. The engine should exit promptly (status 0).
    Shutdown,
}

/// The engine's answer to one [`Request::Case`]: `{"id":7,"replies":[...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Response {
    /// The request's id.
    pub id: u64,
    /// One reply per query, in the order of the request's `queries`.
    pub replies: Vec<Reply>,
}

/// A case as sent to an engine: the scenario and the questions, never the expected answers.
/// In JSON the scenario's fields (`id`, `rules`, `objects`, `effects`) sit beside `queries`.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseRequest {
    /// What the engine builds.
    pub scenario: Scenario,
    /// The questions, without expected answers.
    pub queries: Vec<Question>,
}

impl CaseRequest {
    /// The request for a scenario and its questions.
    pub fn new(scenario: &Scenario, questions: &[Question]) -> CaseRequest {
        CaseRequest {
            scenario: scenario.clone(),
            queries: questions.to_vec(),
        }
    }

    /// The scenario and the questions of this request.
    pub fn into_parts(self) -> (Scenario, Vec<Question>) {
        (self.scenario, self.queries)
    }
}

/// A [`CaseRequest`] borrowed: the scenario's fields, then `queries`, serialized straight
/// (without a JSON map in between, and without copying the scenario and the questions into a
/// request first): the same JSON as the request.
#[derive(Serialize)]
pub struct CaseRequestRef<'a> {
    /// What the engine builds.
    #[serde(flatten)]
    pub scenario: &'a Scenario,
    /// The questions, without expected answers.
    pub queries: &'a [Question],
}

impl Serialize for CaseRequest {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (scenario, queries) = (&self.scenario, self.queries.as_slice());
        CaseRequestRef { scenario, queries }.serialize(s)
    }
}

impl JsonSchema for CaseRequest {
    fn schema_name() -> String {
        "CaseRequest".into()
    }

    /// [`Scenario`]'s object schema with a required `queries` array of [`Question`]s.
    fn json_schema(gen: &mut schemars::gen::SchemaGenerator) -> schemars::schema::Schema {
        let queries = gen.subschema_for::<Vec<Question>>();
        flat::with_fields(Scenario::json_schema(gen), [("queries", queries, true)])
    }
}

/// Encodes a message as one protocol line: compact JSON followed by `\n`.
pub fn encode_line<T: Serialize>(message: &T) -> Vec<u8> {
    let mut line = Vec::with_capacity(128);
    encode_line_into(&mut line, message);
    line
}

/// Appends the protocol line of a message ([`encode_line`]) to `out`, so a writer of many
/// messages can reuse one buffer.
pub fn encode_line_into<T: Serialize>(out: &mut Vec<u8>, message: &T) {
    // The protocol's messages hold only strings, integers, booleans and string-keyed maps,
    // which always serialize; an empty line would be reported by the peer, never lost.
    let start = out.len();
    if serde_json::to_writer(&mut *out, message).is_err() {
        out.truncate(start);
    }
    out.push(b'\n');
}

/// The JSON Schemas of every message, as `{"hello": ..., "request": ..., "response": ...}`
/// (draft 7, generated from [`Hello`], [`Request`] and [`Response`]).
pub fn message_schemas() -> serde_json::Value {
    let schema = |s: schemars::schema::RootSchema| serde_json::to_value(s).unwrap_or_default();
    serde_json::json!({
        "hello": schema(schemars::schema_for!(Hello)),
        "request": schema(schemars::schema_for!(Request)),
        "response": schema(schemars::schema_for!(Response)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn reply(v: serde_json::Value) -> Result<Reply, String> {
        serde_json::from_value(v).map_err(|e| e.to_string())
    }

    #[test]
    fn answered_by_marks_the_adapter_and_defaults_to_the_engine() {
        let a = Answer::Bool(true);
        assert_eq!(
            reply(json!({"answer": {"bool": true}})),
            Ok(Reply::Answer(a.clone()))
        );
        let by_engine = json!({"answer": {"bool": true}, "answered_by": "engine"});
        assert_eq!(reply(by_engine), Ok(Reply::Answer(a.clone())));
        let by_adapter = json!({"answer": {"bool": true}, "answered_by": "adapter"});
        assert_eq!(
            reply(by_adapter.clone()),
            Ok(Reply::AdapterAnswer(a.clone()))
        );
        assert_eq!(
            serde_json::to_value(Reply::AdapterAnswer(a.clone())).ok(),
            Some(by_adapter)
        );
        assert_eq!(
            serde_json::to_value(Reply::Answer(a)).ok(),
            Some(json!({"answer": {"bool": true}}))
        );
        assert_eq!(reply(json!({"skip": "no"})), Ok(Reply::Skip("no".into())));
    }

    #[test]
    fn answered_by_elsewhere_or_with_another_value_is_refused() {
        for (bad, why) in [
            (
                json!({"answer": {"bool": true}, "answered_by": "Adapter"}),
                "must be",
            ),
            (
                json!({"answer": {"bool": true}, "answered_by": null}),
                "must be",
            ),
            (
                json!({"skip": "x", "answered_by": "adapter"}),
                "only beside",
            ),
            (json!({"answered_by": "engine"}), "only beside"),
        ] {
            let e = reply(bad.clone()).expect_err("refused");
            assert!(e.contains("answered_by") && e.contains(why), "{bad}: {e}");
        }
    }

    #[test]
    fn encode_line_into_appends_the_line_encode_line_writes() {
        let response = Response {
            id: 3,
            replies: vec![Reply::Skip("no".into()), Reply::Answer(Answer::Count(2))],
        };
        let mut buf = b"kept\n".to_vec();
        encode_line_into(&mut buf, &response);
        encode_line_into(&mut buf, &Request::Shutdown);
        let expected = "kept\n{\"id\":3,\"replies\":[{\"skip\":\"no\"},{\"answer\":{\"count\":2}}]}\n{\"type\":\"shutdown\"}\n";
        assert_eq!(String::from_utf8(buf).ok().as_deref(), Some(expected));
        assert_eq!(
            encode_line(&response),
            expected.as_bytes()[5..expected.len() - 20]
        );
    }

    #[test]
    fn the_response_schema_shows_answered_by() {
        let schema = message_schemas()["response"].to_string();
        assert!(schema.contains("answered_by") && schema.contains("adapter"));
    }
}
