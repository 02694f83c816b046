// SPDX-License-Identifier: AGPL-3.0-or-later
//! Cards that make tokens or token copies (their `Token`/`CopyPermanent` abilities name the token scripts of [`crate::cards::tokens`]).

use super::entry::Abilities;

/// The cards of this group.
pub const CARDS: &[Abilities] = &[
    Abilities::plain(
        "Cackling Counterpart",
        &[
            r#"A:SP$ CopyPermanent | ValidTgts$ Creature.YouCtrl | TgtPrompt$ Select target creature you control | SpellDescription$ Create a token that's a copy of target creature you control.
K:Flashback:5 U U"#,
        ],
    ),
    Abilities::plain(
        "Helm of Kaldra",
        &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ First Strike & Trample & Haste | Description$ Equipped creature has first strike, trample, and haste.
A:AB$ Token | Cost$ 1 | TokenAmount$ 1 | TokenScript$ kaldra | TokenOwner$ You | ConditionCheckSVar$ KaldraPieces | ConditionSVarCompare$ EQ3 | RememberTokens$ True | SubAbility$ DBAttach | SpellDescription$ If you control Equipment named Helm of Kaldra, Sword of Kaldra, and Shield of Kaldra, create Kaldra, a legendary 4/4 colorless Avatar creature token. Attach those Equipment to it.
SVar:DBAttach:DB$ Attach | Object$ Valid Equipment.namedHelm of Kaldra+YouCtrl,Equipment.namedSword of Kaldra+YouCtrl,Equipment.namedShield of Kaldra+YouCtrl | Defined$ Remembered | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True
SVar:KaldraPieces:Count$Valid Equipment.namedHelm of Kaldra+YouCtrl/Plus.Y
SVar:Y:Count$Valid Equipment.namedSword of Kaldra+YouCtrl/Plus.Z
SVar:Z:Count$Valid Equipment.namedShield of Kaldra+YouCtrl
K:Equip:2"#,
        ],
    ),
    Abilities::plain(
        "Llanowar Mentor",
        &[
            r#"A:AB$ Token | Cost$ G T Discard<1/Card> | TokenAmount$ 1 | TokenScript$ llanowar_elves | TokenOwner$ You | SpellDescription$ Create a 1/1 green Elf Druid creature token named Llanowar Elves. It has "{T}: Add {G}.""#,
        ],
    ),
    Abilities::plain(
        "Presence of Gond",
        &[r#"K:Enchant creature
A:SP$ Attach | ValidTgts$ Creature | TgtPrompt$ Select target creature | AILogic$ Pump
S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddAbility$ ABToken | Description$ Enchanted creature has "{T}: Create a 1/1 green Elf Warrior creature token."
SVar:ABToken:AB$ Token | Cost$ T | TokenAmount$ 1 | TokenScript$ g_1_1_elf_warrior | TokenOwner$ You | SpellDescription$ Create a 1/1 green Elf Warrior creature token."#],
    ),
    Abilities::plain(
        "Prosperous Innkeeper",
        &[
            r#"T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigToken | TriggerDescription$ When CARDNAME enters, create a Treasure token.
SVar:TrigToken:DB$ Token | TokenAmount$ 1 | TokenScript$ c_a_treasure_sac | TokenOwner$ You
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigGainLife | TriggerDescription$ Whenever another creature you control enters, you gain 1 life.
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 1"#,
        ],
    ),
    Abilities::plain(
        "Raise the Alarm",
        &[
            r#"A:SP$ Token | TokenAmount$ 2 | TokenScript$ w_1_1_soldier | TokenOwner$ You | SpellDescription$ Create two 1/1 white Soldier creature tokens."#,
        ],
    ),
    Abilities::plain(
        "Helm of the Host",
        &[
            r#"T:Mode$ Phase | Phase$ BeginCombat | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigCopy | TriggerDescription$ At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the token isn't legendary. That token gains haste.
SVar:TrigCopy:DB$ CopyPermanent | Defined$ Equipped | NonLegendary$ True | PumpKeywords$ Haste | PumpDuration$ Permanent
K:Equip:5"#,
        ],
    ),
    Abilities::plain(
        "Imperious Perfect",
        &[
            r#"S:Mode$ Continuous | Affected$ Creature.Elf+Other+YouCtrl | AddPower$ 1 | AddToughness$ 1 | Description$ Other Elves you control get +1/+1.
A:AB$ Token | Cost$ G T | TokenAmount$ 1 | TokenScript$ g_1_1_elf_warrior | TokenOwner$ You | SpellDescription$ Create a 1/1 green Elf Warrior creature token."#,
        ],
    ),
    Abilities::plain(
        "Magda, Brazen Outlaw",
        &[
            r#"S:Mode$ Continuous | Affected$ Creature.Dwarf+Other+YouCtrl | AddPower$ 1 | Description$ Other Dwarves you control get +1/+0.
T:Mode$ Taps | ValidCard$ Dwarf.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigToken | TriggerDescription$ Whenever a Dwarf you control becomes tapped, create a Treasure token.
SVar:TrigToken:DB$ Token | TokenAmount$ 1 | TokenScript$ c_a_treasure_sac | TokenOwner$ You
A:AB$ ChangeZone | Cost$ Sac<5/Treasure> | Origin$ Library | Destination$ Battlefield | ChangeType$ Artifact,Dragon | ChangeNum$ 1 | SpellDescription$ Search your library for an artifact or Dragon card, put that card onto the battlefield, then shuffle."#,
        ],
    ),
];
