//! `truename hunt` as a nightly loop (issues 23 and 26): `--seconds` is a real bound on
//! wall-clock time, with no case budget unless asked for; an engine given up on fails the
//! hunt; findings go to a folder of their own under the current directory; `--shard K/N` and
//! `truename findings merge` scale it over a CI matrix.

mod common;

use clap::Parser as _;
use common::{SERVER, TRUENAME};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn tmp(name: &str) -> PathBuf {
    common::tmp("hunt-cli", name)
}

fn python3() -> bool {
    Command::new("python3").arg("--version").output().is_ok()
}

fn hunt(cwd: &Path, args: &[&str]) -> Output {
    Command::new(TRUENAME)
        .current_dir(cwd)
        .arg("hunt")
        .args(args)
        .output()
        .expect("runs")
}

/// `truename hunt ENGINE --seconds SECONDS --cases CASES MORE` in `cwd`: a hunt of the engine
/// `ENGINE` names (`--engine NAME` or `--cmd COMMAND`) bounded by time and by a case budget.
fn hunt_budget(cwd: &Path, engine: &[&str], seconds: &str, cases: &str, more: &[&str]) -> Output {
    hunt(
        cwd,
        &[engine, &["--seconds", seconds, "--cases", cases], more].concat(),
    )
}

fn text(o: &Output) -> String {
    format!(
        "{}\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A Python proxy in front of the reference server: it says the server's hello, then, with
/// `dies_after` N > 0, answers N cases and exits on the next, and so does every process
/// started after that at once (the engine is broken for good); with 0, never answers at all
/// (it exits when its input closes).
fn proxy(dir: &Path, dies_after: u32) -> String {
    let script = dir.join("proxy.py");
    let dead = dir.join("dead").display().to_string();
    let text = format!(
        r#"import os, subprocess, sys
after = {dies_after}
server = subprocess.Popen([{SERVER:?}], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
sys.stdout.buffer.write(server.stdout.readline()); sys.stdout.flush()
n = 0
for line in sys.stdin.buffer:
    if b'"case"' not in line:
        continue
    n += 1
    if after == 0:
        continue
    if os.path.exists({dead:?}) or n > after:
        open({dead:?}, "w").close()
        os._exit(1)
    server.stdin.write(line); server.stdin.flush()
    sys.stdout.buffer.write(server.stdout.readline()); sys.stdout.flush()
"#
    );
    std::fs::write(&script, text).unwrap();
    format!("python3 {}", script.display())
}

/// A fresh directory `name` with a [`proxy`] in it (its directory and command), or `None`
/// where there is no python3 (the test says it is skipped).
fn proxy_in(name: &str, dies_after: u32) -> Option<(PathBuf, String)> {
    if !python3() {
        eprintln!("skipped: no python3");
        return None;
    }
    let d = tmp(name);
    let cmd = proxy(&d, dies_after);
    Some((d, cmd))
}

#[test]
fn the_largest_seconds_is_no_bound_and_no_panic() {
    let d = tmp("max-seconds");
    let o = hunt_budget(
        &d,
        &["--engine", "model"],
        "18446744073709551615",
        "20",
        &["--dry-run"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(text(&o).contains("20 cases in"), "{}", text(&o));
}

#[test]
fn seconds_bound_the_hunt_while_the_engine_never_answers() {
    let Some((d, cmd)) = proxy_in("never-answers", 0) else {
        return;
    };
    let start = Instant::now();
    let mut child = Command::new(TRUENAME)
        .current_dir(&d)
        .args([
            "hunt",
            "--cmd",
            &cmd,
            "--seconds",
            "2",
            "--timeout-ms",
            "600000",
            "--dry-run",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Far above the 2 s budget, far below the 600 s one wait could take.
    while start.elapsed() < Duration::from_secs(120) {
        if let Some(status) = child.try_wait().unwrap() {
            // It checked nothing (the engine answered nothing): status 2, not a pass.
            assert_eq!(status.code(), Some(2));
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    let _ = child.wait();
    panic!("`hunt --seconds 2` was still running after 120 s");
}

#[test]
fn there_is_no_case_budget_unless_asked_for() {
    let cli = truename::args::Cli::try_parse_from(["truename", "hunt", "--seconds", "3600"])
        .expect("parses");
    let truename::args::Command::Hunt(args) = cli.command else {
        panic!("not hunt");
    };
    assert_eq!(args.cases, None);
    assert_eq!(args.seconds, 3600);
}

#[test]
fn an_engine_given_up_on_fails_the_hunt() {
    // The engine answers 20 cases, then crashes on every case: the client gives it up; the
    // hunt replaces it by a fresh process, which is given up on before answering anything,
    // and stops, failed (it used to go on with every case an instant "limitation", exit 0).
    let Some((d, cmd)) = proxy_in("given-up", 20) else {
        return;
    };
    let o = hunt_budget(
        &d,
        &["--cmd", &cmd],
        "600",
        "260",
        &["--no-invariants", "--dry-run"],
    );
    let t = text(&o);
    // 3: the hunt failed as a run, not "new findings" (1).
    assert_eq!(o.status.code(), Some(3), "{t}");
    assert!(t.contains("ENGINE GIVEN UP ON 2 time(s)"), "{t}");
    assert!(t.contains("STOPPED before the budget ran out"), "{t}");
}

#[test]
fn findings_go_to_a_folder_of_their_own_under_the_current_directory() {
    let d = tmp("default-folder");
    let o = hunt_budget(
        &d,
        &["--engine", "mutant:all-names-dropped"],
        "600",
        "150",
        &[],
    );
    let t = text(&o);
    assert_eq!(o.status.code(), Some(1), "{t}");
    let folder = d.join("truename-hunt-findings");
    assert!(t.contains(&folder.display().to_string()), "{t}");
    let found = std::fs::read_dir(&folder).unwrap().flatten();
    assert!(
        found
            .into_iter()
            .any(|e| e.file_name().to_string_lossy().starts_with("hunt-")),
        "{t}"
    );
    assert!(!d.join("corpus").exists());
}

#[test]
fn a_shard_outside_its_count_is_refused() {
    let d = tmp("bad-shard");
    for bad in ["0/2", "3/2", "1/0", "x"] {
        let o = hunt(&d, &["--engine", "model", "--shard", bad, "--dry-run"]);
        assert_eq!(o.status.code(), Some(2), "{bad}: {}", text(&o));
        assert!(text(&o).contains("a shard is K/N"), "{bad}: {}", text(&o));
    }
}

#[test]
fn shards_merge_into_one_folder_with_one_summary_line() {
    let d = tmp("shards");
    for k in ["1/2", "2/2"] {
        let out = d.join(format!("shard-{}", &k[..1]));
        let o = hunt_budget(
            &d,
            &["--engine", "mutant:all-names-dropped"],
            "600",
            "100",
            &["--shard", k, "--regressions", out.to_str().unwrap()],
        );
        assert!(text(&o).contains(&format!("shard {k}")), "{}", text(&o));
        assert!(text(&o).contains("100 cases in"), "{}", text(&o));
    }
    let merged = d.join("merged");
    let o = Command::new(TRUENAME)
        .args(["findings", "merge", "--out", merged.to_str().unwrap()])
        .arg(d.join("shard-1"))
        .arg(d.join("shard-2"))
        .output()
        .unwrap();
    let t = text(&o);
    assert_eq!(o.status.code(), Some(1), "{t}");
    assert!(t.contains("200 cases in"), "{t}");
    // One file per bug: the two shards found the mutant's bug under the same signatures.
    let files: Vec<String> = std::fs::read_dir(&merged)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("hunt-"))
        .collect();
    let ids: std::collections::BTreeSet<String> = files
        .iter()
        .map(|f| {
            let v: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(merged.join(f)).unwrap()).unwrap();
            v["cases"][0]["id"].as_str().unwrap_or_default().to_string()
        })
        .collect();
    assert_eq!(ids.len(), files.len(), "{files:?}");
    assert!(!files.is_empty(), "{t}");
}

#[test]
fn merging_a_folder_no_hunt_wrote_is_refused() {
    let d = tmp("not-a-hunt");
    let o = Command::new(TRUENAME)
        .args(["findings", "merge", "--out"])
        .arg(d.join("out"))
        .arg(&d)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("summaries"), "{}", text(&o));
}

#[test]
fn a_signal_while_the_engine_is_waited_on_is_an_interruption_not_the_end_of_time() {
    let Some((d, cmd)) = proxy_in("signal-wait", 0) else {
        return;
    };
    let mut child = Command::new(TRUENAME)
        .current_dir(&d)
        .args(["hunt", "--cmd", &cmd, "--seconds", "600", "--dry-run"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(2000));
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let status = child.wait().unwrap();
    let mut out = String::new();
    std::io::Read::read_to_string(&mut child.stdout.take().unwrap(), &mut out).unwrap();
    assert_eq!(status.code(), Some(130), "{out}");
    assert!(out.contains("INTERRUPTED"), "{out}");
}

#[test]
fn a_findings_folder_replays_as_a_corpus() {
    // The folder holds the findings (case files), the hunt's record (summaries/) and nothing
    // pending: `truename run --corpus` reads it without a load error, the model passes every
    // finding and the engine it was found on fails them.
    let d = tmp("replay");
    let mutant = "mutant:all-names-dropped";
    let o = hunt_budget(&d, &["--engine", mutant], "600", "150", &[]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let folder = d.join("truename-hunt-findings");
    assert!(folder.join("summaries").is_dir());
    for (engine, code) in [("model", 0), (mutant, 1)] {
        let o = Command::new(TRUENAME)
            .args(["run", "--no-progress", "--engine", engine, "--corpus"])
            .arg(&folder)
            .output()
            .unwrap();
        let t = text(&o);
        assert_eq!(o.status.code(), Some(code), "{engine}: {t}");
        assert!(!t.contains("LOAD ERROR"), "{engine}: {t}");
    }
}

#[test]
fn a_merge_exits_as_the_hunts_would_as_one() {
    // A clean hunt of the model, then its record edited as a hunt interrupted, one whose
    // engine was given up on, and a folder with a pending finding.
    let d = tmp("merge-status");
    let folder = d.join("clean");
    let o = hunt_budget(
        &d,
        &["--engine", "model"],
        "600",
        "60",
        &["--no-invariants", "--regressions", folder.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let merge = |name: &str, dir: &Path| {
        Command::new(TRUENAME)
            .args(["findings", "merge", "--out"])
            .arg(d.join(name))
            .arg(dir)
            .output()
            .unwrap()
    };
    let o = merge("merged-clean", &folder);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let record = std::fs::read_dir(folder.join("summaries"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "record"))
        .expect("the hunt's record, not a *.json a corpus walk would read");
    let clean = std::fs::read_to_string(&record).unwrap();
    for (field, value, code) in [("interrupted", "true", 130), ("given_up", "1", 3)] {
        let mut v: serde_json::Value = serde_json::from_str(&clean).unwrap();
        v[field] = serde_json::from_str(value).unwrap();
        std::fs::write(&record, v.to_string()).unwrap();
        let o = merge(&format!("merged-{field}"), &folder);
        assert_eq!(o.status.code(), Some(code), "{field}: {}", text(&o));
    }
    std::fs::write(&record, &clean).unwrap();
    let pending = folder.join("pending");
    std::fs::create_dir_all(&pending).unwrap();
    // A case file as a pending finding (what a killed hunt leaves).
    let corpus_file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../corpus/cases/903.4c-reminder-text.json"
    );
    std::fs::copy(corpus_file, pending.join("hunt-0000000000000001-x.json")).unwrap();
    let o = merge("merged-pending", &folder);
    assert_eq!(o.status.code(), Some(1), "a pending finding: {}", text(&o));
}
