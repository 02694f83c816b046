//! The reference model as an in-process engine, [`Driven`] directly (it answers a job's
//! questions at once), and, with the `mutants` feature, the model with one deliberate bug
//! switched on.

use crate::driven::{Driven, Replies};
use crate::engine::{EngineInfo, Reply};
use crate::engines::to_model;
use truename_cases::{Answer, Capability, ChoiceAnswer, NameSetAnswer, Question, Scenario};
use truename_model::board::ObjectId;
use truename_model::names::NameSet;
use truename_model::query::NameConstraint;
use truename_model::{EvalError, Evaluated, Explained, Explanation, Model};

/// The model (or a mutant) as an engine.
pub struct ModelEngine {
    model: Model,
    info: EngineInfo,
}

/// The engine name of the reference model.
pub const MODEL_NAME: &str = "model";

/// An answer with the model's explanation, or the model's error message.
pub type ExplainedAnswer = Result<(Answer, Explanation), String>;

impl ModelEngine {
    /// The reference model over the embedded Oracle.
    pub fn reference() -> ModelEngine {
        ModelEngine::new(Model::embedded())
    }

    /// An engine over a given model.
    pub fn new(model: Model) -> ModelEngine {
        ModelEngine {
            info: EngineInfo {
                name: engine_name(&model),
                version: env!("CARGO_PKG_VERSION").to_string(),
                capabilities: Capability::ALL.iter().copied().collect(),
            },
            model,
        }
    }

    /// The mutant with one quirk.
    #[cfg(feature = "mutants")]
    pub fn mutant(q: truename_model::quirks::Quirk) -> ModelEngine {
        ModelEngine::new(Model::embedded().with_quirk(q))
    }

    /// Its name, version and capabilities (every one).
    pub fn info(&self) -> &EngineInfo {
        &self.info
    }

    /// The model it answers from.
    pub fn model(&self) -> &Model {
        &self.model
    }

    /// Answers every question (the model keeps no state between cases, so `&self` suffices).
    /// The replies carry no explanation, so the model makes none
    /// ([`truename_model::explain::without`]): the answers are the ones
    /// [`ModelEngine::explain`] gives, without formatting a note.
    pub fn replies(&self, scenario: &Scenario, questions: &[Question]) -> Vec<Reply> {
        truename_model::explain::without(|| self.explain(scenario, questions))
            .into_iter()
            .map(ModelEngine::reply)
            .collect()
    }

    /// The reply an explained answer is: the answer, or the model's error message.
    pub fn reply(r: ExplainedAnswer) -> Reply {
        match r {
            Ok((a, _)) => Reply::Answer(a),
            Err(e) => Reply::Error(e),
        }
    }

    /// Answers every question with the explanation the model gives.
    pub fn explain(&self, scenario: &Scenario, questions: &[Question]) -> Vec<ExplainedAnswer> {
        let board = to_model::board(scenario);
        match self.model.evaluate(&board) {
            Ok(ev) => self.explain_evaluated(&ev, questions),
            Err(e) => questions.iter().map(|_| Err(e.to_string())).collect(),
        }
    }

    /// Answers every question about a board already evaluated by this engine's model (what
    /// [`ModelEngine::explain`] does after evaluating the scenario's board): a generator that
    /// evaluated the board to choose its questions fills their expectations without a second
    /// evaluation.
    pub fn explain_evaluated<'q>(
        &self,
        ev: &Evaluated<'_>,
        questions: impl IntoIterator<Item = &'q Question>,
    ) -> Vec<ExplainedAnswer> {
        questions
            .into_iter()
            .map(|q| answer(&self.model, ev, q))
            .collect()
    }
}

#[cfg(feature = "mutants")]
fn engine_name(model: &Model) -> String {
    let quirks: Vec<String> = model.quirks().map(|q| q.name()).collect();
    if quirks.is_empty() {
        MODEL_NAME.to_string()
    } else {
        format!("mutant:{}", quirks.join("+"))
    }
}

#[cfg(not(feature = "mutants"))]
fn engine_name(_: &Model) -> String {
    MODEL_NAME.to_string()
}

fn oid(s: &str) -> ObjectId {
    ObjectId(s.to_string())
}

fn oids(v: &[String]) -> Vec<ObjectId> {
    v.iter().map(|s| oid(s)).collect()
}

/// The names answer, or an error when the set can't be written in the answer's form: Spy
/// Kit's names each changed by a later name sticker (CR 123.6c; ask `is_named` instead).
fn names_answer(n: &NameSet) -> Result<NameSetAnswer, String> {
    if !n.all_names_stickers.is_empty() {
        return Err(format!(
            "its names ({n}) can't be listed in a names answer: every name of a nonlegendary creature card with sticker words added; ask is_named"
        ));
    }
    Ok(NameSetAnswer {
        names: n.names.iter().map(|x| x.to_string()).collect(),
        all_nonlegendary_creature_names: n.all_nonlegendary_creature_names,
    })
}

/// A text answer with its explanation.
fn text(r: Result<Explained<String>, EvalError>) -> ExplainedAnswer {
    let r = r.map_err(|e| e.to_string())?;
    Ok((Answer::Text(r.value), r.why))
}

/// A yes/no answer with its explanation.
fn yes_no(r: Result<Explained<bool>, EvalError>) -> ExplainedAnswer {
    let r = r.map_err(|e| e.to_string())?;
    Ok((Answer::Bool(r.value), r.why))
}

/// The model's answer to a question about the legend rule, a characteristic other than names, or
/// whether an object is a token (CR 704.5j, 202.1, 208.1, 205, 105.2, 111.1).
fn permanent_answer(ev: &Evaluated<'_>, q: &Question) -> ExplainedAnswer {
    match q {
        Question::LegendRule {} => {
            let r = ev.legend_rule().map_err(|e| e.to_string())?;
            let ids: Vec<String> = r.value.iter().map(|x| x.0.clone()).collect();
            Ok((Answer::Objects(ids), r.why))
        }
        Question::ManaCost { object } => text(ev.mana_cost(&oid(object))),
        Question::PowerToughness { object } => text(ev.power_toughness(&oid(object))),
        Question::HasType { object, r#type } => yes_no(ev.has_type(&oid(object), r#type)),
        Question::Colors { object } => {
            let r = ev.colors(&oid(object)).map_err(|e| e.to_string())?;
            Ok((Answer::Lines(r.value), r.why))
        }
        Question::IsToken { object } => yes_no(ev.is_token(&oid(object))),
        other => Err(format!(
            "not a legend-rule or characteristic question: {other:?}"
        )),
    }
}

/// The model's answer to a deck-construction question, about cards in the Oracle rather than
/// objects on the board (CR 201.3b, 903.4).
fn deck_answer(m: &Model, q: &Question) -> ExplainedAnswer {
    match q {
        Question::DeckCopies { deck, name } => {
            let r = m.deck_copies(deck, name).map_err(|e| e.to_string())?;
            Ok((Answer::Count(r.value), r.why))
        }
        Question::ColorIdentity { card } => {
            let r = m.color_identity(card).map_err(|e| e.to_string())?;
            Ok((Answer::Lines(r.value), r.why))
        }
        other => Err(format!("not a deck-construction question: {other:?}")),
    }
}

/// Whether the card, or a copy of it cast by an effect (CR 707.12), can be cast under a chosen
/// name (CR 601.3e); the name is chosen first (CR 201.4).
fn castable(m: &Model, ev: &Evaluated<'_>, q: &Question) -> ExplainedAnswer {
    let Question::Castable {
        object,
        cast_as,
        chosen,
        copy,
    } = q
    else {
        return Err(format!("not a castable question: {q:?}"));
    };
    let choice = m.choose_card_name(chosen, &NameConstraint::default());
    let cast = cast_as.map(to_model::cast_as);
    let chosen = &choice.value.chosen;
    let r = if *copy {
        ev.castable_copy_with_chosen(&oid(object), cast, chosen)
    } else {
        ev.castable_with_chosen(&oid(object), cast, chosen)
    };
    let r = r.map_err(|e| e.to_string())?;
    let mut why = choice.why;
    why.extend(r.why);
    Ok((Answer::Bool(r.value), why))
}

/// The model's answer to one question about an evaluated board.
fn answer(m: &Model, ev: &Evaluated<'_>, q: &Question) -> ExplainedAnswer {
    let s = |e: EvalError| e.to_string();
    Ok(match q {
        Question::Names { object } => {
            let r = ev.names(&oid(object)).map_err(s)?;
            (Answer::Names(names_answer(&r.value)?), r.why)
        }
        Question::TokenName { object } => {
            let r = ev.names(&oid(object)).map_err(s)?;
            let n: Vec<String> = r.value.names.iter().map(|x| x.to_string()).collect();
            (Answer::Text(n.join(" // ")), r.why)
        }
        Question::SameName { a, b } => return yes_no(ev.same_name(&oid(a), &oid(b))),
        Question::DifferentNames { objects } => return yes_no(ev.different_names(&oids(objects))),
        Question::DifferentNameFrom { object, others } => {
            return yes_no(ev.different_name_from(&oid(object), &oids(others)))
        }
        Question::NOrMoreDifferentNames { objects, n } => {
            return yes_no(ev.n_or_more_different_names(&oids(objects), *n))
        }
        Question::IsNamed { object, name } => return yes_no(ev.is_named(&oid(object), name)),
        Question::ChooseCardName { name, constraint } => {
            let c = NameConstraint {
                is: constraint.is.clone(),
                not: constraint.not.clone(),
            };
            let r = m.choose_card_name(name, &c);
            let mut chosen: Vec<String> = r.value.chosen.iter().map(|x| x.to_string()).collect();
            chosen.sort();
            let valid = r.value.valid;
            (Answer::Choice(ChoiceAnswer { valid, chosen }), r.why)
        }
        Question::Castable { .. } => castable(m, ev, q)?,
        Question::ReferenceTarget {
            object,
            ability,
            occurrence,
        } => {
            let r = ev
                .reference_target(&oid(object), *ability, *occurrence)
                .map_err(s)?;
            let mut ids: Vec<String> = r.value.iter().map(|x| x.0.clone()).collect();
            ids.sort();
            (Answer::Objects(ids), r.why)
        }
        Question::Text { object } => {
            let r = ev.text(&oid(object)).map_err(s)?;
            (Answer::Lines(r.value), r.why)
        }
        Question::TypeLine { object } => {
            let r = ev.type_line(&oid(object)).map_err(s)?;
            (Answer::Text(r.value), r.why)
        }
        Question::DeckCopies { .. } | Question::ColorIdentity { .. } => return deck_answer(m, q),
        Question::LegendRule {}
        | Question::ManaCost { .. }
        | Question::PowerToughness { .. }
        | Question::HasType { .. }
        | Question::Colors { .. }
        | Question::IsToken { .. } => return permanent_answer(ev, q),
    })
}

/// The model answers a job's questions at once (one evaluation of the board for them all).
impl Driven for ModelEngine {
    fn info(&self) -> &EngineInfo {
        ModelEngine::info(self)
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        Ok(self.replies(scenario, questions))
    }
}

/// A shared model is an engine too: the model keeps no state between cases, so one loaded
/// model (the process's reference, say) serves every caller without being copied.
impl Driven for &ModelEngine {
    fn info(&self) -> &EngineInfo {
        ModelEngine::info(self)
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        Ok(self.replies(scenario, questions))
    }
}
