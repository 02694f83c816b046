// SPDX-License-Identifier: AGPL-3.0-or-later
//! The card scripts the repros use, in the engine's script format (Forge's: `Name:`,
//! `ManaCost:`, `Types:`, `PT:`, `Oracle:`, `AlternateMode:`, faces joined by `ALTERNATE`).
//! Written for these repros from each card's Oracle facts (name, cost, type line, power and
//! toughness, rules text, color indicator); not copied from Forge. Abilities are written
//! only where a repro needs them.

/// `(archive key, script)`: a split card by its full `A // B` name, every other card by its
/// front face (the engine's archive keys, lower-cased when the archive is built).
pub const SCRIPTS: &[(&str, &str)] = &[
    (
        "Grizzly Bears",
        "Name:Grizzly Bears\nManaCost:1 G\nTypes:Creature Bear\nPT:2/2\nOracle:",
    ),
    (
        "Runeclaw Bear",
        "Name:Runeclaw Bear\nManaCost:1 G\nTypes:Creature Bear\nPT:2/2\nOracle:",
    ),
    (
        "Spy Kit",
        "Name:Spy Kit\nManaCost:2\nTypes:Artifact Equipment\nS:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 1 | AddToughness$ 1 | AddNames$ AllNonLegendaryCreatureNames | Description$ Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.\nK:Equip:2\nOracle:Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.\\nEquip {2}",
    ),
    (
        "Fire // Ice",
        "Name:Fire\nManaCost:1 R\nTypes:Instant\nAlternateMode:Split\nOracle:Fire deals 2 damage divided as you choose among one or two targets.\n\nALTERNATE\n\nName:Ice\nManaCost:1 U\nTypes:Instant\nOracle:Tap target permanent.\\nDraw a card.",
    ),
    (
        "Unholy Annex // Ritual Chamber",
        "Name:Unholy Annex\nManaCost:2 B\nTypes:Enchantment Room\nAlternateMode:Split\nOracle:At the beginning of your end step, draw a card. If you control a Demon, each opponent loses 2 life and you gain 2 life. Otherwise, you lose 2 life.\n\nALTERNATE\n\nName:Ritual Chamber\nManaCost:3 B B\nTypes:Enchantment Room\nOracle:When you unlock this door, create a 6/6 black Demon creature token with flying.",
    ),
    (
        "Bottomless Pool // Locker Room",
        "Name:Bottomless Pool\nManaCost:U\nTypes:Enchantment Room\nAlternateMode:Split\nOracle:When you unlock this door, return up to one target creature to its owner's hand.\n\nALTERNATE\n\nName:Locker Room\nManaCost:4 U\nTypes:Enchantment Room\nOracle:Whenever one or more creatures you control deal combat damage to a player, draw a card.",
    ),
    (
        "Kitsune Mystic",
        "Name:Kitsune Mystic\nManaCost:3 W\nTypes:Creature Fox Wizard\nPT:2/3\nAlternateMode:Flip\nOracle:At the beginning of the end step, if this creature is enchanted by two or more Auras, flip it.\n\nALTERNATE\n\nName:Autumn-Tail, Kitsune Sage\nManaCost:3 W\nTypes:Legendary Creature Fox Wizard\nPT:4/5\nOracle:{1}: Attach target Aura attached to a creature to another creature.",
    ),
    (
        // Insectile Aberration has a blue color indicator (CR 204) and no mana cost: its
        // color is stated by the face's `Colors:` line.
        "Delver of Secrets",
        "Name:Delver of Secrets\nManaCost:U\nTypes:Creature Human Wizard\nPT:1/1\nAlternateMode:DoubleFaced\nOracle:At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform this creature.\n\nALTERNATE\n\nName:Insectile Aberration\nManaCost:no cost\nColors:blue\nTypes:Creature Human Insect\nPT:3/2\nK:Flying\nOracle:Flying",
    ),
    (
        "Wildfire",
        "Name:Wildfire\nManaCost:4 R R\nTypes:Sorcery\nOracle:Each player sacrifices four lands of their choice. Wildfire deals 4 damage to each creature.",
    ),
    (
        "Lightning Bolt",
        "Name:Lightning Bolt\nManaCost:R\nTypes:Instant\nOracle:Lightning Bolt deals 3 damage to any target.",
    ),
    (
        "Abyssal Persecutor",
        "Name:Abyssal Persecutor\nManaCost:2 B B\nTypes:Creature Demon\nPT:6/6\nK:Flying\nK:Trample\nOracle:Flying, trample\\nYou can't win the game and your opponents can't lose the game.",
    ),
    (
        "Cackling Counterpart",
        "Name:Cackling Counterpart\nManaCost:1 U U\nTypes:Instant\nA:SP$ CopyPermanent | ValidTgts$ Creature.YouCtrl | TgtPrompt$ Select target creature you control | SpellDescription$ Create a token that's a copy of target creature you control.\nOracle:Create a token that's a copy of target creature you control.\\nFlashback {5}{U}{U}",
    ),
    (
        "Huntmaster of the Fells",
        "Name:Huntmaster of the Fells\nManaCost:2 R G\nTypes:Creature Human Werewolf\nPT:2/2\nAlternateMode:DoubleFaced\nOracle:Whenever this creature enters or transforms into Huntmaster of the Fells, create a 2/2 green Wolf creature token and you gain 2 life.\\nAt the beginning of each upkeep, if no spells were cast last turn, transform this creature.\n\nALTERNATE\n\nName:Ravager of the Fells\nManaCost:no cost\nColors:red,green\nTypes:Creature Werewolf\nPT:4/4\nK:Trample\nT:Mode$ Transformed | ValidCard$ Card.Self | Execute$ TrigDamage | TriggerDescription$ Whenever this creature transforms into CARDNAME, it deals 2 damage to target opponent or planeswalker.\nSVar:TrigDamage:DB$ DealDamage | ValidTgts$ Opponent,Planeswalker | TgtPrompt$ Select target opponent or planeswalker | NumDmg$ 2\nOracle:Trample\\nWhenever this creature transforms into Ravager of the Fells, it deals 2 damage to target opponent or planeswalker and 2 damage to up to one target creature that player or that planeswalker's controller controls.\\nAt the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.",
    ),
    (
        "White Knight",
        "Name:White Knight\nManaCost:W W\nTypes:Creature Human Knight\nPT:2/2\nK:First Strike\nK:Protection from black\nOracle:First strike (This creature deals combat damage before creatures without first strike.)\\nProtection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by anything black.)",
    ),
    (
        "Island",
        "Name:Island\nManaCost:no cost\nTypes:Basic Land Island\nOracle:({T}: Add {U}.)",
    ),
    (
        // Only the name part of Psychic Paper's static ability ("its name ... [is] the last
        // chosen name"), with the engine's name-setting parameter.
        "Psychic Paper",
        "Name:Psychic Paper\nManaCost:1\nTypes:Artifact Equipment\nS:Mode$ Continuous | Affected$ Creature.EquippedBy | SetName$ ChosenName | Description$ Equipped creature's name is the last chosen name.\nK:Equip:2\nOracle:As this Equipment becomes attached to a creature, choose a creature card name and a creature type.\\nEquipped creature has ward {1}, it can't be blocked, and its name and creature type are the last chosen name and creature type.\\nEquip {2}",
    ),
    (
        "Raise the Alarm",
        "Name:Raise the Alarm\nManaCost:1 W\nTypes:Instant\nA:SP$ Token | TokenAmount$ 2 | TokenScript$ w_1_1_soldier | TokenOwner$ You | SpellDescription$ Create two 1/1 white Soldier creature tokens.\nOracle:Create two 1/1 white Soldier creature tokens.",
    ),
    (
        // Only Meddling Mage's static ability; the repro stores its chosen name directly
        // (`Card::add_named_card`, what its "as this enters, choose a name" stores).
        "Meddling Mage",
        "Name:Meddling Mage\nManaCost:W U\nTypes:Creature Human Wizard\nPT:2/2\nS:Mode$ CantBeCast | ValidCard$ Card.NamedCard | Description$ Spells with the chosen name can't be cast.\nOracle:As this creature enters, choose a nonland card name.\\nSpells with the chosen name can't be cast.",
    ),
    (
        "Exalted Angel",
        "Name:Exalted Angel\nManaCost:4 W W\nTypes:Creature Angel\nPT:4/5\nK:Flying\nK:Morph:2 W W\nOracle:Flying\\nWhenever this creature deals damage, you gain that much life.\\nMorph {2}{W}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
    ),
];

/// `(script name, token script)`: the tokens the repros' cards create, named by CR 111.4
/// (its subtypes followed by "Token"), registered with the game loop as Forge registers its
/// token scripts.
pub const TOKENS: &[(&str, &str)] = &[(
    "w_1_1_soldier",
    "Name:Soldier Token\nManaCost:no cost\nColors:white\nTypes:Creature Soldier\nPT:1/1\nOracle:",
)];
