#!/usr/bin/env python3
"""A toy engine speaking truename protocol v1 (stdlib only).

The "engine" is deliberately tiny: it knows the names of normal (single-face) cards, holds a
board of card objects, and knows that a face-down object has no name. It answers the
`names`, `same_name` and `different_names` queries from that board, and nothing else. It
declares exactly those capabilities, so the suite skips every case that needs more; a card it
doesn't know gets `{"unsupported": {"card": ...}}` (a reasoned skip, listed apart), and
anything else it can't represent a "skip", never a guess.

Usage:  python3 adapter.py [--cards PATH/TO/AtomicCards.json]
(default: the suite's corpus/oracle/AtomicCards.subset.json, found relative to this file)

The protocol itself (hello, one response line per request, flushing, errors, shutdown) is
../truename_protocol.py; see docs/adapter-guide.md. This file is only the engine and the
translation of each query into an engine call.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # adapters/, for the shared protocol loop
import truename_protocol as tp  # noqa: E402

NAME = "example-python"
VERSION = "0.1.0"
# Honest capabilities: everything below is handled fully, nothing else is claimed.
CAPABILITIES = [
    "object:card",
    "status:face-down",
    # Every zone (the battlefield needs no capability): names don't depend on the zone except
    # for face-down objects, handled below.
    "zone:hand",
    "zone:library",
    "zone:graveyard",
    "zone:stack",
    "zone:exile",
    "zone:command",
    "query:names",
    "query:same_name",
    "query:different_names",
]

DEFAULT_CARDS = os.path.join(HERE, "..", "..", "..", "corpus", "oracle", "AtomicCards.subset.json")


class CantRepresent(tp.Skip):
    """A board feature this engine never declared: a skip, never a guess. The suite doesn't
    send such cases to an engine that declares its capabilities honestly; this is a guard."""


# ---------------------------------------------------------------------------------------
# The engine: a card database and a board. This is the part a real adapter replaces with
# calls into the real engine.
# ---------------------------------------------------------------------------------------


class CardDatabase:
    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)["data"]
        # Only single-face cards with the normal layout: their name is simply their name.
        self.normal = {
            name
            for name, faces in data.items()
            if len(faces) == 1 and faces[0].get("layout") == "normal"
        }


class Board:
    """Objects by id; each has one name, or None when face down (CR 708.2)."""

    # The fields this engine handles; any other field with a value (`merged`, `token`,
    # `printed`, one a newer suite adds...) is refused: a skip, never a guess. A list of what
    # is handled, not of what isn't, so a field nobody thought of can't slip through.
    # `owner` and `controller` change no name.
    HANDLED_OBJECT_FIELDS = {"id", "card", "zone", "face_down", "owner", "controller"}
    HANDLED_CASE_FIELDS = {"id", "rules", "objects", "effects", "queries"}

    def __init__(self, cards, case):
        for field in sorted(set(case) - self.HANDLED_CASE_FIELDS):
            if case[field] not in (None, False, [], {}, ""):
                raise CantRepresent(f"case field {field!r} is not supported")
        if case.get("effects"):
            raise CantRepresent("continuous effects are not supported")
        self.names = {}
        for obj in case.get("objects", []):
            for field in sorted(set(obj) - self.HANDLED_OBJECT_FIELDS):
                if obj[field] not in (None, False, [], {}, ""):
                    raise CantRepresent(f"object {obj.get('id')}: {field} is not supported")
            card = obj.get("card")
            if card not in cards.normal:
                # A card the engine doesn't know: named, so the report lists it apart.
                raise tp.Unsupported("card", card)
            # CR 708.2: a face-down spell or permanent has no name; CR 406.3a: nor has a card
            # exiled face down. Elsewhere a face-down card keeps its name.
            nameless_zone = obj.get("zone", "battlefield") in ("battlefield", "stack", "exile")
            self.names[obj["id"]] = None if obj.get("face_down") and nameless_zone else card

    def name_of(self, object_id):
        if object_id not in self.names:
            raise KeyError(f"no object {object_id!r}")
        return self.names[object_id]

    def same_name(self, a, b):
        # An object with no name has the same name as nothing, itself included (CR 201.2a).
        na, nb = self.name_of(a), self.name_of(b)
        return na is not None and na == nb

    def different_names(self, objects):
        # Every object must have a name, and no two objects may share one (CR 201.2b).
        seen = {}
        for o in objects:
            name = self.name_of(o)
            if name is None:
                return False
            if seen.setdefault(name, o) != o:
                return False
        return True


# ---------------------------------------------------------------------------------------
# The adapter: each query becomes an engine call, each result a reply. truename_protocol
# does the rest (it turns `tp.Unsupported` or `CantRepresent`, a `Skip`, raised while building
# the board into that reply to every query of the case).
# ---------------------------------------------------------------------------------------


def reply(board, query):
    # Every answer is read from the engine (the Board): none is the adapter's own, so none is
    # marked `answered_by="adapter"`. An adapter that must work an answer out itself (look it
    # up, compute it, echo data it gave the engine) returns tp.answer(value, answered_by="adapter").
    kind = query.get("query")
    try:
        if kind == "names":
            name = board.name_of(query["object"])
            return tp.answer({"names": {"names": [] if name is None else [name]}})
        if kind == "same_name":
            return tp.answer({"bool": board.same_name(query["a"], query["b"])})
        if kind == "different_names":
            return tp.answer({"bool": board.different_names(query["objects"])})
    except KeyError as e:
        return {"error": f"bad query: {e}"}
    return {"skip": f"query {kind!r} is not supported"}


def main():
    cards_path = DEFAULT_CARDS
    if len(sys.argv) == 3 and sys.argv[1] == "--cards":
        cards_path = sys.argv[2]
    cards = CardDatabase(cards_path)  # load first: the hello says the engine is ready

    def open_case(case):
        board = Board(cards, case)
        return lambda query: reply(board, query)

    engine = {"name": NAME, "version": VERSION, "capabilities": CAPABILITIES}
    tp.serve(engine, open_case)  # logs go to stderr as "example-python: ..."


if __name__ == "__main__":
    main()
