//! [`ProcessPool`]: several processes of one engine (`truename run --jobs N`), as one
//! [`Driven`] engine whose batches are shared among them.
//!
//! Each worker is a whole [`ProcessEngine`], so every property of one holds per worker: its
//! time limit per response, its restarts and the limits on them, its process group killed as a
//! whole, failures charged to the case it was answering, its stderr tail in its failure
//! reports. What the workers share: their stderr passthrough, so the limit on what is passed
//! through stays one limit for the engine. Results come back in the batch's order, whichever
//! worker answered, so a report differs from a one-process run only in its timings.
//!
//! A worker given up on takes no more cases: those it was given and didn't run go to the other
//! workers. Only when every worker is given up on are the remaining cases reported as not run,
//! with the reason of the first worker given up on.

use super::engine::{passthrough, ProcessEngine};
use super::options::{InvalidOptions, Options};
use crate::cancel::INTERRUPTED;
use crate::driven::{Driven, EngineFailure, Job, Replies};
use crate::engine::EngineInfo;
use std::sync::Mutex;
use truename_cases::{Question, Scenario};

/// N processes of one engine command, as one [`Driven`] engine; see the [protocol docs](crate::protocol#several-processes-of-one-engine).
pub struct ProcessPool {
    info: EngineInfo,
    workers: Vec<ProcessEngine>,
}

/// The cases of one round not yet handed to a worker: their places in the batch.
struct Queue {
    pending: Vec<usize>,
    next: usize,
    workers: usize,
}

impl Queue {
    /// The next cases for a worker: a share that shrinks as the round goes on (guided
    /// scheduling: large shares while much is left, one case at a time at the end, so that the
    /// workers finish together and each still gets requests to pipeline).
    fn claim(&mut self) -> Vec<usize> {
        let left = self.pending.len() - self.next;
        let take = (left / (2 * self.workers)).clamp(1, 64).min(left);
        let share = self.pending[self.next..self.next + take].to_vec();
        self.next += take;
        share
    }
}

/// One worker's part of a round: it takes shares until none is left or it is given up on.
fn work(
    worker: &mut ProcessEngine,
    jobs: &[Job<'_>],
    queue: &Mutex<Queue>,
) -> Vec<(usize, Replies)> {
    let mut got = Vec::new();
    while worker.given_up().is_none() && !crate::cancel::cancelled() {
        let share = match queue.lock() {
            Ok(mut q) => q.claim(),
            Err(_) => break,
        };
        if share.is_empty() {
            break;
        }
        let mine: Vec<Job<'_>> = share.iter().map(|&i| jobs[i]).collect();
        let out = worker.run_until_given_up(&mine);
        got.extend(share.into_iter().zip(out));
    }
    got
}

impl ProcessPool {
    /// Starts `workers` processes of `command` (at least one; all at once), each a
    /// [`ProcessEngine`] with `options`, sharing one stderr passthrough. Fails if the options
    /// are refused, or any worker fails to start or declares other capabilities than the first.
    pub fn spawn(
        command: &[String],
        options: Options,
        workers: usize,
    ) -> Result<ProcessPool, EngineFailure> {
        options
            .check()
            .map_err(|InvalidOptions(e)| EngineFailure::Crashed(format!("not started: {e}")))?;
        let stderr = passthrough(command, &options);
        let started: Vec<Result<ProcessEngine, EngineFailure>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..workers.max(1))
                .map(|_| {
                    let (options, stderr) = (options.clone(), stderr.clone());
                    std::thread::Builder::new().spawn_scoped(s, move || {
                        ProcessEngine::spawn_sharing(command, options, stderr)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| match h {
                    // A thread that can't be created (`ulimit -u`) is a start that failed.
                    Err(e) => Err(EngineFailure::Crashed(format!(
                        "not started: can't create a thread to start a worker: {e}"
                    ))),
                    Ok(h) => h.join().unwrap_or_else(|_| {
                        Err(EngineFailure::Crashed("a worker's start panicked".into()))
                    }),
                })
                .collect()
        });
        let workers = started.into_iter().collect::<Result<Vec<_>, _>>()?;
        if workers
            .iter()
            .any(|w| w.info().capabilities != workers[0].info().capabilities)
        {
            return Err(EngineFailure::Protocol(
                "the engine's processes declare different capabilities".into(),
            ));
        }
        let info = workers[0].info().clone();
        Ok(ProcessPool { info, workers })
    }

    /// How many processes the pool runs.
    pub fn workers(&self) -> usize {
        self.workers.len()
    }

    /// Why the first worker given up on was, if every worker is; `None` while one runs.
    fn all_given_up(&self) -> Option<String> {
        let mut reasons = self.workers.iter().map(ProcessEngine::given_up);
        let first = reasons.next().flatten()?.to_string();
        reasons.all(|r| r.is_some()).then_some(first)
    }

    /// Runs the cases at `pending` (places in `jobs`) on every worker not given up on, into
    /// `out`; how many got a result.
    fn round(
        &mut self,
        jobs: &[Job<'_>],
        pending: Vec<usize>,
        out: &mut [Option<Replies>],
    ) -> usize {
        let live = self
            .workers
            .iter()
            .filter(|w| w.given_up().is_none())
            .count();
        let queue = Mutex::new(Queue {
            pending,
            next: 0,
            workers: live.max(1),
        });
        let parts: Vec<Vec<(usize, Replies)>> = std::thread::scope(|s| {
            // A worker whose thread can't be created takes no case: the others take its share,
            // or, if none can, the cases are not run (never a panic).
            let handles: Vec<_> = (self.workers.iter_mut())
                .filter_map(|w| {
                    let queue = &queue;
                    let b = std::thread::Builder::new();
                    b.spawn_scoped(s, move || work(w, jobs, queue)).ok()
                })
                .collect();
            let joined = handles.into_iter().map(|h| h.join().unwrap_or_default());
            joined.collect()
        });
        let mut done = 0;
        for (i, r) in parts.into_iter().flatten() {
            out[i] = Some(r);
            done += 1;
        }
        done
    }
}

impl Driven for ProcessPool {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn pipelines(&self) -> bool {
        true
    }

    fn incidents(&self) -> Vec<String> {
        let several = self.workers.len() > 1;
        let each = self.workers.iter().enumerate().flat_map(|(k, w)| {
            let prefix = if several {
                format!("process {} of {}: ", k + 1, self.workers.len())
            } else {
                String::new()
            };
            Driven::incidents(w)
                .into_iter()
                .map(move |i| format!("{prefix}{i}"))
        });
        each.collect()
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        self.run_batch(&[(scenario, questions)])
            .pop()
            .unwrap_or_else(|| Err(EngineFailure::Crashed("no result".into())))
    }

    fn run_batch(&mut self, jobs: &[Job<'_>]) -> Vec<Replies> {
        let mut out: Vec<Option<Replies>> = vec![None; jobs.len()];
        loop {
            let pending: Vec<usize> = (0..jobs.len()).filter(|&i| out[i].is_none()).collect();
            if pending.is_empty() {
                break;
            }
            let stuck = match self.all_given_up() {
                _ if crate::cancel::cancelled() => Some(EngineFailure::NotRun(INTERRUPTED.into())),
                Some(reason) => Some(EngineFailure::Crashed(format!("not run: {reason}"))),
                None => (self.round(jobs, pending.clone(), &mut out) == 0).then(|| {
                    EngineFailure::Crashed(
                        "not run: no process of the engine's pool took it".into(),
                    )
                }),
            };
            if let Some(not_run) = stuck {
                (pending.iter())
                    .for_each(|&i| out[i] = out[i].take().or(Some(Err(not_run.clone()))));
                break;
            }
        }
        out.into_iter().flatten().collect()
    }
}

impl Drop for ProcessPool {
    /// Shuts every worker down at once (each may take up to half a second).
    fn drop(&mut self) {
        let workers = std::mem::take(&mut self.workers);
        std::thread::scope(|s| {
            for w in workers {
                // A thread that can't be created drops its closure, and `w` with it: that
                // worker is shut down here, before the next.
                let _ = std::thread::Builder::new().spawn_scoped(s, move || drop(w));
            }
        });
    }
}
