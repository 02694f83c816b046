"""Card data: the corpus Oracle subset, fed to phase through phase's own Oracle-text parser.

phase ships no card database. Each card group of the subset goes through phase-python's own
converter (`phase.gen.process_group`, which runs phase's parser), and the result is loaded as
phase's `Engine`. Case card names are resolved to subset cards; a spelling that isn't a
subset key or face name is resolved by phase itself (the card phase loads for that deck-list
entry), never by the adapter.
"""

import json
import uuid

from phase import Engine, gen as phase_gen

from game import DECK_SIZE, FILLER, Unprobeable, new_game


def oracle_id(key):
    # The subset has no Scryfall ids; phase links the faces of a multi-face card by oracle id,
    # so every card gets a stable made-up one (an identifier, never an answer).
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "truename-subset:" + key))


class CardData:
    """The subset (`atomic`, by AtomicCards key), phase's `engine` loaded with it, and the
    mapping from a case's card name to (atomic key, name to put in a phase deck list)."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            self.atomic = json.load(f)["data"]
        export = {}
        for key, faces in self.atomic.items():
            oid = oracle_id(key)
            group = [dict(face, identifiers={"scryfallOracleId": oid}) for face in faces]
            # phase-python's own converter (phase-gen), which runs phase's Oracle parser
            phase_gen.process_group(group, export)
        self.export_json = json.dumps(export)
        self.engine = Engine.from_json(self.export_json)
        # case card name -> (atomic key, name to put in a phase deck list)
        self.by_name = {}
        self.key_by_oid = {oracle_id(key): key for key in self.atomic}
        for key, faces in self.atomic.items():
            deck_name = faces[0].get("faceName") or faces[0]["name"]
            self.by_name[key] = (key, deck_name)
            for face in faces:
                if face.get("faceName"):
                    self.by_name.setdefault(face["faceName"], (key, deck_name))

    def resolve(self, card):
        """(atomic key, deck-list name) of a case's card. A spelling that isn't a subset key or
        face name is resolved by phase itself: the card phase loads for that deck-list entry."""
        if card not in self.by_name:
            oid = self.phase_resolves(card)
            key = self.key_by_oid.get(oid)
            if key is None:
                raise Unprobeable(f"phase resolves no card of the Oracle subset from {card!r}", subject=("card", card))
            self.by_name[card] = self.by_name[key]
        return self.by_name[card]

    def phase_resolves(self, name):
        """The oracle id of the card phase loads for deck-list entry `name`, or None."""
        try:
            game = new_game(self.engine, [name] + [FILLER] * (DECK_SIZE - 1), [FILLER] * DECK_SIZE)
        except ValueError:
            return None
        for o in game.state()["state"]["objects"].values():
            if o["owner"] == 0 and o["name"] != FILLER:
                return (o.get("base_printed_ref") or {}).get("oracle_id")
        return None

    def key_of(self, phase_object):
        """The subset key of the card phase loaded as `phase_object`, or None."""
        return self.key_by_oid.get((phase_object.get("base_printed_ref") or {}).get("oracle_id"))
