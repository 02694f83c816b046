//! Targeted scenarios for the rule areas where engines go wrong next: copies of flip cards
//! (CR 707.3), keyword activated abilities (602.1, 702), granted abilities' sources moved more
//! than once (201.5a, 400.7), "named X" after zone changes (400.7), the legend rule (704.5j),
//! token names under type-changing effects (111.4, 613.1d), mutate (702.140e), back faces cast
//! transformed (712.8c) and full text (612.6).

use super::builder::Builder;
use super::effects::{change_types, copy_with_exceptions};
use super::pools::Category;
use super::source::Source;
use truename_cases::*;

impl Builder<'_> {
    /// One of the area scenarios, chosen uniformly.
    pub(crate) fn scenario_area(&mut self, src: &mut dyn Source) {
        match src.below(11) {
            10 => self.scenario_names_order(src),
            9 => self.scenario_face_down_copy(src),
            0 => self.scenario_flip_copy(src),
            1 => self.scenario_gain_keywords(src),
            2 => self.scenario_source_chain(src),
            3 => self.scenario_named_moved(src),
            4 => self.scenario_legend(src),
            5 => self.scenario_token_type_change(src),
            6 => self.scenario_mutate(src),
            7 => self.scenario_back_face(src),
            _ => self.scenario_full_text(src),
        }
    }

    fn set_last(&mut self, f: impl FnOnce(&mut CaseObject)) {
        if let Some(o) = self.case.scenario.objects.last_mut() {
            f(o);
        }
    }

    /// A flip card, flipped or not, sometimes merged with a mutate card, and a copy of it that
    /// is flipped or not (CR 707.3, 728.2h).
    fn scenario_flip_copy(&mut self, src: &mut dyn Source) {
        let flips = self.pools.cards(Category::Flip);
        if flips.is_empty() {
            return;
        }
        let f = src.pick(flips).clone();
        let original = self.card(&f, Zone::Battlefield);
        let flipped = src.chance(50);
        self.set_last(|o| o.flipped = flipped);
        if src.chance(50) {
            // A merged permanent with the flip card as a component (CR 728.2h): a copy's own
            // status still picks the face (707.2, 707.3). Mostly under the flip card, so the
            // face shows in the copy's name.
            self.mutate_last(src);
            let on_top = src.chance(25);
            self.set_last(|o| o.merged.iter_mut().for_each(|m| m.on_top = on_top));
        }
        let copier = if src.chance(30) {
            let id = self.new_id();
            self.add(CaseObject {
                id,
                token: Some(TokenSpec {
                    copy_of: Some(original.clone()),
                    ..TokenSpec::default()
                }),
                flipped: src.chance(50),
                ..CaseObject::default()
            })
        } else {
            let card = if src.chance(50) {
                src.pick(flips).clone()
            } else {
                "Clone".to_string()
            };
            let id = self.card(&card, Zone::Battlefield);
            let flipped = src.chance(50);
            self.set_last(|o| o.flipped = flipped);
            self.push_new_effect(copy_with_exceptions(src, id.clone(), original.clone()));
            id
        };
        self.push_query(Question::Names { object: copier });
    }

    /// A creature gaining the activated abilities of a card with a keyword that is an activated
    /// ability without a colon (CR 602.1, 702.6a, 702.29a), or the abilities of a card that
    /// refers to itself by name (CR 201.5b); or granted keywords written without quotes
    /// (CR 702.1).
    fn scenario_gain_keywords(&mut self, src: &mut dyn Source) {
        if src.chance(30) && !self.pools.keyword_granters.is_empty() {
            let (x, _, _) = self.grant_from(src, &self.pools.keyword_granters);
            self.push_query(Question::Text { object: x });
            return;
        }
        let by_name = src.chance(75) && !self.pools.self_referencing.is_empty();
        let pool = if by_name {
            &self.pools.self_referencing
        } else {
            &self.pools.keyword_activated
        };
        if pool.is_empty() {
            return;
        }
        let from_card = src.pick(pool).clone();
        let gainer = self.creature(src);
        let own = self
            .model_card(
                &self
                    .case
                    .scenario
                    .objects
                    .last()
                    .and_then(|o| o.card.clone())
                    .unwrap_or_default(),
            )
            .map_or(0, |c| c.faces[0].abilities.len());
        let from = self.card(&from_card, Zone::Battlefield);
        self.push_new_effect(EffectKind::GainAbilities {
            object: gainer.clone(),
            from,
            activated_only: src.chance(70),
        });
        if by_name {
            let gained = self
                .model_card(&from_card)
                .map_or(1, |c| c.faces[0].abilities.len());
            self.push_query(Question::ReferenceTarget {
                object: gainer,
                ability: own + src.below(gained.max(1)),
                occurrence: 0,
            });
        } else {
            self.push_query(Question::Text { object: gainer });
        }
    }

    /// A copy of a face-down permanent, made by a copy effect or as a token (CR 707.2, 708.2).
    fn scenario_face_down_copy(&mut self, src: &mut dyn Source) {
        let original = self.creature(src);
        self.set_last(|o| o.face_down = true);
        let copy = if src.chance(50) {
            self.token_copy_of(original)
        } else {
            let c = self.creature(src);
            self.push_new_effect(copy_with_exceptions(src, c.clone(), original));
            c
        };
        self.push_query(Question::Names { object: copy });
    }

    /// Spy Kit's names and a name-setting effect on one object, in either order (CR 612.7,
    /// 612.8: only names added after the name is set survive it).
    fn scenario_names_order(&mut self, src: &mut dyn Source) {
        let id = self.creature(src);
        let name = src.pick(&self.pools.said_names).clone();
        let set = EffectKind::SetName {
            object: id.clone(),
            name,
        };
        let all = EffectKind::AllNames { object: id.clone() };
        if src.chance(50) {
            self.push_new_effect(set);
            self.push_new_effect(all);
        } else {
            self.push_new_effect(all);
            self.push_new_effect(set);
        }
        self.push_query(Question::Names { object: id });
    }

    /// Moves `from` (a card `card`) to a zone, by the token's ability or not; the new id.
    fn move_card(&mut self, src: &mut dyn Source, card: &str, from: String, token: &str) -> String {
        let zone = *src.pick(&[Zone::Graveyard, Zone::Exile, Zone::Battlefield, Zone::Hand]);
        let moved = self.card(card, zone);
        let by_token = src.chance(75);
        let token = token.to_string();
        self.set_last(|o| {
            o.previous = Some(from);
            o.moved_by = by_token.then_some(AbilityRef {
                object: token,
                ability: 0,
            });
        });
        moved
    }

    /// A token whose ability names its creator, the creator moved twice or three times
    /// (CR 201.5a through several zone changes, 400.7).
    fn scenario_source_chain(&mut self, src: &mut dyn Source) {
        let Some((maker, creator, token)) = self.creator_and_token(src) else {
            return;
        };
        let mut cur = creator;
        for _ in 0..src.range(2, 3) {
            cur = self.move_card(src, &maker, cur, &token);
        }
        self.push_query(Question::ReferenceTarget {
            object: token,
            ability: 0,
            occurrence: 1,
        });
    }

    /// A card saying "named X", and an object named X that changed zones (CR 400.7).
    fn scenario_named_moved(&mut self, src: &mut dyn Source) {
        if self.pools.named_references.is_empty() {
            return;
        }
        let (card, ability, occurrence, named) = src.pick(&self.pools.named_references).clone();
        let reader = self.card(&card, Zone::Battlefield);
        let named_card = self
            .model
            .oracle
            .card_with_face(&named)
            .map(|(c, _)| c.name.to_string());
        let old = match named_card {
            Some(n) if src.chance(70) => self.card(&n, Zone::Battlefield),
            _ => reader.clone(),
        };
        let card_of_old = self
            .case
            .scenario
            .objects
            .iter()
            .find(|o| o.id == old)
            .and_then(|o| o.card.clone())
            .unwrap_or_default();
        let zone = *src.pick(&[Zone::Graveyard, Zone::Exile, Zone::Battlefield]);
        let new = self.card(&card_of_old, zone);
        self.set_last(|o| o.previous = Some(old.clone()));
        let object = if old == reader { new } else { reader };
        self.push_query(Question::ReferenceTarget {
            object,
            ability,
            occurrence,
        });
    }

    /// Two or three legendary permanents of one card, some of them copies, renamed, face down,
    /// made legendary or not, with Spy Kit, under one or two controllers (CR 704.5j).
    fn scenario_legend(&mut self, src: &mut dyn Source) {
        let legends = self.pools.cards(Category::Legendary);
        if legends.is_empty() {
            return;
        }
        let card = src.pick(legends).clone();
        let first = self.card(&card, Zone::Battlefield);
        for _ in 0..src.range(1, 2) {
            let id = match src.below(5) {
                0 => self.card(&card, Zone::Battlefield),
                1 => {
                    let c = self.creature(src);
                    self.push_new_effect(copy_with_exceptions(src, c.clone(), first.clone()));
                    c
                }
                2 => {
                    let c = self.creature(src);
                    self.push_new_effect(EffectKind::SetName {
                        object: c.clone(),
                        name: card.clone(),
                    });
                    self.push_new_effect(change_types(src, c.clone()));
                    c
                }
                3 => {
                    let c = src.pick(legends).clone();
                    let c = self.card(&c, Zone::Battlefield);
                    self.push_new_effect(EffectKind::AllNames { object: c.clone() });
                    c
                }
                _ => {
                    // Face down: nameless, and legendary only if an effect makes it so.
                    let c = self.card(&card, Zone::Battlefield);
                    self.set_last(|o| o.face_down = true);
                    if src.chance(60) {
                        self.push_new_effect(EffectKind::ChangeTypes {
                            object: c.clone(),
                            set_types: None,
                            set_subtypes: None,
                            remove: vec![],
                            add: vec!["Legendary".into()],
                        });
                    }
                    c
                }
            };
            if src.chance(20) {
                self.set_last(|o| o.controller = Some("p2".into()));
            }
            if src.chance(25) {
                self.push_new_effect(change_types(src, id));
            }
        }
        self.push_query(Question::LegendRule {});
    }

    /// A token named from its subtypes, and a type-changing effect on it later (CR 111.4).
    fn scenario_token_type_change(&mut self, src: &mut dyn Source) {
        let token = self.token(src);
        let ts = self.ts() + 3;
        self.next_ts = ts;
        let kind = change_types(src, token.clone());
        self.push_effect(ts, kind);
        if src.chance(50) {
            self.push_query(Question::TokenName { object: token });
        } else {
            self.push_query(Question::Names { object: token });
        }
    }

    /// A creature with a mutate card merged over or under it (CR 702.140e).
    fn scenario_mutate(&mut self, src: &mut dyn Source) {
        let id = self.creature(src);
        self.mutate_last(src);
        if src.chance(30) {
            self.mutate_last(src);
        }
        match src.below(3) {
            0 => self.push_query(Question::Names { object: id }),
            1 => self.push_query(Question::TypeLine { object: id }),
            _ => self.push_query(Question::LegendRule {}),
        }
    }

    /// A transforming card cast transformed (disturb) or on the battlefield transformed
    /// (CR 712.8c, 712.8e).
    fn scenario_back_face(&mut self, src: &mut dyn Source) {
        let cards = self.pools.cards(Category::Transform);
        if cards.is_empty() {
            return;
        }
        let card = src.pick(cards).clone();
        if src.chance(25) {
            self.stickered_back_face_cast(src, &card);
            return;
        }
        let id = if src.chance(70) {
            let id = self.card(&card, Zone::Stack);
            self.set_last(|o| o.cast_as = Some(CastAs::BackFace));
            id
        } else {
            let id = self.card(&card, Zone::Battlefield);
            self.set_last(|o| o.transformed = true);
            id
        };
        self.push_query(Question::Names { object: id });
    }

    /// An object with another object's full text (Volrath's Shapeshifter; CR 612.6).
    fn scenario_full_text(&mut self, src: &mut dyn Source) {
        let shifter = if src.chance(50) {
            self.card("Volrath's Shapeshifter", Zone::Battlefield)
        } else {
            self.creature(src)
        };
        let name = src.pick(self.pools.cards(Category::Creature)).clone();
        let of = self.card(&name, Zone::Graveyard);
        self.push_new_effect(EffectKind::FullText {
            object: shifter.clone(),
            of: of.clone(),
        });
        if src.chance(25) {
            self.full_text_loop(src, of);
        }
        match src.below(3) {
            0 => self.push_query(Question::ManaCost { object: shifter }),
            1 => self.push_query(Question::PowerToughness { object: shifter }),
            _ => self.push_query(Question::Names { object: shifter }),
        }
    }

    /// Later full-text effects making a dependency loop of three through `of` (`of` has b's
    /// full text, b has c's, c has `of`'s): the earlier effect reading `of` waits for the loop,
    /// whose effects apply in timestamp order among themselves (CR 613.8b).
    fn full_text_loop(&mut self, src: &mut dyn Source, of: String) {
        let creatures = self.pools.cards(Category::Creature);
        let (b, c) = (src.pick(creatures).clone(), src.pick(creatures).clone());
        let b = self.card(&b, Zone::Graveyard);
        let c = self.card(&c, Zone::Graveyard);
        for (object, of) in [(of.clone(), b.clone()), (b, c.clone()), (c, of)] {
            self.push_new_effect(EffectKind::FullText { object, of });
        }
    }

    /// A transforming card with a name sticker in the graveyard, asked whether it can be cast
    /// transformed (disturb) under its back face's name: the sticker stays on it on the stack,
    /// so the spell doesn't have that name (CR 601.3e, 123.5, 612.9).
    fn stickered_back_face_cast(&mut self, src: &mut dyn Source, card: &str) {
        let back = self
            .model_card(card)
            .and_then(|c| c.faces.get(1))
            .map(|f| f.name.to_string());
        let Some(back) = back else {
            return;
        };
        let id = self.card(card, Zone::Graveyard);
        let word = src.pick(&["Bumbling", "Sticky", "Goblin"]).to_string();
        self.push_new_effect(EffectKind::NameSticker {
            object: id.clone(),
            word,
            position: None,
        });
        self.push_query(Question::Castable {
            object: id,
            cast_as: Some(CastAs::BackFace),
            chosen: back,
            copy: false,
        });
    }
}
