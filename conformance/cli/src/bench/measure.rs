//! Timing: a closure run in samples until a time budget is spent; the median sample wins.

use std::time::{Duration, Instant};

/// How long to measure each figure.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Samples per figure (the median is reported).
    pub samples: usize,
    /// Minimum wall time of one sample (the closure is repeated until it is reached).
    pub sample_time: Duration,
}

impl Budget {
    /// The default: 7 samples of at least 150 ms each.
    pub fn full() -> Budget {
        Budget {
            samples: 7,
            sample_time: Duration::from_millis(150),
        }
    }

    /// `--quick`: 3 samples of at least 20 ms (a smoke run; figures are rough).
    pub fn quick() -> Budget {
        Budget {
            samples: 3,
            sample_time: Duration::from_millis(20),
        }
    }
}

/// Median seconds per call of `f` (each call does one unit of work), after one warm-up call.
pub fn seconds_per_call(budget: Budget, mut f: impl FnMut()) -> f64 {
    f();
    let mut samples: Vec<f64> = (0..budget.samples.max(1))
        .map(|_| {
            let start = Instant::now();
            let mut calls = 0u64;
            while calls == 0 || start.elapsed() < budget.sample_time {
                f();
                calls += 1;
            }
            start.elapsed().as_secs_f64() / calls as f64
        })
        .collect();
    median(&mut samples)
}

/// Median seconds of single runs of `f` (for work that takes seconds: no repetition inside a
/// sample).
pub fn seconds_once(samples: usize, mut f: impl FnMut()) -> f64 {
    let mut v: Vec<f64> = (0..samples.max(1))
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64()
        })
        .collect();
    median(&mut v)
}

/// The median (the upper one of an even count).
pub fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// The trivial baseline every figure is also given relative to: sorting 100,000 pseudo-random
/// `u64`s from a fixed seed. It measures the machine, not truename, so a reader can compare
/// runs on different machines by the ratio.
pub fn baseline(budget: Budget) -> f64 {
    let mut rng = fastrand::Rng::with_seed(1);
    let data: Vec<u64> = (0..100_000).map(|_| rng.u64(..)).collect();
    seconds_per_call(budget, || {
        let mut v = data.clone();
        v.sort_unstable();
        std::hint::black_box(v);
    })
}
