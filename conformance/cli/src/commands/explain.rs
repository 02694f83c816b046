//! `truename explain [FILE] [--id ID]`: the model's answer to every question of a case file
//! (or, with no file, of the embedded corpus's case `ID`), with its explanation, also for
//! questions written without `expect`. A question written with `expect` also shows whether
//! the model agrees; any disagreement makes the exit status 1. `truename show ID` prints an
//! embedded case as a case file of its own.

use super::usage;
use crate::output::print;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::{parse_questions, DraftQuestion};

/// The scenarios and questions `explain` was pointed at, or the exit status saying why not.
type Drafts = Vec<(truename_cases::Scenario, Vec<DraftQuestion>)>;

/// The cases of one case file, for `explain FILE`.
fn from_file(file: &Path, reference: &ModelEngine) -> Result<Drafts, ExitCode> {
    let text = std::fs::read_to_string(file).map_err(|e| {
        usage(&format!(
            "truename explain: {}: can't read: {e}",
            file.display()
        ))
    })?;
    parse_questions(file, &text, reference.model()).map_err(|errors| {
        for e in errors {
            crate::note!("error: {e}");
        }
        ExitCode::FAILURE
    })
}

/// The embedded corpus file that holds the case `id`: its path (as `embedded:cases/...`) and
/// text.
fn embedded_file(id: &str) -> Option<(PathBuf, &'static str)> {
    truename_corpus::files().find_map(|f| {
        let v: serde_json::Value = serde_json::from_str(f.text).ok()?;
        let cases = v.get("cases")?.as_array()?;
        cases
            .iter()
            .any(|c| c.get("id").and_then(|i| i.as_str()) == Some(id))
            .then(|| (PathBuf::from(format!("embedded:{}", f.path)), f.text))
    })
}

/// The embedded case `id`, for `explain --id ID` without a file.
fn from_embedded(id: &str, reference: &ModelEngine) -> Result<Drafts, ExitCode> {
    let Some((path, text)) = embedded_file(id) else {
        return Err(usage(&format!(
            "truename explain: the embedded corpus has no case with id {id:?} (`truename run --list` lists them)"
        )));
    };
    parse_questions(&path, text, reference.model()).map_err(|errors| {
        for e in errors {
            crate::note!("error: {e}");
        }
        ExitCode::FAILURE
    })
}

/// `truename show ID`: the embedded case `ID` as a case file of its own (its file's header
/// and this one case), ready to copy, edit and run with `--corpus`.
pub fn show(id: &str) -> ExitCode {
    let found = embedded_file(id).and_then(|(path, text)| {
        let mut v: serde_json::Value = serde_json::from_str(text).ok()?;
        let cases = v.get_mut("cases")?.as_array_mut()?;
        cases.retain(|c| c.get("id").and_then(|i| i.as_str()) == Some(id));
        Some((path, v))
    });
    let Some((path, value)) = found else {
        return usage(&format!(
            "truename show: the embedded corpus has no case with id {id:?} (`truename run --list` lists them)"
        ));
    };
    crate::note!("truename show: {id} is in {}", path.display());
    print(&(serde_json::to_string_pretty(&value).unwrap_or_default() + "\n"));
    ExitCode::SUCCESS
}

/// `truename explain`.
pub fn explain(file: Option<&Path>, id: Option<&str>) -> ExitCode {
    let reference = ModelEngine::reference();
    let cases = match (file, id) {
        (Some(f), _) => from_file(f, &reference),
        (None, Some(i)) => from_embedded(i, &reference),
        (None, None) => {
            return usage(
                "truename explain: give a case file, an --id of an embedded case, or both",
            )
        }
    };
    let cases = match cases {
        Ok(c) => c,
        Err(status) => return status,
    };
    let mut out = String::new();
    let mut shown = 0;
    let mut disagree = 0;
    for (scenario, questions) in cases.iter().filter(|(s, _)| id.is_none_or(|i| i == s.id)) {
        shown += 1;
        let _ = writeln!(
            out,
            "[{}] (rules {})",
            scenario.id,
            scenario.rules.join(", ")
        );
        let asked: Vec<_> = questions.iter().map(|(q, _)| q.clone()).collect();
        for (i, ((q, expect), r)) in questions
            .iter()
            .zip(reference.explain(scenario, &asked))
            .enumerate()
        {
            let q = serde_json::to_string(q).unwrap_or_default();
            let _ = writeln!(out, "  query #{i}: {q}");
            let model = r.as_ref().ok().map(|(a, _)| a.normalized());
            if let Some(e) = expect {
                let agrees = model.as_ref() == Some(&e.normalized());
                disagree += usize::from(!agrees);
                let verdict = if agrees {
                    "the model agrees"
                } else {
                    "the model DISAGREES"
                };
                let _ = writeln!(out, "    expected: {e} ({verdict})");
            }
            match r {
                Ok((answer, why)) => {
                    let why = why.to_string().trim_end().replace('\n', "\n      ");
                    let _ = writeln!(out, "    model: {answer}\n    because:\n      {why}");
                }
                Err(e) => {
                    let _ = writeln!(out, "    model error: {e}");
                }
            }
        }
    }
    if shown == 0 {
        let what = id
            .map(|i| format!("no case with id {i:?}"))
            .unwrap_or("no case".into());
        let file = file.map_or("the embedded corpus".into(), |f| f.display().to_string());
        return usage(&format!("truename explain: {file}: {what}"));
    }
    print(&out);
    if disagree > 0 {
        crate::note!("truename explain: the model disagrees with {disagree} expected answer(s)");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
