//! Layer 3: text-changing effects (CR 612), in dependency order, then timestamp order
//! (CR 613.8, 613.7).
//!
//! Dependencies the model recognizes (CR 613.8a: applying one changes what the other does):
//! - an effect that reads another object's text — full text (612.6) or splice (612.10) —
//!   depends on every layer-3 effect that changes that object;
//! - a word swap on an object depends on a full-text effect on the same object (the full text
//!   replaces the words the swap would change).
//!
//! Exchange of Words and a word swap on one of the exchanged objects each change what the other
//! does, a dependency loop, so they apply in timestamp order (613.8b). **Uncertain:** no ruling
//! in `shared/rules/` covers these pairs; this is the model's reading of 613.8a.

use super::copiable::{display_name, rename_self_refs};
use super::{Chars, Ctx, EvalError};
use crate::board::{ObjectId, ObjectKind, TokenSource};
use crate::effects::{Effect, EffectKind};
use crate::names::{Name, NameSet};
use crate::quirks::Quirk;
use crate::text::{Ability, Origin};
use std::collections::HashMap;

fn changes_rules_text(f: &EffectKind) -> bool {
    matches!(
        f,
        EffectKind::WordSwap { .. }
            | EffectKind::ExchangeText { .. }
            | EffectKind::FullText { .. }
            | EffectKind::Splice { .. }
    )
}

fn depends_on(e: &EffectKind, f: &EffectKind) -> bool {
    match e {
        // Full text reads name, type line and rules text: any layer-3 effect on the source.
        EffectKind::FullText { of: x, .. } => f.affected().contains(&x),
        // Splice reads only the card's rules text (612.10), not its name.
        EffectKind::Splice { card: x, .. } => f.affected().contains(&x) && changes_rules_text(f),
        EffectKind::WordSwap { object, .. } => {
            matches!(f, EffectKind::FullText { object: v, .. } if v == object)
        }
        _ => false,
    }
}

/// Orders layer-3 effects: the earliest effect that depends on no other pending effect goes
/// first; in a dependency loop, timestamp order decides (CR 613.8b).
pub(crate) fn order(mut pending: Vec<&Effect>) -> Vec<&Effect> {
    pending.sort_by_key(|e| e.order_timestamp());
    let mut out = Vec::with_capacity(pending.len());
    while !pending.is_empty() {
        let free = (0..pending.len()).find(|&i| {
            !pending.iter().enumerate().any(|(j, f)| {
                j != i
                    && depends_on(&pending[i].kind, &f.kind)
                    && !depends_on(&f.kind, &pending[i].kind)
            })
        });
        out.push(pending.remove(free.unwrap_or(0)));
    }
    out
}

fn is_blank(w: &str) -> bool {
    !w.is_empty() && w.chars().all(|c| c == '_')
}

/// Adds a sticker's word to a name (CR 612.9, 123.6): blanks ("_____") aren't words (123.6a);
/// the word goes where its controller chooses (123.6b) — `position` counts the name's words —
/// by default where the first blank was, else in front.
pub fn sticker_name(name: &str, word: &str, position: Option<usize>) -> String {
    let parts: Vec<&str> = name.split(' ').collect();
    let first_blank = parts.iter().position(|w| is_blank(w));
    let mut words: Vec<&str> = parts.iter().copied().filter(|w| !is_blank(w)).collect();
    let at = position.or(first_blank).unwrap_or(0).min(words.len());
    words.insert(at, word);
    words.join(" ")
}

/// Text a full-text effect's source adds of its own: Volrath's Shapeshifter "has the full text
/// of that card and has the text "{2}: Discard a card."" (read from the source card's text).
fn source_added_text(ctx: &Ctx<'_>, e: &Effect) -> Vec<Ability> {
    let Some(o) = e.source.as_ref().and_then(|s| ctx.object(s).ok()) else {
        return vec![];
    };
    let crate::board::ObjectKind::Card { card } = &o.kind else {
        return vec![];
    };
    let Some((card, _)) = ctx.model.oracle.card_with_face(card) else {
        return vec![];
    };
    let Some(a) = card.faces[0]
        .abilities
        .iter()
        .find(|a| a.render().contains("full text"))
    else {
        return vec![];
    };
    let r = a.render();
    r.split("and has the text")
        .nth(1)
        .and_then(|tail| tail.split('"').nth(1))
        .map(|t| Ability {
            segs: vec![crate::text::Seg::Text(t.to_string())],
            origin: Origin::Printed,
        })
        .into_iter()
        .collect()
}

fn replace_word(name: &str, from: &str, to: &str) -> String {
    name.split(' ')
        .map(|w| if w.eq_ignore_ascii_case(from) { to } else { w })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Applies every layer-3 effect in force as of `limit`.
pub(crate) fn apply(
    ctx: &Ctx<'_>,
    limit: Option<u64>,
    state: &mut HashMap<ObjectId, Chars>,
) -> Result<(), EvalError> {
    let effects: Vec<&Effect> = ctx
        .board
        .effects
        .iter()
        .filter(|e| e.kind.layer() == "3" && Ctx::in_force(limit, e.order_timestamp()))
        .filter(|e| e.kind.affected().iter().all(|id| state.contains_key(*id)))
        .collect();
    for e in order(effects) {
        let ts = e.order_timestamp();
        match &e.kind {
            EffectKind::WordSwap {
                object,
                role,
                from,
                to,
            } => {
                let Some(c) = state.get_mut(object) else {
                    continue;
                };
                let mut n = 0;
                for a in &mut c.abilities {
                    n += a.swap_words(*role, from, to);
                }
                n += c.type_line.swap_subtype(*role, from, to);
                if ctx.has(Quirk::WordSwapRenames) {
                    let renamed = c
                        .names
                        .names
                        .iter()
                        .map(|nm| Name::from(replace_word(nm.as_str(), from, to)))
                        .collect();
                    c.names.names = renamed;
                }
                c.why.push(
                    "612.2",
                    format!("@{ts}: {from}→{to} changed {n} word(s) used as {role:?}; a word swap never changes a name"),
                );
            }
            EffectKind::ExchangeText { a, b } => {
                let ta = state.get(a).map(|c| c.abilities.clone());
                let tb = state.get(b).map(|c| c.abilities.clone());
                if let (Some(ta), Some(tb)) = (ta, tb) {
                    for (id, t, other) in [(a, tb, b), (b, ta, a)] {
                        if let Some(c) = state.get_mut(id) {
                            c.abilities = t;
                            c.why.push(
                                "612.5",
                                format!("@{ts}: its rules text was exchanged with {other}'s (names and type lines stay)"),
                            );
                        }
                    }
                }
            }
            EffectKind::FullText { object, of } => {
                let Some(src) = state.get(of).cloned() else {
                    continue;
                };
                let extra = source_added_text(ctx, e);
                let Some(c) = state.get_mut(object) else {
                    continue;
                };
                c.names = src.names.clone();
                c.type_line = src.type_line.clone();
                c.abilities = src.abilities.clone();
                c.abilities.extend(extra);
                c.why.push(
                    "612.6",
                    format!(
                        "@{ts}: it has the full text of {of}, including its name ({})",
                        src.names
                    ),
                );
            }
            EffectKind::AllNonlegendaryCreatureNames { object } => {
                let Some(c) = state.get_mut(object) else {
                    continue;
                };
                if !ctx.has(Quirk::AllNamesDropped) {
                    c.names.all_nonlegendary_creature_names = true;
                    c.why.push(
                        "612.7",
                        format!("@{ts}: it also has every name of a nonlegendary creature card in the Oracle"),
                    );
                    if e.attached_at.is_some() {
                        c.why.push(
                            "613.7e",
                            "an attached Equipment's effect has the timestamp of its attachment",
                        );
                    }
                }
            }
            EffectKind::SetName { object, name } => {
                let Some(c) = state.get_mut(object) else {
                    continue;
                };
                let keep_all = ctx.has(Quirk::AllNamesSurviveSetName)
                    && c.names.all_nonlegendary_creature_names;
                c.names = NameSet::one(ctx.model.canonical_name(name));
                c.names.all_nonlegendary_creature_names = keep_all;
                c.why.push(
                    "612.8",
                    format!("@{ts}: its name is set to {name:?}; it loses every other name"),
                );
            }
            EffectKind::NameSticker {
                object,
                word,
                position,
            } => {
                let Some(c) = state.get_mut(object) else {
                    continue;
                };
                if c.names.names.is_empty() && !c.names.all_nonlegendary_creature_names {
                    // CR 123.6b: a nameless object's name becomes the sticker's word.
                    c.names = NameSet::one(Name::from(word.as_str()));
                } else {
                    c.names.names = c
                        .names
                        .names
                        .iter()
                        .map(|n| Name::from(sticker_name(n.as_str(), word, *position)))
                        .collect();
                }
                c.why.push(
                    "612.9",
                    format!("@{ts}: a name sticker adds {word:?} to the text of its name"),
                );
            }
            EffectKind::Splice { spell, card } => {
                let Some(src) = state.get(card).cloned() else {
                    continue;
                };
                let Some(c) = state.get_mut(spell) else {
                    continue;
                };
                let spell_name = display_name(&c.names);
                for a in src
                    .abilities
                    .iter()
                    .filter(|a| !a.render().starts_with("Splice onto"))
                {
                    c.abilities.push(Ability {
                        segs: rename_self_refs(&a.segs, &spell_name),
                        origin: Origin::Spliced { from: card.clone() },
                    });
                }
                c.why.push(
                    "612.10",
                    format!("@{ts}: {card}'s rules text is spliced after its own text"),
                );
                c.why.push(
                    "201.5b",
                    format!("the spliced text's self-references are treated as {spell_name:?}"),
                );
            }
            EffectKind::Copy { .. }
            | EffectKind::GainAbilities { .. }
            | EffectKind::GrantAbility { .. } => {}
        }
    }
    if ctx.has(Quirk::Layer3NamesCopied) {
        copy_layer3_names(ctx, limit, state);
    }
    Ok(())
}

/// The Layer3NamesCopied quirk: copies take their original's layer-3 names.
fn copy_layer3_names(ctx: &Ctx<'_>, limit: Option<u64>, state: &mut HashMap<ObjectId, Chars>) {
    let mut pairs: Vec<(ObjectId, ObjectId)> = Vec::new();
    for o in &ctx.board.objects {
        match &o.kind {
            ObjectKind::SpellCopy { of }
            | ObjectKind::Token {
                source: TokenSource::CopyOf { of, .. },
            } => pairs.push((o.id.clone(), of.clone())),
            _ => {}
        }
    }
    for e in &ctx.board.effects {
        if let EffectKind::Copy { object, of, .. } = &e.kind {
            if Ctx::in_force(limit, e.order_timestamp()) {
                pairs.push((object.clone(), of.clone()));
            }
        }
    }
    for (copy, of) in pairs {
        if let Some(n) = state.get(&of).map(|c| c.names.clone()) {
            if let Some(c) = state.get_mut(&copy) {
                c.names = n;
            }
        }
    }
}
