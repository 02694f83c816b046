// SPDX-License-Identifier: AGPL-3.0-or-later
//! Cards whose abilities name, compare, add, set or change names and words (Spy Kit, Psychic Paper, the text-changing cards, the name-choosing cards, Clone).

use super::entry::Abilities;

/// The cards of this group.
pub const CARDS: &[Abilities] = &[
    Abilities::plain(
        "Artificial Evolution",
        &[
            r#"A:SP$ ChangeText | ValidTgts$ Card | TgtZone$ Battlefield,Stack | TgtPrompt$ Select target spell or permanent | ChangeTypeWord$ ChooseCreatureType ChooseCreatureType | ForbiddenNewTypes$ Wall | Duration$ Permanent | SpellDescription$ Change the text of target spell or permanent by replacing all instances of one creature type with another. The new creature type can't be Wall."#,
        ],
    ),
    Abilities::plain(
        "Burning of Xinye",
        &[
            r#"A:SP$ ChooseCard | Defined$ You | Amount$ 4 | Choices$ Land.YouCtrl | Mandatory$ True | SubAbility$ DBDestroyYours | SpellDescription$ You destroy four lands you control, then target opponent destroys four lands they control. Then CARDNAME deals 4 damage to each creature.
SVar:DBDestroyYours:DB$ Destroy | Defined$ ChosenCard | SubAbility$ DBChooseTheirs
SVar:DBChooseTheirs:DB$ ChooseCard | ValidTgts$ Opponent | Defined$ Targeted | Amount$ 4 | Choices$ Land.TargetedPlayerCtrl | Mandatory$ True | SubAbility$ DBDestroyTheirs
SVar:DBDestroyTheirs:DB$ Destroy | Defined$ ChosenCard | SubAbility$ DBDamageAll
SVar:DBDamageAll:DB$ DamageAll | ValidCards$ Creature | NumDmg$ 4"#,
        ],
    ),
    Abilities::plain(
        "Clone",
        &[r#"K:ETBReplacement:Copy:DBCopy:Optional
SVar:DBCopy:DB$ Clone | Choices$ Creature | ChoiceZone$ Battlefield | SpellDescription$ You may have CARDNAME enter as a copy of any creature on the battlefield."#],
    ),
    Abilities::plain(
        "Cranial Extraction",
        &[
            r#"A:SP$ NameCard | Defined$ You | ValidCards$ Card.nonLand | SubAbility$ DBExile | SpellDescription$ Choose a nonland card name. Search target player's graveyard, hand, and library for all cards with that name and exile them. Then that player shuffles.
SVar:DBExile:DB$ ChangeZoneAll | ValidTgts$ Player | TgtPrompt$ Select target player | ChangeType$ Card.NamedCard | Origin$ Graveyard,Hand,Library | Destination$ Exile | Shuffle$ True"#,
        ],
    ),
    Abilities::plain(
        "Dispossess",
        &[
            r#"A:SP$ NameCard | Defined$ You | ValidCards$ Card.Artifact | SubAbility$ DBExile | SpellDescription$ Choose an artifact card name. Search target opponent's graveyard, hand, and library for any number of cards with the chosen name and exile them. Then that player shuffles.
SVar:DBExile:DB$ ChangeZoneAll | ValidTgts$ Opponent | TgtPrompt$ Select target opponent | ChangeType$ Card.NamedCard | Origin$ Graveyard,Hand,Library | Destination$ Exile | Shuffle$ True"#,
        ],
    ),
    Abilities::plain(
        "Echoing Truth",
        &[
            r#"A:SP$ ChangeZone | ValidTgts$ Permanent.nonLand | TgtPrompt$ Select target nonland permanent | Origin$ Battlefield | Destination$ Hand | SubAbility$ DBChangeZoneAll | SpellDescription$ Return target nonland permanent and all other permanents with the same name as that permanent to their owners' hands.
SVar:DBChangeZoneAll:DB$ ChangeZoneAll | ChangeType$ Permanent.NotDefinedTargeted+sharesNameWith Targeted | Origin$ Battlefield | Destination$ Hand"#,
        ],
    ),
    Abilities::plain(
        "Magical Hack",
        &[
            r#"A:SP$ ChangeText | ValidTgts$ Card | TgtZone$ Battlefield,Stack | TgtPrompt$ Select target spell or permanent | ChangeTypeWord$ ChooseBasicLandType ChooseBasicLandType | Duration$ Permanent | SpellDescription$ Change the text of target spell or permanent by replacing all instances of one basic land type with another."#,
        ],
    ),
    Abilities::plain(
        "Meddling Mage",
        &[r#"K:ETBReplacement:Other:DBNameCard
SVar:DBNameCard:DB$ NameCard | Defined$ You | ValidCards$ Card.nonLand | SpellDescription$ As CARDNAME enters, choose a nonland card name.
S:Mode$ CantBeCast | ValidCard$ Card.NamedCard | Description$ Spells with the chosen name can't be cast."#],
    ),
    Abilities::plain(
        "Mind Bend",
        &[
            r#"A:SP$ Charm | Choices$ DBColorWord,DBLandType | SpellDescription$ Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another.
SVar:DBColorWord:DB$ ChangeText | ValidTgts$ Permanent | TgtPrompt$ Select target permanent | ChangeColorWord$ Choose Choose | Duration$ Permanent | SpellDescription$ Replace all instances of one color word with another.
SVar:DBLandType:DB$ ChangeText | ValidTgts$ Permanent | TgtPrompt$ Select target permanent | ChangeTypeWord$ ChooseBasicLandType ChooseBasicLandType | Duration$ Permanent | SpellDescription$ Replace all instances of one basic land type with another."#,
        ],
    ),
    Abilities::plain(
        "Pithing Needle",
        &[r#"K:ETBReplacement:Other:DBNameCard
SVar:DBNameCard:DB$ NameCard | Defined$ You | SpellDescription$ As CARDNAME enters, choose a card name.
S:Mode$ CantBeActivated | ValidCard$ Card.NamedCard | NonMana$ True | Description$ Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."#],
    ),
    Abilities::plain(
        "Psychic Paper",
        &[
            r#"T:Mode$ Attached | ValidSource$ Card.Self | ValidTarget$ Creature | Execute$ DBNameCard | TriggerDescription$ As CARDNAME becomes attached to a creature, choose a creature card name and a creature type.
SVar:DBNameCard:DB$ NameCard | Defined$ You | ValidCards$ Card.Creature | SubAbility$ DBChooseType
SVar:DBChooseType:DB$ ChooseType | Defined$ You | Type$ Creature
S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ Ward:1 & HIDDEN Unblockable | SetName$ ChosenName | AddType$ ChosenType | RemoveCreatureTypes$ True | Description$ Equipped creature has ward {1}, it can't be blocked, and its name and creature type are the last chosen name and creature type.
K:Equip:2"#,
        ],
    ),
    Abilities::plain(
        "Sleight of Mind",
        &[
            r#"A:SP$ ChangeText | ValidTgts$ Card | TgtZone$ Battlefield,Stack | TgtPrompt$ Select target spell or permanent | ChangeColorWord$ Choose Choose | Duration$ Permanent | SpellDescription$ Change the text of target spell or permanent by replacing all instances of one color word with another."#,
        ],
    ),
    Abilities::plain(
        "Spy Kit",
        &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 1 | AddToughness$ 1 | AddNames$ AllNonLegendaryCreatureNames | Description$ Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.
K:Equip:2"#,
        ],
    ),
    Abilities::plain(
        "The Ever-Changing 'Dane",
        &[
            r#"A:AB$ Clone | Cost$ 1 Sac<1/Creature.Other/another creature> | Defined$ Remembered | RememberSacrificed$ True | GainThisAbility$ True | SubAbility$ DBCleanup | SpellDescription$ CARDNAME becomes a copy of the sacrificed creature, except it has this ability.
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#,
        ],
    ),
    Abilities::plain(
        "Cytoshape",
        &[
            r#"A:SP$ ChooseCard | Defined$ You | Choices$ Creature.nonLegendary | ChoiceZone$ Battlefield | Mandatory$ True | SubAbility$ DBClone | SpellDescription$ Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until end of turn.
SVar:DBClone:DB$ Clone | Defined$ ChosenCard | ValidTgts$ Creature | TgtPrompt$ Select target creature | CloneTarget$ ParentTarget | Duration$ UntilEndOfTurn"#,
        ],
    ),
    Abilities::plain(
        "Quicksilver Gargantuan",
        &[r#"K:ETBReplacement:Copy:DBCopy:Optional
SVar:DBCopy:DB$ Clone | Choices$ Creature | ChoiceZone$ Battlefield | SetPower$ 7 | SetToughness$ 7 | SpellDescription$ You may have CARDNAME enter as a copy of any creature on the battlefield, except it's 7/7."#],
    ),
    Abilities::plain(
        "Witness Protection",
        &[r#"K:Enchant creature
A:SP$ Attach | ValidTgts$ Creature | TgtPrompt$ Select target creature | AILogic$ Curse
S:Mode$ Continuous | Affected$ Creature.EnchantedBy | RemoveAllAbilities$ True | SetColor$ Green,White | RemoveCardTypes$ True | RemoveCreatureTypes$ True | AddType$ Creature & Citizen | SetPower$ 1 | SetToughness$ 1 | SetName$ Legitimate Businessperson | Description$ Enchanted creature loses all abilities and is a green and white Citizen creature with base power and toughness 1/1 named Legitimate Businessperson. (It loses all other colors, card types, creature types, and names.)"#],
    ),
];
