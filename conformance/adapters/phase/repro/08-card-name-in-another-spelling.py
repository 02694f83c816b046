#!/usr/bin/env python3
"""phase 0.103.0: a card name said with a typographic apostrophe is refused (CR 201.4, 201.2).

p1 casts Pithing Needle ("As Pithing Needle enters, choose a card name."), saying at phase's
name prompt, each time from the same game: "Liliana\u2019s Contract" (typographic apostrophe
U+2019, as many keyboards type it), "lim-dul's vault" (no accent), "  kodama\u2019s   reach "
(extra spaces), and "LIGHTNING BOLT".

CR 201.4 / 201.2: the player chooses a card's name, and a card's name is its English Oracle
name (Liliana's Contract, Lightning Bolt); the same card said in another spelling names
that card, and the chosen name is the card's name. phase refuses the first three ("Invalid
card name"). It accepts the last but keeps it as typed (printed for information: phase matches
names case-insensitively, so no effect of that was found). Minor, input-level: phase's card
database resolves deck-list names through a name-folding index, which its name prompt
doesn't use.

Exits 1 while phase refuses all three spellings (or chooses another name for them), 0 once it
chooses the card for any of them: the report's entry (docs/phase-report.md, entry 8) names all
three, so a partial fix changes it too.
"""
# Card data: MTGJSON AtomicCards faces (the fields phase's converter reads); a name stands for
# the faces in phase_sandbox.SHARED_CARDS (cards other repros use too).
CARDS = [
    [{"name": "Pithing Needle", "layout": "normal", "manaCost": "{1}", "manaValue": 1.0, "colors": [], "colorIdentity": [], "type": "Artifact", "types": ["Artifact"], "supertypes": [], "subtypes": [], "text": "As this artifact enters, choose a card name.\nActivated abilities of sources with the chosen name can't be activated unless they're mana abilities."}],
    "Liliana's Contract",
    [{"name": "Lightning Bolt", "layout": "normal", "manaCost": "{R}", "manaValue": 1.0, "colors": ["R"], "colorIdentity": ["R"], "type": "Instant", "types": ["Instant"], "supertypes": [], "subtypes": [], "text": "Lightning Bolt deals 3 damage to any target."}],
    [{"name": "Lim-D\u00fbl's Vault", "layout": "normal", "manaCost": "{U}{B}", "manaValue": 2.0, "colors": ["U", "B"], "colorIdentity": ["U", "B"], "type": "Instant", "types": ["Instant"], "supertypes": [], "subtypes": [], "text": "Look at the top five cards of your library. As many times as you choose, you may pay 1 life, put those cards on the bottom of your library in any order, then look at the top five cards of your library. Then shuffle and put the last cards you looked at this way on top in any order."}],
    [{"name": "Kodama's Reach", "layout": "normal", "manaCost": "{2}{G}", "manaValue": 3.0, "colors": ["G"], "colorIdentity": ["G"], "type": "Sorcery \u2014 Arcane", "types": ["Sorcery"], "supertypes": [], "subtypes": ["Arcane"], "text": "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle."}],
]



# The sandbox (phase_sandbox.py, beside this file): phase-python only.
import sys  # noqa: E402

try:  # no sandbox beside this file, or no phase-python: exit 2, never a verdict
    from phase_sandbox import engine_with, start, put, cast, resolve, run, verdict, name_prompt, say_name, chosen_names  # noqa: E402
except ImportError as e:
    print("setup failed:", e)
    sys.exit(2)


RULE = ("CR 201.4 / 201.2: a card name said in another spelling names the same card; the chosen "
        "name is its English Oracle name (\"Liliana's Contract\", \"Lightning Bolt\")")


def say(engine, base, needle, name):
    """Pithing Needle is cast and `name` said at phase's prompt: phase's chosen names, or its refusal."""
    g = engine.load_game(base)
    cast(g, needle)
    w = name_prompt(g, "Pithing Needle entered")
    try:
        say_name(g, w, name)
    except ValueError as e:
        return f"refused ({e})"
    resolve(g)
    return chosen_names(g, needle)


def main():
    engine = engine_with(CARDS)
    g = start(engine, ["Pithing Needle", "Liliana's Contract", "Lightning Bolt",
                       "Lim-D\u00fbl's Vault", "Kodama's Reach"])
    needle = put(g, "Pithing Needle", "Hand")
    base = g.state()
    spellings = {"Liliana\u2019s Contract": "Liliana's Contract",
                 "lim-dul's vault": "Lim-D\u00fbl's Vault",
                 "  kodama\u2019s   reach ": "Kodama's Reach"}
    got = {said: say(engine, base, needle, said) for said in spellings}
    upper = say(engine, base, needle, "LIGHTNING BOLT")
    refused = [said for said, card in spellings.items() if got[said] != [card]]
    shown = "; ".join(f"{said!r} -> {got[said]}" for said in spellings)
    verdict(len(refused) == len(spellings), f"{shown}; 'LIGHTNING BOLT' -> {upper}", RULE)


run(main)
