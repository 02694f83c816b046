//! The evaluation context: the board, its index, and memoized evaluations "as of" a timestamp.

use super::chars::Chars;
use super::error::EvalError;
use super::index::Index;
use crate::board::{Board, Object, ObjectKind, TokenSource};
use crate::effects::{Effect, EffectKind};
use crate::hash::{FxHashMap, FxHashSet};
use crate::ids::ObjectId;
use crate::model::Model;
use crate::text::{Abilities, TokenDefinition};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

/// Some objects' characteristics (every existing object's, or those one object's depend on),
/// kept by the object's position on the board, in board order, and found by id through the
/// board's [`Index`], which every state of one evaluation shares: building a state copies no
/// id and hashes none, and a whole-board state is a dense list.
///
/// Each object's characteristics are shared ([`Arc`]): an object that no effect changes holds
/// the same characteristics as its Oracle face (built once per face, `base`), or as the
/// object it was read from, and the first change copies them ([`State::get_mut`]).
#[derive(Clone)]
pub(crate) struct State<'m> {
    index: Index<'m>,
    /// (position on the board, characteristics), positions increasing.
    slots: Vec<(usize, Arc<Chars>)>,
}

impl<'m> State<'m> {
    /// An empty state over the board's index, with room for `capacity` objects.
    pub fn new(index: Index<'m>, capacity: usize) -> Self {
        State {
            index,
            slots: Vec::with_capacity(capacity),
        }
    }

    /// A state of the given characteristics, by position (increasing), over the board's index.
    pub fn from_slots(index: Index<'m>, slots: Vec<(usize, Arc<Chars>)>) -> Self {
        debug_assert!(slots.windows(2).all(|w| w[0].0 < w[1].0));
        State { index, slots }
    }

    /// Where the object at board position `at` is kept, if it is.
    fn slot(&self, at: usize) -> Option<usize> {
        match self.slots.get(at) {
            // A whole-board state where every object exists: position is slot.
            Some((i, _)) if *i == at => Some(at),
            _ => self.slots.binary_search_by_key(&at, |(i, _)| *i).ok(),
        }
    }

    /// The characteristics of the object at board position `at`, if kept.
    pub fn get_at(&self, at: usize) -> Option<&Chars> {
        self.slot(at).map(|k| &*self.slots[k].1)
    }

    /// The characteristics of `id`, if kept.
    pub fn get(&self, id: &ObjectId) -> Option<&Chars> {
        self.get_at(self.index.get(id)?)
    }

    /// The characteristics of `id`, to change, if kept: copied first if they are shared.
    pub fn get_mut(&mut self, id: &ObjectId) -> Option<&mut Chars> {
        let k = self.slot(self.index.get(id)?)?;
        Some(Arc::make_mut(&mut self.slots[k].1))
    }

    /// The characteristics of `id`, shared, if kept.
    pub fn get_shared(&self, id: &ObjectId) -> Option<&Arc<Chars>> {
        let k = self.slot(self.index.get(id)?)?;
        Some(&self.slots[k].1)
    }

    /// Whether `id`'s characteristics are kept.
    pub fn contains_key(&self, id: &ObjectId) -> bool {
        self.index.get(id).is_some_and(|at| self.slot(at).is_some())
    }

    /// Keeps the characteristics of the object at board position `at`, which comes after every
    /// position kept so far.
    pub fn push(&mut self, at: usize, c: Arc<Chars>) {
        debug_assert!(self.slots.last().is_none_or(|(i, _)| *i < at));
        self.slots.push((at, c));
    }

    /// The characteristics kept, by board position, in board order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, &Chars)> {
        self.slots.iter().map(|(i, c)| (*i, &**c))
    }

    /// How many objects' characteristics are kept.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// The characteristics kept, by position, without the index.
    pub fn into_slots(self) -> Vec<(usize, Arc<Chars>)> {
        self.slots
    }
}

/// Copiable values by (evaluation limit, object's index on the board, read for a copy).
pub(crate) type CopiableMemo = FxHashMap<(Option<u64>, usize, bool), Arc<Chars>>;

/// The whole evaluation as of a timestamp (copiable values, then the layers), of every object
/// or only of the objects in the given set. It is given to [`Ctx::new`] by the evaluation's
/// entry point, because computing copiable values may need it at an earlier timestamp
/// (CR 612.2a) and this file sits below the layers.
pub(crate) type Pipeline = for<'c, 'm> fn(
    &'c Ctx<'m>,
    Option<u64>,
    Option<&FxHashSet<ObjectId>>,
) -> Result<State<'m>, EvalError>;

/// A token definition read from a list of abilities (see [`Ctx::token_defs`]).
pub(crate) type TokenDefs = FxHashMap<
    (usize, Option<usize>),
    (Abilities, Option<(usize, std::sync::Arc<TokenDefinition>)>),
>;

/// A memoized evaluation: as of a timestamp (`None`: now), of every object (`None`) or of the
/// objects one object's characteristics depend on (`Some(root)`).
type MemoKey = (Option<u64>, Option<ObjectId>);

/// The indices of the effects that can change each object: those it is affected by, and a name
/// sticker's on every object its object became (the sticker stays on it, CR 123.5; layer 3
/// follows the same [`Board::became`] chain, as far as the zones stay public).
fn effects_touching(board: &Board) -> FxHashMap<&ObjectId, Vec<usize>> {
    let mut out: FxHashMap<&ObjectId, Vec<usize>> = FxHashMap::default();
    for (i, e) in board.effects.iter().enumerate() {
        let mut touched: Vec<&ObjectId> = e.kind.affected().into_iter().collect();
        if let EffectKind::NameSticker { object, .. } = &e.kind {
            touched.extend(board.became(object).into_iter().map(|n| &n.id));
        }
        for id in touched {
            let v = out.entry(id).or_default();
            if v.last() != Some(&i) {
                v.push(i);
            }
        }
    }
    out
}

/// The copy effects on each object: (the object's board position, the effect's index), in
/// that order, so an object's are together and in board order.
fn copy_effects(board: &Board, index: &Index<'_>) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = (board.effects.iter().enumerate())
        .filter_map(|(i, e)| match &e.kind {
            EffectKind::Copy { object, .. } => Some((index.get(object)?, i)),
            _ => None,
        })
        .collect();
    out.sort_unstable();
    out
}

/// Evaluation context: the board, and memoized evaluations "as of" each timestamp.
pub(crate) struct Ctx<'m> {
    pub model: &'m Model,
    pub board: &'m Board,
    /// Each object's index on the board, shared with every [`State`] of the evaluation.
    index: Index<'m>,
    pipeline: Pipeline,
    /// Shared, not copied: a board of many tokens from one creator reads one evaluation per
    /// creation time, and copying each on every read made that cubic.
    memo: RefCell<FxHashMap<MemoKey, Rc<State<'m>>>>,
    busy: RefCell<FxHashSet<MemoKey>>,
    /// Copiable values already computed, by (evaluation limit, object, read for a copy): they
    /// depend on nothing else, so every `Copiable` of this context shares them (a chain of copy
    /// effects reads each link once, not once per later link).
    pub copiable: RefCell<CopiableMemo>,
    /// The copy effects on each object by board position (see [`copy_effects`]), so layer 1a
    /// doesn't scan every effect for every object, nor hash its id.
    copy_effects: Vec<(usize, usize)>,
    /// Token definitions already read, by the address of the abilities they were read from and
    /// the ability asked for: each token of a creator reads the same list (often the Oracle
    /// face's own, shared), and parsing it was a seventh of evaluating a board. The list is
    /// kept here beside its definition, so its address can't be reused while cached.
    pub token_defs: RefCell<TokenDefs>,
    /// The indices of the effects that can change each object (see [`effects_touching`]),
    /// built when a token first reads its creator.
    touching: std::cell::OnceCell<FxHashMap<&'m ObjectId, Vec<usize>>>,
}

impl<'m> Ctx<'m> {
    /// A context for evaluating `board` with `pipeline`, or the error that makes the board
    /// one the layers can't evaluate: two objects with one id, or an effect naming an object
    /// that isn't on the board.
    pub fn new(model: &'m Model, board: &'m Board, pipeline: Pipeline) -> Result<Self, EvalError> {
        let index =
            Index::of_unique(&board.objects).map_err(|id| EvalError::DuplicateId(id.0.clone()))?;
        for e in &board.effects {
            for id in e.kind.affected().into_iter().chain(e.kind.reads()) {
                if !index.contains(id) {
                    return Err(EvalError::UnknownObject(id.0.clone()));
                }
            }
        }
        let copy_effects = copy_effects(board, &index);
        Ok(Ctx {
            model,
            board,
            index,
            pipeline,
            memo: RefCell::new(FxHashMap::default()),
            busy: RefCell::new(FxHashSet::default()),
            copiable: RefCell::new(FxHashMap::default()),
            copy_effects,
            token_defs: RefCell::new(FxHashMap::default()),
            touching: std::cell::OnceCell::new(),
        })
    }

    /// The copy effects on the object at board position `at` (CR 707.2), in board order.
    pub fn copy_effects_at(&self, at: usize) -> impl Iterator<Item = &'m Effect> + '_ {
        let board = self.board;
        let from = self.copy_effects.partition_point(|&(o, _)| o < at);
        (self.copy_effects[from..].iter())
            .take_while(move |&&(o, _)| o == at)
            .map(move |&(_, i)| &board.effects[i])
    }

    /// The object's index on the board.
    pub fn index_of(&self, id: &ObjectId) -> Result<usize, EvalError> {
        self.index
            .get(id)
            .ok_or_else(|| EvalError::UnknownObject(id.0.clone()))
    }

    pub fn object(&self, id: &ObjectId) -> Result<&'m Object, EvalError> {
        self.index
            .get(id)
            .map(|i| &self.board.objects[i])
            .ok_or_else(|| EvalError::UnknownObject(id.0.clone()))
    }

    /// The positions on the board of the objects of `only`, in board order.
    pub fn positions_of(&self, only: &FxHashSet<ObjectId>) -> Vec<usize> {
        let mut at: Vec<usize> = only.iter().filter_map(|id| self.index.get(id)).collect();
        at.sort_unstable();
        at
    }

    /// An empty state of this evaluation, with room for `capacity` objects.
    pub fn state(&self, capacity: usize) -> State<'m> {
        State::new(self.index.clone(), capacity)
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
                | ObjectKind::SpellCopy { of, .. } => match self.object(of) {
                    Ok(next) => cur = next,
                    Err(_) => return false,
                },
                _ => return true,
            }
        }
        false // a copy chain that loops; evaluation reports it as a cycle
    }

    /// Every existing object's characteristics as of `limit` (all effects when `None`).
    pub fn at(&self, limit: Option<u64>) -> Result<Rc<State<'m>>, EvalError> {
        self.memoized((limit, None), || (self.pipeline)(self, limit, None))
    }

    /// The characteristics as of `limit` of `root` and of the objects they depend on, and of
    /// no other object: enough to read `root`, at a cost that doesn't grow with the board.
    ///
    /// A token created by an ability reads its creator as of its creation (CR 612.2a); a board
    /// of many tokens from one creator has as many creation times, and a whole evaluation for
    /// each made that quadratic in the number of tokens. It also means that a problem as of
    /// that time in an object the creator doesn't depend on (an ability granted from an object
    /// that doesn't have it yet, say) no longer makes the whole evaluation an error: the token
    /// never reads that object.
    pub fn at_for(&self, limit: Option<u64>, root: &ObjectId) -> Result<Rc<State<'m>>, EvalError> {
        self.memoized((limit, Some(root.clone())), || {
            let only = self.depended_on(root, limit);
            (self.pipeline)(self, limit, Some(&only))
        })
    }

    /// Whether nothing but `root`'s own copiable values decides its characteristics as of
    /// `limit`: no effect in force then can change it, and it isn't a copy made at its
    /// creation. [`Ctx::depended_on`] is then `root` alone, and its evaluation as of `limit`
    /// ([`Ctx::at_for`]) is `root`'s copiable values as of `limit`, if it exists then: no layer
    /// applies an effect to it.
    pub fn depends_on_nothing(&self, root: &ObjectId, limit: Option<u64>) -> bool {
        let Ok(o) = self.object(root) else {
            return false;
        };
        if matches!(
            &o.kind,
            ObjectKind::SpellCopy { .. }
                | ObjectKind::Token {
                    source: TokenSource::CopyOf { .. },
                }
        ) {
            return false;
        }
        let touching = self.touching.get_or_init(|| effects_touching(self.board));
        (touching.get(root).into_iter().flatten())
            .all(|&i| !Self::in_force(limit, self.board.effects[i].order_timestamp()))
    }

    /// `root` and every object whose characteristics can change `root`'s as of `limit`: the
    /// closure of "an effect in force that can change an object in the set brings in every
    /// object it changes and every object it reads", and of "a copy made at its creation (a
    /// token copy, a spell copy) brings in its original" (whose evaluated state the
    /// Layer3NamesCopied mutant reads; the model itself reads only its copiable values, which
    /// don't depend on the set). That is all a layer needs: an effect is applied only if all it
    /// changes exists (layer 3), it reads only the objects named in it, and layer 3's
    /// dependency order between two effects in the set never depends on an effect outside it
    /// (CR 613.8a: a dependency needs one to change what the other reads or changes).
    fn depended_on(&self, root: &ObjectId, limit: Option<u64>) -> FxHashSet<ObjectId> {
        let mut seen: FxHashSet<ObjectId> = FxHashSet::default();
        seen.insert(root.clone());
        let mut todo = vec![root.clone()];
        while let Some(id) = todo.pop() {
            if let Ok(o) = self.object(&id) {
                if let ObjectKind::SpellCopy { of, .. }
                | ObjectKind::Token {
                    source: TokenSource::CopyOf { of, .. },
                } = &o.kind
                {
                    if seen.insert(of.clone()) {
                        todo.push(of.clone());
                    }
                }
            }
            let touching = self.touching.get_or_init(|| effects_touching(self.board));
            for &i in touching.get(&id).into_iter().flatten() {
                let e = &self.board.effects[i];
                if !Self::in_force(limit, e.order_timestamp()) {
                    continue;
                }
                for other in e.kind.affected().into_iter().chain(e.kind.reads()) {
                    if seen.insert(other.clone()) {
                        todo.push(other.clone());
                    }
                }
            }
        }
        seen
    }

    /// The evaluation under `key`, computed by `run` once (evaluations as of now, which are
    /// read once, are not kept).
    fn memoized(
        &self,
        key: MemoKey,
        run: impl FnOnce() -> Result<State<'m>, EvalError>,
    ) -> Result<Rc<State<'m>>, EvalError> {
        if let Some(m) = self.memo.borrow().get(&key) {
            return Ok(Rc::clone(m));
        }
        if !self.busy.borrow_mut().insert(key.clone()) {
            return Err(EvalError::Cycle(format!(
                "evaluation as of timestamp {:?} (a token's creation depends on itself)",
                key.0
            )));
        }
        let r = run();
        self.busy.borrow_mut().remove(&key);
        let state = Rc::new(r?);
        if key.0.is_some() {
            self.memo.borrow_mut().insert(key, Rc::clone(&state));
        }
        Ok(state)
    }
}
