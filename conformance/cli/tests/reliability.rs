//! No false green from a broken run or a hostile corpus (issue 26): an interrupted or given-up
//! run writes no poisoned expectation file, two engines of one name keep a file each, report
//! writes that fail leave no temporary file, and the corpus walk reads only regular files
//! inside the corpus root, and stops on a signal.

mod common;

use common::{python_engine, signal, text, wait_for, SERVER, TRUENAME};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn tmp(name: &str) -> PathBuf {
    common::tmp("rel", name)
}

/// Waits for `child` (a minute at most: then it's a hang) and gives its exit code.
fn exit_code(child: &mut Child) -> Option<i32> {
    let mut status = None;
    let stop = wait_for_or_kill(child, &mut status);
    stop.then(|| status.and_then(|s: std::process::ExitStatus| s.code()))
        .flatten()
}

fn wait_for_or_kill(child: &mut Child, status: &mut Option<std::process::ExitStatus>) -> bool {
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        *status = child.try_wait().unwrap();
        if status.is_some() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
    panic!("waited a minute for the process to stop");
}

fn leftovers(dir: &Path) -> Vec<String> {
    (std::fs::read_dir(dir).unwrap().flatten())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

#[test]
fn an_interrupted_run_writes_no_expectation_file() {
    let dir = tmp("interrupted");
    let file = dir.join("expect.json");
    let hang = "open(pid, 'w').write(str(os.getpid()))\ntime.sleep(3600)";
    let mut child = Command::new(TRUENAME)
        .args(["run", "--no-progress", "--timeout-ms", "600000"])
        .args(["--cmd", &python_engine(&dir, "hang", hang)])
        .arg("--write-expectations")
        .arg(&file)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for("the engine's first case", || dir.join("pid").exists());
    signal(&child, "-INT");
    assert_eq!(exit_code(&mut child), Some(130));
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(
        !file.exists(),
        "an interrupted run wrote {}",
        file.display()
    );
    assert!(
        err.contains("not written: the run was interrupted"),
        "{err}"
    );
    assert!(leftovers(&dir).is_empty(), "{:?}", leftovers(&dir));
}

#[test]
fn cases_not_run_with_an_engine_given_up_on_are_not_recorded_as_known_failures() {
    let dir = tmp("given-up");
    let file = dir.join("expect.json");
    let report = dir.join("report.json");
    let crash = "sys.exit(3)";
    let out = Command::new(TRUENAME)
        .args(["run", "--no-progress", "--format", "json", "--output"])
        .arg(&report)
        .args(["--cmd", &python_engine(&dir, "crash", crash)])
        .arg("--write-expectations")
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let cases = v["engines"][0]["cases"].as_array().unwrap();
    let not_run = |c: &&Value| {
        c["failure"]
            .as_str()
            .is_some_and(|f| f.contains("not run: "))
    };
    let mut ran: Vec<&str> = (cases.iter().filter(|c| !not_run(c)))
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    ran.sort_unstable();
    assert!(
        cases.iter().any(|c| not_run(&c)),
        "the engine was given up on"
    );
    assert!(!ran.is_empty());
    let e: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let known: Vec<&str> = (e["known_failures"].as_array().unwrap().iter())
        .map(|k| k.as_str().unwrap())
        .collect();
    assert_eq!(known, ran, "only the cases that ran are recorded");
    assert!(
        text(&out.stderr).contains("their entries in"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn two_engines_of_one_name_keep_an_expectation_file_each() {
    let dir = tmp("same-name");
    let file = dir.join("e.json");
    // A mutant that says hello as "model" (another version of one engine, say).
    let proxy = dir.join("as-model.py");
    let text_of = format!(
        "import subprocess, sys\np = subprocess.Popen([{SERVER:?}, '--mutant', 'greedy-n-or-more'], stdout=subprocess.PIPE)\nhello = p.stdout.readline().decode().replace('mutant:greedy-n-or-more', 'model')\nsys.stdout.write(hello); sys.stdout.flush()\nfor line in p.stdout:\n    sys.stdout.write(line.decode()); sys.stdout.flush()\n"
    );
    std::fs::write(&proxy, text_of).unwrap();
    let out = Command::new(TRUENAME)
        .args(["run", "--no-progress", "--cmd", SERVER, "--cmd"])
        .arg(format!("python3 {}", proxy.display()))
        .arg("--write-expectations")
        .arg(&file)
        .output()
        .unwrap();
    let err = text(&out.stderr);
    let written: Vec<String> = (err.lines())
        .filter_map(|l| l.strip_prefix("truename run: expectations written to "))
        .map(str::to_string)
        .collect();
    assert_eq!(written.len(), 2, "{err}");
    assert_ne!(written[0], written[1], "{err}");
    let known = |p: &str| {
        let v: Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
        v["known_failures"].as_array().unwrap().len()
    };
    // The first (the reference server) fails nothing; the second (a mutant) fails cases.
    assert_eq!(known(&written[0]), 0, "{err}");
    assert!(known(&written[1]) > 0, "{err}");
}

#[test]
fn a_report_write_that_fails_leaves_no_temporary_file() {
    let dir = tmp("full");
    let report = dir.join("report.json");
    let expect = dir.join("expect.json");
    // Files of at most 1 KiB: the report and the expectation file can't be written whole.
    let script = format!(
        "ulimit -f 2; exec {TRUENAME} run --no-progress --engine mutant:greedy-n-or-more --format json --output {} --write-expectations {}",
        report.display(),
        expect.display()
    );
    let out = Command::new("sh").args(["-c", &script]).output().unwrap();
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("File too large"), "{err}");
    assert!(leftovers(&dir).is_empty(), "{:?}", leftovers(&dir));
}

/// A case file with one case whose objects form a chain of `n` (each the `previous` of the
/// next).
fn chain_file(path: &Path, id: &str, n: usize) {
    let mut objects = vec![r#"{"id":"o0","card":"Grizzly Bears","zone":"graveyard"}"#.to_string()];
    for i in 1..n {
        let zone = if i % 2 == 1 { "exile" } else { "graveyard" };
        objects.push(format!(
            r#"{{"id":"o{i}","card":"Grizzly Bears","zone":"{zone}","previous":"o{}"}}"#,
            i - 1
        ));
    }
    let last = n - 1;
    let text = format!(
        r#"{{"format":"truename-cases/1","cr_revision":"2025-06-FIN","oracle_snapshot":"truename-subset-2026-07-03","cases":[{{"id":"{id}","rules":["400.7"],"objects":[{}],"queries":[{{"query":"names","object":"o{last}","expect":{{"names":["Grizzly Bears"]}}}}]}}]}}"#,
        objects.join(",")
    );
    std::fs::write(path, text).unwrap();
}

#[test]
fn a_signal_during_loading_stops_the_run() {
    let dir = tmp("load-signal");
    let corpus = dir.join("corpus");
    std::fs::create_dir_all(&corpus).unwrap();
    for k in 0..10 {
        chain_file(
            &corpus.join(format!("c{k}.json")),
            &format!("chain-{k}"),
            30_000,
        );
    }
    for signals in [&["-INT"][..], &["-INT", "-TERM"]] {
        let report = dir.join("report.json");
        let _ = std::fs::remove_file(&report);
        let mut child = Command::new(TRUENAME)
            .args(["run", "--no-progress", "--format", "json", "--corpus"])
            .arg(&corpus)
            .arg("--output")
            .arg(&report)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(1000));
        for s in signals {
            signal(&child, s);
        }
        assert_eq!(exit_code(&mut child), Some(130), "{signals:?}");
        if signals.len() == 1 {
            let v: Value =
                serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
            assert_eq!(v["complete"], false);
        }
    }
}

/// A corpus with one good case file and `bad` beside it (made by `make` in the corpus).
fn corpus_with(name: &str, make: impl FnOnce(&Path)) -> (PathBuf, Output) {
    let dir = tmp(name);
    let corpus = dir.join("corpus");
    std::fs::create_dir_all(&corpus).unwrap();
    chain_file(&corpus.join("good.json"), "good", 2);
    make(&corpus);
    let mut child = Command::new(TRUENAME)
        .args(["run", "--no-progress", "--engine", "model", "--corpus"])
        .arg(&corpus)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut status = None;
    wait_for_or_kill(&mut child, &mut status);
    let out = child.wait_with_output().unwrap();
    (corpus, out)
}

/// What a corpus test puts beside the good file: its name, how to make it, the entry that
/// must be refused, and the message.
type Try<'a> = (&'a str, &'a dyn Fn(&Path), &'a str, &'a str);

#[test]
fn the_corpus_walk_reads_only_regular_files_inside_the_root() {
    let fifo = |c: &Path| {
        let ok = Command::new("mkfifo").arg(c.join("fifo.json")).status();
        assert!(ok.is_ok_and(|s| s.success()));
    };
    let zero = |c: &Path| std::os::unix::fs::symlink("/dev/zero", c.join("zero.json")).unwrap();
    let root = |c: &Path| std::os::unix::fs::symlink("/", c.join("root")).unwrap();
    let tries: [Try; 3] = [
        ("fifo", &fifo, "fifo.json", "not a regular file"),
        ("zero", &zero, "zero.json", "outside the corpus root"),
        ("root", &root, "root", "outside the corpus root"),
    ];
    for (name, make, file, message) in tries {
        let (corpus, out) = corpus_with(name, make);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name}: {err}");
        let shown = format!("{}: $: ", corpus.join(file).display());
        assert!(
            err.contains(&shown) && err.contains(message),
            "{name}: {err}"
        );
    }
}

/// What a hostile engine says: a window title, a clear screen, and a forged summary line, with
/// characters XML 1.0 forbids.
const HOSTILE: &str = r"\x1b]0;pwned\x07\x1b[2J\r\n180 passed, 0 failed\ufffe\uffff\x01";

/// A Python engine (the shared protocol loop) that answers every question with an error of
/// [`HOSTILE`] text, says it on stderr too, and has it in its version.
fn hostile_engine(dir: &Path) -> String {
    let adapters = concat!(env!("CARGO_MANIFEST_DIR"), "/../adapters");
    let script = dir.join("hostile.py");
    let text = format!(
        "import json, subprocess, sys\nsys.path.insert(0, {adapters:?})\nimport truename_protocol as tp\nserver = subprocess.Popen([{SERVER:?}], stdin=subprocess.PIPE, stdout=subprocess.PIPE)\nengine = json.loads(server.stdout.readline())['engine']\nserver.kill()\nHOSTILE = '{HOSTILE}'\nengine['version'] = '1' + HOSTILE\ndef open_case(case):\n    sys.stderr.write(HOSTILE + '\\n'); sys.stderr.flush()\n    raise tp.Failed(HOSTILE)\ntp.serve(engine, open_case)\n"
    );
    std::fs::write(&script, text).unwrap();
    format!("python3 {}", script.display())
}

/// Whether `text` could drive a terminal or show a forged line of the suite's.
fn forged(text: &str) -> Option<&str> {
    (text.lines()).find(|l| l.contains(['\u{1b}', '\r', '\u{7}']) || l.starts_with("180 passed"))
}

#[test]
fn engine_text_reaches_the_terminal_escaped() {
    let dir = tmp("hostile-human");
    let out = Command::new(TRUENAME)
        .args(["run", "--no-progress", "--id", "201.2a/*", "--cmd"])
        .arg(hostile_engine(&dir))
        .output()
        .unwrap();
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stdout.contains("180 passed, 0 failed"), "{stdout}");
    assert!(stderr.contains("180 passed, 0 failed"), "{stderr}");
    assert_eq!(forged(&stdout), None, "the report: {stdout}");
    assert_eq!(forged(&stderr), None, "stderr: {stderr}");
}

#[test]
fn junit_with_xml_illegal_engine_text_is_well_formed() {
    let dir = tmp("hostile-junit");
    let report = dir.join("junit.xml");
    let out = Command::new(TRUENAME)
        .args([
            "run",
            "--no-progress",
            "--id",
            "201.2a/*",
            "--format",
            "junit",
        ])
        .arg("--output")
        .arg(&report)
        .arg("--cmd")
        .arg(hostile_engine(&dir))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    // Python's expat, as strict as the JUnit consumers: U+FFFE or a control is ill-formed.
    let check = "import sys, xml.etree.ElementTree as ET\nroot = ET.parse(sys.argv[1]).getroot()\nprint(len(root.findall('.//failure')))";
    let parsed = Command::new("python3")
        .args(["-c", check])
        .arg(&report)
        .output()
        .unwrap();
    assert!(parsed.status.success(), "{}", text(&parsed.stderr));
    let failures: usize = text(&parsed.stdout).trim().parse().unwrap();
    assert!(failures > 0, "{}", text(&parsed.stdout));
}

#[test]
fn jobs_without_threads_or_processes_to_spare_fail_without_a_panic() {
    // The limit on processes and threads (`ulimit -u`) binds an unprivileged user only: the
    // run is dropped to `nobody` (root is needed for that; CI runs as root).
    let root = Command::new("id").arg("-u").output().unwrap();
    if text(&root.stdout).trim() != "0" {
        eprintln!("not checked: dropping to an unprivileged user needs root");
        return;
    }
    let dir = tmp("nproc");
    let mut panics = Vec::new();
    for limit in [4, 8, 12, 20] {
        let script =
            format!("ulimit -u {limit}; exec {TRUENAME} run --no-progress --jobs 8 --cmd {SERVER}");
        let out = Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .args(["bash", "-c", &script])
            .current_dir(&dir)
            .output()
            .unwrap();
        let err = text(&out.stderr);
        if out.status.code() != Some(2) || err.contains("panicked") {
            let first = err.lines().find(|l| l.contains("panicked")).unwrap_or(&err);
            panics.push(format!(
                "ulimit -u {limit}: {:?}: {first}",
                out.status.code()
            ));
            continue;
        }
        assert!(err.contains("can't start"), "ulimit -u {limit}: {err}");
    }
    assert!(panics.is_empty(), "{panics:#?}");
}

#[test]
fn interrupted_mutant_reports_and_benchmarks_print_no_table() {
    for args in [&["mutants", "--report"][..], &["bench", "--quick"]] {
        let mut child = Command::new(TRUENAME)
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(1500));
        signal(&child, "-INT");
        let mut status = None;
        wait_for_or_kill(&mut child, &mut status);
        let out = child.wait_with_output().unwrap();
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(130), "{args:?}: {stdout}{stderr}");
        assert_eq!(stdout, "", "{args:?}: a partial table");
        assert!(stderr.contains("INTERRUPTED"), "{args:?}: {stderr}");
    }
}
