//! The engine side of the protocol: serves any engine the runner can drive ([`Driven`]: every
//! in-process [`Engine`](crate::engine::Engine), the model too) over a pair of streams.
//!
//! The `truename-server` binary runs [`serve`] over stdin/stdout with the reference model (or
//! a mutant), which makes it the reference implementation of the engine side. (Engines that
//! break the protocol on purpose, for the client's tests, are test fixtures in the
//! `truename-testkit` crate, not here.)

use crate::driven::Driven;
use crate::engine::Reply;
use std::cell::Cell;
use std::io::{self, BufRead, Write};
use truename_cases::protocol::{
    encode_line, encode_line_into, CaseRequest, Hello, Request, Response,
};
use truename_cases::{Capability, EngineInfo};

/// Writes `message` as one line through `buf` (cleared first, kept for the next message) and
/// flushes.
fn write_line<W: Write, T: serde::Serialize>(
    out: &mut W,
    buf: &mut Vec<u8>,
    message: &T,
) -> io::Result<()> {
    buf.clear();
    encode_line_into(buf, message);
    out.write_all(buf)?;
    out.flush()
}

/// Writes the hello of an engine that says `info` about itself, and flushes. Its line is a
/// function of `info` alone: the last one written on this thread is kept with its `info`
/// and written again while the engine says the same (an in-process server serving session
/// after session, as a fuzz oracle does, would otherwise encode the same line every time).
/// The line is taken out of the thread's keeping while it is written, so a writer that
/// serves another engine on the same thread finds nothing kept.
fn write_hello<W: Write>(out: &mut W, info: &EngineInfo) -> io::Result<()> {
    thread_local! {
        static LAST: Cell<Option<(Said, Vec<u8>)>> = const { Cell::new(None) };
    }
    let (said, line) = match LAST.take() {
        Some((said, line)) if said.is(info) => (said, line),
        _ => (Said::new(info), encode_line(&Hello::new(info.clone()))),
    };
    let written = out.write_all(&line).and_then(|()| out.flush());
    LAST.set(Some((said, line)));
    written
}

/// What an engine said about itself, kept to recognise it: its name, its version and its
/// capabilities as one bit each. Comparing two sets of capabilities walked both trees on every
/// session, about 3 k instructions (2.5 % of the `protocol_decoder` fuzz oracle's session).
struct Said {
    name: String,
    version: String,
    capabilities: u128,
}

// One bit per capability.
const _: () = assert!(Capability::ALL.len() <= 128);

impl Said {
    fn new(info: &EngineInfo) -> Said {
        Said {
            name: info.name.clone(),
            version: info.version.clone(),
            capabilities: capability_bits(info),
        }
    }

    /// Whether `info` says exactly this: the same name, version and capabilities (as
    /// `EngineInfo`'s `==` decides; a set of capabilities is its bits, one per capability).
    fn is(&self, info: &EngineInfo) -> bool {
        self.name == info.name
            && self.version == info.version
            && self.capabilities == capability_bits(info)
    }
}

/// `info`'s capabilities, one bit each (bit `c as usize` for capability `c`).
fn capability_bits(info: &EngineInfo) -> u128 {
    (info.capabilities.iter()).fold(0, |bits, &c| bits | 1 << (c as usize))
}

fn invalid(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, message)
}

fn excerpt(line: &str) -> String {
    const MAX: usize = 200;
    if line.chars().count() <= MAX {
        line.to_string()
    } else {
        format!("{}…", line.chars().take(MAX).collect::<String>())
    }
}

/// What one request line asks for.
enum Step {
    /// Nothing (a blank line, or an unknown request type, which is ignored).
    Nothing,
    /// Stop serving.
    Shutdown,
    /// Answer the case request with this id.
    Case(u64, serde_json::Value),
    /// Answer this well-formed case request.
    Parsed(u64, CaseRequest),
}

/// What [`serve_observing`] shows its observer of a request line, before acting on it.
#[derive(Clone, Copy, Debug)]
pub enum Observed<'a> {
    /// A request decoded in one pass (every well-formed `case` and `shutdown` request), about
    /// to be answered or obeyed.
    Request(&'a Request),
    /// A request of this type, neither `case` nor `shutdown`: ignored ([`serve`] writes a
    /// note on stderr).
    Ignored(&'a str),
}

/// A watcher of the request lines [`serve_observing`] reads: called with the line's number in
/// the input (from 0), the line as read (trimmed), and what the server saw in it. Lines that
/// are neither are not shown: blank lines, `case` and `shutdown` requests it can't decode in
/// one pass (read the long way, which says what is wrong with them), and lines that aren't
/// requests at all.
pub type Observer<'a> = &'a mut dyn FnMut(usize, &str, Observed<'_>);

fn read_step(line: &str, number: usize, observe: Observer<'_>) -> io::Result<Step> {
    if line.is_empty() {
        return Ok(Step::Nothing);
    }
    // The common requests, well-formed, decoded in one pass; anything else goes the long way,
    // which says what is wrong with it.
    if let Some(request) = super::request::request(line) {
        observe(number, line, Observed::Request(&request));
        return Ok(match request {
            Request::Case { id, case } => Step::Parsed(id, case),
            Request::Shutdown => Step::Shutdown,
        });
    }
    let value: serde_json::Value = serde_json::from_str(line)
        .map_err(|e| invalid(format!("request isn't JSON ({e}): {}", excerpt(line))))?;
    match value.get("type").and_then(|t| t.as_str()) {
        Some("shutdown") => return Ok(Step::Shutdown),
        Some("case") => {}
        Some(other) => {
            observe(number, line, Observed::Ignored(other));
            return Ok(Step::Nothing);
        }
        None => {
            let msg = format!("request without a \"type\": {}", excerpt(line));
            return Err(invalid(msg));
        }
    }
    let id = value
        .get("id")
        .and_then(|i| i.as_u64())
        .ok_or_else(|| invalid(format!("case request without an id: {}", excerpt(line))))?;
    Ok(Step::Case(id, value))
}

/// The replies to one case request: the engine's, or one `error` per question when the case
/// can't be parsed or the engine fails as a whole.
fn replies(engine: &mut dyn Driven, id: u64, value: &serde_json::Value) -> io::Result<Vec<Reply>> {
    let queries = value["case"]["queries"].as_array().map(Vec::len);
    let request = value.get("case").cloned().map(CaseRequest::from_value);
    Ok(match request {
        Some(Ok(request)) => {
            let (scenario, questions) = request.into_parts();
            match engine.run(&scenario, &questions) {
                Ok(replies) => replies,
                Err(failure) => vec![Reply::Error(failure.to_string()); queries.unwrap_or(0)],
            }
        }
        Some(Err(e)) => match queries {
            Some(n) => vec![Reply::Error(format!("can't parse the case: {e}")); n],
            None => {
                return Err(invalid(format!(
                    "can't parse the case of request {id}: {e}"
                )))
            }
        },
        None => return Err(invalid(format!("case request {id} without a case"))),
    })
}

/// Serves `engine` over `input` (requests) and `output` (hello, then responses), one JSON
/// object per line, flushing after every message.
///
/// Returns `Ok(())` on a `shutdown` request or at the end of `input`. Request lines that
/// aren't protocol messages are handled as the specification asks of every engine: a `case`
/// request whose case can't be parsed gets one `error` reply per element of its `queries`
/// array; a line without a usable `type` and `id` is an error (returned; nothing more can be
/// answered). Request types other than `case` and `shutdown` are ignored, with a note on
/// stderr. If the engine fails on a case as a whole, every query gets an `error` reply.
pub fn serve<R: BufRead, W: Write>(engine: &mut dyn Driven, input: R, output: W) -> io::Result<()> {
    serve_observing(engine, input, output, &mut |_, _, seen| {
        if let Observed::Ignored(kind) = seen {
            let _ = writeln!(
                std::io::stderr(),
                "truename-server: ignoring a request of unknown type {kind:?}"
            );
        }
    })
}

/// [`serve`], showing `observe` each request it decodes in one pass (every well-formed `case`
/// and `shutdown` request) before answering it, and each request it ignores instead of writing
/// a note on stderr: a caller that checks the requests of the same input (a fuzz oracle) reads
/// them from the server instead of decoding them again.
pub fn serve_observing<R: BufRead, W: Write>(
    engine: &mut dyn Driven,
    mut input: R,
    mut output: W,
    observe: Observer<'_>,
) -> io::Result<()> {
    let mut out_line = Vec::with_capacity(256);
    write_hello(&mut output, engine.info())?;
    let mut buf = Vec::new();
    for number in 0.. {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        // As `from_utf8_lossy`, whose own check of a valid line is the slower one.
        let line = std::str::from_utf8(&buf)
            .map(std::borrow::Cow::Borrowed)
            .unwrap_or_else(|_| String::from_utf8_lossy(&buf));
        let replied = match read_step(line.trim(), number, observe)? {
            Step::Nothing => None,
            Step::Shutdown => return Ok(()),
            Step::Case(id, value) => Some((id, replies(engine, id, &value)?)),
            Step::Parsed(id, request) => {
                let queries = request.queries.len();
                let (scenario, questions) = request.into_parts();
                let replies = match engine.run(&scenario, &questions) {
                    Ok(replies) => replies,
                    Err(failure) => vec![Reply::Error(failure.to_string()); queries],
                };
                Some((id, replies))
            }
        };
        if let Some((id, replies)) = replied {
            write_line(&mut output, &mut out_line, &Response { id, replies })?;
        }
    }
    Ok(())
}

/// Serves `engine` over this process's stdin and `output` (its stdout, perhaps wrapped) until
/// shutdown; the process's exit status: 0, or 3 after reporting the error as `name: error`.
pub fn serve_stdio<W: Write>(
    engine: &mut dyn Driven,
    mut output: W,
    name: &str,
) -> std::process::ExitCode {
    let result = serve(engine, io::stdin().lock(), &mut output);
    let _ = output.flush();
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "{name}: {e}");
            std::process::ExitCode::from(3)
        }
    }
}

#[cfg(test)]
#[path = "server_tests.rs"]
mod tests;
