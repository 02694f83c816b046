#!/usr/bin/env python3
"""truename protocol v1 adapter for the phase.rs rules engine, through phase-python.

Pinned: phase-python 0.103.0 (phase-engine 0.103.0, git 60296e29). Stdlib + `phase` only.

Every answer comes from phase's own state after real game actions; the adapter never compares
names itself. For each case it builds the board in a fresh phase game (board.py), and for
each query it runs a probe in a *copy* of that game and reads what phase did (probes.py).
This file is the entry point: the capabilities, and the wiring of the board and the probes
into the shared protocol loop (../truename_protocol.py). README.md has the whole picture.

Usage: adapter.py [--cards PATH/TO/AtomicCards.json]
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # adapters/, for the shared protocol loop
import truename_protocol as tp  # noqa: E402

try:
    from phase import Engine, GameAction, gen  # noqa: F401  (the modules below use them)
except Exception as e:  # pragma: no cover - reported through stderr, the suite sees the exit
    print(f"phase adapter: can't import phase-python: {e}", file=sys.stderr, flush=True)
    sys.exit(2)

from board import Board  # noqa: E402
from cards import CardData  # noqa: E402
from game import log  # noqa: E402
from probe_cards import probe_cards_needed  # noqa: E402
from probe_is_named import add_references, reference_names  # noqa: E402
from probes import reply_for  # noqa: E402

NAME = "phase"
try:
    from importlib.metadata import version as _dist_version

    PHASE_VERSION = _dist_version("phase-python")
except Exception:  # pragma: no cover
    PHASE_VERSION = "unknown"

CAPABILITIES = [
    "object:card",
    "status:face-down",
    "status:transformed",
    "layout:split",
    "layout:adventure",
    "layout:transform",
    "layout:modal-dfc",
    "effect:all-names",
    "effect:set-name",  # Psychic Paper of the case only
    "effect:copy",  # Clone of the case only
    "object:token",  # created by a scripted creator flow, or given with a name
    "object:token-copy",
    "query:token_name",
    "zone:stack",  # cast through phase's prompts
    "status:cast-as",
    "query:text",  # only "no rules text at all" is read; see probes.q_text
    "query:color_identity",  # Command Tower with the card as commander
    # Zones: the battlefield (Echoing Truth, Liliana's Contract, Meddling Mage...), the hand
    # (castable), and in every zone phase's own name and type line of the object. The stack:
    # spells are cast there through phase's prompts. No probe asks names off the battlefield
    # (phase can't cast Cranial Extraction), so those instances are answered `skip`.
    "zone:hand",
    "zone:library",
    "zone:graveyard",
    "zone:exile",
    "query:names",
    "query:type_line",
    "query:same_name",
    "query:is_named",
    "query:different_names",
    "query:n_or_more_different_names",
    "query:choose_card_name",
    "query:castable",
    # The legend rule (phase's ChooseLegend prompts) and characteristics read from phase's
    # state: probe_characteristics.py.
    "query:legend_rule",
    "query:mana_cost",
    "query:power_toughness",
    "query:has_type",
    "query:colors",
    "query:is_token",
]

DEFAULT_CARDS = os.path.join(HERE, "..", "..", "..", "corpus", "oracle", "AtomicCards.subset.json")


def open_case(cards, case):
    """Builds the case's board (with the probe reserve and the is_named reference cards in
    the decks) and returns the function answering each of its queries."""
    refs = reference_names(case)
    extra = list(probe_cards_needed(case)) + [(0, name) for name in refs]
    board = Board(cards, case, extra)
    # reference cards for is_named, as phase resolved the said names in the deck list
    add_references(board, refs)
    queries = case.get("queries") or []
    asked = []

    def ask(query):
        asked.append(query)
        board.final = len(asked) >= len(queries)  # no query after this one needs the board
        return reply_for(board, query)

    return ask


def main():
    cards_path = DEFAULT_CARDS
    if len(sys.argv) == 3 and sys.argv[1] == "--cards":
        cards_path = sys.argv[2]
    cards = CardData(cards_path)  # before the hello: phase parses the whole subset here
    engine = {"name": NAME, "version": PHASE_VERSION, "capabilities": CAPABILITIES}
    tp.serve(engine, lambda case: open_case(cards, case), log=log)


if __name__ == "__main__":
    main()
