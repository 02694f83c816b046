// SPDX-License-Identifier: AGPL-3.0-or-later
//! Huntmaster of the Fells transformed by the engine's own `SetState Mode$ Transform`, then a
//! priority round: the engine panics ("CardTraitBase host_card_id must be bound before use").
//! Not a rule on names: CR 712.8 (a transformed permanent has its back face's abilities,
//! including "whenever this creature transforms into Ravager of the Fells").
use forge_foundation::ZoneType;
use manabrew_repro::{Finding, Table, P1};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let id = t.card("Huntmaster of the Fells", P1, ZoneType::Battlefield);
    t.resolve(id, "DB$ SetState | Defined$ Self | Mode$ Transform");
    let name = t.game.card(id).card_name.clone();
    std::panic::set_hook(Box::new(|_| {}));
    let run = catch_unwind(AssertUnwindSafe(|| {
        t.gl.priority_round(&mut t.game, &mut t.agents, true);
    }));
    let _ = std::panic::take_hook();
    let observed = match &run {
        Ok(_) => format!("transformed to {name:?}; the priority round ran"),
        Err(p) => format!(
            "transformed to {name:?}; the priority round panicked: {}",
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        ),
    };
    Finding {
        title: "The engine panics at the first priority after Huntmaster of the Fells transforms",
        rule: "CR 712.8 (a transformed permanent has its back face's characteristics and abilities; the game goes on)",
        expected: "the priority round runs (the back face's Transformed trigger is checked with its host bound)",
        observed,
        diverges: run.is_err(),
    }
    .report()
}
