//! What an adapter author sees: the Python example refuses (skips) every object or case field
//! it doesn't handle, never answering as if it weren't there; and an engine's log lines reach
//! the run's stderr labelled with the engine's name, not its interpreter's.

use std::io::Write as _;
use std::process::{Command, Stdio};

const ADAPTERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../adapters");

/// The example adapter's response lines to `requests`.
fn example(requests: &[&str]) -> Vec<serde_json::Value> {
    let mut child = Command::new("python3")
        .arg(format!("{ADAPTERS}/example-python/adapter.py"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("python3 runs");
    let mut stdin = child.stdin.take().unwrap();
    for r in requests {
        writeln!(stdin, "{r}").unwrap();
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .skip(1) // the hello
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect()
}

#[test]
fn the_python_example_refuses_fields_it_does_not_handle() {
    let case = |object: &str, extra: &str| {
        format!(
            r#"{{"type":"case","id":1,"case":{{"id":"x"{extra},"objects":[{{"id":"a","card":"Grizzly Bears"{object}}}],"queries":[{{"query":"names","object":"a"}}]}}}}"#
        )
    };
    let reply =
        |object: &str, extra: &str| example(&[&case(object, extra)])[0]["replies"][0].clone();
    let merged = reply(r#","merged":[{"card":"Grizzly Bears"}]"#, "");
    assert_eq!(
        merged["skip"], "object a: merged is not supported",
        "{merged}"
    );
    let newer = reply(r#","sparkle":true"#, "");
    assert_eq!(
        newer["skip"], "object a: sparkle is not supported",
        "{newer}"
    );
    let case_field = reply("", r#","as_of":3"#);
    assert_eq!(case_field["skip"], "case field 'as_of' is not supported");
    let plain = reply(r#","zone":"hand","owner":"p1""#, "");
    assert_eq!(
        plain["answer"]["names"]["names"][0], "Grizzly Bears",
        "{plain}"
    );
}

#[test]
fn engine_log_lines_are_labelled_with_the_engine_name() {
    let dir = std::env::temp_dir().join(format!("truename-logs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("chatty.py");
    let text = format!(
        "import sys\nsys.path.insert(0, {ADAPTERS:?})\nimport truename_protocol as tp\n\
         def open_case(case):\n    print('thinking about', case['id'], file=sys.stderr, flush=True)\n    raise tp.Skip('no')\n\
         tp.serve({{'name': 'chatty-engine', 'version': '1', 'capabilities': ['object:card', 'query:is_named']}}, open_case)\n"
    );
    std::fs::write(&script, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_truename"))
        .args([
            "run",
            "--no-progress",
            "--id",
            "201.2/names-as-a-player-says-them",
            "--cmd",
        ])
        .arg(format!("python3 {}", script.display()))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("[chatty-engine] thinking about 201.2/names-as"),
        "{err}"
    );
    assert!(!err.contains("[python3]"), "{err}");
}
