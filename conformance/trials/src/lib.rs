//! # truename-trials
//!
//! Runs the truename corpus inside a Rust engine's own `cargo test`, one
//! [libtest-mimic](https://docs.rs/libtest-mimic) trial per case, so `cargo test -- NAME`,
//! `--skip`, `--list`, `--format`, `--test-threads` all work as usual. An engine crate's whole
//! integration is one test file with `harness = false`:
//!
//! ```no_run
//! // tests/truename.rs, with [[test]] name = "truename", harness = false in Cargo.toml
//! # struct MyEngine;
//! # impl truename_harness::engine::Engine for MyEngine {
//! #     fn info(&self) -> &truename_cases::EngineInfo { unimplemented!() }
//! #     fn run(&mut self, _: &truename_cases::Scenario, _: &[truename_cases::Question])
//! #         -> truename_harness::engine::Replies { unimplemented!() }
//! # }
//! # impl MyEngine { fn new() -> MyEngine { MyEngine } }
//! fn main() {
//!     truename_trials::Suite::embedded()
//!         .expectations("expectations/my-engine.json")
//!         .run(MyEngine::new)
//! }
//! ```
//!
//! Each trial hands the engine the case's scenario and the questions it declares the
//! capabilities for (never an answer), and compares the replies with the expectations:
//!
//! | the case | the trial |
//! |---|---|
//! | every question that ran was answered as expected (by the engine: a pass or a pass in part; or only by the adapter, `Reply::AdapterAnswer`, or echoes of the case's data: unverified) | passes (libtest has no other outcome for a case that didn't fail; `truename run` tells these apart) |
//! | a question was answered otherwise by the engine, or the engine failed | fails, with both answers and the model's explanation |
//! | a question was answered otherwise by the adapter (`Reply::AdapterAnswer`) | fails as an adapter error ("not the engine's") |
//! | a case marked `uncertain` the engine answers otherwise (disputed) | passes; with [`Suite::strict`] fails, unless the expectation file lists it under `disputed` |
//! | a known failure (in the expectation file) that fails | passes (it is known), unless a query fails that its `known_failing_queries` entry doesn't list |
//! | a known failure that passes | fails: remove it from the file |
//! | no question can run (missing capabilities), or an expected skip | ignored |
//! | the engine answered "unsupported" to every question | ignored, with what it doesn't support; fails if the expectation file has `expected_skips` without it (a new skip) |
//!
//! That is the command line's policy too (`truename run`): an "unsupported only" case is a
//! reasoned skip, listed apart, and with an expectation file that lists skips, a new one
//! fails the run.
//!
//! A suite in which no case can run at all fails (a trial `truename/executes-something`), so
//! a run can't go green having checked nothing; so does a corpus file that doesn't load.

#![deny(missing_docs)]

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::path::Path;
use std::sync::{Arc, Mutex};
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;
use truename_harness::expectations::Expectations;
use truename_harness::job::{self, Source};
use truename_harness::load::{LoadError, LoadedCase};
use truename_harness::report::human::case_text;
use truename_harness::runner::{self, CaseResult, Outcome, Status};

/// The corpus, the reference model and (optionally) an engine's expectation file.
pub struct Suite {
    strict: bool,
    cases: Vec<LoadedCase>,
    load_errors: Vec<LoadError>,
    expectations: Arc<Expectations>,
    reference: Arc<ModelEngine>,
}

impl Suite {
    /// The corpus embedded in the `truename-corpus` crate, over the embedded Oracle subset.
    pub fn embedded() -> Suite {
        Suite::from_source(&Source::Embedded)
    }

    /// The case files under these directories instead.
    ///
    /// # Panics
    /// If a directory doesn't exist or holds no case file (a test that checks nothing must not
    /// pass).
    pub fn dirs(dirs: &[&Path]) -> Suite {
        Suite::from_source(&Source::Dirs(
            dirs.iter().map(|d| d.to_path_buf()).collect(),
        ))
    }

    fn from_source(source: &Source) -> Suite {
        let reference = ModelEngine::reference();
        let (cases, load_errors) =
            job::load(source, reference.model()).unwrap_or_else(|e| panic!("truename: {e}"));
        Suite {
            strict: false,
            cases,
            load_errors,
            expectations: Arc::default(),
            reference: Arc::new(reference),
        }
    }

    /// The engine's expectation file (known failures and expected skips). A file that doesn't
    /// exist yet means "none yet" (every failure fails its trial), with a one-line hint on
    /// stderr saying how to write it.
    ///
    /// # Panics
    /// If the file exists but can't be read or parsed; the message names the file and the
    /// JSON path.
    pub fn expectations(mut self, path: impl AsRef<Path>) -> Suite {
        let path = path.as_ref();
        if !path.exists() {
            eprintln!(
                "truename: {} doesn't exist yet: no known failures (write it with `truename run --engine ... --write-expectations {}`, or by hand: `truename schema expectations`)",
                path.display(),
                path.display()
            );
            return self;
        }
        self.expectations =
            Arc::new(Expectations::read(path).unwrap_or_else(|e| panic!("truename: {e}")));
        self
    }

    /// Disputed answers fail their trials (as `truename run --strict`), unless the expectation
    /// file lists them under `disputed`.
    pub fn strict(mut self) -> Suite {
        self.strict = true;
        self
    }

    /// One trial per case (plus the checks above), for engines made by `make` (one per test
    /// thread, reused across cases).
    pub fn trials<E, F>(&self, make: F) -> Vec<Trial>
    where
        E: Engine + Send + 'static,
        F: Fn() -> E + Send + Sync + 'static,
    {
        let first = make();
        let declared = first.info().capabilities.clone();
        let pool = Arc::new(Pool {
            idle: Mutex::new(vec![first]),
            make: Box::new(make),
        });
        let mut trials: Vec<Trial> = self.load_errors.iter().map(load_trial).collect();
        let mut runnable = 0;
        for lc in &self.cases {
            let can_run = !runner::plan(lc, &declared, &self.reference).jobs.is_empty();
            let id = lc.case.scenario.id.clone();
            let expected_skip = self
                .expectations
                .expected_skips
                .as_ref()
                .is_some_and(|s| s.contains(&id));
            runnable += usize::from(can_run && !expected_skip);
            let kind = lc.case.scenario.rules.first().cloned().unwrap_or_default();
            let judged = (self.expectations.clone(), self.strict);
            let trial = case_trial(lc.clone(), judged, pool.clone(), self.reference.clone());
            trials.push(
                trial
                    .with_kind(kind)
                    .with_ignored_flag(!can_run || expected_skip),
            );
        }
        trials.push(Trial::test("truename/executes-something", move || match runnable {
            0 => Err("no case can run: the engine declares none of the capabilities the corpus needs".into()),
            _ => Ok(()),
        }));
        trials
    }

    /// Runs the trials with the test binary's command-line arguments and exits with their
    /// status.
    pub fn run<E, F>(self, make: F) -> !
    where
        E: Engine + Send + 'static,
        F: Fn() -> E + Send + Sync + 'static,
    {
        let args = Arguments::from_args();
        libtest_mimic::run(&args, self.trials(make)).exit()
    }
}

/// Engines waiting for a trial (libtest-mimic runs trials on several threads).
struct Pool<E> {
    idle: Mutex<Vec<E>>,
    make: Box<dyn Fn() -> E + Send + Sync>,
}

impl<E: Engine> Pool<E> {
    fn with<R>(&self, f: impl FnOnce(&mut E) -> R) -> R {
        let taken = self.idle.lock().ok().and_then(|mut v| v.pop());
        let mut engine = taken.unwrap_or_else(|| (self.make)());
        let r = f(&mut engine);
        if let Ok(mut v) = self.idle.lock() {
            v.push(engine);
        }
        r
    }
}

fn load_trial(e: &LoadError) -> Trial {
    let message = e.to_string();
    Trial::test(format!("load/{}", e.file.display()), move || {
        Err(message.into())
    })
}

/// `judged`: the expectation file, and whether disputed answers fail.
fn case_trial<E: Engine + Send + 'static>(
    lc: LoadedCase,
    judged: (Arc<Expectations>, bool),
    pool: Arc<Pool<E>>,
    reference: Arc<ModelEngine>,
) -> Trial {
    let name = lc.case.scenario.id.clone();
    Trial::ignorable_test(name, move || {
        let result = pool.with(|e| runner::run(e, std::slice::from_ref(&lc), &reference, &|_| {}));
        let r = result
            .into_iter()
            .next()
            .ok_or_else(|| Failed::from("no result"))?;
        let (expectations, strict) = &judged;
        let known = expectations.known_failures.contains(&r.id);
        if r.status == Status::Skip && !known {
            return unsupported_only(&r, expectations.expected_skips.is_some());
        }
        verdict(&r, known.then_some(&**expectations))?;
        disputed(&r, expectations, *strict).map(|()| Completion::Completed)
    })
}

/// A case the engine answered "unsupported" to every question it was asked: ignored, saying
/// what it doesn't support; a failure if the expectation file lists skips and not this one.
fn unsupported_only(r: &CaseResult, skips_listed: bool) -> Result<Completion, Failed> {
    let unsupported: Vec<String> = r.unsupported().iter().map(|u| u.to_string()).collect();
    let ran = r.with(Outcome::Unsupported).count();
    let what = format!(
        "unsupported only: the engine answered unsupported ({}) to {ran} question(s)",
        unsupported.join(", ")
    );
    if skips_listed {
        return Err(format!("{}: a new skip, {what}; list it in expected_skips", r.id).into());
    }
    Ok(Completion::ignored_with(what))
}

/// With `strict`, a disputed answer the expectation file doesn't list fails the trial.
fn disputed(r: &CaseResult, expectations: &Expectations, strict: bool) -> Result<(), Failed> {
    let v = expectations.judge_strictly(std::slice::from_ref(r), strict);
    if !strict || v.new_disputed.is_empty() {
        return Ok(());
    }
    let uncertain = r.uncertain.as_deref().unwrap_or_default();
    Err(format!(
        "{}: disputed (strict): the case is uncertain ({uncertain}), and the engine answers otherwise; list it under \"disputed\" in the expectation file\n{}",
        r.id,
        case_text(r)
    )
    .into())
}

/// A case's result as a trial outcome (see the crate docs' table). `known`: the expectation
/// file, if it lists the case as a known failure.
fn verdict(r: &CaseResult, known: Option<&Expectations>) -> Result<(), Failed> {
    let unlisted = known.map(|e| e.unlisted_failures(r)).unwrap_or_default();
    let adapter = if r.status == Status::AdapterError {
        "adapter error (the adapter's answer, not the engine's): "
    } else {
        ""
    };
    match (r.failed(), r.status, known.is_some()) {
        (true, _, true) if !unlisted.is_empty() => {
            let shown: Vec<String> = unlisted.iter().map(|i| format!("#{i}")).collect();
            Err(format!(
                "{adapter}{}: a known failure, but query {} fails too, which known_failing_queries doesn't list\n{}",
                r.id,
                shown.join(", "),
                case_text(r)
            )
            .into())
        }
        (true, _, true) => Ok(()),
        (true, _, false) => Err(format!("{adapter}{} ({})\n{}", r.id, r.file, case_text(r)).into()),
        (_, _, true) => Err(format!(
            "{}: a known failure now passes: remove it from the expectation file",
            r.id
        )
        .into()),
        // Unsupported only is judged before (`unsupported_only`).
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use runner::QuestionResult;
    use std::collections::{BTreeMap, BTreeSet};
    use truename_cases::{Answer, Question};

    /// A case result of this status whose one question has this outcome.
    fn result(status: Status, outcome: Outcome) -> CaseResult {
        let question: Question =
            serde_json::from_value(serde_json::json!({"query": "same_name", "a": "a", "b": "b"}))
                .expect("a question");
        CaseResult {
            id: "c".into(),
            file: "f.json".into(),
            rules: vec!["201.6".into()],
            status,
            questions: vec![QuestionResult {
                index: 0,
                question,
                expected: Answer::Bool(true),
                outcome,
                missing: vec![],
                sliced: false,
                echo: false,
                got: None,
                why: None,
            }],
            failure: None,
            seconds: 0.0,
            uncertain: Some("no rule settles it".into()),
            case: None,
        }
    }

    #[test]
    fn the_trials_judge_as_truename_run_does() {
        let none = Expectations::default();
        let adapter = result(Status::AdapterError, Outcome::AdapterError);
        let e = verdict(&adapter, None).expect_err("an adapter error fails");
        assert!(e.message().is_some_and(|m| m.contains("adapter error")));
        assert!(verdict(&result(Status::Unverified, Outcome::Unverified), None).is_ok());
        let uncertain = result(Status::Disputed, Outcome::Disputed);
        assert!(verdict(&uncertain, None).is_ok());
        assert!(disputed(&uncertain, &none, false).is_ok());
        assert!(disputed(&uncertain, &none, true).is_err(), "strict");
        let listed = Expectations {
            disputed: BTreeMap::from([("c".to_string(), BTreeSet::from([0]))]),
            ..Expectations::default()
        };
        assert!(disputed(&uncertain, &listed, true).is_ok(), "listed");
    }
}

#[cfg(test)]
mod unsupported_tests {
    use truename_cases::{Capability, EngineInfo, Question, Reply, Scenario, Unsupported};
    use truename_harness::engine::{Engine, EngineFailure};

    /// An engine that answers "unsupported" (its first card) to every question.
    struct Unsupporting(EngineInfo);

    impl Engine for Unsupporting {
        fn info(&self) -> &EngineInfo {
            &self.0
        }
        fn run(&mut self, s: &Scenario, q: &[Question]) -> Result<Vec<Reply>, EngineFailure> {
            let card = s
                .objects
                .iter()
                .find_map(|o| o.card.clone())
                .unwrap_or_default();
            Ok(q.iter()
                .map(|_| Reply::Unsupported(Unsupported::Card(card.clone())))
                .collect())
        }
    }

    fn unsupporting() -> Unsupporting {
        Unsupporting(EngineInfo {
            name: "unsupporting".into(),
            version: "1".into(),
            capabilities: [Capability::ObjectCard, Capability::QueryIsNamed].into(),
        })
    }

    /// Runs the trials of `suite` for a case whose `is_named` questions need only card objects.
    fn conclusion(suite: &super::Suite) -> libtest_mimic::Conclusion {
        // The inner run's report goes to a file: its "test result: FAILED" line is this
        // test's expected outcome, not a failure of the outer run.
        let log = std::env::temp_dir().join(format!("truename-trials-{}.log", std::process::id()));
        let args = libtest_mimic::Arguments {
            filter: Some("201.2/names-as-a-player-says-them".into()),
            test_threads: Some(1),
            quiet: true,
            logfile: Some(log.display().to_string()),
            ..Default::default()
        };
        libtest_mimic::run(&args, suite.trials(unsupporting))
    }

    #[test]
    fn unsupported_only_is_ignored_as_in_the_command_line_unless_skips_are_listed() {
        let c = conclusion(&super::Suite::embedded());
        assert_eq!(c.num_failed, 0, "unsupported only is no failure");
        assert!(c.num_ignored > 0 && c.num_passed == 0, "nor a pass");
        let dir = std::env::temp_dir().join(format!("truename-trials-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("skips.json");
        std::fs::write(&file, r#"{"known_failures": [], "expected_skips": []}"#).unwrap();
        let c = conclusion(&super::Suite::embedded().expectations(&file));
        assert!(c.num_failed > 0, "with skips listed, a new one fails");
    }

    #[test]
    fn a_missing_expectation_file_means_none_yet() {
        let path = std::env::temp_dir().join("truename-trials-no-such-dir/mine.json");
        let suite = super::Suite::embedded().expectations(&path);
        assert!(suite.expectations.known_failures.is_empty());
        assert!(suite.expectations.expected_skips.is_none());
    }
}
