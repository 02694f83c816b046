//! `truename findings merge`: the findings folders of several hunts (a CI matrix's shards,
//! say) as one. A finding is kept once per engine and signature (the first folder's copy, in
//! the order given); further copies count as known; the hunts' counts are summed.

use super::record::HuntRecord;
use crate::regression_file::{content_hash, write_case};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use truename_cases::{Case, CaseFile};

/// What a merge did.
#[derive(Clone, Debug, Default)]
pub struct Merged {
    /// The merged counts (also written to the output's `summaries/`): cases, answers,
    /// known, flaky, limitations and given-up summed; time the longest hunt's (shards run side
    /// by side); new the distinct findings written.
    pub record: HuntRecord,
    /// The findings written, in order.
    pub written: Vec<PathBuf>,
    /// Pending findings copied (cases a hunt found and didn't get to shrink).
    pub pending: usize,
}

/// The regular files of `dir` (not its subfolders) whose names start with `prefix` and end
/// in `.json`, sorted.
fn json_files(dir: &Path, prefix: &str) -> Result<Vec<PathBuf>, String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut v: Vec<PathBuf> = (entries.flatten())
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.path())
        .filter(|p| {
            (p.file_name().and_then(|n| n.to_str()))
                .is_some_and(|n| n.starts_with(prefix) && n.ends_with(".json"))
        })
        .collect();
    v.sort();
    Ok(v)
}

/// The case of a finding's file, or an error naming it.
fn finding(path: &Path) -> Result<Case, String> {
    let meta = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if meta.len() > 64 << 20 {
        return Err(format!("{}: over 64 MiB, not a finding", path.display()));
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let file: CaseFile = serde_json::from_str(&text)
        .map_err(|e| format!("{}: not a case file ({e})", path.display()))?;
    let n = file.cases.len();
    let mut cases = file.cases.into_iter();
    match (cases.next(), n) {
        (Some(c), 1) => Ok(c),
        _ => Err(format!(
            "{}: $.cases has {n} cases; a finding's file has exactly 1",
            path.display()
        )),
    }
}

/// Adds `r`'s counts to `sum`.
fn add(sum: &mut HuntRecord, r: &HuntRecord) {
    sum.cases += r.cases;
    sum.seconds = sum.seconds.max(r.seconds);
    for (k, n) in &r.known {
        *sum.known.entry(k.clone()).or_default() += n;
    }
    sum.flaky += r.flaky;
    let mut l = sum.limitations();
    l.merge(&r.limitations());
    sum.limitations = (l.groups.into_iter())
        .map(|(k, g)| (k, (g.count as u64, g.example)))
        .collect();
    sum.answered += r.answered;
    sum.given_up += r.given_up;
    if sum.stopped.is_none() {
        sum.stopped.clone_from(&r.stopped);
    }
    sum.interrupted |= r.interrupted;
    if sum.engine.is_empty() {
        sum.engine.clone_from(&r.engine);
    } else if sum.engine != r.engine && !r.engine.is_empty() {
        sum.engine = "(several engines)".into();
    }
}

/// Merges the findings folders `dirs` into `out` (see the module docs). An error names the
/// folder or file that isn't a hunt's, and nothing is counted from a folder without records.
pub fn merge(out: &Path, dirs: &[PathBuf]) -> Result<Merged, String> {
    let mut m = Merged::default();
    let mut seen = BTreeSet::new();
    for dir in dirs {
        if !dir.is_dir() {
            return Err(format!("{}: no such folder", dir.display()));
        }
        for r in HuntRecord::read_all(dir)? {
            add(&mut m.record, &r);
        }
        // A folder's own files are distinct findings (its hunts deduplicated them); a file of
        // a later folder whose engine and signature an earlier one had is a copy.
        let mut here = Vec::new();
        for path in json_files(dir, "hunt-")? {
            let case = finding(&path)?;
            let engine = (case.origin.as_ref()).and_then(|o| o.engine.clone());
            let key = (engine.unwrap_or_default(), case.scenario.id.clone());
            if seen.contains(&key) {
                *m.record.known.entry(case.scenario.id.clone()).or_default() += 1;
                continue;
            }
            here.push(key);
            m.written.push(copy_finding(out, &path, &case)?);
        }
        seen.extend(here);
        m.pending += copy_pending(out, dir)?;
    }
    m.record.new = (m.written.iter())
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    m.record.shard = "merged".into();
    m.record
        .write(out)
        .map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(m)
}

/// Writes a kept finding into `out` under its name, or, when that name holds another case
/// there, under a name of its own content.
fn copy_finding(out: &Path, from: &Path, case: &Case) -> Result<PathBuf, String> {
    let name = from.file_name().unwrap_or_default();
    let mut to = out.join(name);
    if to.exists() && finding(&to).ok().as_ref() != Some(case) {
        let stem = (name.to_string_lossy().trim_end_matches(".json")).to_string();
        to = out.join(format!("{stem}-{}.json", content_hash(case)));
    }
    write_case(&to, case).map_err(|e| format!("{}: {e}", to.display()))?;
    Ok(to)
}

/// Copies `dir`'s pending findings to `out/pending` (their names are unique to their hunt).
fn copy_pending(out: &Path, dir: &Path) -> Result<usize, String> {
    let files = json_files(&dir.join("pending"), "hunt-")?;
    for f in &files {
        let to = out.join("pending").join(f.file_name().unwrap_or_default());
        if !to.exists() {
            let case = finding(f)?;
            write_case(&to, &case).map_err(|e| format!("{}: {e}", to.display()))?;
        }
    }
    Ok(files.len())
}
