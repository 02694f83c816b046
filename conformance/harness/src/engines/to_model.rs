//! Translating a case's [`Scenario`] into the model's [`Board`].

use truename_cases::{self as case, CaseEffect, CaseObject, Door, Scenario};
use truename_model::board::{self as mb, Board, Object, ObjectId, Printing, Status, TokenSource};
use truename_model::effects::{CopyExcept, Effect, EffectKind, TypeChange};
use truename_model::text::Role;

fn id(s: &str) -> ObjectId {
    ObjectId(s.to_string())
}

/// The model's zone for a case zone.
pub fn zone(z: case::Zone) -> mb::Zone {
    match z {
        case::Zone::Library => mb::Zone::Library,
        case::Zone::Hand => mb::Zone::Hand,
        case::Zone::Battlefield => mb::Zone::Battlefield,
        case::Zone::Graveyard => mb::Zone::Graveyard,
        case::Zone::Stack => mb::Zone::Stack,
        case::Zone::Exile => mb::Zone::Exile,
        case::Zone::Command => mb::Zone::Command,
    }
}

/// The model's cast mode for a case cast mode.
pub fn cast_as(c: case::CastAs) -> mb::CastAs {
    match c {
        case::CastAs::LeftHalf => mb::CastAs::Half(0),
        case::CastAs::RightHalf => mb::CastAs::Half(1),
        case::CastAs::Fused => mb::CastAs::Fused,
        case::CastAs::Adventure => mb::CastAs::Adventure,
        case::CastAs::BackFace => mb::CastAs::BackFace,
        case::CastAs::FaceDown => mb::CastAs::FaceDown,
    }
}

fn ability_ref(a: &case::AbilityRef) -> mb::AbilityRef {
    mb::AbilityRef {
        object: id(&a.object),
        ability: a.ability,
    }
}

/// A copy effect's exceptions as the case gives them (on a copy effect, a token copy or a spell
/// copy), for the model (CR 707.9).
struct Except<'c> {
    name: &'c Option<String>,
    add_types: &'c [String],
    remove_types: &'c [String],
    power_toughness: Option<&'c str>,
    has_ability: Option<&'c case::AbilityRefs>,
    has_quoted: Option<&'c case::AbilityRefs>,
    /// "Except it doesn't copy that creature's color" (CR 707.9c).
    keeps_colors: bool,
}

impl Except<'_> {
    fn to_model(&self) -> CopyExcept {
        let refs = |r: Option<&case::AbilityRefs>| -> Vec<mb::AbilityRef> {
            r.into_iter()
                .flat_map(|r| r.iter())
                .map(ability_ref)
                .collect()
        };
        CopyExcept {
            name: self.name.clone(),
            has_abilities: refs(self.has_ability),
            has_quoted: refs(self.has_quoted),
            types: TypeChange {
                add: self.add_types.to_vec(),
                remove: self.remove_types.to_vec(),
                ..TypeChange::default()
            },
            power_toughness: self.power_toughness.and_then(pt),
            keeps_colors: self.keeps_colors,
        }
    }
}

/// "2/3" as power and toughness.
pub fn pt(s: &str) -> Option<(String, String)> {
    let (p, t) = s.split_once('/')?;
    Some((p.trim().to_string(), t.trim().to_string()))
}

/// How a case token came to be, for the model (CR 111.4, 707.2).
fn token_source(t: &case::TokenSpec) -> TokenSource {
    if let Some(c) = &t.created_by {
        TokenSource::Created {
            creator: id(c),
            ability: t.ability,
            created_at: t.created_at.unwrap_or(0),
        }
    } else if let Some(of) = &t.copy_of {
        let except = Except {
            name: &t.except_name,
            add_types: &t.except_add_types,
            remove_types: &t.except_remove_types,
            power_toughness: t.except_power_toughness.as_deref(),
            has_ability: Some(&t.except_has_ability),
            has_quoted: Some(&t.except_has_quoted),
            keeps_colors: false,
        };
        TokenSource::CopyOf {
            of: id(of),
            except: Box::new(except.to_model()),
            created_at: t.created_at,
        }
    } else {
        TokenSource::Given {
            name: t.name.clone(),
            subtypes: t.subtypes.clone(),
            types: t.types.clone(),
        }
    }
}

fn object(o: &CaseObject) -> Object {
    let kind = if let Some(card) = &o.card {
        mb::ObjectKind::Card { card: card.clone() }
    } else if let Some(of) = &o.spell_copy_of {
        let except = Except {
            name: &o.except_name,
            add_types: &o.except_add_types,
            remove_types: &o.except_remove_types,
            power_toughness: None,
            has_ability: None,
            has_quoted: None,
            keeps_colors: false,
        };
        mb::ObjectKind::SpellCopy {
            of: id(of),
            except: Box::new(except.to_model()),
        }
    } else {
        let source = match &o.token {
            Some(t) => token_source(t),
            None => token_source(&Default::default()),
        };
        mb::ObjectKind::Token { source }
    };
    Object {
        id: id(&o.id),
        kind,
        zone: zone(o.zone),
        owner: o.owner.clone().unwrap_or_else(|| "p1".into()),
        controller: o.controller.clone(),
        status: Status {
            face_down: o.face_down,
            flipped: o.flipped,
            transformed: o.transformed,
            melded: o.melded,
            cast_as: o.cast_as.map(cast_as),
            unlocked: o
                .unlocked
                .iter()
                .map(|d| match d {
                    Door::Left => 0,
                    Door::Right => 1,
                })
                .collect(),
        },
        printing: o.printed.as_ref().map(|p| Printing {
            language: p.language.clone(),
            name: p.name.clone(),
        }),
        previous: o.previous.as_deref().map(id),
        moved_by: o.moved_by.as_ref().map(ability_ref),
        merged: o
            .merged
            .iter()
            .map(|m| mb::Merged {
                card: m.card.clone(),
                on_top: m.on_top,
                token: m.token,
            })
            .collect(),
    }
}

fn role(r: case::Role) -> Role {
    match r {
        case::Role::Color => Role::Color,
        case::Role::LandType => Role::LandType,
        case::Role::CreatureType => Role::CreatureType,
    }
}

/// The model's effect for a copy, type-changing or power/toughness-setting case effect.
fn characteristics_effect(kind: &case::EffectKind) -> EffectKind {
    use case::EffectKind as K;
    match kind {
        K::Copy {
            object,
            of,
            except_name,
            except_has_ability,
            except_has_quoted,
            except_add_types,
            except_remove_types,
            except_power_toughness,
            except_keeps_color,
        } => EffectKind::Copy {
            object: id(object),
            of: id(of),
            except: Except {
                name: except_name,
                add_types: except_add_types,
                remove_types: except_remove_types,
                power_toughness: except_power_toughness.as_deref(),
                has_ability: Some(except_has_ability),
                has_quoted: Some(except_has_quoted),
                keeps_colors: *except_keeps_color,
            }
            .to_model(),
        },
        K::ChangeTypes {
            object,
            set_types,
            set_subtypes,
            remove,
            add,
        } => EffectKind::ChangeTypes {
            object: id(object),
            change: TypeChange {
                set_types: set_types.clone(),
                set_subtypes: set_subtypes.clone(),
                remove: remove.clone(),
                add: add.clone(),
            },
        },
        K::SetPowerToughness {
            object,
            power_toughness,
        } => {
            let (power, toughness) = pt(power_toughness).unwrap_or_default();
            EffectKind::SetPowerToughness {
                object: id(object),
                power,
                toughness,
            }
        }
        _ => unreachable!("only called for copy, type and power/toughness effects"),
    }
}

fn effect(e: &CaseEffect) -> Effect {
    use case::EffectKind as K;
    let kind = match &e.kind {
        K::Copy { .. } | K::ChangeTypes { .. } | K::SetPowerToughness { .. } => {
            characteristics_effect(&e.kind)
        }
        K::LoseAllAbilities { object } => EffectKind::LoseAllAbilities { object: id(object) },
        K::WordSwap {
            object,
            role: r,
            from,
            to,
        } => EffectKind::WordSwap {
            object: id(object),
            role: role(*r),
            from: from.clone(),
            to: to.clone(),
        },
        K::ExchangeText { a, b } => EffectKind::ExchangeText { a: id(a), b: id(b) },
        K::FullText { object, of } => EffectKind::FullText {
            object: id(object),
            of: id(of),
        },
        K::AllNames { object } => EffectKind::AllNonlegendaryCreatureNames { object: id(object) },
        K::SetName { object, name } => EffectKind::SetName {
            object: id(object),
            name: name.clone(),
        },
        K::NameSticker {
            object,
            word,
            position,
        } => EffectKind::NameSticker {
            object: id(object),
            word: word.clone(),
            position: *position,
        },
        K::Splice { spell, card } => EffectKind::Splice {
            spell: id(spell),
            card: id(card),
        },
        K::GainAbilities {
            object,
            from,
            activated_only,
        } => EffectKind::GainAbilities {
            object: id(object),
            from: id(from),
            activated_only: *activated_only,
        },
        K::GrantAbility {
            object,
            by,
            ability,
        } => EffectKind::GrantAbility {
            object: id(object),
            by: id(by),
            ability: *ability,
        },
    };
    Effect {
        timestamp: e.timestamp,
        attached_at: e.attached_at,
        source: e.source.as_deref().map(id),
        kind,
    }
}

/// The model board for a scenario.
pub fn board(case: &Scenario) -> Board {
    Board {
        objects: case.objects.iter().map(object).collect(),
        effects: case.effects.iter().map(effect).collect(),
    }
}
