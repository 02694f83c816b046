// SPDX-License-Identifier: AGPL-3.0-or-later
//! Building a case's board in a fresh manabrew game, with the engine's own actions:
//!
//! - a card is created from the engine's card database (`CardInstance::from_rules`) and put
//!   into its zone with `GameState::move_card_with_agents` (replacement effects run, the
//!   players decline every optional one);
//! - face down, transformed and flipped are the engine's `SetState` effect (`Mode$
//!   TurnFaceDown` / `Transform` / `Flip`) resolved on the card; a card face down in exile is
//!   exiled by the engine's `ChangeZone` effect with `ExileFaceDown$ True`; an unlocked Room
//!   door is the engine's `unlock_door_effect::unlock_room`;
//! - a spell on the stack is **cast** from its owner's hand through the engine's priority
//!   loop (`GameLoop::priority_round`) with the play option the case asks for (normal,
//!   Adventure, the Room's right door, face down with morph);
//! - then the case's effects and tokens in time order: a copy is the copier **entering**
//!   the battlefield with its own "enter as a copy" replacement, choosing the original; a
//!   word swap is the real text-changing card (Artificial Evolution, Magical Hack, Sleight of
//!   Mind, Mind Bend, or the effect's source) resolved on the object; Spy Kit is attached
//!   (`GameState::attach_to`); Psychic Paper is attached and its own name prompt answered; a
//!   token is made by its creator's own token ability resolved by the engine, a token copy
//!   by Cackling Counterpart's `CopyPermanent`.
//!
//! What the engine can't be asked to build makes every question of the case `unsupported`
//! (a card without a script, an effect of a kind the engine has no action for) or an error
//! (the engine refused a step: the message says which); never a board the adapter made up.

use crate::agent::{Agent, Plan};
use crate::setup::Setup;
use forge_foundation::{CardStateName, PhaseType, ZoneType};
use manabrew_engine::ability::effects::{resolve_effect, EffectContext};
use manabrew_engine::agent::{PlayCardMode, PlayOption, PlayerAgent};
use manabrew_engine::card::CardInstance;
use manabrew_engine::game::GameState;
use manabrew_engine::game_loop::GameLoop;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::spellability::{AlternativeCost, SpellAbility};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use truename_cases::{
    CaseEffect, CaseObject, CastAs, Door, EffectKind, Reply, Scenario, Unsupported, Zone,
};

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
}

/// A player of the case ("p1", "p2").
pub fn player(name: Option<&str>) -> PlayerId {
    match name {
        Some("p2") => PlayerId(1),
        _ => PlayerId(0),
    }
}

fn skip(what: &str) -> Refusal {
    Reply::Skip(format!(
        "the adapter doesn't build {what} in manabrew (capability not declared)"
    ))
}

/// The fields of a case object this adapter builds; any other (a printing, a zone-change
/// link, a melded or merged permanent, a spell copy, fields of later format versions) makes
/// the case a skip: the adapter declares no capability for it (the runner never sends it;
/// `hunt` may).
const OBJECT_FIELDS: &[&str] = &[
    "id",
    "card",
    "token",
    "zone",
    "owner",
    "controller",
    "face_down",
    "flipped",
    "transformed",
    "cast_as",
    "unlocked",
    "spell_copy_of",
];

/// The fields of a token spec this adapter builds (a creator's token, a plain copy).
const TOKEN_FIELDS: &[&str] = &[
    "created_by",
    "created_at",
    "ability",
    "copy_of",
    "name",
    "subtypes",
    "types",
];

/// The effects this adapter builds, with the fields it builds them with.
const EFFECT_FIELDS: &[(&str, &[&str])] = &[
    ("copy", &["object", "of"]),
    ("word_swap", &["object", "role", "from", "to"]),
    ("all_names", &["object"]),
    ("set_name", &["object", "name"]),
];

fn extra_field(v: &serde_json::Value, allowed: &[&str]) -> Option<String> {
    v.as_object()?
        .keys()
        .find(|k| !allowed.contains(&k.as_str()))
        .cloned()
}

/// Refuses what this adapter doesn't build.
fn check_declared(s: &Scenario) -> Result<(), Refusal> {
    for o in &s.objects {
        let v = serde_json::to_value(o).unwrap_or_default();
        if let Some(f) = extra_field(&v, OBJECT_FIELDS) {
            return Err(skip(&format!("objects with `{f}`")));
        }
        if extra_field(&v["token"], TOKEN_FIELDS).is_some() {
            return Err(Reply::Unsupported(Unsupported::Object(o.id.clone())));
        }
    }
    for e in &s.effects {
        let v = serde_json::to_value(&e.kind).unwrap_or_default();
        let tag = v["effect"].as_str().unwrap_or("").to_string();
        let Some((_, fields)) = EFFECT_FIELDS.iter().find(|(t, _)| *t == tag) else {
            return Err(skip(&format!("{tag} effects")));
        };
        let mut allowed = fields.to_vec();
        allowed.push("effect");
        if extra_field(&v, &allowed).is_some() {
            return Err(Reply::Unsupported(Unsupported::Effect(tag)));
        }
    }
    Ok(())
}

fn unsupported_card(name: &str) -> Refusal {
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
        }
    }

    /// The board of a scenario.
    pub fn build(setup: &'static Setup, s: &Scenario) -> Result<Board, Refusal> {
        check_declared(s)?;
        let mut b = Board::empty(setup);
        for o in &s.objects {
            if let Some(card) = &o.card {
                if setup.rules(card).is_none() {
                    return Err(unsupported_card(card));
                }
            }
        }
        let copiers: Vec<&String> = s
            .effects
            .iter()
            .filter_map(|e| match &e.kind {
                EffectKind::Copy { object, .. } => Some(object),
                _ => None,
            })
            .collect();
        for c in &copiers {
            if !enters_as_copy(setup, s, c) {
                return Err(Reply::Unsupported(Unsupported::Effect("copy".into())));
            }
        }
        for o in &s.objects {
            if o.card.is_some() && o.zone != Zone::Stack && !copiers.contains(&&o.id) {
                b.place(o)?;
            }
        }
        b.cast_spells(s)?;
        b.copy_spells(s)?;
        b.run_events(s)?;
        manabrew_engine::staticability::layer::apply_continuous_effects(&mut b.game);
        Ok(b)
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

    /// A card that has the given name (the Oracle subset's card with that exact name or face
    /// name) put into player 2's library, so that the engine, whose name prompts offer only
    /// the names of cards in the game, can offer it. Names of no card (token names, other
    /// spellings) add nothing.
    ///
    /// `MANABREW_NO_NAMED_CARD=1` leaves this out (to show the engine's own behavior: a name
    /// of a card not in the game can't be chosen; docs/manabrew-report.md).
    pub fn card_named_in_game(&mut self, name: &str) -> Result<(), Refusal> {
        if std::env::var_os("MANABREW_NO_NAMED_CARD").is_some_and(|v| v == "1") {
            return Ok(());
        }
        let Some(key) = self.setup.subset_card(name) else {
            return Ok(());
        };
        let id = self.create(key, PlayerId(1))?;
        self.move_to(id, ZoneType::Library, PlayerId(1));
        Ok(())
    }

    /// Moves a card with the players answering the engine's prompts.
    pub fn move_to(&mut self, id: CardId, zone: ZoneType, owner: PlayerId) {
        self.game
            .move_card_with_agents(id, zone, owner, &mut self.agents);
    }

    fn place(&mut self, o: &CaseObject) -> Result<(), Refusal> {
        let owner = player(o.owner.as_deref());
        let name = o.card.as_deref().unwrap_or_default();
        let id = self.create(name, owner)?;
        self.ids.insert(o.id.clone(), id);
        let zone = zone_type(o.zone);
        if o.face_down && o.zone == Zone::Exile {
            self.move_to(id, ZoneType::Hand, owner);
            self.resolve_text(
                id,
                owner,
                "DB$ ChangeZone | Defined$ Self | Origin$ Hand | Destination$ Exile | ExileFaceDown$ True",
            );
            return check_zone(&self.game, id, ZoneType::Exile, &o.id);
        }
        self.move_to(id, zone, owner);
        if let Some(c) = &o.controller {
            let c = player(Some(c));
            if c != owner && zone == ZoneType::Battlefield {
                self.game.change_controller(id, c);
            }
        }
        if o.face_down && o.zone != Zone::Battlefield {
            return Err(Reply::Error(format!(
                "{}: a face-down card in {:?} is not built (only on the battlefield, in exile and cast face down)",
                o.id, o.zone
            )));
        }
        self.statuses(o, id, owner)
    }

    fn statuses(&mut self, o: &CaseObject, id: CardId, owner: PlayerId) -> Result<(), Refusal> {
        if o.transformed {
            self.resolve_text(id, owner, "DB$ SetState | Defined$ Self | Mode$ Transform");
        }
        if o.flipped {
            self.resolve_text(id, owner, "DB$ SetState | Defined$ Self | Mode$ Flip");
        }
        if o.face_down {
            self.resolve_text(
                id,
                owner,
                "DB$ SetState | Defined$ Self | Mode$ TurnFaceDown",
            );
        }
        for d in &o.unlocked {
            let door = match d {
                Door::Left => CardStateName::LeftSplit,
                Door::Right => CardStateName::RightSplit,
            };
            let ok = manabrew_engine::ability::effects::unlock_door_effect::unlock_room(
                &mut self.game,
                &mut self.gl.trigger_handler,
                id,
                owner,
                door,
            );
            if !ok {
                return Err(Reply::Error(format!(
                    "{}: manabrew would not unlock its {d:?} door (not a Room in its database?)",
                    o.id
                )));
            }
        }
        Ok(())
    }

    /// Resolves ability text with `source` as its source, through the engine's effect
    /// resolver (`ability::effects::resolve_effect`).
    pub fn resolve_text(&mut self, source: CardId, controller: PlayerId, text: &str) {
        let sa = SpellAbility::new_simple(Some(source), controller, text);
        self.resolve(&sa);
    }

    /// Resolves a spell ability through the engine's effect resolver.
    pub fn resolve(&mut self, sa: &SpellAbility) {
        let mut rng = manabrew_engine::game_rng::ThreadRngAdapter;
        let gl = &mut self.gl;
        let mut ctx = EffectContext {
            game: &mut self.game,
            combat: None,
            agents: &mut self.agents,
            trigger_handler: &mut gl.trigger_handler,
            token_templates: &gl.token_templates,
            token_art_variants: &gl.token_art_variants,
            token_fallback: &gl.token_fallback,
            edition_dates: &gl.edition_dates,
            mana_pools: &mut gl.mana_pools,
            parent_target_card: None,
            rng: &mut rng,
        };
        resolve_effect(&mut ctx, sa);
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

    fn cast_spells(&mut self, s: &Scenario) -> Result<(), Refusal> {
        let mut pending = Vec::new();
        for o in s.objects.iter().filter(|o| o.zone == Zone::Stack) {
            let Some(name) = o.card.as_deref() else {
                continue;
            };
            let owner = player(o.owner.as_deref());
            let id = self.create(name, owner)?;
            self.ids.insert(o.id.clone(), id);
            let mode = play_mode(&self.game, id, o)?;
            // A spell is cast from its owner's hand; one cast with disturb, from the graveyard.
            let from = match mode {
                PlayCardMode::Alternative(AlternativeCost::Disturb) => ZoneType::Graveyard,
                _ => ZoneType::Hand,
            };
            self.move_to(id, from, owner);
            pending.push((o.id.clone(), id, owner, mode));
        }
        if !pending.is_empty() {
            self.add_target_dummies()?;
        }
        // Spells cast only at sorcery speed first (the stack must be empty for them).
        pending.sort_by_key(|(_, id, _, mode)| instant_speed(&self.game, *id, *mode));
        while !pending.is_empty() {
            let before = pending.len();
            pending.retain(|(_, id, owner, mode)| !self.try_cast(*id, *owner, *mode));
            if pending.len() == before {
                let (oid, id, _, mode) = &pending[0];
                let offered = self.plan.borrow().offered_plays.last().cloned();
                return Err(Reply::Error(format!(
                    "manabrew would not cast {oid} ({}) as {mode:?}; it offered {offered:?}",
                    self.game.card(*id).full_name
                )));
            }
        }
        Ok(())
    }

    /// Spell copies (CR 707.10): the engine's `CopySpellAbility` effect resolved on the
    /// original's stack entry; the copy is the host card the engine puts on the stack.
    fn copy_spells(&mut self, s: &Scenario) -> Result<(), Refusal> {
        for o in s.objects.iter().filter(|o| o.spell_copy_of.is_some()) {
            let of = o.spell_copy_of.as_deref().unwrap_or_default();
            let original = self.card_of(of)?;
            let entry = self
                .game
                .stack
                .find_by_source_card(original)
                .map(|e| e.id)
                .ok_or_else(|| Reply::Error(format!("{of}: not a spell on the stack")))?;
            let controller = player(o.controller.as_deref().or(o.owner.as_deref()));
            let mut sa = SpellAbility::new_simple(
                Some(original),
                controller,
                "DB$ CopySpellAbility | Defined$ SpellTargeted",
            );
            sa.target_chosen.target_stack_entry = Some(entry);
            let before = self.game.cards.len();
            self.resolve(&sa);
            let copy = self.game.cards[before..]
                .iter()
                .find(|c| c.zone == ZoneType::Stack)
                .map(|c| c.id)
                .ok_or_else(|| {
                    Reply::Error(format!("manabrew made no copy of {of} on the stack"))
                })?;
            self.ids.insert(o.id.clone(), copy);
        }
        Ok(())
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

    fn run_events(&mut self, s: &Scenario) -> Result<(), Refusal> {
        let mut events: Vec<(u64, usize, Event<'_>)> = Vec::new();
        for (i, e) in s.effects.iter().enumerate() {
            events.push((e.attached_at.unwrap_or(e.timestamp), i, Event::Effect(e)));
        }
        for (i, o) in s.objects.iter().enumerate() {
            if let Some(t) = &o.token {
                let at = t
                    .created_at
                    .unwrap_or(if t.copy_of.is_some() { u64::MAX } else { 0 });
                events.push((at, s.effects.len() + i, Event::Token(o)));
            }
        }
        events.sort_by_key(|(t, i, _)| (*t, *i));
        let mut made: HashMap<(String, Option<u64>), Vec<CardId>> = HashMap::new();
        for (_, _, ev) in events {
            match ev {
                Event::Effect(e) => self.effect(s, e)?,
                Event::Token(o) => self.token(o, &mut made)?,
            }
            manabrew_engine::staticability::layer::apply_continuous_effects(&mut self.game);
        }
        Ok(())
    }

    fn obj<'a>(s: &'a Scenario, id: &str) -> Result<&'a CaseObject, Refusal> {
        s.objects
            .iter()
            .find(|o| o.id == id)
            .ok_or_else(|| Reply::Error(format!("no object {id:?} in the case")))
    }

    fn effect(&mut self, s: &Scenario, e: &CaseEffect) -> Result<(), Refusal> {
        match &e.kind {
            EffectKind::Copy { object, of, .. } => self.copy_effect(s, object, of),
            EffectKind::WordSwap {
                object,
                role,
                from,
                to,
            } => crate::effects::word_swap(self, s, e.source.as_deref(), object, *role, from, to),
            EffectKind::AllNames { object } => {
                crate::effects::attach_equipment(self, s, e.source.as_deref(), object, "Spy Kit")
                    .map(|_| ())
            }
            EffectKind::SetName { object, name } => {
                crate::effects::set_name(self, s, e.source.as_deref(), object, name)
            }
            _ => Err(skip("this effect")),
        }
    }

    fn copy_effect(&mut self, s: &Scenario, object: &str, of: &str) -> Result<(), Refusal> {
        let o = Self::obj(s, object)?;
        let Some(name) = o.card.as_deref() else {
            return Err(Reply::Unsupported(Unsupported::Effect("copy".into())));
        };
        let owner = player(o.owner.as_deref());
        let id = self.create(name, owner)?;
        let enters_as_copy = self
            .game
            .card(id)
            .keywords
            .iter_strings()
            .any(|k| k.starts_with("ETBReplacement:Copy"));
        if !enters_as_copy || o.zone != Zone::Battlefield {
            return Err(Reply::Unsupported(Unsupported::Effect("copy".into())));
        }
        let original = self.card_of(of)?;
        self.ids.insert(o.id.clone(), id);
        {
            let mut plan = self.plan.borrow_mut();
            plan.accept_optional = true;
            plan.choose_card = Some(original);
        }
        self.move_to(id, ZoneType::Battlefield, owner);
        {
            let mut plan = self.plan.borrow_mut();
            plan.accept_optional = false;
            plan.choose_card = None;
            if let Some(r) = plan.refused.take() {
                return Err(Reply::Error(format!("{object} copying {of}: {r}")));
            }
        }
        if self.game.card(id).clone_state.is_none() {
            return Err(Reply::Error(format!(
                "{object}: manabrew's Clone replacement did not make it a copy of {of}"
            )));
        }
        self.statuses(o, id, owner)
    }

    fn token(
        &mut self,
        o: &CaseObject,
        made: &mut HashMap<(String, Option<u64>), Vec<CardId>>,
    ) -> Result<(), Refusal> {
        let t = o
            .token
            .as_ref()
            .ok_or_else(|| Reply::Error("not a token".into()))?;
        if let Some(of) = &t.copy_of {
            let original = self.card_of(of)?;
            let new = crate::effects::token_copy(self, original, player(o.owner.as_deref()))?;
            self.ids.insert(o.id.clone(), new);
            return Ok(());
        }
        let Some(creator) = &t.created_by else {
            let id = crate::effects::given_token(self, t, player(o.owner.as_deref()))?;
            self.ids.insert(o.id.clone(), id);
            return Ok(());
        };
        let key = (creator.clone(), t.created_at);
        if made.get(&key).is_none_or(|v| v.is_empty()) {
            let cid = self.card_of(creator)?;
            let new = crate::effects::create_tokens(self, cid, t.ability)?;
            made.insert(key.clone(), new);
        }
        let list = made
            .get_mut(&key)
            .ok_or_else(|| Reply::Error("no tokens".into()))?;
        if list.is_empty() {
            return Err(Reply::Error(format!(
                "{}: {creator}'s ability made fewer tokens than the case lists",
                o.id
            )));
        }
        let id = list.remove(0);
        self.ids.insert(o.id.clone(), id);
        Ok(())
    }
}

/// Whether a copy effect's copier is a card on the battlefield whose script makes it enter as
/// a copy (Clone's "You may have this creature enter as a copy"): the only copy effects
/// this adapter builds.
fn enters_as_copy(setup: &Setup, s: &Scenario, copier: &str) -> bool {
    let Some(o) = s.objects.iter().find(|o| o.id == copier) else {
        return false;
    };
    let rules = o.card.as_deref().and_then(|c| setup.rules(c));
    o.zone == Zone::Battlefield
        && rules.is_some_and(|r| {
            r.main_part
                .keywords
                .iter()
                .any(|k| k.starts_with("ETBReplacement:Copy"))
        })
}

enum Event<'a> {
    Effect(&'a CaseEffect),
    Token(&'a CaseObject),
}

/// Fills a player's mana pool: ten of each color (the spells and abilities of a case are
/// cast and activated with it).
pub fn fill_pool(gl: &mut GameLoop, p: PlayerId) {
    use forge_foundation::mana::ManaAtom;
    let pool = gl.pool_mut(p);
    pool.reset_pool();
    for atom in [
        ManaAtom::WHITE,
        ManaAtom::BLUE,
        ManaAtom::BLACK,
        ManaAtom::RED,
        ManaAtom::GREEN,
        ManaAtom::COLORLESS,
    ] {
        pool.add(atom, 10);
    }
}

/// Whether a cast is at instant speed (an instant, a card with flash, an instant Adventure):
/// the order in which a case's spells are cast (sorcery-speed ones first, while the stack is
/// empty).
fn instant_speed(game: &GameState, id: CardId, mode: PlayCardMode) -> bool {
    let card = game.card(id);
    match mode {
        PlayCardMode::Adventure => card
            .secondary_part
            .as_ref()
            .is_some_and(|p| p.type_line.is_instant()),
        PlayCardMode::Normal => card.type_line.is_instant() || card.has_keyword("Flash"),
        _ => false,
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

fn check_zone(game: &GameState, id: CardId, z: ZoneType, oid: &str) -> Result<(), Refusal> {
    if game.card(id).zone == z {
        Ok(())
    } else {
        Err(Reply::Error(format!(
            "{oid}: manabrew put it in {:?}, not {z:?}",
            game.card(id).zone
        )))
    }
}

/// The engine's play option for casting a card the way the case says.
pub fn play_mode(game: &GameState, id: CardId, o: &CaseObject) -> Result<PlayCardMode, Refusal> {
    cast_mode(game, id, o.cast_as, &o.id)
}

/// The engine's play option for a cast: normal; an Adventure; a Room's left door (the
/// engine's normal cast of a Room) or right door; face down with morph; back face up with
/// disturb. A split card's
/// left half is the engine's normal cast of the card (the engine keeps only the left half's
/// characteristics); its right half, a fused split card and a modal double-faced card's
/// back face have no play option in manabrew.
pub fn cast_mode(
    game: &GameState,
    id: CardId,
    cast_as: Option<CastAs>,
    oid: &str,
) -> Result<PlayCardMode, Refusal> {
    let card = game.card(id);
    let none = |what: &str| {
        Err(Reply::Error(format!(
            "{oid}: manabrew has no play option to cast {} {what}",
            card.full_name
        )))
    };
    Ok(match cast_as {
        None => PlayCardMode::Normal,
        Some(CastAs::LeftHalf) if card.full_name.contains(" // ") => PlayCardMode::Normal,
        Some(CastAs::LeftHalf) => return none("as a left half (not a split card)"),
        Some(CastAs::RightHalf) if card.is_room() => PlayCardMode::RoomRightSplit,
        Some(CastAs::RightHalf) => return none("as its right half"),
        Some(CastAs::Adventure) => PlayCardMode::Adventure,
        Some(CastAs::FaceDown) => PlayCardMode::Alternative(AlternativeCost::Morph),
        Some(CastAs::Fused) => return none("fused"),
        Some(CastAs::BackFace)
            if card
                .keywords
                .iter_strings()
                .any(|k| k.starts_with("Disturb")) =>
        {
            PlayCardMode::Alternative(AlternativeCost::Disturb)
        }
        Some(CastAs::BackFace) => return none("as its back face"),
    })
}
