//! Truename protocol v1: how the conformance suite talks to an engine in another process.
//!
//! This module's documentation is the protocol's specification. [`messages`] holds the message
//! types (and their JSON Schemas: `truename schema protocol`), [`client`] the suite's side
//! ([`client::ProcessEngine`]), and [`server`] a reference engine side, which the
//! `truename-server` binary runs over the reference model. `docs/adapter-guide.md` walks
//! through writing an adapter; `conformance/adapters/example-python/` is a complete one.
//!
//! # Transport
//!
//! The engine (its *adapter*) is a subprocess started from a command line (program and
//! arguments, no shell). It reads requests on **stdin** and writes messages on **stdout**:
//! one JSON object per line, UTF-8, each line ended by `\n` (whitespace around a message,
//! such as a `\r` before the `\n`, is tolerated; blank lines are ignored). The engine must
//! **flush stdout after every message**: the client waits for each response, and a buffered
//! one counts as a hang. **Stderr** is free-form logging: the client drains it continuously,
//! passes it through to its own stderr (prefixed with the program's name) and quotes its last
//! lines in failure reports. Nothing else may be written to stdout.
//!
//! On Unix the engine runs in a **process group of its own**, and whenever the client ends
//! the engine (after a failure, or at shutdown) it kills the whole group (`SIGKILL`): a
//! wrapper script, and whatever the engine started, goes with it. A process that moves itself
//! to another group or session (`setsid`) escapes this; don't.
//!
//! ## Limits
//!
//! Nothing an engine writes makes the client's memory or time grow without bound:
//!
//! | what | limit | past it |
//! |---|---|---|
//! | one line | 16 MiB ([`client::MAX_LINE`]), its `\n` not counted; no more than that is ever kept of it | `Garbage` |
//! | blank lines while the client waits for one message (the hello or a response) | 1,000 lines ([`client::MAX_BLANK_LINES`]) and 1 MiB ([`client::MAX_BLANK_BYTES`]) | `Garbage` |
//! | the wait for one response | the time limit, [`client::Options::timeout`] (`truename run --timeout-ms`, default 10 s, never 0); blank lines don't extend it | `TimedOut` |
//! | the wait for the hello | [`client::Options::handshake_timeout`]: the time limit, and at least 10 s | `TimedOut` (the start fails) |
//! | output read ahead of the client | 4 lines | the reader waits |
//! | stderr passed through | 1 MiB over the engine's whole life, all restarts together ([`client::Options::stderr_limit`]); then one line says the rest is not shown, and at shutdown a note counts what was dropped | dropped (still drained) |
//! | stderr quoted in a failure | the last 12 lines ([`client::STDERR_TAIL`]), each cut to 160 characters | |
//!
//! A time limit of zero is refused: [`client::Options::try_new`] returns an error, and
//! [`ProcessEngine::spawn`](client::ProcessEngine::spawn) fails before starting anything.
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
//!   parsing the rest of the message) with [`EngineFailure::Protocol`](crate::driven::EngineFailure::Protocol),
//!   and the run stops with that message.
//! - `capabilities` lists what the engine supports, by the names of
//!   [`Capability`](truename_cases::Capability). An unknown name is refused (a typo
//!   would silently skip cases). Declare a capability only if the engine handles it fully:
//!   cases needing a capability the engine lacks are reported as skipped, never sent.
//!
//! The hello must arrive within the handshake timeout (at least 10 s by default); blank lines
//! before it don't extend it.
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
//!   | `same_name`, `different_names`, `different_name_from`, `n_or_more_different_names`, `is_named`, `castable`, `is_token` | `{"bool":true}` |
//!   | `choose_card_name` | `{"choice":{"valid":true,"chosen":["..."]}}` |
//!   | `reference_target` | `{"objects":["a","b"]}` |
//!   | `text`, `color_identity`, `colors` | `{"lines":["..."]}` |
//!   | `type_line`, `token_name` | `{"text":"..."}` |
//!   | `deck_copies` | `{"count":4}` |
//!
//!   Sets (names, chosen names, object ids) may come in any order; the client sorts them.
//! - `{"answer": A, "answered_by": "adapter"}`: an answer the **adapter** decided, not the
//!   engine: it computed it, looked it up in its own tables, or echoed data it supplied to the
//!   engine itself (a token name from its own token script, rules text it wrote). `answered_by`
//!   is `"engine"` (the default, when absent) or `"adapter"`, and is allowed only beside
//!   `answer`; anywhere else, or with any other value, the response is a `Protocol` violation.
//!   A right answer marked `adapter` is **unverified** (neither a pass nor a failure); a wrong
//!   one is an **adapter error**, listed apart from the engine's failures (it still fails the
//!   run: the adapter is wrong). In process the same is
//!   [`Reply::AdapterAnswer`](crate::engine::Reply::AdapterAnswer).
//! - `{"skip": "reason"}`: an error with a reason: the engine can't express this query
//!   although it declares every capability it needs (a query needing one it lacks is never
//!   sent). It means that in every route: `truename run` and the `cargo test` trials fail the
//!   query, exactly as an `error`; `hunt` and the differential fuzz oracle, which look for wrong
//!   answers, list it as an engine limitation, exactly as an `error`. The reasoned skip, neither
//!   a pass nor a failure, is `unsupported`.
//! - `{"error": "message"}`: the engine failed on this query (the case fails, the run goes
//!   on). An engine that can't parse a request should answer every element of the request's
//!   `queries` array with an `error` rather than fall silent.
//! - `{"unsupported": {"card": "Spy Kit"}}` (or `{"object": "t1"}`, `{"effect": "word_swap"}`):
//!   the engine doesn't implement something this case uses (a card it doesn't know, a kind of
//!   token, a kind of effect), even though it declares every capability the query needs. A
//!   reasoned skip: listed apart, under what was named ("cards your engine doesn't know"),
//!   neither a pass nor a failure. It must name a card of the case (of its scenario or of the
//!   query, such as a deck's), an object id of the scenario, or the `effect` tag of one of its
//!   effects; one that names anything else fails the query as a protocol violation. A run in
//!   which an engine answered nothing but `unsupported` checked nothing: exit status 2.
//!
//! **Every answer must come from the engine's own state**: the adapter builds the snapshot in
//! the engine and asks the engine. An adapter that computes answers itself tests nothing: where
//! it must, it marks them `"answered_by": "adapter"`.
//!
//! The client may write many requests before reading any response (it pipelines batches of
//! cases), so the engine must keep reading while it answers: answering each request as it is
//! read, and flushing, is enough. Request types other than `case` and `shutdown` must be
//! ignored (future versions may add some).
//!
//! # Shutdown
//!
//! When done the client writes `{"type":"shutdown"}` and closes the engine's stdin. The engine
//! should exit promptly with status 0, also on end of input alone. After half a second, or as
//! soon as the process the client started has exited, whatever is left of the engine's
//! process group is killed.
//!
//! # Failures and restarts
//!
//! A failure of the engine as a whole is charged to exactly one case: the **oldest unanswered
//! request** (responses come in order, so it is the case the engine was answering), except
//! where the table says otherwise. Every failure is an
//! [`EngineFailure`](crate::driven::EngineFailure), never a wrong answer:
//!
//! | what happened | reported as | charged to |
//! |---|---|---|
//! | stdout closed (exit, crash), also while the process the client started, a shell say, still runs | `Crashed`, with the exit status (or "still running (killed)") and the last stderr lines | the oldest unanswered request |
//! | the process the client started exited, though a process it started keeps stdout open (noticed within about 0.35 s) | `Crashed`, as above | the oldest unanswered request |
//! | no response within the time limit | `TimedOut` (no room for stderr: it was passed through) | the oldest unanswered request |
//! | a line that isn't a response (not JSON, not UTF-8, wrong shape, unknown fields), a line over 16 MiB, too many blank lines | `Garbage`, with the last stderr lines | the oldest unanswered request |
//! | a response with an id other than the awaited one (out of order, never sent), or another number of replies than queries | `Protocol`, with the last stderr lines | the oldest unanswered request |
//! | a second response to a request this engine process already answered in this batch, mid-batch or right after the batch's last response | `Protocol` ("answered request N twice"), with the last stderr lines | **the case it answered** (its first answer is dropped); the awaited case is not blamed but re-sent |
//! | anything else written after the batch's last response and already on its way when that response is read (a line, a line it doesn't finish within the time limit, more than 1,000 blank lines) | `Protocol` ("after its response to request N, the last of its batch, it wrote ...") | the batch's last case |
//!
//! The time limit counts per response, from when the client starts waiting for it (when the
//! previous response arrived, or the batch was sent), whatever the engine writes meanwhile.
//! A crash that leaves the process the client started running with stdout open (a shell
//! script that goes on after its engine died) can't be told from a hang: it is `TimedOut`.
//! Wrapper scripts should `exec` the engine.
//!
//! After any failure the client **kills** the engine's process group and, before the next
//! case, **restarts** it (a new handshake, which must declare the same capabilities), then
//! re-sends every request of the batch that wasn't answered yet. The case the failure was
//! charged to is **not retried**: it is reported with that failure, and the run goes on. So
//! an engine that crashes on one case loses only that case. A restart that fails (no hello in
//! time, an exit before it, other capabilities) is tried again at once.
//!
//! An engine that keeps failing is **given up on**, so that a broken engine costs a bounded
//! time rather than cases × time limit. The limits are [`client::Options`] fields:
//!
//! | limit | default | given up on when |
//! |---|---|---|
//! | [`max_failed_restarts`](client::Options::max_failed_restarts) | 3 | that many restarts in a row failed |
//! | [`max_restarts`](client::Options::max_restarts) | 100 | another restart would be needed after that many in all |
//! | [`max_failures_in_a_row`](client::Options::max_failures_in_a_row) | 10 | that many cases in a row failed as a whole, no case answered between them |
//!
//! From then on every remaining case, of this batch and of every later one, is reported at
//! once, without starting anything, as `Crashed` with "not run: the engine was given up on:"
//! and the reason (with the last failure);
//! [`ProcessEngine::given_up`](client::ProcessEngine::given_up) says why. If the very first
//! start fails, [`ProcessEngine::spawn`](client::ProcessEngine::spawn) returns the failure:
//! there is no engine to run.
//!
//! # Several processes of one engine
//!
//! [`client::ProcessPool`] (`truename run --cmd ... --jobs N`) starts N processes of the same
//! command, each a [`client::ProcessEngine`] with everything above applying to it alone: its
//! time limits, failures charged to its oldest unanswered request, its restarts and the limits
//! on them, its process group, its stderr tail. Each batch is shared among them (large shares
//! first, single cases at the end) and the results are put back in the batch's order, so a
//! report differs from a one-process run only in its timings. They share one stderr
//! passthrough, and with it the 1 MiB limit. A process given up on takes no more cases; those
//! of its share it didn't run go to the others. Only when every process is given up on are the
//! remaining cases reported as not run, with the reason of the first one given up on. An
//! engine run this way must tolerate several of its processes running at once.
//!
//! Between batches no output is expected: if the engine wrote a line while no request was
//! outstanding (a late second response, say) or exited, it is killed and restarted before the
//! next batch, so its stale output is never charged to an innocent case. The results of the
//! earlier batch have been returned by then, so no case is charged: it is an *incident*, noted
//! on stderr and listed by [`ProcessEngine::incidents`](client::ProcessEngine::incidents)
//! (so is a repeated response to a request of an earlier batch, wherever it arrives; when
//! it arrives instead of a response, the awaited case is re-sent to a restarted engine).
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
mod request;
mod response;
pub mod server;
