// SPDX-License-Identifier: AGPL-3.0-or-later
//! What this adapter builds: the case fields it reads; anything else is refused before a
//! board is built.

use crate::table::Refusal;
use truename_cases::{Reply, Scenario, Unsupported};

/// The skip reply for what the adapter doesn't build (a capability it doesn't declare).
pub fn skip(what: &str) -> Refusal {
    Reply::Skip(format!(
        "the adapter doesn't build {what} in manabrew (capability not declared)"
    ))
}

/// The fields of a case object this adapter builds; any other (a printing, a zone-change
/// link, a melded or merged permanent, a spell copy, fields of later format versions) makes
/// the case a skip: the adapter declares no capability for it (the runner never sends it;
/// `hunt` may).
const OBJECT_FIELDS: &[&str] = &[
    "id",
    "card",
    "token",
    "zone",
    "owner",
    "controller",
    "face_down",
    "flipped",
    "transformed",
    "cast_as",
    "unlocked",
    "spell_copy_of",
];

/// The fields of a token spec this adapter builds (a creator's token, a plain copy).
const TOKEN_FIELDS: &[&str] = &[
    "created_by",
    "created_at",
    "ability",
    "copy_of",
    "name",
    "subtypes",
    "types",
];

/// The effects this adapter builds, with the fields it builds them with.
const EFFECT_FIELDS: &[(&str, &[&str])] = &[
    ("copy", &["object", "of"]),
    ("word_swap", &["object", "role", "from", "to"]),
    ("all_names", &["object"]),
    ("set_name", &["object", "name"]),
];

fn extra_field(v: &serde_json::Value, allowed: &[&str]) -> Option<String> {
    v.as_object()?
        .keys()
        .find(|k| !allowed.contains(&k.as_str()))
        .cloned()
}

/// Refuses what this adapter doesn't build.
pub fn check_declared(s: &Scenario) -> Result<(), Refusal> {
    for o in &s.objects {
        let v = serde_json::to_value(o).unwrap_or_default();
        if let Some(f) = extra_field(&v, OBJECT_FIELDS) {
            return Err(skip(&format!("objects with `{f}`")));
        }
        if extra_field(&v["token"], TOKEN_FIELDS).is_some() {
            return Err(Reply::Unsupported(Unsupported::Object(o.id.clone())));
        }
    }
    for e in &s.effects {
        let v = serde_json::to_value(&e.kind).unwrap_or_default();
        let tag = v["effect"].as_str().unwrap_or("").to_string();
        let Some((_, fields)) = EFFECT_FIELDS.iter().find(|(t, _)| *t == tag) else {
            return Err(skip(&format!("{tag} effects")));
        };
        let mut allowed = fields.to_vec();
        allowed.push("effect");
        if extra_field(&v, &allowed).is_some() {
            return Err(Reply::Unsupported(Unsupported::Effect(tag)));
        }
    }
    Ok(())
}
