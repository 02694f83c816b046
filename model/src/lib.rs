//! # truename-model
//!
//! An executable reference model of the Magic: The Gathering Comprehensive Rules on card names
//! (CR 201) and text-changing effects (CR 612), with the parts of 108, 111, 400.7, 613, 707,
//! 708–713, 715 and 903.4e that names depend on. Every answer comes with an
//! [`Explanation`] listing the rules it used, and with the [`Provenance`] of the rules
//! revision and Oracle snapshot it follows.
//!
//! ## Layout
//! Modules, bottom first. Each imports only from modules above it in this list, so there is
//! no import cycle (`conformance/tools/check_cycles.py model` checks it); data flows from the leaves up.
//! - [`ids`]: the bottom — [`ObjectId`](ids::ObjectId), [`AbilityRef`](ids::AbilityRef) and
//!   [`Name`](ids::Name), the plain identifiers every other module shares. No imports.
//! - [`hash`]: a fast deterministic hasher for the model's maps. No imports.
//! - [`colors`]: the five colors as a set, read from mana costs, color indicators and token
//!   definitions (CR 105, 202.2). No imports.
//! - [`revision`]: the pinned rules revision ([`CR_REVISION`]) and Oracle snapshot.
//! - [`rule`]: [`Rule`], a rule number checked against the table of that revision's numbers
//!   (`model/data/cr-2025-06-FIN.rules`). Inside the crate, `cr!("201.2a")` checks the number
//!   at compile time, so a typo in a cited rule doesn't build.
//! - [`explain`]: [`Explanation`]s, whose steps carry [`Rule`]s.
//! - [`text`]: rules text as segments whose words know their role (CR 612.2), type lines and
//!   token definitions.
//! - [`effects`]: continuous effects with timestamps, each in its [`Layer`](effects::Layer)
//!   (CR 613.1).
//! - [`board`]: objects (zone, status, identity across zone changes per 400.7) and the effects
//!   in force.
//! - [`oracle`]: the Oracle card reference (CR 108.1), loaded from MTGJSON's AtomicCards shape,
//!   with the one documented [name normalization](oracle::normalize) rule; it also reads each
//!   card's Oracle text into [`text`] segments.
//! - [`names`]: names as sets, including Spy Kit's "all names of nonlegendary creature cards"
//!   kept symbolic (CR 612.7), compared through the Oracle's name groups.
//! - `quirks` (only with the `mutants` feature): single deliberate bugs.
//! - [`model`]: [`Model`], an Oracle plus (in a `mutants` build) the quirks switched on.
//! - [`eval`]: applies the layers (CR 613) to compute every object's names, type line and
//!   abilities: [`Model::evaluate`] gives an [`Evaluated`] board.
//! - [`query`]: the questions, on [`Evaluated`] and [`Model`]: `names`, `same_name` (201.2a),
//!   `different_names` (201.2b), `different_name_from` (201.2c),
//!   `n_or_more_different_names` (201.2b, exact set packing), `is_named`,
//!   `reference_target` (201.5, 201.5a–c), `text`, `type_line`, `castable_with_chosen`
//!   (601.3e), `colors` (105.2, 202.2), `is_token` (111.1, 728.2d); on the model: `choose_card_name` (201.4, 201.4a–g, 108.2b), `deck_copies`
//!   (201.3b), `color_identity` (903.4e).
//!
//! This file only declares the modules and re-exports the main types; nothing inside the
//! crate imports from it.
//!
//! ## The `mutants` feature
//! Off by default. With it, the `quirks` module defines `Quirk`, single deliberate bugs, and
//! [`Model`] gains `with_quirk`, `has` and `quirks`: the conformance suite runs every
//! single-quirk model to prove it catches each bug class. Without it the crate has no `Quirk`
//! type and no deliberate bug: every branch that implements one is
//! `#[cfg(feature = "mutants")]`.
//!
//! ## Rule numbers
//! [`Rule::new`] (and [`str::parse`]) accept only numbers that exist in [`CR_REVISION`] and
//! otherwise return an [`UnknownRule`] naming the nearest existing number. The table is taken
//! from the Comprehensive Rules effective June 6, 2025 (see [`rule`] for its source).
//!
//! ## Example
//! ```
//! use truename_model::{Model, board::{Board, Object, Zone, Status}};
//! let model = Model::embedded();
//! let mut board = Board::default();
//! board.objects.push(Object::card("a", "Grizzly Bears", Zone::Battlefield));
//! let face_down = Status { face_down: true, ..Status::default() };
//! board.objects.push(Object::card("b", "Grizzly Bears", Zone::Battlefield).with_status(face_down));
//! let ev = model.evaluate(&board).unwrap();
//! // CR 201.2a: a face-down permanent has no name, so it shares a name with nothing.
//! assert!(!ev.same_name(&"a".into(), &"b".into()).unwrap().value);
//! ```

#![deny(missing_docs)]

pub mod board;
pub mod colors;
pub mod effects;
pub mod eval;
pub mod explain;
pub mod hash;
pub mod ids;
mod memo;
pub mod model;
pub mod names;
pub mod oracle;
pub mod query;
#[cfg(feature = "mutants")]
pub mod quirks;
pub mod revision;
pub mod rule;
pub mod text;

pub use eval::{EvalError, Evaluated, KeptChars};
pub use explain::{Explained, Explanation};
pub use model::{Model, EMBEDDED_CARDS, EMBEDDED_NAMES};
pub use revision::{Provenance, CR_REVISION, ORACLE_SNAPSHOT};
pub use rule::{list::BadRuleList, Rule, RuleOrder, RulePosition, UnknownRule};
