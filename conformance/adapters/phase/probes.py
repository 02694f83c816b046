"""Probes: how each query kind is answered from phase's own game state.

Every probe that acts runs in a copy of the built board (`Board.copy()`: `Game.state()` then
`Engine.load_game()`; a step shared by several queries of the case once, `Board.memo`), so no
probe can disturb another query, and reads what phase did; the
adapter never compares names itself. A query instance no probe reaches raises `Unprobeable`
(answered `skip`, never guessed); a step phase refuses raises `ProbeFailed` (answered `error`).

  names, type_line,   phase's own `name` / `card_types` / token name of the object ("" means
  token_name, text    no name); `text` only as "no text" for an object phase gives no ability
                      (this module)
  same_name           Echoing Truth (probe_same_name.py)
  is_named            a reference named X and Echoing Truth (probe_is_named.py)
  different_names,    Liliana's Contract at its controller's upkeep
  n_or_more_...       (probe_different_names.py)
  choose_card_name,   Pithing Needle, Meddling Mage, Psychic Paper; Meddling Mage then the
  castable            cast asked (probe_card_name.py)
  color_identity      Command Tower with the card as commander (probe_color_identity.py)
  legend_rule,        phase's legend-rule prompts after its state-based actions; phase's own
  mana_cost,          mana cost, power/toughness and card types of the object
  power_toughness,    (probe_characteristics.py)
  has_type, colors,
  is_token
"""

import truename_protocol as tp
from game import ProbeFailed, Unprobeable, gobj
from probe_card_name import q_castable, q_choose_card_name
from probe_characteristics import (one_half_only, q_colors, q_has_type, q_is_token, q_legend_rule,
                                   q_mana_cost, q_power_toughness)
from probe_color_identity import q_color_identity
from probe_different_names import q_different_names, q_n_or_more
from probe_is_named import q_is_named
from probe_same_name import q_same_name


def q_names(board, obj):
    o = one_half_only(board, obj)
    return [] if not o["name"] else [o["name"]]


def q_type_line(board, obj):
    if obj in board.adapter_typed:
        raise Unprobeable(f"{obj}'s creature type is the one the adapter chose for Psychic Paper")
    o = one_half_only(board, obj)
    t = o["card_types"]
    left = " ".join(list(t.get("supertypes", [])) + list(t.get("core_types", [])))
    sub = " ".join(t.get("subtypes", []))
    return left + (" \u2014 " + sub if sub else "")


def q_token_name(board, obj):
    if not board.case_object(obj).get("token"):
        raise ProbeFailed(f"{obj} is not a token")
    return gobj(board.game, board.pid(obj))["name"]


def q_text(board, obj):
    """phase keeps no rules text, only parsed abilities (whose descriptions write the object's
    own name as "~"). Only one answer is read without rewriting anything: an object phase
    gives no ability, keyword, trigger, replacement or static ability has no rules text."""
    o = gobj(board.game, board.pid(obj))
    parts = ("abilities", "keywords", "trigger_definitions", "replacement_definitions", "static_definitions")
    if any(o.get(k) for k in parts):
        raise Unprobeable("phase keeps parsed abilities, not rules text; only an object with none is read (as no text)")
    return []


# query kind -> the answer phase gives it (a protocol answer form)
PROBES = {
    "names": lambda b, q: {"names": {"names": q_names(b, q["object"])}},
    "type_line": lambda b, q: {"text": q_type_line(b, q["object"])},
    "token_name": lambda b, q: {"text": q_token_name(b, q["object"])},
    "text": lambda b, q: {"lines": q_text(b, q["object"])},
    "color_identity": lambda b, q: {"lines": q_color_identity(b.cards, q["card"])},
    "same_name": lambda b, q: {"bool": q_same_name(b, q["a"], q["b"])},
    "is_named": lambda b, q: {"bool": q_is_named(b, q["object"], q["name"])},
    "different_names": lambda b, q: {"bool": q_different_names(b, q["objects"])},
    "n_or_more_different_names": lambda b, q: {"bool": q_n_or_more(b, q["objects"], q["n"])},
    "choose_card_name": lambda b, q: {"choice": q_choose_card_name(b, q["name"], q.get("constraint") or {})},
    "castable": lambda b, q: {"bool": q_castable(b, q["object"], q.get("cast_as"), q["chosen"])},
    "legend_rule": lambda b, q: {"objects": q_legend_rule(b)},
    "mana_cost": lambda b, q: {"text": q_mana_cost(b, q["object"])},
    "power_toughness": lambda b, q: {"text": q_power_toughness(b, q["object"])},
    "has_type": lambda b, q: {"bool": q_has_type(b, q["object"], q["type"])},
    "colors": lambda b, q: {"lines": q_colors(b, q["object"])},
    "is_token": lambda b, q: {"bool": q_is_token(b, q["object"])},
}


def mentioned(q):
    """The case objects a query is about."""
    out = [q.get(k) for k in ("object", "a", "b") if isinstance(q.get(k), str)]
    for k in ("objects", "others"):
        out += [x for x in q.get(k) or [] if isinstance(x, str)]
    return out


def reply_for(board, q):
    """The reply to query `q` on the built `board`. A query about an object left out gets that
    object's reply; Unprobeable and ProbeFailed become replies in the protocol loop."""
    for oid in mentioned(q):
        if oid in board.unbuilt:
            return board.unbuilt[oid]
    kind = q.get("query")
    probe = PROBES.get(kind)
    if probe is None:
        return {"skip": f"query {kind!r} is not realized through phase"}
    try:
        return tp.answer(probe(board, q), answered_by=answered_by(board, q))
    except Unprobeable as e:
        if e.subject is None:
            e.subject = default_subject(q)
        raise


# query kinds whose answer, for a token the adapter gave phase by name and types (phase's
# sandbox `CreateToken`), is read back from the data the adapter supplied (its colors too:
# the adapter hands phase the token's colors, none, with its name)
ECHOED_BY_SANDBOX_TOKENS = ("names", "token_name", "type_line", "has_type", "colors")


def answered_by(board, q):
    """Who answered query `q` (the protocol's provenance): "adapter" when the answer is the
    adapter's own inference (`text`: "no rules text" inferred from phase keeping no ability)
    or echoes data the adapter gave phase (the name and types of a sandbox token given by
    name); "engine" when it is read from what phase did or keeps."""
    if q.get("query") == "text":
        return "adapter"
    if q.get("query") in ECHOED_BY_SANDBOX_TOKENS and q.get("object") in board.adapter_named:
        return "adapter"
    return "engine"


def default_subject(q):
    """What an `unsupported` reply to query `q` names when the probe says nothing more precise:
    the first object it is about, else the card it names (color_identity, choose_card_name)."""
    objs = mentioned(q)
    if objs:
        return ("object", objs[0])
    if isinstance(q.get("card"), str):
        return ("card", q["card"])
    if q.get("query") == "choose_card_name" and isinstance(q.get("name"), str):
        return ("card", q["name"])
    return None
