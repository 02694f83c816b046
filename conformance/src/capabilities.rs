//! Capabilities: what an engine says it supports, and what each case requires.
//!
//! The runner derives a case's required capabilities from its contents ([`required`]). An
//! engine that lacks one of them gets the case reported as *skipped* (never passed). An engine
//! that declares every capability a case needs must answer every query: answering "skip"
//! anyway is a failure.

use crate::case::{Ask, Case, EffectKind, Zone};
use std::collections::BTreeSet;
use truename_model::oracle::Layout;
use truename_model::Model;

/// Every capability name, with what it covers.
pub const ALL: &[(&str, &str)] = &[
    ("object:card", "card objects"),
    (
        "object:token",
        "tokens defined by a creator or given directly (CR 111.4)",
    ),
    ("object:token-copy", "tokens created as copies (CR 707)"),
    ("object:spell-copy", "copies of spells (CR 707.10)"),
    ("status:face-down", "face-down objects (CR 708, 406.3a)"),
    ("status:flipped", "flipped flip cards (CR 710)"),
    (
        "status:transformed",
        "double-faced cards with their back face up (CR 712)",
    ),
    ("status:melded", "melded permanents (CR 713)"),
    (
        "status:cast-as",
        "spells cast as one half, fused, as an Adventure, back face, face down",
    ),
    ("status:room-doors", "Room doors unlocked (CR 709.5)"),
    ("printing", "printed language and printed name (CR 201.2)"),
    (
        "zone-change",
        "objects linked to what they were before a zone change (CR 400.7, 201.5a)",
    ),
    ("layout:split", "split cards (CR 709)"),
    ("layout:flip", "flip cards"),
    ("layout:transform", "transforming double-faced cards"),
    ("layout:modal-dfc", "modal double-faced cards"),
    ("layout:meld", "meld cards"),
    ("layout:adventure", "adventurer cards (CR 715)"),
    ("layout:room", "Room cards"),
    ("names:interchangeable", "interchangeable names (CR 201.3)"),
    (
        "zone:hand",
        "objects in a hand (the battlefield needs no capability)",
    ),
    ("zone:library", "objects in a library"),
    ("zone:graveyard", "objects in a graveyard"),
    ("zone:stack", "objects on the stack"),
    ("zone:exile", "objects in exile"),
    ("zone:command", "objects in the command zone"),
    ("effect:copy", "copy effects (layer 1a, CR 707)"),
    (
        "effect:word-swap",
        "color-word, land-type and creature-type swaps (CR 612.2)",
    ),
    ("effect:exchange-text", "Exchange of Words (CR 612.5)"),
    ("effect:full-text", "Volrath's Shapeshifter (CR 612.6)"),
    ("effect:all-names", "Spy Kit (CR 612.7)"),
    ("effect:set-name", "name-setting effects (CR 612.8)"),
    ("effect:name-sticker", "name stickers (CR 612.9)"),
    ("effect:splice", "splice (CR 612.10)"),
    (
        "effect:gain-abilities",
        "gaining another object's abilities (CR 201.5b)",
    ),
    (
        "effect:grant-ability",
        "abilities granted by another object (CR 201.5a, 612.3)",
    ),
    ("query:names", "names query"),
    ("query:same_name", "same_name query"),
    ("query:different_names", "different_names query"),
    ("query:different_name_from", "different_name_from query"),
    (
        "query:n_or_more_different_names",
        "n_or_more_different_names query",
    ),
    ("query:is_named", "is_named query"),
    ("query:choose_card_name", "choose_card_name query"),
    ("query:castable", "castable query"),
    ("query:reference_target", "reference_target query"),
    ("query:text", "text query"),
    ("query:type_line", "type_line query"),
    ("query:token_name", "token_name query"),
    ("query:deck_copies", "deck_copies query"),
    ("query:color_identity", "color_identity query"),
];

/// Every capability (what the reference model and its mutants declare).
pub fn all() -> BTreeSet<String> {
    ALL.iter().map(|(n, _)| n.to_string()).collect()
}

fn layout_cap(l: Layout) -> Option<&'static str> {
    match l {
        Layout::Normal => None,
        Layout::Split => Some("layout:split"),
        Layout::Flip => Some("layout:flip"),
        Layout::Transform => Some("layout:transform"),
        Layout::ModalDfc => Some("layout:modal-dfc"),
        Layout::Meld => Some("layout:meld"),
        Layout::Adventure => Some("layout:adventure"),
        Layout::Room => Some("layout:room"),
    }
}

/// The capabilities a case requires, derived from its contents.
pub fn required(case: &Case, model: &Model) -> BTreeSet<String> {
    let mut r = BTreeSet::new();
    let mut add = |s: &str| {
        r.insert(s.to_string());
    };
    let o = &model.oracle;
    let interchangeable = |n: &str| {
        o.resolve(n)
            .map(|r| o.interchangeable_with(&r.name).len() > 1)
            .unwrap_or(false)
    };
    for obj in &case.objects {
        if let Some(card) = &obj.card {
            add("object:card");
            if let Some((c, _)) = o.card_with_face(card) {
                if let Some(cap) = layout_cap(c.layout) {
                    add(cap);
                }
            }
            if interchangeable(card) {
                add("names:interchangeable");
            }
        }
        if let Some(t) = &obj.token {
            add(if t.copy_of.is_some() {
                "object:token-copy"
            } else {
                "object:token"
            });
        }
        if obj.spell_copy_of.is_some() {
            add("object:spell-copy");
        }
        match obj.zone {
            Zone::Battlefield => {}
            Zone::Hand => add("zone:hand"),
            Zone::Library => add("zone:library"),
            Zone::Graveyard => add("zone:graveyard"),
            Zone::Stack => add("zone:stack"),
            Zone::Exile => add("zone:exile"),
            Zone::Command => add("zone:command"),
        }
        if obj.face_down {
            add("status:face-down");
        }
        if obj.flipped {
            add("status:flipped");
        }
        if obj.transformed {
            add("status:transformed");
        }
        if obj.melded {
            add("status:melded");
        }
        if obj.cast_as.is_some() {
            add("status:cast-as");
        }
        if !obj.unlocked.is_empty() {
            add("status:room-doors");
        }
        if obj.printed.is_some() {
            add("printing");
        }
        if obj.previous.is_some() || obj.moved_by.is_some() {
            add("zone-change");
        }
    }
    for e in &case.effects {
        if let EffectKind::SetName { name, .. } = &e.kind {
            if interchangeable(name) {
                add("names:interchangeable");
            }
        }
        add(match &e.kind {
            EffectKind::Copy { .. } => "effect:copy",
            EffectKind::WordSwap { .. } => "effect:word-swap",
            EffectKind::ExchangeText { .. } => "effect:exchange-text",
            EffectKind::FullText { .. } => "effect:full-text",
            EffectKind::AllNames { .. } => "effect:all-names",
            EffectKind::SetName { .. } => "effect:set-name",
            EffectKind::NameSticker { .. } => "effect:name-sticker",
            EffectKind::Splice { .. } => "effect:splice",
            EffectKind::GainAbilities { .. } => "effect:gain-abilities",
            EffectKind::GrantAbility { .. } => "effect:grant-ability",
        });
    }
    for q in &case.queries {
        add(&format!("query:{}", q.ask.kind()));
        let said: Vec<&String> = match &q.ask {
            Ask::IsNamed { name, .. }
            | Ask::ChooseCardName { name, .. }
            | Ask::Castable { chosen: name, .. } => vec![name],
            Ask::DeckCopies { deck, name, .. } => {
                deck.iter().chain(std::iter::once(name)).collect()
            }
            _ => vec![],
        };
        if said.iter().any(|n| interchangeable(n)) {
            add("names:interchangeable");
        }
    }
    r
}
