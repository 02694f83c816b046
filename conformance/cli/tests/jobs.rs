//! `truename run --cmd ... --jobs N`: N processes of one engine give the report of one process
//! (timings apart), and a process that crashes, or is given up on, costs only its own cases.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const SERVER: &str = env!("CARGO_BIN_EXE_truename-server");

/// `truename run` over the embedded corpus with these extra arguments: its JSON report.
fn run_json(extra: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_truename"))
        .args(["run", "--no-progress", "--format", "json"])
        .args(extra)
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    serde_json::from_str(&text).unwrap_or_else(|e| {
        let err = String::from_utf8_lossy(&out.stderr);
        panic!("not a JSON report ({e}): {text}\n{err}")
    })
}

/// The report without its timings and its invocation (the only parts `--jobs` may change).
fn untimed(mut v: Value) -> Value {
    match &mut v {
        Value::Object(m) => {
            m.remove("seconds");
            // When and how the run was started (the command line says --jobs N).
            m.remove("invocation");
            for x in m.values_mut() {
                *x = untimed(x.take());
            }
        }
        Value::Array(a) => a.iter_mut().for_each(|x| *x = untimed(x.take())),
        _ => {}
    }
    v
}

/// Each case of the (only) engine: id → the case's result.
fn cases(report: &Value) -> Vec<(String, Value)> {
    let cases = report["engines"][0]["cases"].as_array().expect("cases");
    cases
        .iter()
        .map(|c| (c["id"].as_str().unwrap_or_default().to_string(), c.clone()))
        .collect()
}

fn python3() -> bool {
    let ok = Command::new("python3").arg("--version").output();
    ok.is_ok_and(|o| o.status.success())
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("truename-jobs-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A Python proxy in front of the reference server. The first process to start claims
/// `doomed` and exits on its first case (after creating `dead`); once `dead` exists, every
/// process that starts exits at once (so the doomed process's restarts fail). With
/// `always`, every process exits on its first case.
fn flaky_proxy(dir: &Path, always: bool) -> String {
    let script = dir.join("proxy.py");
    let text = format!(
        r#"import os, subprocess, sys
dir = {dir:?}
always = {always}
if os.path.exists(os.path.join(dir, "dead")) and not always:
    sys.exit(1)
try:
    os.close(os.open(os.path.join(dir, "doomed"), os.O_CREAT | os.O_EXCL))
    doomed = True
except FileExistsError:
    doomed = always
server = subprocess.Popen([{SERVER:?}], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
sys.stdout.buffer.write(server.stdout.readline()); sys.stdout.flush()
for line in sys.stdin.buffer:
    if doomed and b'"case"' in line:
        open(os.path.join(dir, "dead"), "w").close()
        os._exit(1)
    server.stdin.write(line); server.stdin.flush()
    if b'"case"' in line:
        sys.stdout.buffer.write(server.stdout.readline()); sys.stdout.flush()
"#,
        dir = dir.display().to_string(),
        always = if always { "True" } else { "False" },
    );
    std::fs::write(&script, text).unwrap();
    format!("python3 {}", script.display())
}

#[test]
fn three_server_processes_give_the_report_of_one() {
    let one = run_json(&["--cmd", SERVER, "--jobs", "1"]);
    let three = run_json(&["--cmd", SERVER, "--jobs", "3"]);
    assert_eq!(one["ok"], Value::Bool(true), "{one}");
    assert!(cases(&one).len() > 50);
    assert_eq!(untimed(one), untimed(three));
}

#[test]
fn three_python_adapters_give_the_report_of_one() {
    if !python3() {
        eprintln!("skipped: no python3");
        return;
    }
    let adapter = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../adapters/example-python/adapter.py"
    );
    let cmd = format!("python3 {adapter}");
    let one = run_json(&["--cmd", &cmd, "--jobs", "1"]);
    let three = run_json(&["--cmd", &cmd, "--jobs", "3"]);
    assert!(
        one["engines"][0]["executed"].as_u64().unwrap_or(0) > 0,
        "{one}"
    );
    assert_eq!(untimed(one), untimed(three));
}

#[test]
fn a_process_given_up_on_loses_only_the_case_it_crashed_on() {
    if !python3() {
        eprintln!("skipped: no python3");
        return;
    }
    let reference = cases(&untimed(run_json(&["--cmd", SERVER])));
    let dir = tmp("given-up");
    let report = untimed(run_json(&[
        "--cmd",
        &flaky_proxy(&dir, false),
        "--jobs",
        "3",
    ]));
    let got = cases(&report);
    assert_eq!(got.len(), reference.len());
    let differ: Vec<&(String, Value)> = got.iter().filter(|c| !reference.contains(c)).collect();
    assert_eq!(
        differ.len(),
        1,
        "exactly the case it crashed on: {differ:?}"
    );
    let failure = differ[0].1["failure"].as_str().unwrap_or_default();
    assert!(failure.contains("engine crashed"), "{failure}");
    let incidents = report["engines"][0]["incidents"].to_string();
    assert!(incidents.contains("given up on"), "{incidents}");
    // The JUnit and HTML reports (what a CI dashboard shows) say it too.
    for (format, says) in [("junit", "incident: "), ("html", "Incident (")] {
        let dir = tmp(&format!("given-up-{format}"));
        let out = Command::new(env!("CARGO_BIN_EXE_truename"))
            .args([
                "run",
                "--no-progress",
                "--format",
                format,
                "--jobs",
                "3",
                "--cmd",
            ])
            .arg(flaky_proxy(&dir, false))
            .output()
            .expect("runs");
        let text = String::from_utf8_lossy(&out.stdout);
        let line = text.lines().find(|l| l.contains(says)).unwrap_or_default();
        assert!(line.contains("given up on"), "{format}: {text}");
    }
}

#[test]
fn when_every_process_is_given_up_on_the_rest_is_not_run_with_the_reason() {
    if !python3() {
        eprintln!("skipped: no python3");
        return;
    }
    let dir = tmp("all-dead");
    let report = run_json(&["--cmd", &flaky_proxy(&dir, true), "--jobs", "2"]);
    let got = cases(&report);
    let failures: Vec<&str> = got
        .iter()
        .filter_map(|(_, c)| c["failure"].as_str())
        .collect();
    assert_eq!(failures.len(), got.len(), "every case fails");
    let crashed = failures.iter().filter(|f| !f.contains("not run")).count();
    assert!(
        crashed <= 20,
        "at most 10 cases in a row per process: {crashed}"
    );
    let not_run = failures
        .iter()
        .filter(|f| f.contains("not run: the engine was given up on: it failed 10 cases in a row"))
        .count();
    assert_eq!(crashed + not_run, got.len(), "{failures:?}");
}

#[test]
fn jobs_without_a_command_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_truename"))
        .args(["run", "--no-progress", "--engine", "model", "--jobs", "2"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--jobs"), "{err}");
}
