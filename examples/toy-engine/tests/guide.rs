//! The adapter guide's figures are what its commands print: every `<!-- figures: COMMAND -->`
//! in docs/adapter-guide.md is followed by a text block that must equal the first lines of
//! COMMAND's output (run from the repository root). It lives with the toy engine because its
//! `toy-truename` binary is `truename` plus the toy engine, so it can run both kinds of
//! command the guide shows.

use std::path::Path;
use std::process::Command;

/// The binary a guide command names: `toy-truename` is `truename` with the toy engine added,
/// so it runs the guide's `truename` commands too.
fn binary(name: &str) -> &'static str {
    assert!(
        ["truename", "toy-truename"].contains(&name),
        "the guide runs {name}"
    );
    env!("CARGO_BIN_EXE_toy-truename")
}

#[test]
fn the_guides_figures_are_what_its_commands_print() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let guide = std::fs::read_to_string(root.join("docs/adapter-guide.md")).unwrap();
    let mut checked = 0;
    for block in guide.split("<!-- figures: ").skip(1) {
        let (command, rest) = block.split_once(" -->").unwrap();
        let expected: Vec<&str> = rest
            .split("```text\n")
            .nth(1)
            .and_then(|b| b.split("```").next())
            .unwrap()
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let words = shell_words(command);
        let out = Command::new(binary(&words[0]))
            .args(&words[1..])
            .current_dir(&root)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let got: Vec<&str> = stdout.lines().take(expected.len()).collect();
        assert_eq!(
            got, expected,
            "`{command}` printed otherwise than the guide says"
        );
        checked += 1;
    }
    assert!(checked >= 2, "the guide's figures were found ({checked})");
}

/// Splits a guide command into words (double quotes only, as the guide writes them).
fn shell_words(s: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    for c in s.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => out.push(String::new()),
            c => out.last_mut().unwrap().push(c),
        }
    }
    out.retain(|w| !w.is_empty());
    out
}

/// `toy-truename hunt --engine toy`: a program's in-process engine can be hunted like a
/// built-in one (the toy engine answers few questions; the hunt must run cases against it,
/// not refuse the name).
#[test]
fn the_toy_engine_can_be_hunted_by_name() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_toy-truename"))
        .args([
            "hunt",
            "--engine",
            "toy",
            "--seconds",
            "2",
            "--seed",
            "1",
            "--dry-run",
        ])
        .output()
        .expect("toy-truename runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_ne!(out.status.code(), Some(2), "refused: {stderr}");
    assert!(stderr.contains("hunt: engine toy"), "{stderr}");
    let cases: usize = stdout
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a summary line `N cases in ...`: {stdout}"));
    assert!(cases > 0, "{stdout}");
}
