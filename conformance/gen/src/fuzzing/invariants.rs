//! The `invariants` target's oracle: the reference model satisfies every invariant.

use super::shared::{compact, model, reference};
use crate::generate::apply_answers;
use crate::recording::SharedModel;
use truename_cases::Case;
use truename_model::explain;

/// The reference model must satisfy every invariant of [`crate::invariants`] on `case`
/// (expectations are filled by the model first; a case whose queries the model can't answer
/// is skipped). A violated invariant is a model bug. The model evaluates the case's own board
/// once ([`SharedModel`]), for its expectations and every invariant that asks about it, and
/// each board an invariant derives from it when the invariant asks about it (then drops it).
pub fn invariants_hold(case: &Case) -> Result<(), String> {
    let mut reference = SharedModel::new(reference());
    let mut c = case.clone();
    // Only the answers' rules are read (the case's `rules`).
    let answers = explain::rules_exactly(|| reference.explain(&c.scenario, &c.questions()));
    apply_answers(&mut c, answers);
    if c.queries.is_empty() {
        return Ok(());
    }
    let violated = crate::invariants::check_all_shared(&c, &mut reference, &model().oracle);
    if violated.is_empty() {
        return Ok(());
    }
    let list: Vec<String> = violated
        .iter()
        .map(|(name, m)| format!("  {name}: {m}"))
        .collect();
    Err(format!(
        "the reference model violates {} invariant(s):\n{}\ncase: {}",
        violated.len(),
        list.join("\n"),
        compact(&c)
    ))
}
