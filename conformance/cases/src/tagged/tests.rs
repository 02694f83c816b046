//! The tag-first decoders against the derived ones, and the mirrors' encoders against the
//! derived encoders (which holds the mirrors' attributes to the originals').

use super::{effect, question, TagFirst, Tagged};
use crate::question::{Question, QuestionKind};
use crate::scenario::EffectKind;
use crate::test_support::{cases, without_positions};
use serde::de::DeserializeSeed;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// `v` encoded by a mirror (externally tagged, `{"variant": {fields}}`), with its variant
/// moved into its fields as `tag`: what the derived encoder writes if the mirror's attributes
/// are the original's.
fn internally(tag: &str, v: Value) -> Value {
    let Value::Object(outer) = v else {
        panic!("an externally tagged variant is an object: {v}");
    };
    assert_eq!(outer.len(), 1, "{outer:?}");
    let (variant, fields) = outer.into_iter().next().expect("one key");
    let Value::Object(mut fields) = fields else {
        panic!("a struct variant's fields are an object: {fields}");
    };
    fields.insert(tag.to_string(), Value::String(variant));
    Value::Object(fields)
}

/// A tagged enum under test: decoded tag first or derived, encoded by its mirror or derived.
trait Subject: for<'de> TagFirst<'de> + Serialize + PartialEq + std::fmt::Debug {
    /// How many variants it has.
    const VARIANTS: usize;

    /// `self` encoded by its mirror (externally tagged).
    fn mirrored(&self) -> Value;
}

impl Subject for Question {
    const VARIANTS: usize = QuestionKind::ALL.len();

    fn mirrored(&self) -> Value {
        question::ByVariant::serialize(self, serde_json::value::Serializer).expect("encodes")
    }
}

impl Subject for EffectKind {
    // EffectKind's 13 variants (no list of them is kept elsewhere).
    const VARIANTS: usize = 13;

    fn mirrored(&self) -> Value {
        effect::ByVariant::serialize(self, serde_json::value::Serializer).expect("encodes")
    }
}

/// `text` decoded tag first, as a value or an error message without positions.
fn tag_first<T: for<'de> TagFirst<'de>>(text: &str) -> Result<T, String> {
    let mut de = serde_json::Deserializer::from_str(text);
    let v = Tagged::<T>::new().deserialize(&mut de);
    v.and_then(|v| de.end().map(|()| v))
        .map_err(|e| without_positions(&e.to_string()))
}

/// `text` decoded by the derived decoder, as a value or an error message without positions.
fn derived<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| without_positions(&e.to_string()))
}

/// Every question and every effect kind of the corpus.
fn corpus() -> (Vec<Question>, Vec<EffectKind>) {
    let cases = cases();
    let questions = cases.iter().flat_map(|c| c.questions()).collect();
    let effects = (cases.iter())
        .flat_map(|c| c.scenario.effects.iter().map(|e| e.kind.clone()))
        .collect();
    (questions, effects)
}

/// Questions and effects that set what the corpus may leave at its default.
fn with_options() -> (Vec<Value>, Vec<Value>) {
    let questions = vec![
        json!({"query":"castable","object":"a","chosen":"N","cast_as":"adventure","copy":true}),
        json!({"query":"castable","object":"a","chosen":"N"}),
        json!({"query":"choose_card_name","name":"N","constraint":{"is":["Creature"],"not":["Legendary"]}}),
        json!({"query":"legend_rule"}),
        json!({"query":"has_type","object":"a","type":"Elf"}),
    ];
    let effects = vec![
        json!({"effect":"copy","object":"a","of":"b","except_name":"N",
            "except_has_ability":[{"object":"b","ability":0}],"except_has_quoted":{"object":"c","ability":1},
            "except_add_types":["Legendary"],"except_remove_types":["Creature"],
            "except_power_toughness":"1/1","except_keeps_color":true}),
        json!({"effect":"name_sticker","object":"a","word":"W","position":2}),
        json!({"effect":"gain_abilities","object":"a","from":"b","activated_only":true}),
        json!({"effect":"change_types","object":"a","set_types":["Artifact"],"set_subtypes":[],
            "remove":["Creature"],"add":["Legendary"]}),
    ];
    (questions, effects)
}

/// Every value of `values` encodes by its mirror as it does by the derived encoder, and they
/// cover every variant.
fn mirror_encodes_as_derived<T: Subject>(values: impl Iterator<Item = T>) {
    let mut tags = BTreeSet::new();
    for v in values {
        let mirrored = internally(T::TAG, v.mirrored());
        assert_eq!(
            mirrored,
            serde_json::to_value(&v).expect("encodes"),
            "{v:?}"
        );
        tags.insert(mirrored[T::TAG].to_string());
    }
    assert_eq!(tags.len(), T::VARIANTS, "every variant: {tags:?}");
}

#[test]
fn the_mirrors_encode_as_the_derived_encoders() {
    let (questions, effects) = corpus();
    let (more_questions, more_effects) = with_options();
    let decoded = |v: Value| serde_json::from_value(v).expect("decodes");
    mirror_encodes_as_derived::<Question>(
        questions
            .into_iter()
            .chain(more_questions.into_iter().map(decoded)),
    );
    let decoded = |v: Value| serde_json::from_value(v).expect("decodes");
    mirror_encodes_as_derived::<EffectKind>(
        effects
            .into_iter()
            .chain(more_effects.into_iter().map(decoded)),
    );
}

/// Each of `texts` (the tag first) decodes tag first as the derived decoder decodes it.
fn decodes_as_derived<T: Subject>(texts: impl Iterator<Item = String>) {
    for text in texts {
        assert!(
            text.starts_with(&format!("{{\"{}\":", T::TAG)),
            "the tag first: {text}"
        );
        let derived = derived::<T>(&text);
        assert!(derived.is_ok(), "{text}: {derived:?}");
        assert_eq!(tag_first::<T>(&text), derived, "{text}");
    }
}

#[test]
fn every_corpus_question_and_effect_decodes_tag_first_as_derived() {
    let (questions, effects) = corpus();
    let (more_questions, more_effects) = with_options();
    let text = |v: &Value| v.to_string();
    let questions = questions
        .iter()
        .map(|q| serde_json::to_string(q).expect("encodes"));
    decodes_as_derived::<Question>(questions.chain(more_questions.iter().map(text)));
    let effects = effects
        .iter()
        .map(|e| serde_json::to_string(e).expect("encodes"));
    decodes_as_derived::<EffectKind>(effects.chain(more_effects.iter().map(text)));
}

/// A tag given as each variant's index (and past the last), with `fields` after it: decided
/// alike (serde's derived variant identifiers refuse an integer, read from the input or from
/// a buffer).
fn indices_decided_as_derived<T: Subject>(fields: &[&str]) {
    for i in 0..T::VARIANTS + 2 {
        for f in fields {
            let text = format!(r#"{{"{}":{i}{f}}}"#, T::TAG);
            assert_eq!(tag_first::<T>(&text), derived::<T>(&text), "{text}");
        }
    }
}

#[test]
fn a_tag_given_as_an_index_is_decided_as_derived() {
    indices_decided_as_derived::<Question>(&["", r#","object":"a""#, r#","a":"a","b":"b""#]);
    indices_decided_as_derived::<EffectKind>(&[
        "",
        r#","object":"a""#,
        r#","object":"a","name":"N""#,
    ]);
}

/// Inputs with one defect each (or none), the tag first or not: the same value or the same
/// refusal. The derived decoder keeps a repeated field's last value only through a JSON map
/// (the protocol's derived way); read directly, both refuse it.
#[test]
fn malformed_inputs_are_decided_as_derived() {
    let questions = [
        r#"{"query":"names","object":"a","object":"b"}"#,
        r#"{"query":"names","object":"a","query":"names"}"#,
        r#"{"query":"names","query":"names","object":"a"}"#,
        r#"{"object":"a","query":"names","query":"names"}"#,
        r#"{"query":"names"}"#,
        r#"{"query":"names","object":"a","x":null}"#,
        r#"{"query":"Names","object":"a"}"#,
        r#"{"query":"names","object":["a"]}"#,
        r#"{"query":"different_names","objects":"a"}"#,
        r#"{"query":"n_or_more_different_names","objects":[],"n":18446744073709551616}"#,
        r#"{"query":"reference_target","object":"a","ability":1e2,"occurrence":0}"#,
        r#"{"query":"castable","object":"a","chosen":"N","copy":"yes"}"#,
        r#"{"query":"choose_card_name","name":"N","constraint":null}"#,
        r#"{"query":"choose_card_name","name":"N"}"#,
        r#"{"query":"castable","object":"a","chosen":"N","cast_as":null}"#,
        r#"{"query":"legend_rule","object":"a"}"#,
        r#"{"qu\u0065ry":"names","object":"a"}"#,
        r#"{"query":"n\u0061mes","object":"\u0061"}"#,
        r#"{"object":"a","query":"names"}"#,
        r#"{"query":"names","object":"a"#,
        r#"{"query":"names","object":"a",}"#,
        r#"{"query":true,"object":"a"}"#,
        r#"{"query":{},"object":"a"}"#,
        r#"{}"#,
        r#"["names","a"]"#,
        r#"[]"#,
        r#""names""#,
        r#"null"#,
        r#"-1"#,
        r#"1.5"#,
        r#"true"#,
    ];
    for text in questions {
        assert_eq!(
            tag_first::<Question>(text),
            derived::<Question>(text),
            "{text}"
        );
    }
    let effects = [
        r#"{"effect":"set_name","object":"a","name":"N"}"#,
        r#"{"object":"a","effect":"set_name","name":"N"}"#,
        r#"{"effect":"set_name","object":"a","name":"N","effect":"set_name"}"#,
        r#"{"effect":"set_name","object":"a","name":"N","timestamp":1}"#,
        r#"{"effect":"set_name","object":"a"}"#,
        r#"{"effect":"word_swap","object":"a","role":"colour","from":"x","to":"y"}"#,
        r#"{"effect":"copy","object":"a","of":"b","except_has_ability":7}"#,
        r#"{"effect":"copy","object":"a","of":"b","except_has_ability":{"object":"b"}}"#,
        r#"{"effect":"change_types","object":"a","set_types":null}"#,
        r#"{"effect":"change_types","object":"a"}"#,
        r#"{"effect":"copy","object":"a","of":"b"}"#,
        r#"{"effect":"name_sticker","object":"a","word":"W"}"#,
        r#"{"effect":"gain_abilities","object":"a","from":"b"}"#,
        r#"{"effect":"grant_ability","object":"a","by":"b","ability":-1}"#,
        r#"{"effect":"nope"}"#,
        r#"{"effect":null}"#,
        r#"["set_name","a","N"]"#,
        r#""set_name""#,
    ];
    for text in effects {
        assert_eq!(
            tag_first::<EffectKind>(text),
            derived::<EffectKind>(text),
            "{text}"
        );
    }
}

/// Every corpus question and effect, each changed in one place: a field dropped, repeated, or
/// given a value of another type, an unknown field added, the tag moved last or repeated.
/// Decided alike: the same value or the same refusal, but for the one difference the module
/// docs name ([`same_decision`]).
#[test]
fn every_corpus_value_changed_in_one_place_is_decided_as_derived() {
    let (questions, effects) = corpus();
    let (q_checked, q_worded) = changed_decided_as_derived(&questions);
    let (e_checked, e_worded) = changed_decided_as_derived(&effects);
    let (checked, worded_otherwise) = (q_checked + e_checked, q_worded + e_worded);
    assert!(checked > 5_000, "{checked} inputs");
    // The exception is rare: a field of an enum type given another type.
    assert!(
        worded_otherwise * 20 < checked,
        "{worded_otherwise} of {checked}"
    );
}

/// Each of `values` changed in one place each way ([`changed`]), decided alike
/// ([`same_decision`]): how many inputs, and how many refused in other words.
fn changed_decided_as_derived<T: Subject>(values: &[T]) -> (usize, usize) {
    let (mut checked, mut worded_otherwise) = (0, 0);
    for v in values {
        for text in changed(T::TAG, serde_json::to_value(v).expect("encodes")) {
            let (a, b) = (tag_first::<T>(&text), derived::<T>(&text));
            worded_otherwise += usize::from(a != b);
            assert!(same_decision(&a, &b), "{text}: {a:?} / {b:?}");
            checked += 1;
        }
    }
    (checked, worded_otherwise)
}

/// The same value, or refusals in the same words; or the one refusal worded otherwise: a
/// field of an enum type (a cast mode, a role) given a value that names no variant (neither a
/// string nor an object of one key), which serde's buffer refuses as "invalid type: ...,
/// expected string or map" or "invalid value: ..., expected map with a single key", and
/// serde_json, reading the input, in its own words ("expected value", ...).
fn same_decision<T: PartialEq>(tag_first: &Result<T, String>, derived: &Result<T, String>) -> bool {
    match (tag_first, derived) {
        (Err(_), Err(b)) if b.ends_with(", expected string or map") => true,
        (Err(_), Err(b)) if b.ends_with(", expected map with a single key") => true,
        _ => tag_first == derived,
    }
}

/// `v` (an object with `tag` first) as it is, then changed in one place: each field dropped,
/// repeated, or given each value of another type; an unknown field added; the tag moved last.
fn changed(tag: &str, v: Value) -> Vec<String> {
    let Value::Object(map) = v else {
        panic!("an object: {v}");
    };
    let fields: Vec<(String, Value)> = map.into_iter().collect();
    assert_eq!(fields[0].0, tag, "the tag first: {fields:?}");
    let write = |fields: &[(String, Value)]| {
        let inside: Vec<String> = (fields.iter())
            .map(|(k, v)| format!("{}:{v}", Value::String(k.clone())))
            .collect();
        format!("{{{}}}", inside.join(","))
    };
    let others = [
        json!(null),
        json!(1),
        json!(-1),
        json!(1.5),
        json!("x"),
        json!([]),
        json!(["x"]),
        json!({}),
        json!(true),
    ];
    let mut out = vec![write(&fields)];
    for k in 0..fields.len() {
        let mut f = fields.clone();
        f.remove(k);
        out.push(write(&f));
        let mut f = fields.clone();
        f.push(fields[k].clone());
        out.push(write(&f));
        for other in &others {
            let mut f = fields.clone();
            f[k].1 = other.clone();
            out.push(write(&f));
        }
    }
    let mut f = fields.clone();
    f.push(("unknown".into(), json!(1)));
    out.push(write(&f));
    let mut f = fields.clone();
    f.rotate_left(1);
    out.push(write(&f));
    out
}
