//! The expectation-file merge half of the `corpus_walk` target's oracle: writing expectations
//! from a run where some cases didn't run (filtered out, or not run because the engine was
//! given up on) keeps their earlier entries, and never lists a case that didn't run as a
//! known failure ([`Expectations::merged`], what `truename run --write-expectations` writes).

use arbitrary::Unstructured;
use std::collections::BTreeSet;
use std::path::Path;
use truename_harness::expectations::Expectations;
use truename_harness::runner::{CaseResult, Outcome};

/// What became of one case in the fuzzed run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fate {
    /// Not in the run's results (a filtered run).
    Absent,
    /// Every query passed.
    Pass,
    /// Query `.0` (of two) failed.
    Fail(usize),
    /// Skipped.
    Skip,
    /// The engine was given up on before the case: a "not run" failure (as the process
    /// client words it, bare or as an engine crash).
    NotRun { crashed: bool },
}

impl Fate {
    fn arbitrary(u: &mut Unstructured) -> Fate {
        match u.int_in_range(0..=5u8).unwrap_or(0) {
            0 => Fate::Absent,
            1 => Fate::Pass,
            2 => Fate::Fail(usize::from(u.arbitrary::<bool>().unwrap_or(false))),
            3 => Fate::Skip,
            4 => Fate::NotRun { crashed: false },
            _ => Fate::NotRun { crashed: true },
        }
    }

    /// Whether the case ran (its result says something about the engine).
    fn ran(self) -> bool {
        !matches!(self, Fate::Absent | Fate::NotRun { .. })
    }
}

/// The result of case `id` for `fate` (none when it is absent from the run). A case not run
/// looks failed in every other respect, so a merge that doesn't tell it apart records it.
fn result(id: &str, fate: Fate) -> Option<CaseResult> {
    let (outcomes, failure) = match fate {
        Fate::Absent => return None,
        Fate::Pass => ([Outcome::Pass; 2], None),
        Fate::Fail(i) => {
            let mut o = [Outcome::Pass; 2];
            o[i] = Outcome::Fail;
            (o, None)
        }
        Fate::Skip => ([Outcome::Skip; 2], None),
        Fate::NotRun { crashed } => {
            let why = "not run: the engine was given up on: it failed 3 cases in a row";
            let failure = match crashed {
                true => format!("engine crashed: {why}"),
                false => why.to_string(),
            };
            ([Outcome::Fail; 2], Some(failure))
        }
    };
    Some(CaseResult::from_outcomes(id, &outcomes, failure))
}

/// An earlier expectation file over `ids`, decoded from the fuzzer's bytes.
fn earlier(u: &mut Unstructured, ids: &[String]) -> Expectations {
    let mut e = Expectations {
        engine: "fuzz 0".into(),
        ..Expectations::default()
    };
    let mut skips = BTreeSet::new();
    for id in ids {
        let bits = u.arbitrary::<u8>().unwrap_or(0);
        if bits & 1 != 0 {
            e.known_failures.insert(id.clone());
            if bits & 2 != 0 {
                e.known_failing_queries
                    .insert(id.clone(), BTreeSet::from([usize::from(bits & 4 != 0)]));
            }
        }
        if bits & 8 != 0 {
            e.disputed.insert(id.clone(), BTreeSet::from([0]));
        }
        if bits & 16 != 0 {
            skips.insert(id.clone());
        }
    }
    if u.arbitrary::<bool>().unwrap_or(true) {
        e.expected_skips = Some(skips);
    }
    e
}

/// The merge's properties for one case: what didn't run keeps its earlier entries exactly;
/// what ran is recorded as it went.
fn check_case(id: &str, fate: Fate, old: &Expectations, new: &Expectations) -> Result<(), String> {
    let skip = |e: &Expectations| e.expected_skips.as_ref().is_some_and(|s| s.contains(id));
    let (known, queries, disputed, skipped) = match fate.ran() {
        false => (
            old.known_failures.contains(id),
            old.known_failing_queries.get(id).cloned(),
            old.disputed.get(id).cloned(),
            skip(old),
        ),
        true => (
            matches!(fate, Fate::Fail(_)),
            match fate {
                Fate::Fail(i) => Some(BTreeSet::from([i])),
                _ => None,
            },
            None,
            fate == Fate::Skip,
        ),
    };
    let got = (
        new.known_failures.contains(id),
        new.known_failing_queries.get(id).cloned(),
        new.disputed.get(id).cloned(),
        skip(new),
    );
    if got != (known, queries.clone(), disputed.clone(), skipped) {
        return Err(format!(
            "the merged expectation file records case {id:?} ({fate:?}) as (known failure, failing queries, disputed, expected skip) = {got:?}; expected {:?}\nearlier file: {}\nmerged file: {}",
            (known, queries, disputed, skipped),
            serde_json::to_string(old).unwrap_or_default(),
            serde_json::to_string(new).unwrap_or_default()
        ));
    }
    Ok(())
}

/// Merges a fuzzed run over `ids` into a fuzzed earlier file and checks every case's entries,
/// then writes the merged file into `dir` and reads it back: it must be the same file.
pub(crate) fn merge_keeps_what_did_not_run(
    u: &mut Unstructured,
    ids: &[String],
    dir: &Path,
) -> Result<(), String> {
    let old = earlier(u, ids);
    let fates: Vec<Fate> = ids.iter().map(|_| Fate::arbitrary(u)).collect();
    let mut results = Vec::new();
    for (id, &fate) in ids.iter().zip(&fates) {
        results.extend(result(id, fate));
    }
    let new = old.merged("fuzz 1", &results);
    if new.expected_skips.is_none() {
        return Err("the merged expectation file lists no expected skips".into());
    }
    for (id, &fate) in ids.iter().zip(&fates) {
        check_case(id, fate, &old, &new)?;
    }
    let path = dir.join("expectations.json");
    new.write(&path)?;
    let back = Expectations::read(&path)?;
    if back != new {
        return Err(format!(
            "the merged expectation file reads back otherwise: wrote {}, read {}",
            serde_json::to_string(&new).unwrap_or_default(),
            serde_json::to_string(&back).unwrap_or_default()
        ));
    }
    Ok(())
}
