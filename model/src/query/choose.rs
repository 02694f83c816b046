//! Choosing a card name (CR 201.4, 201.4a–g, 108.2b) and casting under a chosen name
//! (CR 601.3e, 708.4, 709.3, 702.102, 715.3a).

use crate::board::{CastAs, ObjectKind};
use crate::effects::EffectKind;
use crate::eval::{EvalError, Evaluated};
use crate::explain::{Explained, Explanation};
use crate::ids::{Name, ObjectId};
use crate::model::Model;
use crate::names::Sticker;
use crate::oracle::{mode_applies, Card, Face, Layout};
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::{cr, Rule};
use serde::{Deserialize, Serialize};

/// Characteristics a chosen card name must have ("choose a nonland card name": `not: ["Land"]`;
/// "choose an artifact card name": `is: ["Artifact"]`). Words are card types or supertypes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct NameConstraint {
    /// Every one of these types or supertypes.
    pub is: Vec<String>,
    /// None of these types or supertypes.
    pub not: Vec<String>,
}

impl NameConstraint {
    fn admits(&self, face: &Face) -> bool {
        let has = |t: &String| face.type_line.has_type(t) || face.type_line.has_supertype(t);
        self.is.iter().all(has) && !self.not.iter().any(has)
    }

    /// The kind of card name the constraint asks for, with its article: "a card name (no
    /// constraint)", "an Artifact card name", "a non-Land card name".
    fn describe(&self) -> String {
        let mut parts = Vec::new();
        parts.extend(self.is.iter().cloned());
        parts.extend(self.not.iter().map(|t| format!("non-{t}")));
        if parts.is_empty() {
            return "a card name (no constraint)".into();
        }
        let words = parts.join(" ");
        let vowel = words
            .chars()
            .next()
            .is_some_and(|c| "AEIOUaeiou".contains(c));
        format!("{} {words} card name", if vowel { "an" } else { "a" })
    }
}

/// The outcome of choosing a card name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// Whether the name may be chosen.
    pub valid: bool,
    /// Every name chosen by choosing it (interchangeable names included, CR 201.4g).
    pub chosen: Vec<Name>,
}

/// The rule that says which characteristics judge a card name (CR 201.4a–f).
fn rule_for(layout: Layout, face_index: usize) -> Rule {
    match (layout, face_index) {
        (Layout::Split | Layout::Room, _) => cr!("201.4b"),
        (Layout::Flip, 1) => cr!("201.4c"),
        (Layout::Transform | Layout::ModalDfc, 1) => cr!("201.4d"),
        (Layout::Meld, 1) => cr!("201.4e"),
        (Layout::Adventure, 1) => cr!("201.4f"),
        _ => cr!("201.4a"),
    }
}

/// The rule that lets a player choose one face's name but not a joined name "A // B": a
/// double-faced or meld card (CR 712.19), a flip card (CR 201.4c: its normal or its alternative
/// name), an adventurer card (CR 201.4f: its normal or its alternative name).
fn joined_rule(layout: Layout) -> Rule {
    match layout {
        Layout::Flip => cr!("201.4c"),
        Layout::Adventure => cr!("201.4f"),
        _ => cr!("712.19"),
    }
}

impl Model {
    /// The Oracle name `input` resolves to, if any.
    fn chosen_name(&self, input: &str) -> Option<Name> {
        #[cfg(feature = "mutants")]
        if self.has(Quirk::NonCanonicalNameDistinct) {
            return self.oracle.card_with_face(input).map(|_| Name::from(input));
        }
        self.oracle.resolve(input).ok().map(|r| r.name)
    }

    /// Whether `input` may be chosen as a card name under `constraint`, and which names that
    /// chooses (CR 201.4, 201.4a–g, 108.2b): a name a player may say at all, judged by the
    /// characteristics of a face with that name, choosing every name interchangeable with it.
    pub fn choose_card_name(&self, input: &str, constraint: &NameConstraint) -> Explained<Choice> {
        let mut why = Explanation::default();
        let name = self
            .name_a_player_may_say(input, &mut why)
            .filter(|name| self.some_face_admitted(name, constraint, &mut why));
        let chosen = name.map(|name| self.chosen_with(name, &mut why));
        Explained {
            value: Choice {
                valid: chosen.is_some(),
                chosen: chosen.unwrap_or_default(),
            },
            why,
        }
    }

    /// The Oracle name `input` says, if a player may choose it: a card's name (CR 201.4; a
    /// token's only if a card has it, 108.2b), one half's name, never both halves (201.4b), and
    /// one face's name, never the faces' names joined ([`joined_rule`]).
    fn name_a_player_may_say(&self, input: &str, why: &mut Explanation) -> Option<Name> {
        let Some(name) = self.chosen_name(input) else {
            why.push(
                cr!("201.4"),
                format_args!("{input:?} is not the name of a card in the Oracle card reference"),
            );
            why.push(
                cr!("108.2b"),
                "a token's name can't be chosen unless it is also a card's name",
            );
            return None;
        };
        if let Some(card) = self.oracle.card(name.as_str()) {
            if matches!(card.layout, Layout::Split | Layout::Room) {
                why.push(
                    cr!("201.4b"),
                    format_args!("{name:?} names both halves of a split card; only one half's name may be chosen"),
                );
                return None;
            }
            let joined = crate::oracle::normalize::lookup_key(input).contains(" // ");
            if joined && card.faces.len() > 1 {
                why.push(
                    joined_rule(card.layout),
                    format_args!("{input:?} joins the names of {}'s faces; a player chooses one of its names, not both", card.name),
                );
                return None;
            }
        }
        Some(name)
    }

    /// Whether a face named `name` has characteristics `constraint` admits: each face is judged
    /// by the characteristics its layout's rule names ([`rule_for`], CR 201.4a–f).
    fn some_face_admitted(
        &self,
        name: &Name,
        constraint: &NameConstraint,
        why: &mut Explanation,
    ) -> bool {
        let faces = self.oracle.faces_named(name.as_str());
        let fitting = faces.iter().find(|(card, face)| {
            let idx = card
                .faces
                .iter()
                .position(|f| std::ptr::eq(f, *face))
                .unwrap_or(0);
            let ok = constraint.admits(face);
            why.push(rule_for(card.layout, idx), || {
                format!(
                    "{name:?} is judged by {}'s characteristics ({}): {} {}",
                    face.name,
                    face.type_line.render(),
                    if ok { "it is" } else { "it is not" },
                    constraint.describe()
                )
            });
            ok
        });
        if fitting.is_none() {
            why.push(
                cr!("201.4a"),
                "the Oracle characteristics don't match the constraint",
            );
        }
        fitting.is_some()
    }

    /// Every name choosing `name` chooses: itself and the names interchangeable with it
    /// (CR 201.4g).
    fn chosen_with(&self, name: Name, why: &mut Explanation) -> Vec<Name> {
        let chosen = self.oracle.interchangeable_with(&name);
        if chosen.len() > 1 {
            why.push(
                cr!("201.4g"),
                format_args!("choosing {name:?} chooses every interchangeable name: {chosen:?}"),
            );
        }
        chosen
    }
}

impl Evaluated<'_> {
    /// Whether the card `id` can be cast as `mode` when spells with any of the names in
    /// `chosen` can't be cast (Meddling Mage): the spell is judged with the characteristics it
    /// would have on the stack (CR 601.3e).
    pub fn castable_with_chosen(
        &self,
        id: &ObjectId,
        mode: Option<CastAs>,
        chosen: &[Name],
    ) -> Result<Explained<bool>, EvalError> {
        self.castable(id, mode, chosen, false)
    }

    /// Whether a copy of the card `id`, cast as `mode` (Isochron Scepter: "you may copy the
    /// exiled card. If you do, you may cast the copy"), can be cast when spells with any of the
    /// names in `chosen` can't be. The copy is created in the card's zone and cast by the rules
    /// for casting spells (CR 707.12), so 601.3e judges it as it would be on the stack; its
    /// characteristics are the card's copiable values, which don't include stickers (CR 707.2).
    pub fn castable_copy_with_chosen(
        &self,
        id: &ObjectId,
        mode: Option<CastAs>,
        chosen: &[Name],
    ) -> Result<Explained<bool>, EvalError> {
        self.castable(id, mode, chosen, true)
    }

    /// [`castable_with_chosen`](Self::castable_with_chosen) for the card itself, or for a copy
    /// of it (`copy`).
    fn castable(
        &self,
        id: &ObjectId,
        mode: Option<CastAs>,
        chosen: &[Name],
        copy: bool,
    ) -> Result<Explained<bool>, EvalError> {
        let o = self.object(id)?;
        let ObjectKind::Card { card } = &o.kind else {
            return Err(EvalError::UnknownCard {
                object: id.0.clone(),
                card: "<not a card>".into(),
            });
        };
        let (card, _) =
            self.model
                .oracle
                .card_with_face(card)
                .ok_or_else(|| EvalError::UnknownCard {
                    object: id.0.clone(),
                    card: card.clone(),
                })?;
        if let Some(m) = mode {
            if !mode_applies(card, m) {
                return Err(EvalError::InapplicableCast {
                    object: id.0.clone(),
                    card: card.name.to_string(),
                    mode: format!("{m:?}"),
                });
            }
        }
        let mut why = Explanation::default();
        if copy {
            // CR 707.12
            why.push(
                cr!("707.12"),
                format_args!("a copy of {id} is created in its zone and cast by the rules for casting spells"),
            );
        }
        let faces = self.faces_when_cast(card, mode, &mut why);
        why.push(
            cr!("601.3e"),
            "castability is judged with the characteristics the spell would have",
        );
        let stickers = if copy {
            self.stickers_of_cast_copy(id, &mut why)
        } else {
            self.stickers_carried_to_stack(id, &mut why)
        };
        let names = faces
            .iter()
            .map(|face| (stickers.iter()).fold(face.name.to_string(), |n, s| s.apply(&n)));
        let oracle = &self.model.oracle;
        let hit = names.into_iter().find(|name| {
            chosen
                .iter()
                .any(|c| oracle.name_key(c) == oracle.name_key(&Name::from(name.as_str())))
        });
        let value = match hit {
            Some(name) => {
                why.push(
                    cr!("201.4g"),
                    format_args!("the spell would have the chosen name {name:?}"),
                );
                false
            }
            None => true,
        };
        Ok(Explained { value, why })
    }

    /// The name stickers on card `id` that stay on it as it is cast, in timestamp order: a card
    /// in a public zone keeps its stickers on the stack (CR 123.5), and they change the
    /// spell's name (612.9, 123.6); a face-down spell has no name for them to change (708.4).
    fn stickers_carried_to_stack(&self, id: &ObjectId, why: &mut Explanation) -> Vec<Sticker> {
        let board = self.board;
        if !board.object(id).is_some_and(|o| o.zone.is_public()) {
            return vec![];
        }
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::CastabilityIgnoresStickers) {
            return vec![];
        }
        let on_it = |o: &ObjectId| {
            o == id
                || (board.object(o).is_some_and(|x| x.zone.is_public())
                    && (board.became(o).into_iter())
                        .take_while(|n| n.zone.is_public())
                        .any(|n| &n.id == id))
        };
        let mut found: Vec<(u64, Sticker)> = (board.effects.iter())
            .filter_map(|e| match &e.kind {
                EffectKind::NameSticker {
                    object,
                    word,
                    position,
                } if on_it(object) => Some((
                    e.order_timestamp(),
                    Sticker {
                        word: word.clone(),
                        position: *position,
                    },
                )),
                _ => None,
            })
            .collect();
        found.sort_by_key(|(ts, _)| *ts);
        if !found.is_empty() {
            // CR 123.5
            why.push(
                cr!("123.5"),
                "its name stickers stay on it as it moves from a public zone to the stack, and add their words to the spell's name (612.9, 123.6)",
            );
        }
        found.into_iter().map(|(_, s)| s).collect()
    }

    /// The name stickers a cast copy of card `id` has: none, since stickers are not copied
    /// (CR 707.2); the copy has the card's copiable values only (CR 707.12).
    fn stickers_of_cast_copy(&self, id: &ObjectId, why: &mut Explanation) -> Vec<Sticker> {
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::CastCopyKeepsStickers) {
            return self.stickers_carried_to_stack(id, why);
        }
        // CR 707.2
        why.push(
            cr!("707.2"),
            format_args!("the copy has the copiable values of {id}; its stickers are not copied"),
        );
        vec![]
    }

    /// The faces a card cast as `mode` has on the stack (CR 708.4, 709.3, 702.102, 715.3a,
    /// 712.11); with no mode, the faces it has as a card.
    fn faces_when_cast<'c>(
        &self,
        card: &'c Card,
        mode: Option<CastAs>,
        why: &mut Explanation,
    ) -> Vec<&'c Face> {
        let f = &card.faces;
        #[cfg(feature = "mutants")]
        if matches!(mode, Some(CastAs::Half(_))) && self.model.has(Quirk::SplitBothOnStack) {
            return f.iter().collect();
        }
        match mode {
            Some(CastAs::FaceDown) => {
                // CR 708.4
                why.push(cr!("708.4"), "a spell cast face down has no name");
                vec![]
            }
            Some(CastAs::Half(i)) => {
                // CR 709.3
                why.push(cr!("709.3"), "only the half being cast is evaluated");
                f.get(i).into_iter().collect()
            }
            Some(CastAs::Fused) => {
                // CR 702.102
                why.push(cr!("702.102"), "a fused split spell has both halves' names");
                f.iter().collect()
            }
            Some(CastAs::Adventure) => {
                // CR 715.3a
                why.push(
                    cr!("715.3a"),
                    "only the Adventure's characteristics are evaluated",
                );
                f.get(1).into_iter().collect()
            }
            Some(CastAs::BackFace) => {
                #[cfg(feature = "mutants")]
                if card.layout == Layout::Transform
                    && self.model.has(Quirk::BackFaceCastHasFrontName)
                {
                    return vec![&f[0]];
                }
                // CR 712.11c
                why.push(
                    cr!("712.11c"),
                    "only the face that will be up on the stack, the back face, is evaluated (cast transformed or an MDFC's back face, 712.11a-b)",
                );
                f.get(1).into_iter().collect()
            }
            None => match card.layout {
                Layout::Split | Layout::Room => f.iter().collect(),
                _ => vec![&f[0]],
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::NameConstraint;

    #[test]
    fn constraint_descriptions_read_as_english() {
        let c = |is: &[&str], not: &[&str]| NameConstraint {
            is: is.iter().map(|s| s.to_string()).collect(),
            not: not.iter().map(|s| s.to_string()).collect(),
        };
        assert_eq!(c(&[], &[]).describe(), "a card name (no constraint)");
        assert_eq!(c(&["Artifact"], &[]).describe(), "an Artifact card name");
        assert_eq!(c(&["Creature"], &[]).describe(), "a Creature card name");
        assert_eq!(c(&[], &["Land"]).describe(), "a non-Land card name");
        assert_eq!(
            c(&["Legendary", "Enchantment"], &[]).describe(),
            "a Legendary Enchantment card name"
        );
    }
}
