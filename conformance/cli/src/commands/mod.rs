//! The commands: argument values in, library calls out, exit statuses back.

pub mod bench;
pub mod diff;
pub mod explain;
pub mod findings;
pub mod fingerprint;
pub mod hunt;
pub mod list;
pub mod rules;
pub mod run;

use crate::output::print;
use std::process::ExitCode;
use truename_cases::Capability;
use truename_harness::expectations::Expectations;
#[cfg(feature = "mutants")]
use {
    truename_harness::engines::model::ModelEngine, truename_harness::job,
    truename_model::quirks::Quirk,
};

/// Exit status 2 with a message: the run was asked for wrongly and checked nothing.
pub fn usage(message: &str) -> ExitCode {
    crate::note!("{message}");
    ExitCode::from(2)
}

/// Exit status 130 for a command stopped by a signal: what it measured is partial (rows
/// missing, figures of runs cut short), so nothing of it is printed as if complete.
pub fn interrupted(command: &str) -> ExitCode {
    crate::note!("{command}: INTERRUPTED; nothing printed: the results would be partial");
    ExitCode::from(130)
}

/// Exit status 0 or 1.
pub fn status(ok: bool) -> ExitCode {
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `truename schema`.
pub fn schema(which: &str) -> ExitCode {
    let schema = match which {
        "case" => serde_json::to_value(schemars::schema_for!(truename_cases::CaseFile)),
        "expectations" => serde_json::to_value(schemars::schema_for!(Expectations)),
        "protocol" => Ok(truename_cases::protocol::message_schemas()),
        "report" => {
            serde_json::to_value(schemars::schema_for!(truename_harness::report::RunReport))
        }
        "bench" => serde_json::to_value(schemars::schema_for!(crate::bench::BenchReport)),
        "diff" => serde_json::to_value(schemars::schema_for!(crate::diff::DiffReport)),
        other => {
            return usage(&format!(
                "truename schema: unknown schema {other:?} (case, protocol, expectations, report, bench, diff)"
            ))
        }
    };
    let text = serde_json::to_string_pretty(&schema.unwrap_or_default()).unwrap_or_default();
    print(&(text + "\n"));
    ExitCode::SUCCESS
}

/// `truename capabilities`.
pub fn capabilities() -> ExitCode {
    let lines: Vec<String> = Capability::ALL
        .iter()
        .map(|c| format!("{:<34} {}\n", c.name(), c.about()))
        .collect();
    print(&lines.concat());
    ExitCode::SUCCESS
}

/// `truename mutants [--report]`.
#[cfg(feature = "mutants")]
pub fn mutants(report: bool, budget: usize) -> ExitCode {
    if !report {
        let lines: Vec<String> = Quirk::ALL
            .iter()
            .map(|q| format!("mutant:{:<36} breaks CR {}\n", q.name(), q.rule()))
            .collect();
        print(&lines.concat());
        return ExitCode::SUCCESS;
    }
    let reference = ModelEngine::reference();
    let (cases, errors) = match job::load(&job::Source::Embedded, reference.model()) {
        Ok(loaded) => loaded,
        Err(e) => return usage(&format!("truename mutants: {e}")),
    };
    for e in &errors {
        crate::note!("error: {e}");
    }
    if !errors.is_empty() {
        return ExitCode::FAILURE;
    }
    let rep = truename_gen::mutants::report(&cases, &reference, budget);
    if truename_harness::cancel::cancelled() {
        return interrupted("truename mutants --report");
    }
    print(&rep.markdown());
    status(rep.all_killed())
}

/// `truename mutants` in a `truename` built without the `mutants` feature: a usage error
/// (exit 2), never an empty list that looks like a suite without mutants.
#[cfg(not(feature = "mutants"))]
pub fn mutants(_report: bool, _budget: usize) -> ExitCode {
    usage(NO_MUTANTS)
}

/// Why a mutant can't run here.
#[cfg(not(feature = "mutants"))]
pub const NO_MUTANTS: &str = "truename: mutants not built: this truename was built without the \
    `mutants` feature (the default build, `cargo install --path conformance/cli`, has it)";
