//! How an engine's run of one case is classified, and a bug's signature: its question kind,
//! the rule the model's explanation starts from, and the class of the wrong answer; or the
//! invariant it breaks.

use super::config::HuntConfig;
use crate::invariants;
use std::collections::BTreeSet;
use std::path::PathBuf;
use truename_cases::*;
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::LoadedCase;
use truename_harness::runner::{self, CaseResult, ModelWhy, Outcome};

/// The class of a wrong answer, for a bug's signature.
pub fn answer_class(expected: &Answer, got: &Answer) -> String {
    let named = |n: &NameSetAnswer| !n.names.is_empty() || n.all_nonlegendary_creature_names;
    match (expected, got) {
        (Answer::Bool(e), Answer::Bool(g)) => format!("{g}-for-{e}"),
        (Answer::Names(e), Answer::Names(g)) => match (named(e), named(g)) {
            (false, true) => "named-for-nameless".into(),
            (true, false) => "nameless-for-named".into(),
            _ if e.all_nonlegendary_creature_names != g.all_nonlegendary_creature_names => {
                "all-names-differ".into()
            }
            _ => "other-names".into(),
        },
        (Answer::Count(e), Answer::Count(g)) => if g > e { "more" } else { "fewer" }.into(),
        (Answer::Choice(e), Answer::Choice(g)) if e.valid != g.valid => {
            format!("valid-{}", g.valid)
        }
        (e, g) if e.kind() == g.kind() => "other".into(),
        _ => "wrong-form".into(),
    }
}

/// How an engine's run of one case went, for hunting.
pub(super) enum Verdict {
    /// Every question it was asked (this many), answered as the model does.
    Agrees { answered: usize },
    /// A wrong answer: the question kind (what shrinking keeps), the full signature, and
    /// which question got which answer.
    Diverges {
        shape: String,
        signature: String,
        question: usize,
        got: String,
    },
    /// An engine failure, error or unsupported reply (what).
    Limitation(String),
}

/// Runs `engine` on `case` as `truename run` would (only what it declares) and classifies the
/// result.
pub(super) fn verdict(engine: &mut dyn Engine, case: &Case, reference: &ModelEngine) -> Verdict {
    let lc = LoadedCase {
        file: PathBuf::from("hunt"),
        index: 0,
        case: case.clone(),
        oracle_snapshot: reference.model().oracle.snapshot.clone(),
    };
    let r: CaseResult =
        runner::run(engine, std::slice::from_ref(&lc), reference, &|_| {}).remove(0);
    if let Some(f) = &r.failure {
        return Verdict::Limitation(format!("engine failure: {f}"));
    }
    let mut wrong_form = Vec::new();
    for q in r.with(Outcome::Fail) {
        let Some(Reply::Answer(got)) = &q.got else {
            continue;
        };
        // An answer of another form than the question's (a bool to a `names` question) breaks
        // the protocol: an engine limitation, never a divergence from the model.
        if got.kind() != q.expected.kind() {
            wrong_form.push(format!(
                "protocol violation: answered {got} to a {} question",
                q.question.kind()
            ));
            continue;
        }
        let rule = match &q.why {
            Some(ModelWhy::Explanation(e)) => e.rules().first().map(|r| r.to_string()),
            _ => None,
        };
        let rule = rule
            .or_else(|| case.scenario.rules.first().cloned())
            .unwrap_or_default();
        // The rule without its letter: boards of one bug cite neighbouring subrules (201.4a,
        // 201.4f).
        let rule = rule.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let kind = q.question.kind();
        let class = answer_class(&q.expected, got);
        let signature = format!("{kind}|{rule}|{class}");
        // Shrinking keeps a wrong answer to the same kind of question (the class and the
        // rule may change as the board gets smaller; the final signature is the shrunk case's).
        let shape = kind.to_string();
        let (question, got) = (q.index, got.to_string());
        return Verdict::Diverges {
            shape,
            signature,
            question,
            got,
        };
    }
    let odd: Vec<String> = wrong_form
        .into_iter()
        .chain(
            r.questions
                .iter()
                .filter(|q| q.outcome != Outcome::Skip)
                .filter_map(|q| match &q.got {
                    Some(Reply::Error(e)) => Some(format!("error: {e}")),
                    Some(Reply::Skip(e)) => Some(format!("skipped a declared question: {e}")),
                    Some(Reply::Unsupported(u)) => Some(format!("unsupported {u}")),
                    _ => None,
                }),
        )
        .collect();
    match odd.first() {
        Some(o) => Verdict::Limitation(o.clone()),
        None => Verdict::Agrees {
            answered: r.with(Outcome::Pass).count(),
        },
    }
}

/// Whether the engine answers a question of `case` (one it declares support for) otherwise
/// than the model; engine failures and limitations are not divergences.
pub fn diverges(engine: &mut dyn Engine, case: &Case, reference: &ModelEngine) -> bool {
    matches!(verdict(engine, case, reference), Verdict::Diverges { .. })
}

/// The signatures of the bugs `cases` (an engine's known failures) show on `engine`.
pub fn known_signatures(
    engine: &mut dyn Engine,
    cases: &[LoadedCase],
    reference: &ModelEngine,
) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for lc in cases {
        if let Verdict::Diverges { signature, .. } = verdict(engine, &lc.case, reference) {
            out.insert(signature);
        }
    }
    out
}

/// A finding's kind and signature, and whether candidates keep it while shrinking.
pub(super) struct Problem {
    pub(super) kind: String,
    pub(super) signature: String,
    /// For a divergence: its question kind and answer class; for an invariant: its name.
    pub(super) keep: Keep,
}

pub(super) enum Keep {
    Shape(String),
    Invariant(&'static str),
}

/// What is wrong with the engine's answers to `case`: a divergence, or the first invariant
/// violated; or an engine limitation. `answered` counts the questions it answered as the
/// model does.
pub(super) fn problem(
    engine: &mut dyn Engine,
    case: &Case,
    reference: &ModelEngine,
    cfg: &HuntConfig,
    answered: &mut usize,
) -> Result<Option<Problem>, String> {
    match verdict(engine, case, reference) {
        Verdict::Diverges {
            shape, signature, ..
        } => {
            let kind = format!("divergence from the model ({signature})");
            return Ok(Some(Problem {
                kind,
                signature,
                keep: Keep::Shape(shape),
            }));
        }
        Verdict::Limitation(l) => return Err(l),
        Verdict::Agrees { answered: n } => *answered += n,
    }
    if !cfg.invariants {
        return Ok(None);
    }
    let oracle = &reference.model().oracle;
    let Some((name, msg)) = invariants::check_all(case, engine, oracle)
        .into_iter()
        .next()
    else {
        return Ok(None);
    };
    let kind = format!("invariant {name}: {msg}");
    Ok(Some(Problem {
        kind,
        signature: format!("invariant|{name}"),
        keep: Keep::Invariant(name),
    }))
}
