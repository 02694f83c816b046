// SPDX-License-Identifier: AGPL-3.0-or-later
//! The abilities of each card, written for this adapter from the card's Oracle text (the
//! header lines come from the Oracle subset, see [`super::oracle`]). One entry per Oracle
//! subset key; `faces[i]` holds the ability lines of face `i` (side a, b), `mode` the
//! `AlternateMode` of a multi-faced card, `extra` lines that belong to the whole card.
//!
//! The grammar is manabrew's (Forge's script format as the engine reads it): `K:` keywords,
//! `A:` spells and activated abilities (`SP$`/`AB$`), `T:` triggers, `S:` static abilities,
//! `R:` replacement effects and `SVar:` sub-abilities, with the parameter names of
//! `manabrew_engine::parsing::keys`. Where the engine's effects take a parameter for a rule
//! the card states (`AddNames$`, `SetName$`, `ChangeTypeWord$` ...), the script states it
//! even when the engine then ignores it: the adapter reports what the engine does with the
//! card as printed, not a card trimmed to what the engine implements.
//!
//! The table is split by what the cards do: [`multi_faced`], [`tokens`], [`names_and_text`],
//! [`plain`]; [`unsupported`] lists the cards with no script.

mod entry;
pub mod multi_faced;
pub mod names_and_text;
pub mod plain;
pub mod tokens;
mod unsupported;

pub use entry::Abilities;
pub use unsupported::UNSUPPORTED;

/// Every scripted card, group by group.
pub fn all() -> impl Iterator<Item = &'static Abilities> {
    [
        multi_faced::CARDS,
        tokens::CARDS,
        names_and_text::CARDS,
        plain::CARDS,
    ]
    .into_iter()
    .flatten()
}
