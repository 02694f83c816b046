//! Targeted scenarios for copy exceptions (CR 707.9): a "7/7" copy of a creature whose power
//! and toughness a characteristic-defining ability defines, sometimes copied again (707.9d,
//! 707.9c), casting a copy of a stickered card (707.12, 707.2), and a copy of a legendary spell
//! that isn't legendary or is named otherwise (707.10, 707.9b), and a token copy that gains the
//! abilities a card's copy exception quotes (Heat Shimmer; 707.9a).

use super::builder::Builder;
use super::pools::Category;
use super::source::Source;
use truename_cases::*;

/// `object` becomes a copy of `of`, "except it's `power_toughness`" if given.
fn copy(object: String, of: String, power_toughness: Option<&str>) -> EffectKind {
    let mut copy = EffectKind::copy(object, of);
    if let EffectKind::Copy {
        except_power_toughness,
        ..
    } = &mut copy
    {
        *except_power_toughness = power_toughness.map(str::to_string);
    }
    copy
}

impl Builder<'_> {
    /// One of the copy-exception scenarios.
    pub(crate) fn scenario_copy_exceptions(&mut self, src: &mut dyn Source) {
        match src.below(4) {
            0 => self.seven_seven_copy(src),
            1 => self.cast_copy_of_stickered(src),
            2 => self.token_copy_with_quoted(src),
            _ => self.spell_copy_with_exception(src),
        }
    }

    /// A copy "except it's 7/7" of a creature with a power/toughness-defining ability, and
    /// sometimes a plain copy of that copy; asked for the last copy's text or power and
    /// toughness (CR 707.9d).
    fn seven_seven_copy(&mut self, src: &mut dyn Source) {
        let cdas = &self.pools.power_toughness_cdas;
        let creatures = self.pools.cards(Category::Creature);
        if cdas.is_empty() || creatures.is_empty() {
            return;
        }
        let original = src.pick(cdas).clone();
        let original = self.card(&original, Zone::Battlefield);
        let copier = self.card(&src.pick(creatures).clone(), Zone::Battlefield);
        self.push_new_effect(copy(copier.clone(), original, Some("7/7")));
        let mut last = copier;
        if src.chance(40) {
            let again = self.card(&src.pick(creatures).clone(), Zone::Battlefield);
            self.push_new_effect(copy(again.clone(), last, None));
            last = again;
        }
        self.push_query(if src.chance(50) {
            Question::Text { object: last }
        } else {
            Question::PowerToughness { object: last }
        });
    }

    /// A token copy of a creature that has the abilities one or two cards' copy exceptions
    /// give (`except_has_quoted`, a list when two); asked for its text or names (CR 707.9a).
    fn token_copy_with_quoted(&mut self, src: &mut dyn Source) {
        let givers = &self.pools.copy_exception_givers;
        let creatures = self.pools.cards(Category::Creature);
        if givers.is_empty() || creatures.is_empty() {
            return;
        }
        let of = src.pick(creatures).clone();
        let of = self.card(&of, Zone::Battlefield);
        let mut refs = Vec::new();
        for _ in 0..src.count(1, 2) {
            let (card, ability) = src.pick(givers).clone();
            let object = self.card(&card, Zone::Graveyard);
            refs.push(AbilityRef { object, ability });
        }
        let id = self.new_id();
        self.add(CaseObject {
            id: id.clone(),
            token: Some(TokenSpec {
                copy_of: Some(of),
                except_has_quoted: AbilityRefs(refs),
                ..TokenSpec::default()
            }),
            ..CaseObject::default()
        });
        self.push_query(if src.chance(70) {
            Question::Text { object: id }
        } else {
            Question::Names { object: id }
        });
    }

    /// A legendary spell and a copy of it "except it isn't legendary" (Double Major) or with
    /// another name; asked for the copy's type line or names (CR 707.10, 707.9b).
    fn spell_copy_with_exception(&mut self, src: &mut dyn Source) {
        let legends = self.pools.cards(Category::Legendary);
        if legends.is_empty() || self.pools.said_names.is_empty() {
            return;
        }
        let name = src.pick(legends).clone();
        let of = self.card(&name, Zone::Stack);
        let id = self.new_id();
        let renamed = src.chance(30);
        let except_name = renamed.then(|| src.pick(&self.pools.said_names).clone());
        self.add(CaseObject {
            id: id.clone(),
            spell_copy_of: Some(of.clone()),
            zone: Zone::Stack,
            except_name,
            except_remove_types: if renamed {
                vec![]
            } else {
                vec!["Legendary".into()]
            },
            ..CaseObject::default()
        });
        self.push_query(match src.below(3) {
            0 => Question::TypeLine { object: id },
            1 => Question::SameName { a: id, b: of },
            _ => Question::Names { object: id },
        });
    }

    /// A card in exile with a name sticker, asked whether a copy of it can be cast under its
    /// own name (Isochron Scepter): stickers are not copied, so the copy has that name
    /// (CR 707.12, 707.2, 601.3e).
    fn cast_copy_of_stickered(&mut self, src: &mut dyn Source) {
        let cards = self.pools.cards(Category::Other);
        if cards.is_empty() || self.pools.said_names.is_empty() {
            return;
        }
        let name = src.pick(cards).clone();
        let face = self.model_card(&name).and_then(|c| c.faces.first());
        let Some(face) = face.map(|f| f.name.to_string()) else {
            return;
        };
        let id = self.card(&name, Zone::Exile);
        let word = src.pick(&["Bumbling", "Sticky", "Goblin"]).to_string();
        self.push_new_effect(EffectKind::NameSticker {
            object: id.clone(),
            word,
            position: None,
        });
        let chosen = if src.chance(75) {
            face
        } else {
            src.pick(&self.pools.said_names).clone()
        };
        self.push_query(Question::Castable {
            object: id,
            cast_as: None,
            chosen,
            copy: src.chance(75),
        });
    }
}
