"""Driving a phase game: actions, the sandbox, priority and prompts, reading objects.

Every function here goes through phase-python's own API (`Game.apply`, `Game.actions`,
`Game.waiting_for`, `Game.object`...). A refused action raises `ProbeFailed` with phase's
message; something no probe can reach raises `Unprobeable`. Both become replies through the
shared protocol loop (truename_protocol), as a skip and an error respectively.
"""

from phase import GameAction

import truename_protocol as tp

log = tp.logger("phase adapter:")

MAX_STEPS = 60  # priority passes and prompts before a flow counts as stuck
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


class Unprobeable(tp.Skip):
    """No phase probe reaches this (an adapter gap), never guessed: answered `unsupported`
    naming `subject`, a (kind, name) of the case ("object", id) / ("card", name) /
    ("effect", tag), when there is one (the reason is logged), else a skip with the reason."""

    prefix = "adapter: "

    def __init__(self, reason, subject=None):
        super().__init__(reason)
        self.subject = subject

    def reply(self):
        if self.subject is None:
            return super().reply()
        log(f"unsupported {self.subject[0]} {self.subject[1]!r}: {self}")
        return tp.Unsupported(*self.subject).reply()


class ProbeFailed(tp.Failed):
    """phase refused a step of the probe (its ValueError message is kept)."""

    prefix = "phase: "


def new_game(engine, player, opponent):
    """A two-player game of the phase format with these deck lists (phase may refuse them
    with a ValueError); seeded, p1 first."""
    return engine.new_game(player=player, opponent=opponent, seed=7, first_player=0,
                           format_config=FORMAT_CONFIG)


def action(d):
    return GameAction.from_dict(d)


def apply(game, seat, act):
    try:
        return game.apply(seat, act if isinstance(act, GameAction) else action(act))
    except ValueError as e:
        raise ProbeFailed(str(e)) from None


def debug(game, kind, data=None):
    """One of phase's sandbox actions (the game's `debug_mode` must be on)."""
    payload = {"type": kind} if data is None else {"type": kind, "data": data}
    return apply(game, 0, {"type": "Debug", "data": payload})


def move(game, pid, zone):
    """phase's sandbox moves object `pid` to `zone` ("Hand", "Battlefield", ...)."""
    debug(game, "MoveToZone", {"object_id": pid, "to_zone": zone})


def choose_name(game, prompt, name):
    """Says `name` at phase's NamedChoice `prompt`; phase's ValueError if it refuses it."""
    game.apply(prompt["data"]["player"], action({"type": "ChooseOption", "data": {"choice": name}}))


def waiting(game):
    return game.waiting_for() or {}


def actions_of(game):
    """phase's legal actions now, as (action, kind, data)."""
    return [(a, a.kind, a.data or {}) for a in game.actions()]


def gobj(game, pid):
    """phase's object `pid`, or None once it is gone (a token that left the battlefield)."""
    try:
        return game.object(pid)
    except ValueError:
        return None


def pass_priority(game, prompt):
    apply(game, prompt["data"]["player"], {"type": "PassPriority"})


def pass_until_resolved(game, steps=MAX_STEPS, base=0):
    """Both players pass priority until the stack is back to `base` entries (the case's own
    spells stay on it) or phase asks something else."""
    for _ in range(steps):
        w = waiting(game)
        if w.get("type") != "Priority":
            return w
        if len(game.stack() or []) <= base:
            return w
        pass_priority(game, w)
    raise ProbeFailed("the stack did not resolve")


def settle(game, seat=0, base=0, pick=None):
    """Resolves what a real action put on the stack down to `base` entries, answering any
    other prompt with `pick(kind, data, options)` or else phase's first offered option."""
    for _ in range(MAX_STEPS):
        w = waiting(game)
        t = w.get("type")
        if t == "Priority":
            if len(game.stack() or []) <= base:
                return
            pass_priority(game, w)
            continue
        if t == "GameOver":
            return
        if t == "ChooseLegend" and len(game.stack() or []) <= base:
            # The legend rule's choice is left to phase's prompt: the legend_rule probe reads
            # it (probe_characteristics.py), and no flow chooses for the case.
            return
        options = actions_of(game)
        if not options:
            raise ProbeFailed(f"stuck at phase's prompt {t}")
        chosen = pick(t, w.get("data") or {}, options) if pick else None
        apply(game, (w.get("data") or {}).get("player", seat), chosen or options[0][0])
    raise ProbeFailed("the stack did not resolve")


def keep_hands(game):
    """Both players keep their opening hands (phase's mulligan prompts)."""
    for _ in range(4):
        w = waiting(game)
        if w.get("type") != "MulliganDecision":
            return
        keep = [a for a, k, d in actions_of(game)
                if k == "MulliganDecision" and d.get("choice", {}).get("type") == "Keep"]
        apply(game, w["data"]["pending"][0]["player"], keep[0])


def sandbox(engine, game):
    """A copy of `game` with phase's sandbox switch on (the persisted `debug_mode` flag)."""
    state = game.state()
    state["state"]["debug_mode"] = True
    return engine.load_game(state)


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


def create_custom_token(game, seat, name, types, subtypes):
    """phase's sandbox creates a token for `seat` named `name`, exactly as given."""
    debug(game, "CreateToken", {"owner": seat, "request": {"type": "Custom", "data": {
        "owner": seat, "characteristics": {
            "display_name": name, "core_types": types, "subtypes": subtypes,
            "supertypes": [], "colors": [], "keywords": []}}}})
