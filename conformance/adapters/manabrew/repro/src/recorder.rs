// SPDX-License-Identifier: AGPL-3.0-or-later
//! A recording player for the repros that need to see what the engine offers, or to make one
//! play through the engine's priority loop (a cast the way a case says).

use manabrew_engine::agent::{
    ManaAbilityOption, ManaCostAction, PassAgent, PlayOption, PlayerAgent, PriorityActionSpace,
    TargetChoice,
};
use manabrew_engine::combat::DefenderId;
use manabrew_engine::game::GameState;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::mana::ManaPool;
use manabrew_engine::player::actions::PlayerAction;
use manabrew_engine::spellability::SpellAbility;
use std::cell::RefCell;
use std::rc::Rc;

/// What a [`Recorder`] saw.
#[derive(Default)]
pub struct Seen {
    /// The names every name prompt offered.
    pub names: Vec<String>,
    /// The play options every priority offered.
    pub plays: Vec<PlayOption>,
}

/// A player that passes and takes the first option (as `PassAgent`) and records what the
/// engine offered it: the names of its name prompts, the play options of its priorities. Given
/// a play to make, it makes it (`PlayerAction::CastSpell`) the first time a priority offers it.
pub struct Recorder {
    /// The player it delegates to.
    pub pass: PassAgent,
    /// What it saw.
    pub seen: Rc<RefCell<Seen>>,
    /// The play it makes once offered, if any (taken when made).
    pub play: Option<PlayOption>,
}

impl PlayerAgent for Recorder {
    fn choose_card_name(&mut self, _: PlayerId, valid: &[String]) -> Option<String> {
        self.seen.borrow_mut().names.extend(valid.iter().cloned());
        valid.first().cloned()
    }
    fn choose_targets_for(&mut self, sa: &mut SpellAbility, g: &GameState, m: &[ManaPool]) -> bool {
        self.pass.choose_targets_for(sa, g, m)
    }
    fn mulligan_decision(&mut self, p: PlayerId, h: &[CardId], n: u32) -> bool {
        self.pass.mulligan_decision(p, h, n)
    }
    fn choose_action(
        &mut self,
        _: PlayerId,
        s: Option<&PriorityActionSpace>,
        r: &mut dyn FnMut() -> PriorityActionSpace,
    ) -> PlayerAction {
        let requested;
        let space = match s {
            Some(s) => s,
            None => {
                requested = r();
                &requested
            }
        };
        self.seen
            .borrow_mut()
            .plays
            .extend(space.playable.iter().cloned());
        match self.play.take() {
            Some(play) if space.playable.contains(&play) => PlayerAction::CastSpell(play),
            play => {
                self.play = play;
                PlayerAction::PassPriority
            }
        }
    }
    fn choose_attackers(
        &mut self,
        p: PlayerId,
        a: &[CardId],
        d: &[DefenderId],
    ) -> Vec<(CardId, DefenderId)> {
        self.pass.choose_attackers(p, a, d)
    }
    fn choose_blockers(
        &mut self,
        p: PlayerId,
        a: &[CardId],
        b: &[CardId],
        m: Option<usize>,
    ) -> Vec<(CardId, CardId)> {
        self.pass.choose_blockers(p, a, b, m)
    }
    fn choose_target_player(
        &mut self,
        p: PlayerId,
        v: &[PlayerId],
        sa: Option<&SpellAbility>,
    ) -> Option<PlayerId> {
        self.pass.choose_target_player(p, v, sa)
    }
    fn choose_target_card(
        &mut self,
        p: PlayerId,
        v: &[CardId],
        sa: Option<&SpellAbility>,
    ) -> Option<CardId> {
        self.pass.choose_target_card(p, v, sa)
    }
    fn choose_target_any(
        &mut self,
        p: PlayerId,
        vp: &[PlayerId],
        vc: &[CardId],
        sa: Option<&SpellAbility>,
    ) -> TargetChoice {
        self.pass.choose_target_any(p, vp, vc, sa)
    }
    fn choose_sacrifice(&mut self, p: PlayerId, v: &[CardId], s: Option<CardId>) -> Option<CardId> {
        self.pass.choose_sacrifice(p, v, s)
    }
    fn choose_land_or_spell(&mut self, p: PlayerId) -> Option<bool> {
        self.pass.choose_land_or_spell(p)
    }
    /// The cost of the play it makes, paid by the engine's own automatic payment from the
    /// player's pool (the trait's default gives up).
    #[allow(clippy::too_many_arguments)]
    fn pay_mana_cost(
        &mut self,
        _: PlayerId,
        _: CardId,
        _: &str,
        _: &str,
        _: &str,
        _: &str,
        _: bool,
        _: bool,
        _: &[CardId],
        _: &[ManaAbilityOption],
        _: &[CardId],
        _: &[CardId],
        _: &ManaPool,
    ) -> ManaCostAction {
        ManaCostAction::Pay { auto: true }
    }
}
