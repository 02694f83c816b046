//! Targeted scenarios that make the rare structures common: a role word in a name, a granted
//! ability under a word swap, a source reference across zone changes, interchangeable names,
//! and packing that defeats a greedy count.

use super::builder::Builder;
use super::pools::Category;
use super::source::Source;
use truename_cases::*;
use truename_model::Model;

fn case_role(r: truename_model::text::Role) -> Role {
    match r {
        truename_model::text::Role::Color => Role::Color,
        truename_model::text::Role::LandType => Role::LandType,
        truename_model::text::Role::CreatureType => Role::CreatureType,
    }
}

impl Builder<'_> {
    /// A card whose name contains a role word, with a swap of that word (612.2).
    pub(crate) fn scenario_role_name_swap(&mut self, src: &mut dyn Source) {
        if self.pools.role_named.is_empty() {
            return;
        }
        let (card, role, word) = src.pick(&self.pools.role_named).clone();
        let words = self.pools.words(role);
        let to = if words.is_empty() {
            word.clone()
        } else {
            src.pick(words).clone()
        };
        let id = self.card(&card, Zone::Battlefield);
        self.push_new_effect(EffectKind::WordSwap {
            object: id.clone(),
            role: case_role(role),
            from: word,
            to,
        });
        self.push_query(Question::Names { object: id });
    }

    /// A granted ability and a swap on the recipient of a word in it (612.3).
    pub(crate) fn scenario_grant_then_swap(&mut self, src: &mut dyn Source, model: &Model) {
        if self.pools.granters.is_empty() {
            return;
        }
        let (x, g, ability) = self.grant_from(src, &self.pools.granters);
        let words: Vec<(truename_model::text::Role, String)> = model
            .oracle
            .card_with_face(&g)
            .and_then(|(c, _)| c.faces[0].abilities.get(ability).cloned())
            .map(|a| {
                a.segs
                    .iter()
                    .filter_map(|s| match s {
                        truename_model::text::Seg::Typed { role, word, .. } => {
                            Some((*role, word.clone()))
                        }
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        if let Some((role, from)) = words.get(src.below(words.len().max(1))).cloned() {
            let pool = self.pools.words(role);
            let to = if pool.is_empty() {
                from.clone()
            } else {
                src.pick(pool).clone()
            };
            self.push_new_effect(EffectKind::WordSwap {
                object: x.clone(),
                role: case_role(role),
                from,
                to,
            });
        }
        self.push_query(Question::Text { object: x });
    }

    /// A token whose ability names its creator, a second object with the creator's name, and
    /// maybe the creator changing zones (201.5a).
    pub(crate) fn scenario_source_ref(&mut self, src: &mut dyn Source, model: &Model) {
        let Some((maker, creator, token)) = self.creator_and_token(src) else {
            return;
        };
        if src.chance(50) {
            self.card(&maker, Zone::Battlefield);
        }
        if src.chance(60) {
            let zone = *src.pick(&[Zone::Graveyard, Zone::Exile, Zone::Hand]);
            let moved = self.card(&maker, zone);
            let by = if src.chance(50) {
                Some(AbilityRef {
                    object: token.clone(),
                    ability: 0,
                })
            } else {
                None
            };
            let o = self
                .case
                .scenario
                .objects
                .iter_mut()
                .find(|o| o.id == moved)
                .expect("just added");
            o.previous = Some(creator);
            o.moved_by = by;
        }
        let board = truename_harness::engines::to_model::board(&self.case.scenario);
        let Ok(ev) = model.evaluate(&board) else {
            return;
        };
        let Ok(c) = ev.chars(&truename_model::board::ObjectId(token.clone())) else {
            return;
        };
        for (ai, a) in c.abilities.iter().enumerate() {
            let refs: Vec<&truename_model::text::Seg> =
                a.segs.iter().filter(|s| s.is_reference()).collect();
            for (k, s) in refs.iter().enumerate() {
                if matches!(s, truename_model::text::Seg::SourceRef { .. }) {
                    self.push_query(Question::ReferenceTarget {
                        object: token.clone(),
                        ability: ai,
                        occurrence: k,
                    });
                }
            }
        }
    }

    /// An interchangeable name said one way and held another way (201.3a, 201.4g).
    pub(crate) fn scenario_interchangeable(&mut self, src: &mut dyn Source, model: &Model) {
        if self.pools.interchangeable.is_empty() {
            return;
        }
        let card = src.pick(&self.pools.interchangeable).clone();
        let Ok(r) = model.oracle.resolve(&card) else {
            return;
        };
        let group: Vec<String> = model
            .oracle
            .interchangeable_with(&r.name)
            .iter()
            .map(|n| n.to_string())
            .collect();
        let a = self.card(&card, Zone::Battlefield);
        let other = src.pick(&group).clone();
        let b = if src.chance(50) {
            let id = self.new_id();
            self.add(CaseObject {
                id,
                token: Some(TokenSpec {
                    name: Some(other.clone()),
                    subtypes: vec!["Spider".into()],
                    ..TokenSpec::default()
                }),
                ..CaseObject::default()
            })
        } else {
            let id = self.creature(src);
            self.push_new_effect(EffectKind::SetName {
                object: id.clone(),
                name: other.clone(),
            });
            id
        };
        match src.below(3) {
            0 => self.push_query(Question::SameName { a, b }),
            1 => self.push_query(Question::IsNamed {
                object: a,
                name: src.pick(&group).clone(),
            }),
            _ => self.push_query(Question::DifferentNames {
                objects: vec![a, b],
            }),
        }
    }

    /// A split card in hand and cast as each half: exact packing finds 2 where a greedy
    /// choice in listed order finds 1 (201.2b).
    pub(crate) fn scenario_packing(&mut self, src: &mut dyn Source) {
        let splits = self.pools.cards(Category::Split);
        if splits.is_empty() {
            return;
        }
        let s = src.pick(splits).clone();
        let whole = self.card(&s, Zone::Hand);
        let mut objects = vec![whole];
        for half in [CastAs::LeftHalf, CastAs::RightHalf] {
            let id = self.card(&s, Zone::Stack);
            if let Some(o) = self.case.scenario.objects.iter_mut().find(|o| o.id == id) {
                o.cast_as = Some(half);
            }
            objects.push(id);
        }
        if src.chance(50) {
            objects.reverse();
        }
        let n = src.range(2, 3);
        self.push_query(Question::NOrMoreDifferentNames { objects, n });
    }

    /// A token maker whose creating ability's creature type is swapped before the token is
    /// created: the token's name follows the changed text (CR 612.2a).
    pub(crate) fn scenario_token_text_change(&mut self, src: &mut dyn Source) {
        let makers = &self.pools.subtype_token_makers;
        let words = self.pools.words(truename_model::text::Role::CreatureType);
        if makers.is_empty() || words.is_empty() {
            return;
        }
        let (maker, from) = src.pick(makers).clone();
        let to = src.pick(words).clone();
        let creator = self.card(&maker, Zone::Battlefield);
        let role = Role::CreatureType;
        let object = creator.clone();
        self.push_new_effect(EffectKind::WordSwap {
            object,
            role,
            from,
            to,
        });
        let created_at = self.ts();
        let id = self.new_id();
        let token = Some(TokenSpec {
            created_by: Some(creator),
            created_at: Some(created_at),
            ..TokenSpec::default()
        });
        let token = self.add(CaseObject {
            id,
            token,
            ..CaseObject::default()
        });
        self.push_query(Question::TokenName { object: token });
    }
}
