#!/usr/bin/env python3
"""phase 0.103.0: a token whose creator gives it no name is named by its subtypes without
"Token" (CR 111.4).

p1 casts Raise the Alarm ("Create two 1/1 white Soldier creature tokens.") and it resolves.

CR 111.4: if the effect that creates a token doesn't name it, the token's name is its
subtypes followed by "Token": "Soldier Token". phase names the tokens "Soldier".

Exits 1 while phase's tokens are named otherwise than "Soldier Token", 0 once they are.
"""
# The sandbox (phase_sandbox.py, beside this file): phase-python only.
import sys  # noqa: E402

try:  # no sandbox beside this file, or no phase-python: exit 2, never a verdict
    from phase_sandbox import raise_the_alarm, run, verdict  # noqa: E402
except ImportError as e:
    print("setup failed:", e)
    sys.exit(2)


RULE = "CR 111.4: a token its creator doesn't name is named by its subtypes plus \"Token\": \"Soldier Token\""


def main():
    _, tokens = raise_the_alarm()  # its card data: phase_sandbox.SHARED_CARDS
    names = sorted(o["name"] for o in tokens)
    verdict(any(n != "Soldier Token" for n in names), f"Raise the Alarm's tokens are named {names}", RULE)


run(main)
