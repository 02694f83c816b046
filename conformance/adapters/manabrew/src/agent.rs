// SPDX-License-Identifier: AGPL-3.0-or-later
//! The players: a scripted `PlayerAgent` that makes the choices a case calls for (which
//! spell to cast and how, which name to say, which creature to copy, which words to swap)
//! and records what the engine offered it. It never decides an answer: it answers the
//! engine's prompts the way the case's player would, and declines everything else.

use manabrew_engine::agent::{PlayOption, PlayerAgent, PriorityActionSpace, TargetChoice};
use manabrew_engine::combat::DefenderId;
use manabrew_engine::game::GameState;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::mana::ManaPool;
use manabrew_engine::player::actions::PlayerAction;
use manabrew_engine::spellability::SpellAbility;
use std::cell::RefCell;
use std::rc::Rc;

/// What the case's players intend, and what the engine offered them.
#[derive(Debug, Default)]
pub struct Plan {
    /// Cast this at the next priority, if the engine offers it.
    pub cast: Option<PlayOption>,
    /// Set once the planned cast was sent to the engine.
    pub cast_sent: bool,
    /// Every play option the engine offered at each priority (newest last).
    pub offered_plays: Vec<Vec<PlayOption>>,
    /// The name to choose when the engine asks for a card name, as the case says it. When
    /// the engine's prompt doesn't offer it exactly, the player picks the offered name of
    /// the card the engine's database finds for it (`CardDatabase::get_by_card_name`: letter
    /// case, accents, flavor names), and [`Plan::adapter_picked`] is set; when there is none,
    /// the player names nothing.
    pub say: Vec<String>,
    /// Set when the player picked an offered name other than the one said (another spelling
    /// of it, found through the engine's card database): the pick was the adapter's
    /// decision, so the answer is the adapter's.
    pub adapter_picked: bool,
    /// The names the engine offered at its last card-name prompt.
    pub offered_names: Option<Vec<String>>,
    /// Accept optional replacement effects ("you may have this enter as a copy").
    pub accept_optional: bool,
    /// The card to choose when an effect asks for cards (a Clone's original).
    pub choose_card: Option<CardId>,
    /// Preferred targets, in order.
    pub targets: Vec<CardId>,
    /// Color words to choose, in order (`from`, then `to`), compared case-insensitively.
    pub colors: Vec<String>,
    /// Types to choose, in order (`from`, then `to`), compared case-insensitively.
    pub types: Vec<String>,
    /// Mode index to choose for a modal spell.
    pub mode: Option<usize>,
    /// A choice the plan called for that the engine did not offer.
    pub refused: Option<String>,
}

/// A player of a case, sharing the plan with the adapter.
pub struct Agent {
    plan: Rc<RefCell<Plan>>,
}

impl Agent {
    /// Both players, sharing one plan.
    pub fn pair(plan: &Rc<RefCell<Plan>>) -> Vec<Box<dyn PlayerAgent>> {
        vec![
            Box::new(Agent { plan: plan.clone() }),
            Box::new(Agent { plan: plan.clone() }),
        ]
    }

    fn pick_word(list: &mut Vec<String>, valid: &[String]) -> Option<String> {
        if list.is_empty() {
            return valid.first().cloned();
        }
        let want = list.remove(0);
        valid
            .iter()
            .find(|v| v.eq_ignore_ascii_case(&want))
            .cloned()
    }
}

impl PlayerAgent for Agent {
    fn mulligan_decision(&mut self, _: PlayerId, _: &[CardId], _: u32) -> bool {
        true
    }

    fn choose_action(
        &mut self,
        _player: PlayerId,
        action_space: Option<&PriorityActionSpace>,
        request: &mut dyn FnMut() -> PriorityActionSpace,
    ) -> PlayerAction {
        let requested;
        let space = match action_space {
            Some(s) => s,
            None => {
                requested = request();
                &requested
            }
        };
        let mut plan = self.plan.borrow_mut();
        plan.offered_plays.push(space.playable.clone());
        match plan.cast {
            Some(opt) if !plan.cast_sent && space.playable.contains(&opt) => {
                plan.cast_sent = true;
                PlayerAction::CastSpell(opt)
            }
            _ => PlayerAction::PassPriority,
        }
    }

    fn choose_attackers(
        &mut self,
        _: PlayerId,
        _: &[CardId],
        _: &[DefenderId],
    ) -> Vec<(CardId, DefenderId)> {
        vec![]
    }

    fn choose_blockers(
        &mut self,
        _: PlayerId,
        _: &[CardId],
        _: &[CardId],
        _: Option<usize>,
    ) -> Vec<(CardId, CardId)> {
        vec![]
    }

    fn choose_targets_for(
        &mut self,
        sa: &mut SpellAbility,
        game: &GameState,
        mana_pools: &[ManaPool],
    ) -> bool {
        manabrew_engine::spellability::choose_targets_by_kind(self, sa, game, mana_pools)
    }

    fn choose_target_player(
        &mut self,
        _: PlayerId,
        valid: &[PlayerId],
        _: Option<&SpellAbility>,
    ) -> Option<PlayerId> {
        valid.last().copied()
    }

    fn choose_target_card(
        &mut self,
        _: PlayerId,
        valid: &[CardId],
        _: Option<&SpellAbility>,
    ) -> Option<CardId> {
        let plan = self.plan.borrow();
        plan.targets
            .iter()
            .find(|t| valid.contains(t))
            .or(valid.first())
            .copied()
    }

    fn choose_target_any(
        &mut self,
        _: PlayerId,
        players: &[PlayerId],
        cards: &[CardId],
        _: Option<&SpellAbility>,
    ) -> TargetChoice {
        let plan = self.plan.borrow();
        if let Some(&c) = plan.targets.iter().find(|t| cards.contains(t)) {
            TargetChoice::Card(c)
        } else if let Some(&p) = players.last() {
            TargetChoice::Player(p)
        } else if let Some(&c) = cards.first() {
            TargetChoice::Card(c)
        } else {
            TargetChoice::None
        }
    }

    fn choose_land_or_spell(&mut self, _: PlayerId) -> Option<bool> {
        None
    }

    fn choose_card_name(&mut self, _: PlayerId, valid: &[String]) -> Option<String> {
        let mut plan = self.plan.borrow_mut();
        plan.offered_names = Some(valid.to_vec());
        if let Some(exact) = plan.say.iter().find(|s| valid.contains(s)).cloned() {
            return Some(exact);
        }
        let said = plan.say.first()?.clone();
        let pick = looked_up(&said, valid);
        match &pick {
            // The player's pick of another spelling is the adapter's decision.
            Some(_) => plan.adapter_picked = true,
            // The engine's prompt offers no name the engine's database finds for it: naming
            // nothing is what the engine's prompt leaves the player.
            None => {
                plan.refused = Some(format!(
                    "the engine's name prompt did not offer {said:?} nor a name its card database finds for it"
                ))
            }
        }
        pick
    }

    fn confirm_replacement_effect(
        &mut self,
        _: PlayerId,
        _: &str,
        _: &str,
        _: Option<CardId>,
    ) -> bool {
        self.plan.borrow().accept_optional
    }

    fn choose_optional_trigger(
        &mut self,
        _: PlayerId,
        _: &str,
        _: Option<CardId>,
        _: Option<manabrew_engine::ability::api_type::ApiType>,
    ) -> bool {
        false
    }

    fn choose_cards_for_effect(
        &mut self,
        _: PlayerId,
        valid: &[CardId],
        _min: usize,
        max: usize,
    ) -> Vec<CardId> {
        let mut plan = self.plan.borrow_mut();
        match plan.choose_card {
            Some(c) if valid.contains(&c) => vec![c],
            Some(c) => {
                plan.refused = Some(format!("the engine did not offer card {c:?} to choose"));
                vec![]
            }
            None => valid.iter().copied().take(max).collect(),
        }
    }

    fn choose_color(&mut self, _: PlayerId, valid: &[String]) -> Option<String> {
        let mut plan = self.plan.borrow_mut();
        let pick = Self::pick_word(&mut plan.colors, valid);
        if pick.is_none() {
            plan.refused = Some(format!("the engine offered no such color among {valid:?}"));
        }
        pick
    }

    fn choose_type(&mut self, _: PlayerId, _: &str, valid: &[String]) -> Option<String> {
        let mut plan = self.plan.borrow_mut();
        let pick = Self::pick_word(&mut plan.types, valid);
        if pick.is_none() {
            plan.refused = Some("the engine offered no such type".to_string());
        }
        pick
    }

    fn pay_mana_cost(
        &mut self,
        _player: PlayerId,
        _card_id: CardId,
        _card_name: &str,
        _mana_cost: &str,
        _mana_cost_display: &str,
        _mana_cost_checkpoint: &str,
        _can_confirm_from_pool: bool,
        _allow_reserved_source_reuse: bool,
        _reserved_sacrifices: &[CardId],
        _mana_ability_options: &[manabrew_engine::agent::ManaAbilityOption],
        _tappable_lands: &[CardId],
        _untappable_lands: &[CardId],
        _mana_pool: &ManaPool,
    ) -> manabrew_engine::agent::ManaCostAction {
        manabrew_engine::agent::ManaCostAction::Pay { auto: true }
    }

    fn choose_mode(
        &mut self,
        _: PlayerId,
        descriptions: &[String],
        min: usize,
        _max: usize,
        _: Option<CardId>,
    ) -> Vec<usize> {
        match self.plan.borrow().mode {
            Some(m) if m < descriptions.len() => vec![m],
            _ => (0..min.min(descriptions.len())).collect(),
        }
    }
}

/// The offered name of the card manabrew's card database finds for a name said in another
/// spelling (`CardDatabase::get_by_card_name`: letter case, accents, flavor names): the one
/// offered name that the database resolves to the same card, or, when several faces of that
/// card are offered, the one that is the said name but for letter case.
fn looked_up(said: &str, valid: &[String]) -> Option<String> {
    // A joined name (`A // B`) is not another spelling of one name: the database's fallback
    // from `A // B` to `A` is for looking up double-faced cards by their Scryfall name, not a
    // name a player says (CR 201.4: a joined name names no card).
    if said.contains(" // ") {
        return None;
    }
    let db = manabrew_engine::game::CardDatabaseRegistry::get()?;
    let card = db.get_by_card_name(said)?;
    let same: Vec<&String> = valid
        .iter()
        .filter(|v| {
            db.get_by_card_name(v)
                .is_some_and(|c| std::ptr::eq(c, card))
        })
        .collect();
    match same.as_slice() {
        [one] => Some((*one).clone()),
        _ => same
            .into_iter()
            .find(|v| v.eq_ignore_ascii_case(said))
            .cloned(),
    }
}
