//! Rules text as the model reads it: abilities made of segments, each word knowing its role.
//!
//! CR 612.2: a text-changing effect changes only words used in the right way — a color word
//! used as a color word, a land type used as a land type, a creature type used as a creature
//! type — and never a name. So rules text is kept as [`Seg`]ments: plain text, [`Seg::Typed`]
//! words with a [`Role`], and references by name ([`Seg::SelfRef`], [`Seg::Named`],
//! [`Seg::SourceRef`]) which no word swap can touch.
//!
//! Files, bottom first: `words` (roles and word lists), `seg` (segments, abilities, one-word
//! classification), `type_line`, `token_def` (what a token-creating ability says the token
//! is). Reading a card's Oracle text into segments needs the Oracle's card names, so it lives
//! in [`oracle`](crate::oracle) (`oracle::read`), above this module.

mod seg;
mod token_def;
mod type_line;
mod words;

pub use seg::{classify, swap_in, Ability, Origin, RefForm, Seg};
pub use token_def::{
    parse_token_definition, quoted_passages as quoted_passages_of, TokenDefinition,
};
pub use type_line::TypeLine;
pub use words::{canonical_word, is_role_word, Role};
