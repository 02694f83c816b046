//! A hunt fails closed and keeps its findings per engine (issue 26): an engine given up on is
//! replaced or stops the hunt, never a stream of limitations; a finding is known only if this
//! engine fails the file; pending and temporary names are unique; a flaky finding leaves no
//! pending file; limitations are a bounded table.

use std::path::{Path, PathBuf};
use std::time::Duration;
use truename_cases::protocol::EngineInfo;
use truename_cases::{Answer, Question, Scenario};
use truename_gen::generate::{generate_filled, pools::Pools, SeededSource};
use truename_gen::hunt::{
    case_seed, diverges, finding_path, hunt_with, signature_files, HuntConfig,
};
use truename_gen::regression_file::{write_case, write_new_case};
use truename_harness::driven::{Driven, EngineFailure};
use truename_harness::engine::Reply;
use truename_harness::engines::model::ModelEngine;
use truename_model::quirks::Quirk;

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("truename-hunt-rel-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn config(out: Option<&Path>) -> HuntConfig {
    HuntConfig {
        seed: 3,
        max_cases: 300,
        max_time: Duration::from_secs(300),
        out_dir: out.map(Path::to_path_buf),
        ..HuntConfig::default()
    }
}

fn mutant() -> ModelEngine {
    ModelEngine::mutant(Quirk::AllNamesDropped)
}

/// The model, but given up on after `budget` runs: every case since fails with the process
/// client's "not run: the engine was given up on", and its incidents say why.
struct GivesUp {
    inner: ModelEngine,
    runs: usize,
    budget: usize,
}

impl Driven for GivesUp {
    fn info(&self) -> &EngineInfo {
        self.inner.info()
    }

    fn run(&mut self, s: &Scenario, q: &[Question]) -> Result<Vec<Reply>, EngineFailure> {
        self.runs += 1;
        if self.runs > self.budget {
            return Err(EngineFailure::Crashed(
                "not run: the engine was given up on: a test".into(),
            ));
        }
        self.inner.run(s, q)
    }

    fn incidents(&self) -> Vec<String> {
        match self.runs > self.budget {
            true => vec!["engine \"x\": the engine was given up on: a test".into()],
            false => vec![],
        }
    }
}

#[test]
fn an_engine_given_up_on_stops_the_hunt_without_a_way_to_replace_it() {
    let reference = ModelEngine::reference();
    let mut e = GivesUp {
        inner: ModelEngine::reference(),
        runs: 0,
        budget: 40,
    };
    let rep = hunt_with(&mut e, None, &reference, &config(None)).expect("hunt runs");
    assert!(rep.stopped.is_some(), "{}", rep.summary());
    assert_eq!(rep.given_up, 1);
    assert_eq!(rep.limitations.total(), 0, "{}", rep.summary());
    assert!(rep.cases < 300, "{}", rep.summary());
}

#[test]
fn an_engine_given_up_on_is_replaced_by_a_fresh_one_and_the_hunt_goes_on() {
    let reference = ModelEngine::reference();
    let make = || GivesUp {
        inner: ModelEngine::reference(),
        runs: 0,
        budget: 40,
    };
    let fresh = || -> Result<Box<dyn Driven>, String> { Ok(Box::new(make())) };
    let rep = hunt_with(&mut make(), Some(&fresh), &reference, &config(None)).expect("runs");
    assert!(rep.stopped.is_none(), "{}", rep.summary());
    assert!(rep.given_up >= 2, "{}", rep.summary());
    assert_eq!(rep.cases, 300);
    assert_eq!(rep.limitations.total(), 0, "{}", rep.summary());
    assert!(rep.summary().contains("ENGINE GIVEN UP ON"));
}

/// A generated case the mutant answers as the model does.
fn a_case_the_mutant_passes(reference: &ModelEngine) -> truename_cases::Case {
    let pools = Pools::new(reference.model());
    (0..1000u64)
        .map(|i| {
            generate_filled(
                &mut SeededSource::new(case_seed(99, i)),
                reference,
                &pools,
                "p",
            )
        })
        .find(|c| !c.queries.is_empty() && !diverges(&mut mutant(), c, reference))
        .expect("a case the mutant passes")
}

#[test]
fn another_engines_file_of_the_same_signature_doesnt_make_a_finding_known() {
    let reference = ModelEngine::reference();
    let first = tmp("first");
    let rep = hunt_with(&mut mutant(), None, &reference, &config(Some(&first))).expect("runs");
    let sig = rep.findings[0].signature.clone();
    // Another engine's file with that signature, which this engine passes.
    let other = tmp("other");
    write_case(
        &finding_path(&other, &sig),
        &a_case_the_mutant_passes(&reference),
    )
    .unwrap();
    let rep = hunt_with(&mut mutant(), None, &reference, &config(Some(&other))).expect("runs");
    assert!(
        rep.findings.iter().any(|f| f.signature == sig),
        "{}",
        rep.summary()
    );
    assert_eq!(signature_files(&other, &sig).len(), 2);
    // Its own file, which it fails, does.
    let again = hunt_with(&mut mutant(), None, &reference, &config(Some(&other))).expect("runs");
    assert!(again.findings.is_empty(), "{}", again.summary());
    assert!(again.known.contains_key(&sig));
}

#[test]
fn two_hunts_of_one_seed_never_share_a_pending_name() {
    let reference = ModelEngine::reference();
    let out = tmp("pending");
    // `pending` is a file: the pending write fails and names its path.
    std::fs::write(out.join("pending"), b"in the way").unwrap();
    let a = hunt_with(&mut mutant(), None, &reference, &config(Some(&out))).unwrap_err();
    let b = hunt_with(&mut mutant(), None, &reference, &config(Some(&out))).unwrap_err();
    assert!(
        a.path.starts_with(out.join("pending")),
        "{}",
        a.path.display()
    );
    assert_ne!(a.path, b.path);
}

#[test]
fn concurrent_writers_of_one_file_never_fail() {
    let reference = ModelEngine::reference();
    let case = a_case_the_mutant_passes(&reference);
    let path = tmp("concurrent").join("hunt-x.json");
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..8)
            .map(|_| {
                s.spawn(|| {
                    (0..40)
                        .map(|_| write_case(&path, &case))
                        .find(|r| r.is_err())
                })
            })
            .collect();
        for h in handles {
            assert!(h.join().unwrap().is_none(), "a concurrent write failed");
        }
    });
    let left: Vec<_> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(left.len(), 1, "temporary files left: {left:?}");
}

#[test]
fn concurrent_writers_of_new_findings_never_replace_one_another() {
    // Eight writers of eight different cases race for one signature's file: exactly one gets
    // it, and the file holds that writer's case (the others write names of their own).
    let reference = ModelEngine::reference();
    let base = a_case_the_mutant_passes(&reference);
    let path = tmp("concurrent-new").join("hunt-y.json");
    let results: Vec<(usize, bool)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..8)
            .map(|i| {
                let (path, mut case) = (&path, base.clone());
                case.description = format!("writer {i}");
                s.spawn(move || (i, write_new_case(path, &case).expect("written or taken")))
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners: Vec<usize> = (results.iter())
        .filter(|(_, won)| *won)
        .map(|(i, _)| *i)
        .collect();
    assert_eq!(winners.len(), 1, "{results:?}");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(&format!("writer {}", winners[0])), "{text}");
    let left: Vec<_> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(left.len(), 1, "temporary files left: {left:?}");
}

/// The model, but its first answer of all is wrong (`true` for `false`, one more): a
/// divergence that never shows again.
struct WrongOnce {
    inner: ModelEngine,
    done: bool,
}

impl Driven for WrongOnce {
    fn info(&self) -> &EngineInfo {
        self.inner.info()
    }

    fn run(&mut self, s: &Scenario, q: &[Question]) -> Result<Vec<Reply>, EngineFailure> {
        let mut replies = self.inner.run(s, q)?;
        for r in replies.iter_mut() {
            if self.done {
                break;
            }
            match r {
                Reply::Answer(Answer::Bool(b)) => *b = !*b,
                Reply::Answer(Answer::Count(n)) => *n += 1,
                _ => continue,
            }
            self.done = true;
        }
        Ok(replies)
    }
}

#[test]
fn a_flaky_finding_leaves_no_pending_file() {
    let reference = ModelEngine::reference();
    let out = tmp("flaky");
    let mut e = WrongOnce {
        inner: ModelEngine::reference(),
        done: false,
    };
    let rep = hunt_with(&mut e, None, &reference, &config(Some(&out))).expect("runs");
    assert_eq!(rep.flaky_count, 1, "{}", rep.summary());
    let pending: Vec<_> = std::fs::read_dir(out.join("pending"))
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    assert!(pending.is_empty(), "left in pending: {pending:?}");
    // Not lost: kept in flaky/, saying what each run did, and not a finding of the folder.
    let flaky: Vec<PathBuf> = std::fs::read_dir(out.join("flaky"))
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    assert_eq!(flaky.len(), 1, "{flaky:?}");
    let text = std::fs::read_to_string(&flaky[0]).unwrap();
    assert!(text.contains("Flaky, found by hunt"), "{text}");
    assert!(text.contains("it agreed"), "{text}");
    assert!(rep.findings.is_empty());
}

/// The model, but answering every question with an error of its own words.
struct Errs {
    inner: ModelEngine,
    n: usize,
}

impl Driven for Errs {
    fn info(&self) -> &EngineInfo {
        self.inner.info()
    }

    fn run(&mut self, _: &Scenario, q: &[Question]) -> Result<Vec<Reply>, EngineFailure> {
        self.n += 1;
        Ok(q.iter()
            .map(|_| Reply::Error(format!("no #{}", self.n)))
            .collect())
    }
}

#[test]
fn limitations_are_counted_by_what_the_engine_lacks() {
    let reference = ModelEngine::reference();
    let mut e = Errs {
        inner: ModelEngine::reference(),
        n: 0,
    };
    let rep = hunt_with(&mut e, None, &reference, &config(None)).expect("runs");
    let l = &rep.limitations;
    assert_eq!(l.total(), e.n, "{}", rep.summary());
    assert!(l.groups.len() < 20, "{:?}", l.groups.keys());
    assert!(l.groups.keys().all(|k| k.starts_with("error reply to a ")));
}

/// A mutant whose adapter answers every question itself (`"answered_by": "adapter"`).
struct AdapterAnswers(ModelEngine);

impl Driven for AdapterAnswers {
    fn info(&self) -> &EngineInfo {
        self.0.info()
    }

    fn run(&mut self, s: &Scenario, q: &[Question]) -> Result<Vec<Reply>, EngineFailure> {
        let replies = self.0.run(s, q)?;
        Ok((replies.into_iter())
            .map(|r| match r {
                Reply::Answer(a) => Reply::AdapterAnswer(a),
                r => r,
            })
            .collect())
    }
}

#[test]
fn an_adapters_answers_are_neither_findings_nor_agreements() {
    let reference = ModelEngine::reference();
    let mut e = AdapterAnswers(mutant());
    let cfg = HuntConfig {
        invariants: true,
        ..config(None)
    };
    let rep = hunt_with(&mut e, None, &reference, &cfg).expect("runs");
    assert!(rep.findings.is_empty(), "{}", rep.summary());
    assert!(rep.known.is_empty(), "{}", rep.summary());
    assert_eq!(rep.answered, 0, "{}", rep.summary());
    assert_eq!(rep.limitations.total(), 0, "{}", rep.summary());
}

#[test]
fn the_shards_of_a_seed_are_disjoint_and_make_up_its_stream() {
    let shards: Vec<truename_gen::hunt::Shard> = ["1/3", "2/3", "3/3"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    let mut numbers: Vec<u64> = (shards.iter())
        .flat_map(|s| (0..50).map(|i| s.case_number(i).unwrap()))
        .collect();
    numbers.sort();
    assert_eq!(numbers, (0..150).collect::<Vec<u64>>());
    // A shard's hunt runs exactly those cases: its finding's seed is its case number's.
    let reference = ModelEngine::reference();
    let cfg = HuntConfig {
        shard: shards[1],
        ..config(None)
    };
    let rep = hunt_with(&mut mutant(), None, &reference, &cfg).expect("runs");
    let f = rep.findings.first().expect("a finding");
    let n = shards[1].case_number(f.at_case as u64 - 1).unwrap();
    let seed = f.case.origin.as_ref().and_then(|o| o.seed);
    assert_eq!(seed, Some(case_seed(3, n)));
}

/// The model, but its first reply on every board is an error.
struct FirstIsAnError(ModelEngine);

impl Driven for FirstIsAnError {
    fn info(&self) -> &EngineInfo {
        self.0.info()
    }

    fn run(&mut self, s: &Scenario, q: &[Question]) -> Result<Vec<Reply>, EngineFailure> {
        let mut replies = self.0.run(s, q)?;
        if let Some(r) = replies.first_mut() {
            *r = Reply::Error("not this one".into());
        }
        Ok(replies)
    }
}

#[test]
fn the_other_answers_on_a_board_with_a_limitation_are_counted_as_checked() {
    let reference = ModelEngine::reference();
    let mut e = FirstIsAnError(ModelEngine::reference());
    let rep = hunt_with(&mut e, None, &reference, &config(None)).expect("runs");
    assert!(rep.limitations.total() > 0, "{}", rep.summary());
    assert!(rep.answered > 0, "{}", rep.summary());
    assert!(rep.findings.is_empty(), "{}", rep.summary());
}

/// Every finding is filed under a signature its own (shrunk) case shows on the engine:
/// shrinking keeps only the question's kind, so a finding filed under the signature it had
/// before shrinking could name another bug, and make that bug "known" in later hunts.
#[test]
fn each_finding_is_filed_under_a_signature_its_shrunk_case_shows() {
    let reference = ModelEngine::reference();
    for (quirk, seed) in [
        (Quirk::AllNamesDropped, 3),
        (Quirk::SplitOneNameOffStack, 5),
        (Quirk::Layer3NamesCopied, 7),
    ] {
        let out = tmp(&format!("filed-{seed}"));
        let mut engine = ModelEngine::mutant(quirk);
        let cfg = HuntConfig {
            seed,
            max_cases: 400,
            invariants: false,
            ..config(Some(&out))
        };
        let report = hunt_with(&mut engine, None, &reference, &cfg).expect("hunted");
        assert!(!report.findings.is_empty(), "{quirk:?}: a bug found");
        for f in &report.findings {
            let lc = truename_harness::load::LoadedCase {
                file: PathBuf::from("finding.json"),
                index: 0,
                case: f.case.clone(),
                oracle_snapshot: String::new(),
            };
            let shown = truename_gen::hunt::known_signatures(
                &mut engine,
                std::slice::from_ref(&lc),
                &reference,
                &Default::default(),
            );
            assert!(
                shown.contains(&f.signature),
                "{quirk:?}: filed under {} but shows {shown:?}",
                f.signature
            );
            let path = f.path.as_ref().expect("written");
            let stem = finding_path(&out, &f.signature);
            let stem = stem.file_stem().unwrap().to_string_lossy().into_owned();
            assert!(
                path.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with(&stem),
                "{quirk:?}: {} is not under {stem}",
                path.display()
            );
        }
    }
}
