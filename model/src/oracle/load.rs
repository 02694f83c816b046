//! Turning AtomicCards entries into Oracle cards: which entries are admitted, how meld parts
//! are assembled, and each card's layout, name and faces.

use super::card::{Card, Face, Layout};
use super::mtgjson::{AtomicFace, Meta};
use crate::ids::Name;
use crate::revision::ORACLE_SNAPSHOT;
use crate::text::TypeLine;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// Whether an AtomicCards entry is a card in the Oracle card reference (see the
/// [`oracle`](super) module docs).
pub fn admitted(key: &str, first: &AtomicFace) -> bool {
    let layout_ok = !matches!(
        first.layout.as_str(),
        "token" | "double_faced_token" | "emblem" | "art_series"
    );
    let rebalanced = first.is_rebalanced == Some(true) || key.starts_with("A-");
    let funny = first.is_funny == Some(true) || key.ends_with("(playtest)");
    layout_ok && !rebalanced && !funny
}

fn layout_of(raw: &str, faces: &[AtomicFace]) -> Layout {
    match raw {
        "split" | "aftermath" => {
            if faces.iter().any(|f| f.subtypes.iter().any(|s| s == "Room")) {
                Layout::Room
            } else {
                Layout::Split
            }
        }
        "flip" => Layout::Flip,
        "transform" => Layout::Transform,
        "modal_dfc" => Layout::ModalDfc,
        "meld" => Layout::Meld,
        "adventure" => Layout::Adventure,
        _ => Layout::Normal,
    }
}

/// The snapshot identifier of a file: the project's subset says so in its version; a real
/// MTGJSON file is named by its version.
pub(crate) fn snapshot_of(meta: &Meta) -> String {
    if meta.version.contains("truename subset") {
        format!("truename-subset-{}", meta.date)
    } else if meta.version.is_empty() {
        ORACLE_SNAPSHOT.to_string()
    } else {
        format!("mtgjson-{}", meta.version)
    }
}

/// The admitted cards of an AtomicCards `data` map, and how many entries were excluded.
pub(crate) fn cards(mut data: BTreeMap<String, Vec<AtomicFace>>) -> (Vec<Card>, usize) {
    attach_meld_backs(&mut data);
    let mut cards = Vec::new();
    let mut excluded = 0;
    for (key, mut faces) in data {
        if faces.is_empty() {
            continue;
        }
        if !admitted(&key, &faces[0]) {
            excluded += 1;
            continue;
        }
        faces.sort_by(|a, b| a.side.cmp(&b.side));
        cards.push(card(key, &faces));
    }
    (cards, excluded)
}

/// MTGJSON keys each meld part "Front // Combined" with only its front face (side "a"), and
/// the combined back face under its own key (side "b"). Assembles each part as a two-face card;
/// the combined face is not a card of its own (CR 712.4, 713).
fn attach_meld_backs(data: &mut BTreeMap<String, Vec<AtomicFace>>) {
    let mut meld_backs: HashMap<String, AtomicFace> = HashMap::new();
    data.retain(|key, faces| {
        let is_back =
            faces.len() == 1 && faces[0].layout == "meld" && faces[0].side.as_deref() != Some("a");
        if is_back {
            meld_backs.insert(key.clone(), faces.remove(0));
        }
        !is_back
    });
    for (key, faces) in data.iter_mut() {
        if faces.len() == 1 && faces[0].layout == "meld" {
            if let Some(back) = key.split(" // ").nth(1).and_then(|b| meld_backs.get(b)) {
                faces.push(AtomicFace {
                    name: back.name.clone(),
                    face_name: back.face_name.clone().or_else(|| Some(back.name.clone())),
                    layout: back.layout.clone(),
                    side: Some("b".into()),
                    mana_cost: back.mana_cost.clone(),
                    color_indicator: back.color_indicator.clone(),
                    types: back.types.clone(),
                    supertypes: back.supertypes.clone(),
                    subtypes: back.subtypes.clone(),
                    text: back.text.clone(),
                    power: back.power.clone(),
                    toughness: back.toughness.clone(),
                    ..AtomicFace::default()
                });
            }
        }
    }
}

fn face_name(f: &AtomicFace) -> String {
    f.face_name.clone().unwrap_or_else(|| f.name.clone())
}

/// A face's type line, each word once in the order printed: built once here and shared by
/// every object with the face, rather than deduplicated per object in each evaluation.
fn printed_type_line(f: &AtomicFace) -> TypeLine {
    let mut tl = TypeLine::default();
    tl.add_each_once(&TypeLine {
        supertypes: f.supertypes.clone(),
        types: f.types.clone(),
        subtypes: f.subtypes.clone(),
    });
    tl
}

/// One admitted entry as a card (faces in side order). Its abilities are read later, once
/// every card name is known.
fn card(key: String, faces: &[AtomicFace]) -> Card {
    let layout = layout_of(&faces[0].layout, faces);
    let name = match layout {
        Layout::Split | Layout::Room => key,
        Layout::Normal => key,
        _ => face_name(&faces[0]),
    };
    let foreign_names = faces[0]
        .foreign_data
        .iter()
        .map(|d| (d.language.clone(), d.name.clone()))
        .collect();
    Card {
        name: Name::from(name.as_str()),
        layout,
        foreign_names,
        mtgjson_color_identity: faces[0].color_identity.clone(),
        all_faces: Default::default(),
        faces: faces
            .iter()
            .map(|f| Face {
                name: Name::from(face_name(f).as_str()),
                mana_cost: (f.mana_cost.as_deref())
                    .filter(|m| !m.is_empty())
                    .map(Arc::from),
                color_indicator: f.color_indicator.clone().unwrap_or_default(),
                power: f.power.as_deref().map(Arc::from),
                toughness: f.toughness.as_deref().map(Arc::from),
                type_line: Arc::new(printed_type_line(f)),
                text: f.text.clone().unwrap_or_default(),
                abilities: Default::default(),
                token_defs: Default::default(),
                name_note: Default::default(),
                name_set: Default::default(),
                colors: Default::default(),
                granted: Default::default(),
                activated: Default::default(),
                copy_exceptions: Default::default(),
                printed: Default::default(),
            })
            .collect(),
    }
}
