//! Exceptions that are part of a copy effect (CR 707.9): the order the explanation reads in,
//! characteristic-defining abilities a "7/7" copy doesn't copy (707.9d), abilities and quoted
//! abilities an exception gives (707.9a), spell copies with exceptions (707.10) and casting a
//! copy of a card (707.12).

mod common;
use common::*;
use truename_model::board::{AbilityRef, Object, ObjectKind, Zone};
use truename_model::effects::{CopyExcept, EffectKind, TypeChange};

fn copy(object: &str, of: &str, except: CopyExcept) -> EffectKind {
    EffectKind::Copy {
        object: id(object),
        of: id(of),
        except,
    }
}

fn seven_seven() -> CopyExcept {
    CopyExcept {
        power_toughness: Some(("7".into(), "7".into())),
        ..CopyExcept::default()
    }
}

/// Runeclaw Bear (`bear`) and `card` (`copier`), which becomes a copy of the Bear with `except`.
fn copying_bear(copier: &str, card: &str, except: CopyExcept) -> B {
    B::new()
        .bf("bear", "Runeclaw Bear")
        .bf(copier, card)
        .eff(1, copy(copier, "bear", except))
}

fn ability(object: &str, ability: usize) -> AbilityRef {
    AbilityRef {
        object: id(object),
        ability,
    }
}

#[test]
fn a_name_exception_is_explained_after_the_copy_effect_with_no_intermediate_name() {
    let m = model();
    let except = CopyExcept {
        name: Some("Sakashima the Impostor".into()),
        ..CopyExcept::default()
    };
    let b = copying_bear("saka", "Sakashima the Impostor", except).board;
    let ev = m.evaluate(&b).unwrap();
    let r = ev.names(&id("saka")).unwrap();
    assert_eq!(
        r.value
            .names
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>(),
        ["Sakashima the Impostor"]
    );
    let rules: Vec<&str> = r.why.steps.iter().map(|s| s.rule.as_str()).collect();
    assert_eq!(&rules[..2], ["707.2", "707.9b"], "{}", r.why);
    assert!(
        !r.why
            .steps
            .iter()
            .any(|s| s.note.contains("\"Runeclaw Bear\"")),
        "the copied card's name is never the copy's: {}",
        r.why
    );
}

#[test]
fn a_plain_copy_explains_the_copy_effect_before_the_copied_values() {
    let m = model();
    let b = copying_bear("clone", "Clone", CopyExcept::default()).board;
    let why = m.evaluate(&b).unwrap().names(&id("clone")).unwrap().why;
    assert_eq!(why.steps[0].rule.as_str(), "707.2", "{why}");
    assert!(why.to_string().contains("\"Runeclaw Bear\""), "{why}");
}

#[test]
fn a_seven_seven_copy_of_tarmogoyf_has_no_power_toughness_cda_nor_do_copies_of_it() {
    let m = model();
    let b = B::new()
        .bf("goyf", "Tarmogoyf")
        .bf("garg", "Quicksilver Gargantuan")
        .bf("clone", "Clone")
        .bf("plain", "Clone")
        .eff(1, copy("garg", "goyf", seven_seven()))
        .eff(2, copy("clone", "garg", CopyExcept::default()))
        .eff(3, copy("plain", "goyf", CopyExcept::default()))
        .board;
    let ev = m.evaluate(&b).unwrap();
    let goyf_line = "Tarmogoyf's power is equal to";
    for copy in ["garg", "clone"] {
        let t = ev.text(&id(copy)).unwrap();
        assert!(t.value.is_empty(), "{copy}: {:?}", t.value);
        assert_eq!(ev.power_toughness(&id(copy)).unwrap().value, "7/7");
        assert_eq!(name_list(&m, &b, copy), ["Tarmogoyf"]);
    }
    let why = ev.text(&id("garg")).unwrap().why;
    assert!(why.rules().contains(&"707.9d"), "{why}");
    let plain = ev.text(&id("plain")).unwrap().value;
    assert!(plain.iter().any(|l| l.starts_with(goyf_line)), "{plain:?}");
    assert_eq!(ev.power_toughness(&id("plain")).unwrap().value, "*/1+*");
}

#[test]
fn a_seven_seven_copy_of_nightmare_keeps_flying_and_drops_only_the_cda() {
    let m = model();
    let b = B::new()
        .bf("n", "Nightmare")
        .bf("garg", "Quicksilver Gargantuan")
        .eff(1, copy("garg", "n", seven_seven()))
        .board;
    let t = text(&m, &b, "garg");
    assert_eq!(t.len(), 1, "{t:?}");
    assert!(t[0].starts_with("Flying"), "{t:?}");
}

#[test]
fn quoted_abilities_of_a_copy_exception_name_the_copy_or_their_source() {
    let m = model();
    let except = CopyExcept {
        name: Some("Sakashima the Impostor".into()),
        has_quoted: vec![ability("saka", 0)],
        ..CopyExcept::default()
    };
    let b = copying_bear("saka", "Sakashima the Impostor", except).board;
    let t = text(&m, &b, "saka");
    assert_eq!(
        t.last().map(String::as_str),
        Some("{2}{U}{U}: Return Sakashima the Impostor to its owner's hand at the beginning of the next end step."),
        "{t:?}"
    );
    let r = refs(&m, &b, "saka", t.len() - 1, 0);
    assert_eq!(
        r,
        ["saka"],
        "the quoted ability of its own copy effect names the copy"
    );
}

#[test]
fn a_copy_gains_a_keyword_and_a_quoted_ability_and_several_whole_abilities() {
    let m = model();
    let except = CopyExcept {
        has_abilities: vec![ability("aurora", 1), ability("dane", 0)],
        has_quoted: vec![ability("aurora", 1)],
        ..CopyExcept::default()
    };
    let mut board = copying_bear("aurora", "Aurora Shifter", except)
        .card("shimmer", "Heat Shimmer", Zone::Stack)
        .bf("dane", "The Ever-Changing 'Dane")
        .token_copy("t", "bear")
        .board;
    if let Some(o) = board.objects.iter_mut().find(|o| o.id == id("t")) {
        if let ObjectKind::Token {
            source: truename_model::board::TokenSource::CopyOf { except, .. },
        } = &mut o.kind
        {
            except.has_quoted = vec![ability("shimmer", 0)];
        }
    }
    let t = text(&m, &board, "t");
    assert_eq!(
        &t[t.len() - 2..],
        [
            "Haste",
            "At the beginning of the end step, exile this token."
        ],
        "{t:?}"
    );
    let a = text(&m, &board, "aurora");
    let bear = text(&m, &board, "bear").len();
    assert_eq!(a.len(), bear + 3, "{a:?}");
    assert!(
        a[bear].starts_with("At the beginning of combat on your turn"),
        "{a:?}"
    );
    assert!(
        a[bear + 1].starts_with("{1}, Sacrifice another creature: Runeclaw Bear"),
        "{a:?}"
    );
    assert_eq!(
        a[bear + 2],
        "Whenever this creature deals combat damage to a player, you get that many {E}."
    );
}

#[test]
fn an_exception_that_quotes_nothing_is_an_error() {
    let m = model();
    let except = CopyExcept {
        has_quoted: vec![ability("clone", 0)],
        ..CopyExcept::default()
    };
    let b = copying_bear("clone", "Clone", except).board;
    let r = m
        .evaluate(&b)
        .and_then(|ev| ev.text(&id("clone")).map(|_| ()));
    assert!(
        matches!(
            r,
            Err(truename_model::eval::EvalError::NoQuotedAbility { .. })
        ),
        "{r:?}"
    );
}

fn spell_copy(i: &str, of: &str, except: CopyExcept) -> Object {
    let mut o = Object::card(i, "", Zone::Stack);
    o.kind = ObjectKind::SpellCopy {
        of: id(of),
        except: Box::new(except),
    };
    o
}

#[test]
fn a_spell_copy_that_isnt_legendary_or_is_renamed() {
    let m = model();
    let mut b = B::new()
        .card("magda", "Magda, Brazen Outlaw", Zone::Stack)
        .board;
    let not_legendary = CopyExcept {
        types: TypeChange {
            remove: vec!["Legendary".into()],
            ..TypeChange::default()
        },
        ..CopyExcept::default()
    };
    let renamed = CopyExcept {
        name: Some("Runeclaw Bear".into()),
        ..CopyExcept::default()
    };
    b.objects.push(spell_copy("major", "magda", not_legendary));
    b.objects.push(spell_copy("renamed", "magda", renamed));
    b.objects
        .push(spell_copy("plain", "magda", CopyExcept::default()));
    let ev = m.evaluate(&b).unwrap();
    let tl = |i: &str| ev.type_line(&id(i)).unwrap().value;
    assert!(tl("plain").starts_with("Legendary"), "{}", tl("plain"));
    assert!(!tl("major").contains("Legendary"), "{}", tl("major"));
    assert_eq!(name_list(&m, &b, "major"), ["Magda, Brazen Outlaw"]);
    assert_eq!(name_list(&m, &b, "renamed"), ["Runeclaw Bear"]);
    assert!(!same(&m, &b, "renamed", "magda"));
}

#[test]
fn a_cast_copy_of_a_stickered_card_has_the_cards_name_not_the_stickers() {
    let m = model();
    let b = B::new()
        .card("bolt", "Lightning Bolt", Zone::Exile)
        .eff(
            1,
            EffectKind::NameSticker {
                object: id("bolt"),
                word: "Sticky".into(),
                position: None,
            },
        )
        .board;
    let ev = m.evaluate(&b).unwrap();
    let bolt = m
        .choose_card_name("Lightning Bolt", &Default::default())
        .value
        .chosen;
    let card = ev.castable_with_chosen(&id("bolt"), None, &bolt).unwrap();
    assert!(
        card.value,
        "the stickered card itself is no Lightning Bolt on the stack"
    );
    let copy = ev
        .castable_copy_with_chosen(&id("bolt"), None, &bolt)
        .unwrap();
    assert!(!copy.value, "its copy is: {}", copy.why);
    assert!(copy.why.rules().contains(&"707.12"));
}
