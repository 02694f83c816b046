//! What the reference server writes for good and bad request lines, held as the server wrote
//! it before its requests were decoded in one pass (`truename-server` at 106819c, each line
//! followed by the case request 99): the same responses, and the same error for a line it
//! can't go on from.

use super::{serve, serve_observing, Observed};
use crate::engines::model::ModelEngine;

/// (request line, what the server writes after its hello, the error it stops with).
const SESSIONS: &[(&str, &str, Option<&str>)] = &[
    (
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[{"query":"colors","object":"a"}],"objects":[{"id":"a","card":"Grizzly Bears"}]}}"#,
        r#"{"id":7,"replies":[{"answer":{"lines":["G"]}}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"id":7,"case":{"id":"c","queries":[{"query":"colors","object":"a"}]},"type":"case"}"#,
        r#"{"id":7,"replies":[{"error":"no object with id \"a\""}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[{"query":"colors","object":"a"}],"extra":1}}"#,
        r#"{"id":7,"replies":[{"error":"can't parse the case: unknown field `extra`, expected one of `id`, `rules`, `objects`, `effects`"}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[{"query":"nope"}]}}"#,
        r#"{"id":7,"replies":[{"error":"can't parse the case: queries: unknown variant `nope`, expected one of `names`, `same_name`, `different_names`, `different_name_from`, `n_or_more_different_names`, `is_named`, `choose_card_name`, `castable`, `reference_target`, `text`, `type_line`, `token_name`, `deck_copies`, `color_identity`, `legend_rule`, `mana_cost`, `power_toughness`, `has_type`, `colors`, `is_token`"}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"type":"case","id":7,"case":{"id":"c","queries":{}}}"#,
        r#""#,
        Some(
            r#"can't parse the case of request 7: queries: invalid type: map, expected a sequence"#,
        ),
    ),
    (
        r#"{"type":"case","id":7,"case":{"queries":[1,2]}}"#,
        r#"{"id":7,"replies":[{"error":"can't parse the case: queries: invalid type: integer `1`, expected internally tagged enum Question"},{"error":"can't parse the case: queries: invalid type: integer `1`, expected internally tagged enum Question"}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[{"query":"colors","object":"a"}],"objects":{}}}"#,
        r#"{"id":7,"replies":[{"error":"can't parse the case: invalid type: map, expected a sequence"}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"type":"case","id":7,"case":{"id":5,"queries":[{"query":"colors","object":"a"}],"rules":3}}"#,
        r#"{"id":7,"replies":[{"error":"can't parse the case: invalid type: integer `5`, expected a string"}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"type":"case","id":7,"case":{"id":"c","id":"d","queries":[{"query":"colors","object":"a"}]}}"#,
        r#"{"id":7,"replies":[{"error":"no object with id \"a\""}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"type":"case","id":7,"id":8,"case":{"id":"c","queries":[{"query":"colors","object":"a"}]}}"#,
        r#"{"id":8,"replies":[{"error":"no object with id \"a\""}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"type":"case","type":"shutdown","id":7,"case":{"id":"c","queries":[{"query":"colors","object":"a"}]}}"#,
        r#""#,
        None,
    ),
    (
        r#"{"type":"case","id":7,"case":"c"}"#,
        r#""#,
        Some(r#"can't parse the case of request 7: invalid type: string "c", expected a map"#),
    ),
    (
        r#"{"type":"case","id":7}"#,
        r#""#,
        Some(r#"case request 7 without a case"#),
    ),
    (
        r#"{"type":"case","id":"7","case":{"id":"c","queries":[{"query":"colors","object":"a"}]}}"#,
        r#""#,
        Some(
            r#"case request without an id: {"type":"case","id":"7","case":{"id":"c","queries":[{"query":"colors","object":"a"}]}}"#,
        ),
    ),
    (
        r#"{"type":"case","case":{"id":"c","queries":[{"query":"colors","object":"a"}]}}"#,
        r#""#,
        Some(
            r#"case request without an id: {"type":"case","case":{"id":"c","queries":[{"query":"colors","object":"a"}]}}"#,
        ),
    ),
    (
        r#"{"type":"other","id":7}"#,
        r#"{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"id":7}"#,
        r#""#,
        Some(r#"request without a "type": {"id":7}"#),
    ),
    (
        r#"not json"#,
        r#""#,
        Some(r#"request isn't JSON (expected ident at line 1 column 2): not json"#),
    ),
    (r#"{"type":"shutdown","x":1}"#, r#""#, None),
    (
        r#"{"type":"case","id":7,"case":{"queries":[{"query":"colors","object":"a"}],"id":5,"extra":1}}"#,
        r#"{"id":7,"replies":[{"error":"can't parse the case: unknown field `extra`, expected one of `id`, `rules`, `objects`, `effects`"}]}
{"id":99,"replies":[]}
"#,
        None,
    ),
    (
        r#"{"type":"case","id":7,"case":{"id":5,"queries":{}}}"#,
        r#""#,
        Some(
            r#"can't parse the case of request 7: queries: invalid type: map, expected a sequence"#,
        ),
    ),
];

#[test]
fn bad_request_lines_get_the_same_replies_and_errors() {
    let mut engine = ModelEngine::reference();
    for (line, expected, error) in SESSIONS {
        let input = format!(
            "{line}\n{{\"type\":\"case\",\"id\":99,\"case\":{{\"id\":\"z\",\"queries\":[]}}}}\n"
        );
        let mut out = Vec::new();
        let result = serve(&mut engine, input.as_bytes(), &mut out);
        let text = String::from_utf8(out).expect("UTF-8");
        let (_hello, written) = text.split_once('\n').expect("a hello");
        assert_eq!(written, *expected, "{line}");
        assert_eq!(
            result.err().map(|e| e.to_string()).as_deref(),
            *error,
            "{line}"
        );
    }
}

#[test]
fn the_observer_sees_each_request_decoded_in_one_pass_by_its_line_number() {
    let case = r#"{"type":"case","id":7,"case":{"id":"c","queries":[]}}"#;
    let long_way = r#"{"type":"case","id":8,"case":{"id":"c","queries":[],"extra":1}}"#;
    let input = format!("\n  {case}\t\n{long_way}\n{{\"type\":\"ping\"}}\n{case}\n{{\"type\":\"shutdown\"}}\n{case}\n");
    let mut seen = Vec::new();
    let mut ignored = Vec::new();
    let mut out = Vec::new();
    serve_observing(
        &mut ModelEngine::reference(),
        input.as_bytes(),
        &mut out,
        &mut |n, line, r| match r {
            Observed::Request(r) => seen.push((n, line.to_string(), r.clone())),
            Observed::Ignored(kind) => ignored.push((n, kind.to_string())),
        },
    )
    .expect("served");
    let numbers: Vec<usize> = seen.iter().map(|(n, _, _)| *n).collect();
    // Not the blank line, the request with an unknown field (read the long way, which says
    // what is wrong with it), the ping, or the case after the shutdown.
    assert_eq!(numbers, [1, 4, 5]);
    // The ping is shown as ignored, not written on stderr.
    assert_eq!(ignored, [(3, "ping".to_string())]);
    assert_eq!(seen[0].1, case);
    assert!(matches!(
        seen[0].2,
        truename_cases::protocol::Request::Case { id: 7, .. }
    ));
    assert!(matches!(
        seen[2].2,
        truename_cases::protocol::Request::Shutdown
    ));
    // Every case request was answered, the one read the long way too.
    assert_eq!(String::from_utf8(out).expect("UTF-8").lines().count(), 4);
}

/// An engine that says the info it holds about itself and answers nothing.
struct Saying(truename_cases::EngineInfo);

impl crate::driven::Driven for Saying {
    fn info(&self) -> &truename_cases::EngineInfo {
        &self.0
    }

    fn run(
        &mut self,
        _: &truename_cases::Scenario,
        _: &[truename_cases::Question],
    ) -> crate::driven::Replies {
        Ok(Vec::new())
    }
}

#[test]
fn each_engine_served_on_a_thread_says_its_own_hello() {
    let model = ModelEngine::reference();
    let info = |name: &str, version: &str| truename_cases::EngineInfo {
        name: name.to_string(),
        version: version.to_string(),
        ..crate::driven::Driven::info(&model).clone()
    };
    let mut fewer = info("b", "2");
    let dropped = fewer.capabilities.pop_first();
    assert!(dropped.is_some());
    // The last capability is kept in the highest bit of the kept hello's capabilities.
    let mut without_last = info("b", "2");
    let dropped = without_last.capabilities.pop_last();
    assert!(dropped.is_some_and(|c| c as usize >= 64), "{dropped:?}");
    // The same engine twice in a row, then engines differing only in name, version or
    // capabilities (the first or the last), then the first again.
    let engines = [
        info("a", "1"),
        info("a", "1"),
        info("b", "1"),
        info("b", "2"),
        fewer,
        info("b", "2"),
        without_last,
        info("a", "1"),
    ];
    for said in engines {
        let mut out = Vec::new();
        serve(&mut Saying(said.clone()), &b""[..], &mut out).expect("served");
        let hello =
            truename_cases::protocol::encode_line(&truename_cases::protocol::Hello::new(said));
        assert_eq!(String::from_utf8(out), String::from_utf8(hello));
    }
}

/// A writer that, on its first write, serves another engine on the same thread (a writer that
/// is itself an in-process peer could), and keeps that session's output.
struct ServingWriter {
    inner: Option<Saying>,
    inner_out: Vec<u8>,
    out: Vec<u8>,
}

impl std::io::Write for ServingWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Some(mut engine) = self.inner.take() {
            serve(&mut engine, &b""[..], &mut self.inner_out)?;
        }
        self.out.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_writer_serving_another_engine_on_the_same_thread_gets_each_hello_right() {
    let model = ModelEngine::reference();
    let info = |name: &str| truename_cases::EngineInfo {
        name: name.to_string(),
        ..crate::driven::Driven::info(&model).clone()
    };
    let hello = |i: truename_cases::EngineInfo| {
        String::from_utf8(truename_cases::protocol::encode_line(
            &truename_cases::protocol::Hello::new(i),
        ))
    };
    // Twice: the second time the outer engine's line is the one kept before.
    for _ in 0..2 {
        let mut w = ServingWriter {
            inner: Some(Saying(info("inner"))),
            inner_out: Vec::new(),
            out: Vec::new(),
        };
        serve(&mut Saying(info("outer")), &b""[..], &mut w).expect("served");
        assert_eq!(String::from_utf8(w.out), hello(info("outer")));
        assert_eq!(String::from_utf8(w.inner_out), hello(info("inner")));
    }
}
