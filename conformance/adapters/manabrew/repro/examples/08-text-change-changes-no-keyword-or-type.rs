// SPDX-License-Identifier: AGPL-3.0-or-later
//! The engine's `ChangeText` effect (Sleight of Mind's and Magical Hack's), with the words
//! given: White Knight's protection from black stays protection from black, and an Island
//! stays an Island (CR 612.1, 612.2).
use forge_foundation::ZoneType;
use manabrew_engine::ids::CardId;
use manabrew_engine::spellability::SpellAbility;
use manabrew_repro::{Finding, Table, P1};
use std::process::ExitCode;

fn change_text(t: &mut Table, source: CardId, target: CardId, words: &str) {
    let text = format!("DB$ ChangeText | ValidTgts$ Card | {words} | Duration$ Permanent");
    let mut sa = SpellAbility::new_simple(Some(source), P1, &text);
    sa.target_chosen.target_card = Some(target);
    t.resolve_sa(&sa);
}

fn main() -> ExitCode {
    let mut t = Table::new();
    let knight = t.card("White Knight", P1, ZoneType::Battlefield);
    let island = t.card("Island", P1, ZoneType::Battlefield);
    let source = t.card("Grizzly Bears", P1, ZoneType::Graveyard);
    change_text(&mut t, source, knight, "ChangeColorWord$ Black Red");
    change_text(&mut t, source, island, "ChangeTypeWord$ Island Mountain");
    let (k, i) = (t.game.card(knight), t.game.card(island));
    let from_black = k.has_keyword("Protection from black");
    let from_red = k.has_keyword("Protection from red");
    let line = i.type_line.to_string();
    Finding {
        title: "Text-changing effects change no keyword or type",
        rule: "CR 612.2 (a word swap changes a color word used as a color: protection from black becomes protection from red), CR 612.1 (and the type line's words: Island becomes Mountain)",
        expected: "White Knight has protection from red, not from black; the land's type line is Basic Land — Mountain",
        observed: format!(
            "White Knight: Protection from black {from_black}, Protection from red {from_red}; the land's type line {line:?}; the stored swaps (SVars): {:?}",
            k.svars.iter().filter(|(key, _)| key.starts_with("Text")).collect::<Vec<_>>()
        ),
        diverges: from_black || !from_red || line.contains("Island"),
    }
    .report()
}
