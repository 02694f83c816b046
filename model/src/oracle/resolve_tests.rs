//! [`Oracle::resolve`]'s answers kept for exact names are the answers it gives by key.

use super::*;

/// Every card and face name, and a few inputs that aren't exact names, resolve as they do by
/// their lookup key: the same name, or the same error.
fn resolves_as_by_key(o: &Oracle) {
    let mut inputs: Vec<String> = o.all_names().map(|n| n.to_string()).collect();
    inputs.extend(["grizzly bears", "GRIZZLY  BEARS", "no such card"].map(String::from));
    for input in &inputs {
        let kept = o.resolve(input);
        let by_key = o.resolve_by_key(input);
        assert_eq!(format!("{kept:?}"), format!("{by_key:?}"), "{input:?}");
    }
    assert!(
        o.resolved_exact.get().is_some_and(|m| !m.is_empty()),
        "no exact name kept"
    );
}

#[test]
fn the_embedded_oracle_resolves_exact_names_as_by_key() {
    // The embedded files, read here: the model, which embeds them, sits above this module.
    let names: NameData =
        serde_json::from_str(include_str!("../../data/oracle/names.json")).expect("parses");
    let o = Oracle::from_atomic_json(include_str!("../../data/oracle/AtomicCards.subset.json"))
        .and_then(|o| o.with_name_data(&names))
        .expect("loads");
    assert!(o.cards().len() > 100, "{} cards", o.cards().len());
    resolves_as_by_key(&o);
}

#[test]
fn names_that_share_a_key_stay_ambiguous() {
    let face = |name: &str| {
        format!(
            r#"[{{"name": "{name}", "layout": "normal", "types": ["Creature"], "power": "1", "toughness": "1"}}]"#
        )
    };
    let json = format!(
        r#"{{"data": {{"Grizzly Bears": {}, "Grizzly  Bears": {}, "Llanowar Elves": {}}}}}"#,
        face("Grizzly Bears"),
        face("Grizzly  Bears"),
        face("Llanowar Elves")
    );
    let o = Oracle::from_atomic_json(&json).expect("loads");
    resolves_as_by_key(&o);
    assert!(matches!(
        o.resolve("Grizzly Bears"),
        Err(OracleError::Ambiguous { .. })
    ));
    assert_eq!(
        o.resolve("Llanowar Elves").expect("resolves").name.as_str(),
        "Llanowar Elves"
    );
    // Name data adds keys and alternate names after the first index: what was kept is not
    // read meanwhile, and is kept again after.
    let data: NameData = serde_json::from_str(
        r#"{"alternate_names": {"Elves of Llanowar": "Llanowar Elves"},
            "interchangeable": [["Llanowar Elves", "Elvish Llanowar"]]}"#,
    )
    .expect("name data parses");
    let o = o.with_name_data(&data).expect("name data applies");
    resolves_as_by_key(&o);
    assert_eq!(
        o.resolve("Elvish Llanowar")
            .expect("resolves")
            .name
            .as_str(),
        "Elvish Llanowar"
    );
    let alt = o.resolve("Elves of Llanowar").expect("resolves");
    assert!(alt.via_alternate && alt.name.as_str() == "Llanowar Elves");
}
