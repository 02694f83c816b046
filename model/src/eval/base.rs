//! Printed characteristics: which faces of a card an object has, given zone and status.

use super::{Chars, Ctx, EvalError};
use crate::board::{CastAs, Object, Zone};
use crate::explain::Explanation;
use crate::names::{Name, NameSet};
use crate::oracle::{Card, Face, Layout};
use crate::quirks::Quirk;
use crate::text::TypeLine;

/// The faces whose characteristics a card object has (CR 709–715), with the rule that says so.
pub(crate) fn faces_of<'c>(
    ctx: &Ctx<'_>,
    card: &'c Card,
    o: &Object,
    for_copy: bool,
    why: &mut Explanation,
) -> Vec<&'c Face> {
    let f = &card.faces;
    let st = &o.status;
    let one = |i: usize| vec![&f[i.min(f.len() - 1)]];
    match card.layout {
        Layout::Normal => one(0),
        Layout::Split | Layout::Room => {
            let on_stack = o.zone == Zone::Stack;
            if card.layout == Layout::Room && o.zone == Zone::Battlefield {
                why.push(
                    "709.5",
                    format!(
                        "a Room permanent has only the names of its unlocked doors ({} unlocked)",
                        st.unlocked.len()
                    ),
                );
                return st.unlocked.iter().filter_map(|&i| f.get(i)).collect();
            }
            match (on_stack, st.cast_as) {
                (true, Some(CastAs::Half(i))) if !ctx.has(Quirk::SplitBothOnStack) => {
                    why.push(
                        "709.3",
                        format!("a split card cast as one half has only that half's characteristics on the stack ({})", f[i.min(f.len() - 1)].name),
                    );
                    one(i)
                }
                (true, Some(CastAs::Fused)) => {
                    why.push(
                        "709.4d",
                        "a fused split spell has both halves' characteristics",
                    );
                    f.iter().collect()
                }
                _ if !on_stack && ctx.has(Quirk::SplitOneNameOffStack) => one(0),
                _ => {
                    why.push(
                        "709.4",
                        "a split card not on the stack has both halves' names and characteristics",
                    );
                    f.iter().collect()
                }
            }
        }
        Layout::Flip => {
            if o.zone == Zone::Battlefield && st.flipped && for_copy {
                why.push(
                    "707.2",
                    "flipped status isn't copied: a copy of a flipped permanent has the unflipped characteristics (707.3 example)",
                );
                one(0)
            } else if o.zone == Zone::Battlefield && st.flipped {
                why.push("710.1", "a flipped flip card has its flipped name");
                one(1)
            } else {
                one(0)
            }
        }
        Layout::Transform | Layout::ModalDfc => {
            let back = (o.zone == Zone::Battlefield && st.transformed)
                || (o.zone == Zone::Stack && st.cast_as == Some(CastAs::BackFace));
            if back {
                why.push("712.8", "a double-faced card with its back face up has only the back face's characteristics");
                one(1)
            } else {
                if o.zone != Zone::Battlefield || card.layout == Layout::Transform {
                    why.push("712.8", "a double-faced card has only its front face's characteristics unless its back face is up");
                }
                one(0)
            }
        }
        Layout::Meld => {
            if o.zone == Zone::Battlefield && st.melded {
                why.push(
                    "713.3",
                    "a melded permanent has only the combined back face's characteristics",
                );
                one(1)
            } else {
                one(0)
            }
        }
        Layout::Adventure => {
            if o.zone == Zone::Stack && st.cast_as == Some(CastAs::Adventure) {
                why.push(
                    "715.3b",
                    "on the stack as an Adventure, only the Adventure's characteristics",
                );
                one(1)
            } else if ctx.has(Quirk::AdventureNameOffStack) {
                f.iter().collect()
            } else {
                why.push("715.4", "except on the stack as an Adventure, an adventurer card has only its normal characteristics");
                one(0)
            }
        }
    }
}

/// Characteristics from a list of faces: their names, the union of their type lines, and
/// their abilities in order.
pub(crate) fn chars_of_faces(faces: &[&Face], mut why: Explanation) -> Chars {
    let mut tl = TypeLine::default();
    for f in faces {
        for (dst, src) in [
            (&mut tl.supertypes, &f.type_line.supertypes),
            (&mut tl.types, &f.type_line.types),
            (&mut tl.subtypes, &f.type_line.subtypes),
        ] {
            for s in src {
                if !dst.contains(s) {
                    dst.push(s.clone());
                }
            }
        }
    }
    let names: Vec<Name> = faces.iter().map(|f| f.name.clone()).collect();
    if names.len() == 1 {
        why.push(
            "201.2",
            format!(
                "its name is the English Oracle name {:?}",
                names[0].as_str()
            ),
        );
    }
    Chars {
        names: NameSet::of(names),
        type_line: tl,
        abilities: faces
            .iter()
            .flat_map(|f| f.abilities.iter().cloned())
            .collect(),
        why,
    }
}

/// Printed characteristics of a card object.
pub(crate) fn card_chars(
    ctx: &Ctx<'_>,
    o: &Object,
    card_name: &str,
    for_copy: bool,
) -> Result<Chars, EvalError> {
    let (card, face_index) =
        ctx.model
            .oracle
            .card_with_face(card_name)
            .ok_or_else(|| EvalError::UnknownCard {
                object: o.id.0.clone(),
                card: card_name.to_string(),
            })?;
    let mut why = Explanation::default();
    let faces = faces_of(ctx, card, o, for_copy, &mut why);
    let mut c = chars_of_faces(&faces, why);
    // CR 201.3: a printing with an interchangeable name (a Universes Within version) is a card
    // with its own English name, treated as the same name as its partner.
    if let Some(j) = face_index {
        let oracle_face = &card.faces[j].name;
        if oracle_face.as_str() != card_name && c.names.names.contains(oracle_face) {
            c.names.names.remove(oracle_face);
            c.names.names.insert(Name::from(card_name));
            c.why.push(
                "201.3",
                format!("this printing's English name is {card_name:?}, interchangeable with {oracle_face:?}"),
            );
        }
    }
    if let Some(p) = &o.printing {
        if ctx.has(Quirk::PrintedLanguageNames) {
            c.names = NameSet::one(Name::from(p.name.as_str()));
        } else if !c.names.names.iter().any(|n| n.as_str() == p.name) {
            c.why.push(
                "201.2",
                format!(
                    "the printed {} name {:?} is ignored: a card's name is its English Oracle name",
                    p.language, p.name
                ),
            );
        }
    }
    Ok(c)
}
