"""different_names, n_or_more_different_names: Liliana's Contract ("At the beginning of your
upkeep, if you control four or more Demons with different names, you win the game") at the
upkeep of the objects' controller; true iff that player wins, false once the upkeep went by
without a win (the ability has an intervening "if"). Other Demons of that player leave the
probe copy first.

Unreachable (answered `skip`): n other than 4 (different_names: not exactly 4 objects);
objects that aren't Demon permanents of one controller; a board with a "can't win" permanent
(Abyssal Persecutor) or other upkeep triggers that move the objects (Lord of the Pit); spells
on the stack.
"""

import json

from game import MAX_STEPS, ProbeFailed, Unprobeable, actions_of, apply, debug, gobj, move, pass_priority, waiting
from probe_cards import LILIANAS_CONTRACT


def q_different_names(board, objects):
    if len(objects) != 4:
        raise Unprobeable("Liliana's Contract asks about four Demons exactly; phase has no other different-names card")
    return liliana(board, objects)


def q_n_or_more(board, objects, n):
    if n != 4:
        raise Unprobeable("Liliana's Contract asks 'four or more'; phase has no card asking another number")
    return liliana(board, objects)


def liliana(board, objects):
    """Liliana's Contract at the upkeep of the objects' controller: did that player win?"""
    seat = contract_controller(board, objects)
    g = board.copy(last=True)
    # other Demons of that player would count too: they leave the probe copy
    keep = {board.pid(c) for c in objects}
    for o in g.battlefield():
        if (o["id"] not in keep and o["controller"] == seat
                and "Demon" in o["card_types"]["subtypes"]):
            debug(g, "RemoveObject", {"object_id": o["id"]})
    lc = board.reserve(g, LILIANAS_CONTRACT, seat)
    move(g, lc, "Battlefield")
    debug(g, "SetPhase", {"phase": "Untap", "active_player": seat})
    seen = through_upkeep(g, seat)
    for cid in objects:
        o = gobj(g, board.pid(cid))
        if o is None or o["zone"] != "Battlefield":
            raise Unprobeable(f"another upkeep trigger of the board moved {cid} during the probe")
    w = waiting(g)
    won = w.get("type") == "GameOver" or (g.player(1 - seat).get("status") or {}).get("type") not in (None, "Active")
    # no win is an answer only once the whole upkeep went by: the ability has an intervening
    # "if" clause, so it doesn't even trigger when the Demons don't have different names
    if not won and ("Upkeep" not in seen or g.phase in ("Untap", "Upkeep")):
        raise ProbeFailed(f"the game never got through {['p1', 'p2'][seat]}'s upkeep (steps seen: {sorted(seen)})")
    if w.get("type") == "GameOver":
        return seat in (w.get("data", {}).get("winners") or [w.get("data", {}).get("winner")])
    other = g.player(1 - seat)
    return (other.get("status") or {}).get("type") not in (None, "Active")


def contract_controller(board, objects):
    """The seat that controls every object, once the board is one Liliana's Contract can ask."""
    if board.stack_base:
        raise Unprobeable("Liliana's Contract triggers at an upkeep, and the case has spells on the stack")
    ctrl = set()
    for cid in objects:
        if board.zone_of(cid) != "battlefield":
            raise Unprobeable("Liliana's Contract counts permanents only")
        o = gobj(board.game, board.pid(cid))
        if "Demon" not in o["card_types"]["subtypes"] or "Creature" not in o["card_types"]["core_types"]:
            raise Unprobeable("Liliana's Contract counts Demons only, and phase doesn't see every object as a Demon")
        ctrl.add(o["controller"])
    if len(ctrl) != 1:
        raise Unprobeable("the objects have different controllers")
    for o in board.game.battlefield():
        if "CantWinTheGame" in json.dumps(o.get("static_definitions") or []):
            raise Unprobeable(f"{o['name'] or 'a permanent'} says a player can't win the game, so "
                              "Liliana's Contract can't answer")
    return ctrl.pop()


def through_upkeep(g, seat):
    """Plays from the untap step until the game is over or past the draw step; returns the
    steps the game went through."""
    seen = set()
    for _ in range(MAX_STEPS):
        seen.add(g.phase)
        p = g.player(seat)
        if p.get("status", {}).get("type") not in (None, "Active"):
            break
        w = waiting(g)
        if w.get("type") == "GameOver" or g.phase not in ("Untap", "Upkeep", "Draw"):
            break
        if w.get("type") == "Priority":
            pass_priority(g, w)
        else:
            # other upkeep triggers of the case's permanents (Lord of the Pit...): phase's
            # first offered action (trigger order, a choice) keeps the game moving
            acts = actions_of(g)
            if not acts:
                raise ProbeFailed(f"unexpected prompt at upkeep: {json.dumps(w)[:300]}")
            apply(g, w.get("data", {}).get("player", seat), acts[0][0])
    return seen
