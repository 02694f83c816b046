//! A hunt's record in its findings folder (`summaries/<unique>.record`, JSON): its counts, so
//! that `truename findings merge` can sum the hunts of a CI matrix and print the same summary
//! line. Not `*.json`: the folder is a corpus too (`truename run --corpus DIR` replays its
//! findings), and a corpus walk reads every `*.json` under it as a case file.

use super::limitations::{Group, Limitations};
use super::summary::{Counts, HuntReport};
use crate::regression_file::unique_tag;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Where a findings folder keeps its hunts' records.
pub const SUMMARIES: &str = "summaries";

/// A record's file extension (JSON inside).
pub const RECORD_EXTENSION: &str = "record";

/// One hunt's counts, as written to its findings folder.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HuntRecord {
    /// The engine hunted.
    pub engine: String,
    /// Its seed.
    pub seed: u64,
    /// Its shard (`K/N`).
    pub shard: String,
    /// Cases generated.
    pub cases: u64,
    /// Seconds taken.
    pub seconds: f64,
    /// New findings' files (names within the folder).
    pub new: Vec<String>,
    /// Findings of known bugs: how many of each signature.
    pub known: BTreeMap<String, u64>,
    /// Findings that didn't reproduce.
    pub flaky: u64,
    /// Engine limitations by what the engine lacks: count and first example.
    pub limitations: BTreeMap<String, (u64, String)>,
    /// Answers that agreed with the model.
    pub answered: u64,
    /// Times the engine was given up on.
    pub given_up: u64,
    /// Why the hunt stopped early, if the engine couldn't be replaced.
    pub stopped: Option<String>,
    /// Whether it was interrupted.
    pub interrupted: bool,
}

impl HuntRecord {
    /// The record of `rep`, a hunt of `engine` from `seed`, shard `shard`.
    pub fn of(rep: &HuntReport, engine: &str, seed: u64, shard: &str) -> HuntRecord {
        let name = |p: &Path| p.file_name().map(|n| n.to_string_lossy().into_owned());
        HuntRecord {
            engine: engine.into(),
            seed,
            shard: shard.into(),
            cases: rep.cases as u64,
            seconds: rep.elapsed.as_secs_f64(),
            new: (rep.findings.iter())
                .filter_map(|f| f.path.as_deref().and_then(name))
                .collect(),
            known: (rep.known.iter())
                .map(|(k, n)| (k.clone(), *n as u64))
                .collect(),
            flaky: rep.flaky_count as u64,
            limitations: (rep.limitations.groups.iter())
                .map(|(k, g)| (k.clone(), (g.count as u64, g.example.clone())))
                .collect(),
            answered: rep.answered as u64,
            given_up: rep.given_up as u64,
            stopped: rep.stopped.clone(),
            interrupted: rep.interrupted,
        }
    }

    /// The summary line's counts.
    pub fn counts(&self) -> Counts {
        Counts {
            cases: self.cases,
            seconds: self.seconds,
            new: self.new.len() as u64,
            known: self.known.values().sum(),
            flaky: self.flaky,
            limitations: self.limitations.values().map(|(n, _)| n).sum(),
            answered: self.answered,
        }
    }

    /// The limitations, grouped.
    pub fn limitations(&self) -> Limitations {
        let groups = (self.limitations.iter())
            .map(|(k, (n, e))| {
                let g = Group {
                    count: *n as usize,
                    example: e.clone(),
                };
                (k.clone(), g)
            })
            .collect();
        Limitations { groups }
    }

    /// Writes the record to `<dir>/summaries/<unique>.record` (durably, never over another's).
    pub fn write(&self, dir: &Path) -> std::io::Result<PathBuf> {
        let d = dir.join(SUMMARIES);
        std::fs::create_dir_all(&d)?;
        let path = d.join(format!("{}.{RECORD_EXTENSION}", unique_tag()));
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)? + "\n";
        let mut f = std::fs::File::create_new(&path)?;
        let done = f.write_all(text.as_bytes()).and_then(|()| f.sync_all());
        if let Err(e) = done {
            std::fs::remove_file(&path).ok();
            return Err(e);
        }
        Ok(path)
    }

    /// The records of the findings folder `dir`, by file (`*.record`, and `*.json` as folders
    /// written before records were renamed have them); an error naming the file and what is
    /// wrong with it, or saying there are none (it is then no hunt's folder).
    pub fn read_all(dir: &Path) -> Result<Vec<HuntRecord>, String> {
        let d = dir.join(SUMMARIES);
        let entries = std::fs::read_dir(&d).map_err(|e| {
            format!(
                "{}: {e} (a hunt's findings folder has its records there)",
                d.display()
            )
        })?;
        let mut paths: Vec<PathBuf> = (entries.flatten())
            .map(|e| e.path())
            .filter(|p| {
                p.extension()
                    .is_some_and(|x| x == RECORD_EXTENSION || x == "json")
            })
            .collect();
        paths.sort();
        if paths.is_empty() {
            return Err(format!(
                "{}: no hunt record (*.{RECORD_EXTENSION}) in it",
                d.display()
            ));
        }
        paths
            .iter()
            .map(|p| {
                let meta =
                    std::fs::symlink_metadata(p).map_err(|e| format!("{}: {e}", p.display()))?;
                if !meta.is_file() || meta.len() > 64 << 20 {
                    return Err(format!("{}: not a regular file under 64 MiB", p.display()));
                }
                let text =
                    std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
                serde_json::from_str(&text).map_err(|e| {
                    format!(
                        "{}: not a hunt record ({e}; expected the object `truename hunt` writes)",
                        p.display()
                    )
                })
            })
            .collect()
    }
}
