// SPDX-License-Identifier: AGPL-3.0-or-later
//! Card data for manabrew, which ships none: Forge-format card scripts, one per card of the
//! truename Oracle subset that the engine's script language can express.
//!
//! A script is assembled from two parts:
//! - its **header** (`Name`, `ManaCost`, `Colors`, `Types`, `PT`, `Oracle`, per face), generated
//!   from the Oracle facts of `corpus/oracle/AtomicCards.subset.json` ([`oracle`]);
//! - its **abilities** (`K:`, `A:`, `T:`, `S:`, `R:`, `SVar:` lines, `AlternateMode`,
//!   `MeldPair`), written for this adapter from each card's Oracle text in the grammar
//!   manabrew's own parser reads (`forge_carddb::parser`, the `parsing::keys` table, and each
//!   effect's parameters in `manabrew_engine::ability::effects`) ([`abilities`]).
//!
//! No script was copied from Forge. Cards whose abilities have no expression in the engine's
//! grammar are listed in [`abilities::UNSUPPORTED`] with the reason, and every question about a
//! board holding one is answered `unsupported: card ...`.

pub mod abilities;
pub mod oracle;
pub mod tokens;

pub use oracle::{script_key, scripts, Scripts};
