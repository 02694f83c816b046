// SPDX-License-Identifier: AGPL-3.0-or-later
//! One probe per question kind. Each reads manabrew's answer from its game state, or makes
//! the engine act and reads the result; none compares names itself.
//!
//! | question | manabrew's answer |
//! |---|---|
//! | `names` | the object's `Card::card_name` (none when `Card::has_no_name`), and `Card::has_non_legendary_creature_names` for Spy Kit's names |
//! | `same_name` | `Card::shares_name_with` |
//! | `is_named` X | the engine's chosen-name match: a Pithing Needle whose chosen name is X (`Card::add_named_card`), and the selector `Card.NamedCard` matched against the object (`valid_filter::matches_valid_card_selector_in_game`) |
//! | `different_name_from` | the selector `Card.doesNotShareNameWith Targeted` matched against the object, the others being the targeted cards |
//! | `text` | the object's `Card::oracle_text`, one line per ability |
//! | `type_line` | the object's `Card::type_line` (`CardTypeLine`'s display, its `-` printed as `—`) |
//! | `token_name` | the token's `Card::card_name` |
//! | `color_identity` | `Card::color_identity` of the card built from the engine's database |
//! | `choose_card_name` | the engine's `NameCard` effect (with the constraint as its `ValidCards$`) resolved with the board plus one card of that name in a library; the player picks the said name among the names the engine offers (as said, or as the engine's card database resolves it); valid when the engine stored a chosen name, `chosen` is what it stored |
//! | `castable` | Meddling Mage enters (its own "choose a nonland card name" prompt, answered as above), then the engine's priority action space for the card's owner: castable when it offers the card with the play option the case asks for (a baseline without the Mage must offer it) |

use crate::board::{cast_mode, player, Board};
use crate::setup::Setup;
use forge_foundation::ZoneType;
use manabrew_engine::agent::PlayOption;
use manabrew_engine::card::valid_filter::{matches_valid_card_selector_with_context, MatchContext};
use manabrew_engine::card::CardInstance;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::parsing::cached_compiled_selector;
use truename_cases::{
    Answer, CastAs, ChoiceAnswer, Constraint, NameSetAnswer, Question, Reply, Scenario, Unsupported,
};

type Probe = Result<Answer, Reply>;

/// The reply to one question, from a board built for it.
pub fn reply(setup: &'static Setup, s: &Scenario, q: &Question) -> Reply {
    let r = match q {
        Question::ChooseCardName { name, constraint } => {
            choose_card_name(setup, s, name, constraint)
        }
        Question::Castable {
            object,
            cast_as,
            chosen,
        } => castable(setup, s, object, *cast_as, chosen),
        Question::ColorIdentity { card } => color_identity(setup, card),
        Question::DifferentNames { .. }
        | Question::NOrMoreDifferentNames { .. }
        | Question::ReferenceTarget { .. }
        | Question::DeckCopies { .. } => Err(Reply::Skip(format!(
            "manabrew has no probe for {} (capability not declared)",
            q.kind().name()
        ))),
        _ => Board::build(setup, s).and_then(|b| on_board(&b, q)),
    };
    r.map(Reply::Answer).unwrap_or_else(|e| e)
}

fn on_board(b: &Board, q: &Question) -> Probe {
    match q {
        Question::Names { object } => names(b, object),
        Question::SameName { a, b: other } => {
            let (x, y) = (b.card_of(a)?, b.card_of(other)?);
            Ok(Answer::Bool(
                b.game.card(x).shares_name_with(b.game.card(y)),
            ))
        }
        Question::IsNamed { object, name } => is_named(b, object, name),
        Question::DifferentNameFrom { object, others } => different_name_from(b, object, others),
        Question::Text { object } => {
            let c = b.game.card(b.card_of(object)?);
            Ok(Answer::Lines(
                c.oracle_text
                    .lines()
                    .filter(|l| !l.trim().is_empty())
                    .map(str::to_string)
                    .collect(),
            ))
        }
        Question::TypeLine { object } => {
            if let Some(why) = b.caveats.get(object) {
                return Err(Reply::Error(format!("{object}: {why}")));
            }
            let c = b.game.card(b.card_of(object)?);
            Ok(Answer::Text(
                c.type_line.to_string().replace(" - ", " \u{2014} "),
            ))
        }
        Question::TokenName { object } => {
            let c = b.game.card(b.card_of(object)?);
            if !c.is_token {
                return Err(Reply::Error(format!("{object} is not a token in manabrew")));
            }
            Ok(Answer::Text(c.card_name.clone()))
        }
        _ => Err(Reply::Skip(format!(
            "no board probe for {}",
            q.kind().name()
        ))),
    }
}

fn names(b: &Board, object: &str) -> Probe {
    let c = b.game.card(b.card_of(object)?);
    let names = if c.has_no_name() {
        vec![]
    } else {
        vec![c.card_name.clone()]
    };
    Ok(Answer::Names(NameSetAnswer {
        names,
        all_nonlegendary_creature_names: c.has_non_legendary_creature_names(),
    }))
}

fn is_named(b: &Board, object: &str, name: &str) -> Probe {
    let rules = b
        .setup
        .rules("Pithing Needle")
        .ok_or_else(|| Reply::Error("Pithing Needle is not in the card database".into()))?;
    let mut needle = CardInstance::from_rules(rules, PlayerId(0));
    needle.add_named_card(name);
    let card = b.game.card(b.card_of(object)?);
    let selector = cached_compiled_selector("Card.NamedCard");
    let ctx = MatchContext::from_source(&needle).with_game(&b.game);
    Ok(Answer::Bool(matches_valid_card_selector_with_context(
        &selector, card, ctx,
    )))
}

fn different_name_from(b: &Board, object: &str, others: &[String]) -> Probe {
    let id = b.card_of(object)?;
    let targets = others
        .iter()
        .map(|o| b.card_of(o))
        .collect::<Result<Vec<CardId>, Reply>>()?;
    let card = b.game.card(id);
    let selector = cached_compiled_selector("Card.doesNotShareNameWith Targeted");
    let ctx = MatchContext::from_source(card)
        .with_game(&b.game)
        .with_targets(&targets, &[]);
    Ok(Answer::Bool(matches_valid_card_selector_with_context(
        &selector, card, ctx,
    )))
}

fn color_identity(setup: &'static Setup, name: &str) -> Probe {
    let rules = setup
        .rules(name)
        .ok_or_else(|| Reply::Unsupported(Unsupported::Card(name.to_string())))?;
    let ci = CardInstance::from_rules(rules, PlayerId(0)).color_identity;
    let letters = [
        (ci.has_white(), "W"),
        (ci.has_blue(), "U"),
        (ci.has_black(), "B"),
        (ci.has_red(), "R"),
        (ci.has_green(), "G"),
    ];
    Ok(Answer::Lines(
        letters
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, l)| l.to_string())
            .collect(),
    ))
}

/// The constraint as a `ValidCards$` selector: `Card.Artifact+nonLand`.
pub fn constraint_selector(c: &Constraint) -> Option<String> {
    let parts: Vec<String> =
        c.is.iter()
            .cloned()
            .chain(c.not.iter().map(|t| format!("non{t}")))
            .collect();
    (!parts.is_empty()).then(|| format!("Card.{}", parts.join("+")))
}

/// The name a player picks in the engine's name prompt: the offered name that is exactly
/// the name said (manabrew's prompt is a list of names; a name said in another spelling is
/// not in it).
fn said(name: &str) -> Vec<String> {
    vec![name.to_string()]
}

/// The subset card of a said name, when this adapter has no script for it: the engine can't
/// be asked about a card it doesn't have.
fn unscripted(setup: &Setup, name: &str) -> Result<(), Reply> {
    match setup.subset_card(name) {
        Some(key) if setup.rules(key).is_none() => {
            Err(Reply::Unsupported(Unsupported::Card(key.to_string())))
        }
        _ => Ok(()),
    }
}

fn choose_card_name(setup: &'static Setup, s: &Scenario, name: &str, c: &Constraint) -> Probe {
    unscripted(setup, name)?;
    let mut b = Board::build(setup, s)?;
    b.card_named_in_game(name)?;
    let needle = b.create("Pithing Needle", PlayerId(0))?;
    let valid = constraint_selector(c)
        .map(|sel| format!(" | ValidCards$ {sel}"))
        .unwrap_or_default();
    b.plan.borrow_mut().say = said(name);
    b.resolve_text(
        needle,
        PlayerId(0),
        &format!("DB$ NameCard | Defined$ You{valid}"),
    );
    let chosen = b.game.card(needle).named_cards.clone();
    Ok(Answer::Choice(ChoiceAnswer {
        valid: !chosen.is_empty(),
        chosen,
    }))
}

/// The play options the engine offers `owner` at priority in their main phase.
fn offered(b: &mut Board, owner: PlayerId) -> Vec<PlayOption> {
    b.plan.borrow_mut().offered_plays.clear();
    b.priority(owner);
    b.plan
        .borrow()
        .offered_plays
        .first()
        .cloned()
        .unwrap_or_default()
}

fn castable_board(
    setup: &'static Setup,
    s: &Scenario,
    object: &str,
) -> Result<(Board, CardId, PlayerId), Reply> {
    let mut b = Board::build(setup, s)?;
    b.add_target_dummies()?;
    let id = b.card_of(object)?;
    let o = s.objects.iter().find(|o| o.id == object);
    let owner = player(o.and_then(|o| o.owner.as_deref()));
    Ok((b, id, owner))
}

fn castable(
    setup: &'static Setup,
    s: &Scenario,
    object: &str,
    cast_as: Option<CastAs>,
    chosen: &str,
) -> Probe {
    let (mut base, id, owner) = castable_board(setup, s, object)?;
    let mode = cast_mode(&base.game, id, cast_as, object)?;
    let want = PlayOption::with_mode(id, mode);
    let plays = offered(&mut base, owner);
    if !plays.contains(&want) {
        return Err(Reply::Error(format!(
            "{object}: manabrew doesn't offer to cast it as {mode:?} even without Meddling Mage (it offers {plays:?})"
        )));
    }
    unscripted(setup, chosen)?;
    let (mut b, id, owner) = castable_board(setup, s, object)?;
    b.card_named_in_game(chosen)?;
    let mage = b.create("Meddling Mage", PlayerId(0))?;
    b.plan.borrow_mut().say = said(chosen);
    // Meddling Mage enters and its own prompt asks for a name. When the engine doesn't offer
    // the name said (a joined name, a land's name, another spelling), the player names
    // nothing: that is the engine's behavior for that name, and castability is asked as is.
    b.move_to(mage, ZoneType::Battlefield, PlayerId(0));
    b.plan.borrow_mut().say.clear();
    let plays = offered(&mut b, owner);
    Ok(Answer::Bool(
        plays.contains(&PlayOption::with_mode(id, mode)),
    ))
}
