//! Explanations: every answer says which rules produced it.
//!
//! # Answers without explanations
//!
//! Most callers of the model read only the answers: hunt, the in-process fuzz targets and the
//! invariants' engine calls compare answers and drop the explanations. For them [`without`]
//! runs an evaluation and its questions with explanations switched off: [`Explanation::push`]
//! then records nothing, and its note is not even formatted, because the push sites hand it a
//! [`Note`] (a `&'static str`, [`format_args!`], or a closure) that is turned into a `String`
//! only when explanations are on. Answers never depend on explanations: nothing in the model
//! reads an explanation to decide an answer.
//!
//! The switch is a scoped thread-local, not a flag carried by the evaluation: explanations are
//! made at about 120 places, deep in the layers and the queries, each from its own
//! `Explanation::default()`, with no context in common that could carry a flag; a flag would
//! change every one of those signatures for a setting that is the same for the whole call. An
//! evaluation runs on one thread (its context is `Rc`/`RefCell`), so the thread's switch covers
//! all of it. [`without`] restores the previous setting when it returns or unwinds (a guard
//! dropped on panic), so it nests, and a thread where nobody called it explains everything: a
//! forgotten switch costs time, never an explanation someone reads. An evaluation made with
//! explanations off says so ([`Evaluated::explained`](crate::Evaluated::explained)), so an empty
//! explanation from it can't pass for a real one.
//!
//! # Rules without notes
//!
//! A generated case's `rules` are the rules its answers' explanations cite; the generator
//! reads nothing else of them. [`rules_only`] runs an evaluation and its questions recording
//! each step's rule with an empty note, formatting none, and says whether the rules are
//! exactly the ones full explanations would cite ([`RulesOnly::exact`]; they are unless a long
//! explanation had to be shortened, and then the caller explains again in full). An evaluation
//! made so says that too ([`Evaluated::recording`](crate::Evaluated::recording)).

use crate::rule::Rule;
use serde::{Deserialize, Serialize};
use std::cell::Cell;
use std::fmt;

/// What [`Explanation::push`] records on a thread (see the module docs), from least to most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Recording {
    /// Nothing ([`without`]).
    Off = 0,
    /// Every step's rule, with an empty note and no deduplication ([`rules_only`]).
    RulesOnly,
    /// Every step, its note formatted (the default).
    Full,
}

/// What [`Explanation::push`] records on this thread now.
pub fn recording() -> Recording {
    MODE.with(Cell::get)
}

thread_local! {
    /// What this thread records (see the module docs).
    static MODE: Cell<Recording> = const { Cell::new(Recording::Full) };
    /// Whether an explanation made in rules-only mode had to be shortened
    /// ([`Explanation::elide_middle`]) since the innermost [`rules_only`] began.
    static SHORTENED: Cell<bool> = const { Cell::new(false) };
}

/// Whether explanations are being recorded in full on this thread: `false` inside [`without`]
/// and [`rules_only`].
pub fn enabled() -> bool {
    recording() == Recording::Full
}

/// Runs `f` in `mode`, putting the previous mode back when `f` returns or panics.
fn in_mode<T>(mode: Recording, f: impl FnOnce() -> T) -> T {
    /// Puts the mode it saved back when dropped, on return or unwinding alike.
    struct Restore(Recording);
    impl Drop for Restore {
        fn drop(&mut self) {
            MODE.with(|m| m.set(self.0));
        }
    }
    let _restore = Restore(MODE.with(|m| m.replace(mode)));
    f()
}

/// Runs `f` with explanations switched off on this thread (see the module docs): every
/// [`Explanation::push`] inside it records nothing and formats nothing. The previous setting
/// comes back when `f` returns or panics.
pub fn without<T>(f: impl FnOnce() -> T) -> T {
    in_mode(Recording::Off, f)
}

/// Runs `f` with full explanations on this thread, whatever the caller's mode: for a caller
/// that needs the notes or exact rules inside a [`without`] or [`rules_only`]. The previous
/// mode comes back when `f` returns or panics.
pub fn full<T>(f: impl FnOnce() -> T) -> T {
    in_mode(Recording::Full, f)
}

/// `f`'s value with rules-only explanations ([`rules_only`]), or, when they can't give exactly
/// the full explanations' rules ([`RulesOnly::exact`] is `false`), `f` run again with full
/// ones ([`full`]): for a caller that reads the rules its answers cite and no note.
pub fn rules_exactly<T>(mut f: impl FnMut() -> T) -> T {
    let cited = rules_only(&mut f);
    if cited.exact {
        cited.value
    } else {
        full(f)
    }
}

/// What [`rules_only`] returns: `f`'s value, and whether the rules its explanations cite are
/// exactly the rules full explanations would cite.
#[derive(Debug)]
pub struct RulesOnly<T> {
    /// What `f` returned.
    pub value: T,
    /// `true` unless an explanation made inside had to be shortened: then the rules of some
    /// explanation may differ from those of the full one, and a caller that needs them exactly
    /// must run `f` again with full explanations.
    pub exact: bool,
}

/// Runs `f` recording only the rules of explanations: every [`Explanation::push`] inside it
/// records its rule with an empty note, without formatting the note, and without the
/// deduplication of equal steps (which needs the note). For callers that read an answer's
/// rules and not its notes: a generated case's `rules` are the rules its answers cite.
///
/// The rules an explanation cites are then exactly the full explanation's, because the same
/// code pushes the same rules in both modes and, in full mode, deduplication drops only a step
/// equal to one kept. The one thing that depends on the steps themselves is shortening a long
/// explanation ([`Explanation::elide_middle`]), which drops the middle steps by count; without
/// deduplication there are at least as many steps as in full mode, so if no explanation made
/// inside had to be shortened, none would have been in full mode either. If one had to,
/// [`RulesOnly::exact`] is `false`. The previous mode comes back when `f` returns or panics.
pub fn rules_only<T>(f: impl FnOnce() -> T) -> RulesOnly<T> {
    let outer = SHORTENED.with(|s| s.replace(false));
    let value = in_mode(Recording::RulesOnly, f);
    let shortened = SHORTENED.with(|s| s.replace(outer || s.get()));
    RulesOnly {
        value,
        exact: !shortened,
    }
}

/// A step's note, turned into text only when explanations are on ([`Explanation::push`]): a
/// fixed `&str`, a `String` already made, [`format_args!`] (formatted on demand), or a closure
/// that makes the text.
pub trait Note {
    /// The note's text.
    fn into_note(self) -> String;
}

impl Note for &str {
    fn into_note(self) -> String {
        self.to_string()
    }
}

impl Note for String {
    fn into_note(self) -> String {
        self
    }
}

impl Note for fmt::Arguments<'_> {
    fn into_note(self) -> String {
        match self.as_str() {
            Some(s) => s.to_string(),
            None => self.to_string(),
        }
    }
}

impl<F: FnOnce() -> String> Note for F {
    fn into_note(self) -> String {
        self()
    }
}

/// One step of an explanation: the rule relied on and what it decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The rule, e.g. 201.2a (serialized as the bare number, `"201.2a"`).
    pub rule: Rule,
    /// What the rule decided here, in plain words.
    pub note: String,
}

/// The rules an answer relied on, in the order they were applied.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Explanation {
    /// The steps, in order.
    pub steps: Vec<Step>,
}

impl Explanation {
    /// Records that `rule` decided `note`, unless explanations are off ([`without`]): then
    /// the note is not even formatted. In [`rules_only`] mode it records the rule with an
    /// empty note, also without formatting it, and keeps a repeated step.
    pub fn push(&mut self, rule: Rule, note: impl Note) {
        match recording() {
            Recording::Off => return,
            Recording::RulesOnly => {
                self.steps.push(Step {
                    rule,
                    note: String::new(),
                });
                return;
            }
            Recording::Full => {}
        }
        let note = note.into_note();
        if !self.steps.iter().any(|s| s.rule == rule && s.note == note) {
            self.steps.push(Step { rule, note });
        }
    }

    /// Appends all of `other`'s steps.
    pub fn extend(&mut self, other: Explanation) {
        for s in other.steps {
            self.push(s.rule, s.note);
        }
    }

    /// Keeps at most about `max` steps: the first and last `max / 2`, with one step in
    /// between saying that steps were left out (under the first left-out step's rule). Long
    /// chains of copies would otherwise carry explanations as long as the chain on every link,
    /// memory quadratic in its length; an explanation under `max` steps is unchanged.
    pub fn elide_middle(&mut self, max: usize) {
        let half = max / 2;
        if self.steps.len() <= max || half == 0 {
            return;
        }
        if recording() == Recording::RulesOnly {
            // Without deduplication the count may be more than in full mode, and which steps
            // are left out depends on it: the rules kept may not be the full explanation's.
            SHORTENED.with(|s| s.set(true));
        }
        let end = self.steps.len() - half;
        let rule = self.steps[half].rule;
        self.steps.drain(half..end);
        self.steps.insert(
            half,
            Step {
                rule,
                note: "… steps left out here: the explanation of a long chain is shortened".into(),
            },
        );
    }

    /// The distinct rule numbers cited, in order of first use.
    pub fn rules(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        for s in &self.steps {
            if !out.contains(&s.rule.as_str()) {
                out.push(s.rule.as_str());
            }
        }
        out
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in &self.steps {
            writeln!(f, "CR {}: {}", s.rule, s.note)?;
        }
        Ok(())
    }
}

/// An answer together with the rules that produced it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Explained<T> {
    /// The answer itself.
    pub value: T,
    /// Why.
    pub why: Explanation,
}

#[cfg(test)]
mod tests {
    use super::{
        enabled, full, recording, rules_exactly, rules_only, without, Explanation, Recording,
    };
    use crate::rule::cr;

    #[test]
    fn without_records_and_formats_nothing_and_restores_the_switch() {
        let mut e = Explanation::default();
        let formatted = std::cell::Cell::new(0);
        let note = || {
            formatted.set(formatted.get() + 1);
            "a note".to_string()
        };
        without(|| {
            e.push(cr!("201.2"), note);
            e.push(cr!("201.2"), format_args!("{}", 1));
            // Nested: still off inside, and still off after the inner one returns.
            without(|| assert!(!enabled()));
            assert!(!enabled());
        });
        assert!(e.steps.is_empty());
        assert_eq!(formatted.get(), 0);
        assert!(enabled());
        e.push(cr!("201.2"), note);
        assert_eq!(formatted.get(), 1);
        assert_eq!(e.steps.len(), 1);
        // A panic inside switches explanations back on as it unwinds.
        let r = std::panic::catch_unwind(|| without(|| panic!("inside")));
        assert!(r.is_err());
        assert!(enabled());
    }

    #[test]
    fn rules_only_records_every_rule_without_notes_and_restores_the_mode() {
        let formatted = std::cell::Cell::new(0);
        let note = || {
            formatted.set(formatted.get() + 1);
            "a note".to_string()
        };
        let mut e = Explanation::default();
        let r = rules_only(|| {
            assert_eq!(recording(), Recording::RulesOnly);
            assert!(!enabled());
            e.push(cr!("201.2"), note);
            e.push(cr!("201.2"), note);
            e.push(cr!("707.2"), format_args!("{}", 1));
            // `without` inside turns recording off, and back to rules only after.
            without(|| e.push(cr!("612.2"), "off"));
            assert_eq!(recording(), Recording::RulesOnly);
        });
        assert!(r.exact);
        assert_eq!(recording(), Recording::Full);
        assert_eq!(formatted.get(), 0);
        // No deduplication (it needs the notes): a count never below the full one.
        assert_eq!(e.rules(), ["201.2", "707.2"]);
        assert_eq!(e.steps.len(), 3);
        assert!(e.steps.iter().all(|s| s.note.is_empty()));
        let r = std::panic::catch_unwind(|| rules_only(|| panic!("inside")));
        assert!(r.is_err());
        assert_eq!(recording(), Recording::Full);
    }

    #[test]
    fn rules_only_is_not_exact_once_an_explanation_is_shortened() {
        let long = || {
            let mut e = Explanation::default();
            for i in 0..10 {
                e.push(cr!("707.2"), format!("step {i}"));
            }
            e.elide_middle(4);
        };
        let short = || {
            let mut e = Explanation::default();
            e.push(cr!("707.2"), "one");
            e.elide_middle(4);
        };
        assert!(rules_only(short).exact);
        assert!(!rules_only(long).exact);
        // Shortening in full mode is exact: the count is the full one.
        assert!(rules_only(|| full(long)).exact);
        // An inner shortening makes the outer call inexact too; a later call starts afresh.
        let outer = rules_only(|| {
            assert!(!rules_only(long).exact);
            short();
        });
        assert!(!outer.exact);
        assert!(rules_only(short).exact);
        // `rules_exactly` runs a shortened one again in full, and an exact one once.
        let runs = std::cell::Cell::new(Vec::new());
        let record = |shorten: bool| {
            let mut seen = runs.take();
            seen.push(recording());
            runs.set(seen);
            if shorten {
                long();
            }
        };
        rules_exactly(|| record(true));
        assert_eq!(runs.take(), [Recording::RulesOnly, Recording::Full]);
        rules_exactly(|| record(false));
        assert_eq!(runs.take(), [Recording::RulesOnly]);
    }

    #[test]
    fn an_evaluation_made_without_explanations_says_so() {
        let model = crate::Model::embedded();
        use crate::board::{Board, Object, Zone};
        let board = Board {
            objects: vec![Object::card("a", "Grizzly Bears", Zone::Battlefield)],
            effects: Vec::new(),
        };
        let on = model.evaluate(&board).expect("evaluates");
        assert!(on.explained());
        let id = crate::ids::ObjectId("a".into());
        assert!(!on.chars(&id).expect("a").why.steps.is_empty());
        let kept = rules_only(|| {
            let rules = model.evaluate(&board).expect("evaluates");
            assert_eq!(rules.recording(), Recording::RulesOnly);
            assert!(!rules.explained());
            rules.chars(&id).expect("a").why.clone()
        });
        assert!(kept.exact);
        let full = &on.chars(&id).expect("a").why;
        assert_eq!(kept.value.rules(), full.rules());
        assert!(kept.value.steps.iter().all(|s| s.note.is_empty()));
        without(|| {
            let off = model.evaluate(&board).expect("evaluates");
            assert_eq!(off.recording(), Recording::Off);
            assert!(!off.explained());
            assert!(off.chars(&id).expect("a").why.steps.is_empty());
            assert_eq!(
                off.chars(&id).expect("a").names,
                on.chars(&id).expect("a").names
            );
        });
    }

    #[test]
    fn elide_middle_keeps_both_ends_and_short_explanations() {
        let mut e = Explanation::default();
        for i in 0..10 {
            e.push(cr!("707.2"), format!("step {i}"));
        }
        let short = e.clone();
        e.elide_middle(10);
        assert_eq!(e, short);
        e.elide_middle(4);
        let notes: Vec<&str> = e.steps.iter().map(|s| s.note.as_str()).collect();
        assert_eq!(notes.len(), 5);
        assert_eq!(&notes[..2], ["step 0", "step 1"]);
        assert_eq!(&notes[3..], ["step 8", "step 9"]);
        assert!(notes[2].contains("left out"));
    }
}
