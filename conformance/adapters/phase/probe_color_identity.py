"""color_identity: the card is p1's commander in a Commander game (phase accepts any card and
puts it in the command zone itself); Command Tower ("Add one mana of any color in your
commander's color identity") is activated: the colors phase offers (or the one mana it adds
without asking, or none) are the answer, each checked by taking it once in a fresh copy.

Unreachable (answered `skip`): spellings phase's deck list refuses.
"""

import json

from game import FILLER, ProbeFailed, actions_of, apply, debug, keep_hands, move, sandbox, waiting
from probe_cards import COMMAND_TOWER

# Commander games for color identity: phase's built-in Commander format (100 cards exactly),
# with its sandbox switch on (only to set the phase and put Command Tower onto the battlefield).
COMMANDER_CONFIG = {
    "allow_debug_actions": True, "command_zone": True, "commander_damage_threshold": 21,
    "deck_size": {"data": 100, "type": "Exactly"},
    "default_deck_copy_limit": {"data": 1, "type": "UpTo"},
    "format": "Commander", "max_players": 6, "min_players": 2, "range_of_influence": None,
    "sideboard_policy": {"type": "Forbidden"}, "singleton": True, "starting_life": 40,
    "supplies_fixed_deck": False, "team_based": False, "uses_commander": True,
}
COLOR_LETTERS = [("White", "W"), ("Blue", "U"), ("Black", "B"), ("Red", "R"), ("Green", "G")]


# card -> its color identity as phase gave it; a card's identity doesn't depend on the case,
# so phase's Commander game is played once per card and process
IDENTITIES = {}


def q_color_identity(cards, card):
    """`color_identity_in_phase`, once per card (its answer is kept for later cases)."""
    if card not in IDENTITIES:
        IDENTITIES[card] = color_identity_in_phase(cards, card)
    return list(IDENTITIES[card])


def color_identity_in_phase(cards, card):
    """The card is p1's commander (phase puts it in the command zone itself; it accepts any card);
    Command Tower ("Add one mana of any color in your commander's color identity") is activated:
    the colors phase offers in its mana-color prompt (or the one mana it adds without asking, or
    none) are the answer. Each offered color is then taken once, in a fresh copy, and phase's
    mana pool must hold exactly that color."""
    g, tower = commander_game(cards, card)
    snapshot = g.state()
    tap = {"type": "ActivateAbility", "data": {"source_id": tower, "ability_index": 0}}
    apply(g, 0, tap)
    w = waiting(g)
    if w.get("type") == "Priority":  # one color (added without asking) or none
        pool = mana_pool(g)
        if len(pool) > 1 or any(c not in dict(COLOR_LETTERS) for c in pool):
            raise ProbeFailed(f"Command Tower added {pool}")
        offered = pool
    elif w.get("type") == "ChooseManaColor":
        offered = [(d.get("choice") or {}).get("data") for a, k, d in actions_of(g) if k == "ChooseManaColor"]
        for color in offered:
            check_color(cards.engine.load_game(snapshot), tap, color)
    else:
        raise ProbeFailed(f"unexpected prompt after activating Command Tower: {json.dumps(w)[:300]}")
    unknown = [c for c in offered if c not in dict(COLOR_LETTERS)]
    if unknown:
        raise ProbeFailed(f"Command Tower offered {unknown}")
    return [letter for color, letter in COLOR_LETTERS if color in offered]


def commander_game(cards, card):
    """A Commander game, p1's main phase, with `card` as p1's commander and Command Tower on
    p1's battlefield: (the game, Command Tower's phase id)."""
    _, deck_name = cards.resolve(card)
    try:
        g = cards.engine.new_game(
            {"main_deck": [COMMAND_TOWER] + [FILLER] * 98, "commander": [deck_name]},
            {"main_deck": [FILLER] * 100}, format="Commander", format_config=COMMANDER_CONFIG,
            seed=7, first_player=0)
    except ValueError as e:
        raise ProbeFailed(f"phase refused a Commander game with {card!r} as commander: {e}") from None
    keep_hands(g)
    st = g.state()
    zone = [st["state"]["objects"][str(i)] for i in st["state"].get("command_zone", [])]
    if not any(o["owner"] == 0 and o.get("is_commander") for o in zone):
        raise ProbeFailed(f"phase put no commander {card!r} in the command zone")
    g = sandbox(cards.engine, g)
    debug(g, "SetPhase", {"phase": "PreCombatMain", "active_player": 0})
    towers = [int(k) for k, o in g.state()["state"]["objects"].items() if o["name"] == COMMAND_TOWER and o["owner"] == 0]
    if len(towers) != 1:
        raise ProbeFailed("phase did not load Command Tower")
    move(g, towers[0], "Battlefield")
    return g, towers[0]


def mana_pool(game):
    """The colors of the mana in p1's pool, as phase keeps them."""
    return [m.get("color") for m in (game.player(0).get("mana_pool") or {}).get("mana") or []]


def check_color(g, tap, color):
    """Taking `color` from Command Tower must leave exactly that mana in p1's pool."""
    apply(g, 0, tap)
    pick = [a for a, k, d in actions_of(g)
            if k == "ChooseManaColor" and (d.get("choice") or {}).get("data") == color]
    apply(g, 0, pick[0])
    pool = mana_pool(g)
    if pool != [color]:
        raise ProbeFailed(f"choosing {color} from Command Tower left {pool} in the mana pool")
