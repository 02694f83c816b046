//! Differential hunting: generated cases against an engine; each divergence from the reference
//! model is shrunk, reproduced, and written as an ordinary case file, once per bug.
//!
//! - **Durable first.** A divergence is written (and synced to disk) to `<out>/pending/`
//!   before shrinking starts; the shrunk case is then written and synced as
//!   `<out>/hunt-<signature hash>.json`, and only then is the pending file removed. A failed
//!   write stops the hunt with an error ([`HuntError`]); nothing pending is deleted.
//! - **One file per bug.** A finding's *signature* is its question kind, the rule the model's
//!   explanation starts from, and the class of the engine's wrong answer (`true` for `false`,
//!   a name for no name, ...), or the invariant it breaks. A finding whose signature an
//!   expectation file's known failures already show, or that was already written, is counted
//!   as *known* and not written again.
//! - **Only what the engine declared.** Each question is asked only when the engine declares
//!   the capabilities it needs (on its slice of the board when that is enough), as in `run`.
//! - **The right party.** An engine failure (crash, timeout, garbage), an error reply or an
//!   "unsupported" reply is an engine *limitation*, listed apart, never a divergence.
//! - **Reproduced.** The shrunk case is run again (on a fresh engine when the caller can make
//!   one) before it is written; one that doesn't reproduce is reported as *flaky* with both
//!   answers and not written.
//! - **Bounded.** `max_time` bounds the whole hunt, shrinking included (an unfinished shrink
//!   keeps the smallest case so far).
//! - **Pipelined.** Cases are generated (and their expectations filled by the model) on a
//!   thread of their own, ahead of the engine, which runs on the caller's thread and sees the
//!   same cases in the same order as a hunt on one thread: generating is half the work of a
//!   model-speed engine's hunt.
//!
//! Cases hold values, not seeds; the seed that produced each is recorded in its `origin`.
//! Expectations come from the model and are marked `model-untriaged` until a person checks
//! them. The engine's own answers are also checked against the invariants.

use crate::generate::{fill_expectations, generate_filled, pools::Pools, SeededSource};
use crate::invariants;
use crate::shrink::{shrink, size};
use crate::witness::witness;
use std::collections::BTreeSet;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use truename_cases::*;
use truename_harness::cancel::cancelled;
use truename_harness::engine::Engine;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::LoadedCase;
use truename_harness::runner::{self, CaseResult, ModelWhy, Outcome};

/// Budget and output of a hunt.
#[derive(Clone, Debug, Default)]
pub struct HuntConfig {
    /// Base seed.
    pub seed: u64,
    /// Stop after this many generated cases.
    pub max_cases: usize,
    /// Stop after this long, shrinking included.
    pub max_time: Duration,
    /// Stop after this many new findings (0: no limit).
    pub max_findings: usize,
    /// Where regressions go (None: don't write).
    pub out_dir: Option<PathBuf>,
    /// Also check the invariants on the engine's answers.
    pub invariants: bool,
    /// Signatures of bugs already known (from the engine's expectation file): counted, not
    /// written.
    pub known: BTreeSet<String>,
}

/// What was found.
#[derive(Clone, Debug)]
pub struct Finding {
    /// A divergence from the model, or the invariant violated.
    pub kind: String,
    /// The bug's signature (question kind, rule, answer class; or the invariant).
    pub signature: String,
    /// The shrunk case.
    pub case: Case,
    /// Size before shrinking (objects, effects, queries).
    pub original: (usize, usize, usize),
    /// Generated cases tried when it was found (1-based).
    pub at_case: usize,
    /// Time from the hunt's start to the finding.
    pub elapsed: Duration,
    /// Where it was written.
    pub path: Option<PathBuf>,
}

/// A divergence that didn't reproduce on a second run.
#[derive(Clone, Debug)]
pub struct Flaky {
    /// Its signature on the first run.
    pub signature: String,
    /// What the second run did instead ("agreed", "diverged otherwise (...)", "hit an engine
    /// limitation: ...").
    pub second: String,
    /// The case.
    pub case: Case,
}

/// The result of a hunt.
#[derive(Clone, Debug, Default)]
pub struct HuntReport {
    /// Cases generated.
    pub cases: usize,
    /// New findings, in order (written when an output directory was given).
    pub findings: Vec<Finding>,
    /// Findings whose signature was already known, by signature.
    pub known: Vec<String>,
    /// Divergences that didn't reproduce.
    pub flaky: Vec<Flaky>,
    /// Engine limitations: failures, errors and unsupported replies (case id: what).
    pub limitations: Vec<String>,
    /// Questions the engine was asked and answered as the model does (a hunt in which this
    /// stays 0 checked nothing: the engine declares none of what the cases need).
    pub answered: usize,
    /// Total time.
    pub elapsed: Duration,
    /// Whether the hunt was stopped from outside ([`truename_harness::cancel`]) before its
    /// budget ran out.
    pub interrupted: bool,
}

/// A finding that couldn't be written: the hunt stops, and what is pending stays.
#[derive(Debug, thiserror::Error)]
#[error("can't write the finding {path}: {source}")]
pub struct HuntError {
    /// The file.
    pub path: PathBuf,
    /// Why.
    pub source: std::io::Error,
    /// The case that couldn't be written, as a case file's JSON (so it is never lost: the
    /// command line prints it).
    pub case: String,
}

/// The seed of case `i` of a hunt from `seed` (splitmix64 of the pair).
pub fn case_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Writes one case as an ordinary case file (the corpus format, pinned revision and snapshot),
/// durably: to a temporary file, synced, then renamed into place.
pub fn write_case(path: &Path, case: &Case) -> std::io::Result<()> {
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d)?;
    }
    let file = CaseFile {
        format: FORMAT.into(),
        cr_revision: truename_model::CR_REVISION.into(),
        oracle_snapshot: truename_model::ORACLE_SNAPSHOT.into(),
        cases: vec![case.clone()],
    };
    let text = serde_json::to_string_pretty(&file).unwrap_or_default() + "\n";
    let tmp = path.with_extension("json.tmp");
    let written = std::fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    });
    if let Err(e) = written {
        // No torn temporary file is left behind (the case is printed by the caller).
        std::fs::remove_file(&tmp).ok();
        return Err(e);
    }
    if let Some(d) = path.parent() {
        // The rename is durable once the directory is.
        std::fs::File::open(d).and_then(|d| d.sync_all()).ok();
    }
    Ok(())
}

/// FNV-1a, 64-bit: stable across runs and platforms.
pub fn fnv64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// FNV-1a, 64-bit, as 16 hex digits: stable across runs and platforms (names regression files).
pub fn fnv64_hex(bytes: &[u8]) -> String {
    format!("{:016x}", fnv64(bytes))
}

/// The hash of a case's content (objects, effects, queries, rules), ignoring its id,
/// description and origin: the same shrunk case found twice gets the same file name.
pub fn content_hash(case: &Case) -> String {
    let mut c = case.clone();
    c.scenario.id.clear();
    c.origin = None;
    c.description.clear();
    fnv64_hex(serde_json::to_string(&c).unwrap_or_default().as_bytes())
}

/// Case `i` of a hunt: generated from its seed, expectations filled by the model, its origin
/// recorded; `None` if the model answers none of its questions.
fn generated(cs: u64, pools: &Pools, reference: &ModelEngine, engine: &str) -> Option<Case> {
    let mut src = SeededSource::new(cs);
    let mut case = generate_filled(&mut src, reference, pools, &format!("hunt/{cs:016x}"));
    if case.queries.is_empty() {
        return None;
    }
    case.origin = Some(Origin {
        tool: "hunt".into(),
        seed: Some(cs),
        engine: Some(engine.to_string()),
    });
    Some(case)
}

/// The class of a wrong answer, for a bug's signature.
pub fn answer_class(expected: &Answer, got: &Answer) -> String {
    let named = |n: &NameSetAnswer| !n.names.is_empty() || n.all_nonlegendary_creature_names;
    match (expected, got) {
        (Answer::Bool(e), Answer::Bool(g)) => format!("{g}-for-{e}"),
        (Answer::Names(e), Answer::Names(g)) => match (named(e), named(g)) {
            (false, true) => "named-for-nameless".into(),
            (true, false) => "nameless-for-named".into(),
            _ if e.all_nonlegendary_creature_names != g.all_nonlegendary_creature_names => {
                "all-names-differ".into()
            }
            _ => "other-names".into(),
        },
        (Answer::Count(e), Answer::Count(g)) => if g > e { "more" } else { "fewer" }.into(),
        (Answer::Choice(e), Answer::Choice(g)) if e.valid != g.valid => {
            format!("valid-{}", g.valid)
        }
        (e, g) if e.kind() == g.kind() => "other".into(),
        _ => "wrong-form".into(),
    }
}

/// How an engine's run of one case went, for hunting.
enum Verdict {
    /// Every question it was asked (this many), answered as the model does.
    Agrees { answered: usize },
    /// A wrong answer: the question kind (what shrinking keeps), the full signature, and
    /// which question got which answer.
    Diverges {
        shape: String,
        signature: String,
        question: usize,
        got: String,
    },
    /// An engine failure, error or unsupported reply (what).
    Limitation(String),
}

/// Runs `engine` on `case` as `truename run` would (only what it declares) and classifies the
/// result.
fn verdict(engine: &mut dyn Engine, case: &Case, reference: &ModelEngine) -> Verdict {
    let lc = LoadedCase {
        file: PathBuf::from("hunt"),
        index: 0,
        case: case.clone(),
        oracle_snapshot: reference.model().oracle.snapshot.clone(),
    };
    let r: CaseResult =
        runner::run(engine, std::slice::from_ref(&lc), reference, &|_| {}).remove(0);
    if let Some(f) = &r.failure {
        return Verdict::Limitation(format!("engine failure: {f}"));
    }
    let mut wrong_form = Vec::new();
    for q in r.with(Outcome::Fail) {
        let Some(Reply::Answer(got)) = &q.got else {
            continue;
        };
        // An answer of another form than the question's (a bool to a `names` question) breaks
        // the protocol: an engine limitation, never a divergence from the model.
        if got.kind() != q.expected.kind() {
            wrong_form.push(format!(
                "protocol violation: answered {got} to a {} question",
                q.question.kind()
            ));
            continue;
        }
        let rule = match &q.why {
            Some(ModelWhy::Explanation(e)) => e.rules().first().map(|r| r.to_string()),
            _ => None,
        };
        let rule = rule
            .or_else(|| case.scenario.rules.first().cloned())
            .unwrap_or_default();
        // The rule without its letter: boards of one bug cite neighbouring subrules (201.4a,
        // 201.4f).
        let rule = rule.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let kind = q.question.kind();
        let class = answer_class(&q.expected, got);
        let signature = format!("{kind}|{rule}|{class}");
        // Shrinking keeps a wrong answer to the same kind of question (the class and the
        // rule may change as the board gets smaller; the final signature is the shrunk case's).
        let shape = kind.to_string();
        let (question, got) = (q.index, got.to_string());
        return Verdict::Diverges {
            shape,
            signature,
            question,
            got,
        };
    }
    let odd: Vec<String> = wrong_form
        .into_iter()
        .chain(
            r.questions
                .iter()
                .filter(|q| q.outcome != Outcome::Skip)
                .filter_map(|q| match &q.got {
                    Some(Reply::Error(e)) => Some(format!("error: {e}")),
                    Some(Reply::Skip(e)) => Some(format!("skipped a declared question: {e}")),
                    Some(Reply::Unsupported(u)) => Some(format!("unsupported {u}")),
                    _ => None,
                }),
        )
        .collect();
    match odd.first() {
        Some(o) => Verdict::Limitation(o.clone()),
        None => Verdict::Agrees {
            answered: r.with(Outcome::Pass).count(),
        },
    }
}

/// Whether the engine answers a question of `case` (one it declares support for) otherwise
/// than the model; engine failures and limitations are not divergences.
pub fn diverges(engine: &mut dyn Engine, case: &Case, reference: &ModelEngine) -> bool {
    matches!(verdict(engine, case, reference), Verdict::Diverges { .. })
}

/// The signatures of the bugs `cases` (an engine's known failures) show on `engine`.
pub fn known_signatures(
    engine: &mut dyn Engine,
    cases: &[LoadedCase],
    reference: &ModelEngine,
) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for lc in cases {
        if let Verdict::Diverges { signature, .. } = verdict(engine, &lc.case, reference) {
            out.insert(signature);
        }
    }
    out
}

/// A finding's kind and signature, and whether candidates keep it while shrinking.
struct Problem {
    kind: String,
    signature: String,
    /// For a divergence: its question kind and answer class; for an invariant: its name.
    keep: Keep,
}

enum Keep {
    Shape(String),
    Invariant(&'static str),
}

/// What is wrong with the engine's answers to `case`: a divergence, or the first invariant
/// violated; or an engine limitation. `answered` counts the questions it answered as the
/// model does.
fn problem(
    engine: &mut dyn Engine,
    case: &Case,
    reference: &ModelEngine,
    cfg: &HuntConfig,
    answered: &mut usize,
) -> Result<Option<Problem>, String> {
    match verdict(engine, case, reference) {
        Verdict::Diverges {
            shape, signature, ..
        } => {
            let kind = format!("divergence from the model ({signature})");
            return Ok(Some(Problem {
                kind,
                signature,
                keep: Keep::Shape(shape),
            }));
        }
        Verdict::Limitation(l) => return Err(l),
        Verdict::Agrees { answered: n } => *answered += n,
    }
    if !cfg.invariants {
        return Ok(None);
    }
    let oracle = &reference.model().oracle;
    let Some((name, msg)) = invariants::check_all(case, engine, oracle)
        .into_iter()
        .next()
    else {
        return Ok(None);
    };
    let kind = format!("invariant {name}: {msg}");
    Ok(Some(Problem {
        kind,
        signature: format!("invariant|{name}"),
        keep: Keep::Invariant(name),
    }))
}

/// Whether a candidate still shows the same problem.
fn still_fails(engine: &mut dyn Engine, c: &Case, reference: &ModelEngine, keep: &Keep) -> bool {
    second_run(engine, c, reference, keep).is_none()
}

/// Runs `c` for the problem `keep`: `None` if it is there (again), else what happened instead
/// (the engine agreed, failed, or diverged otherwise), for the flaky list.
fn second_run(
    engine: &mut dyn Engine,
    c: &Case,
    reference: &ModelEngine,
    keep: &Keep,
) -> Option<String> {
    let mut c = c.clone();
    fill_expectations(&mut c, reference);
    if c.queries.is_empty() {
        return Some("had no question to ask".into());
    }
    match keep {
        Keep::Shape(shape) => match verdict(engine, &c, reference) {
            Verdict::Diverges { shape: s, .. } if &s == shape => None,
            Verdict::Diverges { signature, .. } => {
                Some(format!("diverged otherwise ({signature})"))
            }
            Verdict::Agrees { .. } => Some("agreed".into()),
            Verdict::Limitation(l) => Some(format!("hit an engine limitation: {l}")),
        },
        Keep::Invariant(n) => {
            let oracle = &reference.model().oracle;
            let Some(inv) = invariants::ALL.iter().find(|inv| inv.name == *n) else {
                return Some(format!("no invariant is named {n:?}"));
            };
            match (inv.check)(&c, engine, oracle) {
                invariants::Verdict::Violated(_) => None,
                invariants::Verdict::Holds => Some("agreed".into()),
                invariants::Verdict::Inconclusive => Some(
                    "was inconclusive (the engine didn't answer all the invariant asks)".into(),
                ),
            }
        }
    }
}

/// Shrinks `case` while the same problem holds, until `deadline` (then the smallest so far).
fn shrink_finding(
    engine: &mut dyn Engine,
    reference: &ModelEngine,
    pools: &Pools,
    case: &Case,
    keep: &Keep,
    deadline: Instant,
) -> Case {
    let mut fails = |c: &Case| {
        Instant::now() < deadline && !cancelled() && still_fails(engine, c, reference, keep)
    };
    let mut shrunk = shrink(case, reference.model(), pools, &mut fails);
    fill_expectations(&mut shrunk, reference);
    shrunk
}

/// Where a finding with this signature is written.
pub fn finding_path(out: &Path, signature: &str) -> PathBuf {
    out.join(format!("hunt-{}.json", fnv64_hex(signature.as_bytes())))
}

fn written(path: &Path, case: &Case) -> Result<(), HuntError> {
    write_case(path, case).map_err(|source| HuntError {
        path: path.to_path_buf(),
        source,
        case: serde_json::to_string(case).unwrap_or_default(),
    })
}

/// One generated case's problem handled: known, flaky, or shrunk, reproduced and written.
struct Hunter<'a> {
    engine: &'a mut dyn Engine,
    fresh: Option<&'a dyn Fn() -> Result<Box<dyn Engine>, String>>,
    reference: &'a ModelEngine,
    pools: &'a Pools,
    cfg: &'a HuntConfig,
    start: Instant,
    report: HuntReport,
}

impl Hunter<'_> {
    fn known(&self, signature: &str) -> bool {
        self.cfg.known.contains(signature)
            || self
                .report
                .findings
                .iter()
                .any(|f| f.signature == signature)
            || self
                .cfg
                .out_dir
                .as_ref()
                .is_some_and(|d| finding_path(d, signature).exists())
    }

    /// Whether the shrunk finding is there again on a second run; if not, it is listed as
    /// flaky with what the second run did. Stopped from outside, there is no second run (it
    /// would be interrupted too): the finding, seen on the first run and on every accepted
    /// shrinking step, is written as it is.
    fn confirmed(&mut self, shrunk: &Case, p: &Problem) -> bool {
        if cancelled() {
            return true;
        }
        match self.again(shrunk, &p.keep) {
            None => true,
            Some(second) => {
                self.report.flaky.push(Flaky {
                    signature: p.signature.clone(),
                    second,
                    case: shrunk.clone(),
                });
                false
            }
        }
    }

    /// A shrunk invariant finding as a case `truename run` fails on ([`witness`]): the board
    /// and question, among those the invariant asked, on which the engine answers otherwise than
    /// the model; and the finding's description, the violation as seen on the shrunk case. The
    /// shrunk case as it is when there is no such question (the engine then contradicts itself
    /// between runs), said in the description.
    fn invariant_witness(&mut self, shrunk: Case, name: &str, kind: String) -> (Case, String) {
        let Some(inv) = invariants::ALL.iter().find(|inv| inv.name == name) else {
            return (shrunk, kind);
        };
        let (v, w) = witness(self.engine, &shrunk, self.reference, inv);
        let seen = match v {
            invariants::Verdict::Violated(m) => format!("invariant {name} ({}): {m}", inv.rule),
            _ => kind,
        };
        match w {
            Some(w) if w.engine_differs => (
                w.case,
                format!("{seen}; the question below is one the invariant asked (on its board), answered otherwise than the model"),
            ),
            Some(w) => (
                w.case,
                format!("{seen}; the engine agreed with the model on each question the invariant asked, so the model contradicts the invariant too: below are the questions of the invariant's last call (on its board) with the model's answers, to triage by the rules"),
            ),
            None => (
                shrunk,
                format!("{seen}; the engine agreed with the model on each question the invariant asked, so this case alone may not fail"),
            ),
        }
    }

    /// The shrunk case's problem on a second run (a fresh engine when one can be made, else
    /// the same one: a fresh engine that can't start is no reason to lose the finding): `None`
    /// if it is there again, else what the second run did instead.
    fn again(&mut self, c: &Case, keep: &Keep) -> Option<String> {
        match self.fresh.map(|f| f()) {
            Some(Ok(mut e)) => second_run(e.as_mut(), c, self.reference, keep),
            _ => second_run(self.engine, c, self.reference, keep),
        }
    }

    fn handle(&mut self, at_case: usize, case: Case, p: Problem) -> Result<(), HuntError> {
        if self.known(&p.signature) {
            self.report.known.push(p.signature);
            return Ok(());
        }
        let seed = case
            .origin
            .as_ref()
            .and_then(|o| o.seed)
            .unwrap_or_default();
        let pending = (self.cfg.out_dir.as_ref())
            .map(|d| d.join("pending").join(format!("hunt-{seed:016x}.json")));
        if let Some(path) = &pending {
            // What was found, for whoever finds the file after a crash (it isn't shrunk yet).
            let mut found = case.clone();
            found.description = format!("Pending (not shrunk yet): {}", p.kind);
            written(path, &found)?;
        }
        let deadline = self.start + self.cfg.max_time;
        let mut shrunk = shrink_finding(
            self.engine,
            self.reference,
            self.pools,
            &case,
            &p.keep,
            deadline,
        );
        if !self.confirmed(&shrunk, &p) {
            return Ok(());
        }
        let mut kind = p.kind.clone();
        if let Keep::Invariant(n) = &p.keep {
            (shrunk, kind) = self.invariant_witness(shrunk, n, kind);
        }
        // The engine's wrong answer, for whoever reads the case (the expectation is the model's).
        let engine = self.engine.info().name.clone();
        if let Verdict::Diverges { question, got, .. } =
            verdict(self.engine, &shrunk, self.reference)
        {
            if let Some(q) = shrunk.queries.get_mut(question) {
                q.note = Some(format!("{engine} answered {got}"));
            }
        }
        shrunk.scenario.id = format!("regression/{}", fnv64_hex(p.signature.as_bytes()));
        shrunk.description = format!("Found by hunt against {engine}: {kind}");
        if cancelled() {
            shrunk.description += " (the hunt was interrupted: not run again on a fresh engine)";
        }
        let mut path = None;
        if let Some(d) = &self.cfg.out_dir {
            let final_path = finding_path(d, &p.signature);
            written(&final_path, &shrunk)?;
            if let Some(pp) = &pending {
                std::fs::remove_file(pp).ok();
            }
            path = Some(final_path);
        }
        let (original, elapsed) = (size(&case), self.start.elapsed());
        let finding = Finding {
            kind,
            signature: p.signature,
            case: shrunk,
            original,
            at_case,
            elapsed,
            path,
        };
        self.report.findings.push(finding);
        Ok(())
    }
}

/// Runs a hunt on `engine` (see the module docs); the shrunk case is reproduced on the same
/// engine.
pub fn hunt(
    engine: &mut dyn Engine,
    reference: &ModelEngine,
    cfg: &HuntConfig,
) -> Result<HuntReport, HuntError> {
    hunt_with(engine, None, reference, cfg)
}

/// Runs a hunt; `fresh` makes a fresh engine (a new process) to reproduce each finding on.
pub fn hunt_with(
    engine: &mut dyn Engine,
    fresh: Option<&dyn Fn() -> Result<Box<dyn Engine>, String>>,
    reference: &ModelEngine,
    cfg: &HuntConfig,
) -> Result<HuntReport, HuntError> {
    let start = Instant::now();
    let engine_name = engine.info().name.clone();
    let pools = &Pools::new(reference.model());
    // Generated cases, in seed order, from a thread ahead of the engine (bounded: it stops
    // when the hunt stops reading).
    let (tx, rx) = std::sync::mpsc::sync_channel::<(usize, Option<Case>)>(64);
    let name = engine_name.as_str();
    let result = std::thread::scope(|s| {
        s.spawn(move || {
            for i in 0..cfg.max_cases {
                let cs = case_seed(cfg.seed, i as u64);
                if tx.send((i, generated(cs, pools, reference, name))).is_err() {
                    break;
                }
            }
        });
        let mut hunter = Hunter {
            engine,
            fresh,
            reference,
            pools,
            cfg,
            start,
            report: HuntReport::default(),
        };
        let r = hunter.consume(&rx);
        drop(rx);
        r.map(|()| hunter.report)
    });
    let mut report = result?;
    report.elapsed = start.elapsed();
    Ok(report)
}

impl Hunter<'_> {
    /// Takes generated cases until a budget runs out or the generator is done: each is run on
    /// the engine, and its problem, if any, handled.
    fn consume(
        &mut self,
        rx: &std::sync::mpsc::Receiver<(usize, Option<Case>)>,
    ) -> Result<(), HuntError> {
        let (cfg, reference) = (self.cfg, self.reference);
        loop {
            let full = cfg.max_findings > 0 && self.report.findings.len() >= cfg.max_findings;
            if self.start.elapsed() >= cfg.max_time || full {
                return Ok(());
            }
            if cancelled() {
                self.report.interrupted = true;
                return Ok(());
            }
            let Ok((i, case)) = rx.recv() else {
                return Ok(());
            };
            self.report.cases = i + 1;
            let Some(case) = case else {
                continue;
            };
            match problem(
                self.engine,
                &case,
                reference,
                cfg,
                &mut self.report.answered,
            ) {
                Ok(Some(p)) => self.handle(i + 1, case, p)?,
                Ok(None) => {}
                Err(l) => self
                    .report
                    .limitations
                    .push(format!("{}: {l}", case.scenario.id)),
            }
        }
    }
}

impl HuntReport {
    /// The summary `truename hunt` prints: the counts (new divergences, known, flaky, engine
    /// limitations), then each new finding with its shrunk size and where it was written, each
    /// flaky one, and the first limitations.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "{} cases in {:.1} s: {} new, {} known, {} flaky, {} engine limitations; {} answers agreed with the model\n",
            self.cases,
            self.elapsed.as_secs_f64(),
            self.findings.len(),
            self.known.len(),
            self.flaky.len(),
            self.limitations.len(),
            self.answered
        );
        if self.interrupted {
            s.push_str("INTERRUPTED: the hunt was stopped before its budget ran out; the findings below are written\n");
        }
        for f in &self.findings {
            let (o, e, q) = size(&f.case);
            let written = f
                .path
                .as_ref()
                .map(|p| format!("\n  written to {}", p.display()));
            s.push_str(&format!(
                "- NEW case #{} after {:.2} s: {}\n  shrunk from {:?} to ({o}, {e}, {q}) (objects, effects, queries){}\n",
                f.at_case,
                f.elapsed.as_secs_f64(),
                f.kind,
                f.original,
                written.unwrap_or_default()
            ));
        }
        for f in &self.flaky {
            let case = serde_json::to_string(&f.case).unwrap_or_default();
            s.push_str(&format!(
                "- FLAKY {}: the second run {}\n  {case}\n",
                f.signature, f.second
            ));
        }
        for l in self.limitations.iter().take(10) {
            s.push_str(&format!("- limitation {l}\n"));
        }
        if self.limitations.len() > 10 {
            s.push_str(&format!(
                "  ({} more limitations)\n",
                self.limitations.len() - 10
            ));
        }
        s
    }
}
