#!/usr/bin/env python3
"""phase 0.103.0: Spy Kit's "Equipped creature ... has all names of nonlegendary creature cards
in addition to its name" is dropped (CR 612.7, 201.2a).

Grizzly Bears is equipped with Spy Kit (its equip ability, activated and resolved in phase);
Runeclaw Bear is on the battlefield. p1 casts Echoing Truth at the equipped Grizzly Bears.

CR 612.7 (and Spy Kit's Oracle text): the equipped creature has all names of nonlegendary
creature cards, Runeclaw Bear among them, so it has the same name as Runeclaw Bear (201.2a)
and Echoing Truth returns both. phase returns only Grizzly Bears.

Exits 1 while Runeclaw Bear stays on the battlefield, 0 once it is returned too.
"""
# Card data: MTGJSON AtomicCards faces (the fields phase's converter reads).
CARDS = [
    [{"name": "Grizzly Bears", "layout": "normal", "manaCost": "{1}{G}", "manaValue": 2.0, "colors": ["G"], "colorIdentity": ["G"], "type": "Creature \u2014 Bear", "types": ["Creature"], "supertypes": [], "subtypes": ["Bear"], "power": "2", "toughness": "2"}],
    [{"name": "Runeclaw Bear", "layout": "normal", "manaCost": "{1}{G}", "manaValue": 2.0, "colors": ["G"], "colorIdentity": ["G"], "type": "Creature \u2014 Bear", "types": ["Creature"], "supertypes": [], "subtypes": ["Bear"], "power": "2", "toughness": "2"}],
    [{"name": "Spy Kit", "layout": "normal", "manaCost": "{2}", "manaValue": 2.0, "colors": [], "colorIdentity": [], "type": "Artifact \u2014 Equipment", "types": ["Artifact"], "supertypes": [], "subtypes": ["Equipment"], "text": "Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.\nEquip {2}"}],
    [{"name": "Echoing Truth", "layout": "normal", "manaCost": "{1}{U}", "manaValue": 2.0, "colors": ["U"], "colorIdentity": ["U"], "type": "Instant", "types": ["Instant"], "supertypes": [], "subtypes": [], "text": "Return target nonland permanent and all other permanents with the same name as that permanent to their owners' hands."}],
]


# The sandbox (phase_sandbox.py, beside this file): phase-python only.
from phase_sandbox import engine_with, start, put, cast, resolve, aim, fail, run, verdict  # noqa: E402


def main():
    g = start(engine_with(CARDS), ["Grizzly Bears", "Runeclaw Bear", "Spy Kit", "Echoing Truth"])
    bears = put(g, "Grizzly Bears", "Battlefield")
    runeclaw = put(g, "Runeclaw Bear", "Battlefield")
    kit = put(g, "Spy Kit", "Battlefield")
    equip = [a for a in g.actions() if a.kind in ("Equip", "ActivateAbility")
             and kit in (a.data.get("equipment_id"), a.data.get("source_id"))]
    if not equip:
        fail("phase offers no equip ability of Spy Kit")
    g.apply(0, equip[0])
    resolve(g, aim(bears))
    if (g.object(kit)["attached_to"] or {}).get("data") != bears:
        fail(f"Spy Kit is attached to {g.object(kit)['attached_to']}, not Grizzly Bears ({bears})")
    print(f"Spy Kit attached to Grizzly Bears; its name in phase: {g.object(bears)['name']!r}")
    truth = put(g, "Echoing Truth", "Hand")
    cast(g, truth, aim(bears))
    resolve(g)
    zones = {"Grizzly Bears": g.object(bears)["zone"], "Runeclaw Bear": g.object(runeclaw)["zone"]}
    if zones["Grizzly Bears"] != "Hand":
        fail(f"Echoing Truth didn't return its target ({zones})")
    verdict(zones["Runeclaw Bear"] != "Hand",
            f"Echoing Truth targeting the equipped Grizzly Bears: {zones}",
            "CR 612.7 / Spy Kit: the equipped creature has all names of nonlegendary creature cards, "
            "so it has the same name as Runeclaw Bear (201.2a); both return to their owners' hands")


run(main)
