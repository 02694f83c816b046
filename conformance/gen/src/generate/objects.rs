//! Objects: cards in every zone with their statuses, tokens, zone changes.

use super::builder::Builder;
use super::pools::Category;
use super::source::Source;
use truename_cases::*;

const PRINTED: &[&str] = &["燎原の火", "消耗", "疲労困憊"];
const TOKEN_SUBTYPES: &[&[&str]] = &[
    &["Soldier"],
    &["Elf", "Warrior"],
    &["Wizard"],
    &["Treasure"],
    &["Ooze"],
];

impl Builder<'_> {
    pub(crate) fn random_card(&mut self, src: &mut dyn Source) -> String {
        use Category::*;
        let cats = [
            Creature, Legendary, Other, Split, Room, Flip, Transform, ModalDfc, Meld, Adventure,
        ];
        let weights = [26, 5, 10, 12, 7, 6, 6, 4, 4, 8];
        let mut cat = cats[src.weighted(&weights)];
        if self.pools.cards(cat).is_empty() {
            cat = Creature;
        }
        let pools = self.pools;
        let name = if src.chance(8) && !pools.interchangeable.is_empty() {
            src.pick(&pools.interchangeable)
        } else {
            src.pick(pools.cards(cat))
        };
        let zone = [
            Zone::Battlefield,
            Zone::Hand,
            Zone::Graveyard,
            Zone::Stack,
            Zone::Exile,
            Zone::Library,
        ][src.weighted(&[50, 14, 10, 15, 6, 5])];
        let card = self.model_card(name);
        let id = self.card_of(name, card, zone);
        let fuse = card.is_some_and(|c| {
            truename_model::oracle::mode_applies(c, truename_model::board::CastAs::Fused)
        });
        // The zone the card is in (an instant meant for the battlefield is in the hand).
        let zone = self.case.scenario.objects.last().map_or(zone, |o| o.zone);
        self.card_status(src, cat, zone, fuse);
        if zone == Zone::Battlefield && cat == Creature && src.chance(8) {
            self.mutate_last(src);
        }
        let o = self.case.scenario.objects.last_mut().expect("just added");
        if src.chance(10) {
            o.printed = Some(Printed {
                language: "Japanese".into(),
                name: src.pick(PRINTED).to_string(),
            });
        }
        id
    }

    /// Face-down, flipped, transformed, melded, unlocked doors, or how it is cast.
    fn card_status(&mut self, src: &mut dyn Source, cat: Category, zone: Zone, fuse: bool) {
        use Category::*;
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
                    // An MDFC's back face, or a transforming card cast transformed (disturb).
                    ModalDfc | Transform if src.chance(40) => Some(CastAs::BackFace),
                    _ if src.chance(15) => Some(CastAs::FaceDown),
                    _ => None,
                };
            }
            Zone::Exile => o.face_down = src.chance(20),
            _ => {}
        }
    }

    pub(crate) fn token(&mut self, src: &mut dyn Source) -> String {
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

    /// Merges a mutate card with the last object, over or under it (CR 702.140).
    pub(crate) fn mutate_last(&mut self, src: &mut dyn Source) {
        if self.pools.mutators.is_empty() {
            return;
        }
        let card = src.pick(&self.pools.mutators).clone();
        let on_top = src.chance(60);
        let o = self
            .case
            .scenario
            .objects
            .last_mut()
            .expect("an object exists");
        o.merged.push(MergedCard {
            card,
            on_top,
            token: false,
        });
    }

    pub(crate) fn zone_change(&mut self, src: &mut dyn Source) {
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

    /// A copy of the first spell on the stack, if there is one (CR 707.10), sometimes with an
    /// exception that is part of the copy effect: "the copy isn't legendary" (Double Major),
    /// "except its name is ..." (CR 707.9b).
    pub(crate) fn spell_copy(&mut self, src: &mut dyn Source) {
        let stack: Vec<String> = self
            .case
            .scenario
            .objects
            .iter()
            .filter(|o| o.zone == Zone::Stack)
            .map(|o| o.id.clone())
            .collect();
        if let Some(of) = stack.first() {
            let id = self.new_id();
            let (mut except_name, mut except_remove_types) = (None, vec![]);
            match src.weighted(&[70, 15, 15]) {
                1 => except_remove_types.push("Legendary".to_string()),
                2 => except_name = Some(src.pick(&self.pools.said_names).clone()),
                _ => {}
            }
            self.add(CaseObject {
                id,
                spell_copy_of: Some(of.clone()),
                zone: Zone::Stack,
                except_name,
                except_remove_types,
                ..CaseObject::default()
            });
        }
    }
}
