// SPDX-License-Identifier: AGPL-3.0-or-later
//! The engine's `NameCard` effect ("choose a card name") resolved in a game holding only the
//! card that resolves it: the player is offered that card's name alone, though the card
//! database holds Grizzly Bears (CR 201.4: the name of any card in the Oracle card
//! reference may be chosen).
use forge_foundation::ZoneType;
use manabrew_engine::agent::{PassAgent, PlayerAgent, PriorityActionSpace, TargetChoice};
use manabrew_engine::combat::DefenderId;
use manabrew_engine::game::{CardDatabaseRegistry, GameState};
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::mana::ManaPool;
use manabrew_engine::player::actions::PlayerAction;
use manabrew_engine::spellability::SpellAbility;
use manabrew_repro::{Finding, Table, P1};
use std::cell::RefCell;
use std::process::ExitCode;
use std::rc::Rc;

/// A player that passes (as `PassAgent`) and records the names a name prompt offers.
struct Recorder {
    pass: PassAgent,
    offered: Rc<RefCell<Vec<String>>>,
}

impl PlayerAgent for Recorder {
    fn choose_card_name(&mut self, _: PlayerId, valid: &[String]) -> Option<String> {
        self.offered.borrow_mut().extend(valid.iter().cloned());
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
        p: PlayerId,
        s: Option<&PriorityActionSpace>,
        r: &mut dyn FnMut() -> PriorityActionSpace,
    ) -> PlayerAction {
        self.pass.choose_action(p, s, r)
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
}

fn main() -> ExitCode {
    let mut t = Table::new();
    let offered = Rc::new(RefCell::new(Vec::new()));
    t.agents = vec![
        Box::new(Recorder {
            pass: PassAgent,
            offered: offered.clone(),
        }),
        Box::new(PassAgent),
    ];
    let in_db = CardDatabaseRegistry::get()
        .and_then(|db| db.get_by_card_name("Grizzly Bears"))
        .is_some();
    if !in_db {
        manabrew_repro::setup_failed("Grizzly Bears is not in the card database");
    }
    let source = t.card("Lightning Bolt", P1, ZoneType::Graveyard);
    t.resolve(source, "DB$ NameCard | Defined$ You");
    let offered = offered.borrow().clone();
    if offered.is_empty() {
        manabrew_repro::setup_failed("the NameCard effect asked for no name");
    }
    let bears = offered.iter().any(|n| n == "Grizzly Bears");
    Finding {
        title: "Only the names of cards in the game can be chosen",
        rule: "CR 201.4 (a player told to choose a card name must choose the name of a card in the Oracle card reference: any card, not only the game's)",
        expected: "the name prompt offers Grizzly Bears (a card of the database, not in the game)",
        observed: format!("the name prompt offered {offered:?}; chosen: {:?}", t.game.card(source).named_cards),
        diverges: !bears,
    }
    .report()
}
