//! Layer 3: text-changing effects (CR 612), in dependency order, then timestamp order
//! (CR 613.8, 613.7; the order and the dependencies the model recognizes are in `dependency`).

use super::ctx::{Ctx, State};
use super::refs::{display_name, rename_self_refs};
use crate::board::ObjectKind;
#[cfg(feature = "mutants")]
use crate::board::TokenSource;
use crate::effects::{Effect, EffectKind, Layer};
use crate::ids::{Name, ObjectId};
use crate::names::{NameSet, Sticker};
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;
use crate::text::{Ability, Origin, Role, Seg};

/// Text a full-text effect's source adds of its own: Volrath's Shapeshifter "has the full text
/// of that card and has the text "{2}: Discard a card."" (read from the source card's text).
fn source_added_text(ctx: &Ctx<'_>, e: &Effect) -> Vec<Ability> {
    let Some(o) = e.source.as_ref().and_then(|s| ctx.object(s).ok()) else {
        return vec![];
    };
    let ObjectKind::Card { card } = &o.kind else {
        return vec![];
    };
    let Some((card, _)) = ctx.model.oracle.card_with_face(card) else {
        return vec![];
    };
    let Some(a) = card.faces[0]
        .abilities
        .iter()
        .find(|a| a.render().contains("full text"))
    else {
        return vec![];
    };
    let r = a.render();
    r.split("and has the text")
        .nth(1)
        .and_then(|tail| tail.split('"').nth(1))
        .map(|t| Ability {
            segs: vec![Seg::Text(t.to_string())],
            origin: Origin::Printed,
        })
        .into_iter()
        .collect()
}

/// Adds a name sticker's word to an object's names (CR 612.9, 123.6); a nameless object's name
/// becomes the word (123.6b); every name of Spy Kit's set gets the word too when the sticker is
/// later (123.6c).
fn add_sticker(c: &mut super::chars::Chars, ts: u64, word: &str, position: Option<usize>) {
    let sticker = Sticker {
        word: word.to_string(),
        position,
    };
    if c.names.names.is_empty() && !c.names.all_nonlegendary_creature_names {
        // CR 123.6b: a nameless object's name becomes the sticker's word.
        c.names = NameSet::one(Name::from(word));
    } else {
        c.names.names = std::sync::Arc::new(
            (c.names.names.iter())
                .map(|n| Name::from(sticker.apply(n.as_str())))
                .collect(),
        );
        if c.names.all_nonlegendary_creature_names {
            c.names.all_names_stickers.push(sticker);
            // CR 123.6c
            c.why.push(
                cr!("123.6c"),
                "the sticker is later than the effect giving it every name of a nonlegendary creature card: each of those names has its word too (uncertain: no rule or ruling addresses this directly)",
            );
        }
    }
    // CR 612.9
    c.why.push(
        cr!("612.9"),
        format_args!("@{ts}: a name sticker adds {word:?} to the text of its name"),
    );
}

/// The WordSwapRenames mutant's rename: every word `from` in a name becomes `to`.
#[cfg(feature = "mutants")]
fn replace_word(name: &str, from: &str, to: &str) -> String {
    name.split(' ')
        .map(|w| if w.eq_ignore_ascii_case(from) { to } else { w })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Applies every layer-3 effect in force as of `limit`.
pub(crate) fn apply<'m>(ctx: &Ctx<'m>, limit: Option<u64>, state: &mut State<'m>) {
    TextChanges { ctx, limit, state }.apply_all();
}

/// One layer-3 pass over an evaluation as of `limit`.
struct TextChanges<'s, 'a, 'm> {
    ctx: &'a Ctx<'m>,
    limit: Option<u64>,
    state: &'s mut State<'m>,
}

impl TextChanges<'_, '_, '_> {
    fn apply_all(&mut self) {
        let ctx = self.ctx;
        let effects: Vec<&Effect> = ctx
            .board
            .effects
            .iter()
            .filter(|e| {
                e.kind.layer() == Layer::Text && Ctx::in_force(self.limit, e.order_timestamp())
            })
            .filter(|e| {
                e.kind
                    .affected()
                    .iter()
                    .all(|id| self.state.contains_key(id))
            })
            .collect();
        #[cfg(feature = "mutants")]
        let pairwise = ctx.model.has(Quirk::DependencyLoopsPairwise);
        #[cfg(not(feature = "mutants"))]
        let pairwise = false;
        for e in super::dependency::order(effects, pairwise) {
            self.apply(e);
        }
        #[cfg(feature = "mutants")]
        if ctx.model.has(Quirk::Layer3NamesCopied) {
            self.copy_layer3_names();
        }
    }

    /// Applies one text-changing effect.
    fn apply(&mut self, e: &Effect) {
        let ts = e.order_timestamp();
        match &e.kind {
            EffectKind::WordSwap {
                object,
                role,
                from,
                to,
            } => self.word_swap(ts, object, *role, from, to),
            EffectKind::ExchangeText { a, b } => self.exchange_text(ts, a, b),
            EffectKind::FullText { object, of } => self.full_text(e, object, of),
            EffectKind::AllNonlegendaryCreatureNames { object } => self.all_names(e, object),
            EffectKind::SetName { object, name } => self.set_name(ts, object, name),
            EffectKind::NameSticker {
                object,
                word,
                position,
            } => self.name_sticker(ts, object, word, *position),
            EffectKind::Splice { spell, card } => self.splice(ts, spell, card),
            EffectKind::Copy { .. }
            | EffectKind::GainAbilities { .. }
            | EffectKind::GrantAbility { .. }
            | EffectKind::ChangeTypes { .. }
            | EffectKind::LoseAllAbilities { .. }
            | EffectKind::SetPowerToughness { .. } => {}
        }
    }

    fn word_swap(&mut self, ts: u64, object: &ObjectId, role: Role, from: &str, to: &str) {
        let Some(c) = self.state.get_mut(object) else {
            return;
        };
        // CR 612.2
        let mut n = 0;
        // The abilities are copied (if shared) only when a word in them changes.
        if c.abilities.iter().any(|a| a.uses_word(role, from)) {
            for a in std::sync::Arc::make_mut(&mut c.abilities) {
                n += a.swap_words(role, from, to);
            }
        }
        n += std::sync::Arc::make_mut(&mut c.type_line).swap_subtype(role, from, to);
        #[cfg(feature = "mutants")]
        if self.ctx.model.has(Quirk::WordSwapRenames) {
            let renamed = c
                .names
                .names
                .iter()
                .map(|nm| Name::from(replace_word(nm.as_str(), from, to)))
                .collect();
            c.names.names = std::sync::Arc::new(renamed);
        }
        c.why.push(
            cr!("612.2"),
            format_args!("@{ts}: {from}→{to} changed {n} word(s) used as {role:?}; a word swap never changes a name"),
        );
    }

    fn exchange_text(&mut self, ts: u64, a: &ObjectId, b: &ObjectId) {
        let ta = self.state.get(a).map(|c| c.abilities.clone());
        let tb = self.state.get(b).map(|c| c.abilities.clone());
        let (Some(ta), Some(tb)) = (ta, tb) else {
            return;
        };
        // CR 612.5
        for (id, t, other) in [(a, tb, b), (b, ta, a)] {
            if let Some(c) = self.state.get_mut(id) {
                c.abilities = t;
                c.why.push(
                    cr!("612.5"),
                    format_args!("@{ts}: its rules text was exchanged with {other}'s (names and type lines stay)"),
                );
            }
        }
    }

    fn full_text(&mut self, e: &Effect, object: &ObjectId, of: &ObjectId) {
        let Some(src) = self.state.get(of).cloned() else {
            return;
        };
        let extra = source_added_text(self.ctx, e);
        let Some(c) = self.state.get_mut(object) else {
            return;
        };
        // CR 612.6
        c.names = src.names.clone();
        c.type_line = src.type_line.clone();
        c.abilities = src.abilities.clone();
        if !extra.is_empty() {
            std::sync::Arc::make_mut(&mut c.abilities).extend(extra);
        }
        #[cfg(feature = "mutants")]
        let keep_own = self.ctx.model.has(Quirk::FullTextKeepsOwnPowerToughness);
        #[cfg(not(feature = "mutants"))]
        let keep_own = false;
        if !keep_own {
            c.mana_cost = src.mana_cost.clone();
            c.power_toughness = src.power_toughness.clone();
        }
        // CR 612.6: its mana cost and color indicator are the other card's, so its colors too.
        c.colors = src.colors;
        c.why.push(
            cr!("612.6"),
            format_args!(
                "@{}: it has the full text of {of}: its name ({}), mana cost, color indicator (so colors), type line, rules text, power and toughness",
                e.order_timestamp(),
                src.names
            ),
        );
    }

    fn all_names(&mut self, e: &Effect, object: &ObjectId) {
        let Some(c) = self.state.get_mut(object) else {
            return;
        };
        #[cfg(feature = "mutants")]
        if self.ctx.model.has(Quirk::AllNamesDropped) {
            return;
        }
        // CR 612.7
        c.names.all_nonlegendary_creature_names = true;
        // A name sticker applied before this effect changed only the names it had then.
        c.names.all_names_stickers.clear();
        c.why.push(
            cr!("612.7"),
            format_args!(
                "@{}: it also has every name of a nonlegendary creature card in the Oracle",
                e.order_timestamp()
            ),
        );
        // CR 613.7e
        if e.attached_at.is_some() {
            c.why.push(
                cr!("613.7e"),
                "an attached Equipment's effect has the timestamp of its attachment",
            );
        }
    }

    fn set_name(&mut self, ts: u64, object: &ObjectId, name: &str) {
        let Some(c) = self.state.get_mut(object) else {
            return;
        };
        #[cfg(feature = "mutants")]
        let kept_all = self.ctx.model.has(Quirk::AllNamesSurviveSetName)
            && c.names.all_nonlegendary_creature_names;
        // CR 612.8
        c.names = NameSet::one(self.ctx.model.canonical_name(name));
        #[cfg(feature = "mutants")]
        {
            c.names.all_nonlegendary_creature_names = kept_all;
        }
        c.why.push(
            cr!("612.8"),
            format_args!("@{ts}: its name is set to {name:?}; it loses every other name"),
        );
    }

    /// The object a sticker is on and every object it became by moving from one public zone
    /// to another since: stickers stay on it and keep applying (CR 123.5, 123.6c, 400.7m).
    fn sticker_targets(&self, object: &ObjectId) -> Vec<ObjectId> {
        let board = self.ctx.board;
        let mut out = vec![object.clone()];
        if board.object(object).is_some_and(|o| o.zone.is_public()) {
            let public = board.became(object).into_iter();
            out.extend(
                public
                    .take_while(|n| n.zone.is_public())
                    .map(|n| n.id.clone()),
            );
        }
        out
    }

    fn name_sticker(&mut self, ts: u64, object: &ObjectId, word: &str, position: Option<usize>) {
        let targets = self.sticker_targets(object);
        for (k, id) in targets.iter().enumerate() {
            let Some(c) = self.state.get_mut(id) else {
                continue;
            };
            add_sticker(c, ts, word, position);
            if k > 0 {
                // CR 123.5
                c.why.push(
                    cr!("123.5"),
                    format_args!("the sticker on {object} stayed on it as it moved from one public zone to another, and still applies (an exception to 400.7)"),
                );
            }
        }
    }

    fn splice(&mut self, ts: u64, spell: &ObjectId, card: &ObjectId) {
        let Some(src) = self.state.get(card).cloned() else {
            return;
        };
        let Some(c) = self.state.get_mut(spell) else {
            return;
        };
        // CR 612.10
        let spell_name = display_name(&c.names);
        for a in src
            .abilities
            .iter()
            .filter(|a| !a.render().starts_with("Splice onto"))
        {
            std::sync::Arc::make_mut(&mut c.abilities).push(Ability {
                segs: rename_self_refs(&a.segs, &spell_name),
                origin: Origin::Spliced { from: card.clone() },
            });
        }
        c.why.push(
            cr!("612.10"),
            format_args!("@{ts}: {card}'s rules text is spliced after its own text"),
        );
        // CR 201.5b
        c.why.push(
            cr!("201.5b"),
            format_args!("the spliced text's self-references are treated as {spell_name:?}"),
        );
    }
    /// The Layer3NamesCopied mutant: copies take their original's layer-3 names.
    #[cfg(feature = "mutants")]
    fn copy_layer3_names(&mut self) {
        let mut pairs: Vec<(ObjectId, ObjectId)> = Vec::new();
        for o in &self.ctx.board.objects {
            match &o.kind {
                ObjectKind::SpellCopy { of, .. }
                | ObjectKind::Token {
                    source: TokenSource::CopyOf { of, .. },
                } => pairs.push((o.id.clone(), of.clone())),
                _ => {}
            }
        }
        for e in &self.ctx.board.effects {
            if let EffectKind::Copy { object, of, .. } = &e.kind {
                if Ctx::in_force(self.limit, e.order_timestamp()) {
                    pairs.push((object.clone(), of.clone()));
                }
            }
        }
        for (copy, of) in pairs {
            if let Some(n) = self.state.get(&of).map(|c| c.names.clone()) {
                if let Some(c) = self.state.get_mut(&copy) {
                    c.names = n;
                }
            }
        }
    }
}
