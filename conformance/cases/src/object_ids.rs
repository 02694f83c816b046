//! Which fields hold an object id: one list per type, read ([`EffectKind::object_ids`],
//! [`Question::object_ids`]) or rewritten in place ([`Scenario::each_object_id_mut`],
//! [`Question::each_object_id_mut`]) from the same match, so a field that names an object is
//! listed once, and a board renamed one-to-one keeps every reference it had.
//!
//! Only object ids are listed: a player (`owner`, `controller`), a card's Oracle name, a case's
//! id or a word are never an object id, whatever they spell.

use crate::question::Question;
use crate::scenario::{CaseEffect, CaseObject, EffectKind, Scenario, TokenSpec};

/// Calls `$visit(field, id)` for each object id `$kind` (an [`EffectKind`]) names, the ids
/// borrowed as the tokens after `ref` say (`&` or `&mut`), in field order.
macro_rules! effect_ids {
    (ref [$($r:tt)+] $kind:expr, $visit:expr) => {
        match $kind {
            EffectKind::Copy {
                object,
                of,
                except_has_ability,
                except_has_quoted,
                ..
            } => {
                $visit("object", object);
                $visit("of", of);
                for a in $($r)+ except_has_ability.0 {
                    $visit("except_has_ability", $($r)+ a.object);
                }
                for a in $($r)+ except_has_quoted.0 {
                    $visit("except_has_quoted", $($r)+ a.object);
                }
            }
            EffectKind::WordSwap { object, .. }
            | EffectKind::AllNames { object }
            | EffectKind::SetName { object, .. }
            | EffectKind::NameSticker { object, .. }
            | EffectKind::ChangeTypes { object, .. }
            | EffectKind::LoseAllAbilities { object }
            | EffectKind::SetPowerToughness { object, .. } => $visit("object", object),
            EffectKind::ExchangeText { a, b } => {
                $visit("a", a);
                $visit("b", b);
            }
            EffectKind::FullText { object, of } => {
                $visit("object", object);
                $visit("of", of);
            }
            EffectKind::Splice { spell, card } => {
                $visit("spell", spell);
                $visit("card", card);
            }
            EffectKind::GainAbilities { object, from, .. } => {
                $visit("object", object);
                $visit("from", from);
            }
            EffectKind::GrantAbility { object, by, .. } => {
                $visit("object", object);
                $visit("by", by);
            }
        }
    };
}

/// [`effect_ids`] for a [`Question`].
macro_rules! question_ids {
    (ref [$($r:tt)+] $question:expr, $visit:expr) => {
        match $question {
            Question::Names { object }
            | Question::IsNamed { object, .. }
            | Question::Castable { object, .. }
            | Question::ReferenceTarget { object, .. }
            | Question::Text { object }
            | Question::TypeLine { object }
            | Question::TokenName { object }
            | Question::ManaCost { object }
            | Question::PowerToughness { object }
            | Question::HasType { object, .. }
            | Question::Colors { object }
            | Question::IsToken { object } => $visit("object", object),
            Question::SameName { a, b } => {
                $visit("a", a);
                $visit("b", b);
            }
            Question::DifferentNames { objects }
            | Question::NOrMoreDifferentNames { objects, .. } => {
                for o in $($r)+ *objects {
                    $visit("objects", o);
                }
            }
            Question::DifferentNameFrom { object, others } => {
                $visit("object", object);
                for o in $($r)+ *others {
                    $visit("others", o);
                }
            }
            Question::ChooseCardName { .. }
            | Question::DeckCopies { .. }
            | Question::ColorIdentity { .. }
            | Question::LegendRule {} => {}
        }
    };
}

impl EffectKind {
    /// The object ids this effect names, each with the field naming it.
    pub fn object_ids<'a>(&'a self) -> Vec<(&'static str, &'a String)> {
        let mut v = Vec::new();
        effect_ids!(ref [&] self, |f, id: &'a String| v.push((f, id)));
        v
    }

    /// Calls `visit` with each object id this effect names ([`EffectKind::object_ids`]), to
    /// read or rewrite.
    pub fn each_object_id_mut(&mut self, visit: &mut impl FnMut(&'static str, &mut String)) {
        effect_ids!(ref [&mut] self, |f, id: &mut String| visit(f, id));
    }
}

impl Question {
    /// The object ids this question names, each with the field naming it.
    pub fn object_ids<'a>(&'a self) -> Vec<(&'static str, &'a String)> {
        let mut v = Vec::new();
        question_ids!(ref [&] self, |f, id: &'a String| v.push((f, id)));
        v
    }

    /// Calls `visit` with each object id this question names ([`Question::object_ids`]), to
    /// read or rewrite.
    pub fn each_object_id_mut(&mut self, visit: &mut impl FnMut(&'static str, &mut String)) {
        question_ids!(ref [&mut] self, |f, id: &mut String| visit(f, id));
    }
}

/// [`effect_ids`] for a [`CaseObject`]: its own id, then the ids it refers to, its token's
/// included ([`token_ids`]).
macro_rules! case_object_ids {
    (ref [$($r:tt)+] $object:expr, $visit:expr) => {{
        let o = $object;
        $visit("id", $($r)+ o.id);
        if let Some(s) = $($r)+ o.spell_copy_of {
            $visit("spell_copy_of", s);
        }
        if let Some(p) = $($r)+ o.previous {
            $visit("previous", p);
        }
        if let Some(m) = $($r)+ o.moved_by {
            $visit("moved_by.object", $($r)+ m.object);
        }
        if let Some(t) = $($r)+ o.token {
            token_ids!(ref [$($r)+] t, $visit);
        }
    }};
}

/// [`effect_ids`] for a [`TokenSpec`].
macro_rules! token_ids {
    (ref [$($r:tt)+] $token:expr, $visit:expr) => {{
        let t = $token;
        if let Some(c) = $($r)+ t.created_by {
            $visit("token.created_by", c);
        }
        if let Some(c) = $($r)+ t.copy_of {
            $visit("token.copy_of", c);
        }
        for a in $($r)+ t.except_has_ability.0 {
            $visit("token.except_has_ability", $($r)+ a.object);
        }
        for a in $($r)+ t.except_has_quoted.0 {
            $visit("token.except_has_quoted", $($r)+ a.object);
        }
    }};
}

impl Scenario {
    /// Calls `visit` with every object id of the board, to read or rewrite: each object's own
    /// and those it refers to ([`CaseObject::each_object_id_mut`]), then each effect's source
    /// and the ids its kind names ([`EffectKind::each_object_id_mut`]). The fields are the
    /// paths a case file spells (`id`, `token.created_by`, `source`, `of`, ...).
    pub fn each_object_id_mut(&mut self, visit: &mut impl FnMut(&'static str, &mut String)) {
        for o in &mut self.objects {
            o.each_object_id_mut(visit);
        }
        for e in &mut self.effects {
            e.each_object_id_mut(visit);
        }
    }
}

impl CaseEffect {
    /// The effect's source, if any, then each object id its kind names, each with the field
    /// naming it.
    pub fn object_ids<'a>(&'a self) -> Vec<(&'static str, &'a String)> {
        let mut v: Vec<(&'static str, &'a String)> =
            self.source.iter().map(|s| ("source", s)).collect();
        v.extend(self.kind.object_ids());
        v
    }

    /// Calls `visit` with the effect's source, if any, then each object id its kind names.
    pub fn each_object_id_mut(&mut self, visit: &mut impl FnMut(&'static str, &mut String)) {
        if let Some(s) = &mut self.source {
            visit("source", s);
        }
        self.kind.each_object_id_mut(visit);
    }
}

impl CaseObject {
    /// The object's id, then each object id it refers to (see
    /// [`CaseObject::each_object_id_mut`]), each with the field naming it.
    pub fn object_ids<'a>(&'a self) -> Vec<(&'static str, &'a String)> {
        let mut v = Vec::new();
        case_object_ids!(ref [&] self, |f, id: &'a String| v.push((f, id)));
        v
    }

    /// Calls `visit` with the object's id, then each object id it refers to: the copied
    /// spell, the object it was (CR 400.7), the ability that moved it, and its token's
    /// creator, copied object and excepted abilities ([`TokenSpec`]).
    pub fn each_object_id_mut(&mut self, visit: &mut impl FnMut(&'static str, &mut String)) {
        case_object_ids!(ref [&mut] self, |f, id: &mut String| visit(f, id));
    }
}

impl TokenSpec {
    /// Calls `visit` with each object id the token refers to: its creator, the object it
    /// copies, and the objects of its excepted abilities.
    pub fn each_object_id_mut(&mut self, visit: &mut impl FnMut(&'static str, &mut String)) {
        token_ids!(ref [&mut] self, |f, id: &mut String| visit(f, id));
    }
}

#[cfg(test)]
mod tests {
    use crate::*;

    /// The ids `$x` lists when read (`object_ids`), checked equal to those it visits to
    /// rewrite (`each_object_id_mut`), with their fields.
    macro_rules! same_ids_read_and_rewritten {
        ($x:expr) => {{
            let read: Vec<(&str, String)> = ($x.object_ids().into_iter())
                .map(|(f, i)| (f, i.clone()))
                .collect();
            let mut written = Vec::new();
            $x.each_object_id_mut(&mut |f, i| written.push((f, i.clone())));
            assert_eq!(read, written);
            read
        }};
    }

    /// Each effect kind and question lists the same ids, in the same order, read or rewritten.
    #[test]
    fn reading_and_rewriting_list_the_same_ids() {
        let mut copy = EffectKind::copy("a", "b");
        if let EffectKind::Copy {
            except_has_ability,
            except_has_quoted,
            ..
        } = &mut copy
        {
            except_has_ability.0.push(AbilityRef {
                object: "c".into(),
                ability: 0,
            });
            except_has_quoted.0.push(AbilityRef {
                object: "d".into(),
                ability: 1,
            });
        }
        let effects = [
            copy,
            EffectKind::ExchangeText {
                a: "a".into(),
                b: "b".into(),
            },
            EffectKind::Splice {
                spell: "s".into(),
                card: "c".into(),
            },
            EffectKind::AllNames { object: "o".into() },
        ];
        for mut e in effects {
            assert!(!same_ids_read_and_rewritten!(e).is_empty());
        }
        let mut q = Question::DifferentNameFrom {
            object: "a".into(),
            others: vec!["b".into(), "c".into()],
        };
        let mut written = Vec::new();
        q.each_object_id_mut(&mut |f, i| {
            written.push(f);
            i.push('!');
        });
        assert_eq!(written, ["object", "others", "others"]);
        let ids: Vec<&String> = q.object_ids().into_iter().map(|(_, i)| i).collect();
        assert_eq!(ids, ["a!", "b!", "c!"]);
    }

    /// An object and an effect list the same ids, in the same order, read or rewritten: each
    /// field that can hold one.
    #[test]
    fn objects_and_effects_read_and_rewrite_the_same_ids() {
        let refs = |o: &str| {
            AbilityRefs(vec![AbilityRef {
                object: o.into(),
                ability: 0,
            }])
        };
        let mut object = CaseObject {
            id: "x".into(),
            spell_copy_of: Some("s".into()),
            previous: Some("p".into()),
            moved_by: Some(AbilityRef {
                object: "m".into(),
                ability: 1,
            }),
            token: Some(TokenSpec {
                created_by: Some("c".into()),
                copy_of: Some("o".into()),
                except_has_ability: refs("h"),
                except_has_quoted: refs("q"),
                ..TokenSpec::default()
            }),
            ..CaseObject::default()
        };
        let read = same_ids_read_and_rewritten!(object);
        let ids: Vec<&str> = read.iter().map(|(_, i)| i.as_str()).collect();
        assert_eq!(ids, ["x", "s", "p", "m", "c", "o", "h", "q"]);
        let mut effect = CaseEffect {
            timestamp: 1,
            source: Some("src".into()),
            attached_at: None,
            kind: EffectKind::GrantAbility {
                object: "a".into(),
                by: "b".into(),
                ability: 0,
            },
        };
        let read = same_ids_read_and_rewritten!(effect);
        assert_eq!(read.len(), 3);
    }
}
