#!/usr/bin/env python3
"""phase 0.103.0: Echoing Truth at a face-down creature also returns every other face-down
creature (CR 201.2a, 708.2).

Two Exalted Angels are cast face down with morph (phase's own face-down cast) and resolve as
face-down 2/2 creatures. p1 casts Echoing Truth ("Return target nonland permanent and all
other permanents with the same name as that permanent to their owners' hands") at one.

CR 708.2: a face-down permanent has no name. CR 201.2a: "An object with no name doesn't have
the same name as any other object, including another object with no name." So only the
target returns. phase returns both.

Exits 1 while phase returns both, 0 once it returns only the target.
"""
# Card data: MTGJSON AtomicCards faces (the fields phase's converter reads); a name stands for
# the faces in phase_sandbox.SHARED_CARDS (cards other repros use too).
CARDS = [
    [{"name": "Exalted Angel", "layout": "normal", "manaCost": "{4}{W}{W}", "manaValue": 6.0, "colors": ["W"], "colorIdentity": ["W"], "type": "Creature \u2014 Angel", "types": ["Creature"], "supertypes": [], "subtypes": ["Angel"], "text": "Flying\nWhenever this creature deals damage, you gain that much life.\nMorph {2}{W}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)", "power": "4", "toughness": "5"}],
    "Echoing Truth",
]


# The sandbox (phase_sandbox.py, beside this file): phase-python only.
import sys  # noqa: E402

try:  # no sandbox beside this file, or no phase-python: exit 2, never a verdict
    from phase_sandbox import engine_with, start, put, cast, resolve, aim, fail, run, verdict  # noqa: E402
except ImportError as e:
    print("setup failed:", e)
    sys.exit(2)


def cast_face_down(g, pid):
    def face_down(w, acts):
        if w["type"] == "AlternativeCastChoice":
            return next(a for a in acts if (a.data.get("choice") or {}).get("type") == "Alternative")
        return None
    cast(g, pid, face_down)
    resolve(g)


def main():
    g = start(engine_with(CARDS), ["Exalted Angel", "Exalted Angel", "Echoing Truth"])
    a = put(g, "Exalted Angel", "Hand")
    cast_face_down(g, a)
    b = put(g, "Exalted Angel", "Hand")
    cast_face_down(g, b)
    for pid in (a, b):
        o = g.object(pid)
        if o["zone"] != "Battlefield" or not o["face_down"]:
            fail(f"object {pid} is not a face-down permanent: {o['zone']}, face_down={o['face_down']}")
    print(f"two face-down creatures on the battlefield, names {g.object(a)['name']!r} and {g.object(b)['name']!r}")
    truth = put(g, "Echoing Truth", "Hand")
    cast(g, truth, aim(a))
    resolve(g)
    zones = {pid: g.object(pid)["zone"] for pid in (a, b)}
    if zones[a] != "Hand":
        fail(f"Echoing Truth didn't return its target ({zones[a]})")
    verdict(zones[b] == "Hand",
            f"Echoing Truth targeting face-down creature {a}: {a} -> {zones[a]}, the other face-down creature {b} -> {zones[b]}",
            "CR 708.2 / 201.2a: a face-down permanent has no name and shares no name with any object, "
            "even another nameless one; only the target returns to its owner's hand")


run(main)
