// SPDX-License-Identifier: AGPL-3.0-or-later
//! Two Grizzly Bears turned face down by the engine's own `SetState Mode$ TurnFaceDown`
//! effect keep their name and share it (CR 708.2a, 201.2a).
use forge_foundation::ZoneType;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let a = t.card("Grizzly Bears", P1, ZoneType::Battlefield);
    let b = t.card("Grizzly Bears", P1, ZoneType::Battlefield);
    for id in [a, b] {
        t.resolve(id, "DB$ SetState | Defined$ Self | Mode$ TurnFaceDown");
    }
    let (ca, cb) = (t.game.card(a), t.game.card(b));
    if !ca.face_down || !cb.face_down {
        manabrew_repro::setup_failed("the SetState effect did not turn the Bears face down");
    }
    let shares = t.shares_name(a, b);
    Finding {
        title: "A face-down permanent keeps its name; two face-down permanents share a name",
        rule: "CR 708.2a (a face-down permanent has no name), CR 201.2a (an object with no name has the same name as no object)",
        expected: "has_no_name() = true for both; shares_name_with = false",
        observed: format!(
            "face_down = true, card_name = {:?}, has_no_name() = {}, shares_name_with = {shares}",
            ca.card_name,
            ca.has_no_name()
        ),
        diverges: !ca.has_no_name() || shares,
    }
    .report()
}
