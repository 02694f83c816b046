//! Replays every saved fuzzer finding (one named test per file):
//!
//! - `corpus/regressions/raw/<target>/*`: raw inputs, each through its target's oracle exactly
//!   as the fuzz target runs it (`Target::run`); it must return Ok without panicking;
//! - `corpus/regressions/fuzz-*.json`: board findings written as ordinary case files (the
//!   corpus harness already checks the model against their expectations); here each case must
//!   also satisfy the invariants and pass the differential oracle with the default engine.
//!
//! `truename-fuzz-convert` writes both kinds (see `corpus/regressions/raw/README.md`).

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use truename_gen::fuzzing::{self, CodecEngine, Target};
use truename_harness::load::load_files;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join("corpus")
        .join("regressions")
}

fn sorted_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn replay_raw(target: Target, file: &Path) -> Result<(), Failed> {
    let bytes = std::fs::read(file).map_err(|e| format!("can't read {}: {e}", file.display()))?;
    target.run(&bytes).map_err(Failed::from)
}

fn replay_case_file(file: &Path) -> Result<(), Failed> {
    let (cases, errors) = load_files(&[file.to_path_buf()], fuzzing::model());
    if let Some(e) = errors.first() {
        return Err(e.to_string().into());
    }
    for c in cases {
        fuzzing::invariants_hold(&c.case)?;
        fuzzing::differential(&c.case, &mut CodecEngine::new(fuzzing::reference()))?;
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let root = root();
    let mut trials = vec![Trial::test("layout: raw/README.md is there", {
        let readme = root.join("raw").join("README.md");
        move || {
            if readme.is_file() {
                Ok(())
            } else {
                Err(format!("{} is missing", readme.display()).into())
            }
        }
    })];
    for target in Target::ALL {
        for f in sorted_files(&root.join("raw").join(target.name())) {
            let name = f.file_name().map(|n| n.to_string_lossy().into_owned());
            if name.as_deref().is_none_or(|n| n.starts_with('.')) {
                continue;
            }
            let label = format!("raw/{}/{}", target.name(), name.unwrap_or_default());
            trials.push(Trial::test(label, move || replay_raw(target, &f)));
        }
    }
    for f in sorted_files(&root) {
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if name.starts_with("fuzz-") && name.ends_with(".json") {
            trials.push(Trial::test(name, move || replay_case_file(&f)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
