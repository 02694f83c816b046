// SPDX-License-Identifier: AGPL-3.0-or-later
//! The cards of the Oracle subset this adapter has no script for, and why.

/// Cards of the Oracle subset with no script, and why: an ability of the card has no
/// expression in manabrew's script language. Every question about a board holding one of
/// these is answered `unsupported: card ...` (never guessed).
pub const UNSUPPORTED: &[(&str, &str)] = &[
    ("Baaallerina", "name stickers (CR 123.6, 612.9): the engine has no sticker mechanics"),
    ("Wolf in _____ Clothing", "name stickers (CR 123.6, 612.9): the engine has no sticker mechanics"),
    ("________ Goblin", "name stickers (CR 123.6, 612.9): the engine has no sticker mechanics"),
    (
        "Liliana's Contract",
        "\"four or more Demons with different names\": the engine's amount language has no count of different names (Count$ has no such term)",
    ),
    (
        "Volrath's Shapeshifter",
        "\"has the full text of that card\" (CR 612.6): no static ability parameter gives a permanent another card's full text",
    ),
    (
        "Gutter Grime",
        "the Ooze token's \"slime counters on Gutter Grime\" (CR 201.5a) must name the Gutter Grime that created it; token scripts have no link to their creator",
    ),
    (
        "Brisela, Voice of Nightmares",
        "a meld result has no card of its own; it exists only as the back face of Bruna and Gisela",
    ),
    (
        "Master of the Wild Hunt",
        "\"that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves\": no damage-division among remembered creatures",
    ),
    (
        "Vesuvan Doppelganger",
        "a copy \"except it doesn't copy that creature's color and it has this ability\": manabrew's Clone effect has no parameter keeping the copier's color or its own ability",
    ),
    (
        "Spark Double",
        "a copy \"except it enters with an additional counter and it isn't legendary\": manabrew's Clone effect has no parameter removing a supertype or adding counters",
    ),
    (
        "Sakashima of a Thousand Faces",
        "a copy \"except it has Sakashima's other abilities\": manabrew's Clone effect has no parameter keeping the copier's abilities",
    ),
    (
        "Moritte of the Frost",
        "a copy \"except it's legendary and snow ... enters with two additional +1/+1 counters and has changeling\": manabrew's Clone effect has no parameter adding counters",
    ),
    (
        "Illuna, Apex of Wishes",
        "\"put that card onto the battlefield or into your hand\": manabrew's DigUntil has one destination for the found card",
    ),
];
