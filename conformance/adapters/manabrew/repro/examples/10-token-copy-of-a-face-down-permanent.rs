// SPDX-License-Identifier: AGPL-3.0-or-later
//! Cackling Counterpart's `CopyPermanent` on a face-down Abyssal Persecutor makes a token
//! named Abyssal Persecutor (CR 707.2, 708.2a: the copiable values of a face-down permanent
//! are its face-down characteristics, with no name).
use forge_foundation::ZoneType;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let fd = t.card("Abyssal Persecutor", P1, ZoneType::Battlefield);
    t.resolve(fd, "DB$ SetState | Defined$ Self | Mode$ TurnFaceDown");
    let token = t.token_copy_by_cackling_counterpart(fd);
    let token = t.game.card(token);
    Finding {
        title: "A copy of a face-down permanent copies its hidden name",
        rule: "CR 707.2 with 708.2a (a copy of a face-down permanent copies its face-down characteristics: a nameless 2/2 creature)",
        expected: "the token has no name",
        observed: format!(
            "original face_down = {}; token card_name = {:?}, has_no_name() = {}",
            t.game.card(fd).face_down,
            token.card_name,
            token.has_no_name()
        ),
        diverges: !token.has_no_name(),
    }
    .report()
}
