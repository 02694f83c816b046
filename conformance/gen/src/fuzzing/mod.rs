//! Coverage-guided fuzzing, fuzzer-independent: generators and oracles here know nothing about
//! libFuzzer. The `fuzz/` crate (cargo-fuzz, OSS-Fuzz, ClusterFuzzLite) is a few lines of glue
//! per target around the functions of this module, and `cargo test` runs the same functions
//! on fixed pseudo-random inputs (`tests/fuzz_oracles.rs`) and replays every saved crash
//! (`tests/fuzz_regressions.rs`).
//!
//! - [`UnstructuredSource`]: a [`Source`](crate::generate::Source) over `arbitrary`'s [`Unstructured`](arbitrary::Unstructured) (the fuzzer's
//!   bytes become the generator's choices; it never fails when the bytes run out: further
//!   choices come from a generator seeded with the input's hash).
//! - [`FuzzCase`]: a generated case as an [`Arbitrary`](arbitrary::Arbitrary) value ([`generate_filled`](crate::generate::generate_filled) over an
//!   [`UnstructuredSource`]: its expectations are the reference model's, answered from the
//!   evaluation the generator made). `FuzzCase::arbitrary_take_rest(Unstructured::new(bytes))`
//!   is exactly what `fuzz_target!(|c: FuzzCase| ...)` decodes, so a crash file converts back
//!   to the same case ([`decode_case`]).
//! - Oracles. Each returns `Err` with a message only for a bug (never for an input that is
//!   merely invalid) and never panics on its own: a panic is a panic of the code under test.
//!   - [`invariants_hold`]: the reference model satisfies every invariant of
//!     [`crate::invariants`] on a generated case.
//!   - [`differential`]: an engine agrees with the reference model on a generated case. The
//!     fuzz target's engine comes from `TRUENAME_FUZZ_ENGINE` ([`FuzzEngine`]): by default
//!     the model in process (cheap: it checks the generator, the oracle and the model's
//!     determinism); `model-codec` puts the model *behind the out-of-process codec*
//!     ([`CodecEngine`]), which must never differ; `mutant:<name>` shows the target finding a
//!     deliberate bug.
//!   - [`parse_case_file`]: the case-file parser and validator on arbitrary bytes: errors,
//!     never panics; a file that loads round-trips; the model answers what loads.
//!   - [`decode_protocol`]: protocol lines decoded as the client and the reference server
//!     decode them: never panics, decoded messages round-trip, the server's output decodes.
//!   - [`corpus_walk`]: the corpus loader's directory walk over a small tree built from the
//!     bytes (folders, valid and invalid case files, FIFOs, links inside and outside the
//!     root, 255-byte names): it reads exactly the regular `*.json` files inside the root and
//!     refuses the rest by name, sorted and deterministically; and the expectation-file merge
//!     keeps the entries of cases that didn't run, never listing one as a known failure.
//!
//! Inputs larger than [`MAX_INPUT`] are skipped up front so time and memory stay bounded.

mod case_parser;
mod codec;
pub mod convert;
mod corpus_walk;
mod differential;
mod expectation_merge;
mod input;
mod invariants;
mod protocol_decoder;
pub mod seeds;
mod shared;
mod target;

pub use case_parser::parse_case_file;
pub use codec::{client_hello, client_response, CodecEngine};
pub use corpus_walk::corpus_walk;
pub use differential::{differential, differential_decoded, differential_env, differential_filled};
pub use input::{decode_case, decode_generated, FuzzCase, UnstructuredSource, FUZZ_CASE_ID};
pub use invariants::invariants_hold;
pub use protocol_decoder::decode_protocol;
pub use shared::{init, model, pools, reference, FuzzEngine, ENGINE_ENV, MAX_INPUT};
pub use target::Target;
