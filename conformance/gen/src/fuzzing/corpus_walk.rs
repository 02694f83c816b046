//! The `corpus_walk` target's oracle: the corpus loader's directory walk
//! ([`load::walk`](truename_harness::load::walk())) over a small tree built from the fuzzer's
//! bytes in a fresh temporary directory, and the expectation-file merge
//! ([`super::expectation_merge`]) over the tree's cases.
//!
//! The tree holds folders, case files (valid and invalid JSON), FIFOs, symbolic links to
//! entries inside the root, to a case file and a folder outside it and to nothing, and names
//! of the longest length a file system allows (255 bytes). The oracle knows what it built, so
//! it knows what the walk must do: read every `*.json` entry that is (or links to) a regular
//! file inside the root, refuse with an error naming it every `*.json` entry that is anything
//! else and every link to a folder outside the root, and ignore the rest.

use super::expectation_merge::merge_keeps_what_did_not_run;
use super::shared::model;
use arbitrary::Unstructured;
use std::collections::BTreeSet;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use truename_harness::load::{self, LoadError};

/// The most entries a fuzzed tree has.
const MAX_ENTRIES: usize = 24;

/// What one entry of a fuzzed tree is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A real folder.
    Dir,
    /// A valid case file (one case).
    CaseFile,
    /// A file of arbitrary bytes.
    BadFile,
    /// A FIFO (reading it would block the walk forever).
    Fifo,
    /// A symbolic link to entry `.0` of the tree (the root is entry 0).
    LinkInside(usize),
    /// A symbolic link to a valid case file outside the root.
    LinkOutsideFile,
    /// A symbolic link to a folder outside the root.
    LinkOutsideDir,
    /// A symbolic link to nothing.
    LinkBroken,
}

/// One entry the oracle made: where, and what.
struct Made {
    path: PathBuf,
    kind: Kind,
}

/// A fuzzed tree in its own temporary directory: `root/` (the corpus) beside `outside/`.
struct Tree {
    tmp: PathBuf,
    root: PathBuf,
    made: Vec<Made>,
}

impl Drop for Tree {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.tmp);
    }
}

/// A valid case file holding one case, `id`.
fn case_text(id: &str) -> String {
    serde_json::json!({
        "format": truename_cases::FORMAT,
        "cr_revision": truename_model::CR_REVISION,
        "oracle_snapshot": truename_model::ORACLE_SNAPSHOT,
        "cases": [{
            "id": id,
            "rules": ["201.2"],
            "description": "a case of a fuzzed corpus tree",
            "objects": [{"id": "reach", "card": "Kodama's Reach", "zone": "stack"}],
            "queries": [{"query": "names", "object": "reach", "expect": {"names": ["Kodama's Reach"]}}]
        }]
    })
    .to_string()
}

/// The case id of entry `i`.
fn case_id(i: usize) -> String {
    format!("walk/entry-{i}")
}

/// The name of entry `i`: a unique prefix, then a stem the bytes choose.
fn entry_name(u: &mut Unstructured, i: usize) -> OsString {
    const STEMS: [&str; 7] = [
        ".json",
        ".JSON",
        ".Json",
        ".txt",
        "",
        ".json.bak",
        ".hidden.json",
    ];
    let pick = u.int_in_range(0..=STEMS.len()).unwrap_or(0);
    match STEMS.get(pick) {
        Some(stem) => format!("{i}{stem}").into(),
        // The longest name a file system allows (255 bytes), named `*.json`.
        None => {
            let prefix = i.to_string();
            format!("{prefix}{}.json", "x".repeat(250 - prefix.len())).into()
        }
    }
}

/// A fresh temporary directory of this process.
fn fresh_dir() -> Result<PathBuf, String> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("truename-walk-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("can't create {}: {e}", dir.display()))?;
    Ok(dir)
}

/// Makes a FIFO at `path`.
fn mkfifo(path: &Path) -> std::io::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    let c = std::ffi::CString::new(path.as_os_str().as_bytes())?;
    // SAFETY: `c` is a valid NUL-terminated path that outlives the call.
    match unsafe { libc::mkfifo(c.as_ptr(), 0o644) } {
        0 => Ok(()),
        _ => Err(std::io::Error::last_os_error()),
    }
}

impl Tree {
    /// The root and `outside/` (a folder holding a valid case file), in a fresh directory.
    fn new() -> Result<Tree, String> {
        let tmp = fresh_dir()?;
        let root = tmp.join("root");
        let outside = tmp.join("outside");
        let io = |e: std::io::Error| format!("can't set up the tree in {}: {e}", tmp.display());
        std::fs::create_dir(&root).map_err(io)?;
        std::fs::create_dir(&outside).map_err(io)?;
        std::fs::write(outside.join("case.json"), case_text("walk/outside")).map_err(io)?;
        let made = vec![Made {
            path: root.clone(),
            kind: Kind::Dir,
        }];
        Ok(Tree { tmp, root, made })
    }

    /// Decodes one entry's kind (a link inside names an entry already made).
    fn kind(&self, u: &mut Unstructured) -> Kind {
        match u.int_in_range(0..=7u8).unwrap_or(0) {
            0 => Kind::Dir,
            1 => Kind::CaseFile,
            2 => Kind::BadFile,
            3 => Kind::Fifo,
            4 => Kind::LinkOutsideFile,
            5 => Kind::LinkOutsideDir,
            6 => Kind::LinkBroken,
            _ => Kind::LinkInside(u.choose_index(self.made.len()).unwrap_or(0)),
        }
    }

    /// Makes entry `i` of kind `kind` at `path`.
    fn make(&self, u: &mut Unstructured, i: usize, kind: Kind, path: &Path) -> std::io::Result<()> {
        use std::os::unix::fs::symlink;
        match kind {
            Kind::Dir => std::fs::create_dir(path),
            Kind::CaseFile => std::fs::write(path, case_text(&case_id(i))),
            Kind::BadFile => {
                let n = u.int_in_range(0..=64usize).unwrap_or(0);
                std::fs::write(path, u.bytes(n).unwrap_or_default())
            }
            Kind::Fifo => mkfifo(path),
            Kind::LinkInside(k) => symlink(&self.made[k].path, path),
            Kind::LinkOutsideFile => symlink(self.tmp.join("outside/case.json"), path),
            Kind::LinkOutsideDir => symlink(self.tmp.join("outside"), path),
            Kind::LinkBroken => symlink(self.tmp.join("nowhere"), path),
        }
    }

    /// Builds a tree from the fuzzer's bytes: each entry goes into a folder already made (a
    /// real one: links lead elsewhere).
    fn build(u: &mut Unstructured) -> Result<Tree, String> {
        let mut tree = Tree::new()?;
        let n = u.int_in_range(0..=MAX_ENTRIES).unwrap_or(0);
        for i in 1..=n {
            let dirs: Vec<usize> = (0..tree.made.len())
                .filter(|&k| tree.made[k].kind == Kind::Dir)
                .collect();
            let parent = dirs[u.choose_index(dirs.len()).unwrap_or(0)];
            let path = tree.made[parent].path.join(entry_name(u, i));
            let kind = tree.kind(u);
            match tree.make(u, i, kind, &path) {
                Ok(()) => {}
                // Long names in deep folders outgrow the longest path (4096 bytes): no entry.
                Err(e) if e.raw_os_error() == Some(libc::ENAMETOOLONG) => continue,
                Err(e) => return Err(format!("can't make {} ({kind:?}): {e}", path.display())),
            }
            tree.made.push(Made { path, kind });
        }
        Ok(tree)
    }

    /// What entry `k` finally is, its links followed.
    fn resolve(&self, k: usize) -> Kind {
        match self.made[k].kind {
            Kind::LinkInside(j) => self.resolve(j),
            kind => kind,
        }
    }
}

/// Whether `p` is named `*.json` (any case), as the walk's rule says.
fn named_json(p: &Path) -> bool {
    p.extension()
        .is_some_and(|x| x.eq_ignore_ascii_case("json"))
}

/// An entry as (its folder's real path, its name): the same entry reached through a link to
/// its folder is the same entry.
type Spot = (PathBuf, OsString);

fn spot(p: &Path) -> Result<Spot, String> {
    let (Some(dir), Some(name)) = (p.parent(), p.file_name()) else {
        return Err(format!(
            "the walk named {}, which has no folder",
            p.display()
        ));
    };
    let dir = (dir.canonicalize()).map_err(|e| format!("{}: {e}", p.display()))?;
    Ok((dir, name.to_owned()))
}

/// What the walk must do with the tree: the entries it must read, the entries it must refuse,
/// and the case files among the first.
struct Expected {
    read: BTreeSet<Spot>,
    refused: BTreeSet<Spot>,
    cases: BTreeSet<PathBuf>,
}

fn expected(tree: &Tree) -> Result<Expected, String> {
    let mut e = Expected {
        read: BTreeSet::new(),
        refused: BTreeSet::new(),
        cases: BTreeSet::new(),
    };
    for (k, m) in tree.made.iter().enumerate().skip(1) {
        let json = named_json(&m.path);
        let at = spot(&m.path)?;
        match tree.resolve(k) {
            Kind::Dir => {}
            Kind::CaseFile | Kind::BadFile if json => {
                if tree.resolve(k) == Kind::CaseFile {
                    e.cases
                        .insert(m.path.canonicalize().map_err(|e| e.to_string())?);
                }
                e.read.insert(at);
            }
            Kind::LinkOutsideDir => {
                e.refused.insert(at);
            }
            Kind::Fifo | Kind::LinkOutsideFile | Kind::LinkBroken if json => {
                e.refused.insert(at);
            }
            _ => {}
        }
    }
    Ok(e)
}

/// The walk's properties on `tree`: deterministic, sorted, reading exactly the regular
/// `*.json` files inside the root and refusing, each with an error naming it, exactly the
/// entries it must not read.
fn walk_holds(tree: &Tree, want: &Expected) -> Result<Vec<PathBuf>, String> {
    let (files, errors) = load::walk(&tree.root);
    let again = load::walk(&tree.root);
    if again.0 != files || again.1 != errors {
        return Err("two walks of the same tree differ".into());
    }
    if !files.windows(2).all(|w| w[0] < w[1]) {
        return Err(format!(
            "the walk's files aren't sorted and unique: {files:?}"
        ));
    }
    if !errors.windows(2).all(|w| w[0].file <= w[1].file) {
        return Err(format!(
            "the walk's errors aren't sorted by file: {errors:?}"
        ));
    }
    let root = (tree.root.canonicalize()).map_err(|e| e.to_string())?;
    for f in &files {
        let real = f
            .canonicalize()
            .map_err(|e| format!("{}: {e}", f.display()))?;
        let regular = std::fs::metadata(f).is_ok_and(|m| m.is_file());
        if !real.starts_with(&root) || !regular || !named_json(f) {
            return Err(format!(
                "the walk reads {} ({}), which isn't a regular *.json file inside the root",
                f.display(),
                real.display()
            ));
        }
    }
    let read: BTreeSet<Spot> = files.iter().map(|f| spot(f)).collect::<Result<_, _>>()?;
    if read != want.read {
        return Err(format!("the walk reads {read:?}; expected {:?}", want.read));
    }
    refusals_hold(&errors, want)?;
    Ok(files)
}

/// Every refusal names its entry (with a message) and the walk refuses exactly what it must.
fn refusals_hold(errors: &[LoadError], want: &Expected) -> Result<(), String> {
    if let Some(e) = errors
        .iter()
        .find(|e| e.message.trim().is_empty() || e.path != "$")
    {
        return Err(format!(
            "a refusal without a message, or not at the file's root: {e:?}"
        ));
    }
    let refused = (errors.iter())
        .map(|e| spot(&e.file))
        .collect::<Result<BTreeSet<_>, _>>()?;
    if refused.len() != errors.len() || refused != want.refused {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        return Err(format!(
            "the walk refuses:\n  {}\nexpected one refusal each for {:?}",
            list.join("\n  "),
            want.refused
        ));
    }
    Ok(())
}

/// Loading what the walk read: every valid case file loads (a file reached twice, through a
/// link, is one case), every error names a file the walk read.
fn load_holds(files: &[PathBuf], want: &Expected) -> Result<(), String> {
    let (cases, errors) = load::load_files(files, model());
    if let Some(e) = errors.iter().find(|e| !files.contains(&e.file)) {
        return Err(format!(
            "a load error names a file the walk didn't read: {e}"
        ));
    }
    let loaded = (cases.iter())
        .map(|c| c.file.canonicalize().map_err(|e| e.to_string()))
        .collect::<Result<BTreeSet<_>, _>>()?;
    if let Some(missing) = want.cases.difference(&loaded).next() {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        return Err(format!(
            "the valid case file {} didn't load:\n  {}",
            missing.display(),
            list.join("\n  ")
        ));
    }
    Ok(())
}

/// The corpus walk and the expectation merge on a tree built from arbitrary bytes (see the
/// module's documentation). Inputs over [`MAX_INPUT`](super::MAX_INPUT) are skipped.
pub fn corpus_walk(bytes: &[u8]) -> Result<(), String> {
    if bytes.len() > super::shared::MAX_INPUT {
        return Ok(());
    }
    let mut u = Unstructured::new(bytes);
    let tree = Tree::build(&mut u)?;
    let want = expected(&tree)?;
    let files = walk_holds(&tree, &want)?;
    load_holds(&files, &want)?;
    let ids: Vec<String> = (0..tree.made.len()).map(case_id).collect();
    merge_keeps_what_did_not_run(&mut u, &ids, &tree.tmp)
}
