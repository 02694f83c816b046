//! The `differential` target's oracle: an engine agrees with the reference model.

use super::input::FuzzCase;
use super::shared::{compact, reference, FuzzEngine};
use crate::generate::fill_expectations;
use truename_cases::Case;
use truename_harness::driven::Driven;
use truename_harness::engine::Reply;

/// `engine` must agree with the reference model on every query of `case` that the model
/// answers (expectations are filled by the model first). An answer that differs, a failure of
/// the engine as a whole is reported; an error, skip or "unsupported" reply to one question is
/// an engine limitation (as in `hunt`; a skip is an error reply with a reason), not reported.
pub fn differential(case: &Case, engine: &mut dyn Driven) -> Result<(), String> {
    let mut c = case.clone();
    fill_expectations(&mut c, reference());
    differential_filled(&c, engine)
}

/// [`differential`] on a case whose expectations the reference model has already filled (a
/// [`FuzzCase`]): one evaluation of the board fewer per input.
pub fn differential_filled(c: &Case, engine: &mut dyn Driven) -> Result<(), String> {
    if c.queries.is_empty() {
        return Ok(());
    }
    let name = engine.info().name.clone();
    let replies = engine.run(&c.scenario, &c.questions()).map_err(|f| {
        format!(
            "engine {name} failed on the case: {f}\ncase: {}",
            compact(c)
        )
    })?;
    if replies.len() != c.queries.len() {
        return Err(format!(
            "engine {name} gave {} replies for {} queries\ncase: {}",
            replies.len(),
            c.queries.len(),
            compact(c)
        ));
    }
    let mut diffs = Vec::new();
    for (i, (q, r)) in c.queries.iter().zip(replies).enumerate() {
        match r {
            Reply::Answer(a) if a.agrees_with(&q.answer) => {}
            Reply::Answer(a) => diffs.push(format!(
                "  query #{i} ({}): model {}, engine {}",
                q.question.kind(),
                serde_json::to_string(&q.answer.normalized()).unwrap_or_default(),
                serde_json::to_string(&a).unwrap_or_default()
            )),
            // An error reply (the engine couldn't build the board or reach the question), and
            // a skip, which is an error reply with a reason (`Reply::Skip`), are engine
            // limitations, as in `hunt`: listed by `truename run`, not a divergence for the
            // fuzzer to report as a crash again and again. An adapter's own answer is no
            // evidence about the engine either way.
            Reply::Skip(_) | Reply::Unsupported(_) | Reply::Error(_) | Reply::AdapterAnswer(_) => {}
        }
    }
    if diffs.is_empty() {
        return Ok(());
    }
    Err(format!(
        "engine {name} diverges from the reference model:\n{}\ncase: {}",
        diffs.join("\n"),
        compact(c)
    ))
}

/// [`differential`] against the engine named by `TRUENAME_FUZZ_ENGINE`, on any case (the
/// candidates of a shrink, say; a decoded input goes to [`differential_decoded`]).
pub fn differential_env(case: &Case) -> Result<(), String> {
    FuzzEngine::from_env()?.with(|e| differential(case, e))
}

/// [`differential_filled`] on a decoded [`FuzzCase`] against the engine named by
/// `TRUENAME_FUZZ_ENGINE`: what the `differential` fuzz target runs.
pub fn differential_decoded(case: &FuzzCase) -> Result<(), String> {
    FuzzEngine::from_env()?.with(|e| differential_filled(&case.0, e))
}
