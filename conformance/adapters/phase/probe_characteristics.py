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
"""

from game import MAX_STEPS, Unprobeable, actions_of, gobj, waiting

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


def q_mana_cost(board, obj):
    o = gobj(board.game, board.pid(obj))
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
    o = gobj(board.game, board.pid(obj))
    t = o.get("card_types") or {}
    every = list(t.get("supertypes", [])) + list(t.get("core_types", [])) + list(t.get("subtypes", []))
    return any(w.lower() == word.lower() for w in every)
