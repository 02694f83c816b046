//! Truename protocol v1: how the conformance suite talks to an engine in another process.
//!
//! This module's documentation is the protocol's specification. [`messages`] holds the message
//! types (and their JSON Schemas: `truename schema protocol`), [`client`] the suite's side
//! ([`client::ProcessEngine`]), and [`server`] a reference engine side, which the
//! `truename-server` binary runs over the reference model. `docs/adapter-guide.md` walks
//! through writing an adapter; `adapters/example-python/` is a complete one.
//!
//! # Transport
//!
//! The engine (its *adapter*) is a subprocess started from a command line (program and
//! arguments, no shell). It reads requests on **stdin** and writes messages on **stdout**:
//! one JSON object per line, UTF-8, each line ended by `\n` (a `\r` before it is tolerated,
//! blank lines are ignored, a line may not exceed 16 MiB). The engine must **flush stdout
//! after every message**: the client waits for each response, and a buffered one counts as
//! a hang. **Stderr** is free-form logging: the client drains it continuously, passes it
//! through to its own stderr (prefixed with the program's name) and quotes its last lines
//! when the engine crashes. Nothing else may be written to stdout.
//!
//! # Handshake
//!
//! As soon as it starts, before reading anything, the engine writes:
//!
//! ```json
//! {"type":"hello","protocol":1,"engine":{"name":"my-engine","version":"0.3.1","capabilities":["object:card","query:names"]}}
//! ```
//!
//! - `protocol` is the protocol version, `1`. The client refuses any other version (before
//!   parsing the rest of the message) with [`EngineFailure::Protocol`](crate::engine::EngineFailure::Protocol),
//!   and the run stops with that message.
//! - `capabilities` lists what the engine supports, by the names of
//!   [`Capability`](truename_cases::Capability). An unknown name is refused (a typo
//!   would silently skip cases). Declare a capability only if the engine handles it fully:
//!   cases needing a capability the engine lacks are reported as skipped, never sent.
//!
//! The hello must arrive within the handshake timeout (at least 10 s by default).
//!
//! # Requests and responses
//!
//! For each case the client writes a `case` request with a fresh integer `id`:
//!
//! ```json
//! {"type":"case","id":1,"case":{"id":"201.2a/face-down-pair","rules":["201.2a"],"objects":[{"id":"a","card":"Exalted Angel","zone":"battlefield","face_down":true},{"id":"b","card":"Grizzly Bears","zone":"battlefield"}],"effects":[],"queries":[{"query":"same_name","a":"a","b":"b"},{"query":"names","object":"a"}]}}
//! ```
//!
//! `case` is a [`messages::CaseRequest`]: the case of the case format
//! ([`truename_cases`], whose docs define `objects` and `effects`) with everything that gives the
//! answer away or is meant for people **stripped**: no `description`, `uncertain`, `origin`,
//! and no `expect`, `provenance` or `note` in the queries. Engines can't peek; the client
//! compares. Card names are exact English Oracle names (the suite resolves spellings before
//! sending).
//!
//! The engine answers with one response per request, **in request order**:
//!
//! ```json
//! {"id":1,"replies":[{"answer":{"bool":false}},{"answer":{"names":{"names":[]}}}]}
//! ```
//!
//! `replies` has exactly one [`Reply`](crate::engine::Reply) per query, in order:
//!
//! - `{"answer": A}`: the engine's answer, where `A` is the
//!   [`Answer`](truename_cases::Answer) form of the query's kind:
//!
//!   | query | answer |
//!   |---|---|
//!   | `names` | `{"names":{"names":["Fire","Ice"]}}`, plus `"all_nonlegendary_creature_names":true` for Spy Kit's symbolic names (CR 612.7); `{"names":{"names":[]}}` for no name |
//!   | `same_name`, `different_names`, `different_name_from`, `n_or_more_different_names`, `is_named`, `castable` | `{"bool":true}` |
//!   | `choose_card_name` | `{"choice":{"valid":true,"chosen":["..."]}}` |
//!   | `reference_target` | `{"objects":["a","b"]}` |
//!   | `text`, `color_identity` | `{"lines":["..."]}` |
//!   | `type_line`, `token_name` | `{"text":"..."}` |
//!   | `deck_copies` | `{"count":4}` |
//!
//!   Sets (names, chosen names, object ids) may come in any order; the client sorts them.
//! - `{"skip": "reason"}`: the engine can't express this query. Only acceptable when the
//!   engine lacks a capability the case requires; otherwise it fails the case.
//! - `{"error": "message"}`: the engine failed on this query (the case fails, the run goes
//!   on). An engine that can't parse a request should answer every element of the request's
//!   `queries` array with an `error` rather than fall silent.
//!
//! **Every answer must come from the engine's own state**: the adapter builds the snapshot in
//! the engine and asks the engine. An adapter that computes answers itself tests nothing.
//!
//! The client may write many requests before reading any response (it pipelines batches of
//! cases), so the engine must keep reading while it answers: answering each request as it is
//! read, and flushing, is enough. Request types other than `case` and `shutdown` must be
//! ignored (future versions may add some).
//!
//! # Shutdown
//!
//! When done the client writes `{"type":"shutdown"}` and closes the engine's stdin. The engine
//! should exit promptly with status 0, also on end of input alone. After half a second it is
//! killed.
//!
//! # Failures and restarts
//!
//! A failure of the engine as a whole is charged to exactly one case, the **oldest unanswered
//! request** (responses come in order, so it is the case the engine was answering):
//!
//! | what happened | reported as |
//! |---|---|
//! | stdout closed (exit, crash) | `Crashed`, with the exit status and the last stderr lines |
//! | no response within the timeout | `TimedOut` |
//! | a line that isn't a response (not JSON, not UTF-8, wrong shape, unknown fields, too long) | `Garbage` |
//! | a response with another id, or another number of replies than queries | `Protocol` |
//!
//! The timeout counts per response, from when the previous response arrived (or the batch
//! was sent). After any failure the client **kills** the subprocess and, before the next case,
//! **restarts** it (a new handshake, which must declare the same capabilities), then re-sends
//! every request of the batch that wasn't answered yet. The case the failure was charged to is
//! **not retried**: it is reported with that failure, and the run goes on. So an engine that
//! crashes on one case loses only that case. If the restart itself fails, the rest of the
//! batch is reported as `Crashed` ("not run: the engine could not be restarted: ..."), and
//! the next batch tries again. If the very first start fails,
//! [`ProcessEngine::spawn`](client::ProcessEngine::spawn) returns the failure: there is no
//! engine to run.
//!
//! Between batches no output is expected: if the engine wrote a line while no request was
//! outstanding (a second response, say) or exited, it is killed and restarted before the next
//! batch, so its stale output is never charged to an innocent case.
//!
//! The client never panics on anything the engine writes.
//!
//! # Versioning
//!
//! This is version 1. A change that an existing engine or client could misread gets a new
//! version number; clients refuse versions they don't speak.

pub mod client;
/// The message types (defined in `truename-cases`, with their JSON Schemas).
pub use truename_cases::protocol as messages;
pub mod server;
