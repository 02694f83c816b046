"""Probes for the legend rule (CR 704.5j) and characteristics other than names: mana cost,
power/toughness and types, read from phase's own game state.

  legend_rule       the board is built and phase's state-based actions run (board.py); phase
                    asks the controller to keep one of each group of legendary permanents with
                    the same name (its `ChooseLegend` prompt, with the candidates). In a copy
                    of the game, each prompt is answered (the first candidate kept) until none
                    is left; every candidate of every prompt is the answer
  mana_cost         phase's `mana_cost` of the object ({generic} then its shards, in its order)
  power_toughness   phase's `power` / `toughness` of the object
  has_type          phase's `card_types` (supertypes, core types, subtypes) of the object
  colors            phase's `color` of the object (its color names, as letters in WUBRG order)
  is_token          phase's `is_token` of the object (phase writes the field only when true)
"""

import truename_protocol as tp
from game import MAX_STEPS, Unprobeable, actions_of, gobj, waiting

# phase's color names -> mana-symbol letters, in WUBRG order
COLORS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}

# phase's mana shard names -> the symbol in a mana cost
SHARDS = {
    "White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C",
    "X": "X", "Snow": "S",
}


def q_legend_rule(board):
    """The case objects in phase's legend-rule prompts, all of them (sorted case ids)."""
    game = board.copy(last=True)
    back = {pid: cid for cid, pid in board.ids.items()}
    subject = set()
    for _ in range(MAX_STEPS):
        w = waiting(game)
        if w.get("type") != "ChooseLegend":
            break
        data = w.get("data") or {}
        candidates = data.get("candidates") or []
        for pid in candidates:
            if pid not in back:
                raise Unprobeable(f"phase's legend-rule prompt names object {pid}, not a case object")
            subject.add(back[pid])
        keep = [a for a, kind, _ in actions_of(game) if kind == "ChooseLegend"]
        if not keep:
            raise Unprobeable("phase asks to keep a legend but offers no way to")
        try:
            game.apply(data.get("player", 0), keep[0])
        except ValueError as e:
            raise Unprobeable(f"phase refused keeping one legend: {e}") from None
    return sorted(subject)


def split_layout(board, obj):
    """Whether the case object is a split card (aftermath included) in the subset."""
    card = board.case_object(obj).get("card")
    if not card:
        return False
    key, _ = board.cards.resolve(card)
    return board.cards.atomic.get(key, [{}])[0].get("layout") in ("split", "aftermath")


def one_half_only(board, obj):
    """A split card off the stack, or a fused split spell, has both halves' characteristics
    (CR 709.4, 709.4d); phase keeps one half in the object's `name`, `card_types` and
    `mana_cost` fields and the other as a second face (`back_face`), and no phase probe that
    works here asks the card's combined characteristics (phase can't cast Cranial Extraction).
    Reading one field would report the adapter's choice of field as phase's answer: an adapter
    gap, answered `unsupported` naming the object."""
    o = gobj(board.game, board.pid(obj))
    split = (o.get("back_face") or {}).get("layout_kind") == "Split" or split_layout(board, obj)
    fused = board.case_object(obj).get("cast_as") == "fused"
    if split and (o["zone"] != "Stack" or fused):
        raise tp.Unsupported("object", obj)
    return o


def q_mana_cost(board, obj):
    o = one_half_only(board, obj)
    cost = o.get("mana_cost") or {}
    if cost.get("type") != "Cost":
        return ""
    out = f"{{{cost.get('generic')}}}" if cost.get("generic") else ""
    for s in cost.get("shards") or []:
        if s not in SHARDS:
            raise Unprobeable(f"phase's mana shard {s!r} has no one-symbol reading")
        out += "{" + SHARDS[s] + "}"
    return out or "{0}"


def q_power_toughness(board, obj):
    o = gobj(board.game, board.pid(obj))
    if o.get("power") is None or o.get("toughness") is None:
        return ""
    return f"{o['power']}/{o['toughness']}"


def q_has_type(board, obj, word):
    if obj in board.adapter_typed:
        # As for type_line: its creature type is the one the adapter picked for Psychic Paper.
        raise Unprobeable(f"{obj}'s creature type is the one the adapter chose for Psychic Paper")
    o = one_half_only(board, obj)
    t = o.get("card_types") or {}
    every = list(t.get("supertypes", [])) + list(t.get("core_types", [])) + list(t.get("subtypes", []))
    return any(w.lower() == word.lower() for w in every)


def q_colors(board, obj):
    """phase's colors of the object; a color name phase has and the protocol doesn't is an
    engine answer the adapter can't write, so the query is unprobeable."""
    o = one_half_only(board, obj)
    names = o.get("color") or []
    unknown = [c for c in names if c not in COLORS]
    if unknown:
        raise Unprobeable(f"phase's colors {unknown!r} have no mana-symbol letter")
    return [letter for name, letter in COLORS.items() if name in names]


def q_is_token(board, obj):
    """phase's own token flag of the object (absent: phase's default, not a token)."""
    return bool(gobj(board.game, board.pid(obj)).get("is_token", False))
