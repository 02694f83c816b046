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
//! #     fn answer(&mut self, _: &truename_cases::Scenario, _: &truename_cases::Question)
//! #         -> truename_cases::Reply { unimplemented!() }
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
//! | no question can run (missing capabilities: not sent), or the engine answered "unsupported" to every question | ignored, saying which; fails if the expectation file has `expected_skips` without it (a new skip) |
//! | an expected skip (`expected_skips`) that ran | fails: remove it from the file |
//!
//! That is the command line's policy too, and not by copy: a trial's outcome is its case's
//! verdict from `truename_harness::verdict` ([`Expectations::judge_case`]), the one policy
//! `truename run` sums over a run. An "unsupported only" case is a reasoned skip, listed apart
//! (a known failure too), and with an expectation file that lists skips, a new one fails.
//!
//! Every case's trial runs, including the ones no question of can be sent (the engine isn't
//! called then) and the expected skips: whether a skip is allowed is the verdict's to say,
//! as it is in `truename run`, never decided by marking a trial ignored beforehand.
//!
//! A suite in which no case can run at all fails (a trial `truename/executes-something`), so
//! a run can't go green having checked nothing; so does a corpus file that doesn't load, and
//! an expectation file that names cases the corpus doesn't have (a trial
//! `truename/expectations-name-existing-cases`: renamed or deleted cases, a known failure that
//! guards nothing; `truename run` reports them as a problem too). And a
//! run whose case trials ran but compared none of the engine's own answers (every one
//! "unsupported", answered by the adapter, or an echo of the case's data) exits with status 101
//! after libtest's summary, saying why: the same rule as `truename run`
//! ([`truename_harness::verdict::nothing_checked`]). A filter that selects no case (`cargo test
//! some_other_test`) runs none and stays libtest's usual zero.

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
use truename_harness::verdict::{nothing_checked, CaseVerdict, Dispute, Standing};

/// The corpus, the reference model and (optionally) an engine's expectation file.
pub struct Suite {
    strict: bool,
    cases: Vec<LoadedCase>,
    load_errors: Vec<LoadError>,
    expectations: Arc<Expectations>,
    reference: Arc<ModelEngine>,
    /// The results of the case trials that ran, for the run's "nothing checked" verdict.
    ran: Arc<Mutex<Vec<CaseResult>>>,
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
            ran: Arc::default(),
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
            runnable += usize::from(!runner::plan(lc, &declared, &self.reference).jobs.is_empty());
            let kind = lc.case.scenario.rules.first().cloned().unwrap_or_default();
            let judged = (self.expectations.clone(), self.strict);
            let run = (pool.clone(), self.reference.clone(), self.ran.clone());
            trials.push(case_trial(lc.clone(), judged, run).with_kind(kind));
        }
        trials.push(Trial::test("truename/executes-something", move || match runnable {
            0 => Err("no case can run: the engine declares none of the capabilities the corpus needs".into()),
            _ => Ok(()),
        }));
        let ids = self
            .cases
            .iter()
            .map(|lc| lc.case.scenario.id.as_str())
            .collect();
        let stale: Vec<String> = (self.expectations.stale(&ids).into_iter())
            .map(String::from)
            .collect();
        trials.push(Trial::test(
            "truename/expectations-name-existing-cases",
            move || match stale.is_empty() {
                true => Ok(()),
                false => Err(format!(
                    "the expectation file names cases that don't exist (renamed or deleted?): {}",
                    stale.join(", ")
                )
                .into()),
            },
        ));
        trials
    }

    /// Runs the trials with the test binary's command-line arguments and exits with their
    /// status; with 101 when case trials ran but none compared an answer of the engine's own
    /// ([`Suite::nothing_checked`]).
    pub fn run<E, F>(self, make: F) -> !
    where
        E: Engine + Send + 'static,
        F: Fn() -> E + Send + Sync + 'static,
    {
        let args = Arguments::from_args();
        let conclusion = libtest_mimic::run(&args, self.trials(make));
        if let Some(why) = self.nothing_checked() {
            eprintln!("error: truename: nothing was checked with this engine: {why}");
            std::process::exit(101);
        }
        conclusion.exit()
    }

    /// Why the case trials run so far checked nothing ([`nothing_checked`]: no answer of the
    /// engine's own was compared); `None` when one was, or when no case trial ran (a filter
    /// that selects none).
    pub fn nothing_checked(&self) -> Option<String> {
        let ran = self.ran.lock().map(|r| r.clone()).unwrap_or_default();
        if ran.is_empty() {
            return None;
        }
        nothing_checked(&ran)
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

/// The engines, the reference and where the results of the trials that ran go.
type TrialRun<E> = (Arc<Pool<E>>, Arc<ModelEngine>, Arc<Mutex<Vec<CaseResult>>>);

/// `judged`: the expectation file, and whether disputed answers fail.
fn case_trial<E: Engine + Send + 'static>(
    lc: LoadedCase,
    judged: (Arc<Expectations>, bool),
    (pool, reference, ran): TrialRun<E>,
) -> Trial {
    let name = lc.case.scenario.id.clone();
    Trial::ignorable_test(name, move || {
        let result = pool.with(|e| runner::run(e, std::slice::from_ref(&lc), &reference, &|_| {}));
        let r = result
            .into_iter()
            .next()
            .ok_or_else(|| Failed::from("no result"))?;
        if let Ok(mut ran) = ran.lock() {
            ran.push(r.clone());
        }
        let (expectations, strict) = &judged;
        trial_outcome(&r, &expectations.judge_case(&r), *strict)
    })
}

/// A case's result as a trial outcome, from its verdict against the expectation file (the one
/// policy, [`truename_harness::verdict`]; see the crate docs' table): every breach fails the
/// trial, saying what it is; a skip the file allows is ignored, saying what the engine doesn't
/// support.
fn trial_outcome(r: &CaseResult, v: &CaseVerdict, strict: bool) -> Result<Completion, Failed> {
    let adapter = if r.status == Status::AdapterError {
        "adapter error (the adapter's answer, not the engine's): "
    } else {
        ""
    };
    let failed = |m: String| Err(Failed::from(m));
    match &v.standing {
        Standing::NewFailingQueries(unlisted) => {
            let shown: Vec<String> = unlisted.iter().map(|i| format!("#{i}")).collect();
            return failed(format!(
                "{adapter}{}: a known failure, but query {} fails too, which known_failing_queries doesn't list\n{}",
                r.id,
                shown.join(", "),
                case_text(r)
            ));
        }
        Standing::NewFailure => {
            return failed(format!("{adapter}{} ({})\n{}", r.id, r.file, case_text(r)))
        }
        Standing::NowPassing => {
            return failed(format!(
                "{}: a known failure now passes: remove it from the expectation file",
                r.id
            ))
        }
        Standing::NewSkip => {
            let what = skipped(r);
            return failed(format!(
                "{}: a new skip, {what}; list it in expected_skips",
                r.id
            ));
        }
        Standing::Skipped => return Ok(Completion::ignored_with(skipped(r))),
        Standing::KnownFailure | Standing::Fine => {}
    }
    if v.no_longer_skipped {
        return failed(format!(
            "{}: an expected skip that ran: remove it from expected_skips",
            r.id
        ));
    }
    if strict && v.dispute == Dispute::New {
        let uncertain = r.uncertain.as_deref().unwrap_or_default();
        return failed(format!(
            "{}: disputed (strict): the case is uncertain ({uncertain}), and the engine answers otherwise; list it under \"disputed\" in the expectation file\n{}",
            r.id,
            case_text(r)
        ));
    }
    Ok(Completion::Completed)
}

/// Why no question of a skipped case ran: the capabilities the engine doesn't declare (the
/// case wasn't sent), or what it answered "unsupported" to.
fn skipped(r: &CaseResult) -> String {
    if r.with(Outcome::Unsupported).next().is_some() {
        return unsupported_only(r);
    }
    let missing: Vec<String> = r.missing().iter().map(|c| c.to_string()).collect();
    format!(
        "not sent: the engine doesn't declare {}",
        missing.join(", ")
    )
}

/// What a case the engine answered "unsupported" to every question it was asked shows: what
/// it doesn't support.
fn unsupported_only(r: &CaseResult) -> String {
    let unsupported: Vec<String> = r.unsupported().iter().map(|u| u.to_string()).collect();
    let ran = r.with(Outcome::Unsupported).count();
    format!(
        "unsupported only: the engine answered unsupported ({}) to {ran} question(s)",
        unsupported.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};
    use truename_harness::report::EngineReport;
    use Outcome::{AdapterError, Disputed, Fail, Pass, Skip, Unsupported, Unverified};

    /// A result of case `c` (marked uncertain) whose questions have these outcomes.
    fn result(outcomes: &[Outcome]) -> CaseResult {
        let mut r = CaseResult::from_outcomes("c", outcomes, None);
        r.uncertain = Some("no rule settles it".into());
        r
    }

    /// The trial's outcome for `r` against `file`.
    fn trial(r: &CaseResult, file: &Expectations, strict: bool) -> Result<Completion, Failed> {
        trial_outcome(r, &file.judge_case(r), strict)
    }

    #[test]
    fn the_trials_judge_as_truename_run_does() {
        let none = Expectations::default();
        let adapter = result(&[AdapterError]);
        let e = trial(&adapter, &none, false)
            .err()
            .expect("an adapter error fails");
        assert!(e.message().is_some_and(|m| m.contains("adapter error")));
        assert!(trial(&result(&[Unverified]), &none, false).is_ok());
        let uncertain = result(&[Disputed]);
        assert!(trial(&uncertain, &none, false).is_ok());
        assert!(trial(&uncertain, &none, true).is_err(), "strict");
        let listed = Expectations {
            disputed: BTreeMap::from([("c".to_string(), BTreeSet::from([0]))]),
            ..Expectations::default()
        };
        assert!(trial(&uncertain, &listed, true).is_ok(), "listed");
    }

    /// The file of a row: known failure (with its failing queries, if any), expected skips.
    fn file(known: Option<&[usize]>, skips: Option<bool>) -> Expectations {
        let mut f = Expectations::default();
        if let Some(queries) = known {
            f.known_failures.insert("c".into());
            if !queries.is_empty() {
                let listed = queries.iter().copied().collect();
                f.known_failing_queries.insert("c".into(), listed);
            }
        }
        f.expected_skips = skips.map(|listed| match listed {
            true => BTreeSet::from(["c".to_string()]),
            false => BTreeSet::new(),
        });
        f
    }

    /// One policy, every route: for each row (the questions' outcomes, the file, strict or
    /// not), the status, whether `truename run`'s verdict and report fail the run, and whether
    /// the trial fails (or is ignored) all agree with the row.
    #[test]
    fn one_policy_makes_the_status_the_run_s_verdict_and_the_trial() {
        use Status as S;
        type Row<'a> = (
            &'a [Outcome],
            Option<&'a [usize]>,
            Option<bool>,
            bool,
            Status,
            bool,
        );
        // (outcomes, known failure (listed queries), expected skips (this one listed), strict,
        // status, fails the run)
        let table: &[Row] = &[
            (&[Pass, Pass], None, None, false, S::Pass, false),
            (&[Pass, Skip], None, None, false, S::Partial, false),
            (&[Unverified], None, None, false, S::Unverified, false),
            (&[Pass, Fail], None, None, false, S::Fail, true),
            (&[Pass, Fail], Some(&[]), None, false, S::Fail, false),
            (&[Pass, Fail], Some(&[1]), None, false, S::Fail, false),
            (&[Fail, Fail], Some(&[1]), None, false, S::Fail, true),
            (&[Pass, Pass], Some(&[]), None, false, S::Pass, true),
            (&[AdapterError], None, None, false, S::AdapterError, true),
            (
                &[AdapterError],
                Some(&[]),
                None,
                false,
                S::AdapterError,
                false,
            ),
            (&[Disputed], None, None, false, S::Disputed, false),
            (&[Disputed], None, None, true, S::Disputed, true),
            (&[Unsupported], None, None, false, S::Skip, false),
            (&[Unsupported], None, Some(false), false, S::Skip, true),
            (&[Unsupported], None, Some(true), false, S::Skip, false),
            (&[Unsupported], Some(&[]), None, false, S::Skip, false),
            (&[Pass], None, Some(true), false, S::Pass, true),
        ];
        for &(outcomes, known, skips, strict, status, fails) in table {
            let row = format!("{outcomes:?}, known {known:?}, skips {skips:?}, strict {strict}");
            let r = result(outcomes);
            assert_eq!(r.status, status, "status of {row}");
            let f = file(known, skips);
            let v = f.judge_strictly(std::slice::from_ref(&r), strict);
            assert_eq!(!v.ok(), fails, "truename run's verdict on {row}");
            let report = EngineReport::new("e", "1", vec![r.clone()], Some(v)).strictly(strict);
            assert_eq!(!report.ok, fails, "the report of {row}");
            assert_eq!(trial(&r, &f, strict).is_err(), fails, "the trial of {row}");
            if f == Expectations::default() {
                let bare = EngineReport::new("e", "1", vec![r.clone()], None).strictly(strict);
                assert_eq!(!bare.ok, fails, "the report without a file of {row}");
            }
        }
    }
}

#[cfg(test)]
mod unsupported_tests {
    use truename_cases::{Capability, EngineInfo, Question, Reply, Scenario, Unsupported};
    use truename_harness::engine::Engine;
    use truename_harness::engines::model::ModelEngine;

    /// An engine that answers "unsupported" (its first card) to every question.
    struct Unsupporting(EngineInfo);

    impl Engine for Unsupporting {
        fn info(&self) -> &EngineInfo {
            &self.0
        }
        fn answer(&mut self, s: &Scenario, _: &Question) -> Reply {
            let card = s
                .objects
                .iter()
                .find_map(|o| o.card.clone())
                .unwrap_or_default();
            Reply::Unsupported(Unsupported::Card(card))
        }
    }

    /// The reference model as an engine team's engine would be: one question at a time.
    struct Answering(ModelEngine);

    impl Engine for Answering {
        fn info(&self) -> &EngineInfo {
            self.0.info()
        }

        fn answer(&mut self, s: &Scenario, q: &Question) -> Reply {
            use truename_harness::driven::Driven;
            match self.0.run(s, std::slice::from_ref(q)) {
                Ok(mut replies) if replies.len() == 1 => replies.remove(0),
                Ok(_) => Reply::Error("not one reply".into()),
                Err(e) => Reply::Error(e.to_string()),
            }
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
    fn trials_that_ran_but_compared_no_answer_of_the_engine_s_own_checked_nothing() {
        let suite = super::Suite::embedded();
        assert_eq!(suite.nothing_checked(), None, "no trial ran yet");
        let c = conclusion(&suite);
        assert_eq!(c.num_failed, 0);
        let why = suite
            .nothing_checked()
            .expect("unsupported only checks nothing");
        assert!(why.contains("unsupported"), "{why}");
        let suite = super::Suite::embedded();
        let args = libtest_mimic::Arguments {
            filter: Some("201.2/names-as-a-player-says-them".into()),
            test_threads: Some(1),
            quiet: true,
            logfile: Some(
                std::env::temp_dir()
                    .join("truename-trials-model.log")
                    .display()
                    .to_string(),
            ),
            ..Default::default()
        };
        let c = libtest_mimic::run(&args, suite.trials(|| Answering(ModelEngine::reference())));
        assert!(c.num_passed > 0, "the model answers it");
        assert_eq!(
            suite.nothing_checked(),
            None,
            "the model's own answers were compared"
        );
    }

    /// The trials of `suite` whose names contain `filter`, for engines made by `make`.
    fn run_filtered<E, F>(suite: &super::Suite, filter: &str, make: F) -> libtest_mimic::Conclusion
    where
        E: Engine + Send + 'static,
        F: Fn() -> E + Send + Sync + 'static,
    {
        let log = std::env::temp_dir().join(format!(
            "truename-trials-{}-{}.log",
            std::process::id(),
            filter.replace('/', "-")
        ));
        let args = libtest_mimic::Arguments {
            filter: Some(filter.into()),
            test_threads: Some(1),
            quiet: true,
            logfile: Some(log.display().to_string()),
            ..Default::default()
        };
        libtest_mimic::run(&args, suite.trials(make))
    }

    /// An expectation file with this text.
    fn file_with(name: &str, text: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("truename-trials-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        file
    }

    #[test]
    fn skips_are_judged_as_in_the_command_line_not_ignored_beforehand() {
        // A case the engine can't be sent (it declares no token capability): ignored when the
        // file lists no skips, a new skip when it lists them without this one.
        let not_sent = "111.1/tokens-cards-and-copies";
        let c = run_filtered(&super::Suite::embedded(), not_sent, unsupporting);
        assert_eq!(
            (c.num_failed, c.num_ignored),
            (0, 1),
            "not sent, no skips listed"
        );
        let listed = file_with(
            "no-skips.json",
            r#"{"known_failures": [], "expected_skips": []}"#,
        );
        let c = run_filtered(
            &super::Suite::embedded().expectations(&listed),
            not_sent,
            unsupporting,
        );
        assert_eq!(
            c.num_failed, 1,
            "not sent, skips listed without it: a new skip"
        );
        // An expected skip that the engine now answers: remove it from the file.
        let answered = "201.2/names-as-a-player-says-them";
        let skipped = file_with(
            "skipped.json",
            &format!(r#"{{"known_failures": [], "expected_skips": ["{answered}"]}}"#),
        );
        let c = run_filtered(
            &super::Suite::embedded().expectations(&skipped),
            answered,
            || Answering(ModelEngine::reference()),
        );
        assert_eq!(c.num_failed, 1, "an expected skip that ran");
    }

    #[test]
    fn an_expectation_file_naming_a_missing_case_fails() {
        let check = "truename/expectations-name-existing-cases";
        let c = run_filtered(&super::Suite::embedded(), check, unsupporting);
        assert_eq!(
            (c.num_passed, c.num_failed),
            (1, 0),
            "no file, nothing stale"
        );
        let stale = file_with(
            "stale.json",
            r#"{"known_failures": ["no/such-case"], "expected_skips": null}"#,
        );
        let c = run_filtered(
            &super::Suite::embedded().expectations(&stale),
            check,
            unsupporting,
        );
        assert_eq!(c.num_failed, 1, "a known failure that guards nothing");
    }

    #[test]
    fn a_missing_expectation_file_means_none_yet() {
        let path = std::env::temp_dir().join("truename-trials-no-such-dir/mine.json");
        let suite = super::Suite::embedded().expectations(&path);
        assert!(suite.expectations.known_failures.is_empty());
        assert!(suite.expectations.expected_skips.is_none());
    }
}
