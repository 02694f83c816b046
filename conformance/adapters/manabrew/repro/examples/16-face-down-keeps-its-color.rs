// SPDX-License-Identifier: AGPL-3.0-or-later
//! An Abyssal Persecutor turned face down by the engine's own `SetState Mode$ TurnFaceDown`
//! effect stays black (the `Card.Black` selector still matches it), and Cackling
//! Counterpart's `CopyPermanent` token of it is black too (CR 708.2a: a face-down permanent
//! is colorless; CR 707.2: a copy of it copies the face-down values).
use forge_foundation::ZoneType;
use manabrew_engine::card::valid_filter::matches_valid_card;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let fd = t.card("Abyssal Persecutor", P1, ZoneType::Battlefield);
    t.resolve(fd, "DB$ SetState | Defined$ Self | Mode$ TurnFaceDown");
    if !t.game.card(fd).face_down {
        manabrew_repro::setup_failed("the SetState effect did not turn the Persecutor face down");
    }
    let token = t.token_copy_by_cackling_counterpart(fd);
    let (c, token) = (t.game.card(fd), t.game.card(token));
    let black = matches_valid_card("Card.Black", c, c);
    Finding {
        title: "A face-down permanent keeps its color, and a copy of it copies that color",
        rule: "CR 708.2a (a face-down permanent is a colorless 2/2 creature), CR 707.2 (a copy of a face-down permanent copies its face-down characteristics: colorless)",
        expected: "the face-down Persecutor is colorless and Card.Black doesn't match it; the token copy is colorless",
        observed: format!(
            "face_down = true, color = {} (colorless {}), Card.Black matches it: {black}; token copy color = {} (colorless {})",
            c.color,
            c.color.is_colorless(),
            token.color,
            token.color.is_colorless()
        ),
        diverges: !c.color.is_colorless() || black || !token.color.is_colorless(),
    }
    .report()
}
