// SPDX-License-Identifier: AGPL-3.0-or-later
//! Spy Kit attached to Grizzly Bears: the +1/+1 applies, the names don't (CR 612.7).
use forge_foundation::ZoneType;
use manabrew_engine::staticability::layer::apply_continuous_effects;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let bears = t.card("Grizzly Bears", P1, ZoneType::Battlefield);
    let kit = t.card("Spy Kit", P1, ZoneType::Battlefield);
    let other = t.card("Runeclaw Bear", P1, ZoneType::Battlefield);
    t.game.attach_to(kit, bears);
    apply_continuous_effects(&mut t.game);
    let shares = t.shares_name(bears, other);
    let b = t.game.card(bears);
    let all = b.has_non_legendary_creature_names();
    Finding {
        title: "Spy Kit's \"all names of nonlegendary creature cards\" is dropped",
        rule: "CR 612.7 (the equipped creature has every name of a nonlegendary creature card in addition to its own), CR 201.2a (so it shares a name with Runeclaw Bear)",
        expected: "has_non_legendary_creature_names() = true; shares_name_with(Runeclaw Bear) = true",
        observed: format!(
            "power = {} (the +1/+1 of the same static ability applies), has_non_legendary_creature_names() = {all}, shares_name_with(Runeclaw Bear) = {shares}",
            b.power()
        ),
        diverges: !all || !shares,
    }
    .report()
}
