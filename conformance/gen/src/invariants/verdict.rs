//! The outcome of checking an invariant.

/// The outcome of checking one invariant on one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The property holds.
    Holds,
    /// The engine couldn't answer something the property needs.
    Inconclusive,
    /// The property is broken; what was seen.
    Violated(String),
}
