//! # truename-gen
//!
//! Finding bugs nobody wrote a case for: random boards and effect stacks ([`generate`]),
//! shrinking a divergence to a minimal case ([`shrink`]), hunting an engine with both
//! ([`hunt`]), invariants that relate an engine's own answers ([`invariants`]), the mutant
//! engines that prove the suite catches real bug classes (`mutants`, with the default `mutants`
//! feature), and the oracles and input codecs of the fuzz targets ([`fuzzing`]).
//!
//! Generators and oracles know nothing of the fuzzer: they draw from a
//! [`generate::Source`], which a seeded RNG or libFuzzer's bytes (through `arbitrary`)
//! provide (the suite's own quickcheck properties wrap quickcheck's `Gen` in their test file:
//! quickcheck is a dev-dependency only). The fuzz targets in `fuzz/` are a few lines of glue around
//! [`fuzzing`], and `cargo test` runs the same oracles from fixed seeds.

#![deny(missing_docs)]

pub mod fingerprint;
pub mod fuzzing;
pub mod generate;
pub mod hunt;
pub mod invariants;
#[cfg(feature = "mutants")]
pub mod mutants;
pub mod recording;
pub mod regression_file;
pub mod shrink;
pub mod witness;
pub mod workloads;
