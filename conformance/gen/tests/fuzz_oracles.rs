//! Runs every fuzz oracle from a FIXED seed on pseudo-random inputs, so `cargo test`
//! exercises the same code as the fuzzer (`fuzz/fuzz_targets/`). Random bytes for the board
//! targets (the bytes are generator choices); corpus files and protocol lines with random
//! byte-level mutations for the text targets. `TRUENAME_FUZZ_ORACLE_INPUTS` sets how many
//! inputs per oracle (default 300).

use arbitrary::Unstructured;
use std::path::{Path, PathBuf};
use truename_cases::protocol::{encode_line, CaseRequest, Hello, Request, Response};
use truename_gen::fuzzing::{
    self, decode_case, CodecEngine, FuzzEngine, Target, UnstructuredSource, MAX_INPUT,
};
use truename_gen::generate::{fill_expectations, Source};
use truename_harness::driven::Driven;
use truename_harness::load::load_dir;

const SEED: u64 = 0x00f0_2265_7275_6e61;

fn inputs() -> usize {
    std::env::var("TRUENAME_FUZZ_ORACLE_INPUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

fn random_bytes(rng: &mut fastrand::Rng, max: usize) -> Vec<u8> {
    let len = rng.usize(0..max);
    (0..len).map(|_| rng.u8(..)).collect()
}

/// A few byte-level mutations, as libFuzzer makes them.
fn mutate(rng: &mut fastrand::Rng, mut b: Vec<u8>) -> Vec<u8> {
    const TOKENS: &[&[u8]] = &[
        b"\"",
        b"{",
        b"}",
        b"[",
        b"]",
        b",",
        b":",
        b"null",
        b"true",
        b"-1",
        b"\\u0000",
        b"\"card\":",
        b"\"objects\":",
        b"\"queries\":",
        b"\"type\":\"case\"",
        b"\n",
        b"18446744073709551616",
        b"1.5",
    ];
    for _ in 0..rng.usize(1..5) {
        let at = if b.is_empty() {
            0
        } else {
            rng.usize(0..b.len())
        };
        match rng.usize(0..5) {
            0 if !b.is_empty() => b[at] = rng.u8(..),
            1 => {
                let t = TOKENS[rng.usize(0..TOKENS.len())];
                b.splice(at..at, t.iter().copied());
            }
            2 if !b.is_empty() => {
                let end = (at + rng.usize(1..32)).min(b.len());
                b.drain(at..end);
            }
            3 => b.truncate(at),
            _ if !b.is_empty() => {
                let end = (at + rng.usize(1..64)).min(b.len());
                let piece = b[at..end].to_vec();
                let to = rng.usize(0..=b.len());
                b.splice(to..to, piece);
            }
            _ => b.push(rng.u8(..)),
        }
    }
    b
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join("corpus")
        .join("cases")
}

fn corpus_files() -> Vec<Vec<u8>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("corpus/cases")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| std::fs::read(f).expect("read"))
        .collect()
}

fn protocol_lines() -> Vec<Vec<u8>> {
    let mut model = fuzzing::reference();
    let (cases, _) = load_dir(&corpus_dir(), fuzzing::model());
    let mut lines = vec![encode_line(&Hello::new(model.info().clone()))];
    for (i, c) in cases.iter().enumerate() {
        let id = i as u64 + 1;
        lines.push(encode_line(&Request::Case {
            id,
            case: CaseRequest::new(&c.case.scenario, &c.case.questions()),
        }));
        let replies = model
            .run(&c.case.scenario, &c.case.questions())
            .expect("model runs");
        lines.push(encode_line(&Response { id, replies }));
    }
    lines
}

fn check_all(target: Target, inputs: impl Iterator<Item = Vec<u8>>) {
    for (i, bytes) in inputs.enumerate() {
        if let Err(m) = target.run(&bytes) {
            panic!(
                "{} oracle failed on input #{i} ({} bytes: {:?}): {m}",
                target.name(),
                bytes.len(),
                String::from_utf8_lossy(&bytes[..bytes.len().min(200)])
            );
        }
    }
}

#[test]
fn unstructured_source_never_panics_when_data_runs_out() {
    let draws = |bytes: &[u8]| {
        let mut u = Unstructured::new(bytes);
        let mut src = UnstructuredSource::new(&mut u);
        let mut out = vec![];
        for n in [0, 1, 2, 3, 255, 256, 1 << 20, usize::MAX] {
            let x = src.below(n);
            assert!(n == 0 || x < n, "below({n}) gave {x}");
            out.push(x);
        }
        // The bytes are used up: further choices come from the input's hash.
        out.extend((0..64).map(|_| src.below(1000)));
        assert!(src.range(3, 7) >= 3);
        assert_eq!(src.weighted(&[0, 5]), 1);
        out
    };
    assert_eq!(draws(&[7, 200]), draws(&[7, 200]), "deterministic");
    assert_ne!(
        draws(&[7, 200]),
        draws(&[7, 201]),
        "the tail depends on the input"
    );
    let tail = draws(&[7, 200]);
    assert!(
        tail[8..].iter().any(|x| *x != 0),
        "exhausted data doesn't fall back to the first choice: {tail:?}"
    );
}

#[test]
fn short_inputs_decode_to_generated_boards() {
    // Not the fallback: a short input is as good a board as a long one.
    for bytes in [&[][..], &[0], &[1, 2, 3]] {
        let c = decode_case(bytes);
        assert_eq!(c.description, "generated", "{bytes:?} decoded to {c:?}");
    }
}

#[test]
fn decoded_cases_carry_the_reference_models_expectations() {
    // `differential_decoded` trusts them instead of evaluating the board again.
    let mut rng = fastrand::Rng::with_seed(SEED);
    let mut questions = 0;
    for _ in 0..inputs().min(300) {
        let bytes = random_bytes(&mut rng, 512);
        let c = decode_case(&bytes);
        let mut filled = fuzzing::decode_generated(&bytes);
        fill_expectations(&mut filled, fuzzing::reference());
        assert_eq!(c, filled);
        questions += c.queries.len();
    }
    assert!(questions > 100, "{questions} questions");
}

#[test]
fn decoding_is_deterministic_and_total() {
    let mut rng = fastrand::Rng::with_seed(SEED);
    let empty = decode_case(&[]);
    assert!(!empty.scenario.objects.is_empty() && !empty.queries.is_empty());
    for _ in 0..inputs().min(100) {
        let b = random_bytes(&mut rng, 512);
        assert_eq!(decode_case(&b), decode_case(&b));
    }
}

#[test]
fn invariants_hold_on_random_boards() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 1);
    check_all(
        Target::Invariants,
        (0..inputs()).map(|_| random_bytes(&mut rng, 512)),
    );
}

#[test]
fn model_through_the_codec_never_differs() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 2);
    let mut engine = CodecEngine::new(fuzzing::reference());
    for i in 0..inputs() {
        let b = random_bytes(&mut rng, 512);
        if let Err(m) = fuzzing::differential(&decode_case(&b), &mut engine) {
            panic!("input #{i}: {m}");
        }
    }
}

#[test]
fn differential_finds_a_mutant() {
    let mutant = FuzzEngine::parse("mutant:all-names-dropped").expect("a mutant");
    let mut rng = fastrand::Rng::with_seed(SEED ^ 3);
    let found = (0..inputs()).find(|_| {
        let b = random_bytes(&mut rng, 512);
        mutant
            .with(|e| fuzzing::differential(&decode_case(&b), e))
            .is_err()
    });
    assert!(
        found.is_some(),
        "{} random inputs never caught mutant:all-names-dropped",
        inputs()
    );
}

#[test]
fn engine_names_parse() {
    assert_eq!(FuzzEngine::parse("").map(|e| e.name()), Ok("model".into()));
    assert_eq!(
        FuzzEngine::parse("model-codec").map(|e| e.name()),
        Ok("model-codec".into())
    );
    assert_eq!(
        FuzzEngine::parse("model").map(|e| e.name()),
        Ok("model".into())
    );
    assert_eq!(
        FuzzEngine::parse("mutant:greedy-n-or-more").map(|e| e.name()),
        Ok("mutant:greedy-n-or-more".into())
    );
    assert!(FuzzEngine::parse("mutant:nope").is_err());
    // What the fuzz targets take, not `--engine`'s other forms (`mutants`, a command).
    for bad in ["python3 adapter.py", "bogus", "mutants"] {
        let e = FuzzEngine::parse(bad).map(|e| e.name()).unwrap_err();
        assert!(e.contains(FuzzEngine::SYNTAX), "{bad}: {e}");
    }
}

#[test]
fn case_parser_on_corpus_files_and_mutations() {
    let files = corpus_files();
    check_all(Target::CaseParser, files.iter().cloned());
    let mut rng = fastrand::Rng::with_seed(SEED ^ 4);
    check_all(
        Target::CaseParser,
        (0..inputs()).map(|_| {
            let f = files[rng.usize(0..files.len())].clone();
            mutate(&mut rng, f)
        }),
    );
}

#[test]
fn case_parser_on_random_bytes() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 5);
    check_all(
        Target::CaseParser,
        (0..inputs()).map(|_| random_bytes(&mut rng, 1024)),
    );
}

#[test]
fn protocol_decoder_on_lines_and_mutations() {
    let lines = protocol_lines();
    check_all(Target::ProtocolDecoder, lines.iter().cloned());
    check_all(Target::ProtocolDecoder, std::iter::once(lines.concat()));
    let mut rng = fastrand::Rng::with_seed(SEED ^ 6);
    check_all(
        Target::ProtocolDecoder,
        (0..inputs()).map(|_| {
            let mut b = Vec::new();
            for _ in 0..rng.usize(1..4) {
                b.extend_from_slice(&lines[rng.usize(0..lines.len())]);
            }
            mutate(&mut rng, b)
        }),
    );
}

#[test]
fn protocol_decoder_on_random_bytes() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 7);
    check_all(
        Target::ProtocolDecoder,
        (0..inputs()).map(|_| random_bytes(&mut rng, 1024)),
    );
}

#[test]
fn corpus_walk_on_random_trees() {
    // Each input is a small tree: folders, case files, FIFOs, links in and out of the root.
    let mut rng = fastrand::Rng::with_seed(SEED ^ 11);
    check_all(
        Target::CorpusWalk,
        (0..inputs()).map(|_| random_bytes(&mut rng, 512)),
    );
}

#[test]
fn empty_and_oversized_inputs() {
    for t in Target::ALL {
        assert_eq!(t.run(&[]), Ok(()), "{}", t.name());
    }
    let big = vec![b'['; MAX_INPUT + 1];
    assert_eq!(fuzzing::parse_case_file(&big), Ok(()));
    assert_eq!(fuzzing::decode_protocol(&big), Ok(()));
    assert_eq!(fuzzing::corpus_walk(&big), Ok(()));
}
