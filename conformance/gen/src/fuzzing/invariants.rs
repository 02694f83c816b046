//! The `invariants` target's oracle: the reference model satisfies every invariant.

use super::shared::{compact, model, reference, ModelRef};
use crate::generate::fill_expectations;
use truename_cases::Case;

/// The reference model must satisfy every invariant of [`crate::invariants`] on `case`
/// (expectations are filled by the model first; a case whose queries the model can't answer
/// is skipped). A violated invariant is a model bug.
pub fn invariants_hold(case: &Case) -> Result<(), String> {
    let reference = reference();
    let mut c = case.clone();
    fill_expectations(&mut c, reference);
    if c.queries.is_empty() {
        return Ok(());
    }
    let violated = crate::invariants::check_all(&c, &mut ModelRef(reference), &model().oracle);
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
