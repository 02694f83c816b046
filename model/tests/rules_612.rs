//! CR 612 (Text-Changing Effects) and the layering it relies on (CR 613), one test per subrule.

mod common;
use common::*;
use truename_model::board::Zone;
use truename_model::effects::EffectKind;
use truename_model::text::Role;

#[test]
fn cr_612_1_text_change_reaches_the_type_line() {
    // Wiki: Mind Bend on an Island (Island -> Mountain): it is a Mountain named Island.
    let m = model();
    let b = B::new()
        .bf("isl", "Island")
        .eff(1, swap("isl", Role::LandType, "Island", "Mountain"))
        .board;
    let ev = m.evaluate(&b).unwrap();
    assert_eq!(
        ev.type_line(&id("isl")).unwrap().value,
        "Basic Land — Mountain"
    );
    assert_eq!(name_list(&m, &b, "isl"), ["Island"]);
}

#[test]
fn cr_612_2_word_swaps_change_only_words_used_in_that_role_never_names() {
    let m = model();
    // Black Knight's name has a color word; White Knight's text has "Black".
    let b = B::new()
        .bf("bk", "Black Knight")
        .eff(1, swap("bk", Role::Color, "white", "red"))
        .bf("tw", "Timberpack Wolf")
        .eff(2, swap("tw", Role::CreatureType, "Wolf", "Elf"))
        .board;
    assert_eq!(name_list(&m, &b, "bk"), ["Black Knight"]);
    let t = text(&m, &b, "bk");
    assert!(
        t.iter().any(|l| l.starts_with("Protection from red")),
        "{t:?}"
    );
    // "named Timberpack Wolf" is a name, not a Wolf: it doesn't change; the type line does.
    let t = text(&m, &b, "tw");
    assert!(t[0].contains("named Timberpack Wolf"), "{t:?}");
    let ev = m.evaluate(&b).unwrap();
    assert_eq!(ev.type_line(&id("tw")).unwrap().value, "Creature — Elf");
    assert_eq!(name_list(&m, &b, "tw"), ["Timberpack Wolf"]);
}

#[test]
fn cr_612_2_color_word_inside_a_compound_and_landwalk() {
    let m = model();
    let b = B::new()
        .card("mb", "Mind Bend", Zone::Stack)
        .eff(1, swap("mb", Role::Color, "black", "green"))
        .eff(2, swap("mb", Role::LandType, "Forest", "Swamp"))
        .board;
    let t = text(&m, &b, "mb");
    assert!(
        t[0].contains("\"nongreen creature\" to \"nongreen creature\""),
        "{t:?}"
    );
    assert!(t[0].contains("\"swampwalk\" to \"islandwalk"), "{t:?}");
}

#[test]
fn cr_612_2a_token_name_follows_a_creature_type_swap_on_its_creator_made_before_it_exists() {
    // Wiki: Artificial Evolution on Raise the Alarm (Soldier -> Wizard): Wizard Tokens.
    let m = model();
    let b = B::new()
        .card("alarm", "Raise the Alarm", Zone::Stack)
        .eff(1, swap("alarm", Role::CreatureType, "Soldier", "Wizard"))
        .created("t1", "alarm", 2)
        .board;
    assert_eq!(name_list(&m, &b, "t1"), ["Wizard Token"]);
    let ev = m.evaluate(&b).unwrap();
    assert!(ev.names(&id("t1")).unwrap().why.rules().contains(&"612.2a"));
    // A swap made after the token exists doesn't rename it.
    let b = B::new()
        .card("alarm", "Raise the Alarm", Zone::Stack)
        .created("t1", "alarm", 1)
        .eff(2, swap("alarm", Role::CreatureType, "Soldier", "Wizard"))
        .board;
    assert_eq!(name_list(&m, &b, "t1"), ["Soldier Token"]);
}

#[test]
fn cr_612_3_granted_abilities_ignore_text_changes_on_the_recipient_but_not_the_granter() {
    // Presence of Gond: enchanted creature has "{T}: Create a 1/1 green Elf Warrior creature token."
    let m = model();
    let grant = || EffectKind::GrantAbility {
        object: id("bears"),
        by: id("gond"),
        ability: 1,
    };
    // A swap on the enchanted creature doesn't reach the granted ability...
    let b = B::new()
        .bf("gond", "Presence of Gond")
        .bf("bears", "Grizzly Bears")
        .eff(1, grant())
        .eff(2, swap("bears", Role::CreatureType, "Elf", "Goblin"))
        .eff(2, swap("bears", Role::Color, "green", "blue"))
        .created("tok", "bears", 3)
        .board;
    let t = text(&m, &b, "bears");
    assert_eq!(t, ["{T}: Create a 1/1 green Elf Warrior creature token."]);
    assert_eq!(name_list(&m, &b, "tok"), ["Elf Warrior Token"]);
    // ...but a swap on the Aura changes what it grants, and so the token's name (612.2a).
    let b = B::new()
        .bf("gond", "Presence of Gond")
        .bf("bears", "Grizzly Bears")
        .eff(1, grant())
        .eff(2, swap("gond", Role::CreatureType, "Elf", "Goblin"))
        .created("tok", "bears", 3)
        .board;
    assert_eq!(
        text(&m, &b, "bears"),
        ["{T}: Create a 1/1 green Goblin Warrior creature token."]
    );
    assert_eq!(name_list(&m, &b, "tok"), ["Goblin Warrior Token"]);
}

#[test]
fn cr_612_4_text_change_on_a_token_changes_its_subtypes_not_its_name() {
    let m = model();
    let b = B::new()
        .card("alarm", "Raise the Alarm", Zone::Graveyard)
        .created("t1", "alarm", 1)
        .eff(2, swap("t1", Role::CreatureType, "Soldier", "Wizard"))
        .board;
    assert_eq!(name_list(&m, &b, "t1"), ["Soldier Token"]);
    let ev = m.evaluate(&b).unwrap();
    assert_eq!(ev.type_line(&id("t1")).unwrap().value, "Creature — Wizard");
}

#[test]
fn cr_612_5_exchange_of_words_swaps_rules_text_only() {
    let m = model();
    let b = B::new()
        .bf("shade", "Looming Shade")
        .bf("wolf", "Timberpack Wolf")
        .eff(
            1,
            EffectKind::ExchangeText {
                a: id("shade"),
                b: id("wolf"),
            },
        )
        .board;
    assert!(text(&m, &b, "shade")[0].contains("named Timberpack Wolf"));
    assert_eq!(name_list(&m, &b, "shade"), ["Looming Shade"]);
    // The text now on the wolf refers to the wolf (201.5: the object it's on).
    assert_eq!(refs(&m, &b, "wolf", 0, 0), ["wolf"]);
}

#[test]
fn cr_612_6_full_text_includes_the_name() {
    let m = model();
    let b = B::new()
        .bf("vs", "Volrath's Shapeshifter")
        .card("shade", "Looming Shade", Zone::Graveyard)
        .eff(
            1,
            EffectKind::FullText {
                object: id("vs"),
                of: id("shade"),
            },
        )
        .bf("shade2", "Looming Shade")
        .board;
    assert_eq!(name_list(&m, &b, "vs"), ["Looming Shade"]);
    assert!(same(&m, &b, "vs", "shade2"));
    // 613.8: a swap on the copied card applies first even with a later timestamp.
    let b = B::new()
        .bf("vs", "Volrath's Shapeshifter")
        .card("wolf", "Timberpack Wolf", Zone::Graveyard)
        .eff(
            1,
            EffectKind::FullText {
                object: id("vs"),
                of: id("wolf"),
            },
        )
        .eff(2, swap("wolf", Role::CreatureType, "Wolf", "Elf"))
        .board;
    let ev = m.evaluate(&b).unwrap();
    assert_eq!(ev.type_line(&id("vs")).unwrap().value, "Creature — Elf");
}

#[test]
fn cr_612_7_all_names_is_symbolic_and_exact() {
    let m = model();
    let b = B::new()
        .bf("kit_holder", "Grizzly Bears")
        .attached(1, 3, spy_kit("kit_holder"))
        .bf("elves", "Llanowar Elves")
        .bf("sk", "Skithiryx, the Blight Dragon")
        .bf("bolt", "Lightning Bolt")
        .bf("delver", "Delver of Secrets")
        .status("delver", |s| s.transformed = true)
        .board;
    let n = names(&m, &b, "kit_holder");
    assert!(n.all_nonlegendary_creature_names);
    assert!(n.names.iter().any(|x| x.as_str() == "Grizzly Bears"));
    assert!(same(&m, &b, "kit_holder", "elves"));
    assert!(!same(&m, &b, "kit_holder", "sk"), "legendary");
    assert!(!same(&m, &b, "kit_holder", "bolt"), "not a creature card");
    // Back faces aren't names of cards (see the Oracle module docs).
    assert!(!same(&m, &b, "kit_holder", "delver"));
    assert!(is_named(&m, &b, "kit_holder", "Runeclaw Bear"));
}

#[test]
fn cr_612_8_set_name_replaces_all_names_later_additions_add_back() {
    let m = model();
    let b = B::new()
        .bf("x", "Grizzly Bears")
        .eff(1, spy_kit("x"))
        .eff(2, set_name("x", "Lightning Bolt"))
        .bf("elves", "Llanowar Elves")
        .board;
    assert_eq!(name_list(&m, &b, "x"), ["Lightning Bolt"]);
    assert!(!names(&m, &b, "x").all_nonlegendary_creature_names);
    assert!(!same(&m, &b, "x", "elves"));
    // Reverse timestamps: the later Spy Kit adds the names back.
    let b = B::new()
        .bf("x", "Grizzly Bears")
        .eff(2, spy_kit("x"))
        .eff(1, set_name("x", "Lightning Bolt"))
        .bf("elves", "Llanowar Elves")
        .board;
    assert!(same(&m, &b, "x", "elves"));
    // 613.7e: an Equipment's effect has the timestamp of its attachment.
    let b = B::new()
        .bf("x", "Grizzly Bears")
        .attached(0, 5, spy_kit("x"))
        .eff(3, set_name("x", "Lightning Bolt"))
        .board;
    assert!(names(&m, &b, "x").all_nonlegendary_creature_names);
}

#[test]
fn cr_612_9_name_sticker_adds_a_word() {
    let m = model();
    let b = B::new()
        .bf("g", "________ Goblin")
        .eff(
            1,
            EffectKind::NameSticker {
                object: id("g"),
                word: "Bumbling".into(),
                position: None,
            },
        )
        .bf("fd", "Grizzly Bears")
        .face_down("fd")
        .eff(
            2,
            EffectKind::NameSticker {
                object: id("fd"),
                word: "Sticky".into(),
                position: None,
            },
        )
        .bf("bears", "Grizzly Bears")
        .eff(
            3,
            EffectKind::NameSticker {
                object: id("bears"),
                word: "Hungry".into(),
                position: Some(1),
            },
        )
        .board;
    assert_eq!(name_list(&m, &b, "g"), ["Bumbling Goblin"]);
    assert_eq!(name_list(&m, &b, "fd"), ["Sticky"]);
    assert_eq!(name_list(&m, &b, "bears"), ["Grizzly Hungry Bears"]);
}

#[test]
fn cr_612_10_splice_adds_text_after_the_spells_own() {
    let m = model();
    let b = glacial_ray_spliced_onto_kodamas_reach();
    let t = text(&m, &b, "reach");
    assert_eq!(t.len(), 2);
    assert!(t[0].starts_with("Search your library"));
    assert_eq!(name_list(&m, &b, "reach"), ["Kodama's Reach"]);
}

/// The type line's explanation cites the rule that changed it, and no text-changing rule when
/// none applied (it used to cite CR 612.1 always).
#[test]
fn type_line_explanations_cite_what_applied() {
    use truename_model::board::{Board, Object, ObjectId, Zone};
    use truename_model::effects::{Effect, EffectKind};
    let model = truename_model::Model::embedded();
    let mut board = Board::default();
    board
        .objects
        .push(Object::card("bears", "Grizzly Bears", Zone::Battlefield));
    let ev = model.evaluate(&board).unwrap();
    let plain = ev.type_line(&ObjectId("bears".into())).unwrap();
    assert_eq!(plain.value, "Creature — Bear");
    assert_eq!(plain.why.rules(), ["205.1"]);
    board.effects.push(Effect::new(
        1,
        EffectKind::SetName {
            object: ObjectId("bears".into()),
            name: "Renamed".into(),
        },
    ));
    let ev = model.evaluate(&board).unwrap();
    let renamed = ev.type_line(&ObjectId("bears".into())).unwrap();
    assert!(!renamed.why.rules().contains(&"612.1"), "{:?}", renamed.why);
}
