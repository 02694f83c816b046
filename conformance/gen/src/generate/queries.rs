//! Questions about the board built so far, of every kind the format has.

use super::builder::Builder;
use super::source::Source;
use truename_cases::*;
use truename_model::eval::Evaluated;
use truename_model::Model;

/// The "choose a card name" constraints drawn from (CR 201.4a).
fn constraints() -> [Constraint; 5] {
    let c = |is: &[&str], not: &[&str]| Constraint {
        is: is.iter().map(|s| s.to_string()).collect(),
        not: not.iter().map(|s| s.to_string()).collect(),
    };
    [
        Constraint::default(),
        c(&[], &["Land"]),
        c(&["Creature"], &[]),
        c(&["Artifact"], &[]),
        c(&["Legendary"], &[]),
    ]
}

/// At least one of `ids`, each kept with probability 60 %.
fn subset(src: &mut dyn Source, ids: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = (ids.iter())
        .filter(|_| src.chance(60))
        .map(|&id| id.to_owned())
        .collect();
    if v.is_empty() {
        v.push(one(src, ids));
    }
    v
}

/// One of `ids`, picked as [`Source::pick`] picks.
fn one(src: &mut dyn Source, ids: &[&str]) -> String {
    (*src.pick(ids)).to_owned()
}

impl Builder<'_> {
    /// One random question (none when the board has nothing it could ask about); `ev` is the
    /// model's evaluation of the board.
    pub(crate) fn query(&mut self, src: &mut dyn Source, model: &Model, ev: &Evaluated) {
        let ids = self.ids();
        let said = &self.pools.said_names;
        let ask = match src.weighted(&[18, 12, 12, 8, 12, 10, 6, 6, 6, 6, 4, 3, 1, 1, 2, 3, 2]) {
            0 => Question::SameName {
                a: one(src, &ids),
                b: one(src, &ids),
            },
            1 => Question::Names {
                object: one(src, &ids),
            },
            2 => Question::DifferentNames {
                objects: subset(src, &ids),
            },
            3 => Question::DifferentNameFrom {
                object: one(src, &ids),
                others: subset(src, &ids),
            },
            4 => {
                let objects = subset(src, &ids);
                let n = src.range(1, objects.len() + 1);
                Question::NOrMoreDifferentNames { objects, n }
            }
            5 => self.is_named(src, ev, &ids),
            6 => {
                let name = src.pick(said).clone();
                Question::ChooseCardName {
                    name: spoken(src, name),
                    constraint: constraints()[src.below(5)].clone(),
                }
            }
            7 => match self.castable(src, model) {
                Some(q) => q,
                None => return,
            },
            8 => match self.reference(src, ev, &ids) {
                Some(q) => q,
                None => return,
            },
            9 => self.token_name_or_type_line(src, &ids),
            10 => Question::Text {
                object: one(src, &ids),
            },
            11 => Question::LegendRule {},
            12 => Question::ManaCost {
                object: one(src, &ids),
            },
            13 => Question::PowerToughness {
                object: one(src, &ids),
            },
            14 => Question::HasType {
                object: one(src, &ids),
                r#type: src.pick(super::effects::TYPE_WORDS).to_string(),
            },
            15 => Question::Colors {
                object: one(src, &ids),
            },
            _ => Question::IsToken {
                object: one(src, &ids),
            },
        };
        self.push_query(ask);
    }

    /// Castability of a card under a chosen name, in a way the card can be cast (CR 601.3e).
    fn castable(&self, src: &mut dyn Source, model: &Model) -> Option<Question> {
        let objects = &self.case.scenario.objects;
        let cards: Vec<&CaseObject> = objects.iter().filter(|o| o.card.is_some()).collect();
        if cards.is_empty() {
            return None;
        }
        let o = src.pick(&cards);
        let applies = |m: CastAs| {
            let card = o
                .card
                .as_deref()
                .and_then(|c| model.oracle.card_with_face(c));
            let mode = truename_harness::engines::to_model::cast_as(m);
            card.is_some_and(|(c, _)| truename_model::oracle::mode_applies(c, mode))
        };
        let modes: Vec<Option<CastAs>> = [
            None,
            Some(CastAs::LeftHalf),
            Some(CastAs::RightHalf),
            Some(CastAs::Fused),
            Some(CastAs::Adventure),
            Some(CastAs::FaceDown),
            Some(CastAs::BackFace),
        ]
        .into_iter()
        .filter(|m| m.is_none_or(applies))
        .collect();
        // Often one of the card's own face names: the name that stops it unless something
        // (a sticker, 123.5; the face cast, 601.3e) changes the spell's name.
        let faces: Vec<String> = (o.card.as_deref())
            .and_then(|c| model.oracle.card_with_face(c))
            .map(|(c, _)| c.faces.iter().map(|f| f.name.to_string()).collect())
            .unwrap_or_default();
        let chosen = if !faces.is_empty() && src.chance(40) {
            src.pick(&faces).clone()
        } else {
            src.pick(&self.pools.said_names).clone()
        };
        // Sometimes a copy of the card is cast instead (Isochron Scepter, CR 707.12).
        Some(Question::Castable {
            object: o.id.clone(),
            cast_as: *src.pick(&modes),
            chosen,
            copy: src.chance(20),
        })
    }

    /// A name reference that exists, found by the model's reading of the board (CR 201.5).
    fn reference(&self, src: &mut dyn Source, ev: &Evaluated, ids: &[&str]) -> Option<Question> {
        let mut refs = Vec::new();
        for id in ids {
            if let Ok(c) = ev.chars(&truename_model::board::ObjectId(id.to_string())) {
                for (ai, a) in c.abilities.iter().enumerate() {
                    let n = a.segs.iter().filter(|s| s.is_reference()).count();
                    refs.extend((0..n).map(|k| (id.to_string(), ai, k)));
                }
            }
        }
        if refs.is_empty() {
            return None;
        }
        let (object, ability, occurrence) = src.pick(&refs).clone();
        Some(Question::ReferenceTarget {
            object,
            ability,
            occurrence,
        })
    }

    /// Is an object named so: half the time with a name it has (else any name a player might
    /// say), in either case often spelled as a player says it ([`spoken`]).
    fn is_named(&self, src: &mut dyn Source, ev: &Evaluated, ids: &[&str]) -> Question {
        let object = one(src, ids);
        let id = truename_model::board::ObjectId(object.clone());
        let own: Vec<String> = ev.chars(&id).map_or(vec![], |c| {
            c.names.names.iter().map(|n| n.to_string()).collect()
        });
        let name = if own.is_empty() || src.below(2) == 0 {
            src.pick(&self.pools.said_names).clone()
        } else {
            src.pick(&own).clone()
        };
        Question::IsNamed {
            object,
            name: spoken(src, name),
        }
    }

    /// A token's name if there is a token (CR 111.4), else a type line (CR 612.1).
    fn token_name_or_type_line(&self, src: &mut dyn Source, ids: &[&str]) -> Question {
        let objects = &self.case.scenario.objects;
        let tokens: Vec<String> = objects
            .iter()
            .filter(|o| o.token.is_some())
            .map(|o| o.id.clone())
            .collect();
        if tokens.is_empty() {
            Question::TypeLine {
                object: one(src, ids),
            }
        } else {
            Question::TokenName {
                object: src.pick(&tokens).clone(),
            }
        }
    }
}

/// A name as a player might say it: two times in three as written, else in lower case or with
/// a typographic apostrophe. Names in questions (`is_named`, `choose_card_name`) arrive as said
/// and must be normalised by the engine (CR 201.2: a name is its English words, not their
/// spelling); an engine that compares them exactly is found by these.
fn spoken(src: &mut dyn Source, name: String) -> String {
    match src.below(6) {
        0 | 1 => name.to_lowercase(),
        2 if name.contains('\'') => name.replace('\'', "\u{2019}"),
        _ => name,
    }
}
