//! The queries the model answers. Each returns the answer with the rules that produced it.

mod chars;
mod choose;
mod compare;
mod deck;
mod legend;
mod matching;
pub mod packing;
mod reference;

pub use choose::{Choice, NameConstraint};
