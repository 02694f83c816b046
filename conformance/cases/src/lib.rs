//! # truename-cases
//!
//! The engine-neutral case format of truename, and the messages of its wire protocol. This
//! crate's docs are the format's specification; `truename schema case` prints the JSON Schema
//! generated from these types. It depends on serde, serde_json and schemars only: no model,
//! no engine, no I/O.
//!
//! Questions and answers are separate types: a [`Scenario`] and its [`Question`]s are all an
//! engine is ever handed; an [`Expectation`] pairs a question with the [`Answer`] the rules
//! give and stays with the suite.
//!
//! # A case file
//! ```json
//! {
//!   "format": "truename-cases/1",
//!   "cr_revision": "2025-06-FIN",
//!   "oracle_snapshot": "truename-subset-2026-07-03",
//!   "cases": [ { ... }, ... ]
//! }
//! ```
//! `cr_revision` must equal the model's `CR_REVISION` (`truename_model::CR_REVISION`); a file written for
//! another revision is refused (rule numbers move between revisions). `oracle_snapshot` names
//! the card data the expectations were written against (informational; a mismatch is a
//! warning).
//!
//! # A case
//! ```json
//! {
//!   "id": "201.2a/face-down-pair",
//!   "rules": ["201.2a", "708.2"],
//!   "description": "Two face-down creatures don't share a name (Echoing Truth).",
//!   "objects": [
//!     {"id": "a", "card": "Exalted Angel", "zone": "battlefield", "face_down": true},
//!     {"id": "b", "card": "Exalted Angel", "zone": "battlefield", "face_down": true}
//!   ],
//!   "effects": [],
//!   "queries": [
//!     {"query": "same_name", "a": "a", "b": "b", "expect": false}
//!   ]
//! }
//! ```
//! - `id`: stable, unique across the corpus; expectation files refer to it.
//! - `rules`: the rule numbers the case tests (the per-rule report counts it under each).
//! - `objects`: see [`CaseObject`]. Cards are named by their English Oracle name; names are
//!   resolved by the model's normalization rule (`truename_model::oracle::normalize`), so
//!   `"liliana’s contract"` works and an unknown name is an error, never a guess.
//! - `effects`: continuous effects with explicit timestamps, each stated as what a real card
//!   does ([`CaseEffect`]); `source` names the object (usually a card) producing it.
//! - `queries`: questions over the snapshot with expected answers ([`Expectation`]): the
//!   question's fields ([`Question`], tagged by `query`) beside `expect`, the bare answer of
//!   the form the kind fixes ([`AnswerKind`]), an optional [`Provenance`] (default:
//!   hand-written) and `note`.
//!
//! # Errors
//! A file that doesn't parse or validate is reported with its path, the JSON path of the
//! problem and what was expected (the harness's `load` module). Inside a query or an effect (objects
//! discriminated by their `query`/`effect` field) the JSON path stops at the query or effect;
//! the message then names the expectation and the line and column.

//!
//! # Modules
//! - [`scenario`] — objects and effects ([`Scenario`]); which of their fields (and a
//!   [`Question`]'s) hold object ids, read or rewritten, is listed once in `object_ids`;
//! - [`question`] — [`Question`] and [`QuestionKind`];
//! - [`answer`] — [`Answer`], its payload form, and [`AnswerKind`];
//! - [`expectation`] — [`Expectation`] and [`Provenance`];
//! - [`case`] — [`CaseFile`] and [`Case`];
//! - [`capability`] — [`Capability`];
//! - [`protocol`] — the wire messages.

#![deny(missing_docs)]

mod abilities;
pub mod answer;
pub mod answer_forms;
mod any_value;
pub mod capability;
pub mod case;
pub mod expectation;
mod flat;
mod map_key;
mod named;
mod object_ids;
pub mod protocol;
mod protocol_decode;
pub mod question;
pub mod scenario;
mod tagged;
#[cfg(test)]
mod test_support;

pub use answer::{Answer, AnswerKind, ChoiceAnswer, NameSetAnswer};
pub use capability::Capability;
pub use case::{Case, CaseFile, Origin, RawCase, FORMAT};
pub use expectation::{Expectation, Provenance};
pub use protocol::{
    AnsweredBy, CaseRequest, EngineInfo, Hello, Reply, Request, Response, Unsupported,
    PROTOCOL_VERSION,
};
pub use question::{Constraint, Question, QuestionKind};
pub use scenario::{
    AbilityRef, AbilityRefs, CaseEffect, CaseObject, CastAs, Door, EffectKind, MergedCard, Printed,
    Role, Scenario, TokenSpec, Zone,
};
