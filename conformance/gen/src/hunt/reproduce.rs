//! Shrinking a finding while its problem holds, and running it again (on a fresh engine when
//! one can be made) before it is written; an invariant finding's witness question.

use super::hunter::Hunter;
use super::signature::{verdict, Keep, Problem, Verdict};
use super::summary::{Flaky, MAX_FLAKY};
use crate::generate::{fill_expectations, pools::Pools};
use crate::invariants;
use crate::shrink::shrink;
use crate::witness::witness;
use std::time::Instant;
use truename_cases::Case;
use truename_harness::cancel::cancelled;
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;

/// Whether a candidate still shows the same problem.
pub(super) fn still_fails(
    engine: &mut dyn Driven,
    c: &Case,
    reference: &ModelEngine,
    keep: &Keep,
) -> bool {
    second_run(engine, c, reference, keep).is_none()
}

/// Runs `c` for the problem `keep`: `None` if it is there (again), else what happened instead
/// (the engine agreed, failed, or diverged otherwise), for the flaky list.
pub(super) fn second_run(
    engine: &mut dyn Driven,
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
            Verdict::Unchecked(u) => Some(u.to_string()),
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

/// Shrinks `case` while the same problem holds, until `deadline` (then the smallest so far;
/// `None`: no deadline).
pub(super) fn shrink_finding(
    engine: &mut dyn Driven,
    reference: &ModelEngine,
    pools: &Pools,
    case: &Case,
    keep: &Keep,
    deadline: Option<Instant>,
) -> Case {
    let mut fails = |c: &Case| {
        deadline.is_none_or(|d| Instant::now() < d)
            && !cancelled()
            && still_fails(engine, c, reference, keep)
    };
    let mut shrunk = shrink(case, reference.model(), pools, &mut fails);
    fill_expectations(&mut shrunk, reference);
    shrunk
}

impl Hunter<'_> {
    /// `None` when the shrunk finding is there again on a second run; else what the second
    /// run did, and the finding is listed as flaky with it. Stopped from outside, there is no
    /// second run (it would be interrupted too): the finding, seen on the first run and on
    /// every accepted shrinking step, is written as it is.
    pub(super) fn flaky(&mut self, shrunk: &Case, p: &Problem) -> Option<String> {
        if cancelled() {
            return None;
        }
        let second = self.again(shrunk, &p.keep)?;
        self.report.flaky_count += 1;
        if self.report.flaky.len() < MAX_FLAKY {
            self.report.flaky.push(Flaky {
                signature: p.signature.clone(),
                second: second.clone(),
                case: shrunk.clone(),
            });
        }
        Some(second)
    }

    /// A shrunk invariant finding as a case `truename run` fails on ([`witness`]): the board
    /// and question, among those the invariant asked, on which the engine answers otherwise than
    /// the model; and the finding's description, the violation as seen on the shrunk case. The
    /// shrunk case as it is when there is no such question (the engine then contradicts itself
    /// between runs), said in the description.
    pub(super) fn invariant_witness(
        &mut self,
        shrunk: Case,
        name: &str,
        kind: String,
    ) -> (Case, String) {
        let Some(inv) = invariants::ALL.iter().find(|inv| inv.name == name) else {
            return (shrunk, kind);
        };
        let reference = self.reference;
        let (v, w) = witness(self.engine(), &shrunk, reference, inv);
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
            _ => {
                let reference = self.reference;
                second_run(self.engine(), c, reference, keep)
            }
        }
    }
}
