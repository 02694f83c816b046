//! Pinned references: which rules revision and which Oracle snapshot the model follows.
//!
//! Rule numbers move between Comprehensive Rules revisions, so every answer the model gives
//! carries a [`Provenance`] naming both. Case files (in `conformance`) state the revision they
//! were written against and are refused when it differs from [`CR_REVISION`].

use serde::{Deserialize, Serialize};

/// The Comprehensive Rules revision whose text the model encodes.
///
/// The texts used are the ones in `shared/rules/` (CR 201, 612, 108, 201.4f/715/903.4e). Their
/// CR 201, 612, 715 and 903.4e match word for word `MagicCompRules 20250606.txt`, whose header
/// reads "These rules are effective as of June 6, 2025": the Final Fantasy update (meld in 712,
/// 713 Substitute Cards, Omen cards in 720, no Station cards yet), which already has
/// interchangeable names (201.3, 201.4g) and adventurer cards (715). Their CR 108 excerpt is
/// older (it still has a rule "108.2c"). The table of this revision's rule numbers, which
/// [`Rule`](crate::rule::Rule) checks against, is taken from that June 6 text (see
/// [`rule`](crate::rule)); the identifier names the update, not a day.
/// Rules the model relies on but that are not in `shared/rules/` (400.7, 406.3a, 613, 707,
/// 708–715) are cited from that revision's public text as quoted in `corpus/oracle/SOURCES.md`.
/// The identifier below is what case files must state.
pub const CR_REVISION: &str = "2025-06-FIN";

/// The Oracle snapshot the embedded card subset (`corpus/oracle/`) was taken from.
pub const ORACLE_SNAPSHOT: &str = "truename-subset-2026-07-03";

/// Where an answer's rules and data come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Provenance {
    /// Comprehensive Rules revision (see [`CR_REVISION`]).
    pub cr_revision: String,
    /// Oracle snapshot identifier of the card reference used.
    pub oracle_snapshot: String,
}

impl Provenance {
    /// Provenance for the given Oracle snapshot under the model's rules revision.
    pub fn new(oracle_snapshot: &str) -> Self {
        Provenance {
            cr_revision: CR_REVISION.to_string(),
            oracle_snapshot: oracle_snapshot.to_string(),
        }
    }
}
