//! A value worked out once and kept beside the data it is worked out from (an Oracle face, a
//! token definition): a cache, so it takes no part in comparing that data, a copy of the data
//! starts without it, and printing the data doesn't print it. Like [`hash`](crate::hash), this
//! module imports nothing from the crate.

use std::sync::OnceLock;

/// A value made the first time it is asked for ([`Memo::get_or_init`]), then kept.
pub(crate) struct Memo<T>(OnceLock<T>);

impl<T> Memo<T> {
    /// The value kept, made by `make` the first time it is asked for.
    pub(crate) fn get_or_init(&self, make: impl FnOnce() -> T) -> &T {
        self.0.get_or_init(make)
    }
}

impl<T> Default for Memo<T> {
    fn default() -> Self {
        Memo(OnceLock::new())
    }
}

impl<T> Clone for Memo<T> {
    /// An empty memo: the copy works its value out again if asked.
    fn clone(&self) -> Self {
        Memo::default()
    }
}

impl<T> PartialEq for Memo<T> {
    /// Always equal: what is kept is derived from the data compared beside it.
    fn eq(&self, _: &Memo<T>) -> bool {
        true
    }
}

impl<T> Eq for Memo<T> {}

impl<T> std::fmt::Debug for Memo<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memo")
    }
}

#[cfg(test)]
mod tests {
    use super::Memo;

    #[test]
    fn a_memo_is_made_once_and_is_no_part_of_its_owners_equality_or_copies() {
        let m: Memo<u32> = Memo::default();
        let mut made = 0;
        assert_eq!(
            *m.get_or_init(|| {
                made += 1;
                7
            }),
            7
        );
        assert_eq!(
            *m.get_or_init(|| {
                made += 1;
                8
            }),
            7
        );
        assert_eq!(made, 1);
        let copy = m.clone();
        assert_eq!(*copy.get_or_init(|| 9), 9, "a copy starts empty");
        assert_eq!(m, copy);
        assert_eq!(format!("{m:?}"), "Memo");
    }
}
