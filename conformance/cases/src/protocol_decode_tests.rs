//! The one-pass request decoder against the derived decoders it replaces, on every corpus case
//! as a request line and on malformed variants of one.

use super::derived;
use crate::protocol::{encode_line, CaseRequest, Request};
use crate::test_support::without_positions;

/// Every corpus case as the client sends it.
fn corpus_lines() -> Vec<String> {
    let mut lines = Vec::new();
    for (id, case) in crate::test_support::cases().iter().enumerate() {
        let case = CaseRequest::new(&case.scenario, &case.questions());
        let line = encode_line(&Request::Case {
            id: id as u64,
            case,
        });
        lines.push(
            String::from_utf8(line)
                .expect("UTF-8")
                .trim_end()
                .to_string(),
        );
    }
    lines
}

const CASE: &str = r#"{"id":"c","objects":[{"id":"a","card":"Grizzly Bears"}],"queries":[{"query":"colors","object":"a"}]}"#;

/// Lines with one defect each (or none), around a well-formed request.
fn malformed() -> Vec<String> {
    let variants = [
        format!(r#"{{"type":"case","id":7,"case":{CASE}}}"#),
        format!(r#"{{"id":7,"case":{CASE},"type":"case"}}"#),
        format!(r#"{{"id":7,"type":"case","case":{CASE}}}"#),
        format!(r#"{{"id":7,"case":{CASE}}}"#),
        format!(r#"{{"type":"cases","id":7,"case":{CASE}}}"#),
        format!(r#"{{"type":3,"id":7,"case":{CASE}}}"#),
        format!(r#"{{"type":null,"id":7,"case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":7,"case":{CASE},"extra":1}}"#),
        format!(r#"{{"type":"case","extra":[1,{{"a":2}}],"id":7,"case":{CASE}}}"#),
        format!(r#"{{"extra":1,"id":7,"case":{CASE},"type":"case"}}"#),
        format!(r#"{{"type":"case","id":7,"id":8,"case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":7,"case":{CASE},"case":{CASE}}}"#),
        format!(r#"{{"type":"case","type":"case","id":7,"case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":7,"case":{CASE},"type":"shutdown"}}"#),
        format!(r#"{{"id":7,"id":8,"case":{CASE},"type":"case"}}"#),
        format!(r#"{{"type":"case","id":"7","case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":-7,"case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":7.5,"case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":true,"case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":null,"case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":[7],"case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":{{"n":7}},"case":{CASE}}}"#),
        format!(r#"{{"type":"case","id":18446744073709551616,"case":{CASE}}}"#),
        format!(r#"{{"case":{CASE},"id":"7","type":"case"}}"#),
        r#"{"type":"case","case":{"id":"c","queries":[]}}"#.into(),
        r#"{"type":"case","id":7}"#.into(),
        r#"{"type":"case","id":7,"case":"c"}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c"}}"#.into(),
        r#"{"type":"case","id":7,"case":{"queries":[]}}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c","queries":{}}}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[{"query":"nope"}]}}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[],"extra":1}}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[],"objects":{}}}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[],"rules":null}}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":5,"queries":[]}}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c","id":"d","queries":[]}}"#.into(),
        effects(r#"{"timestamp":1,"effect":"x"}"#),
        effects(r#"{"timestamp":2,"attached_at":2,"source":"p","effect":"set_name","object":"x","name":"N"}"#),
        effects(r#"{"effect":"set_name","object":"x","name":"N","timestamp":2,"source":null}"#),
        effects(r#"{"effect":"set_name","object":"x","name":"N"}"#),
        effects(r#"{"timestamp":"2","effect":"set_name","object":"x","name":"N"}"#),
        effects(r#"{"timestamp":-2,"effect":"set_name","object":"x","name":"N"}"#),
        effects(r#"{"timestamp":2,"source":5,"effect":"set_name","object":"x","name":"N"}"#),
        effects(r#"{"timestamp":2,"attached_at":"a","effect":"set_name","object":"x","name":"N"}"#),
        effects(r#"{"timestamp":1,"timestamp":2,"effect":"set_name","object":"x","name":"N"}"#),
        effects(r#"{"timestamp":2,"effect":"set_name","object":"x","name":"N","extra":1}"#),
        effects(r#"{"timestamp":2,"effect":"set_name","object":"x"}"#),
        effects(r#"{"timestamp":2,"object":"x","name":"N"}"#),
        effects(r#"{"timestamp":2,"effect":"set_name","object":"x","name":"N"},7"#),
        effects(r#"{"timestamp":null,"effect":"set_name","object":"x","name":"N"}"#),
        effects(r#"{"timestamp":2,"attached_at":null,"effect":"set_name","object":"x","name":"N"}"#),
        effects(r#""set_name""#),
        effects(""),
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[],"effects":{}}}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[],"objects":[{"id":"a","zone":"moon"}]}}"#.into(),
        r#"{"type":"shutdown"}"#.into(),
        r#"{"type":"shutdown","id":7,"case":5,"x":[]}"#.into(),
        r#"{"id":7,"type":"shutdown"}"#.into(),
        r#"{"type":"shutdown","type":"case"}"#.into(),
        r#"["shutdown"]"#.into(),
        r#"["case",7,{"id":"c","queries":[]}]"#.into(),
        r#"["case",7]"#.into(),
        "[]".into(),
        "{}".into(),
        "7".into(),
        "null".into(),
        r#""case""#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[]}} x"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[]}"#.into(),
        r#"{"type":"shutdown","x":[1,2,}"#.into(),
        r#"{"type":"case","id":7,"case":{"id":"c\u00e9","queries":[]}}"#.into(),
        r#"{"typ\u0065":"case","id":7,"case":{"id":"c","queries":[]}}"#.into(),
        "not json".into(),
    ];
    variants.into_iter().chain(malformed_questions()).collect()
}

/// Requests whose one question has one defect each (or none: a tag not first, defaults).
fn malformed_questions() -> Vec<String> {
    vec![
        queries(r#"{"object":"a","query":"colors"}"#),
        queries(r#"{"object":"a"}"#),
        queries(r#"{"qu\u0065ry":"colors","object":"a"}"#),
        queries(r#"{"query":"colors"}"#),
        queries(r#"{"query":"colors","object":"a","x":1}"#),
        queries(r#"{"query":"colors","x":1,"object":"a"}"#),
        queries(r#"{"query":"colors","object":5}"#),
        queries(r#"{"query":"colors","object":null}"#),
        queries(r#"{"query":"nope","object":"a"}"#),
        queries(r#"{"query":null,"object":"a"}"#),
        queries(r#"{"query":["colors"],"object":"a"}"#),
        queries(r#"{"query":"legend_rule"}"#),
        queries(r#"{"query":"legend_rule","x":[1]}"#),
        queries(r#"{"query":"castable","object":"a","chosen":"N"}"#),
        queries(r#"{"query":"castable","object":"a","chosen":"N","cast_as":null,"copy":true}"#),
        queries(r#"{"query":"castable","object":"a","chosen":"N","cast_as":"left"}"#),
        queries(r#"{"query":"castable","object":"a","chosen":"N","cast_as":"nope"}"#),
        queries(r#"{"query":"choose_card_name","name":"N","constraint":{"is":["Creature"]}}"#),
        queries(r#"{"query":"choose_card_name","name":"N","constraint":{"x":[]}}"#),
        queries(r#"{"query":"has_type","object":"a","type":"Elf"}"#),
        queries(r#"{"query":"has_type","object":"a","r#type":"Elf"}"#),
        queries(r#"{"query":"n_or_more_different_names","objects":["a","b"],"n":2}"#),
        queries(r#"{"query":"n_or_more_different_names","objects":["a"],"n":-1}"#),
        queries(r#"{"query":"n_or_more_different_names","objects":["a"],"n":1.5}"#),
        queries(r#"{"query":"names","object":"a"},{"query":"same_name","a":"a","b":"b"}"#),
        queries(r#"{}"#),
        queries(r#""colors""#),
        queries(r#"["colors","a"]"#),
        queries(r#"7"#),
    ]
}

/// A case request whose case has these questions (written as the inside of a JSON array).
fn queries(inside: &str) -> String {
    format!(r#"{{"type":"case","id":7,"case":{{"id":"c","queries":[{inside}]}}}}"#)
}

/// A case request whose case has these effects (written as the inside of a JSON array).
fn effects(inside: &str) -> String {
    format!(r#"{{"type":"case","id":7,"case":{{"id":"c","queries":[],"effects":[{inside}]}}}}"#)
}

/// The derived decoder's result for `line`, as values or error text.
fn derived(line: &str) -> Result<Request, String> {
    serde_json::from_str::<derived::Request>(line)
        .map(Request::from)
        .map_err(|e| e.to_string())
}

#[test]
fn from_line_decodes_every_line_as_the_derived_decoder_did() {
    let lines: Vec<String> = corpus_lines().into_iter().chain(malformed()).collect();
    for line in &lines {
        let exact = Request::from_line(line).map_err(|e| e.to_string());
        assert_eq!(exact, derived(line), "{line}");
    }
}

#[test]
fn the_one_pass_decoder_agrees_with_the_derived_one() {
    let corpus = corpus_lines();
    for line in &corpus {
        let one_pass = serde_json::from_str::<Request>(line).expect("a corpus request decodes");
        assert_eq!(Ok(one_pass), derived(line), "{line}");
    }
    let mut refused = 0;
    for line in &malformed() {
        let one_pass = serde_json::from_str::<Request>(line).map_err(|e| e.to_string());
        match (one_pass, derived(line)) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{line}"),
            (Err(a), Err(b)) => {
                assert_eq!(without_positions(&a), without_positions(&b), "{line}");
                refused += 1;
            }
            (a, b) => panic!("{line}: one pass {a:?}, derived {b:?}"),
        }
    }
    assert!(refused > 40, "{refused} malformed lines refused");
}

/// A case repeating a key keeps the last value, as a JSON map did.
#[test]
fn a_repeated_case_key_keeps_its_last_value() {
    let line = r#"{"type":"case","id":7,"case":{"id":"c","queries":[],"id":"d"}}"#;
    let Ok(Request::Case { case, .. }) = serde_json::from_str::<Request>(line) else {
        panic!("{line} decodes");
    };
    assert_eq!(case.scenario.id, "d");
    assert_eq!(Ok(Request::Case { id: 7, case }), derived(line));
}

/// A key repeated inside an object of the case: the one pass refuses it (the object's own
/// decoder does), the derived way kept the last value (its JSON map did), and `from_line`
/// decodes it as the derived way does.
#[test]
fn a_key_repeated_inside_an_object_is_left_to_the_derived_way() {
    let line =
        r#"{"type":"case","id":7,"case":{"id":"c","queries":[],"objects":[{"id":"a","id":"b"}]}}"#;
    let one_pass = serde_json::from_str::<Request>(line).map_err(|e| e.to_string());
    assert!(one_pass.is_err_and(|e| e.contains("duplicate field `id`")));
    let exact = Request::from_line(line).map_err(|e| e.to_string());
    assert!(matches!(&exact, Ok(Request::Case { case, .. }) if case.scenario.objects[0].id == "b"));
    assert_eq!(exact, derived(line));
}

/// A key repeated inside a question, the tag included: the one pass refuses it, the derived
/// way kept the last value (its JSON map did), and `from_line` decodes it as the derived way
/// does.
#[test]
fn a_key_repeated_inside_a_question_is_left_to_the_derived_way() {
    for inside in [
        r#"{"query":"colors","object":"a","object":"b"}"#,
        r#"{"object":"a","query":"colors","object":"b"}"#,
        r#"{"query":"colors","object":"a","query":"names"}"#,
        r#"{"object":"a","query":"colors","query":"names"}"#,
        r#"{"query":"colors","object":"a","query":"colors"}"#,
    ] {
        let line = queries(inside);
        let one_pass = serde_json::from_str::<Request>(&line).map_err(|e| e.to_string());
        assert!(
            one_pass
                .as_ref()
                .is_err_and(|e| e.contains("duplicate field")),
            "{line}: {one_pass:?}"
        );
        let exact = Request::from_line(&line).map_err(|e| e.to_string());
        assert!(exact.is_ok(), "{line}: {exact:?}");
        assert_eq!(exact, derived(&line), "{line}");
    }
}

/// A question's `query` given as its variant's index, which the derived decoder reads as the
/// variant: `from_line` decodes it as the derived way does, and so does the one pass if it
/// accepts it.
#[test]
fn a_query_given_as_an_index_is_decoded_as_the_derived_way_does() {
    let line = queries(r#"{"query":0,"object":"a"}"#);
    let exact = Request::from_line(&line).map_err(|e| e.to_string());
    assert_eq!(exact, derived(&line), "{line}");
    if let Ok(one_pass) = serde_json::from_str::<Request>(&line) {
        assert_eq!(Ok(one_pass), exact, "{line}");
    }
}
