// SPDX-License-Identifier: AGPL-3.0-or-later
//! The selectors `Card.nonSorcery` and `Card.nonInstant` match sorceries and instants
//! (CR 201.4a: "choose a nonsorcery card name" can't choose a sorcery's name).
use forge_foundation::ZoneType;
use manabrew_engine::card::valid_filter::matches_valid_card;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let wildfire = t.card("Wildfire", P1, ZoneType::Library);
    let bolt = t.card("Lightning Bolt", P1, ZoneType::Library);
    let (w, b) = (t.game.card(wildfire), t.game.card(bolt));
    let nonsorcery = matches_valid_card("Card.nonSorcery", w, w);
    let noninstant = matches_valid_card("Card.nonInstant", b, b);
    let nonland = matches_valid_card("Card.nonLand", w, w);
    Finding {
        title: "\"Non-sorcery\" and \"non-instant\" card selectors match sorceries and instants",
        rule: "CR 201.4a (a name chosen with a characteristic restriction must be the name of a card with it); the NameCard effect's ValidCards$ Card.nonSorcery",
        expected: "Card.nonSorcery matches Wildfire: false; Card.nonInstant matches Lightning Bolt: false",
        observed: format!(
            "Card.nonSorcery matches Wildfire: {nonsorcery}; Card.nonInstant matches Lightning Bolt: {noninstant} (Card.nonLand matches Wildfire: {nonland})"
        ),
        diverges: nonsorcery || noninstant,
    }
    .report()
}
