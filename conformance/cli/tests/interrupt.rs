//! SIGINT and SIGTERM stop `truename run` and `truename hunt` at once, whatever the engine is
//! doing (a run used to finish its batch first: 32 cases × the time limit against an engine
//! that hangs), with a report marked incomplete and exit status 130.

mod common;

use common::{python_engine, signal, wait_for};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::Duration;

fn tmp(name: &str) -> PathBuf {
    common::tmp("int", name)
}

/// An engine that says hello as the reference server does, writes its pid to `dir/pid` when
/// its first case arrives, and never answers.
fn hanging_engine(dir: &Path) -> String {
    let hang = "open(pid, 'w').write(str(os.getpid()))\ntime.sleep(3600)";
    python_engine(dir, "hang", hang)
}

/// Waits for `child`, failing if it takes as long as the engine's time limit (60 s) would.
fn exit_of(child: &mut Child) -> ExitStatus {
    let mut status = None;
    wait_for("the process to stop", || {
        status = child.try_wait().unwrap();
        status.is_some()
    });
    status.unwrap()
}

fn alive(pid: &str) -> bool {
    Command::new("kill")
        .args(["-0", pid])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_signal_stops_a_run_against_a_hanging_engine_at_once() {
    for (sig, jobs) in [("-INT", "1"), ("-TERM", "2")] {
        let dir = tmp(&sig[1..]);
        let report = dir.join("report.json");
        let mut child = Command::new(env!("CARGO_BIN_EXE_truename"))
            .args([
                "run",
                "--no-progress",
                "--timeout-ms",
                "600000",
                "--format",
                "json",
            ])
            .args(["--jobs", jobs, "--cmd", &hanging_engine(&dir), "--output"])
            .arg(&report)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let pid_file = dir.join("pid");
        wait_for("the engine's first case", || pid_file.exists());
        signal(&child, sig);
        let status = exit_of(&mut child);
        assert_eq!(status.code(), Some(130), "{sig}");
        let text = std::fs::read_to_string(&report).expect("the report is written");
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["complete"], false, "{sig}");
        assert_eq!(v["ok"], false, "{sig}");
        // The cases not answered weren't run; no fault of the engine's is reported.
        let failures: Vec<&str> = (v["engines"][0]["cases"].as_array().unwrap().iter())
            .filter_map(|c| c["failure"].as_str())
            .collect();
        assert!(!failures.is_empty(), "{sig}");
        assert!(
            failures
                .iter()
                .all(|f| *f == "not run: the run was interrupted"),
            "{sig}: {failures:?}"
        );
        let pid = std::fs::read_to_string(&pid_file).unwrap();
        wait_for("the engine to be stopped", || !alive(pid.trim()));
    }
}

#[test]
fn a_signal_stops_a_hunt_and_says_so() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_truename"))
        .args(["hunt", "--engine", "model", "--seconds", "600", "--dry-run"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    signal(&child, "-INT");
    let status = exit_of(&mut child);
    assert_eq!(status.code(), Some(130));
    let mut out = String::new();
    std::io::Read::read_to_string(&mut child.stdout.take().unwrap(), &mut out).unwrap();
    assert!(out.contains("INTERRUPTED"), "{out}");
}
