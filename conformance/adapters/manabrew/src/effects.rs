// SPDX-License-Identifier: AGPL-3.0-or-later
//! The case effects and tokens that real cards' abilities make, each realized by resolving
//! that card's own ability (from its script) through the engine's effect resolver, with the
//! players answering the engine's prompts.

use crate::board::{player, Board, Refusal};
use forge_foundation::ZoneType;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::spellability::SpellAbility;
use truename_cases::{Reply, Role, Scenario};

/// The text-changing card for a word swap: the effect's source when it is one of them, else
/// a probe copy of the card that swaps that kind of word (Sleight of Mind: color words;
/// Magical Hack: basic land types; Artificial Evolution: creature types).
fn word_swap_source(
    b: &mut Board,
    s: &Scenario,
    source: Option<&str>,
    role: Role,
) -> Result<(CardId, PlayerId), Refusal> {
    const CARDS: [&str; 4] = [
        "Artificial Evolution",
        "Magical Hack",
        "Sleight of Mind",
        "Mind Bend",
    ];
    if let Some(src) = source {
        let o = s.objects.iter().find(|o| o.id == src);
        if let Some(o) = o.filter(|o| o.card.as_deref().is_some_and(|c| CARDS.contains(&c))) {
            let id = b.card_of(&o.id)?;
            let ok = matches!(
                (o.card.as_deref(), role),
                (Some("Artificial Evolution"), Role::CreatureType)
                    | (Some("Magical Hack"), Role::LandType)
                    | (Some("Sleight of Mind"), Role::Color)
                    | (Some("Mind Bend"), Role::Color | Role::LandType)
            );
            if ok {
                return Ok((id, player(o.owner.as_deref())));
            }
        }
    }
    let name = match role {
        Role::Color => "Sleight of Mind",
        Role::LandType => "Magical Hack",
        Role::CreatureType => "Artificial Evolution",
    };
    let id = b.create(name, PlayerId(0))?;
    b.move_to(id, ZoneType::Graveyard, PlayerId(0));
    Ok((id, PlayerId(0)))
}

/// A word swap (CR 612.2): the text-changing card's own `ChangeText` ability resolved with
/// the object as its target, the player choosing the two words.
pub fn word_swap(
    b: &mut Board,
    s: &Scenario,
    source: Option<&str>,
    object: &str,
    role: Role,
    from: &str,
    to: &str,
) -> Result<(), Refusal> {
    let target = b.card_of(object)?;
    let (src, controller) = word_swap_source(b, s, source, role)?;
    let card = b.game.card(src);
    let text = if card.card_name == "Mind Bend" {
        let svar = if role == Role::Color {
            "DBColorWord"
        } else {
            "DBLandType"
        };
        card.svars.get(svar).cloned()
    } else {
        card.abilities
            .iter()
            .find(|a| a.contains("ChangeText"))
            .cloned()
    };
    let text = text.ok_or_else(|| {
        Reply::Error(format!(
            "{}: no ChangeText ability in its script",
            card.card_name
        ))
    })?;
    let mut sa = SpellAbility::new_simple(Some(src), controller, &text);
    if b.game.card(target).zone == ZoneType::Stack {
        let entry = b
            .game
            .stack
            .find_by_source_card(target)
            .map(|e| e.id)
            .ok_or_else(|| Reply::Error(format!("{object}: no stack entry")))?;
        sa.target_chosen.target_stack_entry = Some(entry);
    } else {
        sa.target_chosen.target_card = Some(target);
    }
    {
        let mut plan = b.plan.borrow_mut();
        let words = vec![from.to_string(), to.to_string()];
        match role {
            Role::Color => plan.colors = words,
            Role::LandType | Role::CreatureType => plan.types = words,
        }
    }
    b.resolve(&sa);
    let mut plan = b.plan.borrow_mut();
    plan.colors.clear();
    plan.types.clear();
    match plan.refused.take() {
        Some(r) => Err(Reply::Error(format!(
            "word swap {from} → {to} on {object}: {r}"
        ))),
        None => Ok(()),
    }
}

/// An Equipment attached to the object (`GameState::attach_to`): the effect's source when it
/// is that Equipment on the battlefield, else a new one of its controller's.
pub fn attach_equipment(
    b: &mut Board,
    s: &Scenario,
    source: Option<&str>,
    object: &str,
    equipment: &str,
) -> Result<CardId, Refusal> {
    let target = b.card_of(object)?;
    if b.game.card(target).zone != ZoneType::Battlefield || !b.game.card(target).is_creature() {
        return Err(Reply::Error(format!(
            "{object}: {equipment} is attached only to a creature on the battlefield"
        )));
    }
    let src = source.and_then(|id| s.objects.iter().find(|o| o.id == id));
    let kit = match src {
        Some(o) if o.card.as_deref() == Some(equipment) && b.ids.contains_key(&o.id) => {
            b.card_of(&o.id)?
        }
        _ => {
            let controller = b.game.card(target).controller;
            let id = b.create(equipment, controller)?;
            b.move_to(id, ZoneType::Battlefield, controller);
            id
        }
    };
    b.game.attach_to(kit, target);
    Ok(kit)
}

/// A name-setting effect (CR 612.8), made with Psychic Paper: attached to the creature, its
/// own "choose a creature card name and a creature type" answered with the case's name (and
/// the creature's own first creature type, so that its types are left as they are).
pub fn set_name(
    b: &mut Board,
    s: &Scenario,
    source: Option<&str>,
    object: &str,
    name: &str,
) -> Result<(), Refusal> {
    let paper = attach_equipment(b, s, source, object, "Psychic Paper")?;
    let target = b.card_of(object)?;
    let first_type = b.game.card(target).type_line.subtypes.first().cloned();
    let text = b
        .game
        .card(paper)
        .svars
        .get("DBNameCard")
        .cloned()
        .ok_or_else(|| Reply::Error("Psychic Paper: no naming ability in its script".into()))?;
    b.card_named_in_game(name)?;
    {
        let mut plan = b.plan.borrow_mut();
        plan.say = vec![name.to_string()];
        plan.types = first_type.into_iter().collect();
    }
    let controller = b.game.card(paper).controller;
    b.resolve_text(paper, controller, &text);
    let mut plan = b.plan.borrow_mut();
    plan.say.clear();
    plan.types.clear();
    if let Some(r) = plan.refused.take() {
        return Err(Reply::Error(format!(
            "setting {object}'s name with Psychic Paper: {r}"
        )));
    }
    drop(plan);
    b.caveats.insert(
        object.to_string(),
        "its creature type was chosen by the adapter for Psychic Paper's prompt".into(),
    );
    Ok(())
}

/// The ability text of a card's first token-making ability: a spell or activated ability,
/// the effect of a triggered ability, or an ability granted to it.
fn token_ability(b: &Board, creator: CardId) -> Option<String> {
    let card = b.game.card(creator);
    let is_token = |t: &str| t.contains("$ Token |") || t.contains("$ Token|");
    card.abilities
        .iter()
        .find(|a| is_token(a))
        .cloned()
        .or_else(|| card.svars.values().find(|v| is_token(v)).cloned())
        .or_else(|| {
            card.activated_abilities
                .iter()
                .map(|a| a.ability_text.clone())
                .find(|t| is_token(t))
        })
}

fn new_tokens(b: &Board, before: usize) -> Vec<CardId> {
    b.game.cards[before..]
        .iter()
        .filter(|c| c.is_token && c.zone == ZoneType::Battlefield)
        .map(|c| c.id)
        .collect()
}

/// Tokens made by the creator's own token-making ability, resolved by the engine.
pub fn create_tokens(
    b: &mut Board,
    creator: CardId,
    ability: Option<usize>,
) -> Result<Vec<CardId>, Refusal> {
    if ability.is_some_and(|i| i > 0) {
        return Err(Reply::Error(
            "a token made by a creator's ability other than its first token-making one is not built".into(),
        ));
    }
    let text = token_ability(b, creator).ok_or_else(|| {
        Reply::Error(format!(
            "{}: no token-making ability in its script",
            b.game.card(creator).card_name
        ))
    })?;
    let controller = b.game.card(creator).controller;
    if b.game.card(creator).card_name == "Helm of Kaldra" {
        // Its ability creates Kaldra only if its controller also controls Sword and Shield
        // of Kaldra: they join the battlefield first (as in the phase adapter).
        for piece in ["Sword of Kaldra", "Shield of Kaldra"] {
            let id = b.create(piece, controller)?;
            b.move_to(id, ZoneType::Battlefield, controller);
        }
    }
    let before = b.game.cards.len();
    b.resolve_text(creator, controller, &text);
    let made = new_tokens(b, before);
    if made.is_empty() {
        return Err(Reply::Error(format!(
            "{}'s ability made no token in manabrew",
            b.game.card(creator).card_name
        )));
    }
    Ok(made)
}

/// A token copy (CR 707): Cackling Counterpart's `CopyPermanent` resolved on the original.
pub fn token_copy(b: &mut Board, original: CardId, owner: PlayerId) -> Result<CardId, Refusal> {
    let cc = b.create("Cackling Counterpart", owner)?;
    b.move_to(cc, ZoneType::Graveyard, owner);
    let text = b
        .game
        .card(cc)
        .abilities
        .first()
        .cloned()
        .unwrap_or_default();
    let mut sa = SpellAbility::new_simple(Some(cc), owner, &text);
    sa.target_chosen.target_card = Some(original);
    let before = b.game.cards.len();
    b.resolve(&sa);
    new_tokens(b, before)
        .first()
        .copied()
        .ok_or_else(|| Reply::Error("Cackling Counterpart made no token copy in manabrew".into()))
}

/// A token given directly by its types, subtypes and perhaps name: the engine's own token
/// effect with the token defined in the ability (`TokenTypes$`, `TokenName$` when the case
/// names it, `TokenPower$`/`TokenToughness$` 1 for a creature), resolved with a Raise the
/// Alarm as its source. Without a name, the engine names the token itself.
pub fn given_token(
    b: &mut Board,
    t: &truename_cases::TokenSpec,
    owner: PlayerId,
) -> Result<CardId, Refusal> {
    let types: Vec<String> = t.types.iter().chain(t.subtypes.iter()).cloned().collect();
    if types.is_empty() {
        return Err(Reply::Error(
            "a given token without types is not built".into(),
        ));
    }
    // The engine reads `TokenTypes$` as a type line (`CardTypeLine::parse`): words, not a
    // comma list.
    let mut text = format!(
        "DB$ Token | TokenAmount$ 1 | TokenOwner$ You | TokenTypes$ {}",
        types.join(" ")
    );
    if t.types.iter().any(|x| x == "Creature") {
        text.push_str(" | TokenPower$ 1 | TokenToughness$ 1");
    }
    if let Some(n) = &t.name {
        text.push_str(&format!(" | TokenName$ {n}"));
    }
    let src = b.create("Raise the Alarm", owner)?;
    b.move_to(src, ZoneType::Graveyard, owner);
    let before = b.game.cards.len();
    b.resolve_text(src, owner, &text);
    new_tokens(b, before)
        .first()
        .copied()
        .ok_or_else(|| Reply::Error("the engine's token effect made no token".into()))
}
