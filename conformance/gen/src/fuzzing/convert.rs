//! Turning a fuzzer's crash file into a regression the ordinary test suite replays
//! (`truename-fuzz-convert <target> <crash-file>` calls [`convert`]).
//!
//! - Board targets (`invariants`, `differential`): the bytes are decoded exactly as the fuzz
//!   target decoded them (`FuzzCase::arbitrary_take_rest`), the case is shrunk while the
//!   target's oracle still fails on it (unless `--no-shrink`), expectations are filled by the
//!   reference model (provenance `model-untriaged`, origin tool `fuzz`), and the case is
//!   written as an ordinary case file `<out>/fuzz-<hash>.json` (the hash of its content, so
//!   the same case is written once). A case the model answers no query of can't be a case
//!   file: its bytes are kept as a raw regression instead.
//! - Byte targets (`case_parser`, `protocol_decoder`): the bytes are copied to
//!   `<out>/raw/<target>/<hash>` (the hash of the bytes: the same input is kept once).
//!
//! It prints what it wrote (or that it was already there). The differential target's engine
//! comes from `TRUENAME_FUZZ_ENGINE`, as in the fuzzer.

use super::{FuzzEngine, Target};
use crate::fuzzing;
use crate::generate::fill_expectations;
use crate::regression_file::{content_hash, fnv64_hex, write_case};
use crate::shrink::{shrink, size};
use std::io::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use truename_cases::{Case, Origin, Provenance};

/// How [`convert`] writes.
#[derive(Clone, Debug)]
pub struct ConvertOptions {
    /// Where regressions go.
    pub out: PathBuf,
    /// Shrink board cases (else write the case exactly as decoded).
    pub shrink: bool,
}

/// Converts one crash input of `target` into a regression under `options.out`.
pub fn convert(target: Target, bytes: &[u8], options: &ConvertOptions) -> std::io::Result<()> {
    if target.is_board() {
        convert_board(options, target, bytes)
    } else {
        write_raw(&options.out, target, bytes)
    }
}

fn panic_message(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}

/// The target's oracle on a case: `Some(message)` if it fails (an error or a panic).
fn failure(target: Target, case: &Case) -> Option<String> {
    let r = catch_unwind(AssertUnwindSafe(|| match target {
        Target::Invariants => fuzzing::invariants_hold(case),
        _ => fuzzing::differential_env(case),
    }));
    match r {
        Ok(Ok(())) => None,
        Ok(Err(m)) => Some(m),
        Err(p) => Some(format!("panic: {}", panic_message(p))),
    }
}

/// Writes `bytes` to `<out>/raw/<target>/<hash>` unless that file exists.
fn write_raw(out: &Path, target: Target, bytes: &[u8]) -> std::io::Result<()> {
    let dir = out.join("raw").join(target.name());
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(fnv64_hex(bytes));
    if path.exists() {
        println!("already there: {}", path.display());
    } else {
        std::fs::write(&path, bytes)?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

/// Shrinks a failing case while the target's oracle still fails on it; a panic while
/// shrinking keeps the case as decoded.
fn shrink_failing(target: Target, case: &Case) -> Case {
    // The shrinker only tries candidates that validate (rules listed, queries answered),
    // so it starts, as hunt does, from the case with the model's expectations.
    let start = catch_unwind(AssertUnwindSafe(|| {
        let mut c = case.clone();
        fill_expectations(&mut c, fuzzing::reference());
        c
    }))
    .ok()
    .filter(|c| !c.queries.is_empty() && failure(target, c).is_some())
    .unwrap_or_else(|| case.clone());
    let mut fails = |c: &Case| failure(target, c).is_some();
    match catch_unwind(AssertUnwindSafe(|| {
        shrink(&start, fuzzing::model(), fuzzing::pools(), &mut fails)
    })) {
        Ok(s) => s,
        Err(p) => {
            let m = panic_message(p);
            let _ = writeln!(
                std::io::stderr(),
                "shrinking panicked ({m}); writing the case as decoded"
            );
            case.clone()
        }
    }
}

/// The case with the model's expectations; `None` when the model answers none of its
/// questions; placeholders (and a note saying so) when the model panics on it.
fn with_expectations(shrunk: &Case) -> Option<Case> {
    let filled = catch_unwind(AssertUnwindSafe(|| {
        let mut c = shrunk.clone();
        fill_expectations(&mut c, fuzzing::reference());
        c
    }));
    let mut out = match filled {
        Ok(c) if !c.queries.is_empty() => c,
        Ok(_) => return None,
        Err(p) => {
            // The model panics on the case itself: keep it with placeholder expectations (the
            // corpus harness then fails on it until the model is fixed).
            let mut c = shrunk.clone();
            c.scenario.rules = vec!["201.2".into()];
            c.uncertain = Some(format!(
                "expectations are placeholders: the model panicked on this case ({})",
                panic_message(p)
            ));
            c
        }
    };
    for q in &mut out.queries {
        q.provenance = Provenance::ModelUntriaged;
    }
    Some(out)
}

/// The oracle's message in one line of at most 400 characters, without the case dump.
fn summary(message: Option<&str>) -> String {
    let Some(m) = message else {
        return "the oracle no longer fails on it".to_string();
    };
    let s: Vec<&str> = m
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("case: "))
        .collect();
    let s = s.join(" ");
    if s.chars().count() > 400 {
        format!("{}…", s.chars().take(400).collect::<String>())
    } else {
        s
    }
}

fn convert_board(args: &ConvertOptions, target: Target, bytes: &[u8]) -> std::io::Result<()> {
    let engine = match target {
        Target::Differential => FuzzEngine::from_env()
            .map(|e| e.name())
            .map_err(std::io::Error::other)?,
        _ => "model".to_string(),
    };
    // Panics are findings here: keep their messages, not the default hook's noise.
    std::panic::set_hook(Box::new(|_| {}));
    // Decoded without expectations: a panic of the model answering the questions is then a
    // finding of the oracle below (shrunk), not of the generator.
    let decoded = catch_unwind(|| fuzzing::decode_generated(bytes));
    let Ok(case) = decoded else {
        let _ = std::panic::take_hook();
        let _ = writeln!(
            std::io::stderr(),
            "the generator panicked on these bytes; keeping them as a raw regression"
        );
        return write_raw(&args.out, target, bytes);
    };
    let found = failure(target, &case);
    let shrunk = match (&found, args.shrink) {
        (Some(_), true) => shrink_failing(target, &case),
        _ => case.clone(),
    };
    let message = failure(target, &shrunk).or(found);
    let out_case = with_expectations(&shrunk);
    let _ = std::panic::take_hook();
    let Some(mut out_case) = out_case else {
        let _ = writeln!(
            std::io::stderr(),
            "the model answers none of the case's queries; keeping the bytes instead"
        );
        return write_raw(&args.out, target, bytes);
    };
    let hash = content_hash(&out_case);
    out_case.scenario.id = format!("fuzz/{hash}");
    let summary = summary(message.as_deref());
    let name = target.name();
    out_case.description = format!("Found by the {name} fuzz target (engine {engine}): {summary}");
    out_case.origin = Some(Origin {
        tool: "fuzz".into(),
        seed: None,
        engine: Some(engine),
    });
    let path = args.out.join(format!("fuzz-{hash}.json"));
    if path.exists() {
        println!("already there: {}", path.display());
        return Ok(());
    }
    write_case(&path, &out_case)?;
    let (o, e, q) = size(&out_case);
    let (o0, e0, q0) = size(&case);
    println!(
        "wrote {} ({o},{e},{q} objects, effects, queries; decoded {o0},{e0},{q0}): {summary}",
        path.display()
    );
    Ok(())
}
