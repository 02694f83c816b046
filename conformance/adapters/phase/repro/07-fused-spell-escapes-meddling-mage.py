#!/usr/bin/env python3
"""phase 0.103.0: with Meddling Mage naming Tear, Wear // Tear can still be cast fused
(CR 702.102, 709.4d, 601.3e; Meddling Mage: "Spells with the chosen name can't be cast.").

Meddling Mage is cast and names "Tear". p1 then casts Wear // Tear from hand and chooses
phase's Fuse variant (its casting-variant prompt offers Left, Right and Fuse).

CR 709.4d / 702.102: a fused split spell has the characteristics of both halves, so its
names are Wear and Tear; it is a spell with the chosen name Tear and can't be cast
(601.3e: castability is judged by the characteristics the spell would have). phase lets
the fused spell onto the stack (it still refuses the Tear half alone).

Exits 1 while phase lets the fused spell be cast, 0 once it refuses it.
"""
# Card data: MTGJSON AtomicCards faces (the fields phase's converter reads); a name stands for
# the faces in phase_sandbox.SHARED_CARDS (cards other repros use too).
CARDS = [
    "Meddling Mage",
    [{"name": "Wear // Tear", "faceName": "Wear", "layout": "split", "side": "a", "manaCost": "{1}{R}", "manaValue": 3.0, "faceManaValue": 2.0, "colors": ["R"], "colorIdentity": ["W", "R"], "type": "Instant", "types": ["Instant"], "supertypes": [], "subtypes": [], "text": "Destroy target artifact.\nFuse (You may cast one or both halves of this card from your hand.)"}, {"name": "Wear // Tear", "faceName": "Tear", "layout": "split", "side": "b", "manaCost": "{W}", "manaValue": 3.0, "faceManaValue": 1.0, "colors": ["W"], "colorIdentity": ["W", "R"], "type": "Instant", "types": ["Instant"], "supertypes": [], "subtypes": [], "text": "Destroy target enchantment.\nFuse (You may cast one or both halves of this card from your hand.)"}],
    "Spy Kit",
    "Liliana's Contract",
]



# The sandbox (phase_sandbox.py, beside this file): phase-python only.
import sys  # noqa: E402

try:  # no sandbox beside this file, or no phase-python: exit 2, never a verdict
    from phase_sandbox import engine_with, start, put, cast, resolve, fail, run, verdict, name_prompt, say_name, choose_variant  # noqa: E402
except ImportError as e:
    print("setup failed:", e)
    sys.exit(2)


RULE = ("CR 709.4d / 702.102: a fused split spell has both halves' characteristics, so it has the "
        "name Tear and Meddling Mage naming Tear forbids casting it (601.3e)")


def main():
    engine = engine_with(CARDS)
    g = start(engine, ["Meddling Mage", "Wear"], ["Spy Kit", "Liliana's Contract"])
    put(g, "Spy Kit", "Battlefield", seat=1)  # an artifact to target (Wear)
    put(g, "Liliana's Contract", "Battlefield", seat=1)  # an enchantment to target (Tear)
    wt = put(g, "Wear", "Hand")  # phase names the card in the library by its left half
    base = g.state()
    if not choose_variant(engine.load_game(base), wt, "Fuse", "Left"):
        fail("phase doesn't let Wear // Tear be cast fused even without a Meddling Mage")
    mage = put(g, "Meddling Mage", "Hand")
    cast(g, mage)
    say_name(g, name_prompt(g, "Meddling Mage entered"), "Tear")
    resolve(g)
    after = g.state()
    tear = choose_variant(engine.load_game(after), wt, "Normal", "Right")
    fused = choose_variant(engine.load_game(after), wt, "Fuse", "Left")
    verdict(fused,
            f"with Meddling Mage naming Tear: Tear alone cast: {tear}; Wear // Tear cast fused: {fused}",
            RULE)


run(main)
