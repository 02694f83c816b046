//! The characteristics an evaluation computes for each object.

use crate::explain::Explanation;
use crate::names::NameSet;
use crate::text::{Ability, TypeLine};

/// Characteristics of an object that the name rules look at.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chars {
    /// Names.
    pub names: NameSet,
    /// Type line.
    pub type_line: TypeLine,
    /// Abilities (rules text), in order.
    pub abilities: Vec<Ability>,
    /// How the names came to be.
    pub why: Explanation,
}
