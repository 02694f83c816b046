//! CR 201 (Name): every example in the rule text and the wiki page, and a test per subrule.

mod common;
use common::*;
use truename_model::board::{CastAs, Zone};
use truename_model::effects::{CopyExcept, EffectKind};
use truename_model::query::NameConstraint;

#[test]
fn cr_201_2_name_is_the_english_name_whatever_the_printed_language() {
    // Wiki: the Japanese Burning of Xinye is misprinted with Wildfire's Japanese name.
    let m = model();
    let b = B::new()
        .bf("xinye", "Burning of Xinye")
        .printed("xinye", "Japanese", "燎原の火")
        .bf("wildfire", "Wildfire")
        .printed("wildfire", "Japanese", "燎原の火")
        .board;
    assert_eq!(name_list(&m, &b, "xinye"), ["Burning of Xinye"]);
    assert!(!same(&m, &b, "xinye", "wildfire"));
    // Exhaustion printed under two Japanese names is still one name.
    let b = B::new()
        .bf("a", "Exhaustion")
        .printed("a", "Japanese", "消耗")
        .bf("b", "Exhaustion")
        .printed("b", "Japanese", "疲労困憊")
        .board;
    assert!(same(&m, &b, "a", "b"));
}

#[test]
fn cr_201_2a_one_name_in_common_is_enough() {
    let m = model();
    let b = B::new()
        .card("fi", "Fire // Ice", Zone::Hand)
        .card("ice", "Fire // Ice", Zone::Stack)
        .cast("ice", CastAs::Half(1))
        .bf("bolt", "Lightning Bolt")
        .board;
    // Off the stack Fire // Ice has both names; cast as Ice it has only "Ice".
    assert_eq!(name_list(&m, &b, "fi"), ["Fire", "Ice"]);
    assert_eq!(name_list(&m, &b, "ice"), ["Ice"]);
    assert!(same(&m, &b, "fi", "ice"));
    assert!(!same(&m, &b, "fi", "bolt"));
}

#[test]
fn cr_201_2a_nameless_objects_share_no_name_even_with_themselves() {
    // Wiki: Echoing Truth targeting a face-down creature returns no other face-down creature.
    let m = model();
    let b = B::new()
        .bf("fd1", "Exalted Angel")
        .face_down("fd1")
        .bf("fd2", "Exalted Angel")
        .face_down("fd2")
        .bf("angel", "Exalted Angel")
        .board;
    assert!(names(&m, &b, "fd1").names.is_empty());
    assert!(!same(&m, &b, "fd1", "fd2"));
    assert!(!same(&m, &b, "fd1", "fd1"));
    assert!(!same(&m, &b, "fd1", "angel"));
    assert!(same(&m, &b, "angel", "angel"));
}

#[test]
fn cr_201_2b_example_lilianas_contract_with_a_face_down_demon() {
    let m = model();
    let b = B::new()
        .bf("d1", "Abyssal Persecutor")
        .bf("d2", "Archfiend of Ifnir")
        .bf("d3", "Lord of the Pit")
        .bf("fd", "Reaper from the Abyss")
        .face_down("fd")
        .board;
    let ev = m.evaluate(&b).unwrap();
    let four = ids(&["d1", "d2", "d3", "fd"]);
    let r = ev.different_names(&four).unwrap();
    assert!(!r.value);
    assert!(r.why.rules().contains(&"201.2b"));
    assert!(!ev.n_or_more_different_names(&four, 4).unwrap().value);
    assert!(ev.n_or_more_different_names(&four, 3).unwrap().value);
    assert!(ev.different_names(&ids(&["d1", "d2", "d3"])).unwrap().value);
}

#[test]
fn cr_201_2b_wiki_example_spy_kit_demon_shares_a_name_with_nonlegendary_demons() {
    let m = model();
    let base = B::new()
        .bf("d1", "Abyssal Persecutor")
        .bf("d2", "Archfiend of Ifnir")
        .bf("d3", "Lord of the Pit")
        .bf("d4", "Reaper from the Abyss")
        .bf("kit", "Spy Kit")
        .attached(1, 1, spy_kit("d4"));
    let b = base.board;
    let ev = m.evaluate(&b).unwrap();
    let four = ids(&["d1", "d2", "d3", "d4"]);
    assert!(!ev.different_names(&four).unwrap().value);
    assert!(!ev.n_or_more_different_names(&four, 4).unwrap().value);
    // Unless the other three Demons are legendary: then the names stay different.
    let b = B::new()
        .bf("d1", "Demonlord Belzenlok")
        .bf("d2", "Griselbrand")
        .bf("d4", "Reaper from the Abyss")
        .attached(1, 1, spy_kit("d4"))
        .board;
    let ev = m.evaluate(&b).unwrap();
    assert!(ev.different_names(&ids(&["d1", "d2", "d4"])).unwrap().value);
}

#[test]
fn cr_201_2c_first_object_needs_a_name_others_need_not() {
    let m = model();
    let b = B::new()
        .bf("bears", "Grizzly Bears")
        .bf("fd", "Grizzly Bears")
        .face_down("fd")
        .bf("bolt", "Lightning Bolt")
        .board;
    let ev = m.evaluate(&b).unwrap();
    assert!(
        ev.different_name_from(&id("bears"), &ids(&["fd", "bolt"]))
            .unwrap()
            .value
    );
    assert!(
        !ev.different_name_from(&id("fd"), &ids(&["bears", "bolt"]))
            .unwrap()
            .value
    );
    assert!(
        !ev.different_name_from(&id("bears"), &ids(&["bears"]))
            .unwrap()
            .value
    );
}

#[test]
fn cr_201_3a_interchangeable_names_are_the_same_name() {
    let m = model();
    let b = B::new()
        .bf("spm", "Spectacular Spider-Man")
        .bf("spm2", "Spectacular Spider-Man")
        .board;
    assert!(is_named(&m, &b, "spm", "Ademi of the Silkchutes"));
    // A name set to the interchangeable name is the same name as the original.
    let b = B::new()
        .bf("spm", "Spectacular Spider-Man")
        .bf("bears", "Grizzly Bears")
        .eff(1, set_name("bears", "Ademi of the Silkchutes"))
        .board;
    assert!(same(&m, &b, "spm", "bears"));
    let ev = m.evaluate(&b).unwrap();
    assert!(!ev.different_names(&ids(&["spm", "bears"])).unwrap().value);
}

#[test]
fn cr_201_3a_the_interchangeable_note_is_made_only_when_explanations_are_recorded() {
    // `same_name` notes an interchangeable name (CR 201.3a) in full and rules-only
    // explanations alike, and with explanations off answers the same without looking it up.
    let m = model();
    let b = B::new()
        .bf("spm", "Spectacular Spider-Man")
        .bf("bears", "Grizzly Bears")
        .eff(1, set_name("bears", "Ademi of the Silkchutes"))
        .board;
    let ask = || {
        let ev = m.evaluate(&b).unwrap();
        ev.same_name(&id("spm"), &id("bears")).unwrap()
    };
    let full = ask();
    assert!(full.value);
    assert!(
        full.why
            .steps
            .iter()
            .any(|s| s.rule.as_str() == "201.3a" && s.note.contains("is interchangeable with")),
        "{:?}",
        full.why
    );
    let rules = truename_model::explain::rules_only(ask).value;
    assert!(rules.value);
    assert!(rules.why.rules().contains(&"201.3a"), "{:?}", rules.why);
    let off = truename_model::explain::without(ask);
    assert!(off.value);
    assert!(off.why.steps.is_empty(), "{:?}", off.why);
}

#[test]
fn cr_201_3b_deck_construction_counts_interchangeable_names_together() {
    let m = model();
    let deck: Vec<String> = [
        "Spectacular Spider-Man",
        "Ademi of the Silkchutes",
        "Grizzly Bears",
        "Spectacular Spider-Man",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(
        m.deck_copies(&deck, "Ademi of the Silkchutes")
            .unwrap()
            .value,
        3
    );
    assert_eq!(m.deck_copies(&deck, "grizzly bears").unwrap().value, 1);
}

#[test]
fn cr_201_4_only_card_names_token_names_only_when_also_a_card() {
    let m = model();
    let any = NameConstraint::default();
    assert!(m.choose_card_name("Llanowar Elves", &any).value.valid);
    assert!(!m.choose_card_name("Soldier Token", &any).value.valid);
    assert!(!m.choose_card_name("Kaldra", &any).value.valid);
    let why = m.choose_card_name("Kaldra", &any).why;
    assert!(why.rules().contains(&"108.2b"));
}

#[test]
fn cr_201_4a_example_dispossess_artifact_card_name() {
    let m = model();
    let artifact = NameConstraint {
        is: vec!["Artifact".into()],
        not: vec![],
    };
    assert!(m.choose_card_name("Pithing Needle", &artifact).value.valid);
    assert!(!m.choose_card_name("Island", &artifact).value.valid);
    let nonland = NameConstraint {
        is: vec![],
        not: vec!["Land".into()],
    };
    assert!(!m.choose_card_name("Island", &nonland).value.valid);
    assert!(m.choose_card_name("Lightning Bolt", &nonland).value.valid);
}

#[test]
fn cr_201_4b_split_card_one_half_judged_by_that_half() {
    let m = model();
    let any = NameConstraint::default();
    assert!(!m.choose_card_name("Fire // Ice", &any).value.valid);
    assert!(m.choose_card_name("Ice", &any).value.valid);
    // Room doors are split-card halves: each door is judged alone.
    assert!(m.choose_card_name("Ritual Chamber", &any).value.valid);
    // Commit is an instant, Memory a sorcery (aftermath): "instant card name" admits only Commit.
    let instant = NameConstraint {
        is: vec!["Instant".into()],
        not: vec![],
    };
    assert!(m.choose_card_name("Commit", &instant).value.valid);
    assert!(!m.choose_card_name("Memory", &instant).value.valid);
}

#[test]
fn cr_201_4c_to_4f_alternative_names_judged_by_their_own_characteristics() {
    let m = model();
    let legendary = NameConstraint {
        is: vec!["Legendary".into()],
        not: vec![],
    };
    let creature = NameConstraint {
        is: vec!["Creature".into()],
        not: vec![],
    };
    // 201.4c flip: Autumn-Tail is legendary, Kitsune Mystic isn't.
    assert!(
        m.choose_card_name("Autumn-Tail, Kitsune Sage", &legendary)
            .value
            .valid
    );
    assert!(!m.choose_card_name("Kitsune Mystic", &legendary).value.valid);
    // 201.4d back face of a DFC: Insectile Aberration is a creature.
    assert!(
        m.choose_card_name("Insectile Aberration", &creature)
            .value
            .valid
    );
    // 201.4e combined back face of a meld pair.
    assert!(
        m.choose_card_name("Brisela, Voice of Nightmares", &legendary)
            .value
            .valid
    );
    // 201.4f adventurer: Stomp is an instant, not a creature.
    assert!(!m.choose_card_name("Stomp", &creature).value.valid);
    assert!(
        m.choose_card_name("Bonecrusher Giant", &creature)
            .value
            .valid
    );
}

#[test]
fn cr_201_4g_choosing_an_interchangeable_name_chooses_all() {
    let m = model();
    let c = m
        .choose_card_name("ademi of the silkchutes", &NameConstraint::default())
        .value;
    assert!(c.valid);
    let chosen: Vec<String> = c.chosen.iter().map(|n| n.to_string()).collect();
    assert!(chosen.contains(&"Spectacular Spider-Man".to_string()));
    assert!(chosen.contains(&"Ademi of the Silkchutes".to_string()));
}

#[test]
fn castability_under_a_chosen_name_uses_the_spells_characteristics() {
    // Meddling Mage names "Ice": Fire is castable, Ice and fused Fire // Ice are not.
    let m = model();
    let b = B::new()
        .card("fi", "Fire // Ice", Zone::Hand)
        .card("giant", "Bonecrusher Giant", Zone::Hand)
        .card("angel", "Exalted Angel", Zone::Hand)
        .card("wt", "Wear // Tear", Zone::Hand)
        .board;
    let ev = m.evaluate(&b).unwrap();
    let any = NameConstraint::default();
    let ice = m.choose_card_name("Ice", &any).value.chosen;
    assert!(
        ev.castable_with_chosen(&id("fi"), Some(CastAs::Half(0)), &ice)
            .unwrap()
            .value
    );
    assert!(
        !ev.castable_with_chosen(&id("fi"), Some(CastAs::Half(1)), &ice)
            .unwrap()
            .value
    );
    let tear = m.choose_card_name("Tear", &any).value.chosen;
    assert!(
        !ev.castable_with_chosen(&id("wt"), Some(CastAs::Fused), &tear)
            .unwrap()
            .value
    );
    assert!(
        ev.castable_with_chosen(&id("wt"), Some(CastAs::Half(0)), &tear)
            .unwrap()
            .value
    );
    // 715.3a: cast as an Adventure only Stomp's name counts.
    let giant = m.choose_card_name("Bonecrusher Giant", &any).value.chosen;
    assert!(
        ev.castable_with_chosen(&id("giant"), Some(CastAs::Adventure), &giant)
            .unwrap()
            .value
    );
    assert!(
        !ev.castable_with_chosen(&id("giant"), None, &giant)
            .unwrap()
            .value
    );
    // 708.4 / 601.3e: a morph cast face down has no name.
    let angel = m.choose_card_name("Exalted Angel", &any).value.chosen;
    assert!(
        ev.castable_with_chosen(&id("angel"), Some(CastAs::FaceDown), &angel)
            .unwrap()
            .value
    );
    assert!(
        !ev.castable_with_chosen(&id("angel"), None, &angel)
            .unwrap()
            .value
    );
}

#[test]
fn cr_201_5_self_reference_means_this_object_whatever_its_name() {
    // Wiki: Looming Shade's "Looming Shade gets +1/+1" pumps only itself.
    let m = model();
    let b = B::new()
        .bf("shade", "Looming Shade")
        .bf("shade2", "Looming Shade")
        .eff(1, set_name("shade", "Grizzly Bears"))
        .board;
    let ev = m.evaluate(&b).unwrap();
    let t = ev.reference_target(&id("shade"), 0, 0).unwrap();
    assert_eq!(t.value, ids(&["shade"]));
    // "named Timberpack Wolf" means every object with that name.
    let b = B::new()
        .bf("w1", "Timberpack Wolf")
        .bf("w2", "Timberpack Wolf")
        .bf("bears", "Grizzly Bears")
        .board;
    assert_eq!(refs(&m, &b, "w1", 0, 1), ["w1", "w2"]);
    assert_eq!(refs(&m, &b, "w1", 0, 0), ["w1"]);
}

#[test]
fn cr_201_5a_example_gutter_grime_token_refers_to_its_own_grime() {
    let m = model();
    let b = B::new()
        .bf("grime", "Gutter Grime")
        .bf("grime2", "Gutter Grime")
        .created("ooze", "grime", 5)
        .token_copy("ooze2", "ooze")
        .board;
    assert_eq!(name_list(&m, &b, "ooze"), ["Ooze Token"]);
    assert_eq!(refs(&m, &b, "ooze", 0, 1), ["grime"]);
    // A copy of that token refers to the same Gutter Grime.
    assert_eq!(refs(&m, &b, "ooze2", 0, 1), ["grime"]);
}

#[test]
fn cr_201_5a_zone_change_clause() {
    let m = model();
    // Grime left the battlefield by some other effect: a new object the reference doesn't follow.
    let b = B::new()
        .created("ooze", "grime", 5)
        .card("grime", "Gutter Grime", Zone::Battlefield)
        .card("grime_gy", "Gutter Grime", Zone::Graveyard)
        .moved("grime_gy", "grime", None)
        .board;
    assert!(refs(&m, &b, "ooze", 0, 1).is_empty());
    // Moved by the granted ability itself to a public zone: it refers to the new object.
    let b = B::new()
        .card("grime", "Gutter Grime", Zone::Battlefield)
        .created("ooze", "grime", 5)
        .card("grime_gy", "Gutter Grime", Zone::Graveyard)
        .moved("grime_gy", "grime", Some(("ooze", 0)))
        .board;
    assert_eq!(refs(&m, &b, "ooze", 0, 1), ["grime_gy"]);
    // ... but not to a hidden zone.
    let b = B::new()
        .card("grime", "Gutter Grime", Zone::Battlefield)
        .created("ooze", "grime", 5)
        .card("grime_hand", "Gutter Grime", Zone::Hand)
        .moved("grime_hand", "grime", Some(("ooze", 0)))
        .board;
    assert!(refs(&m, &b, "ooze", 0, 1).is_empty());
}

#[test]
fn cr_201_5b_example_quicksilver_elemental_regenerates_itself() {
    let m = model();
    let b = B::new()
        .bf("qe", "Quicksilver Elemental")
        .bf("sk", "Skithiryx, the Blight Dragon")
        .eff(
            1,
            EffectKind::GainAbilities {
                object: id("qe"),
                from: id("sk"),
                activated_only: true,
            },
        )
        .board;
    let t = text(&m, &b, "qe");
    assert!(
        t.contains(&"{B}{B}: Regenerate Quicksilver Elemental.".to_string()),
        "{t:?}"
    );
    let n = t.iter().position(|l| l.contains("Regenerate")).unwrap();
    assert_eq!(refs(&m, &b, "qe", n, 0), ["qe"]);
}

#[test]
fn cr_201_5b_example_glacial_ray_spliced_onto_kodamas_reach() {
    let m = model();
    let b = glacial_ray_spliced_onto_kodamas_reach();
    let t = text(&m, &b, "reach");
    assert_eq!(
        t.last().unwrap(),
        "Kodama's Reach deals 2 damage to any target."
    );
    assert_eq!(refs(&m, &b, "reach", t.len() - 1, 0), ["reach"]);
}

#[test]
fn cr_201_5b_example_ever_changing_dane_copies_runeclaw_bear() {
    let m = model();
    let b = B::new()
        .bf("dane", "The Ever-Changing 'Dane")
        .card("bear", "Runeclaw Bear", Zone::Graveyard)
        .eff(
            1,
            EffectKind::Copy {
                object: id("dane"),
                of: id("bear"),
                except: CopyExcept {
                    name: None,
                    has_abilities: vec![truename_model::board::AbilityRef {
                        object: id("dane"),
                        ability: 0,
                    }],
                    ..CopyExcept::default()
                },
            },
        )
        .board;
    assert_eq!(name_list(&m, &b, "dane"), ["Runeclaw Bear"]);
    let t = text(&m, &b, "dane");
    assert!(t.iter().any(|l| l.starts_with("{1}, Sacrifice another creature: Runeclaw Bear becomes a copy")), "{t:?}");
}

#[test]
fn cr_201_5c_shortened_name_means_the_full_name() {
    let m = model();
    let b = B::new()
        .bf("d", "Darigaaz, the Igniter")
        .bf("d2", "Darigaaz, the Igniter")
        .board;
    assert_eq!(refs(&m, &b, "d", 1, 0), ["d"]);
    let ev = m.evaluate(&b).unwrap();
    let r = ev.reference_target(&id("d"), 1, 0).unwrap();
    assert!(r.why.rules().contains(&"201.5c"));
}

#[test]
fn cr_201_6_alternate_name_is_not_a_name_but_resolves_to_the_oracle_name() {
    let m = model();
    let r = m.oracle.resolve("Godzilla, Doom Inevitable").unwrap();
    assert!(r.via_alternate);
    assert_eq!(r.name.as_str(), "Yidaro, Wandering Monster");
    let b = B::new().bf("y", "Yidaro, Wandering Monster").board;
    assert_eq!(name_list(&m, &b, "y"), ["Yidaro, Wandering Monster"]);
    assert!(is_named(&m, &b, "y", "Yidaro, Wandering Monster"));
}

#[test]
fn cr_201_3_an_interchangeable_printing_keeps_its_own_english_name() {
    // "Cards with different English names are treated as though they had the same English
    // name": the Omenpaths card is named Ademi of the Silkchutes, and is the same name as
    // Spectacular Spider-Man for every comparison.
    let m = model();
    let b = B::new()
        .bf("ademi", "ademi of the silkchutes")
        .bf("spm", "Spectacular Spider-Man")
        .board;
    let b = {
        let mut b = b;
        // Object card names are exact Oracle (or interchangeable) names; resolve like a case file.
        b.objects[0].kind = truename_model::board::ObjectKind::Card {
            card: m
                .oracle
                .resolve("ademi of the silkchutes")
                .unwrap()
                .name
                .to_string(),
        };
        b
    };
    assert_eq!(name_list(&m, &b, "ademi"), ["Ademi of the Silkchutes"]);
    assert!(same(&m, &b, "ademi", "spm"));
    let ev = m.evaluate(&b).unwrap();
    assert!(is_named(&m, &b, "ademi", "Spectacular Spider-Man"));
    assert!(ev
        .names(&id("ademi"))
        .unwrap()
        .why
        .rules()
        .contains(&"201.3"));
}

#[test]
fn cr_201_3_says_interchangeable_is_resolving_the_input_then_asking_about_its_group() {
    // `Oracle::says_interchangeable` answers card and face names from a set found once: it
    // must agree with resolving the input (alternate names and normalization included) and
    // asking about the name it resolves to, on every name and on inputs that aren't names.
    let m = model();
    let o = &m.oracle;
    let mut inputs: Vec<String> = vec![
        String::new(),
        "no such card".into(),
        " Grizzly  Bears ".into(),
    ];
    for c in o.cards() {
        inputs.push(c.name.to_string());
        for f in &c.faces {
            inputs.push(f.name.to_string());
            inputs.push(f.name.to_lowercase());
            inputs.extend(
                o.interchangeable_with(&f.name)
                    .iter()
                    .map(|n| n.to_string()),
            );
        }
    }
    let mut interchangeable = 0;
    for input in &inputs {
        let resolved = o
            .resolve(input)
            .is_ok_and(|r| o.has_interchangeable(&r.name));
        assert_eq!(o.says_interchangeable(input), resolved, "{input:?}");
        interchangeable += usize::from(resolved);
    }
    assert!(
        interchangeable > 0,
        "the embedded Oracle has interchangeable names"
    );
}
