// SPDX-License-Identifier: AGPL-3.0-or-later
//! Two different Rooms on the battlefield with no door unlocked: the engine rightly makes
//! them nameless, then says they share a name (CR 201.2a); and one of them has a different
//! name from a Lightning Bolt (201.2c).
use forge_foundation::ZoneType;
use manabrew_engine::card::valid_filter::{matches_valid_card_selector_with_context, MatchContext};
use manabrew_engine::parsing::cached_compiled_selector;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let r1 = t.card("Unholy Annex // Ritual Chamber", P1, ZoneType::Battlefield);
    let r2 = t.card("Bottomless Pool // Locker Room", P1, ZoneType::Battlefield);
    let bolt = t.card("Lightning Bolt", P1, ZoneType::Graveyard);
    let (c1, c2) = (t.game.card(r1), t.game.card(r2));
    if !c1.has_no_name() || !c2.has_no_name() {
        manabrew_repro::setup_failed(&format!(
            "the Rooms are not nameless: {:?}, {:?}",
            c1.card_name, c2.card_name
        ));
    }
    let shares = t.shares_name(r1, r2);
    let selector = cached_compiled_selector("Card.doesNotShareNameWith Targeted");
    let targets = [bolt];
    let ctx = MatchContext::from_source(c1)
        .with_game(&t.game)
        .with_targets(&targets, &[]);
    let different = matches_valid_card_selector_with_context(&selector, c1, ctx);
    Finding {
        title: "Two nameless objects share a name, and a nameless object has a different name",
        rule: "CR 201.2a (an object with no name doesn't have the same name as any other object, including another object with no name), CR 201.2c (if the first object has no name, it does not have a different name)",
        expected: "the Rooms' shares_name_with = false; Card.doesNotShareNameWith Targeted (the Lightning Bolt) = false for the nameless Room",
        observed: format!(
            "both has_no_name() = true; the Rooms' shares_name_with = {shares}; Card.doesNotShareNameWith Targeted (the Lightning Bolt) = {different}"
        ),
        diverges: shares || different,
    }
    .report()
}
