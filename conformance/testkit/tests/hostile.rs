//! The process client against hostile engines: duplicate responses, floods of blank lines,
//! over-long lines and stderr, crashes behind a shell, slow starts, and engines that can't be
//! restarted. Each failure is charged to the right case (or reported as "not run" with its
//! reason), the client's memory and time stay bounded, and nothing the engine started outlives
//! it. (`docs/reliability.md`, "Hostile engines (process client)", lists these tests.)

#![cfg(unix)]

mod common;

use common::*;
use std::time::{Duration, Instant};
use truename_cases::Case;
use truename_harness::driven::{Driven, EngineFailure};
use truename_harness::protocol::client::ProcessEngine;

/// More than the client needs for anything here; a client that needs it has lost its bounds.
const ALLOWED: Duration = Duration::from_secs(9);

/// The client's peak memory that no test here comes near (its 16 MiB line limit included).
const MEMORY_KIB: u64 = 256 << 10;

/// A duplicate response, with the server's note on stderr.
fn answered_twice(f: &EngineFailure) -> bool {
    matches!(f, EngineFailure::Protocol(m) if m.contains("twice") && m.contains("duplicating the response"))
}

#[test]
fn a_duplicate_response_is_charged_to_the_case_it_answered() {
    // Mid-batch: the engine answers its 2nd case twice; the 3rd case is not blamed.
    misbehaving("duplicate:2", Duration::from_secs(2), answered_twice);
    // At the end of a batch.
    let cases = cases();
    let refs: Vec<&Case> = cases.iter().map(|c| &c.case).collect();
    let want = model_replies(&refs);
    let is_duplicate = |r: &truename_harness::driven::Replies| matches!(r, Err(EngineFailure::Protocol(m)) if m.contains("twice"));
    let mut engine = server(&["--misbehave", "duplicate:2"], Duration::from_secs(2)).unwrap();
    for range in [0..2, 2..4] {
        // Each process answers its 2nd case twice: the last of each batch.
        let first = range.start;
        let got = run_cases(&mut engine, &refs[range]);
        assert_eq!(got[0].as_ref().ok(), Some(&want[first]));
        assert!(is_duplicate(&got[1]), "{:?}", got[1]);
    }
    assert_eq!(engine.restarts(), 1);
    // One case at a time.
    let mut engine = server(&["--misbehave", "duplicate:1"], Duration::from_secs(2)).unwrap();
    for _ in 0..2 {
        let got = engine.run(&refs[0].scenario, &refs[0].questions());
        assert!(is_duplicate(&got), "{got:?}");
    }
}

/// [`misbehaving_command`] over `sh -c script`, where `{s}` stands for the server and `{p}`
/// for a file that collects process ids: none of them runs afterwards.
fn behind_a_shell(name: &str, script: &str, check: fn(&EngineFailure) -> bool) {
    let pids = temp_path(name);
    let script = script
        .replace("{p}", &quote(&pids.display().to_string()))
        .replace("{s}", &quote(SERVER));
    misbehaving_command(&sh(&script), Duration::from_secs(5), check);
    // 2 engines of at least 3 processes each (the first and two restarts), each with a
    // server and a helper.
    assert_all_gone(&pids, 12);
    let _ = std::fs::remove_file(&pids);
}

#[test]
fn a_crash_behind_a_shell_is_a_crash_and_leaves_nothing_behind() {
    // The shell starts a helper that holds the engine's stdout, then the server, which
    // crashes on its 2nd case; the shell exits with the server's status, the helper lives on.
    behind_a_shell(
        "grandchild-crash",
        "sleep 30 & echo $! >> {p}; {s} --misbehave crash:2 --pid-file {p}; exit $?",
        |f| matches!(f, EngineFailure::Crashed(m) if m.contains("exit status: 3") && m.contains("crashing on case 2")),
    );
}

#[test]
fn a_shell_that_closes_stdout_after_its_engine_crashed_is_a_crash() {
    // The server crashes on its 2nd case; the shell closes its stdout and waits on a helper.
    behind_a_shell(
        "shell-lives-on",
        "{s} --misbehave crash:2 --pid-file {p}; exec >&-; sleep 30 & echo $! >> {p}; wait",
        |f| matches!(f, EngineFailure::Crashed(m) if m.contains("closed its stdout") && m.contains("crashing on case 2")),
    );
}

#[test]
fn a_slow_hello_is_waited_for_up_to_the_handshake_limit() {
    // Slower than a response may be, faster than the handshake limit: fine.
    let cmd = [SERVER, "--misbehave", "slow-hello:1000"].map(String::from);
    let mut options = quiet(Duration::from_millis(300));
    options.handshake_timeout = Duration::from_secs(6);
    let mut engine = ProcessEngine::spawn_with(&cmd, options).expect("a slow hello in time");
    let case = cases().remove(1).case;
    assert!(engine.run(&case.scenario, &case.questions()).is_ok());

    // Slower than the handshake limit: timed out, and the server (started by a shell) is gone.
    let pids = temp_path("slow-hello");
    let script = format!(
        "{s} --misbehave slow-hello:30000 --pid-file {p}; exit $?",
        p = quote(&pids.display().to_string()),
        s = quote(SERVER),
    );
    let mut options = quiet(Duration::from_millis(300));
    options.handshake_timeout = Duration::from_millis(700);
    let t0 = Instant::now();
    match ProcessEngine::spawn_with(&sh(&script), options) {
        Err(EngineFailure::TimedOut(700)) => {}
        Err(other) => panic!("wrong failure: {other:?}"),
        Ok(_) => panic!("a hello after 30 s came within 0.7 s"),
    }
    assert!(t0.elapsed() < ALLOWED);
    assert_all_gone(&pids, 1);
    let _ = std::fs::remove_file(&pids);
}

#[test]
fn an_engine_that_cannot_be_restarted_is_given_up_on() {
    // Dies on its 3rd case, mid-batch, and refuses to start ever again.
    let once = temp_path("once");
    let path = once.display().to_string();
    let args = ["--misbehave", "crash:3", "--once", path.as_str()];
    let mut engine = server(&args, Duration::from_secs(2)).expect("the first start");
    let cases = cases();
    let refs: Vec<&Case> = cases.iter().map(|c| &c.case).collect();
    let got = run_cases(&mut engine, &refs);
    assert!(got[0].is_ok() && got[1].is_ok(), "{got:?}");
    assert!(
        matches!(&got[2], Err(EngineFailure::Crashed(m)) if m.contains("exit status: 3")),
        "{:?}",
        got[2]
    );
    let not_run = |r: &truename_harness::driven::Replies| matches!(r, Err(EngineFailure::Crashed(m)) if m.contains("not run") && m.contains("exit status: 7"));
    assert!(got[3..].iter().all(not_run), "{got:?}");
    // Later cases are reported at once, with the reason; no more restarts are tried.
    let tries = engine.restarts();
    assert!((1..=5).contains(&tries), "{tries} restarts");
    for c in &refs {
        let got = engine.run(&c.scenario, &c.questions());
        assert!(not_run(&got), "{got:?}");
    }
    assert_eq!(engine.restarts(), tries);
    let _ = std::fs::remove_file(&once);
}

#[test]
fn a_zero_timeout_is_refused() {
    let cmd = vec![SERVER.to_string()];
    assert!(ProcessEngine::spawn(&cmd, Duration::ZERO).is_err());
    let mut options = quiet(Duration::from_secs(1));
    options.handshake_timeout = Duration::ZERO;
    assert!(ProcessEngine::spawn_with(&cmd, options).is_err());
}

/// The client probe over the server misbehaving in `mode`, with `cases` cases: it finished in
/// time, with one result per case.
fn probe_server(mode: &str, cases: usize) -> Probed {
    let n = cases.to_string();
    let run = probe(
        &["--cases", &n, "--timeout-ms", "1000"],
        &[SERVER, "--misbehave", mode],
        ALLOWED,
    );
    assert!(run.finished, "the client never finished: {}", run.stdout);
    assert_eq!(run.results().len(), cases, "{}", run.stdout);
    run
}

#[test]
fn a_blank_line_flood_is_garbage_within_the_time_limit_and_memory_stays_bounded() {
    let t0 = Instant::now();
    let run = probe_server("blank-flood:2", 3);
    let results = run.results();
    assert_eq!((results[0], results[2]), ("ok", "ok"));
    assert!(
        results[1].contains("garbage") && results[1].contains("blank lines"),
        "{}",
        results[1]
    );
    assert!(run.number("peak_rss_kib") < MEMORY_KIB, "{}", run.stdout);
    assert!(t0.elapsed() < ALLOWED);
}

#[test]
fn an_over_long_line_is_garbage_with_the_stderr_tail_and_memory_stays_bounded() {
    let run = probe_server("long-line:2", 3);
    let results = run.results();
    let failure = results[1];
    assert!(
        failure.contains("garbage")
            && failure.contains("longer than 16777216 bytes")
            && failure.contains("writing an over-long line on case 2"),
        "{failure}"
    );
    assert_eq!((results[0], results[2]), ("ok", "ok"));
    assert!(run.number("peak_rss_kib") < MEMORY_KIB, "{}", run.stdout);
}

#[test]
fn a_stderr_flood_is_capped_and_the_cap_is_said() {
    let run = probe_server("stderr-flood:1", 2);
    assert_eq!(run.results(), ["ok", "ok"], "{}", run.stdout);
    // 8 MiB written; 1 MiB passed through, and a note of what was dropped.
    let limit = 1 << 20;
    assert!(
        run.stderr_len < limit + (64 << 10),
        "{} bytes",
        run.stderr_len
    );
    assert!(run.stderr_tail.contains("not shown"), "{}", run.stderr_tail);
}
