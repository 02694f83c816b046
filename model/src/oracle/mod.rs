//! The Oracle card reference (CR 108.1): card records, name resolution and name groups.
//!
//! # Which printings are "cards in the Oracle card reference"
//! Loaded from MTGJSON's AtomicCards shape ([`mtgjson`]). [`Oracle::from_atomic_json`] admits
//! every entry except:
//! - entries whose layout is `token`, `double_faced_token`, `emblem` or `art_series`: tokens
//!   aren't cards (CR 108.2b) and art cards aren't game cards;
//! - Alchemy rebalanced cards (`isRebalanced`, or a name starting `A-`): digital-only
//!   variants of a card that already has its own Oracle entry;
//! - `isFunny` entries (silver-border and acorn cards, including the R&D playtest cards whose
//!   names end in " (playtest)"): they are not part of the tabletop Oracle reference that
//!   CR 201.4 and 612.7 read. Black-border Un-cards (for example Unfinity's sticker cards) are
//!   admitted. **Uncertain:** the rules do not settle whether acorn cards are in "the Oracle card
//!   reference"; this is the project's choice, applied in one place ([`admitted`]).
//!
//! # "Names of nonlegendary creature cards" (CR 612.7)
//! A name is in that set when some admitted card, *as a card* (its characteristics in the
//! library, hand or graveyard), is a nonlegendary creature card with that name. So front faces
//! of transforming, modal and meld cards count; their back faces (and the combined back face of
//! a meld pair) do not; a flip card counts with its unflipped name only; an adventurer card
//! counts with its creature name only (715.4: off the stack it has only its normal
//! characteristics); a split card off the stack has both halves' names and types (709.4), so
//! both halves' names count when either half is a creature. **Uncertain:** this follows the
//! letter of 612.7 ("nonlegendary creature card"); Spy Kit's rulings are cited in
//! `corpus/oracle/SOURCES.md`.
//!
//! # Interchangeable and alternate names
//! MTGJSON's atomic data carries neither, so they come from a small project file
//! (`corpus/oracle/names.json`, read by [`Oracle::with_name_data`]).
//!
//! # Files
//! [`card`] (cards, faces, layouts) is the bottom; [`read`] reads a face's Oracle text into
//! segments given every card name; [`load`] turns AtomicCards entries into cards; this file
//! holds the [`Oracle`] itself (indexes, name resolution, name groups) and uses all three.

pub mod card;
pub mod load;
pub mod mtgjson;
pub mod normalize;
pub mod read;

pub use card::{mode_applies, Card, Face, Layout};
pub use load::admitted;
pub use read::tokenize_face;

use crate::hash::{FxHashMap, FxHashSet};
use crate::ids::Name;
use crate::text::Abilities;
use mtgjson::AtomicFile;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use thiserror::Error;

/// Errors loading card data or resolving names.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum OracleError {
    /// The JSON could not be parsed as AtomicCards.
    #[error("card data is not MTGJSON AtomicCards JSON: {0}")]
    BadJson(String),
    /// A name matched no Oracle name.
    #[error("unknown card name {input:?}: no Oracle card or face has that name (after normalization to {key:?})")]
    Unknown {
        /// What was given.
        input: String,
        /// Its lookup key.
        key: String,
    },
    /// A name matched two different Oracle names.
    #[error("ambiguous card name {input:?}: it normalizes to the same key as {candidates:?}")]
    Ambiguous {
        /// What was given.
        input: String,
        /// The Oracle names it could mean.
        candidates: Vec<String>,
    },
    /// The project name file refers to a name the card data lacks.
    #[error("names.json: {0}")]
    NameData(String),
}

/// What an input name resolved to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    /// The exact Oracle name (card name or face name).
    pub name: Name,
    /// Whether the input was an alternate name (CR 201.6) standing for `name`.
    pub via_alternate: bool,
}

/// Which cards exist and how their names relate.
#[derive(Clone, Debug)]
pub struct Oracle {
    /// Snapshot identifier (from MTGJSON's meta date, or set by the caller).
    pub snapshot: String,
    cards: Vec<Card>,
    by_card_name: FxHashMap<Name, usize>,
    /// MTGJSON full names of multi-face cards whose card name is the front face's.
    full_names: FxHashMap<Name, usize>,
    /// Every (card, face) carrying a given face name.
    by_face_name: FxHashMap<Name, Vec<(usize, usize)>>,
    keys: FxHashMap<String, Vec<Name>>,
    /// Alternate-name lookup key -> (alternate name as printed, Oracle name) (CR 201.6).
    alternate: FxHashMap<String, (String, Name)>,
    /// Name -> representative of its interchangeable group (CR 201.3).
    group_of: FxHashMap<Name, Name>,
    groups: FxHashMap<Name, Vec<Name>>,
    nonlegendary_creature: FxHashSet<Name>,
    /// Every card and face name -> its comparison key and whether its interchangeable group
    /// has other names: what [`Oracle::name_key`] and [`Oracle::has_interchangeable`] answer,
    /// looked up once. Rebuilt by `index_keys` whenever the maps it derives from change.
    name_info: FxHashMap<Name, (Name, bool)>,
    /// The same, keyed by the address of every `Name` the Oracle hands out (card, face and
    /// resolved names): a question about names the Oracle made skips hashing their text. The
    /// Oracle keeps those names alive (in `cards` and `keys`), so an address is never reused
    /// while it is here.
    info_by_addr: FxHashMap<usize, (Name, bool)>,
    /// Every card and face name that [`Oracle::resolve`] resolves to exactly one Oracle name,
    /// with that name: what `resolve` answers for it, found once (most names resolved are
    /// card names, and the normalization would copy each), on first use, so a load doesn't
    /// pay for it; reset by `index_keys` and whenever the keys `resolve` reads change.
    resolved_exact: std::sync::OnceLock<FxHashMap<Name, Name>>,
    /// The card and face names (keys of `name_info`) that [`Oracle::says_interchangeable`]
    /// is true of, found on first use; reset by `index_keys`.
    said_interchangeable: std::sync::OnceLock<FxHashSet<Name>>,
    /// (card, face) by the address of the face's list of abilities, so an evaluation holding
    /// that very list finds the face's token definitions. Rebuilt by `tokenize_all`, the one
    /// place a face's abilities are set; the faces keep the lists alive.
    face_by_abilities: FxHashMap<usize, (usize, usize)>,
    excluded: usize,
}

/// The project-maintained name data (`corpus/oracle/names.json`).
#[derive(Debug, Default, Deserialize)]
pub struct NameData {
    /// Groups of interchangeable names (CR 201.3).
    #[serde(default)]
    pub interchangeable: Vec<Vec<String>>,
    /// Alternate name -> Oracle name (CR 201.6).
    #[serde(default)]
    pub alternate_names: BTreeMap<String, String>,
}

impl Oracle {
    /// Loads AtomicCards JSON (a real full file or a subset), admitting cards per [`admitted`].
    pub fn from_atomic_json(json: &str) -> Result<Oracle, OracleError> {
        let file: AtomicFile =
            serde_json::from_str(json).map_err(|e| OracleError::BadJson(e.to_string()))?;
        let snapshot = load::snapshot_of(&file.meta);
        let (cards, excluded) = load::cards(file.data);
        let mut oracle = Oracle {
            snapshot,
            cards,
            by_card_name: FxHashMap::default(),
            full_names: FxHashMap::default(),
            by_face_name: FxHashMap::default(),
            keys: FxHashMap::default(),
            alternate: FxHashMap::default(),
            group_of: FxHashMap::default(),
            groups: FxHashMap::default(),
            nonlegendary_creature: FxHashSet::default(),
            name_info: FxHashMap::default(),
            info_by_addr: FxHashMap::default(),
            resolved_exact: Default::default(),
            said_interchangeable: Default::default(),
            face_by_abilities: FxHashMap::default(),
            excluded,
        };
        oracle.index();
        oracle.index_keys();
        oracle.tokenize_all();
        Ok(oracle)
    }

    /// Adds the project's interchangeable-name groups and alternate names.
    pub fn with_name_data(mut self, data: &NameData) -> Result<Oracle, OracleError> {
        // Names are resolved by key while keys and alternate names are added (`index_keys`
        // makes the answers kept for exact names afresh at the end).
        for (alt, oracle_name) in &data.alternate_names {
            let r = self
                .resolve_by_key(oracle_name)
                .map_err(|e| OracleError::NameData(e.to_string()))?;
            self.alternate
                .insert(normalize::lookup_key(alt), (alt.clone(), r.name));
        }
        for group in &data.interchangeable {
            // The first name must be an Oracle name; the others may be printed names that
            // MTGJSON files under the same Oracle card (Universes Within versions): they become
            // names of that card's face, so they can be chosen (CR 201.4g) and resolved.
            let first = group
                .first()
                .ok_or_else(|| OracleError::NameData("empty interchangeable group".into()))?;
            let r = self
                .resolve_by_key(first)
                .map_err(|e| OracleError::NameData(e.to_string()))?;
            let at = self.by_face_name.get(&r.name).cloned().unwrap_or_default();
            let mut names = vec![r.name.clone()];
            for n in &group[1..] {
                let name = match self.resolve_by_key(n) {
                    Ok(r) => r.name,
                    Err(OracleError::Unknown { .. }) => {
                        let name = Name::from(n.as_str());
                        self.keys
                            .entry(normalize::lookup_key(n))
                            .or_default()
                            .push(name.clone());
                        self.by_face_name.insert(name.clone(), at.clone());
                        name
                    }
                    Err(e) => return Err(OracleError::NameData(e.to_string())),
                };
                names.push(name);
            }
            names.sort();
            let rep = names[0].clone();
            for n in &names {
                self.group_of.insert(n.clone(), rep.clone());
            }
            self.groups.insert(rep, names);
        }
        self.index_keys();
        self.tokenize_all();
        Ok(self)
    }

    /// Rebuilds `name_info` from the card, face and group maps.
    fn index_keys(&mut self) {
        let names: FxHashSet<Name> = self.all_names().cloned().collect();
        self.name_info = names
            .into_iter()
            .map(|n| {
                let key = self.group_of.get(&n).unwrap_or(&n).clone();
                let shared = self.groups.get(&key).is_some_and(|g| g.len() > 1);
                (n, (key, shared))
            })
            .collect();
        let handed_out = self
            .cards
            .iter()
            .flat_map(|c| std::iter::once(&c.name).chain(c.faces.iter().map(|f| &f.name)));
        let all: Vec<&Name> = handed_out
            .chain(self.keys.values().flatten())
            .chain(self.all_names())
            .chain(self.group_of.values())
            .collect();
        let by_addr: FxHashMap<usize, (Name, bool)> = all
            .into_iter()
            .filter_map(|n| Some((n.addr(), self.name_info.get(n)?.clone())))
            .collect();
        self.info_by_addr = by_addr;
        self.said_interchangeable = Default::default();
        self.resolved_exact = Default::default();
    }

    fn add_key(&mut self, key_of: &str, name: &Name) {
        self.resolved_exact = Default::default();
        let v = self.keys.entry(normalize::lookup_key(key_of)).or_default();
        if !v.contains(name) {
            v.push(name.clone());
        }
    }

    fn index(&mut self) {
        let cards = std::mem::take(&mut self.cards);
        for (i, card) in cards.iter().enumerate() {
            self.by_card_name.insert(card.name.clone(), i);
            self.add_key(card.name.as_str(), &card.name);
            // MTGJSON's full name of a transforming, modal, flip, meld or adventurer card
            // ("Bonecrusher Giant // Stomp") stands for the card, whose name is its front face's.
            if !matches!(card.layout, Layout::Split | Layout::Room) && card.faces.len() > 1 {
                let joined: Vec<&str> = card.faces.iter().map(|f| f.name.as_str()).collect();
                let joined = joined.join(" // ");
                self.add_key(&joined, &card.name);
                self.full_names.insert(Name::from(joined), i);
            }
            for (j, f) in card.faces.iter().enumerate() {
                self.add_key(f.name.as_str(), &f.name);
                self.by_face_name
                    .entry(f.name.clone())
                    .or_default()
                    .push((i, j));
            }
            if card.is_nonlegendary_creature_card() {
                let faces: &[Face] = match card.layout {
                    Layout::Split | Layout::Room => &card.faces,
                    _ => &card.faces[..1],
                };
                for f in faces {
                    self.nonlegendary_creature.insert(f.name.clone());
                }
            }
        }
        self.cards = cards;
    }

    fn tokenize_all(&mut self) {
        let card_names = read::NameIndex::new(self.all_names());
        let mut cards = std::mem::take(&mut self.cards);
        for card in &mut cards {
            let alternates: Vec<String> = self
                .alternate
                .values()
                .filter(|(_, n)| *n == card.name || card.faces.iter().any(|f| f.name == *n))
                .map(|(alt, _)| alt.clone())
                .collect();
            for face in &mut card.faces {
                face.abilities = read::tokenize_face_with(&card_names, face, &alternates).into();
                face.token_defs = Default::default();
                face.granted = Default::default();
                face.activated = Default::default();
                face.copy_exceptions = Default::default();
                face.printed = Default::default();
            }
            card.all_faces = Default::default();
        }
        self.face_by_abilities = (cards.iter().enumerate())
            .flat_map(|(i, c)| {
                (c.faces.iter().enumerate())
                    .map(move |(j, f)| (Arc::as_ptr(&f.abilities) as usize, (i, j)))
            })
            .collect();
        self.cards = cards;
    }

    /// The Oracle face whose list of abilities `abilities` is (the same list, shared, not an
    /// equal copy), if any.
    pub(crate) fn face_with_abilities(&self, abilities: &Abilities) -> Option<&Face> {
        let &(i, j) = self
            .face_by_abilities
            .get(&(Arc::as_ptr(abilities) as usize))?;
        Some(&self.cards[i].faces[j])
    }

    /// Resolves an input name to an Oracle name by the normalization rule ([`normalize`]).
    /// Alternate names (CR 201.6) resolve to the Oracle name they stand for.
    pub fn resolve(&self, input: &str) -> Result<Resolved, OracleError> {
        let exact = self.resolved_exact.get_or_init(|| {
            (self.all_names())
                .filter_map(|n| Some((n.clone(), self.resolve_by_key(n).ok()?.name)))
                .collect()
        });
        match exact.get(input) {
            Some(name) => Ok(Resolved {
                name: name.clone(),
                via_alternate: false,
            }),
            None => self.resolve_by_key(input),
        }
    }

    /// [`Oracle::resolve`] without the answers kept for exact names: by the input's lookup key.
    fn resolve_by_key(&self, input: &str) -> Result<Resolved, OracleError> {
        let key = normalize::lookup_key(input);
        if let Some(names) = self.keys.get(&key) {
            return match names.as_slice() {
                [one] => Ok(Resolved {
                    name: one.clone(),
                    via_alternate: false,
                }),
                many => Err(OracleError::Ambiguous {
                    input: input.to_string(),
                    candidates: many.iter().map(|n| n.to_string()).collect(),
                }),
            };
        }
        if let Some((_, name)) = self.alternate.get(&key) {
            return Ok(Resolved {
                name: name.clone(),
                via_alternate: true,
            });
        }
        Err(OracleError::Unknown {
            input: input.to_string(),
            key,
        })
    }

    /// This Oracle with no interchangeable-name groups (for the `InterchangeableIgnored`
    /// mutant; only with the `mutants` feature).
    #[cfg(feature = "mutants")]
    pub fn without_interchangeable(mut self) -> Oracle {
        self.group_of.clear();
        self.groups.clear();
        self.index_keys();
        self
    }

    /// The card whose name (as a card) is exactly `name`.
    pub fn card(&self, name: &str) -> Option<&Card> {
        self.by_card_name
            .get(name)
            .or_else(|| self.full_names.get(name))
            .map(|&i| &self.cards[i])
    }

    /// The card that has a face (or card name) exactly `name`, and that face's index.
    pub fn card_with_face(&self, name: &str) -> Option<(&Card, Option<usize>)> {
        if let Some(c) = self.card(name) {
            return Some((c, None));
        }
        self.by_face_name
            .get(name)
            .and_then(|v| v.first())
            .map(|&(i, j)| (&self.cards[i], Some(j)))
    }

    /// Every face, on any card, named exactly `name` (a meld back face appears twice).
    pub fn faces_named(&self, name: &str) -> Vec<(&Card, &Face)> {
        self.by_face_name
            .get(name)
            .map(|v| {
                v.iter()
                    .map(|&(i, j)| (&self.cards[i], &self.cards[i].faces[j]))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// All admitted cards.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// How many AtomicCards entries the reference policy excluded.
    pub fn excluded_count(&self) -> usize {
        self.excluded
    }

    /// Whether `name` is exactly an Oracle card or face name (tokens' names usually aren't).
    pub fn is_card_name(&self, name: &str) -> bool {
        self.by_card_name.contains_key(name) || self.by_face_name.contains_key(name)
    }

    /// The comparison key of a name: for an Oracle name, the representative of its
    /// interchangeable group (CR 201.3a) or the name itself; for any other name (a token's, a
    /// sticker-built one), its normalization lookup key, so such names never compare by
    /// letter case or apostrophe style either (CR 201.2).
    pub fn name_key(&self, name: &Name) -> Name {
        // Every name in a group is a card or face name, so `name_info` holds it.
        if let Some((key, _)) = self.info_by_addr.get(&name.addr()) {
            return key.clone();
        }
        match self.name_info.get(name) {
            Some((key, _)) => key.clone(),
            None => Name::from(normalize::lookup_key(name)),
        }
    }

    /// The names interchangeable with `name`, itself included (CR 201.3, 201.4g).
    pub fn interchangeable_with(&self, name: &Name) -> Vec<Name> {
        self.groups
            .get(&self.name_key(name))
            .cloned()
            .unwrap_or_else(|| vec![name.clone()])
    }

    /// Whether `input` resolves ([`Oracle::resolve`]) to a name interchangeable with some other
    /// name (CR 201.3, 201.6): a scenario that names it needs an engine that supports
    /// interchangeable names. A card or face name's answer is found once per Oracle; any other
    /// input is resolved every time.
    pub fn says_interchangeable(&self, input: &str) -> bool {
        let resolves = |n: &str| {
            self.resolve(n)
                .is_ok_and(|r| self.has_interchangeable(&r.name))
        };
        if !self.name_info.contains_key(input) {
            return resolves(input);
        }
        let said = self.said_interchangeable.get_or_init(|| {
            (self.name_info.keys())
                .filter(|n| resolves(n.as_str()))
                .cloned()
                .collect()
        });
        said.contains(input)
    }

    /// Whether `name` is interchangeable with some other name (CR 201.3): the same as
    /// `interchangeable_with(name).len() > 1`, without building the list.
    pub fn has_interchangeable(&self, name: &Name) -> bool {
        if let Some((_, shared)) = self.info_by_addr.get(&name.addr()) {
            return *shared;
        }
        if let Some((_, shared)) = self.name_info.get(name) {
            return *shared;
        }
        self.groups
            .get(&self.name_key(name))
            .is_some_and(|g| g.len() > 1)
    }

    /// Whether `name` is the name of a nonlegendary creature card (CR 612.7), counting
    /// interchangeable names as that name (CR 201.3a).
    pub fn is_nonlegendary_creature_name(&self, name: &Name) -> bool {
        self.interchangeable_with(name)
            .iter()
            .any(|n| self.nonlegendary_creature.contains(n))
    }

    /// Every name of a nonlegendary creature card (CR 612.7), in no particular order.
    pub fn nonlegendary_creature_names(&self) -> impl Iterator<Item = &Name> {
        self.nonlegendary_creature.iter()
    }

    /// The number of distinct names of nonlegendary creature cards.
    pub fn nonlegendary_creature_name_count(&self) -> usize {
        self.nonlegendary_creature.len()
    }

    /// Alternate names (CR 201.6) standing for `name`, as printed.
    pub fn alternates_for(&self, name: &Name) -> Vec<String> {
        self.alternate
            .values()
            .filter(|(_, n)| n == name)
            .map(|(alt, _)| alt.clone())
            .collect()
    }

    /// All exact Oracle names (card names and face names), for reference scanning.
    pub fn all_names(&self) -> impl Iterator<Item = &Name> {
        self.by_card_name.keys().chain(self.by_face_name.keys())
    }
}

#[cfg(test)]
#[path = "resolve_tests.rs"]
mod tests;
