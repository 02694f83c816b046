// SPDX-License-Identifier: AGPL-3.0-or-later
//! The engine's `ChangeText` effect (Artificial Evolution's: Soldier → Wizard) on Raise the
//! Alarm, then Raise the Alarm's own token ability resolved: the tokens are still Soldiers,
//! named Soldier Token (CR 612.2a, 111.4).
use forge_foundation::ZoneType;
use manabrew_engine::spellability::SpellAbility;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut t = Table::new();
    let alarm = t.card("Raise the Alarm", P1, ZoneType::Hand);
    let source = t.card("Grizzly Bears", P1, ZoneType::Graveyard);
    let mut swap = SpellAbility::new_simple(
        Some(source),
        P1,
        "DB$ ChangeText | ValidTgts$ Card | ChangeTypeWord$ Soldier Wizard | Duration$ Permanent",
    );
    swap.target_chosen.target_card = Some(alarm);
    t.resolve_sa(&swap);
    let ability = t
        .game
        .card(alarm)
        .abilities
        .first()
        .cloned()
        .unwrap_or_default();
    let before = t.game.cards.len();
    t.resolve(alarm, &ability);
    let tokens: Vec<String> = t.game.cards[before..]
        .iter()
        .filter(|c| c.is_token)
        .map(|c| format!("{:?} ({})", c.card_name, c.type_line))
        .collect();
    if tokens.is_empty() {
        manabrew_repro::setup_failed("Raise the Alarm made no token");
    }
    let still_soldiers = t.game.cards[before..]
        .iter()
        .filter(|c| c.is_token)
        .any(|c| c.type_line.has_subtype("Soldier") || !c.type_line.has_subtype("Wizard"));
    Finding {
        title: "A text change of a token-making spell doesn't change the tokens it makes",
        rule: "CR 612.2a (a text-changing effect on a spell that creates tokens changes the tokens' creature types), CR 111.4 (so they are named Wizard Token)",
        expected: "two 1/1 Wizard tokens named Wizard Token",
        observed: format!(
            "Raise the Alarm's stored swaps (SVars): {:?}; tokens: {}",
            t.game
                .card(alarm)
                .svars
                .iter()
                .filter(|(k, _)| k.starts_with("Text"))
                .collect::<Vec<_>>(),
            tokens.join(", ")
        ),
        diverges: still_soldiers,
    }
    .report()
}
