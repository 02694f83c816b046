//! `truename rules`: how the corpus covers the rules: cases and questions per subrule, and
//! the subrules of the covered rule families that no case covers, and the rules the model
//! cites that no case is tagged with.

use super::usage;
use crate::args::CorpusArgs;
use crate::output::print;
use std::process::ExitCode;
use truename_harness::engines::model::ModelEngine;
use truename_harness::job::{self, Source};

/// `truename rules`.
pub fn rules(args: &CorpusArgs) -> ExitCode {
    let model = match job::model_from(args.oracle.as_deref(), args.names.as_deref()) {
        Ok(m) => m,
        Err(e) => return usage(&format!("truename rules: {e}")),
    };
    let reference = ModelEngine::new(model);
    let source = if args.corpus.is_empty() {
        Source::Embedded
    } else {
        Source::Dirs(args.corpus.clone())
    };
    let (cases, errors) = match job::load(&source, reference.model()) {
        Ok(c) => c,
        Err(e) => return usage(&format!("truename rules: {e}")),
    };
    for e in &errors {
        crate::note!("error: {e}");
    }
    let coverage = job::coverage(&cases);
    let mut out = format!("{:<10} {:>6} {:>10}\n", "rule", "cases", "questions");
    for row in &coverage.rows {
        out.push_str(&format!(
            "{:<10} {:>6} {:>10}\n",
            row.rule, row.cases, row.questions
        ));
    }
    out.push_str(&format!(
        "\nsubrules with no case ({} of the families above):\n",
        coverage.uncovered.len()
    ));
    for r in &coverage.uncovered {
        out.push_str(&format!("  {r}\n"));
    }
    out.push_str(&format!(
        "\nrules the model cites that no case is tagged with ({}):\n",
        coverage.cited_uncovered.len()
    ));
    for r in &coverage.cited_uncovered {
        out.push_str(&format!("  {r}\n"));
    }
    print(&out);
    super::status(errors.is_empty())
}
