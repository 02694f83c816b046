//! The evaluation context: the board, its index, and memoized evaluations "as of" a timestamp.

use super::chars::Chars;
use super::error::EvalError;
use crate::board::{Board, Object, ObjectKind, TokenSource};
use crate::effects::{Effect, EffectKind};
use crate::hash::FxHashMap;
use crate::ids::ObjectId;
use crate::model::Model;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// Every existing object's characteristics, by id.
pub(crate) type State = FxHashMap<ObjectId, Chars>;

/// Copiable values by (evaluation limit, object, read for a copy).
pub(crate) type CopiableMemo = FxHashMap<(Option<u64>, ObjectId, bool), Chars>;

/// The whole evaluation as of a timestamp (copiable values, then the layers). It is given to
/// [`Ctx::new`] by the evaluation's entry point, because computing copiable values may need it
/// at an earlier timestamp (CR 612.2a) and this file sits below the layers.
pub(crate) type Pipeline = fn(&Ctx<'_>, Option<u64>) -> Result<State, EvalError>;

fn copy_effects(board: &Board) -> FxHashMap<ObjectId, Vec<usize>> {
    let mut out: FxHashMap<ObjectId, Vec<usize>> = FxHashMap::default();
    for (i, e) in board.effects.iter().enumerate() {
        if let EffectKind::Copy { object, .. } = &e.kind {
            out.entry(object.clone()).or_default().push(i);
        }
    }
    out
}

/// Evaluation context: the board, and memoized evaluations "as of" each timestamp.
pub(crate) struct Ctx<'m> {
    pub model: &'m Model,
    pub board: &'m Board,
    index: FxHashMap<ObjectId, usize>,
    pipeline: Pipeline,
    /// Shared, not copied: a board of many tokens from one creator reads one evaluation per
    /// creation time, and copying each on every read made that cubic.
    memo: RefCell<HashMap<Option<u64>, Rc<State>>>,
    busy: RefCell<HashSet<Option<u64>>>,
    /// Copiable values already computed, by (evaluation limit, object, read for a copy): they
    /// depend on nothing else, so every `Copiable` of this context shares them (a chain of copy
    /// effects reads each link once, not once per later link).
    pub copiable: RefCell<CopiableMemo>,
    /// The indices (into the board's effects, in board order) of the copy effects on each
    /// object, so layer 1a doesn't scan every effect for every object.
    copy_effects: FxHashMap<ObjectId, Vec<usize>>,
}

impl<'m> Ctx<'m> {
    /// A context for evaluating `board` with `pipeline`.
    pub fn new(model: &'m Model, board: &'m Board, pipeline: Pipeline) -> Self {
        Ctx {
            model,
            board,
            index: board
                .objects
                .iter()
                .enumerate()
                .map(|(i, o)| (o.id.clone(), i))
                .collect(),
            pipeline,
            memo: RefCell::new(HashMap::new()),
            busy: RefCell::new(HashSet::new()),
            copiable: RefCell::new(FxHashMap::default()),
            copy_effects: copy_effects(board),
        }
    }

    /// The copy effects on `id` (CR 707.2), in board order.
    pub fn copy_effects_on(&self, id: &ObjectId) -> impl Iterator<Item = &'m Effect> + '_ {
        let board = self.board;
        self.copy_effects
            .get(id)
            .into_iter()
            .flatten()
            .map(move |&i| &board.effects[i])
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
    pub fn at(&self, limit: Option<u64>) -> Result<Rc<State>, EvalError> {
        if let Some(m) = self.memo.borrow().get(&limit) {
            return Ok(Rc::clone(m));
        }
        if !self.busy.borrow_mut().insert(limit) {
            return Err(EvalError::Cycle(format!(
                "evaluation as of timestamp {limit:?} (a token's creation depends on itself)"
            )));
        }
        let r = (self.pipeline)(self, limit);
        self.busy.borrow_mut().remove(&limit);
        let state = Rc::new(r?);
        if limit.is_some() {
            self.memo.borrow_mut().insert(limit, Rc::clone(&state));
        }
        Ok(state)
    }
}
