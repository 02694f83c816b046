//! What the client's tests share: cases over real cards with the model's answers, the
//! fixtures' paths, and runners for a misbehaving engine, the client probe and process checks.

#![allow(dead_code)]

use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use truename_cases::{Case, Question};
use truename_harness::driven::{Driven, EngineFailure, Job, Replies};
use truename_harness::engine::Reply;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::{parse_file, LoadedCase};
use truename_harness::protocol::client::{Options, ProcessEngine};
use truename_harness::runner::{self, Status};

/// The misbehaving reference server.
pub const SERVER: &str = env!("CARGO_BIN_EXE_misbehaving-server");
/// The client in a process of its own.
pub const PROBE: &str = env!("CARGO_BIN_EXE_client-probe");

/// Cases over real cards of the Oracle subset, covering every answer form.
pub fn case_file() -> serde_json::Value {
    json!({
      "format": "truename-cases/1",
      "cr_revision": truename_model::CR_REVISION,
      "oracle_snapshot": "test",
      "cases": [
        {
          "id": "t/face-down",
          "rules": ["201.2a", "201.2b", "708.2"],
          "description": "Face-down creatures have no name.",
          "objects": [
            {"id": "fd1", "card": "Exalted Angel", "face_down": true},
            {"id": "fd2", "card": "Whisperwood Elemental", "face_down": true},
            {"id": "angel", "card": "Exalted Angel"},
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "bears2", "card": "Grizzly Bears", "zone": "graveyard"}
          ],
          "queries": [
            {"query": "same_name", "a": "fd1", "b": "fd2", "expect": true, "note": "placeholder"},
            {"query": "same_name", "a": "fd1", "b": "angel", "expect": true},
            {"query": "same_name", "a": "bears", "b": "bears2", "expect": false},
            {"query": "names", "object": "fd1", "expect": {"names": ["x"]}},
            {"query": "names", "object": "angel", "expect": {"names": []}},
            {"query": "different_names", "objects": ["angel", "bears"], "expect": false},
            {"query": "different_names", "objects": ["bears", "bears2"], "expect": true},
            {"query": "different_names", "objects": ["fd1", "bears"], "expect": true}
          ]
        },
        {
          "id": "t/plain-names",
          "rules": ["201.2a", "201.2b"],
          "objects": [
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "elves", "card": "Llanowar Elves"},
            {"id": "mystic", "card": "Elvish Mystic"},
            {"id": "elves2", "card": "Llanowar Elves", "zone": "exile"}
          ],
          "queries": [
            {"query": "names", "object": "bolt", "expect": {"names": []}},
            {"query": "same_name", "a": "elves", "b": "elves2", "expect": false},
            {"query": "same_name", "a": "elves", "b": "mystic", "expect": true},
            {"query": "different_names", "objects": ["bolt", "elves", "mystic"], "expect": false},
            {"query": "different_names", "objects": ["elves", "mystic", "elves2"], "expect": true}
          ]
        },
        {
          "id": "t/split",
          "rules": ["201.2a", "709.3", "709.4"],
          "objects": [
            {"id": "hand", "card": "fire//ice", "zone": "hand"},
            {"id": "ice", "card": "Fire // Ice", "zone": "stack", "cast_as": "right_half"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard"},
            {"id": "mage", "card": "Meddling Mage"}
          ],
          "queries": [
            {"query": "names", "object": "hand", "expect": {"names": []}},
            {"query": "names", "object": "ice", "expect": {"names": []}},
            {"query": "same_name", "a": "hand", "b": "ice", "expect": false},
            {"query": "is_named", "object": "hand", "name": "Fire", "expect": false},
            {"query": "type_line", "object": "bolt", "expect": ""},
            {"query": "text", "object": "bolt", "expect": []},
            {"query": "castable", "object": "hand", "cast_as": "left_half", "chosen": "Fire", "expect": true},
            {"query": "n_or_more_different_names", "objects": ["hand", "ice", "bolt"], "n": 2, "expect": false}
          ]
        },
        {
          "id": "t/spy-kit",
          "rules": ["612.7"],
          "objects": [
            {"id": "x", "card": "Grizzly Bears"},
            {"id": "kit", "card": "Spy Kit"},
            {"id": "elves", "card": "Llanowar Elves"},
            {"id": "sk", "card": "Skithiryx, the Blight Dragon"}
          ],
          "effects": [
            {"timestamp": 1, "source": "kit", "attached_at": 1, "effect": "all_names", "object": "x"}
          ],
          "queries": [
            {"query": "names", "object": "x", "expect": {"names": []}},
            {"query": "same_name", "a": "x", "b": "elves", "expect": false},
            {"query": "different_name_from", "object": "x", "others": ["sk"], "expect": false}
          ]
        },
        {
          "id": "t/tokens-and-choices",
          "rules": ["111.4", "201.3", "201.4"],
          "objects": [
            {"id": "alarm", "card": "Raise the Alarm", "zone": "stack"},
            {"id": "t1", "token": {"created_by": "alarm", "created_at": 2}},
            {"id": "rats", "card": "Relentless Rats"},
            {"id": "elves", "card": "Llanowar Elves"}
          ],
          "effects": [
            {"timestamp": 3, "effect": "word_swap", "object": "elves", "role": "creature_type", "from": "Elf", "to": "Goblin"}
          ],
          "queries": [
            {"query": "token_name", "object": "t1", "expect": ""},
            {"query": "type_line", "object": "elves", "expect": ""},
            {"query": "choose_card_name", "name": "Lightning Bolt", "constraint": {"not": ["Land"]}, "expect": {"valid": false}},
            {"query": "deck_copies", "deck": ["Relentless Rats", "Relentless Rats", "Grizzly Bears"], "name": "Relentless Rats", "expect": 0},
            {"query": "color_identity", "card": "Darigaaz, the Igniter", "expect": []},
            {"query": "reference_target", "object": "rats", "ability": 0, "occurrence": 0, "expect": []}
          ]
        }
      ]
    })
}

/// The cases above, loaded and validated, with the reference model's answers as expectations.
pub fn cases() -> Vec<LoadedCase> {
    let reference = ModelEngine::reference();
    let text = case_file().to_string();
    let mut cases = parse_file(Path::new("protocol-test.json"), &text, reference.model())
        .unwrap_or_else(|e| panic!("test cases load: {e:?}"));
    let mut model = ModelEngine::reference();
    for lc in &mut cases {
        let replies = model
            .run(&lc.case.scenario, &lc.case.questions())
            .expect("the model runs");
        for (q, r) in lc.case.queries.iter_mut().zip(replies) {
            match r {
                Reply::Answer(a) => q.answer = a,
                other => panic!("{}: the model replied {other:?}", lc.case.scenario.id),
            }
        }
    }
    cases
}

pub fn quiet(timeout: Duration) -> Options {
    let mut o = Options::new(timeout);
    o.pass_stderr = false;
    o
}

pub fn server(args: &[&str], timeout: Duration) -> Result<ProcessEngine, EngineFailure> {
    let mut cmd = vec![SERVER.to_string()];
    cmd.extend(args.iter().map(|s| s.to_string()));
    ProcessEngine::spawn_with(&cmd, quiet(timeout))
}

pub fn model_replies(cases: &[&Case]) -> Vec<Vec<Reply>> {
    let mut model = ModelEngine::reference();
    cases
        .iter()
        .map(|c| model.run(&c.scenario, &c.questions()).expect("model"))
        .collect()
}

/// Runs these cases as one batch (scenario and questions only).
pub fn run_cases(engine: &mut dyn Driven, cases: &[&Case]) -> Vec<Replies> {
    let questions: Vec<Vec<Question>> = cases.iter().map(|c| c.questions()).collect();
    let jobs: Vec<Job<'_>> = cases
        .iter()
        .zip(&questions)
        .map(|(c, q)| (&c.scenario, q.as_slice()))
        .collect();
    engine.run_batch(&jobs)
}

/// Five cases; the server misbehaves on the 2nd case it receives. The restarted server counts
/// afresh, so it misbehaves again on its own 2nd case (the 4th): cases 2 and 4 fail, 1, 3 and 5
/// are answered correctly by restarted engines.
pub fn misbehaving(mode: &str, timeout: Duration, check: fn(&EngineFailure) -> bool) {
    let command = [SERVER, "--misbehave", mode].map(String::from);
    misbehaving_command(&command, timeout, check);
}

/// [`misbehaving`] with an engine started by `command`, which misbehaves on every 2nd case a
/// process of it receives.
pub fn misbehaving_command(
    command: &[String],
    timeout: Duration,
    check: fn(&EngineFailure) -> bool,
) {
    let mode = command.join(" ");
    let start = || ProcessEngine::spawn_with(command, quiet(timeout)).unwrap();
    let cases = cases();
    let refs: Vec<&Case> = cases.iter().map(|c| &c.case).collect();
    let want = model_replies(&refs);
    let mut engine = start();
    let got = run_cases(&mut engine, &refs);
    assert_eq!(got.len(), 5);
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        match g {
            Ok(replies) => {
                assert!(i % 2 == 0, "{mode}: case {} should have failed", i + 1);
                assert_eq!(replies, w, "{mode}: case {}", i + 1);
            }
            Err(f) => {
                assert!(i % 2 == 1, "{mode}: case {} failed: {f}", i + 1);
                assert!(check(f), "{mode}: case {}: unexpected failure {f:?}", i + 1);
            }
        }
    }
    assert_eq!(engine.restarts(), 2, "{mode}");
    // The next batch runs on the third process, which has seen one case: its next case (the
    // 2nd it receives) fails again, and the one after passes.
    let got = run_cases(&mut engine, &refs[..2]);
    assert!(got[0].is_err(), "{mode}");
    assert_eq!(got[1].as_ref().unwrap(), &want[1], "{mode}");

    // Through the runner, the failures are reported on exactly those cases.
    let mut engine = start();
    let reference = ModelEngine::reference();
    let results = runner::run(&mut engine, &cases, &reference, &|_| {});
    let statuses: Vec<_> = results.iter().map(|r| r.status).collect();
    assert_eq!(
        statuses,
        [
            Status::Pass,
            Status::Fail,
            Status::Pass,
            Status::Fail,
            Status::Pass
        ],
        "{mode}"
    );
    assert!(
        results[1].failure.is_some() && results[1].questions.iter().all(|q| q.got.is_none()),
        "{mode}"
    );
}

/// A path in the temporary directory, unique to this test process and `name`, removed.
pub fn temp_path(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("truename-testkit-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// A shell command line word for `s` (single-quoted).
pub fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "'\\''"))
}

/// `sh -c script`.
pub fn sh(script: &str) -> Vec<String> {
    vec!["sh".to_string(), "-c".to_string(), script.to_string()]
}

/// Whether process `pid` runs (a zombie, dead but not yet reaped, doesn't).
pub fn alive(pid: u32) -> bool {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The state follows the command name, which is in parentheses.
    match stat
        .rfind(')')
        .and_then(|i| stat[i + 1..].split_whitespace().next())
    {
        Some(state) => !matches!(state, "Z" | "X" | "x"),
        None => false,
    }
}

/// Asserts that no process whose id is listed in `pid_file` runs any more (waiting up to 3 s
/// for the kernel to finish them off), and that the file lists at least `at_least` of them.
pub fn assert_all_gone(pid_file: &Path, at_least: usize) {
    let text = std::fs::read_to_string(pid_file).unwrap_or_default();
    let pids: Vec<u32> = text.lines().filter_map(|l| l.trim().parse().ok()).collect();
    assert!(pids.len() >= at_least, "{pid_file:?} lists {pids:?}");
    let deadline = Instant::now() + Duration::from_secs(3);
    while pids.iter().any(|p| alive(*p)) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let left: Vec<u32> = pids.into_iter().filter(|p| alive(*p)).collect();
    for pid in &left {
        let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
    }
    assert!(
        left.is_empty(),
        "processes the engine started outlived it: {left:?}"
    );
}

/// What `client-probe` wrote, and whether it finished in time.
pub struct Probed {
    /// Its stdout: one line per result, `restarts: R`, `peak_rss_kib: K`.
    pub stdout: String,
    /// How many bytes it wrote on stderr (the engine's stderr passed through, and notes).
    pub stderr_len: usize,
    /// The end of its stderr (the last 4 KiB).
    pub stderr_tail: String,
    /// It finished within the time allowed (otherwise it was killed).
    pub finished: bool,
}

impl Probed {
    /// The result lines (`ok` or `failed: ...`).
    pub fn results(&self) -> Vec<&str> {
        self.stdout
            .lines()
            .filter(|l| *l == "ok" || l.starts_with("failed: "))
            .collect()
    }

    /// The number after `key: ` in the output.
    pub fn number(&self, key: &str) -> u64 {
        let prefix = format!("{key}: ");
        self.stdout
            .lines()
            .find_map(|l| l.strip_prefix(prefix.as_str()))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no {key} in {:?}", self.stdout))
    }
}

/// Runs `client-probe FLAGS -- COMMAND`, killing it if it hasn't finished within `allowed`.
pub fn probe(flags: &[&str], command: &[&str], allowed: Duration) -> Probed {
    let mut child = Command::new(PROBE)
        .args(flags)
        .arg("--")
        .args(command)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("client-probe starts");
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let out = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut out, &mut s);
        s
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut err, &mut v);
        v
    });
    let deadline = Instant::now() + allowed;
    let finished = loop {
        match child.try_wait() {
            Ok(Some(_)) => break true,
            _ if Instant::now() >= deadline => break false,
            _ => std::thread::sleep(Duration::from_millis(20)),
        }
    };
    if !finished {
        // The probe's engine is in a process group of its own once the client starts it so;
        // the probe itself is killed, its engine finishes when its pipes close.
        let _ = child.kill();
    }
    let _ = child.wait();
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    let tail_from = stderr.len().saturating_sub(4096);
    Probed {
        stdout,
        stderr_len: stderr.len(),
        stderr_tail: String::from_utf8_lossy(&stderr[tail_from..]).into_owned(),
        finished,
    }
}
