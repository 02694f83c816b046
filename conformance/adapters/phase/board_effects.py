"""Board building: the case's continuous effects, each made by a real card of the case.

- `all_names` (CR 612.7): the case's Spy Kit is attached with the sandbox's `Attach`.
- `set_name`: the case's Psychic Paper's equip ability is activated; phase's own prompt takes
  the name. Its creature-type prompt gets the creature's first subtype, the adapter's choice,
  so `type_line` queries of that creature are `unsupported` (`Board.adapter_typed`).
- `copy`: the case's Clone is cast by its owner; phase's replacement and copy prompts choose the
  copied creature. A copy with exceptions, or of something left out, leaves the Clone out.

Every other effect makes the whole case `unsupported`, naming the effect.
"""

from casting import activate_equip, cast_from_hand
from game import ProbeFailed, Unprobeable, action, debug, gobj, ids_in, log, settle
from probe_cards import CLONE, PSYCHIC_PAPER, SPY_KIT


def apply_effect(board, eff):
    """Builds one effect of the case on `board.game`."""
    kind = eff.get("effect")
    src = eff.get("source")
    for oid in (eff.get("object"), src) if kind == "copy" else (eff.get("object"), eff.get("of"), src):
        if oid in board.unbuilt:
            raise Unprobeable(f"effect {kind!r} involves {oid}, which isn't built", subject=("effect", kind))
    if kind == "all_names":
        attach_spy_kit(board, eff)
    elif kind == "set_name":
        set_name_with_psychic_paper(board, eff)
    elif kind == "copy":
        copy_with_clone(board, eff)
    else:
        raise Unprobeable(f"effect {kind!r} is not realized in phase", subject=("effect", kind))


def source_card(board, eff):
    src = eff.get("source")
    srcobj = board.objs.get(src) if src else None
    return srcobj or {}


def attach_spy_kit(board, eff):
    src = source_card(board, eff)
    if src.get("card") != SPY_KIT:
        raise Unprobeable("an all-names effect is realized only by attaching a Spy Kit of the case",
                          subject=("effect", "all_names"))
    if src.get("zone", "battlefield") != "battlefield":
        raise Unprobeable("the Spy Kit is not on the battlefield", subject=("effect", "all_names"))
    debug(board.game, "Attach", {"object_id": board.ids[eff["source"]],
                                 "target": {"type": "Object", "data": board.ids[eff["object"]]}})


def set_name_with_psychic_paper(board, eff):
    if source_card(board, eff).get("card") != PSYCHIC_PAPER:
        raise Unprobeable("a name-setting effect is realized only by equipping a Psychic Paper of the case "
                          "(phase implements no other name-setting card of the subset)", subject=("effect", "set_name"))
    equip_psychic_paper(board.game, board.ids[eff["source"]], board.ids[eff["object"]], eff["name"])
    board.adapter_typed.add(eff["object"])


def equip_psychic_paper(g, paper, creature, name):
    """Psychic Paper's equip ability, at the creature; phase's own prompt takes the name.
    Psychic Paper also sets a creature type: the creature's first subtype if phase offers
    it (the adapter's choice, so type_line queries of that creature are `unsupported`)."""
    types = (gobj(g, creature).get("card_types") or {}).get("subtypes", [])
    activate_equip(g, paper)

    def pick(kind, data, options):
        if kind == "NamedChoice" and data.get("choice_type") == "CardName":
            try:
                return action({"type": "ChooseOption", "data": {"choice": name}})
            except ValueError:
                return None
        if kind == "NamedChoice" and data.get("choice_type") == "CreatureType":
            keep = [a for a, k, d in options if d.get("choice") in types[:1]]
            return keep[0] if keep else None
        aimed = [a for a, k, d in options if creature in ids_in(d)]
        return aimed[0] if aimed else None

    try:
        settle(g, pick=pick)
    except ProbeFailed as e:
        raise ProbeFailed(f"equipping Psychic Paper naming {name!r}: {e}") from None
    if paper not in ((gobj(g, creature) or {}).get("attachments") or []):
        raise ProbeFailed(f"Psychic Paper did not become attached naming {name!r}")


def copy_with_clone(board, eff):
    obj = board.objs.get(eff["object"], {})
    if obj.get("card") != CLONE or obj.get("zone", "battlefield") != "battlefield":
        raise Unprobeable("a copy effect is realized only by casting a Clone of the case", subject=("effect", "copy"))
    why = None
    if eff.get("except_name") or eff.get("except_has_ability") or eff.get("except_has_quoted"):
        why = "Clone's copy in phase has no exceptions"
    elif eff["of"] in board.unbuilt:
        why = f"the copied object {eff['of']} isn't built"
    elif (gobj(board.game, board.ids[eff["object"]]) or {}).get("zone") == "Battlefield":
        # The Clone was cast for an earlier copy effect: phase's Clone copies once, as it
        # enters, and no phase action makes a permanent become a copy of another later.
        why = "a second copy effect on a Clone already cast has no phase action"
    if why:  # the Clone stays in hand: left out like a token that can't be made
        log(f"object {eff['object']}: {why}")
        board.unbuilt[eff["object"]] = {"unsupported": {"object": eff["object"]}}
        return
    cast_clone(board.game, board.ids[eff["object"]], board.ids[eff["of"]])


def cast_clone(g, clone, of):
    """Clone is cast from hand by its owner, in that player's main phase; phase's
    replacement prompt offers the copy, and its copy prompt the creature."""
    seat = gobj(g, clone)["owner"]
    if seat != 0:
        debug(g, "SetPhase", {"phase": "PreCombatMain", "active_player": seat})
    cast_from_hand(g, clone, seat)

    def pick(kind, data, options):
        if kind == "ReplacementChoice":
            copy = [a for a, k, d in options if k == "ChooseReplacement" and d.get("index") == 0]
            return copy[0] if copy else None
        aimed = [a for a, k, d in options if of in ids_in(d)]
        if kind == "CopyTargetChoice" and not aimed:
            raise ProbeFailed(f"phase doesn't offer {of} as a creature for Clone to copy")
        return aimed[0] if aimed else None

    settle(g, seat, pick=pick)
    if seat != 0:
        debug(g, "SetPhase", {"phase": "PreCombatMain", "active_player": 0})
    o = gobj(g, clone)
    if o is None or o["zone"] != "Battlefield":
        raise ProbeFailed("Clone did not enter the battlefield")
