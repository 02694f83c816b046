//! # truename-testkit
//!
//! Test fixtures, kept out of the production code: [`Misbehave`] and [`MisbehavingOutput`]
//! make the reference server (the production `serve` of `truename-harness`, unchanged) break
//! the protocol on purpose, by rewriting what it writes. The `misbehaving-server` binary is
//! the reference server with `--misbehave MODE`; the client's tests in `tests/protocol.rs`
//! drive it.

#![deny(missing_docs)]

use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;

/// A deliberate protocol violation, for testing clients. Case numbers count the case requests
/// this server has received, from 1 (a restarted server counts afresh).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Misbehave {
    /// Behave (the default).
    #[default]
    None,
    /// On the n-th case, stop without answering: the server's output fails (the binary exits
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

/// A writer in front of the server's stdout that applies a [`Misbehave`] to the lines the
/// server writes: line 0 is the hello, line `n` the response to the `n`-th case.
pub struct MisbehavingOutput<W> {
    inner: W,
    mode: Misbehave,
    pending: Vec<u8>,
    lines: u64,
}

impl<W: Write> MisbehavingOutput<W> {
    /// `inner` with `mode` applied.
    pub fn new(inner: W, mode: Misbehave) -> Self {
        MisbehavingOutput {
            inner,
            mode,
            pending: Vec::new(),
            lines: 0,
        }
    }

    fn line(&mut self, line: Vec<u8>) -> io::Result<()> {
        let n = self.lines;
        self.lines += 1;
        let edit = |f: &dyn Fn(&mut serde_json::Value)| -> Vec<u8> {
            let mut v: serde_json::Value = serde_json::from_slice(&line).unwrap_or_default();
            f(&mut v);
            let mut out = serde_json::to_vec(&v).unwrap_or_default();
            out.push(b'\n');
            out
        };
        let line = match self.mode {
            Misbehave::WrongProtocolVersion if n == 0 => edit(&|v| v["protocol"] = 999.into()),
            Misbehave::CrashOnCase(k) if k == n => {
                eprintln!("misbehaving-server: crashing on case {k}");
                return Err(io::Error::other(format!("crash requested on case {k}")));
            }
            Misbehave::HangOnCase(k) if k == n => {
                eprintln!("misbehaving-server: hanging on case {k}");
                loop {
                    std::thread::sleep(std::time::Duration::from_secs(3600));
                }
            }
            Misbehave::GarbageOnCase(k) if k == n => b"this is not JSON {\n".to_vec(),
            Misbehave::WrongIdOnCase(k) if k == n => edit(&|v| {
                let id = v["id"].as_u64().unwrap_or(0);
                v["id"] = id.wrapping_add(1000).into();
            }),
            Misbehave::WrongCountOnCase(k) if k == n => edit(&|v| {
                if let Some(r) = v["replies"].as_array_mut() {
                    r.push(serde_json::json!({"skip": "one reply too many"}));
                }
            }),
            _ => line,
        };
        self.inner.write_all(&line)
    }
}

impl<W: Write> Write for MisbehavingOutput<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        while let Some(i) = self.pending.iter().position(|b| *b == b'\n') {
            let line: Vec<u8> = self.pending.drain(..=i).collect();
            self.line(line)?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}
