#!/usr/bin/env python3
"""phase 0.103.0: Psychic Paper's "choose a creature card name" accepts a noncreature card's
name (CR 201.4a).

Psychic Paper is equipped to Grizzly Bears (its equip ability, activated in phase). At
phase's name prompt p1 says "Raise the Alarm" (an instant).

CR 201.4a: when a player is told to choose a card name with a characteristic restriction,
the name must be that of a card with that characteristic; Raise the Alarm isn't a creature
card, so it can't be chosen. phase accepts it and stores it as Psychic Paper's chosen name.

Exits 1 while phase accepts "Raise the Alarm", 0 once its prompt refuses it.
"""
# Card data: MTGJSON AtomicCards faces (the fields phase's converter reads); a name stands for
# the faces in phase_sandbox.SHARED_CARDS (cards other repros use too).
CARDS = [
    [{"name": "Psychic Paper", "layout": "normal", "manaCost": "{2}", "manaValue": 2.0, "colors": [], "colorIdentity": [], "type": "Artifact \u2014 Equipment", "types": ["Artifact"], "supertypes": [], "subtypes": ["Equipment"], "text": "As this Equipment becomes attached to a creature, choose a creature card name and a creature type.\nEquipped creature has ward {1}, it can't be blocked, and its name and creature type are the last chosen name and creature type.\nEquip {2}"}],
    "Grizzly Bears",
    "Raise the Alarm",
]



# The sandbox (phase_sandbox.py, beside this file): phase-python only.
import sys  # noqa: E402

try:  # no sandbox beside this file, or no phase-python: exit 2, never a verdict
    from phase_sandbox import engine_with, start, put, aim, run, verdict, equip, name_prompt, say_name, chosen_names  # noqa: E402
except ImportError as e:
    print("setup failed:", e)
    sys.exit(2)


RULE = ("CR 201.4a: the chosen name must be a creature card's name; Raise the Alarm is an "
        "instant, so the prompt must refuse it")


def main():
    g = start(engine_with(CARDS), ["Psychic Paper", "Grizzly Bears", "Raise the Alarm"])
    paper = put(g, "Psychic Paper", "Battlefield")
    bears = put(g, "Grizzly Bears", "Battlefield")
    equip(g, paper, "Psychic Paper")
    w = name_prompt(g, "Psychic Paper was attached", aim(bears))
    try:
        say_name(g, w, "Raise the Alarm")
    except ValueError as e:
        verdict(False, f"refused \"Raise the Alarm\" ({e})", RULE)
    chosen = chosen_names(g, paper)
    verdict("Raise the Alarm" in chosen,
            f"Psychic Paper's name prompt accepted \"Raise the Alarm\"; its chosen card names: {chosen}",
            RULE)


run(main)
