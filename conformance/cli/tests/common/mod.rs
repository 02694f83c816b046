//! Helpers the CLI's integration tests share: running the `truename` binary, a fresh scratch
//! directory per test, a Python engine that says the reference server's hello, and waiting on
//! and signalling child processes.

// Each test file is its own crate and uses only part of this module.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// The `truename` binary under test.
pub const TRUENAME: &str = env!("CARGO_BIN_EXE_truename");
/// The reference server (`truename-server`), an engine that answers as the model does.
pub const SERVER: &str = env!("CARGO_BIN_EXE_truename-server");

/// Bytes a process wrote, as text (invalid UTF-8 replaced).
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs `cmd` to its end: exit status (-1 when a signal ended it), stdout, stderr.
pub fn output(cmd: &mut Command) -> (i32, String, String) {
    let out = cmd.output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        text(&out.stdout),
        text(&out.stderr),
    )
}

/// `truename ARGS`: exit status, stdout, stderr.
pub fn truename(args: &[&str]) -> (i32, String, String) {
    output(Command::new(TRUENAME).args(args))
}

/// A fresh, empty directory `name` under `parent` (whatever was there before is removed).
pub fn fresh_dir(parent: &Path, name: &str) -> PathBuf {
    let d = parent.join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A fresh directory `truename-PREFIX-PID-NAME` under the system's temporary directory.
pub fn tmp(prefix: &str, name: &str) -> PathBuf {
    let pid = std::process::id();
    fresh_dir(
        &std::env::temp_dir(),
        &format!("truename-{prefix}-{pid}-{name}"),
    )
}

/// A Python engine that says hello as the reference server does, then runs `then` (Python,
/// after the first case arrives; `pid` is the path of a file it may write its pid to).
pub fn python_engine(dir: &Path, name: &str, then: &str) -> String {
    let script = dir.join(format!("{name}.py"));
    let pid = dir.join("pid");
    let text = format!(
        "import os, subprocess, sys, time\nserver = subprocess.Popen([{SERVER:?}], stdout=subprocess.PIPE)\nsys.stdout.write(server.stdout.readline().decode()); sys.stdout.flush()\nserver.kill()\nsys.stdin.readline()\npid = {pid:?}\n{then}\n",
        pid = pid.display().to_string()
    );
    std::fs::write(&script, text).unwrap();
    format!("python3 {}", script.display())
}

/// Waits until `done` holds, failing the test after a minute.
pub fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done() {
        assert!(Instant::now() < deadline, "waited a minute for {what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Sends signal `sig` (`-INT`, `-TERM`, …) to `child`.
pub fn signal(child: &Child, sig: &str) {
    let ok = Command::new("kill")
        .args([sig, &child.id().to_string()])
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "kill {sig}");
}

/// `truename run --engine model --id 201.2a/* --write-expectations FILE`: the model's
/// expectation file of the 201.2a cases, written to `file`.
pub fn model_expectations(file: &Path) -> (i32, String, String) {
    truename(&[
        "run",
        "--engine",
        "model",
        "--id",
        "201.2a/*",
        "--write-expectations",
        file.to_str().unwrap(),
    ])
}

/// `truename run --engine ENGINE --format json --no-progress MORE`: the embedded corpus
/// against one engine, its JSON report on stdout (or where `MORE` says).
pub fn json_report(engine: &str, more: &[&str]) -> (i32, String, String) {
    let args = [
        "run",
        "--engine",
        engine,
        "--format",
        "json",
        "--no-progress",
    ];
    truename(&[&args[..], more].concat())
}
