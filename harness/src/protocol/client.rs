//! The client side of the protocol: [`ProcessEngine`] drives an engine subprocess as an
//! [`Engine`].
//!
//! Four threads per subprocess keep every wait bounded: a writer (requests to the engine's
//! stdin, so a full pipe never blocks the client), a reader (the engine's stdout, line by line,
//! into a channel the client waits on with a deadline), and a stderr drain (passed through and
//! kept as a short tail for crash reports). Failure handling is described in the
//! [module docs](super#failures-and-restarts).

use crate::engine::{Engine, EngineFailure, EngineInfo, Job, Replies, Reply};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStderr, ChildStdout, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use truename_cases::protocol::{
    encode_line, CaseRequest, Hello, Request, Response, PROTOCOL_VERSION,
};
use truename_cases::{Question, Scenario};

/// The longest line the client accepts from an engine (16 MiB); a longer one is garbage.
pub const MAX_LINE: usize = 16 << 20;

/// How many of the engine's last stderr lines a crash report quotes.
const STDERR_TAIL: usize = 12;

/// How long a shut-down engine gets to exit before it is killed.
const SHUTDOWN_GRACE: Duration = Duration::from_millis(500);

/// How a [`ProcessEngine`] runs its engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The time limit for each response, counted from when the previous response arrived (or
    /// the requests were sent).
    pub timeout: Duration,
    /// The time limit for the hello after a (re)start.
    pub handshake_timeout: Duration,
    /// Pass the engine's stderr through to ours (prefixed with the program name), and note
    /// restarts there. When false both are silent (the stderr tail still goes into crash
    /// reports).
    pub pass_stderr: bool,
}

impl Options {
    /// `timeout` per response; the handshake gets at least 10 s (engines may load card data
    /// at start); stderr is passed through.
    pub fn new(timeout: Duration) -> Options {
        Options {
            timeout,
            handshake_timeout: timeout.max(Duration::from_secs(10)),
            pass_stderr: true,
        }
    }
}

/// What the stdout reader thread reports.
enum Event {
    /// A line, without its `\n`.
    Line(Vec<u8>),
    /// A line longer than [`MAX_LINE`]; the reader stopped.
    TooLong,
    /// End of the engine's stdout.
    Eof,
    /// Reading failed; the reader stopped.
    ReadError(String),
}

/// One running engine subprocess.
struct Proc {
    child: Child,
    /// Requests for the writer thread; dropping it closes the engine's stdin.
    requests: Option<Sender<Vec<u8>>>,
    lines: Receiver<Event>,
    stderr_tail: Arc<Mutex<VecDeque<String>>>,
    stderr_done: Receiver<()>,
}

fn excerpt(line: &str) -> String {
    const MAX: usize = 160;
    if line.chars().count() <= MAX {
        line.to_string()
    } else {
        format!(
            "{}… ({} bytes)",
            line.chars().take(MAX).collect::<String>(),
            line.len()
        )
    }
}

fn read_stdout(stdout: ChildStdout, tx: Sender<Event>) {
    let mut reader = BufReader::new(stdout);
    loop {
        let mut line = Vec::new();
        let limit = MAX_LINE as u64 + 1;
        match (&mut reader).take(limit).read_until(b'\n', &mut line) {
            Ok(0) => {
                let _ = tx.send(Event::Eof);
                return;
            }
            Ok(_) => {
                if line.last() == Some(&b'\n') {
                    line.pop();
                } else if line.len() > MAX_LINE {
                    let _ = tx.send(Event::TooLong);
                    return;
                }
                // (A last line without `\n` before EOF is still a line.)
                if tx.send(Event::Line(line)).is_err() {
                    return;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => {
                let _ = tx.send(Event::ReadError(e.to_string()));
                return;
            }
        }
    }
}

fn drain_stderr(
    stderr: ChildStderr,
    label: String,
    pass: bool,
    tail: Arc<Mutex<VecDeque<String>>>,
    done: Sender<()>,
) {
    let mut reader = BufReader::new(stderr);
    loop {
        let mut chunk = Vec::new();
        match (&mut reader).take(64 << 10).read_until(b'\n', &mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                let text = String::from_utf8_lossy(&chunk);
                let text = text.trim_end_matches(['\n', '\r']);
                if pass {
                    // Not eprintln!: a closed stderr must not stop the draining.
                    let _ = writeln!(std::io::stderr().lock(), "[{label}] {text}");
                }
                if let Ok(mut t) = tail.lock() {
                    if t.len() == STDERR_TAIL {
                        t.pop_front();
                    }
                    t.push_back(excerpt(text));
                }
            }
        }
    }
    let _ = done.send(());
}

impl Proc {
    /// Starts the engine and reads its hello.
    fn start(command: &[String], options: &Options) -> Result<(Proc, Hello), EngineFailure> {
        let (program, args) = command
            .split_first()
            .ok_or_else(|| EngineFailure::Crashed("the engine command is empty".into()))?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| {
                EngineFailure::Crashed(format!("could not start {:?}: {e}", command.join(" ")))
            })?;
        let label = std::path::Path::new(program)
            .file_name()
            .map_or_else(|| program.clone(), |f| f.to_string_lossy().into_owned());
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(EngineFailure::Crashed(
                "could not open the engine's pipes".into(),
            ));
        };
        let (req_tx, req_rx) = mpsc::channel::<Vec<u8>>();
        std::thread::spawn(move || {
            let mut stdin = stdin;
            for buf in req_rx {
                if stdin.write_all(&buf).and_then(|()| stdin.flush()).is_err() {
                    break;
                }
            }
        });
        let (line_tx, line_rx) = mpsc::channel();
        std::thread::spawn(move || read_stdout(stdout, line_tx));
        let tail = Arc::new(Mutex::new(VecDeque::new()));
        let (done_tx, done_rx) = mpsc::channel();
        {
            let tail = Arc::clone(&tail);
            let pass = options.pass_stderr;
            std::thread::spawn(move || drain_stderr(stderr, label, pass, tail, done_tx));
        }
        let mut proc = Proc {
            child,
            requests: Some(req_tx),
            lines: line_rx,
            stderr_tail: tail,
            stderr_done: done_rx,
        };
        let deadline = Instant::now() + options.handshake_timeout;
        match proc
            .next_line(deadline, options.handshake_timeout)
            .and_then(|line| decode_hello(&line))
        {
            Ok(hello) => Ok((proc, hello)),
            Err(f) => {
                let f = match f {
                    EngineFailure::Crashed(m) => {
                        EngineFailure::Crashed(format!("before saying hello: {m}"))
                    }
                    other => other,
                };
                proc.kill();
                Err(f)
            }
        }
    }

    fn send(&self, bytes: Vec<u8>) {
        if let Some(tx) = &self.requests {
            // A dead writer means the engine closed its stdin; the reader reports the rest.
            let _ = tx.send(bytes);
        }
    }

    /// The next non-blank line, or the failure that stands instead of it.
    fn next_line(&mut self, deadline: Instant, limit: Duration) -> Result<String, EngineFailure> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(Event::Line(bytes)) => match String::from_utf8(bytes) {
                    Ok(s) => {
                        let s = s.trim_end_matches('\r');
                        if !s.trim().is_empty() {
                            return Ok(s.to_string());
                        }
                    }
                    Err(e) => {
                        return Err(EngineFailure::Garbage(format!(
                            "a line that isn't UTF-8: {}",
                            excerpt(&String::from_utf8_lossy(e.as_bytes()))
                        )))
                    }
                },
                Ok(Event::TooLong) => {
                    return Err(EngineFailure::Garbage(format!(
                        "a line longer than {MAX_LINE} bytes"
                    )))
                }
                Ok(Event::ReadError(e)) => {
                    return Err(EngineFailure::Crashed(format!(
                        "reading its stdout failed ({e}); {}",
                        self.exit_report()
                    )))
                }
                Ok(Event::Eof) | Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineFailure::Crashed(format!(
                        "it closed its stdout; {}",
                        self.exit_report()
                    )))
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineFailure::TimedOut(limit.as_millis()))
                }
            }
        }
    }

    /// How the process ended (waiting briefly for it), with its last stderr lines.
    fn exit_report(&mut self) -> String {
        let deadline = Instant::now() + Duration::from_millis(500);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(s)) => break format!("{s}"),
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(5))
                }
                Ok(None) => break "still running".to_string(),
                Err(e) => break format!("status unknown ({e})"),
            }
        };
        let _ = self.stderr_done.recv_timeout(Duration::from_millis(200));
        let tail: Vec<String> = self
            .stderr_tail
            .lock()
            .map(|t| t.iter().cloned().collect())
            .unwrap_or_default();
        if tail.is_empty() {
            format!("process: {status}")
        } else {
            format!("process: {status}; last stderr: {}", tail.join(" | "))
        }
    }

    fn kill(mut self) {
        self.requests = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Asks the engine to exit, closes its stdin, and kills it after a grace period.
    fn shutdown(mut self) {
        self.send(encode_line(&Request::Shutdown));
        self.requests = None;
        let deadline = Instant::now() + SHUTDOWN_GRACE;
        while Instant::now() < deadline {
            match self.child.try_wait() {
                Ok(Some(_)) | Err(_) => return,
                Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            }
        }
        self.kill();
    }
}

/// Parses and checks a hello line: JSON, `"type":"hello"`, the protocol version (checked
/// before the rest), the message, and known capability names (an unknown one is refused with the nearest
/// known name).
pub fn decode_hello(line: &str) -> Result<Hello, EngineFailure> {
    let value: serde_json::Value = serde_json::from_str(line).map_err(|e| {
        EngineFailure::Garbage(format!(
            "expected the hello message, got a line that isn't JSON ({e}): {}",
            excerpt(line)
        ))
    })?;
    if value.get("type").and_then(|t| t.as_str()) != Some("hello") {
        return Err(EngineFailure::Protocol(format!(
            "expected the hello message {{\"type\":\"hello\",\"protocol\":{PROTOCOL_VERSION},...}} first, got: {}",
            excerpt(line)
        )));
    }
    match value.get("protocol").and_then(|p| p.as_u64()) {
        Some(v) if v == u64::from(PROTOCOL_VERSION) => {}
        Some(v) => {
            return Err(EngineFailure::Protocol(format!(
                "the engine speaks truename protocol version {v}; this client speaks only version {PROTOCOL_VERSION}"
            )))
        }
        None => {
            return Err(EngineFailure::Protocol(format!(
                "the hello has no integer \"protocol\" version (this client speaks version {PROTOCOL_VERSION}): {}",
                excerpt(line)
            )))
        }
    }
    let hello: Hello = serde_json::from_value(value).map_err(|e| {
        EngineFailure::Protocol(format!("malformed hello ({e}): {}", excerpt(line)))
    })?;
    Ok(hello)
}

/// An engine subprocess speaking truename protocol v1, as an [`Engine`].
///
/// [`Engine::run_batch`] pipelines: it writes every request of the batch, then reads the
/// responses in order. Every failure is charged to one case, the subprocess is killed, and the
/// rest of the batch is re-sent to a fresh subprocess (see the
/// [module docs](super#failures-and-restarts)). Dropping it sends `shutdown`, closes the
/// engine's stdin and kills the engine if it hasn't exited within half a second.
pub struct ProcessEngine {
    command: Vec<String>,
    options: Options,
    info: EngineInfo,
    proc: Option<Proc>,
    next_id: u64,
    restarts: usize,
}

impl ProcessEngine {
    /// Starts `command` (program and arguments; no shell) and reads its hello, with `timeout`
    /// per response (see [`Options::new`]). Fails if the engine can't be started, doesn't say
    /// hello in time, or says it in another protocol version.
    pub fn spawn(command: &[String], timeout: Duration) -> Result<ProcessEngine, EngineFailure> {
        ProcessEngine::spawn_with(command, Options::new(timeout))
    }

    /// [`ProcessEngine::spawn`] with explicit [`Options`].
    pub fn spawn_with(
        command: &[String],
        options: Options,
    ) -> Result<ProcessEngine, EngineFailure> {
        let (proc, hello) = Proc::start(command, &options)?;
        Ok(ProcessEngine {
            command: command.to_vec(),
            options,
            info: hello.engine,
            proc: Some(proc),
            next_id: 1,
            restarts: 0,
        })
    }

    /// The command line the engine runs with.
    pub fn command(&self) -> &[String] {
        &self.command
    }

    /// The options the engine runs with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// How many times the engine has been restarted after a failure.
    pub fn restarts(&self) -> usize {
        self.restarts
    }

    /// A fresh subprocess, whose hello must declare the same capabilities as the first.
    fn restart(&mut self) -> Result<Proc, EngineFailure> {
        self.restarts += 1;
        let (proc, hello) = Proc::start(&self.command, &self.options)?;
        if hello.engine.capabilities != self.info.capabilities {
            proc.kill();
            return Err(EngineFailure::Protocol(
                "the restarted engine declares other capabilities than it did at first".into(),
            ));
        }
        Ok(proc)
    }

    /// Writes a note on stderr, unless quiet.
    fn note(&self, message: &str) {
        if self.options.pass_stderr {
            let _ = writeln!(std::io::stderr().lock(), "truename: {message}");
        }
    }

    /// Between batches nothing may be pending: a line written when no request was
    /// outstanding (a second response, say) or an exit means the engine is in no state to
    /// answer, so it is killed (and restarted by the caller) instead of charging its stale
    /// output to the next case.
    fn idle_check(&self, mut proc: Proc) -> Option<Proc> {
        let stale = loop {
            match proc.lines.try_recv() {
                Ok(Event::Line(l)) if l.iter().all(u8::is_ascii_whitespace) => continue,
                Ok(Event::Line(l)) => {
                    break format!(
                        "it wrote a line while no request was outstanding: {}",
                        excerpt(&String::from_utf8_lossy(&l))
                    )
                }
                Ok(Event::TooLong) => break "it wrote an over-long line between batches".into(),
                Ok(Event::Eof) | Err(mpsc::TryRecvError::Disconnected) => {
                    break format!(
                        "it closed its stdout between batches; {}",
                        proc.exit_report()
                    )
                }
                Ok(Event::ReadError(e)) => break format!("reading its stdout failed: {e}"),
                Err(mpsc::TryRecvError::Empty) => return Some(proc),
            }
        };
        self.note(&format!("engine {:?} restarted: {stale}", self.info.name));
        proc.kill();
        None
    }

    /// Reads the response to request `id`, which has `queries` queries.
    fn response(
        proc: &mut Proc,
        id: u64,
        queries: usize,
        timeout: Duration,
    ) -> Result<Vec<Reply>, EngineFailure> {
        let line = proc.next_line(Instant::now() + timeout, timeout)?;
        decode_response(&line, id, queries)
    }
}

/// Parses and checks the response line to request `id`, which has `queries` queries:
/// responses come in request order, with one reply per query.
pub fn decode_response(line: &str, id: u64, queries: usize) -> Result<Vec<Reply>, EngineFailure> {
    let response: Response = serde_json::from_str(line).map_err(|e| {
        EngineFailure::Garbage(format!(
            "expected the response to request {id} ({e}), got: {}",
            excerpt(line)
        ))
    })?;
    if response.id != id {
        return Err(EngineFailure::Protocol(format!(
            "expected the response to request {id} (responses come in request order), got one with id {}",
            response.id
        )));
    }
    if response.replies.len() != queries {
        return Err(EngineFailure::Protocol(format!(
            "{} replies for {queries} queries in the response to request {id}",
            response.replies.len()
        )));
    }
    Ok(response.replies)
}

impl Engine for ProcessEngine {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn pipelines(&self) -> bool {
        true
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        self.run_batch(&[(scenario, questions)])
            .pop()
            .unwrap_or_else(|| Err(EngineFailure::Crashed("no result".into())))
    }

    fn run_batch(&mut self, cases: &[Job<'_>]) -> Vec<Replies> {
        let mut out: Vec<Replies> = Vec::with_capacity(cases.len());
        while out.len() < cases.len() {
            let start = out.len();
            let proc = match self.proc.take().and_then(|p| self.idle_check(p)) {
                Some(p) => p,
                None => match self.restart() {
                    Ok(p) => p,
                    Err(f) => {
                        let f = EngineFailure::Crashed(format!(
                            "not run: the engine could not be restarted: {f}"
                        ));
                        out.resize(cases.len(), Err(f));
                        break;
                    }
                },
            };
            let first_id = self.next_id;
            let mut requests = Vec::new();
            for (k, (scenario, questions)) in cases[start..].iter().enumerate() {
                let request = Request::Case {
                    id: first_id + k as u64,
                    case: CaseRequest::new(scenario, questions),
                };
                requests.extend(encode_line(&request));
            }
            self.next_id += (cases.len() - start) as u64;
            proc.send(requests);
            let mut alive = Some(proc);
            for (k, (scenario, questions)) in cases[start..].iter().enumerate() {
                let Some(p) = alive.as_mut() else { break };
                let id = first_id + k as u64;
                match ProcessEngine::response(p, id, questions.len(), self.options.timeout) {
                    Ok(replies) => out.push(Ok(replies)),
                    Err(f) => {
                        self.note(&format!(
                            "engine {:?} failed on case {:?} ({f}); it is restarted before the next case",
                            self.info.name, scenario.id
                        ));
                        out.push(Err(f));
                        if let Some(p) = alive.take() {
                            p.kill();
                        }
                    }
                }
            }
            self.proc = alive;
        }
        out
    }
}

impl Drop for ProcessEngine {
    fn drop(&mut self) {
        if let Some(p) = self.proc.take() {
            p.shutdown();
        }
    }
}
