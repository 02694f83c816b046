"""same_name: Echoing Truth ("Return target nonland permanent and all other permanents with
the same name as that permanent to their owners' hands") targets one of the two objects; they
share a name iff phase also returns the other one.

Unreachable (answered `skip`): an object with itself (Echoing Truth returns only *other*
permanents), a pair not both on the battlefield, two lands.
"""

from casting import cast_targeting
from game import ProbeFailed, Unprobeable, gobj, move, pass_until_resolved
from probe_cards import ECHOING_TRUTH


def echoing_truth(board, target_pid, game=None):
    """Casts Echoing Truth at a permanent in a copy of the board (or in `game`, a copy already
    made); returns that copy after resolution."""
    g = board.copy(last=True) if game is None else game
    et = board.reserve(g, ECHOING_TRUTH)
    move(g, et, "Hand")
    cast_targeting(g, et, target_pid)
    pass_until_resolved(g, base=board.stack_base)
    o = gobj(g, target_pid)
    if o is not None and o["zone"] == "Battlefield":
        raise ProbeFailed("Echoing Truth did not return its target")
    return g


def returned(game, pid):
    """Did Echoing Truth return `pid`? (A token that left the battlefield ceased to exist.)"""
    o = gobj(game, pid)
    return o is None or o["zone"] != "Battlefield"


def is_land(board, case_id):
    o = gobj(board.game, board.pid(case_id))
    return "Land" in (o.get("card_types") or {}).get("core_types", [])


def q_same_name(board, a, b):
    za = board.zone_of(a)
    zb = board.zone_of(b)
    if a == b:
        raise Unprobeable("same_name of an object with itself: Echoing Truth returns only *other* permanents")
    if za != "battlefield" or zb != "battlefield":
        raise Unprobeable(f"same_name across zones ({za}, {zb}): Echoing Truth sees permanents only")
    target, other = (a, b) if not is_land(board, a) else (b, a)
    if is_land(board, target):
        raise Unprobeable("both objects are lands: Echoing Truth targets a nonland permanent")
    # one Echoing Truth per target and case: what it returned answers every pair with it
    g = board.memo(("echoing_truth", target), lambda: echoing_truth(board, board.pid(target)))
    return returned(g, board.pid(other))
