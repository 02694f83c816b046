//! What every invariant does: ask an engine questions about a board (or a board derived from
//! it) and read its answers, and the small board edits the invariants make.

use super::once_per_run::{self, Names};
use std::borrow::Cow;
use truename_cases::*;
use truename_harness::capabilities::required_for;
use truename_harness::driven::Driven;
use truename_harness::engine::Reply;

/// Asks `questions` about `case`'s scenario; `None` if the engine hasn't declared what they
/// need (a derived board proves nothing then) or any reply isn't an answer.
pub(super) fn answers(
    e: &mut dyn Driven,
    case: &Case,
    questions: Vec<Question>,
) -> Option<Vec<Answer>> {
    ask(e, Cow::Borrowed(&case.scenario), questions)
}

/// [`answers`] about a board derived for one invariant and needed no more: it is handed over
/// ([`Driven::run_owned`]), so an engine that keeps the boards it is asked about (a memo) keeps
/// this one rather than a copy, and the shared reference drops it once answered.
pub(super) fn answers_owned(
    e: &mut dyn Driven,
    case: Case,
    questions: Vec<Question>,
) -> Option<Vec<Answer>> {
    ask(e, Cow::Owned(case.scenario), questions)
}

/// [`answers`] and [`answers_owned`]: the board lent or handed over.
fn ask(
    e: &mut dyn Driven,
    scenario: Cow<'_, Scenario>,
    questions: Vec<Question>,
) -> Option<Vec<Answer>> {
    if questions.is_empty() {
        return Some(vec![]);
    }
    let declared = &e.info().capabilities;
    // An engine declaring every capability (the model) can be asked anything: what the board
    // requires needn't be worked out (it reads every object's card), call after call.
    let everything = declared.len() == Capability::ALL.len();
    let oracle = &crate::generate::shared().0.oracle;
    if !everything && !required_for(&scenario, &questions, oracle).is_subset(declared) {
        return None;
    }
    let replies = match scenario {
        Cow::Borrowed(s) => e.run(s, &questions),
        Cow::Owned(s) => e.run_owned(s, &questions),
    };
    let replies = replies.ok()?;
    if replies.len() != questions.len() {
        return None;
    }
    // An answer of another form than its question's (a bool to a `names` question) breaks
    // the protocol: nothing to reason about, so the invariant is inconclusive.
    replies
        .into_iter()
        .zip(&questions)
        .map(|(r, q)| match r {
            Reply::Answer(a) if a.kind() == q.kind().answer_kind() => Some(a.into_normalized()),
            _ => None,
        })
        .collect()
}

pub(super) fn bools(a: Vec<Answer>) -> Option<Vec<bool>> {
    a.into_iter()
        .map(|x| match x {
            Answer::Bool(b) => Some(b),
            _ => None,
        })
        .collect()
}

pub(super) fn names_ask(id: &str) -> Question {
    Question::Names { object: id.into() }
}

pub(super) fn same_ask(a: &str, b: &str) -> Question {
    Question::SameName {
        a: a.into(),
        b: b.into(),
    }
}

pub(super) fn is_named_ask(id: &str, n: &str) -> Question {
    Question::IsNamed {
        object: id.into(),
        name: n.into(),
    }
}

pub(super) fn ids(case: &Case) -> Vec<String> {
    case.scenario.objects.iter().map(|o| o.id.clone()).collect()
}

/// Every object's names on `case`'s board, in board order; `None` if the engine didn't
/// answer. Read once while every invariant runs on `case` ([`once_per_run::names`]).
pub(super) fn all_names(e: &mut dyn Driven, case: &Case) -> Names {
    once_per_run::names(case, e, read_all_names)
}

/// [`all_names`], asked every time.
fn read_all_names(e: &mut dyn Driven, case: &Case) -> Option<Vec<NameSetAnswer>> {
    name_sets(answers(e, case, every_names_ask(case))?)
}

/// [`all_names`] of a derived board needed no more ([`answers_owned`]).
pub(super) fn all_names_owned(e: &mut dyn Driven, case: Case) -> Option<Vec<NameSetAnswer>> {
    let asks = every_names_ask(&case);
    name_sets(answers_owned(e, case, asks)?)
}

/// A `names` question about each object of `case`, in board order.
fn every_names_ask(case: &Case) -> Vec<Question> {
    ids(case).iter().map(|i| names_ask(i)).collect()
}

/// The name sets of `names` answers; `None` if any answer is of another form.
fn name_sets(answers: Vec<Answer>) -> Option<Vec<NameSetAnswer>> {
    answers
        .into_iter()
        .map(|a| match a {
            Answer::Names(n) => Some(n),
            _ => None,
        })
        .collect()
}

pub(super) fn named(n: &NameSetAnswer) -> bool {
    !n.names.is_empty() || n.all_nonlegendary_creature_names
}

/// Objects whose text is read, directly or through a chain, from `o` (including `o` itself
/// when a chain leads back to it): full text (612.6), splice (612.10), Exchange of Words
/// (612.5, both ways). Effects that read `o` depend on any
/// text change to it (613.8a) and wait for it (613.8b), so a change to `o` can legitimately
/// reach them.
pub(super) fn text_readers<'c>(case: &'c Case, o: &'c String) -> Vec<&'c String> {
    let mut readers: Vec<&String> = vec![];
    let mut frontier: Vec<&String> = vec![o];
    while let Some(src) = frontier.pop() {
        for e in &case.scenario.effects {
            let found: Vec<&String> = match &e.kind {
                EffectKind::FullText { object, of } if of == src => vec![object],
                EffectKind::Splice { spell, card } if card == src => vec![spell],
                EffectKind::ExchangeText { a, b } if a == src => vec![b],
                EffectKind::ExchangeText { a, b } if b == src => vec![a],
                _ => vec![],
            };
            for r in found {
                if !readers.contains(&r) {
                    readers.push(r);
                    frontier.push(r);
                }
            }
        }
    }
    readers
}

pub(super) fn max_timestamp(case: &Case) -> u64 {
    let e = case
        .scenario
        .effects
        .iter()
        .flat_map(|e| [e.timestamp, e.attached_at.unwrap_or(0)]);
    let t = case
        .scenario
        .objects
        .iter()
        .filter_map(|o| o.token.as_ref().and_then(|t| t.created_at));
    e.chain(t).max().unwrap_or(0)
}

/// `case`'s board, to derive another board from: a case with the scenario alone. A derived
/// board is asked its own questions ([`answers`], [`answers_owned`] and the helpers on them
/// read only the scenario), so the case's questions, expectations and description are not
/// copied for it.
pub(super) fn derive(case: &Case) -> Case {
    Case {
        scenario: case.scenario.clone(),
        description: String::new(),
        uncertain: None,
        queries: Vec::new(),
        origin: None,
    }
}

pub(super) fn with_effect(case: &Case, timestamp: u64, kind: EffectKind) -> Case {
    let mut c = derive(case);
    push_effect(&mut c, timestamp, kind);
    c
}

/// Adds an effect to `case` in place (a derived board adding several is cloned once, not once
/// per effect).
pub(super) fn push_effect(case: &mut Case, timestamp: u64, kind: EffectKind) {
    case.scenario.effects.push(CaseEffect {
        timestamp,
        source: None,
        attached_at: None,
        kind,
    });
}

pub(super) fn all_pairs(case: &Case) -> Vec<(String, String)> {
    let v = ids(case);
    let mut out = Vec::new();
    for a in &v {
        for b in &v {
            out.push((a.clone(), b.clone()));
        }
    }
    out
}
