//! The engine side's fast path for the common requests: a well-formed `case` or `shutdown`
//! line decoded in one pass by [`Request`]'s own decoder, without the JSON tree the long way
//! goes through. Whatever this path refuses (a malformed line, an unknown field, a duplicate
//! key, another request type) the caller reads the long way, which also says what is wrong;
//! what it accepts, the long way accepts as the same request (the test below checks the corpus).

use truename_cases::protocol::Request;

/// The request of `line` if it is a well-formed `case` or `shutdown` request; `None` otherwise
/// (the caller then reads it the long way).
pub(super) fn request(line: &str) -> Option<Request> {
    serde_json::from_str(line).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use truename_cases::protocol::{encode_line, CaseRequest};

    /// What the long way makes of `line`: its `type`, `id` and case, read from a JSON tree.
    fn long(line: &str) -> Option<Request> {
        let value: serde_json::Value = serde_json::from_str(line).ok()?;
        match value.get("type")?.as_str()? {
            "shutdown" => Some(Request::Shutdown),
            "case" => {
                let id = value.get("id")?.as_u64()?;
                let case = CaseRequest::from_value(value.get("case")?.clone()).ok()?;
                Some(Request::Case { id, case })
            }
            _ => None,
        }
    }

    /// Every case of the embedded corpus, as the client sends it, parses to the same request
    /// both ways; so does a shutdown; other lines are left to the long way.
    #[test]
    fn the_same_request_as_the_long_way() {
        let model = truename_model::Model::embedded();
        let cases = crate::load::embedded_cases(&model);
        for (id, lc) in &cases {
            let case = CaseRequest::new(&lc.case.scenario, &lc.case.questions());
            let line = encode_line(&Request::Case { id: *id, case });
            let line = std::str::from_utf8(&line).unwrap();
            let fast = request(line).expect("the fast path takes it");
            assert_eq!(Some(fast), long(line));
        }
        assert!(cases.len() > 100, "{} cases", cases.len());
        let shutdown = r#"{"type":"shutdown"}"#;
        assert_eq!(request(shutdown), Some(Request::Shutdown));
        assert_eq!(long(shutdown), Some(Request::Shutdown));
        for other in [
            r#"{"type":"case","id":1,"case":{"id":"x","queries":[],"extra":1}}"#,
            r#"{"type":"case","id":1,"id":2,"case":{"id":"x","queries":[]}}"#,
            r#"{"type":"case","type":"shutdown","id":1,"case":{"id":"x","queries":[]}}"#,
            r#"{"type":"other","id":1,"case":{"id":"x","queries":[]}}"#,
            r#"{"type":"case","id":-1,"case":{"id":"x","queries":[]}}"#,
            r#"{"type":"case","id":1,"case":{"id":"x","queries":{}}}"#,
        ] {
            assert!(request(other).is_none(), "{other}");
        }
    }
}
