//! The threads that read an engine's output: its stdout, line by line, with every size bounded
//! before anything is kept; its stderr, passed through up to a limit and kept as a short tail
//! for failure reports.

use super::decode::excerpt;
use super::sys;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{ChildStderr, ChildStdout};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Sender, SyncSender};
use std::sync::{Arc, Mutex};

/// The longest line the client accepts from an engine (16 MiB, its `\n` not counted); a
/// longer one is garbage, and no more than this is kept of it.
pub const MAX_LINE: usize = 16 << 20;

/// How many blank lines the client reads while waiting for one message (a response or the
/// hello) before calling them garbage.
pub const MAX_BLANK_LINES: usize = 1000;

/// How many bytes of blank lines the client reads while waiting for one message before calling
/// them garbage (1 MiB).
pub const MAX_BLANK_BYTES: usize = 1 << 20;

/// How many of the engine's last stderr lines a failure report quotes.
pub const STDERR_TAIL: usize = 12;

/// How many lines the stdout reader reads ahead of the client.
pub(super) const READ_AHEAD: usize = 4;

/// What the stdout reader reports.
pub(super) enum Event {
    /// A line with something other than whitespace, without the whitespace around it.
    Line {
        /// The line.
        text: Vec<u8>,
        /// More output was waiting when the line was sent (read, or in the pipe).
        more: bool,
    },
    /// A blank line.
    Blank {
        /// Its length, `\n` included.
        bytes: usize,
        /// As in [`Event::Line`].
        more: bool,
    },
    /// A line longer than [`MAX_LINE`]; the reader stopped.
    TooLong,
    /// End of the engine's stdout.
    Eof,
    /// Reading failed; the reader stopped.
    ReadError(String),
}

/// One line being read: what isn't whitespace at its start is kept, up to [`MAX_LINE`].
#[derive(Default)]
struct Partial {
    text: Vec<u8>,
    /// The leading whitespace (dropped: JSON ignores it).
    skipped: usize,
}

impl Partial {
    /// Adds `part` (no `\n` in it); false when the line grows past [`MAX_LINE`].
    fn add(&mut self, part: &[u8]) -> bool {
        let part = if self.text.is_empty() {
            let blank = part.iter().take_while(|b| b.is_ascii_whitespace()).count();
            self.skipped += blank;
            &part[blank..]
        } else {
            part
        };
        if self.skipped + self.text.len() + part.len() > MAX_LINE {
            return false;
        }
        self.text.extend_from_slice(part);
        true
    }

    /// The finished line as an event (the partial line is emptied).
    fn finish(&mut self, more: bool) -> Event {
        let mut text = std::mem::take(&mut self.text);
        let skipped = std::mem::take(&mut self.skipped);
        if text.is_empty() {
            return Event::Blank {
                bytes: skipped + 1,
                more,
            };
        }
        let end = text.iter().rposition(|b| !b.is_ascii_whitespace());
        text.truncate(end.map_or(0, |i| i + 1));
        Event::Line { text, more }
    }
}

/// Reads the engine's stdout into `tx` line by line until it ends, fails, a line is too long,
/// or the client stops listening. Never holds more than one line of [`MAX_LINE`] bytes.
pub(super) fn read_stdout(stdout: ChildStdout, tx: SyncSender<Event>) {
    let pipe = sys::pipe_handle(&stdout);
    let mut reader = BufReader::with_capacity(64 << 10, stdout);
    let mut line = Partial::default();
    loop {
        let (used, ended) = match reader.fill_buf() {
            Ok([]) => {
                // A last line without `\n` is still a line.
                if !line.text.is_empty() && tx.send(line.finish(false)).is_err() {
                    return;
                }
                let _ = tx.send(Event::Eof);
                return;
            }
            Ok(buf) => {
                let end = buf.iter().position(|b| *b == b'\n');
                if !line.add(&buf[..end.unwrap_or(buf.len())]) {
                    let _ = tx.send(Event::TooLong);
                    return;
                }
                (end.map_or(buf.len(), |i| i + 1), end.is_some())
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => {
                let _ = tx.send(Event::ReadError(e.to_string()));
                return;
            }
        };
        reader.consume(used);
        if ended {
            let more = !reader.buffer().is_empty() || sys::readable(pipe);
            if tx.send(line.finish(more)).is_err() {
                return;
            }
        }
    }
}

/// The last lines of one engine process's stderr.
pub(super) type Tail = Arc<Mutex<VecDeque<String>>>;

/// Passes an engine's stderr through to ours, prefixed with the engine's name from its hello
/// (its program's name until then), up to a number of bytes over the engine's life (all its
/// processes).
pub(super) struct Passthrough {
    label: Mutex<String>,
    enabled: bool,
    limit: u64,
    passed: AtomicU64,
    dropped_bytes: AtomicU64,
    dropped_lines: AtomicU64,
}

impl Passthrough {
    /// For the program `label`; silent unless `enabled`.
    pub(super) fn new(label: String, enabled: bool, limit: u64) -> Passthrough {
        Passthrough {
            label: Mutex::new(label),
            enabled,
            limit,
            passed: AtomicU64::new(0),
            dropped_bytes: AtomicU64::new(0),
            dropped_lines: AtomicU64::new(0),
        }
    }

    /// Labels the lines from now on with `name` (the engine's name, once it said hello).
    pub(super) fn rename(&self, name: &str) {
        if let Ok(mut label) = self.label.lock() {
            name.clone_into(&mut label);
        }
    }

    fn label(&self) -> String {
        self.label.lock().map(|l| l.clone()).unwrap_or_default()
    }

    /// Passes one line (`bytes` long as the engine wrote it) through, or counts it as dropped.
    fn line(&self, text: &str, bytes: u64) {
        if !self.enabled {
            return;
        }
        let label = self.label();
        let before = self.passed.fetch_add(bytes, Ordering::Relaxed);
        // Not eprintln!: a closed stderr must not stop the draining.
        let mut err = std::io::stderr().lock();
        if before + bytes <= self.limit {
            // Escaped: an engine's line must not drive the terminal nor forge one of ours.
            let _ = writeln!(err, "[{label}] {}", crate::terminal::escape(text));
            return;
        }
        if before <= self.limit {
            let _ = writeln!(
                err,
                "[{label}] (its stderr passed {} bytes, the limit: the rest is not shown)",
                self.limit
            );
        }
        self.dropped_bytes.fetch_add(bytes, Ordering::Relaxed);
        self.dropped_lines.fetch_add(1, Ordering::Relaxed);
    }

    /// What was dropped and not yet told, if anything: a sentence (engines sharing the
    /// passthrough tell each drop once).
    pub(super) fn dropped(&self) -> Option<String> {
        let bytes = self.dropped_bytes.swap(0, Ordering::Relaxed);
        let lines = self.dropped_lines.swap(0, Ordering::Relaxed);
        (bytes > 0).then(|| {
            format!(
                "{bytes} bytes ({lines} lines) of the stderr of {:?} were not shown (over the limit of {} bytes)",
                self.label(), self.limit
            )
        })
    }
}

/// Reads an engine process's stderr until it ends: passed through by `pass`, its last
/// [`STDERR_TAIL`] lines (each cut to an excerpt) kept in `tail`. Signals `done` at the end.
pub(super) fn drain_stderr(
    stderr: ChildStderr,
    pass: Arc<Passthrough>,
    tail: Tail,
    done: Sender<()>,
) {
    let mut reader = BufReader::new(stderr);
    let mut chunk = Vec::new();
    loop {
        chunk.clear();
        match (&mut reader).take(64 << 10).read_until(b'\n', &mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                let text = String::from_utf8_lossy(&chunk);
                let text = text.trim_end_matches(['\n', '\r']);
                pass.line(text, n as u64);
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
