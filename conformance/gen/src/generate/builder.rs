//! The case being built: its objects, effects and questions, and the timestamp clock.

use super::pools::{Category, Pools};
use super::source::Source;
use truename_cases::*;
use truename_model::Model;

/// A case under construction.
pub(crate) struct Builder<'a> {
    pub(crate) pools: &'a Pools,
    pub(crate) model: &'a Model,
    pub(crate) case: Case,
    pub(crate) next_ts: u64,
}

impl<'a> Builder<'a> {
    pub(crate) fn model_card(&self, name: &str) -> Option<&'a truename_model::oracle::Card> {
        let model: &'a Model = self.model;
        model.oracle.card_with_face(name).map(|(c, _)| c)
    }

    /// The id the next object gets: `o1`, `o2`, … (built without `format!`: generation makes
    /// one per object, on every fuzz input).
    pub(crate) fn new_id(&self) -> String {
        let mut digits = itoa::Buffer::new();
        let n = digits.format(self.case.scenario.objects.len() + 1);
        let mut id = String::with_capacity(1 + n.len());
        id.push('o');
        id.push_str(n);
        id
    }

    pub(crate) fn ts(&mut self) -> u64 {
        self.next_ts += 1;
        self.next_ts
    }

    pub(crate) fn add(&mut self, o: CaseObject) -> String {
        let id = o.id.clone();
        self.case.scenario.objects.push(o);
        id
    }

    /// A token created as a copy of `of` (CR 707.2, 111.1) on the battlefield; its id.
    pub(crate) fn token_copy_of(&mut self, of: String) -> String {
        let id = self.new_id();
        self.add(CaseObject {
            id,
            token: Some(TokenSpec {
                copy_of: Some(of),
                ..TokenSpec::default()
            }),
            ..CaseObject::default()
        })
    }

    /// A card in `zone`; an instant or sorcery meant for the battlefield goes to the hand
    /// instead (face up, it can't be a permanent, CR 304.4, 307.4).
    /// A token-making card from the pools on the battlefield and the token its ability
    /// created (the 201.5a scenarios): (the card's name, the creator's id, the token's id), or
    /// `None` when the pools have no such card.
    pub(crate) fn creator_and_token(
        &mut self,
        src: &mut dyn Source,
    ) -> Option<(String, String, String)> {
        if self.pools.source_ref_makers.is_empty() {
            return None;
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
        Some((maker, creator, token))
    }

    pub(crate) fn card(&mut self, name: &str, zone: Zone) -> String {
        let card = self.model_card(name);
        self.card_of(name, card, zone)
    }

    /// [`Builder::card`] with its Oracle card looked up already (`None`: not an Oracle card).
    pub(crate) fn card_of(
        &mut self,
        name: &str,
        card: Option<&truename_model::oracle::Card>,
        zone: Zone,
    ) -> String {
        let permanent =
            card.is_none_or(|c| truename_harness::load::legal::card_can_be_permanent(c, false));
        let zone = if zone == Zone::Battlefield && !permanent {
            Zone::Hand
        } else {
            zone
        };
        let id = self.new_id();
        self.add(CaseObject {
            id,
            card: Some(name.to_string()),
            zone,
            ..CaseObject::default()
        })
    }

    /// A random creature card on the battlefield; its id.
    pub(crate) fn creature(&mut self, src: &mut dyn Source) -> String {
        let name = src.pick(self.pools.cards(Category::Creature)).clone();
        self.card(&name, Zone::Battlefield)
    }

    /// An effect with the next timestamp.
    /// A card of `granters` (a granting card and the index of its granting ability) put onto the
    /// battlefield, a creature, and the effect by which the card grants that ability to the
    /// creature (CR 613.1f): the creature's id, the granting card's name and the ability.
    pub(crate) fn grant_from(
        &mut self,
        src: &mut dyn Source,
        granters: &[(String, usize)],
    ) -> (String, String, usize) {
        let (g, ability) = src.pick(granters).clone();
        let by = self.card(&g, Zone::Battlefield);
        let x = self.creature(src);
        self.push_new_effect(EffectKind::GrantAbility {
            object: x.clone(),
            by,
            ability,
        });
        (x, g, ability)
    }

    pub(crate) fn push_new_effect(&mut self, kind: EffectKind) {
        let ts = self.ts();
        self.push_effect(ts, kind);
    }

    /// The ids of the objects so far, borrowed (a list of copies cost an allocation per
    /// object, for questions that keep one or two of them).
    pub(crate) fn ids(&self) -> Vec<&str> {
        (self.case.scenario.objects.iter())
            .map(|o| o.id.as_str())
            .collect()
    }

    /// The id of one of the first `n` objects, picked as [`Source::pick`] picks from a list of
    /// their ids: objects are only ever added, never removed or reordered, so the first `n`
    /// stay the ones there were when `n` was counted, even while more are added.
    pub(crate) fn pick_of(&self, src: &mut dyn Source, n: usize) -> String {
        self.case.scenario.objects[src.below(n)].id.clone()
    }

    pub(crate) fn push_query(&mut self, ask: Question) {
        self.case.queries.push(pending(ask));
    }

    pub(crate) fn push_effect(&mut self, timestamp: u64, kind: EffectKind) {
        self.case.scenario.effects.push(CaseEffect {
            timestamp,
            source: None,
            attached_at: None,
            kind,
        });
    }
}

/// A question whose answer the model has not filled in yet: its answer is a placeholder of the
/// right form until [`fill_expectations`](super::fill_expectations) replaces it (or drops the
/// question).
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
