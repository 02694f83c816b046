//! How an engine's run of one case is classified, and a bug's signature: its question kind,
//! the rule the model's explanation starts from, and the class of the wrong answer; or the
//! invariant it breaks.

use super::config::HuntConfig;
use super::limitations::Limitation;
use crate::invariants;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use truename_cases::*;
use truename_harness::driven::Driven;
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
    /// Not checked: an engine limitation, the engine given up on, or the run stopped.
    Unchecked(Unchecked),
}

/// Why a case wasn't checked.
pub(super) enum Unchecked {
    /// An engine failure, error or unsupported reply.
    Limitation(Limitation),
    /// The engine was given up on (why): no case is run on it any more. Not a limitation
    /// of the engine's, a failure of the run (the hunt replaces the engine or stops).
    GivenUp(String),
    /// The run was stopped from outside (or its time ran out) before the case was answered.
    NotRun,
}

impl std::fmt::Display for Unchecked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unchecked::Limitation(l) => write!(f, "hit an engine limitation: {}", l.what),
            Unchecked::GivenUp(why) => write!(f, "wasn't run: {why}"),
            Unchecked::NotRun => write!(f, "wasn't run: the hunt was stopped"),
        }
    }
}

/// One wrong answer: which question, its signature, the question kind, the answer.
struct Wrong {
    question: usize,
    signature: String,
    shape: String,
    got: String,
}

/// `case` as the runner takes it: a hunt's case, against the reference's Oracle snapshot.
pub(super) fn hunt_case(case: Case, reference: &ModelEngine) -> LoadedCase {
    LoadedCase {
        file: PathBuf::from("hunt"),
        index: 0,
        case,
        oracle_snapshot: reference.model().oracle.snapshot.clone(),
    }
}

/// The result of running `engine` on `case` as `truename run` would (only what it declares).
fn run_case(engine: &mut dyn Driven, case: &Case, reference: &ModelEngine) -> CaseResult {
    run_loaded(engine, &hunt_case(case.clone(), reference), reference)
}

/// [`run_case`] on a case already made a [`LoadedCase`] ([`hunt_case`]).
fn run_loaded(engine: &mut dyn Driven, lc: &LoadedCase, reference: &ModelEngine) -> CaseResult {
    runner::run(engine, std::slice::from_ref(lc), reference, &|_| {}).remove(0)
}

/// What a failure of the engine as a whole means for the hunt (the runner's text of an
/// `EngineFailure`).
fn failure_verdict(engine: &dyn Driven, f: &str) -> Unchecked {
    // A process engine given up on answers every case at once with "not run: the engine was
    // given up on: ..." and says why in its incidents.
    let given_up =
        (engine.incidents().into_iter()).find(|i| i.contains("the engine was given up on"));
    if let Some(why) = given_up {
        return Unchecked::GivenUp(why);
    }
    if f.starts_with("not run:") {
        return Unchecked::NotRun;
    }
    // The group is how `EngineFailure` shows itself (its Display text starts with it).
    let group = [
        "engine crashed",
        "engine timed out",
        "engine answered garbage",
        "protocol violation",
    ]
    .into_iter()
    .find(|g| f.starts_with(g))
    .unwrap_or("engine failure");
    Unchecked::Limitation(Limitation::new(group, format!("engine failure: {f}")))
}

/// The wrong answers of `r` (answers of the question's form that differ from the model's),
/// and the answers of another form (protocol violations: limitations, never divergences).
fn wrong_answers(case: &Case, r: &CaseResult) -> (Vec<Wrong>, Vec<Limitation>) {
    let (mut wrong, mut wrong_form) = (Vec::new(), Vec::new());
    for q in r.with(Outcome::Fail) {
        let Some(Reply::Answer(got)) = &q.got else {
            continue;
        };
        let kind = q.question.kind();
        // An answer of another form than the question's (a bool to a `names` question) breaks
        // the protocol: an engine limitation, never a divergence from the model.
        if got.kind() != q.expected.kind() {
            wrong_form.push(Limitation::new(
                format!("protocol violation: an answer of another form to a {kind} question"),
                format!("protocol violation: answered {got} to a {kind} question"),
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
        let class = answer_class(&q.expected, got);
        // Shrinking keeps a wrong answer to the same kind of question (the class and the
        // rule may change as the board gets smaller; the finding is filed under the shrunk
        // case's signature: `findings.rs`).
        wrong.push(Wrong {
            question: q.index,
            signature: format!("{kind}|{rule}|{class}"),
            shape: kind.to_string(),
            got: got.to_string(),
        });
    }
    (wrong, wrong_form)
}

/// The replies that say what the engine lacks: errors, skips of declared questions,
/// "unsupported" (CR-independent: these are the engine's, not the rules').
fn odd_replies(r: &CaseResult) -> impl Iterator<Item = Limitation> + '_ {
    (r.questions.iter())
        .filter(|q| q.outcome != Outcome::Skip)
        .filter_map(|q| {
            let kind = q.question.kind();
            match &q.got {
                Some(Reply::Error(e)) => Some(Limitation::new(
                    format!("error reply to a {kind} question"),
                    format!("error: {e}"),
                )),
                Some(Reply::Skip(e)) => Some(Limitation::new(
                    format!("skipped a declared {kind} question"),
                    format!("skipped a declared question: {e}"),
                )),
                Some(Reply::Unsupported(u)) => {
                    let group = match u {
                        Unsupported::Object(_) => "unsupported object".to_string(),
                        u => format!("unsupported {u}"),
                    };
                    Some(Limitation::new(group, format!("unsupported {u}")))
                }
                _ => None,
            }
        })
}

/// Runs `engine` on `case` as `truename run` would (only what it declares) and classifies the
/// result.
pub(super) fn verdict(engine: &mut dyn Driven, case: &Case, reference: &ModelEngine) -> Verdict {
    verdict_counted(engine, case, reference).0
}

/// [`verdict`], and how many questions the engine answered as the model does (also on a case
/// with a limitation: its other answers were checked).
fn verdict_counted(
    engine: &mut dyn Driven,
    case: &Case,
    reference: &ModelEngine,
) -> (Verdict, usize) {
    verdict_loaded(engine, &hunt_case(case.clone(), reference), reference)
}

/// [`verdict_counted`] on a case already made a [`LoadedCase`] ([`hunt_case`]).
fn verdict_loaded(
    engine: &mut dyn Driven,
    lc: &LoadedCase,
    reference: &ModelEngine,
) -> (Verdict, usize) {
    let r = run_loaded(engine, lc, reference);
    let agreed = r.with(Outcome::Pass).count();
    (classify(engine, &lc.case, &r), agreed)
}

/// The verdict on a case's result.
fn classify(engine: &dyn Driven, case: &Case, r: &CaseResult) -> Verdict {
    if let Some(f) = &r.failure {
        return Verdict::Unchecked(failure_verdict(engine, f));
    }
    let (wrong, wrong_form) = wrong_answers(case, r);
    if let Some(w) = wrong.into_iter().next() {
        return Verdict::Diverges {
            shape: w.shape,
            signature: w.signature,
            question: w.question,
            got: w.got,
        };
    }
    let odd = wrong_form.into_iter().chain(odd_replies(r)).next();
    match odd {
        Some(l) => Verdict::Unchecked(Unchecked::Limitation(l)),
        None => Verdict::Agrees {
            answered: r.with(Outcome::Pass).count(),
        },
    }
}

/// Whether the engine answers a question of `case` (one it declares support for) otherwise
/// than the model; engine failures and limitations are not divergences.
pub fn diverges(engine: &mut dyn Driven, case: &Case, reference: &ModelEngine) -> bool {
    matches!(verdict(engine, case, reference), Verdict::Diverges { .. })
}

/// The signatures of the bugs `cases` (an engine's known failures) show on `engine`: of
/// every question it answers otherwise than the model, or, for a case `failing_queries`
/// lists, of those of its questions (an expectation file's `known_failing_queries`).
pub fn known_signatures(
    engine: &mut dyn Driven,
    cases: &[LoadedCase],
    reference: &ModelEngine,
    failing_queries: &BTreeMap<String, BTreeSet<usize>>,
) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for lc in cases {
        let r = run_case(engine, &lc.case, reference);
        let listed = failing_queries.get(&lc.case.scenario.id);
        let (wrong, _) = wrong_answers(&lc.case, &r);
        for w in wrong {
            if listed.is_none_or(|l| l.contains(&w.question)) {
                out.insert(w.signature);
            }
        }
    }
    out
}

/// A finding's kind and signature, and whether candidates keep it while shrinking.
pub(super) struct Problem {
    pub(super) kind: String,
    pub(super) signature: String,
    /// What candidates must keep while shrinking.
    pub(super) keep: Keep,
}

/// What a shrunk candidate must still show.
pub(super) enum Keep {
    /// A wrong answer to a question of this kind.
    Shape(String),
    /// A violation of the invariant of this name.
    Invariant(&'static str),
}

/// What is wrong with the engine's answers to `lc`'s case ([`hunt_case`]): a divergence, or
/// the first invariant violated; or an engine limitation. `answered` counts the questions it
/// answered as the model does.
pub(super) fn problem(
    engine: &mut dyn Driven,
    lc: &LoadedCase,
    reference: &ModelEngine,
    cfg: &HuntConfig,
    answered: &mut usize,
) -> Result<Option<Problem>, Unchecked> {
    let case = &lc.case;
    let (v, agreed) = verdict_loaded(engine, lc, reference);
    match v {
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
        Verdict::Unchecked(u) => {
            // The answers it gave as the model does were checked all the same.
            *answered += agreed;
            return Err(u);
        }
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
