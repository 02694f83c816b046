//! Rules without notes give the rules of full explanations: inside
//! `truename_model::explain::rules_only`, [`ModelEngine::explain`] gives exactly the answers it
//! gives with full explanations, and each answer's explanation cites exactly the same rules,
//! for generated seeds 1..=2000 (generated as `truename fingerprint` generates them) and every
//! case of the embedded corpus; a case whose explanation had to be shortened (a copy chain
//! longer than an explanation keeps) says it isn't exact, and [`fill_expectations`] then tags
//! the case with the full explanations' rules. Generation relies on this: a generated case's
//! `rules` are read in rules-only mode.

use std::collections::BTreeSet;
use truename_cases::{Case, Reply};
use truename_gen::generate::{fill_expectations, generate, shared, SeededSource};
use truename_harness::engines::model::{ExplainedAnswer, ModelEngine};
use truename_harness::job;
use truename_model::explain::{full, rules_only};

/// The rules each answer's explanation cites, as a set (what a case's `rules` are made of).
fn rules(answers: &[ExplainedAnswer]) -> Vec<BTreeSet<&'static str>> {
    (answers.iter())
        .map(|a| match a {
            Ok((_, why)) => why.rules().into_iter().collect(),
            Err(_) => BTreeSet::new(),
        })
        .collect()
}

/// Checks one case; returns how many answers it compared.
fn check(reference: &ModelEngine, case: &Case, label: &str) -> usize {
    let questions = case.questions();
    let explained = full(|| reference.explain(&case.scenario, &questions));
    let cited = rules_only(|| reference.explain(&case.scenario, &questions));
    assert!(
        cited.exact,
        "{label}: a generated or corpus explanation was shortened"
    );
    assert_eq!(rules(&cited.value), rules(&explained), "{label}");
    for (i, (a, b)) in cited.value.iter().zip(&explained).enumerate() {
        if let Ok((_, why)) = a {
            assert!(why.steps.iter().all(|s| s.note.is_empty()), "{label} #{i}");
        }
        let (a, b) = (ModelEngine::reply(a.clone()), ModelEngine::reply(b.clone()));
        assert_eq!(a, b, "{label}, question {i}");
    }
    explained.iter().filter(|a| a.is_ok()).count()
}

#[test]
fn rules_only_cites_the_rules_of_full_explanations() {
    let (model, pools) = shared();
    let reference = ModelEngine::new(model.clone());
    let mut answers = 0;
    for seed in 1..=2000u64 {
        let id = format!("fingerprint/{seed}");
        let case = generate(&mut SeededSource::new(seed), model, pools, &id);
        answers += check(&reference, &case, &format!("seed {seed}"));
    }
    let (cases, errors) = job::load(&job::Source::Embedded, reference.model()).expect("corpus");
    assert!(errors.is_empty(), "{errors:?}");
    assert!(cases.len() > 100, "{} corpus cases", cases.len());
    for lc in &cases {
        let label = format!("{}#{}", lc.file.display(), lc.index);
        answers += check(&reference, &lc.case, &label);
    }
    assert!(answers > 4000, "{answers} answers");
}

/// A case of `depth` Islands, each copying the one before, the first a Grizzly Bears: the
/// last one's explanation is longer than an explanation keeps.
fn copy_chain(depth: usize) -> Case {
    let objects: Vec<String> = (0..=depth)
        .map(|k| {
            let card = if k == 0 { "Grizzly Bears" } else { "Island" };
            format!(r#"{{"id": "c{k}", "card": "{card}"}}"#)
        })
        .collect();
    let effects: Vec<String> = (1..=depth)
        .map(|k| {
            format!(
                r#"{{"timestamp": {k}, "source": "c{k}", "effect": "copy", "object": "c{k}", "of": "c{}"}}"#,
                k - 1
            )
        })
        .collect();
    let json = format!(
        r#"{{"id": "chain", "rules": ["707.2"], "description": "a copy chain", "objects": [{}], "effects": [{}], "queries": [{{"query": "same_name", "a": "c0", "b": "c{depth}", "expect": false}}, {{"query": "type_line", "object": "c{depth}", "expect": ""}}]}}"#,
        objects.join(", "),
        effects.join(", ")
    );
    serde_json::from_str(&json).expect("a case")
}

#[test]
fn a_shortened_explanation_is_not_exact_and_the_case_gets_the_full_rules() {
    let reference = ModelEngine::reference();
    let case = copy_chain(80);
    let questions = case.questions();
    let cited = rules_only(|| reference.explain(&case.scenario, &questions));
    assert!(!cited.exact, "an 80-deep chain's explanation is shortened");
    let explained = full(|| reference.explain(&case.scenario, &questions));
    assert!(explained.iter().all(Result::is_ok), "{explained:?}");
    let want: BTreeSet<&str> = rules(&explained).into_iter().flatten().collect();
    let mut filled = case.clone();
    fill_expectations(&mut filled, &reference);
    let got: BTreeSet<&str> = filled.scenario.rules.iter().map(String::as_str).collect();
    assert_eq!(got, want);
    assert_eq!(filled.queries.len(), 2);
    let replies: Vec<Reply> = explained.into_iter().map(ModelEngine::reply).collect();
    for (q, r) in filled.queries.iter().zip(replies) {
        assert_eq!(Reply::Answer(q.answer.clone()), r);
    }
}
