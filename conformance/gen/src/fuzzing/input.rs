//! The input decoding of the board targets: the fuzzer's bytes as the generator's choices
//! ([`UnstructuredSource`]) and a generated case as an `Arbitrary` value ([`FuzzCase`]).

use super::shared::{model, pools, reference};
use crate::generate::{generate_filled, Source};
use arbitrary::{Arbitrary, Unstructured};
use truename_cases::Case;

/// The id every decoded [`FuzzCase`] gets.
pub const FUZZ_CASE_ID: &str = "fuzz/input";

/// A [`Source`] drawing from the fuzzer's bytes. When the bytes run out, further choices come
/// from a pseudo-random generator seeded with a hash of the whole input, so a short input
/// still decodes to a full board (and the generator's retries get new choices instead of the
/// same failing ones), deterministically: the same bytes always give the same case.
pub struct UnstructuredSource<'a, 'b> {
    bytes: &'b mut Unstructured<'a>,
    /// The bytes there were at the start: the tail's seed is their hash, computed only when
    /// the bytes run out (most inputs never do, and hashing a long input costs more than
    /// decoding it).
    input: &'a [u8],
    tail: Option<fastrand::Rng>,
}

impl<'a, 'b> UnstructuredSource<'a, 'b> {
    /// A source over the bytes `u` has left.
    pub fn new(u: &'b mut Unstructured<'a>) -> Self {
        let input = u.peek_bytes(u.len()).unwrap_or_default();
        UnstructuredSource {
            bytes: u,
            input,
            tail: None,
        }
    }
}

impl Source for UnstructuredSource<'_, '_> {
    fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        if let Some(rng) = &mut self.tail {
            return rng.usize(0..n);
        }
        if self.bytes.is_empty() {
            let seed = crate::regression_file::fnv64(self.input);
            let rng = self.tail.insert(fastrand::Rng::with_seed(seed));
            return rng.usize(0..n);
        }
        self.bytes.int_in_range(0..=n - 1).unwrap_or(0)
    }
}

/// A generated case, decoded from fuzzer bytes by [`generate_filled`] with the
/// [`reference()`] model: its expectations are the model's (as [`fill_expectations`](crate::generate::fill_expectations) gives
/// them), so [`differential_decoded`](super::differential_decoded) needn't evaluate the board again.
#[derive(Clone, Debug, PartialEq)]
pub struct FuzzCase(pub Case);

impl<'a> Arbitrary<'a> for FuzzCase {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let mut src = UnstructuredSource::new(u);
        Ok(FuzzCase(generate_filled(
            &mut src,
            reference(),
            pools(),
            FUZZ_CASE_ID,
        )))
    }

    /// What `fuzz_target!(|c: FuzzCase| ...)` calls: the same decoding as
    /// [`FuzzCase::arbitrary`] (the generator takes the bytes it needs and ignores the rest).
    fn arbitrary_take_rest(mut u: Unstructured<'a>) -> arbitrary::Result<Self> {
        Self::arbitrary(&mut u)
    }

    fn size_hint(_depth: usize) -> (usize, Option<usize>) {
        (0, None)
    }
}

/// The case the board fuzz targets run on these bytes (decoded exactly as libFuzzer's
/// `fuzz_target!(|c: FuzzCase| ...)` does).
pub fn decode_case(bytes: &[u8]) -> Case {
    match FuzzCase::arbitrary_take_rest(Unstructured::new(bytes)) {
        Ok(FuzzCase(c)) => c,
        // Unreachable: the generator never fails. Keep a valid case anyway.
        Err(_) => generate_filled(
            &mut UnstructuredSource::new(&mut Unstructured::new(&[])),
            reference(),
            pools(),
            FUZZ_CASE_ID,
        ),
    }
}

/// The case [`decode_case`] decodes from these bytes, before the reference model fills its
/// expectations: for a tool that must tell a panic of the generator from one of the model
/// answering (`truename-fuzz-convert` keeps the first as raw bytes and shrinks the second).
pub fn decode_generated(bytes: &[u8]) -> Case {
    let mut u = Unstructured::new(bytes);
    crate::generate::generate(
        &mut UnstructuredSource::new(&mut u),
        model(),
        pools(),
        FUZZ_CASE_ID,
    )
}
