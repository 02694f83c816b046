//! "unsupported" replies (`truename run --cmd`): one that names nothing in the case it answers
//! is a failure, and an engine that answers nothing but "unsupported" has checked nothing, which
//! is exit status 2, never a green run.

use serde_json::Value;
use std::process::{Command, Output};

const SERVER: &str = env!("CARGO_BIN_EXE_truename-server");

/// A Python engine that says hello as the reference server does (declaring every capability)
/// and answers every question "unsupported": naming the case's first object (or the question's
/// first card, on a board with no object) when `honest`, else a card no case has.
fn adapter(honest: bool) -> String {
    let dir = std::env::temp_dir().join(format!(
        "truename-unsupported-{}-{honest}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("adapter.py");
    let text = format!(
        r#"import json, subprocess, sys
server = subprocess.Popen([{SERVER:?}], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
sys.stdout.write(server.stdout.readline().decode()); sys.stdout.flush()
server.kill()
honest = {honest}
def unsupported(case, q):
    if not honest:
        return {{"card": "No Such Card Anywhere"}}
    if case.get("objects"):
        return {{"object": case["objects"][0]["id"]}}
    return {{"card": (q.get("deck") or [q.get("name")])[0]}}
for line in sys.stdin:
    m = json.loads(line)
    if m.get("type") != "case":
        break
    replies = [{{"unsupported": unsupported(m["case"], q)}} for q in m["case"]["queries"]]
    print(json.dumps({{"id": m["id"], "replies": replies}}), flush=True)
"#,
        honest = if honest { "True" } else { "False" },
    );
    std::fs::write(&script, text).unwrap();
    format!("python3 {}", script.display())
}

/// `truename run --cmd ADAPTER` over the embedded corpus's 201.2 cases, JSON report.
fn run(honest: bool, extra: &[&str]) -> (Output, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_truename"))
        .args([
            "run",
            "--no-progress",
            "--format",
            "json",
            "--rule",
            "201.2",
        ])
        .args(["--cmd", &adapter(honest)])
        .args(extra)
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let report = serde_json::from_str(&text).unwrap_or_else(|e| {
        let err = String::from_utf8_lossy(&out.stderr);
        panic!("not a JSON report ({e}): {text}\n{err}")
    });
    (out, report)
}

#[test]
fn an_engine_answering_only_unsupported_checked_nothing() {
    let (out, report) = run(true, &[]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("nothing was checked with"), "{err}");
    let q = &report["engines"][0]["questions"];
    assert!(q["unsupported"].as_u64().unwrap_or(0) > 10, "{q}");
    assert_eq!((q["pass"].as_u64(), q["fail"].as_u64()), (Some(0), Some(0)));
    assert_eq!(report["ok"], false, "the report must not be green");
    let problems = report["problems"].to_string();
    assert!(
        problems.contains("answered none of the questions"),
        "{problems}"
    );
}

#[test]
fn allow_empty_lets_it_pass() {
    let (out, report) = run(true, &["--allow-empty"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(report["ok"], true);
}

#[test]
fn an_unsupported_reply_naming_nothing_in_the_case_is_a_failure() {
    let (out, report) = run(false, &[]);
    assert_eq!(out.status.code(), Some(1));
    let e = &report["engines"][0];
    assert_eq!(e["questions"]["unsupported"], 0, "{}", e["questions"]);
    let q = &e["cases"][0]["questions"][0];
    assert_eq!(q["outcome"], "fail", "{q}");
    let got = q["got"]["error"].as_str().unwrap_or_default();
    assert!(
        got.starts_with(
            "protocol violation: it answered unsupported (card \"No Such Card Anywhere\")"
        ),
        "{got}"
    );
}
