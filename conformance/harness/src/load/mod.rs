//! Loading case files: parse errors and validation errors name the file, the JSON path and
//! what was expected. A bad file never stops the other files from loading.

mod error;
pub mod json_path;
pub mod legal;
pub mod text;
pub mod validate;
pub mod walk;

pub use error::LoadError;
pub use json_path::json_path;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use truename_cases::{Case, CaseFile, FORMAT};
use truename_model::Model;
pub use validate::validate_case;

/// A case with the file it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedCase {
    /// The file.
    pub file: PathBuf,
    /// Index within the file.
    pub index: usize,
    /// The case, with object card names resolved to exact Oracle names.
    pub case: Case,
    /// The Oracle snapshot its file says the expectations were written against.
    pub oracle_snapshot: String,
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
    let parsed: CaseFile =
        text::parse_json(text).map_err(|(path, message)| vec![err(&path, message)])?;
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
                oracle_snapshot: parsed.oracle_snapshot.clone(),
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
/// the errors of the bad ones (and of what the walk refused, see [`walk()`]). Case ids must be
/// unique across all files.
pub fn load_dir(dir: &Path, model: &Model) -> (Vec<LoadedCase>, Vec<LoadError>) {
    let (files, mut refused) = walk(dir);
    let (cases, errors) = load_files(&files, model);
    refused.extend(errors);
    (cases, refused)
}

/// Every `*.json` file under `dir`, recursively, sorted (what [`walk()`] refuses is left out).
pub fn json_files(dir: &Path) -> Vec<PathBuf> {
    walk(dir).0
}

/// Every `*.json` file under `dir`, recursively, sorted, and an error for each `*.json` entry
/// or linked directory that is not read: only regular files inside the corpus root are (a
/// FIFO would hang the run, a link to `/dev/zero` fill memory, a link to `/` walk the whole
/// file system). See [`walk::walk`].
pub fn walk(dir: &Path) -> (Vec<PathBuf>, Vec<LoadError>) {
    let (mut files, mut errors) = walk::walk(dir);
    files.sort();
    errors.sort_by(|a, b| a.file.cmp(&b.file));
    (files, errors)
}

/// Loads the given files (see [`load_dir`]).
pub fn load_files(files: &[PathBuf], model: &Model) -> (Vec<LoadedCase>, Vec<LoadError>) {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    for f in files {
        if crate::cancel::cancelled() {
            break;
        }
        match text::read_text(f) {
            Err(message) => errors.push(LoadError {
                file: f.clone(),
                path: "$".into(),
                message,
            }),
            Ok(text) => match parse_file(f, &text, model) {
                Ok(c) => cases.extend(c),
                Err(e) => errors.extend(e),
            },
        }
    }
    check_unique_ids(&mut cases, &mut errors);
    (cases, errors)
}

/// Drops every case whose id an earlier case already uses, with an error naming both.
pub fn check_unique_ids(cases: &mut Vec<LoadedCase>, errors: &mut Vec<LoadError>) {
    let mut seen: HashMap<String, (PathBuf, usize)> = HashMap::new();
    cases.retain(|c| {
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
            false
        } else {
            seen.insert(c.case.scenario.id.clone(), (c.file.clone(), c.index));
            true
        }
    });
}

/// A question of a draft case, with the answer its `expect` gives, if it has one.
pub type DraftQuestion = (truename_cases::Question, Option<truename_cases::Answer>);

/// A case file's scenarios and questions, for asking the model: like [`parse_file`], but a
/// question may be written without `expect` (the model's answer is what is wanted); each
/// question comes with its `expect`, if written.
pub fn parse_questions(
    file: &Path,
    text: &str,
    model: &Model,
) -> Result<Vec<(truename_cases::Scenario, Vec<DraftQuestion>)>, Vec<LoadError>> {
    // A duplicate key would vanish in the `Value` below: refused first.
    text::parse_json::<text::NoDuplicateKeys>(text).map_err(|(path, message)| {
        vec![LoadError {
            file: file.to_path_buf(),
            path,
            message,
        }]
    })?;
    let mut value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        vec![LoadError {
            file: file.to_path_buf(),
            path: "$".into(),
            message: format!("not JSON: {e}"),
        }]
    })?;
    let mut written: Vec<Vec<bool>> = Vec::new();
    for case in value["cases"].as_array_mut().into_iter().flatten() {
        let queries = case["queries"].as_array_mut().into_iter().flatten();
        written.push(queries.map(fill_expect).collect());
    }
    let filled = serde_json::to_string(&value).unwrap_or_default();
    let cases = parse_file(file, &filled, model)?;
    Ok(cases
        .into_iter()
        .map(|lc| {
            let had = written.get(lc.index).cloned().unwrap_or_default();
            let questions = (lc.case.queries.into_iter().enumerate())
                .map(|(i, e)| {
                    let expect = had.get(i).copied().unwrap_or(false).then_some(e.answer);
                    (e.question, expect)
                })
                .collect();
            (lc.case.scenario, questions)
        })
        .collect())
}

/// Gives a question written without `expect` a stand-in of the right form (never shown);
/// whether it had one.
fn fill_expect(q: &mut serde_json::Value) -> bool {
    use truename_cases::{Answer, AnswerKind, QuestionKind};
    let Some(obj) = q.as_object_mut() else {
        return false;
    };
    if obj.contains_key("expect") {
        return true;
    }
    let kind = obj
        .get("query")
        .and_then(|k| k.as_str())
        .and_then(|k| k.parse::<QuestionKind>().ok());
    let Some(kind) = kind else { return false };
    let stand_in = match kind.answer_kind() {
        AnswerKind::Bool => Answer::Bool(false),
        AnswerKind::Count => Answer::Count(0),
        AnswerKind::Names => Answer::Names(Default::default()),
        AnswerKind::Choice => Answer::Choice(Default::default()),
        AnswerKind::Objects => Answer::Objects(vec![]),
        AnswerKind::Lines => Answer::Lines(vec![]),
        AnswerKind::Text => Answer::Text(String::new()),
    };
    obj.insert("expect".into(), stand_in.payload());
    false
}

/// Every case of the embedded corpus that loads, numbered from 1 (for tests that go over the
/// whole corpus).
#[cfg(test)]
pub(crate) fn embedded_cases(model: &truename_model::Model) -> Vec<(u64, LoadedCase)> {
    let mut out = Vec::new();
    for f in truename_corpus::files() {
        let path = std::path::Path::new("corpus").join(f.path);
        if let Ok(cases) = parse_file(&path, f.text, model) {
            out.extend(cases);
        }
    }
    (1..).zip(out).collect()
}
