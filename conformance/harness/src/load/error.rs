//! The error of loading a case file: which file, where in it, and what was expected.

use std::fmt;
use std::path::PathBuf;

/// A problem in a case file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// The file.
    pub file: PathBuf,
    /// JSON path inside it, e.g. `cases[2].objects[0].card`.
    pub path: String,
    /// What was expected, and what was found.
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {}: {}",
            self.file.display(),
            self.path,
            self.message
        )
    }
}

impl std::error::Error for LoadError {}
