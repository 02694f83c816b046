#!/usr/bin/env python3
"""A toy engine speaking truename protocol v1 (stdlib only).

The "engine" is deliberately tiny: it knows the names of normal (single-face) cards, holds a
board of card objects, and knows that a face-down object has no name. It answers the
`names`, `same_name` and `different_names` queries from that board, and nothing else. It
declares exactly those capabilities, so the suite skips every case that needs more, and it
answers "skip" to anything it can't represent instead of guessing.

Usage:  python3 adapter.py [--cards PATH/TO/AtomicCards.json]
(default: the suite's corpus/oracle/AtomicCards.subset.json, found relative to this file)

Protocol (see docs/adapter-guide.md): write a hello line, then for every request line write
one response line, flushing each time. Logs go to stderr, never stdout.
"""

import json
import os
import sys

PROTOCOL = 1
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

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CARDS = os.path.join(HERE, "..", "..", "..", "corpus", "oracle", "AtomicCards.subset.json")


def log(*args):
    print("example-python:", *args, file=sys.stderr, flush=True)


def send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()  # essential: the suite waits for every line


class Unsupported(Exception):
    """Something this engine can't represent: the answer is a skip, never a guess."""


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

    UNSUPPORTED_FIELDS = [
        "token", "spell_copy_of", "flipped", "transformed", "melded", "cast_as",
        "unlocked", "printed", "previous", "moved_by",
    ]

    def __init__(self, cards, case):
        if case.get("effects"):
            raise Unsupported("continuous effects are not supported")
        self.names = {}
        for obj in case.get("objects", []):
            for field in self.UNSUPPORTED_FIELDS:
                if obj.get(field):
                    raise Unsupported(f"object {obj['id']}: {field} is not supported")
            card = obj.get("card")
            if card not in cards.normal:
                raise Unsupported(f"object {obj['id']}: {card!r} is not a normal card this engine knows")
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
# The adapter: protocol messages in, engine calls, protocol messages out.
# ---------------------------------------------------------------------------------------


def reply(board, query):
    kind = query.get("query")
    try:
        if kind == "names":
            name = board.name_of(query["object"])
            return {"answer": {"names": {"names": [] if name is None else [name]}}}
        if kind == "same_name":
            return {"answer": {"bool": board.same_name(query["a"], query["b"])}}
        if kind == "different_names":
            return {"answer": {"bool": board.different_names(query["objects"])}}
    except KeyError as e:
        return {"error": f"bad query: {e}"}
    return {"skip": f"query {kind!r} is not supported"}


def answer_case(cards, case):
    queries = case.get("queries", [])
    try:
        board = Board(cards, case)
    except Unsupported as e:
        return [{"skip": str(e)} for _ in queries]
    return [reply(board, q) for q in queries]


def main():
    cards_path = DEFAULT_CARDS
    if len(sys.argv) == 3 and sys.argv[1] == "--cards":
        cards_path = sys.argv[2]
    cards = CardDatabase(cards_path)
    send({
        "type": "hello",
        "protocol": PROTOCOL,
        "engine": {"name": NAME, "version": VERSION, "capabilities": CAPABILITIES},
    })
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            message = json.loads(line)
        except ValueError as e:
            log(f"ignoring a line that isn't JSON: {e}")
            continue
        kind = message.get("type")
        if kind == "shutdown":
            break
        if kind != "case":
            log(f"ignoring a {kind!r} message")
            continue
        case = message.get("case", {})
        try:
            replies = answer_case(cards, case)
        except Exception as e:  # never fall silent: one error per query
            replies = [{"error": f"{type(e).__name__}: {e}"} for _ in case.get("queries", [])]
        send({"id": message["id"], "replies": replies})


if __name__ == "__main__":
    main()
