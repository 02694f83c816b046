// SPDX-License-Identifier: AGPL-3.0-or-later
//! Psychic Paper attached to Grizzly Bears, its chosen name "Runeclaw Bear" stored on it
//! (`Card::add_named_card`, what its own `NameCard` prompt stores): the static ability's
//! `SetName$ ChosenName` is never applied (CR 612.8).
use forge_foundation::ZoneType;
use manabrew_engine::staticability::layer::apply_continuous_effects;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let bears = t.card("Grizzly Bears", P1, ZoneType::Battlefield);
    let paper = t.card("Psychic Paper", P1, ZoneType::Battlefield);
    let other = t.card("Runeclaw Bear", P1, ZoneType::Battlefield);
    t.game.card_mut(paper).add_named_card("Runeclaw Bear");
    t.game.attach_to(paper, bears);
    apply_continuous_effects(&mut t.game);
    let shares = t.shares_name(bears, other);
    let b = t.game.card(bears);
    Finding {
        title: "Name-setting effects don't set the name",
        rule: "CR 612.8 (an effect that sets an object's name: it loses its other names and has only that one), CR 201.2a",
        expected: "card_name = \"Runeclaw Bear\"; shares_name_with(Runeclaw Bear) = true",
        observed: format!(
            "Psychic Paper's named_cards = {:?}; the Bears' card_name = {:?}; shares_name_with(Runeclaw Bear) = {shares}",
            t.game.card(paper).named_cards,
            b.card_name
        ),
        diverges: b.card_name != "Runeclaw Bear",
    }
    .report()
}
