//! The messages of truename protocol v1 (see the [module docs](super) for the specification).
//!
//! Engine → client: [`Hello`] (once, first), then one [`Response`] per case request.
//! Client → engine: [`Request`] ([`Request::Case`] with a [`CaseRequest`], or
//! [`Request::Shutdown`]).
//!
//! A [`CaseRequest`] is a [`Case`] without anything that gives the answer away or is meant for
//! people: no `description`, `uncertain` or `origin`, and each query ([`QueryRequest`]) without
//! its `expect`, `provenance` and `note`. Objects and effects are exactly the case format's
//! [`CaseObject`] and [`CaseEffect`].

use crate::case::{
    Ask, Case, CaseEffect, CaseObject, CastAs, ChoiceAnswer, Constraint, NameSetAnswer, Query,
};
use crate::engine::{EngineInfo, Reply};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

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
    /// [`crate::capabilities::ALL`]).
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

/// A case as sent to an engine: the snapshot and the questions, never the expected answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseRequest {
    /// The case's id (for the engine's logs).
    pub id: String,
    /// Rule numbers the case tests (informational).
    #[serde(default)]
    pub rules: Vec<String>,
    /// Objects in the snapshot, exactly as in the case format.
    #[serde(default)]
    pub objects: Vec<CaseObject>,
    /// Continuous effects in force, exactly as in the case format.
    #[serde(default)]
    pub effects: Vec<CaseEffect>,
    /// The queries, without expected answers.
    pub queries: Vec<QueryRequest>,
}

impl From<&Case> for CaseRequest {
    fn from(case: &Case) -> CaseRequest {
        CaseRequest {
            id: case.id.clone(),
            rules: case.rules.clone(),
            objects: case.objects.clone(),
            effects: case.effects.clone(),
            queries: case
                .queries
                .iter()
                .map(|q| QueryRequest::from(&q.ask))
                .collect(),
        }
    }
}

impl CaseRequest {
    /// The request as a [`Case`] an in-process [`crate::engine::Engine`] can run. Expected
    /// answers are placeholders (`false`, `0`, empty): engines must never read them.
    pub fn into_case(self) -> Case {
        Case {
            id: self.id,
            rules: self.rules,
            description: String::new(),
            uncertain: None,
            objects: self.objects,
            effects: self.effects,
            queries: self
                .queries
                .into_iter()
                .map(|q| Query {
                    ask: q.into_ask(),
                    provenance: Default::default(),
                    note: None,
                })
                .collect(),
            origin: None,
        }
    }
}

/// A query without its expected answer. Same JSON as [`Ask`] minus `expect`: the `query` field
/// names the predicate, and the answer the engine gives is the [`crate::case::Answer`] variant
/// noted on each variant here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "query", rename_all = "snake_case", deny_unknown_fields)]
pub enum QueryRequest {
    /// The object's names (CR 201.2). Answer: `{"names":{"names":[...]}}`.
    Names {
        /// Object.
        object: String,
    },
    /// Do `a` and `b` have the same name (CR 201.2a)? Answer: `{"bool":...}`.
    SameName {
        /// One object.
        a: String,
        /// The other.
        b: String,
    },
    /// Do these objects have different names (CR 201.2b)? Answer: `{"bool":...}`.
    DifferentNames {
        /// The group.
        objects: Vec<String>,
    },
    /// Does `object` have a different name than each of `others` (CR 201.2c)? Answer:
    /// `{"bool":...}`.
    DifferentNameFrom {
        /// The first object.
        object: String,
        /// The others.
        others: Vec<String>,
    },
    /// Are there `n` or more of `objects` with different names (CR 201.2b)? Answer:
    /// `{"bool":...}`.
    NOrMoreDifferentNames {
        /// The group.
        objects: Vec<String>,
        /// How many.
        n: usize,
    },
    /// Does `object` have the name `name`? Answer: `{"bool":...}`.
    IsNamed {
        /// Object.
        object: String,
        /// Name.
        name: String,
    },
    /// May `name` be chosen as a card name under `constraint` (CR 201.4)? Answer:
    /// `{"choice":{"valid":...,"chosen":[...]}}`.
    ChooseCardName {
        /// The name a player says.
        name: String,
        /// Required characteristics.
        #[serde(default)]
        constraint: Constraint,
    },
    /// With `chosen` named (Meddling Mage), can card `object` be cast as `cast_as`? Answer:
    /// `{"bool":...}`.
    Castable {
        /// The card (usually in hand).
        object: String,
        /// How it is cast (default: normally).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cast_as: Option<CastAs>,
        /// The name chosen for the Meddling Mage.
        chosen: String,
    },
    /// Which objects does the `occurrence`-th name reference in ability `ability` of `object`
    /// denote (CR 201.5)? Answer: `{"objects":[...]}`.
    ReferenceTarget {
        /// Object whose text is read.
        object: String,
        /// Ability index.
        ability: usize,
        /// Reference index within the ability.
        occurrence: usize,
    },
    /// The object's rules text, one line per ability (CR 612). Answer: `{"lines":[...]}`.
    Text {
        /// Object.
        object: String,
    },
    /// The object's type line (CR 612.1). Answer: `{"text":"..."}`.
    TypeLine {
        /// Object.
        object: String,
    },
    /// A token's name (CR 111.4, 612.2a). Answer: `{"text":"..."}`.
    TokenName {
        /// The token.
        object: String,
    },
    /// How many cards of `deck` count as `name` for deck construction (CR 201.3b)? Answer:
    /// `{"count":...}`.
    DeckCopies {
        /// Card names.
        deck: Vec<String>,
        /// The name.
        name: String,
    },
    /// The card's color identity (CR 903.4e). Answer: `{"lines":["W","U",...]}` in WUBRG
    /// order.
    ColorIdentity {
        /// Card name.
        card: String,
    },
}

impl QueryRequest {
    /// The query's kind, as in the JSON `query` field (same as [`Ask::kind`]).
    pub fn kind(&self) -> &'static str {
        self.clone().into_ask().kind()
    }

    /// The query as an [`Ask`] with a placeholder expectation (`false`, `0`, empty).
    pub fn into_ask(self) -> Ask {
        match self {
            QueryRequest::Names { object } => Ask::Names {
                object,
                expect: NameSetAnswer::default(),
            },
            QueryRequest::SameName { a, b } => Ask::SameName {
                a,
                b,
                expect: false,
            },
            QueryRequest::DifferentNames { objects } => Ask::DifferentNames {
                objects,
                expect: false,
            },
            QueryRequest::DifferentNameFrom { object, others } => Ask::DifferentNameFrom {
                object,
                others,
                expect: false,
            },
            QueryRequest::NOrMoreDifferentNames { objects, n } => Ask::NOrMoreDifferentNames {
                objects,
                n,
                expect: false,
            },
            QueryRequest::IsNamed { object, name } => Ask::IsNamed {
                object,
                name,
                expect: false,
            },
            QueryRequest::ChooseCardName { name, constraint } => Ask::ChooseCardName {
                name,
                constraint,
                expect: ChoiceAnswer::default(),
            },
            QueryRequest::Castable {
                object,
                cast_as,
                chosen,
            } => Ask::Castable {
                object,
                cast_as,
                chosen,
                expect: false,
            },
            QueryRequest::ReferenceTarget {
                object,
                ability,
                occurrence,
            } => Ask::ReferenceTarget {
                object,
                ability,
                occurrence,
                expect: Vec::new(),
            },
            QueryRequest::Text { object } => Ask::Text {
                object,
                expect: Vec::new(),
            },
            QueryRequest::TypeLine { object } => Ask::TypeLine {
                object,
                expect: String::new(),
            },
            QueryRequest::TokenName { object } => Ask::TokenName {
                object,
                expect: String::new(),
            },
            QueryRequest::DeckCopies { deck, name } => Ask::DeckCopies {
                deck,
                name,
                expect: 0,
            },
            QueryRequest::ColorIdentity { card } => Ask::ColorIdentity {
                card,
                expect: Vec::new(),
            },
        }
    }
}

impl From<&Ask> for QueryRequest {
    fn from(ask: &Ask) -> QueryRequest {
        match ask.clone() {
            Ask::Names { object, .. } => QueryRequest::Names { object },
            Ask::SameName { a, b, .. } => QueryRequest::SameName { a, b },
            Ask::DifferentNames { objects, .. } => QueryRequest::DifferentNames { objects },
            Ask::DifferentNameFrom { object, others, .. } => {
                QueryRequest::DifferentNameFrom { object, others }
            }
            Ask::NOrMoreDifferentNames { objects, n, .. } => {
                QueryRequest::NOrMoreDifferentNames { objects, n }
            }
            Ask::IsNamed { object, name, .. } => QueryRequest::IsNamed { object, name },
            Ask::ChooseCardName {
                name, constraint, ..
            } => QueryRequest::ChooseCardName { name, constraint },
            Ask::Castable {
                object,
                cast_as,
                chosen,
                ..
            } => QueryRequest::Castable {
                object,
                cast_as,
                chosen,
            },
            Ask::ReferenceTarget {
                object,
                ability,
                occurrence,
                ..
            } => QueryRequest::ReferenceTarget {
                object,
                ability,
                occurrence,
            },
            Ask::Text { object, .. } => QueryRequest::Text { object },
            Ask::TypeLine { object, .. } => QueryRequest::TypeLine { object },
            Ask::TokenName { object, .. } => QueryRequest::TokenName { object },
            Ask::DeckCopies { deck, name, .. } => QueryRequest::DeckCopies { deck, name },
            Ask::ColorIdentity { card, .. } => QueryRequest::ColorIdentity { card },
        }
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
