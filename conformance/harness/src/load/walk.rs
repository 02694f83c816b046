//! The corpus walk: which files under a corpus directory are read. Only regular files inside
//! the corpus root are; every `*.json` entry that isn't one (a FIFO, a device, a socket, a
//! broken link, a link to a file outside the root) and every link to a directory outside the
//! root is a load error naming it, never a silent skip nor a read. Each real directory is
//! walked once (two links to `.` are no exponential walk).

use super::LoadError;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// Whether `p` is named `*.json` (any case).
fn is_json(p: &Path) -> bool {
    p.extension()
        .is_some_and(|x| x.eq_ignore_ascii_case("json"))
}

fn refuse(file: &Path, message: String) -> LoadError {
    LoadError {
        file: file.to_path_buf(),
        path: "$".into(),
        message,
    }
}

/// What one directory entry is, links resolved: a directory to walk, a file to read, or
/// neither (`None`: not ours to read, or refused with an error).
enum Entry {
    Dir(PathBuf),
    File(PathBuf),
}

/// Classifies the entry `p` (of type `ty`, not following links) of a walk of `root` (its
/// real path).
fn classify(p: PathBuf, ty: std::fs::FileType, root: &Path) -> Result<Option<Entry>, LoadError> {
    if ty.is_dir() {
        return Ok(Some(Entry::Dir(p)));
    }
    if ty.is_symlink() {
        let Ok(real) = p.canonicalize() else {
            return match is_json(&p) {
                true => Err(refuse(
                    &p,
                    "a broken symbolic link; expected a case file".into(),
                )),
                false => Ok(None),
            };
        };
        let is_dir = real.is_dir();
        if !is_dir && !is_json(&p) {
            return Ok(None);
        }
        if !real.starts_with(root) {
            let what = if is_dir { "directory" } else { "file" };
            let message = format!(
                "a symbolic link to {} outside the corpus root, not read; expected a {what} inside {}",
                real.display(),
                root.display()
            );
            return Err(refuse(&p, message));
        }
        if is_dir {
            return Ok(Some(Entry::Dir(p)));
        }
        return match real.metadata() {
            Ok(m) if m.is_file() => Ok(Some(Entry::File(p))),
            _ => Err(not_regular(&p)),
        };
    }
    match is_json(&p) {
        false => Ok(None),
        true if ty.is_file() => Ok(Some(Entry::File(p))),
        true => Err(not_regular(&p)),
    }
}

fn not_regular(p: &Path) -> LoadError {
    let message = "not a regular file (a FIFO, device or socket), not read; expected a case file";
    refuse(p, message.into())
}

/// The `*.json` regular files under `dir` and the errors of what was refused, unsorted.
pub fn walk(dir: &Path) -> (Vec<PathBuf>, Vec<LoadError>) {
    let (mut files, mut errors) = (Vec::new(), Vec::new());
    let Ok(root) = dir.canonicalize() else {
        let message = "the corpus directory can't be read".to_string();
        return (files, vec![refuse(dir, message)]);
    };
    let mut seen = HashSet::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        if crate::cancel::cancelled() {
            break;
        }
        let Ok(real) = d.canonicalize() else { continue };
        if !seen.insert(real) {
            continue;
        }
        let rd = match std::fs::read_dir(&d) {
            Ok(rd) => rd,
            Err(e) => {
                errors.push(refuse(&d, format!("can't read the directory: {e}")));
                continue;
            }
        };
        for e in rd.flatten() {
            let Ok(ty) = e.file_type() else { continue };
            match classify(e.path(), ty, &root) {
                Ok(Some(Entry::Dir(p))) => todo.push(p),
                Ok(Some(Entry::File(p))) => files.push(p),
                Ok(None) => {}
                Err(err) => errors.push(err),
            }
        }
    }
    (files, errors)
}
