//! [`ProcessEngine`]: an engine subprocess driven by the runner ([`Driven`]): pipelined
//! batches, failures charged to the right case, restarts within limits.

use super::decode::{decode_response, excerpt, response_id};
use super::encode::case_line;
use super::options::{InvalidOptions, Options};
use super::process::{deadline_after, Extra, Fault, Proc};
use super::stream::Passthrough;
use crate::cancel::INTERRUPTED;
use crate::driven::{Driven, EngineFailure, Job, Replies};
use crate::engine::{EngineInfo, Reply};
use std::io::Write;
use std::sync::Arc;
use truename_cases::{Question, Scenario};

/// How many incidents [`ProcessEngine::incidents`] keeps (the first ones).
const MAX_INCIDENTS: usize = 100;

/// An engine subprocess speaking truename protocol v1, driven by the runner ([`Driven`]).
///
/// [`Driven::run_batch`] pipelines: it writes every request of the batch, then reads the
/// responses in order. Every failure is charged to one case, the subprocess (its whole
/// process group) is killed, and the rest of the batch is re-sent to a fresh subprocess,
/// within the limits of its [`Options`]; an engine given up on has every remaining case
/// reported as not run, at once (see the [module docs](crate::protocol#failures-and-restarts)).
/// Dropping it sends `shutdown`, closes the engine's stdin and kills whatever is left of the
/// engine's process group after half a second.
pub struct ProcessEngine {
    command: Vec<String>,
    options: Options,
    info: EngineInfo,
    proc: Option<Proc>,
    next_id: u64,
    restarts: usize,
    failed_restarts: usize,
    failures_in_a_row: usize,
    last_failure: Option<String>,
    given_up: Option<String>,
    stderr: Arc<Passthrough>,
    incidents: Vec<String>,
}

/// The stderr passthrough of an engine started with `command`: labelled with the program's
/// file name, within the limit of `options`.
pub(super) fn passthrough(command: &[String], options: &Options) -> Arc<Passthrough> {
    let program = command.first().map_or("", String::as_str);
    let label = std::path::Path::new(program)
        .file_name()
        .map_or_else(|| program.to_string(), |f| f.to_string_lossy().into_owned());
    Arc::new(Passthrough::new(
        label,
        options.pass_stderr,
        options.stderr_limit,
    ))
}

/// Where a failure found while reading a response is charged.
enum Miss {
    /// To the case whose response was awaited.
    Here(Fault),
    /// To the case of request `.0`, already answered: the engine answered it again.
    Again(u64, Fault),
}

impl ProcessEngine {
    /// Starts `command` (program and arguments; no shell) and reads its hello, with `timeout`
    /// per response (see [`Options::new`]). Fails if `timeout` is zero, or the engine can't be
    /// started, doesn't say hello in time, or says it in another protocol version.
    pub fn spawn(
        command: &[String],
        timeout: std::time::Duration,
    ) -> Result<ProcessEngine, EngineFailure> {
        ProcessEngine::spawn_with(command, Options::new(timeout))
    }

    /// [`ProcessEngine::spawn`] with explicit [`Options`] (refused, before anything starts, if
    /// [`Options::check`] refuses them).
    pub fn spawn_with(
        command: &[String],
        options: Options,
    ) -> Result<ProcessEngine, EngineFailure> {
        options
            .check()
            .map_err(|InvalidOptions(e)| EngineFailure::Crashed(format!("not started: {e}")))?;
        let stderr = passthrough(command, &options);
        ProcessEngine::spawn_sharing(command, options, stderr)
    }

    /// Starts `command` (with options already checked) passing its stderr through `stderr`,
    /// which other engines (the workers of a pool) may share, and with them its limit.
    pub(super) fn spawn_sharing(
        command: &[String],
        options: Options,
        stderr: Arc<Passthrough>,
    ) -> Result<ProcessEngine, EngineFailure> {
        let (proc, hello) = Proc::start(command, &options, &stderr)?;
        // Its log lines are labelled with its name, not its interpreter's (`[python3]`).
        stderr.rename(&hello.engine.name);
        Ok(ProcessEngine {
            command: command.to_vec(),
            options,
            info: hello.engine,
            proc: Some(proc),
            next_id: 1,
            restarts: 0,
            failed_restarts: 0,
            failures_in_a_row: 0,
            last_failure: None,
            given_up: None,
            stderr,
            incidents: Vec::new(),
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

    /// How many times a restart of the engine has been tried after a failure.
    pub fn restarts(&self) -> usize {
        self.restarts
    }

    /// Why the engine was given up on (every case since is reported as not run), if it was.
    pub fn given_up(&self) -> Option<&str> {
        self.given_up.as_deref()
    }

    /// What went wrong that no case could be charged with (the first 100): output written
    /// between batches, a response repeated from an earlier batch, the engine given up on.
    pub fn incidents(&self) -> &[String] {
        &self.incidents
    }

    /// Writes a note on stderr, unless quiet.
    fn note(&self, message: &str) {
        if self.options.pass_stderr {
            let message = crate::terminal::escape(message);
            let _ = writeln!(std::io::stderr().lock(), "truename: {message}");
        }
    }

    /// Keeps an incident, and notes it.
    fn incident(&mut self, message: String) {
        let message = format!("engine {:?}: {message}", self.info.name);
        self.note(&message);
        if self.incidents.len() < MAX_INCIDENTS {
            self.incidents.push(message);
        }
    }

    /// Gives the engine up: every case from now on is reported as not run, for `reason`.
    fn give_up(&mut self, reason: String) {
        let last = match &self.last_failure {
            Some(f) if !reason.contains(f.as_str()) => format!("; its last failure: {f}"),
            _ => String::new(),
        };
        let reason = format!("the engine was given up on: {reason}{last}");
        self.incident(format!(
            "{reason}; the remaining cases are reported as not run"
        ));
        self.given_up = Some(reason);
    }

    /// Counts a case the engine failed; gives it up after too many in a row.
    fn failed(&mut self, case: &str, failure: &EngineFailure) {
        self.failures_in_a_row += 1;
        self.last_failure = Some(failure.to_string());
        self.note(&format!(
            "engine {:?} failed on case {case:?} ({failure}); it is restarted before the next case",
            self.info.name
        ));
        let limit = self.options.max_failures_in_a_row;
        if self.failures_in_a_row >= limit {
            self.give_up(format!(
                "it failed {limit} cases in a row (the limit, max_failures_in_a_row)"
            ));
        }
    }

    /// A fresh subprocess, whose hello must declare the same capabilities as the first.
    fn restart(&mut self) -> Result<Proc, EngineFailure> {
        self.restarts += 1;
        let (proc, hello) = Proc::start(&self.command, &self.options, &self.stderr)?;
        if hello.engine.capabilities != self.info.capabilities {
            drop(proc);
            return Err(EngineFailure::Protocol(
                "the restarted engine declares other capabilities than it did at first".into(),
            ));
        }
        Ok(proc)
    }

    /// A process ready for requests: the running one if nothing is pending from it, else a
    /// restarted one, tried up to `max_failed_restarts` times in a row; `None` once the engine
    /// is given up on.
    fn ready(&mut self) -> Option<Proc> {
        if self.given_up.is_some() || crate::cancel::cancelled() {
            return None;
        }
        if let Some(mut proc) = self.proc.take() {
            match proc.stale_output() {
                None => return Some(proc),
                Some(what) => {
                    drop(proc);
                    self.incident(format!(
                        "it {what} while no request was outstanding; it is restarted"
                    ));
                }
            }
        }
        loop {
            if self.restarts >= self.options.max_restarts {
                let n = self.restarts;
                self.give_up(format!(
                    "it was restarted {n} times (the limit, max_restarts)"
                ));
                return None;
            }
            match self.restart() {
                Ok(proc) => {
                    self.failed_restarts = 0;
                    return Some(proc);
                }
                Err(f) => {
                    self.failed_restarts += 1;
                    let n = self.failed_restarts;
                    if n >= self.options.max_failed_restarts {
                        self.give_up(format!(
                            "it could not be restarted ({n} tries in a row; the last: {f})"
                        ));
                        return None;
                    }
                }
            }
        }
    }

    /// Reads the response to request `id`, which has `queries` queries.
    fn response(&self, proc: &mut Proc, id: u64, queries: usize) -> Result<Vec<Reply>, Miss> {
        let limit = self.options.timeout;
        let line = proc
            .next_line(deadline_after(limit), limit)
            .map_err(Miss::Here)?;
        decode_response(&line, id, queries).map_err(|f| match response_id(&line) {
            Some(again) if proc.answered.contains(&again) => Miss::Again(
                again,
                Fault::Protocol(format!(
                    "it answered request {again} twice (the second time when the response to request {id} was due): {}",
                    excerpt(&line)
                )),
            ),
            _ => Miss::Here(f.into()),
        })
    }
}

/// The requests of one batch sent to one process: `out[start + k]` is the result of request
/// `first_id + k`.
#[derive(Clone, Copy)]
struct Sent {
    start: usize,
    first_id: u64,
}

impl Sent {
    /// The place in the batch of request `id`, if it was sent here.
    fn index(self, id: u64) -> Option<usize> {
        let k = usize::try_from(id.checked_sub(self.first_id)?).ok()?;
        Some(self.start + k)
    }
}

impl ProcessEngine {
    /// Sends the rest of the batch (`cases` from `out.len()`) to `proc` and reads the
    /// responses into `out`; the process back if it is fit for the next batch.
    fn run_on(
        &mut self,
        mut proc: Proc,
        cases: &[Job<'_>],
        out: &mut Vec<Replies>,
    ) -> Option<Proc> {
        let sent = Sent {
            start: out.len(),
            first_id: self.next_id,
        };
        let mut requests = Vec::new();
        for (id, (scenario, questions)) in (sent.first_id..).zip(&cases[sent.start..]) {
            case_line(&mut requests, id, scenario, questions);
        }
        self.next_id += (cases.len() - sent.start) as u64;
        if proc.answered.is_empty() {
            proc.answered = sent.first_id..sent.first_id;
        }
        proc.send(requests);
        for (id, (_, questions)) in (sent.first_id..).zip(&cases[sent.start..]) {
            match self.response(&mut proc, id, questions.len()) {
                Ok(replies) => {
                    out.push(Ok(replies));
                    proc.answered.end = id + 1;
                    self.failures_in_a_row = 0;
                }
                Err(Miss::Here(fault)) => {
                    self.charge(proc, fault, Some(out.len()), cases, out);
                    return None;
                }
                Err(Miss::Again(again, fault)) => {
                    self.charge(proc, fault, sent.index(again), cases, out);
                    return None;
                }
            }
        }
        self.batch_end(proc, sent, cases, out)
    }

    /// After the last response of a batch: output already on its way is a violation, charged
    /// to the case a repeated response answered, or else to the batch's last case.
    fn batch_end(
        &mut self,
        mut proc: Proc,
        sent: Sent,
        cases: &[Job<'_>],
        out: &mut Vec<Replies>,
    ) -> Option<Proc> {
        let Some(extra) = proc.trailing_output(self.options.timeout) else {
            return Some(proc);
        };
        let last = out.len() - 1;
        let last_id = sent.first_id + (last - sent.start) as u64;
        let after = format!("after its response to request {last_id}, the last of its batch");
        let (index, fault) = match extra {
            Extra::Line(line) => match response_id(&line) {
                Some(again) if proc.answered.contains(&again) => (
                    sent.index(again),
                    format!(
                        "it answered request {again} twice (the second time {after}): {}",
                        excerpt(&line)
                    ),
                ),
                _ => (Some(last), format!("{after}, it wrote: {}", excerpt(&line))),
            },
            Extra::Other(what) => (Some(last), format!("{after}, it wrote {what}")),
        };
        self.charge(proc, Fault::Protocol(fault), index, cases, out);
        None
    }

    /// Ends `proc` for `fault` and charges the failure to case `index` of the batch (its result
    /// so far replaced, or the next one); with no index (a case of an earlier batch), it is an
    /// incident.
    fn charge(
        &mut self,
        proc: Proc,
        fault: Fault,
        index: Option<usize>,
        cases: &[Job<'_>],
        out: &mut Vec<Replies>,
    ) {
        let interrupted = matches!(fault, Fault::Interrupted);
        let failure = proc.fail(fault);
        match index.filter(|i| *i < cases.len()) {
            Some(i) => {
                if !interrupted {
                    self.failed(&cases[i].0.id, &failure);
                }
                match out.get_mut(i) {
                    Some(result) => *result = Err(failure),
                    None => out.push(Err(failure)),
                }
            }
            None => self.incident(format!(
                "{failure} (a case of an earlier batch: no case is charged); it is restarted"
            )),
        }
    }
}

impl ProcessEngine {
    /// [`Driven::run_batch`], except that it stops when the engine is given up on: the
    /// results of the first cases (all of them, unless [`ProcessEngine::given_up`] says why
    /// not), so that a pool can hand the rest to other workers.
    pub fn run_until_given_up(&mut self, cases: &[Job<'_>]) -> Vec<Replies> {
        let mut out: Vec<Replies> = Vec::with_capacity(cases.len());
        while out.len() < cases.len() && !crate::cancel::cancelled() {
            match self.ready() {
                Some(proc) => self.proc = self.run_on(proc, cases, &mut out),
                None => break,
            }
        }
        out
    }
}

impl Driven for ProcessEngine {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn pipelines(&self) -> bool {
        true
    }

    fn incidents(&self) -> Vec<String> {
        let mut v = self.incidents.clone();
        if let Some(g) = &self.given_up {
            if !v.iter().any(|i| i.contains(g.as_str())) {
                v.push(format!("the engine was given up on: {g}"));
            }
        }
        v
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        self.run_batch(&[(scenario, questions)])
            .pop()
            .unwrap_or_else(|| Err(EngineFailure::Crashed("no result".into())))
    }

    fn run_batch(&mut self, cases: &[Job<'_>]) -> Vec<Replies> {
        let mut out = self.run_until_given_up(cases);
        if out.len() < cases.len() {
            let not_run = match &self.given_up {
                Some(reason) => EngineFailure::Crashed(format!("not run: {reason}")),
                None => EngineFailure::NotRun(INTERRUPTED.into()),
            };
            out.resize(cases.len(), Err(not_run));
        }
        out
    }
}

impl Drop for ProcessEngine {
    fn drop(&mut self) {
        if let Some(p) = self.proc.take() {
            p.shutdown();
        }
        if let Some(dropped) = self.stderr.dropped() {
            self.note(&dropped);
        }
    }
}
