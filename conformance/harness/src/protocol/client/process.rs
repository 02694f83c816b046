//! One running engine process: started in a process group of its own, fed by a writer thread,
//! read by the threads of [`super::stream`], and ended as a whole (the group is killed), so
//! that nothing it started outlives it.

use super::decode::{decode_hello, excerpt};
use super::options::Options;
use super::stream::{self, Event, Passthrough, Tail, MAX_BLANK_BYTES, MAX_BLANK_LINES, MAX_LINE};
use super::sys;
use crate::driven::EngineFailure;
use std::collections::VecDeque;
use std::io::Write;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use truename_cases::protocol::{encode_line, Hello, Request};

/// How long a shut-down engine gets to exit before it is killed.
const SHUTDOWN_GRACE: Duration = Duration::from_millis(500);

/// How long a crashed engine gets to finish exiting, for its exit status.
const EXIT_WAIT: Duration = Duration::from_millis(500);

/// How long the client waits for the rest of an ended engine's stderr.
const STDERR_WAIT: Duration = Duration::from_millis(300);

/// How often the client checks, while it waits, whether the engine process has exited.
const POLL: Duration = Duration::from_millis(50);

/// How long an exited engine's stdout may stay open (held by a process it started) before
/// the exit counts as a crash; output already written is read meanwhile.
const EXIT_GRACE: Duration = Duration::from_millis(300);

/// The instant `limit` from now (a limit too far to represent counts as a year).
pub(super) fn deadline_after(limit: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(limit)
        .unwrap_or_else(|| now + Duration::from_secs(365 * 24 * 3600))
}

/// A failure noticed while reading, before the process is ended: [`Proc::fail`] ends it and
/// makes the [`EngineFailure`], with the exit status and the stderr tail.
#[derive(Debug)]
pub(super) enum Fault {
    /// The engine's stdout closed, or the engine process exited: `Crashed`.
    Ended(String),
    /// No message within the limit: `TimedOut`.
    TimedOut(Duration),
    /// Not a message: `Garbage`.
    Garbage(String),
    /// A message that breaks the protocol: `Protocol`.
    Protocol(String),
    /// The run was stopped ([`crate::cancel`]) while waiting: the engine is ended, and the
    /// case reported as not run.
    Interrupted,
}

impl From<EngineFailure> for Fault {
    fn from(f: EngineFailure) -> Fault {
        match f {
            EngineFailure::Crashed(m) => Fault::Ended(m),
            EngineFailure::TimedOut(ms) => {
                Fault::TimedOut(Duration::from_millis(u64::try_from(ms).unwrap_or(u64::MAX)))
            }
            EngineFailure::Garbage(m) => Fault::Garbage(m),
            EngineFailure::Protocol(m) => Fault::Protocol(m),
            EngineFailure::NotRun(_) => Fault::Interrupted,
        }
    }
}

/// What an engine wrote when it should have written nothing (see [`Proc::trailing_output`]).
pub(super) enum Extra {
    /// A line.
    Line(String),
    /// Something else: a description.
    Other(String),
}

/// One running engine process.
pub(super) struct Proc {
    child: Child,
    /// Requests for the writer thread; dropping it closes the engine's stdin.
    requests: Option<Sender<Vec<u8>>>,
    lines: Receiver<Event>,
    /// The last event said more output was waiting.
    more: bool,
    stderr_tail: Tail,
    stderr_done: Receiver<()>,
    /// The request ids this process has answered: `first..next` (it answers in order).
    pub(super) answered: std::ops::Range<u64>,
    ended: bool,
}

/// Starts a thread, or says why it can't be (`std::thread::spawn` would panic).
fn spawn_thread(f: impl FnOnce() + Send + 'static) -> std::io::Result<()> {
    std::thread::Builder::new().spawn(f).map(drop)
}

/// Starts `command` in a process group of its own, with piped stdin, stdout and stderr.
fn spawn_child(command: &[String]) -> Result<Child, EngineFailure> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| EngineFailure::Crashed("the engine command is empty".into()))?;
    let mut cmd = Command::new(program);
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    sys::own_group(&mut cmd);
    cmd.spawn().map_err(|e| {
        EngineFailure::Crashed(format!("could not start {:?}: {e}", command.join(" ")))
    })
}

impl Proc {
    /// Starts the engine and reads its hello, within `options.handshake_timeout`.
    pub(super) fn start(
        command: &[String],
        options: &Options,
        pass: &Arc<Passthrough>,
    ) -> Result<(Proc, Hello), EngineFailure> {
        let mut child = spawn_child(command)?;
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            sys::kill_group(&mut child);
            return Err(EngineFailure::Crashed(
                "could not open the engine's pipes".into(),
            ));
        };
        let (req_tx, req_rx) = mpsc::channel::<Vec<u8>>();
        let (line_tx, line_rx) = mpsc::sync_channel(stream::READ_AHEAD);
        let tail: Tail = Arc::new(Mutex::new(VecDeque::new()));
        let (done_tx, done_rx) = mpsc::channel();
        let threads = spawn_thread(move || {
            let mut stdin = stdin;
            for buf in req_rx {
                if stdin.write_all(&buf).and_then(|()| stdin.flush()).is_err() {
                    break;
                }
            }
        })
        .and_then(|()| spawn_thread(move || stream::read_stdout(stdout, line_tx)))
        .and_then(|()| {
            let (tail, pass) = (Arc::clone(&tail), Arc::clone(pass));
            spawn_thread(move || stream::drain_stderr(stderr, pass, tail, done_tx))
        });
        if let Err(e) = threads {
            // No panic when threads can't be created (`ulimit -u`): a start that failed.
            sys::kill_group(&mut child);
            return Err(EngineFailure::Crashed(format!(
                "could not start a thread to talk to the engine: {e}"
            )));
        }
        let mut proc = Proc {
            child,
            requests: Some(req_tx),
            lines: line_rx,
            more: false,
            stderr_tail: tail,
            stderr_done: done_rx,
            answered: 0..0,
            ended: false,
        };
        let limit = options.handshake_timeout;
        match proc.next_line(deadline_after(limit), limit) {
            Ok(line) => match decode_hello(&line) {
                Ok(hello) => Ok((proc, hello)),
                Err(f) => Err(proc.fail(f.into())),
            },
            Err(Fault::Ended(m)) => {
                Err(proc.fail(Fault::Ended(format!("before saying hello: {m}"))))
            }
            Err(fault) => Err(proc.fail(fault)),
        }
    }

    /// Writes bytes to the engine's stdin (through the writer thread).
    pub(super) fn send(&self, bytes: Vec<u8>) {
        if let Some(tx) = &self.requests {
            // A dead writer means the engine closed its stdin; the reader reports the rest.
            let _ = tx.send(bytes);
        }
    }

    /// The next line that isn't blank, or the fault that stands instead of it, by `deadline`
    /// whatever the engine writes: blank lines don't extend it, and more than
    /// [`MAX_BLANK_LINES`] or [`MAX_BLANK_BYTES`] of them are garbage. An exit of the engine
    /// process counts even while a process it started holds its stdout open.
    pub(super) fn next_line(
        &mut self,
        deadline: Instant,
        limit: Duration,
    ) -> Result<String, Fault> {
        let (mut blank_lines, mut blank_bytes) = (0usize, 0usize);
        let mut exited_at: Option<Instant> = None;
        loop {
            let now = Instant::now();
            if crate::cancel::cancelled() {
                return Err(Fault::Interrupted);
            }
            if now >= deadline {
                return Err(Fault::TimedOut(limit));
            }
            if exited_at.is_some_and(|t| now >= t + EXIT_GRACE) {
                return Err(Fault::Ended(
                    "it exited, though its stdout stays open (a process it started holds it)"
                        .into(),
                ));
            }
            match self.lines.recv_timeout((deadline - now).min(POLL)) {
                Ok(Event::Line { text, more }) => {
                    self.more = more;
                    return String::from_utf8(text).map_err(|e| {
                        let text = String::from_utf8_lossy(e.as_bytes());
                        Fault::Garbage(format!("a line that isn't UTF-8: {}", excerpt(&text)))
                    });
                }
                Ok(Event::Blank { bytes, more }) => {
                    self.more = more;
                    blank_lines += 1;
                    blank_bytes += bytes;
                    if blank_lines > MAX_BLANK_LINES || blank_bytes > MAX_BLANK_BYTES {
                        return Err(Fault::Garbage(format!(
                            "{blank_lines} blank lines ({blank_bytes} bytes) and no message (the limit: {MAX_BLANK_LINES} blank lines, {MAX_BLANK_BYTES} bytes)"
                        )));
                    }
                }
                Ok(other) => return Err(Proc::fault_of(other)),
                Err(RecvTimeoutError::Disconnected) => return Err(Proc::fault_of(Event::Eof)),
                Err(RecvTimeoutError::Timeout) => {
                    if exited_at.is_none() && sys::has_exited(&mut self.child) {
                        exited_at = Some(Instant::now());
                    }
                }
            }
        }
    }

    /// The fault an event other than a line stands for.
    fn fault_of(event: Event) -> Fault {
        match event {
            Event::TooLong => Fault::Garbage(format!("a line longer than {MAX_LINE} bytes")),
            Event::ReadError(e) => Fault::Ended(format!("reading its stdout failed ({e})")),
            Event::Line { .. } | Event::Blank { .. } | Event::Eof => {
                Fault::Ended("it closed its stdout".into())
            }
        }
    }

    /// Output the engine wrote after the last line read, if it is already on its way (read by
    /// the reader, or waiting in the pipe): never waits for output not yet written, and at
    /// most `limit` for the end of a line already begun. Blank lines and an end of output
    /// don't count (an end is seen by [`Proc::stale_output`] before the next requests).
    pub(super) fn trailing_output(&mut self, limit: Duration) -> Option<Extra> {
        let deadline = deadline_after(limit);
        let mut blank_lines = 0;
        loop {
            let event = if self.more {
                let left = deadline.saturating_duration_since(Instant::now());
                match self.lines.recv_timeout(left) {
                    Ok(e) => e,
                    Err(RecvTimeoutError::Timeout) => {
                        return Some(Extra::Other("a line it didn't finish".into()))
                    }
                    Err(RecvTimeoutError::Disconnected) => return None,
                }
            } else {
                self.lines.try_recv().ok()?
            };
            match event {
                Event::Line { text, more } => {
                    self.more = more;
                    return Some(Extra::Line(String::from_utf8_lossy(&text).into_owned()));
                }
                Event::Blank { more, .. } if blank_lines < MAX_BLANK_LINES => {
                    self.more = more;
                    blank_lines += 1;
                }
                Event::Blank { .. } => {
                    return Some(Extra::Other(format!(
                        "more than {MAX_BLANK_LINES} blank lines"
                    )))
                }
                Event::TooLong => {
                    return Some(Extra::Other(format!("a line longer than {MAX_LINE} bytes")))
                }
                Event::Eof | Event::ReadError(_) => return None,
            }
        }
    }

    /// Between batches nothing may be pending: what the engine wrote (or that it ended) while
    /// no request was outstanding, if anything. Doesn't wait.
    pub(super) fn stale_output(&mut self) -> Option<String> {
        let mut blank_lines = 0;
        loop {
            match self.lines.try_recv() {
                Ok(Event::Blank { .. }) if blank_lines < MAX_BLANK_LINES => blank_lines += 1,
                Ok(Event::Blank { .. }) => {
                    return Some(format!("wrote more than {MAX_BLANK_LINES} blank lines"))
                }
                Ok(Event::Line { text, .. }) => {
                    let text = String::from_utf8_lossy(&text);
                    return Some(format!("wrote a line: {}", excerpt(&text)));
                }
                Ok(Event::TooLong) => {
                    return Some(format!("wrote a line longer than {MAX_LINE} bytes"))
                }
                Ok(Event::ReadError(e)) => return Some(format!("its stdout failed ({e})")),
                Ok(Event::Eof) | Err(TryRecvError::Disconnected) => {
                    return Some(format!(
                        "closed its stdout ({})",
                        self.end_and_report(Duration::ZERO)
                    ))
                }
                Err(TryRecvError::Empty) if sys::has_exited(&mut self.child) => {
                    return Some(format!("exited ({})", self.end_and_report(Duration::ZERO)))
                }
                Err(TryRecvError::Empty) => return None,
            }
        }
    }

    /// Ends the process for `fault` and makes the failure: `Crashed` with the exit status,
    /// the others with the last stderr lines (`TimedOut` has no room for them).
    pub(super) fn fail(mut self, fault: Fault) -> EngineFailure {
        match fault {
            Fault::Ended(m) => {
                EngineFailure::Crashed(format!("{m}; {}", self.end_and_report(EXIT_WAIT)))
            }
            Fault::TimedOut(limit) => {
                self.end();
                EngineFailure::TimedOut(limit.as_millis())
            }
            Fault::Garbage(m) => {
                self.end();
                EngineFailure::Garbage(format!("{m}{}", self.tail()))
            }
            Fault::Protocol(m) => {
                self.end();
                EngineFailure::Protocol(format!("{m}{}", self.tail()))
            }
            Fault::Interrupted => {
                self.end();
                EngineFailure::NotRun(crate::cancel::INTERRUPTED.into())
            }
        }
    }

    /// Kills the process group and reaps the process (once).
    fn end(&mut self) {
        if !self.ended {
            self.ended = true;
            self.requests = None;
            sys::kill_group(&mut self.child);
        }
    }

    /// Ends the process, giving it `wait` to exit by itself first: how it ended, with its last
    /// stderr lines.
    fn end_and_report(&mut self, wait: Duration) -> String {
        let deadline = deadline_after(wait);
        let mut exited = sys::has_exited(&mut self.child);
        while !exited && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
            exited = sys::has_exited(&mut self.child);
        }
        self.end();
        let status = match self.child.try_wait() {
            Ok(Some(s)) if exited => format!("process: {s}"),
            _ if exited => "process: exited, status unknown".to_string(),
            _ => "process: still running (killed)".to_string(),
        };
        format!("{status}{}", self.tail())
    }

    /// `; last stderr: a | b | c`, or nothing when the engine wrote nothing there (waits
    /// briefly for the rest of it once the process ended).
    fn tail(&self) -> String {
        if self.ended {
            let _ = self.stderr_done.recv_timeout(STDERR_WAIT);
        }
        let tail: Vec<String> = self
            .stderr_tail
            .lock()
            .map(|t| t.iter().cloned().collect())
            .unwrap_or_default();
        if tail.is_empty() {
            String::new()
        } else {
            format!("; last stderr: {}", tail.join(" | "))
        }
    }

    /// Asks the engine to exit, closes its stdin, and after a grace period kills whatever is
    /// left of its process group.
    pub(super) fn shutdown(mut self) {
        self.send(encode_line(&Request::Shutdown));
        self.requests = None;
        let deadline = deadline_after(SHUTDOWN_GRACE);
        while !sys::has_exited(&mut self.child) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(2));
        }
        self.end();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        self.end();
    }
}
