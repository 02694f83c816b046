//! What this crate's tests share: the repository's corpus (every case file of `corpus/cases`
//! and `corpus/regressions`), and error messages compared without their positions.

use crate::case::{Case, CaseFile};
use std::path::Path;

/// Every case file under `dir`, read and parsed (a file that doesn't is a test failure).
fn files_under(dir: &Path, out: &mut Vec<CaseFile>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            files_under(&path, out);
        } else if path.extension().is_some_and(|x| x == "json") {
            let text = std::fs::read_to_string(&path).expect("readable");
            let file =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.push(file);
        }
    }
}

/// Every case of the corpus (more than 150 of them, or the test fails).
pub(crate) fn cases() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus");
    let mut files = Vec::new();
    files_under(&root.join("cases"), &mut files);
    files_under(&root.join("regressions"), &mut files);
    let cases: Vec<Case> = files.into_iter().flat_map(|f| f.cases).collect();
    assert!(cases.len() > 150, "{} corpus cases", cases.len());
    cases
}

/// An error message without the positions serde_json adds (" at line L column C").
pub(crate) fn without_positions(message: &str) -> String {
    let mut out = message.to_string();
    while let Some(at) = out.find(" at line ") {
        let rest = &out[at + " at line ".len()..];
        let Some(col) = rest.find(" column ") else {
            break;
        };
        let digits = rest[col + " column ".len()..]
            .chars()
            .take_while(char::is_ascii_digit)
            .count();
        let end = at + " at line ".len() + col + " column ".len() + digits;
        out.replace_range(at..end, "");
    }
    out
}
