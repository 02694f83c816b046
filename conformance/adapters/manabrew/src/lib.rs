// SPDX-License-Identifier: AGPL-3.0-or-later
//! # truename-manabrew
//!
//! The truename conformance suite (the Magic: The Gathering rules on card names, CR 201, and
//! text-changing effects, CR 612) run in process against **manabrew-engine** 0.13.1, a Rust
//! port of Forge: [`ManabrewEngine`] implements the suite's `Engine` trait. It is run three
//! ways: as this crate's own `cargo test` (one libtest-mimic trial per case,
//! `tests/truename.rs`), through its own `truename` command line (`manabrew-truename`, every
//! flag of `truename run` with `--engine manabrew`), and by `hunt` and a differential fuzz
//! target (`manabrew-truename hunt --engine manabrew`, `fuzz/`).
//!
//! Every answer is read from manabrew's own game state after its own actions and effects
//! ([`board`] builds the case's board with the engine's actions, [`probes`] reads the
//! answer); nothing here compares names. The card data is this adapter's own scripts,
//! written from Oracle facts in the engine's script format ([`cards`]).
//!
//! Licence: AGPL-3.0-or-later (it links manabrew-engine, which is AGPL-3.0-or-later).

#![deny(missing_docs)]

pub mod agent;
pub mod board;
pub mod cards;
pub mod effects;
pub mod probes;
/// The effect resolver driven with manabrew-engine's API only: the standalone repros' file
/// (`repro/src/resolve.rs`), included here by path so that both write it once while the
/// repros depend on nothing of this crate.
#[path = "../repro/src/resolve.rs"]
pub mod resolve;
pub mod setup;
pub mod table;

use std::panic::{catch_unwind, AssertUnwindSafe};
use truename_cases::{Capability as C, EngineInfo, Question, Reply, Scenario};
use truename_harness::engine::Engine;

/// The capabilities this adapter declares (README.md: how each is realized in manabrew, and
/// why the others are not declared).
pub const CAPABILITIES: &[C] = &[
    C::ObjectCard,
    C::ObjectToken,
    C::ObjectTokenCopy,
    C::ObjectSpellCopy,
    C::StatusFaceDown,
    C::StatusFlipped,
    C::StatusTransformed,
    C::StatusCastAs,
    C::StatusRoomDoors,
    C::LayoutSplit,
    C::LayoutFlip,
    C::LayoutTransform,
    C::LayoutModalDfc,
    C::LayoutAdventure,
    C::LayoutRoom,
    C::ZoneHand,
    C::ZoneLibrary,
    C::ZoneGraveyard,
    C::ZoneStack,
    C::ZoneExile,
    C::ZoneCommand,
    C::EffectCopy,
    C::EffectWordSwap,
    C::EffectAllNames,
    C::EffectSetName,
    C::QueryNames,
    C::QuerySameName,
    C::QueryDifferentNameFrom,
    C::QueryIsNamed,
    C::QueryChooseCardName,
    C::QueryCastable,
    C::QueryText,
    C::QueryTypeLine,
    C::QueryTokenName,
    C::QueryColorIdentity,
    C::QueryColors,
    C::QueryIsToken,
];

/// Stack size of the thread each question runs on.
const STACK: usize = 256 << 20;

fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "a panic".into())
}

/// The pinned engine version.
pub const MANABREW_VERSION: &str = "0.13.1";

/// manabrew-engine as a truename engine.
pub struct ManabrewEngine {
    info: EngineInfo,
}

impl Default for ManabrewEngine {
    fn default() -> Self {
        ManabrewEngine::new()
    }
}

impl ManabrewEngine {
    /// The engine (its card data is loaded once per process, on first use).
    pub fn new() -> ManabrewEngine {
        ManabrewEngine {
            info: EngineInfo {
                name: "manabrew".into(),
                version: MANABREW_VERSION.into(),
                capabilities: CAPABILITIES.iter().copied().collect(),
            },
        }
    }

    /// The reply to one question: a fresh game, the case's board, the probe, on a thread of
    /// its own with a large stack (the engine recurses deeply in a debug build, deeper than a
    /// test thread's default stack). A panic inside the engine is an error reply for that
    /// question, and the run goes on.
    pub fn reply(&self, scenario: &Scenario, q: &Question) -> Reply {
        let setup = match setup::setup() {
            Ok(s) => s,
            Err(e) => return Reply::Error(format!("manabrew card data did not load: {e}")),
        };
        let run = || match catch_unwind(AssertUnwindSafe(|| probes::reply(setup, scenario, q))) {
            Ok(r) => r,
            Err(p) => {
                // The board and question that made the engine panic, for its report.
                eprintln!(
                    "manabrew panicked on {}: scenario {} question {}",
                    scenario.id,
                    serde_json::to_string(scenario).unwrap_or_default(),
                    serde_json::to_string(q).unwrap_or_default()
                );
                Reply::Error(format!("manabrew panicked: {}", panic_message(&*p)))
            }
        };
        std::thread::scope(|s| {
            std::thread::Builder::new()
                .name("manabrew".into())
                .stack_size(STACK)
                .spawn_scoped(s, run)
                .map_err(|e| e.to_string())
                .and_then(|h| h.join().map_err(|p| panic_message(&*p)))
                .unwrap_or_else(|e| Reply::Error(format!("manabrew thread failed: {e}")))
        })
    }
}

impl Engine for ManabrewEngine {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn answer(&mut self, scenario: &Scenario, question: &Question) -> Reply {
        self.reply(scenario, question)
    }
}
