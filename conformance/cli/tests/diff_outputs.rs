//! `truename diff`'s documents read back by real consumers: the JSON against `truename
//! schema diff` by a JSON Schema validator (the `jsonschema` crate), the HTML release matrix
//! by a strict XML parser (its table cells, column by column).

mod common;

use common::truename;
use quick_xml::events::Event;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir(name: &str) -> PathBuf {
    common::fresh_dir(
        Path::new(env!("CARGO_TARGET_TMPDIR")),
        &format!("diff-out-{name}"),
    )
}

/// A report of engine `e` at `version` with one case per `(id, rule, status)`.
fn report(version: &str, cases: &[(&str, &str, &str)]) -> Value {
    let cases: Vec<Value> = cases
        .iter()
        .map(|(id, rule, status)| {
            json!({"id": id, "file": "c.json", "rules": [rule], "status": status,
                   "seconds": 0.0, "questions": [{
                       "index": 0, "question": {"query": "names", "object": "x"},
                       "expected": {"bool": true}, "outcome": status,
                       "got": {"answer": {"bool": *status == "pass"}}}]})
        })
        .collect();
    json!({"format": "truename-report/1", "cr_revision": "r", "oracle_snapshot": "s",
           "complete": true, "ok": true, "load_errors": [], "problems": [], "warnings": [],
           "model_disagreements": [],
           "engines": [{"engine": "e", "version": version, "cases": cases}]})
}

fn write(d: &Path, name: &str, v: &Value) -> String {
    let p = d.join(name);
    std::fs::write(&p, v.to_string()).unwrap();
    p.display().to_string()
}

fn releases(d: &Path) -> Vec<String> {
    vec![
        write(
            d,
            "1.0.json",
            &report("1.0", &[("a", "201.2a", "pass"), ("b", "612.8", "fail")]),
        ),
        write(
            d,
            "1.1.json",
            &report("1.1", &[("a", "201.2a", "fail"), ("b", "612.8", "fail")]),
        ),
        write(
            d,
            "1.2.json",
            &report(
                "1.2",
                &[
                    ("a", "201.2a", "pass"),
                    ("b", "612.8", "fail"),
                    ("c", "612.8", "pass"),
                ],
            ),
        ),
    ]
}

#[test]
fn a_json_diff_validates_against_the_diff_schema() {
    let (code, schema, _) = truename(&["schema", "diff"]);
    assert_eq!(code, 0);
    let schema: Value = serde_json::from_str(&schema).unwrap();
    let v = jsonschema::validator_for(&schema).expect("a valid JSON Schema");
    let d = dir("schema");
    let files = releases(&d);
    let (code, out, err) = truename(
        &[
            &["diff", "--format", "json"][..],
            &files.iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat(),
    );
    assert_eq!(code, 1, "1.1 broke case a: {err}");
    let doc: Value = serde_json::from_str(&out).unwrap();
    let errors: Vec<String> = v
        .iter_errors(&doc)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert_eq!(doc["steps"].as_array().unwrap().len(), 2);
    // Not vacuous: a kind the schema doesn't name, or a missing field, is refused.
    let mut bad = doc.clone();
    bad["steps"][0]["engines"][0]["cases"][0]["kind"] = "regressed".into();
    assert!(!v.is_valid(&bad));
    let mut missing = doc.clone();
    missing["steps"][0]["engines"][0]
        .as_object_mut()
        .unwrap()
        .remove("regressed");
    assert!(!v.is_valid(&missing));
}

/// The first table's rows: each cell's class and text.
fn table(html: &str) -> Vec<Vec<(String, String)>> {
    let mut reader = quick_xml::Reader::from_str(html);
    let (mut rows, mut depth, mut cell) = (Vec::new(), 0, None::<(String, String)>);
    loop {
        match reader.read_event().expect("well-formed") {
            Event::Start(e) if e.name().as_ref() == b"table" => depth += 1,
            Event::End(e) if e.name().as_ref() == b"table" => break,
            Event::Start(e) if depth > 0 && e.name().as_ref() == b"tr" => rows.push(vec![]),
            Event::Start(e) if depth > 0 && matches!(e.name().as_ref(), b"td" | b"th") => {
                let class = e
                    .try_get_attribute("class")
                    .unwrap()
                    .map(|a| String::from_utf8(a.value.to_vec()).unwrap())
                    .unwrap_or_default();
                cell = Some((class, String::new()));
            }
            Event::Text(t) if cell.is_some() => {
                cell.as_mut().unwrap().1.push_str(&t.unescape().unwrap());
            }
            Event::Empty(e) if cell.is_some() && e.name().as_ref() == b"br" => {
                cell.as_mut().unwrap().1.push(' ');
            }
            Event::End(e) if matches!(e.name().as_ref(), b"td" | b"th") => {
                rows.last_mut().unwrap().push(cell.take().unwrap());
            }
            Event::Eof => panic!("no table"),
            _ => {}
        }
    }
    rows
}

#[test]
fn the_html_matrix_shows_one_engine_across_releases_with_each_change_marked() {
    let d = dir("html");
    let files = releases(&d);
    let args: Vec<&str> = files.iter().map(String::as_str).collect();
    let (code, html, err) = truename(&[&["diff", "--format", "html"][..], &args].concat());
    assert_eq!(code, 1, "{err}");
    let rows = table(&html);
    let text = |r: &[(String, String)]| r.iter().map(|c| c.1.clone()).collect::<Vec<_>>();
    assert_eq!(text(&rows[0]), ["rule", "e 1.0", "e 1.1", "e 1.2"]);
    let row = |rule: &str| rows.iter().find(|r| r[0].1 == rule).unwrap().clone();
    assert_eq!(
        row("201.2a")[1..].to_vec(),
        [
            (String::new(), "1/1 ✓".into()),
            ("broke".into(), "0/1 ✓ 1 broke".into()),
            ("fixed".into(), "1/1 ✓ 1 fixed".into()),
        ]
    );
    assert_eq!(
        row("612.8")[1..].to_vec(),
        [
            (String::new(), "0/1 ✓".into()),
            (String::new(), "0/1 ✓".into()),
            ("changed".into(), "1/2 ✓ 1 added".into()),
        ]
    );
}

/// The release reports kept under docs/releases/ENGINE, oldest first (paths from the
/// repository's top, as the release scripts give them to `truename diff`).
fn release_reports(root: &Path, engine: &str) -> Vec<String> {
    let dir = root.join("docs/releases").join(engine);
    let mut versions: Vec<Vec<u32>> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|f| {
            let name = f.unwrap().file_name().into_string().unwrap();
            let version = name.strip_suffix(".json")?;
            version.split('.').map(|p| p.parse().ok()).collect()
        })
        .collect();
    versions.sort();
    versions
        .iter()
        .map(|v| {
            let v: Vec<String> = v.iter().map(u32::to_string).collect();
            format!("docs/releases/{engine}/{}.json", v.join("."))
        })
        .collect()
}

#[test]
fn the_release_reports_in_docs_are_reports_and_their_diffs_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let (_, schema, _) = truename(&["schema", "report"]);
    let v = jsonschema::validator_for(&serde_json::from_str(&schema).unwrap()).unwrap();
    for engine in ["phase", "manabrew"] {
        let reports = release_reports(&root, engine);
        assert!(reports.len() >= 3, "{engine}: {reports:?}");
        for r in &reports {
            let doc: Value =
                serde_json::from_str(&std::fs::read_to_string(root.join(r)).unwrap()).unwrap();
            let errors: Vec<String> = v.iter_errors(&doc).map(|e| e.to_string()).collect();
            assert!(errors.is_empty(), "{r}: {}", errors.join("\n"));
        }
        let out = Command::new(env!("CARGO_BIN_EXE_truename"))
            .current_dir(&root)
            .args(["diff", "--format", "markdown"])
            .args(&reports)
            .output()
            .unwrap();
        assert!(
            out.status.code().is_some_and(|c| c < 2),
            "{engine}: {:?}",
            out
        );
        let kept = std::fs::read_to_string(root.join("docs/releases").join(engine).join("diff.md"))
            .unwrap();
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            kept,
            "docs/releases/{engine}/diff.md is stale: rerun conformance/adapters/{engine}/releases.sh"
        );
    }
}
