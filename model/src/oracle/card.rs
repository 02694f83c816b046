//! Oracle cards and their faces: the characteristics the name rules look at.

use crate::board::CastAs;
use crate::colors::Colors;
use crate::ids::Name;
use crate::memo::Memo;
use crate::text::{
    copy_exception_abilities, granted_abilities, parse_token_definition, Abilities, Seg,
    TokenDefinition, TypeLine,
};
use std::collections::BTreeSet;
use std::sync::{Arc, OnceLock};

/// What each of a face's abilities says a created token is (`None`: it creates no token, or
/// only copies), indexed like the abilities.
pub(crate) type FaceTokenDefs = Vec<Option<Arc<TokenDefinition>>>;

/// A card's layout (how its faces relate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// One face.
    Normal,
    /// Split card, including fuse and aftermath (CR 709).
    Split,
    /// Flip card (CR 710).
    Flip,
    /// Transforming double-faced card (CR 712).
    Transform,
    /// Modal double-faced card (CR 712).
    ModalDfc,
    /// Meld card: front face plus the combined back face shared with its partner (CR 713).
    Meld,
    /// Adventurer card (CR 715).
    Adventure,
    /// Room: a split card whose permanent has only its unlocked doors' names (CR 709.5).
    Room,
}

/// One face of a card: the characteristics the name rules look at.
#[derive(Clone, Debug)]
pub struct Face {
    /// This face's English Oracle name.
    pub name: Name,
    /// Mana cost, e.g. `{2}{R}` (shared with every object that has it printed).
    pub mana_cost: Option<Arc<str>>,
    /// Color indicator colors (full color words).
    pub color_indicator: Vec<String>,
    /// Power as printed ("2", "*"), for creatures and Vehicles (CR 208).
    pub power: Option<Arc<str>>,
    /// Toughness as printed (CR 208).
    pub toughness: Option<Arc<str>>,
    /// Type line (shared with every object that has it printed, copied on write).
    pub type_line: Arc<TypeLine>,
    /// Oracle rules text, as published.
    pub text: String,
    /// Rules text as the model reads it (words with roles and references).
    pub abilities: Abilities,
    /// [`Face::token_definitions`], read on first use; reset whenever `abilities` is set.
    pub(crate) token_defs: OnceLock<FaceTokenDefs>,
    /// [`Face::name_note`], formatted on first use.
    pub(crate) name_note: OnceLock<String>,
    /// [`Face::name_set`], built on first use.
    pub(crate) name_set: OnceLock<Arc<BTreeSet<Name>>>,
    /// [`Face::granted_abilities`], read on first use; reset whenever `abilities` is set.
    pub(crate) granted: OnceLock<Vec<Vec<Vec<Seg>>>>,
    /// [`Face::activated_abilities`], read on first use; reset whenever `abilities` is set.
    pub(crate) activated: OnceLock<Vec<bool>>,
    /// [`Face::copy_exception_abilities`], read on first use; reset whenever `abilities` is
    /// set.
    pub(crate) copy_exceptions: OnceLock<Vec<Vec<Vec<Seg>>>>,
    /// [`Face::colors`], read on first use.
    pub(crate) colors: OnceLock<Colors>,
    /// The characteristics of an object that has only this face, as printed, kept by the
    /// evaluation once per way of recording explanations; reset whenever `abilities` is set.
    pub(crate) printed: [FaceMemo; 3],
}

/// A value the evaluation keeps for a face, made once for the Oracle's lifetime: its type is
/// the evaluation's (which the Oracle sits below, so it can't name it), one type per memo.
/// A cloned face starts without it.
#[derive(Clone, Debug, Default)]
pub(crate) struct FaceMemo(Memo<Box<dyn std::any::Any + Send + Sync>>);

impl FaceMemo {
    /// The value kept, made by `make` the first time it is asked for.
    pub(crate) fn get_or_init<T: std::any::Any + Send + Sync>(
        &self,
        make: impl FnOnce() -> T,
    ) -> &T {
        let kept = self.0.get_or_init(|| Box::new(make()));
        // The evaluation keeps one type in each memo; any other would be a bug in this crate.
        kept.downcast_ref()
            .expect("a face memo always holds the one type it was made with")
    }
}

impl Face {
    /// The explanation note of an object with only this face: its name is this face's English
    /// Oracle name (CR 201.2), formatted once per face rather than per object.
    pub(crate) fn name_note(&self) -> &str {
        self.name_note.get_or_init(|| {
            // CR 201.2
            format!(
                "its name is the English Oracle name {:?}",
                self.name.as_str()
            )
        })
    }

    /// The set of this face's one name, built once per face and shared by every object that
    /// has only this face's characteristics (CR 201.2), rather than built per object.
    pub(crate) fn name_set(&self) -> &Arc<BTreeSet<Name>> {
        self.name_set
            .get_or_init(|| Arc::new(BTreeSet::from([self.name.clone()])))
    }

    /// This face's colors: those of the mana symbols in its mana cost and of its color
    /// indicator (CR 202.2, 204.2), read once per face rather than per object.
    pub(crate) fn colors(&self) -> Colors {
        *self.colors.get_or_init(|| {
            Colors::of_mana_cost(self.mana_cost.as_deref().unwrap_or(""))
                .union(Colors::of_words(&self.color_indicator))
        })
    }

    /// What each of this face's printed abilities grants ([`granted_abilities`], CR 201.5a),
    /// read once for the Oracle's lifetime rather than in every evaluation that applies it.
    pub(crate) fn granted_abilities(&self) -> &[Vec<Vec<Seg>>] {
        self.granted.get_or_init(|| {
            (self.abilities.iter())
                .map(|a| granted_abilities(&a.segs))
                .collect()
        })
    }

    /// What each of this face's printed abilities says a copy has when a copy effect's
    /// exception quotes it ([`copy_exception_abilities`], CR 707.9a), read once for the
    /// Oracle's lifetime rather than in every evaluation of a copy that quotes it.
    pub(crate) fn copy_exception_abilities(&self) -> &[Vec<Vec<Seg>>] {
        self.copy_exceptions.get_or_init(|| {
            (self.abilities.iter())
                .map(|a| copy_exception_abilities(&a.segs))
                .collect()
        })
    }

    /// Which of this face's printed abilities are activated abilities
    /// ([`Ability::is_activated`](crate::text::Ability::is_activated), CR 602.1), read once for
    /// the Oracle's lifetime rather than in every evaluation that asks.
    pub(crate) fn activated_abilities(&self) -> &[bool] {
        self.activated
            .get_or_init(|| self.abilities.iter().map(|a| a.is_activated()).collect())
    }

    /// What each of this face's printed abilities says a created token is (CR 111.4), parsed
    /// once for the Oracle's lifetime rather than in every evaluation.
    pub(crate) fn token_definitions(&self) -> &FaceTokenDefs {
        self.token_defs.get_or_init(|| {
            (self.abilities.iter())
                .map(|a| parse_token_definition(&a.segs).map(Arc::new))
                .collect()
        })
    }
}

/// A card in the Oracle card reference.
#[derive(Clone, Debug)]
pub struct Card {
    /// The card's name as a card (CR 201.1; split and Room cards: "A // B").
    pub name: Name,
    /// Layout.
    pub layout: Layout,
    /// Faces in MTGJSON side order (split: left, right; DFC/meld: front, back;
    /// flip: unflipped, flipped; adventure: creature, Adventure).
    pub faces: Vec<Face>,
    /// Printed names in other languages (CR 201.2: never the card's name).
    pub foreign_names: Vec<(String, String)>,
    /// MTGJSON's color identity, kept only to cross-check CR 903.4.
    pub mtgjson_color_identity: Vec<String>,
    /// [`Card::all_faces`], built on first use; reset whenever a face's abilities are set.
    pub(crate) all_faces: OnceLock<AllFaces>,
}

/// The characteristics of an object that has all of a card's faces at once (a split card off
/// the stack, CR 709.4; a fused split spell, 709.4d): built once per card by the evaluation
/// ([`Card::all_faces`]) and shared by every object that has them, rather than combined
/// again for each.
#[derive(Clone, Debug)]
pub(crate) struct AllFaces {
    /// Every face's name.
    pub names: Arc<BTreeSet<Name>>,
    /// The union of the faces' type lines.
    pub type_line: Arc<TypeLine>,
    /// The combined mana cost (CR 709.4b).
    pub mana_cost: Option<Arc<str>>,
    /// Every face's abilities, in face order.
    pub abilities: Abilities,
    /// Every face's colors (CR 202.2).
    pub colors: Colors,
}

impl Card {
    /// What an object with all of this card's faces has ([`AllFaces`]), made by `make` the
    /// first time it is asked for (the evaluation, which knows how faces combine).
    pub(crate) fn all_faces(&self, make: impl FnOnce(&Card) -> AllFaces) -> &AllFaces {
        self.all_faces.get_or_init(|| make(self))
    }

    /// Whether this card, as a card off the battlefield and stack, is a nonlegendary creature.
    pub(crate) fn is_nonlegendary_creature_card(&self) -> bool {
        let faces: &[Face] = match self.layout {
            Layout::Split | Layout::Room => &self.faces,
            _ => &self.faces[..1],
        };
        let creature = faces.iter().any(|f| f.type_line.has_type("Creature"));
        let legendary = faces.iter().any(|f| f.type_line.has_supertype("Legendary"));
        creature && !legendary
    }

    /// The names a player may choose for this card (CR 201.4b–f), each with the face whose
    /// characteristics decide whether it can be chosen under a constraint.
    pub fn choosable_faces(&self) -> Vec<&Face> {
        self.faces.iter().collect()
    }
}

/// Whether a card can be cast in this mode: one half of a split card or Room (709.3), both
/// halves of a split card with fuse (702.102), an adventurer card as an Adventure (715.3), the
/// back face of a modal double-faced card (712.11b), a transforming double-faced card
/// "transformed" (712.11a: disturb, 702.146a, or an effect that allows it), or face down (708.4;
/// any card, since an effect may allow it).
pub fn mode_applies(card: &Card, mode: CastAs) -> bool {
    match mode {
        CastAs::Half(i) => {
            matches!(card.layout, Layout::Split | Layout::Room) && i < card.faces.len()
        }
        CastAs::Fused => {
            card.layout == Layout::Split && card.faces.iter().any(|f| f.text.contains("Fuse"))
        }
        CastAs::Adventure => card.layout == Layout::Adventure,
        CastAs::BackFace => matches!(card.layout, Layout::ModalDfc | Layout::Transform),
        CastAs::FaceDown => true,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn each_faces_activated_abilities_are_those_the_ability_itself_says_are() {
        // Layer 6 reads a face's printed abilities through the flags kept in the face
        // (`Face::activated_abilities`): they must be what each ability says of itself, on
        // every face, with both kinds present.
        let model = crate::Model::embedded();
        let (mut activated, mut other) = (0, 0);
        for face in model.oracle.cards().iter().flat_map(|c| &c.faces) {
            let flags = face.activated_abilities();
            assert_eq!(flags.len(), face.abilities.len(), "{}", face.name.as_str());
            for (a, &flag) in face.abilities.iter().zip(flags) {
                assert_eq!(
                    flag,
                    a.is_activated(),
                    "{}: {}",
                    face.name.as_str(),
                    a.render()
                );
                *(if flag { &mut activated } else { &mut other }) += 1;
            }
        }
        assert!(
            activated > 0 && other > 0,
            "{activated} activated, {other} not"
        );
    }

    #[test]
    fn each_faces_copy_exception_abilities_are_those_its_text_says() {
        // A copy effect's exception reads what a printed ability quotes through the lists kept
        // in the face (`Face::copy_exception_abilities`): each must be what the ability's own
        // text says, on every face, and some face must quote an ability at all.
        let model = crate::Model::embedded();
        let mut quoting = 0;
        for face in model.oracle.cards().iter().flat_map(|c| &c.faces) {
            let kept = face.copy_exception_abilities();
            assert_eq!(kept.len(), face.abilities.len(), "{}", face.name.as_str());
            for (a, kept) in face.abilities.iter().zip(kept) {
                assert_eq!(
                    *kept,
                    super::copy_exception_abilities(&a.segs),
                    "{}: {}",
                    face.name.as_str(),
                    a.render()
                );
                quoting += usize::from(!kept.is_empty());
            }
        }
        assert!(quoting > 0, "no printed ability quotes one");
    }
}
