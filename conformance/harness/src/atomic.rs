//! Writing a file atomically: the text goes to a temporary file beside it, synced, then renamed
//! into place, so a reader sees the old file or the new one, never a torn one. Every temporary
//! name is unique (process id, a per-process counter and the time), so two runs writing the
//! same file never share one, and the temporary file is removed when any step fails (a full
//! disk keeps nothing of ours).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A temporary name beside `path` that no other write (of this process or another) uses:
/// `.NAME.truename-PID-N-NANOS.tmp`.
pub fn temp_beside(path: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let pid = std::process::id();
    path.with_file_name(format!(".{name}.truename-{pid}-{n}-{nanos}.tmp"))
}

/// Writes `bytes` to `path` atomically (see the module docs). On failure nothing is left
/// behind but the file as it was.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = temp_beside(path);
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .and_then(|mut f| {
            f.write_all(bytes)?;
            f.sync_all()
        })
        .and_then(|()| std::fs::rename(&tmp, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names_never_repeat() {
        let p = Path::new("/x/report.json");
        let names: std::collections::BTreeSet<PathBuf> =
            (0..1000).map(|_| temp_beside(p)).collect();
        assert_eq!(names.len(), 1000);
    }
}
