//! Loading case files: parse errors and validation errors name the file, the JSON path and
//! what was expected. A bad file never stops the other files from loading.

pub mod json_path;
pub mod validate;

pub use json_path::json_path;
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use truename_cases::{Case, CaseFile, FORMAT};
use truename_model::Model;
pub use validate::validate_case;

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

/// A case with the file it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedCase {
    /// The file.
    pub file: PathBuf,
    /// Index within the file.
    pub index: usize,
    /// The case, with object card names resolved to exact Oracle names.
    pub case: Case,
}

/// Parses and validates one case file's text.
pub fn parse_file(
    file: &Path,
    text: &str,
    model: &Model,
) -> Result<Vec<LoadedCase>, Vec<LoadError>> {
    let err = |path: &str, message: String| LoadError {
        file: file.to_path_buf(),
        path: path.to_string(),
        message,
    };
    let de = &mut serde_json::Deserializer::from_str(text);
    let parsed: CaseFile = serde_path_to_error::deserialize(de).map_err(|e| {
        let path = json_path(e.path());
        let inner = e.into_inner();
        let message = if inner.is_eof() {
            format!(
                "expected more JSON: the file ends early (line {}, column {})",
                inner.line(),
                inner.column()
            )
        } else {
            format!("{inner}")
        };
        vec![err(&path, message)]
    })?;
    let mut errors = Vec::new();
    if parsed.format != FORMAT {
        errors.push(err(
            "format",
            format!("expected {FORMAT:?}, found {:?}", parsed.format),
        ));
    }
    if parsed.cr_revision != truename_model::CR_REVISION {
        errors.push(err(
            "cr_revision",
            format!(
                "unsupported Comprehensive Rules revision {:?}: this model follows {:?} (rule numbers move between revisions)",
                parsed.cr_revision,
                truename_model::CR_REVISION
            ),
        ));
    }
    let mut out = Vec::new();
    for (i, mut case) in parsed.cases.into_iter().enumerate() {
        let base = format!("cases[{i}]");
        let before = errors.len();
        validate_case(&mut case, &base, model, &mut |p, m| errors.push(err(&p, m)));
        if errors.len() == before {
            out.push(LoadedCase {
                file: file.to_path_buf(),
                index: i,
                case,
            });
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Reads every `*.json` file under `dir` (sorted), returning the cases of the good files and
/// the errors of the bad ones. Case ids must be unique across all files.
pub fn load_dir(dir: &Path, model: &Model) -> (Vec<LoadedCase>, Vec<LoadError>) {
    load_files(&json_files(dir), model)
}

/// Every `*.json` file under `dir`, recursively, sorted.
pub fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = Vec::new();
    collect(dir, &mut files);
    files.sort();
    files
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                collect(&p, out);
            } else if p.extension().is_some_and(|x| x == "json") {
                out.push(p);
            }
        }
    }
}

/// Loads the given files (see [`load_dir`]).
pub fn load_files(files: &[PathBuf], model: &Model) -> (Vec<LoadedCase>, Vec<LoadError>) {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    for f in files {
        match std::fs::read_to_string(f) {
            Err(e) => errors.push(LoadError {
                file: f.clone(),
                path: "$".into(),
                message: format!("can't read the file: {e}"),
            }),
            Ok(text) => match parse_file(f, &text, model) {
                Ok(c) => cases.extend(c),
                Err(e) => errors.extend(e),
            },
        }
    }
    let mut seen: HashMap<String, (PathBuf, usize)> = HashMap::new();
    let mut unique = Vec::new();
    for c in cases {
        if let Some((f, i)) = seen.get(&c.case.scenario.id) {
            errors.push(LoadError {
                file: c.file.clone(),
                path: format!("cases[{}].id", c.index),
                message: format!(
                    "expected a unique case id; {:?} is already used by {} cases[{}]",
                    c.case.scenario.id,
                    f.display(),
                    i
                ),
            });
        } else {
            seen.insert(c.case.scenario.id.clone(), (c.file.clone(), c.index));
            unique.push(c);
        }
    }
    (unique, errors)
}
