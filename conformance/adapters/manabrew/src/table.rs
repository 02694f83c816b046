// SPDX-License-Identifier: AGPL-3.0-or-later
//! The game a case's board is built in: the [`Board`] type and the engine actions every
//! builder uses (a new card from the engine's database, a move with the players answering the
//! engine's prompts, an ability resolved by the engine's effect resolver, a priority round, a
//! cast). Building a case's board is [`crate::board`]; the effects, [`crate::effects`].

use crate::agent::{Agent, Plan};
use crate::resolve::{fill_pool, resolve_spell_ability};
use crate::setup::Setup;
use forge_foundation::{PhaseType, ZoneType};
use manabrew_engine::agent::{PlayCardMode, PlayOption, PlayerAgent};
use manabrew_engine::card::CardInstance;
use manabrew_engine::game::GameState;
use manabrew_engine::game_loop::GameLoop;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::spellability::SpellAbility;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use truename_cases::{Reply, Unsupported, Zone};

/// Why a board can't be built: the reply every question of the case gets.
pub type Refusal = Reply;

/// A case's board in a manabrew game.
pub struct Board {
    /// The game.
    pub game: GameState,
    /// The game loop (trigger handler, mana pools, token templates).
    pub gl: GameLoop,
    /// The players' plan.
    pub plan: Rc<RefCell<Plan>>,
    /// The players.
    pub agents: Vec<Box<dyn PlayerAgent>>,
    /// Case object id → engine card.
    pub ids: HashMap<String, CardId>,
    /// Questions about these objects can't be answered from this board, and why.
    pub caveats: HashMap<String, String>,
    /// The engine's card data.
    pub setup: &'static Setup,
    /// Tokens that are copies (their name and types are the engine's copy, not a script's).
    pub token_copies: std::collections::HashSet<CardId>,
}

/// A player of the case ("p1", "p2").
pub fn player(name: Option<&str>) -> PlayerId {
    match name {
        Some("p2") => PlayerId(1),
        _ => PlayerId(0),
    }
}

/// The reply for a card the engine's database doesn't have (no script).
pub fn unsupported_card(name: &str) -> Refusal {
    Reply::Unsupported(Unsupported::Card(name.to_string()))
}

impl Board {
    /// An empty game: two players, player 1's first main phase, mana in both pools.
    pub fn empty(setup: &'static Setup) -> Board {
        let mut game = GameState::new(&["p1", "p2"], 20);
        game.turn.phase = PhaseType::Main1;
        game.turn.active_player = PlayerId(0);
        game.turn.priority_player = PlayerId(0);
        let mut gl = GameLoop::new(2);
        setup.register_tokens(&mut gl);
        for p in [PlayerId(0), PlayerId(1)] {
            fill_pool(&mut gl, p);
        }
        let plan = Rc::new(RefCell::new(Plan::default()));
        let agents = Agent::pair(&plan);
        Board {
            game,
            gl,
            plan,
            agents,
            ids: HashMap::new(),
            caveats: HashMap::new(),
            setup,
            token_copies: Default::default(),
        }
    }

    /// The engine card of a case object.
    pub fn card_of(&self, id: &str) -> Result<CardId, Reply> {
        self.ids
            .get(id)
            .copied()
            .ok_or_else(|| Reply::Error(format!("object {id:?} is not on the manabrew board")))
    }

    /// A new card from the engine's database, not yet in a zone.
    pub fn create(&mut self, name: &str, owner: PlayerId) -> Result<CardId, Refusal> {
        let rules = self
            .setup
            .rules(name)
            .ok_or_else(|| unsupported_card(name))?;
        Ok(self
            .game
            .create_card(CardInstance::from_rules(rules, owner)))
    }

    /// The card of a name (the Oracle subset's card with that exact name or face name, else
    /// the one the engine's database finds, `CardDatabase::get_by_card_name`: letter case,
    /// accents, flavor names) put into player 2's library,
    /// so that the engine, whose name prompts offer only the names of cards in the game, can
    /// offer it. A name the database doesn't find (a token's name) adds nothing.
    ///
    /// `MANABREW_NO_NAMED_CARD=1` leaves this out (to show the engine's own behavior: a name
    /// of a card not in the game can't be chosen; docs/manabrew-report.md).
    pub fn card_named_in_game(&mut self, name: &str) -> Result<(), Refusal> {
        if std::env::var_os("MANABREW_NO_NAMED_CARD").is_some_and(|v| v == "1") {
            return Ok(());
        }
        // The Oracle subset's card with that exact name or face name (the engine's database
        // finds a split card's halves only by its full name), else the card the engine's
        // database finds for the name as said.
        let key = match self.setup.subset_card(name) {
            Some(key) => key.to_string(),
            None if self.setup.rules(name).is_some() => name.to_string(),
            None => return Ok(()),
        };
        let id = self.create(&key, PlayerId(1))?;
        self.move_to(id, ZoneType::Library, PlayerId(1));
        Ok(())
    }

    /// The token script a token was made from (the game loop's template, which this adapter
    /// wrote: `cards::tokens`, or a given token's script), unless the token is a copy.
    pub fn token_script(&self, id: CardId) -> Option<&CardInstance> {
        let c = self.game.card(id);
        if !c.is_token || self.token_copies.contains(&id) {
            return None;
        }
        let script = c.get_s_var("TokenScript")?;
        // The engine finds a template by its script name, then in any letter case.
        self.gl.token_templates.get(script).or_else(|| {
            self.gl
                .token_templates
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(script))
                .map(|(_, v)| v)
        })
    }

    /// Whether a player said a name the engine's prompt didn't offer exactly, so that the
    /// adapter picked for them (`agent::Plan::adapter_picked`).
    pub fn adapter_picked(&self) -> bool {
        self.plan.borrow().adapter_picked
    }

    /// Moves a card with the players answering the engine's prompts.
    pub fn move_to(&mut self, id: CardId, zone: ZoneType, owner: PlayerId) {
        self.game
            .move_card_with_agents(id, zone, owner, &mut self.agents);
    }

    /// Resolves ability text with `source` as its source, through the engine's effect
    /// resolver (`ability::effects::resolve_effect`).
    pub fn resolve_text(&mut self, source: CardId, controller: PlayerId, text: &str) {
        let sa = SpellAbility::new_simple(Some(source), controller, text);
        self.resolve(&sa);
    }

    /// Resolves a spell ability through the engine's effect resolver.
    pub fn resolve(&mut self, sa: &SpellAbility) {
        resolve_spell_ability(&mut self.game, &mut self.gl, &mut self.agents, sa);
    }

    /// Gives `p` priority in a main phase of their own turn (the engine's priority loop:
    /// state-based actions, triggers, then each player's choice).
    pub fn priority(&mut self, p: PlayerId) {
        self.game.turn.active_player = p;
        self.game.turn.priority_player = p;
        self.game.turn.phase = PhaseType::Main1;
        fill_pool(&mut self.gl, p);
        self.gl
            .priority_round(&mut self.game, &mut self.agents, true);
    }

    /// Casts a card from hand with the given play mode; true when it is on the stack.
    pub fn try_cast(&mut self, id: CardId, owner: PlayerId, mode: PlayCardMode) -> bool {
        {
            let mut plan = self.plan.borrow_mut();
            plan.cast = Some(PlayOption::with_mode(id, mode));
            plan.cast_sent = false;
        }
        self.priority(owner);
        self.plan.borrow_mut().cast = None;
        self.game.card(id).zone == ZoneType::Stack
    }

    /// Objects of player 2 that spells can target (a creature and an artifact on the
    /// battlefield, a creature card in the graveyard), added before spells are cast, so that
    /// a spell with a target can be cast.
    pub fn add_target_dummies(&mut self) -> Result<(), Refusal> {
        for (name, zone) in [
            ("Runeclaw Bear", ZoneType::Battlefield),
            ("Pithing Needle", ZoneType::Battlefield),
            ("Runeclaw Bear", ZoneType::Graveyard),
        ] {
            let id = self.create(name, PlayerId(1))?;
            self.move_to(id, zone, PlayerId(1));
        }
        Ok(())
    }
}

/// The engine's zone for a case zone.
pub fn zone_type(z: Zone) -> ZoneType {
    match z {
        Zone::Library => ZoneType::Library,
        Zone::Hand => ZoneType::Hand,
        Zone::Battlefield => ZoneType::Battlefield,
        Zone::Graveyard => ZoneType::Graveyard,
        Zone::Stack => ZoneType::Stack,
        Zone::Exile => ZoneType::Exile,
        Zone::Command => ZoneType::Command,
    }
}
