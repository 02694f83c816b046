//! The queries the model answers. Each returns the answer with the rules that produced it.

mod chars;
mod choose;
mod colors;
mod compare;
mod deck;
mod legend;
mod matching;
mod numbering;
pub mod packing;
mod reference;
mod token;

pub use choose::{Choice, NameConstraint};
