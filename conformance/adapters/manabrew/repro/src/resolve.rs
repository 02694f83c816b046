// SPDX-License-Identifier: AGPL-3.0-or-later
//! Driving the engine's effect resolver (and filling the mana pools its spells are cast
//! with), with manabrew-engine's API only. The repros use it
//! through [`crate::Table`]; the truename adapter (`conformance/adapters/manabrew`) includes
//! this file as a module of its own (`#[path]`), so the two write the resolver's context
//! once, while the repros still depend on nothing of the adapter's.

use manabrew_engine::ability::effects::{resolve_effect, EffectContext};
use manabrew_engine::agent::PlayerAgent;
use manabrew_engine::game::GameState;
use manabrew_engine::game_loop::GameLoop;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::spellability::SpellAbility;

/// Resolves `sa` through the engine's effect resolver (`ability::effects::resolve_effect`):
/// `agents` answer its prompts, `gl` gives its trigger handler, token templates and mana
/// pools.
pub fn resolve_spell_ability(
    game: &mut GameState,
    gl: &mut GameLoop,
    agents: &mut [Box<dyn PlayerAgent>],
    sa: &SpellAbility,
) {
    let mut rng = manabrew_engine::game_rng::ThreadRngAdapter;
    let mut ctx = EffectContext {
        game,
        combat: None,
        agents,
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

/// The first ability of card `source` (its script's first `A:` line, as the engine read it)
/// as a spell ability controlled by `controller`, with card `target` as its chosen target.
pub fn first_ability_targeting(
    game: &GameState,
    source: CardId,
    controller: PlayerId,
    target: CardId,
) -> SpellAbility {
    let text = game
        .card(source)
        .abilities
        .first()
        .cloned()
        .unwrap_or_default();
    let mut sa = SpellAbility::new_simple(Some(source), controller, &text);
    sa.target_chosen.target_card = Some(target);
    sa
}

/// Fills a player's mana pool: ten of each color (the spells and abilities a game is set up
/// with are cast and activated with it).
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
