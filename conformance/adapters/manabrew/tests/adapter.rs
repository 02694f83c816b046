// SPDX-License-Identifier: AGPL-3.0-or-later
//! The adapter's own tests: its card data loads into manabrew, and a few questions are put
//! to the engine end to end (one where manabrew agrees with the rules, one where it doesn't),
//! so a change in the engine or the adapter shows here before it shows in the corpus.

use truename_cases::{Answer, Constraint, NameSetAnswer, Question, Reply, Scenario, Unsupported};
use truename_harness::engine::Engine;
use truename_manabrew::{cards, setup, ManabrewEngine};

fn scenario(json: &str) -> Scenario {
    serde_json::from_str(json).expect("scenario")
}

fn ask(s: &Scenario, q: Question) -> Reply {
    ManabrewEngine::new().answer(s, &q)
}

#[test]
fn every_script_loads_into_the_engine() {
    let setup = setup::setup().expect("card data");
    assert!(
        setup.scripts.cards.len() >= 80,
        "{} scripts",
        setup.scripts.cards.len()
    );
    for (key, script) in &setup.scripts.cards {
        let rules = forge_carddb::parse_card_script(script)
            .unwrap_or_else(|e| panic!("{key}: {e}\n{script}"));
        let db_rules = setup.db.get_by_card_name(&rules.name());
        assert!(db_rules.is_some(), "{key} not found");
        let _ = manabrew_engine::card::CardInstance::from_rules(
            db_rules.unwrap(),
            manabrew_engine::ids::PlayerId(0),
        );
    }
    for (name, _) in &setup.tokens {
        assert!(!name.is_empty());
    }
}

#[test]
fn unsupported_cards_have_no_script_and_a_reason() {
    let setup = setup::setup().expect("card data");
    for (card, why) in cards::abilities::UNSUPPORTED {
        assert!(
            setup.rules(card).is_none(),
            "{card} is listed unsupported but scripted"
        );
        assert!(!why.is_empty());
    }
    let s = scenario(r#"{"id":"t","objects":[{"id":"c","card":"Liliana's Contract"}]}"#);
    assert_eq!(
        ask(&s, Question::Names { object: "c".into() }),
        Reply::Unsupported(Unsupported::Card("Liliana's Contract".into()))
    );
}

#[test]
fn a_split_card_in_the_graveyard_has_only_its_left_name() {
    let s =
        scenario(r#"{"id":"t","objects":[{"id":"fi","card":"Fire // Ice","zone":"graveyard"}]}"#);
    assert_eq!(
        ask(
            &s,
            Question::Names {
                object: "fi".into()
            }
        ),
        Reply::Answer(Answer::Names(NameSetAnswer {
            names: vec!["Fire".into()],
            all_nonlegendary_creature_names: false
        }))
    );
}

#[test]
fn face_down_permanents_keep_their_names_in_manabrew() {
    let s = scenario(
        r#"{"id":"t","objects":[{"id":"a","card":"Grizzly Bears","face_down":true},{"id":"b","card":"Grizzly Bears","face_down":true}]}"#,
    );
    let q = Question::SameName {
        a: "a".into(),
        b: "b".into(),
    };
    assert_eq!(ask(&s, q), Reply::Answer(Answer::Bool(true)));
}

#[test]
fn a_clone_copies_the_creature_the_case_names() {
    let s = scenario(
        r#"{"id":"t","objects":[{"id":"sk","card":"Skithiryx, the Blight Dragon","owner":"p2"},{"id":"bears","card":"Grizzly Bears"},{"id":"clone","card":"Clone"}],
            "effects":[{"timestamp":1,"effect":"copy","object":"clone","of":"sk"}]}"#,
    );
    let q = Question::Names {
        object: "clone".into(),
    };
    assert_eq!(
        ask(&s, q),
        Reply::Answer(Answer::Names(NameSetAnswer {
            names: vec!["Skithiryx, the Blight Dragon".into()],
            all_nonlegendary_creature_names: false
        }))
    );
}

#[test]
fn constraints_become_valid_cards_selectors() {
    let c = Constraint {
        is: vec!["Instant".into()],
        not: vec!["Land".into()],
    };
    assert_eq!(
        truename_manabrew::probes::constraint_selector(&c).as_deref(),
        Some("Card.Instant+nonLand")
    );
    assert_eq!(
        truename_manabrew::probes::constraint_selector(&Constraint::default()),
        None
    );
}

#[test]
fn the_name_prompt_offers_only_names_of_cards_in_the_game() {
    // Board without any Llanowar Elves: the engine's NameCard effect doesn't offer it, so
    // the adapter puts one in a library first; the engine then offers and stores it.
    let s = scenario(r#"{"id":"t"}"#);
    let q = Question::ChooseCardName {
        name: "Llanowar Elves".into(),
        constraint: Constraint::default(),
    };
    match ask(&s, q) {
        Reply::Answer(Answer::Choice(c)) => {
            assert!(c.valid);
            assert_eq!(c.chosen, vec!["Llanowar Elves".to_string()]);
        }
        other => panic!("{other:?}"),
    }
}
