"""The sandbox every repro in this folder starts from: phase-python only (pip install
phase-python==0.103.0), no import of the truename adapter or suite. A repro is its own
`NN-slug.py` beside this file; attach both files to an upstream issue.

Exit statuses, for every repro: 1 the bug is there, 0 phase follows the rule, 2 the setup
itself failed (neither).
"""
import json
import sys
import traceback
import uuid

try:
    from phase import Engine, GameAction, gen
except ImportError as e:  # no phase-python: the setup failed, which is neither verdict
    print("setup failed: phase-python is not installed (pip install phase-python==0.103.0):", e)
    sys.exit(2)

FILLER = "Plains"


def engine_with(groups):
    """phase's Engine loaded with these cards (MTGJSON AtomicCards faces, one list per card, or
    the name of a card in SHARED_CARDS), through phase-python's own converter
    (phase.gen.process_group, phase's Oracle parser)."""
    export = {}
    for faces in [SHARED_CARDS[g] if isinstance(g, str) else g for g in groups] + [[PLAINS]]:
        oid = str(uuid.uuid5(uuid.NAMESPACE_URL, "repro:" + faces[0]["name"]))
        gen.process_group([dict(f, identifiers={"scryfallOracleId": oid}) for f in faces], export)
    return Engine.from_json(json.dumps(export))


PLAINS = {"name": "Plains", "layout": "normal", "manaValue": 0.0, "type": "Basic Land \u2014 Plains",
          "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Plains"], "text": "({T}: Add {W}.)",
          "colors": [], "colorIdentity": ["W"]}

# Card data more than one repro uses: MTGJSON AtomicCards faces (the fields phase's converter
# reads), by name.
SHARED_CARDS = {
    "Grizzly Bears": [{"name": "Grizzly Bears", "layout": "normal", "manaCost": "{1}{G}", "manaValue": 2.0, "colors": ["G"], "colorIdentity": ["G"], "type": "Creature \u2014 Bear", "types": ["Creature"], "supertypes": [], "subtypes": ["Bear"], "power": "2", "toughness": "2"}],
    "Spy Kit": [{"name": "Spy Kit", "layout": "normal", "manaCost": "{2}", "manaValue": 2.0, "colors": [], "colorIdentity": [], "type": "Artifact \u2014 Equipment", "types": ["Artifact"], "supertypes": [], "subtypes": ["Equipment"], "text": "Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.\nEquip {2}"}],
    "Echoing Truth": [{"name": "Echoing Truth", "layout": "normal", "manaCost": "{1}{U}", "manaValue": 2.0, "colors": ["U"], "colorIdentity": ["U"], "type": "Instant", "types": ["Instant"], "supertypes": [], "subtypes": [], "text": "Return target nonland permanent and all other permanents with the same name as that permanent to their owners' hands."}],
    "Meddling Mage": [{"name": "Meddling Mage", "layout": "normal", "manaCost": "{W}{U}", "manaValue": 2.0, "colors": ["W", "U"], "colorIdentity": ["W", "U"], "type": "Creature \u2014 Human Wizard", "types": ["Creature"], "supertypes": [], "subtypes": ["Human", "Wizard"], "text": "As this creature enters, choose a nonland card name.\nSpells with the chosen name can't be cast.", "power": "2", "toughness": "2"}],
    "Raise the Alarm": [{"name": "Raise the Alarm", "layout": "normal", "manaCost": "{1}{W}", "manaValue": 2.0, "colors": ["W"], "colorIdentity": ["W"], "type": "Instant", "types": ["Instant"], "supertypes": [], "subtypes": [], "text": "Create two 1/1 white Soldier creature tokens."}],
    "Liliana's Contract": [{"name": "Liliana's Contract", "layout": "normal", "manaCost": "{3}{B}{B}", "manaValue": 5.0, "colors": ["B"], "colorIdentity": ["B"], "type": "Enchantment", "types": ["Enchantment"], "supertypes": [], "subtypes": [], "text": "When this enchantment enters, you draw four cards and you lose 4 life.\nAt the beginning of your upkeep, if you control four or more Demons with different names, you win the game."}],
}

FORMAT = {"allow_debug_actions": True, "command_zone": False, "commander_damage_threshold": None,
          "deck_size": {"data": 40, "type": "Minimum"}, "default_deck_copy_limit": {"type": "Unlimited"},
          "format": "Limited", "max_players": 2, "min_players": 2, "range_of_influence": None,
          "sideboard_policy": {"type": "Unlimited"}, "singleton": False, "starting_life": 20,
          "supplies_fixed_deck": False, "team_based": False, "uses_commander": False}


def start(engine, p1_cards, p2_cards=()):
    """A two-player game (p1 first), both hands kept, in phase's sandbox (debug actions on),
    p1's precombat main phase, both players with infinite mana."""
    decks = [list(c) + [FILLER] * (40 - len(c)) for c in (p1_cards, p2_cards)]
    g = engine.new_game(player=decks[0], opponent=decks[1], seed=7, first_player=0, format_config=FORMAT)
    while (g.waiting_for() or {}).get("type") == "MulliganDecision":
        w = g.waiting_for()
        keep = [a for a in g.actions() if a.kind == "MulliganDecision" and a.data["choice"]["type"] == "Keep"]
        g.apply(w["data"]["pending"][0]["player"], keep[0])
    state = g.state()
    state["state"]["debug_mode"] = True  # phase's sandbox switch
    g = engine.load_game(state)
    debug(g, "SetPhase", {"phase": "PreCombatMain", "active_player": 0})
    for seat in (0, 1):
        debug(g, "SetInfiniteMana", {"player_id": seat, "enabled": True})
    return g


def debug(g, kind, data):
    g.apply(0, GameAction.from_dict({"type": "Debug", "data": {"type": kind, "data": data}}))


def find(g, name, seat=0):
    """The id of an object named `name` owned by `seat` in its library (not yet used)."""
    for o in g.state()["state"]["objects"].values():
        if o["name"] == name and o["owner"] == seat and o["zone"] == "Library":
            return o["id"]
    fail(f"no {name} in seat {seat}'s library")


def put(g, name, zone, seat=0):
    """phase's sandbox moves a card of `seat`'s library to `zone`; returns its id."""
    pid = find(g, name, seat)
    debug(g, "MoveToZone", {"object_id": pid, "to_zone": zone})
    return pid


def ids_in(value):
    if isinstance(value, dict):
        out = {value["data"]} if value.get("type") == "Object" and isinstance(value.get("data"), int) else set()
        for k, v in value.items():
            out |= {v} if k in ("Object", "object_id", "target") and isinstance(v, int) else ids_in(v)
        return out
    return set().union(*(ids_in(v) for v in value)) if isinstance(value, list) else set()


def answer_prompts(g, choose, stop=()):
    """Answers phase's prompts with `choose(prompt, actions)` (default: phase's first option)
    until a player has priority or phase asks a prompt of a kind in `stop`."""
    for _ in range(40):
        w = g.waiting_for() or {}
        if w.get("type") in ("Priority", "GameOver", None) or w.get("type") in stop:
            return w
        acts = [a for a in g.actions() if a.kind != "CancelCast"]
        g.apply((w.get("data") or {}).get("player", 0), choose(w, acts) or acts[0])
    fail("phase kept prompting")


def cast(g, pid, choose=lambda w, acts: None, seat=0):
    """Casts card `pid` from hand through phase's own actions and prompts."""
    casts = [a for a in g.actions() if a.kind == "CastSpell" and a.data.get("object_id") == pid]
    if not casts:
        fail(f"phase offers no cast of object {pid}")
    g.apply(seat, casts[0])
    answer_prompts(g, choose)


def resolve(g, choose=lambda w, acts: None, stop=()):
    """Both players pass priority until the stack is empty or phase asks a prompt of a kind in
    `stop` (other prompts answered with `choose`)."""
    for _ in range(40):
        w = answer_prompts(g, choose, stop)
        if not g.stack() or w.get("type") != "Priority":
            return w
        g.apply(w["data"]["player"], GameAction.from_dict({"type": "PassPriority"}))
    fail("the stack did not resolve")


def aim(target):
    """A prompt answer choosing the action that names object `target`."""
    return lambda w, acts: next((a for a in acts if target in ids_in(a.data or {})), None)


def choose_variant(g, pid, variant, face):
    """Casts card `pid` from hand choosing phase's casting-variant option (`variant`, `face`:
    ("Fuse", "Left") casts a split card fused); True iff it reaches the stack, False if phase
    offers no such cast or refuses it."""
    casts = [a for a in g.actions() if a.kind == "CastSpell" and a.data.get("object_id") == pid]
    if not casts:
        return False
    try:
        g.apply(0, casts[0])
    except ValueError:
        return False
    for _ in range(20):
        w = g.waiting_for() or {}
        if w.get("type") == "Priority":
            break
        acts = [a for a in g.actions() if a.kind != "CancelCast"]
        if w.get("type") == "CastingVariantChoice":
            options = w["data"]["options"]
            want = [i for i, o in enumerate(options) if (o["variant"], o["face"]) == (variant, face)]
            acts = [a for a in acts if a.kind == "ChooseCastingVariant" and a.data.get("index") in want]
            if not acts:
                return False
        g.apply((w.get("data") or {}).get("player", 0), acts[0])
    return g.object(pid)["zone"] == "Stack"


def equip(g, equipment, name):
    """Activates the equip ability of Equipment `equipment` (card `name`), as phase offers it
    (an Equip or an ActivateAbility action); its target is chosen as it resolves."""
    acts = [a for a in g.actions() if a.kind in ("Equip", "ActivateAbility")
            and equipment in (a.data.get("equipment_id"), a.data.get("source_id"))]
    if not acts:
        fail(f"phase offers no equip ability of {name}")
    g.apply(0, acts[0])


def name_prompt(g, as_what, choose=lambda w, acts: None):
    """Resolves the stack up to phase's card-name prompt (NamedChoice), asked as `as_what`
    ("Meddling Mage entered"); no such prompt is a failed setup."""
    w = resolve(g, choose, stop=("NamedChoice",))
    if w.get("type") != "NamedChoice":
        fail(f"phase asked no card name as {as_what} (prompt: {w.get('type')})")
    return w


def say_name(g, prompt, name):
    """Answers phase's card-name prompt with `name` (phase raises ValueError if it refuses it)."""
    choice = {"type": "ChooseOption", "data": {"choice": name}}
    g.apply(prompt["data"]["player"], GameAction.from_dict(choice))


def chosen_names(g, pid):
    """The card names object `pid` has chosen (its CardName chosen attributes)."""
    return [a["value"] for a in g.object(pid).get("chosen_attributes", []) if a.get("type") == "CardName"]


def raise_the_alarm():
    """A game where p1 cast Raise the Alarm ("Create two 1/1 white Soldier creature tokens.") and
    it resolved: the game and the tokens it made (phase's objects); any count but two is a
    failed setup."""
    g = start(engine_with(["Raise the Alarm"]), ["Raise the Alarm"])
    cast(g, put(g, "Raise the Alarm", "Hand"))
    resolve(g)
    tokens = [o for o in g.battlefield() if o.get("is_token")]
    if len(tokens) != 2:
        fail(f"Raise the Alarm made {len(tokens)} tokens: {sorted(o['name'] for o in tokens)}")
    return g, tokens


def fail(why):
    """The setup itself failed: exit 2 (neither "bug present" nor "fixed")."""
    print("setup failed:", why)
    sys.exit(2)


def run(main):
    """Runs the repro; any crash exits 2, so only `verdict` exits 0 or 1."""
    try:
        main()
    except SystemExit:
        raise
    except BaseException:
        traceback.print_exc()
        fail("the repro crashed (above)")
    fail("the repro ended without a verdict")


def verdict(bug, engine_did, cr_says):
    """Prints what phase did and what the Comprehensive Rules say; exits 1 while the bug is
    there, 0 once phase does what the rules say (2 is a failed setup, see `fail`)."""
    print("phase-python 0.103.0 did:", engine_did)
    print("the Comprehensive Rules say:", cr_says)
    print("BUG PRESENT" if bug else "FIXED: phase now follows the rule (update docs/phase-report.md)")
    sys.exit(1 if bug else 0)
