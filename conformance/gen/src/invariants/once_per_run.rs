//! A check that several invariants start with, made once while every invariant runs on one
//! case ([`check_every`](super::check_every)) instead of once per invariant.
//!
//! The four metamorphic invariants each start by asking their engine about one board with all
//! four changes made at once ([`every_change_at_once_changes_nothing`]). `check_every` drives an
//! engine that answers a call it has answered before from its record (a [`Keep::Memo`]
//! recorder, or the shared reference model), so the second to fourth of those checks asked
//! nothing new: they built the same board again, found it among the kept ones by comparing
//! it whole, and read the same answers back, a twentieth of the reference's time in the
//! `invariants` fuzz oracle. Their result is kept here instead, for the case and the engine
//! `check_every` is running, and only while it runs ([`sharing`]). An invariant run on its own
//! (a witness, the hunt's reproduction step) makes the check itself, as before.
//!
//! [`every_change_at_once_changes_nothing`]: super::metamorphic
//! [`Keep::Memo`]: crate::recording::Keep::Memo

use std::cell::Cell;
use truename_cases::Case;
use truename_harness::driven::Driven;

/// A check [`once`] makes.
pub(super) type Check = fn(&Case, &mut dyn Driven) -> bool;

/// The run whose result is kept: its case and engine by address (compared, never read), and
/// the check and its result once made.
#[derive(Clone, Copy)]
struct Run {
    case: *const Case,
    engine: *const (),
    made: Option<(Check, bool)>,
}

thread_local! {
    /// The run [`sharing`] is in on this thread, if any.
    static RUN: Cell<Option<Run>> = const { Cell::new(None) };
}

/// The address an engine is known by (its data, not its vtable).
fn address(e: &dyn Driven) -> *const () {
    e as *const dyn Driven as *const ()
}

/// Runs `f` (every invariant on `case`, asking `e`) with the result of [`once`] kept for
/// `case` and `e`. Sound because `case` and `e` stay borrowed, so alive, unchanged and at
/// their addresses, for as long as it runs, and the engine answers a call again from its
/// record: a check made again would get the same answers. The run before is restored after
/// (runs never nest in practice; a panic restores it too).
pub(super) fn sharing<R>(
    case: &Case,
    e: &mut dyn Driven,
    f: impl FnOnce(&mut dyn Driven) -> R,
) -> R {
    struct Restore(Option<Run>);
    impl Drop for Restore {
        fn drop(&mut self) {
            RUN.set(self.0);
        }
    }
    let run = Run {
        case,
        engine: address(e),
        made: None,
    };
    let _restore = Restore(RUN.replace(Some(run)));
    f(e)
}

/// `check(case, e)`, made once for the run [`sharing`] is in when it is about `case` and `e`,
/// and every time otherwise. One check is kept a run (the first made): another is made every
/// time. Checks are told apart by address, which can only err towards making one again (two
/// copies of one function) or towards taking one for another of the same code.
pub(super) fn once(case: &Case, e: &mut dyn Driven, check: Check) -> bool {
    let ours = |r: &Run| std::ptr::eq(r.case, case) && r.engine == address(e);
    let run = RUN.get().filter(ours);
    match run.and_then(|r| r.made) {
        Some((made, result)) if std::ptr::fn_addr_eq(made, check) => return result,
        Some(_) => return check(case, e),
        None => {}
    }
    let result = check(case, e);
    if let Some(r) = run {
        RUN.set(Some(Run {
            made: Some((check, result)),
            ..r
        }));
    }
    result
}

#[cfg(test)]
mod tests {
    use super::{once, sharing, RUN};
    use crate::generate::{generate, shared, SeededSource};
    use std::sync::atomic::{AtomicUsize, Ordering};
    use truename_cases::{Case, EngineInfo, Question, Scenario};
    use truename_harness::driven::{Driven, Replies};

    /// An engine that is never asked: the checks below don't ask theirs.
    struct Silent;

    impl Driven for Silent {
        fn info(&self) -> &EngineInfo {
            crate::generate::instance::reference().info()
        }

        fn run(&mut self, _: &Scenario, _: &[Question]) -> Replies {
            unreachable!("the checks of these tests ask nothing")
        }
    }

    static MADE: AtomicUsize = AtomicUsize::new(0);
    static OTHER_MADE: AtomicUsize = AtomicUsize::new(0);

    /// Whether a case's id has an even length: what [`counted`] finds.
    fn even(case: &Case) -> bool {
        case.id().len() % 2 == 0
    }

    /// A check that counts how often it is made, and holds for cases with an even id length.
    fn counted(case: &Case, _: &mut dyn Driven) -> bool {
        MADE.fetch_add(1, Ordering::SeqCst);
        even(case)
    }

    /// Another check, counted apart.
    fn other(_: &Case, _: &mut dyn Driven) -> bool {
        OTHER_MADE.fetch_add(1, Ordering::SeqCst);
        false
    }

    fn case(seed: u64, id: &str) -> Case {
        let (model, pools) = shared();
        generate(&mut SeededSource::new(seed), model, pools, id)
    }

    /// Inside a run, the check about the run's case and engine is made once and its result
    /// given back; about another case, with another engine, another check or outside any
    /// run, it is made every time; the run ends with nothing kept.
    #[test]
    fn a_check_is_made_once_a_run_and_every_time_outside_one() {
        let (a, b) = (case(1, "c1"), case(2, "c22"));
        assert_ne!(even(&a), even(&b));
        let (mut e, mut f) = (Silent, Silent);
        let made = || MADE.load(Ordering::SeqCst);
        let start = made();
        let results = sharing(&a, &mut e, |e| {
            let first = [once(&a, e, counted), once(&a, e, counted)];
            assert_eq!(made() - start, 1);
            assert!(once(&b, e, counted) == even(&b) && once(&b, e, counted) == even(&b));
            assert_eq!(made() - start, 3);
            assert!(once(&a, &mut f, counted) == first[0]);
            assert_eq!(made() - start, 4);
            let before = OTHER_MADE.load(Ordering::SeqCst);
            assert!(!once(&a, e, other) && !once(&a, e, other));
            assert_eq!(OTHER_MADE.load(Ordering::SeqCst) - before, 2);
            assert_eq!(once(&a, e, counted), first[0]);
            assert_eq!(made() - start, 4);
            first
        });
        assert_eq!(results, [even(&a); 2]);
        assert!(RUN.get().is_none());
        once(&a, &mut e, counted);
        once(&a, &mut e, counted);
        assert_eq!(made() - start, 6);
    }

    /// A panic inside a run ends it.
    #[test]
    fn a_run_that_panics_ends() {
        let a = case(3, "c3");
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            sharing(&a, &mut Silent, |_| panic!("an invariant panicked"))
        }));
        assert!(caught.is_err());
        assert!(RUN.get().is_none());
    }
}
