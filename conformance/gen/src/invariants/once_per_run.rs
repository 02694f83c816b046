//! What several invariants start from, read once while every invariant runs on one case
//! ([`check_every`](super::check_every)) instead of once per invariant.
//!
//! `check_every` drives an engine that answers a call it has answered before from its record
//! (a [`Keep::Memo`] recorder, or the shared reference model). Asking it again tells nothing
//! new, yet each time the invariant built its questions (and its board) again, the record was
//! searched, the replies copied and read back. Two things many invariants start from are kept
//! here instead, for the case and the engine `check_every` is running, and only while it runs
//! ([`sharing`]):
//!
//! - the four metamorphic invariants' check of one board with all four changes made at once
//!   ([`combined`]; `every_change_at_once_changes_nothing`), which built that board again
//!   and found it by comparing it whole with the kept ones: a twentieth of the reference's
//!   time in the `invariants` fuzz oracle;
//! - every object's names on the case's own board ([`names`]; `all_names`), read by eight
//!   invariants: 3,586 of the 5,195 calls the reference answered from its record in the
//!   oracle's 512 inputs.
//!
//! An invariant run on its own (a witness, the hunt's reproduction step) reads them itself,
//! as before.
//!
//! [`Keep::Memo`]: crate::recording::Keep::Memo

use std::cell::RefCell;
use std::rc::Rc;
use truename_cases::{Case, NameSetAnswer};
use truename_harness::driven::Driven;

/// Every object's names, as [`names`] keeps them (shared by the invariants reading them).
pub(super) type Names = Option<Rc<[NameSetAnswer]>>;

/// One value kept for the run: the address of the function that made it (a value is kept for
/// the one function that made it), and the value.
type Slot<T> = Option<(usize, T)>;

/// The run whose values are kept: its case and engine by address (compared, never read), and
/// what was made for it.
struct Run {
    case: *const Case,
    engine: *const (),
    combined: Slot<bool>,
    names: Slot<Names>,
}

thread_local! {
    /// The run [`sharing`] is in on this thread, if any.
    static RUN: RefCell<Option<Run>> = const { RefCell::new(None) };
}

/// The address an engine is known by (its data, not its vtable). Two engines alive at once
/// have different addresses unless one is zero-sized; `check_every`'s engine never is (a
/// recorder, or the shared model's view of the case's own board).
fn address(e: &dyn Driven) -> *const () {
    e as *const dyn Driven as *const ()
}

/// Runs `f` (every invariant on `case`, asking `e`) with what [`combined`] and [`names`]
/// make kept for `case` and `e`. Sound because `case` and `e` stay borrowed, so alive,
/// unchanged and at their addresses, for as long as it runs, and the engine answers a call
/// again from its record: a value made again would come from the same answers. The run
/// before is restored after (runs never nest in practice; a panic restores it too).
pub(super) fn sharing<R>(
    case: &Case,
    e: &mut dyn Driven,
    f: impl FnOnce(&mut dyn Driven) -> R,
) -> R {
    struct Restore(Option<Run>);
    impl Drop for Restore {
        fn drop(&mut self) {
            RUN.set(self.0.take());
        }
    }
    let run = Run {
        case,
        engine: address(e),
        combined: None,
        names: None,
    };
    let _restore = Restore(RUN.replace(Some(run)));
    f(e)
}

/// `make()`, made once for the run [`sharing`] is in when it is about `case` and the engine
/// at address `engine` (kept in the run's `slot`, for the function at address `maker`), and
/// every time otherwise. A
/// value made by another function is never given for this one: a slot holds one function's.
/// Functions are told apart by address, which can only err towards making a value again (two
/// copies of one function) or towards taking one function's for another of the same code.
fn kept<T: Clone>(
    case: &Case,
    engine: *const (),
    slot: impl Fn(&mut Run) -> &mut Slot<T>,
    maker: usize,
    make: impl FnOnce() -> T,
) -> T {
    let ours = |r: &&mut Run| std::ptr::eq(r.case, case) && r.engine == engine;
    let found = RUN.with_borrow_mut(|r| r.as_mut().filter(ours).map(|r| slot(r).clone()));
    match found {
        Some(Some((by, value))) if by == maker => value,
        Some(None) => {
            let value = make();
            RUN.with_borrow_mut(|r| {
                if let Some(r) = r.as_mut().filter(ours) {
                    *slot(r) = Some((maker, value.clone()));
                }
            });
            value
        }
        _ => make(),
    }
}

/// `check(case, e)`: the combined board's check (see the module docs), made once a run.
pub(super) fn combined(
    case: &Case,
    e: &mut dyn Driven,
    check: fn(&Case, &mut dyn Driven) -> bool,
) -> bool {
    fn slot(r: &mut Run) -> &mut Slot<bool> {
        &mut r.combined
    }
    kept(case, address(e), slot, check as usize, || check(case, e))
}

/// `read(e, case)`: every object's names on `case`'s board (see the module docs), read once a
/// run and shared.
pub(super) fn names(
    case: &Case,
    e: &mut dyn Driven,
    read: fn(&mut dyn Driven, &Case) -> Option<Vec<NameSetAnswer>>,
) -> Names {
    fn slot(r: &mut Run) -> &mut Slot<Names> {
        &mut r.names
    }
    kept(case, address(e), slot, read as usize, || {
        read(e, case).map(Rc::from)
    })
}

#[cfg(test)]
mod tests {
    use super::{combined, names, sharing, RUN};
    use crate::generate::{generate, shared, SeededSource};
    use std::cell::Cell;
    use std::rc::Rc;
    use truename_cases::{Case, EngineInfo, NameSetAnswer, Question, Scenario};
    use truename_harness::driven::{Driven, Replies};

    /// An engine that is never asked: the checks and reads below don't ask theirs. Not
    /// zero-sized, so two of them alive at once have different addresses.
    struct Silent(#[allow(dead_code)] u8);

    impl Driven for Silent {
        fn info(&self) -> &EngineInfo {
            crate::generate::instance::reference().info()
        }

        fn run(&mut self, _: &Scenario, _: &[Question]) -> Replies {
            unreachable!("the checks of these tests ask nothing")
        }
    }

    thread_local! {
        /// How often [`counted`], [`other`] and [`read`] were made on this thread (tests run
        /// side by side on threads of their own, as the runs do).
        static MADE: Cell<usize> = const { Cell::new(0) };
        static OTHER_MADE: Cell<usize> = const { Cell::new(0) };
        static READ: Cell<usize> = const { Cell::new(0) };
    }

    /// One more for `counter`.
    fn count(counter: &'static std::thread::LocalKey<Cell<usize>>) {
        counter.set(counter.get() + 1);
    }

    /// Whether a case's id has an even length: what [`counted`] finds.
    fn even(case: &Case) -> bool {
        case.id().len() % 2 == 0
    }

    /// A check that counts how often it is made, and holds for cases with an even id length.
    fn counted(case: &Case, _: &mut dyn Driven) -> bool {
        count(&MADE);
        even(case)
    }

    /// Another check, counted apart.
    fn other(_: &Case, _: &mut dyn Driven) -> bool {
        count(&OTHER_MADE);
        false
    }

    /// A read of names that counts how often it is made: one object named after the case's id.
    fn read(_: &mut dyn Driven, case: &Case) -> Option<Vec<NameSetAnswer>> {
        count(&READ);
        Some(vec![NameSetAnswer {
            names: vec![case.id().to_string()],
            ..NameSetAnswer::default()
        }])
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
        let (mut e, mut f) = (Silent(0), Silent(0));
        let made = || MADE.get();
        let start = made();
        let results = sharing(&a, &mut e, |e| {
            let first = [combined(&a, e, counted), combined(&a, e, counted)];
            assert_eq!(made() - start, 1);
            assert!(combined(&b, e, counted) == even(&b) && combined(&b, e, counted) == even(&b));
            assert_eq!(made() - start, 3);
            assert!(combined(&a, &mut f, counted) == first[0]);
            assert_eq!(made() - start, 4);
            let before = OTHER_MADE.get();
            assert!(!combined(&a, e, other) && !combined(&a, e, other));
            assert_eq!(OTHER_MADE.get() - before, 2);
            assert_eq!(combined(&a, e, counted), first[0]);
            assert_eq!(made() - start, 4);
            first
        });
        assert_eq!(results, [even(&a); 2]);
        assert!(RUN.with_borrow(|r| r.is_none()));
        combined(&a, &mut e, counted);
        combined(&a, &mut e, counted);
        assert_eq!(made() - start, 6);
    }

    /// Inside a run, the names of the run's case on its engine are read once and the one
    /// list shared; another case's, another engine's and those read outside any run are read
    /// every time; the combined check kept beside them is kept apart.
    #[test]
    fn names_are_read_once_a_run_and_every_time_outside_one() {
        let (a, b) = (case(4, "c4"), case(5, "c55"));
        let (mut e, mut f) = (Silent(0), Silent(0));
        let read_count = || READ.get();
        let start = read_count();
        let named = |n: &super::Names| n.as_ref().map(|n| n[0].names[0].clone());
        sharing(&a, &mut e, |e| {
            let (first, again) = (names(&a, e, read), names(&a, e, read));
            assert_eq!(read_count() - start, 1);
            let (first, again) = (first.expect("read"), again.expect("read"));
            assert!(Rc::ptr_eq(&first, &again));
            assert_eq!(first[0].names, [a.id()]);
            assert_eq!(named(&names(&b, e, read)).as_deref(), Some(b.id()));
            assert_eq!(named(&names(&a, &mut f, read)).as_deref(), Some(a.id()));
            assert_eq!(read_count() - start, 3);
            let checks = MADE.get();
            combined(&a, e, counted);
            assert_eq!(MADE.get() - checks, 1);
            names(&a, e, read);
            assert_eq!(read_count() - start, 3);
        });
        names(&a, &mut e, read);
        names(&a, &mut e, read);
        assert_eq!(read_count() - start, 5);
    }

    /// A panic inside a run ends it.
    #[test]
    fn a_run_that_panics_ends() {
        let a = case(3, "c3");
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            sharing(&a, &mut Silent(0), |_| panic!("an invariant panicked"))
        }));
        assert!(caught.is_err());
        assert!(RUN.with_borrow(|r| r.is_none()));
    }
}
