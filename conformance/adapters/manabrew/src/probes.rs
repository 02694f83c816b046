// SPDX-License-Identifier: AGPL-3.0-or-later
//! One probe per question kind. Each reads manabrew's answer from its game state, or makes
//! the engine act and reads the result; none compares names itself. An answer that is data
//! this adapter supplied (a token script's name or type line, an `Oracle:` line) or a choice
//! it made for the player (a name said in another spelling) is marked as the adapter's
//! (`Reply::AdapterAnswer`): the suite counts it as unverified, never as manabrew's pass or
//! failure. README.md, "How each question is answered", has the table.
//!
//! | question | manabrew's answer |
//! |---|---|
//! | `names` | the object's `Card::card_name` (none when `Card::has_no_name`), and `Card::has_non_legendary_creature_names` for Spy Kit's names |
//! | `same_name` | `Card::shares_name_with` |
//! | `is_named` X | the engine's chosen-name match: a Pithing Needle whose chosen name is X (`Card::add_named_card`), and the selector `Card.NamedCard` matched against the object (`valid_filter::matches_valid_card_selector_in_game`) |
//! | `different_name_from` | the selector `Card.doesNotShareNameWith Targeted` matched against the object, the others being the targeted cards |
//! | `text` | the object's `Card::oracle_text`, one line per ability: always the adapter's (its `Oracle:` line) |
//! | `type_line` | the object's `Card::type_line` (`CardTypeLine`'s display, its `-` printed as `—`); the adapter's when it is still a token script's `Types:` line |
//! | `token_name` | the token's `Card::card_name`; the adapter's when it is still its token script's `Name:` line |
//! | `color_identity` | `Card::color_identity` of the card built from the engine's database |
//! | `colors` | the object's `Card::color` (the adapter's when it is still a token script's `Colors:` line) |
//! | `is_token` | the object's `Card::is_token` |
//! | `choose_card_name` | the engine's `NameCard` effect (with the constraint as its `ValidCards$`) resolved with the board plus one card of that name in a library; the player picks the said name among the names the engine offers (as said, or, the adapter's answer then, as the engine's card database resolves it); valid when the engine stored a chosen name, `chosen` is what it stored |
//! | `castable` | Meddling Mage enters (its own "choose a nonland card name" prompt, answered as above), then the engine's priority action space for the card's owner: castable when it offers the card with the play option the case asks for (a baseline without the Mage must offer it) |

use crate::board::cast_mode;
use crate::setup::Setup;
use crate::table::{player, Board};
use forge_foundation::ZoneType;
use manabrew_engine::agent::PlayOption;
use manabrew_engine::card::valid_filter::{matches_valid_card_selector_with_context, MatchContext};
use manabrew_engine::card::CardInstance;
use manabrew_engine::ids::{CardId, PlayerId};
use manabrew_engine::parsing::cached_compiled_selector;
use truename_cases::{
    Answer, CastAs, ChoiceAnswer, Constraint, NameSetAnswer, Question, Reply, Scenario, Unsupported,
};

type Probe = Result<Reply, Reply>;

/// manabrew's answer, read from its state.
fn engine(a: Answer) -> Probe {
    Ok(Reply::Answer(a))
}

/// An answer that is the adapter's: data it supplied, or a choice it made.
fn adapter(a: Answer) -> Probe {
    Ok(Reply::AdapterAnswer(a))
}

/// The answer, the adapter's when `by_adapter`.
fn by(a: Answer, by_adapter: bool) -> Probe {
    if by_adapter {
        adapter(a)
    } else {
        engine(a)
    }
}

/// The reply to one question, from a board built for it.
pub fn reply(setup: &'static Setup, s: &Scenario, q: &Question) -> Reply {
    let r = match q {
        Question::ChooseCardName { name, constraint } => {
            choose_card_name(setup, s, name, constraint)
        }
        Question::Castable { copy: true, .. } => Err(Reply::Skip(
            "manabrew has no probe for casting a copy of a card (cast:copy not declared)".into(),
        )),
        Question::Castable {
            object,
            cast_as,
            chosen,
            copy: false,
        } => castable(setup, s, object, *cast_as, chosen),
        Question::ColorIdentity { card } => color_identity(setup, card),
        Question::DifferentNames { .. }
        | Question::NOrMoreDifferentNames { .. }
        | Question::ReferenceTarget { .. }
        | Question::DeckCopies { .. } => Err(Reply::Skip(format!(
            "manabrew has no probe for {} (capability not declared)",
            q.kind().name()
        ))),
        _ => Board::build(setup, s).and_then(|b| {
            on_board(&b, q).map(|r| match r {
                // The board holds a name the adapter picked for a player (another spelling).
                Reply::Answer(a) if b.adapter_picked() => Reply::AdapterAnswer(a),
                r => r,
            })
        }),
    };
    r.unwrap_or_else(|e| e)
}

fn on_board(b: &Board, q: &Question) -> Probe {
    match q {
        Question::Names { object } => names(b, object),
        Question::SameName { a, b: other } => {
            let (x, y) = (b.card_of(a)?, b.card_of(other)?);
            by(
                Answer::Bool(b.game.card(x).shares_name_with(b.game.card(y))),
                adapter_named(b, x) || adapter_named(b, y),
            )
        }
        Question::IsNamed { object, name } => is_named(b, object, name),
        Question::DifferentNameFrom { object, others } => different_name_from(b, object, others),
        Question::Text { object } => {
            // `Card::oracle_text` is the `Oracle:` line of the script this adapter wrote, moved
            // between faces as a whole; the engine derives no rules text (a text change, for
            // one, leaves it as written): the adapter's data.
            let c = b.game.card(b.card_of(object)?);
            adapter(Answer::Lines(
                c.oracle_text
                    .lines()
                    .filter(|l| !l.trim().is_empty())
                    .map(str::to_string)
                    .collect(),
            ))
        }
        Question::TypeLine { object } => {
            if b.caveats.contains_key(object) {
                // Its creature type was chosen by the adapter for Psychic Paper's prompt.
                return Err(Reply::Unsupported(Unsupported::Effect("set_name".into())));
            }
            let id = b.card_of(object)?;
            let line = type_line(b.game.card(id));
            let echoed = b.token_script(id).is_some_and(|t| type_line(t) == line);
            by(Answer::Text(line), echoed)
        }
        Question::TokenName { object } => {
            let id = b.card_of(object)?;
            let c = b.game.card(id);
            if !c.is_token {
                return Err(Reply::Error(format!("{object} is not a token in manabrew")));
            }
            let echoed = b
                .token_script(id)
                .is_some_and(|t| t.card_name == c.card_name);
            by(Answer::Text(c.card_name.clone()), echoed)
        }
        Question::Colors { object } => {
            let id = b.card_of(object)?;
            let c = b.game.card(id);
            let echoed = b.token_script(id).is_some_and(|t| t.color == c.color);
            by(Answer::Lines(letters(c.color)), echoed)
        }
        Question::IsToken { object } => {
            engine(Answer::Bool(b.game.card(b.card_of(object)?).is_token))
        }
        _ => Err(Reply::Skip(format!(
            "no board probe for {}",
            q.kind().name()
        ))),
    }
}

/// A type line as the suite writes it (`CardTypeLine`'s display, its ` - ` as ` — `).
fn type_line(c: &manabrew_engine::card::CardInstance) -> String {
    c.type_line.to_string().replace(" - ", " \u{2014} ")
}

/// Whether the object's name is the adapter's: a token made from a token script is named by
/// the script's `Name:` line, which this adapter wrote (for a token the case doesn't name, the
/// adapter even derived it: its subtypes and "Token", CR 111.4), unless the engine changed it.
/// An answer about its name (what it is, whether it shares one, whether it is named X) reads
/// that data back through manabrew's string comparison (`card_name.eq_ignore_ascii_case`):
/// the adapter's, not evidence about the engine's naming.
fn adapter_named(b: &Board, id: CardId) -> bool {
    let c = b.game.card(id);
    b.token_script(id)
        .is_some_and(|t| t.card_name == c.card_name)
}

fn names(b: &Board, object: &str) -> Probe {
    let id = b.card_of(object)?;
    let c = b.game.card(id);
    let names = if c.has_no_name() {
        vec![]
    } else {
        vec![c.card_name.clone()]
    };
    let echoed = adapter_named(b, id);
    by(
        Answer::Names(NameSetAnswer {
            names,
            all_nonlegendary_creature_names: c.has_non_legendary_creature_names(),
        }),
        echoed,
    )
}

fn is_named(b: &Board, object: &str, name: &str) -> Probe {
    let rules = b
        .setup
        .rules("Pithing Needle")
        .ok_or_else(|| Reply::Error("Pithing Needle is not in the card database".into()))?;
    let mut needle = CardInstance::from_rules(rules, PlayerId(0));
    needle.add_named_card(name);
    let id = b.card_of(object)?;
    let card = b.game.card(id);
    let selector = cached_compiled_selector("Card.NamedCard");
    let ctx = MatchContext::from_source(&needle).with_game(&b.game);
    by(
        Answer::Bool(matches_valid_card_selector_with_context(
            &selector, card, ctx,
        )),
        adapter_named(b, id),
    )
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
    let named_by_adapter = std::iter::once(&id)
        .chain(&targets)
        .any(|&c| adapter_named(b, c));
    by(
        Answer::Bool(matches_valid_card_selector_with_context(
            &selector, card, ctx,
        )),
        named_by_adapter,
    )
}

fn color_identity(setup: &'static Setup, name: &str) -> Probe {
    let rules = setup
        .rules(name)
        .ok_or_else(|| Reply::Unsupported(Unsupported::Card(name.to_string())))?;
    let ci = CardInstance::from_rules(rules, PlayerId(0)).color_identity;
    engine(Answer::Lines(letters(ci)))
}

/// A color set as mana-symbol letters in WUBRG order.
fn letters(c: forge_foundation::ColorSet) -> Vec<String> {
    [
        (c.has_white(), "W"),
        (c.has_blue(), "U"),
        (c.has_black(), "B"),
        (c.has_red(), "R"),
        (c.has_green(), "G"),
    ]
    .iter()
    .filter(|(on, _)| *on)
    .map(|(_, l)| l.to_string())
    .collect()
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

/// The name a player says in the engine's name prompt: the case's name. When the prompt
/// doesn't offer it exactly, the player picks through the engine's card database and the
/// answer is the adapter's (`agent::Plan::adapter_picked`).
fn said(name: &str) -> Vec<String> {
    vec![name.to_string()]
}

/// The subset card of a said name (exactly, or loosely: letter case, apostrophes, spaces),
/// when this adapter has no script for it: the engine can't be asked about a card it doesn't
/// have.
fn unscripted(setup: &Setup, name: &str) -> Result<(), Reply> {
    match setup
        .subset_card(name)
        .or_else(|| setup.subset_card_loosely(name))
    {
        Some(key) if setup.rules(key).is_none() => {
            Err(Reply::Unsupported(Unsupported::Card(key.to_string())))
        }
        _ => Ok(()),
    }
}

/// Whether a said name is no exact Oracle name of a card or face (another letter case,
/// other apostrophes or spaces, a flavor name): manabrew's name prompt is a list of exact
/// names and takes no string, so how such a name maps to a card (through the engine's card
/// database, or to nothing) is decided by this adapter's player, and the answer is the
/// adapter's. A joined name (`A // B`) is exact: the engine's list decides it.
fn spelled_otherwise(setup: &Setup, name: &str) -> bool {
    setup.subset_card(name).is_none()
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
    by(
        Answer::Choice(ChoiceAnswer {
            valid: !chosen.is_empty(),
            chosen,
        }),
        b.adapter_picked() || spelled_otherwise(setup, name),
    )
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
        // manabrew doesn't offer the cast even without Meddling Mage.
        return Err(Reply::Unsupported(Unsupported::Object(object.to_string())));
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
    // A split card's left half is the engine's normal cast of the card by the adapter's
    // reading (manabrew keeps only the left half: report root cause C); which half the
    // engine would cast isn't asked of it, so whether "the left half" is castable is the
    // adapter's mapping, not evidence. (A Room's left door is the engine's own: it has a
    // play option of its own for the right door.)
    let split_half = matches!(cast_as, Some(CastAs::LeftHalf)) && !b.game.card(id).is_room();
    by(
        Answer::Bool(plays.contains(&PlayOption::with_mode(id, mode))),
        b.adapter_picked() || spelled_otherwise(setup, chosen) || split_half,
    )
}
