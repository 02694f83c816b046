//! Truename protocol v1: message round trips, the reference server against the in-process
//! model, the client's handling of every misbehaviour (each charged to one case, the run going
//! on with a restarted engine), and the example Python adapter.

use serde_json::json;
use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use truename_cases::protocol::{
    encode_line, message_schemas, CaseRequest, Hello, Request, Response, PROTOCOL_VERSION,
};
use truename_cases::{Answer, Case, NameSetAnswer, Question};
use truename_harness::engine::{Engine, EngineFailure, Job, Replies, Reply};
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::{parse_file, LoadedCase};
use truename_harness::protocol::client::{Options, ProcessEngine};
use truename_harness::protocol::server::serve;
use truename_harness::runner::{self, Outcome, Status};
use truename_testkit::{Misbehave, MisbehavingOutput};

const SERVER: &str = env!("CARGO_BIN_EXE_misbehaving-server");

/// Cases over real cards of the Oracle subset, covering every answer form.
fn case_file() -> serde_json::Value {
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
fn cases() -> Vec<LoadedCase> {
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

fn quiet(timeout: Duration) -> Options {
    let mut o = Options::new(timeout);
    o.pass_stderr = false;
    o
}

fn server(args: &[&str], timeout: Duration) -> Result<ProcessEngine, EngineFailure> {
    let mut cmd = vec![SERVER.to_string()];
    cmd.extend(args.iter().map(|s| s.to_string()));
    ProcessEngine::spawn_with(&cmd, quiet(timeout))
}

fn model_replies(cases: &[&Case]) -> Vec<Vec<Reply>> {
    let mut model = ModelEngine::reference();
    cases
        .iter()
        .map(|c| model.run(&c.scenario, &c.questions()).expect("model"))
        .collect()
}

/// Runs these cases as one batch (scenario and questions only).
fn run_cases(engine: &mut dyn Engine, cases: &[&Case]) -> Vec<Replies> {
    let questions: Vec<Vec<Question>> = cases.iter().map(|c| c.questions()).collect();
    let jobs: Vec<Job<'_>> = cases
        .iter()
        .zip(&questions)
        .map(|(c, q)| (&c.scenario, q.as_slice()))
        .collect();
    engine.run_batch(&jobs)
}

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
    ] {
        let m: Misbehave = s.parse().unwrap();
        assert_eq!(m.to_string(), s);
    }
    for bad in ["crash", "crash:0", "crash:x", "explode:1", "none:1"] {
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

/// Five cases; the server misbehaves on the 2nd case it receives. The restarted server counts
/// afresh, so it misbehaves again on its own 2nd case (the 4th): cases 2 and 4 fail, 1, 3 and 5
/// are answered correctly by restarted engines.
fn misbehaving(mode: &str, timeout: Duration, check: fn(&EngineFailure) -> bool) {
    let cases = cases();
    let refs: Vec<&Case> = cases.iter().map(|c| &c.case).collect();
    let want = model_replies(&refs);
    let mut engine = server(&["--misbehave", mode], timeout).unwrap();
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
    let mut engine = server(&["--misbehave", mode], timeout).unwrap();
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
        // Answers twice, or answers once and exits.
        for tail in ["; RESPOND; RESPOND; cat >/dev/null", "; RESPOND; exit 0"] {
            let script = format!("echo '{HELLO}'; read -r x{tail}").replace("RESPOND", &respond);
            let mut engine = sh(&script).unwrap();
            assert!(
                engine.run(&case.scenario, &case.questions()).is_ok(),
                "{tail}"
            );
            std::thread::sleep(Duration::from_millis(150));
            assert!(
                engine.run(&case.scenario, &case.questions()).is_ok(),
                "{tail}"
            );
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

    // Sent anyway, an unsupported case gets skips (the adapter never guesses).
    let got = engine
        .run(&cases[2].case.scenario, &cases[2].case.questions())
        .unwrap();
    assert!(got.iter().all(|r| matches!(r, Reply::Skip(_))), "{got:?}");
}
