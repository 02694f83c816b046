//! The model's answers don't depend on its explanations: [`ModelEngine::replies`], which
//! answers with explanations switched off (`truename_model::explain::without`), gives exactly
//! the answers of [`ModelEngine::explain`], which explains them, for generated seeds 1..=2000
//! (generated as `truename fingerprint` generates them) and every case of the embedded corpus;
//! and inside the switch the model really explains nothing.

use truename_cases::{Case, Reply};
use truename_gen::generate::{generate, shared, SeededSource};
use truename_harness::engines::model::ModelEngine;
use truename_harness::job;
use truename_model::explain::without;

/// Counts of what the comparison covered.
#[derive(Default)]
struct Seen {
    answers: usize,
    explained: usize,
}

/// Checks one case: its replies equal its explained answers, question by question.
fn check(reference: &ModelEngine, case: &Case, label: &str, seen: &mut Seen) {
    let questions = case.questions();
    let replies = reference.replies(&case.scenario, &questions);
    let explained = reference.explain(&case.scenario, &questions);
    // The same call inside the switch: its explanations really are off.
    let quiet = without(|| reference.explain(&case.scenario, &questions));
    assert_eq!(replies.len(), explained.len(), "{label}");
    assert_eq!(quiet.len(), explained.len(), "{label}");
    let all = replies.into_iter().zip(quiet).zip(explained);
    for (i, ((reply, quiet), full)) in all.enumerate() {
        if let Ok((_, why)) = &full {
            seen.answers += 1;
            seen.explained += usize::from(!why.steps.is_empty());
        }
        if let Ok((_, why)) = &quiet {
            assert!(why.steps.is_empty(), "{label}, question {i}: {why}");
        }
        let want: Reply = ModelEngine::reply(full);
        assert_eq!(ModelEngine::reply(quiet), want, "{label}, question {i}");
        assert_eq!(reply, want, "{label}, question {i}: {:?}", questions[i]);
    }
}

#[test]
fn answers_without_explanations_are_the_explained_answers() {
    let (model, pools) = shared();
    let reference = ModelEngine::new(model.clone());
    let mut seen = Seen::default();
    for seed in 1..=2000u64 {
        let id = format!("fingerprint/{seed}");
        let case = generate(&mut SeededSource::new(seed), model, pools, &id);
        check(&reference, &case, &format!("seed {seed}"), &mut seen);
    }
    let (cases, errors) = job::load(&job::Source::Embedded, reference.model()).expect("corpus");
    assert!(errors.is_empty(), "{errors:?}");
    assert!(cases.len() > 100, "{} corpus cases", cases.len());
    for lc in &cases {
        let label = format!("{}#{}", lc.file.display(), lc.index);
        check(&reference, &lc.case, &label, &mut seen);
    }
    // The explained side really explained: a comparison of two unexplained runs would prove
    // nothing about explanations being off.
    assert!(seen.answers > 4000, "{} answers", seen.answers);
    assert_eq!(
        seen.explained, seen.answers,
        "every explained answer has a step"
    );
}
