//! # truename-testkit
//!
//! Test fixtures, kept out of the production code: [`Misbehave`] and [`MisbehavingOutput`]
//! make the reference server (the production `serve` of `truename-harness`, unchanged) break
//! the protocol on purpose, by rewriting what it writes. The `misbehaving-server` binary is
//! the reference server with `--misbehave MODE` (and `--pid-file`, `--once` for the tests of
//! process handling); the `client-probe` binary runs the client in a process of its own, so
//! that a test can watch its output, its memory and its time. The client's tests in `tests/`
//! drive both.

#![deny(missing_docs)]

use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;
use std::time::Duration;

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
    /// On the n-th case, answer, then write the same response again (in the same write).
    DuplicateOnCase(u64),
    /// On the n-th case, write blank lines forever instead of the response.
    BlankFloodOnCase(u64),
    /// On the n-th case, write one line that never ends instead of the response.
    LongLineOnCase(u64),
    /// On the n-th case, write 8 MiB to stderr, then answer.
    StderrFloodOnCase(u64),
    /// Say hello only after this many milliseconds.
    SlowHello(u64),
}

/// Makes a mode that takes a number.
type MakeMode = fn(u64) -> Misbehave;

/// How much [`Misbehave::StderrFloodOnCase`] writes to stderr.
pub const STDERR_FLOOD: usize = 8 << 20;

impl Misbehave {
    /// Every spelling [`Misbehave::from_str`] accepts (`N` is a case number from 1, `MS`
    /// milliseconds).
    pub const SYNTAX: &'static str = "none, crash:N, hang:N, garbage:N, wrong-id:N, wrong-count:N, \
         wrong-protocol-version, duplicate:N, blank-flood:N, long-line:N, stderr-flood:N, slow-hello:MS";

    /// The modes that take a number, by name.
    const NUMBERED: [(&'static str, MakeMode); 10] = [
        ("crash", Misbehave::CrashOnCase),
        ("hang", Misbehave::HangOnCase),
        ("garbage", Misbehave::GarbageOnCase),
        ("wrong-id", Misbehave::WrongIdOnCase),
        ("wrong-count", Misbehave::WrongCountOnCase),
        ("duplicate", Misbehave::DuplicateOnCase),
        ("blank-flood", Misbehave::BlankFloodOnCase),
        ("long-line", Misbehave::LongLineOnCase),
        ("stderr-flood", Misbehave::StderrFloodOnCase),
        ("slow-hello", Misbehave::SlowHello),
    ];

    /// The name and number of a mode that takes a number.
    fn numbered(self) -> Option<(&'static str, u64)> {
        Some(match self {
            Misbehave::None | Misbehave::WrongProtocolVersion => return None,
            Misbehave::CrashOnCase(n) => ("crash", n),
            Misbehave::HangOnCase(n) => ("hang", n),
            Misbehave::GarbageOnCase(n) => ("garbage", n),
            Misbehave::WrongIdOnCase(n) => ("wrong-id", n),
            Misbehave::WrongCountOnCase(n) => ("wrong-count", n),
            Misbehave::DuplicateOnCase(n) => ("duplicate", n),
            Misbehave::BlankFloodOnCase(n) => ("blank-flood", n),
            Misbehave::LongLineOnCase(n) => ("long-line", n),
            Misbehave::StderrFloodOnCase(n) => ("stderr-flood", n),
            Misbehave::SlowHello(n) => ("slow-hello", n),
        })
    }
}

impl FromStr for Misbehave {
    type Err = String;

    fn from_str(s: &str) -> Result<Misbehave, String> {
        let (mode, n) = match s.split_once(':') {
            Some((m, n)) => {
                let n: u64 = n
                    .parse()
                    .ok()
                    .filter(|&n| n >= 1)
                    .ok_or_else(|| format!("expected a number from 1 after ':', got {n:?}"))?;
                (m, Some(n))
            }
            None => (s, None),
        };
        match (mode, n) {
            ("none", None) => return Ok(Misbehave::None),
            ("wrong-protocol-version", None) => return Ok(Misbehave::WrongProtocolVersion),
            _ => {}
        }
        match Misbehave::NUMBERED.iter().find(|(name, _)| *name == mode) {
            Some((_, make)) => n
                .map(*make)
                .ok_or_else(|| format!("{mode} needs a number: {mode}:N")),
            None => Err(format!(
                "unknown misbehaviour {s:?}; expected one of: {}",
                Misbehave::SYNTAX
            )),
        }
    }
}

impl fmt::Display for Misbehave {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self, self.numbered()) {
            (_, Some((name, n))) => write!(f, "{name}:{n}"),
            (Misbehave::WrongProtocolVersion, None) => write!(f, "wrong-protocol-version"),
            _ => write!(f, "none"),
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

/// Writes `chunk` to `out` until writing fails (the reader is gone): the error.
fn write_forever<W: Write>(out: &mut W, chunk: &[u8]) -> io::Error {
    loop {
        if let Err(e) = out.write_all(chunk).and_then(|()| out.flush()) {
            return e;
        }
    }
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

    /// The misbehaviours that replace a line by endless output, a delay or a crash; `None`
    /// when line `n` is written as usual.
    fn disrupt(&mut self, n: u64) -> Option<io::Result<()>> {
        match self.mode {
            Misbehave::SlowHello(ms) if n == 0 => {
                std::thread::sleep(Duration::from_millis(ms));
                None
            }
            Misbehave::CrashOnCase(k) if k == n => {
                eprintln!("misbehaving-server: crashing on case {k}");
                Some(Err(io::Error::other(format!(
                    "crash requested on case {k}"
                ))))
            }
            Misbehave::HangOnCase(k) if k == n => {
                eprintln!("misbehaving-server: hanging on case {k}");
                loop {
                    std::thread::sleep(Duration::from_secs(3600));
                }
            }
            Misbehave::BlankFloodOnCase(k) if k == n => {
                eprintln!("misbehaving-server: writing blank lines forever on case {k}");
                Some(Err(write_forever(&mut self.inner, &[b'\n'; 64 << 10])))
            }
            Misbehave::LongLineOnCase(k) if k == n => {
                eprintln!("misbehaving-server: writing an over-long line on case {k}");
                let _ = self.inner.write_all(b"{\"id\":");
                Some(Err(write_forever(&mut self.inner, &[b'7'; 64 << 10])))
            }
            Misbehave::StderrFloodOnCase(k) if k == n => {
                let mut line = [b'e'; 1024];
                line[1023] = b'\n';
                let mut err = io::stderr().lock();
                for _ in 0..STDERR_FLOOD / line.len() {
                    let _ = err.write_all(&line);
                }
                None
            }
            _ => None,
        }
    }

    fn line(&mut self, line: Vec<u8>) -> io::Result<()> {
        let n = self.lines;
        self.lines += 1;
        if let Some(result) = self.disrupt(n) {
            return result;
        }
        let edit = |f: &dyn Fn(&mut serde_json::Value)| -> Vec<u8> {
            let mut v: serde_json::Value = serde_json::from_slice(&line).unwrap_or_default();
            f(&mut v);
            let mut out = serde_json::to_vec(&v).unwrap_or_default();
            out.push(b'\n');
            out
        };
        let line = match self.mode {
            Misbehave::WrongProtocolVersion if n == 0 => edit(&|v| v["protocol"] = 999.into()),
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
            Misbehave::DuplicateOnCase(k) if k == n => {
                eprintln!("misbehaving-server: duplicating the response to case {k}");
                [line.as_slice(), line.as_slice()].concat()
            }
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
