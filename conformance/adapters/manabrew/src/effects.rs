// SPDX-License-Identifier: AGPL-3.0-or-later
//! The case effects and tokens that real cards' abilities make, each realized by resolving
//! that card's own ability (from its script) through the engine's effect resolver, with the
//! players answering the engine's prompts.

use crate::resolve::first_ability_targeting;
use crate::table::{player, Board, Refusal};
use forge_foundation::ZoneType;
use manabrew_engine::card::CardInstance;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::spellability::SpellAbility;
use truename_cases::{Reply, Role, Scenario, Unsupported};

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
        // The text-changing card's prompt didn't offer the case's word.
        Some(_) => Err(Reply::Unsupported(Unsupported::Effect("word_swap".into()))),
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
        // The Equipment attaches only to a creature on the battlefield.
        return Err(Reply::Unsupported(Unsupported::Object(object.to_string())));
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
    if plan.refused.take().is_some() {
        // Psychic Paper's prompt offers only creature card names in the game.
        return Err(Reply::Unsupported(Unsupported::Effect("set_name".into())));
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
    oid: &str,
    creator: CardId,
    ability: Option<usize>,
) -> Result<Vec<CardId>, Refusal> {
    // Only a creator's first token-making ability is resolved; a creator without one in its
    // script can't make the token.
    let gap = || Reply::Unsupported(Unsupported::Object(oid.to_string()));
    if ability.is_some_and(|i| i > 0) {
        return Err(gap());
    }
    let text = token_ability(b, creator).ok_or_else(gap)?;
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
    let sa = first_ability_targeting(&b.game, cc, owner, original);
    let before = b.game.cards.len();
    b.resolve(&sa);
    let copy = new_tokens(b, before).first().copied().ok_or_else(|| {
        Reply::Error("Cackling Counterpart made no token copy in manabrew".into())
    })?;
    b.token_copies.insert(copy);
    Ok(copy)
}

/// A token given directly by its types, subtypes and perhaps name, made the way manabrew's
/// own card scripts make tokens: a token script (`Name:`, `ManaCost:no cost`, `Types:`,
/// `PT:` for a creature), registered with the game loop under a Forge-style script name
/// (`GameLoop::register_token`), and the engine's token effect naming it (`DB$ Token |
/// TokenScript$ ...`), resolved with a Raise the Alarm as its source. The script's `Name:`
/// line is the case's name, or CR 111.4's (its subtypes followed by "Token"): adapter data,
/// so answers that echo it are the adapter's ([`Board::token_script`]).
pub fn given_token(
    b: &mut Board,
    oid: &str,
    t: &truename_cases::TokenSpec,
    owner: PlayerId,
) -> Result<CardId, Refusal> {
    if t.types.is_empty() {
        // A token script needs a type line.
        return Err(Reply::Unsupported(Unsupported::Object(oid.to_string())));
    }
    let key = token_script_key(t);
    let script = token_script(t);
    let rules = forge_carddb::parse_card_script(&script)
        .map_err(|e| Reply::Error(format!("manabrew refused the token script {key}: {e}")))?;
    b.gl.register_token(key.clone(), CardInstance::from_rules(&rules, owner));
    let src = b.create("Raise the Alarm", owner)?;
    b.move_to(src, ZoneType::Graveyard, owner);
    let before = b.game.cards.len();
    b.resolve_text(
        src,
        owner,
        &format!("DB$ Token | TokenAmount$ 1 | TokenScript$ {key} | TokenOwner$ You"),
    );
    new_tokens(b, before)
        .first()
        .copied()
        .ok_or_else(|| Reply::Error("the engine's token effect made no token".into()))
}

/// A given token's script name, as Forge names token scripts (`c_1_1_ooze`: colorless, its
/// power and toughness when a creature, its types), with `named_` and the name when named.
fn token_script_key(t: &truename_cases::TokenSpec) -> String {
    let mut parts = vec!["c".to_string()];
    if t.types.iter().any(|x| x == "Creature") {
        parts.extend(["1".to_string(), "1".to_string()]);
    }
    parts.extend(
        t.subtypes
            .iter()
            .chain(t.types.iter())
            .map(|w| w.to_lowercase()),
    );
    if let Some(n) = &t.name {
        parts.push(format!("named_{}", n.to_lowercase()));
    }
    parts.join("_").replace(' ', "_")
}

/// A given token's script: its name is the case's, or its subtypes followed by "Token"
/// (CR 111.4); a creature is 1/1 (the case gives no power and toughness).
fn token_script(t: &truename_cases::TokenSpec) -> String {
    // CR 111.4: a token the effect doesn't name is named by its subtypes plus "Token".
    let name = t
        .name
        .clone()
        .unwrap_or_else(|| format!("{} Token", t.subtypes.join(" ")).trim().to_string());
    let mut lines = vec![
        format!("Name:{name}"),
        "ManaCost:no cost".to_string(),
        format!("Types:{} {}", t.types.join(" "), t.subtypes.join(" "))
            .trim_end()
            .to_string(),
    ];
    if t.types.iter().any(|x| x == "Creature") {
        lines.push("PT:1/1".to_string());
    }
    lines.push("Oracle:".to_string());
    lines.join("\n")
}
