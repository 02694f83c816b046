//! Coverage-guided fuzzing, fuzzer-independent: generators and oracles here know nothing about
//! libFuzzer. The `fuzz/` crate (cargo-fuzz, OSS-Fuzz, ClusterFuzzLite) is a few lines of glue
//! per target around the functions of this module, and `cargo test` runs the same functions
//! on fixed pseudo-random inputs (`tests/fuzz_oracles.rs`) and replays every saved crash
//! (`tests/fuzz_regressions.rs`).
//!
//! - [`UnstructuredSource`]: a [`Source`] over `arbitrary`'s [`Unstructured`] (the fuzzer's
//!   bytes become the generator's choices; it never fails when the bytes run out: further
//!   choices come from a generator seeded with the input's hash).
//! - [`FuzzCase`]: a generated case as an [`Arbitrary`] value ([`generate_filled`] over an
//!   [`UnstructuredSource`]: its expectations are the reference model's, answered from the
//!   evaluation the generator made). `FuzzCase::arbitrary_take_rest(Unstructured::new(bytes))`
//!   is exactly what `fuzz_target!(|c: FuzzCase| ...)` decodes, so a crash file converts back
//!   to the same case ([`decode_case`]).
//! - Oracles. Each returns `Err` with a message only for a bug (never for an input that is
//!   merely invalid) and never panics on its own: a panic is a panic of the code under test.
//!   - [`invariants_hold`]: the reference model satisfies every invariant of
//!     [`crate::invariants`] on a generated case.
//!   - [`differential`]: an engine agrees with the reference model on a generated case. The
//!     fuzz target's engine comes from `TRUENAME_FUZZ_ENGINE` ([`FuzzEngine`]): by default
//!     the model in process (cheap: it checks the generator, the oracle and the model's
//!     determinism); `model-codec` puts the model *behind the out-of-process codec*
//!     ([`CodecEngine`]), which must never differ; `mutant:<name>` shows the target finding a
//!     deliberate bug.
//!   - [`parse_case_file`]: the case-file parser and validator on arbitrary bytes: errors,
//!     never panics; a file that loads round-trips; the model answers what loads.
//!   - [`decode_protocol`]: protocol lines decoded as the client and the reference server
//!     decode them: never panics, decoded messages round-trip, the server's output decodes.
//!
//! Inputs larger than [`MAX_INPUT`] are skipped up front so time and memory stay bounded.

pub mod convert;
pub mod seeds;

use crate::generate::{fill_expectations, generate_filled, pools::Pools, Source};
use crate::invariants;
use arbitrary::{Arbitrary, Unstructured};
use std::path::Path;
use std::sync::{Mutex, OnceLock};
use truename_cases::protocol::{encode_line, CaseRequest, Hello, Request, Response};
use truename_cases::{Case, CaseFile, Question, Scenario, FORMAT};
use truename_harness::engine::{Engine, EngineFailure, EngineInfo, Replies, Reply};
use truename_harness::engines::model::ModelEngine;
use truename_harness::load;
use truename_harness::protocol::client;
use truename_harness::protocol::server::serve;
use truename_harness::spec::EngineSpec;
use truename_model::Model;

/// The largest input an oracle looks at (1 MiB); larger inputs are skipped as uninteresting.
pub const MAX_INPUT: usize = 1 << 20;

/// The environment variable choosing the differential target's engine ([`FuzzEngine`]).
pub const ENGINE_ENV: &str = "TRUENAME_FUZZ_ENGINE";

/// The id every decoded [`FuzzCase`] gets.
pub const FUZZ_CASE_ID: &str = "fuzz/input";

// ---------------------------------------------------------------------------------------------
// Shared state

struct Shared {
    reference: ModelEngine,
    pools: Pools,
}

fn shared() -> &'static Shared {
    static SHARED: OnceLock<Shared> = OnceLock::new();
    SHARED.get_or_init(|| {
        let reference = ModelEngine::reference();
        let pools = Pools::new(reference.model());
        Shared { reference, pools }
    })
}

/// The reference model engine over the embedded Oracle (loaded once per process).
pub fn reference() -> &'static ModelEngine {
    &shared().reference
}

/// The reference model (loaded once per process).
pub fn model() -> &'static Model {
    shared().reference.model()
}

/// The generator's card pools (built once per process).
pub fn pools() -> &'static Pools {
    &shared().pools
}

/// Loads the model, the pools and the [`FuzzEngine`] named by `TRUENAME_FUZZ_ENGINE`, so the
/// first input isn't charged for them. Fuzz targets call it from their `init` block.
///
/// # Panics
/// If `TRUENAME_FUZZ_ENGINE` names no engine: a configuration error, reported before any
/// input is run.
pub fn init() {
    let _ = shared();
    if let Err(e) = FuzzEngine::from_env() {
        panic!("{e}");
    }
}

/// A shared in-process model engine as an [`Engine`] (the model keeps no state between
/// cases, so one loaded model serves every call).
pub struct ModelRef<'a>(pub &'a ModelEngine);

impl Engine for ModelRef<'_> {
    fn info(&self) -> &EngineInfo {
        self.0.info()
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        Ok(self.0.replies(scenario, questions))
    }
}

// ---------------------------------------------------------------------------------------------
// Bytes as generator choices

/// A [`Source`] drawing from the fuzzer's bytes. When the bytes run out, further choices come
/// from a pseudo-random generator seeded with a hash of the whole input, so a short input
/// still decodes to a full board (and the generator's retries get new choices instead of the
/// same failing ones), deterministically: the same bytes always give the same case.
pub struct UnstructuredSource<'a, 'b> {
    bytes: &'b mut Unstructured<'a>,
    seed: u64,
    tail: Option<fastrand::Rng>,
}

impl<'a, 'b> UnstructuredSource<'a, 'b> {
    /// A source over the bytes `u` has left.
    pub fn new(u: &'b mut Unstructured<'a>) -> Self {
        let seed = u
            .peek_bytes(u.len())
            .map_or(0, crate::regression_file::fnv64);
        UnstructuredSource {
            bytes: u,
            seed,
            tail: None,
        }
    }
}

impl Source for UnstructuredSource<'_, '_> {
    fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        if let Some(rng) = &mut self.tail {
            return rng.usize(0..n);
        }
        if self.bytes.is_empty() {
            let rng = self.tail.insert(fastrand::Rng::with_seed(self.seed));
            return rng.usize(0..n);
        }
        self.bytes.int_in_range(0..=n - 1).unwrap_or(0)
    }
}

/// A generated case, decoded from fuzzer bytes by [`generate_filled`] with the
/// [`reference()`] model: its expectations are the model's (as [`fill_expectations`] gives
/// them), so [`differential_decoded`] needn't evaluate the board again.
#[derive(Clone, Debug, PartialEq)]
pub struct FuzzCase(pub Case);

impl<'a> Arbitrary<'a> for FuzzCase {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let mut src = UnstructuredSource::new(u);
        Ok(FuzzCase(generate_filled(
            &mut src,
            reference(),
            pools(),
            FUZZ_CASE_ID,
        )))
    }

    /// What `fuzz_target!(|c: FuzzCase| ...)` calls: the same decoding as
    /// [`FuzzCase::arbitrary`] (the generator takes the bytes it needs and ignores the rest).
    fn arbitrary_take_rest(mut u: Unstructured<'a>) -> arbitrary::Result<Self> {
        Self::arbitrary(&mut u)
    }

    fn size_hint(_depth: usize) -> (usize, Option<usize>) {
        (0, None)
    }
}

/// The case the board fuzz targets run on these bytes (decoded exactly as libFuzzer's
/// `fuzz_target!(|c: FuzzCase| ...)` does).
pub fn decode_case(bytes: &[u8]) -> Case {
    match FuzzCase::arbitrary_take_rest(Unstructured::new(bytes)) {
        Ok(FuzzCase(c)) => c,
        // Unreachable: the generator never fails. Keep a valid case anyway.
        Err(_) => generate_filled(
            &mut UnstructuredSource::new(&mut Unstructured::new(&[])),
            reference(),
            pools(),
            FUZZ_CASE_ID,
        ),
    }
}

/// The case [`decode_case`] decodes from these bytes, before the reference model fills its
/// expectations: for a tool that must tell a panic of the generator from one of the model
/// answering (`truename-fuzz-convert` keeps the first as raw bytes and shrinks the second).
pub fn decode_generated(bytes: &[u8]) -> Case {
    let mut u = Unstructured::new(bytes);
    crate::generate::generate(
        &mut UnstructuredSource::new(&mut u),
        model(),
        pools(),
        FUZZ_CASE_ID,
    )
}

// ---------------------------------------------------------------------------------------------
// Targets

/// A fuzz target: its name (the file in `fuzz/fuzz_targets/`) and its oracle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// `invariants`: [`invariants_hold`] on a [`FuzzCase`].
    Invariants,
    /// `differential`: [`differential_decoded`] on a [`FuzzCase`].
    Differential,
    /// `case_parser`: [`parse_case_file`] on the raw bytes.
    CaseParser,
    /// `protocol_decoder`: [`decode_protocol`] on the raw bytes.
    ProtocolDecoder,
}

impl Target {
    /// Every target.
    pub const ALL: [Target; 4] = [
        Target::Invariants,
        Target::Differential,
        Target::CaseParser,
        Target::ProtocolDecoder,
    ];

    /// The target's name.
    pub fn name(self) -> &'static str {
        match self {
            Target::Invariants => "invariants",
            Target::Differential => "differential",
            Target::CaseParser => "case_parser",
            Target::ProtocolDecoder => "protocol_decoder",
        }
    }

    /// The target of this name.
    pub fn parse(s: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.name() == s)
    }

    /// Whether the target decodes its bytes into a generated board ([`FuzzCase`]).
    pub fn is_board(self) -> bool {
        matches!(self, Target::Invariants | Target::Differential)
    }

    /// Runs the target's oracle on raw fuzzer bytes, exactly as the fuzz target does.
    pub fn run(self, bytes: &[u8]) -> Result<(), String> {
        match self {
            Target::Invariants => invariants_hold(&decode_case(bytes)),
            Target::Differential => differential_decoded(&FuzzCase(decode_case(bytes))),
            Target::CaseParser => parse_case_file(bytes),
            Target::ProtocolDecoder => decode_protocol(bytes),
        }
    }
}

fn compact(case: &Case) -> String {
    serde_json::to_string(case).unwrap_or_default()
}

// ---------------------------------------------------------------------------------------------
// Oracle: invariants

/// The reference model must satisfy every invariant of [`crate::invariants`] on `case`
/// (expectations are filled by the model first; a case whose queries the model can't answer
/// is skipped). A violated invariant is a model bug.
pub fn invariants_hold(case: &Case) -> Result<(), String> {
    let reference = reference();
    let mut c = case.clone();
    fill_expectations(&mut c, reference);
    if c.queries.is_empty() {
        return Ok(());
    }
    let violated = invariants::check_all(&c, &mut ModelRef(reference), &model().oracle);
    if violated.is_empty() {
        return Ok(());
    }
    let list: Vec<String> = violated
        .iter()
        .map(|(name, m)| format!("  {name}: {m}"))
        .collect();
    Err(format!(
        "the reference model violates {} invariant(s):\n{}\ncase: {}",
        violated.len(),
        list.join("\n"),
        compact(&c)
    ))
}

// ---------------------------------------------------------------------------------------------
// Oracle: differential

/// `engine` must agree with the reference model on every query of `case` that the model
/// answers (expectations are filled by the model first). An answer that differs, a failure of
/// the engine as a whole is reported; an error, skip or "unsupported" reply to one question is
/// an engine limitation (as in `hunt`; a skip is an error reply with a reason), not reported.
pub fn differential(case: &Case, engine: &mut dyn Engine) -> Result<(), String> {
    let mut c = case.clone();
    fill_expectations(&mut c, reference());
    differential_filled(&c, engine)
}

/// [`differential`] on a case whose expectations the reference model has already filled (a
/// [`FuzzCase`]): one evaluation of the board fewer per input.
pub fn differential_filled(c: &Case, engine: &mut dyn Engine) -> Result<(), String> {
    if c.queries.is_empty() {
        return Ok(());
    }
    let name = engine.info().name.clone();
    let replies = engine.run(&c.scenario, &c.questions()).map_err(|f| {
        format!(
            "engine {name} failed on the case: {f}\ncase: {}",
            compact(c)
        )
    })?;
    if replies.len() != c.queries.len() {
        return Err(format!(
            "engine {name} gave {} replies for {} queries\ncase: {}",
            replies.len(),
            c.queries.len(),
            compact(c)
        ));
    }
    let mut diffs = Vec::new();
    for (i, (q, r)) in c.queries.iter().zip(replies).enumerate() {
        let expected = q.answer.normalized();
        match r {
            Reply::Answer(a) if a.normalized() == expected => {}
            Reply::Answer(a) => diffs.push(format!(
                "  query #{i} ({}): model {}, engine {}",
                q.question.kind(),
                serde_json::to_string(&expected).unwrap_or_default(),
                serde_json::to_string(&a).unwrap_or_default()
            )),
            // An error reply (the engine couldn't build the board or reach the question), and
            // a skip, which is an error reply with a reason (`Reply::Skip`), are engine
            // limitations, as in `hunt`: listed by `truename run`, not a divergence for the
            // fuzzer to report as a crash again and again. An adapter's own answer is no
            // evidence about the engine either way.
            Reply::Skip(_) | Reply::Unsupported(_) | Reply::Error(_) | Reply::AdapterAnswer(_) => {}
        }
    }
    if diffs.is_empty() {
        return Ok(());
    }
    Err(format!(
        "engine {name} diverges from the reference model:\n{}\ncase: {}",
        diffs.join("\n"),
        compact(c)
    ))
}

/// The engine the differential fuzz target runs, from `TRUENAME_FUZZ_ENGINE`.
pub enum FuzzEngine {
    /// `model-codec`: the reference model behind the protocol codec ([`CodecEngine`]); it
    /// must never differ from the model (what fuzzes the codec). One codec engine serves every
    /// input, so its hello is decoded once, as a client decodes it once per session.
    ModelCodec(Mutex<CodecEngine<ModelRef<'static>>>),
    /// `model` (the default): the reference model in process (never differs; the cheap
    /// default, and the baseline for exec/s).
    Model,
    /// `mutant:<name>` (any single in-process engine [`EngineSpec`] names): a built-in mutant
    /// in process (`truename mutants` lists them); the target should find it.
    Mutant(Box<ModelEngine>),
}

impl FuzzEngine {
    /// The syntax of `TRUENAME_FUZZ_ENGINE`.
    pub const SYNTAX: &'static str = "model (default), model-codec, or mutant:<name>";

    /// Parses an engine name.
    pub fn parse(spec: &str) -> Result<FuzzEngine, String> {
        match spec.trim() {
            "model-codec" => Ok(FuzzEngine::ModelCodec(Mutex::new(CodecEngine::new(
                ModelRef(reference()),
            )))),
            "" | "model" => Ok(FuzzEngine::Model),
            s => {
                let spec: EngineSpec = s.parse().map_err(|e| format!("{ENGINE_ENV}: {e}"))?;
                match spec.model_engine() {
                    Some(e) => Ok(FuzzEngine::Mutant(Box::new(e))),
                    None => Err(format!(
                        "{ENGINE_ENV}: {s:?} names no single in-process engine; expected {}",
                        FuzzEngine::SYNTAX
                    )),
                }
            }
        }
    }

    /// The engine named by `TRUENAME_FUZZ_ENGINE` (read once per process).
    pub fn from_env() -> Result<&'static FuzzEngine, String> {
        static ENGINE: OnceLock<Result<FuzzEngine, String>> = OnceLock::new();
        ENGINE
            .get_or_init(|| FuzzEngine::parse(&std::env::var(ENGINE_ENV).unwrap_or_default()))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The engine's name as `TRUENAME_FUZZ_ENGINE` spells it.
    pub fn name(&self) -> String {
        match self {
            FuzzEngine::ModelCodec(_) => "model-codec".into(),
            FuzzEngine::Model => "model".into(),
            FuzzEngine::Mutant(e) => e.info().name.clone(),
        }
    }

    /// Runs `f` with this engine as an [`Engine`].
    pub fn with<R>(&self, f: impl FnOnce(&mut dyn Engine) -> R) -> R {
        match self {
            FuzzEngine::ModelCodec(c) => f(&mut *c.lock().unwrap_or_else(|p| p.into_inner())),
            FuzzEngine::Model => f(&mut ModelRef(reference())),
            FuzzEngine::Mutant(e) => f(&mut ModelRef(e)),
        }
    }
}

/// [`differential`] against the engine named by `TRUENAME_FUZZ_ENGINE`, on any case (the
/// candidates of a shrink, say; a decoded input goes to [`differential_decoded`]).
pub fn differential_env(case: &Case) -> Result<(), String> {
    FuzzEngine::from_env()?.with(|e| differential(case, e))
}

/// [`differential_filled`] on a decoded [`FuzzCase`] against the engine named by
/// `TRUENAME_FUZZ_ENGINE`: what the `differential` fuzz target runs.
pub fn differential_decoded(case: &FuzzCase) -> Result<(), String> {
    FuzzEngine::from_env()?.with(|e| differential_filled(&case.0, e))
}

/// An engine behind the out-of-process codec, without a process: each case is encoded as a
/// protocol request line ([`encode_line`]), served by the reference server's own code
/// ([`serve`]) over the inner engine, and its output (hello and response lines) decoded as
/// the client ([`client`]) decodes them. The case the inner engine receives
/// must be the case sent, and the replies decoded must be the replies it gave: any change in
/// transit is reported as a failure.
pub struct CodecEngine<E> {
    inner: E,
    next_id: u64,
    /// The last hello line that decoded to the inner engine's info: the same line again
    /// needs no second decoding.
    hello_seen: Option<String>,
}

impl<E: Engine> CodecEngine<E> {
    /// `inner` behind the codec.
    pub fn new(inner: E) -> CodecEngine<E> {
        CodecEngine {
            inner,
            next_id: 1,
            hello_seen: None,
        }
    }

    /// The inner engine.
    pub fn into_inner(self) -> E {
        self.inner
    }
}

type Seen = Option<(CaseRequest, Result<Vec<Reply>, EngineFailure>)>;

/// Records what the server handed the engine and what it answered.
struct Recorder<'a> {
    inner: &'a mut dyn Engine,
    seen: Seen,
}

impl Engine for Recorder<'_> {
    fn info(&self) -> &EngineInfo {
        self.inner.info()
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        let r = self.inner.run(scenario, questions);
        self.seen = Some((CaseRequest::new(scenario, questions), r.clone()));
        r
    }
}

impl<E: Engine> Engine for CodecEngine<E> {
    fn info(&self) -> &EngineInfo {
        self.inner.info()
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        let id = self.next_id;
        self.next_id += 1;
        let sent = CaseRequest::new(scenario, questions);
        let line = encode_line(&Request::Case {
            id,
            case: sent.clone(),
        });
        let mut out = Vec::new();
        let mut rec = Recorder {
            inner: &mut self.inner,
            seen: None,
        };
        serve(&mut rec, &line[..], &mut out).map_err(|e| {
            EngineFailure::Protocol(format!("the reference server refused the request: {e}"))
        })?;
        let Some((got, produced)) = rec.seen else {
            return Err(EngineFailure::Protocol(
                "the reference server never handed the case to the engine".into(),
            ));
        };
        if got != sent {
            return Err(EngineFailure::Protocol(format!(
                "the case changed in transit: sent {}, the engine received {}",
                serde_json::to_string(&sent).unwrap_or_default(),
                serde_json::to_string(&got).unwrap_or_default()
            )));
        }
        let text = String::from_utf8(out)
            .map_err(|e| EngineFailure::Garbage(format!("output that isn't UTF-8: {e}")))?;
        let mut lines = client_lines(&text);
        let hello_line = lines
            .next()
            .ok_or_else(|| EngineFailure::Crashed("the server wrote no hello".into()))?;
        if self.hello_seen.as_deref() != Some(hello_line) {
            let hello = client_hello(hello_line)?;
            if hello.engine != *self.inner.info() {
                return Err(EngineFailure::Protocol(format!(
                    "the hello changed in transit: {:?} became {:?}",
                    self.inner.info(),
                    hello.engine
                )));
            }
            self.hello_seen = Some(hello_line.to_string());
        }
        let replies = client_response(
            lines.next().ok_or_else(|| {
                EngineFailure::Crashed(format!("the server wrote no response to request {id}"))
            })?,
            id,
            questions.len(),
        )?;
        if let Some(extra) = lines.next() {
            return Err(EngineFailure::Protocol(format!(
                "the server wrote a line after the response: {extra}"
            )));
        }
        if let Ok(p) = produced {
            if p != replies {
                return Err(EngineFailure::Garbage(format!(
                    "the replies changed in transit: {} became {}",
                    serde_json::to_string(&p).unwrap_or_default(),
                    serde_json::to_string(&replies).unwrap_or_default()
                )));
            }
        }
        Ok(replies)
    }
}

/// The lines a client reads from `text`: split at `\n`, a `\r` before it dropped, blank lines
/// skipped.
fn client_lines(text: &str) -> impl Iterator<Item = &str> {
    text.split('\n')
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.trim().is_empty())
}

/// Decodes a hello line exactly as the client does ([`client::decode_hello`]).
pub fn client_hello(line: &str) -> Result<Hello, EngineFailure> {
    client::decode_hello(line)
}

/// Decodes the response to request `id` exactly as the client does
/// ([`client::decode_response`]).
pub fn client_response(line: &str, id: u64, queries: usize) -> Result<Vec<Reply>, EngineFailure> {
    client::decode_response(line, id, queries)
}

// ---------------------------------------------------------------------------------------------
// Oracle: case-file parser

/// The case-file parser and validator ([`load::parse_file`]) on arbitrary bytes. Rejecting an
/// input is fine; a bug is: a panic, a rejection without an error or with an error that says
/// nothing, a file that loads but doesn't load to the same cases after
/// being written back, or (through a panic) a loaded case the model can't be asked about.
/// Inputs over [`MAX_INPUT`] and inputs that aren't UTF-8 are skipped.
pub fn parse_case_file(bytes: &[u8]) -> Result<(), String> {
    if bytes.len() > MAX_INPUT {
        return Ok(());
    }
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Ok(());
    };
    let file = Path::new("fuzz-input.json");
    let model = model();
    let cases = match load::parse_file(file, text, model) {
        Err(errors) => {
            if errors.is_empty() {
                return Err("the parser rejected the file without saying why".into());
            }
            // Every error names a JSON path (`$` for the root) and what was expected.
            if let Some(e) = errors
                .iter()
                .find(|e| e.message.trim().is_empty() || e.path.trim().is_empty())
            {
                return Err(format!("an error without a path or a message: {e:?}"));
            }
            return Ok(());
        }
        Ok(cases) => cases,
    };
    let written = CaseFile {
        format: FORMAT.into(),
        cr_revision: truename_model::CR_REVISION.into(),
        oracle_snapshot: truename_model::ORACLE_SNAPSHOT.into(),
        cases: cases.iter().map(|c| c.case.clone()).collect(),
    };
    let again_text = serde_json::to_string(&written)
        .map_err(|e| format!("a loaded file can't be written back: {e}"))?;
    match load::parse_file(file, &again_text, model) {
        Err(errors) => {
            let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
            return Err(format!(
                "a file that loaded doesn't load once written back:\n  {}\nwritten: {again_text}",
                list.join("\n  ")
            ));
        }
        Ok(again) => {
            let first: Vec<&Case> = cases.iter().map(|c| &c.case).collect();
            let second: Vec<&Case> = again.iter().map(|c| &c.case).collect();
            if first != second {
                return Err(format!(
                    "a file that loaded loads to other cases once written back\nwritten: {again_text}\nreloaded: {}",
                    serde_json::to_string(&second).unwrap_or_default()
                ));
            }
        }
    }
    // Whatever validates must be askable: the model answers or refuses, never panics.
    let reference = reference();
    for c in &cases {
        let _ = reference.explain(&c.case.scenario, &c.case.questions());
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Oracle: protocol decoder

/// What the reference server answers a request line with, decided as [`serve`] decides it.
enum ServerStep {
    /// A response to request `id` with `n` replies.
    Respond { id: u64, n: usize },
    /// Ignored (blank, or a request type other than `case`/`shutdown`).
    Ignore,
    /// The server stops (shutdown, or a line it can't go on from).
    Stop,
}

fn server_step(line: &str) -> ServerStep {
    let line = line.trim();
    if line.is_empty() {
        return ServerStep::Ignore;
    }
    let Ok(value) = serde_json::from_str::<serde_json::Value>(line) else {
        return ServerStep::Stop;
    };
    match value.get("type").and_then(|t| t.as_str()) {
        Some("case") => {}
        Some("shutdown") | None => return ServerStep::Stop,
        Some(_) => return ServerStep::Ignore,
    }
    let Some(id) = value.get("id").and_then(|i| i.as_u64()) else {
        return ServerStep::Stop;
    };
    let Some(case) = value.get("case") else {
        return ServerStep::Stop;
    };
    match case.get("queries").and_then(|q| q.as_array()) {
        Some(qs) => ServerStep::Respond { id, n: qs.len() },
        // Parses only if `queries` is an array (it is required), so this case can't be parsed
        // and the server can't say how many error replies it owes.
        None => ServerStep::Stop,
    }
}

/// The reference server's hello must decode as the client decodes it. The server writes the
/// same hello every time: a line equal to one already decoded needs no second decoding.
fn server_hello_decodes(line: &str) -> Result<(), String> {
    static DECODED: OnceLock<String> = OnceLock::new();
    if DECODED.get().is_some_and(|h| h == line) {
        return Ok(());
    }
    client_hello(line).map_err(|e| format!("the reference server's hello doesn't decode: {e}"))?;
    let _ = DECODED.set(line.to_string());
    Ok(())
}

/// A decoded message must encode and decode to itself.
fn round_trips<T>(what: &str, m: &T) -> Result<(), String>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let line = encode_line(m);
    let back: T = serde_json::from_slice(&line)
        .map_err(|e| format!("a decoded {what} doesn't decode once encoded again ({e}): {m:?}"))?;
    if back != *m {
        return Err(format!(
            "a decoded {what} changes when encoded and decoded again: {m:?} became {back:?}"
        ));
    }
    Ok(())
}

/// Protocol lines on arbitrary bytes, decoded as both peers decode them: each line as a
/// [`Hello`] (as the client checks it), a [`Response`] and a [`Request`] (as a typed engine
/// would); whatever decodes must round-trip through [`encode_line`]. Then the whole input is
/// served by the reference server ([`serve`], over the reference model): it must answer every
/// `case` request it reaches with a response the client decodes, with the request's id and
/// one reply per query, and nothing else. Inputs over [`MAX_INPUT`] are skipped.
pub fn decode_protocol(bytes: &[u8]) -> Result<(), String> {
    if bytes.len() > MAX_INPUT {
        return Ok(());
    }
    // The client's view, line by line.
    for raw in bytes.split(|b| *b == b'\n') {
        let Ok(s) = std::str::from_utf8(raw) else {
            continue;
        };
        let s = s.trim_end_matches('\r');
        if s.trim().is_empty() {
            continue;
        }
        if let Ok(h) = client_hello(s) {
            round_trips("hello", &h)?;
        }
        if let Ok(r) = serde_json::from_str::<Response>(s) {
            round_trips("response", &r)?;
        }
        if let Ok(r) = serde_json::from_str::<Request>(s) {
            round_trips("request", &r)?;
        }
    }
    // The server's view. Lines it would ignore with a note on stderr are left out (so the
    // fuzzer's output stays readable); everything after the line it stops at is irrelevant.
    let mut input = Vec::with_capacity(bytes.len());
    let mut expected = Vec::new();
    for raw in bytes.split(|b| *b == b'\n') {
        let step = server_step(&String::from_utf8_lossy(raw));
        if let ServerStep::Ignore = step {
            continue;
        }
        input.extend_from_slice(raw);
        input.push(b'\n');
        match step {
            ServerStep::Respond { id, n } => expected.push((id, n)),
            _ => break,
        }
    }
    let mut out = Vec::new();
    let served = serve(&mut ModelRef(reference()), &input[..], &mut out);
    let text = String::from_utf8(out)
        .map_err(|e| format!("the reference server wrote output that isn't UTF-8: {e}"))?;
    let mut lines = client_lines(&text);
    let hello = lines.next().ok_or("the reference server wrote no hello")?;
    server_hello_decodes(hello)?;
    let mut answered = 0;
    for line in lines {
        let Some(&(id, n)) = expected.get(answered) else {
            return Err(format!(
                "the reference server wrote a line nothing asked for: {line}"
            ));
        };
        client_response(line, id, n).map_err(|e| {
            format!("the reference server's response to request {id} doesn't decode: {e}")
        })?;
        answered += 1;
    }
    if answered != expected.len() {
        return Err(format!(
            "the reference server answered {answered} of {} case requests ({})",
            expected.len(),
            match served {
                Ok(()) => "it stopped without an error".to_string(),
                Err(e) => format!("it stopped with: {e}"),
            }
        ));
    }
    Ok(())
}
