//! An empty name is refused at load in every place a case gives a name (CR 201.2a: a name is
//! something an object has, and no rule gives the empty string as one), each error naming its
//! JSON path.

use truename_harness::engines::model::ModelEngine;
use truename_harness::load::load_files;

const CASE: &str = r#"{
  "format": "truename-cases/1",
  "cr_revision": "2025-06-FIN",
  "oracle_snapshot": "truename-subset-2026-07-03",
  "cases": [
    {
      "id": "empty-names",
      "rules": ["201.2"],
      "description": "every name slot given as an empty string",
      "objects": [
        {"id": "bears", "card": "Grizzly Bears", "printed": {"language": "Japanese", "name": ""}},
        {"id": "clone", "card": "Clone"},
        {"id": "named", "token": {"name": " ", "types": ["Creature"]}},
        {"id": "copy", "token": {"copy_of": "bears", "except_name": ""}},
        {"id": "bolt", "card": "Lightning Bolt", "zone": "stack"},
        {"id": "bolt_copy", "spell_copy_of": "bolt", "zone": "stack", "except_name": ""}
      ],
      "effects": [
        {"timestamp": 1, "effect": "copy", "object": "clone", "of": "bears", "except_name": ""},
        {"timestamp": 2, "effect": "set_name", "object": "bears", "name": ""},
        {"timestamp": 3, "effect": "name_sticker", "object": "bears", "word": ""}
      ],
      "queries": [
        {"query": "is_named", "object": "bears", "name": "", "expect": false},
        {"query": "choose_card_name", "name": "", "expect": {"valid": false, "chosen": []}},
        {"query": "castable", "object": "bears", "chosen": "", "expect": true}
      ]
    }
  ]
}"#;

#[test]
fn every_empty_name_is_refused_with_its_path() {
    let dir = std::env::temp_dir().join(format!("truename-empty-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("empty.json");
    std::fs::write(&file, CASE).expect("write");
    let reference = ModelEngine::reference();
    let (cases, errors) = load_files(std::slice::from_ref(&file), reference.model());
    let _ = std::fs::remove_dir_all(&dir);
    assert!(cases.is_empty(), "the case loaded");
    let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    let text = text.join("\n");
    for path in [
        "objects[0].printed.name",
        "objects[2].token.name",
        "objects[3].token.except_name",
        "objects[5].except_name",
        "effects[0].except_name",
        "effects[1].name",
        "effects[2].word",
        "queries[0].name",
        "queries[1].name",
        "queries[2].chosen",
    ] {
        let hit = text
            .lines()
            .any(|l| l.contains(path) && l.contains("expected a name; found an empty one"));
        assert!(hit, "no empty-name error at {path}:\n{text}");
    }
}
