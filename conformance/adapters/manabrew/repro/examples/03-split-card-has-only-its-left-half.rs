// SPDX-License-Identifier: AGPL-3.0-or-later
//! Fire // Ice in a graveyard has only Fire's name and text (CR 709.4).
use forge_foundation::ZoneType;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let id = t.card("Fire // Ice", P1, ZoneType::Graveyard);
    let c = t.game.card(id);
    let has_ice = c.card_name.contains("Ice")
        || c.other_part.is_some()
        || c.secondary_part.is_some()
        || c.oracle_text.contains("Tap target permanent");
    Finding {
        title: "A split card off the stack has only its left half",
        rule: "CR 709.4 (in every zone except the stack, a split card has the combined characteristics of its two halves: the names Fire and Ice)",
        expected: "the card has both halves: the names Fire and Ice, and Ice's text",
        observed: format!(
            "card_name = {:?}, full_name = {:?}, other_part: {}, secondary_part: {}, oracle_text = {:?}",
            c.card_name,
            c.full_name,
            c.other_part.is_some(),
            c.secondary_part.is_some(),
            c.oracle_text
        ),
        diverges: !has_ice,
    }
    .report()
}
