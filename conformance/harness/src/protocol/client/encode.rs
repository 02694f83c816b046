//! Request lines written straight from the suite's types: the same JSON as
//! [`encode_line`](truename_cases::protocol::encode_line) of a
//! [`Request::Case`](truename_cases::protocol::Request::Case), without copying the scenario
//! and the questions into a request value or through a JSON tree first.

use serde::Serialize;
use truename_cases::protocol::CaseRequestRef;
use truename_cases::{Question, Scenario};

/// A `case` request.
#[derive(Serialize)]
struct CaseLine<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    id: u64,
    case: CaseRequestRef<'a>,
}

/// Appends the line of the `case` request `id` for `scenario` and `questions` (`\n` ended)
/// to `out`.
pub(super) fn case_line(out: &mut Vec<u8>, id: u64, scenario: &Scenario, questions: &[Question]) {
    let line = CaseLine {
        kind: "case",
        id,
        case: CaseRequestRef {
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

    /// The JSON a request had when it was written through JSON maps: the scenario's fields
    /// (each effect's own, then its kind's), then `queries`.
    fn through_maps(scenario: &Scenario, questions: &[Question]) -> String {
        use serde_json::{to_value, Map, Value};
        let effects: Vec<Value> = (scenario.effects.iter())
            .map(|e| {
                let mut m = Map::new();
                m.insert("timestamp".into(), e.timestamp.into());
                if let Some(s) = &e.source {
                    m.insert("source".into(), s.clone().into());
                }
                if let Some(t) = e.attached_at {
                    m.insert("attached_at".into(), t.into());
                }
                let Ok(Value::Object(kind)) = to_value(&e.kind) else {
                    panic!("an effect kind is an object")
                };
                m.extend(kind);
                Value::Object(m)
            })
            .collect();
        let mut m = Map::new();
        m.insert("id".into(), scenario.id.clone().into());
        m.insert("rules".into(), to_value(&scenario.rules).unwrap());
        m.insert("objects".into(), to_value(&scenario.objects).unwrap());
        m.insert("effects".into(), Value::Array(effects));
        m.insert("queries".into(), to_value(questions).unwrap());
        serde_json::to_string(&m).unwrap()
    }

    /// A request written straight is the very text it was through JSON maps, key order
    /// included, for every case of the embedded corpus.
    #[test]
    fn the_same_text_as_through_json_maps() {
        let model = truename_model::Model::embedded();
        let cases = crate::load::embedded_cases(&model);
        for (_, lc) in &cases {
            let (scenario, questions) = (&lc.case.scenario, lc.case.questions());
            let straight = serde_json::to_string(&CaseRequest::new(scenario, &questions));
            assert_eq!(straight.unwrap(), through_maps(scenario, &questions));
        }
        assert!(cases.len() > 100, "{} cases", cases.len());
    }
}
