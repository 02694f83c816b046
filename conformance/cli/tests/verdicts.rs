//! Verdicts an engine team can trust (fault injection through `truename run --cmd`): an answer
//! the adapter marks as its own is unverified, never a pass; a wrong one is an adapter error,
//! not an engine failure; a case marked `uncertain` the engine answers otherwise is disputed
//! (a failure only with `--strict`); an `unsupported` reply is an adapter gap, and a case with
//! one is no pass; an adapter that echoes the case's own data scores no pass.
//!
//! The adapters are small Python scripts in front of the reference server (`truename-server`,
//! which answers every question right), changing the first reply of every case.

mod common;

use quick_xml::events::Event;
use serde_json::Value;
use std::path::PathBuf;

const SERVER: &str = env!("CARGO_BIN_EXE_truename-server");

/// A fresh temporary directory for one test.
fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("truename-verdicts-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// An adapter in front of the reference server that changes the first reply of every case:
/// `adapter-right` marks it `answered_by: adapter`; `adapter-wrong` makes it wrong and marks
/// it; `engine-wrong` makes it wrong, unmarked; `unsupported` answers that the case's first
/// object isn't supported; `skip` answers a bare skip.
fn proxy(mode: &str) -> String {
    let script = temp(mode).join("adapter.py");
    let text = format!(
        r#"import json, subprocess, sys
server = subprocess.Popen([{SERVER:?}], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
sys.stdout.write(server.stdout.readline().decode()); sys.stdout.flush()
MODE = {mode:?}
def wrong(a):
    (form, v), = a.items()
    if form == "bool": return {{"bool": not v}}
    if form == "count": return {{"count": v + 1}}
    if form == "choice": return {{"choice": {{"valid": not v["valid"], "chosen": []}}}}
    if form == "names": return {{"names": {{"names": v["names"] + ["Nope"]}}}}
    if form == "text": return {{"text": v + " nope"}}
    return {{form: v + ["nope"]}}
def change(case, r):
    if MODE == "unsupported":
        return {{"unsupported": {{"object": case["objects"][0]["id"]}}}}
    if MODE == "skip":
        return {{"skip": "can't"}}
    if "answer" not in r:
        return r
    if MODE == "adapter-right":
        return {{"answer": r["answer"], "answered_by": "adapter"}}
    if MODE == "adapter-wrong":
        return {{"answer": wrong(r["answer"]), "answered_by": "adapter"}}
    return {{"answer": wrong(r["answer"])}}
for line in sys.stdin:
    m = json.loads(line)
    server.stdin.write(line.encode()); server.stdin.flush()
    if m.get("type") != "case":
        break
    r = json.loads(server.stdout.readline())
    if r["replies"] and (m["case"].get("objects") or MODE != "unsupported"):
        r["replies"][0] = change(m["case"], r["replies"][0])
    print(json.dumps(r), flush=True)
"#
    );
    std::fs::write(&script, text).unwrap();
    format!("python3 {}", script.display())
}

/// `truename run` with these arguments: exit status, stdout, stderr.
fn truename(args: &[&str]) -> (i32, String, String) {
    common::truename(&[&["run", "--no-progress"][..], args].concat())
}

/// The JSON report of `truename run ARGS --format json`, and its exit status.
fn json(args: &[&str]) -> (i32, Value) {
    let (code, out, err) = truename(&[args, &["--format", "json"]].concat());
    let report = serde_json::from_str(&out)
        .unwrap_or_else(|e| panic!("not a JSON report ({e}): {out}\n{err}"));
    (code, report)
}

/// The names of the JUnit elements (`failure`, `error`, `skipped`) each `<testcase>` holds,
/// read with a strict XML parser, and their `message`s.
fn junit(xml: &str) -> Vec<(String, String)> {
    let mut reader = quick_xml::Reader::from_str(xml);
    reader.config_mut().check_end_names = true;
    let mut out = Vec::new();
    loop {
        match reader.read_event().expect("well-formed XML") {
            Event::Start(e) | Event::Empty(e) => {
                let name = String::from_utf8_lossy(e.name().as_ref()).into_owned();
                if ["failure", "error", "skipped"].contains(&name.as_str()) {
                    let message = (e.attributes().flatten())
                        .find(|a| a.key.as_ref() == b"message")
                        .map(|a| a.unescape_value().unwrap().into_owned())
                        .unwrap_or_default();
                    out.push((name, message));
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    out
}

/// The outcomes of a case's questions in a JSON report.
fn outcomes(case: &Value) -> Vec<&str> {
    let qs = case["questions"].as_array().unwrap();
    qs.iter().map(|q| q["outcome"].as_str().unwrap()).collect()
}

/// The cases of the report's first engine.
fn cases(report: &Value) -> &Vec<Value> {
    report["engines"][0]["cases"].as_array().unwrap()
}

#[test]
fn an_answer_the_adapter_marks_as_its_own_is_unverified_never_a_pass() {
    let cmd = proxy("adapter-right");
    let (code, report) = json(&["--cmd", &cmd, "--rule", "201.2"]);
    assert_eq!(code, 0, "{report}");
    let e = &report["engines"][0];
    let q = &e["questions"];
    assert!(q["unverified"].as_u64().unwrap() > 5, "{q}");
    for c in cases(&report) {
        let first = c["questions"][0]["outcome"].as_str().unwrap();
        assert!(["unverified", "skip"].contains(&first), "{c}");
        // One question the engine didn't answer: never a pass.
        assert_ne!(c["status"], "pass", "{c}");
        if outcomes(c) == ["unverified"] {
            assert_eq!(c["status"], "unverified", "{c}");
        }
    }
    assert_eq!(e["totals"]["pass"], 0, "{}", e["totals"]);
    assert!(
        e["totals"]["unverified"].as_u64().unwrap() > 0,
        "{}",
        e["totals"]
    );
    assert!(e["rules"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["pass"] == 0));
}

#[test]
fn a_wrong_answer_the_adapter_marks_is_an_adapter_error_not_an_engine_failure() {
    let cmd = proxy("adapter-wrong");
    let args = ["--cmd", &cmd, "--rule", "201.2"];
    let (code, report) = json(&args);
    assert_eq!(code, 1, "the adapter is wrong: the run fails");
    let t = &report["engines"][0]["totals"];
    assert_eq!(t["fail"], 0, "no engine failure: {t}");
    assert!(t["adapter_error"].as_u64().unwrap() > 5, "{t}");
    let c = cases(&report)
        .iter()
        .find(|c| c["status"] == "adapter_error");
    assert_eq!(outcomes(c.expect("an adapter error"))[0], "adapter_error");
    let (_, text, _) = truename(&args);
    assert!(text.contains("ADAPTER ERRORS"), "{text}");
    assert!(!text.contains("FAILURES (the engine's)"), "{text}");
    assert!(text.contains("adapter (not the engine):"), "{text}");
    let (_, xml, _) = truename(&[&args[..], &["--format", "junit"]].concat());
    let marks = junit(&xml);
    assert!(marks.iter().all(|(m, _)| m != "failure"), "{marks:?}");
    assert!(marks
        .iter()
        .any(|(m, msg)| m == "error" && msg.starts_with("adapter error")));
    let (_, html, _) = truename(&[&args[..], &["--format", "html"]].concat());
    assert!(html.contains("adapter error"), "{html}");
}

#[test]
fn an_uncertain_case_answered_otherwise_is_disputed_and_fails_only_with_strict() {
    let cmd = proxy("engine-wrong");
    let id = "201.6/alternate-name-said-when-choosing";
    let args = ["--cmd", &cmd, "--id", id];
    let (code, report) = json(&args);
    assert_eq!(code, 0, "a disputed answer doesn't fail the run: {report}");
    let c = &cases(&report)[0];
    assert_eq!(c["status"], "disputed");
    assert_eq!(outcomes(c), ["disputed", "pass"]);
    assert!(c["uncertain"].as_str().unwrap().contains("No rule text"));
    assert_eq!(report["engines"][0]["totals"]["disputed"], 1);
    assert_eq!(report["engines"][0]["totals"]["fail"], 0);
    let (_, text, _) = truename(&args);
    assert!(
        text.contains("DISPUTED") && text.contains("uncertain: No rule text"),
        "{text}"
    );
    let (_, xml, _) = truename(&[&args[..], &["--format", "junit"]].concat());
    assert!(junit(&xml).iter().all(|(m, _)| m == "skipped"), "{xml}");
    let (code, _, _) = truename(&[&args[..], &["--strict"]].concat());
    assert_eq!(code, 1, "--strict fails on a disputed answer");
    let (_, xml, _) = truename(&[&args[..], &["--strict", "--format", "junit"]].concat());
    assert!(junit(&xml).iter().any(|(m, _)| m == "failure"), "{xml}");

    // Recorded apart from known failures, and then accepted by --strict.
    let file = temp("disputed").join("expectations.json");
    let write = file.to_str().unwrap();
    let (code, _, err) = truename(&[&args[..], &["--write-expectations", write]].concat());
    assert_eq!(code, 0, "{err}");
    let written: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(written["disputed"][id], serde_json::json!([0]), "{written}");
    assert_eq!(
        written["known_failures"],
        serde_json::json!([]),
        "{written}"
    );
    let (code, _, err) = truename(&[&args[..], &["--strict", "--expectations", write]].concat());
    assert_eq!(code, 0, "a listed disputed answer passes --strict: {err}");
}

#[test]
fn an_unsupported_reply_is_an_adapter_gap_and_its_case_no_pass() {
    let cmd = proxy("unsupported");
    let (code, report) = json(&["--cmd", &cmd, "--rule", "201.2"]);
    assert_eq!(code, 0, "{report}");
    let e = &report["engines"][0];
    assert_eq!(
        e["totals"]["fail"], 0,
        "an adapter gap is no engine failure"
    );
    assert!(e["questions"]["unsupported"].as_u64().unwrap() > 5);
    for c in cases(&report) {
        if outcomes(c).contains(&"unsupported") {
            assert!(
                ["partial", "skip"].contains(&c["status"].as_str().unwrap()),
                "{c}"
            );
        }
    }
    assert!(
        e["totals"]["partial"].as_u64().unwrap() > 0,
        "{}",
        e["totals"]
    );
    // A bare skip of a question the engine declared support for stays a failure.
    let cmd = proxy("skip");
    let (code, report) = json(&["--cmd", &cmd, "--rule", "201.2"]);
    assert_eq!(code, 1);
    assert!(report["engines"][0]["totals"]["fail"].as_u64().unwrap() > 5);
}

/// A corpus of one case: a token given its name directly, asked its name.
fn echo_corpus() -> PathBuf {
    let dir = temp("echo-corpus");
    let case = serde_json::json!({
        "format": "truename-cases/1",
        "cr_revision": truename_model_revision(),
        "oracle_snapshot": "truename-subset-2026-07-03",
        "cases": [{
            "id": "111.4/echo",
            "rules": ["111.4"],
            "description": "A token given its name directly has that name.",
            "objects": [{"id": "t", "token": {"name": "Cloud Sprite", "types": ["Creature"], "subtypes": ["Faerie"]}, "zone": "battlefield"}],
            "queries": [{"query": "names", "object": "t", "expect": {"names": ["Cloud Sprite"]}}]
        }]
    });
    std::fs::write(dir.join("echo.json"), case.to_string()).unwrap();
    dir
}

/// The Comprehensive Rules revision of the corpus (the model's).
fn truename_model_revision() -> String {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../corpus/cases/201.6-alternate-names.json"
    );
    let corpus: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    corpus["cr_revision"].as_str().unwrap().to_string()
}

#[test]
fn an_adapter_echoing_the_cases_own_data_scores_no_pass() {
    // Answers every `names` query with the token name the case gives, marked as the engine's.
    let script = temp("echo").join("adapter.py");
    let text = format!(
        r#"import json, subprocess, sys
server = subprocess.Popen([{SERVER:?}], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
sys.stdout.write(server.stdout.readline().decode()); sys.stdout.flush()
server.kill()
for line in sys.stdin:
    m = json.loads(line)
    if m.get("type") != "case":
        break
    objects = {{o["id"]: o for o in m["case"]["objects"]}}
    replies = [{{"answer": {{"names": {{"names": [objects[q["object"]]["token"]["name"]]}}}}}}
               for q in m["case"]["queries"]]
    print(json.dumps({{"id": m["id"], "replies": replies}}), flush=True)
"#
    );
    std::fs::write(&script, text).unwrap();
    let cmd = format!("python3 {}", script.display());
    let corpus = echo_corpus();
    let args = ["--cmd", &cmd, "--corpus", corpus.to_str().unwrap()];
    let (code, report) = json(&args);
    let c = &cases(&report)[0];
    assert_eq!(c["status"], "unverified", "{c}");
    assert_eq!(c["questions"][0]["echo"], true, "{c}");
    assert_eq!(report["engines"][0]["totals"]["pass"], 0);
    assert_eq!(code, 2, "nothing the engine decided was checked: {report}");
}
