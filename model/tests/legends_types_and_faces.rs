//! The legend rule (CR 704.5j), type-changing effects (613.1d), mutate (702.140e), copies of
//! flip cards (707.3), keyword abilities (602.1, 702) and the other rule areas of issue 14,
//! through the model's own API.

mod common;
use common::*;
use truename_model::board::{Merged, Zone};
use truename_model::effects::{CopyExcept, EffectKind, TypeChange};
use truename_model::text::Role;

fn legend_rule(m: &truename_model::Model, b: &truename_model::board::Board) -> Vec<String> {
    let ev = m.evaluate(b).unwrap();
    ev.legend_rule()
        .unwrap()
        .value
        .iter()
        .map(|x| x.0.clone())
        .collect()
}

fn add_types(object: &str, words: &[&str]) -> EffectKind {
    EffectKind::ChangeTypes {
        object: id(object),
        change: TypeChange {
            add: words.iter().map(|w| w.to_string()).collect(),
            ..TypeChange::default()
        },
    }
}

fn clone_of(object: &str, of: &str, except: CopyExcept) -> EffectKind {
    EffectKind::Copy {
        object: id(object),
        of: id(of),
        except,
    }
}

#[test]
fn legend_rule_follows_names_not_cards() {
    let m = model();
    // A Clone copying Griselbrand is a legendary Griselbrand; a face-down one is nameless.
    let b = B::new()
        .bf("g", "Griselbrand")
        .bf("clone", "Clone")
        .bf("fd", "Griselbrand")
        .face_down("fd")
        .eff(1, clone_of("clone", "g", CopyExcept::default()))
        .eff(2, add_types("fd", &["Legendary"]))
        .board;
    assert_eq!(legend_rule(&m, &b), ["clone", "g"]);
    // Spark Double's copy isn't legendary (707.9b).
    let not_legendary = CopyExcept {
        types: TypeChange {
            remove: vec!["Legendary".into()],
            ..TypeChange::default()
        },
        ..CopyExcept::default()
    };
    let b = B::new()
        .bf("g", "Griselbrand")
        .bf("spark", "Spark Double")
        .eff(1, clone_of("spark", "g", not_legendary))
        .board;
    assert!(legend_rule(&m, &b).is_empty());
    assert!(same(&m, &b, "spark", "g"));
}

#[test]
fn mirror_gallery_switches_the_legend_rule_off() {
    let m = model();
    let b = B::new()
        .bf("g1", "Griselbrand")
        .bf("g2", "Griselbrand")
        .board;
    assert_eq!(legend_rule(&m, &b), ["g1", "g2"]);
    let b = B::new()
        .bf("g1", "Griselbrand")
        .bf("g2", "Griselbrand")
        .bf("gallery", "Mirror Gallery")
        .board;
    assert!(legend_rule(&m, &b).is_empty());
}

#[test]
fn type_changes_never_rename_and_list_a_type_once() {
    let m = model();
    let b = B::new()
        .card("alarm", "Raise the Alarm", Zone::Stack)
        .created("t", "alarm", 2)
        .bf("elves", "Llanowar Elves")
        .eff(
            5,
            EffectKind::ChangeTypes {
                object: id("t"),
                change: TypeChange {
                    set_subtypes: Some(vec!["Elf".into()]),
                    ..TypeChange::default()
                },
            },
        )
        .eff(6, add_types("elves", &["Elf"]))
        .board;
    let ev = m.evaluate(&b).unwrap();
    assert_eq!(name_list(&m, &b, "t"), ["Soldier Token"]);
    assert_eq!(ev.type_line(&id("t")).unwrap().value, "Creature — Elf");
    assert_eq!(
        ev.type_line(&id("elves")).unwrap().value,
        "Creature — Elf Druid"
    );
}

#[test]
fn a_swap_to_a_type_already_there_names_the_token_once() {
    let m = model();
    let b = B::new()
        .bf("perfect", "Imperious Perfect")
        .created("t", "perfect", 5)
        .eff(1, swap("perfect", Role::CreatureType, "Warrior", "Elf"))
        .board;
    assert_eq!(name_list(&m, &b, "t"), ["Elf Token"]);
    assert_eq!(
        text(&m, &b, "perfect")[0],
        "Other Elves you control get +1/+1."
    );
}

#[test]
fn merged_permanent_has_the_top_cards_name() {
    let m = model();
    let mut b = B::new()
        .bf("top", "Grizzly Bears")
        .bf("under", "Grizzly Bears");
    b.board.objects[0].merged.push(Merged {
        card: "Gemrazer".into(),
        on_top: true,
        token: false,
    });
    b.board.objects[1].merged.push(Merged {
        card: "Gemrazer".into(),
        on_top: false,
        token: false,
    });
    let b = b.board;
    assert_eq!(name_list(&m, &b, "top"), ["Gemrazer"]);
    assert_eq!(name_list(&m, &b, "under"), ["Grizzly Bears"]);
    assert_eq!(text(&m, &b, "under").len(), 3, "every ability of Gemrazer");
}

#[test]
fn a_flipped_copy_of_a_flip_card_has_the_flip_half() {
    let m = model();
    let b = B::new()
        .bf("tomoya", "Jushi Apprentice")
        .status("tomoya", |s| s.flipped = true)
        .bf("nezumi", "Nezumi Shortfang")
        .bf("clone", "Clone")
        .eff(1, clone_of("tomoya", "nezumi", CopyExcept::default()))
        .eff(2, clone_of("clone", "tomoya", CopyExcept::default()))
        .board;
    assert_eq!(name_list(&m, &b, "tomoya"), ["Stabwhisker the Odious"]);
    // The Clone isn't flipped: it has the copied flip card's normal name (707.2, 707.3).
    assert_eq!(name_list(&m, &b, "clone"), ["Nezumi Shortfang"]);
}

#[test]
fn keyword_activated_abilities_and_keyword_grants() {
    let m = model();
    let b = B::new()
        .bf("qe", "Quicksilver Elemental")
        .bf("splitter", "Bonesplitter")
        .bf("helm", "Helm of Kaldra")
        .bf("bears", "Grizzly Bears")
        .eff(
            1,
            EffectKind::GainAbilities {
                object: id("qe"),
                from: id("splitter"),
                activated_only: true,
            },
        )
        .eff(
            2,
            EffectKind::GrantAbility {
                object: id("bears"),
                by: id("helm"),
                ability: 0,
            },
        )
        .board;
    assert_eq!(text(&m, &b, "qe").last().unwrap(), "Equip {1}");
    assert_eq!(text(&m, &b, "bears"), ["First strike", "Trample", "Haste"]);
}

#[test]
fn full_text_brings_mana_cost_and_power_toughness() {
    let m = model();
    let b = B::new()
        .bf("vs", "Volrath's Shapeshifter")
        .card("g", "Griselbrand", Zone::Graveyard)
        .eff(
            1,
            EffectKind::FullText {
                object: id("vs"),
                of: id("g"),
            },
        )
        .board;
    let ev = m.evaluate(&b).unwrap();
    assert_eq!(ev.mana_cost(&id("vs")).unwrap().value, "{4}{B}{B}{B}{B}");
    assert_eq!(ev.power_toughness(&id("vs")).unwrap().value, "7/7");
}

#[test]
fn named_counts_each_object_once_and_chains_follow_the_source() {
    let m = model();
    let b = B::new()
        .bf("r1", "Relentless Rats")
        .bf("r2", "Relentless Rats")
        .card("r2_gy", "Relentless Rats", Zone::Graveyard)
        .moved("r2_gy", "r2", None)
        .board;
    assert_eq!(refs(&m, &b, "r1", 0, 1), ["r1", "r2_gy"]);
    let b = B::new()
        .bf("grime", "Gutter Grime")
        .created("ooze", "grime", 5)
        .card("ex", "Gutter Grime", Zone::Exile)
        .moved("ex", "grime", Some(("ooze", 0)))
        .bf("back", "Gutter Grime")
        .moved("back", "ex", Some(("ooze", 0)))
        .board;
    assert_eq!(refs(&m, &b, "ooze", 0, 1), ["back"]);
}

#[test]
fn deck_copies_count_split_and_room_halves() {
    let m = model();
    let deck: Vec<String> = ["Fire // Ice", "Fire", "Unholy Annex // Ritual Chamber"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(m.deck_copies(&deck, "Ice").unwrap().value, 2);
    assert_eq!(m.deck_copies(&deck, "Ritual Chamber").unwrap().value, 1);
}

#[test]
fn split_cards_combine_their_halves_mana_costs() {
    // CR 709.4b and its example: Assault // Battery's mana cost is {3}{R}{G}. The order of the
    // colored symbols is the printing convention ({R}{W}, {B}{R}{G}).
    let m = model();
    let b = B::new()
        .card("ab", "Assault // Battery", Zone::Hand)
        .card("wt", "Wear // Tear", Zone::Graveyard)
        .card("fb", "Flesh // Blood", Zone::Library)
        .card("fi", "Fire // Ice", Zone::Hand)
        .board;
    let ev = m.evaluate(&b).unwrap();
    let cost = |o: &str| ev.mana_cost(&id(o)).unwrap().value;
    assert_eq!(cost("ab"), "{3}{R}{G}");
    assert_eq!(cost("wt"), "{1}{R}{W}");
    assert_eq!(cost("fb"), "{3}{B}{R}{G}{G}");
    assert_eq!(cost("fi"), "{2}{U}{R}");
}
