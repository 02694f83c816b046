//! Closed sets spelled by name on the wire (capabilities, question kinds): one parser, with
//! a suggestion for a misspelled name, and `Display` as the name.

/// The Levenshtein distance between `a` and `b`, if it is below `bound` (`None`: it isn't).
/// `row` is scratch space, reused from one call to the next.
///
/// Two cuts leave the answer as the full distance would give it. The distance is at least the
/// difference of the lengths. And it is at least the smallest value of any row of the table:
/// every path from the table's first cell to its last crosses each row, and no step costs
/// less than nothing. A misspelled name is compared with every known one, and a fuzzed hello
/// can hold a long unknown one. Computing the full table for each known name was a quarter
/// of the `protocol_decoder` fuzz oracle's instructions over a fixed corpus of its inputs.
fn distance_below(a: &str, b: &[char], bound: usize, row: &mut Vec<usize>) -> Option<usize> {
    if a.chars().count().abs_diff(b.len()) >= bound {
        return None;
    }
    row.clear();
    row.extend(0..=b.len());
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        let mut least = row[0];
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            least = least.min(row[j + 1]);
            prev = cur;
        }
        if least >= bound {
            return None;
        }
    }
    Some(row[b.len()]).filter(|&d| d < bound)
}

/// The first of `all` whose name is nearest to `s` (the fewest single-character edits).
fn nearest<T: Copy>(all: &[T], name: fn(T) -> &'static str, s: &str) -> Option<T> {
    let s: Vec<char> = s.chars().collect();
    let mut row = Vec::new();
    let mut best: Option<(usize, T)> = None;
    for &v in all {
        // Only a strictly nearer name replaces the one found: the first of the nearest stays.
        let bound = best.map_or(usize::MAX, |(d, _)| d);
        if let Some(d) = distance_below(name(v), &s, bound, &mut row) {
            best = Some((d, v));
        }
    }
    best.map(|(_, v)| v)
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
    let nearest = nearest(all, name, s)
        .map(|v| format!(" (did you mean {:?}?)", name(v)))
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

#[cfg(test)]
mod tests {
    use super::nearest;
    use crate::question::QuestionKind;
    use crate::Capability;

    /// The Levenshtein distance, the whole table.
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

    /// The first of the nearest names, every distance computed in full.
    fn nearest_in_full<T: Copy>(all: &[T], name: fn(T) -> &'static str, s: &str) -> Option<T> {
        all.iter()
            .copied()
            .min_by_key(|v| edit_distance(name(*v), s))
    }

    /// Unknown names: each known one with one to three characters dropped, changed or added,
    /// cut short, or doubled; other words, long ones and non-ASCII ones.
    fn misspellings(names: &[&str]) -> Vec<String> {
        let mut rng = fastrand::Rng::with_seed(201);
        let mut out: Vec<String> = ["", "x", "é", "名前", "query-same-name", "QUERY:SAME_NAME"]
            .map(String::from)
            .into();
        out.push("a".repeat(300));
        out.push("query:same_name".repeat(40));
        for n in names {
            let chars: Vec<char> = n.chars().collect();
            for _ in 0..12 {
                let mut c = chars.clone();
                for _ in 0..rng.usize(1..=3) {
                    let at = rng.usize(0..=c.len());
                    match rng.u8(0..4) {
                        0 if at < c.len() => {
                            c.remove(at);
                        }
                        1 if at < c.len() => c[at] = rng.alphabetic(),
                        2 => c.insert(at, rng.alphabetic()),
                        _ => c.insert(at, '_'),
                    }
                }
                out.push(c.into_iter().collect());
            }
            out.push(n[..n.len() / 2].to_string());
            out.push(format!("{n}{n}"));
        }
        out
    }

    #[test]
    fn the_suggestion_is_the_first_nearest_name_as_the_full_table_finds_it() {
        let caps: Vec<&str> = Capability::ALL.iter().map(|c| c.name()).collect();
        let mut differs = 0;
        for s in misspellings(&caps) {
            let got = nearest(Capability::ALL, Capability::name, &s);
            assert_eq!(
                got,
                nearest_in_full(Capability::ALL, Capability::name, &s),
                "{s}"
            );
            differs += usize::from(got.map(Capability::name) != Some(s.as_str()));
        }
        assert!(differs > 500, "{differs} misspellings");
        let kinds: Vec<&str> = QuestionKind::ALL.iter().map(|k| k.name()).collect();
        for s in misspellings(&kinds) {
            let got = nearest(&QuestionKind::ALL, QuestionKind::name, &s);
            assert_eq!(
                got,
                nearest_in_full(&QuestionKind::ALL, QuestionKind::name, &s),
                "{s}"
            );
        }
    }

    #[test]
    fn an_unknown_name_is_refused_with_the_nearest_known_one() {
        let e = "query:same_nam".parse::<Capability>().unwrap_err();
        assert_eq!(
            e,
            r#"unknown capability "query:same_nam" (did you mean "query:same_name"?)"#
        );
    }
}
