"""Naming a card: choose_card_name and castable.

choose_card_name: a card whose "As ... enters, choose a ... card name" matches the constraint
is cast and resolved ({} Pithing Needle, {not: Land} Meddling Mage, {is: Creature} Psychic
Paper, equipped to a Grizzly Bears); phase's own name prompt accepts or refuses the name;
`chosen` is what phase stored on the card. Unreachable (answered `skip`): every other
constraint (phase parses Dispossess's "artifact card name" as unimplemented); spells on the
stack (these cards are cast at sorcery speed).

castable: Meddling Mage is cast naming the name; then the card in hand is cast the way asked
(a half, the Adventure, a face, face down) through phase's prompts; true iff phase lets the
cast reach the stack. A baseline without the Mage must be castable, else no answer; p2's
target dummies give every spell a legal target. A half or fused is chosen at phase's
casting-variant prompt (Left / Right / Fuse). Unreachable: cards not in hand; spells on the
stack (answered `skip`); a way of casting phase doesn't offer for the card even without the Mage,
or a spell phase builds otherwise than asked (answered `unsupported`, naming the object).
"""

import truename_protocol as tp
from casting import NotAsAsked, activate_equip, resolve_to_choice, try_cast, until_name_prompt
from game import ProbeFailed, Unprobeable, choose_name, debug, gobj, log, move, pass_until_resolved
from probe_cards import MEDDLING_MAGE, PITHING_NEEDLE, PSYCHIC_PAPER

# "choose a ... card name" cards, by the constraint their Oracle text states.
CHOOSERS = {
    ((), ()): PITHING_NEEDLE,  # "choose a card name"
    ((), ("Land",)): MEDDLING_MAGE,  # "choose a nonland card name"
    (("Creature",), ()): PSYCHIC_PAPER,  # "choose a creature card name"
}


def q_choose_card_name(board, name, constraint):
    key = (tuple(sorted(constraint.get("is", []))), tuple(sorted(constraint.get("not", []))))
    card = CHOOSERS.get(key)
    if card is None:
        raise Unprobeable(f"no card phase implements chooses a card name under {constraint} "
                          "(phase parses Dispossess's 'artifact card name' as unimplemented)")
    board.sorcery_speed_ok(card)
    g = board.copy(last=True)
    if card == PSYCHIC_PAPER:
        pid, w = paper_to_choice(board, g)
    else:
        pid, w = cast_to_choice(board, g, card)
    try:
        choose_name(g, w, name)
    except ValueError as e:
        log(f"phase refused {name!r}: {e}")
        return {"valid": False, "chosen": []}
    return {"valid": True, "chosen": chosen_names(g, pid)}


def cast_to_choice(board, game, card):
    """A probe card that chooses a name as it enters is cast from hand, up to phase's
    NamedChoice prompt: (its phase id, the prompt)."""
    pid = board.reserve(game, card)
    move(game, pid, "Hand")
    return pid, resolve_to_choice(game, pid)


def paper_to_choice(board, game):
    """Psychic Paper: equip it to Grizzly Bears, until its name prompt."""
    paper = board.reserve(game, PSYCHIC_PAPER)
    bears = board.reserve(game, "Grizzly Bears", 1)
    move(game, paper, "Battlefield")
    move(game, bears, "Battlefield")
    debug(game, "SetController", {"object_id": bears, "controller": 0})
    activate_equip(game, paper)
    return paper, until_name_prompt(game, 0, "Psychic Paper was attached", prefer=bears)


def chosen_names(game, pid):
    o = gobj(game, pid) or {}
    return sorted(a["value"] for a in o.get("chosen_attributes", []) if a.get("type") == "CardName")


def q_castable(board, obj, cast_as, chosen):
    if board.zone_of(obj) != "hand":
        raise Unprobeable("castable is probed for cards in hand only")
    board.sorcery_speed_ok(MEDDLING_MAGE)
    pid = board.pid(obj)
    dummies = board.reserve_dummies()

    def fresh(last=False):
        g = board.copy(last)
        board.place_dummies(g, dummies)  # legal targets, so targeting never decides the answer
        return g

    # the cast without a Mage is the same whatever name the Mage would say: once per case
    if not board.memo(("castable_baseline", obj, cast_as), lambda: cast_or_unsupported(fresh(), pid, obj, cast_as)):
        # the way of casting asked isn't one phase offers for the card: an adapter gap
        log(f"phase doesn't let {obj} be cast as {cast_as or 'normally'} even without a Meddling Mage")
        raise tp.Unsupported("object", obj)
    g = fresh(last=True)
    _, w = cast_to_choice(board, g, MEDDLING_MAGE)
    try:
        choose_name(g, w, chosen)
    except ValueError as e:
        raise ProbeFailed(f"phase refused {chosen!r} as Meddling Mage's card name: {e}")
    pass_until_resolved(g)
    return cast_or_unsupported(g, pid, obj, cast_as)


def cast_or_unsupported(game, pid, obj, cast_as):
    """try_cast; a cast phase can't make as asked (a half it doesn't build, a face-down cast
    it doesn't offer) is `unsupported`, naming the object, never phase's "can't be cast"."""
    try:
        return try_cast(game, pid, cast_as)
    except NotAsAsked as e:
        log(f"{obj}: {e}")
        raise tp.Unsupported("object", obj) from None
