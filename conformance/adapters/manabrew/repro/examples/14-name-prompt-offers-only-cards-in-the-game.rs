// SPDX-License-Identifier: AGPL-3.0-or-later
//! The engine's `NameCard` effect ("choose a card name") resolved in a game holding only the
//! card that resolves it: the player is offered that card's name alone, though the card
//! database holds Grizzly Bears (CR 201.4: the name of any card in the Oracle card
//! reference may be chosen).
use forge_foundation::ZoneType;
use manabrew_engine::game::CardDatabaseRegistry;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let seen = t.record_p1();
    let in_db = CardDatabaseRegistry::get()
        .and_then(|db| db.get_by_card_name("Grizzly Bears"))
        .is_some();
    if !in_db {
        manabrew_repro::setup_failed("Grizzly Bears is not in the card database");
    }
    let source = t.card("Lightning Bolt", P1, ZoneType::Graveyard);
    t.resolve(source, "DB$ NameCard | Defined$ You");
    let offered = seen.borrow().names.clone();
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
