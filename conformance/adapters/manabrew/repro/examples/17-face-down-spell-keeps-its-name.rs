// SPDX-License-Identifier: AGPL-3.0-or-later
//! An Exalted Angel cast face down (its morph cast, `AlternativeCost::Morph`, made through the
//! engine's priority loop) is face up on the stack: it keeps its name and shares it with a
//! face-up Exalted Angel (CR 702.37a, 708.4, 708.2, 201.2a). manabrew turns a morph spell face
//! down only when it resolves (`game_loop::stack_resolution`).
use forge_foundation::ZoneType;
use manabrew_engine::agent::PlayCardMode;
use manabrew_engine::spellability::AlternativeCost;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let angel = t.card("Exalted Angel", P1, ZoneType::Battlefield);
    let spell = t.card("Exalted Angel", P1, ZoneType::Hand);
    if !t.cast_p1(spell, PlayCardMode::Alternative(AlternativeCost::Morph)) {
        manabrew_repro::setup_failed(
            "the face-down (Morph) cast did not put the Angel on the stack",
        );
    }
    let cast_as = t
        .game
        .stack
        .find_by_source_card(spell)
        .and_then(|e| e.spell_ability.alt_cost);
    if cast_as != Some(AlternativeCost::Morph) {
        manabrew_repro::setup_failed(&format!(
            "the Angel's stack entry was not cast with its morph cost (alt_cost = {cast_as:?})"
        ));
    }
    let s = t.game.card(spell);
    let shares = t.shares_name(spell, angel);
    Finding {
        title: "A spell cast face down is face up on the stack and keeps its name",
        rule: "CR 702.37a (morph: cast as a 2/2 face-down creature with no text, no name, no subtypes and no mana cost), CR 708.4 (an object cast face down is turned face down before it is put onto the stack), CR 708.2 (a face-down spell has only the characteristics its rule lists), CR 201.2a (an object with no name has the same name as no object)",
        expected: "the spell cast with its morph cost: face_down = true, has_no_name() = true; shares_name_with the face-up Exalted Angel = false",
        observed: format!(
            "on the stack with alt_cost = Morph: face_down = {}, card_name = {:?}, has_no_name() = {}, shares_name_with the face-up Exalted Angel = {shares}",
            s.face_down,
            s.card_name,
            s.has_no_name()
        ),
        diverges: !s.has_no_name() || shares,
    }
    .report()
}
