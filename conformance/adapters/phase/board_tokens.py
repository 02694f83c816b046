"""Board building: the case's tokens.

A token `created_by` a creator of the case is made by the creator's real ability, one scripted
flow per creator (TOKEN_FLOWS); phase's new tokens are matched to the case's in creation order
and extra ones are removed. A token given with a name uses the sandbox's `CreateToken` (the
name is the case's), a token copy `CreateTokenCopy` (phase's own copy code).

Left out, with every query about them answered `unsupported` (or `error` when phase's own card
failed): tokens of other creators, tokens named by their subtypes only (the sandbox takes the
name as input, so the name would be the adapter's, not phase's), copies with "except its name
is", copies of objects left out.
"""

from casting import cast_from_hand
from game import (
    SEATS, ProbeFailed, Unprobeable, actions_of, apply, create_custom_token, debug, gobj, log, move, settle,
)
from probe_cards import KALDRA_PARTS, VICTIM

# Token creators of the Oracle subset, and the real game action that makes each create its
# token (a scripted flow per creator; tokens of every other creator are `unsupported`):
#   cast    the creator is cast from hand and resolves (a spell, or a permanent whose
#           "enters" trigger creates the token)
#   dies    a nontoken creature of the creator's controller dies (phase's Sacrifice)
#   activate  the creator's activated ability that creates a token (it isn't summoning sick;
#           Helm of Kaldra's needs Sword and Shield of Kaldra, which join for the activation)
TOKEN_FLOWS = {
    "Raise the Alarm": "cast",
    "Prosperous Innkeeper": "cast",
    "Huntmaster of the Fells // Ravager of the Fells": "cast",
    "Voldaren Bloodcaster // Bloodbat Summoner": "dies",
    "Gutter Grime": "dies",
    "Helm of Kaldra": "activate",
    "Llanowar Mentor": "activate",
}
HELPERS = {"Helm of Kaldra": KALDRA_PARTS}  # cards an activation needs on the battlefield
PERMANENT_TYPES = {"Creature", "Artifact", "Enchantment", "Planeswalker", "Battle", "Land"}


def tokens_now(game):
    return {o["id"] for o in game.battlefield() if o.get("is_token")}


def new_tokens(game, before):
    return [o["id"] for o in game.battlefield() if o.get("is_token") and o["id"] not in before]


def leave_out(board, tokens, reply):
    for t in tokens:
        board.unbuilt[t["id"]] = reply


def create_tokens(board, creator, tokens):
    """The creator's real ability creates the tokens; phase's tokens are matched to the
    case's in creation order. Extra tokens phase made are removed."""
    cobj = board.objs.get(creator)
    key = board.cards.resolve(cobj["card"])[0] if cobj and cobj.get("card") else None
    flow = TOKEN_FLOWS.get(key)
    if flow is None or creator in board.unbuilt:
        log(f"no scripted flow makes phase's {cobj.get('card') if cobj else creator} create its token")
        for t in tokens:
            board.unbuilt[t["id"]] = {"unsupported": {"object": t["id"]}}
        return
    cpid = board.ids[creator]
    seat = (gobj(board.game, cpid) or {}).get("controller", 0)
    before = tokens_now(board.game)
    if flow == "cast":
        cast_creator(board, cobj, key, cpid, seat)
    elif flow == "dies":
        victim = board.reserve(board.game, VICTIM, seat)
        move(board.game, victim, "Battlefield")
        debug(board.game, "Sacrifice", {"object_id": victim})
        settle(board.game, seat)
    elif not activate_creator(board, key, cpid, seat, before):
        helpers = f" (with {' and '.join(HELPERS[key])} on the battlefield)" if key in HELPERS else ""
        leave_out(board, tokens, {"error": f"phase: no activated ability of {cobj['card']}{helpers} "
                                           "created a token"})
        return
    match_tokens(board, cobj, tokens, before)


def cast_creator(board, cobj, key, cpid, seat):
    """The creator is cast from hand and resolves, ending where the case says it is."""
    g = board.game
    want = cobj.get("zone", "battlefield")
    is_spell = not PERMANENT_TYPES & set(board.cards.atomic[key][0].get("types", []))
    if want != ("graveyard" if is_spell else "battlefield"):
        raise Unprobeable(f"creator {cobj['id']} in the {want}: a cast {cobj['card']} ends in the "
                          + ("graveyard" if is_spell else "battlefield"), subject=("object", cobj["id"]))
    cast_from_hand(g, cpid, seat)
    settle(g, seat)
    o = gobj(g, cpid)
    if o is None or o["zone"] != ("Graveyard" if is_spell else "Battlefield"):
        raise ProbeFailed(f"{cobj['card']} didn't end in the {want} after it was cast")


def activate_creator(board, key, cpid, seat, before):
    """Tries the creator's activated abilities in order, each in a copy of the game; the first
    that leaves a new token becomes `board.game`. False if none does."""
    g = board.game
    parts = [board.reserve(g, n, seat) for n in HELPERS.get(key, [])]
    for p in parts:
        move(g, p, "Battlefield")
    debug(g, "SetSummoningSickness", {"object_id": cpid, "sick": False})
    acts = [a for a, k, d in actions_of(g) if k == "ActivateAbility" and d.get("source_id") == cpid]
    made = False
    for a in acts:  # its abilities in order; the one that creates the token leaves one
        trial = board.cards.engine.load_game(g.state())
        try:
            apply(trial, seat, a)
            settle(trial, seat)
        except ProbeFailed:
            continue
        if new_tokens(trial, before):
            board.game = g = trial
            made = True
            break
    for p in parts:
        if gobj(g, p) is not None:
            debug(g, "RemoveObject", {"object_id": p})
    return made


def match_tokens(board, cobj, tokens, before):
    """phase's new tokens become the case's, in order; extra ones are removed, missing ones
    answered `error`."""
    made = new_tokens(board.game, before)
    for t, pid in zip(tokens, made):
        board.ids[t["id"]] = pid
    for pid in made[len(tokens):]:
        debug(board.game, "RemoveObject", {"object_id": pid})  # the case lists fewer tokens
    for t in tokens[len(made):]:
        board.unbuilt[t["id"]] = {"error": f"phase: {cobj['card']} created {len(made)} token(s), "
                                           f"fewer than the case's {len(tokens)}"}


def leave_out_token(board, obj, why):
    """A token the adapter can't make phase create: every query about it is `unsupported`."""
    log(f"token {obj['id']}: {why}")
    board.unbuilt[obj["id"]] = {"unsupported": {"object": obj["id"]}}


def make_token(board, obj):
    """A token given directly (name and types), or a copy of an object: phase's sandbox
    token creation, which takes the name as given and runs phase's own copy code."""
    spec = obj["token"]
    seat = SEATS.get(obj.get("owner", "p1"), 0)
    g = board.game
    before = tokens_now(g)
    if spec.get("copy_of"):
        src = spec["copy_of"]
        if spec.get("except_name"):
            leave_out_token(board, obj, "phase's sandbox token copy has no \"except its name is\"")
            return
        if spec.get("except_has_ability") or spec.get("except_has_quoted"):
            leave_out_token(board, obj, "phase's sandbox token copy gains no abilities as an exception")
            return
        if src in board.unbuilt or src not in board.ids:
            leave_out_token(board, obj, f"the copied object {src} isn't built")
            return
        debug(g, "CreateTokenCopy", {"owner": seat, "source_id": board.ids[src]})
    elif spec.get("name"):
        create_custom_token(g, seat, spec["name"], spec.get("types", []), spec.get("subtypes", []))
        board.adapter_named.add(obj["id"])
    else:
        leave_out_token(board, obj, "phase's sandbox token takes its name as input, so a token named by its "
                        "subtypes (111.4) would be named by the adapter, not phase")
        return
    made = new_tokens(g, before)
    if len(made) != 1:
        raise ProbeFailed(f"phase's sandbox made {len(made)} tokens for {obj['id']}")
    board.ids[obj["id"]] = made[0]
