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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// The engine's answer.
    Answer(Answer),
    /// The engine can't express this question; the reason.
    Skip(String),
    /// The engine failed on this question; the message.
    Error(String),
    /// The engine doesn't implement something the scenario uses (a card, say): a reasoned
    /// skip, listed apart from failures ("cards your engine doesn't know"), allowed even when
    /// the engine declares every capability the question needs.
    Unsupported(Unsupported),
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
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

impl Serialize for CaseRequest {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = flat::fields(&self.scenario).map_err(serde::ser::Error::custom)?;
        let queries = serde_json::to_value(&self.queries).map_err(serde::ser::Error::custom)?;
        map.insert("queries".into(), queries);
        map.serialize(s)
    }
}

impl<'de> Deserialize<'de> for CaseRequest {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CaseRequest, D::Error> {
        let mut map = serde_json::Map::<String, serde_json::Value>::deserialize(d)?;
        let queries = flat::take(&mut map, "queries")?
            .ok_or_else(|| serde::de::Error::missing_field("queries"))?;
        let scenario = flat::rest(map)?;
        Ok(CaseRequest { scenario, queries })
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
    // The protocol's messages hold only strings, integers, booleans and string-keyed maps,
    // which always serialize; an empty line would be reported by the peer, never lost.
    let mut line = serde_json::to_vec(message).unwrap_or_default();
    line.push(b'\n');
    line
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
