//! The hollow-pass guard: a question whose expected answer is only data the request itself
//! carries for the object asked about is an *echo*. An adapter that writes the case's data
//! into the game and reads it back (a token's given name from its own token script, a printed
//! name) answers it right without the engine deciding anything, however honest its
//! `answered_by`. So a right answer to an echo question counts for nothing on its own: a case
//! passes only if the engine also answered a question that isn't one
//! ([`Status`](super::Status)).
//!
//! The data counted as the object's own: its token's directly given `name` (CR 111.4), and its
//! printed name. Not its `card` (the engine must know the Oracle card), not a copy's
//! `except_name` and not an effect's data (applying a copy exception or an effect is the
//! engine's work, CR 707.9b, 613).

use serde_json::Value;
use truename_cases::{Answer, Question, Scenario};

/// Whether `expected`, the answer to `question` about `sent`, is only data `sent` carries for
/// the object the question asks about.
pub(super) fn is_echo(question: &Question, expected: &Answer, sent: &Scenario) -> bool {
    let texts: Vec<&str> = match expected {
        Answer::Names(n) if !n.all_nonlegendary_creature_names => {
            n.names.iter().map(String::as_str).collect()
        }
        Answer::Text(t) => vec![t.as_str()],
        Answer::Lines(l) => l.iter().map(String::as_str).collect(),
        _ => return false,
    };
    let q = serde_json::to_value(question).unwrap_or(Value::Null);
    let Some(id) = q.get("object").and_then(Value::as_str) else {
        return false;
    };
    let Some(object) = sent.objects.iter().find(|o| o.id == id) else {
        return false;
    };
    let token = object.token.as_ref();
    let given: Vec<&str> = [
        token.and_then(|t| t.name.as_deref()),
        object.printed.as_ref().map(|p| p.name.as_str()),
    ]
    .into_iter()
    .flatten()
    .collect();
    let key = |s: &str| s.trim().to_lowercase();
    !texts.is_empty() && texts.iter().all(|t| given.iter().any(|g| key(g) == key(t)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn scenario() -> Scenario {
        serde_json::from_value(json!({
            "id": "t",
            "rules": ["111.4"],
            "objects": [
                {"id": "tok", "token": {"name": "Goblin Scout", "subtypes": ["Goblin"]}, "zone": "battlefield"},
                {"id": "bear", "card": "Grizzly Bears", "zone": "battlefield"},
                {"id": "bare", "token": {"subtypes": ["Goblin"]}, "zone": "battlefield"}
            ]
        }))
        .expect("a valid scenario")
    }

    fn question(v: Value) -> Question {
        serde_json::from_value(v).expect("a valid question")
    }

    fn names(n: &[&str]) -> Answer {
        Answer::Names(truename_cases::NameSetAnswer {
            names: n.iter().map(|s| s.to_string()).collect(),
            all_nonlegendary_creature_names: false,
        })
    }

    #[test]
    fn a_token_name_the_case_gives_is_an_echo() {
        let s = scenario();
        let q = question(json!({"query": "names", "object": "tok"}));
        assert!(is_echo(&q, &names(&["Goblin Scout"]), &s));
        let q = question(json!({"query": "token_name", "object": "tok"}));
        assert!(is_echo(&q, &Answer::Text("Goblin Scout".into()), &s));
    }

    #[test]
    fn what_the_engine_must_work_out_is_not_an_echo() {
        let s = scenario();
        // The Oracle card's name, a name the rules derive, no name, a yes/no answer.
        let q = question(json!({"query": "names", "object": "bear"}));
        assert!(!is_echo(&q, &names(&["Grizzly Bears"]), &s));
        let q = question(json!({"query": "names", "object": "bare"}));
        assert!(!is_echo(&q, &names(&["Goblin Token"]), &s));
        let q = question(json!({"query": "names", "object": "tok"}));
        assert!(!is_echo(&q, &names(&[]), &s));
        let q = question(json!({"query": "same_name", "a": "tok", "b": "bear"}));
        assert!(!is_echo(&q, &Answer::Bool(false), &s));
    }
}
