// SPDX-License-Identifier: AGPL-3.0-or-later
//! # manabrew-repro
//!
//! Standalone reproductions of manabrew-engine 0.13.1's divergences from the Magic: The
//! Gathering Comprehensive Rules (names, CR 201; face-down, split, flip and double-faced
//! cards; name-changing effects). One example per divergence (`examples/NN-slug.rs`); each
//! builds a two-player game with the engine's own API and the card scripts of [`cards`]
//! (written from Oracle facts for these repros, in the engine's script format), prints what
//! the engine did and what the rules say, and exits 1 while the bug is there, 0 once it is
//! fixed (2 when the setup itself fails).
//!
//! Nothing here depends on the truename suite or its adapter.

#![deny(missing_docs)]

pub mod cards;
pub mod recorder;
pub mod resolve;

use forge_foundation::{PhaseType, ZoneType};
use manabrew_engine::agent::{PassAgent, PlayCardMode, PlayOption, PlayerAgent};
use manabrew_engine::card::CardInstance;
use manabrew_engine::game::{CardDatabaseRegistry, GameState};
use manabrew_engine::game_loop::GameLoop;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::spellability::SpellAbility;
use recorder::{Recorder, Seen};
use std::cell::RefCell;
use std::process::ExitCode;
use std::rc::Rc;
use std::sync::Arc;

/// Player 1.
pub const P1: PlayerId = PlayerId(0);
/// Player 2.
pub const P2: PlayerId = PlayerId(1);

/// A fresh two-player game (player 1's first main phase) whose card database holds the
/// scripts of [`cards::SCRIPTS`] and whose game loop the token scripts of [`cards::TOKENS`], with players that pass and take the first option offered
/// (`manabrew_engine::agent::PassAgent`).
pub struct Table {
    /// The game.
    pub game: GameState,
    /// The game loop (trigger handler, mana pools, token templates).
    pub gl: GameLoop,
    /// The two players.
    pub agents: Vec<Box<dyn PlayerAgent>>,
}

impl Default for Table {
    fn default() -> Self {
        Table::new()
    }
}

impl Table {
    /// The game, after loading the card database (once per process).
    pub fn new() -> Table {
        // The archive is keyed by lower-case name (`name_lower`), in sorted order (the
        // database searches it by key).
        let mut scripts: Vec<(String, &str)> = cards::SCRIPTS
            .iter()
            .map(|(k, s)| (k.to_lowercase(), *s))
            .collect();
        scripts.sort();
        let scripts: Vec<(&str, &str)> = scripts.iter().map(|(k, s)| (k.as_str(), *s)).collect();
        let bytes = forge_cardset_archive::build_test_archive(&scripts);
        if CardDatabaseRegistry::get().is_none() {
            match forge_carddb::CardDatabase::load_from_archive(&bytes) {
                Ok(bundle) => CardDatabaseRegistry::load(Arc::new(bundle.cards)),
                Err(e) => setup_failed(&format!("the card database did not load: {e}")),
            }
        }
        let mut game = GameState::new(&["p1", "p2"], 20);
        game.turn.phase = PhaseType::Main1;
        game.turn.active_player = P1;
        game.turn.priority_player = P1;
        let mut gl = GameLoop::new(2);
        for (name, script) in cards::TOKENS {
            match forge_carddb::parse_card_script(script) {
                Ok(rules) => gl.register_token(*name, CardInstance::from_rules(&rules, P1)),
                Err(e) => setup_failed(&format!("token script {name}: {e}")),
            }
        }
        Table {
            game,
            gl,
            agents: vec![Box::new(PassAgent), Box::new(PassAgent)],
        }
    }

    /// A new card from the engine's database (`CardInstance::from_rules`), moved into `zone`
    /// with the engine's own zone change (`GameState::move_card_with_agents`).
    pub fn card(&mut self, name: &str, owner: PlayerId, zone: ZoneType) -> CardId {
        let Some(rules) = CardDatabaseRegistry::get().and_then(|db| db.get_by_card_name(name))
        else {
            setup_failed(&format!("{name} is not in the card database"));
        };
        let id = self
            .game
            .create_card(CardInstance::from_rules(rules, owner));
        self.game
            .move_card_with_agents(id, zone, owner, &mut self.agents);
        id
    }

    /// Whether card `a` has a name in common with card `b`, by the engine's own test
    /// (`Card::shares_name_with`; CR 201.2a).
    pub fn shares_name(&self, a: CardId, b: CardId) -> bool {
        self.game.card(a).shares_name_with(self.game.card(b))
    }

    /// Resolves ability text (`DB$ ...`) with `source` as its source through the engine's
    /// effect resolver (`ability::effects::resolve_effect`).
    pub fn resolve(&mut self, source: CardId, text: &str) {
        let controller = self.game.card(source).controller;
        let sa = SpellAbility::new_simple(Some(source), controller, text);
        self.resolve_sa(&sa);
    }

    /// Resolves a spell ability through the engine's effect resolver.
    pub fn resolve_sa(&mut self, sa: &SpellAbility) {
        resolve::resolve_spell_ability(&mut self.game, &mut self.gl, &mut self.agents, sa);
    }

    /// A token copy of `original` made by Cackling Counterpart's own `CopyPermanent` ability
    /// (the card in player 1's graveyard, its ability resolved by the engine with `original`
    /// as its target); the setup fails if no token enters the battlefield.
    pub fn token_copy_by_cackling_counterpart(&mut self, original: CardId) -> CardId {
        let cc = self.card("Cackling Counterpart", P1, ZoneType::Graveyard);
        let sa = resolve::first_ability_targeting(&self.game, cc, P1, original);
        let before = self.game.cards.len();
        self.resolve_sa(&sa);
        match self.game.cards[before..]
            .iter()
            .find(|c| c.is_token && c.zone == ZoneType::Battlefield)
        {
            Some(token) => token.id,
            None => setup_failed("Cackling Counterpart made no token"),
        }
    }

    /// Seats a [`Recorder`] as player 1 (player 2 passes, as `PassAgent`) and gives what it
    /// will see: the names its name prompts offer, the play options its priorities offer.
    pub fn record_p1(&mut self) -> Rc<RefCell<Seen>> {
        self.seat_p1(None)
    }

    /// Casts `card` from player 1's hand the way `mode` says, through the engine's priority
    /// loop (`GameLoop::priority_round` in player 1's main phase, ten mana of each color in
    /// its pool, a [`Recorder`] making that play when offered); whether the card is then on
    /// the stack.
    pub fn cast_p1(&mut self, card: CardId, mode: PlayCardMode) -> bool {
        self.seat_p1(Some(PlayOption::with_mode(card, mode)));
        self.game.turn.phase = PhaseType::Main1;
        self.game.turn.active_player = P1;
        self.game.turn.priority_player = P1;
        resolve::fill_pool(&mut self.gl, P1);
        self.gl
            .priority_round(&mut self.game, &mut self.agents, true);
        self.game.card(card).zone == ZoneType::Stack
    }

    /// Seats a [`Recorder`] as player 1, making `play` when offered (player 2 passes).
    fn seat_p1(&mut self, play: Option<PlayOption>) -> Rc<RefCell<Seen>> {
        let seen = Rc::new(RefCell::new(Seen::default()));
        self.agents = vec![
            Box::new(Recorder {
                pass: PassAgent,
                seen: seen.clone(),
                play,
            }),
            Box::new(PassAgent),
        ];
        seen
    }
}

/// The setup failed (not the bug): prints why and exits 2.
pub fn setup_failed(why: &str) -> ! {
    eprintln!("repro setup failed: {why}");
    std::process::exit(2)
}

/// What a repro found: its title, the rule, what the rules say, what the engine did.
pub struct Finding<'a> {
    /// The divergence.
    pub title: &'a str,
    /// The Comprehensive Rules citation (`CR 708.2a`).
    pub rule: &'a str,
    /// What the rule says for this board.
    pub expected: &'a str,
    /// What manabrew did, read from its state.
    pub observed: String,
    /// Whether what the engine did is the divergence (the bug is still there).
    pub diverges: bool,
}

impl Finding<'_> {
    /// Prints the finding and gives the exit code: 1 while the engine diverges, 0 once it
    /// follows the rule.
    pub fn report(&self) -> ExitCode {
        println!("{}", self.title);
        println!("  rule:     {}", self.rule);
        println!("  expected: {}", self.expected);
        println!("  manabrew: {}", self.observed);
        if self.diverges {
            println!("  => still diverges (exit 1)");
            ExitCode::from(1)
        } else {
            println!("  => fixed: manabrew follows the rule (exit 0)");
            ExitCode::SUCCESS
        }
    }
}
