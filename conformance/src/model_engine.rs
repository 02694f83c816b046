//! The reference model as an in-process [`Engine`], and its mutants (the model with one
//! [`Quirk`] switched on).

use crate::capabilities;
use crate::case::{Answer, Ask, Case, ChoiceAnswer, NameSetAnswer};
use crate::engine::{Engine, EngineFailure, EngineInfo, Reply};
use crate::to_model;
use truename_model::names::NameSet;
use truename_model::query::NameConstraint;
use truename_model::quirks::Quirk;
use truename_model::{Explanation, Model};

/// The model (or a mutant) as an engine.
pub struct ModelEngine {
    model: Model,
    info: EngineInfo,
}

/// The engine name of the reference model.
pub const MODEL_NAME: &str = "model";

impl ModelEngine {
    /// The reference model over the embedded Oracle.
    pub fn reference() -> ModelEngine {
        ModelEngine::new(Model::embedded())
    }

    /// An engine over a given model.
    pub fn new(model: Model) -> ModelEngine {
        let quirks: Vec<String> = model.quirks().map(|q| q.name()).collect();
        let name = if quirks.is_empty() {
            MODEL_NAME.to_string()
        } else {
            format!("mutant:{}", quirks.join("+"))
        };
        ModelEngine {
            info: EngineInfo {
                name,
                version: env!("CARGO_PKG_VERSION").to_string(),
                capabilities: capabilities::all(),
            },
            model,
        }
    }

    /// The mutant with one quirk.
    pub fn mutant(q: Quirk) -> ModelEngine {
        ModelEngine::new(Model::embedded().with_quirk(q))
    }

    /// The model behind this engine.
    pub fn model(&self) -> &Model {
        &self.model
    }

    /// Answers every query (the model keeps no state between cases, so `&self` suffices).
    pub fn replies(&self, case: &Case) -> Vec<Reply> {
        self.explain(case)
            .into_iter()
            .map(|r| match r {
                Ok((a, _)) => Reply::Answer(a),
                Err(e) => Reply::Error(e),
            })
            .collect()
    }

    /// Answers every query with the explanation the model gives.
    pub fn explain(&self, case: &Case) -> Vec<Result<(Answer, Explanation), String>> {
        let board = to_model::board(case);
        let ev = match self.model.evaluate(&board) {
            Ok(ev) => ev,
            Err(e) => return case.queries.iter().map(|_| Err(e.to_string())).collect(),
        };
        let m = &self.model;
        let oid = |s: &String| truename_model::board::ObjectId(s.clone());
        let names_answer = |n: &NameSet| NameSetAnswer {
            names: n.names.iter().map(|x| x.to_string()).collect(),
            all_nonlegendary_creature_names: n.all_nonlegendary_creature_names,
        };
        case.queries
            .iter()
            .map(|q| -> Result<(Answer, Explanation), String> {
                let s = |e: truename_model::EvalError| e.to_string();
                Ok(match &q.ask {
                    Ask::Names { object, .. } => {
                        let r = ev.names(&oid(object)).map_err(s)?;
                        (Answer::Names(names_answer(&r.value)), r.why)
                    }
                    Ask::TokenName { object, .. } => {
                        let r = ev.names(&oid(object)).map_err(s)?;
                        let n: Vec<String> = r.value.names.iter().map(|x| x.to_string()).collect();
                        (Answer::Text(n.join(" // ")), r.why)
                    }
                    Ask::SameName { a, b, .. } => {
                        let r = ev.same_name(&oid(a), &oid(b)).map_err(s)?;
                        (Answer::Bool(r.value), r.why)
                    }
                    Ask::DifferentNames { objects, .. } => {
                        let ids: Vec<_> = objects.iter().map(oid).collect();
                        let r = ev.different_names(&ids).map_err(s)?;
                        (Answer::Bool(r.value), r.why)
                    }
                    Ask::DifferentNameFrom { object, others, .. } => {
                        let ids: Vec<_> = others.iter().map(oid).collect();
                        let r = ev.different_name_from(&oid(object), &ids).map_err(s)?;
                        (Answer::Bool(r.value), r.why)
                    }
                    Ask::NOrMoreDifferentNames { objects, n, .. } => {
                        let ids: Vec<_> = objects.iter().map(oid).collect();
                        let r = ev.n_or_more_different_names(&ids, *n).map_err(s)?;
                        (Answer::Bool(r.value), r.why)
                    }
                    Ask::IsNamed { object, name, .. } => {
                        let r = ev.is_named(&oid(object), name).map_err(s)?;
                        (Answer::Bool(r.value), r.why)
                    }
                    Ask::ChooseCardName {
                        name, constraint, ..
                    } => {
                        let c = NameConstraint {
                            is: constraint.is.clone(),
                            not: constraint.not.clone(),
                        };
                        let r = m.choose_card_name(name, &c);
                        let mut chosen: Vec<String> =
                            r.value.chosen.iter().map(|x| x.to_string()).collect();
                        chosen.sort();
                        (
                            Answer::Choice(ChoiceAnswer {
                                valid: r.value.valid,
                                chosen,
                            }),
                            r.why,
                        )
                    }
                    Ask::Castable {
                        object,
                        cast_as,
                        chosen,
                        ..
                    } => {
                        let choice = m.choose_card_name(chosen, &NameConstraint::default());
                        let r = ev
                            .castable_with_chosen(
                                &oid(object),
                                cast_as.map(to_model::cast_as),
                                &choice.value.chosen,
                            )
                            .map_err(s)?;
                        let mut why = choice.why;
                        why.extend(r.why);
                        (Answer::Bool(r.value), why)
                    }
                    Ask::ReferenceTarget {
                        object,
                        ability,
                        occurrence,
                        ..
                    } => {
                        let r = ev
                            .reference_target(&oid(object), *ability, *occurrence)
                            .map_err(s)?;
                        let mut ids: Vec<String> = r.value.iter().map(|x| x.0.clone()).collect();
                        ids.sort();
                        (Answer::Objects(ids), r.why)
                    }
                    Ask::Text { object, .. } => {
                        let r = ev.text(&oid(object)).map_err(s)?;
                        (Answer::Lines(r.value), r.why)
                    }
                    Ask::TypeLine { object, .. } => {
                        let r = ev.type_line(&oid(object)).map_err(s)?;
                        (Answer::Text(r.value), r.why)
                    }
                    Ask::DeckCopies { deck, name, .. } => {
                        let r = m.deck_copies(deck, name).map_err(|e| e.to_string())?;
                        (Answer::Count(r.value), r.why)
                    }
                    Ask::ColorIdentity { card, .. } => {
                        let r = m.color_identity(card).map_err(|e| e.to_string())?;
                        (Answer::Lines(r.value), r.why)
                    }
                })
            })
            .collect()
    }
}

impl Engine for ModelEngine {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn run(&mut self, case: &Case) -> Result<Vec<Reply>, EngineFailure> {
        Ok(self.replies(case))
    }
}
