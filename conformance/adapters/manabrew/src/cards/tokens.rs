// SPDX-License-Identifier: AGPL-3.0-or-later
//! Token scripts for the tokens the scripted cards create (`TokenScript$` names), written
//! from the creating cards' Oracle text. A token a card creates without naming it gets the
//! name CR 111.4 gives it (its subtypes followed by "Token") in its script's `Name:` line:
//! manabrew names a scripted token from that line and nothing else, so a token's name is
//! data this adapter supplies (as Forge's token files would); the engine's part is what it
//! does with that name (copies, comparisons, text changes of the creator).

/// `(script name, script)`.
pub const TOKENS: &[(&str, &str)] = &[
    (
        "w_1_1_soldier",
        "Name:Soldier Token\nManaCost:no cost\nColors:white\nTypes:Creature Soldier\nPT:1/1\nOracle:",
    ),
    (
        "g_2_2_wolf",
        "Name:Wolf Token\nManaCost:no cost\nColors:green\nTypes:Creature Wolf\nPT:2/2\nOracle:",
    ),
    (
        "g_1_1_elf_warrior",
        "Name:Elf Warrior Token\nManaCost:no cost\nColors:green\nTypes:Creature Elf Warrior\nPT:1/1\nOracle:",
    ),
    (
        "b_6_6_demon_flying",
        "Name:Demon Token\nManaCost:no cost\nColors:black\nTypes:Creature Demon\nPT:6/6\nK:Flying\nOracle:Flying",
    ),
    (
        "kaldra",
        "Name:Kaldra\nManaCost:no cost\nColors:colorless\nTypes:Legendary Creature Avatar\nPT:4/4\nOracle:",
    ),
    (
        "llanowar_elves",
        "Name:Llanowar Elves\nManaCost:no cost\nColors:green\nTypes:Creature Elf Druid\nPT:1/1\nA:AB$ Mana | Cost$ T | Produced$ G | SpellDescription$ Add {G}.\nOracle:{T}: Add {G}.",
    ),
    (
        "c_a_treasure_sac",
        "Name:Treasure Token\nManaCost:no cost\nColors:colorless\nTypes:Artifact Treasure\nA:AB$ Mana | Cost$ T Sac<1/CARDNAME> | Produced$ Any | SpellDescription$ Add one mana of any color.\nOracle:{T}, Sacrifice this token: Add one mana of any color.",
    ),
    (
        "c_a_blood_draw",
        "Name:Blood Token\nManaCost:no cost\nColors:colorless\nTypes:Artifact Blood\nA:AB$ Draw | Cost$ 1 T Discard<1/Card> Sac<1/CARDNAME> | NumCards$ 1 | SpellDescription$ Draw a card.\nOracle:{1}, {T}, Discard a card, Sacrifice this token: Draw a card.",
    ),
];
