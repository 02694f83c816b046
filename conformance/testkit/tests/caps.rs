//! The process client's limits, as `Options`: a zero time limit is refused, and an engine
//! that keeps failing is given up on (every remaining case reported as not run, at once)
//! after too many restarts, too many failed restarts in a row, or too many failed cases in a
//! row, so that a broken engine costs a bounded time, not cases × timeout.

mod common;

use common::*;
use std::time::{Duration, Instant};
use truename_cases::Case;
use truename_harness::driven::{EngineFailure, Replies};
use truename_harness::protocol::client::{
    Options, ProcessEngine, DEFAULT_MAX_FAILED_RESTARTS, DEFAULT_MAX_FAILURES_IN_A_ROW,
    DEFAULT_MAX_RESTARTS, DEFAULT_STDERR_LIMIT,
};

/// The server misbehaving in `mode`, quiet, with `timeout` and the options `set` sets.
fn start(mode: &str, timeout: Duration, set: impl FnOnce(&mut Options)) -> ProcessEngine {
    let command = [SERVER, "--misbehave", mode].map(String::from);
    let mut options = quiet(timeout);
    set(&mut options);
    ProcessEngine::spawn_with(&command, options).expect("the server starts")
}

/// `n` cases (the test cases, over and over).
fn run_n(engine: &mut ProcessEngine, n: usize) -> Vec<Replies> {
    let cases = cases();
    let refs: Vec<&Case> = cases.iter().map(|c| &c.case).cycle().take(n).collect();
    run_cases(engine, &refs)
}

fn not_run_because(r: &Replies, why: &str) -> bool {
    matches!(r, Err(EngineFailure::Crashed(m)) if m.contains("not run") && m.contains(why))
}

/// Asserts that every one of `got` is reported as not run, for a reason that says `why`.
fn assert_not_run(got: &[Replies], why: &str) {
    for g in got {
        assert!(not_run_because(g, why), "{why}: {g:?}");
    }
}

#[test]
fn options_refuse_a_zero_time_limit() {
    assert!(Options::try_new(Duration::ZERO).is_err());
    let ok = Options::try_new(Duration::from_millis(1)).expect("1 ms is a time limit");
    assert_eq!(ok.timeout, Duration::from_millis(1));
    assert_eq!(ok.handshake_timeout, Duration::from_secs(10));
    assert_eq!(
        (
            ok.stderr_limit,
            ok.max_restarts,
            ok.max_failed_restarts,
            ok.max_failures_in_a_row
        ),
        (1 << 20, 100, 3, 10)
    );
    assert_eq!(
        (DEFAULT_STDERR_LIMIT, DEFAULT_MAX_RESTARTS),
        (ok.stderr_limit, ok.max_restarts)
    );
    assert_eq!(
        (DEFAULT_MAX_FAILED_RESTARTS, DEFAULT_MAX_FAILURES_IN_A_ROW),
        (ok.max_failed_restarts, ok.max_failures_in_a_row)
    );
    for broken in [
        Options {
            handshake_timeout: Duration::ZERO,
            ..ok.clone()
        },
        Options {
            max_failed_restarts: 0,
            ..ok.clone()
        },
        Options {
            max_failures_in_a_row: 0,
            ..ok.clone()
        },
    ] {
        assert!(broken.check().is_err(), "{broken:?}");
    }
    let command = vec![SERVER.to_string()];
    match ProcessEngine::spawn(&command, Duration::ZERO) {
        Err(EngineFailure::Crashed(m)) => assert!(m.contains("more than 0"), "{m}"),
        Err(other) => panic!("wrong failure: {other:?}"),
        Ok(_) => panic!("a zero time limit was accepted"),
    }
}

#[test]
fn restarts_are_capped_in_all() {
    // Every process crashes on its first case.
    let mut engine = start("crash:1", Duration::from_secs(2), |o| o.max_restarts = 2);
    let got = run_n(&mut engine, 6);
    for g in &got[..3] {
        assert!(
            matches!(g, Err(EngineFailure::Crashed(m)) if m.contains("exit status: 3")),
            "{g:?}"
        );
    }
    assert_not_run(&got[3..], "restarted 2 times");
    assert_eq!(engine.restarts(), 2);
    assert!(engine
        .given_up()
        .is_some_and(|r| r.contains("max_restarts")));
    // Later batches too, at once.
    assert_not_run(&run_n(&mut engine, 3), "restarted 2 times");
    assert_eq!(engine.restarts(), 2);
}

#[test]
fn failures_in_a_row_are_capped() {
    let mut engine = start("crash:1", Duration::from_secs(2), |o| {
        o.max_failures_in_a_row = 3;
    });
    let got = run_n(&mut engine, 6);
    assert!(got[..3].iter().all(|g| g.is_err()), "{got:?}");
    assert_not_run(&got[3..], "failed 3 cases in a row");
    assert_eq!(engine.restarts(), 2);

    // A case answered between failures starts the count afresh: crash on every 2nd case.
    let mut engine = start("crash:2", Duration::from_secs(2), |o| {
        o.max_failures_in_a_row = 2;
    });
    let got = run_n(&mut engine, 7);
    assert!(got.iter().all(|g| !not_run_because(g, "")), "{got:?}");
}

#[test]
fn failed_restarts_in_a_row_are_capped() {
    let once = temp_path("caps-once");
    let path = once.display().to_string();
    let command = [SERVER, "--misbehave", "crash:1", "--once", path.as_str()].map(String::from);
    let mut options = quiet(Duration::from_secs(2));
    options.max_failed_restarts = 2;
    let mut engine = ProcessEngine::spawn_with(&command, options).expect("the first start");
    let got = run_n(&mut engine, 4);
    let _ = std::fs::remove_file(&once);
    assert!(got[0].is_err());
    assert_not_run(&got[1..], "could not be restarted (2 tries in a row");
    assert_eq!(engine.restarts(), 2);
}

#[test]
fn an_engine_that_hangs_on_every_case_costs_a_bounded_time() {
    let mut engine = start("hang:1", Duration::from_millis(300), |o| {
        o.max_failures_in_a_row = 4;
    });
    let t0 = Instant::now();
    let got = run_n(&mut engine, 40);
    // 4 time limits of 0.3 s and 4 starts; not 40 × 0.3 s.
    assert!(t0.elapsed() < Duration::from_secs(9), "{:?}", t0.elapsed());
    assert!(got[..4]
        .iter()
        .all(|g| matches!(g, Err(EngineFailure::TimedOut(300)))));
    assert_not_run(&got[4..], "failed 4 cases in a row");
}
