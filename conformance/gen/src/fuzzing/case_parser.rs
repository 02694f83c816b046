//! The `case_parser` target's oracle: the case-file parser and validator on arbitrary bytes.

use super::shared::{model, reference, MAX_INPUT};
use std::path::Path;
use truename_cases::{Case, CaseFile, FORMAT};
use truename_harness::load;

/// The case-file parser and validator ([`load::parse_file`]) on arbitrary bytes. Rejecting an
/// input is fine; a bug is: a panic, a rejection without an error or with an error that says
/// nothing, a file that loads but doesn't load to the same cases after
/// being written back, or (through a panic) a loaded case the model can't be asked about.
/// Inputs over [`MAX_INPUT`] and inputs that aren't UTF-8 are skipped.
pub fn parse_case_file(bytes: &[u8]) -> Result<(), String> {
    if bytes.len() > MAX_INPUT {
        return Ok(());
    }
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Ok(());
    };
    let file = Path::new("fuzz-input.json");
    let model = model();
    let cases = match load::parse_file(file, text, model) {
        Err(errors) => {
            if errors.is_empty() {
                return Err("the parser rejected the file without saying why".into());
            }
            // Every error names a JSON path (`$` for the root) and what was expected.
            if let Some(e) = errors
                .iter()
                .find(|e| e.message.trim().is_empty() || e.path.trim().is_empty())
            {
                return Err(format!("an error without a path or a message: {e:?}"));
            }
            return Ok(());
        }
        Ok(cases) => cases,
    };
    let written = CaseFile {
        format: FORMAT.into(),
        cr_revision: truename_model::CR_REVISION.into(),
        oracle_snapshot: truename_model::ORACLE_SNAPSHOT.into(),
        cases: cases.iter().map(|c| c.case.clone()).collect(),
    };
    let again_text = serde_json::to_string(&written)
        .map_err(|e| format!("a loaded file can't be written back: {e}"))?;
    match load::parse_file(file, &again_text, model) {
        Err(errors) => {
            let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
            return Err(format!(
                "a file that loaded doesn't load once written back:\n  {}\nwritten: {again_text}",
                list.join("\n  ")
            ));
        }
        Ok(again) => {
            let first: Vec<&Case> = cases.iter().map(|c| &c.case).collect();
            let second: Vec<&Case> = again.iter().map(|c| &c.case).collect();
            if first != second {
                return Err(format!(
                    "a file that loaded loads to other cases once written back\nwritten: {again_text}\nreloaded: {}",
                    serde_json::to_string(&second).unwrap_or_default()
                ));
            }
        }
    }
    // Whatever validates must be askable: the model answers or refuses, never panics.
    let reference = reference();
    for c in &cases {
        let _ = reference.explain(&c.case.scenario, &c.case.questions());
    }
    Ok(())
}
