// SPDX-License-Identifier: AGPL-3.0-or-later
//! Single-faced cards whose abilities touch neither names, text nor tokens: the corpus's other cards (keywords, plain abilities, vanilla creatures).

use super::entry::Abilities;

/// The cards of this group.
pub const CARDS: &[Abilities] = &[
    Abilities::plain(
        "Abyssal Persecutor",
        &[r#"K:Flying
K:Trample
S:Mode$ Continuous | Affected$ You | AddKeyword$ You can't win the game. | Description$ You can't win the game and your opponents can't lose the game.
S:Mode$ Continuous | Affected$ Opponent | AddKeyword$ You can't lose the game. | Secondary$ True"#],
    ),
    Abilities::plain(
        "Archfiend of Ifnir",
        &[r#"K:Flying
T:Mode$ Discarded | ValidCard$ Card.Other+YouOwn | TriggerZones$ Battlefield | Execute$ TrigPutCounter | TriggerDescription$ Whenever you cycle or discard another card, put a -1/-1 counter on each creature your opponents control.
SVar:TrigPutCounter:DB$ PutCounterAll | ValidCards$ Creature.OppCtrl | CounterType$ M1M1 | CounterNum$ 1
K:Cycling:2"#],
    ),
    Abilities::plain(
        "Black Knight",
        &[r#"K:First Strike
K:Protection from white"#],
    ),
    Abilities::plain(
        "Clinquant Skymage",
        &[r#"K:Flying
T:Mode$ Drawn | ValidCard$ Card.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigPutCounter | TriggerDescription$ Whenever you draw a card, put a +1/+1 counter on CARDNAME.
SVar:TrigPutCounter:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1"#],
    ),
    Abilities::plain(
        "Clockwork Beast",
        &[r#"K:etbCounter:P1P0:7
T:Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player | TriggerZones$ Battlefield | IsPresent$ Card.Self+attackedThisCombat,Card.Self+blockedThisCombat | Execute$ TrigRemoveCounter | TriggerDescription$ At end of combat, if CARDNAME attacked or blocked this combat, remove a +1/+0 counter from it.
SVar:TrigRemoveCounter:DB$ RemoveCounter | Defined$ Self | CounterType$ P1P0 | CounterNum$ 1
A:AB$ PutCounter | Cost$ X T | Defined$ Self | CounterType$ P1P0 | CounterNum$ X | UpTo$ True | MaxFromEffect$ 7 | ActivationPhases$ Upkeep | PlayerTurn$ True | SpellDescription$ Put up to X +1/+0 counters on CARDNAME. This ability can't cause the total number of +1/+0 counters on CARDNAME to be greater than seven. Activate only during your upkeep.
SVar:X:Count$xPaid"#],
    ),
    Abilities::plain(
        "Command Tower",
        &[
            r#"A:AB$ Mana | Cost$ T | Produced$ Combo ColorIdentity | SpellDescription$ Add one mana of any color in your commander's color identity."#,
        ],
    ),
    Abilities::plain(
        "Darigaaz, the Igniter",
        &[r#"K:Flying
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigChooseColor | TriggerDescription$ Whenever CARDNAME deals combat damage to a player, you may pay {2}{R}. If you do, choose a color, then that player reveals their hand and CARDNAME deals damage to the player equal to the number of cards of that color revealed this way.
SVar:TrigChooseColor:AB$ ChooseColor | Cost$ 2 R | Defined$ You | SubAbility$ DBReveal
SVar:DBReveal:DB$ RevealHand | Defined$ TriggeredTarget | RememberRevealed$ True | SubAbility$ DBDamage
SVar:DBDamage:DB$ DealDamage | Defined$ TriggeredTarget | NumDmg$ X | SubAbility$ DBCleanup
SVar:X:Remembered$Valid Card.ChosenColor
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#],
    ),
    Abilities::plain(
        "Demonlord Belzenlok",
        &[r#"K:Flying
K:Trample
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigRepeat | TriggerDescription$ When CARDNAME enters, exile cards from the top of your library until you exile a nonland card, then put that card into your hand. If the card's mana value is 4 or greater, repeat this process. CARDNAME deals 1 damage to you for each card put into your hand this way.
SVar:TrigRepeat:DB$ Repeat | RepeatSubAbility$ DBDig | RepeatCheckSVar$ Y | RepeatSVarCompare$ GE4 | SubAbility$ DBDamage
SVar:DBDig:DB$ DigUntil | Valid$ Card.nonLand | ValidDescription$ nonland | FoundDestination$ Hand | RevealedDestination$ Exile | ImprintFound$ True | RememberFound$ True
SVar:Y:Imprinted$CardManaCost
SVar:DBDamage:DB$ DealDamage | Defined$ You | NumDmg$ X | SubAbility$ DBCleanup
SVar:X:Remembered$Amount
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True | ClearImprinted$ True"#],
    ),
    Abilities::plain(
        "Elvish Mystic",
        &[r#"A:AB$ Mana | Cost$ T | Produced$ G | SpellDescription$ Add {G}."#],
    ),
    Abilities::plain(
        "Exalted Angel",
        &[r#"K:Flying
T:Mode$ DamageDoneOnce | ValidSource$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigGainLife | TriggerDescription$ Whenever CARDNAME deals damage, you gain that much life.
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ X
SVar:X:TriggerCount$DamageAmount
K:Morph:2 W W"#],
    ),
    Abilities::plain(
        "Exchange of Words",
        &[
            r#"T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigExchange | TriggerDescription$ When CARDNAME enters, choose two target creatures. For as long as CARDNAME remains on the battlefield, exchange the text boxes of those creatures.
SVar:TrigExchange:DB$ ExchangeTextBox | ValidTgts$ Creature | TgtPrompt$ Select two target creatures | TargetMin$ 2 | TargetMax$ 2 | Duration$ UntilHostLeavesPlay"#,
        ],
    ),
    Abilities::plain(
        "Exhaustion",
        &[
            r#"A:SP$ PumpAll | ValidTgts$ Opponent | TgtPrompt$ Select target opponent | ValidCards$ Creature.TargetedPlayerCtrl,Land.TargetedPlayerCtrl | KW$ HIDDEN This card doesn't untap during your next untap step. | Duration$ Permanent | SpellDescription$ Creatures and lands target opponent controls don't untap during their next untap step."#,
        ],
    ),
    Abilities::plain("Forest", &[""]),
    Abilities::plain("Forest Bear", &[""]),
    Abilities::plain(
        "Glacial Ray",
        &[
            r#"A:SP$ DealDamage | ValidTgts$ Any | TgtPrompt$ Select any target | NumDmg$ 2 | SpellDescription$ CARDNAME deals 2 damage to any target.
K:Splice:Arcane:1 R"#,
        ],
    ),
    Abilities::plain(
        "Goblin Guide",
        &[r#"K:Haste
T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigPeek | TriggerDescription$ Whenever CARDNAME attacks, defending player reveals the top card of their library. If it's a land card, that player puts it into their hand.
SVar:TrigPeek:DB$ PeekAndReveal | Defined$ DefendingPlayer | RememberRevealed$ True | SubAbility$ DBToHand
SVar:DBToHand:DB$ ChangeZone | Defined$ Remembered | Origin$ Library | Destination$ Hand | ConditionDefined$ Remembered | ConditionPresent$ Land | ConditionCompare$ EQ1 | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#],
    ),
    Abilities::plain(
        "Griselbrand",
        &[r#"K:Flying
K:Lifelink
A:AB$ Draw | Cost$ PayLife<7> | Defined$ You | NumCards$ 7 | SpellDescription$ Draw seven cards."#],
    ),
    Abilities::plain("Grizzly Bears", &[""]),
    Abilities::plain("Island", &[""]),
    Abilities::plain(
        "Island Fish Jasconius",
        &[r#"K:CARDNAME doesn't untap during your untap step.
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigUntap | TriggerDescription$ At the beginning of your upkeep, you may pay {U}{U}{U}. If you do, untap CARDNAME.
SVar:TrigUntap:AB$ Untap | Cost$ U U U | Defined$ Self
S:Mode$ CantAttackUnless | ValidCard$ Card.Self | UnlessDefender$ Island | Description$ CARDNAME can't attack unless defending player controls an Island.
T:Mode$ Always | IsPresent$ Island.YouCtrl | PresentCompare$ EQ0 | TriggerZones$ Battlefield | Execute$ TrigSacrifice | TriggerDescription$ When you control no Islands, sacrifice CARDNAME.
SVar:TrigSacrifice:DB$ Sacrifice | Defined$ Self"#],
    ),
    Abilities::plain(
        "Ixidron",
        &[r#"K:ETBReplacement:Other:TurnFaceDown
SVar:TurnFaceDown:DB$ SetState | Defined$ Valid Creature.nonToken+Other | Mode$ TurnFaceDown | SpellDescription$ As CARDNAME enters, turn all other nontoken creatures face down. (They're 2/2 creatures.)
S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X | Description$ CARDNAME's power and toughness are each equal to the number of face-down creatures on the battlefield.
SVar:X:Count$Valid Creature.faceDown"#],
    ),
    Abilities::plain(
        "Kodama's Reach",
        &[
            r#"A:SP$ ChangeZone | Origin$ Library | Destination$ Battlefield | Tapped$ True | ChangeType$ Land.Basic | ChangeNum$ 1 | Reveal$ True | Shuffle$ False | SubAbility$ DBToHand | SpellDescription$ Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.
SVar:DBToHand:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Land.Basic | ChangeNum$ 1 | Reveal$ True | Shuffle$ True"#,
        ],
    ),
    Abilities::plain(
        "Lightning Bolt",
        &[
            r#"A:SP$ DealDamage | ValidTgts$ Any | TgtPrompt$ Select any target | NumDmg$ 3 | SpellDescription$ CARDNAME deals 3 damage to any target."#,
        ],
    ),
    Abilities::plain(
        "Lim-Dûl's Vault",
        &[
            r#"A:SP$ PeekAndReveal | PeekAmount$ 5 | NoReveal$ True | SubAbility$ DBRepeat | SpellDescription$ Look at the top five cards of your library. As many times as you choose, you may pay 1 life, put those cards on the bottom of your library in any order, then look at the top five cards of your library. Then shuffle and put the last cards you looked at this way on top in any order.
SVar:DBRepeat:DB$ Repeat | RepeatSubAbility$ DBBottom | RepeatOptional$ True | SubAbility$ DBRememberTop
SVar:DBBottom:DB$ Dig | DigNum$ 5 | ChangeNum$ All | DestinationZone$ Library | LibraryPosition$ -1 | UnlessCost$ PayLife<1> | UnlessPayer$ You | UnlessSwitched$ True | SubAbility$ DBLook
SVar:DBLook:DB$ PeekAndReveal | PeekAmount$ 5 | NoReveal$ True
SVar:DBRememberTop:DB$ Dig | DigNum$ 5 | ChangeNum$ All | DestinationZone$ Exile | RememberChanged$ True | SubAbility$ DBShuffle
SVar:DBShuffle:DB$ Shuffle | Defined$ You | SubAbility$ DBTop
SVar:DBTop:DB$ ChangeZone | Defined$ Remembered | Origin$ Exile | Destination$ Library | LibraryPosition$ 0 | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#,
        ],
    ),
    Abilities::plain(
        "Llanowar Elves",
        &[r#"A:AB$ Mana | Cost$ T | Produced$ G | SpellDescription$ Add {G}."#],
    ),
    Abilities::plain(
        "Looming Shade",
        &[
            r#"A:AB$ Pump | Cost$ B | Defined$ Self | NumAtt$ +1 | NumDef$ +1 | SpellDescription$ CARDNAME gets +1/+1 until end of turn."#,
        ],
    ),
    Abilities::plain(
        "Lord of the Pit",
        &[r#"K:Flying
K:Trample
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigSacrifice | TriggerDescription$ At the beginning of your upkeep, sacrifice a creature other than CARDNAME. If you can't, CARDNAME deals 7 damage to you.
SVar:TrigSacrifice:DB$ Sacrifice | Defined$ You | SacValid$ Creature.Other | RememberSacrificed$ True | SubAbility$ DBDamage
SVar:DBDamage:DB$ DealDamage | Defined$ You | NumDmg$ 7 | ConditionDefined$ Remembered | ConditionPresent$ Card | ConditionCompare$ EQ0 | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#],
    ),
    Abilities::plain("Mountain", &[""]),
    Abilities::plain("Mountain Goat", &["K:Landwalk:Mountain"]),
    Abilities::plain("Plains", &[""]),
    Abilities::plain(
        "Quicksilver Elemental",
        &[
            r#"A:AB$ Animate | Cost$ U | ValidTgts$ Creature | TgtPrompt$ Select target creature | Defined$ Self | GainsAbilitiesOfDefined$ Targeted | GainsAbilitiesActivated$ True | SpellDescription$ CARDNAME gains all activated abilities of target creature until end of turn. (If any of the abilities use that creature's name, use this creature's name instead.)
S:Mode$ ManaConvert | ValidPlayer$ You | ValidCard$ Card.Self | ValidSA$ Activated | ManaConversion$ U->AnyColor | Description$ You may spend blue mana as though it were mana of any color to pay the activation costs of CARDNAME's abilities."#,
        ],
    ),
    Abilities::plain(
        "Reaper from the Abyss",
        &[r#"K:Flying
T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ Player | TriggerZones$ Battlefield | CheckSVar$ Morbid | SVarCompare$ GE1 | Execute$ TrigDestroy | TriggerDescription$ Morbid — At the beginning of each end step, if a creature died this turn, destroy target non-Demon creature.
SVar:TrigDestroy:DB$ Destroy | ValidTgts$ Creature.nonDemon | TgtPrompt$ Select target non-Demon creature
SVar:Morbid:Count$Morbid.1.0"#],
    ),
    Abilities::plain(
        "Relentless Rats",
        &[
            r#"S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X | Description$ CARDNAME gets +1/+1 for each other creature on the battlefield named Relentless Rats.
SVar:X:Count$Valid Creature.Other+namedRelentless Rats
K:A deck can have any number of cards named CARDNAME."#,
        ],
    ),
    Abilities::plain("Runeclaw Bear", &[""]),
    Abilities::plain(
        "Shield of Kaldra",
        &[
            r#"S:Mode$ Continuous | Affected$ Equipment.namedSword of Kaldra,Equipment.namedShield of Kaldra,Equipment.namedHelm of Kaldra | AddKeyword$ Indestructible | Description$ Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra have indestructible.
S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ Indestructible | Description$ Equipped creature has indestructible.
K:Equip:4"#,
        ],
    ),
    Abilities::plain(
        "Skithiryx, the Blight Dragon",
        &[r#"K:Flying
K:Infect
A:AB$ Pump | Cost$ B | Defined$ Self | KW$ Haste | SpellDescription$ CARDNAME gains haste until end of turn.
A:AB$ Regenerate | Cost$ B B | Defined$ Self | SpellDescription$ Regenerate CARDNAME."#],
    ),
    Abilities::plain(
        "Spectacular Spider-Man",
        &[r#"K:Flash
A:AB$ Pump | Cost$ 1 | Defined$ Self | KW$ Flying | SpellDescription$ CARDNAME gains flying until end of turn.
A:AB$ PumpAll | Cost$ 1 Sac<1/CARDNAME> | ValidCards$ Creature.YouCtrl | KW$ Hexproof & Indestructible | SpellDescription$ Creatures you control gain hexproof and indestructible until end of turn."#],
    ),
    Abilities::plain("Swamp", &[""]),
    Abilities::plain(
        "Sword of Kaldra",
        &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 5 | AddToughness$ 5 | Description$ Equipped creature gets +5/+5.
T:Mode$ DamageDone | ValidSource$ Creature.EquippedBy | ValidTarget$ Creature | TriggerZones$ Battlefield | Execute$ TrigExile | TriggerDescription$ Whenever equipped creature deals damage to a creature, exile that creature.
SVar:TrigExile:DB$ ChangeZone | Defined$ TriggeredTargetLKICopy | Origin$ Battlefield | Destination$ Exile
K:Equip:4"#,
        ],
    ),
    Abilities::plain(
        "Timberpack Wolf",
        &[
            r#"S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X | Description$ CARDNAME gets +1/+1 for each other creature you control named Timberpack Wolf.
SVar:X:Count$Valid Creature.Other+YouCtrl+namedTimberpack Wolf"#,
        ],
    ),
    Abilities::plain(
        "Web-Shooters",
        &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Reach | AddTrigger$ TrigAttacks | Description$ Equipped creature gets +1/+1 and has reach and "Whenever this creature attacks, tap target creature an opponent controls."
SVar:TrigAttacks:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigTap | TriggerDescription$ Whenever this creature attacks, tap target creature an opponent controls.
SVar:TrigTap:DB$ Tap | ValidTgts$ Creature.OppCtrl | TgtPrompt$ Select target creature an opponent controls
K:Equip:2"#,
        ],
    ),
    Abilities::plain(
        "Whisperwood Elemental",
        &[
            r#"T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigManifest | TriggerDescription$ At the beginning of your end step, manifest the top card of your library.
SVar:TrigManifest:DB$ Manifest | Defined$ TopOfLibrary
A:AB$ AnimateAll | Cost$ Sac<1/CARDNAME> | ValidCards$ Creature.faceUp+nonToken+YouCtrl | Triggers$ TrigDies | SpellDescription$ Until end of turn, face-up nontoken creatures you control gain "When this creature dies, manifest the top card of your library."
SVar:TrigDies:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | Execute$ TrigManifestDies | TriggerDescription$ When this creature dies, manifest the top card of your library.
SVar:TrigManifestDies:DB$ Manifest | Defined$ TopOfLibrary"#,
        ],
    ),
    Abilities::plain(
        "White Knight",
        &[r#"K:First Strike
K:Protection from black"#],
    ),
    Abilities::plain(
        "Wildfire",
        &[
            r#"A:SP$ Sacrifice | Defined$ Player | SacValid$ Land | Amount$ 4 | SubAbility$ DBDamageAll | SpellDescription$ Each player sacrifices four lands of their choice. CARDNAME deals 4 damage to each creature.
SVar:DBDamageAll:DB$ DamageAll | ValidCards$ Creature | NumDmg$ 4"#,
        ],
    ),
    Abilities::plain(
        "Yidaro, Wandering Monster",
        &[r#"K:Trample
K:Haste
K:Cycling:1 R
T:Mode$ Cycled | ValidCard$ Card.Self | Execute$ TrigYidaro | TriggerDescription$ When you cycle this card, shuffle it into your library from your graveyard. If you've cycled a card named Yidaro, Wandering Monster four or more times this game, put it onto the battlefield from your graveyard instead.
SVar:TrigYidaro:DB$ ChangeZone | Defined$ TriggeredNewCardLKICopy | Origin$ Graveyard | Destination$ Library | Shuffle$ True
FlavorName:Godzilla, Doom Inevitable"#],
    ),
    // Cards added to the Oracle subset for later cases (used when the subset has them).
    Abilities::plain(
        "Bonesplitter",
        &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 2 | Description$ Equipped creature gets +2/+0.
K:Equip:1"#,
        ],
    ),
    Abilities::plain("Branchsnap Lorian", &["K:Trample\nK:Morph:G"]),
    Abilities::plain(
        "Conspiracy",
        &[r#"K:ETBReplacement:Other:ChooseCT
SVar:ChooseCT:DB$ ChooseType | Defined$ You | Type$ Creature | SpellDescription$ As CARDNAME enters, choose a creature type.
S:Mode$ Continuous | Affected$ Creature.YouCtrl | AffectedZone$ Battlefield,Hand,Graveyard,Exile,Stack,Library,Command | AddType$ ChosenType | RemoveCreatureTypes$ True | Description$ Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield."#],
    ),
    Abilities::plain(
        "Gemrazer",
        &[r#"K:Mutate:1 G G
K:Reach
K:Trample
T:Mode$ Mutates | ValidCard$ Card.Self | Execute$ TrigDestroy | TriggerDescription$ Whenever this creature mutates, destroy target artifact or enchantment an opponent controls.
SVar:TrigDestroy:DB$ Destroy | ValidTgts$ Artifact.OppCtrl,Enchantment.OppCtrl | TgtPrompt$ Select target artifact or enchantment an opponent controls"#],
    ),
    Abilities::plain(
        "Grinning Demon",
        &[
            r#"T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigLoseLife | TriggerDescription$ At the beginning of your upkeep, you lose 2 life.
SVar:TrigLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2
K:Morph:2 B B"#,
        ],
    ),
    Abilities::plain(
        "Heritage Druid",
        &[
            r#"A:AB$ Mana | Cost$ tapXType<3/Elf> | Produced$ G | Amount$ 3 | SpellDescription$ Add {G}{G}{G}."#,
        ],
    ),
    Abilities::plain(
        "Mirror Gallery",
        &[
            r#"S:Mode$ IgnoreLegendRule | ValidCard$ Permanent | Description$ The "legend rule" doesn't apply."#,
        ],
    ),
    Abilities::plain(
        "Ninja of the Deep Hours",
        &[r#"K:Ninjutsu:1 U
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | OptionalDecider$ You | TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ Whenever CARDNAME deals combat damage to a player, you may draw a card.
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1"#],
    ),
    Abilities::plain(
        "Smuggler's Copter",
        &[r#"K:Flying
T:Mode$ Attacks | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigLoot | TriggerDescription$ Whenever this Vehicle attacks or blocks, you may draw a card. If you do, discard a card.
T:Mode$ Blocks | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigLoot | Secondary$ True | TriggerDescription$ Whenever this Vehicle attacks or blocks, you may draw a card. If you do, discard a card.
SVar:TrigLoot:DB$ Draw | Defined$ You | NumCards$ 1 | SubAbility$ DBDiscard
SVar:DBDiscard:DB$ Discard | Defined$ You | NumCards$ 1 | Mode$ TgtChoose
K:Crew:1"#],
    ),
    Abilities::plain("Wandering Ones", &[""]),
    Abilities::plain(
        "Xenograft",
        &[r#"K:ETBReplacement:Other:ChooseCT
SVar:ChooseCT:DB$ ChooseType | Defined$ You | Type$ Creature | SpellDescription$ As CARDNAME enters, choose a creature type.
S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddType$ ChosenType | Description$ Each creature you control is the chosen type in addition to its other types."#],
    ),
    Abilities::plain(
        "Pouncing Shoreshark",
        &[r#"K:Mutate:3 U
K:Flash
T:Mode$ Mutates | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigBounce | TriggerDescription$ Whenever this creature mutates, you may return target creature an opponent controls to its owner's hand.
SVar:TrigBounce:DB$ ChangeZone | ValidTgts$ Creature.OppCtrl | TgtPrompt$ Select target creature an opponent controls | Origin$ Battlefield | Destination$ Hand"#],
    ),
];
