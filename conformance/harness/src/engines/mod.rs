//! In-process engines: the reference model, and the translation of a scenario into the
//! model's board.

pub mod model;
pub mod to_model;
