"""Casting and activating through phase's own prompts.

Casting a spell, aiming it, casting it in a given way (a split half, an Adventure, a face,
face down), equipping, and walking a card up to phase's "choose a card name" prompt. Each
step is an action phase itself offers (`Game.actions()`); the adapter only picks among them.
"""

import json

from game import MAX_STEPS, ProbeFailed, actions_of, apply, gobj, ids_in, pass_priority, waiting


def cast_from_hand(game, pid, seat=0):
    acts = [a for a, k, d in actions_of(game) if k == "CastSpell" and d.get("object_id") == pid]
    if not acts:
        raise ProbeFailed(f"phase offers no cast of probe card {pid}")
    apply(game, seat, acts[0])


def cast_targeting(game, pid, target_pid, seat=0):
    """Casts probe card pid at target_pid, answering phase's target prompt."""
    cast_from_hand(game, pid, seat)
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
    chose_face = False  # phase asked which face (an MDFC) and the back face was chosen
    for _ in range(MAX_STEPS):
        w = waiting(game)
        if w.get("type") == "Priority":
            return on_stack(game, pid) and back_face_as_asked(game, pid, cast_as, chose_face)
        pick = cast_prompt_choice(w.get("type"), w.get("data") or {}, actions_of(game), cast_as)
        if not pick:
            return False
        chose_face = chose_face or w.get("type") == "ModalFaceChoice"
        try:
            game.apply((w.get("data") or {}).get("player", 0), pick[0])
        except ValueError:
            return False
    return on_stack(game, pid) and back_face_as_asked(game, pid, cast_as, chose_face)


def back_face_as_asked(game, pid, cast_as, chose_face):
    """A cast asked face down counts only if phase's spell is face down. A cast asked with the
    back face up (an MDFC's back face, or a transforming card cast
    transformed, 712.11) counts only if phase's prompt chose the back face or phase's spell is
    transformed: phase casts a transforming card front face up unless something casts it
    transformed (disturb, from a graveyard), which this flow doesn't do."""
    o = gobj(game, pid) or {}
    if cast_as == "face_down":
        # phase casts a card without morph or disguise face up: not the cast asked (708.4)
        return bool(o.get("face_down"))
    if cast_as != "back_face":
        return True
    return chose_face or bool(o.get("transformed"))


def cast_prompt_choice(t, data, options, cast_as):
    """The options that answer phase's prompt `t` during a cast the way `cast_as` says, or
    None/[] when phase's prompt shows the card can't be cast that way."""
    if t == "ModalFaceChoice":
        if cast_as not in (None, "left_half", "right_half", "back_face"):
            return None
        want_back = cast_as in ("right_half", "back_face")
        return [a for a, k, d in options if k == "ChooseModalFace" and d.get("back_face") == want_back]
    if t == "CastOffer" and (data.get("kind") or {}).get("type") == "Adventure":
        if cast_as not in (None, "adventure"):
            return None
        want_creature = cast_as is None
        return [a for a, k, d in options if k == "ChooseAdventureFace" and d.get("creature") == want_creature]
    if t == "AlternativeCastChoice":
        alternative = (data.get("keyword") or {}).get("type") == "FaceDown" and cast_as == "face_down"
        want = "Alternative" if alternative else "Normal"
        return [a for a, k, d in options
                if k == "ChooseAlternativeCast" and (d.get("choice") or {}).get("type") == want]
    if cast_as in ("left_half", "right_half", "adventure", "back_face", "face_down") \
            and t in ("CastOffer", "AlternativeCastChoice"):
        return None
    return [a for a, k, d in options if k != "CancelCast"]


def on_stack(game, pid):
    o = gobj(game, pid)
    return o is not None and o["zone"] == "Stack"


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
            pass_priority(game, w)
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
