#!/usr/bin/env python3
"""phase 0.103.0: a token has mana cost {0} instead of no mana cost (CR 202.1b).

p1 casts Raise the Alarm ("Create two 1/1 white Soldier creature tokens.") and it resolves.
A Plains (a card with no mana cost) is on the battlefield for comparison.

CR 202.1b: a token has no mana cost unless the effect that creates it gives it one (and an
object with no mana cost doesn't have the cost {0}: CR 118.6). phase gives the Soldier
tokens `Cost {generic: 0}`, where the Plains has `NoCost`.

Exits 1 while the tokens have a mana cost, 0 once they have none (like the Plains).
"""
# The sandbox (phase_sandbox.py, beside this file): phase-python only.
import sys  # noqa: E402

try:  # no sandbox beside this file, or no phase-python: exit 2, never a verdict
    from phase_sandbox import raise_the_alarm, put, run, verdict  # noqa: E402
except ImportError as e:
    print("setup failed:", e)
    sys.exit(2)


RULE = ("CR 202.1b: a token has no mana cost unless its creator gives it one; Raise the Alarm gives "
        "none, so the tokens have no mana cost (not {0}, CR 118.6), like a Plains")


def main():
    g, tokens = raise_the_alarm()  # its card data: phase_sandbox.SHARED_CARDS
    plains = put(g, "Plains", "Battlefield")
    none = g.object(plains)["mana_cost"]
    costs = [o["mana_cost"] for o in tokens]
    verdict(any(c != none for c in costs),
            f"the Soldier tokens' mana_cost is {costs}; the Plains' is {none}", RULE)


run(main)
