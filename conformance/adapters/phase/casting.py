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


class NotAsAsked(Exception):
    """phase's own cast flow can't make the spell the case asks for: the way of casting isn't
    among the options phase offers for the card (a face-down cast of a card without morph or
    disguise, a half with no casting-variant prompt), or the spell phase built isn't the half
    asked. The caller answers `unsupported`, naming the case object; it is never phase's answer."""


# cast_as -> the (variant, face) options of phase's CastingVariantChoice prompt that cast the
# card that way (CR 709.3: a split card is cast as one half; 702.102: fused, both halves; an
# aftermath half is cast from a graveyard with phase's Aftermath variant, 702.127)
VARIANTS = {
    "left_half": {("Normal", "Left")},
    "right_half": {("Normal", "Right"), ("Aftermath", "Right")},
    "fused": {("Fuse", "Left"), ("Fuse", "Right")},
}


def try_cast(game, pid, cast_as, face_down=False):
    """Attempts the cast in the way asked; True iff phase puts the spell on the stack that way,
    False if phase refuses it (no cast offered, an action refused, the asked option missing
    from a prompt that offers that kind of choice). Raises NotAsAsked when phase's flow can't
    express the cast asked or built another spell (see `NotAsAsked`).

    Each way of casting is one of phase's own prompts: a half of a split card with Fuse, or
    fused, is phase's `CastingVariantChoice` (its options name the variant and the face); a
    half of another split card or an MDFC face is `ModalFaceChoice` (back_face); an Adventure is a `CastOffer` (creature or not), face down
    (morph) is an `AlternativeCastChoice` with the FaceDown keyword. Anything else phase asks
    (X, targets, payment) takes phase's first offered option, never a different way to cast.
    `face_down` (a stack object the case marks face down) asks a face-down cast too.
    """
    if face_down and cast_as not in (None, "face_down"):
        raise NotAsAsked(f"a face-down spell cast as {cast_as}")
    cast_as = "face_down" if face_down else cast_as
    if cast_as is None and is_split(game, pid):
        # CR 709.3: a split card is cast as one half (or fused); phase would pick one itself
        raise NotAsAsked("a split card is cast as one of its halves, and the case names none")
    casts = [a for a, k, d in actions_of(game) if k == "CastSpell" and d.get("object_id") == pid]
    if not casts:
        return False
    faces = face_records(game, pid)
    try:
        game.apply(0, casts[0])
    except ValueError:
        return False
    seen = set()  # the prompts phase asked during the cast
    for _ in range(MAX_STEPS):
        w = waiting(game)
        if w.get("type") == "Priority":
            break
        seen.add(w.get("type"))
        pick = cast_prompt_choice(w.get("type"), w.get("data") or {}, actions_of(game), cast_as)
        if not pick:
            return False
        try:
            game.apply((w.get("data") or {}).get("player", 0), pick[0])
        except ValueError:
            return False
    if not on_stack(game, pid):
        return False
    check_built_as_asked(game, pid, cast_as, seen, faces)
    return True


def is_split(game, pid):
    """Whether phase keeps object `pid` as a split card (its second face a split half, or an
    aftermath half)."""
    back = (gobj(game, pid) or {}).get("back_face") or {}
    return back.get("layout_kind") == "Split" or "Aftermath" in (back.get("keywords") or [])


def face_records(game, pid):
    """phase's own records of a card's two faces before it is cast: (name, mana cost) of the
    face it shows (a split card's left half) and of its `back_face` (the right half)."""
    o = gobj(game, pid) or {}
    back = o.get("back_face") or {}
    return {"Left": (o.get("name"), o.get("mana_cost")), "Right": (back.get("name"), back.get("mana_cost"))}


def check_built_as_asked(game, pid, cast_as, seen, faces):
    """The spell phase put on the stack is the one asked, or NotAsAsked. A face-down cast
    counts only if phase's spell is face down (CR 708.4: phase casts a card without morph or
    disguise face up). A half counts only if the spell has the name and mana cost phase recorded
    for that half before the cast (CR 709.3); fused, only if phase asked its casting-variant
    prompt (where Fuse was chosen).
    A back face counts only if phase's prompt chose it or the spell is transformed (712.11)."""
    o = gobj(game, pid) or {}
    if cast_as == "face_down" and not o.get("face_down"):
        raise NotAsAsked("phase offers no face-down cast of this card (no morph or disguise), "
                         "and its ordinary cast puts it on the stack face up")
    if cast_as in ("left_half", "right_half"):
        # phase skips its casting-variant prompt when only one half can be cast (a Meddling Mage
        # names the other): the spell's own face is then the check
        half = "Left" if cast_as == "left_half" else "Right"
        if (o.get("name"), o.get("mana_cost")) != faces[half]:
            raise NotAsAsked(f"the spell phase built is {o.get('name')!r}, not the {half.lower()} half "
                             f"phase records for the card ({faces[half][0]!r})")
    if cast_as == "fused" and "CastingVariantChoice" not in seen:
        raise NotAsAsked("phase asked no casting variant, so the spell isn't fused")
    if cast_as == "back_face" and "ModalFaceChoice" not in seen and not o.get("transformed"):
        raise NotAsAsked("phase cast the card front face up")


def cast_prompt_choice(t, data, options, cast_as):
    """The options that answer phase's prompt `t` during a cast the way `cast_as` says, or
    None/[] when phase's prompt shows the card can't be cast that way."""
    if t == "CastingVariantChoice":
        if cast_as not in VARIANTS:
            raise NotAsAsked(f"phase asks which half to cast (Left / Right / Fuse), and the case casts it {cast_as or 'normally'}")
        offered = data.get("options") or []
        want = [i for i, o in enumerate(offered) if (o.get("variant"), o.get("face")) in VARIANTS[cast_as]]
        return [a for a, k, d in options if k == "ChooseCastingVariant" and d.get("index") in want]
    if t == "ModalFaceChoice":
        # phase's face prompt: an MDFC's faces, or a split card's halves when it has no Fuse
        if cast_as not in (None, "left_half", "right_half", "back_face"):
            raise NotAsAsked(f"phase asks which face of the card to cast, and the case casts it {cast_as}")
        want_back = cast_as in ("right_half", "back_face")
        return [a for a, k, d in options if k == "ChooseModalFace" and d.get("back_face") == want_back]
    if t == "CastOffer" and (data.get("kind") or {}).get("type") == "Adventure":
        if cast_as not in (None, "adventure"):
            raise NotAsAsked(f"phase offers an Adventure, and the case casts the card as {cast_as}")
        want_creature = cast_as is None
        return [a for a, k, d in options if k == "ChooseAdventureFace" and d.get("creature") == want_creature]
    if t == "AlternativeCastChoice":
        alternative = (data.get("keyword") or {}).get("type") == "FaceDown" and cast_as == "face_down"
        want = "Alternative" if alternative else "Normal"
        return [a for a, k, d in options
                if k == "ChooseAlternativeCast" and (d.get("choice") or {}).get("type") == want]
    if cast_as in ("left_half", "right_half", "fused", "adventure", "back_face") \
            and t in ("CastOffer", "AlternativeCastChoice"):
        raise NotAsAsked(f"phase's {t} prompt offers no way to cast the card as {cast_as}")
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
