// SPDX-License-Identifier: AGPL-3.0-or-later
//! A Room in hand is named by its joined name "Unholy Annex // Ritual Chamber", so it shares
//! no name with a Room whose Unholy Annex door is unlocked (CR 709.4, 709.5, 201.2a).
use forge_foundation::{CardStateName, ZoneType};
use manabrew_engine::ability::effects::unlock_door_effect::unlock_room;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let hand = t.card("Unholy Annex // Ritual Chamber", P1, ZoneType::Hand);
    let left = t.card("Unholy Annex // Ritual Chamber", P1, ZoneType::Battlefield);
    if !unlock_room(
        &mut t.game,
        &mut t.gl.trigger_handler,
        left,
        P1,
        CardStateName::LeftSplit,
    ) {
        manabrew_repro::setup_failed("the engine would not unlock the left door");
    }
    let shares = t.shares_name(hand, left);
    let (h, l) = (t.game.card(hand), t.game.card(left));
    Finding {
        title: "A Room off the battlefield is named by its joined name",
        rule: "CR 709.4 with 709.5 (a Room card not on the battlefield has both door names), CR 201.2a (it has a name in common with a Room whose Unholy Annex door is unlocked)",
        expected: "the card in hand has the names Unholy Annex and Ritual Chamber; shares_name_with(the unlocked Unholy Annex) = true",
        observed: format!(
            "in hand card_name = {:?}; on the battlefield (left door unlocked) card_name = {:?}; shares_name_with = {shares}",
            h.card_name, l.card_name
        ),
        diverges: !shares,
    }
    .report()
}
