//! `client-probe [--cases N] [--timeout-ms T] -- COMMAND...`: runs the process client
//! (`ProcessEngine`, the engine's stderr passed through to this process's stderr) over
//! COMMAND in a process of its own, so that a test can watch what the client writes, how much
//! memory it takes and how long it runs. It sends one batch of N copies of a one-question case
//! (default 3), then prints one line per result (`ok` or `failed: ...`), `restarts: R` and
//! `peak_rss_kib: K` (its peak resident memory; 0 where unknown). Exit status 0 when it ran,
//! 2 on bad arguments or when the engine didn't start. A test fixture; never shipped.

use std::process::ExitCode;
use std::time::Duration;
use truename_cases::Case;
use truename_harness::driven::{Driven, Job};
use truename_harness::protocol::client::{Options, ProcessEngine};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(split) = args.iter().position(|a| a == "--") else {
        return usage(&args);
    };
    let (flags, command) = (&args[..split], &args[split + 1..]);
    let mut cases = 3usize;
    let mut timeout_ms = 2000u64;
    for pair in flags.chunks(2) {
        match (pair[0].as_str(), pair.get(1).map(|v| v.parse::<u64>())) {
            ("--cases", Some(Ok(n))) => cases = n as usize,
            ("--timeout-ms", Some(Ok(t))) => timeout_ms = t,
            _ => return usage(&args),
        }
    }
    let mut options = Options::new(Duration::from_millis(timeout_ms));
    options.pass_stderr = true;
    let mut engine = match ProcessEngine::spawn_with(command, options) {
        Ok(e) => e,
        Err(f) => {
            println!("start failed: {}", one_line(&f.to_string()));
            return ExitCode::from(2);
        }
    };
    let case = probe_case();
    let questions = case.questions();
    let jobs: Vec<Job<'_>> = (0..cases)
        .map(|_| (&case.scenario, questions.as_slice()))
        .collect();
    for result in engine.run_batch(&jobs) {
        match result {
            Ok(_) => println!("ok"),
            Err(f) => println!("failed: {}", one_line(&f.to_string())),
        }
    }
    println!("restarts: {}", engine.restarts());
    drop(engine);
    println!("peak_rss_kib: {}", peak_rss_kib());
    ExitCode::SUCCESS
}

/// One question about a card every engine knows.
fn probe_case() -> Case {
    serde_json::from_value(serde_json::json!({
        "id": "probe/bears", "rules": ["201.2"],
        "objects": [{"id": "a", "card": "Grizzly Bears"}],
        "queries": [{"query": "same_name", "a": "a", "b": "a", "expect": true}]
    }))
    .expect("the probe case is well formed")
}

fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

/// This process's peak resident memory (`VmHWM`), in KiB; 0 where unknown.
fn peak_rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

fn usage(args: &[String]) -> ExitCode {
    eprintln!("usage: client-probe [--cases N] [--timeout-ms T] -- COMMAND...; got {args:?}");
    ExitCode::from(2)
}
