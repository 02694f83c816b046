//! Random boards, effect stacks and queries drawn from the Oracle subset, weighted so the hard
//! parts are common: nameless objects (face-down spells and permanents, copies of them),
//! multi-name objects (split cards off the stack, Rooms, Spy Kit), interchangeable names,
//! flip/DFC/meld/adventure faces, tokens named from subtypes, name-setting and name-adding
//! effects in both timestamp orders, word swaps on objects whose names contain color or type
//! words, gained and granted abilities with name references, and zone changes.
//!
//! Generators know nothing about the fuzzer: they draw from a [`Source`]. Expected answers are
//! filled in by the reference model ([`fill_expectations`]) and marked model-produced.

pub mod pools;
pub mod source;

use pools::{Category, Pools};
pub use source::{QuickcheckSource, SeededSource, Source};
use truename_cases::*;
use truename_harness::engines::model::ModelEngine;
use truename_model::Model;

const PRINTED: &[&str] = &["燎原の火", "消耗", "疲労困憊"];
const TOKEN_SUBTYPES: &[&[&str]] = &[
    &["Soldier"],
    &["Elf", "Warrior"],
    &["Wizard"],
    &["Treasure"],
    &["Ooze"],
];

struct Builder<'a> {
    pools: &'a Pools,
    model: &'a Model,
    case: Case,
    next_ts: u64,
}

impl Builder<'_> {
    fn model_card(&self, name: &str) -> Option<&truename_model::oracle::Card> {
        self.model.oracle.card_with_face(name).map(|(c, _)| c)
    }

    fn new_id(&self) -> String {
        format!("o{}", self.case.scenario.objects.len() + 1)
    }

    fn ts(&mut self) -> u64 {
        self.next_ts += 1;
        self.next_ts
    }

    fn add(&mut self, o: CaseObject) -> String {
        let id = o.id.clone();
        self.case.scenario.objects.push(o);
        id
    }

    fn card(&mut self, name: &str, zone: Zone) -> String {
        let id = self.new_id();
        self.add(CaseObject {
            id,
            card: Some(name.to_string()),
            zone,
            ..CaseObject::default()
        });
        self.case
            .scenario
            .objects
            .last()
            .map(|o| o.id.clone())
            .unwrap_or_default()
    }

    fn random_card(&mut self, src: &mut dyn Source) -> String {
        use Category::*;
        let cats = [
            Creature, Legendary, Other, Split, Room, Flip, Transform, ModalDfc, Meld, Adventure,
        ];
        let weights = [26, 5, 10, 12, 7, 6, 6, 4, 4, 8];
        let mut cat = cats[src.weighted(&weights)];
        if self.pools.cards(cat).is_empty() {
            cat = Creature;
        }
        let name = if src.chance(8) && !self.pools.interchangeable.is_empty() {
            src.pick(&self.pools.interchangeable).clone()
        } else {
            src.pick(self.pools.cards(cat)).clone()
        };
        let zone = [
            Zone::Battlefield,
            Zone::Hand,
            Zone::Graveyard,
            Zone::Stack,
            Zone::Exile,
            Zone::Library,
        ][src.weighted(&[50, 14, 10, 15, 6, 5])];
        let id = self.card(&name, zone);
        let fuse = self.model_card(&name).is_some_and(|c| {
            truename_model::oracle::mode_applies(c, truename_model::board::CastAs::Fused)
        });
        let o = self.case.scenario.objects.last_mut().expect("just added");
        match zone {
            Zone::Battlefield => {
                o.face_down = src.chance(20);
                match cat {
                    Flip => o.flipped = src.chance(50),
                    Transform | ModalDfc => o.transformed = src.chance(50),
                    Meld => o.melded = src.chance(50),
                    Room => {
                        o.unlocked = [
                            vec![],
                            vec![Door::Left],
                            vec![Door::Right],
                            vec![Door::Left, Door::Right],
                        ][src.below(4)]
                        .clone()
                    }
                    _ => {}
                }
            }
            Zone::Stack => {
                o.cast_as = match cat {
                    Split | Room => Some(
                        [CastAs::LeftHalf, CastAs::RightHalf, CastAs::Fused]
                            [src.weighted(&[45, 45, if fuse { 10 } else { 0 }])],
                    ),
                    Adventure if src.chance(60) => Some(CastAs::Adventure),
                    ModalDfc if src.chance(40) => Some(CastAs::BackFace),
                    _ if src.chance(15) => Some(CastAs::FaceDown),
                    _ => None,
                };
            }
            Zone::Exile => o.face_down = src.chance(20),
            _ => {}
        }
        if src.chance(10) {
            o.printed = Some(Printed {
                language: "Japanese".into(),
                name: src.pick(PRINTED).to_string(),
            });
        }
        id
    }

    fn token(&mut self, src: &mut dyn Source) -> String {
        let choice = src.weighted(&[50, 25, 25]);
        let spec = if choice == 0 && !self.pools.token_makers.is_empty() {
            let maker = src.pick(&self.pools.token_makers).clone();
            let zone = if src.chance(30) {
                Zone::Stack
            } else {
                Zone::Battlefield
            };
            let creator = self.card(&maker, zone);
            let created_at = self.ts() + src.below(3) as u64;
            self.next_ts = created_at;
            TokenSpec {
                created_by: Some(creator),
                created_at: Some(created_at),
                ..TokenSpec::default()
            }
        } else if choice == 1 && !self.case.scenario.objects.is_empty() {
            let of = src.pick(&self.case.scenario.objects).id.clone();
            TokenSpec {
                copy_of: Some(of),
                except_name: if src.chance(15) {
                    Some(src.pick(&self.pools.said_names).clone())
                } else {
                    None
                },
                ..TokenSpec::default()
            }
        } else {
            let subs = src.pick(TOKEN_SUBTYPES);
            TokenSpec {
                name: if src.chance(20) {
                    Some(src.pick(&self.pools.said_names).clone())
                } else {
                    None
                },
                subtypes: subs.iter().map(|s| s.to_string()).collect(),
                types: vec!["Creature".into()],
                ..TokenSpec::default()
            }
        };
        let id = self.new_id();
        self.add(CaseObject {
            id,
            token: Some(spec),
            ..CaseObject::default()
        })
    }

    fn zone_change(&mut self, src: &mut dyn Source) {
        let old = self.random_card(src);
        let card = self
            .case
            .scenario
            .objects
            .last()
            .and_then(|o| o.card.clone())
            .unwrap_or_default();
        let zone = *src.pick(&[Zone::Graveyard, Zone::Exile, Zone::Hand, Zone::Battlefield]);
        self.card(&card, zone);
        let moved_by = if src.chance(50) {
            // Moved by some object's ability (often a token's granted ability).
            let by = src.pick(&self.case.scenario.objects).id.clone();
            Some(AbilityRef {
                object: by,
                ability: 0,
            })
        } else {
            None
        };
        let o = self.case.scenario.objects.last_mut().expect("just added");
        o.previous = Some(old);
        o.moved_by = moved_by;
    }

    fn effect(&mut self, src: &mut dyn Source) {
        let ids: Vec<String> = self
            .case
            .scenario
            .objects
            .iter()
            .map(|o| o.id.clone())
            .collect();
        if ids.is_empty() {
            return;
        }
        let any = |src: &mut dyn Source| src.pick(&ids).clone();
        let timestamp = src.range(1, 9) as u64;
        let kind = match src.weighted(&[16, 16, 20, 10, 5, 8, 8, 5, 5, 4]) {
            0 => EffectKind::AllNames { object: any(src) },
            1 => EffectKind::SetName {
                object: any(src),
                name: src.pick(&self.pools.said_names).clone(),
            },
            2 => {
                let object = any(src);
                let role = *src.pick(&[Role::CreatureType, Role::Color, Role::LandType]);
                let mrole = match role {
                    Role::Color => truename_model::text::Role::Color,
                    Role::LandType => truename_model::text::Role::LandType,
                    Role::CreatureType => truename_model::text::Role::CreatureType,
                };
                let words = self.pools.words(mrole);
                if words.is_empty() {
                    return;
                }
                let from = src.pick(words).clone();
                let to = src.pick(words).clone();
                EffectKind::WordSwap {
                    object,
                    role,
                    from,
                    to,
                }
            }
            3 => EffectKind::Copy {
                object: any(src),
                of: any(src),
                except_name: None,
                except_has_ability: None,
            },
            4 => EffectKind::NameSticker {
                object: any(src),
                word: src.pick(&["Bumbling", "Sticky", "Goblin"]).to_string(),
                position: None,
            },
            5 => {
                if self.pools.self_referencing.is_empty() {
                    return;
                }
                let from_card = src.pick(&self.pools.self_referencing).clone();
                let from = self.card(&from_card, Zone::Battlefield);
                EffectKind::GainAbilities {
                    object: any(src),
                    from,
                    activated_only: src.chance(50),
                }
            }
            6 => {
                if self.pools.granters.is_empty() {
                    return;
                }
                let (g, ability) = src.pick(&self.pools.granters).clone();
                let by = self.card(&g, Zone::Battlefield);
                EffectKind::GrantAbility {
                    object: any(src),
                    by,
                    ability,
                }
            }
            7 => EffectKind::ExchangeText {
                a: any(src),
                b: any(src),
            },
            8 => EffectKind::FullText {
                object: any(src),
                of: any(src),
            },
            _ => {
                let spell = any(src);
                EffectKind::Splice {
                    spell,
                    card: any(src),
                }
            }
        };
        let attached_at = if matches!(kind, EffectKind::AllNames { .. }) && src.chance(30) {
            Some(src.range(1, 9) as u64)
        } else {
            None
        };
        self.case.scenario.effects.push(CaseEffect {
            timestamp,
            source: None,
            attached_at,
            kind,
        });
    }

    fn query(&mut self, src: &mut dyn Source, model: &Model) {
        let ids: Vec<String> = self
            .case
            .scenario
            .objects
            .iter()
            .map(|o| o.id.clone())
            .collect();
        let said = &self.pools.said_names;
        let subset = |src: &mut dyn Source| -> Vec<String> {
            let mut v: Vec<String> = ids.iter().filter(|_| src.chance(60)).cloned().collect();
            if v.is_empty() {
                v.push(src.pick(&ids).clone());
            }
            v
        };
        let ask = match src.weighted(&[18, 12, 12, 8, 12, 10, 6, 6, 6, 6, 4]) {
            0 => Question::SameName {
                a: src.pick(&ids).clone(),
                b: src.pick(&ids).clone(),
            },
            1 => Question::Names {
                object: src.pick(&ids).clone(),
            },
            2 => Question::DifferentNames {
                objects: subset(src),
            },
            3 => Question::DifferentNameFrom {
                object: src.pick(&ids).clone(),
                others: subset(src),
            },
            4 => {
                let objects = subset(src);
                let n = src.range(1, objects.len() + 1);
                Question::NOrMoreDifferentNames { objects, n }
            }
            5 => Question::IsNamed {
                object: src.pick(&ids).clone(),
                name: src.pick(said).clone(),
            },
            6 => Question::ChooseCardName {
                name: src.pick(said).clone(),
                constraint: [
                    Constraint::default(),
                    Constraint {
                        is: vec![],
                        not: vec!["Land".into()],
                    },
                    Constraint {
                        is: vec!["Creature".into()],
                        not: vec![],
                    },
                    Constraint {
                        is: vec!["Artifact".into()],
                        not: vec![],
                    },
                    Constraint {
                        is: vec!["Legendary".into()],
                        not: vec![],
                    },
                ][src.below(5)]
                .clone(),
            },
            7 => {
                let cards: Vec<&CaseObject> = self
                    .case
                    .scenario
                    .objects
                    .iter()
                    .filter(|o| o.card.is_some())
                    .collect();
                if cards.is_empty() {
                    return;
                }
                let o = src.pick(&cards);
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
                .filter(|m| {
                    m.is_none_or(|m| {
                        o.card
                            .as_deref()
                            .and_then(|c| model.oracle.card_with_face(c))
                            .is_some_and(|(c, _)| {
                                truename_model::oracle::mode_applies(
                                    c,
                                    truename_harness::engines::to_model::cast_as(m),
                                )
                            })
                    })
                })
                .collect();
                Question::Castable {
                    object: o.id.clone(),
                    cast_as: *src.pick(&modes),
                    chosen: src.pick(said).clone(),
                }
            }
            8 => {
                // A reference that exists: look at the model's reading of the board.
                let board = truename_harness::engines::to_model::board(&self.case.scenario);
                let Ok(ev) = model.evaluate(&board) else {
                    return;
                };
                let mut refs = Vec::new();
                for id in &ids {
                    if let Ok(c) = ev.chars(&truename_model::board::ObjectId(id.clone())) {
                        for (ai, a) in c.abilities.iter().enumerate() {
                            let n = a.segs.iter().filter(|s| s.is_reference()).count();
                            for k in 0..n {
                                refs.push((id.clone(), ai, k));
                            }
                        }
                    }
                }
                if refs.is_empty() {
                    return;
                }
                let (object, ability, occurrence) = src.pick(&refs).clone();
                Question::ReferenceTarget {
                    object,
                    ability,
                    occurrence,
                }
            }
            9 => {
                let tokens: Vec<String> = self
                    .case
                    .scenario
                    .objects
                    .iter()
                    .filter(|o| o.token.is_some())
                    .map(|o| o.id.clone())
                    .collect();
                if tokens.is_empty() {
                    Question::TypeLine {
                        object: src.pick(&ids).clone(),
                    }
                } else {
                    Question::TokenName {
                        object: src.pick(&tokens).clone(),
                    }
                }
            }
            _ => Question::Text {
                object: src.pick(&ids).clone(),
            },
        };
        self.case.queries.push(pending(ask));
    }
}

fn case_role(r: truename_model::text::Role) -> Role {
    match r {
        truename_model::text::Role::Color => Role::Color,
        truename_model::text::Role::LandType => Role::LandType,
        truename_model::text::Role::CreatureType => Role::CreatureType,
    }
}

impl Builder<'_> {
    fn push_query(&mut self, ask: Question) {
        self.case.queries.push(pending(ask));
    }

    fn push_effect(&mut self, timestamp: u64, kind: EffectKind) {
        self.case.scenario.effects.push(CaseEffect {
            timestamp,
            source: None,
            attached_at: None,
            kind,
        });
    }

    /// A card whose name contains a role word, with a swap of that word (612.2).
    fn scenario_role_name_swap(&mut self, src: &mut dyn Source) {
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
        let ts = self.ts();
        self.push_effect(
            ts,
            EffectKind::WordSwap {
                object: id.clone(),
                role: case_role(role),
                from: word,
                to,
            },
        );
        self.push_query(Question::Names { object: id });
    }

    /// A granted ability and a swap on the recipient of a word in it (612.3).
    fn scenario_grant_then_swap(&mut self, src: &mut dyn Source, model: &Model) {
        if self.pools.granters.is_empty() {
            return;
        }
        let (g, ability) = src.pick(&self.pools.granters).clone();
        let by = self.card(&g, Zone::Battlefield);
        let creature = src.pick(self.pools.cards(Category::Creature)).clone();
        let x = self.card(&creature, Zone::Battlefield);
        let t1 = self.ts();
        self.push_effect(
            t1,
            EffectKind::GrantAbility {
                object: x.clone(),
                by,
                ability,
            },
        );
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
            let t2 = self.ts();
            self.push_effect(
                t2,
                EffectKind::WordSwap {
                    object: x.clone(),
                    role: case_role(role),
                    from,
                    to,
                },
            );
        }
        self.push_query(Question::Text { object: x });
    }

    /// A token whose ability names its creator, a second object with the creator's name, and
    /// maybe the creator changing zones (201.5a).
    fn scenario_source_ref(&mut self, src: &mut dyn Source, model: &Model) {
        if self.pools.source_ref_makers.is_empty() {
            return;
        }
        let maker = src.pick(&self.pools.source_ref_makers).clone();
        let creator = self.card(&maker, Zone::Battlefield);
        let created_at = self.ts();
        let tid = self.new_id();
        let token = self.add(CaseObject {
            id: tid,
            token: Some(TokenSpec {
                created_by: Some(creator.clone()),
                created_at: Some(created_at),
                ..TokenSpec::default()
            }),
            ..CaseObject::default()
        });
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
    fn scenario_interchangeable(&mut self, src: &mut dyn Source, model: &Model) {
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
            let creature = src.pick(self.pools.cards(Category::Creature)).clone();
            let id = self.card(&creature, Zone::Battlefield);
            let ts = self.ts();
            self.push_effect(
                ts,
                EffectKind::SetName {
                    object: id.clone(),
                    name: other.clone(),
                },
            );
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
    fn scenario_packing(&mut self, src: &mut dyn Source) {
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
}

/// Generates one case (expectations not yet filled: see [`fill_expectations`]). Boards the
/// model can't evaluate (copy cycles, say) are retried with new choices.
pub fn generate(src: &mut dyn Source, model: &Model, pools: &Pools, id: &str) -> Case {
    for _ in 0..50 {
        let mut b = Builder {
            pools,
            model,
            case: Case {
                scenario: Scenario {
                    id: id.to_string(),
                    ..Scenario::default()
                },
                description: "generated".into(),
                uncertain: None,
                queries: vec![],
                origin: None,
            },
            next_ts: 0,
        };
        let n = src.range(1, 5);
        for _ in 0..n {
            match src.weighted(&[70, 15, 10, 5]) {
                0 => {
                    b.random_card(src);
                }
                1 => {
                    b.token(src);
                }
                2 => b.zone_change(src),
                _ => {
                    let stack: Vec<String> = b
                        .case
                        .scenario
                        .objects
                        .iter()
                        .filter(|o| o.zone == Zone::Stack)
                        .map(|o| o.id.clone())
                        .collect();
                    if let Some(of) = stack.first() {
                        let id = b.new_id();
                        b.add(CaseObject {
                            id,
                            spell_copy_of: Some(of.clone()),
                            zone: Zone::Stack,
                            ..CaseObject::default()
                        });
                    }
                }
            }
        }
        // Targeted scenarios make the rare structures common.
        match src.weighted(&[55, 9, 9, 9, 9, 9]) {
            5 => b.scenario_interchangeable(src, model),
            1 => b.scenario_role_name_swap(src),
            2 => b.scenario_grant_then_swap(src, model),
            3 => b.scenario_source_ref(src, model),
            4 => b.scenario_packing(src),
            _ => {}
        }
        if b.case.scenario.objects.is_empty() {
            b.random_card(src);
        }
        for _ in 0..src.range(0, 4) {
            b.effect(src);
        }
        if model
            .evaluate(&truename_harness::engines::to_model::board(
                &b.case.scenario,
            ))
            .is_err()
        {
            continue;
        }
        for _ in 0..src.range(0, 3) {
            b.query(src, model);
        }
        if b.case.queries.is_empty() {
            continue;
        }
        if model
            .evaluate(&truename_harness::engines::to_model::board(
                &b.case.scenario,
            ))
            .is_err()
        {
            continue;
        }
        return b.case;
    }
    // Fallback: the simplest valid case.
    let objects = vec![CaseObject {
        id: "o1".into(),
        card: Some(
            pools
                .cards(Category::Creature)
                .first()
                .cloned()
                .unwrap_or_else(|| "Grizzly Bears".into()),
        ),
        ..CaseObject::default()
    }];
    let mut c = Case {
        scenario: Scenario {
            id: id.to_string(),
            rules: vec!["201.2a".into()],
            objects,
            effects: vec![],
        },
        description: "generated (fallback)".into(),
        uncertain: None,
        queries: vec![pending(Question::SameName {
            a: "o1".into(),
            b: "o1".into(),
        })],
        origin: None,
    };
    fill_expectations(&mut c, &ModelEngine::new(model.clone()));
    c
}

/// A question whose answer the model has not filled in yet: its answer is a placeholder of the
/// right form until [`fill_expectations`] replaces it (or drops the question).
pub fn pending(question: Question) -> Expectation {
    let answer = match question.kind().answer_kind() {
        AnswerKind::Bool => Answer::Bool(false),
        AnswerKind::Count => Answer::Count(0),
        AnswerKind::Names => Answer::Names(NameSetAnswer::default()),
        AnswerKind::Choice => Answer::Choice(ChoiceAnswer::default()),
        AnswerKind::Objects => Answer::Objects(vec![]),
        AnswerKind::Lines => Answer::Lines(vec![]),
        AnswerKind::Text => Answer::Text(String::new()),
    };
    Expectation {
        question,
        answer,
        provenance: Provenance::ModelUntriaged,
        note: None,
    }
}

/// The embedded model and its card pools, built once per process.
pub fn shared() -> &'static (Model, Pools) {
    static SHARED: std::sync::OnceLock<(Model, Pools)> = std::sync::OnceLock::new();
    SHARED.get_or_init(|| {
        let m = Model::embedded();
        let p = Pools::new(&m);
        (m, p)
    })
}

/// Fills every query's expected answer from the reference model, drops queries the model
/// can't answer, and tags the case with the rules the model's explanations cite.
pub fn fill_expectations(case: &mut Case, reference: &ModelEngine) {
    let answers = reference.explain(&case.scenario, &case.questions());
    let mut keep = Vec::new();
    let mut rules = std::collections::BTreeSet::new();
    for (mut q, a) in case.queries.drain(..).zip(answers) {
        if let Ok((ans, why)) = a {
            q.answer = ans.normalized();
            rules.extend(why.rules().into_iter().map(str::to_string));
            keep.push(q);
        }
    }
    case.queries = keep;
    let mut rules: Vec<String> = rules.into_iter().collect();
    rules.sort_by_key(|r| truename_harness::report::rule_key(r));
    if rules.is_empty() {
        rules.push("201.2".into());
    }
    case.scenario.rules = rules;
}
