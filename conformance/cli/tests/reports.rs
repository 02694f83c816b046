//! Every output format is exactly one document for the whole run, read back by a real
//! consumer: JSON by serde_json, JUnit XML by a strict XML parser checking the structure JUnit
//! consumers (Jenkins, Surefire, GitLab) read, HTML for its anchors and self-containedness.
//! And the run fails closed: what checks nothing exits 2.

mod common;

use common::truename;
use quick_xml::events::Event;
use std::process::{Command, Stdio};

#[test]
fn junit_is_one_valid_document_with_a_suite_per_engine() {
    let (code, xml, _) = truename(&[
        "run",
        "--engine",
        "model",
        "--engine",
        "mutant:greedy-n-or-more",
        "--format",
        "junit",
        "--no-progress",
    ]);
    assert_eq!(code, 1, "the mutant fails");
    assert!(xml.starts_with("<?xml"));
    let mut reader = quick_xml::Reader::from_str(&xml);
    reader.config_mut().check_end_names = true;
    let mut suites = Vec::new();
    let mut cases = 0;
    let mut failures = 0;
    let mut stack: Vec<String> = Vec::new();
    loop {
        match reader.read_event().expect("well-formed XML") {
            Event::Start(e) => {
                let name = String::from_utf8_lossy(e.name().as_ref()).into_owned();
                let attr = |k: &str| {
                    e.attributes()
                        .flatten()
                        .find(|a| a.key.as_ref() == k.as_bytes())
                        .map(|a| a.unescape_value().unwrap().into_owned())
                };
                match name.as_str() {
                    "testsuites" => assert!(stack.is_empty(), "testsuites is the root"),
                    "testsuite" => {
                        assert_eq!(stack.last().map(String::as_str), Some("testsuites"));
                        for k in ["name", "tests", "failures", "errors"] {
                            assert!(attr(k).is_some(), "testsuite has {k}");
                        }
                        suites.push(attr("name").unwrap());
                    }
                    "testcase" => {
                        assert_eq!(stack.last().map(String::as_str), Some("testsuite"));
                        cases += 1;
                        let classname = attr("classname").expect("classname");
                        truename_model::Rule::new(&classname)
                            .expect("classname is the primary rule");
                        attr("time")
                            .expect("time")
                            .parse::<f64>()
                            .expect("time is seconds");
                    }
                    "failure" | "skipped" => {
                        assert_eq!(stack.last().map(String::as_str), Some("testcase"));
                        failures += usize::from(name == "failure");
                        assert!(
                            attr("message").is_some_and(|m| !m.is_empty()),
                            "{name} has a message"
                        );
                    }
                    _ => {}
                }
                stack.push(name);
            }
            Event::Empty(e) => {
                let name = String::from_utf8_lossy(e.name().as_ref()).into_owned();
                if name == "testcase" {
                    cases += 1;
                }
            }
            Event::End(_) => {
                stack.pop();
            }
            Event::Eof => break,
            _ => {}
        }
    }
    assert!(stack.is_empty());
    assert_eq!(suites.len(), 2, "{suites:?}");
    assert!(cases >= 2 * 100, "{cases} test cases");
    assert!(failures > 0);
    assert!(
        xml.contains("CR 201.2b"),
        "failure text carries the model's explanation"
    );
}

#[test]
fn json_is_one_document_and_the_mutant_table_is_its_own_section() {
    let (code, out, _) = truename(&["run", "--format", "json", "--no-progress"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("exactly one JSON document");
    assert_eq!(v["format"], "truename-report/1");
    assert_eq!(v["engines"].as_array().unwrap().len(), 1);
    let mutants = v["mutants"].as_array().expect("the mutant table");
    assert!(mutants
        .iter()
        .all(|m| !m["failing_cases"].as_array().unwrap().is_empty()));
    assert!(
        !out.contains("MUTANTS ("),
        "no human table in a machine format"
    );
}

#[test]
fn html_is_one_self_contained_page_with_every_failure_one_click_away() {
    let (code, html, _) = truename(&[
        "run",
        "--engine",
        "model",
        "--engine",
        "mutant:split-both-on-stack",
        "--format",
        "html",
        "--no-progress",
    ]);
    assert_eq!(code, 1);
    assert!(html.starts_with("<!DOCTYPE html>") && html.trim_end().ends_with("</html>"));
    assert!(
        !html.contains("src=") && !html.contains("href=\"http"),
        "no external resource"
    );
    assert_eq!(html.matches("<html").count(), 1, "one page");
    let hrefs: Vec<&str> = html
        .split("href=\"#")
        .skip(1)
        .map(|s| s.split('"').next().unwrap())
        .collect();
    assert!(!hrefs.is_empty(), "failing cells link to their failures");
    for h in hrefs {
        assert!(
            html.contains(&format!("id=\"{h}\"")),
            "#{h} leads somewhere"
        );
    }
    assert!(html.contains("mutant:split-both-on-stack") && html.contains("<pre>"));
}

#[test]
fn a_run_that_checks_nothing_exits_2() {
    let empty = std::env::temp_dir().join(format!("truename-empty-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let e = empty.to_str().unwrap();
    for args in [
        vec!["run", "--corpus", "/no/such/dir"],
        vec!["run", "--corpus", e],
        vec!["run", "--corpus", "Cargo.toml"],
        vec!["run", "--rule", "201.99"],
        vec!["run", "--id", "no-such-case*"],
        vec!["run", "--engine", "model", "--skip", "*"],
        vec!["run", "--output", "/no/such/dir/report.json"],
        vec![
            "run",
            "--engine",
            "model",
            "--write-expectations",
            // Folders are created as needed, but not inside a file.
            "Cargo.toml/e.json",
        ],
        vec!["run", "--cmd", "sh -c 'unbalanced"],
    ] {
        let (code, out, err) = truename(&args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(!err.trim().is_empty(), "{args:?} says why");
    }
    let (code, _, _) = truename(&[
        "run",
        "--engine",
        "model",
        "--id",
        "no-such-case*",
        "--allow-empty",
    ]);
    assert_eq!(code, 0, "--allow-empty opts out");
    std::fs::remove_dir_all(&empty).ok();
}

#[test]
fn a_closed_stdout_ends_the_run_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_truename"))
        .args(["run", "--no-progress"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_ne!(out.status.code(), Some(101));
}

#[test]
fn a_closed_stderr_is_no_reason_to_panic() {
    // An empty Oracle: every case of the corpus fails to load, one stderr line each.
    let dir = std::env::temp_dir().join(format!("truename-stderr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let oracle = dir.join("empty-oracle.json");
    std::fs::write(&oracle, r#"{"data": {}}"#).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_truename"))
        .args(["run", "--engine", "model", "--no-progress", "--oracle"])
        .arg(&oracle)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stderr.take());
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "load errors fail the run: {stdout}"
    );
    assert!(
        stdout.contains("LOAD ERROR"),
        "the report still says why: {stdout}"
    );
}

/// What every `<tag>` element of a JUnit document says, read by a strict XML parser: its
/// `message` attribute, or else its text (`<system-out>`).
fn junit_elements(xml: &str, tag: &str) -> Vec<String> {
    let mut reader = quick_xml::Reader::from_str(xml);
    reader.config_mut().check_end_names = true;
    let mut out = Vec::new();
    let mut in_tag = false;
    loop {
        match reader.read_event().expect("well-formed XML") {
            Event::Start(e) | Event::Empty(e) if e.name().as_ref() == tag.as_bytes() => {
                let message = e
                    .attributes()
                    .flatten()
                    .find(|a| a.key.as_ref() == b"message")
                    .map(|a| a.unescape_value().unwrap().into_owned());
                in_tag = message.is_none();
                out.push(message.unwrap_or_default());
            }
            Event::Text(t) if in_tag => {
                if let Some(last) = out.last_mut() {
                    last.push_str(&t.unescape().unwrap());
                }
            }
            Event::End(e) if e.name().as_ref() == tag.as_bytes() => in_tag = false,
            Event::Eof => break,
            _ => {}
        }
    }
    out
}

#[test]
fn expectations_not_met_fail_in_junit_and_html_too() {
    // The model passes this case; the file says it is a known failure: the run fails, and the
    // JUnit and HTML reports (what a CI dashboard shows) must say so, not look green.
    let id = "201.2b/lilianas-contract-spy-kit-demon";
    let dir = std::env::temp_dir().join(format!("truename-exp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("model.json");
    let text =
        format!(r#"{{"engine": "model", "known_failures": ["{id}"], "expected_skips": []}}"#);
    std::fs::write(&file, text).unwrap();
    let file = file.display().to_string();
    let args = [
        "run",
        "--engine",
        "model",
        "--id",
        id,
        "--expectations",
        &file,
    ];
    let (code, xml, _) = truename(&[&args[..], &["--format", "junit"]].concat());
    assert_eq!(code, 1);
    let failures = junit_elements(&xml, "failure");
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert!(
        failures[0].contains("expectations not met: known failure now PASSES"),
        "{failures:?}"
    );
    let (code, html, _) = truename(&[&args[..], &["--format", "html"]].concat());
    assert_eq!(code, 1);
    assert!(html.contains("EXPECTATIONS NOT MET"), "{html}");
    assert!(html.contains(&format!(
        "known failure now PASSES: remove it from the file: {id}"
    )));
}

#[test]
fn a_case_passed_only_in_part_is_counted_apart_in_every_format() {
    // The example adapter declares no effects: Liliana's Contract with Spy Kit reaches it as a
    // slice (three Demons, one question of six). That is no pass for 612.7 (Spy Kit).
    let cmd = format!(
        "python3 {}/../adapters/example-python/adapter.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let id = "201.2b/lilianas-contract-spy-kit-demon";
    let args = ["run", "--cmd", &cmd, "--id", id, "--no-progress"];
    let (code, json, err) = truename(&[&args[..], &["--format", "json"]].concat());
    assert_eq!(code, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let e = &report["engines"][0];
    assert_eq!(e["totals"]["pass"], 0, "in part is no pass");
    assert_eq!(e["totals"]["partial"], 1, "{}", e["totals"]);
    let rules = e["rules"].as_array().unwrap();
    let spy_kit = rules.iter().find(|r| r["rule"] == "612.7").expect("612.7");
    assert_eq!(spy_kit["partial"], 1, "{spy_kit}");
    let (_, xml, _) = truename(&[&args[..], &["--format", "junit"]].concat());
    let out = junit_elements(&xml, "system-out");
    assert!(
        out[0].starts_with("passed in part, of 6 questions"),
        "{out:?}"
    );
    let (_, text, _) = truename(&args);
    assert!(text.contains("(0 passed; 1 in part;"), "{text}");
}

#[test]
fn a_crash_is_a_junit_error_and_a_wrong_answer_a_failure() {
    // An engine that says hello as the reference server does, then dies on its first case.
    let dir = std::env::temp_dir().join(format!("truename-crash-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("crash.py");
    let server = env!("CARGO_BIN_EXE_truename-server");
    let text = format!(
        "import subprocess, sys\nserver = subprocess.Popen([{server:?}], stdout=subprocess.PIPE)\nsys.stdout.write(server.stdout.readline().decode()); sys.stdout.flush()\nserver.kill()\nsys.stdin.readline()\nsys.exit(3)\n"
    );
    std::fs::write(&script, text).unwrap();
    let cmd = format!("python3 {}", script.display());
    let id = "201.2a/face-down-pair-share-no-name";
    let (code, xml, _) = truename(&["run", "--cmd", &cmd, "--id", id, "--format", "junit"]);
    assert_eq!(code, 1);
    assert_eq!(junit_elements(&xml, "error").len(), 1, "{xml}");
    assert!(junit_elements(&xml, "failure").is_empty(), "{xml}");
    // Also under --expectations (the recommended CI set-up), where the crash is a new failure.
    let file = dir.join("none-known.json");
    std::fs::write(&file, r#"{"known_failures": [], "expected_skips": []}"#).unwrap();
    let file = file.display().to_string();
    let (code, xml, _) = truename(&[
        "run",
        "--cmd",
        &cmd,
        "--id",
        id,
        "--format",
        "junit",
        "--expectations",
        &file,
    ]);
    assert_eq!(code, 1);
    let errors = junit_elements(&xml, "error");
    assert_eq!(errors.len(), 1, "{xml}");
    assert!(errors[0].starts_with("expectations not met"), "{errors:?}");
    assert!(junit_elements(&xml, "failure").is_empty(), "{xml}");
    assert!(
        xml.contains(r#"failures="0" errors="1" skipped="0""#),
        "{xml}"
    );
    let (code, xml, _) = truename(&[
        "run",
        "--engine",
        "mutant:nameless-share-name",
        "--id",
        id,
        "--format",
        "junit",
    ]);
    assert_eq!(code, 1);
    assert_eq!(junit_elements(&xml, "failure").len(), 1, "{xml}");
    assert!(junit_elements(&xml, "error").is_empty(), "{xml}");
}

#[test]
fn a_report_lost_on_a_full_standard_output_fails_the_run() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full (Linux)");
    let out = Command::new(env!("CARGO_BIN_EXE_truename"))
        .args([
            "run",
            "--engine",
            "model",
            "--id",
            "201.2a/*",
            "--no-progress",
        ])
        .stdout(Stdio::from(full))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("can't write the report to standard output"),
        "{err}"
    );
}

#[test]
fn a_surviving_mutant_of_the_main_job_fails_in_junit_too() {
    // One case catches few of the mutants: the run fails on the survivors (exit 1), and the
    // JUnit document (what a CI dashboard shows) has one failing test case per survivor.
    let args = ["run", "--id", "201.2a/face-down-pair-share-no-name"];
    let (code, xml, _) = truename(&[&args[..], &["--format", "junit"]].concat());
    assert_eq!(code, 1, "{xml}");
    let survivors: Vec<String> = junit_elements(&xml, "failure")
        .into_iter()
        .filter(|f| f.starts_with("mutant survived"))
        .collect();
    assert!(!survivors.is_empty(), "{xml}");
    let (_, json, _) = truename(&[&args[..], &["--format", "json"]].concat());
    let report: serde_json::Value = serde_json::from_str(&json).unwrap();
    let table = report["mutants"].as_array().expect("the mutant table");
    let survived = table
        .iter()
        .filter(|m| m["failing_cases"].as_array().is_some_and(|c| c.is_empty()))
        .count();
    assert_eq!(survivors.len(), survived, "{xml}");
    assert!(
        xml.contains(r#"<testsuite name="mutants""#),
        "one suite for the table: {xml}"
    );
}

#[test]
fn a_disputed_answer_the_expectation_file_lists_is_no_junit_failure_under_strict() {
    // The mutant answers this uncertain case otherwise (disputed). With --strict and a file
    // listing the dispute the run passes, and the JUnit document must not say it failed.
    let id = "201.6/alternate-name-said-when-choosing";
    let engine = "mutant:non-canonical-name-distinct";
    let dir = std::env::temp_dir().join(format!("truename-dispute-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("exp.json").display().to_string();
    let base = ["run", "--engine", engine, "--id", id, "--strict"];
    let (code, _, err) = truename(&[&base[..], &["--write-expectations", &file]].concat());
    assert!(code <= 1, "{err}");
    let listed = std::fs::read_to_string(&file).unwrap();
    assert!(listed.contains(id), "the dispute is listed: {listed}");
    let with_file = [&base[..], &["--expectations", &file]].concat();
    let (code, xml, _) = truename(&[&with_file[..], &["--format", "junit"]].concat());
    assert_eq!(code, 0, "{xml}");
    assert!(junit_elements(&xml, "failure").is_empty(), "{xml}");
    assert!(
        junit_elements(&xml, "skipped")
            .iter()
            .any(|s| s.starts_with("disputed, listed in the expectation file")),
        "{xml}"
    );
    // Without the file, --strict fails the run and the document says so.
    let (code, xml, _) = truename(&[&base[..], &["--format", "junit"]].concat());
    assert_eq!(code, 1, "{xml}");
    assert_eq!(junit_elements(&xml, "failure").len(), 1, "{xml}");
}
