// SPDX-License-Identifier: AGPL-3.0-or-later
//! Building a case's board in a fresh manabrew game, with the engine's own actions:
//!
//! - a card is created from the engine's card database (`CardInstance::from_rules`) and put
//!   into its zone with `GameState::move_card_with_agents` (replacement effects run, the
//!   players decline every optional one);
//! - face down, transformed and flipped are the engine's `SetState` effect (`Mode$
//!   TurnFaceDown` / `Transform` / `Flip`) resolved on the card; a card face down in exile is
//!   exiled by the engine's `ChangeZone` effect with `ExileFaceDown$ True`; an unlocked Room
//!   door is the engine's `unlock_door_effect::unlock_room`;
//! - a spell on the stack is **cast** from its owner's hand through the engine's priority
//!   loop (`GameLoop::priority_round`) with the play option the case asks for (normal,
//!   Adventure, the Room's right door, face down with morph);
//! - then the case's effects and tokens in time order: a copy is the copier **entering**
//!   the battlefield with its own "enter as a copy" replacement, choosing the original; a
//!   word swap is the real text-changing card (Artificial Evolution, Magical Hack, Sleight of
//!   Mind, Mind Bend, or the effect's source) resolved on the object; Spy Kit is attached
//!   (`GameState::attach_to`); Psychic Paper is attached and its own name prompt answered; a
//!   token is made by its creator's own token ability resolved by the engine, a token copy
//!   by Cackling Counterpart's `CopyPermanent`.
//!
//! What the engine can't be asked to build makes every question of the case `unsupported`
//! (a card without a script, an effect of a kind the engine has no action for) or an error
//! (the engine refused a step: the message says which); never a board the adapter made up.

mod cast;
mod declared;

pub use cast::{cast_mode, play_mode};

use crate::setup::Setup;
use crate::table::{player, unsupported_card, zone_type, Board, Refusal};
use declared::{check_declared, skip};
use forge_foundation::{CardStateName, ZoneType};
use manabrew_engine::game::GameState;
use manabrew_engine::ids::{CardId, PlayerId};
use std::collections::HashMap;
use truename_cases::{
    CaseEffect, CaseObject, Door, EffectKind, Reply, Scenario, Unsupported, Zone,
};

impl Board {
    /// The board of a scenario.
    pub fn build(setup: &'static Setup, s: &Scenario) -> Result<Board, Refusal> {
        check_declared(s)?;
        let mut b = Board::empty(setup);
        for o in &s.objects {
            if let Some(card) = &o.card {
                if setup.rules(card).is_none() {
                    return Err(unsupported_card(card));
                }
            }
        }
        let copiers: Vec<&String> = s
            .effects
            .iter()
            .filter_map(|e| match &e.kind {
                EffectKind::Copy { object, .. } => Some(object),
                _ => None,
            })
            .collect();
        for c in &copiers {
            if !enters_as_copy(setup, s, c) {
                return Err(Reply::Unsupported(Unsupported::Effect("copy".into())));
            }
        }
        for o in &s.objects {
            if o.card.is_some() && o.zone != Zone::Stack && !copiers.contains(&&o.id) {
                b.place(o)?;
            }
        }
        b.cast_spells(s)?;
        b.copy_spells(s)?;
        b.run_events(s)?;
        manabrew_engine::staticability::layer::apply_continuous_effects(&mut b.game);
        Ok(b)
    }

    fn place(&mut self, o: &CaseObject) -> Result<(), Refusal> {
        let owner = player(o.owner.as_deref());
        let name = o.card.as_deref().unwrap_or_default();
        let id = self.create(name, owner)?;
        self.ids.insert(o.id.clone(), id);
        let zone = zone_type(o.zone);
        if o.face_down && o.zone == Zone::Exile {
            self.move_to(id, ZoneType::Hand, owner);
            self.resolve_text(
                id,
                owner,
                "DB$ ChangeZone | Defined$ Self | Origin$ Hand | Destination$ Exile | ExileFaceDown$ True",
            );
            return check_zone(&self.game, id, ZoneType::Exile, &o.id);
        }
        self.move_to(id, zone, owner);
        if let Some(c) = &o.controller {
            let c = player(Some(c));
            if c != owner && zone == ZoneType::Battlefield {
                self.game.change_controller(id, c);
            }
        }
        if o.face_down && o.zone != Zone::Battlefield {
            // manabrew turns cards face down only on the battlefield, in exile and as a spell
            // cast face down.
            return Err(Reply::Unsupported(Unsupported::Object(o.id.clone())));
        }
        self.statuses(o, id, owner)
    }

    fn statuses(&mut self, o: &CaseObject, id: CardId, owner: PlayerId) -> Result<(), Refusal> {
        if o.transformed {
            self.resolve_text(id, owner, "DB$ SetState | Defined$ Self | Mode$ Transform");
        }
        if o.flipped {
            self.resolve_text(id, owner, "DB$ SetState | Defined$ Self | Mode$ Flip");
        }
        if o.face_down {
            self.resolve_text(
                id,
                owner,
                "DB$ SetState | Defined$ Self | Mode$ TurnFaceDown",
            );
        }
        // The engine's own flags say whether each status took: one that silently didn't would
        // make every answer about the object one about another board (an error, never a
        // verdict on the engine's names).
        let c = self.game.card(id);
        let wanted = [
            (o.transformed, c.is_transformed, "transformed"),
            (o.flipped, c.flipped, "flipped"),
            (o.face_down, c.face_down, "face down"),
        ];
        if let Some((_, _, what)) = wanted.iter().find(|(asked, got, _)| *asked && !*got) {
            return Err(Reply::Error(format!(
                "{}: manabrew's SetState left it not {what}",
                o.id
            )));
        }
        for d in &o.unlocked {
            let door = match d {
                Door::Left => CardStateName::LeftSplit,
                Door::Right => CardStateName::RightSplit,
            };
            let ok = manabrew_engine::ability::effects::unlock_door_effect::unlock_room(
                &mut self.game,
                &mut self.gl.trigger_handler,
                id,
                owner,
                door,
            );
            if !ok {
                return Err(Reply::Error(format!(
                    "{}: manabrew would not unlock its {d:?} door (not a Room in its database?)",
                    o.id
                )));
            }
        }
        Ok(())
    }

    fn run_events(&mut self, s: &Scenario) -> Result<(), Refusal> {
        let mut events: Vec<(u64, usize, Event<'_>)> = Vec::new();
        for (i, e) in s.effects.iter().enumerate() {
            events.push((e.attached_at.unwrap_or(e.timestamp), i, Event::Effect(e)));
        }
        for (i, o) in s.objects.iter().enumerate() {
            if let Some(t) = &o.token {
                let at = t
                    .created_at
                    .unwrap_or(if t.copy_of.is_some() { u64::MAX } else { 0 });
                events.push((at, s.effects.len() + i, Event::Token(o)));
            }
        }
        events.sort_by_key(|(t, i, _)| (*t, *i));
        let mut made: HashMap<(String, Option<u64>), Vec<CardId>> = HashMap::new();
        for (_, _, ev) in events {
            match ev {
                Event::Effect(e) => self.effect(s, e)?,
                Event::Token(o) => self.token(o, &mut made)?,
            }
            manabrew_engine::staticability::layer::apply_continuous_effects(&mut self.game);
        }
        Ok(())
    }

    fn obj<'a>(s: &'a Scenario, id: &str) -> Result<&'a CaseObject, Refusal> {
        s.objects
            .iter()
            .find(|o| o.id == id)
            .ok_or_else(|| Reply::Error(format!("no object {id:?} in the case")))
    }

    fn effect(&mut self, s: &Scenario, e: &CaseEffect) -> Result<(), Refusal> {
        match &e.kind {
            EffectKind::Copy { object, of, .. } => self.copy_effect(s, object, of),
            EffectKind::WordSwap {
                object,
                role,
                from,
                to,
            } => crate::effects::word_swap(self, s, e.source.as_deref(), object, *role, from, to),
            EffectKind::AllNames { object } => {
                crate::effects::attach_equipment(self, s, e.source.as_deref(), object, "Spy Kit")
                    .map(|_| ())
            }
            EffectKind::SetName { object, name } => {
                crate::effects::set_name(self, s, e.source.as_deref(), object, name)
            }
            _ => Err(skip("this effect")),
        }
    }

    fn copy_effect(&mut self, s: &Scenario, object: &str, of: &str) -> Result<(), Refusal> {
        let o = Self::obj(s, object)?;
        let Some(name) = o.card.as_deref() else {
            return Err(Reply::Unsupported(Unsupported::Effect("copy".into())));
        };
        let owner = player(o.owner.as_deref());
        let id = self.create(name, owner)?;
        let enters_as_copy = self
            .game
            .card(id)
            .keywords
            .iter_strings()
            .any(|k| k.starts_with("ETBReplacement:Copy"));
        if !enters_as_copy || o.zone != Zone::Battlefield {
            return Err(Reply::Unsupported(Unsupported::Effect("copy".into())));
        }
        let original = self.card_of(of)?;
        self.ids.insert(o.id.clone(), id);
        {
            let mut plan = self.plan.borrow_mut();
            plan.accept_optional = true;
            plan.choose_card = Some(original);
        }
        self.move_to(id, ZoneType::Battlefield, owner);
        {
            let mut plan = self.plan.borrow_mut();
            plan.accept_optional = false;
            plan.choose_card = None;
            if let Some(r) = plan.refused.take() {
                return Err(Reply::Error(format!("{object} copying {of}: {r}")));
            }
        }
        if self.game.card(id).clone_state.is_none() {
            return Err(Reply::Error(format!(
                "{object}: manabrew's Clone replacement did not make it a copy of {of}"
            )));
        }
        self.statuses(o, id, owner)
    }

    fn token(
        &mut self,
        o: &CaseObject,
        made: &mut HashMap<(String, Option<u64>), Vec<CardId>>,
    ) -> Result<(), Refusal> {
        let t = o
            .token
            .as_ref()
            .ok_or_else(|| Reply::Error("not a token".into()))?;
        if let Some(of) = &t.copy_of {
            let original = self.card_of(of)?;
            let new = crate::effects::token_copy(self, original, player(o.owner.as_deref()))?;
            self.ids.insert(o.id.clone(), new);
            return Ok(());
        }
        let Some(creator) = &t.created_by else {
            let id = crate::effects::given_token(self, &o.id, t, player(o.owner.as_deref()))?;
            self.ids.insert(o.id.clone(), id);
            return Ok(());
        };
        let key = (creator.clone(), t.created_at);
        if made.get(&key).is_none_or(|v| v.is_empty()) {
            let cid = self.card_of(creator)?;
            let new = crate::effects::create_tokens(self, &o.id, cid, t.ability)?;
            made.insert(key.clone(), new);
        }
        let list = made
            .get_mut(&key)
            .ok_or_else(|| Reply::Error("no tokens".into()))?;
        if list.is_empty() {
            return Err(Reply::Error(format!(
                "{}: {creator}'s ability made fewer tokens than the case lists",
                o.id
            )));
        }
        let id = list.remove(0);
        self.ids.insert(o.id.clone(), id);
        Ok(())
    }
}

/// Whether a copy effect's copier is a card on the battlefield whose script makes it enter as
/// a copy (Clone's "You may have this creature enter as a copy"): the only copy effects
/// this adapter builds.
fn enters_as_copy(setup: &Setup, s: &Scenario, copier: &str) -> bool {
    let Some(o) = s.objects.iter().find(|o| o.id == copier) else {
        return false;
    };
    let rules = o.card.as_deref().and_then(|c| setup.rules(c));
    o.zone == Zone::Battlefield
        && rules.is_some_and(|r| {
            r.main_part
                .keywords
                .iter()
                .any(|k| k.starts_with("ETBReplacement:Copy"))
        })
}

enum Event<'a> {
    Effect(&'a CaseEffect),
    Token(&'a CaseObject),
}

fn check_zone(game: &GameState, id: CardId, z: ZoneType, oid: &str) -> Result<(), Refusal> {
    if game.card(id).zone == z {
        Ok(())
    } else {
        Err(Reply::Error(format!(
            "{oid}: manabrew put it in {:?}, not {z:?}",
            game.card(id).zone
        )))
    }
}
