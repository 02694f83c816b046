//! Differential hunting: generated cases against an engine, divergences from the reference
//! model shrunk and written to `corpus/regressions/` as ordinary case files.
//!
//! Each divergence is written to disk (`<out>/pending/`) *before* shrinking starts, so a crash
//! or a kill loses nothing; the shrunk case is then written as `<out>/hunt-<hash>.json` (the
//! hash of the shrunk case's content: the same shrunk case is written once) and the pending
//! file is removed. Cases hold values, not seeds; the seed that produced each is recorded in
//! its `origin`. Expectations come from the model and are marked `model-untriaged` until a
//! person checks them. The engine's own answers are also checked against the invariants.

use crate::generate::{fill_expectations, generate, pools::Pools, SeededSource};
use crate::invariants;
use crate::shrink::{shrink, size};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use truename_cases::*;
use truename_harness::engine::{Engine, Reply};
use truename_harness::engines::model::ModelEngine;
use truename_model::Model;

/// Budget and output of a hunt.
#[derive(Clone, Debug)]
pub struct HuntConfig {
    /// Base seed.
    pub seed: u64,
    /// Stop after this many generated cases.
    pub max_cases: usize,
    /// Stop after this long.
    pub max_time: Duration,
    /// Stop after this many distinct findings (0: no limit).
    pub max_findings: usize,
    /// Where regressions go (None: don't write).
    pub out_dir: Option<PathBuf>,
    /// Also check the invariants on the engine's answers.
    pub invariants: bool,
}

/// What was found.
#[derive(Clone, Debug)]
pub struct Finding {
    /// A divergence from the model, or the invariant violated.
    pub kind: String,
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

/// The result of a hunt.
#[derive(Clone, Debug, Default)]
pub struct HuntReport {
    /// Cases generated.
    pub cases: usize,
    /// Findings, in order.
    pub findings: Vec<Finding>,
    /// Total time.
    pub elapsed: Duration,
}

/// The seed of case `i` of a hunt from `seed` (splitmix64 of the pair).
pub fn case_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Whether the engine's replies differ from the case's (model-filled) expectations.
pub fn diverges(engine: &mut dyn Engine, case: &Case) -> bool {
    match engine.run(&case.scenario, &case.questions()) {
        Err(_) => true,
        Ok(replies) => {
            replies.len() != case.queries.len()
                || case.queries.iter().zip(replies).any(|(q, r)| match r {
                    Reply::Answer(a) => a.normalized() != q.answer.normalized(),
                    Reply::Skip(_) | Reply::Unsupported(_) => false,
                    Reply::Error(_) => true,
                })
        }
    }
}

/// Writes one case as an ordinary case file (the corpus format, pinned revision and snapshot).
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
    std::fs::write(
        path,
        serde_json::to_string_pretty(&file).unwrap_or_default() + "\n",
    )
}

/// FNV-1a, 64-bit, as 16 hex digits: stable across runs and platforms (names regression files).
pub fn fnv64_hex(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
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
    let model = reference.model();
    let mut case = generate(&mut src, model, pools, &format!("hunt/{cs:016x}"));
    fill_expectations(&mut case, reference);
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

/// What is wrong with the engine's answers to `case`, if anything: a divergence from the
/// model, or the first invariant violated.
fn finding_kind(
    engine: &mut dyn Engine,
    case: &Case,
    cfg: &HuntConfig,
    model: &Model,
) -> Option<String> {
    if diverges(engine, case) {
        return Some("divergence from the model".to_string());
    }
    if !cfg.invariants {
        return None;
    }
    let (name, msg) = invariants::check_all(case, engine, &model.oracle)
        .into_iter()
        .next()?;
    Some(format!("invariant {name}: {msg}"))
}

/// Shrinks `case` while the same finding (the divergence, or the same invariant) holds.
fn shrink_finding(
    engine: &mut dyn Engine,
    reference: &ModelEngine,
    pools: &Pools,
    case: &Case,
    kind: &str,
) -> Case {
    let model = reference.model();
    let inv_name = kind
        .strip_prefix("invariant ")
        .and_then(|k| k.split(':').next())
        .map(str::to_string);
    let mut fails = |c: &Case| -> bool {
        let mut c = c.clone();
        fill_expectations(&mut c, reference);
        if c.queries.is_empty() {
            return false;
        }
        match &inv_name {
            None => diverges(engine, &c),
            Some(n) => invariants::ALL
                .iter()
                .find(|inv| inv.name == n)
                .is_some_and(|inv| {
                    matches!(
                        (inv.check)(&c, engine, &model.oracle),
                        invariants::Verdict::Violated(_)
                    )
                }),
        }
    };
    let mut shrunk = shrink(case, model, pools, &mut fails);
    fill_expectations(&mut shrunk, reference);
    shrunk
}

/// Writes the shrunk finding as `<out>/hunt-<hash>.json` (once), then removes its pending
/// file; returns the path.
fn write_finding(out: &Path, shrunk: &Case, hash: &str, pending: Option<&Path>) -> PathBuf {
    let p = out.join(format!("hunt-{hash}.json"));
    if !p.exists() {
        let _ = write_case(&p, shrunk);
    }
    if let Some(pp) = pending {
        let _ = std::fs::remove_file(pp);
    }
    p
}

/// Runs a hunt.
pub fn hunt(engine: &mut dyn Engine, reference: &ModelEngine, cfg: &HuntConfig) -> HuntReport {
    let model = reference.model();
    let pools = Pools::new(model);
    let start = Instant::now();
    let mut report = HuntReport::default();
    let engine_name = engine.info().name.clone();
    for i in 0..cfg.max_cases {
        if start.elapsed() >= cfg.max_time
            || (cfg.max_findings > 0 && report.findings.len() >= cfg.max_findings)
        {
            break;
        }
        report.cases = i + 1;
        let cs = case_seed(cfg.seed, i as u64);
        let Some(case) = generated(cs, &pools, reference, &engine_name) else {
            continue;
        };
        let Some(kind) = finding_kind(engine, &case, cfg, model) else {
            continue;
        };
        let pending = cfg
            .out_dir
            .as_ref()
            .map(|d| d.join("pending").join(format!("hunt-{cs:016x}.json")));
        if let Some(p) = &pending {
            let _ = write_case(p, &case);
        }
        let original = size(&case);
        let mut shrunk = shrink_finding(engine, reference, &pools, &case, &kind);
        let hash = content_hash(&shrunk);
        shrunk.scenario.id = format!("regression/{hash}");
        shrunk.description = format!("Found by hunt against {engine_name}: {kind}");
        let path =
            (cfg.out_dir.as_ref()).map(|d| write_finding(d, &shrunk, &hash, pending.as_deref()));
        if report
            .findings
            .iter()
            .any(|f| content_hash(&f.case) == hash)
        {
            continue;
        }
        report.findings.push(Finding {
            kind,
            case: shrunk,
            original,
            at_case: i + 1,
            elapsed: start.elapsed(),
            path,
        });
    }
    report.elapsed = start.elapsed();
    report
}

impl HuntReport {
    /// The summary `truename hunt` prints: counts, then each finding with its shrunk size and
    /// where it was written.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "{} cases in {:.1} s, {} finding(s)\n",
            self.cases,
            self.elapsed.as_secs_f64(),
            self.findings.len()
        );
        for f in &self.findings {
            let (o, e, q) = size(&f.case);
            let written = f
                .path
                .as_ref()
                .map(|p| format!("\n  written to {}", p.display()))
                .unwrap_or_default();
            s.push_str(&format!(
                "- case #{} after {:.2} s: {}\n  shrunk from {:?} to ({o}, {e}, {q}) (objects, effects, queries){written}\n",
                f.at_case,
                f.elapsed.as_secs_f64(),
                f.kind,
                f.original,
            ));
        }
        s
    }
}
