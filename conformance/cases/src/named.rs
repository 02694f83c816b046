//! Closed sets spelled by name on the wire (capabilities, question kinds): one parser, with
//! a suggestion for a misspelled name, and `Display` as the name.

/// Levenshtein distance, for suggestions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// The value of `all` named `s`; an unknown name is an error naming the closest known one.
pub(crate) fn parse<T: Copy>(
    all: &[T],
    name: fn(T) -> &'static str,
    s: &str,
    what: &str,
) -> Result<T, String> {
    if let Some(v) = all.iter().find(|v| name(**v) == s) {
        return Ok(*v);
    }
    let nearest = all
        .iter()
        .min_by_key(|v| edit_distance(name(**v), s))
        .map(|v| format!(" (did you mean {:?}?)", name(*v)))
        .unwrap_or_default();
    Err(format!("unknown {what} {s:?}{nearest}"))
}

/// `Display` (the name) and `FromStr` (through [`parse`]) for a closed set with `ALL` and
/// `name()`.
macro_rules! named {
    ($t:ty, $what:literal) => {
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl std::str::FromStr for $t {
            type Err = String;

            fn from_str(s: &str) -> Result<$t, String> {
                crate::named::parse(&<$t>::ALL[..], <$t>::name, s, $what)
            }
        }
    };
}
pub(crate) use named;
