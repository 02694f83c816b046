//! An "unsupported" reply must name something in the case it answers: a card of the scenario
//! the engine was sent or of the question (a deck's cards, say), an object of the scenario, or
//! a kind of effect of the scenario. One that names something else (a card
//! that isn't on the board, an id the case doesn't have) says nothing about the case, and would
//! let an engine skip every question of every case with one canned reply: it is a failure.

use serde_json::Value;
use truename_cases::{Question, Scenario, Unsupported};
use truename_model::oracle::normalize::lookup_key;

/// Why `u` is not a reply to `question` about `scenario`, or `None` if it names something in
/// them.
pub(super) fn not_in(u: &Unsupported, scenario: &Scenario, question: &Question) -> Option<String> {
    let found = match u {
        Unsupported::Object(id) => scenario.objects.iter().any(|o| &o.id == id),
        Unsupported::Card(card) => {
            // Spelled as the Oracle resolves names (case, accents, `//`), and a face of a
            // multi-face card the case names counts too.
            let key = lookup_key(card);
            let is_card = |s: &str| {
                let k = lookup_key(s);
                k == key || k.split(" // ").any(|face| face == key)
            };
            let v = serde_json::to_value(scenario).unwrap_or(Value::Null);
            let q = serde_json::to_value(question).unwrap_or(Value::Null);
            any_string(&v, &is_card) || any_string(&q, &is_card)
        }
        Unsupported::Effect(tag) => {
            let v = serde_json::to_value(&scenario.effects).unwrap_or(Value::Null);
            v.as_array().is_some_and(|effects| {
                effects
                    .iter()
                    .any(|e| e.get("effect").and_then(Value::as_str) == Some(tag.as_str()))
            })
        }
    };
    let what = match u {
        Unsupported::Object(_) => "no object with that id",
        Unsupported::Card(_) => "no card of that name (nor does the question)",
        Unsupported::Effect(_) => "no effect of that kind",
    };
    (!found).then(|| {
        format!(
            "protocol violation: it answered unsupported ({u}), but the case it was sent has {what}: an unsupported reply must name a card, object or effect of the case"
        )
    })
}

/// Whether any string in `v` (a value or an object key's value, at any depth) satisfies `f`.
fn any_string(v: &Value, f: &dyn Fn(&str) -> bool) -> bool {
    match v {
        Value::String(s) => f(s),
        Value::Array(a) => a.iter().any(|x| any_string(x, f)),
        Value::Object(m) => m.values().any(|x| any_string(x, f)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scenario() -> Scenario {
        serde_json::from_value(serde_json::json!({
            "id": "t",
            "rules": ["201.2"],
            "objects": [
                {"id": "kit", "card": "Spy Kit", "zone": "battlefield"},
                {"id": "bear", "card": "Grizzly Bears", "zone": "battlefield"},
                {"id": "split", "card": "Fire // Ice", "zone": "hand"}
            ],
            "effects": [
                {"effect": "set_name", "timestamp": 1, "object": "bear", "name": "Llanowar Elves"}
            ]
        }))
        .expect("a valid scenario")
    }

    fn question() -> Question {
        serde_json::from_value(serde_json::json!(
            {"query": "deck_copies", "deck": ["Relentless Rats"], "name": "Relentless Rats"}
        ))
        .expect("a valid question")
    }

    #[test]
    fn a_reply_naming_something_in_the_case_is_accepted() {
        let s = scenario();
        for u in [
            Unsupported::Card("Relentless Rats".into()),
            Unsupported::Card("Spy Kit".into()),
            Unsupported::Card("grizzly bears".into()),
            Unsupported::Card("Fire".into()),
            Unsupported::Card("fire//ice".into()),
            Unsupported::Card("Llanowar Elves".into()),
            Unsupported::Object("bear".into()),
            Unsupported::Effect("set_name".into()),
        ] {
            assert_eq!(not_in(&u, &s, &question()), None, "{u}");
        }
    }

    #[test]
    fn a_reply_naming_something_else_is_a_protocol_violation() {
        let s = scenario();
        for (u, why) in [
            (
                Unsupported::Card("Shadowborn Apostle".into()),
                "no card of that name",
            ),
            (
                Unsupported::Object("no-such-object".into()),
                "no object with that id",
            ),
            (
                Unsupported::Effect("banana".into()),
                "no effect of that kind",
            ),
            (
                Unsupported::Effect("set_name ".into()),
                "no effect of that kind",
            ),
        ] {
            let m = not_in(&u, &s, &question()).unwrap_or_default();
            assert!(
                m.starts_with("protocol violation") && m.contains(why),
                "{u}: {m}"
            );
        }
    }
}
