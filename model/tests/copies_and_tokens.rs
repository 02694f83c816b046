//! Copies of face-down, transformed, melded and flipped permanents and of Adventure and
//! split-half spells (CR 707), and token names (CR 111.4).

mod common;
use common::*;
use truename_model::board::{CastAs, Zone};
use truename_model::effects::{CopyExcept, EffectKind};

fn clone_of(object: &str, of: &str) -> EffectKind {
    EffectKind::Copy {
        object: id(object),
        of: id(of),
        except: CopyExcept::default(),
    }
}

#[test]
fn copy_of_a_face_down_permanent_is_nameless_and_face_up() {
    let m = model();
    let b = B::new()
        .bf("fd", "Exalted Angel")
        .face_down("fd")
        .bf("clone", "Clone")
        .eff(1, clone_of("clone", "fd"))
        .board;
    assert!(names(&m, &b, "clone").names.is_empty());
    assert!(!same(&m, &b, "clone", "fd"));
}

#[test]
fn copy_of_a_transformed_permanent_has_the_back_face() {
    let m = model();
    let b = B::new()
        .bf("d", "Delver of Secrets")
        .status("d", |s| s.transformed = true)
        .bf("clone", "Clone")
        .eff(1, clone_of("clone", "d"))
        .board;
    assert_eq!(name_list(&m, &b, "clone"), ["Insectile Aberration"]);
}

#[test]
fn copy_of_a_melded_permanent_has_the_combined_back_face() {
    let m = model();
    let b = B::new()
        .bf("m", "Bruna, the Fading Light")
        .status("m", |s| s.melded = true)
        .bf("clone", "Clone")
        .eff(1, clone_of("clone", "m"))
        .board;
    assert_eq!(name_list(&m, &b, "m"), ["Brisela, Voice of Nightmares"]);
    assert_eq!(name_list(&m, &b, "clone"), ["Brisela, Voice of Nightmares"]);
}

#[test]
fn copy_of_a_flipped_permanent_is_unflipped() {
    let m = model();
    let b = B::new()
        .bf("k", "Kitsune Mystic")
        .status("k", |s| s.flipped = true)
        .bf("clone", "Clone")
        .eff(1, clone_of("clone", "k"))
        .board;
    assert_eq!(name_list(&m, &b, "k"), ["Autumn-Tail, Kitsune Sage"]);
    assert_eq!(name_list(&m, &b, "clone"), ["Kitsune Mystic"]);
}

#[test]
fn copy_of_an_adventure_spell_is_an_adventure() {
    let m = model();
    let b = B::new()
        .card("g", "Bonecrusher Giant", Zone::Stack)
        .cast("g", CastAs::Adventure)
        .spell_copy("c", "g")
        .board;
    assert_eq!(name_list(&m, &b, "g"), ["Stomp"]);
    assert_eq!(name_list(&m, &b, "c"), ["Stomp"]);
    // Off the stack the card has only its creature name (715.4).
    let b = B::new().card("g", "Bonecrusher Giant", Zone::Exile).board;
    assert_eq!(name_list(&m, &b, "g"), ["Bonecrusher Giant"]);
}

#[test]
fn copy_of_a_split_half_spell_has_that_half_only() {
    let m = model();
    let b = B::new()
        .card("f", "Fire // Ice", Zone::Stack)
        .cast("f", CastAs::Half(0))
        .spell_copy("c", "f")
        .card("fused", "Wear // Tear", Zone::Stack)
        .cast("fused", CastAs::Fused)
        .board;
    assert_eq!(name_list(&m, &b, "c"), ["Fire"]);
    assert_eq!(name_list(&m, &b, "fused"), ["Tear", "Wear"]);
}

#[test]
fn layer_3_names_are_not_copied() {
    let m = model();
    let b = B::new()
        .bf("bears", "Grizzly Bears")
        .eff(1, set_name("bears", "Lightning Bolt"))
        .eff(2, spy_kit("bears"))
        .bf("clone", "Clone")
        .eff(3, clone_of("clone", "bears"))
        .board;
    let n = names(&m, &b, "clone");
    assert_eq!(name_list(&m, &b, "clone"), ["Grizzly Bears"]);
    assert!(!n.all_nonlegendary_creature_names);
}

#[test]
fn copy_effect_exception_name_is_copiable() {
    let m = model();
    let b = B::new()
        .bf("bears", "Grizzly Bears")
        .bf("clone", "Clone")
        .eff(
            1,
            EffectKind::Copy {
                object: id("clone"),
                of: id("bears"),
                except: CopyExcept {
                    name: Some("runeclaw bear".into()),
                    ..CopyExcept::default()
                },
            },
        )
        .bf("clone2", "Clone")
        .eff(2, clone_of("clone2", "clone"))
        .board;
    assert_eq!(name_list(&m, &b, "clone"), ["Runeclaw Bear"]);
    assert_eq!(name_list(&m, &b, "clone2"), ["Runeclaw Bear"]);
}

#[test]
fn room_permanent_has_only_unlocked_door_names() {
    let m = model();
    let b = B::new()
        .bf("none", "Unholy Annex // Ritual Chamber")
        .bf("left", "Unholy Annex // Ritual Chamber")
        .status("left", |s| s.unlocked = vec![0])
        .card("hand", "Unholy Annex // Ritual Chamber", Zone::Hand)
        .board;
    assert!(names(&m, &b, "none").names.is_empty());
    assert_eq!(name_list(&m, &b, "left"), ["Unholy Annex"]);
    assert_eq!(
        name_list(&m, &b, "hand"),
        ["Ritual Chamber", "Unholy Annex"]
    );
    assert!(!same(&m, &b, "none", "hand"));
}

#[test]
fn tokens_with_several_subtypes_and_named_tokens() {
    let m = model();
    let b = B::new()
        .bf("mentor", "Llanowar Mentor")
        .created("elves", "mentor", 1)
        .bf("real", "Llanowar Elves")
        .bf("helm", "Helm of Kaldra")
        .created("kaldra", "helm", 2)
        .bf("inn", "Prosperous Innkeeper")
        .created("treasure", "inn", 3)
        .board;
    assert_eq!(name_list(&m, &b, "elves"), ["Llanowar Elves"]);
    assert!(same(&m, &b, "elves", "real"));
    let ev = m.evaluate(&b).unwrap();
    assert_eq!(
        ev.type_line(&id("elves")).unwrap().value,
        "Creature — Elf Druid"
    );
    assert_eq!(name_list(&m, &b, "kaldra"), ["Kaldra"]);
    assert_eq!(
        ev.type_line(&id("kaldra")).unwrap().value,
        "Legendary Creature — Avatar"
    );
    assert_eq!(name_list(&m, &b, "treasure"), ["Treasure Token"]);
    // A Given token with two subtypes: "Elf Warrior Token".
    let b = B::new()
        .token(
            "t",
            truename_model::board::TokenSource::Given {
                name: None,
                subtypes: vec!["Elf".into(), "Warrior".into()],
                types: vec!["Creature".into()],
            },
        )
        .board;
    assert_eq!(name_list(&m, &b, "t"), ["Elf Warrior Token"]);
}

#[test]
fn face_down_outside_battlefield_and_stack() {
    let m = model();
    // 406.3a: exiled face down: no characteristics. In a library, face down is normal: named.
    let b = B::new()
        .card("ex", "Grizzly Bears", Zone::Exile)
        .face_down("ex")
        .card("lib", "Grizzly Bears", Zone::Library)
        .face_down("lib")
        .board;
    assert!(names(&m, &b, "ex").names.is_empty());
    assert_eq!(name_list(&m, &b, "lib"), ["Grizzly Bears"]);
}

#[test]
fn evaluation_errors_are_errors_not_panics() {
    let m = model();
    // Two token copies of each other can't exist (each would need the other first).
    let b = B::new().token_copy("a", "b").token_copy("b", "a").board;
    assert!(m.evaluate(&b).is_ok_and(|ev| ev.is_empty()));
    // Two Clones copying each other one after the other are no cycle: each copy effect reads
    // its original as it was when the effect began (CR 707.2b), and both are Clones.
    let b = B::new()
        .bf("a", "Clone")
        .bf("b", "Clone")
        .eff(1, clone_of("a", "b"))
        .eff(2, clone_of("b", "a"))
        .board;
    assert_eq!(name_list(&m, &b, "a"), ["Clone"]);
    assert_eq!(name_list(&m, &b, "b"), ["Clone"]);
    let b = B::new().bf("a", "Not A Real Card").board;
    assert!(m.evaluate(&b).is_err());
    let b = B::new()
        .bf("a", "Grizzly Bears")
        .eff(1, set_name("zzz", "x"))
        .board;
    assert!(m.evaluate(&b).is_err());
    let b = B::new()
        .bf("a", "Grizzly Bears")
        .bf("a", "Grizzly Bears")
        .board;
    assert!(m.evaluate(&b).is_err());
}

#[test]
fn embedded_snapshot_is_the_pinned_one() {
    assert_eq!(
        model().provenance().oracle_snapshot,
        truename_model::ORACLE_SNAPSHOT
    );
}

/// CR 707.2: a copy of a copy of … of Grizzly Bears, 1,500 links deep, is named Grizzly Bears,
/// and each link's explanation stays bounded (it used to repeat the whole chain behind it on
/// every link: memory quadratic in the depth, about 1 GB at 2,000).
#[test]
fn a_long_copy_chain_has_the_first_name_and_bounded_explanations() {
    let m = model();
    let mut b = B::new().bf("c0", "Grizzly Bears");
    for k in 1..=1500 {
        b = b
            .bf(&format!("c{k}"), "Island")
            .eff(k as u64, clone_of(&format!("c{k}"), &format!("c{}", k - 1)));
    }
    let board = b.board;
    let ev = m.evaluate(&board).unwrap();
    assert!(ev.same_name(&id("c1500"), &id("c0")).unwrap().value);
    let longest = ev
        .all_chars()
        .map(|(_, c)| c.why.steps.len())
        .max()
        .unwrap();
    assert!(longest <= 80, "{longest} steps");
}

/// CR 612.2a at scale: 4,000 tokens made one at a time by one Raise the Alarm, with a swap of
/// Soldier to Wizard on it halfway: the first half are Soldier Tokens, the rest Wizard Tokens.
/// Each token reads its creator as of its own creation; that used to be a whole-board
/// evaluation per token (quadratic: 1,000 tokens took 6 s and 1.5 GB), now it is an
/// evaluation of the creator and what it depends on.
#[test]
fn thousands_of_tokens_from_one_creator_each_read_it_as_of_their_creation() {
    use truename_model::text::Role;
    let m = model();
    let mut b = B::new().card("alarm", "Raise the Alarm", Zone::Stack);
    for k in 0..4000u64 {
        b = b.created(&format!("t{k}"), "alarm", 2 * k + 1);
    }
    let b = b
        .eff(4000, swap("alarm", Role::CreatureType, "Soldier", "Wizard"))
        .board;
    let ev = m.evaluate(&b).unwrap();
    for k in [0u64, 1999, 2000, 3999] {
        let want = if 2 * k + 1 < 4000 {
            "Soldier Token"
        } else {
            "Wizard Token"
        };
        let got = ev.names(&id(&format!("t{k}"))).unwrap();
        let got: Vec<String> = got.value.names.iter().map(|n| n.to_string()).collect();
        assert_eq!(got, [want], "t{k}");
    }
}
