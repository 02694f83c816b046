// SPDX-License-Identifier: AGPL-3.0-or-later
//! Meddling Mage with "Exalted Angel" as its chosen name: the priority action space offers no
//! face-down (morph) cast of the Exalted Angel in hand, though a game without the Mage offers
//! it (CR 708.4: a spell cast face down has no name; 601.3e: castability is judged with the
//! characteristics it would have).
use forge_foundation::mana::ManaAtom;
use forge_foundation::{PhaseType, ZoneType};
use manabrew_engine::agent::{PlayCardMode, PlayOption};
use manabrew_engine::ids::CardId;
use manabrew_engine::spellability::AlternativeCost;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

/// Whether player 1, at priority in their main phase with mana for it, is offered the
/// Angel's face-down cast; with Meddling Mage naming "Exalted Angel" when `mage`.
fn offered_face_down(mage: bool) -> (bool, CardId) {
    let mut t = Table::new();
    let seen = t.record_p1();
    let angel = t.card("Exalted Angel", P1, ZoneType::Hand);
    if mage {
        let m = t.card("Meddling Mage", P1, ZoneType::Battlefield);
        t.game.card_mut(m).add_named_card("Exalted Angel");
    }
    t.game.turn.phase = PhaseType::Main1;
    t.game.turn.active_player = P1;
    t.game.turn.priority_player = P1;
    let pool = t.gl.pool_mut(P1);
    for atom in [ManaAtom::WHITE, ManaAtom::COLORLESS] {
        pool.add(atom, 10);
    }
    t.gl.priority_round(&mut t.game, &mut t.agents, true);
    let morph = PlayOption::with_mode(angel, PlayCardMode::Alternative(AlternativeCost::Morph));
    let offered = seen.borrow().plays.contains(&morph);
    (offered, angel)
}

fn main() -> ExitCode {
    let (baseline, _) = offered_face_down(false);
    if !baseline {
        manabrew_repro::setup_failed("the face-down cast isn't offered even without Meddling Mage");
    }
    let (with_mage, _) = offered_face_down(true);
    Finding {
        title: "A Meddling Mage naming a morph card stops it being cast face down",
        rule: "CR 708.4 (a spell cast face down has no name), CR 601.3e (castability is judged with the characteristics the spell would have: \"spells with the chosen name can't be cast\" doesn't stop it)",
        expected: "the face-down (Morph) cast of Exalted Angel is offered with the Mage naming Exalted Angel",
        observed: format!(
            "without the Mage the face-down cast is offered: {baseline}; with the Mage naming Exalted Angel: {with_mage}"
        ),
        diverges: !with_mage,
    }
    .report()
}
