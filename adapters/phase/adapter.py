#!/usr/bin/env python3
"""truename protocol v1 adapter for the phase.rs rules engine, through phase-python.

Pinned: phase-python 0.103.0 (phase-engine 0.103.0, git 60296e29). Stdlib + `phase` only.

Every answer comes from phase's own state after real game actions; this file never compares
names itself. For each case it builds the board in a fresh phase game, and for each query it
loads a *copy* of that game (`Game.state()` -> `Engine.load_game()`), runs a probe in the copy
and reads what phase did. The probe never touches the board other queries see, and the probe
cards wait in the library (where no probe looks at them) until a probe moves one out.

How each query is asked (README.md has the full table and what each probe can't reach):

  names, type_line,  phase's own `name` / `card_types` / token name of the object ("" means no
  token_name         name); `text` only as "no text" for an object phase gives no ability
  same_name          Echoing Truth, targeting one of the two (both must be distinct permanents,
                     one of them nonland); true iff phase also returns the other one
  is_named           a reference named X (a card phase resolves from X; for a token, a token
                     phase's sandbox names X) joins the battlefield and Echoing Truth targets
                     it; true iff phase returns the object too (battlefield only: phase can't
                     cast Cranial Extraction, whose parse has no player target)
  different_names,   Liliana's Contract at its controller's upkeep: "four or more Demons with
  n_or_more_...      different names"; n must be 4 (different_names: exactly 4 objects), every
                     object a Demon permanent with one controller; true iff that player wins
  choose_card_name   a card whose "As ... enters, choose a ... card name" matches the
                     constraint is cast and resolved; phase's own name prompt accepts or
                     refuses the name; `chosen` is what phase stored on the card
                     ({} Pithing Needle, {not: Land} Meddling Mage, {is: Creature} Psychic Paper)
  castable           Meddling Mage is cast naming the name; then the card is cast in the way
                     asked (a half, the Adventure, a face); true iff phase lets the cast reach
                     the stack. A baseline without the Mage must be castable, else no answer.
  color_identity     the card is the commander of a Commander game; Command Tower's mana
                     ability offers the colors of phase's idea of its color identity

Boards are built with real game actions where phase has them (Psychic Paper's equip ability
for a name-setting effect, a Clone cast for a copy effect, each token creator's own ability,
spells cast onto the stack, a modal double-faced card played as its land face) and with
phase's sandbox ("debug") actions otherwise (zones, face-down/transformed state, Spy Kit's
attachment, given-name tokens and token copies). A query instance that no probe reaches (a
land pair, a constraint no phase card expresses, ...) is answered with a `skip` that says so:
it is never guessed, and the runner reports it as a failure of that case (see README.md,
"Adapter limits").

Usage: adapter.py [--cards PATH/TO/AtomicCards.json]
"""

import itertools
import json
import os
import sys
import uuid

PROTOCOL = 1
NAME = "phase"

try:
    from phase import Engine, GameAction, gen as phase_gen
except Exception as e:  # pragma: no cover - reported through stderr, the suite sees the exit
    print(f"phase adapter: can't import phase-python: {e}", file=sys.stderr, flush=True)
    sys.exit(2)

try:
    from importlib.metadata import version as _dist_version

    PHASE_VERSION = _dist_version("phase-python")
except Exception:  # pragma: no cover
    PHASE_VERSION = "unknown"

CAPABILITIES = [
    "object:card",
    "status:face-down",
    "status:transformed",
    "layout:split",
    "layout:adventure",
    "layout:transform",
    "layout:modal-dfc",
    "effect:all-names",
    "effect:set-name",  # Psychic Paper of the case only
    "effect:copy",  # Clone of the case only
    "object:token",  # created by a scripted creator flow, or given with a name
    "object:token-copy",
    "query:token_name",
    "zone:stack",  # cast through phase's prompts
    "status:cast-as",
    "query:text",  # only "no rules text at all" is read; see q_text
    "query:color_identity",  # Command Tower with the card as commander
    # Zones: the battlefield (Echoing Truth, Liliana's Contract, Meddling Mage...), the hand
    # (castable), and in every zone phase's own name and type line of the object. The stack:
    # spells are cast there through phase's prompts. No probe asks names off the battlefield
    # (phase can't cast Cranial Extraction), so those instances are answered `skip`.
    "zone:hand",
    "zone:library",
    "zone:graveyard",
    "zone:exile",
    "query:names",
    "query:type_line",
    "query:same_name",
    "query:is_named",
    "query:different_names",
    "query:n_or_more_different_names",
    "query:choose_card_name",
    "query:castable",
]

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CARDS = os.path.join(HERE, "..", "..", "..", "corpus", "oracle", "AtomicCards.subset.json")

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
# Probe cards (all real cards of the Oracle subset).
ECHOING_TRUTH = "Echoing Truth"
CRANIAL_EXTRACTION = "Cranial Extraction"
LILIANAS_CONTRACT = "Liliana's Contract"
MEDDLING_MAGE = "Meddling Mage"
PITHING_NEEDLE = "Pithing Needle"
PSYCHIC_PAPER = "Psychic Paper"
SPY_KIT = "Spy Kit"
TARGET_DUMMIES = ["Grizzly Bears", "Spy Kit", "Liliana's Contract"]  # castable: legal targets
# "choose a ... card name" cards, by the constraint their Oracle text states.
CHOOSERS = {
    ((), ()): PITHING_NEEDLE,  # "choose a card name"
    ((), ("Land",)): MEDDLING_MAGE,  # "choose a nonland card name"
    (("Creature",), ()): PSYCHIC_PAPER,  # "choose a creature card name"
}
MAX_STEPS = 60


def log(*args):
    print("phase adapter:", *args, file=sys.stderr, flush=True)


def send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n")
    sys.stdout.flush()


class Unprobeable(Exception):
    """No phase probe reaches this query instance: answered with a skip, never guessed."""


class ProbeFailed(Exception):
    """phase refused a step of the probe (its ValueError message is kept)."""


# ---------------------------------------------------------------------------------------
# Card data: the Oracle subset, fed to phase through phase's own Oracle-text parser.
# ---------------------------------------------------------------------------------------


def oracle_id(key):
    # The subset has no Scryfall ids; phase links the faces of a multi-face card by oracle id,
    # so every card gets a stable made-up one (an identifier, never an answer).
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "truename-subset:" + key))


class CardData:
    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            self.atomic = json.load(f)["data"]
        export = {}
        for key, faces in self.atomic.items():
            oid = oracle_id(key)
            group = [dict(face, identifiers={"scryfallOracleId": oid}) for face in faces]
            # phase-python's own converter (phase-gen), which runs phase's Oracle parser
            phase_gen.process_group(group, export)
        self.export_json = json.dumps(export)
        self.engine = Engine.from_json(self.export_json)
        # case card name -> (atomic key, name to put in a phase deck list)
        self.by_name = {}
        self.key_by_oid = {oracle_id(key): key for key in self.atomic}
        for key, faces in self.atomic.items():
            deck_name = faces[0].get("faceName") or faces[0]["name"]
            self.by_name[key] = (key, deck_name)
            for face in faces:
                if face.get("faceName"):
                    self.by_name.setdefault(face["faceName"], (key, deck_name))

    def resolve(self, card):
        """(atomic key, deck-list name) of a case's card. A spelling that isn't a subset key or
        face name is resolved by phase itself: the card phase loads for that deck-list entry."""
        if card not in self.by_name:
            oid = self.phase_resolves(card)
            key = self.key_by_oid.get(oid)
            if key is None:
                raise Unprobeable(f"phase resolves no card of the Oracle subset from {card!r}")
            self.by_name[card] = self.by_name[key]
        return self.by_name[card]

    def phase_resolves(self, name):
        """The oracle id of the card phase loads for deck-list entry `name`, or None."""
        try:
            game = self.engine.new_game(
                player=[name] + [FILLER] * (DECK_SIZE - 1), opponent=[FILLER] * DECK_SIZE,
                seed=7, first_player=0, format_config=FORMAT_CONFIG)
        except ValueError:
            return None
        for o in game.state()["state"]["objects"].values():
            if o["owner"] == 0 and o["name"] != FILLER:
                return (o.get("base_printed_ref") or {}).get("oracle_id")
        return None


# ---------------------------------------------------------------------------------------
# Driving a phase game.
# ---------------------------------------------------------------------------------------


def action(d):
    return GameAction.from_dict(d)


def apply(game, seat, act):
    try:
        return game.apply(seat, act if isinstance(act, GameAction) else action(act))
    except ValueError as e:
        raise ProbeFailed(str(e)) from None


def debug(game, kind, data=None):
    payload = {"type": kind} if data is None else {"type": kind, "data": data}
    return apply(game, 0, {"type": "Debug", "data": payload})


def waiting(game):
    return game.waiting_for() or {}


def pass_until_resolved(game, steps=MAX_STEPS, base=0):
    """Both players pass priority until the stack is back to `base` entries (the case's own
    spells stay on it) or phase asks something else."""
    for _ in range(steps):
        w = waiting(game)
        if w.get("type") != "Priority":
            return w
        if len(game.stack() or []) <= base:
            return w
        apply(game, w["data"]["player"], {"type": "PassPriority"})
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
            apply(game, w["data"]["player"], {"type": "PassPriority"})
            continue
        if t == "GameOver":
            return
        options = actions_of(game)
        if not options:
            raise ProbeFailed(f"stuck at phase's prompt {t}")
        chosen = pick(t, w.get("data") or {}, options) if pick else None
        apply(game, (w.get("data") or {}).get("player", seat), chosen or options[0][0])
    raise ProbeFailed("the stack did not resolve")


def gobj(game, pid):
    """phase's object `pid`, or None once it is gone (a token that left the battlefield)."""
    try:
        return game.object(pid)
    except ValueError:
        return None


def keep_hands(game):
    """Both players keep their opening hands (phase's mulligan prompts)."""
    for _ in range(4):
        w = waiting(game)
        if w.get("type") != "MulliganDecision":
            return
        keep = [a for a, k, d in actions_of(game)
                if k == "MulliganDecision" and d.get("choice", {}).get("type") == "Keep"]
        apply(game, w["data"]["pending"][0]["player"], keep[0])


def actions_of(game):
    return [(a, a.kind, a.data or {}) for a in game.actions()]


# Token creators of the Oracle subset, and the real game action that makes each create its
# token (a scripted flow per creator; every other creator is answered `skip`):
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
CLONE = "Clone"
VICTIM = "Grizzly Bears"  # the creature that dies for a "dies" creator
KALDRA_PARTS = ["Sword of Kaldra", "Shield of Kaldra"]
HELPERS = {"Helm of Kaldra": KALDRA_PARTS}  # cards an activation needs on the battlefield


class Board:
    """A fresh phase game holding the case's objects, and the map case id -> phase id.

    Objects are built in the case's own time order: cards first (each put into its zone with
    phase's sandbox `MoveToZone`, or kept in hand when a real cast has to bring it in), then
    effects, token creations and Clone copies by timestamp (an Equipment's by when it became
    attached), then the case's spells are cast onto the stack. A token the adapter can't make
    phase create is left out: queries about it are answered `skip` (or `error` when phase's
    own creator failed to create it); every other object and every effect must be built, or
    the whole case is answered `skip`.
    """

    def __init__(self, cards, case, extra=()):
        self.cards = cards
        self.case = case
        self.unbuilt = {}  # case id -> reply for any query about it ({"skip": ...} / {"error": ...})
        self.adapter_typed = set()  # objects whose creature type the adapter chose (Psychic Paper)
        objects = case.get("objects", [])
        self.objs = {o["id"]: o for o in objects}
        effects = case.get("effects", [])
        copied_by = {e["object"]: e for e in effects if e.get("effect") == "copy"}
        creators = {o["token"]["created_by"] for o in objects if (o.get("token") or {}).get("created_by")}
        decks = {0: [], 1: []}
        wanted = []  # (case object, seat, atomic key, zone phase first puts it in)
        for obj in objects:
            for field in ("spell_copy_of", "printed", "previous", "moved_by", "flipped", "melded", "unlocked"):
                if obj.get(field):
                    raise Unprobeable(f"object {obj['id']}: {field} is not built in phase")
            zone = obj.get("zone", "battlefield")
            if obj.get("token"):
                if zone != "battlefield":
                    raise Unprobeable(f"token {obj['id']} off the battlefield")
                continue
            if not obj.get("card"):
                raise Unprobeable(f"object {obj['id']} is not a card")
            if zone not in ZONES and zone != "stack":
                raise Unprobeable(f"object {obj['id']}: phase has no way to put a card on the {zone}")
            seat = SEATS.get(obj.get("owner", "p1"))
            if seat is None:
                raise Unprobeable(f"object {obj['id']}: owner {obj.get('owner')!r}")
            key, deck_name = cards.resolve(obj["card"])
            layout = cards.atomic[key][0].get("layout")
            first = ZONES.get(zone)
            if zone == "stack":
                # cast from where the rules let it be cast: an aftermath half from the graveyard
                first = "Graveyard" if layout == "aftermath" and obj.get("cast_as") == "right_half" else "Hand"
            elif obj["id"] in copied_by or (obj["id"] in creators and TOKEN_FLOWS.get(key) == "cast"):
                first = "Hand"  # enters by a real cast (Clone's copy choice, an "enters" trigger)
            elif obj.get("transformed") and layout == "modal_dfc":
                first = "Hand"  # played back face up, as a land
            decks[seat].append(deck_name)
            wanted.append((obj, seat, key, first))
        for seat, name in extra:
            decks[seat].append(name)
        for seat in (0, 1):
            if len(decks[seat]) > DECK_SIZE - 7:
                raise Unprobeable("too many objects for one deck")
            decks[seat] += [FILLER] * (DECK_SIZE - len(decks[seat]))
        try:
            start = cards.engine.new_game(
                player=decks[0], opponent=decks[1], seed=7, first_player=0,
                format_config=FORMAT_CONFIG)
        except ValueError as e:
            raise ProbeFailed(f"phase refused the decks: {e}") from None
        keep_hands(start)
        state = start.state()
        state["state"]["debug_mode"] = True  # phase's sandbox switch (debug actions)
        self.game = cards.engine.load_game(state)
        g = self.game
        debug(g, "SetPhase", {"phase": "PreCombatMain", "active_player": 0})
        debug(g, "SetInfiniteMana", {"player_id": 0, "enabled": True})
        debug(g, "SetInfiniteMana", {"player_id": 1, "enabled": True})
        # case objects: claim phase objects of the same card (by the oracle id phase was fed)
        st = g.state()["state"]["objects"]
        free = {}
        for pid, o in sorted(st.items(), key=lambda kv: int(kv[0])):
            ref = o.get("base_printed_ref") or o.get("printed_ref") or {}
            free.setdefault((o["owner"], ref.get("oracle_id")), []).append(int(pid))
        self.ids = {}
        for obj, seat, key, first in wanted:
            pool = free.get((seat, oracle_id(key)), [])
            if not pool:
                raise ProbeFailed(f"phase did not load card {obj['card']!r} into the deck")
            self.ids[obj["id"]] = pool.pop(0)
        self.free = free
        for obj, seat, key, first in wanted:
            debug(g, "MoveToZone", {"object_id": self.ids[obj["id"]], "to_zone": first})
        for obj, seat, key, first in wanted:
            pid = self.ids[obj["id"]]
            if obj.get("controller") and SEATS.get(obj["controller"]) is not None:
                debug(g, "SetController", {"object_id": pid, "controller": SEATS[obj["controller"]]})
            if obj.get("face_down") and obj.get("zone", "battlefield") != "stack":
                if obj.get("zone", "battlefield") != "battlefield":
                    raise Unprobeable(f"object {obj['id']}: phase's face-down flag is set with a sandbox "
                                      "action; only on the battlefield is that what a real morph or manifest makes")
                debug(g, "SetFaceState", {"object_id": pid, "face_down": True})
            if obj.get("transformed"):
                layout = self.cards.atomic[key][0].get("layout")
                if layout == "transform":
                    debug(g, "SetFaceState", {"object_id": pid, "transformed": True})
                elif layout == "modal_dfc" and first == "Hand":
                    self.play_back_face(obj)
                else:
                    raise Unprobeable(f"object {obj['id']}: back face up is realized for transforming "
                                      "and modal double-faced cards only")
        for _, event in sorted(self.timeline(), key=lambda te: te[0]):
            event()
        self.cast_spells([w for w in wanted if w[0].get("zone") == "stack"])
        g = self.game  # a flow may have continued in a copy of the game
        debug(g, "RunStateBasedActions")
        self.stack_base = len(g.stack() or [])
        self.snapshot = g.state()

    # -- time order -------------------------------------------------------------------------

    def timeline(self):
        """(time, action) for every effect and token creation. An effect's time is its
        timestamp (an Equipment's or Aura's: when it became attached, CR 613.7e); a token's is
        its `created_at`; a token without one is made after everything with a timestamp."""
        late = float("inf")
        events = []
        for eff in self.case.get("effects", []):
            events.append((eff.get("attached_at", eff.get("timestamp", 0)), lambda eff=eff: self.apply_effect(eff)))
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
                                   lambda k=k: self.create_tokens(k[0], groups[k])))
                groups[k].append(obj)
            else:
                events.append((spec.get("created_at", late), lambda obj=obj: self.make_token(obj)))
        return events

    # -- effects ----------------------------------------------------------------------------

    def apply_effect(self, eff):
        kind = eff.get("effect")
        src = eff.get("source")
        srcobj = self.objs.get(src) if src else None
        for oid in (eff.get("object"), src) if kind == "copy" else (eff.get("object"), eff.get("of"), src):
            if oid in self.unbuilt:
                raise Unprobeable(f"effect {kind!r} involves {oid}, which isn't built")
        if kind == "all_names":
            if not srcobj or srcobj.get("card") != SPY_KIT:
                raise Unprobeable("an all-names effect is realized only by attaching a Spy Kit of the case")
            if srcobj.get("zone", "battlefield") != "battlefield":
                raise Unprobeable("the Spy Kit is not on the battlefield")
            debug(self.game, "Attach", {"object_id": self.ids[src],
                                        "target": {"type": "Object", "data": self.ids[eff["object"]]}})
            return
        if kind == "set_name":
            if not srcobj or srcobj.get("card") != PSYCHIC_PAPER:
                raise Unprobeable("a name-setting effect is realized only by equipping a Psychic Paper of the case "
                                  "(phase implements no other name-setting card of the subset)")
            self.equip_psychic_paper(self.ids[src], self.ids[eff["object"]], eff["name"])
            self.adapter_typed.add(eff["object"])
            return
        if kind == "copy":
            obj = self.objs.get(eff["object"], {})
            if obj.get("card") != CLONE or obj.get("zone", "battlefield") != "battlefield":
                raise Unprobeable("a copy effect is realized only by casting a Clone of the case")
            why = None
            if eff.get("except_name") or eff.get("except_has_ability"):
                why = "Clone's copy in phase has no exceptions"
            elif eff["of"] in self.unbuilt:
                why = f"the copied object {eff['of']} isn't built"
            if why:  # the Clone stays in hand: left out like a token that can't be made
                self.unbuilt[eff["object"]] = {"skip": f"adapter: {why}"}
                return
            self.cast_clone(self.ids[eff["object"]], self.ids[eff["of"]])
            return
        raise Unprobeable(f"effect {kind!r} is not realized in phase")

    def equip_psychic_paper(self, paper, creature, name):
        """Psychic Paper's equip ability, at the creature; phase's own prompt takes the name.
        Psychic Paper also sets a creature type: the creature's first subtype if phase offers
        it (the adapter's choice, so type_line queries of that creature are skipped)."""
        g = self.game
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

    def cast_clone(self, clone, of):
        """Clone is cast from hand by its owner, in that player's main phase; phase's
        replacement prompt offers the copy, and its copy prompt the creature."""
        g = self.game
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

    # -- tokens -----------------------------------------------------------------------------

    def new_tokens(self, before):
        return self.new_tokens_in(self.game, before)

    def tokens_now(self):
        return {o["id"] for o in self.game.battlefield() if o.get("is_token")}

    def create_tokens(self, creator, tokens):
        """The creator's real ability creates the tokens; phase's tokens are matched to the
        case's in creation order. Extra tokens phase made are removed."""
        cobj = self.objs.get(creator)
        key = self.cards.resolve(cobj["card"])[0] if cobj and cobj.get("card") else None
        flow = TOKEN_FLOWS.get(key)
        if flow is None or creator in self.unbuilt:
            for t in tokens:
                self.unbuilt[t["id"]] = {"skip": f"adapter: no scripted flow makes phase's {cobj.get('card') if cobj else creator} "
                                                 "create its token"}
            return
        g = self.game
        cpid = self.ids[creator]
        seat = (gobj(g, cpid) or {}).get("controller", 0)
        before = self.tokens_now()
        if flow == "cast":
            want = cobj.get("zone", "battlefield")
            is_spell = not {"Creature", "Artifact", "Enchantment", "Planeswalker", "Battle", "Land"} & set(
                self.cards.atomic[key][0].get("types", []))
            if want != ("graveyard" if is_spell else "battlefield"):
                raise Unprobeable(f"creator {creator} in the {want}: a cast {cobj['card']} ends in the "
                                  + ("graveyard" if is_spell else "battlefield"))
            cast_from_hand(g, cpid, seat)
            settle(g, seat)
            o = gobj(g, cpid)
            if o is None or o["zone"] != ("Graveyard" if is_spell else "Battlefield"):
                raise ProbeFailed(f"{cobj['card']} didn't end in the {want} after it was cast")
        elif flow == "dies":
            victim = self.reserve(g, VICTIM, seat)
            debug(g, "MoveToZone", {"object_id": victim, "to_zone": "Battlefield"})
            debug(g, "Sacrifice", {"object_id": victim})
            settle(g, seat)
        elif flow == "activate":
            parts = [self.reserve(g, n, seat) for n in HELPERS.get(key, [])]
            for p in parts:
                debug(g, "MoveToZone", {"object_id": p, "to_zone": "Battlefield"})
            debug(g, "SetSummoningSickness", {"object_id": cpid, "sick": False})
            acts = [a for a, k, d in actions_of(g) if k == "ActivateAbility" and d.get("source_id") == cpid]
            made = False
            for a in acts:  # its abilities in order; the one that creates the token leaves one
                trial = self.cards.engine.load_game(g.state())
                try:
                    apply(trial, seat, a)
                    settle(trial, seat)
                except ProbeFailed:
                    continue
                if self.new_tokens_in(trial, before):
                    self.game = g = trial
                    made = True
                    break
            for p in parts:
                if gobj(g, p) is not None:
                    debug(g, "RemoveObject", {"object_id": p})
            if not made:
                helpers = f" (with {' and '.join(HELPERS[key])} on the battlefield)" if key in HELPERS else ""
                for t in tokens:
                    self.unbuilt[t["id"]] = {"error": f"phase: no activated ability of {cobj['card']}{helpers} "
                                                      "created a token"}
                return
        made = self.new_tokens(before)
        for t, pid in zip(tokens, made):
            self.ids[t["id"]] = pid
        for pid in made[len(tokens):]:
            debug(g, "RemoveObject", {"object_id": pid})  # the case lists fewer tokens
        for t in tokens[len(made):]:
            self.unbuilt[t["id"]] = {"error": f"phase: {cobj['card']} created {len(made)} token(s), "
                                              f"fewer than the case's {len(tokens)}"}

    def new_tokens_in(self, game, before):
        return [o["id"] for o in game.battlefield() if o.get("is_token") and o["id"] not in before]

    def make_token(self, obj):
        """A token given directly (name and types), or a copy of an object: phase's sandbox
        token creation, which takes the name as given and runs phase's own copy code."""
        spec = obj["token"]
        seat = SEATS.get(obj.get("owner", "p1"), 0)
        g = self.game
        before = self.tokens_now()
        if spec.get("copy_of"):
            src = spec["copy_of"]
            if spec.get("except_name"):
                self.unbuilt[obj["id"]] = {"skip": "adapter: phase's sandbox token copy has no \"except its name is\""}
                return
            if src in self.unbuilt or src not in self.ids:
                self.unbuilt[obj["id"]] = {"skip": f"adapter: the copied object {src} isn't built"}
                return
            debug(g, "CreateTokenCopy", {"owner": seat, "source_id": self.ids[src]})
        elif spec.get("name"):
            debug(g, "CreateToken", {"owner": seat, "request": {"type": "Custom", "data": {
                "owner": seat, "characteristics": {
                    "display_name": spec["name"], "core_types": spec.get("types", []),
                    "subtypes": spec.get("subtypes", []), "supertypes": [], "colors": [], "keywords": []}}}})
        else:
            self.unbuilt[obj["id"]] = {"skip": "adapter: phase's sandbox token takes its name as input, so a token "
                                               "named by its subtypes (111.4) would be named by the adapter, not phase"}
            return
        made = self.new_tokens(before)
        if len(made) != 1:
            raise ProbeFailed(f"phase's sandbox made {len(made)} tokens for {obj['id']}")
        self.ids[obj["id"]] = made[0]

    # -- other ways in ----------------------------------------------------------------------

    def play_back_face(self, obj):
        """A modal double-faced card back face up: its land back face is played from hand
        (phase's PlayLand; the only land face of such a card)."""
        pid = self.ids[obj["id"]]
        plays = [a for a, k, d in actions_of(self.game) if k == "PlayLand" and d.get("object_id") == pid]
        if not plays:
            raise Unprobeable(f"object {obj['id']}: phase offers no land play of it (only a land back face is realized)")
        apply(self.game, 0, plays[0])
        settle(self.game)
        o = gobj(self.game, pid)
        if o is None or o["zone"] != "Battlefield":
            raise ProbeFailed(f"object {obj['id']}: phase's land play didn't put it onto the battlefield")

    def cast_spells(self, spells):
        """The case's spells, cast onto the stack the way each is cast (phase's prompts); one
        cast at sorcery speed has to come first, so every order is tried."""
        if not spells:
            return
        for obj, seat, key, first in spells:
            if obj.get("cast_as") == "fused":
                raise Unprobeable("phase doesn't know the cards' Fuse keyword (the subset has no MTGJSON `keywords`)")
            if seat != 0:
                raise Unprobeable("spells on the stack are cast by p1 only")
        dummies = [self.reserve(self.game, n, 1) for n in TARGET_DUMMIES]
        for d in dummies:  # legal targets, so targeting never decides whether a spell is cast
            debug(self.game, "MoveToZone", {"object_id": d, "to_zone": "Battlefield"})
        base = self.game.state()
        for order in itertools.islice(itertools.permutations(spells), 24):
            g = self.cards.engine.load_game(base)
            if all(try_cast(g, self.ids[obj["id"]], obj.get("cast_as")) for obj, _, _, _ in order):
                self.game = g
                return
        raise ProbeFailed("phase doesn't let the case's spells be cast onto the stack together")

    def copy(self):
        return self.cards.engine.load_game(self.snapshot)

    def pid(self, case_id):
        if case_id not in self.ids:
            raise ProbeFailed(f"no object {case_id!r}")
        return self.ids[case_id]

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


def probe_cards_needed(case):
    """Which probe cards each deck needs (in the reserve, in the library)."""
    need = [(0, ECHOING_TRUTH), (0, ECHOING_TRUTH), (0, CRANIAL_EXTRACTION),
            (0, LILIANAS_CONTRACT), (1, LILIANAS_CONTRACT), (0, MEDDLING_MAGE),
            (0, PITHING_NEEDLE), (0, PSYCHIC_PAPER)]
    need += [(1, n) for n in TARGET_DUMMIES]
    need += [(0, VICTIM), (1, VICTIM)] + [(s, n) for s in (0, 1) for n in KALDRA_PARTS]
    return need


# ---------------------------------------------------------------------------------------
# Probes.
# ---------------------------------------------------------------------------------------


def cast_from_hand(game, pid, seat=0):
    acts = [a for a, k, d in actions_of(game) if k == "CastSpell" and d.get("object_id") == pid]
    if not acts:
        raise ProbeFailed(f"phase offers no cast of probe card {pid}")
    apply(game, seat, acts[0])


def cast_targeting(game, pid, target_pid, seat=0):
    """Casts probe card pid at target_pid, answering phase's target prompt."""
    acts = [a for a, k, d in actions_of(game) if k == "CastSpell" and d.get("object_id") == pid]
    if not acts:
        raise ProbeFailed(f"phase offers no cast of probe card {pid}")
    apply(game, seat, acts[0])
    for _ in range(8):
        w = waiting(game)
        if w.get("type") == "Priority":
            return
        chosen = None
        for a, kind, data in actions_of(game):
            if target_pid in ids_in(data):
                chosen = a
                break
        if chosen is None:
            raise ProbeFailed(f"phase offered no way to target {target_pid}: {json.dumps(w)[:300]}")
        apply(game, seat, chosen)
    raise ProbeFailed("targeting did not finish")


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


def echoing_truth(board, target_case_id=None, target_pid=None):
    """Casts Echoing Truth at a permanent in a copy; returns the copy after resolution."""
    g = board.copy()
    et = board.reserve(g, ECHOING_TRUTH)
    debug(g, "MoveToZone", {"object_id": et, "to_zone": "Hand"})
    tgt = target_pid if target_pid is not None else board.pid(target_case_id)
    cast_targeting(g, et, tgt)
    pass_until_resolved(g, base=board.stack_base)
    o = gobj(g, tgt)
    if o is not None and o["zone"] == "Battlefield":
        raise ProbeFailed("Echoing Truth did not return its target")
    return g


def is_land(board, case_id):
    o = gobj(board.game, board.pid(case_id))
    return "Land" in (o.get("card_types") or {}).get("core_types", [])


def case_obj(board, case_id):
    if case_id not in board.objs:
        raise ProbeFailed(f"no object {case_id!r}")
    return board.objs[case_id]


def q_same_name(board, a, b):
    za = case_obj(board, a).get("zone", "battlefield")
    zb = case_obj(board, b).get("zone", "battlefield")
    if a == b:
        raise Unprobeable("same_name of an object with itself: Echoing Truth returns only *other* permanents")
    if za != "battlefield" or zb != "battlefield":
        raise Unprobeable(f"same_name across zones ({za}, {zb}): Echoing Truth sees permanents only")
    target, other = (a, b) if not is_land(board, a) else (b, a)
    if is_land(board, target):
        raise Unprobeable("both objects are lands: Echoing Truth targets a nonland permanent")
    g = echoing_truth(board, target_case_id=target)
    o = gobj(g, board.pid(other))
    return o is None or o["zone"] != "Battlefield"  # a token that left ceased to exist


def q_is_named(board, obj, name):
    zone = case_obj(board, obj).get("zone", "battlefield")
    if zone == "battlefield":
        # a fresh card named `name` (phase resolves the name against its database when it
        # loads the deck) joins the battlefield; Echoing Truth targets it
        ref = board.refs.get(name)
        g0 = board.copy()
        if ref is None and case_obj(board, obj).get("token"):
            # a token's name needn't be a card's: the reference is then a token phase's sandbox
            # names `name`, exactly as said
            before = {o["id"] for o in g0.battlefield()}
            debug(g0, "CreateToken", {"owner": 0, "request": {"type": "Custom", "data": {
                "owner": 0, "characteristics": {
                    "display_name": name, "core_types": ["Artifact"], "subtypes": [],
                    "supertypes": [], "colors": [], "keywords": []}}}})
            made = [o["id"] for o in g0.battlefield() if o["id"] not in before]
            if len(made) != 1:
                raise ProbeFailed(f"phase's sandbox made {len(made)} reference tokens")
            ref = made[0]
        elif ref is None:
            raise Unprobeable(f"phase's database resolves no card named {name!r} to serve as a reference")
        else:
            o = gobj(g0, ref)
            key = board.cards.key_by_oid.get(((o.get("base_printed_ref") or {}).get("oracle_id")))
            if key is None or len(board.cards.atomic[key]) > 1:
                raise Unprobeable(f"phase resolves {name!r} to a multi-faced card, which enters front face up: "
                                  "not necessarily the face named that")
            if "Land" in o["card_types"]["core_types"] or not set(o["card_types"]["core_types"]) & {
                    "Creature", "Artifact", "Enchantment", "Planeswalker", "Battle"}:
                raise Unprobeable(f"{name!r} is not a nonland permanent card: Echoing Truth can't target it")
        # put the reference onto the battlefield inside the probe copy only
        snap = board.snapshot
        board.snapshot = None
        try:
            if gobj(g0, ref)["zone"] != "Battlefield":
                debug(g0, "MoveToZone", {"object_id": ref, "to_zone": "Battlefield"})
            board.snapshot = g0.state()
            g = echoing_truth(board, target_pid=ref)
        finally:
            board.snapshot = snap
        o = gobj(g, board.pid(obj))
        return o is None or o["zone"] != "Battlefield"  # a token that left ceased to exist
    if zone in ("graveyard", "hand", "library"):
        board.sorcery_speed_ok("Cranial Extraction")
        g = board.copy()
        ce = board.reserve(g, CRANIAL_EXTRACTION)
        debug(g, "MoveToZone", {"object_id": ce, "to_zone": "Hand"})
        owner = SEATS.get(case_obj(board, obj).get("owner", "p1"), 0)
        acts = [a for a, k, d in actions_of(g) if k == "CastSpell" and d.get("object_id") == ce]
        if not acts:
            # phase 0.103.0 parses "Search target player's graveyard..." without a player target
            # slot, so it reports "No legal targets available": the probe can't be asked
            raise Unprobeable("phase can't cast Cranial Extraction (its parse has no player target: "
                              "'No legal targets available')")
        apply(g, 0, acts[0])
        for _ in range(MAX_STEPS):
            w = waiting(g)
            t = w.get("type")
            if t == "Priority":
                if not g.stack():
                    break
                apply(g, w["data"]["player"], {"type": "PassPriority"})
            elif t == "NamedChoice":
                try:
                    g.apply(w["data"]["player"], action({"type": "ChooseOption", "data": {"choice": name}}))
                except ValueError as e:
                    raise Unprobeable(f"phase refused {name!r} as a card name ({e}), so Cranial Extraction can't ask")
            else:
                chosen = None
                for a, kind, data in actions_of(g):
                    blob = json.dumps(data)
                    if kind in ("SelectTargets", "ChooseTarget") and f'"Player": {owner}' in blob:
                        chosen = a
                        break
                    if kind == "SelectTargets" and (f'"data": {owner}' in blob):
                        chosen = a
                        break
                if chosen is None:
                    raise ProbeFailed(f"unexpected prompt during Cranial Extraction: {json.dumps(w)[:300]}")
                apply(g, w["data"]["player"], chosen)
        o = gobj(g, board.pid(obj))
        return o is not None and o["zone"] == "Exile"
    raise Unprobeable(f"is_named of an object in {zone}: no phase card asks names there")


def liliana(board, objects):
    """Liliana's Contract at the upkeep of the objects' controller: did that player win?"""
    if board.stack_base:
        raise Unprobeable("Liliana's Contract triggers at an upkeep, and the case has spells on the stack")
    ctrl = set()
    for cid in objects:
        if case_obj(board, cid).get("zone", "battlefield") != "battlefield":
            raise Unprobeable("Liliana's Contract counts permanents only")
        o = gobj(board.game, board.pid(cid))
        if "Demon" not in o["card_types"]["subtypes"] or "Creature" not in o["card_types"]["core_types"]:
            raise Unprobeable("Liliana's Contract counts Demons only, and phase doesn't see every object as a Demon")
        ctrl.add(o["controller"])
    if len(ctrl) != 1:
        raise Unprobeable("the objects have different controllers")
    seat = ctrl.pop()
    for o in board.game.battlefield():
        if "CantWinTheGame" in json.dumps(o.get("static_definitions") or []):
            raise Unprobeable(f"{o['name'] or 'a permanent'} says a player can't win the game, so "
                              "Liliana's Contract can't answer")
    g = board.copy()
    # other Demons of that player would count too: they leave the probe copy
    keep = {board.pid(c) for c in objects}
    for o in g.battlefield():
        if (o["id"] not in keep and o["controller"] == seat
                and "Demon" in o["card_types"]["subtypes"]):
            debug(g, "RemoveObject", {"object_id": o["id"]})
    lc = board.reserve(g, LILIANAS_CONTRACT, seat)
    debug(g, "MoveToZone", {"object_id": lc, "to_zone": "Battlefield"})
    debug(g, "SetPhase", {"phase": "Untap", "active_player": seat})
    seen = set()  # the steps the game went through
    for _ in range(MAX_STEPS):
        seen.add(g.phase)
        p = g.player(seat)
        if p.get("status", {}).get("type") not in (None, "Active"):
            break
        w = waiting(g)
        if w.get("type") == "GameOver" or g.phase not in ("Untap", "Upkeep", "Draw"):
            break
        if w.get("type") == "Priority":
            apply(g, w["data"]["player"], {"type": "PassPriority"})
        else:
            # other upkeep triggers of the case's permanents (Lord of the Pit...): phase's
            # first offered action (trigger order, a choice) keeps the game moving
            acts = actions_of(g)
            if not acts:
                raise ProbeFailed(f"unexpected prompt at upkeep: {json.dumps(w)[:300]}")
            apply(g, w.get("data", {}).get("player", seat), acts[0][0])
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


def q_different_names(board, objects):
    if len(objects) != 4:
        raise Unprobeable("Liliana's Contract asks about four Demons exactly; phase has no other different-names card")
    return liliana(board, objects)


def q_n_or_more(board, objects, n):
    if n != 4:
        raise Unprobeable("Liliana's Contract asks 'four or more'; phase has no card asking another number")
    return liliana(board, objects)


def q_names(board, obj):
    o = gobj(board.game, board.pid(obj))
    if o["zone"] != "Stack" and (o.get("back_face") or {}).get("layout_kind") == "Split":
            # phase keeps a split card's other half as a second face (`back_face`); its `name`
            # field alone doesn't say whether phase gives the card both names off the stack, and
            # no probe that works here asks it (phase can't cast Cranial Extraction)
            raise Unprobeable("a split card off the stack: phase's name field holds one half only, "
                              "and no phase probe asks the card's names there")
    return [] if not o["name"] else [o["name"]]


def q_text(board, obj):
    """phase keeps no rules text, only parsed abilities (whose descriptions write the object's
    own name as "~"). Only one answer is read without rewriting anything: an object phase
    gives no ability, keyword, trigger, replacement or static ability has no rules text."""
    o = gobj(board.game, board.pid(obj))
    parts = ("abilities", "keywords", "trigger_definitions", "replacement_definitions", "static_definitions")
    if any(o.get(k) for k in parts):
        raise Unprobeable("phase keeps parsed abilities, not rules text; only an object with none is read (as no text)")
    return []


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
COMMAND_TOWER = "Command Tower"
COLOR_LETTERS = [("White", "W"), ("Blue", "U"), ("Black", "B"), ("Red", "R"), ("Green", "G")]


def q_color_identity(cards, card):
    """The card is p1's commander (phase puts it in the command zone itself; it accepts any card);
    Command Tower ("Add one mana of any color in your commander's color identity") is activated:
    the colors phase offers in its mana-color prompt (or the one mana it adds without asking, or
    none) are the answer. Each offered color is then taken once, in a fresh copy, and phase's
    mana pool must hold exactly that color."""
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
    st["state"]["debug_mode"] = True
    g = cards.engine.load_game(st)
    debug(g, "SetPhase", {"phase": "PreCombatMain", "active_player": 0})
    towers = [int(k) for k, o in g.state()["state"]["objects"].items() if o["name"] == COMMAND_TOWER and o["owner"] == 0]
    if len(towers) != 1:
        raise ProbeFailed("phase did not load Command Tower")
    debug(g, "MoveToZone", {"object_id": towers[0], "to_zone": "Battlefield"})
    snapshot = g.state()
    tap = {"type": "ActivateAbility", "data": {"source_id": towers[0], "ability_index": 0}}
    apply(g, 0, tap)
    w = waiting(g)
    if w.get("type") == "Priority":  # one color (added without asking) or none
        pool = [m.get("color") for m in (g.player(0).get("mana_pool") or {}).get("mana") or []]
        if len(pool) > 1 or any(c not in dict(COLOR_LETTERS) for c in pool):
            raise ProbeFailed(f"Command Tower added {pool}")
        offered = pool
    elif w.get("type") == "ChooseManaColor":
        offered = [(d.get("choice") or {}).get("data") for a, k, d in actions_of(g) if k == "ChooseManaColor"]
        for color in offered:
            g2 = cards.engine.load_game(snapshot)
            apply(g2, 0, tap)
            pick = [a for a, k, d in actions_of(g2)
                    if k == "ChooseManaColor" and (d.get("choice") or {}).get("data") == color]
            apply(g2, 0, pick[0])
            pool = [m.get("color") for m in (g2.player(0).get("mana_pool") or {}).get("mana") or []]
            if pool != [color]:
                raise ProbeFailed(f"choosing {color} from Command Tower left {pool} in the mana pool")
    else:
        raise ProbeFailed(f"unexpected prompt after activating Command Tower: {json.dumps(w)[:300]}")
    unknown = [c for c in offered if c not in dict(COLOR_LETTERS)]
    if unknown:
        raise ProbeFailed(f"Command Tower offered {unknown}")
    return [letter for color, letter in COLOR_LETTERS if color in offered]


def q_token_name(board, obj):
    if not case_obj(board, obj).get("token"):
        raise ProbeFailed(f"{obj} is not a token")
    return gobj(board.game, board.pid(obj))["name"]


def q_type_line(board, obj):
    if obj in board.adapter_typed:
        raise Unprobeable(f"{obj}'s creature type is the one the adapter chose for Psychic Paper")
    o = gobj(board.game, board.pid(obj))
    t = o["card_types"]
    left = " ".join(list(t.get("supertypes", [])) + list(t.get("core_types", [])))
    sub = " ".join(t.get("subtypes", []))
    return left + (" \u2014 " + sub if sub else "")


def activate_equip(game, paper):
    """Activates Psychic Paper's equip ability (phase's own action for it)."""
    equip = [a for a, k, d in actions_of(game)
             if k in ("Equip", "ActivateAbility") and paper in (d.get("equipment_id"), d.get("source_id"))]
    if not equip:
        raise ProbeFailed("phase offers no equip of Psychic Paper")
    apply(game, 0, equip[0])


def until_name_prompt(game, seat, silent, prefer=None):
    """Passes priority and answers other prompts (the action naming `prefer`, else phase's
    first option) until phase's NamedChoice prompt; `silent` says what happened if the stack
    emptied without one."""
    for _ in range(MAX_STEPS):
        w = waiting(game)
        t = w.get("type")
        if t == "NamedChoice":
            return w
        if t == "Priority":
            if not game.stack():
                raise ProbeFailed(f"{silent} without asking a name")
            apply(game, w["data"]["player"], {"type": "PassPriority"})
            continue
        acts = actions_of(game)
        if not acts:
            raise ProbeFailed(f"stuck at {t}")
        aimed = [a for a, k, d in acts if prefer is not None and prefer in ids_in(d)]
        apply(game, w.get("data", {}).get("player", seat), (aimed or [acts[0][0]])[0])
    raise ProbeFailed("no name prompt")


def resolve_to_choice(game, card_pid, seat=0):
    """Casts a probe card that chooses a name, until phase's NamedChoice prompt."""
    cast_from_hand(game, card_pid, seat)
    return until_name_prompt(game, seat, "the card resolved")


def paper_to_choice(board, game):
    """Psychic Paper: equip it to Grizzly Bears, until its name prompt."""
    paper = board.reserve(game, PSYCHIC_PAPER)
    bears = board.reserve(game, "Grizzly Bears", 1)
    debug(game, "MoveToZone", {"object_id": paper, "to_zone": "Battlefield"})
    debug(game, "MoveToZone", {"object_id": bears, "to_zone": "Battlefield"})
    debug(game, "SetController", {"object_id": bears, "controller": 0})
    activate_equip(game, paper)
    return paper, until_name_prompt(game, 0, "Psychic Paper was attached", prefer=bears)


def chosen_names(game, pid):
    o = gobj(game, pid) or {}
    return sorted(a["value"] for a in o.get("chosen_attributes", []) if a.get("type") == "CardName")


def q_choose_card_name(board, name, constraint):
    key = (tuple(sorted(constraint.get("is", []))), tuple(sorted(constraint.get("not", []))))
    card = CHOOSERS.get(key)
    if card is None:
        raise Unprobeable(f"no card phase implements chooses a card name under {constraint} "
                          "(phase parses Dispossess's 'artifact card name' as unimplemented)")
    board.sorcery_speed_ok(card)
    g = board.copy()
    if card == PSYCHIC_PAPER:
        pid, w = paper_to_choice(board, g)
    else:
        pid = board.reserve(g, card)
        debug(g, "MoveToZone", {"object_id": pid, "to_zone": "Hand"})
        w = resolve_to_choice(g, pid)
    try:
        g.apply(w["data"]["player"], action({"type": "ChooseOption", "data": {"choice": name}}))
    except ValueError as e:
        log(f"phase refused {name!r}: {e}")
        return {"valid": False, "chosen": []}
    return {"valid": True, "chosen": chosen_names(g, pid)}


# castable: how each way of casting shows up in phase's prompts
def try_cast(game, pid, cast_as):
    """Attempts the cast in the way asked; True iff phase puts the spell on the stack.

    Each way of casting is one of phase's own prompts: a split half or an MDFC face is
    `ModalFaceChoice` (back_face), an Adventure is a `CastOffer` (creature or not), face down
    (morph) is an `AlternativeCastChoice` with the FaceDown keyword. Anything else phase asks
    (X, targets, payment) takes phase's first offered option, never a different way to cast.
    """
    casts = [a for a, k, d in actions_of(game) if k == "CastSpell" and d.get("object_id") == pid]
    if not casts:
        return False
    try:
        game.apply(0, casts[0])
    except ValueError:
        return False
    for _ in range(MAX_STEPS):
        w = waiting(game)
        t = w.get("type")
        data = w.get("data") or {}
        if t == "Priority":
            return on_stack(game, pid)
        options = actions_of(game)
        if t == "ModalFaceChoice":
            if cast_as not in (None, "left_half", "right_half", "back_face"):
                return False
            want_back = cast_as in ("right_half", "back_face")
            pick = [a for a, k, d in options if k == "ChooseModalFace" and d.get("back_face") == want_back]
        elif t == "CastOffer" and (data.get("kind") or {}).get("type") == "Adventure":
            if cast_as not in (None, "adventure"):
                return False
            want_creature = cast_as is None
            pick = [a for a, k, d in options if k == "ChooseAdventureFace" and d.get("creature") == want_creature]
        elif t == "AlternativeCastChoice":
            alternative = (data.get("keyword") or {}).get("type") == "FaceDown" and cast_as == "face_down"
            want = "Alternative" if alternative else "Normal"
            pick = [a for a, k, d in options
                    if k == "ChooseAlternativeCast" and (d.get("choice") or {}).get("type") == want]
        else:
            if cast_as in ("left_half", "right_half", "adventure", "back_face", "face_down") \
                    and t in ("CastOffer", "AlternativeCastChoice"):
                return False
            pick = [a for a, k, d in options if k != "CancelCast"]
        if not pick:
            return False
        try:
            game.apply(data.get("player", 0), pick[0])
        except ValueError:
            return False
    return on_stack(game, pid)


def on_stack(game, pid):
    o = gobj(game, pid)
    return o is not None and o["zone"] == "Stack"


def q_castable(board, obj, cast_as, chosen):
    if case_obj(board, obj).get("zone", "battlefield") != "hand":
        raise Unprobeable("castable is probed for cards in hand only")
    if cast_as == "fused":
        raise Unprobeable("phase doesn't know the cards' Fuse keyword (the subset has no MTGJSON `keywords` field)")
    board.sorcery_speed_ok(MEDDLING_MAGE)
    pid = board.pid(obj)
    dummies = [board.reserve(board.game, n, 1) for n in TARGET_DUMMIES]

    def fresh():
        g = board.copy()
        for d in dummies:  # legal targets, so targeting never decides the answer
            debug(g, "MoveToZone", {"object_id": d, "to_zone": "Battlefield"})
        return g

    base = fresh()
    if not try_cast(base, pid, cast_as):
        raise Unprobeable(f"inconclusive: phase doesn't let {obj} be cast that way even without a Meddling Mage")
    g = fresh()
    mage = board.reserve(g, MEDDLING_MAGE)
    debug(g, "MoveToZone", {"object_id": mage, "to_zone": "Hand"})
    w = resolve_to_choice(g, mage)
    try:
        g.apply(w["data"]["player"], action({"type": "ChooseOption", "data": {"choice": chosen}}))
    except ValueError as e:
        raise ProbeFailed(f"phase refused {chosen!r} as Meddling Mage's card name: {e}")
    pass_until_resolved(g)
    return try_cast(g, pid, cast_as)


# ---------------------------------------------------------------------------------------
# The protocol.
# ---------------------------------------------------------------------------------------


def mentioned(q):
    """The case objects a query is about."""
    out = [q.get(k) for k in ("object", "a", "b") if isinstance(q.get(k), str)]
    for k in ("objects", "others"):
        out += [x for x in q.get(k) or [] if isinstance(x, str)]
    return out


def reply_for(board, q):
    kind = q.get("query")
    for oid in mentioned(q):
        if oid in board.unbuilt:
            return board.unbuilt[oid]
    try:
        if kind == "names":
            return {"answer": {"names": {"names": q_names(board, q["object"])}}}
        if kind == "type_line":
            return {"answer": {"text": q_type_line(board, q["object"])}}
        if kind == "token_name":
            return {"answer": {"text": q_token_name(board, q["object"])}}
        if kind == "text":
            return {"answer": {"lines": q_text(board, q["object"])}}
        if kind == "color_identity":
            return {"answer": {"lines": q_color_identity(board.cards, q["card"])}}
        if kind == "same_name":
            return {"answer": {"bool": q_same_name(board, q["a"], q["b"])}}
        if kind == "is_named":
            return {"answer": {"bool": q_is_named(board, q["object"], q["name"])}}
        if kind == "different_names":
            return {"answer": {"bool": q_different_names(board, q["objects"])}}
        if kind == "n_or_more_different_names":
            return {"answer": {"bool": q_n_or_more(board, q["objects"], q["n"])}}
        if kind == "choose_card_name":
            return {"answer": {"choice": q_choose_card_name(board, q["name"], q.get("constraint") or {})}}
        if kind == "castable":
            return {"answer": {"bool": q_castable(board, q["object"], q.get("cast_as"), q["chosen"])}}
        return {"skip": f"query {kind!r} is not realized through phase"}
    except Unprobeable as e:
        return {"skip": f"adapter: {e}"}
    except ProbeFailed as e:
        return {"error": f"phase: {e}"}


def answer_case(cards, case):
    queries = case.get("queries", [])
    extra = list(probe_cards_needed(case))
    refs = []
    for q in queries:
        if q.get("query") == "is_named":
            refs.append(q["name"])
    for name in refs:
        extra.append((0, name))
    try:
        board = Board(cards, case, extra)
    except Unprobeable as e:
        return [{"skip": f"adapter: {e}"} for _ in queries]
    except ProbeFailed as e:
        return [{"error": f"phase: {e}"} for _ in queries]
    # reference cards for is_named, as phase resolved the said names in the deck list
    board.refs = {}
    if refs:
        st = board.game.state()["state"]["objects"]
        used = set(board.ids.values())
        for name in refs:
            board.refs[name] = find_reference(board, st, used, name)
            if board.refs[name] is not None:
                used.add(board.refs[name])
    return [reply_for(board, q) for q in queries]


def find_reference(board, objects, used, name):
    """The phase object phase loaded for deck entry `name` (phase resolved the spelling)."""
    # which card phase resolves the said name to: a one-card deck, as phase loads it
    resolved = board.cards.phase_resolves(name)
    if resolved is None:
        return None
    for pid, o in sorted(objects.items(), key=lambda kv: int(kv[0])):
        ref = o.get("base_printed_ref") or {}
        if (int(pid) not in used and o["owner"] == 0 and ref.get("oracle_id") == resolved
                and o["zone"] in ("Library", "Hand")):
            return int(pid)
    return None


def main():
    cards_path = DEFAULT_CARDS
    if len(sys.argv) == 3 and sys.argv[1] == "--cards":
        cards_path = sys.argv[2]
    cards = CardData(cards_path)
    send({"type": "hello", "protocol": PROTOCOL,
          "engine": {"name": NAME, "version": PHASE_VERSION, "capabilities": CAPABILITIES}})
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            message = json.loads(line)
        except ValueError as e:
            log(f"ignoring a line that isn't JSON: {e}")
            continue
        kind = message.get("type")
        if kind == "shutdown":
            break
        if kind != "case":
            continue
        case = message.get("case", {})
        try:
            replies = answer_case(cards, case)
        except Exception as e:  # never fall silent: one error per query
            log(f"case {case.get('id')}: {type(e).__name__}: {e}")
            replies = [{"error": f"{type(e).__name__}: {e}"} for _ in case.get("queries", [])]
        send({"id": message["id"], "replies": replies})


if __name__ == "__main__":
    main()
