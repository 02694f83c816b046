//! The engine side of the protocol: serves any in-process [`Engine`] over a pair of streams.
//!
//! The `truename-server` binary runs [`serve`] over stdin/stdout with the reference model (or
//! a mutant), which makes it both the reference implementation of the engine side and a
//! target for the client's tests: [`Misbehave`] makes it break the protocol on purpose.

use super::messages::{encode_line, CaseRequest, Hello, Response};
use crate::engine::{Engine, Reply};
use std::fmt;
use std::io::{self, BufRead, Write};
use std::str::FromStr;

/// A deliberate protocol violation, for testing clients. Case numbers count the case requests
/// this server has received, from 1 (a restarted server counts afresh).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Misbehave {
    /// Behave (the default).
    #[default]
    None,
    /// On the n-th case, stop without answering: [`serve`] returns an error (the binary exits
    /// with status 3, closing its stdout).
    CrashOnCase(u64),
    /// On the n-th case, never answer (sleep forever).
    HangOnCase(u64),
    /// On the n-th case, write a line that isn't JSON instead of the response.
    GarbageOnCase(u64),
    /// On the n-th case, answer with the wrong request id.
    WrongIdOnCase(u64),
    /// On the n-th case, answer with one reply too many.
    WrongCountOnCase(u64),
    /// Say hello with protocol version 999.
    WrongProtocolVersion,
}

impl Misbehave {
    /// Every spelling [`Misbehave::from_str`] accepts (`N` is a case number from 1).
    pub const SYNTAX: &'static str =
        "none, crash:N, hang:N, garbage:N, wrong-id:N, wrong-count:N, wrong-protocol-version";
}

impl FromStr for Misbehave {
    type Err = String;

    fn from_str(s: &str) -> Result<Misbehave, String> {
        let (mode, n) = match s.split_once(':') {
            Some((m, n)) => {
                let n: u64 =
                    n.parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
                        format!("expected a case number from 1 after ':', got {n:?}")
                    })?;
                (m, Some(n))
            }
            None => (s, None),
        };
        let need = |f: fn(u64) -> Misbehave| {
            n.map(f)
                .ok_or_else(|| format!("{mode} needs a case number: {mode}:N"))
        };
        match mode {
            "none" if n.is_none() => Ok(Misbehave::None),
            "wrong-protocol-version" if n.is_none() => Ok(Misbehave::WrongProtocolVersion),
            "crash" => need(Misbehave::CrashOnCase),
            "hang" => need(Misbehave::HangOnCase),
            "garbage" => need(Misbehave::GarbageOnCase),
            "wrong-id" => need(Misbehave::WrongIdOnCase),
            "wrong-count" => need(Misbehave::WrongCountOnCase),
            _ => Err(format!(
                "unknown misbehaviour {s:?}; expected one of: {}",
                Misbehave::SYNTAX
            )),
        }
    }
}

impl fmt::Display for Misbehave {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Misbehave::None => write!(f, "none"),
            Misbehave::CrashOnCase(n) => write!(f, "crash:{n}"),
            Misbehave::HangOnCase(n) => write!(f, "hang:{n}"),
            Misbehave::GarbageOnCase(n) => write!(f, "garbage:{n}"),
            Misbehave::WrongIdOnCase(n) => write!(f, "wrong-id:{n}"),
            Misbehave::WrongCountOnCase(n) => write!(f, "wrong-count:{n}"),
            Misbehave::WrongProtocolVersion => write!(f, "wrong-protocol-version"),
        }
    }
}

fn write_line<W: Write, T: serde::Serialize>(out: &mut W, message: &T) -> io::Result<()> {
    out.write_all(&encode_line(message))?;
    out.flush()
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

/// Serves `engine` over `input` (requests) and `output` (hello, then responses), one JSON
/// object per line, flushing after every message.
///
/// Returns `Ok(())` on a `shutdown` request or at the end of `input`. Request lines that
/// aren't protocol messages are handled as the specification asks of every engine: a `case`
/// request whose case can't be parsed gets one `error` reply per element of its `queries`
/// array; a line without a usable `type` and `id` is an error (returned; nothing more can be
/// answered). Request types other than `case` and `shutdown` are ignored, with a note on
/// stderr. If the engine fails on a case as a whole, every query gets an `error` reply.
pub fn serve<R: BufRead, W: Write>(
    engine: &mut dyn Engine,
    mut input: R,
    mut output: W,
    misbehave: Misbehave,
) -> io::Result<()> {
    let mut hello = Hello::new(engine.info().clone());
    if misbehave == Misbehave::WrongProtocolVersion {
        hello.protocol = 999;
    }
    write_line(&mut output, &hello)?;
    let mut cases = 0u64;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        let line = String::from_utf8_lossy(&buf);
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let value: serde_json::Value = serde_json::from_str(line)
            .map_err(|e| invalid(format!("request isn't JSON ({e}): {}", excerpt(line))))?;
        match value.get("type").and_then(|t| t.as_str()) {
            Some("shutdown") => return Ok(()),
            Some("case") => {}
            Some(other) => {
                eprintln!("truename-server: ignoring a request of unknown type {other:?}");
                continue;
            }
            None => {
                return Err(invalid(format!(
                    "request without a \"type\": {}",
                    excerpt(line)
                )))
            }
        }
        let id = value
            .get("id")
            .and_then(|i| i.as_u64())
            .ok_or_else(|| invalid(format!("case request without an id: {}", excerpt(line))))?;
        cases += 1;
        let replies = match value
            .get("case")
            .cloned()
            .map(serde_json::from_value::<CaseRequest>)
        {
            Some(Ok(request)) => match engine.run(&request.into_case()) {
                Ok(replies) => replies,
                Err(failure) => {
                    let n = value["case"]["queries"].as_array().map_or(0, Vec::len);
                    vec![Reply::Error(failure.to_string()); n]
                }
            },
            Some(Err(e)) => match value["case"]["queries"].as_array() {
                Some(qs) => vec![Reply::Error(format!("can't parse the case: {e}")); qs.len()],
                None => {
                    return Err(invalid(format!(
                        "can't parse the case of request {id}: {e}"
                    )))
                }
            },
            None => return Err(invalid(format!("case request {id} without a case"))),
        };
        let mut response = Response { id, replies };
        match misbehave {
            Misbehave::CrashOnCase(n) if n == cases => {
                eprintln!("truename-server: crashing on case {n} (--misbehave)");
                return Err(io::Error::other(format!("crash requested on case {n}")));
            }
            Misbehave::HangOnCase(n) if n == cases => {
                eprintln!("truename-server: hanging on case {n} (--misbehave)");
                loop {
                    std::thread::sleep(std::time::Duration::from_secs(3600));
                }
            }
            Misbehave::GarbageOnCase(n) if n == cases => {
                output.write_all(b"this is not JSON {\n")?;
                output.flush()?;
                continue;
            }
            Misbehave::WrongIdOnCase(n) if n == cases => response.id = id.wrapping_add(1000),
            Misbehave::WrongCountOnCase(n) if n == cases => response
                .replies
                .push(Reply::Skip("one reply too many".into())),
            _ => {}
        }
        write_line(&mut output, &response)?;
    }
}
