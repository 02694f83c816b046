//! A new user's first steps with an installed `truename`: an expectation file written into a
//! folder that doesn't exist yet, explaining and printing an embedded case by its id (there is
//! no `corpus/` folder to point at), and `rules` listing the rules the model cites that no case
//! is tagged with.

mod common;

use common::truename;
use std::path::PathBuf;

fn tmp(name: &str) -> PathBuf {
    common::tmp("first", name)
}

const ID: &str = "123.5/sticker-lost-in-a-hidden-zone";

#[test]
fn write_expectations_creates_the_folders_it_writes_into() {
    let f = tmp("write").join("expectations/nested/mine.json");
    let (code, _, err) = common::model_expectations(&f);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&f).expect("written");
    assert!(text.contains("\"engine\""), "{text}");
}

#[test]
fn explain_and_show_find_an_embedded_case_by_its_id() {
    let (code, out, err) = truename(&["explain", "--id", ID]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with(&format!("[{ID}]")), "{out}");
    assert!(out.contains("(the model agrees)"), "{out}");
    let (code, _, err) = truename(&["explain", "--id", "no/such-case"]);
    assert_eq!(code, 2, "an unknown id is an error: {err}");
    let (code, _, err) = truename(&["explain"]);
    assert_eq!(code, 2, "nothing to explain is an error: {err}");

    // `show` prints a case file of its own, which runs from a folder.
    let (code, out, err) = truename(&["show", ID]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("embedded:cases/"), "where it lives: {err}");
    let d = tmp("show");
    std::fs::write(d.join("case.json"), &out).unwrap();
    let (code, out, err) = truename(&[
        "run",
        "--engine",
        "model",
        "--corpus",
        d.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    let cases = report["engines"][0]["cases"].as_array().expect("cases");
    assert_eq!(cases.len(), 1, "{out}");
    assert_eq!(cases[0]["id"], ID);
    let (code, _, _) = truename(&["show", "no/such-case"]);
    assert_eq!(code, 2);
}

#[test]
fn reports_name_an_embedded_case_where_it_is() {
    let (_, out, _) = truename(&[
        "run",
        "--engine",
        "mutant:split-both-on-stack",
        "--no-progress",
    ]);
    assert!(out.contains("embedded:cases/"), "{out}");
    assert!(!out.contains("corpus/cases/"), "{out}");
}

#[test]
fn rules_lists_the_cited_rules_no_case_is_tagged_with() {
    let (code, out, err) = truename(&["rules"]);
    assert_eq!(code, 0, "{err}");
    let (_, listed) = out
        .split_once("rules the model cites that no case is tagged with")
        .expect("the section is there");
    let first = listed.lines().nth(1).expect("a rule").trim();
    // No case is tagged with it: selecting by it selects nothing (exit 2).
    let (code, _, err) = truename(&["run", "--engine", "model", "--rule", first, "--list"]);
    assert_eq!(code, 2, "{first}: {err}");
}

#[test]
fn list_with_an_engine_says_what_each_case_will_do() {
    let cmd = format!(
        "python3 {}/../adapters/example-python/adapter.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let (code, out, err) = truename(&["run", "--cmd", &cmd, "--list"]);
    assert_eq!(code, 0, "{err}");
    let fates: Vec<&str> = out.lines().map(|l| l.split('\t').nth(2).unwrap()).collect();
    let count = |prefix: &str| fates.iter().filter(|f| f.starts_with(prefix)).count();
    let (whole, part, skipped) = (count("will run"), count("in part: "), count("skipped: "));
    assert_eq!(whole + part + skipped, fates.len(), "{out}");
    assert!(out.contains("skipped: not sent, it lacks "), "{out}");
    // The run does what the list says.
    let (_, json, err) = truename(&["run", "--cmd", &cmd, "--format", "json", "--no-progress"]);
    let report: serde_json::Value = serde_json::from_str(&json).expect(&err);
    let tally = &report["engines"][0]["tally"];
    assert_eq!(tally["not_sent"], skipped, "{tally}");
    assert_eq!(tally["sent"], whole + part, "{tally}");
    // A question asked may still leave a case in part (answered unsupported, an echo).
    assert!(tally["in_part"].as_u64().unwrap() >= part as u64, "{tally}");
}

#[test]
fn a_list_with_a_file_that_does_not_load_says_so_and_fails() {
    // The list leaves the file's cases out: it says why, and exits as the run would (1).
    let dir = std::env::temp_dir().join(format!("truename-list-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../corpus/cases/903.4c-reminder-text.json"
    );
    std::fs::copy(good, dir.join("good.json")).unwrap();
    std::fs::write(
        dir.join("bad.json"),
        r#"{"format": "truename-cases/1", "cases": ["#,
    )
    .unwrap();
    let corpus = dir.display().to_string();
    let (code, out, err) = truename(&["run", "--list", "--corpus", &corpus]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("bad.json"), "{err}");
    assert!(
        out.contains("903.4c/"),
        "the cases that load are listed: {out}"
    );
}

#[test]
fn the_summary_counts_each_case_once_and_the_report_ends_with_one_line() {
    let (_, out, _) = truename(&[
        "run",
        "--engine",
        "model",
        "--engine",
        "mutant:split-both-on-stack",
        "--no-progress",
    ]);
    let line = out
        .lines()
        .find(|l| l.starts_with("engine mutant:split-both-on-stack"))
        .unwrap();
    // "N cases: S sent (P passed; I in part; U unverified; F failed; K known failures;
    // A adapter errors; D disputed; O unsupported only), X not sent"
    let numbers: Vec<usize> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .skip(1) // the version's 0.1.0 digits end before "cases"
        .collect();
    let n = numbers.len();
    let last = &numbers[n - 11..];
    let (cases, sent, not_sent) = (last[0], last[1], last[10]);
    assert_eq!(cases, sent + not_sent, "{line}");
    assert_eq!(sent, last[2..10].iter().sum::<usize>(), "{line}");
    assert!(last[5] > 0, "failed: {line}");
    let last = out.trim_end().lines().last().unwrap();
    assert!(last.starts_with("truename run FAILED: model "), "{last}");
    assert!(last.contains("mutant:split-both-on-stack "), "{last}");
}
