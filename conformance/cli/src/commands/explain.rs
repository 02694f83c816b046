//! `truename explain FILE [--id ID]`: the model's answer to every question of a case file,
//! with its explanation, also for questions written without `expect`. A question written with
//! `expect` also shows whether the model agrees; any disagreement makes the exit status 1.

use super::usage;
use crate::output::print;
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::parse_questions;

/// `truename explain`.
pub fn explain(file: &Path, id: Option<&str>) -> ExitCode {
    let reference = ModelEngine::reference();
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            return usage(&format!(
                "truename explain: {}: can't read: {e}",
                file.display()
            ))
        }
    };
    let cases = match parse_questions(file, &text, reference.model()) {
        Ok(c) => c,
        Err(errors) => {
            for e in errors {
                crate::note!("error: {e}");
            }
            return ExitCode::FAILURE;
        }
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
        return usage(&format!("truename explain: {}: {what}", file.display()));
    }
    print(&out);
    if disagree > 0 {
        crate::note!("truename explain: the model disagrees with {disagree} expected answer(s)");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
