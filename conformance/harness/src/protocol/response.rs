//! The client side's fast path for the common response: a well-formed response whose every
//! reply is one of `{"answer": A}` (with a valid `answered_by` or none), `{"skip": "..."}`,
//! `{"error": "..."}` or `{"unsupported": {...}}`, parsed straight from its line into the
//! suite's types, without the JSON trees that [`Reply`]'s own deserializer (which checks
//! `answered_by` and tells the reply forms apart) and the provenance check go through. Whatever
//! this path refuses (a malformed line, an unknown or duplicate field, a `null`, two reply
//! forms in one reply, `answered_by` beside anything but `answer`) the caller decodes the long
//! way, which also says what is wrong; what it accepts it decodes exactly as the long way does
//! (the tests below check both).

use serde::{Deserialize, Deserializer};
use truename_cases::protocol::{AnsweredBy, Response};
use truename_cases::{Answer, Reply, Unsupported};

/// A field that is present: its value, never `null` (an absent field is `None` by default).
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// A reply as it is written: each form a field of its own.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WireReply {
    #[serde(default, deserialize_with = "present")]
    answer: Option<Answer>,
    #[serde(default, deserialize_with = "present")]
    answered_by: Option<AnsweredBy>,
    #[serde(default, deserialize_with = "present")]
    skip: Option<String>,
    #[serde(default, deserialize_with = "present")]
    error: Option<String>,
    #[serde(default, deserialize_with = "present")]
    unsupported: Option<Unsupported>,
}

impl WireReply {
    /// The reply, if the fields make exactly one reply form.
    fn reply(self) -> Option<Reply> {
        let WireReply {
            answer,
            answered_by,
            skip,
            error,
            unsupported,
        } = self;
        match (answer, answered_by, skip, error, unsupported) {
            (Some(a), None | Some(AnsweredBy::Engine), None, None, None) => Some(Reply::Answer(a)),
            (Some(a), Some(AnsweredBy::Adapter), None, None, None) => Some(Reply::AdapterAnswer(a)),
            (None, None, Some(s), None, None) => Some(Reply::Skip(s)),
            (None, None, None, Some(e), None) => Some(Reply::Error(e)),
            (None, None, None, None, Some(u)) => Some(Reply::Unsupported(u)),
            _ => None,
        }
    }
}

/// A reply of exactly one form, decoded straight into a [`Reply`]: a reply whose fields make
/// no single form is a decoding error here (the long way then says what is wrong with it).
struct OneForm(Reply);

impl<'de> Deserialize<'de> for OneForm {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<OneForm, D::Error> {
        WireReply::deserialize(d)?
            .reply()
            .map(OneForm)
            .ok_or_else(|| serde::de::Error::custom("not exactly one reply form"))
    }
}

/// A response line as it is written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WireResponse {
    id: u64,
    replies: Vec<OneForm>,
}

/// The response of `line` if it is well-formed and every reply has exactly one form; `None`
/// otherwise (the caller then decodes it the long way).
pub(crate) fn response(line: &str) -> Option<Response> {
    let r: WireResponse = serde_json::from_str(line).ok()?;
    // `OneForm` is a `Reply`: the vector is converted where it is.
    let replies = r.replies.into_iter().map(|f| f.0).collect();
    Some(Response { id: r.id, replies })
}

#[cfg(test)]
mod tests {
    use super::response;
    use truename_cases::protocol::{encode_line, Response};

    /// The long way: what `Response`'s own deserializer gives.
    fn long(line: &str) -> Option<Response> {
        serde_json::from_str(line).ok()
    }

    #[test]
    fn the_fast_path_takes_every_reply_form_as_the_long_way_does() {
        let line = r#"{"id":3,"replies":[{"answer":{"bool":true}},{"answer":{"names":{"names":["Bear"]}},"answered_by":"engine"},{"answer":{"count":2},"answered_by":"adapter"},{"skip":"no"},{"error":"boom"},{"unsupported":{"card":"Spy Kit"}}]}"#;
        let fast = response(line).expect("the fast path takes it");
        assert_eq!(Some(fast), long(line));
    }

    /// The model's response to every case of the embedded corpus decodes the same both ways.
    #[test]
    fn the_models_responses_to_the_corpus_decode_as_the_long_way() {
        let engine = crate::engines::model::ModelEngine::reference();
        let cases = crate::load::embedded_cases(engine.model());
        for (id, lc) in &cases {
            let replies = engine.replies(&lc.case.scenario, &lc.case.questions());
            let line = encode_line(&Response { id: *id, replies });
            let line = std::str::from_utf8(&line).unwrap();
            assert_eq!(response(line), long(line), "{line}");
            assert!(response(line).is_some(), "{line}");
        }
        assert!(cases.len() > 100, "{} cases", cases.len());
    }

    #[test]
    fn whatever_the_fast_path_refuses_is_left_to_the_long_way() {
        for line in [
            r#"{"id":1,"replies":[{"answer":null}]}"#,
            r#"{"id":1,"replies":[{"skip":null,"error":"x"}]}"#,
            r#"{"id":1,"replies":[{"skip":"x","error":"y"}]}"#,
            r#"{"id":1,"replies":[{"skip":"x","answered_by":"adapter"}]}"#,
            r#"{"id":1,"replies":[{"answered_by":"engine"}]}"#,
            r#"{"id":1,"replies":[{"answer":{"bool":true},"answered_by":"Adapter"}]}"#,
            r#"{"id":1,"replies":[{"answer":{"bool":true},"extra":1}]}"#,
            r#"{"id":1,"replies":[{}]}"#,
            r#"{"id":1,"replies":[{"error":"a","error":"b"}]}"#,
            r#"{"id":1,"id":2,"replies":[]}"#,
            r#"{"id":1,"replies":[],"x":0}"#,
            r#"{"id":1}"#,
            "not json",
        ] {
            assert_eq!(response(line), None, "{line}");
        }
    }
}
