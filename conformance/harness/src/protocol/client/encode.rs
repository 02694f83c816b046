//! Request lines written straight from the suite's types: the same JSON as
//! [`encode_line`](truename_cases::protocol::encode_line) of a
//! [`Request::Case`](truename_cases::protocol::Request::Case), without copying the scenario
//! and the questions into a request value or through a JSON tree first.

use serde::Serialize;
use truename_cases::{Question, Scenario};

/// The `case` object: the scenario's fields beside `queries`.
#[derive(Serialize)]
struct Case<'a> {
    #[serde(flatten)]
    scenario: &'a Scenario,
    queries: &'a [Question],
}

/// A `case` request.
#[derive(Serialize)]
struct CaseLine<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    id: u64,
    case: Case<'a>,
}

/// Appends the line of the `case` request `id` for `scenario` and `questions` (`\n` ended)
/// to `out`.
pub(super) fn case_line(out: &mut Vec<u8>, id: u64, scenario: &Scenario, questions: &[Question]) {
    let line = CaseLine {
        kind: "case",
        id,
        case: Case {
            scenario,
            queries: questions,
        },
    };
    // Scenarios and questions hold only strings, numbers, booleans and string-keyed maps,
    // which always serialize; an empty line would be reported by the engine, never lost.
    let _ = serde_json::to_writer(&mut *out, &line);
    out.push(b'\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use truename_cases::protocol::{encode_line, CaseRequest, Request};

    /// Every case of the embedded corpus encodes to the same JSON as the message type does.
    #[test]
    fn the_same_json_as_the_message_type() {
        let model = truename_model::Model::embedded();
        let cases = crate::load::embedded_cases(&model);
        for (id, lc) in &cases {
            let (scenario, questions) = (&lc.case.scenario, lc.case.questions());
            let mut ours = Vec::new();
            case_line(&mut ours, *id, scenario, &questions);
            let case = CaseRequest::new(scenario, &questions);
            let theirs = encode_line(&Request::Case { id: *id, case });
            let parse = |b: &[u8]| serde_json::from_slice::<serde_json::Value>(b).unwrap();
            assert_eq!(parse(&ours), parse(&theirs), "{}", scenario.id);
        }
        assert!(cases.len() > 100, "{} cases", cases.len());
    }
}
