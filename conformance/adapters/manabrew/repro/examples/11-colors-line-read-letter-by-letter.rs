// SPDX-License-Identifier: AGPL-3.0-or-later
//! A face without a mana cost whose script says `Colors:blue` (Insectile Aberration's blue
//! color indicator) is blue and black: the word is read letter by letter, so "green" is also
//! red and "colorless" is red (CR 204, 903.4).
use forge_foundation::ColorSet;
use manabrew_engine::card::CardInstance;
use manabrew_engine::game::CardDatabaseRegistry;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let _ = Table::new();
    let Some(rules) =
        CardDatabaseRegistry::get().and_then(|db| db.get_by_card_name("Delver of Secrets"))
    else {
        manabrew_repro::setup_failed("Delver of Secrets is not in the card database");
    };
    let ci = CardInstance::from_rules(rules, P1).color_identity;
    let green = ColorSet::from_names("green");
    let colorless = ColorSet::from_names("colorless");
    Finding {
        title: "A face's `Colors:` line is misread: blue is also black, green also red, colorless red",
        rule: "CR 204 (a color indicator gives the face its color: Insectile Aberration is blue), CR 903.4 (color identity: the card's mana symbols and color indicators: {U})",
        expected: "Delver of Secrets' color identity U; ColorSet::from_names(\"green\") is green only; ColorSet::from_names(\"colorless\") has no color",
        observed: format!(
            "color identity: blue {}, black {}; ColorSet::from_names(\"green\"): green {}, red {}; ColorSet::from_names(\"colorless\"): red {}",
            ci.has_blue(),
            ci.has_black(),
            green.has_green(),
            green.has_red(),
            colorless.has_red()
        ),
        diverges: ci.has_black() || green.has_red() || colorless.has_red(),
    }
    .report()
}
