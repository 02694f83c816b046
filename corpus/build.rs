//! Embeds every case file under `cases/` and `regressions/` (recursively, `*.json`, sorted).
//! Raw fuzz regressions (`regressions/raw/`) are bytes for the fuzz targets, not case files.

use std::io::Write;
use std::path::{Path, PathBuf};

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n != "raw" && n != "pending") {
                println!("cargo:rerun-if-changed={}", p.display());
                walk(&p, out);
            }
        } else if p
            .extension()
            .is_some_and(|x| x.eq_ignore_ascii_case("json"))
        {
            out.push(p);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let mut files = Vec::new();
    for sub in ["cases", "regressions"] {
        println!("cargo:rerun-if-changed={}", root.join(sub).display());
        walk(&root.join(sub), &mut files);
    }
    files.sort();
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("files.rs");
    let mut f = std::fs::File::create(out).expect("OUT_DIR is writable");
    writeln!(f, "&[").expect("write");
    for p in files {
        let rel = p.strip_prefix(&root).expect("under the root");
        let rel = rel.to_string_lossy().replace('\\', "/");
        writeln!(
            f,
            "    ({rel:?}, include_str!({:?})),",
            p.display().to_string()
        )
        .expect("write");
    }
    writeln!(f, "]").expect("write");
}
