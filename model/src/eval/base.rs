//! Printed characteristics: which faces of a card an object has, given zone and status.

use super::chars::Chars;
use super::ctx::Ctx;
use super::error::EvalError;
use crate::board::{CastAs, Object, Zone};
use crate::colors::Colors;
use crate::explain::Explanation;
use crate::ids::Name;
use crate::names::NameSet;
use crate::oracle::card::AllFaces;
use crate::oracle::{Card, Face, Layout};
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;
use crate::text::TypeLine;
use std::sync::Arc;

/// The faces an object has: at most two but for a Room's unlocked doors, kept without a heap
/// allocation (every card object of every evaluation picks its faces).
pub(crate) type Faces<'c> = smallvec::SmallVec<[&'c Face; 2]>;

/// Face `i` alone (the last face if the card has fewer).
fn one(f: &[Face], i: usize) -> Faces<'_> {
    smallvec::smallvec![&f[i.min(f.len() - 1)]]
}

impl Ctx<'_> {
    /// The faces whose characteristics a card object has (CR 709–715), with the rule that says
    /// so.
    pub(crate) fn faces_of<'c>(
        &self,
        card: &'c Card,
        o: &Object,
        why: &mut Explanation,
    ) -> Faces<'c> {
        match card.layout {
            // A flip card's normal characteristics; its alternative ones are kept beside them
            // as copiable values (`Chars::flip`, CR 710.1b) and used only if it is flipped.
            Layout::Normal | Layout::Flip => one(&card.faces, 0),
            Layout::Split | Layout::Room => self.split_faces(card, o, why),
            Layout::Transform | Layout::ModalDfc => {
                #[cfg(feature = "mutants")]
                if card.layout == Layout::Transform
                    && o.zone == Zone::Stack
                    && self.model.has(Quirk::BackFaceCastHasFrontName)
                {
                    return one(&card.faces, 0);
                }
                double_faces(card, o, why)
            }
            Layout::Meld => meld_faces(card, o, why),
            Layout::Adventure => self.adventurer_faces(card, o, why),
        }
    }

    /// Split cards and Rooms (CR 709).
    fn split_faces<'c>(&self, card: &'c Card, o: &Object, why: &mut Explanation) -> Faces<'c> {
        let f = &card.faces;
        let st = &o.status;
        let on_stack = o.zone == Zone::Stack;
        if card.layout == Layout::Room && o.zone == Zone::Battlefield {
            // CR 709.5
            why.push(
                cr!("709.5"),
                format_args!(
                    "a Room permanent has only the names of its unlocked doors ({} unlocked)",
                    st.unlocked.len()
                ),
            );
            return st.unlocked.iter().filter_map(|&i| f.get(i)).collect();
        }
        #[cfg(feature = "mutants")]
        if !on_stack && self.model.has(Quirk::SplitOneNameOffStack) {
            return one(f, 0);
        }
        #[cfg(feature = "mutants")]
        if on_stack
            && matches!(st.cast_as, Some(CastAs::Half(_)))
            && self.model.has(Quirk::SplitBothOnStack)
        {
            return both_halves(f, why);
        }
        match (on_stack, st.cast_as) {
            // CR 709.3
            (true, Some(CastAs::Half(i))) => {
                why.push(
                    cr!("709.3"),
                    format_args!("a split card cast as one half has only that half's characteristics on the stack ({})", f[i.min(f.len() - 1)].name),
                );
                one(f, i)
            }
            // CR 709.4d
            (true, Some(CastAs::Fused)) => {
                why.push(
                    cr!("709.4d"),
                    "a fused split spell has both halves' characteristics",
                );
                f.iter().collect()
            }
            _ => both_halves(f, why),
        }
    }

    /// Adventurer cards (CR 715).
    fn adventurer_faces<'c>(&self, card: &'c Card, o: &Object, why: &mut Explanation) -> Faces<'c> {
        let f = &card.faces;
        if o.zone == Zone::Stack && o.status.cast_as == Some(CastAs::Adventure) {
            // CR 715.3b
            why.push(
                cr!("715.3b"),
                "on the stack as an Adventure, only the Adventure's characteristics",
            );
            return one(f, 1);
        }
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::AdventureNameOffStack) {
            return f.iter().collect();
        }
        // CR 715.4
        why.push(cr!("715.4"), "except on the stack as an Adventure, an adventurer card has only its normal characteristics");
        one(f, 0)
    }
}

/// A split card off the stack: both halves (CR 709.4).
fn both_halves<'c>(f: &'c [Face], why: &mut Explanation) -> Faces<'c> {
    // CR 709.4
    why.push(
        cr!("709.4"),
        "a split card not on the stack has both halves' names and characteristics",
    );
    f.iter().collect()
}

/// Transforming and modal double-faced cards (CR 712).
fn double_faces<'c>(card: &'c Card, o: &Object, why: &mut Explanation) -> Faces<'c> {
    let st = &o.status;
    let back = (o.zone == Zone::Battlefield && st.transformed)
        || (o.zone == Zone::Stack && st.cast_as == Some(CastAs::BackFace));
    if back && o.zone == Zone::Stack {
        // CR 712.8c
        why.push(
            cr!("712.8c"),
            "a double-faced card cast with its back face up (transformed, disturb, or an MDFC's back face) has only the back face's characteristics on the stack",
        );
        one(&card.faces, 1)
    } else if back {
        // CR 712.8e
        why.push(
            cr!("712.8e"),
            "a double-faced permanent with its back face up has only the back face's characteristics",
        );
        one(&card.faces, 1)
    } else {
        if o.zone != Zone::Battlefield || card.layout == Layout::Transform {
            // CR 712.8a
            why.push(cr!("712.8a"), "a double-faced card has only its front face's characteristics unless its back face is up");
        }
        one(&card.faces, 0)
    }
}

/// Meld cards (CR 712.4, 712.8g).
fn meld_faces<'c>(card: &'c Card, o: &Object, why: &mut Explanation) -> Faces<'c> {
    if o.zone == Zone::Battlefield && o.status.melded {
        // CR 712.8g
        why.push(
            cr!("712.8g"),
            "a melded permanent has only the combined back face's characteristics",
        );
        one(&card.faces, 1)
    } else {
        one(&card.faces, 0)
    }
}

/// The mana cost of a split card: the combined mana costs of its halves (CR 709.4b): generic
/// amounts added, then the other symbols, colored ones in the order printed mana costs use
/// ([`color_order`]), so Assault // Battery's is {3}{R}{G} as in the rule's example. The rules
/// don't fix the order of symbols in a combined cost; the printing convention is the model's
/// reading (ruling uncertain; the symbols themselves are not).
fn combined_mana_cost(costs: &[&str]) -> Option<String> {
    if costs.is_empty() {
        return None;
    }
    let mut generic = 0u32;
    let mut symbols: Vec<String> = Vec::new();
    for c in costs {
        for sym in c.split('{').skip(1).filter_map(|x| x.split('}').next()) {
            match sym.parse::<u32>() {
                Ok(n) => generic += n,
                Err(_) => symbols.push(sym.to_string()),
            }
        }
    }
    let present: Vec<char> = "WUBRG"
        .chars()
        .filter(|c| symbols.iter().any(|s| s.len() == 1 && s.starts_with(*c)))
        .collect();
    let order = color_order(&present);
    let rank = |s: &String| {
        s.chars()
            .next()
            .filter(|_| s.len() == 1)
            .and_then(|c| order.iter().position(|o| *o == c))
            .unwrap_or(usize::MAX)
    };
    symbols.sort_by_key(rank);
    let mut out = if generic > 0 {
        format!("{{{generic}}}")
    } else {
        String::new()
    };
    for s in symbols {
        out.push_str(&format!("{{{s}}}"));
    }
    Some(out)
}

/// The order printed mana costs give colors (WUBRG is the color wheel): going round the wheel
/// from the color that makes the shortest arc (an allied or enemy pair: {R}{W}, {U}{R}; three
/// neighbours: {B}{R}{G}); three colors that aren't neighbours (a color and its two enemies)
/// step two places at a time ({W}{B}{G}, {U}{R}{W}); four start after the missing color.
fn color_order(present: &[char]) -> Vec<char> {
    const WHEEL: [char; 5] = ['W', 'U', 'B', 'R', 'G'];
    let at = |c: char| WHEEL.iter().position(|w| *w == c).unwrap_or(0);
    let round = |start: usize, step: usize| -> Vec<char> {
        (0..5)
            .map(|k| WHEEL[(start + k * step) % 5])
            .filter(|c| present.contains(c))
            .collect()
    };
    let span = |v: &[char]| match (v.first(), v.last()) {
        (Some(a), Some(b)) => (at(*b) + 5 - at(*a)) % 5,
        _ => 0,
    };
    if present.len() == 3 {
        let shortest = present
            .iter()
            .map(|c| round(at(*c), 1))
            .min_by_key(|v| span(v));
        if shortest.as_ref().is_some_and(|v| span(v) == 2) {
            return shortest.unwrap_or_default();
        }
        // Not neighbours: the order that steps two places and visits all three first.
        return present
            .iter()
            .map(|c| round(at(*c), 2))
            .find(|v| v.len() == 3 && span(&v[..2]) == 2 && (at(v[2]) + 5 - at(v[1])) % 5 == 2)
            .unwrap_or_else(|| present.to_vec());
    }
    if present.len() == 4 {
        let missing = WHEEL.iter().position(|w| !present.contains(w)).unwrap_or(4);
        return round(missing + 1, 1);
    }
    present
        .iter()
        .map(|c| round(at(*c), 1))
        .min_by_key(|v| span(v))
        .unwrap_or_default()
}

/// The union of several faces' type lines, each word once, in face order (CR 709.4: a split
/// card off the stack has both halves' types).
fn type_line_union(faces: &[&Face]) -> TypeLine {
    let mut tl = TypeLine::default();
    for f in faces {
        tl.add_each_once(&f.type_line);
    }
    tl
}

/// Characteristics from a list of faces: their names, the union of their type lines, their
/// abilities in order, the mana cost (combined for split halves, CR 709.4b), and power and
/// toughness when there is one face.
pub(crate) fn chars_of_faces(faces: &[&Face], mut why: Explanation) -> Chars {
    let type_line = match faces {
        // One face's type line is shared with the Oracle card, not copied.
        [one] => one.type_line.clone(),
        many => Arc::new(type_line_union(many)),
    };
    let names = match faces {
        // One face's name set is shared with the Oracle card, not built per object.
        [one] => {
            why.push(cr!("201.2"), one.name_note());
            NameSet::shared(one.name_set().clone())
        }
        many => NameSet::of(many.iter().map(|f| f.name.clone())),
    };
    let mana_cost = match faces {
        [one] => one.mana_cost.clone(),
        many => {
            let costs: Vec<&str> = many.iter().filter_map(|f| f.mana_cost.as_deref()).collect();
            combined_mana_cost(&costs).map(Arc::from)
        }
    };
    let power_toughness = match faces {
        [one] => one.power.clone().zip(one.toughness.clone()),
        _ => None,
    };
    // CR 202.2, 204.2: the colors of the mana symbols in its mana cost and of its color
    // indicator, on each face it has (a split card off the stack has both halves', 709.4).
    let colors = (faces.iter())
        .map(|f| f.colors())
        .fold(Colors::COLORLESS, Colors::union);
    Chars {
        names,
        type_line,
        // One face's abilities are shared with the Oracle card, not copied.
        abilities: match faces {
            [one] => one.abilities.clone(),
            many => many
                .iter()
                .flat_map(|f| f.abilities.iter().cloned())
                .collect::<Vec<_>>()
                .into(),
        },
        mana_cost,
        power_toughness,
        colors,
        flip: None,
        why,
    }
}

/// Whether `faces` are all of `card`'s faces, in order.
fn has_all_faces(card: &Card, faces: &[&Face]) -> bool {
    faces.len() == card.faces.len()
        && faces
            .iter()
            .zip(&card.faces)
            .all(|(a, b)| std::ptr::eq(*a, b))
}

/// [`chars_of_faces`] of all of `card`'s faces (a split card off the stack, CR 709.4; a fused
/// split spell, 709.4d), combined once per card ([`Card::all_faces`]) and shared.
fn all_faces_chars(card: &Card, why: Explanation) -> Chars {
    let all = card.all_faces(|card| {
        let faces: Vec<&Face> = card.faces.iter().collect();
        let c = crate::explain::without(|| chars_of_faces(&faces, Explanation::default()));
        AllFaces {
            names: c.names.names,
            type_line: c.type_line,
            mana_cost: c.mana_cost,
            abilities: c.abilities,
            colors: c.colors,
        }
    });
    Chars {
        names: NameSet::shared(all.names.clone()),
        type_line: all.type_line.clone(),
        abilities: all.abilities.clone(),
        mana_cost: all.mana_cost.clone(),
        // As `chars_of_faces` gives any object with more than one face: none.
        power_toughness: None,
        colors: all.colors,
        flip: None,
        why,
    }
}

/// A flip card's alternative characteristics: the flipped half's name, text, type line and
/// power and toughness; its mana cost (and so color) stays the card's (CR 710.1b, 710.1c).
fn flip_alternative(card: &Card) -> Option<Box<Chars>> {
    let (normal, flipped) = (card.faces.first()?, card.faces.get(1)?);
    let mut why = Explanation::default();
    // CR 710.2
    why.push(
        cr!("710.2"),
        format_args!(
            "a flipped permanent has the flip card's alternative characteristics ({})",
            flipped.name
        ),
    );
    let mut c = chars_of_faces(&[flipped], why);
    c.mana_cost = normal.mana_cost.clone();
    // CR 710.1c
    c.colors = normal.colors();
    Some(Box::new(c))
}

/// [`chars_of_faces`] of `face` alone, with no step before its own: made once per face and
/// way of recording explanations ([`Face`]'s memo), and shared by every object that has them.
fn one_face_chars(face: &Face) -> &Arc<Chars> {
    let mode = crate::explain::recording();
    // The explanation is made in `mode`, the one the memo is kept for.
    face.printed[mode as usize]
        .get_or_init(|| Arc::new(chars_of_faces(&[face], Explanation::default())))
}

/// Printed characteristics of a card object: shared with every object that has the same
/// single face and nothing else to explain (no step for picking the face, no flip face, no
/// interchangeable or foreign printed name), else made for this object.
pub(crate) fn card_chars(
    ctx: &Ctx<'_>,
    o: &Object,
    card_name: &str,
) -> Result<Arc<Chars>, EvalError> {
    let (card, face_index) =
        ctx.model
            .oracle
            .card_with_face(card_name)
            .ok_or_else(|| EvalError::UnknownCard {
                object: o.id.0.clone(),
                card: card_name.to_string(),
            })?;
    let mut why = Explanation::default();
    let faces = ctx.faces_of(card, o, &mut why);
    if let [face] = faces[..] {
        if why.steps.is_empty()
            && card.layout != Layout::Flip
            && face_index.is_none()
            && o.printing.is_none()
        {
            return Ok(Arc::clone(one_face_chars(face)));
        }
    }
    card_chars_of(ctx, o, card_name, card, face_index, &faces, why).map(Arc::new)
}

/// [`card_chars`] made for one object: `faces` of `card` picked with explanation `why`.
fn card_chars_of(
    ctx: &Ctx<'_>,
    o: &Object,
    card_name: &str,
    card: &Card,
    face_index: Option<usize>,
    faces: &[&Face],
    why: Explanation,
) -> Result<Chars, EvalError> {
    #[cfg(not(feature = "mutants"))]
    let _ = ctx;
    let mut c = if faces.len() > 1 && has_all_faces(card, faces) {
        all_faces_chars(card, why)
    } else {
        chars_of_faces(faces, why)
    };
    if card.layout == Layout::Flip {
        c.flip = flip_alternative(card);
    }
    // CR 201.3: a printing with an interchangeable name (a Universes Within version) is a card
    // with its own English name, treated as the same name as its partner.
    if let Some(j) = face_index {
        let oracle_face = &card.faces[j].name;
        if oracle_face.as_str() != card_name && c.names.names.contains(oracle_face) {
            let names = c.names.names_mut();
            names.remove(oracle_face);
            names.insert(Name::from(card_name));
            c.why.push(
                cr!("201.3"),
                format_args!("this printing's English name is {card_name:?}, interchangeable with {oracle_face:?}"),
            );
        }
    }
    if let Some(p) = &o.printing {
        #[cfg(feature = "mutants")]
        if ctx.model.has(Quirk::PrintedLanguageNames) {
            c.names = NameSet::one(Name::from(p.name.as_str()));
            return Ok(c);
        }
        // CR 201.2
        if !c.names.names.iter().any(|n| n.as_str() == p.name) {
            c.why.push(
                cr!("201.2"),
                format_args!(
                    "the printed {} name {:?} is ignored: a card's name is its English Oracle name",
                    p.language, p.name
                ),
            );
        }
    }
    Ok(c)
}

#[cfg(test)]
mod tests {
    use super::color_order;
    use crate::board::{Board, Object, Zone};
    use crate::eval::Chars;
    use crate::ids::{Name, ObjectId};
    use std::sync::Arc;

    #[test]
    fn objects_with_one_face_share_its_name_set_and_copy_it_to_change_it() {
        let model = crate::Model::embedded();
        let board = Board {
            objects: ["a", "b"]
                .map(|id| Object::card(id, "Grizzly Bears", Zone::Battlefield))
                .into(),
            effects: Vec::new(),
        };
        let ev = model.evaluate(&board).expect("evaluates");
        let names = |id: &str| {
            ev.chars(&ObjectId(id.into()))
                .expect("on the board")
                .names
                .clone()
        };
        let (a, mut b) = (names("a"), names("b"));
        assert!(Arc::ptr_eq(&a.names, &b.names));
        b.names_mut().insert(Name::from("Runeclaw Bear"));
        assert_eq!(a.names.len(), 1);
        assert_eq!(b.names.len(), 2);
        assert!(Arc::ptr_eq(&a.names, &names("a").names));
    }

    #[test]
    fn objects_with_one_face_share_their_printed_characteristics_until_an_effect_changes_them() {
        use crate::effects::{Effect, EffectKind};
        use crate::text::Role;
        let model = crate::Model::embedded();
        let mut board = Board {
            objects: ["a", "b"]
                .map(|id| Object::card(id, "Grizzly Bears", Zone::Battlefield))
                .into(),
            effects: Vec::new(),
        };
        let (a, b) = (ObjectId("a".into()), ObjectId("b".into()));
        let ev = model.evaluate(&board).expect("evaluates");
        let (ca, cb) = (ev.chars(&a).expect("a"), ev.chars(&b).expect("b"));
        assert!(std::ptr::eq(ca, cb), "one face's characteristics, shared");
        let face_chars: *const Chars = ca;
        let rules: Vec<&str> = ca.why.steps.iter().map(|s| s.rule.as_str()).collect();
        assert_eq!(rules, ["201.2"]);
        assert!(!ca.why.steps[0].note.is_empty());
        // Each way of recording explanations has its own: none here, the rule alone there.
        crate::explain::without(|| {
            let quiet = model.evaluate(&board).expect("evaluates");
            let c = quiet.chars(&a).expect("a");
            assert!(c.why.steps.is_empty());
            assert!(!std::ptr::eq(c, ca));
            assert_eq!(
                (&c.names, &c.type_line, &c.abilities),
                (&ca.names, &ca.type_line, &ca.abilities)
            );
        });
        drop(ev);
        let cited = crate::explain::rules_only(|| {
            let ev = model.evaluate(&board).expect("evaluates");
            let c = ev.chars(&a).expect("a");
            (c.why.steps.iter())
                .map(|s| (s.rule.as_str().to_string(), s.note.clone()))
                .collect::<Vec<_>>()
        });
        assert_eq!(cited.value, [("201.2".to_string(), String::new())]);
        // A change to one object copies its characteristics; the other keeps the shared ones.
        board.effects.push(Effect::new(
            1,
            EffectKind::WordSwap {
                object: a.clone(),
                role: Role::CreatureType,
                from: "Bear".into(),
                to: "Elf".into(),
            },
        ));
        let changed = model.evaluate(&board).expect("evaluates");
        let (ca2, cb2) = (changed.chars(&a).expect("a"), changed.chars(&b).expect("b"));
        assert!(
            std::ptr::eq(cb2, face_chars),
            "b is untouched: still the face's"
        );
        assert!(!std::ptr::eq(ca2, face_chars));
        assert!(ca2.type_line.subtypes.iter().any(|t| t == "Elf"));
        assert!(cb2.type_line.subtypes.iter().any(|t| t == "Bear"));
    }

    fn order(colors: &str) -> String {
        color_order(&colors.chars().collect::<Vec<_>>())
            .into_iter()
            .collect()
    }

    #[test]
    fn printed_color_orders() {
        // Pairs (allied and enemy), shards, wedges, four colors, all five.
        for (set, printed) in [
            ("WU", "WU"),
            ("WG", "GW"),
            ("WB", "WB"),
            ("WR", "RW"),
            ("UG", "GU"),
            ("BRG", "BRG"),
            ("WUG", "GWU"),
            ("WBG", "WBG"),
            ("UBG", "BGU"),
            ("UGR", "GUR"),
            ("WBR", "RWB"),
            ("WUR", "URW"),
            ("UBRG", "UBRG"),
            ("WBRG", "BRGW"),
            ("WUBRG", "WUBRG"),
        ] {
            let present: String = "WUBRG".chars().filter(|c| set.contains(*c)).collect();
            assert_eq!(order(&present), printed, "{set}");
        }
    }
}
