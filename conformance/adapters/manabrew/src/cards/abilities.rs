// SPDX-License-Identifier: AGPL-3.0-or-later
//! The abilities of each card, written for this adapter from the card's Oracle text (the
//! header lines come from the Oracle subset, see [`super::oracle`]). One entry per Oracle
//! subset key; `faces[i]` holds the ability lines of face `i` (side a, b), `mode` the
//! `AlternateMode` of a multi-faced card, `extra` lines that belong to the whole card.
//!
//! The grammar is manabrew's (Forge's script format as the engine reads it): `K:` keywords,
//! `A:` spells and activated abilities (`SP$`/`AB$`), `T:` triggers, `S:` static abilities,
//! `R:` replacement effects and `SVar:` sub-abilities, with the parameter names of
//! `manabrew_engine::parsing::keys`. Where the engine's effects take a parameter for a rule
//! the card states (`AddNames$`, `SetName$`, `ChangeTypeWord$` ...), the script states it
//! even when the engine then ignores it: the adapter reports what the engine does with the
//! card as printed, not a card trimmed to what the engine implements.

/// The ability lines of one card.
pub struct Abilities {
    /// The Oracle subset key (`"Fire // Ice"`).
    pub card: &'static str,
    /// `AlternateMode` of a multi-faced card (`Split`, `Adventure`, `DoubleFaced`, `Modal`,
    /// `Flip`, `Meld`).
    pub mode: Option<&'static str>,
    /// Lines for the whole card, written after the first face's header (`MeldPair:`).
    pub extra: &'static str,
    /// Ability lines per face (side a, side b).
    pub faces: &'static [&'static str],
}

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

/// Every scripted card.
pub const ABILITIES: &[Abilities] = &[
    Abilities {
        card: "Abyssal Persecutor",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
K:Trample
S:Mode$ Continuous | Affected$ You | AddKeyword$ You can't win the game. | Description$ You can't win the game and your opponents can't lose the game.
S:Mode$ Continuous | Affected$ Opponent | AddKeyword$ You can't lose the game. | Secondary$ True"#],
    },
    Abilities {
        card: "Akki Lavarunner // Tok-Tok, Volcano Born",
        mode: Some("Flip"),
        extra: "",
        faces: &[
            r#"K:Haste
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Opponent | TriggerZones$ Battlefield | Execute$ TrigFlip | TriggerDescription$ Whenever CARDNAME deals damage to an opponent, flip it.
SVar:TrigFlip:DB$ SetState | Defined$ Self | Mode$ Flip"#,
            r#"K:Protection from red
R:Event$ DamageDone | ActiveZones$ Battlefield | ValidSource$ Card.Red | ValidTarget$ Player | ReplaceWith$ DmgPlus1 | Description$ If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.
SVar:DmgPlus1:DB$ ReplaceEffect | VarName$ DamageAmount | VarValue$ X
SVar:X:ReplaceCount$DamageAmount/Plus.1"#,
        ],
    },
    Abilities {
        card: "Archfiend of Ifnir",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
T:Mode$ Discarded | ValidCard$ Card.Other+YouOwn | TriggerZones$ Battlefield | Execute$ TrigPutCounter | TriggerDescription$ Whenever you cycle or discard another card, put a -1/-1 counter on each creature your opponents control.
SVar:TrigPutCounter:DB$ PutCounterAll | ValidCards$ Creature.OppCtrl | CounterType$ M1M1 | CounterNum$ 1
K:Cycling:2"#],
    },
    Abilities {
        card: "Artificial Evolution",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ ChangeText | ValidTgts$ Card | TgtZone$ Battlefield,Stack | TgtPrompt$ Select target spell or permanent | ChangeTypeWord$ ChooseCreatureType ChooseCreatureType | ForbiddenNewTypes$ Wall | Duration$ Permanent | SpellDescription$ Change the text of target spell or permanent by replacing all instances of one creature type with another. The new creature type can't be Wall."#,
        ],
    },
    Abilities {
        card: "Black Knight",
        mode: None,
        extra: "",
        faces: &[r#"K:First Strike
K:Protection from white"#],
    },
    Abilities {
        card: "Bonecrusher Giant // Stomp",
        mode: Some("Adventure"),
        extra: "",
        faces: &[
            r#"T:Mode$ BecomesTarget | ValidTarget$ Card.Self | ValidSource$ Spell | TriggerZones$ Battlefield | Execute$ TrigDamage | TriggerDescription$ Whenever CARDNAME becomes the target of a spell, CARDNAME deals 2 damage to that spell's controller.
SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredSourceController | NumDmg$ 2"#,
            r#"A:SP$ Effect | StaticAbilities$ STCantPrevent | SubAbility$ DBDamage | SpellDescription$ Damage can't be prevented this turn. Stomp deals 2 damage to any target.
SVar:STCantPrevent:Mode$ CantPreventDamage | Description$ Damage can't be prevented.
SVar:DBDamage:DB$ DealDamage | ValidTgts$ Any | NumDmg$ 2"#,
        ],
    },
    Abilities {
        card: "Bottomless Pool // Locker Room",
        mode: Some("Split"),
        extra: "",
        faces: &[
            r#"T:Mode$ UnlockDoor | ValidPlayer$ You | ValidCard$ Card.Self | ThisDoor$ True | Execute$ TrigBounce | TriggerDescription$ When you unlock this door, return up to one target creature to its owner's hand.
SVar:TrigBounce:DB$ ChangeZone | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 1 | Origin$ Battlefield | Destination$ Hand"#,
            r#"T:Mode$ DamageDoneOnce | ValidSource$ Creature.YouCtrl | ValidTarget$ Player | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ Whenever one or more creatures you control deal combat damage to a player, draw a card.
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1"#,
        ],
    },
    Abilities {
        card: "Brazen Borrower // Petty Theft",
        mode: Some("Adventure"),
        extra: "",
        faces: &[
            r#"K:Flash
K:Flying
S:Mode$ CantBlockBy | ValidAttacker$ Creature.withoutFlying | ValidBlocker$ Creature.Self | Description$ CARDNAME can block only creatures with flying."#,
            r#"A:SP$ ChangeZone | ValidTgts$ Permanent.nonLand+OppCtrl | TgtPrompt$ Select target nonland permanent an opponent controls | Origin$ Battlefield | Destination$ Hand | SpellDescription$ Return target nonland permanent an opponent controls to its owner's hand."#,
        ],
    },
    Abilities {
        card: "Bruna, the Fading Light // Brisela, Voice of Nightmares",
        mode: Some("Meld"),
        extra: "MeldPair:Gisela, the Broken Blade",
        faces: &[
            r#"T:Mode$ SpellCast | ValidCard$ Card.Self | Execute$ TrigReturn | OptionalDecider$ You | TriggerDescription$ When you cast this spell, you may return target Angel or Human creature card from your graveyard to the battlefield.
SVar:TrigReturn:DB$ ChangeZone | Origin$ Graveyard | Destination$ Battlefield | ValidTgts$ Creature.Angel+YouOwn,Creature.Human+YouOwn | TgtPrompt$ Select target Angel or Human creature card in your graveyard
K:Flying
K:Vigilance"#,
            r#"K:Flying
K:First Strike
K:Vigilance
K:Lifelink
S:Mode$ CantBeCast | ValidCard$ Card.cmcLE3 | Caster$ Opponent | Description$ Your opponents can't cast spells with mana value 3 or less."#,
        ],
    },
    Abilities {
        card: "Burning of Xinye",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ ChooseCard | Defined$ You | Amount$ 4 | Choices$ Land.YouCtrl | Mandatory$ True | SubAbility$ DBDestroyYours | SpellDescription$ You destroy four lands you control, then target opponent destroys four lands they control. Then CARDNAME deals 4 damage to each creature.
SVar:DBDestroyYours:DB$ Destroy | Defined$ ChosenCard | SubAbility$ DBChooseTheirs
SVar:DBChooseTheirs:DB$ ChooseCard | ValidTgts$ Opponent | Defined$ Targeted | Amount$ 4 | Choices$ Land.TargetedPlayerCtrl | Mandatory$ True | SubAbility$ DBDestroyTheirs
SVar:DBDestroyTheirs:DB$ Destroy | Defined$ ChosenCard | SubAbility$ DBDamageAll
SVar:DBDamageAll:DB$ DamageAll | ValidCards$ Creature | NumDmg$ 4"#,
        ],
    },
    Abilities {
        card: "Cackling Counterpart",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ CopyPermanent | ValidTgts$ Creature.YouCtrl | TgtPrompt$ Select target creature you control | SpellDescription$ Create a token that's a copy of target creature you control.
K:Flashback:5 U U"#,
        ],
    },
    Abilities {
        card: "Clinquant Skymage",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
T:Mode$ Drawn | ValidCard$ Card.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigPutCounter | TriggerDescription$ Whenever you draw a card, put a +1/+1 counter on CARDNAME.
SVar:TrigPutCounter:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1"#],
    },
    Abilities {
        card: "Clockwork Beast",
        mode: None,
        extra: "",
        faces: &[r#"K:etbCounter:P1P0:7
T:Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player | TriggerZones$ Battlefield | IsPresent$ Card.Self+attackedThisCombat,Card.Self+blockedThisCombat | Execute$ TrigRemoveCounter | TriggerDescription$ At end of combat, if CARDNAME attacked or blocked this combat, remove a +1/+0 counter from it.
SVar:TrigRemoveCounter:DB$ RemoveCounter | Defined$ Self | CounterType$ P1P0 | CounterNum$ 1
A:AB$ PutCounter | Cost$ X T | Defined$ Self | CounterType$ P1P0 | CounterNum$ X | UpTo$ True | MaxFromEffect$ 7 | ActivationPhases$ Upkeep | PlayerTurn$ True | SpellDescription$ Put up to X +1/+0 counters on CARDNAME. This ability can't cause the total number of +1/+0 counters on CARDNAME to be greater than seven. Activate only during your upkeep.
SVar:X:Count$xPaid"#],
    },
    Abilities {
        card: "Clone",
        mode: None,
        extra: "",
        faces: &[r#"K:ETBReplacement:Copy:DBCopy:Optional
SVar:DBCopy:DB$ Clone | Choices$ Creature | ChoiceZone$ Battlefield | SpellDescription$ You may have CARDNAME enter as a copy of any creature on the battlefield."#],
    },
    Abilities {
        card: "Command Tower",
        mode: None,
        extra: "",
        faces: &[
            r#"A:AB$ Mana | Cost$ T | Produced$ Combo ColorIdentity | SpellDescription$ Add one mana of any color in your commander's color identity."#,
        ],
    },
    Abilities {
        card: "Commit // Memory",
        mode: Some("Split"),
        extra: "",
        faces: &[
            r#"A:SP$ ChangeZone | ValidTgts$ Card.inZoneStack,Permanent.nonLand | TgtZone$ Stack,Battlefield | TgtPrompt$ Select target spell or nonland permanent | Origin$ Stack,Battlefield | Destination$ Library | LibraryPosition$ 1 | SpellDescription$ Put target spell or nonland permanent into its owner's library second from the top."#,
            r#"K:Aftermath
A:SP$ ChangeZoneAll | ChangeType$ Card | Origin$ Hand,Graveyard | Destination$ Library | Shuffle$ True | SubAbility$ DBDraw | SpellDescription$ Each player shuffles their hand and graveyard into their library, then draws seven cards.
SVar:DBDraw:DB$ Draw | Defined$ Player | NumCards$ 7"#,
        ],
    },
    Abilities {
        card: "Cranial Extraction",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ NameCard | Defined$ You | ValidCards$ Card.nonLand | SubAbility$ DBExile | SpellDescription$ Choose a nonland card name. Search target player's graveyard, hand, and library for all cards with that name and exile them. Then that player shuffles.
SVar:DBExile:DB$ ChangeZoneAll | ValidTgts$ Player | TgtPrompt$ Select target player | ChangeType$ Card.NamedCard | Origin$ Graveyard,Hand,Library | Destination$ Exile | Shuffle$ True"#,
        ],
    },
    Abilities {
        card: "Darigaaz, the Igniter",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigChooseColor | TriggerDescription$ Whenever CARDNAME deals combat damage to a player, you may pay {2}{R}. If you do, choose a color, then that player reveals their hand and CARDNAME deals damage to the player equal to the number of cards of that color revealed this way.
SVar:TrigChooseColor:AB$ ChooseColor | Cost$ 2 R | Defined$ You | SubAbility$ DBReveal
SVar:DBReveal:DB$ RevealHand | Defined$ TriggeredTarget | RememberRevealed$ True | SubAbility$ DBDamage
SVar:DBDamage:DB$ DealDamage | Defined$ TriggeredTarget | NumDmg$ X | SubAbility$ DBCleanup
SVar:X:Remembered$Valid Card.ChosenColor
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#],
    },
    Abilities {
        card: "Delver of Secrets // Insectile Aberration",
        mode: Some("DoubleFaced"),
        extra: "",
        faces: &[
            r#"T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigPeek | TriggerDescription$ At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform CARDNAME.
SVar:TrigPeek:DB$ PeekAndReveal | PeekAmount$ 1 | RevealOptional$ True | RememberRevealed$ True | SubAbility$ DBTransform
SVar:DBTransform:DB$ SetState | Defined$ Self | Mode$ Transform | ConditionDefined$ Remembered | ConditionPresent$ Card.Instant,Card.Sorcery | ConditionCompare$ EQ1 | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#,
            r#"K:Flying"#,
        ],
    },
    Abilities {
        card: "Demonlord Belzenlok",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
K:Trample
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigRepeat | TriggerDescription$ When CARDNAME enters, exile cards from the top of your library until you exile a nonland card, then put that card into your hand. If the card's mana value is 4 or greater, repeat this process. CARDNAME deals 1 damage to you for each card put into your hand this way.
SVar:TrigRepeat:DB$ Repeat | RepeatSubAbility$ DBDig | RepeatCheckSVar$ Y | RepeatSVarCompare$ GE4 | SubAbility$ DBDamage
SVar:DBDig:DB$ DigUntil | Valid$ Card.nonLand | ValidDescription$ nonland | FoundDestination$ Hand | RevealedDestination$ Exile | ImprintFound$ True | RememberFound$ True
SVar:Y:Imprinted$CardManaCost
SVar:DBDamage:DB$ DealDamage | Defined$ You | NumDmg$ X | SubAbility$ DBCleanup
SVar:X:Remembered$Amount
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True | ClearImprinted$ True"#],
    },
    Abilities {
        card: "Dispossess",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ NameCard | Defined$ You | ValidCards$ Card.Artifact | SubAbility$ DBExile | SpellDescription$ Choose an artifact card name. Search target opponent's graveyard, hand, and library for any number of cards with the chosen name and exile them. Then that player shuffles.
SVar:DBExile:DB$ ChangeZoneAll | ValidTgts$ Opponent | TgtPrompt$ Select target opponent | ChangeType$ Card.NamedCard | Origin$ Graveyard,Hand,Library | Destination$ Exile | Shuffle$ True"#,
        ],
    },
    Abilities {
        card: "Echoing Truth",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ ChangeZone | ValidTgts$ Permanent.nonLand | TgtPrompt$ Select target nonland permanent | Origin$ Battlefield | Destination$ Hand | SubAbility$ DBChangeZoneAll | SpellDescription$ Return target nonland permanent and all other permanents with the same name as that permanent to their owners' hands.
SVar:DBChangeZoneAll:DB$ ChangeZoneAll | ChangeType$ Permanent.NotDefinedTargeted+sharesNameWith Targeted | Origin$ Battlefield | Destination$ Hand"#,
        ],
    },
    Abilities {
        card: "Elvish Mystic",
        mode: None,
        extra: "",
        faces: &[r#"A:AB$ Mana | Cost$ T | Produced$ G | SpellDescription$ Add {G}."#],
    },
    Abilities {
        card: "Exalted Angel",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
T:Mode$ DamageDoneOnce | ValidSource$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigGainLife | TriggerDescription$ Whenever CARDNAME deals damage, you gain that much life.
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ X
SVar:X:TriggerCount$DamageAmount
K:Morph:2 W W"#],
    },
    Abilities {
        card: "Exchange of Words",
        mode: None,
        extra: "",
        faces: &[
            r#"T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigExchange | TriggerDescription$ When CARDNAME enters, choose two target creatures. For as long as CARDNAME remains on the battlefield, exchange the text boxes of those creatures.
SVar:TrigExchange:DB$ ExchangeTextBox | ValidTgts$ Creature | TgtPrompt$ Select two target creatures | TargetMin$ 2 | TargetMax$ 2 | Duration$ UntilHostLeavesPlay"#,
        ],
    },
    Abilities {
        card: "Exhaustion",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ PumpAll | ValidTgts$ Opponent | TgtPrompt$ Select target opponent | ValidCards$ Creature.TargetedPlayerCtrl,Land.TargetedPlayerCtrl | KW$ HIDDEN This card doesn't untap during your next untap step. | Duration$ Permanent | SpellDescription$ Creatures and lands target opponent controls don't untap during their next untap step."#,
        ],
    },
    Abilities {
        card: "Fire // Ice",
        mode: Some("Split"),
        extra: "",
        faces: &[
            r#"A:SP$ DealDamage | ValidTgts$ Any | TgtPrompt$ Select any target | NumDmg$ 2 | TargetMin$ 1 | TargetMax$ 2 | DividedAsYouChoose$ 2 | SpellDescription$ Fire deals 2 damage divided as you choose among one or two targets."#,
            r#"A:SP$ Tap | ValidTgts$ Permanent | TgtPrompt$ Select target permanent | SubAbility$ DBDraw | SpellDescription$ Tap target permanent. Draw a card.
SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1"#,
        ],
    },
    Abilities {
        card: "Forest",
        mode: None,
        extra: "",
        faces: &[""],
    },
    Abilities {
        card: "Forest Bear",
        mode: None,
        extra: "",
        faces: &[""],
    },
    Abilities {
        card: "Gisela, the Broken Blade // Brisela, Voice of Nightmares",
        mode: Some("Meld"),
        extra: "MeldPair:Bruna, the Fading Light",
        faces: &[
            r#"K:Flying
K:First Strike
K:Lifelink
T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | IsPresent$ Creature.namedBruna; the Fading Light+YouOwn+YouCtrl | Execute$ TrigMeld | TriggerDescription$ At the beginning of your end step, if you both own and control CARDNAME and a creature named Bruna, the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.
SVar:TrigMeld:DB$ Meld | Name$ Brisela, Voice of Nightmares | Primary$ Gisela, the Broken Blade | Secondary$ Bruna, the Fading Light"#,
            r#"K:Flying
K:First Strike
K:Vigilance
K:Lifelink
S:Mode$ CantBeCast | ValidCard$ Card.cmcLE3 | Caster$ Opponent | Description$ Your opponents can't cast spells with mana value 3 or less."#,
        ],
    },
    Abilities {
        card: "Glacial Ray",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ DealDamage | ValidTgts$ Any | TgtPrompt$ Select any target | NumDmg$ 2 | SpellDescription$ CARDNAME deals 2 damage to any target.
K:Splice:Arcane:1 R"#,
        ],
    },
    Abilities {
        card: "Goblin Guide",
        mode: None,
        extra: "",
        faces: &[r#"K:Haste
T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigPeek | TriggerDescription$ Whenever CARDNAME attacks, defending player reveals the top card of their library. If it's a land card, that player puts it into their hand.
SVar:TrigPeek:DB$ PeekAndReveal | Defined$ DefendingPlayer | RememberRevealed$ True | SubAbility$ DBToHand
SVar:DBToHand:DB$ ChangeZone | Defined$ Remembered | Origin$ Library | Destination$ Hand | ConditionDefined$ Remembered | ConditionPresent$ Land | ConditionCompare$ EQ1 | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#],
    },
    Abilities {
        card: "Griselbrand",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
K:Lifelink
A:AB$ Draw | Cost$ PayLife<7> | Defined$ You | NumCards$ 7 | SpellDescription$ Draw seven cards."#],
    },
    Abilities {
        card: "Grizzly Bears",
        mode: None,
        extra: "",
        faces: &[""],
    },
    Abilities {
        card: "Helm of Kaldra",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ First Strike & Trample & Haste | Description$ Equipped creature has first strike, trample, and haste.
A:AB$ Token | Cost$ 1 | TokenAmount$ 1 | TokenScript$ kaldra | TokenOwner$ You | ConditionCheckSVar$ KaldraPieces | ConditionSVarCompare$ EQ3 | RememberTokens$ True | SubAbility$ DBAttach | SpellDescription$ If you control Equipment named Helm of Kaldra, Sword of Kaldra, and Shield of Kaldra, create Kaldra, a legendary 4/4 colorless Avatar creature token. Attach those Equipment to it.
SVar:DBAttach:DB$ Attach | Object$ Valid Equipment.namedHelm of Kaldra+YouCtrl,Equipment.namedSword of Kaldra+YouCtrl,Equipment.namedShield of Kaldra+YouCtrl | Defined$ Remembered | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True
SVar:KaldraPieces:Count$Valid Equipment.namedHelm of Kaldra+YouCtrl/Plus.Y
SVar:Y:Count$Valid Equipment.namedSword of Kaldra+YouCtrl/Plus.Z
SVar:Z:Count$Valid Equipment.namedShield of Kaldra+YouCtrl
K:Equip:2"#,
        ],
    },
    Abilities {
        card: "Huntmaster of the Fells // Ravager of the Fells",
        mode: Some("DoubleFaced"),
        extra: "",
        faces: &[
            r#"T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigToken | TriggerDescription$ Whenever CARDNAME enters or transforms into CARDNAME, create a 2/2 green Wolf creature token and you gain 2 life.
T:Mode$ Transformed | ValidCard$ Card.Self | Execute$ TrigToken | Secondary$ True | TriggerDescription$ Whenever CARDNAME enters or transforms into CARDNAME, create a 2/2 green Wolf creature token and you gain 2 life.
SVar:TrigToken:DB$ Token | TokenAmount$ 1 | TokenScript$ g_2_2_wolf | TokenOwner$ You | SubAbility$ DBGainLife
SVar:DBGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 2
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player | TriggerZones$ Battlefield | CheckSVar$ X | SVarCompare$ EQ0 | Execute$ TrigTransform | TriggerDescription$ At the beginning of each upkeep, if no spells were cast last turn, transform CARDNAME.
SVar:TrigTransform:DB$ SetState | Defined$ Self | Mode$ Transform
SVar:X:Count$LastTurnCast"#,
            r#"K:Trample
T:Mode$ Transformed | ValidCard$ Card.Self | Execute$ TrigDamage | TriggerDescription$ Whenever this creature transforms into CARDNAME, it deals 2 damage to target opponent or planeswalker and 2 damage to up to one target creature that player or that planeswalker's controller controls.
SVar:TrigDamage:DB$ DealDamage | ValidTgts$ Opponent,Planeswalker | TgtPrompt$ Select target opponent or planeswalker | NumDmg$ 2 | SubAbility$ DBDamage
SVar:DBDamage:DB$ DealDamage | ValidTgts$ Creature.ControlledBy ParentTargetedController | TgtPrompt$ Select up to one target creature that player controls | TargetMin$ 0 | TargetMax$ 1 | NumDmg$ 2
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player | TriggerZones$ Battlefield | CheckSVar$ X | SVarCompare$ GE2 | Execute$ TrigTransform | TriggerDescription$ At the beginning of each upkeep, if a player cast two or more spells last turn, transform CARDNAME.
SVar:TrigTransform:DB$ SetState | Defined$ Self | Mode$ Transform
SVar:X:Count$LastTurnCastMax"#,
        ],
    },
    Abilities {
        card: "Island",
        mode: None,
        extra: "",
        faces: &[""],
    },
    Abilities {
        card: "Island Fish Jasconius",
        mode: None,
        extra: "",
        faces: &[r#"K:CARDNAME doesn't untap during your untap step.
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigUntap | TriggerDescription$ At the beginning of your upkeep, you may pay {U}{U}{U}. If you do, untap CARDNAME.
SVar:TrigUntap:AB$ Untap | Cost$ U U U | Defined$ Self
S:Mode$ CantAttackUnless | ValidCard$ Card.Self | UnlessDefender$ Island | Description$ CARDNAME can't attack unless defending player controls an Island.
T:Mode$ Always | IsPresent$ Island.YouCtrl | PresentCompare$ EQ0 | TriggerZones$ Battlefield | Execute$ TrigSacrifice | TriggerDescription$ When you control no Islands, sacrifice CARDNAME.
SVar:TrigSacrifice:DB$ Sacrifice | Defined$ Self"#],
    },
    Abilities {
        card: "Ixidron",
        mode: None,
        extra: "",
        faces: &[r#"K:ETBReplacement:Other:TurnFaceDown
SVar:TurnFaceDown:DB$ SetState | Defined$ Valid Creature.nonToken+Other | Mode$ TurnFaceDown | SpellDescription$ As CARDNAME enters, turn all other nontoken creatures face down. (They're 2/2 creatures.)
S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X | Description$ CARDNAME's power and toughness are each equal to the number of face-down creatures on the battlefield.
SVar:X:Count$Valid Creature.faceDown"#],
    },
    Abilities {
        card: "Kitsune Mystic // Autumn-Tail, Kitsune Sage",
        mode: Some("Flip"),
        extra: "",
        faces: &[
            r#"T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ Player | TriggerZones$ Battlefield | IsPresent$ Aura.AttachedTo Card.Self | PresentCompare$ GE2 | Execute$ TrigFlip | TriggerDescription$ At the beginning of the end step, if CARDNAME is enchanted by two or more Auras, flip it.
SVar:TrigFlip:DB$ SetState | Defined$ Self | Mode$ Flip"#,
            r#"A:AB$ Attach | Cost$ 1 | ValidTgts$ Aura.Attached | TgtPrompt$ Select target Aura attached to a creature | Object$ Targeted | Choices$ Creature.NotEnchantedBy Targeted | SpellDescription$ Attach target Aura attached to a creature to another creature."#,
        ],
    },
    Abilities {
        card: "Kodama's Reach",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ ChangeZone | Origin$ Library | Destination$ Battlefield | Tapped$ True | ChangeType$ Land.Basic | ChangeNum$ 1 | Reveal$ True | Shuffle$ False | SubAbility$ DBToHand | SpellDescription$ Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.
SVar:DBToHand:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Land.Basic | ChangeNum$ 1 | Reveal$ True | Shuffle$ True"#,
        ],
    },
    Abilities {
        card: "Lightning Bolt",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ DealDamage | ValidTgts$ Any | TgtPrompt$ Select any target | NumDmg$ 3 | SpellDescription$ CARDNAME deals 3 damage to any target."#,
        ],
    },
    Abilities {
        card: "Lim-Dûl's Vault",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ PeekAndReveal | PeekAmount$ 5 | NoReveal$ True | SubAbility$ DBRepeat | SpellDescription$ Look at the top five cards of your library. As many times as you choose, you may pay 1 life, put those cards on the bottom of your library in any order, then look at the top five cards of your library. Then shuffle and put the last cards you looked at this way on top in any order.
SVar:DBRepeat:DB$ Repeat | RepeatSubAbility$ DBBottom | RepeatOptional$ True | SubAbility$ DBRememberTop
SVar:DBBottom:DB$ Dig | DigNum$ 5 | ChangeNum$ All | DestinationZone$ Library | LibraryPosition$ -1 | UnlessCost$ PayLife<1> | UnlessPayer$ You | UnlessSwitched$ True | SubAbility$ DBLook
SVar:DBLook:DB$ PeekAndReveal | PeekAmount$ 5 | NoReveal$ True
SVar:DBRememberTop:DB$ Dig | DigNum$ 5 | ChangeNum$ All | DestinationZone$ Exile | RememberChanged$ True | SubAbility$ DBShuffle
SVar:DBShuffle:DB$ Shuffle | Defined$ You | SubAbility$ DBTop
SVar:DBTop:DB$ ChangeZone | Defined$ Remembered | Origin$ Exile | Destination$ Library | LibraryPosition$ 0 | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#,
        ],
    },
    Abilities {
        card: "Llanowar Elves",
        mode: None,
        extra: "",
        faces: &[r#"A:AB$ Mana | Cost$ T | Produced$ G | SpellDescription$ Add {G}."#],
    },
    Abilities {
        card: "Llanowar Mentor",
        mode: None,
        extra: "",
        faces: &[
            r#"A:AB$ Token | Cost$ G T Discard<1/Card> | TokenAmount$ 1 | TokenScript$ llanowar_elves | TokenOwner$ You | SpellDescription$ Create a 1/1 green Elf Druid creature token named Llanowar Elves. It has "{T}: Add {G}.""#,
        ],
    },
    Abilities {
        card: "Looming Shade",
        mode: None,
        extra: "",
        faces: &[
            r#"A:AB$ Pump | Cost$ B | Defined$ Self | NumAtt$ +1 | NumDef$ +1 | SpellDescription$ CARDNAME gets +1/+1 until end of turn."#,
        ],
    },
    Abilities {
        card: "Lord of the Pit",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
K:Trample
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigSacrifice | TriggerDescription$ At the beginning of your upkeep, sacrifice a creature other than CARDNAME. If you can't, CARDNAME deals 7 damage to you.
SVar:TrigSacrifice:DB$ Sacrifice | Defined$ You | SacValid$ Creature.Other | RememberSacrificed$ True | SubAbility$ DBDamage
SVar:DBDamage:DB$ DealDamage | Defined$ You | NumDmg$ 7 | ConditionDefined$ Remembered | ConditionPresent$ Card | ConditionCompare$ EQ0 | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#],
    },
    Abilities {
        card: "Magical Hack",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ ChangeText | ValidTgts$ Card | TgtZone$ Battlefield,Stack | TgtPrompt$ Select target spell or permanent | ChangeTypeWord$ ChooseBasicLandType ChooseBasicLandType | Duration$ Permanent | SpellDescription$ Change the text of target spell or permanent by replacing all instances of one basic land type with another."#,
        ],
    },
    Abilities {
        card: "Meddling Mage",
        mode: None,
        extra: "",
        faces: &[r#"K:ETBReplacement:Other:DBNameCard
SVar:DBNameCard:DB$ NameCard | Defined$ You | ValidCards$ Card.nonLand | SpellDescription$ As CARDNAME enters, choose a nonland card name.
S:Mode$ CantBeCast | ValidCard$ Card.NamedCard | Description$ Spells with the chosen name can't be cast."#],
    },
    Abilities {
        card: "Mind Bend",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ Charm | Choices$ DBColorWord,DBLandType | SpellDescription$ Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another.
SVar:DBColorWord:DB$ ChangeText | ValidTgts$ Permanent | TgtPrompt$ Select target permanent | ChangeColorWord$ Choose Choose | Duration$ Permanent | SpellDescription$ Replace all instances of one color word with another.
SVar:DBLandType:DB$ ChangeText | ValidTgts$ Permanent | TgtPrompt$ Select target permanent | ChangeTypeWord$ ChooseBasicLandType ChooseBasicLandType | Duration$ Permanent | SpellDescription$ Replace all instances of one basic land type with another."#,
        ],
    },
    Abilities {
        card: "Mountain",
        mode: None,
        extra: "",
        faces: &[""],
    },
    Abilities {
        card: "Mountain Goat",
        mode: None,
        extra: "",
        faces: &["K:Landwalk:Mountain"],
    },
    Abilities {
        card: "Murderous Rider // Swift End",
        mode: Some("Adventure"),
        extra: "",
        faces: &[
            r#"K:Lifelink
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | Execute$ TrigBottom | TriggerDescription$ When CARDNAME dies, put it on the bottom of its owner's library.
SVar:TrigBottom:DB$ ChangeZone | Defined$ TriggeredNewCardLKICopy | Origin$ Graveyard | Destination$ Library | LibraryPosition$ -1"#,
            r#"A:SP$ Destroy | ValidTgts$ Creature,Planeswalker | TgtPrompt$ Select target creature or planeswalker | SubAbility$ DBLoseLife | SpellDescription$ Destroy target creature or planeswalker. You lose 2 life.
SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2"#,
        ],
    },
    Abilities {
        card: "Pithing Needle",
        mode: None,
        extra: "",
        faces: &[r#"K:ETBReplacement:Other:DBNameCard
SVar:DBNameCard:DB$ NameCard | Defined$ You | SpellDescription$ As CARDNAME enters, choose a card name.
S:Mode$ CantBeActivated | ValidCard$ Card.NamedCard | NonMana$ True | Description$ Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."#],
    },
    Abilities {
        card: "Plains",
        mode: None,
        extra: "",
        faces: &[""],
    },
    Abilities {
        card: "Presence of Gond",
        mode: None,
        extra: "",
        faces: &[r#"K:Enchant creature
A:SP$ Attach | ValidTgts$ Creature | TgtPrompt$ Select target creature | AILogic$ Pump
S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddAbility$ ABToken | Description$ Enchanted creature has "{T}: Create a 1/1 green Elf Warrior creature token."
SVar:ABToken:AB$ Token | Cost$ T | TokenAmount$ 1 | TokenScript$ g_1_1_elf_warrior | TokenOwner$ You | SpellDescription$ Create a 1/1 green Elf Warrior creature token."#],
    },
    Abilities {
        card: "Prosperous Innkeeper",
        mode: None,
        extra: "",
        faces: &[
            r#"T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigToken | TriggerDescription$ When CARDNAME enters, create a Treasure token.
SVar:TrigToken:DB$ Token | TokenAmount$ 1 | TokenScript$ c_a_treasure_sac | TokenOwner$ You
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigGainLife | TriggerDescription$ Whenever another creature you control enters, you gain 1 life.
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 1"#,
        ],
    },
    Abilities {
        card: "Psychic Paper",
        mode: None,
        extra: "",
        faces: &[
            r#"T:Mode$ Attached | ValidSource$ Card.Self | ValidTarget$ Creature | Execute$ DBNameCard | TriggerDescription$ As CARDNAME becomes attached to a creature, choose a creature card name and a creature type.
SVar:DBNameCard:DB$ NameCard | Defined$ You | ValidCards$ Card.Creature | SubAbility$ DBChooseType
SVar:DBChooseType:DB$ ChooseType | Defined$ You | Type$ Creature
S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ Ward:1 & HIDDEN Unblockable | SetName$ ChosenName | AddType$ ChosenType | RemoveCreatureTypes$ True | Description$ Equipped creature has ward {1}, it can't be blocked, and its name and creature type are the last chosen name and creature type.
K:Equip:2"#,
        ],
    },
    Abilities {
        card: "Quicksilver Elemental",
        mode: None,
        extra: "",
        faces: &[
            r#"A:AB$ Animate | Cost$ U | ValidTgts$ Creature | TgtPrompt$ Select target creature | Defined$ Self | GainsAbilitiesOfDefined$ Targeted | GainsAbilitiesActivated$ True | SpellDescription$ CARDNAME gains all activated abilities of target creature until end of turn. (If any of the abilities use that creature's name, use this creature's name instead.)
S:Mode$ ManaConvert | ValidPlayer$ You | ValidCard$ Card.Self | ValidSA$ Activated | ManaConversion$ U->AnyColor | Description$ You may spend blue mana as though it were mana of any color to pay the activation costs of CARDNAME's abilities."#,
        ],
    },
    Abilities {
        card: "Raise the Alarm",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ Token | TokenAmount$ 2 | TokenScript$ w_1_1_soldier | TokenOwner$ You | SpellDescription$ Create two 1/1 white Soldier creature tokens."#,
        ],
    },
    Abilities {
        card: "Reaper from the Abyss",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ Player | TriggerZones$ Battlefield | CheckSVar$ Morbid | SVarCompare$ GE1 | Execute$ TrigDestroy | TriggerDescription$ Morbid — At the beginning of each end step, if a creature died this turn, destroy target non-Demon creature.
SVar:TrigDestroy:DB$ Destroy | ValidTgts$ Creature.nonDemon | TgtPrompt$ Select target non-Demon creature
SVar:Morbid:Count$Morbid.1.0"#],
    },
    Abilities {
        card: "Relentless Rats",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X | Description$ CARDNAME gets +1/+1 for each other creature on the battlefield named Relentless Rats.
SVar:X:Count$Valid Creature.Other+namedRelentless Rats
K:A deck can have any number of cards named CARDNAME."#,
        ],
    },
    Abilities {
        card: "Runeclaw Bear",
        mode: None,
        extra: "",
        faces: &[""],
    },
    Abilities {
        card: "Shatterskull Smashing // Shatterskull, the Hammer Pass",
        mode: Some("Modal"),
        extra: "",
        faces: &[
            r#"A:SP$ DealDamage | ValidTgts$ Creature,Planeswalker | TgtPrompt$ Select up to two target creatures and/or planeswalkers | TargetMin$ 0 | TargetMax$ 2 | NumDmg$ Y | DividedAsYouChoose$ Y | SpellDescription$ CARDNAME deals X damage divided as you choose among up to two target creatures and/or planeswalkers. If X is 6 or more, CARDNAME deals twice X damage divided as you choose among them instead.
SVar:X:Count$xPaid
SVar:Y:Count$Compare X GE6.Twice.X
SVar:Twice:SVar$X/Times.2"#,
            r#"K:ETBReplacement:Other:DBTapped
SVar:DBTapped:DB$ Tap | Defined$ Self | ETB$ True | UnlessCost$ PayLife<3> | UnlessPayer$ You | SpellDescription$ As CARDNAME enters, you may pay 3 life. If you don't, it enters tapped.
A:AB$ Mana | Cost$ T | Produced$ R | SpellDescription$ Add {R}."#,
        ],
    },
    Abilities {
        card: "Shield of Kaldra",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Equipment.namedSword of Kaldra,Equipment.namedShield of Kaldra,Equipment.namedHelm of Kaldra | AddKeyword$ Indestructible | Description$ Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra have indestructible.
S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ Indestructible | Description$ Equipped creature has indestructible.
K:Equip:4"#,
        ],
    },
    Abilities {
        card: "Skithiryx, the Blight Dragon",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
K:Infect
A:AB$ Pump | Cost$ B | Defined$ Self | KW$ Haste | SpellDescription$ CARDNAME gains haste until end of turn.
A:AB$ Regenerate | Cost$ B B | Defined$ Self | SpellDescription$ Regenerate CARDNAME."#],
    },
    Abilities {
        card: "Sleight of Mind",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ ChangeText | ValidTgts$ Card | TgtZone$ Battlefield,Stack | TgtPrompt$ Select target spell or permanent | ChangeColorWord$ Choose Choose | Duration$ Permanent | SpellDescription$ Change the text of target spell or permanent by replacing all instances of one color word with another."#,
        ],
    },
    Abilities {
        card: "Spectacular Spider-Man",
        mode: None,
        extra: "",
        faces: &[r#"K:Flash
A:AB$ Pump | Cost$ 1 | Defined$ Self | KW$ Flying | SpellDescription$ CARDNAME gains flying until end of turn.
A:AB$ PumpAll | Cost$ 1 Sac<1/CARDNAME> | ValidCards$ Creature.YouCtrl | KW$ Hexproof & Indestructible | SpellDescription$ Creatures you control gain hexproof and indestructible until end of turn."#],
    },
    Abilities {
        card: "Spy Kit",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 1 | AddToughness$ 1 | AddNames$ AllNonLegendaryCreatureNames | Description$ Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.
K:Equip:2"#,
        ],
    },
    Abilities {
        card: "Swamp",
        mode: None,
        extra: "",
        faces: &[""],
    },
    Abilities {
        card: "Sword of Kaldra",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 5 | AddToughness$ 5 | Description$ Equipped creature gets +5/+5.
T:Mode$ DamageDone | ValidSource$ Creature.EquippedBy | ValidTarget$ Creature | TriggerZones$ Battlefield | Execute$ TrigExile | TriggerDescription$ Whenever equipped creature deals damage to a creature, exile that creature.
SVar:TrigExile:DB$ ChangeZone | Defined$ TriggeredTargetLKICopy | Origin$ Battlefield | Destination$ Exile
K:Equip:4"#,
        ],
    },
    Abilities {
        card: "The Ever-Changing 'Dane",
        mode: None,
        extra: "",
        faces: &[
            r#"A:AB$ Clone | Cost$ 1 Sac<1/Creature.Other/another creature> | Defined$ Remembered | RememberSacrificed$ True | GainThisAbility$ True | SubAbility$ DBCleanup | SpellDescription$ CARDNAME becomes a copy of the sacrificed creature, except it has this ability.
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#,
        ],
    },
    Abilities {
        card: "Timberpack Wolf",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X | Description$ CARDNAME gets +1/+1 for each other creature you control named Timberpack Wolf.
SVar:X:Count$Valid Creature.Other+YouCtrl+namedTimberpack Wolf"#,
        ],
    },
    Abilities {
        card: "Unholy Annex // Ritual Chamber",
        mode: Some("Split"),
        extra: "",
        faces: &[
            r#"T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ At the beginning of your end step, draw a card. If you control a Demon, each opponent loses 2 life and you gain 2 life. Otherwise, you lose 2 life.
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1 | SubAbility$ DBDrain
SVar:DBDrain:DB$ LoseLife | Defined$ Opponent | LifeAmount$ 2 | ConditionPresent$ Demon.YouCtrl | ConditionCompare$ GE1 | SubAbility$ DBGainLife
SVar:DBGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 2 | ConditionPresent$ Demon.YouCtrl | ConditionCompare$ GE1 | SubAbility$ DBLoseLife
SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2 | ConditionPresent$ Demon.YouCtrl | ConditionCompare$ EQ0"#,
            r#"T:Mode$ UnlockDoor | ValidPlayer$ You | ValidCard$ Card.Self | ThisDoor$ True | Execute$ TrigToken | TriggerDescription$ When you unlock this door, create a 6/6 black Demon creature token with flying.
SVar:TrigToken:DB$ Token | TokenAmount$ 1 | TokenScript$ b_6_6_demon_flying | TokenOwner$ You"#,
        ],
    },
    Abilities {
        card: "Valakut Awakening // Valakut Stoneforge",
        mode: Some("Modal"),
        extra: "",
        faces: &[
            r#"A:SP$ ChangeZone | Origin$ Hand | Destination$ Library | LibraryPosition$ -1 | ChangeType$ Card | ChangeNum$ NumInHand | AnyNumber$ True | Hidden$ True | RememberChanged$ True | SubAbility$ DBDraw | SpellDescription$ Put any number of cards from your hand on the bottom of your library, then draw that many cards plus one.
SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ X | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True
SVar:NumInHand:Count$InYourHand
SVar:X:Remembered$Amount/Plus.1"#,
            r#"K:ETBReplacement:Other:DBTapped
SVar:DBTapped:DB$ Tap | Defined$ Self | ETB$ True | UnlessCost$ PayLife<3> | UnlessPayer$ You | SpellDescription$ As CARDNAME enters, you may pay 3 life. If you don't, it enters tapped.
A:AB$ Mana | Cost$ T | Produced$ R | SpellDescription$ Add {R}."#,
        ],
    },
    Abilities {
        card: "Voldaren Bloodcaster // Bloodbat Summoner",
        mode: Some("DoubleFaced"),
        extra: "",
        faces: &[
            r#"K:Flying
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self,Creature.nonToken+Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigBlood | TriggerDescription$ Whenever CARDNAME or another nontoken creature you control dies, create a Blood token.
SVar:TrigBlood:DB$ Token | TokenAmount$ 1 | TokenScript$ c_a_blood_draw | TokenOwner$ You
T:Mode$ TokenCreated | ValidToken$ Card.Blood+YouCtrl | TriggerZones$ Battlefield | IsPresent$ Card.Blood+token+YouCtrl | PresentCompare$ GE5 | Execute$ TrigTransform | TriggerDescription$ Whenever you create a Blood token, if you control five or more Blood tokens, transform CARDNAME.
SVar:TrigTransform:DB$ SetState | Defined$ Self | Mode$ Transform
FlavorName:Dracula, Lord of Blood"#,
            r#"K:Flying
T:Mode$ Phase | Phase$ BeginCombat | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigAnimate | TriggerDescription$ At the beginning of combat on your turn, up to one target Blood token you control becomes a 2/2 black Bat creature with flying and haste in addition to its other types.
SVar:TrigAnimate:DB$ Animate | ValidTgts$ Card.Blood+token+YouCtrl | TgtPrompt$ Select up to one target Blood token you control | TargetMin$ 0 | TargetMax$ 1 | Power$ 2 | Toughness$ 2 | Types$ Creature,Bat | Colors$ Black | Keywords$ Flying & Haste | Duration$ Permanent
FlavorName:Dracula, Lord of Bats"#,
        ],
    },
    Abilities {
        card: "Wear // Tear",
        mode: Some("Split"),
        extra: "",
        faces: &[
            r#"K:Fuse
A:SP$ Destroy | ValidTgts$ Artifact | TgtPrompt$ Select target artifact | SpellDescription$ Destroy target artifact."#,
            r#"K:Fuse
A:SP$ Destroy | ValidTgts$ Enchantment | TgtPrompt$ Select target enchantment | SpellDescription$ Destroy target enchantment."#,
        ],
    },
    Abilities {
        card: "Web-Shooters",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Reach | AddTrigger$ TrigAttacks | Description$ Equipped creature gets +1/+1 and has reach and "Whenever this creature attacks, tap target creature an opponent controls."
SVar:TrigAttacks:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigTap | TriggerDescription$ Whenever this creature attacks, tap target creature an opponent controls.
SVar:TrigTap:DB$ Tap | ValidTgts$ Creature.OppCtrl | TgtPrompt$ Select target creature an opponent controls
K:Equip:2"#,
        ],
    },
    Abilities {
        card: "Whisperwood Elemental",
        mode: None,
        extra: "",
        faces: &[
            r#"T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigManifest | TriggerDescription$ At the beginning of your end step, manifest the top card of your library.
SVar:TrigManifest:DB$ Manifest | Defined$ TopOfLibrary
A:AB$ AnimateAll | Cost$ Sac<1/CARDNAME> | ValidCards$ Creature.faceUp+nonToken+YouCtrl | Triggers$ TrigDies | SpellDescription$ Until end of turn, face-up nontoken creatures you control gain "When this creature dies, manifest the top card of your library."
SVar:TrigDies:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | Execute$ TrigManifestDies | TriggerDescription$ When this creature dies, manifest the top card of your library.
SVar:TrigManifestDies:DB$ Manifest | Defined$ TopOfLibrary"#,
        ],
    },
    Abilities {
        card: "White Knight",
        mode: None,
        extra: "",
        faces: &[r#"K:First Strike
K:Protection from black"#],
    },
    Abilities {
        card: "Wildfire",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ Sacrifice | Defined$ Player | SacValid$ Land | Amount$ 4 | SubAbility$ DBDamageAll | SpellDescription$ Each player sacrifices four lands of their choice. CARDNAME deals 4 damage to each creature.
SVar:DBDamageAll:DB$ DamageAll | ValidCards$ Creature | NumDmg$ 4"#,
        ],
    },
    Abilities {
        card: "Yidaro, Wandering Monster",
        mode: None,
        extra: "",
        faces: &[r#"K:Trample
K:Haste
K:Cycling:1 R
T:Mode$ Cycled | ValidCard$ Card.Self | Execute$ TrigYidaro | TriggerDescription$ When you cycle this card, shuffle it into your library from your graveyard. If you've cycled a card named Yidaro, Wandering Monster four or more times this game, put it onto the battlefield from your graveyard instead.
SVar:TrigYidaro:DB$ ChangeZone | Defined$ TriggeredNewCardLKICopy | Origin$ Graveyard | Destination$ Library | Shuffle$ True
FlavorName:Godzilla, Doom Inevitable"#],
    },
    // Cards added to the Oracle subset for later cases (used when the subset has them).
    Abilities {
        card: "Beloved Beggar // Generous Soul",
        mode: Some("DoubleFaced"),
        extra: "",
        faces: &[
            "K:Disturb:4 W W",
            r#"K:Flying
K:Vigilance
R:Event$ Moved | ValidCard$ Card.Self | Destination$ Graveyard | ReplaceWith$ DBExile | Description$ If CARDNAME would be put into a graveyard from anywhere, exile it instead.
SVar:DBExile:DB$ ChangeZone | Hidden$ True | Origin$ All | Destination$ Exile | Defined$ ReplacedCard"#,
        ],
    },
    Abilities {
        card: "Bonesplitter",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 2 | Description$ Equipped creature gets +2/+0.
K:Equip:1"#,
        ],
    },
    Abilities {
        card: "Branchsnap Lorian",
        mode: None,
        extra: "",
        faces: &["K:Trample\nK:Morph:G"],
    },
    Abilities {
        card: "Conspiracy",
        mode: None,
        extra: "",
        faces: &[r#"K:ETBReplacement:Other:ChooseCT
SVar:ChooseCT:DB$ ChooseType | Defined$ You | Type$ Creature | SpellDescription$ As CARDNAME enters, choose a creature type.
S:Mode$ Continuous | Affected$ Creature.YouCtrl | AffectedZone$ Battlefield,Hand,Graveyard,Exile,Stack,Library,Command | AddType$ ChosenType | RemoveCreatureTypes$ True | Description$ Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield."#],
    },
    Abilities {
        card: "Cytoshape",
        mode: None,
        extra: "",
        faces: &[
            r#"A:SP$ ChooseCard | Defined$ You | Choices$ Creature.nonLegendary | ChoiceZone$ Battlefield | Mandatory$ True | SubAbility$ DBClone | SpellDescription$ Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until end of turn.
SVar:DBClone:DB$ Clone | Defined$ ChosenCard | ValidTgts$ Creature | TgtPrompt$ Select target creature | CloneTarget$ ParentTarget | Duration$ UntilEndOfTurn"#,
        ],
    },
    Abilities {
        card: "Fae of Wishes // Granted",
        mode: Some("Adventure"),
        extra: "",
        faces: &[
            r#"K:Flying
A:AB$ ChangeZone | Cost$ 1 U Discard<2/Card> | Defined$ Self | Origin$ Battlefield | Destination$ Hand | SpellDescription$ Return CARDNAME to its owner's hand."#,
            r#"A:SP$ ChangeZone | Origin$ Sideboard | Destination$ Hand | ChangeType$ Card.nonCreature+YouOwn | ChangeNum$ 1 | Hidden$ True | Optional$ True | SpellDescription$ You may reveal a noncreature card you own from outside the game and put it into your hand."#,
        ],
    },
    Abilities {
        card: "Flesh // Blood",
        mode: Some("Split"),
        extra: "",
        faces: &[
            r#"K:Fuse
A:SP$ ChangeZone | Origin$ Graveyard | Destination$ Exile | ValidTgts$ Creature | TgtPrompt$ Select target creature card in a graveyard | RememberChanged$ True | SubAbility$ DBPutCounter | SpellDescription$ Exile target creature card from a graveyard. Put X +1/+1 counters on target creature, where X is the power of the card you exiled.
SVar:DBPutCounter:DB$ PutCounter | ValidTgts$ Creature | TgtPrompt$ Select target creature | CounterType$ P1P1 | CounterNum$ X | SubAbility$ DBCleanup
SVar:X:Remembered$CardPower
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#,
            r#"K:Fuse
A:SP$ DealDamage | ValidTgts$ Any | TgtPrompt$ Select any target | NumDmg$ X | DamageSource$ ParentTarget | SpellDescription$ Target creature you control deals damage equal to its power to any target.
SVar:X:TargetedLKICopy$CardPower"#,
        ],
    },
    Abilities {
        card: "Gemrazer",
        mode: None,
        extra: "",
        faces: &[r#"K:Mutate:1 G G
K:Reach
K:Trample
T:Mode$ Mutates | ValidCard$ Card.Self | Execute$ TrigDestroy | TriggerDescription$ Whenever this creature mutates, destroy target artifact or enchantment an opponent controls.
SVar:TrigDestroy:DB$ Destroy | ValidTgts$ Artifact.OppCtrl,Enchantment.OppCtrl | TgtPrompt$ Select target artifact or enchantment an opponent controls"#],
    },
    Abilities {
        card: "Grinning Demon",
        mode: None,
        extra: "",
        faces: &[
            r#"T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigLoseLife | TriggerDescription$ At the beginning of your upkeep, you lose 2 life.
SVar:TrigLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2
K:Morph:2 B B"#,
        ],
    },
    Abilities {
        card: "Helm of the Host",
        mode: None,
        extra: "",
        faces: &[
            r#"T:Mode$ Phase | Phase$ BeginCombat | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigCopy | TriggerDescription$ At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the token isn't legendary. That token gains haste.
SVar:TrigCopy:DB$ CopyPermanent | Defined$ Equipped | NonLegendary$ True | PumpKeywords$ Haste | PumpDuration$ Permanent
K:Equip:5"#,
        ],
    },
    Abilities {
        card: "Heritage Druid",
        mode: None,
        extra: "",
        faces: &[
            r#"A:AB$ Mana | Cost$ tapXType<3/Elf> | Produced$ G | Amount$ 3 | SpellDescription$ Add {G}{G}{G}."#,
        ],
    },
    Abilities {
        card: "Imperious Perfect",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Creature.Elf+Other+YouCtrl | AddPower$ 1 | AddToughness$ 1 | Description$ Other Elves you control get +1/+1.
A:AB$ Token | Cost$ G T | TokenAmount$ 1 | TokenScript$ g_1_1_elf_warrior | TokenOwner$ You | SpellDescription$ Create a 1/1 green Elf Warrior creature token."#,
        ],
    },
    Abilities {
        card: "Jushi Apprentice // Tomoya the Revealer",
        mode: Some("Flip"),
        extra: "",
        faces: &[
            r#"A:AB$ Draw | Cost$ 2 U T | NumCards$ 1 | SubAbility$ DBFlip | SpellDescription$ Draw a card. If you have nine or more cards in hand, flip CARDNAME.
SVar:DBFlip:DB$ SetState | Defined$ Self | Mode$ Flip | ConditionCheckSVar$ X | ConditionSVarCompare$ GE9
SVar:X:Count$InYourHand"#,
            r#"A:AB$ Draw | Cost$ 3 U U T | ValidTgts$ Player | TgtPrompt$ Select target player | NumCards$ X | SpellDescription$ Target player draws X cards, where X is the number of cards in your hand.
SVar:X:Count$InYourHand"#,
        ],
    },
    Abilities {
        card: "Lunarch Veteran // Luminous Phantom",
        mode: Some("DoubleFaced"),
        extra: "",
        faces: &[
            r#"T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigGainLife | TriggerDescription$ Whenever another creature you control enters, you gain 1 life.
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 1
K:Disturb:1 W"#,
            r#"K:Flying
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any | ValidCard$ Creature.Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigGainLife | TriggerDescription$ Whenever another creature you control leaves the battlefield, you gain 1 life.
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 1
R:Event$ Moved | ValidCard$ Card.Self | Destination$ Graveyard | ReplaceWith$ DBExile | Description$ If CARDNAME would be put into a graveyard from anywhere, exile it instead.
SVar:DBExile:DB$ ChangeZone | Hidden$ True | Origin$ All | Destination$ Exile | Defined$ ReplacedCard"#,
        ],
    },
    Abilities {
        card: "Mirror Gallery",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ IgnoreLegendRule | ValidCard$ Permanent | Description$ The "legend rule" doesn't apply."#,
        ],
    },
    Abilities {
        card: "Nezumi Shortfang // Stabwhisker the Odious",
        mode: Some("Flip"),
        extra: "",
        faces: &[
            r#"A:AB$ Discard | Cost$ 1 B T | ValidTgts$ Opponent | NumCards$ 1 | Mode$ TgtChoose | SubAbility$ DBFlip | SpellDescription$ Target opponent discards a card. Then if that player has no cards in hand, flip CARDNAME.
SVar:DBFlip:DB$ SetState | Defined$ Self | Mode$ Flip | ConditionCheckSVar$ X | ConditionSVarCompare$ EQ0
SVar:X:TargetedPlayer$CardsInHand"#,
            r#"T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigLoseLife | TriggerDescription$ At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in their hand.
SVar:TrigLoseLife:DB$ LoseLife | Defined$ TriggeredPlayer | LifeAmount$ X
SVar:X:Count$Compare Y LT3.Z.0
SVar:Y:TriggeredPlayer$CardsInHand
SVar:Z:Number$3/Minus.Y"#,
        ],
    },
    Abilities {
        card: "Ninja of the Deep Hours",
        mode: None,
        extra: "",
        faces: &[r#"K:Ninjutsu:1 U
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | OptionalDecider$ You | TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ Whenever CARDNAME deals combat damage to a player, you may draw a card.
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1"#],
    },
    Abilities {
        card: "Quicksilver Gargantuan",
        mode: None,
        extra: "",
        faces: &[r#"K:ETBReplacement:Copy:DBCopy:Optional
SVar:DBCopy:DB$ Clone | Choices$ Creature | ChoiceZone$ Battlefield | SetPower$ 7 | SetToughness$ 7 | SpellDescription$ You may have CARDNAME enter as a copy of any creature on the battlefield, except it's 7/7."#],
    },
    Abilities {
        card: "Smuggler's Copter",
        mode: None,
        extra: "",
        faces: &[r#"K:Flying
T:Mode$ Attacks | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigLoot | TriggerDescription$ Whenever this Vehicle attacks or blocks, you may draw a card. If you do, discard a card.
T:Mode$ Blocks | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigLoot | Secondary$ True | TriggerDescription$ Whenever this Vehicle attacks or blocks, you may draw a card. If you do, discard a card.
SVar:TrigLoot:DB$ Draw | Defined$ You | NumCards$ 1 | SubAbility$ DBDiscard
SVar:DBDiscard:DB$ Discard | Defined$ You | NumCards$ 1 | Mode$ TgtChoose
K:Crew:1"#],
    },
    Abilities {
        card: "Wandering Ones",
        mode: None,
        extra: "",
        faces: &[""],
    },
    Abilities {
        card: "Xenograft",
        mode: None,
        extra: "",
        faces: &[r#"K:ETBReplacement:Other:ChooseCT
SVar:ChooseCT:DB$ ChooseType | Defined$ You | Type$ Creature | SpellDescription$ As CARDNAME enters, choose a creature type.
S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddType$ ChosenType | Description$ Each creature you control is the chosen type in addition to its other types."#],
    },
    Abilities {
        card: "Magda, Brazen Outlaw",
        mode: None,
        extra: "",
        faces: &[
            r#"S:Mode$ Continuous | Affected$ Creature.Dwarf+Other+YouCtrl | AddPower$ 1 | Description$ Other Dwarves you control get +1/+0.
T:Mode$ Taps | ValidCard$ Dwarf.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigToken | TriggerDescription$ Whenever a Dwarf you control becomes tapped, create a Treasure token.
SVar:TrigToken:DB$ Token | TokenAmount$ 1 | TokenScript$ c_a_treasure_sac | TokenOwner$ You
A:AB$ ChangeZone | Cost$ Sac<5/Treasure> | Origin$ Library | Destination$ Battlefield | ChangeType$ Artifact,Dragon | ChangeNum$ 1 | SpellDescription$ Search your library for an artifact or Dragon card, put that card onto the battlefield, then shuffle."#,
        ],
    },
    Abilities {
        card: "Pouncing Shoreshark",
        mode: None,
        extra: "",
        faces: &[r#"K:Mutate:3 U
K:Flash
T:Mode$ Mutates | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigBounce | TriggerDescription$ Whenever this creature mutates, you may return target creature an opponent controls to its owner's hand.
SVar:TrigBounce:DB$ ChangeZone | ValidTgts$ Creature.OppCtrl | TgtPrompt$ Select target creature an opponent controls | Origin$ Battlefield | Destination$ Hand"#],
    },
    Abilities {
        card: "Witness Protection",
        mode: None,
        extra: "",
        faces: &[r#"K:Enchant creature
A:SP$ Attach | ValidTgts$ Creature | TgtPrompt$ Select target creature | AILogic$ Curse
S:Mode$ Continuous | Affected$ Creature.EnchantedBy | RemoveAllAbilities$ True | SetColor$ Green,White | RemoveCardTypes$ True | RemoveCreatureTypes$ True | AddType$ Creature & Citizen | SetPower$ 1 | SetToughness$ 1 | SetName$ Legitimate Businessperson | Description$ Enchanted creature loses all abilities and is a green and white Citizen creature with base power and toughness 1/1 named Legitimate Businessperson. (It loses all other colors, card types, creature types, and names.)"#],
    },
];
