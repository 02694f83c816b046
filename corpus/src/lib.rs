//! # truename-corpus
//!
//! The truename case corpus, embedded in the crate so that any user gets it with one
//! dependency line (and a built `truename` binary works from any directory): the hand-written
//! cases (`cases/`, one file per rule group) and the minimized regressions found by `hunt`
//! and the fuzzers (`regressions/`). The format is specified by the `truename-cases` crate.

#![deny(missing_docs)]

/// One embedded case file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct File {
    /// Its path inside the corpus, e.g. `cases/201.2a-same-name.json`.
    pub path: &'static str,
    /// Its text.
    pub text: &'static str,
}

const FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/files.rs"));

/// Every embedded case file, hand-written cases first, each group sorted by path.
pub fn files() -> impl Iterator<Item = File> {
    FILES.iter().map(|&(path, text)| File { path, text })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_hand_written_cases_are_embedded() {
        let n = super::files()
            .filter(|f| f.path.starts_with("cases/"))
            .count();
        assert!(n >= 19, "{n} case files");
        assert!(super::files().all(|f| f.text.trim_start().starts_with('{')));
    }
}
