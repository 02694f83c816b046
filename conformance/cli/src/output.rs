//! Where output goes. A report file is checked before the run starts (so a typo in the path
//! costs nothing) and written atomically after it; standard output that was closed (`truename
//! run | head`) ends the output quietly instead of panicking.

use std::io::Write;
use std::path::{Path, PathBuf};

/// `eprintln!` that ignores a closed or failing standard error (`truename run 2>&1 | head`),
/// where `eprintln!` panics: a message nobody can read is not a reason to crash the run.
#[macro_export]
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

/// Prints to standard output; a closed pipe is not an error.
pub fn print(text: &str) {
    let _ = print_checked(text);
}

/// Prints to standard output. A closed pipe (`truename run | head`) is not an error: the
/// reader wanted no more. Any other failure (a full disk, `> /dev/full`) is: the report is
/// lost, and the run must not pass.
fn print_checked(text: &str) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e),
        _ => Ok(()),
    }
}

/// Where a report goes.
pub enum Sink {
    /// Standard output.
    Stdout,
    /// A file, written atomically (a temporary file beside it, then renamed).
    File(PathBuf),
}

impl Sink {
    /// The sink for `--output`, checked now: its directory must exist and take a new file.
    pub fn new(path: Option<&Path>) -> Result<Sink, String> {
        let Some(path) = path else {
            return Ok(Sink::Stdout);
        };
        check_writable("--output", path)?;
        Ok(Sink::File(path.to_path_buf()))
    }

    /// Writes the whole report.
    pub fn write(&self, text: &str) -> Result<(), String> {
        match self {
            Sink::Stdout => print_checked(text)
                .map_err(|e| format!("can't write the report to standard output: {e}")),
            Sink::File(path) => truename_harness::atomic::write(path, text.as_bytes())
                .map_err(|e| format!("can't write {}: {e}", path.display())),
        }
    }
}

/// Creates the folders `path` (given with `flag`) is to be written in, if missing: a first
/// `--write-expectations expectations/mine.json` needs no `mkdir` first.
pub fn create_parent(flag: &str, path: &Path) -> Result<(), String> {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() && !dir.is_dir() => std::fs::create_dir_all(dir)
            .map_err(|e| {
                format!(
                    "{flag} {}: can't create {}: {e}",
                    path.display(),
                    dir.display()
                )
            }),
        _ => Ok(()),
    }
}

/// Checks now, before a run, that a file can be written at `path` (given with `flag`): not a
/// directory, and its directory takes a new file.
pub fn check_writable(flag: &str, path: &Path) -> Result<(), String> {
    if path.is_dir() {
        return Err(format!("{flag} {} is a directory", path.display()));
    }
    let probe = truename_harness::atomic::temp_beside(path);
    std::fs::write(&probe, b"")
        .and_then(|()| std::fs::remove_file(&probe))
        .map_err(|e| format!("{flag} {}: can't write there: {e}", path.display()))
}
