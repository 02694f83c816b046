//! Every corpus file is its own named test: the reference model must agree with every
//! hand-written expectation in it (a disagreement is a model or case bug), and the file must
//! load without errors.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::Path;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::{json_files, load_files};
use truename_harness::report::human::case_text;
use truename_harness::runner::check_model;

fn check(file: &Path) -> Result<(), Failed> {
    let reference = ModelEngine::reference();
    let (cases, errors) = load_files(&[file.to_path_buf()], reference.model());
    if !errors.is_empty() {
        let msg: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        return Err(msg.join("\n").into());
    }
    let bad = check_model(&cases, &reference);
    if bad.is_empty() {
        return Ok(());
    }
    let mut msg = String::from(
        "MODEL OR CASE BUG: the reference model disagrees with hand-written expectations\n",
    );
    for r in bad {
        msg.push_str(&format!("[{}]\n{}", r.id, case_text(&r)));
    }
    Err(msg.into())
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join("corpus");
    let mut all = Vec::new();
    for sub in ["cases", "regressions"] {
        all.extend(json_files(&root.join(sub)));
    }
    all.sort();
    let trials = all
        .into_iter()
        .map(|f| {
            let name = f
                .strip_prefix(&root)
                .map(|p| p.display().to_string())
                .unwrap_or_else(|_| f.display().to_string());
            Trial::test(name, move || check(&f))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
