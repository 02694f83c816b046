//! Boards the model cannot evaluate.

use thiserror::Error;

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
    /// A copy exception's ability says the copy has no quoted ability or keyword.
    #[error("object {object}: ability #{index} gives no ability in quotes or keyword to a copy")]
    NoQuotedAbility {
        /// The object.
        object: String,
        /// The ability's index.
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
    /// The exact answer needs more search than the model allows (CR 201.2b packing with many
    /// objects having three or more names, or many stickered "all names" objects): reported
    /// instead of a guess.
    #[error("too large to decide exactly: {0}")]
    TooLarge(String),
    /// Two objects share an id.
    #[error("two objects have the id {0:?}")]
    DuplicateId(String),
}
