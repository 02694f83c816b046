//! The hunt's generated cases, in batches, in seed order: made on a thread ahead of the
//! engine, and by the engine's own thread whenever the batch it needs next isn't ready yet.
//!
//! A model-speed engine checks a case faster than the model generates one (generating means
//! evaluating the board and answering every question as the reference), so with one generator
//! the engine's thread waited about half the time and the hunt went at the generator's speed.
//! Now the engine's thread generates instead of waiting: it claims the next batch no one has
//! started, up to [`AHEAD`] batches past the one it needs, makes it, and looks again. An
//! engine slower than the generator (a process, or a hunt with invariants) finds its batches
//! ready and never makes one.
//! Which thread made a batch changes nothing in it: batch `b` holds cases `b·BATCH ..` of the
//! shard, each generated from its own seed alone, and the engine sees the batches in order.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, SyncSender};
use truename_harness::load::LoadedCase;

/// Generated cases, each with its number in this shard (`None`: the generator made none).
pub(super) type Batch = Vec<(usize, Option<LoadedCase>)>;

/// How many generated cases make a batch: a thread waiting for cases is woken once per batch
/// (at a case every ten microseconds, per-case wake-ups slowed the hunt).
pub(super) const BATCH: usize = 32;

/// How many batches the generator's thread may have made and not yet handed over.
pub(super) const BATCHES_AHEAD: usize = 2;

/// How many batches past the one it needs next the engine's thread makes itself, at most.
const AHEAD: usize = 2;

/// Makes batch number `b`: the shard's cases `b·BATCH ..` up to [`BATCH`] of them, fewer only
/// at the end of the hunt's cases (so a short batch, empty included, is the last).
pub(super) type Make<'a> = &'a (dyn Fn(usize) -> Batch + Sync);

/// A batch as made.
pub(super) struct Made {
    /// Its number: it holds the shard's cases `number·BATCH ..`.
    number: usize,
    /// Its cases.
    pub(super) cases: Batch,
    /// Whether the generator's thread made it (then it is freed there).
    by_generator: bool,
}

/// The next batch number no thread has started.
#[derive(Default)]
pub(super) struct Claims(AtomicUsize);

impl Claims {
    /// Claims the next batch number: no other thread makes it.
    fn claim(&self) -> usize {
        self.0.fetch_add(1, Ordering::Relaxed)
    }

    /// The number the next claim gets, unless another thread claims first.
    fn next(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

/// The generator's thread: makes the batches it claims, in claim order, and hands each over,
/// until it makes the last one or the engine's side is gone. Batches the engine's side is done
/// with come back (`spent`) to be freed here, where they were allocated: freed on the engine's
/// thread, every allocation would be a free from another thread, which the allocator hands
/// back to the owning thread through shared memory.
pub(super) fn generate_ahead(
    claims: &Claims,
    make: Make<'_>,
    tx: SyncSender<Made>,
    spent: Receiver<Batch>,
) {
    loop {
        let number = claims.claim();
        let cases = make(number);
        let last = cases.len() < BATCH;
        spent.try_iter().for_each(drop);
        let made = Made {
            number,
            cases,
            by_generator: true,
        };
        if tx.send(made).is_err() || last {
            return;
        }
    }
}

/// The engine's side: the batches in order, each from whichever thread made it.
pub(super) struct InOrder<'a> {
    claims: &'a Claims,
    make: Make<'a>,
    made: Receiver<Made>,
    back: Sender<Batch>,
    /// Batches made ahead of their turn, by number.
    waiting: BTreeMap<usize, Made>,
    /// The number of the batch needed next.
    next: usize,
    /// Whether the last batch was handed out.
    done: bool,
}

impl<'a> InOrder<'a> {
    /// The engine's side of a generator thread's channels (`made` from
    /// [`generate_ahead`]'s `tx`, `back` to its `spent`).
    pub(super) fn new(
        claims: &'a Claims,
        make: Make<'a>,
        made: Receiver<Made>,
        back: Sender<Batch>,
    ) -> Self {
        InOrder {
            claims,
            make,
            made,
            back,
            waiting: BTreeMap::new(),
            next: 0,
            done: false,
        }
    }

    /// The next batch in order; `None` after the last one (or if the generator's thread died).
    /// While it isn't ready, this thread makes batches no one has started, within [`AHEAD`],
    /// and waits only when there are none.
    pub(super) fn next_batch(&mut self) -> Option<Made> {
        if self.done {
            return None;
        }
        loop {
            if let Some(made) = self.waiting.remove(&self.next) {
                self.next += 1;
                self.done = made.cases.len() < BATCH;
                return Some(made);
            }
            if let Ok(made) = self.made.try_recv() {
                self.waiting.insert(made.number, made);
                continue;
            }
            // The batch needed is claimed by the generator's thread if it isn't claimable.
            if self.claims.next() <= self.next + AHEAD {
                let number = self.claims.claim();
                let cases = (self.make)(number);
                let made = Made {
                    number,
                    cases,
                    by_generator: false,
                };
                self.waiting.insert(number, made);
                continue;
            }
            // The generator's thread is making the batch needed: it sends every batch it
            // claims before it stops, so only its death ends this wait without one.
            let made = self.made.recv().ok()?;
            self.waiting.insert(made.number, made);
        }
    }

    /// A batch the engine is done with: freed where it was made (here if that thread stopped).
    pub(super) fn done_with(&self, made: Made) {
        if made.by_generator {
            let _ = self.back.send(made.cases);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    /// Batches of a stream of `total` cases, numbered from 0; `made_here` counts the
    /// batches the engine's side made, and the generator's thread doesn't start making
    /// anything before it made one (so both threads make some, without timing).
    fn run(total: usize) -> (Vec<usize>, usize, usize) {
        let here = std::thread::current().id();
        let made_here = AtomicUsize::new(0);
        let made_there = AtomicUsize::new(0);
        let helped = AtomicBool::new(false);
        let make = |b: usize| -> Batch {
            if std::thread::current().id() == here {
                made_here.fetch_add(1, Ordering::SeqCst);
                helped.store(true, Ordering::SeqCst);
            } else {
                while !helped.load(Ordering::SeqCst) {
                    std::thread::yield_now();
                }
                made_there.fetch_add(1, Ordering::SeqCst);
            }
            (b * BATCH..((b + 1) * BATCH).min(total))
                .map(|i| (i, None))
                .collect()
        };
        let claims = Claims::default();
        let (tx, rx) = std::sync::mpsc::sync_channel(BATCHES_AHEAD);
        let (back, spent) = std::sync::mpsc::channel();
        let seen = std::thread::scope(|s| {
            let make: Make<'_> = &make;
            let claims = &claims;
            s.spawn(move || generate_ahead(claims, make, tx, spent));
            let mut batches = InOrder::new(claims, make, rx, back);
            let mut seen = Vec::new();
            while let Some(made) = batches.next_batch() {
                seen.extend(made.cases.iter().map(|(i, _)| *i));
                batches.done_with(made);
            }
            assert!(batches.next_batch().is_none(), "a batch after the last");
            seen
        });
        (
            seen,
            made_here.load(Ordering::SeqCst),
            made_there.load(Ordering::SeqCst),
        )
    }

    #[test]
    fn every_case_once_in_order_whichever_thread_made_it() {
        for total in [0, 1, BATCH, BATCH + 1, 10 * BATCH + 7, 40 * BATCH] {
            let (seen, here, there) = run(total);
            assert_eq!(seen, (0..total).collect::<Vec<_>>(), "{total} cases");
            assert!(
                here >= 1,
                "the engine's thread made no batch of {total} cases"
            );
            assert!(
                there >= 1,
                "the generator's thread made no batch of {total} cases"
            );
        }
    }
}
