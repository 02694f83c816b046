//! The oracle's shortcuts against what they stand for: the borrowed peek against the JSON
//! tree `serve` reads a request line into, and the cheap hello and response tests against the
//! client's decoding, on the fuzz seeds and on hand-made edge lines.

use super::{
    client_hello, encodes_to, lines, might_be_hello, might_be_response, round_trips,
    server_reads_as_client, server_step, step_of, ServerStep,
};
use crate::fuzzing::codec::split_lines;
use crate::fuzzing::seeds::{write, SeedOptions};
use std::path::Path;
use truename_cases::protocol::{Request, Response};
use truename_harness::engines::model::ModelEngine;
use truename_harness::protocol::server::{serve_observing, Observed};

/// The step as it was decided from a JSON tree, as [`serve`](super::serve) reads the line.
fn through_a_tree(line: &str) -> ServerStep {
    let line = line.trim();
    if line.is_empty() {
        return ServerStep::Ignore;
    }
    let Ok(value) = serde_json::from_str::<serde_json::Value>(line) else {
        return ServerStep::Stop;
    };
    match value.get("type").and_then(|t| t.as_str()) {
        Some("case") => {}
        Some("shutdown") | None => return ServerStep::Stop,
        Some(_) => return ServerStep::Ignore,
    }
    let Some(id) = value.get("id").and_then(|i| i.as_u64()) else {
        return ServerStep::Stop;
    };
    let Some(case) = value.get("case") else {
        return ServerStep::Stop;
    };
    match case.get("queries").and_then(|q| q.as_array()) {
        Some(qs) => ServerStep::Respond { id, n: qs.len() },
        None => ServerStep::Stop,
    }
}

/// Every line of the `protocol_decoder` seeds `truename-fuzz-seeds` writes, split as the
/// oracle splits its input (written once for every test).
fn seed_lines() -> Vec<String> {
    static LINES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    LINES.get_or_init(write_seed_lines).clone()
}

fn write_seed_lines() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = std::env::temp_dir().join(format!("truename-peek-seeds-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    write(&SeedOptions {
        seeds: Some(out.clone()),
        dicts: None,
        corpus: root.join("corpus"),
    })
    .expect("seeds written");
    let dir = out.join("protocol_decoder");
    let mut lines = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the protocol_decoder seeds") {
        let bytes = std::fs::read(entry.expect("entry").path()).expect("a seed");
        for raw in bytes.split(|b| *b == b'\n') {
            lines.push(String::from_utf8_lossy(raw).into_owned());
        }
    }
    let _ = std::fs::remove_dir_all(&out);
    assert!(lines.len() > 300, "{} seed lines", lines.len());
    lines
}

/// Lines at the edges of what `serve` reads.
fn edge_lines() -> Vec<String> {
    let q = r#"{"id":"x","queries":[1,2,3]}"#;
    let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
    let mut lines: Vec<String> = vec![
        format!(r#"{{"type":"case","id":7,"case":{q}}}"#),
        format!(r#"{{"type":"case","type":"shutdown","id":7,"case":{q}}}"#),
        format!(r#"{{"type":"shutdown","type":"case","id":7,"case":{q}}}"#),
        format!(r#"{{"type":"case","type":3,"id":7,"case":{q}}}"#),
        format!(r#"{{"type":"case","type":"ping","id":7,"case":{q}}}"#),
        format!(r#"{{"id":7,"case":{q}}}"#),
        format!(r#"{{"type":null,"id":7,"case":{q}}}"#),
        format!(r#"{{"type":["case"],"id":7,"case":{q}}}"#),
        format!(r#"{{"type":{{"case":1}},"id":7,"case":{q}}}"#),
        format!(r#"{{"t\u0079pe":"c\u0061se","id":7,"case":{q}}}"#),
        format!(r#"{{"type":"case","id":7,"id":"8","case":{q}}}"#),
        format!(r#"{{"type":"case","id":"8","id":7,"case":{q}}}"#),
        format!(r#"{{"type":"case","id":-1,"case":{q}}}"#),
        format!(r#"{{"type":"case","id":-0,"case":{q}}}"#),
        format!(r#"{{"type":"case","id":1.0,"case":{q}}}"#),
        format!(r#"{{"type":"case","id":1e2,"case":{q}}}"#),
        format!(r#"{{"type":"case","id":18446744073709551615,"case":{q}}}"#),
        format!(r#"{{"type":"case","id":18446744073709551616,"case":{q}}}"#),
        format!(r#"{{"type":"case","id":null,"case":{q}}}"#),
        format!(r#"{{"type":"case","id":[7],"case":{q}}}"#),
        format!(r#"{{"type":"case","id":7,"case":{q},"case":{{"id":"y"}}}}"#),
        format!(r#"{{"type":"case","id":7,"case":{{"id":"y"}},"case":{q}}}"#),
        r#"{"type":"case","id":7,"case":{"queries":[],"queries":{}}}"#.into(),
        r#"{"type":"case","id":7,"case":{"queries":{},"queries":[[],{},1]}}"#.into(),
        r#"{"type":"case","id":7,"case":{"queries":"abc"}}"#.into(),
        r#"{"type":"case","id":7,"case":{"other":{"queries":[1]}}}"#.into(),
        r#"{"type":"case","id":7,"case":[{"queries":[1]}]}"#.into(),
        r#"{"type":"case","id":7,"case":"x"}"#.into(),
        r#"{"type":"case","id":7}"#.into(),
        r#"{"case":{"type":"case","id":7,"queries":[]}}"#.into(),
        format!(r#"{{"type":"case","id":7,"case":{q},"x":{deep}}}"#),
        format!(r#"{{"type":"ping","x":{deep}}}"#),
        r#"{"type":"ping","x":"\ud800"}"#.into(),
        r#"{"type":"ping","x":"\uZZZZ"}"#.into(),
        r#"{"type":"ping","x":1e999}"#.into(),
        r#"{"type":"ping"} trailing"#.into(),
        r#"{"type":"ping"}   "#.into(),
        r#"  {"type":"ping"}"#.into(),
        r#"{"type":"ping",}"#.into(),
        r#"{"type":"ping""#.into(),
        r#"["case",7]"#.into(),
        r#""case""#.into(),
        "7".into(),
        "null".into(),
        "".into(),
        "   ".into(),
        "\u{feff}{\"type\":\"ping\"}".into(),
        "{\"type\":\"p\u{fffd}ng\"}".into(),
        r#"{"type":"hello","protocol":1,"engine":{"name":"x","version":"1","capabilities":[]}}"#
            .into(),
        r#"{"type":"hell\u006f","protocol":1,"engine":{"name":"x","version":"1","capabilities":[]}}"#
            .into(),
    ];
    lines.push(format!(
        r#"{{"type":"ping","x":{}}}"#,
        "[".repeat(127) + &"]".repeat(127)
    ));
    lines
}

#[test]
fn the_peek_decides_as_the_json_tree_does() {
    let lines: Vec<String> = seed_lines().into_iter().chain(edge_lines()).collect();
    let mut responds = 0;
    for line in &lines {
        let step = server_step(line);
        responds += usize::from(matches!(step, ServerStep::Respond { .. }));
        assert_eq!(step, through_a_tree(line), "{line}");
    }
    assert!(responds > 100, "{responds} lines answered");
}

/// The server's reading decides a line's step only where the line is exactly its request's
/// encoding: there it is the step the peek reads (and the tree), for cases and shutdowns alike;
/// a line decoded alike but written otherwise is read by the peek.
#[test]
fn a_line_that_is_its_requests_encoding_has_the_step_the_peek_reads() {
    let mut engine = ModelEngine::reference();
    // Each seed line written otherwise too: its keys sorted (through a JSON tree), and with a
    // space after its first colon.
    let otherwise = seed_lines().into_iter().flat_map(|l| {
        let sorted = serde_json::from_str::<serde_json::Value>(&l).map(|v| v.to_string());
        [sorted.unwrap_or_default(), l.replacen(':', ": ", 1)]
    });
    let lines: Vec<String> = (seed_lines().into_iter())
        .chain(edge_lines())
        .chain(padded_lines())
        .chain(otherwise)
        .collect();
    let (mut exact, mut written_otherwise, mut shutdowns) = (0, 0, 0);
    for line in &lines {
        let mut out = Vec::new();
        let input = format!("{line}\n");
        let _ = serve_observing(
            &mut engine,
            input.as_bytes(),
            &mut out,
            &mut |_, t, seen| {
                let Observed::Request(r) = seen else {
                    return;
                };
                if encodes_to(r, t) {
                    assert_eq!(step_of(r), server_step(line), "{line}");
                    assert_eq!(step_of(r), through_a_tree(line), "{line}");
                    exact += 1;
                    shutdowns += usize::from(matches!(r, Request::Shutdown));
                } else {
                    written_otherwise += 1;
                }
            },
        );
    }
    assert!(exact > 100, "{exact} lines are their requests' encodings");
    assert!(shutdowns > 0, "{shutdowns} shutdowns");
    assert!(
        written_otherwise > 100,
        "{written_otherwise} written otherwise"
    );
}

#[test]
fn a_line_that_cannot_be_a_hello_does_not_decode_as_one() {
    let lines: Vec<String> = seed_lines().into_iter().chain(edge_lines()).collect();
    let mut hellos = 0;
    for line in &lines {
        let decodes = client_hello(line).is_ok();
        hellos += usize::from(decodes);
        assert!(might_be_hello(line) || !decodes, "{line}");
    }
    assert!(hellos >= 2, "{hellos} hellos");
}

#[test]
fn a_line_that_cannot_be_a_response_does_not_decode_as_one() {
    let mut lines: Vec<String> = seed_lines().into_iter().chain(edge_lines()).collect();
    // Responses with the key escaped, and with keys the decoder refuses.
    lines.extend([
        r#"{"id":1,"repl\u0069es":[]}"#.to_string(),
        r#"{"id":1,"replies":[],"x":1}"#.to_string(),
        r#"{"replies":[{"skip":"no"}],"id":2}"#.to_string(),
    ]);
    let mut responses = 0;
    for line in &lines {
        let decodes = serde_json::from_str::<Response>(line).is_ok();
        responses += usize::from(decodes);
        assert!(might_be_response(line) || !decodes, "{line}");
    }
    assert!(responses >= 4, "{responses} responses");
}

/// A message whose encoding isn't what it decodes from: `n` is written one higher.
#[derive(Debug, PartialEq, serde::Deserialize)]
struct Skewed {
    n: u64,
}

impl serde::Serialize for Skewed {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serde_json::json!({ "n": self.n + 1 }).serialize(s)
    }
}

#[test]
fn a_message_that_changes_when_encoded_is_found_though_its_line_was_decoded_once() {
    let decode = |l: &str| serde_json::from_str::<Skewed>(l);
    let line = r#"{"n":1}"#;
    let m = decode(line).expect("decodes");
    let found = round_trips("skewed", Some(line), &m, decode).expect_err("found");
    assert!(found.contains("changes when encoded"), "{found}");
    let canonical = serde_json::from_str::<serde_json::Value>(line).expect("JSON");
    let line = canonical.to_string();
    let value = |l: &str| serde_json::from_str::<serde_json::Value>(l);
    assert!(round_trips("value", Some(&line), &canonical, value).is_ok());
}

#[test]
fn encodes_to_compares_every_byte_and_the_length() {
    let m = serde_json::json!({"a": [1, "b"]});
    assert!(encodes_to(&m, r#"{"a":[1,"b"]}"#));
    for other in [
        r#"{"a":[1,"b"]} "#,
        r#"{"a":[1,"b"]"#,
        r#"{"a":[1,"c"]}"#,
        "",
        r#"{"a": [1,"b"]}"#,
    ] {
        assert!(!encodes_to(&m, other), "{other}");
    }
}

/// The seed and edge lines, each also padded with white space JSON skips and with white space
/// only `str::trim` removes.
fn padded_lines() -> Vec<String> {
    let mut lines = Vec::new();
    for line in seed_lines().into_iter().chain(edge_lines()) {
        for (before, after) in [
            ("", ""),
            (" \t", "\r"),
            ("", " \t "),
            ("\u{2003}", ""),
            ("", "\u{a0}"),
        ] {
            lines.push(format!("{before}{line}{after}"));
        }
    }
    lines
}

#[test]
fn a_request_the_server_decodes_is_the_one_the_client_view_decodes() {
    let mut engine = ModelEngine::reference();
    let (mut same, mut read_otherwise) = (0, 0);
    for line in padded_lines() {
        let s = line.trim_end_matches('\r');
        let mut seen = None;
        let mut out = Vec::new();
        let input = format!("{line}\n");
        let _ = serve_observing(&mut engine, input.as_bytes(), &mut out, &mut |n, t, r| {
            assert_eq!((n, t), (0, s.trim()), "{s}");
            if let Observed::Request(r) = r {
                seen = Some(r.clone());
            }
        });
        let Some(r) = seen else {
            continue;
        };
        if server_reads_as_client(s) {
            assert_eq!(Request::from_line(s).ok(), Some(r), "{s}");
            same += 1;
        } else {
            // Trimmed of more than JSON's white space: the client view reads other text.
            assert!(Request::from_line(s).is_err(), "{s}");
            read_otherwise += 1;
        }
    }
    assert!(same > 300, "{same} requests read alike");
    assert!(
        read_otherwise > 100,
        "{read_otherwise} requests read otherwise"
    );
}

#[test]
fn lines_split_as_the_slice_split_does() {
    let mut inputs: Vec<Vec<u8>> = [
        "",
        "\n",
        "\n\n",
        "a",
        "a\n",
        "\na",
        "a\n\nb\r\n",
        "é\n\u{2028}\n",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect();
    inputs.push(vec![0xff, b'\n', 0xfe, 0xfd]);
    inputs.extend(
        seed_lines()
            .into_iter()
            .map(|l| format!("{l}\n{l}").into_bytes()),
    );
    for bytes in &inputs {
        let split: Vec<&[u8]> = bytes.split(|b| *b == b'\n').collect();
        assert_eq!(lines(bytes), split, "{:?}", String::from_utf8_lossy(bytes));
        // The client's split of the server's output, on the inputs that are text.
        if let Ok(text) = std::str::from_utf8(bytes) {
            let split: Vec<&str> = text.split('\n').collect();
            assert_eq!(split_lines(text).collect::<Vec<_>>(), split, "{text:?}");
        }
    }
}

/// The oracle serves the lines the server ignores too: a server that stopped at a request of
/// an unknown type, or answered one, would owe or write another number of responses.
#[test]
fn requests_the_server_ignores_are_served_and_ignored() {
    let case = seed_lines()
        .into_iter()
        .find(|l| server_step(l) != ServerStep::Ignore && l.contains(r#""type":"case""#))
        .expect("a case request among the seeds");
    let ping = r#"{"type":"ping","id":9,"case":{"queries":[1]}}"#;
    let session = format!("{case}\n{ping}\n{case}\n{ping}\n");
    assert_eq!(server_step(ping), ServerStep::Ignore);
    assert_eq!(super::decode_protocol(session.as_bytes()), Ok(()));
}
