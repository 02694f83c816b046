"""Board building: a fresh phase game holding a case's objects and effects.

How the objects of a case are built, in the case's time order (effects by timestamp, an
Equipment's by when it became attached; tokens by `created_at`):

- Cards go to their zones with the sandbox's `MoveToZone`; face down (battlefield only) and
  transformed with `SetFaceState`; a modal double-faced card back face up is played from hand
  as its land face (phase's `PlayLand`).
- Effects (board_effects.py): Spy Kit attached, Psychic Paper equipped, Clone cast.
- Tokens (board_tokens.py): made by their creator's real ability, or by the sandbox.
- Spells on the stack are cast from hand (an aftermath half from the graveyard) the way the
  case says, through phase's prompts; every order is tried, for a spell cast at sorcery speed.

A token the adapter can't make phase create is left out: queries about it are answered `skip`
(or `error` when phase's own creator failed to create it). Every other object and every
effect must be built, or the whole case is answered `skip`.
"""

import itertools

import truename_protocol as tp

from board_effects import apply_effect
from board_tokens import TOKEN_FLOWS, create_tokens, make_token
from cards import oracle_id
from casting import NotAsAsked, try_cast
from game import (
    DECK_SIZE, FILLER, SEATS, ZONES, ProbeFailed, Unprobeable, actions_of, apply, debug, gobj,
    keep_hands, log, move, new_game, sandbox, settle,
)
from probe_cards import TARGET_DUMMIES

UNBUILT_FIELDS = ("spell_copy_of", "printed", "previous", "moved_by", "flipped", "melded", "unlocked")


def all_object_ids(game):
    """The ids of every object of a game just started: both players' library, hand and
    graveyard, the battlefield, exile and the stack, as phase lists them (without exporting
    the whole state)."""
    ids = set()
    for seat in SEATS.values():
        p = game.player(seat)
        for zone in ("library", "hand", "graveyard"):
            ids.update(p.get(zone) or [])
    for objs in (game.battlefield(), game.exile(), game.stack()):
        ids.update(o["id"] if isinstance(o, dict) else o for o in objs or [])
    return ids


class Board:
    """A fresh phase game holding the case's objects, and the map case id -> phase id.

    `game` is the built game and `snapshot` its state, from which every probe starts a copy
    (`copy()`); `ids` maps case ids to phase ids; `unbuilt` holds the reply for any query about
    an object left out; `refs` the reference objects of is_named (probe_is_named.py);
    `stack_base` counts the case's own spells on the stack.
    """

    def __init__(self, cards, case, extra=()):
        self.cards = cards
        self.case = case
        self.unbuilt = {}  # case id -> reply for any query about it ({"unsupported": ...} / {"error": ...})
        self.adapter_typed = set()  # objects whose creature type the adapter chose (Psychic Paper)
        # tokens whose name and types the adapter gave phase's sandbox (a token given by name):
        # reading them back echoes the adapter's own data, so such answers are the adapter's
        self.adapter_named = set()
        self.refs = {}
        objects = case.get("objects", [])
        self.objs = {o["id"]: o for o in objects}
        decks, wanted = self.plan(objects, extra)
        self.game = self.start(decks)
        self.claim(wanted)
        for obj, seat, key, first in wanted:
            move(self.game, self.ids[obj["id"]], first)
        for obj, seat, key, first in wanted:
            self.set_status(obj, key, first)
        for _, event in sorted(self.timeline(), key=lambda te: te[0]):
            event()
        self.cast_spells([w for w in wanted if w[0].get("zone") == "stack"])
        g = self.game  # a flow may have continued in a copy of the game
        debug(g, "RunStateBasedActions")
        self.stack_base = len(g.stack() or [])
        self._snapshot = None  # the built game's state, taken when a probe first needs a copy
        self._memo = {}
        self.final = False  # set while the case's last query is asked (adapter.open_case)
        self._given = False  # the built game itself was handed to the last query's probe

    # -- the decks and the start ------------------------------------------------------------

    def plan(self, objects, extra):
        """The two deck lists (case cards, `extra` probe cards, filler) and, for every case
        card, (case object, seat, atomic key, zone phase first puts it in)."""
        effects = self.case.get("effects", [])
        copied = {e["object"] for e in effects if e.get("effect") == "copy"}
        creators = {o["token"]["created_by"] for o in objects if (o.get("token") or {}).get("created_by")}
        decks = {0: [], 1: []}
        wanted = []
        for obj in objects:
            planned = self.plan_card(obj, copied, creators)
            if planned is None:
                continue
            seat, key, deck_name, first = planned
            decks[seat].append(deck_name)
            wanted.append((obj, seat, key, first))
        for seat, name in extra:
            decks[seat].append(name)
        for seat in (0, 1):
            if len(decks[seat]) > DECK_SIZE - 7:
                raise Unprobeable("too many objects for one deck")
            decks[seat] += [FILLER] * (DECK_SIZE - len(decks[seat]))
        return decks, wanted

    def plan_card(self, obj, copied, creators):
        """(seat, atomic key, deck-list name, first zone) of a case card; None for a token."""
        for field in UNBUILT_FIELDS:
            if obj.get(field):
                raise Unprobeable(f"object {obj['id']}: {field} is not built in phase", subject=("object", obj["id"]))
        zone = obj.get("zone", "battlefield")
        if obj.get("token"):
            if zone != "battlefield":
                raise Unprobeable(f"token {obj['id']} off the battlefield", subject=("object", obj["id"]))
            return None
        if not obj.get("card"):
            raise Unprobeable(f"object {obj['id']} is not a card", subject=("object", obj["id"]))
        if zone not in ZONES and zone != "stack":
            raise Unprobeable(f"object {obj['id']}: phase has no way to put a card on the {zone}", subject=("object", obj["id"]))
        seat = SEATS.get(obj.get("owner", "p1"))
        if seat is None:
            raise Unprobeable(f"object {obj['id']}: owner {obj.get('owner')!r}", subject=("object", obj["id"]))
        key, deck_name = self.cards.resolve(obj["card"])
        layout = self.cards.atomic[key][0].get("layout")
        first = ZONES.get(zone)
        if zone == "stack":
            # cast from where the rules let it be cast: an aftermath half from the graveyard
            first = "Graveyard" if layout == "aftermath" and obj.get("cast_as") == "right_half" else "Hand"
        elif obj["id"] in copied or (obj["id"] in creators and TOKEN_FLOWS.get(key) == "cast"):
            first = "Hand"  # enters by a real cast (Clone's copy choice, an "enters" trigger)
        elif obj.get("transformed") and layout == "modal_dfc":
            first = "Hand"  # played back face up, as a land
        return seat, key, deck_name, first

    def start(self, decks):
        """The game after the mulligans, in sandbox mode, p1's main phase, infinite mana."""
        try:
            start = new_game(self.cards.engine, decks[0], decks[1])
        except ValueError as e:
            raise ProbeFailed(f"phase refused the decks: {e}") from None
        keep_hands(start)
        g = sandbox(self.cards.engine, start)
        debug(g, "SetPhase", {"phase": "PreCombatMain", "active_player": 0})
        debug(g, "SetInfiniteMana", {"player_id": 0, "enabled": True})
        debug(g, "SetInfiniteMana", {"player_id": 1, "enabled": True})
        return g

    def claim(self, wanted):
        """Case objects claim phase objects of the same card (by the oracle id phase was fed,
        never by name); the rest stay `free`, the probe reserve."""
        free = {}
        for pid in sorted(all_object_ids(self.game)):
            o = gobj(self.game, pid)
            ref = o.get("base_printed_ref") or o.get("printed_ref") or {}
            free.setdefault((o["owner"], ref.get("oracle_id")), []).append(pid)
        self.ids = {}
        for obj, seat, key, first in wanted:
            pool = free.get((seat, oracle_id(key)), [])
            if not pool:
                raise ProbeFailed(f"phase did not load card {obj['card']!r} into the deck")
            self.ids[obj["id"]] = pool.pop(0)
        self.free = free

    # -- statuses ---------------------------------------------------------------------------

    def set_status(self, obj, key, first):
        """Controller, face-down and back-face-up state of a case card in its zone."""
        g = self.game
        pid = self.ids[obj["id"]]
        if obj.get("controller") and SEATS.get(obj["controller"]) is not None:
            debug(g, "SetController", {"object_id": pid, "controller": SEATS[obj["controller"]]})
        if obj.get("face_down") and obj.get("zone", "battlefield") != "stack":
            if obj.get("zone", "battlefield") != "battlefield":
                raise Unprobeable(f"object {obj['id']}: phase's face-down flag is set with a sandbox "
                                  "action; only on the battlefield is that what a real morph or manifest makes", subject=("object", obj["id"]))
            debug(g, "SetFaceState", {"object_id": pid, "face_down": True})
        if obj.get("transformed"):
            layout = self.cards.atomic[key][0].get("layout")
            if layout == "transform":
                debug(g, "SetFaceState", {"object_id": pid, "transformed": True})
            elif layout == "modal_dfc" and first == "Hand":
                self.play_back_face(obj)
            else:
                raise Unprobeable(f"object {obj['id']}: back face up is realized for transforming "
                                  "and modal double-faced cards only", subject=("object", obj["id"]))

    def play_back_face(self, obj):
        """A modal double-faced card back face up: its land back face is played from hand
        (phase's PlayLand; the only land face of such a card)."""
        pid = self.ids[obj["id"]]
        plays = [a for a, k, d in actions_of(self.game) if k == "PlayLand" and d.get("object_id") == pid]
        if not plays:
            raise Unprobeable(f"object {obj['id']}: phase offers no land play of it (only a land back face is realized)", subject=("object", obj["id"]))
        apply(self.game, 0, plays[0])
        settle(self.game)
        o = gobj(self.game, pid)
        if o is None or o["zone"] != "Battlefield":
            raise ProbeFailed(f"object {obj['id']}: phase's land play didn't put it onto the battlefield")

    # -- time order -------------------------------------------------------------------------

    def timeline(self):
        """(time, action) for every effect and token creation. An effect's time is its
        timestamp (an Equipment's or Aura's: when it became attached, CR 613.7e); a token's is
        its `created_at`; a token without one is made after everything with a timestamp."""
        late = float("inf")
        events = []
        for eff in self.case.get("effects", []):
            events.append((eff.get("attached_at", eff.get("timestamp", 0)), lambda eff=eff: apply_effect(self, eff)))
        groups = {}
        for obj in self.case.get("objects", []):
            spec = obj.get("token")
            if not spec:
                continue
            if spec.get("created_by"):
                k = (spec["created_by"], spec.get("created_at"))
                if k not in groups:
                    groups[k] = []
                    events.append((spec.get("created_at", late),
                                   lambda k=k: create_tokens(self, k[0], groups[k])))
                groups[k].append(obj)
            else:
                events.append((spec.get("created_at", late), lambda obj=obj: make_token(self, obj)))
        return events

    # -- the stack --------------------------------------------------------------------------

    def cast_spells(self, spells):
        """The case's spells, cast onto the stack the way each is cast (phase's prompts); one
        cast at sorcery speed has to come first, so every order is tried."""
        if not spells:
            return
        for obj, seat, key, first in spells:
            if seat != 0:
                raise Unprobeable("spells on the stack are cast by p1 only", subject=("object", obj["id"]))
            layout = self.cards.atomic.get(key, [{}])[0].get("layout")
            if obj.get("cast_as") == "back_face" and layout == "transform":
                # a transforming card cast transformed (disturb, 712.11a) is cast from a graveyard by
                # its own ability; the adapter casts from hand only
                raise tp.Unsupported("object", obj["id"])
        self.place_dummies(self.game, self.reserve_dummies())
        base = self.game.state()
        for order in itertools.islice(itertools.permutations(spells), 24):
            g = self.cards.engine.load_game(base)
            if all(self.cast_as_asked(g, obj) for obj, _, _, _ in order):
                self.game = g
                return
        # no order works: a board the adapter can't build with phase's casts (an adapter gap,
        # not phase's answer to any question); the reply names the spell phase won't cast on
        # its own, else the last one
        alone = [obj for obj, _, _, _ in spells if not self.cast_as_asked(self.cards.engine.load_game(base), obj)]
        culprit = (alone or [spells[-1][0]])[0]
        log(f"object {culprit['id']}: phase doesn't let the case's spells be cast onto the stack "
            + ("(it won't cast this one)" if alone else "together"))
        raise tp.Unsupported("object", culprit["id"])

    def cast_as_asked(self, game, obj):
        """try_cast of a case spell; a cast phase can't make as asked (a half it doesn't build,
        a face-down cast it doesn't offer) makes the case `unsupported`, naming the object."""
        try:
            return try_cast(game, self.ids[obj["id"]], obj.get("cast_as"), bool(obj.get("face_down")))
        except NotAsAsked as e:
            log(f"object {obj['id']}: {e}")
            raise tp.Unsupported("object", obj["id"]) from None

    def reserve_dummies(self):
        """p2's target dummies (an artifact, an enchantment, a creature), from the reserve."""
        return [self.reserve(self.game, n, 1) for n in TARGET_DUMMIES]

    @staticmethod
    def place_dummies(game, dummies):
        for d in dummies:  # legal targets, so targeting never decides whether a spell is cast
            move(game, d, "Battlefield")

    # -- for the probes ---------------------------------------------------------------------

    @property
    def snapshot(self):
        """The built game's state (phase's `Game.state()`), taken once, when first needed."""
        if self._snapshot is None:
            self._snapshot = self.game.state()
        return self._snapshot

    def copy(self, last=False):
        """A fresh copy of the built game: each probe runs in its own. A probe passes `last`
        for its last copy when it reads nothing of the built game after it: during the case's
        last query that copy is the built game itself, which no later query needs (phase's
        whole state is neither exported nor loaded for it)."""
        if last and self.final and not self._given:
            self._given = True
            return self.game
        if self._given:
            raise ProbeFailed("adapter: the built game was already handed to a probe")
        return self.cards.engine.load_game(self.snapshot)

    def memo(self, key, run):
        """`run()`'s result, run once per board for `key`: for a probe step whose outcome in
        phase is the same whichever query of the case asks (Echoing Truth cast at one target,
        say), so that phase plays it once per case and each query reads its own answer off
        the game it left."""
        if key not in self._memo:
            self._memo[key] = run()
        return self._memo[key]

    def pid(self, case_id):
        if case_id not in self.ids:
            raise ProbeFailed(f"no object {case_id!r}")
        return self.ids[case_id]

    def case_object(self, case_id):
        if case_id not in self.objs:
            raise ProbeFailed(f"no object {case_id!r}")
        return self.objs[case_id]

    def zone_of(self, case_id):
        """The case's zone of a case object ("battlefield" unless it says otherwise)."""
        return self.case_object(case_id).get("zone", "battlefield")

    def reserve(self, game, name, seat=0):
        """A phase object of a probe card waiting in the library (or hand)."""
        key, _ = self.cards.resolve(name)
        used = set(self.ids.values())
        for pid in self.free.get((seat, oracle_id(key)), []):
            o = gobj(game, pid)
            if pid not in used and o and o["zone"] in ("Library", "Hand"):
                return pid
        raise ProbeFailed(f"no {name} left in the probe reserve")

    def sorcery_speed_ok(self, what):
        if self.stack_base:
            raise Unprobeable(f"{what} is cast at sorcery speed, and the case has spells on the stack")
