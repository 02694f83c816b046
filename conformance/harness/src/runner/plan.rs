//! Planning a case for an engine: which questions it can be asked, on which scenario (the
//! case's own, or a question's slice, see [`crate::slice`]), and which it lacks the
//! capabilities for.

use super::result::{Outcome, QuestionResult};
use crate::capabilities;
use crate::engines::model::ModelEngine;
use crate::load::LoadedCase;
use crate::slice::slice;
use std::collections::BTreeSet;
use truename_cases::{Capability, Question, Scenario};

/// One engine call planned for a case.
#[derive(Clone, Debug)]
pub struct PlannedJob {
    /// The scenario it is asked about: `None` for the case's own, else a slice of it.
    pub scenario: Option<Scenario>,
    /// The indices of its questions in the case.
    pub questions: Vec<usize>,
}

/// A case's questions (those not asked already marked skipped) and the jobs that ask the rest.
#[derive(Clone, Debug)]
pub struct CasePlan {
    /// Every question of the case, in order.
    pub questions: Vec<QuestionResult>,
    /// The engine calls, the case's own scenario first.
    pub jobs: Vec<PlannedJob>,
}

impl CasePlan {
    /// The questions of one job, in order.
    pub fn questions_of(&self, job: &PlannedJob) -> Vec<Question> {
        job.questions
            .iter()
            .map(|&i| self.questions[i].question.clone())
            .collect()
    }
}

/// Whether the model gives the expected answer to `q` on the slice too.
fn model_agrees(reference: &ModelEngine, s: &Scenario, q: &QuestionResult) -> bool {
    let answers = reference.explain(s, std::slice::from_ref(&q.question));
    matches!(answers.first(), Some(Ok((a, _))) if a.agrees_with(&q.expected))
}

/// The plan of one case for an engine declaring `declared`.
pub fn plan(lc: &LoadedCase, declared: &BTreeSet<Capability>, reference: &ModelEngine) -> CasePlan {
    let oracle = &reference.model().oracle;
    let scenario = &lc.case.scenario;
    // An engine that declares every capability (`Capability::ALL` lists every one) lacks
    // none: what the case requires needn't be worked out.
    let declares_all = declared.len() == Capability::ALL.len();
    let full = match declares_all {
        true => BTreeSet::new(),
        false => capabilities::for_scenario(scenario, oracle),
    };
    // An engine that declares all the scenario needs (the usual case) lacks for a question
    // only what the question itself needs: no union of the two sets to build per question.
    let full_declared = declares_all || full.is_subset(declared);
    let mut main = Vec::new();
    let mut sliced: Vec<PlannedJob> = Vec::new();
    let mut questions = Vec::new();
    for (index, e) in lc.case.queries.iter().enumerate() {
        let own = match declares_all {
            true => BTreeSet::new(),
            false => capabilities::for_question(&e.question, oracle),
        };
        let missing = if full_declared {
            own.difference(declared).copied().collect()
        } else {
            full.union(&own)
                .filter(|c| !declared.contains(c))
                .copied()
                .collect()
        };
        let mut q = QuestionResult {
            index,
            question: e.question.clone(),
            expected: e.answer.clone(),
            outcome: Outcome::Pass,
            missing,
            sliced: false,
            echo: false,
            got: None,
            why: None,
        };
        if q.missing.is_empty() {
            main.push(index);
        } else if let Some(s) = slice(scenario, &e.question).filter(|s| {
            let mut n = capabilities::for_scenario(s, oracle);
            n.extend(own.iter().copied());
            n.is_subset(declared) && model_agrees(reference, s, &q)
        }) {
            q.missing.clear();
            q.sliced = true;
            match sliced.iter_mut().find(|j| j.scenario.as_ref() == Some(&s)) {
                Some(j) => j.questions.push(index),
                None => sliced.push(PlannedJob {
                    scenario: Some(s),
                    questions: vec![index],
                }),
            }
        } else {
            q.outcome = Outcome::Skip;
        }
        questions.push(q);
    }
    let mut jobs = Vec::new();
    if !main.is_empty() {
        jobs.push(PlannedJob {
            scenario: None,
            questions: main,
        });
    }
    jobs.extend(sliced);
    CasePlan { questions, jobs }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::load_dir;
    use std::path::Path;

    /// The corpus cases, loaded by the reference model.
    fn corpus(reference: &ModelEngine) -> Vec<LoadedCase> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus/cases");
        let (cases, errors) = load_dir(&dir, reference.model());
        assert!(errors.is_empty(), "{errors:?}");
        assert!(cases.len() > 100);
        cases
    }

    #[test]
    fn an_engine_declaring_every_capability_is_asked_everything_on_the_case_itself() {
        // What the shortcut skips working out: every case's requirements are declared.
        let reference = ModelEngine::reference();
        let all = capabilities::all();
        for lc in corpus(&reference) {
            let oracle = &reference.model().oracle;
            assert!(capabilities::required(&lc.case, oracle).is_subset(&all));
            let p = plan(&lc, &all, &reference);
            let asked: Vec<usize> = (0..lc.case.queries.len()).collect();
            assert_eq!(p.jobs.len(), 1, "{}", lc.case.scenario.id);
            assert!(p.jobs[0].scenario.is_none());
            assert_eq!(p.jobs[0].questions, asked);
            assert!(p
                .questions
                .iter()
                .all(|q| q.missing.is_empty() && !q.sliced && q.outcome == Outcome::Pass));
        }
    }

    #[test]
    fn an_engine_lacking_a_capability_is_not_asked_what_needs_it() {
        let reference = ModelEngine::reference();
        let oracle = &reference.model().oracle;
        let mut lacking = 0;
        for lc in corpus(&reference) {
            let needed = capabilities::required(&lc.case, oracle);
            let Some(&dropped) = needed.iter().find(|c| **c != Capability::ObjectCard) else {
                continue;
            };
            let mut declared = capabilities::all();
            declared.remove(&dropped);
            let p = plan(&lc, &declared, &reference);
            for (q, e) in p.questions.iter().zip(&lc.case.queries) {
                let own = capabilities::required_for(
                    &lc.case.scenario,
                    std::iter::once(&e.question),
                    oracle,
                );
                if own.contains(&dropped) && !q.sliced {
                    assert_eq!(q.missing, vec![dropped], "{}", lc.case.scenario.id);
                    assert_eq!(q.outcome, Outcome::Skip);
                    lacking += 1;
                }
            }
        }
        assert!(lacking > 50, "{lacking}");
    }
}
