// SPDX-License-Identifier: AGPL-3.0-or-later
//! Spells on the stack: cast from the owner's hand through the engine's priority loop with
//! the play option the case asks for, and spell copies.

use crate::table::{player, Board, Refusal};
use forge_foundation::ZoneType;
use manabrew_engine::agent::PlayCardMode;
use manabrew_engine::game::GameState;
use manabrew_engine::ids::CardId;
use manabrew_engine::spellability::{AlternativeCost, SpellAbility};
use truename_cases::{CaseObject, CastAs, Reply, Scenario, Unsupported, Zone};

impl Board {
    pub(super) fn cast_spells(&mut self, s: &Scenario) -> Result<(), Refusal> {
        let mut pending = Vec::new();
        for o in s.objects.iter().filter(|o| o.zone == Zone::Stack) {
            let Some(name) = o.card.as_deref() else {
                continue;
            };
            let owner = player(o.owner.as_deref());
            let id = self.create(name, owner)?;
            self.ids.insert(o.id.clone(), id);
            let mode = play_mode(&self.game, id, o)?;
            // A spell is cast from its owner's hand; one cast with disturb, from the graveyard.
            let from = match mode {
                PlayCardMode::Alternative(AlternativeCost::Disturb) => ZoneType::Graveyard,
                _ => ZoneType::Hand,
            };
            self.move_to(id, from, owner);
            pending.push((o.id.clone(), id, owner, mode));
        }
        if !pending.is_empty() {
            self.add_target_dummies()?;
        }
        // Spells cast only at sorcery speed first (the stack must be empty for them).
        pending.sort_by_key(|(_, id, _, mode)| instant_speed(&self.game, *id, *mode));
        while !pending.is_empty() {
            let before = pending.len();
            pending.retain(|(_, id, owner, mode)| !self.try_cast(*id, *owner, *mode));
            if pending.len() == before {
                // manabrew doesn't offer to cast it that way (a disturb cast, for one).
                let (oid, ..) = &pending[0];
                return Err(Reply::Unsupported(Unsupported::Object(oid.clone())));
            }
        }
        Ok(())
    }

    /// Spell copies (CR 707.10): the engine's `CopySpellAbility` effect resolved on the
    /// original's stack entry; the copy is the host card the engine puts on the stack.
    pub(super) fn copy_spells(&mut self, s: &Scenario) -> Result<(), Refusal> {
        for o in s.objects.iter().filter(|o| o.spell_copy_of.is_some()) {
            let of = o.spell_copy_of.as_deref().unwrap_or_default();
            let original = self.card_of(of)?;
            let entry = self
                .game
                .stack
                .find_by_source_card(original)
                .map(|e| e.id)
                .ok_or_else(|| Reply::Error(format!("{of}: not a spell on the stack")))?;
            let controller = player(o.controller.as_deref().or(o.owner.as_deref()));
            let mut sa = SpellAbility::new_simple(
                Some(original),
                controller,
                "DB$ CopySpellAbility | Defined$ SpellTargeted",
            );
            sa.target_chosen.target_stack_entry = Some(entry);
            let before = self.game.cards.len();
            self.resolve(&sa);
            let copy = self.game.cards[before..]
                .iter()
                .find(|c| c.zone == ZoneType::Stack)
                .map(|c| c.id)
                .ok_or_else(|| {
                    Reply::Error(format!("manabrew made no copy of {of} on the stack"))
                })?;
            self.ids.insert(o.id.clone(), copy);
        }
        Ok(())
    }
}

/// Whether a cast is at instant speed (an instant, a card with flash, an instant Adventure):
/// the order in which a case's spells are cast (sorcery-speed ones first, while the stack is
/// empty).
fn instant_speed(game: &GameState, id: CardId, mode: PlayCardMode) -> bool {
    let card = game.card(id);
    match mode {
        PlayCardMode::Adventure => card
            .secondary_part
            .as_ref()
            .is_some_and(|p| p.type_line.is_instant()),
        PlayCardMode::Normal => card.type_line.is_instant() || card.has_keyword("Flash"),
        _ => false,
    }
}

/// The engine's play option for casting a card the way the case says.
pub fn play_mode(game: &GameState, id: CardId, o: &CaseObject) -> Result<PlayCardMode, Refusal> {
    cast_mode(game, id, o.cast_as, &o.id)
}

/// The engine's play option for a cast: normal; an Adventure; a Room's left door (the
/// engine's normal cast of a Room) or right door; face down with morph; back face up with
/// disturb. A split card's
/// left half is the engine's normal cast of the card (the engine keeps only the left half's
/// characteristics); its right half, a fused split card and a modal double-faced card's
/// back face have no play option in manabrew.
pub fn cast_mode(
    game: &GameState,
    id: CardId,
    cast_as: Option<CastAs>,
    oid: &str,
) -> Result<PlayCardMode, Refusal> {
    let card = game.card(id);
    // No play option in manabrew for that cast: the object can't be built.
    let none = |_why: &str| Err(Reply::Unsupported(Unsupported::Object(oid.to_string())));
    Ok(match cast_as {
        None => PlayCardMode::Normal,
        Some(CastAs::LeftHalf) if card.full_name.contains(" // ") => PlayCardMode::Normal,
        Some(CastAs::LeftHalf) => return none("as a left half (not a split card)"),
        Some(CastAs::RightHalf) if card.is_room() => PlayCardMode::RoomRightSplit,
        Some(CastAs::RightHalf) => return none("as its right half"),
        Some(CastAs::Adventure) => PlayCardMode::Adventure,
        Some(CastAs::FaceDown) => PlayCardMode::Alternative(AlternativeCost::Morph),
        Some(CastAs::Fused) => return none("fused"),
        Some(CastAs::BackFace)
            if card
                .keywords
                .iter_strings()
                .any(|k| k.starts_with("Disturb")) =>
        {
            PlayCardMode::Alternative(AlternativeCost::Disturb)
        }
        Some(CastAs::BackFace) => return none("as its back face"),
    })
}
