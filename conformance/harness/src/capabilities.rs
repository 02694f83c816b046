//! What each case requires of an engine, derived from its contents.
//!
//! A question needs what its scenario needs ([`for_scenario`]) and what the question itself
//! needs ([`for_question`]). An engine that lacks one of them gets that question reported as
//! *skipped* with the missing capabilities (never passed); its other questions still run. An
//! engine that declares every capability a question needs must answer it: answering "skip"
//! anyway is a failure (answering "unsupported: card X" is not).

use std::collections::BTreeSet;
use truename_cases::{Capability as C, Case, CaseObject, EffectKind, Question, Scenario, Zone};
use truename_model::oracle::{Layout, Oracle};

/// Every capability (what the reference model and its mutants declare).
pub fn all() -> BTreeSet<C> {
    C::ALL.iter().copied().collect()
}

fn layout(l: Layout) -> Option<C> {
    match l {
        Layout::Normal => None,
        Layout::Split => Some(C::LayoutSplit),
        Layout::Flip => Some(C::LayoutFlip),
        Layout::Transform => Some(C::LayoutTransform),
        Layout::ModalDfc => Some(C::LayoutModalDfc),
        Layout::Meld => Some(C::LayoutMeld),
        Layout::Adventure => Some(C::LayoutAdventure),
        Layout::Room => Some(C::LayoutRoom),
    }
}

fn zone(z: Zone) -> Option<C> {
    match z {
        Zone::Battlefield => None,
        Zone::Hand => Some(C::ZoneHand),
        Zone::Library => Some(C::ZoneLibrary),
        Zone::Graveyard => Some(C::ZoneGraveyard),
        Zone::Stack => Some(C::ZoneStack),
        Zone::Exile => Some(C::ZoneExile),
        Zone::Command => Some(C::ZoneCommand),
    }
}

/// Whether a said name belongs to a group of interchangeable names (CR 201.3).
fn interchangeable(o: &Oracle, name: &str) -> bool {
    o.says_interchangeable(name)
}

fn object(obj: &CaseObject, o: &Oracle, r: &mut BTreeSet<C>) {
    if let Some(card) = &obj.card {
        r.insert(C::ObjectCard);
        if let Some(c) = o.card_with_face(card).and_then(|(c, _)| layout(c.layout)) {
            r.insert(c);
        }
        if interchangeable(o, card) {
            r.insert(C::NamesInterchangeable);
        }
    }
    if let Some(t) = &obj.token {
        r.insert(if t.copy_of.is_some() {
            C::ObjectTokenCopy
        } else {
            C::ObjectToken
        });
        let except_types = !t.except_add_types.is_empty()
            || !t.except_remove_types.is_empty()
            || t.except_power_toughness.is_some();
        if except_types {
            r.insert(C::EffectCopyExceptTypes);
        }
        if !t.except_has_ability.is_empty() || !t.except_has_quoted.is_empty() {
            r.insert(C::EffectCopyExceptAbilities);
        }
    }
    let spell_copy_except = obj.except_name.is_some()
        || !obj.except_add_types.is_empty()
        || !obj.except_remove_types.is_empty();
    if obj.spell_copy_of.is_some() && spell_copy_except {
        r.insert(C::ObjectSpellCopyExcept);
    }
    for m in &obj.merged {
        r.insert(C::StatusMerged);
        if m.token {
            r.insert(C::ObjectTokenCopy);
        }
        if let Some(c) = o
            .card_with_face(&m.card)
            .and_then(|(c, _)| layout(c.layout))
        {
            r.insert(c);
        }
    }
    let flags = [
        (obj.spell_copy_of.is_some(), C::ObjectSpellCopy),
        (obj.face_down, C::StatusFaceDown),
        (obj.flipped, C::StatusFlipped),
        (obj.transformed, C::StatusTransformed),
        (obj.melded, C::StatusMelded),
        (obj.cast_as.is_some(), C::StatusCastAs),
        (!obj.unlocked.is_empty(), C::StatusRoomDoors),
        (obj.printed.is_some(), C::Printing),
        (
            obj.previous.is_some() || obj.moved_by.is_some(),
            C::ZoneChange,
        ),
    ];
    r.extend(flags.into_iter().filter(|(on, _)| *on).map(|(_, c)| c));
    r.extend(zone(obj.zone));
}

fn effect(kind: &EffectKind, o: &Oracle, r: &mut BTreeSet<C>) {
    if let EffectKind::SetName { name, .. } = kind {
        if interchangeable(o, name) {
            r.insert(C::NamesInterchangeable);
        }
    }
    if let EffectKind::Copy {
        except_add_types,
        except_remove_types,
        except_power_toughness,
        except_keeps_color,
        except_has_ability,
        except_has_quoted,
        ..
    } = kind
    {
        if *except_keeps_color {
            r.insert(C::EffectCopyKeepsColor);
        }
        if !except_add_types.is_empty()
            || !except_remove_types.is_empty()
            || except_power_toughness.is_some()
        {
            r.insert(C::EffectCopyExceptTypes);
        }
        // One "it has this ability" was always part of effect:copy; several, or quoted ones,
        // need more.
        if except_has_ability.0.len() > 1 || !except_has_quoted.is_empty() {
            r.insert(C::EffectCopyExceptAbilities);
        }
    }
    r.insert(match kind {
        EffectKind::Copy { .. } => C::EffectCopy,
        EffectKind::WordSwap { .. } => C::EffectWordSwap,
        EffectKind::ExchangeText { .. } => C::EffectExchangeText,
        EffectKind::FullText { .. } => C::EffectFullText,
        EffectKind::AllNames { .. } => C::EffectAllNames,
        EffectKind::SetName { .. } => C::EffectSetName,
        EffectKind::NameSticker { .. } => C::EffectNameSticker,
        EffectKind::Splice { .. } => C::EffectSplice,
        EffectKind::GainAbilities { .. } => C::EffectGainAbilities,
        EffectKind::GrantAbility { .. } => C::EffectGrantAbility,
        EffectKind::ChangeTypes { .. } => C::EffectChangeTypes,
        EffectKind::LoseAllAbilities { .. } => C::EffectLoseAbilities,
        EffectKind::SetPowerToughness { .. } => C::EffectSetPowerToughness,
    });
}

fn question(q: &Question, o: &Oracle, r: &mut BTreeSet<C>) {
    r.insert(C::for_question(q.kind()));
    if let Question::Castable { copy: true, .. } = q {
        r.insert(C::CastCopy);
    }
    let said: Vec<&String> = match q {
        Question::IsNamed { name, .. }
        | Question::ChooseCardName { name, .. }
        | Question::Castable { chosen: name, .. } => vec![name],
        Question::DeckCopies { deck, name } => deck.iter().chain(std::iter::once(name)).collect(),
        _ => vec![],
    };
    if said.iter().any(|n| interchangeable(o, n)) {
        r.insert(C::NamesInterchangeable);
    }
}

/// What building a scenario requires: its objects (kinds, zones, statuses, layouts,
/// interchangeable names) and its effects.
pub fn for_scenario(scenario: &Scenario, oracle: &Oracle) -> BTreeSet<C> {
    let mut r = BTreeSet::new();
    for obj in &scenario.objects {
        object(obj, oracle, &mut r);
    }
    for e in &scenario.effects {
        effect(&e.kind, oracle, &mut r);
    }
    r
}

/// What asking one question requires beyond its scenario: its kind's `query:` capability,
/// and interchangeable names when it says one.
pub fn for_question(q: &Question, oracle: &Oracle) -> BTreeSet<C> {
    let mut r = BTreeSet::new();
    question(q, oracle, &mut r);
    r
}

/// The capabilities asking `questions` about `scenario` requires (all of them together).
pub fn required_for<'q>(
    scenario: &Scenario,
    questions: impl IntoIterator<Item = &'q Question>,
    oracle: &Oracle,
) -> BTreeSet<C> {
    let mut r = for_scenario(scenario, oracle);
    for q in questions {
        question(q, oracle, &mut r);
    }
    r
}

/// The capabilities a whole case requires (every question together).
pub fn required(case: &Case, oracle: &Oracle) -> BTreeSet<C> {
    required_for(
        &case.scenario,
        case.queries.iter().map(|q| &q.question),
        oracle,
    )
}
