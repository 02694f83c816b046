#!/usr/bin/env python3
"""phase 0.103.0: a token whose creator gives it no name is named by its subtypes without
"Token" (CR 111.4).

p1 casts Raise the Alarm ("Create two 1/1 white Soldier creature tokens.") and it resolves.

CR 111.4: if the effect that creates a token doesn't name it, the token's name is its
subtypes followed by "Token": "Soldier Token". phase names the tokens "Soldier".

Exits 1 while phase's tokens are named otherwise than "Soldier Token", 0 once they are.
"""
# Card data: MTGJSON AtomicCards faces (the fields phase's converter reads); a name stands for
# the faces in phase_sandbox.SHARED_CARDS (cards other repros use too).
CARDS = [
    "Raise the Alarm",
]


# The sandbox (phase_sandbox.py, beside this file): phase-python only.
import sys  # noqa: E402

try:  # no sandbox beside this file, or no phase-python: exit 2, never a verdict
    from phase_sandbox import engine_with, start, put, cast, resolve, fail, run, verdict  # noqa: E402
except ImportError as e:
    print("setup failed:", e)
    sys.exit(2)


RULE = "CR 111.4: a token its creator doesn't name is named by its subtypes plus \"Token\": \"Soldier Token\""


def main():
    g = start(engine_with(CARDS), ["Raise the Alarm"])
    alarm = put(g, "Raise the Alarm", "Hand")
    cast(g, alarm)
    resolve(g)
    names = sorted(o["name"] for o in g.battlefield() if o.get("is_token"))
    if len(names) != 2:
        fail(f"Raise the Alarm made {len(names)} tokens: {names}")
    verdict(any(n != "Soldier Token" for n in names), f"Raise the Alarm's tokens are named {names}", RULE)


run(main)
