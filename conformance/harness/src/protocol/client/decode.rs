//! Decoding what an engine writes: the hello and the responses. Pure functions (the fuzz
//! target `protocol_decoder` calls them through `truename_gen::fuzzing`).

use crate::driven::EngineFailure;
use crate::engine::Reply;
use truename_cases::protocol::{Hello, Response, PROTOCOL_VERSION};

/// The start of `line` (160 characters), for messages; a longer line is marked with its size.
pub(super) fn excerpt(line: &str) -> String {
    const MAX: usize = 160;
    if line.chars().count() <= MAX {
        line.to_string()
    } else {
        format!(
            "{}… ({} bytes)",
            line.chars().take(MAX).collect::<String>(),
            line.len()
        )
    }
}

/// Parses and checks a hello line: JSON, `"type":"hello"`, the protocol version (checked
/// before the rest), the message, and known capability names (an unknown one is refused with
/// the nearest known name).
pub fn decode_hello(line: &str) -> Result<Hello, EngineFailure> {
    let value: serde_json::Value = serde_json::from_str(line).map_err(|e| {
        EngineFailure::Garbage(format!(
            "expected the hello message, got a line that isn't JSON ({e}): {}",
            excerpt(line)
        ))
    })?;
    if value.get("type").and_then(|t| t.as_str()) != Some("hello") {
        return Err(EngineFailure::Protocol(format!(
            "expected the hello message {{\"type\":\"hello\",\"protocol\":{PROTOCOL_VERSION},...}} first, got: {}",
            excerpt(line)
        )));
    }
    match value.get("protocol").and_then(|p| p.as_u64()) {
        Some(v) if v == u64::from(PROTOCOL_VERSION) => {}
        Some(v) => {
            return Err(EngineFailure::Protocol(format!(
                "the engine speaks truename protocol version {v}; this client speaks only version {PROTOCOL_VERSION}"
            )))
        }
        None => {
            return Err(EngineFailure::Protocol(format!(
                "the hello has no integer \"protocol\" version (this client speaks version {PROTOCOL_VERSION}): {}",
                excerpt(line)
            )))
        }
    }
    let hello: Hello = serde_json::from_value(value).map_err(|e| {
        EngineFailure::Protocol(format!("malformed hello ({e}): {}", excerpt(line)))
    })?;
    Ok(hello)
}

/// Parses and checks the response line to request `id`, which has `queries` queries:
/// responses come in request order, with one reply per query.
pub fn decode_response(line: &str, id: u64, queries: usize) -> Result<Vec<Reply>, EngineFailure> {
    // The common, well-formed response is parsed straight into its types; anything else goes
    // the long way, which says what is wrong with it.
    let response = match super::super::response::response(line) {
        Some(r) => r,
        None => decode_response_long(line, id)?,
    };
    if response.id != id {
        return Err(EngineFailure::Protocol(format!(
            "expected the response to request {id} (responses come in request order), got one with id {}",
            response.id
        )));
    }
    if response.replies.len() != queries {
        return Err(EngineFailure::Protocol(format!(
            "{} replies for {queries} queries in the response to request {id}",
            response.replies.len()
        )));
    }
    Ok(response.replies)
}

/// The long way to a response, through JSON trees: every defect of the line reported.
fn decode_response_long(line: &str, id: u64) -> Result<Response, EngineFailure> {
    provenance(line, id)?;
    serde_json::from_str(line).map_err(|e| {
        EngineFailure::Garbage(format!(
            "expected the response to request {id} ({e}), got: {}",
            excerpt(line)
        ))
    })
}

/// A protocol violation if a reply of the response line misuses `answered_by` (another
/// value than `"engine"` or `"adapter"`, or not beside `answer`); other defects are left to
/// the parse.
fn provenance(line: &str, id: u64) -> Result<(), EngineFailure> {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(line) else {
        return Ok(());
    };
    let replies = value.get("replies").and_then(|r| r.as_array());
    for (i, reply) in replies.into_iter().flatten().enumerate() {
        if let Some(why) = Reply::provenance_violation(reply) {
            return Err(EngineFailure::Protocol(format!(
                "reply {i} of the response to request {id}: {why}"
            )));
        }
    }
    Ok(())
}

/// The request id of a line that has the shape of a response, whatever else is wrong with it.
pub(super) fn response_id(line: &str) -> Option<u64> {
    serde_json::from_str::<Response>(line).ok().map(|r| r.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answered_by_out_of_place_is_a_protocol_violation() {
        let line =
            r#"{"id":3,"replies":[{"answer":{"bool":true}},{"skip":"x","answered_by":"adapter"}]}"#;
        match decode_response(line, 3, 2) {
            Err(EngineFailure::Protocol(m)) => {
                assert!(m.contains("reply 1") && m.contains("only beside"), "{m}")
            }
            other => panic!("expected a protocol violation, got {other:?}"),
        }
        let line = r#"{"id":3,"replies":[{"answer":{"bool":true},"answered_by":"suite"}]}"#;
        assert!(matches!(
            decode_response(line, 3, 1),
            Err(EngineFailure::Protocol(_))
        ));
        let line = r#"{"id":3,"replies":[{"answer":{"bool":true},"answered_by":"adapter"}]}"#;
        let replies = decode_response(line, 3, 1).expect("valid");
        assert_eq!(
            replies,
            vec![Reply::AdapterAnswer(truename_cases::Answer::Bool(true))]
        );
    }
}
