"""is_named X: on the battlefield, a reference named X joins the battlefield and Echoing Truth
targets it; the object is named X iff phase returns it too. The reference is the card phase
itself loads for the deck-list entry X (phase resolves the spelling), put in p1's deck when
the board is built (`reference_names`, `add_references`); for a token, whose name needn't be a
card's, it is a token phase's sandbox names X, exactly as said.

Off the battlefield the probe would be Cranial Extraction (naming X, it exiles the cards with
that name from a graveyard, hand and library), but phase 0.103.0 can't cast it: its parse has
no player target. Unreachable (answered `skip`): off the battlefield; X that phase resolves to
no card (for a card), to a multi-faced card (it enters front face up) or to a land.
"""

import json

from game import (
    MAX_STEPS, SEATS, ProbeFailed, Unprobeable, actions_of, apply, choose_name, create_custom_token,
    gobj, move, pass_priority, waiting,
)
from probe_cards import CRANIAL_EXTRACTION
from probe_same_name import echoing_truth, returned

NONLAND_PERMANENT_TYPES = {"Creature", "Artifact", "Enchantment", "Planeswalker", "Battle"}


def reference_names(case):
    """The names the case's is_named queries say: each needs a reference card in p1's deck."""
    return [q["name"] for q in case.get("queries", []) if q.get("query") == "is_named"]


def add_references(board, names):
    """`board.refs[name]`: the phase object phase loaded for the deck entry `name`, or None."""
    if not names:
        return
    objects = board.game.state()["state"]["objects"]
    used = set(board.ids.values())
    for name in names:
        board.refs[name] = find_reference(board, objects, used, name)
        if board.refs[name] is not None:
            used.add(board.refs[name])


def find_reference(board, objects, used, name):
    """The phase object phase loaded for deck entry `name` (phase resolved the spelling)."""
    # which card phase resolves the said name to: a one-card deck, as phase loads it
    resolved = board.cards.phase_resolves(name)
    if resolved is None:
        return None
    for pid, o in sorted(objects.items(), key=lambda kv: int(kv[0])):
        ref = o.get("base_printed_ref") or {}
        if (int(pid) not in used and o["owner"] == 0 and ref.get("oracle_id") == resolved
                and o["zone"] in ("Library", "Hand")):
            return int(pid)
    return None


def q_is_named(board, obj, name):
    zone = board.zone_of(obj)
    if zone == "battlefield":
        return named_by_echoing_truth(board, obj, name)
    if zone in ("graveyard", "hand", "library"):
        return named_by_cranial_extraction(board, obj, name)
    raise Unprobeable(f"is_named of an object in {zone}: no phase card asks names there")


def named_by_echoing_truth(board, obj, name):
    """A reference named `name` joins the battlefield (in the probe copy only); Echoing Truth
    targets it; true iff phase returns `obj` too."""
    # the reference depends on the name (and, with no card of that name, on whether the
    # object is a token): one Echoing Truth per reference and case answers each object
    token = board.refs.get(name) is None and bool(board.case_object(obj).get("token"))
    g = board.memo(("is_named", name, token), lambda: echoing_truth_at_reference(board, obj, name))
    return returned(g, board.pid(obj))


def echoing_truth_at_reference(board, obj, name):
    """A copy of the board after Echoing Truth targeted the reference named `name`."""
    g0 = board.copy(last=True)
    ref = reference(board, g0, obj, name)
    if gobj(g0, ref)["zone"] != "Battlefield":
        move(g0, ref, "Battlefield")
    return echoing_truth(board, ref, game=g0)


def reference(board, g0, obj, name):
    """The reference object in the probe copy `g0`: the card phase loaded for `name`, or for a
    token a token phase's sandbox names `name`; `Unprobeable` if Echoing Truth can't use it."""
    ref = board.refs.get(name)
    if ref is None and board.case_object(obj).get("token"):
        # a token's name needn't be a card's: the reference is then a token phase's sandbox
        # names `name`, exactly as said
        before = {o["id"] for o in g0.battlefield()}
        create_custom_token(g0, 0, name, ["Artifact"], [])
        made = [o["id"] for o in g0.battlefield() if o["id"] not in before]
        if len(made) != 1:
            raise ProbeFailed(f"phase's sandbox made {len(made)} reference tokens")
        return made[0]
    if ref is None:
        raise Unprobeable(f"phase's database resolves no card named {name!r} to serve as a reference")
    o = gobj(g0, ref)
    key = board.cards.key_of(o)
    if key is None or len(board.cards.atomic[key]) > 1:
        raise Unprobeable(f"phase resolves {name!r} to a multi-faced card, which enters front face up: "
                          "not necessarily the face named that")
    types = o["card_types"]["core_types"]
    if "Land" in types or not set(types) & NONLAND_PERMANENT_TYPES:
        raise Unprobeable(f"{name!r} is not a nonland permanent card: Echoing Truth can't target it")
    return ref


def named_by_cranial_extraction(board, obj, name):
    """Cranial Extraction names `name` and targets the object's owner; true iff phase exiles
    the object. (phase 0.103.0 can't cast it, so this answers `skip`.)"""
    board.sorcery_speed_ok("Cranial Extraction")
    g = board.copy()
    ce = board.reserve(g, CRANIAL_EXTRACTION)
    move(g, ce, "Hand")
    owner = SEATS.get(board.case_object(obj).get("owner", "p1"), 0)
    acts = [a for a, k, d in actions_of(g) if k == "CastSpell" and d.get("object_id") == ce]
    if not acts:
        # phase 0.103.0 parses "Search target player's graveyard..." without a player target
        # slot, so it reports "No legal targets available": the probe can't be asked
        raise Unprobeable("phase can't cast Cranial Extraction (its parse has no player target: "
                          "'No legal targets available')")
    apply(g, 0, acts[0])
    for _ in range(MAX_STEPS):
        w = waiting(g)
        t = w.get("type")
        if t == "Priority":
            if not g.stack():
                break
            pass_priority(g, w)
        elif t == "NamedChoice":
            try:
                choose_name(g, w, name)
            except ValueError as e:
                raise Unprobeable(f"phase refused {name!r} as a card name ({e}), so Cranial Extraction can't ask")
        else:
            apply(g, w["data"]["player"], player_target(g, w, owner))
    o = gobj(g, board.pid(obj))
    return o is not None and o["zone"] == "Exile"


def player_target(g, w, owner):
    """phase's action at prompt `w` that targets player `owner`."""
    for a, kind, data in actions_of(g):
        blob = json.dumps(data)
        if kind in ("SelectTargets", "ChooseTarget") and f'"Player": {owner}' in blob:
            return a
        if kind == "SelectTargets" and (f'"data": {owner}' in blob):
            return a
    raise ProbeFailed(f"unexpected prompt during Cranial Extraction: {json.dumps(w)[:300]}")
