// SPDX-License-Identifier: AGPL-3.0-or-later
//! Multi-faced cards (split cards and Rooms, flip, transforming, modal double-faced, Adventure and meld cards): their `AlternateMode` and each face's ability lines.

use super::entry::Abilities;

/// The back face of Zendikar Rising's red modal double-faced spell-lands (Shatterskull, the
/// Hammer Pass; Valakut Stoneforge): the same Oracle text, so the same ability lines.
const PAY_3_LIFE_OR_TAPPED_RED_LAND: &str = r#"K:ETBReplacement:Other:DBTapped
SVar:DBTapped:DB$ Tap | Defined$ Self | ETB$ True | UnlessCost$ PayLife<3> | UnlessPayer$ You | SpellDescription$ As CARDNAME enters, you may pay 3 life. If you don't, it enters tapped.
A:AB$ Mana | Cost$ T | Produced$ R | SpellDescription$ Add {R}."#;

/// Brisela, Voice of Nightmares: the melded back face both halves of the meld pair (Bruna, the
/// Fading Light; Gisela, the Broken Blade) carry.
const BRISELA: &str = r#"K:Flying
K:First Strike
K:Vigilance
K:Lifelink
S:Mode$ CantBeCast | ValidCard$ Card.cmcLE3 | Caster$ Opponent | Description$ Your opponents can't cast spells with mana value 3 or less."#;

/// The cards of this group.
pub const CARDS: &[Abilities] = &[
    Abilities::multi(
        "Akki Lavarunner // Tok-Tok, Volcano Born",
        "Flip",
        &[
            r#"K:Haste
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Opponent | TriggerZones$ Battlefield | Execute$ TrigFlip | TriggerDescription$ Whenever CARDNAME deals damage to an opponent, flip it.
SVar:TrigFlip:DB$ SetState | Defined$ Self | Mode$ Flip"#,
            r#"K:Protection from red
R:Event$ DamageDone | ActiveZones$ Battlefield | ValidSource$ Card.Red | ValidTarget$ Player | ReplaceWith$ DmgPlus1 | Description$ If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.
SVar:DmgPlus1:DB$ ReplaceEffect | VarName$ DamageAmount | VarValue$ X
SVar:X:ReplaceCount$DamageAmount/Plus.1"#,
        ],
    ),
    Abilities::multi(
        "Bonecrusher Giant // Stomp",
        "Adventure",
        &[
            r#"T:Mode$ BecomesTarget | ValidTarget$ Card.Self | ValidSource$ Spell | TriggerZones$ Battlefield | Execute$ TrigDamage | TriggerDescription$ Whenever CARDNAME becomes the target of a spell, CARDNAME deals 2 damage to that spell's controller.
SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredSourceController | NumDmg$ 2"#,
            r#"A:SP$ Effect | StaticAbilities$ STCantPrevent | SubAbility$ DBDamage | SpellDescription$ Damage can't be prevented this turn. Stomp deals 2 damage to any target.
SVar:STCantPrevent:Mode$ CantPreventDamage | Description$ Damage can't be prevented.
SVar:DBDamage:DB$ DealDamage | ValidTgts$ Any | NumDmg$ 2"#,
        ],
    ),
    Abilities::multi(
        "Bottomless Pool // Locker Room",
        "Split",
        &[
            r#"T:Mode$ UnlockDoor | ValidPlayer$ You | ValidCard$ Card.Self | ThisDoor$ True | Execute$ TrigBounce | TriggerDescription$ When you unlock this door, return up to one target creature to its owner's hand.
SVar:TrigBounce:DB$ ChangeZone | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 1 | Origin$ Battlefield | Destination$ Hand"#,
            r#"T:Mode$ DamageDoneOnce | ValidSource$ Creature.YouCtrl | ValidTarget$ Player | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ Whenever one or more creatures you control deal combat damage to a player, draw a card.
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1"#,
        ],
    ),
    Abilities::multi(
        "Brazen Borrower // Petty Theft",
        "Adventure",
        &[
            r#"K:Flash
K:Flying
S:Mode$ CantBlockBy | ValidAttacker$ Creature.withoutFlying | ValidBlocker$ Creature.Self | Description$ CARDNAME can block only creatures with flying."#,
            r#"A:SP$ ChangeZone | ValidTgts$ Permanent.nonLand+OppCtrl | TgtPrompt$ Select target nonland permanent an opponent controls | Origin$ Battlefield | Destination$ Hand | SpellDescription$ Return target nonland permanent an opponent controls to its owner's hand."#,
        ],
    ),
    Abilities {
        card: "Bruna, the Fading Light // Brisela, Voice of Nightmares",
        mode: Some("Meld"),
        extra: "MeldPair:Gisela, the Broken Blade",
        faces: &[
            r#"T:Mode$ SpellCast | ValidCard$ Card.Self | Execute$ TrigReturn | OptionalDecider$ You | TriggerDescription$ When you cast this spell, you may return target Angel or Human creature card from your graveyard to the battlefield.
SVar:TrigReturn:DB$ ChangeZone | Origin$ Graveyard | Destination$ Battlefield | ValidTgts$ Creature.Angel+YouOwn,Creature.Human+YouOwn | TgtPrompt$ Select target Angel or Human creature card in your graveyard
K:Flying
K:Vigilance"#,
            BRISELA,
        ],
    },
    Abilities::multi(
        "Commit // Memory",
        "Split",
        &[
            r#"A:SP$ ChangeZone | ValidTgts$ Card.inZoneStack,Permanent.nonLand | TgtZone$ Stack,Battlefield | TgtPrompt$ Select target spell or nonland permanent | Origin$ Stack,Battlefield | Destination$ Library | LibraryPosition$ 1 | SpellDescription$ Put target spell or nonland permanent into its owner's library second from the top."#,
            r#"K:Aftermath
A:SP$ ChangeZoneAll | ChangeType$ Card | Origin$ Hand,Graveyard | Destination$ Library | Shuffle$ True | SubAbility$ DBDraw | SpellDescription$ Each player shuffles their hand and graveyard into their library, then draws seven cards.
SVar:DBDraw:DB$ Draw | Defined$ Player | NumCards$ 7"#,
        ],
    ),
    Abilities::multi(
        "Delver of Secrets // Insectile Aberration",
        "DoubleFaced",
        &[
            r#"T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigPeek | TriggerDescription$ At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform CARDNAME.
SVar:TrigPeek:DB$ PeekAndReveal | PeekAmount$ 1 | RevealOptional$ True | RememberRevealed$ True | SubAbility$ DBTransform
SVar:DBTransform:DB$ SetState | Defined$ Self | Mode$ Transform | ConditionDefined$ Remembered | ConditionPresent$ Card.Instant,Card.Sorcery | ConditionCompare$ EQ1 | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#,
            r#"K:Flying"#,
        ],
    ),
    Abilities::multi(
        "Fire // Ice",
        "Split",
        &[
            r#"A:SP$ DealDamage | ValidTgts$ Any | TgtPrompt$ Select any target | NumDmg$ 2 | TargetMin$ 1 | TargetMax$ 2 | DividedAsYouChoose$ 2 | SpellDescription$ Fire deals 2 damage divided as you choose among one or two targets."#,
            r#"A:SP$ Tap | ValidTgts$ Permanent | TgtPrompt$ Select target permanent | SubAbility$ DBDraw | SpellDescription$ Tap target permanent. Draw a card.
SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1"#,
        ],
    ),
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
            BRISELA,
        ],
    },
    Abilities::multi(
        "Huntmaster of the Fells // Ravager of the Fells",
        "DoubleFaced",
        &[
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
    ),
    Abilities::multi(
        "Kitsune Mystic // Autumn-Tail, Kitsune Sage",
        "Flip",
        &[
            r#"T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ Player | TriggerZones$ Battlefield | IsPresent$ Aura.AttachedTo Card.Self | PresentCompare$ GE2 | Execute$ TrigFlip | TriggerDescription$ At the beginning of the end step, if CARDNAME is enchanted by two or more Auras, flip it.
SVar:TrigFlip:DB$ SetState | Defined$ Self | Mode$ Flip"#,
            r#"A:AB$ Attach | Cost$ 1 | ValidTgts$ Aura.Attached | TgtPrompt$ Select target Aura attached to a creature | Object$ Targeted | Choices$ Creature.NotEnchantedBy Targeted | SpellDescription$ Attach target Aura attached to a creature to another creature."#,
        ],
    ),
    Abilities::multi(
        "Murderous Rider // Swift End",
        "Adventure",
        &[
            r#"K:Lifelink
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | Execute$ TrigBottom | TriggerDescription$ When CARDNAME dies, put it on the bottom of its owner's library.
SVar:TrigBottom:DB$ ChangeZone | Defined$ TriggeredNewCardLKICopy | Origin$ Graveyard | Destination$ Library | LibraryPosition$ -1"#,
            r#"A:SP$ Destroy | ValidTgts$ Creature,Planeswalker | TgtPrompt$ Select target creature or planeswalker | SubAbility$ DBLoseLife | SpellDescription$ Destroy target creature or planeswalker. You lose 2 life.
SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2"#,
        ],
    ),
    Abilities::multi(
        "Shatterskull Smashing // Shatterskull, the Hammer Pass",
        "Modal",
        &[
            r#"A:SP$ DealDamage | ValidTgts$ Creature,Planeswalker | TgtPrompt$ Select up to two target creatures and/or planeswalkers | TargetMin$ 0 | TargetMax$ 2 | NumDmg$ Y | DividedAsYouChoose$ Y | SpellDescription$ CARDNAME deals X damage divided as you choose among up to two target creatures and/or planeswalkers. If X is 6 or more, CARDNAME deals twice X damage divided as you choose among them instead.
SVar:X:Count$xPaid
SVar:Y:Count$Compare X GE6.Twice.X
SVar:Twice:SVar$X/Times.2"#,
            PAY_3_LIFE_OR_TAPPED_RED_LAND,
        ],
    ),
    Abilities::multi(
        "Unholy Annex // Ritual Chamber",
        "Split",
        &[
            r#"T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ At the beginning of your end step, draw a card. If you control a Demon, each opponent loses 2 life and you gain 2 life. Otherwise, you lose 2 life.
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1 | SubAbility$ DBDrain
SVar:DBDrain:DB$ LoseLife | Defined$ Opponent | LifeAmount$ 2 | ConditionPresent$ Demon.YouCtrl | ConditionCompare$ GE1 | SubAbility$ DBGainLife
SVar:DBGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 2 | ConditionPresent$ Demon.YouCtrl | ConditionCompare$ GE1 | SubAbility$ DBLoseLife
SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2 | ConditionPresent$ Demon.YouCtrl | ConditionCompare$ EQ0"#,
            r#"T:Mode$ UnlockDoor | ValidPlayer$ You | ValidCard$ Card.Self | ThisDoor$ True | Execute$ TrigToken | TriggerDescription$ When you unlock this door, create a 6/6 black Demon creature token with flying.
SVar:TrigToken:DB$ Token | TokenAmount$ 1 | TokenScript$ b_6_6_demon_flying | TokenOwner$ You"#,
        ],
    ),
    Abilities::multi(
        "Valakut Awakening // Valakut Stoneforge",
        "Modal",
        &[
            r#"A:SP$ ChangeZone | Origin$ Hand | Destination$ Library | LibraryPosition$ -1 | ChangeType$ Card | ChangeNum$ NumInHand | AnyNumber$ True | Hidden$ True | RememberChanged$ True | SubAbility$ DBDraw | SpellDescription$ Put any number of cards from your hand on the bottom of your library, then draw that many cards plus one.
SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ X | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True
SVar:NumInHand:Count$InYourHand
SVar:X:Remembered$Amount/Plus.1"#,
            PAY_3_LIFE_OR_TAPPED_RED_LAND,
        ],
    ),
    Abilities::multi(
        "Voldaren Bloodcaster // Bloodbat Summoner",
        "DoubleFaced",
        &[
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
    ),
    Abilities::multi(
        "Wear // Tear",
        "Split",
        &[
            r#"K:Fuse
A:SP$ Destroy | ValidTgts$ Artifact | TgtPrompt$ Select target artifact | SpellDescription$ Destroy target artifact."#,
            r#"K:Fuse
A:SP$ Destroy | ValidTgts$ Enchantment | TgtPrompt$ Select target enchantment | SpellDescription$ Destroy target enchantment."#,
        ],
    ),
    Abilities::multi(
        "Beloved Beggar // Generous Soul",
        "DoubleFaced",
        &[
            "K:Disturb:4 W W",
            r#"K:Flying
K:Vigilance
R:Event$ Moved | ValidCard$ Card.Self | Destination$ Graveyard | ReplaceWith$ DBExile | Description$ If CARDNAME would be put into a graveyard from anywhere, exile it instead.
SVar:DBExile:DB$ ChangeZone | Hidden$ True | Origin$ All | Destination$ Exile | Defined$ ReplacedCard"#,
        ],
    ),
    Abilities::multi(
        "Fae of Wishes // Granted",
        "Adventure",
        &[
            r#"K:Flying
A:AB$ ChangeZone | Cost$ 1 U Discard<2/Card> | Defined$ Self | Origin$ Battlefield | Destination$ Hand | SpellDescription$ Return CARDNAME to its owner's hand."#,
            r#"A:SP$ ChangeZone | Origin$ Sideboard | Destination$ Hand | ChangeType$ Card.nonCreature+YouOwn | ChangeNum$ 1 | Hidden$ True | Optional$ True | SpellDescription$ You may reveal a noncreature card you own from outside the game and put it into your hand."#,
        ],
    ),
    Abilities::multi(
        "Flesh // Blood",
        "Split",
        &[
            r#"K:Fuse
A:SP$ ChangeZone | Origin$ Graveyard | Destination$ Exile | ValidTgts$ Creature | TgtPrompt$ Select target creature card in a graveyard | RememberChanged$ True | SubAbility$ DBPutCounter | SpellDescription$ Exile target creature card from a graveyard. Put X +1/+1 counters on target creature, where X is the power of the card you exiled.
SVar:DBPutCounter:DB$ PutCounter | ValidTgts$ Creature | TgtPrompt$ Select target creature | CounterType$ P1P1 | CounterNum$ X | SubAbility$ DBCleanup
SVar:X:Remembered$CardPower
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True"#,
            r#"K:Fuse
A:SP$ DealDamage | ValidTgts$ Any | TgtPrompt$ Select any target | NumDmg$ X | DamageSource$ ParentTarget | SpellDescription$ Target creature you control deals damage equal to its power to any target.
SVar:X:TargetedLKICopy$CardPower"#,
        ],
    ),
    Abilities::multi(
        "Jushi Apprentice // Tomoya the Revealer",
        "Flip",
        &[
            r#"A:AB$ Draw | Cost$ 2 U T | NumCards$ 1 | SubAbility$ DBFlip | SpellDescription$ Draw a card. If you have nine or more cards in hand, flip CARDNAME.
SVar:DBFlip:DB$ SetState | Defined$ Self | Mode$ Flip | ConditionCheckSVar$ X | ConditionSVarCompare$ GE9
SVar:X:Count$InYourHand"#,
            r#"A:AB$ Draw | Cost$ 3 U U T | ValidTgts$ Player | TgtPrompt$ Select target player | NumCards$ X | SpellDescription$ Target player draws X cards, where X is the number of cards in your hand.
SVar:X:Count$InYourHand"#,
        ],
    ),
    Abilities::multi(
        "Lunarch Veteran // Luminous Phantom",
        "DoubleFaced",
        &[
            r#"T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigGainLife | TriggerDescription$ Whenever another creature you control enters, you gain 1 life.
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 1
K:Disturb:1 W"#,
            r#"K:Flying
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any | ValidCard$ Creature.Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigGainLife | TriggerDescription$ Whenever another creature you control leaves the battlefield, you gain 1 life.
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 1
R:Event$ Moved | ValidCard$ Card.Self | Destination$ Graveyard | ReplaceWith$ DBExile | Description$ If CARDNAME would be put into a graveyard from anywhere, exile it instead.
SVar:DBExile:DB$ ChangeZone | Hidden$ True | Origin$ All | Destination$ Exile | Defined$ ReplacedCard"#,
        ],
    ),
    Abilities::multi(
        "Nezumi Shortfang // Stabwhisker the Odious",
        "Flip",
        &[
            r#"A:AB$ Discard | Cost$ 1 B T | ValidTgts$ Opponent | NumCards$ 1 | Mode$ TgtChoose | SubAbility$ DBFlip | SpellDescription$ Target opponent discards a card. Then if that player has no cards in hand, flip CARDNAME.
SVar:DBFlip:DB$ SetState | Defined$ Self | Mode$ Flip | ConditionCheckSVar$ X | ConditionSVarCompare$ EQ0
SVar:X:TargetedPlayer$CardsInHand"#,
            r#"T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigLoseLife | TriggerDescription$ At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in their hand.
SVar:TrigLoseLife:DB$ LoseLife | Defined$ TriggeredPlayer | LifeAmount$ X
SVar:X:Count$Compare Y LT3.Z.0
SVar:Y:TriggeredPlayer$CardsInHand
SVar:Z:Number$3/Minus.Y"#,
        ],
    ),
];
