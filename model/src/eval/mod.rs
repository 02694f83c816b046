//! Evaluating a board: each object's names, type line and abilities after every continuous
//! effect, applied in layer order (CR 613).
//!
//! - copiable values ([`copiable`]): printed characteristics for the object's zone and face
//!   state, then copy effects in layer 1a (CR 707, including exceptions, 707.9), then
//!   face-down characteristics in layer 1b (CR 708.2);
//! - layer 3 ([`layer3`]): text-changing effects, in dependency order then timestamp order
//!   (CR 613.8, 613.7);
//! - layer 6 ([`layer6`]): abilities gained or granted (CR 201.5a, 201.5b, 612.3).
//!
//! A token created by an ability reads that ability's text as it was just before the token's
//! creation (CR 612.2a), so [`Evaluated`] evaluates the board "as of" a timestamp, recursively.

mod base;
mod copiable;
mod layer3;
mod layer6;

use crate::board::{Board, Object, ObjectId};
use crate::explain::Explanation;
use crate::names::NameSet;
use crate::quirks::Quirk;
use crate::text::{Ability, TypeLine};
use crate::Model;
use std::cell::RefCell;
use std::collections::HashMap;
use thiserror::Error;

/// Characteristics of an object that the name rules look at.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chars {
    /// Names.
    pub names: NameSet,
    /// Type line.
    pub type_line: TypeLine,
    /// Abilities (rules text), in order.
    pub abilities: Vec<Ability>,
    /// How the names came to be.
    pub why: Explanation,
}

/// Errors in a board the model cannot evaluate.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum EvalError {
    /// An id names no object.
    #[error("no object with id {0:?}")]
    UnknownObject(String),
    /// A card object names no Oracle card.
    #[error("object {object}: no Oracle card or face named {card:?}")]
    UnknownCard {
        /// The object.
        object: String,
        /// The name given.
        card: String,
    },
    /// Copy effects or token creators form a cycle.
    #[error("object {0}: its characteristics depend on themselves (copy or creator cycle)")]
    Cycle(String),
    /// A token's creator has no token-creating ability in a recognized shape.
    #[error("token {token}: creator {creator} has no token-creating ability the model can read")]
    NoTokenAbility {
        /// The token.
        token: String,
        /// Its creator.
        creator: String,
    },
    /// An ability index is out of range.
    #[error("object {object} has no ability #{index}")]
    NoAbility {
        /// The object.
        object: String,
        /// The index.
        index: usize,
    },
    /// A casting mode the card doesn't have (fusing a card without fuse, casting a
    /// non-adventurer card as an Adventure, ...).
    #[error("object {object}: {card:?} can't be cast as {mode}")]
    InapplicableCast {
        /// The object.
        object: String,
        /// Its card.
        card: String,
        /// The mode asked for.
        mode: String,
    },
    /// Two objects share an id.
    #[error("two objects have the id {0:?}")]
    DuplicateId(String),
}

/// A board with every object's characteristics computed.
pub struct Evaluated<'m> {
    pub(crate) model: &'m Model,
    pub(crate) board: &'m Board,
    /// Every existing object's characteristics.
    pub chars: HashMap<ObjectId, Chars>,
}

impl<'m> Evaluated<'m> {
    /// Evaluates `board` with all effects applied.
    pub fn new(model: &'m Model, board: &'m Board) -> Result<Evaluated<'m>, EvalError> {
        let mut seen = std::collections::HashSet::new();
        for o in &board.objects {
            if !seen.insert(&o.id) {
                return Err(EvalError::DuplicateId(o.id.0.clone()));
            }
        }
        for e in &board.effects {
            for id in e.kind.affected().into_iter().chain(e.kind.reads()) {
                if board.object(id).is_none() {
                    return Err(EvalError::UnknownObject(id.0.clone()));
                }
            }
        }
        let ctx = Ctx {
            model,
            board,
            index: board
                .objects
                .iter()
                .enumerate()
                .map(|(i, o)| (o.id.clone(), i))
                .collect(),
            memo: RefCell::new(HashMap::new()),
            busy: RefCell::new(std::collections::HashSet::new()),
        };
        let chars = ctx.at(None)?;
        Ok(Evaluated {
            model,
            board,
            chars,
        })
    }

    /// The characteristics of an object.
    pub fn chars(&self, id: &ObjectId) -> Result<&Chars, EvalError> {
        self.chars
            .get(id)
            .ok_or_else(|| EvalError::UnknownObject(id.0.clone()))
    }

    /// The object itself.
    pub fn object(&self, id: &ObjectId) -> Result<&Object, EvalError> {
        self.board
            .object(id)
            .ok_or_else(|| EvalError::UnknownObject(id.0.clone()))
    }

    /// The model that evaluated the board.
    pub fn model(&self) -> &Model {
        self.model
    }

    /// The board.
    pub fn board(&self) -> &Board {
        self.board
    }
}

/// Evaluation context: the board, and memoized evaluations "as of" each timestamp.
pub(crate) struct Ctx<'m> {
    pub model: &'m Model,
    pub board: &'m Board,
    pub index: HashMap<ObjectId, usize>,
    memo: RefCell<HashMap<Option<u64>, HashMap<ObjectId, Chars>>>,
    busy: RefCell<std::collections::HashSet<Option<u64>>>,
}

impl<'m> Ctx<'m> {
    pub fn has(&self, q: Quirk) -> bool {
        self.model.has(q)
    }

    pub fn object(&self, id: &ObjectId) -> Result<&'m Object, EvalError> {
        self.index
            .get(id)
            .map(|&i| &self.board.objects[i])
            .ok_or_else(|| EvalError::UnknownObject(id.0.clone()))
    }

    /// Whether an effect is in force for an evaluation as of `limit` (CR 612.2a timing).
    pub fn in_force(limit: Option<u64>, ts: u64) -> bool {
        limit.is_none_or(|l| ts < l)
    }

    /// Whether an object exists as of `limit`: tokens exist from their creation, and a copy
    /// made at creation (token copy, spell copy) exists only if its original does.
    pub fn exists(&self, o: &Object, limit: Option<u64>) -> bool {
        use crate::board::{ObjectKind, TokenSource};
        let mut cur = o;
        for _ in 0..=self.board.objects.len() {
            match &cur.kind {
                ObjectKind::Token {
                    source: TokenSource::Created { created_at, .. },
                } => return Self::in_force(limit, *created_at),
                ObjectKind::Token {
                    source: TokenSource::CopyOf { of, .. },
                }
                | ObjectKind::SpellCopy { of } => match self.object(of) {
                    Ok(next) => cur = next,
                    Err(_) => return false,
                },
                _ => return true,
            }
        }
        false // a copy chain that loops; evaluation reports it as a cycle
    }

    /// Every existing object's characteristics as of `limit` (all effects when `None`).
    pub fn at(&self, limit: Option<u64>) -> Result<HashMap<ObjectId, Chars>, EvalError> {
        if let Some(m) = self.memo.borrow().get(&limit) {
            return Ok(m.clone());
        }
        if !self.busy.borrow_mut().insert(limit) {
            return Err(EvalError::Cycle(format!(
                "evaluation as of timestamp {limit:?} (a token's creation depends on itself)"
            )));
        }
        let r = self.compute_at(limit);
        self.busy.borrow_mut().remove(&limit);
        let state = r?;
        if limit.is_some() {
            self.memo.borrow_mut().insert(limit, state.clone());
        }
        Ok(state)
    }

    fn compute_at(&self, limit: Option<u64>) -> Result<HashMap<ObjectId, Chars>, EvalError> {
        let mut copi = copiable::Copiable::new(self, limit);
        let mut state = HashMap::new();
        for o in &self.board.objects {
            if self.exists(o, limit) {
                state.insert(o.id.clone(), copi.get(&o.id, false)?);
            }
        }
        layer3::apply(self, limit, &mut state)?;
        layer6::apply(self, limit, &mut state)?;
        Ok(state)
    }
}
