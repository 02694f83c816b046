//! The fuzz targets by name, each with its oracle.

use super::case_parser::parse_case_file;
use super::corpus_walk::corpus_walk;
use super::differential::differential_decoded;
use super::input::{decode_case, FuzzCase};
use super::invariants::invariants_hold;
use super::protocol_decoder::decode_protocol;

/// A fuzz target: its name (the file in `fuzz/fuzz_targets/`) and its oracle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// `invariants`: [`invariants_hold`] on a [`FuzzCase`].
    Invariants,
    /// `differential`: [`differential_decoded`] on a [`FuzzCase`].
    Differential,
    /// `case_parser`: [`parse_case_file`] on the raw bytes.
    CaseParser,
    /// `protocol_decoder`: [`decode_protocol`] on the raw bytes.
    ProtocolDecoder,
    /// `corpus_walk`: [`corpus_walk`] on the raw bytes.
    CorpusWalk,
}

impl Target {
    /// Every target.
    pub const ALL: [Target; 5] = [
        Target::Invariants,
        Target::Differential,
        Target::CaseParser,
        Target::ProtocolDecoder,
        Target::CorpusWalk,
    ];

    /// The target's name.
    pub fn name(self) -> &'static str {
        match self {
            Target::Invariants => "invariants",
            Target::Differential => "differential",
            Target::CaseParser => "case_parser",
            Target::ProtocolDecoder => "protocol_decoder",
            Target::CorpusWalk => "corpus_walk",
        }
    }

    /// The target of this name.
    pub fn parse(s: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.name() == s)
    }

    /// Whether the target decodes its bytes into a generated board ([`FuzzCase`]).
    pub fn is_board(self) -> bool {
        matches!(self, Target::Invariants | Target::Differential)
    }

    /// Runs the target's oracle on raw fuzzer bytes, exactly as the fuzz target does.
    pub fn run(self, bytes: &[u8]) -> Result<(), String> {
        match self {
            Target::Invariants => invariants_hold(&decode_case(bytes)),
            Target::Differential => differential_decoded(&FuzzCase(decode_case(bytes))),
            Target::CaseParser => parse_case_file(bytes),
            Target::ProtocolDecoder => decode_protocol(bytes),
            Target::CorpusWalk => corpus_walk(bytes),
        }
    }
}
