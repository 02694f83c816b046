//! The engine side's fast path for the common request: a well-formed `case` request parsed
//! straight from its line into the suite's types, without the JSON tree that
//! [`CaseRequest`]'s own deserializer (which puts the scenario's fields beside `queries`) goes
//! through. Whatever this path refuses (a malformed line, an unknown field, a duplicate key,
//! another request type) the caller parses the long way, which also says what is wrong; what it
//! accepts is exactly what the long way accepts (the test below checks the corpus).

use serde::Deserialize;
use truename_cases::protocol::CaseRequest;
use truename_cases::{CaseEffect, CaseObject, Question, Scenario};

/// A `case` object: [`Scenario`]'s fields (with its defaults) and `queries`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WireCase {
    id: String,
    #[serde(default)]
    rules: Vec<String>,
    #[serde(default)]
    objects: Vec<CaseObject>,
    #[serde(default)]
    effects: Vec<CaseEffect>,
    queries: Vec<Question>,
}

/// A request line of the `case` type.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WireRequest {
    #[serde(rename = "type")]
    kind: String,
    id: u64,
    case: WireCase,
}

/// The id and case of `line` if it is a well-formed `case` request; `None` otherwise (the
/// caller then parses it the long way).
pub(super) fn case_request(line: &str) -> Option<(u64, CaseRequest)> {
    let r: WireRequest = serde_json::from_str(line).ok()?;
    if r.kind != "case" {
        return None;
    }
    let WireCase {
        id,
        rules,
        objects,
        effects,
        queries,
    } = r.case;
    let scenario = Scenario {
        id,
        rules,
        objects,
        effects,
    };
    Some((r.id, CaseRequest { scenario, queries }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use truename_cases::protocol::{encode_line, Request};

    /// Every case of the embedded corpus, as the client sends it, parses to the same request
    /// both ways; other lines are left to the long way.
    #[test]
    fn the_same_request_as_the_long_way() {
        let model = truename_model::Model::embedded();
        let cases = crate::load::embedded_cases(&model);
        for (id, lc) in &cases {
            let case = CaseRequest::new(&lc.case.scenario, &lc.case.questions());
            let line = encode_line(&Request::Case { id: *id, case });
            let line = std::str::from_utf8(&line).unwrap();
            let long: Request = serde_json::from_str(line).unwrap();
            let (fast_id, fast) = case_request(line).expect("the fast path takes it");
            assert_eq!(
                long,
                Request::Case {
                    id: fast_id,
                    case: fast
                }
            );
        }
        assert!(cases.len() > 100, "{} cases", cases.len());
        for other in [
            r#"{"type":"shutdown"}"#,
            r#"{"type":"case","id":1,"case":{"id":"x","queries":[],"extra":1}}"#,
            r#"{"type":"case","id":1,"id":2,"case":{"id":"x","queries":[]}}"#,
            r#"{"type":"other","id":1,"case":{"id":"x","queries":[]}}"#,
        ] {
            assert!(case_request(other).is_none(), "{other}");
        }
    }
}
