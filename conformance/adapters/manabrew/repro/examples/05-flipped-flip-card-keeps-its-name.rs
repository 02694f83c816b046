// SPDX-License-Identifier: AGPL-3.0-or-later
//! Kitsune Mystic flipped by the engine's own `SetState Mode$ Flip` keeps its unflipped name
//! and type line (CR 710.2).
use forge_foundation::ZoneType;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let id = t.card("Kitsune Mystic", P1, ZoneType::Battlefield);
    t.resolve(id, "DB$ SetState | Defined$ Self | Mode$ Flip");
    let c = t.game.card(id);
    Finding {
        title: "A flipped flip card keeps its unflipped name and types",
        rule: "CR 710.2 (a flipped permanent has the characteristics of its flipped half: the name Autumn-Tail, Kitsune Sage, Legendary Creature)",
        expected: "card_name = \"Autumn-Tail, Kitsune Sage\", type line Legendary Creature — Fox Wizard",
        observed: format!(
            "flipped = {}, card_name = {:?}, type_line = {}",
            c.flipped, c.card_name, c.type_line
        ),
        diverges: c.card_name != "Autumn-Tail, Kitsune Sage",
    }
    .report()
}
