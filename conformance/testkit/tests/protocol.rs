//! Truename protocol v1: message round trips, the reference server against the in-process
//! model, the client's handling of every misbehaviour (each charged to one case, the run going
//! on with a restarted engine), and the example Python adapter.

mod common;

use common::*;
use serde_json::json;
use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use truename_cases::protocol::{
    encode_line, message_schemas, CaseRequest, Hello, Request, Response, PROTOCOL_VERSION,
};
use truename_cases::{Answer, Case, NameSetAnswer};
use truename_harness::driven::{Driven, EngineFailure};
use truename_harness::engine::Reply;
use truename_harness::engines::model::ModelEngine;
use truename_harness::protocol::client::ProcessEngine;
use truename_harness::protocol::server::serve;
use truename_harness::runner::{self, Outcome, Status};
use truename_testkit::{Misbehave, MisbehavingOutput};

#[test]
fn the_test_cases_mean_what_they_say() {
    let cases = cases();
    let face_down = &cases[0].case;
    assert_eq!(
        face_down.queries[3].answer.clone(),
        Answer::Names(NameSetAnswer::default()),
        "a face-down permanent has no name"
    );
    assert_eq!(face_down.queries[2].answer.clone(), Answer::Bool(true));
    let spy = &cases[3].case;
    assert!(
        matches!(spy.queries[0].answer.clone(), Answer::Names(n) if n.all_nonlegendary_creature_names)
    );
}

#[test]
fn messages_round_trip() {
    let cases = cases();
    let info = ModelEngine::reference().info().clone();
    let hello = Hello::new(info);
    let line = encode_line(&hello);
    assert_eq!(line.last(), Some(&b'\n'));
    assert_eq!(line.iter().filter(|b| **b == b'\n').count(), 1, "one line");
    let v: serde_json::Value = serde_json::from_slice(&line).unwrap();
    assert_eq!(v["type"], "hello");
    assert_eq!(v["protocol"], PROTOCOL_VERSION);
    assert!(v["engine"]["capabilities"].as_array().unwrap().len() > 40);
    assert_eq!(serde_json::from_slice::<Hello>(&line).unwrap(), hello);

    assert_eq!(
        encode_line(&Request::Shutdown),
        b"{\"type\":\"shutdown\"}\n"
    );
    for (i, lc) in cases.iter().enumerate() {
        let request = Request::Case {
            id: i as u64 + 1,
            case: CaseRequest::new(&lc.case.scenario, &lc.case.questions()),
        };
        let line = encode_line(&request);
        assert_eq!(serde_json::from_slice::<Request>(&line).unwrap(), request);
        // The request is the case minus what gives the answer away or is meant for people.
        let mut expected = serde_json::to_value(&lc.case).unwrap();
        let obj = expected.as_object_mut().unwrap();
        for k in ["description", "uncertain", "origin"] {
            obj.remove(k);
        }
        obj.entry("effects").or_insert(json!([]));
        for q in obj["queries"].as_array_mut().unwrap() {
            for k in ["expect", "provenance", "note"] {
                q.as_object_mut().unwrap().remove(k);
            }
        }
        let v: serde_json::Value = serde_json::from_slice(&line).unwrap();
        assert_eq!(v["type"], "case");
        assert_eq!(v["id"], i as u64 + 1);
        assert_eq!(v["case"], expected, "{}", lc.case.scenario.id);
        // Back to a case: same snapshot, same queries.
        let (scenario, questions) =
            CaseRequest::new(&lc.case.scenario, &lc.case.questions()).into_parts();
        assert_eq!(scenario, lc.case.scenario);
        assert_eq!(questions, lc.case.questions());
    }

    let response = Response {
        id: 7,
        replies: vec![
            Reply::Answer(Answer::Bool(true)),
            Reply::Answer(Answer::Names(NameSetAnswer {
                names: vec!["Grizzly Bears".into()],
                all_nonlegendary_creature_names: true,
            })),
            Reply::Skip("no tokens".into()),
            Reply::Error("boom".into()),
        ],
    };
    let line = encode_line(&response);
    assert_eq!(
        String::from_utf8(line.clone()).unwrap(),
        "{\"id\":7,\"replies\":[{\"answer\":{\"bool\":true}},{\"answer\":{\"names\":{\"names\":[\"Grizzly Bears\"],\"all_nonlegendary_creature_names\":true}}},{\"skip\":\"no tokens\"},{\"error\":\"boom\"}]}\n"
    );
    assert_eq!(serde_json::from_slice::<Response>(&line).unwrap(), response);
    assert!(serde_json::from_str::<Response>("{\"id\":1,\"replies\":[],\"extra\":1}").is_err());
}

#[test]
fn schemas_describe_every_message() {
    let s = message_schemas();
    for k in ["hello", "request", "response"] {
        assert!(s[k].is_object(), "{k}");
        assert!(s[k]["$schema"].is_string(), "{k}");
    }
    let text = s.to_string();
    for word in [
        "shutdown",
        "same_name",
        "all_nonlegendary_creature_names",
        "protocol",
        "skip",
    ] {
        assert!(text.contains(word), "{word}");
    }
    assert!(
        !s["request"].to_string().contains("\"expect\""),
        "requests carry no expectations"
    );
}

#[test]
fn misbehave_modes_parse() {
    for s in [
        "none",
        "crash:2",
        "hang:1",
        "garbage:3",
        "wrong-id:4",
        "wrong-count:5",
        "wrong-protocol-version",
        "duplicate:2",
        "blank-flood:1",
        "long-line:3",
        "stderr-flood:1",
        "slow-hello:1500",
    ] {
        let m: Misbehave = s.parse().unwrap();
        assert_eq!(m.to_string(), s);
    }
    for bad in [
        "crash",
        "crash:0",
        "crash:x",
        "explode:1",
        "none:1",
        "slow-hello",
    ] {
        assert!(bad.parse::<Misbehave>().is_err(), "{bad}");
    }
}

#[test]
fn serve_in_memory() {
    let cases = cases();
    let mut input = Vec::new();
    for (i, lc) in cases.iter().enumerate() {
        input.extend(encode_line(&Request::Case {
            id: 10 + i as u64,
            case: CaseRequest::new(&lc.case.scenario, &lc.case.questions()),
        }));
        input.extend(b"\n"); // blank lines are ignored
    }
    input.extend(b"{\"type\":\"future-thing\"}\n");
    input.extend(b"{\"type\":\"case\",\"id\":99,\"case\":{\"id\":\"x\",\"queries\":[{\"query\":\"from_the_future\"},{}]}}\n");
    input.extend(encode_line(&Request::Shutdown));
    input.extend(b"this is after shutdown and never read\n");
    let mut output = Vec::new();
    let mut engine = ModelEngine::reference();
    serve(&mut engine, Cursor::new(input), &mut output).unwrap();
    let text = String::from_utf8(output).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + cases.len() + 1);
    let hello: Hello = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(hello.protocol, 1);
    assert_eq!(&hello.engine, engine.info());
    let refs: Vec<&Case> = cases.iter().map(|c| &c.case).collect();
    for (i, (line, want)) in lines[1..].iter().zip(model_replies(&refs)).enumerate() {
        let r: Response = serde_json::from_str(line).unwrap();
        assert_eq!(r.id, 10 + i as u64);
        assert_eq!(r.replies, want);
    }
    let r: Response = serde_json::from_str(lines.last().unwrap()).unwrap();
    assert_eq!(r.id, 99);
    assert_eq!(
        r.replies.len(),
        2,
        "an unparseable case gets one error per query"
    );
    assert!(r.replies.iter().all(|r| matches!(r, Reply::Error(_))));

    // Wrong protocol version and a garbage request line.
    let mut output = Vec::new();
    let err = serve(
        &mut engine,
        Cursor::new(b"not json\n".to_vec()),
        MisbehavingOutput::new(&mut output, Misbehave::WrongProtocolVersion),
    );
    assert!(err.is_err());
    let hello: serde_json::Value =
        serde_json::from_slice(output.split(|b| *b == b'\n').next().unwrap()).unwrap();
    assert_eq!(hello["protocol"], 999);
}

#[test]
fn reference_server_gives_the_model_s_replies() {
    let cases = cases();
    let mut refs: Vec<&Case> = cases.iter().map(|c| &c.case).collect();
    // A case the model answers with errors (an object that isn't in the snapshot).
    let ghost: Case = serde_json::from_value(json!({
        "id": "t/ghost", "rules": ["201.2"],
        "objects": [{"id": "a", "card": "Grizzly Bears"}],
        "queries": [
            {"query": "names", "object": "nobody", "expect": {"names": []}},
            {"query": "same_name", "a": "a", "b": "a", "expect": true}
        ]
    }))
    .unwrap();
    refs.push(&ghost);
    let want = model_replies(&refs);
    assert!(matches!(want.last().unwrap()[0], Reply::Error(_)));

    let mut engine = server(&[], Duration::from_secs(1)).expect("server starts");
    assert_eq!(engine.info(), ModelEngine::reference().info());
    let got = run_cases(&mut engine, &refs);
    let got: Vec<Vec<Reply>> = got.into_iter().map(|r| r.expect("no failure")).collect();
    assert_eq!(got, want);
    // One case at a time, and again (the process is reused).
    for (c, w) in refs.iter().zip(&want) {
        assert_eq!(&engine.run(&c.scenario, &c.questions()).unwrap(), w);
    }
    assert_eq!(engine.restarts(), 0);

    // Through the runner: every case passes.
    let reference = ModelEngine::reference();
    let results = runner::run(&mut engine, &cases, &reference, &|_| {});
    for r in &results {
        assert_eq!(
            r.status,
            Status::Pass,
            "{}: {:?} {:?}",
            r.id,
            r.failure,
            r.questions
        );
    }
}

#[test]
fn a_mutant_server_is_caught() {
    let cases = cases();
    let mut engine = server(&["--mutant", "nameless-share-name"], Duration::from_secs(1)).unwrap();
    assert_eq!(engine.info().name, "mutant:nameless-share-name");
    let reference = ModelEngine::reference();
    let results = runner::run(&mut engine, &cases, &reference, &|_| {});
    assert_eq!(results[0].status, Status::Fail, "face-down pair");
    assert_eq!(
        results[0].with(Outcome::Fail).next().map(|q| q.index),
        Some(0)
    );
    assert!(results[0].failure.is_none());
    assert_eq!(results[1].status, Status::Pass);

    assert!(matches!(
        server(&["--mutant", "no-such-quirk"], Duration::from_secs(1)),
        Err(EngineFailure::Crashed(m)) if m.contains("before saying hello") && m.contains("unknown mutant")
    ));
}

#[test]
fn crash_is_charged_to_its_case_and_the_run_goes_on() {
    misbehaving(
        "crash:2",
        Duration::from_secs(1),
        |f| matches!(f, EngineFailure::Crashed(m) if m.contains("exit status: 3") && m.contains("crashing on case 2")),
    );
}

#[test]
fn hang_is_charged_to_its_case_and_the_run_goes_on() {
    let t0 = Instant::now();
    misbehaving("hang:2", Duration::from_millis(400), |f| {
        matches!(f, EngineFailure::TimedOut(400))
    });
    assert!(t0.elapsed() < Duration::from_secs(15));
}

#[test]
fn garbage_is_charged_to_its_case_and_the_run_goes_on() {
    misbehaving(
        "garbage:2",
        Duration::from_secs(1),
        |f| matches!(f, EngineFailure::Garbage(m) if m.contains("this is not JSON")),
    );
}

#[test]
fn wrong_id_is_charged_to_its_case_and_the_run_goes_on() {
    misbehaving(
        "wrong-id:2",
        Duration::from_secs(1),
        |f| matches!(f, EngineFailure::Protocol(m) if m.contains("request order")),
    );
}

#[test]
fn wrong_reply_count_is_charged_to_its_case_and_the_run_goes_on() {
    misbehaving(
        "wrong-count:2",
        Duration::from_secs(1),
        |f| matches!(f, EngineFailure::Protocol(m) if m.contains("replies for")),
    );
}

#[test]
fn wrong_protocol_version_is_refused() {
    match server(
        &["--misbehave", "wrong-protocol-version"],
        Duration::from_secs(1),
    ) {
        Err(EngineFailure::Protocol(m)) => {
            assert!(
                m.contains("version 999") && m.contains("only version 1"),
                "{m}"
            )
        }
        Err(other) => panic!("wrong failure: {other:?}"),
        Ok(_) => panic!("a protocol-999 engine was accepted"),
    }
}

#[test]
fn an_engine_that_cannot_start_is_a_clear_failure() {
    let cmd = vec!["/nonexistent/truename-engine".to_string()];
    assert!(matches!(
        ProcessEngine::spawn_with(&cmd, quiet(Duration::from_secs(1))),
        Err(EngineFailure::Crashed(m)) if m.contains("could not start")
    ));
    assert!(matches!(
        ProcessEngine::spawn_with(&[], quiet(Duration::from_secs(1))),
        Err(EngineFailure::Crashed(_))
    ));
}

/// Scripted hostile engines (a POSIX shell prints canned lines).
#[cfg(unix)]
mod hostile {
    use super::*;

    const HELLO: &str = r#"{"type":"hello","protocol":1,"engine":{"name":"sh","version":"0","capabilities":["object:card","query:names"]}}"#;

    fn sh(script: &str) -> Result<ProcessEngine, EngineFailure> {
        let cmd = vec!["sh".to_string(), "-c".to_string(), script.to_string()];
        let mut o = quiet(Duration::from_millis(500));
        o.handshake_timeout = Duration::from_secs(2);
        ProcessEngine::spawn_with(&cmd, o)
    }

    fn one_case() -> Case {
        cases().remove(1).case
    }

    #[test]
    fn unknown_capabilities_are_refused() {
        let script = r#"echo '{"type":"hello","protocol":1,"engine":{"name":"x","version":"0","capabilities":["query:same-name"]}}'; cat >/dev/null"#;
        assert!(
            matches!(sh(script), Err(EngineFailure::Protocol(m)) if m.contains("query:same-name"))
        );
    }

    #[test]
    fn a_hello_that_isnt_one_is_refused() {
        assert!(matches!(
            sh("echo hello; cat >/dev/null"),
            Err(EngineFailure::Garbage(_))
        ));
        assert!(matches!(
            sh(r#"echo '{"id":1,"replies":[]}'; cat >/dev/null"#),
            Err(EngineFailure::Protocol(m)) if m.contains("hello")
        ));
        assert!(
            matches!(sh("exit 0"), Err(EngineFailure::Crashed(m)) if m.contains("before saying hello"))
        );
        assert!(matches!(sh("sleep 5"), Err(EngineFailure::TimedOut(2000))));
    }

    #[test]
    fn invalid_utf8_and_wrong_shapes_are_garbage_and_never_panic() {
        let case = one_case();
        let n = case.queries.len();
        for (line, what) in [
            (r"printf '\377\376\n'", "UTF-8"),
            (
                r#"echo '{"id":1,"replies":[{"answer":{"bool":"yes"}}]}'"#,
                "response to request 1",
            ),
            (r#"echo '[1,2,3]'"#, "response"),
            (r#"echo '{"id":1}'"#, "replies"),
            (r#"echo '{"id":-1,"replies":[]}'"#, "response"),
        ] {
            let script = format!("echo '{HELLO}'; read x; {line}; cat >/dev/null");
            let mut engine = sh(&script).unwrap();
            match engine.run(&case.scenario, &case.questions()) {
                Err(EngineFailure::Garbage(m)) => assert!(m.contains(what), "{line}: {m}"),
                other => panic!("{line}: {other:?}"),
            }
        }
        // A scripted engine that answers properly works, batch after batch.
        let replies = vec![r#"{"answer":{"bool":true}}"#; n].join(",");
        let script = r#"echo 'HELLO'; while IFS= read -r x; do id=${x#*\"id\":}; id=${id%%,*}; printf '{"id":%s,"replies":[REPLIES]}\n' "$id"; done"#
            .replace("HELLO", HELLO)
            .replace("REPLIES", &replies);
        let mut engine = sh(&script).unwrap();
        let got = run_cases(&mut engine, &[&case, &case, &case]);
        assert!(
            got.iter().all(|r| r.as_ref().is_ok_and(|r| r.len() == n)),
            "{got:?}"
        );
    }

    #[test]
    fn stale_output_between_batches_is_never_charged_to_the_next_case() {
        let case = one_case();
        let replies = vec![r#"{"answer":{"bool":true}}"#; case.queries.len()].join(",");
        let respond =
            r#"id=${x#*\"id\":}; id=${id%%,*}; printf '{"id":%s,"replies":[REPLIES]}\n' "$id""#
                .replace("REPLIES", &replies);
        // Answers twice at once, twice with a pause, or once and exits. A second answer on
        // its way when the batch ends is charged to its own case; a later one, or an exit, is
        // an incident, and the engine is restarted before the next case.
        for tail in [
            "; RESPOND; RESPOND; cat >/dev/null",
            "; RESPOND; sleep 0.5; RESPOND; cat >/dev/null",
            "; RESPOND; exit 0",
        ] {
            let script = format!("echo '{HELLO}'; read -r x{tail}").replace("RESPOND", &respond);
            let mut engine = sh(&script).unwrap();
            // Whether this case's own second answer may come in time to be caught.
            let at_once = !tail.contains("sleep") && !tail.contains("exit");
            for _ in 0..2 {
                match engine.run(&case.scenario, &case.questions()) {
                    Ok(_) => {}
                    Err(EngineFailure::Protocol(m)) if m.contains("twice") && at_once => {}
                    other => panic!("{tail}: {other:?}"),
                }
                std::thread::sleep(Duration::from_millis(600));
            }
            if tail.contains("sleep") {
                assert!(!engine.incidents().is_empty(), "{tail}");
            }
            assert_eq!(engine.restarts(), 1, "{tail}");
        }
    }

    #[test]
    fn a_restart_that_fails_fails_the_rest_of_the_batch() {
        // The first process answers nothing and exits; later ones can't even say hello.
        let marker =
            std::env::temp_dir().join(format!("truename-protocol-test-{}", std::process::id()));
        let _ = std::fs::remove_file(&marker);
        let script = format!(
            "if [ -e '{m}' ]; then exit 7; fi; touch '{m}'; echo '{HELLO}'; read x; exit 1",
            m = marker.display()
        );
        let case = one_case();
        let mut engine = sh(&script).unwrap();
        let got = run_cases(&mut engine, &[&case, &case, &case]);
        let _ = std::fs::remove_file(&marker);
        assert!(
            matches!(&got[0], Err(EngineFailure::Crashed(m)) if m.contains("exit status: 1")),
            "{:?}",
            got[0]
        );
        for g in &got[1..] {
            assert!(
                matches!(g, Err(EngineFailure::Crashed(m)) if m.contains("not run") && m.contains("exit status: 7")),
                "{g:?}"
            );
        }
    }
}

fn python3() -> Option<PathBuf> {
    let ok = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    ok.then(|| PathBuf::from("python3"))
}

#[test]
fn the_example_python_adapter_passes_what_it_supports() {
    let Some(python) = python3() else {
        eprintln!("note: python3 not found; skipping the example Python adapter test");
        return;
    };
    let adapter =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../adapters/example-python/adapter.py");
    let cmd = vec![python.display().to_string(), adapter.display().to_string()];
    let mut engine =
        ProcessEngine::spawn_with(&cmd, quiet(Duration::from_secs(1))).expect("adapter starts");
    let info = engine.info().clone();
    assert_eq!(info.name, "example-python");
    let mut declared: Vec<&str> = info.capabilities.iter().map(|c| c.name()).collect();
    declared.sort_unstable();
    assert_eq!(
        declared,
        [
            "object:card",
            "query:different_names",
            "query:names",
            "query:same_name",
            "status:face-down",
            "zone:command",
            "zone:exile",
            "zone:graveyard",
            "zone:hand",
            "zone:library",
            "zone:stack"
        ]
    );
    let cases = cases();
    let reference = ModelEngine::reference();
    let results = runner::run(&mut engine, &cases, &reference, &|_| {});
    let by_id = |id: &str| results.iter().find(|r| r.id == id).unwrap();
    for id in ["t/face-down", "t/plain-names"] {
        let r = by_id(id);
        assert_eq!(
            r.status,
            Status::Pass,
            "{id}: {:?} {:?}",
            r.failure,
            r.questions
        );
    }
    // Split cards, effects, tokens and other queries are skipped, never failed.
    for id in ["t/split", "t/spy-kit", "t/tokens-and-choices"] {
        let r = by_id(id);
        assert_eq!(r.status, Status::Skip, "{id}");
        assert!(!r.missing().is_empty());
    }
    assert!(by_id("t/split")
        .missing()
        .contains(&truename_cases::Capability::LayoutSplit));
    assert_eq!(engine.restarts(), 0);

    // Sent anyway, a case with a card it doesn't know gets "unsupported" naming the card (the
    // adapter never guesses).
    let got = engine
        .run(&cases[2].case.scenario, &cases[2].case.questions())
        .unwrap();
    let fire_ice = truename_cases::Unsupported::Card("Fire // Ice".into());
    assert!(
        got.iter()
            .all(|r| matches!(r, Reply::Unsupported(u) if *u == fire_ice)),
        "{got:?}"
    );
}
