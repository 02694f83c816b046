//! The board: objects with zones and statuses, and the continuous effects acting on them.
//!
//! [`ObjectId`] and [`AbilityRef`] are defined in [`ids`](crate::ids) and re-exported here.

use crate::effects::{CopyExcept, Effect};
use serde::{Deserialize, Serialize};

pub use crate::ids::{AbilityRef, ObjectId};

/// A zone (CR 400.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// Library (hidden).
    Library,
    /// Hand (hidden).
    Hand,
    /// Battlefield.
    Battlefield,
    /// Graveyard.
    Graveyard,
    /// Stack.
    Stack,
    /// Exile.
    Exile,
    /// Command zone.
    Command,
}

impl Zone {
    /// Whether the zone is public (CR 400.2), as CR 201.5a's zone-change clause requires.
    pub fn is_public(self) -> bool {
        !matches!(self, Zone::Library | Zone::Hand)
    }
}

/// How a card on the stack is being cast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "as", content = "half")]
pub enum CastAs {
    /// One half of a split card or Room: 0 = left, 1 = right (CR 709.3).
    Half(usize),
    /// Both halves of a fuse split card (CR 702.102, 709.4d).
    Fused,
    /// As an Adventure (CR 715.3).
    Adventure,
    /// With its back face up: the back face of a modal double-faced card (CR 712.11b), or a
    /// transforming double-faced card cast "transformed" (CR 712.11a; disturb, 702.146a).
    BackFace,
    /// Face down, for example with morph or disguise (CR 708.4, 601.3e).
    FaceDown,
}

/// Status and face information of an object (CR 110.5 statuses and face states).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Status {
    /// Face down (CR 708): a face-down spell or permanent has no name.
    pub face_down: bool,
    /// Flipped (CR 710).
    pub flipped: bool,
    /// Transformed: its back face is up (CR 712).
    pub transformed: bool,
    /// Melded: this permanent is the combined back face of a meld pair (CR 713).
    pub melded: bool,
    /// On the stack: how it is being cast.
    pub cast_as: Option<CastAs>,
    /// Room doors unlocked (0 = left, 1 = right) (CR 709.5).
    pub unlocked: Vec<usize>,
}

/// The printing an object is: language and printed name. Never affects names (CR 201.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Printing {
    /// Language, e.g. "Japanese".
    pub language: String,
    /// The name as printed on the card.
    pub name: String,
}

/// Where a token's characteristics come from (CR 111.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "from")]
pub enum TokenSource {
    /// Created by an ability of `creator` (a spell, or an object with the ability), read from
    /// the creator's text as it was just before `created_at` (CR 612.2a).
    Created {
        /// The spell or object whose ability created the token.
        creator: ObjectId,
        /// Which of the creator's abilities (default: the first that creates a token).
        #[serde(default)]
        ability: Option<usize>,
        /// When the token was created; only effects with earlier timestamps shaped it.
        created_at: u64,
    },
    /// Created as a copy of another object (CR 707.2, 111.1), with copy-effect exceptions.
    CopyOf {
        /// The copied object.
        of: ObjectId,
        /// Exceptions that are part of the copy effect (CR 707.9).
        #[serde(default)]
        except: Box<CopyExcept>,
        /// When it was created: the copiable values are those of the original then, unchanged
        /// by later copy effects on the original (CR 707.2b). `None`: now.
        #[serde(default)]
        created_at: Option<u64>,
    },
    /// Characteristics given directly (for generated boards with no creator object).
    Given {
        /// The name given, if any.
        #[serde(default)]
        name: Option<String>,
        /// Subtypes (name is these plus "Token" when no name is given, CR 111.4).
        #[serde(default)]
        subtypes: Vec<String>,
        /// Card types.
        #[serde(default)]
        types: Vec<String>,
    },
}

/// What an object is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ObjectKind {
    /// A card (CR 108), by exact Oracle card or face name.
    Card {
        /// Oracle name of the card.
        card: String,
    },
    /// A token (CR 111).
    Token {
        /// How its characteristics are defined.
        source: TokenSource,
    },
    /// A copy of a spell (CR 707.10): not a card, not a token.
    SpellCopy {
        /// The copied spell.
        of: ObjectId,
        /// Exceptions that are part of the copy effect ("except the copy isn't legendary",
        /// Double Major; CR 707.9, 707.10).
        #[serde(default)]
        except: Box<CopyExcept>,
    },
}

/// A card (or a token copy of one) merged with a permanent by mutate (CR 702.140c, 728.2): it is
/// part of that permanent, over or under the components already there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Merged {
    /// The card, by Oracle name.
    pub card: String,
    /// Put on top (else under the others).
    #[serde(default)]
    pub on_top: bool,
    /// A token copy of the card rather than the card (a copy of a mutating creature spell,
    /// CR 707.10f): the same characteristics, but a token component (728.2d).
    #[serde(default)]
    pub token: bool,
}

/// An object in the snapshot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Object {
    /// Identity.
    pub id: ObjectId,
    /// What it is.
    pub kind: ObjectKind,
    /// Where it is.
    pub zone: Zone,
    /// Owner (CR 108.3).
    #[serde(default)]
    pub owner: String,
    /// Controller (spells and permanents only; CR 108.4).
    #[serde(default)]
    pub controller: Option<String>,
    /// Status.
    #[serde(default)]
    pub status: Status,
    /// The printing (CR 201.2: the name is always the English Oracle name).
    #[serde(default)]
    pub printing: Option<Printing>,
    /// The object this one was before its last zone change (CR 400.7).
    #[serde(default)]
    pub previous: Option<ObjectId>,
    /// The ability whose effect moved it here from `previous`, if any (CR 201.5a).
    #[serde(default)]
    pub moved_by: Option<AbilityRef>,
    /// Cards merged with this permanent, in the order they merged (mutate, CR 702.140, 728).
    #[serde(default)]
    pub merged: Vec<Merged>,
}

impl Object {
    /// A card object in a zone, with default status.
    pub fn card(id: &str, card: &str, zone: Zone) -> Object {
        Object {
            id: ObjectId::from(id),
            kind: ObjectKind::Card {
                card: card.to_string(),
            },
            zone,
            owner: "p1".into(),
            controller: None,
            status: Status::default(),
            printing: None,
            previous: None,
            moved_by: None,
            merged: Vec::new(),
        }
    }

    /// A token object on the battlefield.
    pub fn token(id: &str, source: TokenSource) -> Object {
        Object {
            kind: ObjectKind::Token { source },
            ..Object::card(id, "", Zone::Battlefield)
        }
    }

    /// Builder: sets the status.
    pub fn with_status(mut self, status: Status) -> Object {
        self.status = status;
        self
    }
}

/// A game snapshot: objects and the continuous effects in force.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// The objects.
    pub objects: Vec<Object>,
    /// The continuous effects, each with its timestamp.
    pub effects: Vec<Effect>,
}

impl Board {
    /// The object with this id.
    pub fn object(&self, id: &ObjectId) -> Option<&Object> {
        self.objects.iter().find(|o| &o.id == id)
    }

    /// The object `id` became by its zone change, if it changed zones (CR 400.7): the object
    /// listing it as `previous`.
    pub fn successor(&self, id: &ObjectId) -> Option<&Object> {
        self.objects
            .iter()
            .find(|o| o.previous.as_ref() == Some(id))
    }

    /// Every object `id` became by zone changes, in order: its [`successor`](Board::successor),
    /// that one's, and so on (CR 400.7), stopping before an object already listed (a board
    /// whose `previous` links loop).
    pub fn became(&self, id: &ObjectId) -> Vec<&Object> {
        let mut out: Vec<&Object> = Vec::new();
        let mut cur = id;
        while let Some(n) = self.successor(cur) {
            if &n.id == id || out.iter().any(|o| o.id == n.id) {
                break;
            }
            out.push(n);
            cur = &n.id;
        }
        out
    }

    /// Whether the object still exists: it hasn't changed zones since (an object that changed
    /// zones is a new object, and the old one exists no more; CR 400.7).
    pub fn is_current(&self, id: &ObjectId) -> bool {
        self.successor(id).is_none()
    }
}
