// SPDX-License-Identifier: AGPL-3.0-or-later
//! Answer provenance: what this adapter supplied or decided is marked as the adapter's
//! (`Reply::AdapterAnswer`), what it can't build is `unsupported` naming it, and tokens are
//! made the way manabrew's own card scripts make them (a token script).

use truename_cases::{Answer, ChoiceAnswer, Constraint, Question, Reply, Scenario, Unsupported};
use truename_harness::engine::Engine;
use truename_manabrew::ManabrewEngine;

fn scenario(json: &str) -> Scenario {
    serde_json::from_str(json).expect("scenario")
}

fn ask(s: &Scenario, q: Question) -> Reply {
    ManabrewEngine::new().answer(s, &q)
}

fn token_name(s: &Scenario, object: &str) -> Reply {
    ask(
        s,
        Question::TokenName {
            object: object.into(),
        },
    )
}

#[test]
fn a_given_tokens_name_is_its_token_scripts_and_so_the_adapters() {
    // Made through a token script (`TokenScript$`), as manabrew's card scripts make tokens:
    // the name is the script's `Name:` line (CR 111.4's "Ooze Token", written by the
    // adapter), never the inline-token fallback "Token".
    let s = scenario(
        r#"{"id":"t","objects":[{"id":"ooze","token":{"subtypes":["Ooze"],"types":["Creature"]}}]}"#,
    );
    assert_eq!(
        token_name(&s, "ooze"),
        Reply::AdapterAnswer(Answer::Text("Ooze Token".into()))
    );
}

#[test]
fn a_creators_token_name_is_the_adapters_but_a_token_copys_is_the_engines() {
    let s = scenario(
        r#"{"id":"t","objects":[
            {"id":"alarm","card":"Raise the Alarm","zone":"graveyard"},
            {"id":"t1","token":{"created_by":"alarm"}},
            {"id":"bears","card":"Grizzly Bears"},
            {"id":"copy","token":{"copy_of":"bears"}}]}"#,
    );
    assert_eq!(
        token_name(&s, "t1"),
        Reply::AdapterAnswer(Answer::Text("Soldier Token".into()))
    );
    assert_eq!(
        token_name(&s, "copy"),
        Reply::Answer(Answer::Text("Grizzly Bears".into()))
    );
}

#[test]
fn rules_text_is_the_adapters_oracle_line() {
    let s = scenario(r#"{"id":"t","objects":[{"id":"wk","card":"White Knight"}]}"#);
    match ask(
        &s,
        Question::Text {
            object: "wk".into(),
        },
    ) {
        Reply::AdapterAnswer(Answer::Lines(lines)) => assert_eq!(lines.len(), 2, "{lines:?}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_name_said_in_another_spelling_is_picked_through_the_card_database_by_the_adapter() {
    let s = scenario(r#"{"id":"t"}"#);
    let q = Question::ChooseCardName {
        name: "LIGHTNING BOLT".into(),
        constraint: Constraint::default(),
    };
    assert_eq!(
        ask(&s, q),
        Reply::AdapterAnswer(Answer::Choice(ChoiceAnswer {
            valid: true,
            chosen: vec!["Lightning Bolt".into()],
        }))
    );
}

#[test]
fn a_split_cards_right_half_on_the_stack_is_unsupported() {
    let s = scenario(
        r#"{"id":"t","objects":[{"id":"ice","card":"Fire // Ice","zone":"stack","cast_as":"right_half"}]}"#,
    );
    match ask(
        &s,
        Question::Names {
            object: "ice".into(),
        },
    ) {
        Reply::Unsupported(Unsupported::Object(what)) => assert_eq!(what, "ice"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_card_with_no_script_said_in_another_spelling_is_unsupported() {
    // Liliana's Contract has no script (its ability can't be expressed); said with a curly
    // apostrophe, it is still that card: unsupported, never manabrew's "invalid".
    let s = scenario(r#"{"id":"t"}"#);
    let q = Question::ChooseCardName {
        name: "Liliana\u{2019}s Contract".into(),
        constraint: Constraint::default(),
    };
    assert_eq!(
        ask(&s, q),
        Reply::Unsupported(Unsupported::Card("Liliana's Contract".into()))
    );
}
