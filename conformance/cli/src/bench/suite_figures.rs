//! Figures of the suite around the model: hunting, the protocol, the fuzz oracles, and a
//! whole-corpus run of an out-of-process engine.

use super::measure::{median, seconds_once, seconds_per_call, Budget};
use super::{Figure, Goal};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;
use truename_cases::protocol::{encode_line, CaseRequest, Request};
use truename_cases::{Case, Question};
use truename_gen::fuzzing::{self, Target};
use truename_gen::generate::{fill_expectations, generate, shared, SeededSource};
use truename_gen::hunt::{hunt_with, HuntConfig};
use truename_harness::driven::{Driven, Job, Replies};
use truename_harness::engines::model::ModelEngine;
use truename_harness::protocol::client::{Options, ProcessEngine};

/// Generated and checked cases per second: `hunt` with the model as the engine (seeds 1..),
/// each case generated, answered and compared with the model, and with `invariants` also
/// checked against every invariant (`truename hunt` without `--no-invariants`).
pub fn hunt(budget: Budget, invariants: bool) -> Result<Figure, String> {
    let reference = ModelEngine::reference();
    let mut rates: Vec<f64> = (0..budget.samples.max(1))
        .map(|i| {
            let mut engine = ModelEngine::reference();
            let cfg = HuntConfig {
                seed: 1 + i as u64,
                max_cases: usize::MAX,
                // Long samples: the hunt runs two threads, and short ones on a shared
                // 2-core machine scattered by a third.
                max_time: budget.sample_time * 12,
                invariants,
                ..HuntConfig::default()
            };
            match hunt_with(&mut engine, None, &reference, &cfg) {
                Ok(r) if r.findings.is_empty() => r.cases as f64 / r.elapsed.as_secs_f64(),
                _ => f64::NAN,
            }
        })
        .collect();
    if rates.iter().any(|r| r.is_nan()) {
        return Err("hunt of the model against itself found a divergence or failed".into());
    }
    Ok(if invariants {
        Figure::rate(
            "hunt_model_invariants",
            "generated cases checked against the model and every invariant (hunt)",
            median(&mut rates),
            "cases/s",
            None,
        )
    } else {
        Figure::rate(
            "hunt_model",
            "generated-and-checked cases (hunt --no-invariants, model vs model)",
            median(&mut rates),
            "cases/s",
            Some(Goal::AtLeast(1e5)),
        )
    })
}

/// `count` generated cases (fixed seeds) with the model's answers as expectations.
pub fn generated_cases(count: usize) -> Vec<Case> {
    let (model, pools) = shared();
    let reference = ModelEngine::new(model.clone());
    (0..count)
        .map(|i| {
            let mut src = SeededSource::new(i as u64 + 1);
            let mut c = generate(&mut src, model, pools, &format!("bench/{i}"));
            fill_expectations(&mut c, &reference);
            c
        })
        .collect()
}

/// The figures [`protocol`] measures, in its order.
pub const PROTOCOL_FIGURES: [&str; 3] = [
    "in_process_model",
    "server_one_at_a_time",
    "server_pipelined",
];

/// Cases per second, by figure name ([`PROTOCOL_FIGURES`]): the model in process, and the
/// reference server (`truename-server`, next to this executable) one case per round trip and
/// pipelined in batches of 32. The server figures are measured only once the server's replies
/// to every case equal the in-process model's (the protocol is transparent).
pub fn protocol(cases: &[Case], budget: Budget) -> Vec<(String, Result<Figure, String>)> {
    let [in_process, one_at_a_time, pipelined] = PROTOCOL_FIGURES.map(String::from);
    let questions: Vec<Vec<Question>> = cases.iter().map(Case::questions).collect();
    let jobs: Vec<Job<'_>> = cases
        .iter()
        .zip(&questions)
        .map(|(c, q)| (&c.scenario, q.as_slice()))
        .collect();
    let mut model = ModelEngine::reference();
    let expected: Vec<Replies> = jobs.iter().map(|(s, q)| model.run(s, q)).collect();
    let per = seconds_per_call(budget, || {
        for (s, q) in &jobs {
            black_box(model.run(s, q).ok());
        }
    });
    let mut out = vec![(
        in_process.clone(),
        Ok(Figure::rate(
            &in_process,
            "in-process model, generated cases",
            jobs.len() as f64 / per,
            "cases/s",
            None,
        )),
    )];
    let server = match server_checked(&jobs, &expected) {
        Ok(engine) => engine,
        Err(why) => {
            out.push((one_at_a_time, Err(why.clone())));
            out.push((pipelined, Err(why)));
            return out;
        }
    };
    out.extend(server_figures(
        server,
        &jobs,
        budget,
        [one_at_a_time, pipelined],
    ));
    out
}

/// The reference server, started and checked: its replies to every job equal `expected`,
/// the model's own. A server that doesn't start or answers otherwise measures nothing.
fn server_checked(jobs: &[Job<'_>], expected: &[Replies]) -> Result<ProcessEngine, String> {
    let server = sibling("truename-server");
    let mut options = Options::new(Duration::from_secs(10));
    options.pass_stderr = false;
    let cmd = vec![server.display().to_string()];
    let mut engine = ProcessEngine::spawn_with(&cmd, options).map_err(|e| {
        format!(
            "{}: {e} (build it: cargo build --release -p truename --bins)",
            server.display()
        )
    })?;
    let got = engine.run_batch(jobs);
    match (got.iter().zip(expected).zip(jobs)).find(|((g, e), _)| g != e) {
        Some(((g, e), (s, _))) => Err(format!(
            "the reference server's replies to {} differ from the in-process model's: {g:?}, not {e:?}",
            s.id
        )),
        None if got.len() != expected.len() => Err(format!(
            "the reference server replied to {} of {} cases",
            got.len(),
            expected.len()
        )),
        None => Ok(engine),
    }
}

/// The server figures, by name (`[one case per round trip, pipelined]`).
fn server_figures(
    mut engine: ProcessEngine,
    jobs: &[Job<'_>],
    budget: Budget,
    [one_at_a_time, pipelined]: [String; 2],
) -> Vec<(String, Result<Figure, String>)> {
    let one = seconds_per_call(budget, || {
        for (s, q) in jobs {
            black_box(engine.run(s, q).ok());
        }
    });
    let figure = Figure::rate(
        &one_at_a_time,
        "out-of-process model server, one case per round trip",
        jobs.len() as f64 / one,
        "cases/s",
        None,
    );
    let mut out = vec![(one_at_a_time, Ok(figure))];
    let piped = seconds_per_call(budget, || {
        for chunk in jobs.chunks(32) {
            black_box(engine.run_batch(chunk));
        }
    });
    let figure = if engine.restarts() > 0 {
        Err("the reference server restarted during the benchmark".to_string())
    } else {
        Ok(Figure::rate(
            &pipelined,
            "out-of-process model server, pipelined batches of 32",
            jobs.len() as f64 / piped,
            "cases/s",
            Some(Goal::AtLeast(2e4)),
        ))
    };
    out.push((pipelined, figure));
    out
}

/// The fixed inputs [`fuzz_oracle`] runs a fuzz target's oracle on. Board targets decode any
/// bytes to a board: 512 fixed-seed random inputs of 16 to 2,048 bytes. The parser and protocol
/// targets would reject random bytes at the first one, so theirs are real documents: each of
/// 200 generated cases ([`generated_cases`]) as a case file, and as a protocol session (a case
/// request line, then a shutdown). The corpus-walk target builds a directory tree on disk per
/// input: 32 random inputs.
pub fn fuzz_inputs(target: Target) -> Vec<Vec<u8>> {
    match target {
        Target::Invariants | Target::Differential => random_inputs(512),
        Target::CaseParser => generated_cases(200).iter().map(case_file).collect(),
        Target::ProtocolDecoder => generated_cases(200).iter().map(session).collect(),
        Target::CorpusWalk => random_inputs(32),
    }
}

/// Executions per second of a fuzz target's oracle on its [`fuzz_inputs`], in process and
/// without libFuzzer's instrumentation (`fuzz/bench.sh` times the instrumented binaries).
pub fn fuzz_oracle(target: Target, budget: Budget) -> Result<Figure, String> {
    fuzzing::init();
    let inputs = fuzz_inputs(target);
    let mut failures = 0usize;
    let per = seconds_per_call(budget, || {
        for i in &inputs {
            failures += usize::from(target.run(i).is_err());
        }
    });
    if failures > 0 {
        return Err(format!(
            "fuzz oracle {} failed on {failures} fixed inputs (a finding: run `truename-fuzz-convert`)",
            target.name()
        ));
    }
    let goal = match target {
        Target::Differential | Target::ProtocolDecoder => Some(Goal::AtLeast(1e5)),
        Target::Invariants => Some(Goal::AtLeast(1e4)),
        Target::CaseParser | Target::CorpusWalk => None,
    };
    Ok(Figure::rate(
        &format!("fuzz_{}", target.name()),
        &format!(
            "fuzz oracle `{}` (in process, no instrumentation)",
            target.name()
        ),
        inputs.len() as f64 / per,
        "exec/s",
        goal,
    ))
}

fn random_inputs(count: usize) -> Vec<Vec<u8>> {
    let mut rng = fastrand::Rng::with_seed(7);
    (0..count)
        .map(|_| {
            let len = rng.usize(16..=2048);
            (0..len).map(|_| rng.u8(..)).collect()
        })
        .collect()
}

/// A case file holding one case.
fn case_file(case: &Case) -> Vec<u8> {
    let file = truename_cases::case::CaseFile {
        format: truename_cases::case::FORMAT.into(),
        cr_revision: truename_model::CR_REVISION.into(),
        oracle_snapshot: truename_model::ORACLE_SNAPSHOT.into(),
        cases: vec![case.clone()],
    };
    serde_json::to_vec(&file).unwrap_or_default()
}

/// A protocol session as the engine reads it: one case request, then shutdown.
fn session(case: &Case) -> Vec<u8> {
    let questions = case.questions();
    let mut bytes = encode_line(&Request::Case {
        id: 1,
        case: CaseRequest::new(&case.scenario, &questions),
    });
    bytes.extend(encode_line(&Request::Shutdown));
    bytes
}

/// Wall-clock seconds of `truename run --cmd CMD` over the embedded corpus (median of 3), the
/// way a user runs it, with `--jobs` if given.
pub fn process_corpus(cmd: &str, jobs: Option<usize>) -> Result<Figure, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let out = std::env::temp_dir().join(format!("truename-bench-{}.json", std::process::id()));
    let mut failure = None;
    let s = seconds_once(3, || {
        let mut c = Command::new(&exe);
        c.args([
            "run",
            "--cmd",
            cmd,
            "--no-progress",
            "--format",
            "json",
            "--output",
        ])
        .arg(&out)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
        if let Some(j) = jobs {
            c.args(["--jobs", &j.to_string()]);
        }
        match c.status() {
            // 0: all pass, 1: failures (an engine's divergences are not the benchmark's
            // business); 2: the run itself was refused.
            Ok(st) if st.code() == Some(0) || st.code() == Some(1) => {}
            Ok(st) => failure = Some(format!("`truename run --cmd {cmd}` exited with {st}")),
            Err(e) => failure = Some(e.to_string()),
        }
    });
    let _ = std::fs::remove_file(&out);
    if let Some(f) = failure {
        return Err(f);
    }
    let jobs_note = jobs.map(|j| format!(", --jobs {j}")).unwrap_or_default();
    Ok(Figure::time(
        "process_corpus",
        &format!("whole corpus through `{cmd}`{jobs_note}"),
        s,
        Some(Goal::AtMost(20.0)),
    ))
}

/// A binary built beside this one.
fn sibling(name: &str) -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf))
        .unwrap_or_default()
        .join(name)
}
