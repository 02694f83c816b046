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
# Card data: MTGJSON AtomicCards faces (the fields phase's converter reads); a name stands for
# the faces in phase_sandbox.SHARED_CARDS (cards other repros use too).
CARDS = [
    "Grizzly Bears",
    [{"name": "Runeclaw Bear", "layout": "normal", "manaCost": "{1}{G}", "manaValue": 2.0, "colors": ["G"], "colorIdentity": ["G"], "type": "Creature \u2014 Bear", "types": ["Creature"], "supertypes": [], "subtypes": ["Bear"], "power": "2", "toughness": "2"}],
    "Spy Kit",
    "Echoing Truth",
]


# The sandbox (phase_sandbox.py, beside this file): phase-python only.
import sys  # noqa: E402

try:  # no sandbox beside this file, or no phase-python: exit 2, never a verdict
    from phase_sandbox import engine_with, start, put, cast, resolve, aim, fail, run, verdict, equip  # noqa: E402
except ImportError as e:
    print("setup failed:", e)
    sys.exit(2)


def main():
    g = start(engine_with(CARDS), ["Grizzly Bears", "Runeclaw Bear", "Spy Kit", "Echoing Truth"])
    bears = put(g, "Grizzly Bears", "Battlefield")
    runeclaw = put(g, "Runeclaw Bear", "Battlefield")
    kit = put(g, "Spy Kit", "Battlefield")
    equip(g, kit, "Spy Kit")
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
