//! Which runs may be compared, and which engine of one report is compared with which of the
//! next: reports must follow the same CR revision and Oracle snapshot (unless asked
//! otherwise) and be complete; engines are matched by name, or picked by flag.

use super::compare;
use super::load::{EngineRun, Report};
use super::{DiffReport, RunInfo, Step, FORMAT};

/// How the reports are compared (the command line's flags).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The engine to compare in every report.
    pub engine: Option<String>,
    /// The engine to compare in the first report.
    pub old_engine: Option<String>,
    /// The engine to compare in the last report.
    pub new_engine: Option<String>,
    /// Compare runs of different CR revisions or Oracle snapshots anyway.
    pub allow_revision_change: bool,
    /// Compare runs that were interrupted anyway.
    pub allow_incomplete: bool,
}

/// Compares each report with the one before it. An error is bad input: the comparison
/// would mean nothing (exit status 2).
pub fn diff(reports: &[Report], opts: &Options) -> Result<DiffReport, String> {
    if reports.len() < 2 {
        return Err("give at least two reports to compare".into());
    }
    let mut warnings = Vec::new();
    for r in reports {
        check_run(r, opts, &mut warnings)?;
    }
    let mut steps = Vec::new();
    for (i, pair) in reports.windows(2).enumerate() {
        let (old, new) = (&pair[0], &pair[1]);
        check_revisions(old, new, opts, &mut warnings)?;
        let old_pick = pick(opts, i, reports.len());
        let new_pick = pick(opts, i + 1, reports.len());
        let engines = engines(old, new, old_pick, new_pick)?
            .into_iter()
            .map(|(o, n)| compare::engine(o, n))
            .collect::<Vec<_>>();
        steps.push(Step {
            old: info(old),
            new: info(new),
            regressed: engines.iter().any(|e| e.regressed),
            engines,
        });
    }
    Ok(DiffReport {
        format: FORMAT.into(),
        regressed: steps.iter().any(|s| s.regressed),
        warnings,
        steps,
    })
}

fn info(r: &Report) -> RunInfo {
    RunInfo {
        file: r.file.clone(),
        cr_revision: r.cr_revision.clone(),
        oracle_snapshot: r.oracle_snapshot.clone(),
    }
}

/// The engine picked by flag in report `i` of `n`.
fn pick(opts: &Options, i: usize, n: usize) -> Option<&str> {
    let side = if i == 0 {
        opts.old_engine.as_deref()
    } else if i + 1 == n {
        opts.new_engine.as_deref()
    } else {
        None
    };
    side.or(opts.engine.as_deref())
}

fn check_run(r: &Report, opts: &Options, warnings: &mut Vec<String>) -> Result<(), String> {
    if !r.complete {
        let msg = format!(
            "{}: at $.complete: the run was interrupted (false), so its missing answers would \
             read as changes",
            r.file
        );
        if !opts.allow_incomplete {
            return Err(format!(
                "{msg}; pass --allow-incomplete to compare it anyway"
            ));
        }
        warnings.push(msg);
    }
    if r.engines.is_empty() {
        return Err(format!(
            "{}: at $.engines: no engine; nothing to compare",
            r.file
        ));
    }
    for (i, e) in r.engines.iter().enumerate() {
        if e.cases.is_empty() {
            return Err(format!(
                "{}: at $.engines[{i}].cases: engine {:?} ran no case; nothing to compare",
                r.file, e.engine
            ));
        }
    }
    if r.load_errors > 0 {
        warnings.push(format!(
            "{}: {} case file(s) didn't load in that run; their cases read as removed or added",
            r.file, r.load_errors
        ));
    }
    Ok(())
}

fn check_revisions(
    old: &Report,
    new: &Report,
    opts: &Options,
    warnings: &mut Vec<String>,
) -> Result<(), String> {
    let fields = [
        (
            "cr_revision",
            "CR revision",
            &old.cr_revision,
            &new.cr_revision,
        ),
        (
            "oracle_snapshot",
            "Oracle snapshot",
            &old.oracle_snapshot,
            &new.oracle_snapshot,
        ),
    ];
    for (key, what, o, n) in fields {
        if o == n {
            continue;
        }
        let msg = format!(
            "{}: at $.{key}: the runs follow different {what}s ({o:?} there, {n:?} in {}): \
             answers may differ because the expectations did",
            old.file, new.file
        );
        if !opts.allow_revision_change {
            return Err(format!(
                "{msg}; pass --allow-revision-change to compare them anyway"
            ));
        }
        warnings.push(msg);
    }
    Ok(())
}

/// The engine named `name` in `r`, or an error naming the file.
fn named<'r>(r: &'r Report, name: &str) -> Result<&'r EngineRun, String> {
    let found: Vec<&EngineRun> = r.engines.iter().filter(|e| e.engine == name).collect();
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(format!(
            "{}: at $.engines: no engine named {name:?} (it has {})",
            r.file,
            names(r)
        )),
        _ => Err(format!(
            "{}: at $.engines: {} engines are named {name:?}; can't tell which to compare",
            r.file,
            found.len()
        )),
    }
}

fn names(r: &Report) -> String {
    let names: Vec<String> = r
        .engines
        .iter()
        .map(|e| format!("{:?}", e.engine))
        .collect();
    names.join(", ")
}

/// `Ok` when `other` has an engine named `engine` (one of `side`'s): without picks, engines
/// are matched by name, and one without its match is an error naming both files.
fn namesake(side: &Report, engine: &str, other: &Report) -> Result<(), String> {
    if other.engines.iter().any(|o| o.engine == engine) {
        return Ok(());
    }
    Err(format!(
        "{}: at $.engines: engine {:?} has no engine of that name in {} (it has {}); \
         engines are matched by name: pick one on each side with --old-engine and \
         --new-engine",
        side.file,
        engine,
        other.file,
        names(other)
    ))
}

/// The pairs of engines to compare: picked by flag, the only engine of each side, or else
/// every engine matched by name (each engine must have its match).
fn engines<'r>(
    old: &'r Report,
    new: &'r Report,
    old_pick: Option<&str>,
    new_pick: Option<&str>,
) -> Result<Vec<(&'r EngineRun, &'r EngineRun)>, String> {
    let only = |r: &'r Report, other: Option<&str>| -> Result<&'r EngineRun, String> {
        match (r.engines.as_slice(), other) {
            ([one], _) => Ok(one),
            (_, Some(name)) => named(r, name),
            _ => Err(format!(
                "{}: at $.engines: {} engines; pick one with --engine (or --old-engine/--new-engine)",
                r.file,
                r.engines.len()
            )),
        }
    };
    match (old_pick, new_pick) {
        (Some(o), Some(n)) => return Ok(vec![(named(old, o)?, named(new, n)?)]),
        (Some(o), None) => return Ok(vec![(named(old, o)?, only(new, Some(o))?)]),
        (None, Some(n)) => return Ok(vec![(only(old, Some(n))?, named(new, n)?)]),
        (None, None) => {}
    }
    if let ([o], [n]) = (old.engines.as_slice(), new.engines.as_slice()) {
        return Ok(vec![(o, n)]);
    }
    let mut pairs = Vec::new();
    for e in &old.engines {
        namesake(old, &e.engine, new)?;
        pairs.push((named(old, &e.engine)?, named(new, &e.engine)?));
    }
    for e in &new.engines {
        namesake(new, &e.engine, old)?;
    }
    Ok(pairs)
}
