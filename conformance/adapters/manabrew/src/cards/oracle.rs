// SPDX-License-Identifier: AGPL-3.0-or-later
//! Script headers from the Oracle subset (`corpus/oracle/AtomicCards.subset.json`, MTGJSON
//! AtomicCards shape): for each face its `Name`, `ManaCost` (`{2}{R}` → `2 R`, none → `no
//! cost`), `Colors` (only for a face without a mana cost: its color indicator or colors),
//! `Types` (the type line without its dash), `PT`, `Loyalty`, and `Oracle` (the Oracle text,
//! lines joined by a literal `\n` as the script format has it), joined with the hand-written
//! ability lines of [`super::abilities`].

use super::abilities::{self, Abilities};
use serde_json::Value;
use std::collections::BTreeMap;

/// The Oracle subset the corpus is written against.
pub const ATOMIC_CARDS: &str = include_str!("../../../../../corpus/oracle/AtomicCards.subset.json");

/// The scripted cards: archive key (lower-case, as Forge files cards: split cards by their
/// full `A // B` name, every other card by its front face) → script.
#[derive(Clone, Debug, Default)]
pub struct Scripts {
    /// Archive key → script, sorted by key (the archive is searched by binary search).
    pub cards: BTreeMap<String, String>,
    /// Oracle keys of subset cards with no ability entry (neither scripted nor listed as
    /// unsupported): a hole in this adapter's data, reported by its tests.
    pub missing: Vec<String>,
}

/// The archive key of an Oracle subset card.
pub fn script_key(oracle_key: &str, layout: &str) -> String {
    let name = match layout {
        "split" | "aftermath" => oracle_key,
        _ => oracle_key.split(" // ").next().unwrap_or(oracle_key),
    };
    name.to_lowercase()
}

fn mana_cost(face: &Value) -> String {
    let Some(cost) = face["manaCost"].as_str().filter(|c| !c.is_empty()) else {
        return "no cost".into();
    };
    cost.trim_start_matches('{')
        .trim_end_matches('}')
        .split("}{")
        .collect::<Vec<_>>()
        .join(" ")
}

fn color_name(letter: &str) -> &'static str {
    match letter {
        "W" => "white",
        "U" => "blue",
        "B" => "black",
        "R" => "red",
        "G" => "green",
        _ => "colorless",
    }
}

fn colors(face: &Value) -> Option<String> {
    if face["manaCost"].as_str().is_some_and(|c| !c.is_empty()) {
        return None;
    }
    let list = face["colorIndicator"]
        .as_array()
        .or_else(|| face["colors"].as_array())?;
    let names: Vec<&str> = list
        .iter()
        .filter_map(Value::as_str)
        .map(color_name)
        .collect();
    Some(if names.is_empty() {
        "colorless".into()
    } else {
        names.join(",")
    })
}

fn header(face: &Value, fallback_name: &str) -> String {
    let name = face["faceName"]
        .as_str()
        .or_else(|| face["name"].as_str())
        .unwrap_or(fallback_name);
    let mut out = vec![
        format!("Name:{name}"),
        format!("ManaCost:{}", mana_cost(face)),
    ];
    if let Some(c) = colors(face) {
        out.push(format!("Colors:{c}"));
    }
    let types = face["type"]
        .as_str()
        .unwrap_or("")
        .replace(" \u{2014} ", " ");
    out.push(format!("Types:{types}"));
    if let (Some(p), Some(t)) = (face["power"].as_str(), face["toughness"].as_str()) {
        out.push(format!("PT:{p}/{t}"));
    }
    if let Some(l) = face["loyalty"].as_str() {
        out.push(format!("Loyalty:{l}"));
    }
    out.join("\n")
}

fn oracle_line(face: &Value) -> String {
    format!(
        "Oracle:{}",
        face["text"].as_str().unwrap_or("").replace('\n', "\\n")
    )
}

fn script(faces: &[Value], a: &Abilities, key: &str) -> String {
    let mut parts = Vec::new();
    for (i, face) in faces.iter().enumerate() {
        let mut lines = vec![header(face, key)];
        if i == 0 {
            if let Some(mode) = a.mode {
                lines.push(format!("AlternateMode:{mode}"));
            }
            if !a.extra.is_empty() {
                lines.push(a.extra.to_string());
            }
        }
        if let Some(ab) = a.faces.get(i).filter(|s| !s.is_empty()) {
            lines.push(ab.to_string());
        }
        lines.push(oracle_line(face));
        parts.push(lines.join("\n"));
    }
    parts.join("\n\nALTERNATE\n\n")
}

/// Every scripted card of the Oracle subset.
pub fn scripts() -> Scripts {
    let data: Value = serde_json::from_str(ATOMIC_CARDS).unwrap_or(Value::Null);
    let mut out = Scripts::default();
    let Some(cards) = data["data"].as_object() else {
        return out;
    };
    for (key, faces) in cards {
        let faces: Vec<Value> = faces.as_array().cloned().unwrap_or_default();
        let layout = faces
            .first()
            .and_then(|f| f["layout"].as_str())
            .unwrap_or("normal")
            .to_string();
        let unsupported = super::abilities::UNSUPPORTED.iter().any(|(c, _)| c == key);
        match abilities::all().find(|a| a.card == key) {
            Some(a) => {
                let faces = if layout == "meld" {
                    &faces[..1]
                } else {
                    &faces[..]
                };
                let mut faces = faces.to_vec();
                if layout == "meld" {
                    if let Some(back) = meld_back(cards) {
                        faces.push(back);
                    }
                }
                out.cards
                    .insert(script_key(key, &layout), script(&faces, a, key));
            }
            None if unsupported => {}
            None => out.missing.push(key.clone()),
        }
    }
    out
}

/// The combined back face of the meld pair (its own subset key).
fn meld_back(cards: &serde_json::Map<String, Value>) -> Option<Value> {
    cards
        .get("Brisela, Voice of Nightmares")
        .and_then(|f| f.as_array())
        .and_then(|f| f.first())
        .cloned()
}

/// Every name of the Oracle subset, exactly as written there: each card's key and each
/// face's name → the card's key.
pub fn names() -> std::collections::HashMap<String, String> {
    let data: Value = serde_json::from_str(ATOMIC_CARDS).unwrap_or(Value::Null);
    let mut out = std::collections::HashMap::new();
    for (key, faces) in data["data"].as_object().into_iter().flatten() {
        out.insert(key.clone(), key.clone());
        for f in faces.as_array().into_iter().flatten() {
            if let Some(n) = f["faceName"].as_str() {
                out.entry(n.to_string()).or_insert_with(|| key.clone());
            }
        }
    }
    out
}
