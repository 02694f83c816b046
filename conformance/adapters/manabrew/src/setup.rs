// SPDX-License-Identifier: AGPL-3.0-or-later
//! Process-wide engine setup, done once: the card archive built from this adapter's scripts
//! (`forge_cardset_archive::build_test_archive`), loaded as manabrew's card database
//! (`forge_carddb::CardDatabase::load_from_archive`, then `game::CardDatabaseRegistry::load`),
//! the creature types (`game::TypeRegistry::load`, from the suite's CR 205.3m list), and the
//! token templates every game registers (`GameLoop::register_token`).

use crate::cards::{self, tokens::TOKENS};
use forge_carddb::{CardDatabase, CardRules};
use manabrew_engine::card::CardInstance;
use manabrew_engine::game::{CardDatabaseRegistry, TypeRegistry};
use manabrew_engine::ids::PlayerId;
use std::sync::{Arc, OnceLock};

/// CR 205.3m's creature types, one per line after comment lines (the suite's data).
const CREATURE_TYPES: &str = include_str!("../../../../model/src/data/creature_types.txt");

/// What the engine was loaded with.
pub struct Setup {
    /// The card database (also registered process-wide with the engine).
    pub db: &'static CardDatabase,
    /// Token templates: script name → parsed token rules.
    pub tokens: Vec<(String, CardRules)>,
    /// Subset cards with no entry in this adapter's ability table.
    pub missing: Vec<String>,
    /// Archive keys and scripts (for the adapter's tests and `scripts` dumps).
    pub scripts: cards::Scripts,
    /// Every name of the Oracle subset (card keys and face names) → the card's key.
    pub card_of_name: std::collections::HashMap<String, String>,
}

static SETUP: OnceLock<Result<Setup, String>> = OnceLock::new();

/// The engine's card data, loaded on first use.
pub fn setup() -> Result<&'static Setup, String> {
    SETUP.get_or_init(load).as_ref().map_err(Clone::clone)
}

fn type_lists() -> String {
    let types: Vec<&str> = CREATURE_TYPES
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    format!("[CreatureTypes]\n{}\n", types.join("\n"))
}

fn load() -> Result<Setup, String> {
    let scripts = cards::scripts();
    let pairs: Vec<(&str, &str)> = scripts
        .cards
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let bytes = forge_cardset_archive::build_test_archive(&pairs);
    let bundle = CardDatabase::load_from_archive(&bytes)?;
    CardDatabaseRegistry::load(Arc::new(bundle.cards));
    TypeRegistry::load(&type_lists());
    let db = CardDatabaseRegistry::get().ok_or("manabrew's card registry did not load")?;
    let mut tokens = Vec::new();
    for (name, script) in TOKENS {
        let rules = forge_carddb::parse_card_script(script)
            .map_err(|e| format!("token script {name}: {e}"))?;
        tokens.push((name.to_string(), rules));
    }
    Ok(Setup {
        db,
        tokens,
        missing: scripts.missing.clone(),
        scripts,
        card_of_name: cards::oracle::names(),
    })
}

impl Setup {
    /// The rules of a card as the engine's database resolves the name (its own lookup:
    /// exact, accent-folded, flavor names, front face of `A // B`).
    pub fn rules(&self, name: &str) -> Option<&'static CardRules> {
        self.db.get_by_card_name(name)
    }

    /// The Oracle subset card that has this exact name (as its name or a face's), if any.
    pub fn subset_card(&self, name: &str) -> Option<&str> {
        self.card_of_name.get(name).map(String::as_str)
    }

    /// The Oracle subset card of a name said loosely: the same but for letter case, curly
    /// apostrophes and runs of spaces (only to answer `unsupported` for a card this adapter
    /// has no script for, never to answer a question).
    pub fn subset_card_loosely(&self, name: &str) -> Option<&str> {
        let loose = |s: &str| {
            s.replace('\u{2019}', "'")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase()
        };
        let want = loose(name);
        self.card_of_name
            .iter()
            .find(|(n, _)| loose(n) == want)
            .map(|(_, key)| key.as_str())
    }

    /// Token templates for a new game loop.
    pub fn register_tokens(&self, gl: &mut manabrew_engine::game_loop::GameLoop) {
        for (name, rules) in &self.tokens {
            gl.register_token(name.clone(), CardInstance::from_rules(rules, PlayerId(0)));
        }
    }
}
