//! The copy-exception fields are refused where they mean nothing, each error naming its JSON
//! path: a spell copy's exceptions on an object that isn't a spell copy, a token's exceptions on
//! a token that isn't a copy, an ability naming no object of the case, and an empty list of
//! abilities.

use truename_harness::engines::model::ModelEngine;
use truename_harness::load::load_files;

fn case(objects: &str, effects: &str) -> String {
    format!(
        r#"{{"format": "truename-cases/1", "cr_revision": "2025-06-FIN",
  "oracle_snapshot": "truename-subset-2026-07-03",
  "cases": [{{"id": "copy-fields", "rules": ["707.9"], "description": "misplaced copy fields",
    "objects": [{objects}], "effects": [{effects}],
    "queries": [{{"query": "names", "object": "bear", "expect": {{"names": ["Runeclaw Bear"]}}}}]}}]}}"#
    )
}

fn errors(tag: &str, text: &str) -> String {
    let pid = std::process::id();
    let dir = std::env::temp_dir().join(format!("truename-copy-fields-{pid}-{tag}"));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("case.json");
    std::fs::write(&file, text).expect("write");
    let reference = ModelEngine::reference();
    let (cases, errors) = load_files(std::slice::from_ref(&file), reference.model());
    let _ = std::fs::remove_dir_all(&dir);
    assert!(cases.is_empty(), "the case loaded");
    let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    text.join("\n")
}

#[test]
fn misplaced_copy_fields_are_refused_with_their_paths() {
    let text = errors(
        "misplaced",
        &case(
            r#"{"id": "bear", "card": "Runeclaw Bear", "except_remove_types": ["Legendary"]},
           {"id": "tok", "token": {"name": "Spirit", "except_has_quoted": {"object": "bear", "ability": 0}}},
           {"id": "clone", "card": "Clone"}"#,
            r#"{"timestamp": 1, "effect": "copy", "object": "clone", "of": "bear",
            "except_has_ability": [{"object": "bear", "ability": 0}, {"object": "ghost", "ability": 0}]}"#,
        ),
    );
    for (path, what) in [
        (
            "objects[0].except_remove_types",
            "only on a copy of a spell",
        ),
        ("objects[1].token", "only on a token created as a copy"),
        ("effects[0].except_has_ability", "\"ghost\" names none"),
    ] {
        let hit = text.lines().any(|l| l.contains(path) && l.contains(what));
        assert!(hit, "no error at {path} saying {what:?}:\n{text}");
    }
}

#[test]
fn an_empty_list_of_abilities_is_refused() {
    let text = errors(
        "empty",
        &case(
            r#"{"id": "bear", "card": "Runeclaw Bear"}, {"id": "clone", "card": "Clone"}"#,
            r#"{"timestamp": 1, "effect": "copy", "object": "clone", "of": "bear", "except_has_ability": []}"#,
        ),
    );
    assert!(text.contains("non-empty list"), "{text}");
}
