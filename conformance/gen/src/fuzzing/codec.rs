//! The codec engine: an engine behind the out-of-process protocol codec, without a process.

use crate::recording::{Call, Keep, Recorder};
use truename_cases::protocol::{encode_line, CaseRequest, Hello, Request};
use truename_cases::{Question, Scenario};
use truename_harness::driven::{Driven, EngineFailure, Replies};
use truename_harness::engine::{EngineInfo, Reply};
use truename_harness::protocol::client;
use truename_harness::protocol::server::serve;

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

impl<E: Driven> CodecEngine<E> {
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

impl<E: Driven> Driven for CodecEngine<E> {
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
        let mut rec = Recorder::new(&mut self.inner, Keep::Calls);
        serve(&mut rec, &line[..], &mut out).map_err(|e| {
            EngineFailure::Protocol(format!("the reference server refused the request: {e}"))
        })?;
        let Some(Call {
            scenario,
            questions: handed,
            replies: produced,
        }) = rec.into_calls().pop()
        else {
            return Err(EngineFailure::Protocol(
                "the reference server never handed the case to the engine".into(),
            ));
        };
        let got = CaseRequest {
            scenario,
            queries: handed,
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
pub(crate) fn client_lines(text: &str) -> impl Iterator<Item = &str> {
    split_lines(text)
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.trim().is_empty())
}

/// `text` split at every `\n`, as `text.split('\n')` splits it (an empty piece after a final
/// `\n` included), with [`line_ranges`]: most of what a server writes is its hello's one long
/// line, which `str::split`'s search scanned more slowly (about 1 % of the
/// `protocol_decoder` oracle's time).
pub(crate) fn split_lines(text: &str) -> impl Iterator<Item = &str> {
    // `\n` is one byte in UTF-8 and never part of another character: every range's ends are
    // character boundaries.
    line_ranges(text.as_bytes()).map(move |r| &text[r])
}

/// Where the pieces of `bytes` split at every `\n` are, as `bytes.split(|b| *b == b'\n')`
/// splits them (an empty piece after a final `\n` included), each `\n` found by `memchr`'s
/// vectorised search instead of a byte-at-a-time scan.
pub(crate) fn line_ranges(bytes: &[u8]) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let mut start = 0;
    let ends = memchr::memchr_iter(b'\n', bytes).chain([bytes.len()]);
    ends.map(move |end| {
        let range = start..end;
        start = end + 1;
        range
    })
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
