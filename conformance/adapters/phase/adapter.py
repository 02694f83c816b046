#!/usr/bin/env python3
"""truename protocol v1 adapter for the phase.rs rules engine, through phase-python.

Pinned: phase-python 0.103.0 (phase-engine 0.103.0, git 60296e29). Stdlib + `phase` only.

Every answer comes from phase's own state after real game actions; this file never compares
names itself. For each case it builds the board in a fresh phase game, and for each query it
loads a *copy* of that game (`Game.state()` -> `Engine.load_game()`), runs a probe in the copy
and reads what phase did. The probe never touches the board other queries see, and the probe
cards wait in the library (where no probe looks at them) until a probe moves one out.

How each query is asked (README.md has the full table and what each probe can't reach):

  names              phase's own `name` field of the object ("" means no name)
  type_line          phase's own `card_types` of the object (supertypes, types, subtypes)
  same_name          Echoing Truth, targeting one of the two (both must be distinct permanents,
                     one of them nonland); true iff phase also returns the other one
  is_named           permanent: a fresh card named X (phase resolves X in its database) is put
                     onto the battlefield and Echoing Truth targets it; true iff phase returns
                     the object too. Graveyard/hand/library: Cranial Extraction naming X
                     (phase validates X); true iff phase exiles the object
  different_names,   Liliana's Contract at its controller's upkeep: "four or more Demons with
  n_or_more_...      different names"; n must be 4 (different_names: exactly 4 objects), every
                     object a Demon permanent with one controller; true iff that player wins
  choose_card_name   a card whose "As ... enters, choose a ... card name" matches the
                     constraint is cast and resolved; phase's own name prompt accepts or
                     refuses the name; `chosen` is what phase stored on the card
                     ({} Pithing Needle, {not: Land} Meddling Mage, {is: Creature} Psychic Paper)
  castable           Meddling Mage is cast naming the name; then the card is cast in the way
                     asked (a half, the Adventure, a face); true iff phase lets the cast reach
                     the stack. A baseline without the Mage must be castable, else no answer.

Objects on the stack or in exile are out of every probe's reach, so the adapter doesn't
declare `zone:stack` or `zone:exile` and the runner skips those cases. A query instance that no
probe reaches for another reason (a land pair, a constraint no phase card expresses, ...) is
answered with a `skip` that says so: it is never guessed, and the runner reports it as a
failure of that case (see README.md, "Adapter limits").

Usage: adapter.py [--cards PATH/TO/AtomicCards.json]
"""

import json
import os
import sys
import uuid

PROTOCOL = 1
NAME = "phase"

try:
    from phase import Engine, GameAction, gen as phase_gen
except Exception as e:  # pragma: no cover - reported through stderr, the suite sees the exit
    print(f"phase adapter: can't import phase-python: {e}", file=sys.stderr, flush=True)
    sys.exit(2)

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
    # Zones its probes reach: the battlefield (Echoing Truth, P/T probes), and hand, library and
    # graveyard (Cranial Extraction). Nothing reaches the stack or exile, so it declares neither.
    "zone:hand",
    "zone:library",
    "zone:graveyard",
    "query:names",
    "query:type_line",
    "query:same_name",
    "query:is_named",
    "query:different_names",
    "query:n_or_more_different_names",
    "query:choose_card_name",
    "query:castable",
]

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CARDS = os.path.join(HERE, "..", "..", "..", "corpus", "oracle", "AtomicCards.subset.json")

SEATS = {"p1": 0, "p2": 1}
ZONES = {
    "library": "Library",
    "hand": "Hand",
    "battlefield": "Battlefield",
    "graveyard": "Graveyard",
    "exile": "Exile",
}
FILLER = "Plains"  # fills decks to the 40-card minimum; never a probe, never queried
DECK_SIZE = 40
# The phase format: Limited rules, plus its sandbox ("debug actions") so the adapter can put
# cards into zones, set face-down/transformed state and attach Equipment.
FORMAT_CONFIG = {
    "allow_debug_actions": True,
    "command_zone": False,
    "commander_damage_threshold": None,
    "deck_size": {"data": DECK_SIZE, "type": "Minimum"},
    "default_deck_copy_limit": {"type": "Unlimited"},
    "format": "Limited",
    "max_players": 2,
    "min_players": 2,
    "range_of_influence": None,
    "sideboard_policy": {"type": "Unlimited"},
    "singleton": False,
    "starting_life": 20,
    "supplies_fixed_deck": False,
    "team_based": False,
    "uses_commander": False,
}
# Probe cards (all real cards of the Oracle subset).
ECHOING_TRUTH = "Echoing Truth"
CRANIAL_EXTRACTION = "Cranial Extraction"
LILIANAS_CONTRACT = "Liliana's Contract"
MEDDLING_MAGE = "Meddling Mage"
PITHING_NEEDLE = "Pithing Needle"
PSYCHIC_PAPER = "Psychic Paper"
SPY_KIT = "Spy Kit"
TARGET_DUMMIES = ["Grizzly Bears", "Spy Kit", "Liliana's Contract"]  # castable: legal targets
# "choose a ... card name" cards, by the constraint their Oracle text states.
CHOOSERS = {
    ((), ()): PITHING_NEEDLE,  # "choose a card name"
    ((), ("Land",)): MEDDLING_MAGE,  # "choose a nonland card name"
    (("Creature",), ()): PSYCHIC_PAPER,  # "choose a creature card name"
}
MAX_STEPS = 60


def log(*args):
    print("phase adapter:", *args, file=sys.stderr, flush=True)


def send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n")
    sys.stdout.flush()


class Unprobeable(Exception):
    """No phase probe reaches this query instance: answered with a skip, never guessed."""


class ProbeFailed(Exception):
    """phase refused a step of the probe (its ValueError message is kept)."""


# ---------------------------------------------------------------------------------------
# Card data: the Oracle subset, fed to phase through phase's own Oracle-text parser.
# ---------------------------------------------------------------------------------------


def oracle_id(key):
    # The subset has no Scryfall ids; phase links the faces of a multi-face card by oracle id,
    # so every card gets a stable made-up one (an identifier, never an answer).
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "truename-subset:" + key))


class CardData:
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
        for key, faces in self.atomic.items():
            deck_name = faces[0].get("faceName") or faces[0]["name"]
            self.by_name[key] = (key, deck_name)
            for face in faces:
                if face.get("faceName"):
                    self.by_name.setdefault(face["faceName"], (key, deck_name))

    def resolve(self, card):
        if card not in self.by_name:
            raise Unprobeable(f"card {card!r} is not in the Oracle subset fed to phase")
        return self.by_name[card]


# ---------------------------------------------------------------------------------------
# Driving a phase game.
# ---------------------------------------------------------------------------------------


def action(d):
    return GameAction.from_dict(d)


def apply(game, seat, act):
    try:
        return game.apply(seat, act if isinstance(act, GameAction) else action(act))
    except ValueError as e:
        raise ProbeFailed(str(e)) from None


def debug(game, kind, data=None):
    payload = {"type": kind} if data is None else {"type": kind, "data": data}
    return apply(game, 0, {"type": "Debug", "data": payload})


def waiting(game):
    return game.waiting_for() or {}


def pass_until_resolved(game, steps=MAX_STEPS):
    """Both players pass priority until the stack is empty or phase asks something else."""
    for _ in range(steps):
        w = waiting(game)
        if w.get("type") != "Priority":
            return w
        if not game.stack():
            return w
        apply(game, w["data"]["player"], {"type": "PassPriority"})
    raise ProbeFailed("the stack did not resolve")


def actions_of(game):
    return [(a, a.kind, a.data or {}) for a in game.actions()]


class Board:
    """A fresh phase game holding the case's objects, and the map case id -> phase id."""

    def __init__(self, cards, case, extra=()):
        self.cards = cards
        self.case = case
        objects = case.get("objects", [])
        decks = {0: [], 1: []}
        wanted = []  # (case object, seat, atomic key)
        for obj in objects:
            for field in ("token", "spell_copy_of", "printed", "previous", "moved_by",
                          "flipped", "melded", "cast_as", "unlocked"):
                if obj.get(field):
                    raise Unprobeable(f"object {obj['id']}: {field} is not built in phase")
            if not obj.get("card"):
                raise Unprobeable(f"object {obj['id']} is not a card")
            zone = obj.get("zone", "battlefield")
            if zone not in ZONES:
                raise Unprobeable(f"object {obj['id']}: phase has no way to put a card on the {zone}")
            seat = SEATS.get(obj.get("owner", "p1"))
            if seat is None:
                raise Unprobeable(f"object {obj['id']}: owner {obj.get('owner')!r}")
            key, deck_name = cards.resolve(obj["card"])
            decks[seat].append(deck_name)
            wanted.append((obj, seat, key))
        for seat, name in extra:
            decks[seat].append(name)
        for seat in (0, 1):
            if len(decks[seat]) > DECK_SIZE - 7:
                raise Unprobeable("too many objects for one deck")
            decks[seat] += [FILLER] * (DECK_SIZE - len(decks[seat]))
        try:
            start = cards.engine.new_game(
                player=decks[0], opponent=decks[1], seed=7, first_player=0,
                format_config=FORMAT_CONFIG)
        except ValueError as e:
            raise ProbeFailed(f"phase refused the decks: {e}") from None
        for _ in range(4):
            w = waiting(start)
            if w.get("type") != "MulliganDecision":
                break
            seat = w["data"]["pending"][0]["player"]
            keep = [a for a, k, d in actions_of(start)
                    if k == "MulliganDecision" and d.get("choice", {}).get("type") == "Keep"]
            apply(start, seat, keep[0])
        state = start.state()
        state["state"]["debug_mode"] = True  # phase's sandbox switch (debug actions)
        self.game = cards.engine.load_game(state)
        g = self.game
        debug(g, "SetPhase", {"phase": "PreCombatMain", "active_player": 0})
        debug(g, "SetInfiniteMana", {"player_id": 0, "enabled": True})
        debug(g, "SetInfiniteMana", {"player_id": 1, "enabled": True})
        # case objects: claim phase objects of the same card (by the oracle id phase was fed)
        st = g.state()["state"]["objects"]
        free = {}
        for pid, o in sorted(st.items(), key=lambda kv: int(kv[0])):
            ref = o.get("base_printed_ref") or o.get("printed_ref") or {}
            free.setdefault((o["owner"], ref.get("oracle_id")), []).append(int(pid))
        self.ids = {}
        for obj, seat, key in wanted:
            pool = free.get((seat, oracle_id(key)), [])
            if not pool:
                raise ProbeFailed(f"phase did not load card {obj['card']!r} into the deck")
            self.ids[obj["id"]] = pool.pop(0)
        self.free = free
        for obj, seat, key in wanted:
            pid = self.ids[obj["id"]]
            debug(g, "MoveToZone", {"object_id": pid, "to_zone": ZONES[obj.get("zone", "battlefield")]})
        for obj, seat, key in wanted:
            pid = self.ids[obj["id"]]
            if obj.get("controller") and SEATS.get(obj["controller"]) is not None:
                debug(g, "SetController", {"object_id": pid, "controller": SEATS[obj["controller"]]})
            if obj.get("face_down"):
                if obj.get("zone", "battlefield") != "battlefield":
                    raise Unprobeable(f"object {obj['id']}: phase's face-down flag is set with a sandbox "
                                      "action; only on the battlefield is that what a real morph or manifest makes")
                debug(g, "SetFaceState", {"object_id": pid, "face_down": True})
            if obj.get("transformed"):
                if self.cards.atomic[key][0].get("layout") != "transform":
                    raise Unprobeable(f"object {obj['id']}: back face up is realized for transforming "
                                      "double-faced cards only (phase's transformed flag)")
                debug(g, "SetFaceState", {"object_id": pid, "transformed": True})
        for eff in case.get("effects", []):
            self.apply_effect(eff)
        debug(g, "RunStateBasedActions")
        self.snapshot = g.state()

    def apply_effect(self, eff):
        kind = eff.get("effect")
        if kind == "all_names":
            src = eff.get("source")
            srcobj = next((o for o in self.case.get("objects", []) if o["id"] == src), None)
            if not srcobj or srcobj.get("card") != SPY_KIT:
                raise Unprobeable("an all-names effect is realized only by attaching a Spy Kit of the case")
            if srcobj.get("zone", "battlefield") != "battlefield":
                raise Unprobeable("the Spy Kit is not on the battlefield")
            debug(self.game, "Attach", {"object_id": self.ids[src],
                                        "target": {"type": "Object", "data": self.ids[eff["object"]]}})
            return
        raise Unprobeable(f"effect {kind!r} is not realized in phase")

    def copy(self):
        return self.cards.engine.load_game(self.snapshot)

    def pid(self, case_id):
        if case_id not in self.ids:
            raise ProbeFailed(f"no object {case_id!r}")
        return self.ids[case_id]

    def reserve(self, game, name, seat=0):
        """A phase object of a probe card waiting in the library (or hand)."""
        key, _ = self.cards.resolve(name)
        used = set(self.ids.values())
        for pid in self.free.get((seat, oracle_id(key)), []):
            o = game.object(pid)
            if pid not in used and o and o["zone"] in ("Library", "Hand"):
                return pid
        raise ProbeFailed(f"no {name} left in the probe reserve")

    def zone_of(self, game, case_id):
        o = game.object(self.pid(case_id))
        return None if o is None else o["zone"]


def probe_cards_needed(case):
    """Which probe cards each deck needs (in the reserve, in the library)."""
    need = [(0, ECHOING_TRUTH), (0, ECHOING_TRUTH), (0, CRANIAL_EXTRACTION),
            (0, LILIANAS_CONTRACT), (1, LILIANAS_CONTRACT), (0, MEDDLING_MAGE),
            (0, PITHING_NEEDLE), (0, PSYCHIC_PAPER)]
    need += [(1, n) for n in TARGET_DUMMIES]
    return need


# ---------------------------------------------------------------------------------------
# Probes.
# ---------------------------------------------------------------------------------------


def cast_from_hand(game, pid, seat=0):
    acts = [a for a, k, d in actions_of(game) if k == "CastSpell" and d.get("object_id") == pid]
    if not acts:
        raise ProbeFailed(f"phase offers no cast of probe card {pid}")
    apply(game, seat, acts[0])


def cast_targeting(game, pid, target_pid, seat=0):
    """Casts probe card pid at target_pid, answering phase's target prompt."""
    acts = [a for a, k, d in actions_of(game) if k == "CastSpell" and d.get("object_id") == pid]
    if not acts:
        raise ProbeFailed(f"phase offers no cast of probe card {pid}")
    apply(game, seat, acts[0])
    for _ in range(8):
        w = waiting(game)
        if w.get("type") == "Priority":
            return
        chosen = None
        for a, kind, data in actions_of(game):
            if target_pid in ids_in(data):
                chosen = a
                break
        if chosen is None:
            raise ProbeFailed(f"phase offered no way to target {target_pid}: {json.dumps(w)[:300]}")
        apply(game, seat, chosen)
    raise ProbeFailed("targeting did not finish")


def ids_in(value):
    """Object ids named in an action payload."""
    out = set()
    if isinstance(value, dict):
        for k, v in value.items():
            if k in ("Object", "object_id", "target") and isinstance(v, int):
                out.add(v)
            elif k == "data" and isinstance(v, int) and value.get("type") == "Object":
                out.add(v)
            else:
                out |= ids_in(v)
    elif isinstance(value, list):
        for v in value:
            out |= ids_in(v)
    return out


def echoing_truth(board, target_case_id=None, target_pid=None):
    """Casts Echoing Truth at a permanent in a copy; returns the copy after resolution."""
    g = board.copy()
    et = board.reserve(g, ECHOING_TRUTH)
    debug(g, "MoveToZone", {"object_id": et, "to_zone": "Hand"})
    tgt = target_pid if target_pid is not None else board.pid(target_case_id)
    cast_targeting(g, et, tgt)
    pass_until_resolved(g)
    o = g.object(tgt)
    if o is not None and o["zone"] == "Battlefield":
        raise ProbeFailed("Echoing Truth did not return its target")
    return g


def is_land(board, case_id):
    o = board.game.object(board.pid(case_id))
    return "Land" in (o.get("card_types") or {}).get("core_types", [])


def case_obj(board, case_id):
    for o in board.case.get("objects", []):
        if o["id"] == case_id:
            return o
    raise ProbeFailed(f"no object {case_id!r}")


def q_same_name(board, a, b):
    za = case_obj(board, a).get("zone", "battlefield")
    zb = case_obj(board, b).get("zone", "battlefield")
    if a == b:
        raise Unprobeable("same_name of an object with itself: Echoing Truth returns only *other* permanents")
    if za != "battlefield" or zb != "battlefield":
        raise Unprobeable(f"same_name across zones ({za}, {zb}): Echoing Truth sees permanents only")
    target, other = (a, b) if not is_land(board, a) else (b, a)
    if is_land(board, target):
        raise Unprobeable("both objects are lands: Echoing Truth targets a nonland permanent")
    g = echoing_truth(board, target_case_id=target)
    o = g.object(board.pid(other))
    return o is not None and o["zone"] != "Battlefield"


def q_is_named(board, obj, name):
    zone = case_obj(board, obj).get("zone", "battlefield")
    if zone == "battlefield":
        # a fresh card named `name` (phase resolves the name against its database when it
        # loads the deck) joins the battlefield; Echoing Truth targets it
        ref = board.refs.get(name)
        if ref is None:
            raise Unprobeable(f"phase's database resolves no card named {name!r} to serve as a reference")
        g0 = board.copy()
        o = g0.object(ref)
        if "Land" in o["card_types"]["core_types"] or not set(o["card_types"]["core_types"]) & {
                "Creature", "Artifact", "Enchantment", "Planeswalker", "Battle"}:
            raise Unprobeable(f"{name!r} is not a nonland permanent card: Echoing Truth can't target it")
        # put the reference onto the battlefield inside the probe copy only
        snap = board.snapshot
        board.snapshot = None
        try:
            debug(g0, "MoveToZone", {"object_id": ref, "to_zone": "Battlefield"})
            board.snapshot = g0.state()
            g = echoing_truth(board, target_pid=ref)
        finally:
            board.snapshot = snap
        o = g.object(board.pid(obj))
        return o is not None and o["zone"] != "Battlefield"
    if zone in ("graveyard", "hand", "library"):
        g = board.copy()
        ce = board.reserve(g, CRANIAL_EXTRACTION)
        debug(g, "MoveToZone", {"object_id": ce, "to_zone": "Hand"})
        owner = SEATS.get(case_obj(board, obj).get("owner", "p1"), 0)
        acts = [a for a, k, d in actions_of(g) if k == "CastSpell" and d.get("object_id") == ce]
        if not acts:
            raise ProbeFailed("phase offers no cast of Cranial Extraction")
        apply(g, 0, acts[0])
        for _ in range(MAX_STEPS):
            w = waiting(g)
            t = w.get("type")
            if t == "Priority":
                if not g.stack():
                    break
                apply(g, w["data"]["player"], {"type": "PassPriority"})
            elif t == "NamedChoice":
                try:
                    g.apply(w["data"]["player"], action({"type": "ChooseOption", "data": {"choice": name}}))
                except ValueError as e:
                    raise Unprobeable(f"phase refused {name!r} as a card name ({e}), so Cranial Extraction can't ask")
            else:
                chosen = None
                for a, kind, data in actions_of(g):
                    blob = json.dumps(data)
                    if kind in ("SelectTargets", "ChooseTarget") and f'"Player": {owner}' in blob:
                        chosen = a
                        break
                    if kind == "SelectTargets" and (f'"data": {owner}' in blob):
                        chosen = a
                        break
                if chosen is None:
                    raise ProbeFailed(f"unexpected prompt during Cranial Extraction: {json.dumps(w)[:300]}")
                apply(g, w["data"]["player"], chosen)
        o = g.object(board.pid(obj))
        return o is not None and o["zone"] == "Exile"
    raise Unprobeable(f"is_named of an object in {zone}: no phase card asks names there")


def liliana(board, objects):
    """Liliana's Contract at the upkeep of the objects' controller: did that player win?"""
    ctrl = set()
    for cid in objects:
        if case_obj(board, cid).get("zone", "battlefield") != "battlefield":
            raise Unprobeable("Liliana's Contract counts permanents only")
        o = board.game.object(board.pid(cid))
        if "Demon" not in o["card_types"]["subtypes"] or "Creature" not in o["card_types"]["core_types"]:
            raise Unprobeable("Liliana's Contract counts Demons only, and phase doesn't see every object as a Demon")
        ctrl.add(o["controller"])
    if len(ctrl) != 1:
        raise Unprobeable("the objects have different controllers")
    seat = ctrl.pop()
    for o in board.game.battlefield():
        if "CantWinTheGame" in json.dumps(o.get("static_definitions") or []):
            raise Unprobeable(f"{o['name'] or 'a permanent'} says a player can't win the game, so "
                              "Liliana's Contract can't answer")
    g = board.copy()
    # other Demons of that player would count too: they leave the probe copy
    keep = {board.pid(c) for c in objects}
    for o in g.battlefield():
        if (o["id"] not in keep and o["controller"] == seat
                and "Demon" in o["card_types"]["subtypes"]):
            debug(g, "RemoveObject", {"object_id": o["id"]})
    lc = board.reserve(g, LILIANAS_CONTRACT, seat)
    debug(g, "MoveToZone", {"object_id": lc, "to_zone": "Battlefield"})
    debug(g, "SetPhase", {"phase": "Untap", "active_player": seat})
    fired = False
    for _ in range(MAX_STEPS):
        for entry in g.stack() or []:
            if f'"source_id": {lc}' in json.dumps(entry) or f'"object_id": {lc}' in json.dumps(entry):
                fired = True
        p = g.player(seat)
        if p.get("status", {}).get("type") not in (None, "Active"):
            break
        w = waiting(g)
        if w.get("type") == "GameOver" or g.phase not in ("Untap", "Upkeep", "Draw"):
            break
        if w.get("type") == "Priority":
            apply(g, w["data"]["player"], {"type": "PassPriority"})
        else:
            # other upkeep triggers of the case's permanents (Lord of the Pit...): phase's
            # first offered action (trigger order, a choice) keeps the game moving
            acts = actions_of(g)
            if not acts:
                raise ProbeFailed(f"unexpected prompt at upkeep: {json.dumps(w)[:300]}")
            apply(g, w.get("data", {}).get("player", seat), acts[0][0])
    for cid in objects:
        o = g.object(board.pid(cid))
        if o is None or o["zone"] != "Battlefield":
            raise Unprobeable(f"another upkeep trigger of the board moved {cid} during the probe")
    w = waiting(g)
    won = w.get("type") == "GameOver" or (g.player(1 - seat).get("status") or {}).get("type") not in (None, "Active")
    if not fired and not won:
        raise ProbeFailed("Liliana's Contract's upkeep trigger was never put on the stack")
    if w.get("type") == "GameOver":
        return seat in (w.get("data", {}).get("winners") or [w.get("data", {}).get("winner")])
    other = g.player(1 - seat)
    return (other.get("status") or {}).get("type") not in (None, "Active")


def q_different_names(board, objects):
    if len(objects) != 4:
        raise Unprobeable("Liliana's Contract asks about four Demons exactly; phase has no other different-names card")
    return liliana(board, objects)


def q_n_or_more(board, objects, n):
    if n != 4:
        raise Unprobeable("Liliana's Contract asks 'four or more'; phase has no card asking another number")
    return liliana(board, objects)


def q_names(board, obj):
    o = board.game.object(board.pid(obj))
    return [] if not o["name"] else [o["name"]]


def q_type_line(board, obj):
    o = board.game.object(board.pid(obj))
    t = o["card_types"]
    left = " ".join(list(t.get("supertypes", [])) + list(t.get("core_types", [])))
    sub = " ".join(t.get("subtypes", []))
    return left + (" \u2014 " + sub if sub else "")


def resolve_to_choice(game, card_pid, seat=0):
    """Casts a probe card that chooses a name, until phase's NamedChoice prompt."""
    cast_from_hand(game, card_pid, seat)
    for _ in range(MAX_STEPS):
        w = waiting(game)
        t = w.get("type")
        if t == "NamedChoice":
            return w
        if t == "Priority":
            if not game.stack():
                raise ProbeFailed("the card resolved without asking a name")
            apply(game, w["data"]["player"], {"type": "PassPriority"})
        else:
            acts = actions_of(game)
            if not acts:
                raise ProbeFailed(f"stuck at {t}")
            apply(game, w.get("data", {}).get("player", seat), acts[0][0])
    raise ProbeFailed("no name prompt")


def paper_to_choice(board, game):
    """Psychic Paper: equip it to Grizzly Bears, until its name prompt."""
    paper = board.reserve(game, PSYCHIC_PAPER)
    bears = board.reserve(game, "Grizzly Bears", 1)
    debug(game, "MoveToZone", {"object_id": paper, "to_zone": "Battlefield"})
    debug(game, "MoveToZone", {"object_id": bears, "to_zone": "Battlefield"})
    debug(game, "SetController", {"object_id": bears, "controller": 0})
    equip = [a for a, k, d in actions_of(game)
             if k in ("Equip", "ActivateAbility") and (d.get("equipment_id") == paper or d.get("source_id") == paper)]
    if not equip:
        raise ProbeFailed("phase offers no equip of Psychic Paper")
    apply(game, 0, equip[0])
    for _ in range(MAX_STEPS):
        w = waiting(game)
        t = w.get("type")
        if t == "NamedChoice":
            return paper, w
        if t == "Priority":
            if not game.stack():
                raise ProbeFailed("Psychic Paper was attached without asking a name")
            apply(game, w["data"]["player"], {"type": "PassPriority"})
        else:
            chosen = None
            for a, kind, data in actions_of(game):
                if bears in ids_in(data):
                    chosen = a
                    break
            if chosen is None:
                acts = actions_of(game)
                if not acts:
                    raise ProbeFailed(f"stuck at {t}")
                chosen = acts[0][0]
            apply(game, w.get("data", {}).get("player", 0), chosen)
    raise ProbeFailed("no name prompt")


def chosen_names(game, pid):
    o = game.object(pid) or {}
    return sorted(a["value"] for a in o.get("chosen_attributes", []) if a.get("type") == "CardName")


def q_choose_card_name(board, name, constraint):
    key = (tuple(sorted(constraint.get("is", []))), tuple(sorted(constraint.get("not", []))))
    card = CHOOSERS.get(key)
    if card is None:
        raise Unprobeable(f"no card phase implements chooses a card name under {constraint} "
                          "(phase parses Dispossess's 'artifact card name' as unimplemented)")
    g = board.copy()
    if card == PSYCHIC_PAPER:
        pid, w = paper_to_choice(board, g)
    else:
        pid = board.reserve(g, card)
        debug(g, "MoveToZone", {"object_id": pid, "to_zone": "Hand"})
        w = resolve_to_choice(g, pid)
    try:
        g.apply(w["data"]["player"], action({"type": "ChooseOption", "data": {"choice": name}}))
    except ValueError as e:
        log(f"phase refused {name!r}: {e}")
        return {"valid": False, "chosen": []}
    return {"valid": True, "chosen": chosen_names(g, pid)}


# castable: how each way of casting shows up in phase's prompts
def try_cast(game, pid, cast_as):
    """Attempts the cast in the way asked; True iff phase puts the spell on the stack.

    Each way of casting is one of phase's own prompts: a split half or an MDFC face is
    `ModalFaceChoice` (back_face), an Adventure is a `CastOffer` (creature or not), face down
    (morph) is an `AlternativeCastChoice` with the FaceDown keyword. Anything else phase asks
    (X, targets, payment) takes phase's first offered option, never a different way to cast.
    """
    casts = [a for a, k, d in actions_of(game) if k == "CastSpell" and d.get("object_id") == pid]
    if not casts:
        return False
    try:
        game.apply(0, casts[0])
    except ValueError:
        return False
    for _ in range(MAX_STEPS):
        w = waiting(game)
        t = w.get("type")
        data = w.get("data") or {}
        if t == "Priority":
            return bool(game.stack())
        options = actions_of(game)
        if t == "ModalFaceChoice":
            if cast_as not in (None, "left_half", "right_half", "back_face"):
                return False
            want_back = cast_as in ("right_half", "back_face")
            pick = [a for a, k, d in options if k == "ChooseModalFace" and d.get("back_face") == want_back]
        elif t == "CastOffer" and (data.get("kind") or {}).get("type") == "Adventure":
            if cast_as not in (None, "adventure"):
                return False
            want_creature = cast_as is None
            pick = [a for a, k, d in options if k == "ChooseAdventureFace" and d.get("creature") == want_creature]
        elif t == "AlternativeCastChoice":
            alternative = (data.get("keyword") or {}).get("type") == "FaceDown" and cast_as == "face_down"
            want = "Alternative" if alternative else "Normal"
            pick = [a for a, k, d in options
                    if k == "ChooseAlternativeCast" and (d.get("choice") or {}).get("type") == want]
        else:
            if cast_as in ("left_half", "right_half", "adventure", "back_face", "face_down") \
                    and t in ("CastOffer", "AlternativeCastChoice"):
                return False
            pick = [a for a, k, d in options if k != "CancelCast"]
        if not pick:
            return False
        try:
            game.apply(data.get("player", 0), pick[0])
        except ValueError:
            return False
    return bool(game.stack())


def q_castable(board, obj, cast_as, chosen):
    if case_obj(board, obj).get("zone", "battlefield") != "hand":
        raise Unprobeable("castable is probed for cards in hand only")
    if cast_as == "fused":
        raise Unprobeable("phase doesn't know the cards' Fuse keyword (the subset has no MTGJSON `keywords` field)")
    pid = board.pid(obj)
    dummies = [board.reserve(board.game, n, 1) for n in TARGET_DUMMIES]

    def fresh():
        g = board.copy()
        for d in dummies:  # legal targets, so targeting never decides the answer
            debug(g, "MoveToZone", {"object_id": d, "to_zone": "Battlefield"})
        return g

    base = fresh()
    if not try_cast(base, pid, cast_as):
        raise Unprobeable(f"inconclusive: phase doesn't let {obj} be cast that way even without a Meddling Mage")
    g = fresh()
    mage = board.reserve(g, MEDDLING_MAGE)
    debug(g, "MoveToZone", {"object_id": mage, "to_zone": "Hand"})
    w = resolve_to_choice(g, mage)
    try:
        g.apply(w["data"]["player"], action({"type": "ChooseOption", "data": {"choice": chosen}}))
    except ValueError as e:
        raise ProbeFailed(f"phase refused {chosen!r} as Meddling Mage's card name: {e}")
    pass_until_resolved(g)
    return try_cast(g, pid, cast_as)


# ---------------------------------------------------------------------------------------
# The protocol.
# ---------------------------------------------------------------------------------------


def reply_for(board, q):
    kind = q.get("query")
    try:
        if kind == "names":
            return {"answer": {"names": {"names": q_names(board, q["object"])}}}
        if kind == "type_line":
            return {"answer": {"text": q_type_line(board, q["object"])}}
        if kind == "same_name":
            return {"answer": {"bool": q_same_name(board, q["a"], q["b"])}}
        if kind == "is_named":
            return {"answer": {"bool": q_is_named(board, q["object"], q["name"])}}
        if kind == "different_names":
            return {"answer": {"bool": q_different_names(board, q["objects"])}}
        if kind == "n_or_more_different_names":
            return {"answer": {"bool": q_n_or_more(board, q["objects"], q["n"])}}
        if kind == "choose_card_name":
            return {"answer": {"choice": q_choose_card_name(board, q["name"], q.get("constraint") or {})}}
        if kind == "castable":
            return {"answer": {"bool": q_castable(board, q["object"], q.get("cast_as"), q["chosen"])}}
        return {"skip": f"query {kind!r} is not realized through phase"}
    except Unprobeable as e:
        return {"skip": f"adapter: {e}"}
    except ProbeFailed as e:
        return {"error": f"phase: {e}"}


def answer_case(cards, case):
    queries = case.get("queries", [])
    extra = list(probe_cards_needed(case))
    refs = []
    for q in queries:
        if q.get("query") == "is_named":
            refs.append(q["name"])
    for name in refs:
        extra.append((0, name))
    try:
        board = Board(cards, case, extra)
    except Unprobeable as e:
        return [{"skip": f"adapter: {e}"} for _ in queries]
    except ProbeFailed as e:
        return [{"error": f"phase: {e}"} for _ in queries]
    # reference cards for is_named, as phase resolved the said names in the deck list
    board.refs = {}
    if refs:
        st = board.game.state()["state"]["objects"]
        used = set(board.ids.values())
        for name in refs:
            board.refs[name] = find_reference(board, st, used, name)
            if board.refs[name] is not None:
                used.add(board.refs[name])
    return [reply_for(board, q) for q in queries]


def find_reference(board, objects, used, name):
    """The phase object phase loaded for deck entry `name` (phase resolved the spelling)."""
    # which card phase resolves the said name to: a one-card deck, as phase loads it
    probe = board.cards.engine.new_game(
        player=[name] + [FILLER] * (DECK_SIZE - 1), opponent=[FILLER] * DECK_SIZE,
        seed=7, first_player=0, format_config=FORMAT_CONFIG)
    resolved = None
    for o in probe.state()["state"]["objects"].values():
        if o["owner"] == 0 and o["name"] != FILLER:
            resolved = (o.get("base_printed_ref") or {}).get("oracle_id")
            break
    if resolved is None:
        return None
    for pid, o in sorted(objects.items(), key=lambda kv: int(kv[0])):
        ref = o.get("base_printed_ref") or {}
        if (int(pid) not in used and o["owner"] == 0 and ref.get("oracle_id") == resolved
                and o["zone"] in ("Library", "Hand")):
            return int(pid)
    return None


def main():
    cards_path = DEFAULT_CARDS
    if len(sys.argv) == 3 and sys.argv[1] == "--cards":
        cards_path = sys.argv[2]
    cards = CardData(cards_path)
    send({"type": "hello", "protocol": PROTOCOL,
          "engine": {"name": NAME, "version": PHASE_VERSION, "capabilities": CAPABILITIES}})
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
            continue
        case = message.get("case", {})
        try:
            replies = answer_case(cards, case)
        except Exception as e:  # never fall silent: one error per query
            log(f"case {case.get('id')}: {type(e).__name__}: {e}")
            replies = [{"error": f"{type(e).__name__}: {e}"} for _ in case.get("queries", [])]
        send({"id": message["id"], "replies": replies})


if __name__ == "__main__":
    main()
