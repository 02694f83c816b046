//! Evaluating a board: each object's names, type line and abilities after every continuous
//! effect, applied in layer order (CR 613).
//!
//! - copiable values (`copiable`): printed characteristics for the object's zone and face
//!   state (`base`), then copy effects in layer 1a (CR 707, including exceptions, 707.9),
//!   then face-down characteristics in layer 1b (CR 708.2);
//!   Merged permanents (`merge`, CR 728.2a), copy exceptions (`except`, CR 707.9) and tokens
//!   (`tokens`, CR 111.4) are parts of the copiable values; `refs` rewrites references by name
//!   in abilities that move between objects (CR 201.5a–b);
//! - layer 3 (`layer3`): text-changing effects, in dependency order then timestamp order
//!   (CR 613.8, 613.7);
//! - layer 4 (`layer4`): type-changing effects (CR 613.1d);
//! - layer 6 (`layer6`): abilities gained, granted or lost (CR 201.5a, 201.5b, 612.3);
//! - layer 7b (`layer7`): base power and toughness set (CR 613.4b).
//!
//! A token created by an ability reads that ability's text as it was just before the token's
//! creation (CR 612.2a), so [`Evaluated`] evaluates the board "as of" a timestamp, recursively,
//! and only for the creator and the objects its characteristics depend on (so many tokens from
//! one creator cost linear time): the context (`ctx`) memoizes those evaluations and runs this
//! module's pipeline, which it is given, so every file here imports downward only (`chars`,
//! `error` < `ctx` < `refs` < `base` < `copiable` < `tokens`, `except`, `merge` < `layer3`,
//! `layer4`, `layer6`, `layer7` < this file).

mod base;
mod chars;
mod copiable;
mod ctx;
mod dependency;
mod error;
mod except;
mod index;
mod layer3;
mod layer4;
mod layer6;
mod layer7;
mod merge;
mod refs;
mod tokens;

pub use chars::Chars;
pub use error::EvalError;

use crate::board::{Board, Object};
use crate::hash::{FxHashMap, FxHashSet};
use crate::ids::ObjectId;
use crate::model::Model;
use copiable::Copiable;
use ctx::{Ctx, State};
use index::Index;

/// A board with every object's characteristics computed.
pub struct Evaluated<'m> {
    pub(crate) model: &'m Model,
    pub(crate) board: &'m Board,
    /// Every existing object's characteristics, by position on the board.
    chars: State<'m>,
    /// What explanations recorded when it was made (see [`Evaluated::recording`]).
    recording: crate::explain::Recording,
}

/// Every existing object's characteristics from an evaluation, kept without a borrow of its
/// board ([`Evaluated::into_chars`]), to be read again with [`Evaluated::from_chars`].
#[derive(Clone, Default)]
pub struct KeptChars(Vec<(usize, std::sync::Arc<Chars>)>);

impl Model {
    /// Evaluates a board: every object's characteristics after every effect.
    pub fn evaluate<'m>(&'m self, board: &'m Board) -> Result<Evaluated<'m>, EvalError> {
        Evaluated::new(self, board)
    }

    /// Every object's characteristics as they were just before timestamp `limit`: only the
    /// effects with earlier timestamps, and only the objects that existed then (the "as of"
    /// of CR 612.2a, which a token created by an ability reads its creator's text with).
    pub fn evaluate_as_of(
        &self,
        board: &Board,
        limit: u64,
    ) -> Result<FxHashMap<ObjectId, Chars>, EvalError> {
        let state = Ctx::new(self, board, characteristics_at)?.at(Some(limit))?;
        Ok(state
            .iter()
            .map(|(at, c)| (board.objects[at].id.clone(), c.clone()))
            .collect())
    }

    /// `root`'s characteristics just before timestamp `limit` (`None` if it didn't exist), from
    /// an evaluation of only the objects they depend on: how the model reads a token's creator
    /// (CR 612.2a). It must agree with [`Model::evaluate_as_of`]; public so tests can check that.
    #[doc(hidden)]
    pub fn evaluate_one_as_of(
        &self,
        board: &Board,
        limit: u64,
        root: &ObjectId,
    ) -> Result<Option<Chars>, EvalError> {
        let ctx = Ctx::new(self, board, characteristics_at)?;
        ctx.object(root)?;
        Ok(ctx.at_for(Some(limit), root)?.get(root).cloned())
    }
}

impl<'m> Evaluated<'m> {
    /// Evaluates `board` with all effects applied.
    pub fn new(model: &'m Model, board: &'m Board) -> Result<Evaluated<'m>, EvalError> {
        let chars = Ctx::new(model, board, characteristics_at)?.at(None)?;
        // The evaluation as of now is never memoized, so this is its only holder.
        let chars = std::rc::Rc::try_unwrap(chars).unwrap_or_else(|rc| (*rc).clone());
        Ok(Evaluated {
            model,
            board,
            chars,
            recording: crate::explain::recording(),
        })
    }

    /// Whether it was made with explanations on. One made inside
    /// [`explain::without`](crate::explain::without) has the same characteristics and gives
    /// the same answers, but every object's [`Chars::why`] is empty, and so is the part of
    /// each answer's explanation that comes from the characteristics: only an evaluation for
    /// which this is `true` explains its answers.
    pub fn explained(&self) -> bool {
        self.recording == crate::explain::Recording::Full
    }

    /// What explanations recorded when it was made: [`Recording::Full`] is
    /// [explained](Evaluated::explained); one made in
    /// [`explain::rules_only`](crate::explain::rules_only) has every rule of its
    /// characteristics' explanations, with empty notes; one made
    /// [`without`](crate::explain::without) has none.
    ///
    /// [`Recording::Full`]: crate::explain::Recording::Full
    pub fn recording(&self) -> crate::explain::Recording {
        self.recording
    }

    /// `board` evaluated by `model` again, from the characteristics an earlier evaluation of
    /// the same board by the same model gave ([`Evaluated::into_chars`]): a caller that asks
    /// about one board at several times keeps those, not a borrow of the board. Characteristics
    /// of another board or model give that board's or model's answers, not this one's. Its
    /// [`recording`](Evaluated::recording) is what explanations record now: characteristics
    /// kept from an evaluation that recorded less (`without` or `rules_only`) belong in one
    /// made in that mode again ([`explain::without`](crate::explain::without),
    /// [`explain::rules_only`](crate::explain::rules_only)), or in one that records less.
    pub fn from_chars(model: &'m Model, board: &'m Board, chars: KeptChars) -> Evaluated<'m> {
        Evaluated {
            model,
            board,
            chars: State::from_slots(Index::of(&board.objects), chars.0),
            recording: crate::explain::recording(),
        }
    }

    /// Every object's characteristics, for [`Evaluated::from_chars`].
    pub fn into_chars(self) -> KeptChars {
        KeptChars(self.chars.into_slots())
    }

    /// The characteristics of an object.
    pub fn chars(&self, id: &ObjectId) -> Result<&Chars, EvalError> {
        self.chars
            .get(id)
            .ok_or_else(|| EvalError::UnknownObject(id.0.clone()))
    }

    /// Every existing object with its characteristics, in board order.
    pub fn all_chars(&self) -> impl Iterator<Item = (&'m ObjectId, &Chars)> {
        let board = self.board;
        // `filter_map`: characteristics kept from another board ([`Evaluated::from_chars`])
        // may name positions this board doesn't have.
        (self.chars.iter()).filter_map(move |(at, c)| Some((&board.objects.get(at)?.id, c)))
    }

    /// How many objects exist (have characteristics).
    pub fn len(&self) -> usize {
        self.chars.len()
    }

    /// Whether no object exists.
    pub fn is_empty(&self) -> bool {
        self.chars.len() == 0
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

/// The pipeline: every object existing as of `limit` (of those in `only`, if given) with its
/// copiable values (layers 1a and 1b), then layers 3, 4, 6 and 7b (CR 613.1).
fn characteristics_at<'m>(
    ctx: &Ctx<'m>,
    limit: Option<u64>,
    only: Option<&FxHashSet<ObjectId>>,
) -> Result<State<'m>, EvalError> {
    let mut copiable = Copiable::new(ctx, limit);
    // A restricted evaluation visits only its objects: visiting the board to filter would
    // make many tokens from one creator quadratic again.
    let positions: Vec<usize> = match only {
        Some(only) => ctx.positions_of(only),
        None => (0..ctx.board.objects.len()).collect(),
    };
    let mut state = ctx.state(positions.len());
    for at in positions {
        let o: &Object = &ctx.board.objects[at];
        if ctx.exists(o, limit) {
            state.push(at, copiable.get_at(at, false)?);
        }
    }
    layer3::apply(ctx, limit, &mut state);
    layer4::apply(ctx, limit, &mut state);
    layer6::apply(ctx, limit, &mut state)?;
    layer7::apply(ctx, limit, &mut state);
    Ok(state)
}
