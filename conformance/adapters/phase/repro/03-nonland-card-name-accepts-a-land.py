#!/usr/bin/env python3
"""phase 0.103.0: Meddling Mage's "choose a nonland card name" accepts a land's name
(CR 201.4a).

p1 casts Meddling Mage ("As Meddling Mage enters, choose a nonland card name."). At phase's
name prompt p1 says "Island".

CR 201.4a: when a player is told to choose a card name with a characteristic restriction,
the name must be that of a card with that characteristic; Island is a land card, so
"Island" isn't a nonland card name and can't be chosen. phase accepts it and stores it as
the Mage's chosen name.

Exits 1 while phase accepts "Island", 0 once its prompt refuses it.
"""
# Card data: MTGJSON AtomicCards faces (the fields phase's converter reads); a name stands for
# the faces in phase_sandbox.SHARED_CARDS (cards other repros use too).
CARDS = [
    "Meddling Mage",
    [{"name": "Island", "layout": "normal", "manaValue": 0.0, "colors": [], "colorIdentity": ["U"], "type": "Basic Land \u2014 Island", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"], "text": "({T}: Add {U}.)"}],
]



# The sandbox (phase_sandbox.py, beside this file): phase-python only.
import sys  # noqa: E402

try:  # no sandbox beside this file, or no phase-python: exit 2, never a verdict
    from phase_sandbox import engine_with, start, put, cast, resolve, run, verdict, name_prompt, say_name, chosen_names  # noqa: E402
except ImportError as e:
    print("setup failed:", e)
    sys.exit(2)


RULE = ("CR 201.4a: the chosen name must be a nonland card's name; Island is a land card, "
        "so the prompt must refuse \"Island\"")


def main():
    g = start(engine_with(CARDS), ["Meddling Mage", "Island"])
    mage = put(g, "Meddling Mage", "Hand")
    cast(g, mage)
    w = name_prompt(g, "Meddling Mage entered")
    try:
        say_name(g, w, "Island")
    except ValueError as e:
        verdict(False, f"refused \"Island\" ({e})", RULE)
    resolve(g)
    chosen = chosen_names(g, mage)
    verdict("Island" in chosen,
            f"Meddling Mage's name prompt accepted \"Island\"; the Mage's chosen card names: {chosen}",
            RULE)


run(main)
