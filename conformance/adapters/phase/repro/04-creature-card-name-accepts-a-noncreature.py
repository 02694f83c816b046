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
# Card data: MTGJSON AtomicCards faces (the fields phase's converter reads).
CARDS = [
    [{"name": "Psychic Paper", "layout": "normal", "manaCost": "{2}", "manaValue": 2.0, "colors": [], "colorIdentity": [], "type": "Artifact \u2014 Equipment", "types": ["Artifact"], "supertypes": [], "subtypes": ["Equipment"], "text": "As this Equipment becomes attached to a creature, choose a creature card name and a creature type.\nEquipped creature has ward {1}, it can't be blocked, and its name and creature type are the last chosen name and creature type.\nEquip {2}"}],
    [{"name": "Grizzly Bears", "layout": "normal", "manaCost": "{1}{G}", "manaValue": 2.0, "colors": ["G"], "colorIdentity": ["G"], "type": "Creature \u2014 Bear", "types": ["Creature"], "supertypes": [], "subtypes": ["Bear"], "power": "2", "toughness": "2"}],
    [{"name": "Raise the Alarm", "layout": "normal", "manaCost": "{1}{W}", "manaValue": 2.0, "colors": ["W"], "colorIdentity": ["W"], "type": "Instant", "types": ["Instant"], "supertypes": [], "subtypes": [], "text": "Create two 1/1 white Soldier creature tokens."}],
]


from phase import GameAction  # noqa: E402

# The sandbox (phase_sandbox.py, beside this file): phase-python only.
from phase_sandbox import engine_with, start, put, resolve, aim, fail, run, verdict  # noqa: E402


RULE = ("CR 201.4a: the chosen name must be a creature card's name; Raise the Alarm is an "
        "instant, so the prompt must refuse it")


def main():
    g = start(engine_with(CARDS), ["Psychic Paper", "Grizzly Bears", "Raise the Alarm"])
    paper = put(g, "Psychic Paper", "Battlefield")
    bears = put(g, "Grizzly Bears", "Battlefield")
    equip = [a for a in g.actions() if a.kind in ("Equip", "ActivateAbility")
             and paper in (a.data.get("equipment_id"), a.data.get("source_id"))]
    if not equip:
        fail("phase offers no equip ability of Psychic Paper")
    g.apply(0, equip[0])
    w = resolve(g, aim(bears), stop=("NamedChoice",))
    if w.get("type") != "NamedChoice":
        fail(f"phase asked no card name as Psychic Paper was attached (prompt: {w.get('type')})")
    try:
        g.apply(w["data"]["player"], GameAction.from_dict({"type": "ChooseOption", "data": {"choice": "Raise the Alarm"}}))
    except ValueError as e:
        verdict(False, f"refused \"Raise the Alarm\" ({e})", RULE)
    chosen = [a["value"] for a in g.object(paper).get("chosen_attributes", []) if a.get("type") == "CardName"]
    verdict("Raise the Alarm" in chosen,
            f"Psychic Paper's name prompt accepted \"Raise the Alarm\"; its chosen card names: {chosen}",
            RULE)


run(main)
