//! An invariant finding is written as a case `truename run` fails on: the board and question
//! the engine answered otherwise than the model, among those the invariant asked (a shrunk
//! invariant finding used to keep only questions the engine answers rightly: a regression
//! that could never fail).

use std::path::PathBuf;
use std::time::Duration;
use truename_gen::hunt::{hunt_with, HuntConfig};
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::LoadedCase;
use truename_harness::runner::{self, Status};
use truename_model::quirks::Quirk;

#[test]
fn every_invariant_finding_fails_on_the_engine_and_passes_on_the_model() {
    let reference = ModelEngine::reference();
    let mutant = || ModelEngine::mutant(Quirk::DifferentNamesCountsNameless);
    let cfg = HuntConfig {
        seed: 1,
        max_cases: 400,
        max_time: Duration::from_secs(120),
        invariants: true,
        ..HuntConfig::default()
    };
    let rep = hunt_with(&mut mutant(), None, &reference, &cfg).expect("hunt runs");
    let invariant_findings: Vec<_> = (rep.findings.iter())
        .filter(|f| f.signature.starts_with("invariant|"))
        .collect();
    assert!(!invariant_findings.is_empty(), "{}", rep.summary());
    for f in invariant_findings {
        let lc = LoadedCase {
            file: PathBuf::from("hunt"),
            index: 0,
            case: f.case.clone(),
            oracle_snapshot: reference.model().oracle.snapshot.clone(),
        };
        let run = |e: &mut ModelEngine| {
            runner::run(e, std::slice::from_ref(&lc), &reference, &|_| {}).remove(0)
        };
        assert_eq!(
            run(&mut mutant()).status,
            Status::Fail,
            "{}: {:?}",
            f.kind,
            f.case
        );
        assert_eq!(
            run(&mut ModelEngine::reference()).status,
            Status::Pass,
            "{}",
            f.kind
        );
        assert!(
            f.kind
                .contains("the question below is one the invariant asked"),
            "{}",
            f.kind
        );
    }
}

/// A stand-in for an invariant the model itself contradicts: "every object is named Lightning
/// Bolt", checked by asking the first object's names.
fn named_bolt(
    case: &truename_cases::Case,
    e: &mut dyn truename_harness::driven::Driven,
    _: &truename_model::oracle::Oracle,
) -> truename_gen::invariants::Verdict {
    use truename_cases::{Answer, Question};
    use truename_gen::invariants::Verdict;
    use truename_harness::engine::Reply;
    let Some(o) = case.scenario.objects.first() else {
        return Verdict::Holds;
    };
    let q = Question::Names {
        object: o.id.clone(),
    };
    match e
        .run(&case.scenario, &[q])
        .ok()
        .and_then(|r| r.into_iter().next())
    {
        Some(Reply::Answer(Answer::Names(n))) if n.names == ["Lightning Bolt"] => Verdict::Holds,
        Some(Reply::Answer(a)) => Verdict::Violated(format!("{} is {a}", o.id)),
        _ => Verdict::Inconclusive,
    }
}

#[test]
fn a_violation_the_model_shares_is_written_with_the_contradicting_question() {
    use truename_cases::{CaseObject, Question, Scenario};
    use truename_gen::invariants::{Invariant, Verdict};
    let reference = ModelEngine::reference();
    let inv = Invariant {
        name: "named-bolt",
        rule: "201.2",
        check: named_bolt,
    };
    let case = truename_cases::Case {
        scenario: Scenario {
            id: "t".into(),
            objects: vec![CaseObject {
                id: "bears".into(),
                card: Some("Grizzly Bears".into()),
                ..CaseObject::default()
            }],
            ..Scenario::default()
        },
        description: String::new(),
        uncertain: None,
        queries: vec![],
        origin: None,
    };
    let mut engine = ModelEngine::reference();
    let (v, w) = truename_gen::witness::witness(&mut engine, &case, &reference, &inv);
    assert!(matches!(v, Verdict::Violated(_)), "{v:?}");
    let w = w.expect("a witness even though the engine agrees with the model");
    assert!(!w.engine_differs);
    let asked: Vec<&Question> = w.case.queries.iter().map(|q| &q.question).collect();
    assert_eq!(
        asked,
        [&Question::Names {
            object: "bears".into()
        }]
    );
    let note = w.case.queries[0].note.as_deref().unwrap_or_default();
    assert!(note.contains("named-bolt"), "{note}");
}
