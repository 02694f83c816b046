//! A small board builder for the model's tests.
#![allow(dead_code)]

use truename_model::board::{
    AbilityRef, Board, CastAs, Object, ObjectId, Printing, Status, TokenSource, Zone,
};
use truename_model::effects::{Effect, EffectKind};
use truename_model::names::NameSet;
use truename_model::Model;

pub fn model() -> Model {
    Model::embedded()
}

pub fn id(s: &str) -> ObjectId {
    ObjectId::from(s)
}

pub fn ids(s: &[&str]) -> Vec<ObjectId> {
    s.iter().map(|x| id(x)).collect()
}

#[derive(Default)]
pub struct B {
    pub board: Board,
}

impl B {
    pub fn new() -> B {
        B::default()
    }
    pub fn card(mut self, i: &str, name: &str, zone: Zone) -> B {
        self.board.objects.push(Object::card(i, name, zone));
        self
    }
    pub fn bf(self, i: &str, name: &str) -> B {
        self.card(i, name, Zone::Battlefield)
    }
    pub fn status(mut self, i: &str, f: impl FnOnce(&mut Status)) -> B {
        let o = self.board.objects.iter_mut().find(|o| o.id.0 == i).unwrap();
        f(&mut o.status);
        self
    }
    pub fn face_down(self, i: &str) -> B {
        self.status(i, |s| s.face_down = true)
    }
    pub fn cast(self, i: &str, how: CastAs) -> B {
        self.status(i, |s| s.cast_as = Some(how))
    }
    pub fn printed(mut self, i: &str, language: &str, name: &str) -> B {
        let o = self.board.objects.iter_mut().find(|o| o.id.0 == i).unwrap();
        o.printing = Some(Printing {
            language: language.into(),
            name: name.into(),
        });
        self
    }
    pub fn moved(mut self, new: &str, previous: &str, by: Option<(&str, usize)>) -> B {
        let o = self
            .board
            .objects
            .iter_mut()
            .find(|o| o.id.0 == new)
            .unwrap();
        o.previous = Some(id(previous));
        o.moved_by = by.map(|(obj, ability)| AbilityRef {
            object: id(obj),
            ability,
        });
        self
    }
    pub fn token(mut self, i: &str, source: TokenSource) -> B {
        self.board.objects.push(Object::token(i, source));
        self
    }
    pub fn created(self, i: &str, creator: &str, at: u64) -> B {
        self.token(
            i,
            TokenSource::Created {
                creator: id(creator),
                ability: None,
                created_at: at,
            },
        )
    }
    pub fn token_copy(self, i: &str, of: &str) -> B {
        self.token(
            i,
            TokenSource::CopyOf {
                of: id(of),
                except: Box::default(),
                created_at: None,
            },
        )
    }
    pub fn spell_copy(mut self, i: &str, of: &str) -> B {
        let mut o = Object::card(i, "", Zone::Stack);
        o.kind = truename_model::board::ObjectKind::SpellCopy {
            of: id(of),
            except: Box::default(),
        };
        self.board.objects.push(o);
        self
    }
    pub fn eff(mut self, ts: u64, kind: EffectKind) -> B {
        self.board.effects.push(Effect::new(ts, kind));
        self
    }
    pub fn attached(mut self, ts: u64, attached_at: u64, kind: EffectKind) -> B {
        let mut e = Effect::new(ts, kind);
        e.attached_at = Some(attached_at);
        self.board.effects.push(e);
        self
    }
}

pub fn names(m: &Model, b: &Board, i: &str) -> NameSet {
    m.evaluate(b).unwrap().names(&id(i)).unwrap().value
}

pub fn name_list(m: &Model, b: &Board, i: &str) -> Vec<String> {
    names(m, b, i).names.iter().map(|n| n.to_string()).collect()
}

pub fn same(m: &Model, b: &Board, x: &str, y: &str) -> bool {
    m.evaluate(b)
        .unwrap()
        .same_name(&id(x), &id(y))
        .unwrap()
        .value
}

/// Kodama's Reach (`reach`) on the stack with Glacial Ray (`ray`, in hand) spliced onto it: the
/// example of CR 201.5b and 612.10.
pub fn glacial_ray_spliced_onto_kodamas_reach() -> Board {
    B::new()
        .card("reach", "Kodama's Reach", Zone::Stack)
        .card("ray", "Glacial Ray", Zone::Hand)
        .eff(
            1,
            EffectKind::Splice {
                spell: id("reach"),
                card: id("ray"),
            },
        )
        .board
}

/// Whether object `i` of board `b` is named `name` (the model's `is_named` query).
pub fn is_named(m: &Model, b: &Board, i: &str, name: &str) -> bool {
    m.evaluate(b).unwrap().is_named(&id(i), name).unwrap().value
}

pub fn text(m: &Model, b: &Board, i: &str) -> Vec<String> {
    m.evaluate(b).unwrap().text(&id(i)).unwrap().value
}

pub fn refs(m: &Model, b: &Board, i: &str, ability: usize, occ: usize) -> Vec<String> {
    m.evaluate(b)
        .unwrap()
        .reference_target(&id(i), ability, occ)
        .unwrap()
        .value
        .iter()
        .map(|x| x.0.clone())
        .collect()
}

pub fn set_name(object: &str, name: &str) -> EffectKind {
    EffectKind::SetName {
        object: id(object),
        name: name.into(),
    }
}

pub fn spy_kit(object: &str) -> EffectKind {
    EffectKind::AllNonlegendaryCreatureNames { object: id(object) }
}

pub fn swap(object: &str, role: truename_model::text::Role, from: &str, to: &str) -> EffectKind {
    EffectKind::WordSwap {
        object: id(object),
        role,
        from: from.into(),
        to: to.into(),
    }
}
