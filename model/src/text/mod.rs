//! Rules text as the model reads it: abilities made of segments, each word knowing its role.
//!
//! CR 612.2: a text-changing effect changes only words used in the right way — a color word
//! used as a color word, a land type used as a land type, a creature type used as a creature
//! type — and never a name. So rules text is kept as [`Seg`]ments: plain text, [`Seg::Typed`]
//! words with a [`Role`], and references by name ([`Seg::SelfRef`], [`Seg::Named`],
//! [`Seg::SourceRef`]) which no word swap can touch.
//!
//! Files, bottom first: `words` (roles, word lists, plurals), `keywords` (CR 702 keywords,
//! activated keywords, reminder text), `seg` (segments, abilities, one-word classification),
//! `cda` (characteristic-defining abilities, CR 604.3),
//! `type_line` (types, and adding, removing and setting them), `token_def` (what a
//! token-creating ability says the token is), `grant` (what an "equipped creature has ..."
//! ability grants). Reading a card's Oracle text into segments needs the Oracle's card names, so it lives
//! in [`oracle`](crate::oracle) (`oracle::read`), above this module.

mod cda;
mod grant;
mod keywords;
mod seg;
mod token_def;
mod type_line;
mod words;

pub use cda::defines_power_toughness;
pub use grant::{copy_exception_abilities, granted_abilities};
pub use keywords::{activated_keyword, keyword_at, keyword_table, strip_reminder};
pub use seg::{classify, swap_in, Abilities, Ability, Origin, RefForm, Seg};
pub(crate) use token_def::subtype_token_name;
pub use token_def::{
    parse_token_definition, quoted_passages as quoted_passages_of, TokenDefinition, TokenParts,
};
pub use type_line::{type_word, TypeLine, TypeWord, CARD_TYPES, SUPERTYPES};
pub use words::{canonical_word, is_role_word, plural_of, singular_of, Role};
