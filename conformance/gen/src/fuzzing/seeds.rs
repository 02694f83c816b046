//! Seed corpora and dictionaries for the fuzz targets (`truename-fuzz-seeds` and
//! `fuzz/make_seeds.sh` call [`write()`]): writes
//! the fuzz targets' seed corpora and dictionaries from the case corpus and the Oracle subset
//! (`fuzz/make_seeds.sh` runs it). Everything is deterministic: the same corpus gives the same
//! files.
//!
//! Seeds (`<seeds>/<target>/<name>`, each target directory rewritten):
//! - `case_parser`: every corpus file, every case as a one-case file, and structured mutations
//!   of those (truncations, values of the wrong type, unknown cards, dangling and duplicate
//!   ids, unknown and missing fields, another rules revision);
//! - `protocol_decoder`: the reference model's hello, a request and the model's response for
//!   every corpus case, whole sessions, and a few malformed lines;
//! - `invariants`, `differential`, `corpus_walk`: pseudo-random byte strings (their bytes are generator
//!   choices, not text).
//!
//! Dictionaries (`<dicts>/<target>.dict`, libFuzzer's format): JSON keys and tags seen in the
//! corpus, rule numbers, Oracle card names, role words, capability names and protocol keys
//! for the text targets; a few byte patterns for the board targets.

use super::Target;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use truename_cases::protocol::{encode_line, CaseRequest, Hello, Request, Response};
use truename_cases::Case;
use truename_harness::driven::Driven;
use truename_harness::load::load_dir;

/// What [`write()`] writes.
#[derive(Clone, Debug)]
pub struct SeedOptions {
    /// Where seed corpora go (one directory per target); `None`: no seeds.
    pub seeds: Option<PathBuf>,
    /// Where dictionaries go; `None`: no dictionaries.
    pub dicts: Option<PathBuf>,
    /// The corpus directory (with `cases/`).
    pub corpus: PathBuf,
}

/// The longest dictionary entry libFuzzer takes is 64 bytes.
const MAX_DICT_ENTRY: usize = 64;

struct Writer {
    dir: PathBuf,
    count: usize,
}

impl Writer {
    fn new(root: &Path, target: Target) -> std::io::Result<Writer> {
        let dir = root.join(target.name());
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)?;
        Ok(Writer { dir, count: 0 })
    }

    fn put(&mut self, name: &str, bytes: &[u8]) -> std::io::Result<()> {
        self.count += 1;
        std::fs::write(self.dir.join(name), bytes)
    }
}

fn corpus_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn header() -> Value {
    json!({
        "format": truename_cases::FORMAT,
        "cr_revision": truename_model::CR_REVISION,
        "oracle_snapshot": truename_model::ORACLE_SNAPSHOT,
    })
}

fn one_case_file(case: &Value) -> Value {
    let mut f = header();
    f["cases"] = json!([case]);
    f
}

fn text(v: &Value) -> Vec<u8> {
    serde_json::to_vec(v).unwrap_or_default()
}

/// Every JSON pointer in `v` (objects and arrays included).
fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                let p = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                out.push(p.clone());
                pointers(x, p, out);
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let p = format!("{at}/{i}");
                out.push(p.clone());
                pointers(x, p, out);
            }
        }
        _ => {}
    }
}

/// A value of another JSON type than `v`.
fn other_type(v: &Value, pick: usize) -> Value {
    let choices = [
        json!(42),
        json!("42"),
        json!(true),
        json!(null),
        json!([]),
        json!({}),
        json!(-1),
        json!(1.5),
        json!(18446744073709551615u64),
    ];
    let same = |c: &Value| std::mem::discriminant(c) == std::mem::discriminant(v);
    let others: Vec<&Value> = choices.iter().filter(|c| !same(c)).collect();
    others[pick % others.len()].clone()
}

fn truncate_at(bytes: &[u8], frac_num: usize, frac_den: usize) -> Vec<u8> {
    let mut n = bytes.len() * frac_num / frac_den;
    // Keep it valid UTF-8 (the parser skips other bytes).
    while n > 0 && std::str::from_utf8(&bytes[..n]).is_err() {
        n -= 1;
    }
    bytes[..n].to_vec()
}

/// The case parser's seeds: every corpus file as it is, then for each case its own file
/// ([`one_case_seeds`]), and files wrong as a whole (another revision, no cases).
fn case_parser_seeds(w: &mut Writer, files: &[PathBuf], cases: &[Value]) -> std::io::Result<()> {
    for f in files {
        let stem = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        w.put(&format!("file-{stem}.json"), &std::fs::read(f)?)?;
    }
    let mut rng = fastrand::Rng::with_seed(0x7275_6e61_6d65);
    for (n, case) in cases.iter().enumerate() {
        one_case_seeds(w, n, &one_case_file(case), &mut rng)?;
    }
    let mut d = one_case_file(cases.first().unwrap_or(&Value::Null));
    d["cr_revision"] = json!("2024-11-FDN");
    w.put("other-revision", &text(&d))?;
    w.put("empty-file", b"{}")?;
    w.put(
        "empty-cases",
        &text(&{
            let mut h = header();
            h["cases"] = json!([]);
            h
        }),
    )?;
    Ok(())
}

/// Seeds from case `n`'s file: the file, cut short at three places, with a value of the wrong
/// type at three random places, and with the mistakes of [`broken_case_seeds`].
fn one_case_seeds(
    w: &mut Writer,
    n: usize,
    file: &Value,
    rng: &mut fastrand::Rng,
) -> std::io::Result<()> {
    let bytes = text(file);
    w.put(&format!("case-{n:03}"), &bytes)?;
    for (k, (a, b)) in [(1, 3), (2, 3), (9, 10)].into_iter().enumerate() {
        w.put(&format!("trunc-{n:03}-{k}"), &truncate_at(&bytes, a, b))?;
    }
    let mut ptrs = Vec::new();
    pointers(file, String::new(), &mut ptrs);
    ptrs.retain(|p| p.starts_with("/cases/0/"));
    for k in 0..3 {
        if ptrs.is_empty() {
            break;
        }
        let p = &ptrs[rng.usize(0..ptrs.len())];
        let mut m = file.clone();
        if let Some(slot) = m.pointer_mut(p) {
            *slot = other_type(slot, rng.usize(0..16));
            w.put(&format!("swap-{n:03}-{k}"), &text(&m))?;
        }
    }
    broken_case_seeds(w, n, file)
}

/// Case `n`'s file with one mistake a loader must name: an unknown card, a reference to a
/// missing object, a duplicate object id, an unknown field, no queries.
fn broken_case_seeds(w: &mut Writer, n: usize, file: &Value) -> std::io::Result<()> {
    let mut m = file.clone();
    let mut changed = false;
    if let Some(objs) = m["cases"][0]["objects"].as_array_mut() {
        for o in objs.iter_mut() {
            if o.get("card").is_some() {
                o["card"] = json!("Notacard Zzyzx");
                changed = true;
            }
        }
    }
    if changed {
        w.put(&format!("unknown-card-{n:03}"), &text(&m))?;
    }
    if m["cases"][0]["objects"]
        .as_array()
        .is_some_and(|a| !a.is_empty())
    {
        let mut d = file.clone();
        d["cases"][0]["objects"][0]["id"] = json!("zz-missing");
        w.put(&format!("dangling-{n:03}"), &text(&d))?;
        let mut d = file.clone();
        let first = d["cases"][0]["objects"][0].clone();
        if let Some(a) = d["cases"][0]["objects"].as_array_mut() {
            a.push(first);
        }
        w.put(&format!("duplicate-id-{n:03}"), &text(&d))?;
        let mut d = file.clone();
        d["cases"][0]["objects"][0]["colour"] = json!("blue");
        w.put(&format!("unknown-field-{n:03}"), &text(&d))?;
    }
    let mut d = file.clone();
    if let Some(c) = d["cases"][0].as_object_mut() {
        c.remove("queries");
    }
    w.put(&format!("no-queries-{n:03}"), &text(&d))
}

fn protocol_seeds(w: &mut Writer, cases: &[Case]) -> std::io::Result<()> {
    let mut model = super::reference();
    let hello = encode_line(&Hello::new(model.info().clone()));
    w.put("hello", &hello)?;
    for (n, case) in cases.iter().enumerate() {
        let id = n as u64 + 1;
        let request = encode_line(&Request::Case {
            id,
            case: CaseRequest::new(&case.scenario, &case.questions()),
        });
        let replies = model
            .run(&case.scenario, &case.questions())
            .unwrap_or_default();
        let response = encode_line(&Response { id, replies });
        w.put(&format!("request-{n:03}"), &request)?;
        w.put(&format!("response-{n:03}"), &response)?;
        if n % 4 == 0 {
            let mut session = hello.clone();
            session.extend_from_slice(&request);
            session.extend_from_slice(&response);
            session.extend_from_slice(&encode_line(&Request::Shutdown));
            w.put(&format!("session-{n:03}"), &session)?;
        }
    }
    let extras: &[(&str, &str)] = &[
        ("shutdown", "{\"type\":\"shutdown\"}\n"),
        ("unknown-type", "{\"type\":\"ping\",\"id\":1}\n"),
        ("no-type", "{\"id\":1}\n"),
        (
            "case-no-id",
            "{\"type\":\"case\",\"case\":{\"id\":\"x\",\"queries\":[]}}\n",
        ),
        (
            "bad-case",
            "{\"type\":\"case\",\"id\":3,\"case\":{\"id\":\"x\",\"queries\":[{\"query\":\"nope\"}]}}\n",
        ),
        (
            "hello-v999",
            "{\"type\":\"hello\",\"protocol\":999,\"engine\":{\"name\":\"x\",\"version\":\"1\",\"capabilities\":[]}}\n",
        ),
        (
            "hello-unknown-cap",
            "{\"type\":\"hello\",\"protocol\":1,\"engine\":{\"name\":\"x\",\"version\":\"1\",\"capabilities\":[\"object:nope\"]}}\n",
        ),
        (
            "replies",
            "{\"id\":1,\"replies\":[{\"skip\":\"no\"},{\"error\":\"e\"},{\"answer\":{\"count\":4}},{\"answer\":{\"choice\":{\"valid\":true,\"chosen\":[\"Fire // Ice\"]}}}]}\r\n",
        ),
        ("blank-lines", "\n\r\n   \n"),
        ("not-json", "this is not JSON {\n"),
    ];
    for (name, body) in extras {
        w.put(name, body.as_bytes())?;
    }
    Ok(())
}

fn board_seeds(w: &mut Writer, seed: u64) -> std::io::Result<()> {
    let mut rng = fastrand::Rng::with_seed(seed);
    for n in 0..64 {
        let len = rng.usize(16..600);
        let bytes: Vec<u8> = (0..len).map(|_| rng.u8(..)).collect();
        w.put(&format!("random-{n:02}"), &bytes)?;
    }
    Ok(())
}

// --- dictionaries

fn dict_escape(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{b:02X}")),
        }
    }
    s.push('"');
    s
}

fn write_dict(path: &Path, about: &str, entries: &BTreeSet<Vec<u8>>) -> std::io::Result<()> {
    let mut out = format!(
        "# libFuzzer dictionary: {about}\n# Generated by fuzz/make_seeds.sh (truename-fuzz-seeds --dicts); edit that, not this.\n"
    );
    for e in entries {
        if !e.is_empty() && e.len() <= MAX_DICT_ENTRY {
            out.push_str(&dict_escape(e));
            out.push('\n');
        }
    }
    std::fs::write(path, out)
}

fn collect_json_words(v: &Value, key: Option<&str>, out: &mut BTreeSet<Vec<u8>>) {
    const TAG_KEYS: &[&str] = &[
        "query", "effect", "zone", "cast_as", "role", "unlocked", "rules",
    ];
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                out.insert(format!("\"{k}\"").into_bytes());
                out.insert(format!("\"{k}\":").into_bytes());
                collect_json_words(x, Some(k), out);
            }
        }
        Value::Array(a) => {
            for x in a {
                collect_json_words(x, key, out);
            }
        }
        Value::String(s) if key.is_some_and(|k| TAG_KEYS.contains(&k)) => {
            out.insert(format!("\"{s}\"").into_bytes());
        }
        _ => {}
    }
}

fn text_dict_words(values: &[Value]) -> BTreeSet<Vec<u8>> {
    let mut w = BTreeSet::new();
    for v in values {
        collect_json_words(v, None, &mut w);
    }
    let model = super::model();
    for card in model.oracle.cards() {
        w.insert(card.name.to_string().into_bytes());
        for f in &card.faces {
            w.insert(f.name.to_string().into_bytes());
        }
    }
    let pools = super::pools();
    for n in &pools.said_names {
        w.insert(n.clone().into_bytes());
    }
    for (_, words) in &pools.role_words {
        for x in words {
            w.insert(x.clone().into_bytes());
        }
    }
    for cap in truename_cases::Capability::ALL.iter().map(|c| c.name()) {
        w.insert(format!("\"{cap}\"").into_bytes());
    }
    for s in [
        truename_cases::FORMAT,
        truename_model::CR_REVISION,
        truename_model::ORACLE_SNAPSHOT,
    ] {
        w.insert(format!("\"{s}\"").into_bytes());
    }
    for s in [
        "{",
        "}",
        "[",
        "]",
        ":",
        ",",
        "\"",
        "true",
        "false",
        "null",
        "\\u0000",
        "\\ud800",
        "\\\"",
        "1e999",
        "-1",
        "0.5",
        "18446744073709551615",
        "18446744073709551616",
        " // ",
        "\u{2019}",
        "\r\n",
        "{}",
        "[]",
        "\"\"",
    ] {
        w.insert(s.as_bytes().to_vec());
    }
    w
}

fn protocol_dict_words(values: &[Value]) -> BTreeSet<Vec<u8>> {
    let mut w = text_dict_words(values);
    for k in [
        "type",
        "hello",
        "case",
        "shutdown",
        "protocol",
        "engine",
        "name",
        "version",
        "capabilities",
        "id",
        "replies",
        "answer",
        "skip",
        "error",
        "bool",
        "count",
        "names",
        "choice",
        "valid",
        "chosen",
        "objects",
        "lines",
        "text",
        "all_nonlegendary_creature_names",
    ] {
        w.insert(format!("\"{k}\"").into_bytes());
        w.insert(format!("\"{k}\":").into_bytes());
    }
    for s in [
        "{\"type\":\"case\",\"id\":1,\"case\":",
        "{\"type\":\"hello\",\"protocol\":1,\"engine\":",
        "{\"type\":\"shutdown\"}",
        "{\"id\":1,\"replies\":[",
        "\n",
    ] {
        w.insert(s.as_bytes().to_vec());
    }
    w
}

fn board_dict_words() -> BTreeSet<Vec<u8>> {
    // The board targets' bytes are generator choices (mostly one byte each): runs of the
    // smallest and largest choices and a few mixtures steer towards the edges.
    let mut w = BTreeSet::new();
    for pat in [
        &[0x00u8; 4][..],
        &[0xff; 4],
        &[0x00; 16],
        &[0xff; 16],
        &[0x00, 0xff],
        &[0xff, 0x00],
        &[0x7f, 0x80],
        &[0x01, 0x02, 0x03, 0x04],
        &[0x63; 8],
    ] {
        w.insert(pat.to_vec());
    }
    w
}

/// Writes the seed corpora and dictionaries `options` asks for.
pub fn write(args: &SeedOptions) -> std::io::Result<()> {
    let files = corpus_files(&args.corpus.join("cases"));
    if files.is_empty() {
        return Err(std::io::Error::other(format!(
            "no case files under {}",
            args.corpus.join("cases").display()
        )));
    }
    let mut values = Vec::new();
    let mut raw_cases = Vec::new();
    for f in &files {
        let v: Value = serde_json::from_slice(&std::fs::read(f)?).map_err(std::io::Error::other)?;
        if let Some(cs) = v["cases"].as_array() {
            raw_cases.extend(cs.iter().cloned());
        }
        values.push(v);
    }
    let (loaded, _) = load_dir(&args.corpus.join("cases"), super::model());
    let cases: Vec<Case> = loaded.into_iter().map(|l| l.case).collect();
    if let Some(seeds) = &args.seeds {
        for t in Target::ALL {
            let mut w = Writer::new(seeds, t)?;
            match t {
                Target::CaseParser => case_parser_seeds(&mut w, &files, &raw_cases)?,
                Target::ProtocolDecoder => protocol_seeds(&mut w, &cases)?,
                Target::Invariants => board_seeds(&mut w, 1)?,
                Target::Differential => board_seeds(&mut w, 2)?,
                Target::CorpusWalk => board_seeds(&mut w, 3)?,
            }
            println!("{:>5} seeds in {}", w.count, w.dir.display());
        }
    }
    if let Some(d) = &args.dicts {
        std::fs::create_dir_all(d)?;
        for t in Target::ALL {
            let (about, words) = match t {
                Target::CaseParser => (
                    "case files: JSON keys and tags from the corpus, rule numbers, Oracle names, role words",
                    text_dict_words(&values),
                ),
                Target::ProtocolDecoder => (
                    "protocol lines: the case words plus protocol keys, answers and capabilities",
                    protocol_dict_words(&values),
                ),
                _ => (
                    "generator choices (bytes, not text): runs of extreme choices",
                    board_dict_words(),
                ),
            };
            let path = d.join(format!("{}.dict", t.name()));
            write_dict(&path, about, &words)?;
            println!("{:>5} entries in {}", words.len(), path.display());
        }
    }
    Ok(())
}
