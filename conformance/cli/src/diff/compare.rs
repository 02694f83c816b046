//! Comparing one engine's cases across two runs: each case classified by the class of its
//! status before and after ([`Kind::of`]), each question by its outcome and reply.

use super::load::{CaseRun, EngineRun, QuestionRun};
use super::outcome::{class_of, Class};
use super::{CaseDiff, EngineDiff, Kind, KindCounts, QuestionDiff, RuleDiff, Tally};
use std::collections::{BTreeMap, HashMap};
use truename_model::{Rule, RuleOrder};

/// The questions of a case whose outcome or reply differs between runs.
fn questions(old: &CaseRun, new: &CaseRun) -> Vec<QuestionDiff> {
    let by_index: HashMap<usize, &QuestionRun> =
        old.questions.iter().map(|q| (q.index, q)).collect();
    let mut out: Vec<QuestionDiff> = new
        .questions
        .iter()
        .filter_map(|n| {
            let o = by_index.get(&n.index).copied();
            let same = o.is_some_and(|o| {
                o.outcome == n.outcome
                    && o.got == n.got
                    && o.question == n.question
                    && o.expected == n.expected
            });
            (!same).then(|| question(o, Some(n)))
        })
        .collect();
    let new_indices: Vec<usize> = new.questions.iter().map(|q| q.index).collect();
    out.extend(
        old.questions
            .iter()
            .filter(|o| !new_indices.contains(&o.index))
            .map(|o| question(Some(o), None)),
    );
    out
}

/// One question's diff (at least one side present).
fn question(old: Option<&QuestionRun>, new: Option<&QuestionRun>) -> QuestionDiff {
    let this = new.or(old).expect("a question on one side at least");
    let edited = match (old, new) {
        (Some(o), Some(n)) => o.question != n.question || o.expected != n.expected,
        _ => false,
    };
    QuestionDiff {
        index: this.index,
        question: this.question.clone(),
        expected: this.expected.clone(),
        old_outcome: old.map(|q| q.outcome.clone()),
        new_outcome: new.map(|q| q.outcome.clone()),
        old_got: old.and_then(|q| q.got.clone()),
        new_got: new.and_then(|q| q.got.clone()),
        edited,
    }
}

/// A case's diff, or `None` when nothing about it changed.
fn case(old: Option<&CaseRun>, new: Option<&CaseRun>) -> Option<CaseDiff> {
    let (kind, qs) = match (old, new) {
        (Some(o), Some(n)) => {
            let qs = questions(o, n);
            match Kind::of(o.class, n.class) {
                Some(kind) => (kind, qs),
                None if qs.is_empty() => return None,
                None => (Kind::Changed, qs),
            }
        }
        (None, Some(n)) => (Kind::Added, all(n, false)),
        (Some(o), None) => (Kind::Removed, all(o, true)),
        (None, None) => return None,
    };
    let this = new.or(old)?;
    Some(CaseDiff {
        id: this.id.clone(),
        kind,
        rules: this.rules.clone(),
        old_status: old.map(|c| c.status.clone()),
        new_status: new.map(|c| c.status.clone()),
        questions: qs,
    })
}

/// Every question of a case that is on one side only.
fn all(c: &CaseRun, old_side: bool) -> Vec<QuestionDiff> {
    c.questions
        .iter()
        .map(|q| {
            if old_side {
                question(Some(q), None)
            } else {
                question(None, Some(q))
            }
        })
        .collect()
}

/// Compares one engine's two runs.
pub fn engine(old: &EngineRun, new: &EngineRun) -> EngineDiff {
    let old_by_id: HashMap<&str, &CaseRun> = old.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    let new_by_id: HashMap<&str, &CaseRun> = new.cases.iter().map(|c| (c.id.as_str(), c)).collect();
    let mut cases: Vec<CaseDiff> = new
        .cases
        .iter()
        .filter_map(|n| case(old_by_id.get(n.id.as_str()).copied(), Some(n)))
        .collect();
    cases.extend(
        old.cases
            .iter()
            .filter(|o| !new_by_id.contains_key(o.id.as_str()))
            .filter_map(|o| case(Some(o), None)),
    );
    let mut changes = KindCounts::default();
    for c in &cases {
        changes.add(c.kind);
    }
    EngineDiff {
        old_engine: old.engine.clone(),
        old_version: old.version.clone(),
        new_engine: new.engine.clone(),
        new_version: new.version.clone(),
        old: tally(&old.cases),
        new: tally(&new.cases),
        regressed: changes.newly_failing > 0,
        questions_newly_failing: cases
            .iter()
            .flat_map(|c| &c.questions)
            .filter(|q| newly_failing(q))
            .count(),
        rules: rules(old, new, &cases),
        changes,
        cases,
    }
}

/// Whether a question present in both runs fails now and didn't before.
fn newly_failing(q: &QuestionDiff) -> bool {
    let class = |o: &Option<String>| o.as_deref().and_then(class_of);
    match (class(&q.old_outcome), class(&q.new_outcome)) {
        (Some(old), Some(new)) => old != Class::Fail && new == Class::Fail,
        _ => false,
    }
}

fn tally(cases: &[CaseRun]) -> Tally {
    let mut t = Tally::default();
    for c in cases {
        t.add(c.class);
    }
    t
}

/// The per-rule summary: each rule's cases before and after, and its changes (a case tagged
/// with several rules counts under each).
fn rules(old: &EngineRun, new: &EngineRun, cases: &[CaseDiff]) -> Vec<RuleDiff> {
    let mut rows: BTreeMap<RuleOrder, RuleDiff> = BTreeMap::new();
    for c in &old.cases {
        for r in &c.rules {
            row(&mut rows, r).old.add(c.class);
        }
    }
    for c in &new.cases {
        for r in &c.rules {
            row(&mut rows, r).new.add(c.class);
        }
    }
    for c in cases {
        for r in &c.rules {
            row(&mut rows, r).changes.add(c.kind);
        }
    }
    rows.into_values().collect()
}

fn row<'m>(rows: &'m mut BTreeMap<RuleOrder, RuleDiff>, rule: &str) -> &'m mut RuleDiff {
    rows.entry(Rule::sort_key(rule))
        .or_insert_with(|| RuleDiff {
            rule: rule.to_string(),
            old: Tally::default(),
            new: Tally::default(),
            changes: KindCounts::default(),
        })
}
