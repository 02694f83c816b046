//! Writing a regression: one case as an ordinary case file, durably, under a name derived from
//! its content or its bug. Hunting and the fuzzers' crash conversion both write with it.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};
use truename_cases::*;

/// Writes one case as an ordinary case file (the corpus format, pinned revision and snapshot),
/// durably: to a temporary file, synced, then renamed into place.
pub fn write_case(path: &Path, case: &Case) -> std::io::Result<()> {
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d)?;
    }
    let file = CaseFile {
        format: FORMAT.into(),
        cr_revision: truename_model::CR_REVISION.into(),
        oracle_snapshot: truename_model::ORACLE_SNAPSHOT.into(),
        cases: vec![case.clone()],
    };
    let text = serde_json::to_string_pretty(&file).unwrap_or_default() + "\n";
    let tmp = unique_sibling(path, "tmp");
    let written = std::fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    });
    if let Err(e) = written {
        // No torn temporary file is left behind (the case is printed by the caller).
        std::fs::remove_file(&tmp).ok();
        return Err(e);
    }
    if let Some(d) = path.parent() {
        // The rename is durable once the directory is.
        std::fs::File::open(d).and_then(|d| d.sync_all()).ok();
    }
    Ok(())
}

/// [`write_case`], unless `path` exists: `Ok(false)` then, and the file there is left as it
/// is, even when another writer creates it at the same moment (the file is made under a
/// temporary name and linked to `path`, which never replaces a file; a file system without
/// hard links gets an existence check, then the rename).
pub fn write_new_case(path: &Path, case: &Case) -> std::io::Result<bool> {
    // `write_case` makes the folder, and writes the staged file durably.
    let staged = unique_sibling(path, "new");
    write_case(&staged, case)?;
    let linked = std::fs::hard_link(&staged, path);
    let result = match linked {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
        Err(_) if path.exists() => Ok(false),
        Err(_) => std::fs::rename(&staged, path).map(|()| true),
    };
    std::fs::remove_file(&staged).ok();
    if let Some(d) = path.parent() {
        std::fs::File::open(d).and_then(|d| d.sync_all()).ok();
    }
    result
}

/// A name beside `path` that no other writer uses: `.<file name>.<process id>.<time>.<count>.<ext>`
/// (unique across threads by the counter, across processes by the id, across a reused process
/// id by the time). Concurrent writers of one file never share a temporary file.
pub fn unique_sibling(path: &Path, ext: &str) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(Default::default, |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.{}.{ext}", unique_tag()))
}

/// A tag no other call, in this process or another, returns: process id, time, a counter.
pub fn unique_tag() -> String {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!("{}-{nanos:x}-{n}", std::process::id())
}

/// FNV-1a, 64-bit: stable across runs and platforms.
pub fn fnv64(bytes: &[u8]) -> u64 {
    let mut h = Fnv64::default();
    h.update(bytes);
    h.finish()
}

/// FNV-1a, 64-bit, fed piece by piece (and as an [`std::io::Write`], so a value serializes
/// straight into it, with no buffer): [`fnv64`] of everything fed, in order.
#[derive(Clone, Copy, Debug)]
pub struct Fnv64(u64);

impl Default for Fnv64 {
    fn default() -> Self {
        Fnv64(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv64 {
    /// Feeds `bytes`.
    pub fn update(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    /// The hash of everything fed so far.
    pub fn finish(&self) -> u64 {
        self.0
    }
}

impl std::io::Write for Fnv64 {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.update(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// FNV-1a, 64-bit, as 16 hex digits: stable across runs and platforms (names regression files).
pub fn fnv64_hex(bytes: &[u8]) -> String {
    format!("{:016x}", fnv64(bytes))
}

/// The hash of a case's content (objects, effects, queries, rules), ignoring its id,
/// description and origin: the same shrunk case found twice gets the same file name.
pub fn content_hash(case: &Case) -> String {
    let mut c = case.clone();
    c.scenario.id.clear();
    c.origin = None;
    c.description.clear();
    fnv64_hex(serde_json::to_string(&c).unwrap_or_default().as_bytes())
}
