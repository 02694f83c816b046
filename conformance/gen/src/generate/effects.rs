//! Continuous effects: word swaps, copies, Spy Kit, name-setting, stickers, gained and granted
//! abilities, Exchange of Words, Volrath's Shapeshifter, splice — each with a timestamp.

use super::builder::Builder;
use super::source::Source;
use truename_cases::*;

/// Type words type-changing effects use: supertypes, card types, creature and land types.
pub(crate) const TYPE_WORDS: &[&str] = &[
    "Legendary",
    "Snow",
    "Artifact",
    "Creature",
    "Enchantment",
    "Land",
    "Elf",
    "Bear",
    "Demon",
    "Soldier",
    "Wolf",
    "Goblin",
    "Forest",
    "Island",
];

/// A layer-4 type-changing effect (CR 205.1, 613.1d): set, remove or add type words.
pub(crate) fn change_types(src: &mut dyn Source, object: String) -> EffectKind {
    let word = |src: &mut dyn Source| src.pick(TYPE_WORDS).to_string();
    let (mut set_types, mut set_subtypes, mut remove, mut add) = (None, None, vec![], vec![]);
    match src.below(4) {
        0 => {
            set_types = Some(vec![src
                .pick(&["Creature", "Artifact", "Land"])
                .to_string()])
        }
        1 => {
            set_subtypes = Some(vec![src
                .pick(&["Elf", "Bear", "Citizen", "Wolf"])
                .to_string()])
        }
        2 => remove.push(word(src)),
        _ => add.push(word(src)),
    }
    EffectKind::ChangeTypes {
        object,
        set_types,
        set_subtypes,
        remove,
        add,
    }
}

/// A copy effect, sometimes with exceptions to its types or power and toughness (CR 707.9b).
pub(crate) fn copy_with_exceptions(src: &mut dyn Source, object: String, of: String) -> EffectKind {
    let (mut add, mut remove, mut pt) = (vec![], vec![], None);
    match src.weighted(&[70, 10, 10, 10]) {
        1 => remove.push("Legendary".to_string()),
        2 => add.push("Legendary".to_string()),
        3 => pt = Some("7/7".to_string()),
        _ => {}
    }
    EffectKind::Copy {
        object,
        of,
        except_name: None,
        except_has_ability: Default::default(),
        except_has_quoted: Default::default(),
        except_add_types: add,
        except_remove_types: remove,
        except_power_toughness: pt,
        except_keeps_color: false,
    }
}

impl Builder<'_> {
    /// One random effect on the objects so far (none if there are none or the pool it needs
    /// is empty).
    pub(crate) fn effect(&mut self, src: &mut dyn Source) {
        let n = self.case.scenario.objects.len();
        if n == 0 {
            return;
        }
        let timestamp = src.range(1, 9) as u64;
        let Some(kind) = self.effect_kind(src, n) else {
            return;
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

    /// One random effect's kind on the first `n` objects (those there were before the
    /// effect: one it adds, such as the card an ability is gained from, is not a target).
    fn effect_kind(&mut self, src: &mut dyn Source, n: usize) -> Option<EffectKind> {
        let any = |b: &Self, src: &mut dyn Source| b.pick_of(src, n);
        Some(
            match src.weighted(&[16, 16, 20, 10, 5, 8, 8, 5, 5, 4, 3, 1, 1]) {
                0 => EffectKind::AllNames {
                    object: any(self, src),
                },
                1 => EffectKind::SetName {
                    object: any(self, src),
                    name: src.pick(&self.pools.said_names).clone(),
                },
                2 => {
                    let object = any(self, src);
                    return self.word_swap(src, object);
                }
                3 => {
                    let (object, of) = (any(self, src), any(self, src));
                    copy_with_exceptions(src, object, of)
                }
                4 => EffectKind::NameSticker {
                    object: any(self, src),
                    word: src.pick(&["Bumbling", "Sticky", "Goblin"]).to_string(),
                    position: None,
                },
                5 => return self.gain_abilities(src, n),
                6 => return self.grant_ability(src, n),
                7 => EffectKind::ExchangeText {
                    a: any(self, src),
                    b: any(self, src),
                },
                8 => EffectKind::FullText {
                    object: any(self, src),
                    of: any(self, src),
                },
                9 => {
                    let spell = any(self, src);
                    EffectKind::Splice {
                        spell,
                        card: any(self, src),
                    }
                }
                10 => {
                    let object = any(self, src);
                    change_types(src, object)
                }
                11 => EffectKind::LoseAllAbilities {
                    object: any(self, src),
                },
                _ => EffectKind::SetPowerToughness {
                    object: any(self, src),
                    power_toughness: src.pick(&["1/1", "4/4", "0/1"]).to_string(),
                },
            },
        )
    }

    /// A color-word, land-type or creature-type swap on `object` (CR 612.2).
    fn word_swap(&mut self, src: &mut dyn Source, object: String) -> Option<EffectKind> {
        let role = *src.pick(&[Role::CreatureType, Role::Color, Role::LandType]);
        let mrole = match role {
            Role::Color => truename_model::text::Role::Color,
            Role::LandType => truename_model::text::Role::LandType,
            Role::CreatureType => truename_model::text::Role::CreatureType,
        };
        let words = self.pools.words(mrole);
        if words.is_empty() {
            return None;
        }
        let from = src.pick(words).clone();
        let to = src.pick(words).clone();
        Some(EffectKind::WordSwap {
            object,
            role,
            from,
            to,
        })
    }

    /// Quicksilver Elemental-style gaining of a self-referencing card's abilities (CR 201.5b).
    fn gain_abilities(&mut self, src: &mut dyn Source, n: usize) -> Option<EffectKind> {
        if self.pools.self_referencing.is_empty() {
            return None;
        }
        let from_card = src.pick(&self.pools.self_referencing).clone();
        let from = self.card(&from_card, Zone::Battlefield);
        Some(EffectKind::GainAbilities {
            object: self.pick_of(src, n),
            from,
            activated_only: src.chance(50),
        })
    }

    /// An Equipment's or Aura's granted ability (CR 201.5a, 612.3).
    fn grant_ability(&mut self, src: &mut dyn Source, n: usize) -> Option<EffectKind> {
        if self.pools.granters.is_empty() {
            return None;
        }
        let (g, ability) = src.pick(&self.pools.granters).clone();
        let by = self.card(&g, Zone::Battlefield);
        Some(EffectKind::GrantAbility {
            object: self.pick_of(src, n),
            by,
            ability,
        })
    }
}
