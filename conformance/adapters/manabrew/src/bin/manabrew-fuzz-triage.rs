// SPDX-License-Identifier: AGPL-3.0-or-later
//! `manabrew-fuzz-triage CRASH...`: what each crash input of the differential fuzz target is.
//! Each file is decoded exactly as libFuzzer decoded it (`truename_gen::fuzzing::decode_case`)
//! and put to manabrew and the model again (`fuzzing::differential`). Inputs are grouped by
//! what went wrong: the first diverging question's kind and the class of manabrew's answer to
//! it (`same_name: engine answers {"bool":true}`), or the engine failing on the case as a
//! whole. Each group's first input is shrunk with the suite's shrinker while it still goes
//! wrong the same way, and printed with the shrunk case as one line of a case file.
//!
//! Exit status 0 when every file was read (whatever they show), 2 when one couldn't be.

use std::collections::BTreeMap;
use std::process::ExitCode;
use truename_cases::Case;
use truename_gen::{fuzzing, generate, shrink};
use truename_manabrew::ManabrewEngine;

/// What went wrong, as the group of a crash input: read from the message
/// `fuzzing::differential` gives (its first line, and its first "query #" line).
fn group_of(message: &str) -> String {
    let mut lines = message.lines();
    let first = lines.next().unwrap_or_default();
    if !first.ends_with("diverges from the reference model:") {
        // "engine E failed on the case: why", "engine E gave N replies for M queries".
        return first.split(':').next().unwrap_or(first).to_string();
    }
    // "  query #i (kind): model A, engine B", A and B JSON (either may hold ", engine ").
    let diverging = lines.next().unwrap_or_default();
    let kind = diverging
        .split_once(" (")
        .and_then(|(_, rest)| rest.split_once("):"))
        .map_or("?", |(kind, _)| kind);
    let class = engine_answer(diverging).map_or_else(|| "?".to_string(), |a| answer_class(&a));
    format!("{kind}: engine answers {class}")
}

/// The engine's answer of a divergence line: the JSON value after the model's.
fn engine_answer(diverging: &str) -> Option<serde_json::Value> {
    let (_, model_then_engine) = diverging.split_once("): model ")?;
    let mut values =
        serde_json::Deserializer::from_str(model_then_engine).into_iter::<serde_json::Value>();
    values.next()?.ok()?;
    let rest = &model_then_engine[values.byte_offset()..];
    serde_json::from_str(rest.strip_prefix(", engine ")?).ok()
}

/// An answer's class: a bool answer with its value (`{"bool":true}`), any other by its form
/// (`names`, `text`, `lines`, `objects`, …), so names and texts don't split a group.
fn answer_class(answer: &serde_json::Value) -> String {
    match answer.as_object().and_then(|o| o.iter().next()) {
        Some((form, serde_json::Value::Bool(_))) if form == "bool" => answer.to_string(),
        Some((form, _)) => format!("{form} …"),
        None => answer.to_string(),
    }
}

/// `case` shrunk while manabrew still goes wrong on it in group `group`.
fn shrunk(case: &Case, group: &str, e: &mut ManabrewEngine) -> Case {
    let (model, pools) = generate::shared();
    shrink::shrink(
        case,
        model,
        pools,
        &mut |c| matches!(fuzzing::differential(c, &mut *e), Err(m) if group_of(&m) == group),
    )
}

/// The crash inputs that went wrong one way.
#[derive(Default)]
struct Group {
    /// Their paths.
    paths: Vec<String>,
    /// The first one's case and message.
    first: Option<(Case, String)>,
}

fn main() -> ExitCode {
    let mut e = ManabrewEngine::new();
    let mut unreadable = false;
    let mut groups: BTreeMap<String, Group> = BTreeMap::new();
    for path in std::env::args().skip(1) {
        let Ok(bytes) = std::fs::read(&path) else {
            eprintln!("{path}: unreadable");
            unreadable = true;
            continue;
        };
        let case = fuzzing::decode_case(&bytes);
        let (group, first) = match fuzzing::differential(&case, &mut e) {
            Ok(()) => ("no longer diverges".to_string(), None),
            Err(m) => (group_of(&m), Some((case, m))),
        };
        let g = groups.entry(group).or_default();
        g.paths.push(path);
        if g.first.is_none() {
            g.first = first;
        }
    }
    for (group, Group { paths, first }) in groups {
        println!("== {} input(s): {group}", paths.len());
        for p in &paths {
            println!("  {p}");
        }
        let Some((case, message)) = first else {
            println!();
            continue;
        };
        let small = shrunk(&case, &group, &mut e);
        // The shrunk case's own message (it goes wrong the same way), or the input's if
        // manabrew doesn't go wrong on it again (a flaky engine: shown as found).
        let message = match fuzzing::differential(&small, &mut e) {
            Err(m) if group_of(&m) == group => m,
            _ => message,
        };
        println!("{message}\n");
    }
    if unreadable {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod tests {
    use super::group_of;

    #[test]
    fn groups_by_the_first_diverging_kind_and_the_engines_answer_class() {
        let bool_msg = "engine manabrew diverges from the reference model:\n  query #0 (same_name): model {\"bool\":false}, engine {\"bool\":true}\n  query #1 (names): model {\"names\":{\"names\":[\"A\"]}}, engine {\"names\":{\"names\":[\"B\"]}}\ncase: {}";
        assert_eq!(
            group_of(bool_msg),
            "same_name: engine answers {\"bool\":true}"
        );
        let names = |n: &str| {
            format!("engine manabrew diverges from the reference model:\n  query #2 (names): model {{\"names\":{{\"names\":[\"A, engine X\"]}}}}, engine {{\"names\":{{\"names\":[\"{n}\"]}}}}\ncase: {{}}")
        };
        assert_eq!(group_of(&names("B")), "names: engine answers names …");
        assert_eq!(group_of(&names("B")), group_of(&names("C, engine D")));
        assert_eq!(
            group_of("engine manabrew failed on the case: it crashed\ncase: {}"),
            "engine manabrew failed on the case"
        );
    }
}
