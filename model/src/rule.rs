//! Comprehensive Rules numbers, checked against the pinned revision.
//!
//! A [`Rule`] is a number that exists in the Comprehensive Rules revision [`CR_REVISION`]: a
//! section (`201`), a rule (`201.2`) or a subrule (`201.2a`). [`Rule::new`] and [`FromStr`]
//! refuse any other string with an [`UnknownRule`] error, which names the nearest existing
//! number when the input looks like a rule number. Chapter numbers (`2.`) are not rules.
//!
//! # The table
//! The numbers come from `model/data/cr-2025-06-FIN.rules` (numbers only, no rules text), read
//! with `include_str!`. They were extracted from the public repository
//! `chaoticgoodcomputing/mtg-rules` at commit `d5d4d7e8bdc65c03d31a80a7240b0078fa4f8795`, which
//! holds `MagicCompRules 20250606.txt` ("These rules are effective as of June 6, 2025"): the
//! Final Fantasy update, the revision in force at Final Fantasy's release on June 13, 2025. No
//! text dated June 13, 2025 ("MagicCompRules 20250613") was found; the June 6 text is the
//! closest, and its CR 201, 612, 715 and 903 match `shared/rules/` word for word. Two numbers in
//! `shared/rules/` are not in it, "108.2c" and "400.10b": that folder's CR 108 excerpt quotes
//! them from an earlier revision (in 2025-06 the rule on "card" in text is gone, and "400.10b"
//! is now 400.11b). The model cites neither.
//!
//! The table lists the numbers in the document's order, which is their natural order: section,
//! then rule number, then subrule letters ("l" and "o" are never used).
//!
//! # Citing a rule inside the model
//! `cr!("201.2a")` builds the [`Rule`] at compile time with [`Rule::known`]: a number missing
//! from the table is a compile error, so a typo in a cited rule fails the build, and every test
//! with it.

pub mod cited;
pub mod list;

use crate::revision::CR_REVISION;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// The committed table of rule numbers (see the module docs).
const TABLE: &str = include_str!("../data/cr-2025-06-FIN.rules");

/// A rule number that exists in the pinned Comprehensive Rules revision ([`CR_REVISION`]).
///
/// Ordered in rule order (`702` < `702.9` < `702.9a` < `702.10`); shown as the bare number.
#[derive(Clone, Copy, Debug, Eq)]
pub struct Rule(&'static str);

impl PartialEq for Rule {
    /// Equal numbers. The same citation is the same static text, so most equal rules are
    /// found by address, without reading the text (a generated case's rules are collected
    /// from every step of every explanation, repeats included).
    fn eq(&self, other: &Rule) -> bool {
        std::ptr::eq(self.0, other.0) || self.0 == other.0
    }
}

impl std::hash::Hash for Rule {
    /// The number's text, as equality reads it (equal addresses hold equal text).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

/// `cr!("201.2a")`: the [`Rule`] 201.2a, checked against the table at compile time.
macro_rules! cr {
    ($number:literal) => {
        const { $crate::rule::Rule::known($number) }
    };
}
pub(crate) use cr;

impl Rule {
    /// The rule with this number, if the pinned revision has it.
    pub fn new(number: &str) -> Result<Rule, UnknownRule> {
        let table = Rule::all();
        let found = key(number)
            .and_then(|k| table.binary_search_by(|r| r.key().cmp(&k)).ok())
            .map(|i| table[i])
            .filter(|r| r.0 == number);
        found.ok_or_else(|| UnknownRule {
            number: number.to_string(),
            nearest: nearest(number),
        })
    }

    /// The rule with this number, for numbers written in the source.
    ///
    /// # Panics
    /// If the pinned revision has no such number. In a constant (as `cr!` uses it) that is a
    /// compile error:
    /// ```compile_fail
    /// const TYPO: truename_model::Rule = truename_model::Rule::known("201.9z");
    /// ```
    /// ```
    /// const SAME_NAME: truename_model::Rule = truename_model::Rule::known("201.2a");
    /// assert_eq!(SAME_NAME.to_string(), "201.2a");
    /// ```
    pub const fn known(number: &'static str) -> Rule {
        assert!(
            in_table(number.as_bytes()),
            "not a rule number of the pinned Comprehensive Rules revision (model/data/cr-2025-06-FIN.rules)"
        );
        Rule(number)
    }

    /// Every rule number of the pinned revision, in rule order.
    pub fn all() -> &'static [Rule] {
        static ALL: OnceLock<Vec<Rule>> = OnceLock::new();
        ALL.get_or_init(|| {
            TABLE
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(Rule)
                .collect()
        })
    }

    /// The number as text, e.g. `"201.2a"`.
    pub fn as_str(self) -> &'static str {
        self.0
    }

    /// Whether `other` is this rule or one of its subrules: `201` covers `201.2` and
    /// `201.2a`, `201.2` covers `201.2a`, and `702.1` doesn't cover `702.10`.
    pub fn covers(self, other: Rule) -> bool {
        let (mine, theirs) = (self.key(), other.key());
        if mine.section != theirs.section {
            return false;
        }
        match (mine.rule, theirs.rule) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(a), Some(b)) => a == b && theirs.letters.1.starts_with(mine.letters.1),
        }
    }

    /// The rule this one is a subrule of: `201.2a` → `201.2`, `201.2` → `201`, `201` → none.
    /// `None` too when the parent number isn't in the pinned revision.
    pub fn parent(self) -> Option<Rule> {
        let k = self.key();
        let end = match (k.rule, k.letters.0) {
            (None, _) => return None,
            (Some(_), 0) => self.0.find('.')?,
            (Some(_), n) => self.0.len() - n,
        };
        Rule::new(&self.0[..end]).ok()
    }

    /// A key that sorts rule-number text in rule order (`702.9a` < `702.10`): numbers of the
    /// pinned revision first, in rule order, then any other text in text order.
    pub fn sort_key(number: &str) -> RuleOrder {
        match Rule::new(number) {
            Ok(rule) => RuleOrder::Known(rule),
            Err(_) => RuleOrder::Other(number.to_string()),
        }
    }

    /// The rule family rule-number text belongs to, e.g. `201` for `201.2a` (its topmost
    /// parent in the pinned revision); text that isn't a number of the revision is its own
    /// family up to its first `.`.
    pub fn family(number: &str) -> String {
        match Rule::new(number) {
            Ok(mut rule) => {
                while let Some(up) = rule.parent() {
                    rule = up;
                }
                rule.to_string()
            }
            Err(_) => number.split('.').next().unwrap_or(number).to_string(),
        }
    }

    fn key(self) -> Key<'static> {
        key(self.0).expect("table entries are rule numbers")
    }

    /// Where this rule comes in rule order, as a value that compares without reading the
    /// number again: `rules.sort_by_cached_key(|r| r.order())` sorts as `rules.sort()` does,
    /// reading each number once.
    pub fn order(self) -> RulePosition {
        RulePosition(self.key())
    }
}

/// A rule's place in rule order ([`Rule::order`]): compares as the rules themselves do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RulePosition(Key<'static>);

/// The sort key of rule-number text ([`Rule::sort_key`]).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RuleOrder {
    /// A number of the pinned revision, ordered in rule order.
    Known(Rule),
    /// Any other text, after every known number, in text order.
    Other(String),
}

/// Whether `number` is one of the table's lines (a `const fn`, for [`Rule::known`]).
const fn in_table(number: &[u8]) -> bool {
    if number.is_empty() || !number[0].is_ascii_digit() {
        return false; // never a comment line
    }
    let table = TABLE.as_bytes();
    let mut start = 0;
    while start < table.len() {
        let mut end = start;
        while end < table.len() && table[end] != b'\n' {
            end += 1;
        }
        if end - start == number.len() {
            let mut i = 0;
            while i < number.len() && table[start + i] == number[i] {
                i += 1;
            }
            if i == number.len() {
                return true;
            }
        }
        start = end + 1;
    }
    false
}

/// A rule number's parts in comparison order: section, rule, subrule letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Key<'a> {
    section: u32,
    rule: Option<u32>,
    letters: (usize, &'a str),
}

/// The parts of anything shaped like a rule number (`201`, `201.2`, `201.2a`).
fn key(number: &str) -> Option<Key<'_>> {
    fn digits(s: &str) -> Option<u32> {
        let ok = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        ok.then(|| s.parse().ok()).flatten()
    }
    let (section, rest) = match number.split_once('.') {
        Some((s, r)) => (s, Some(r)),
        None => (number, None),
    };
    let section = digits(section)?;
    let Some(rest) = rest else {
        return Some(Key {
            section,
            rule: None,
            letters: (0, ""),
        });
    };
    let (rule, letters) = rest.split_at(
        rest.find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len()),
    );
    if !letters.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    Some(Key {
        section,
        rule: Some(digits(rule)?),
        letters: (letters.len(), letters),
    })
}

/// The existing number closest to `number`: fewest character edits, then closest in rule
/// order. `None` when `number` isn't shaped like a rule number.
fn nearest(number: &str) -> Option<Rule> {
    let k = key(number)?;
    let table = Rule::all();
    let at = table.partition_point(|r| r.key() < k);
    table
        .iter()
        .enumerate()
        .min_by_key(|(i, r)| (edit_distance(number, r.0), i.abs_diff(at)))
        .map(|(_, r)| *r)
}

/// Levenshtein distance between two short ASCII strings.
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.bytes().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diag + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diag = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

impl Ord for Rule {
    fn cmp(&self, other: &Rule) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Rule {
    fn partial_cmp(&self, other: &Rule) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.0)
    }
}

impl FromStr for Rule {
    type Err = UnknownRule;
    fn from_str(s: &str) -> Result<Rule, UnknownRule> {
        Rule::new(s)
    }
}

impl PartialEq<str> for Rule {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Rule {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl Serialize for Rule {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

impl<'de> Deserialize<'de> for Rule {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rule, D::Error> {
        let s = String::deserialize(d)?;
        Rule::new(&s).map_err(serde::de::Error::custom)
    }
}

/// A string that is not a rule number of the pinned revision ([`CR_REVISION`]).
///
/// Its message names the number and, when the input looks like a rule number, the nearest
/// existing one: `"201.9z" is not a rule number in Comprehensive Rules revision 2025-06-FIN;
/// the nearest existing number is 201.6`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRule {
    /// The string given.
    pub number: String,
    /// The closest existing number (fewest character edits, then closest in rule order), or
    /// `None` when the string isn't shaped like a rule number.
    pub nearest: Option<Rule>,
}

impl fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a rule number in Comprehensive Rules revision {CR_REVISION}",
            self.number
        )?;
        match self.nearest {
            Some(r) => write!(f, "; the nearest existing number is {r}"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for UnknownRule {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_is_one_rule_whichever_text_it_was_read_from() {
        // `cr!` keeps the literal's text, `Rule::new` the table's (another address, unless
        // the compiler happens to share them): equal, and equal in a set; different numbers
        // stay different.
        let cited = cr!("201.2a");
        let read = Rule::new(&String::from("201.2a")).expect("in the table");
        assert_eq!(cited, read);
        let set: std::collections::HashSet<Rule> = [cited, read].into_iter().collect();
        assert_eq!(set.len(), 1);
        assert_ne!(cited, cr!("201.2b"));
        assert_ne!(Rule::new("201.2").expect("in the table"), read);
    }

    #[test]
    fn unknown_numbers_are_rejected_with_a_suggestion() {
        for bad in [
            "201.9z", "999.1", "201.2A", "201.02a", "201.", "", "hello", "2.",
        ] {
            assert!(Rule::new(bad).is_err(), "{bad:?} accepted");
        }
        let e = Rule::new("201.9z").unwrap_err();
        assert_eq!(e.number, "201.9z");
        let msg = e.to_string();
        assert!(
            msg.contains("\"201.9z\"") && msg.contains(CR_REVISION),
            "{msg}"
        );
        let near = e.nearest.expect("a suggestion");
        assert!(
            msg.ends_with(&format!("nearest existing number is {near}")),
            "{msg}"
        );
        assert_eq!(
            Rule::new("201.2z").unwrap_err().nearest,
            Some(cr!("201.2c"))
        );
        assert_eq!(Rule::new("hello").unwrap_err().nearest, None);
    }

    #[test]
    fn existing_numbers_are_accepted() {
        for good in [
            "201", "201.2", "201.2a", "613.1", "613.7e", "704.5j", "702.140a", "715.3a",
        ] {
            assert_eq!(Rule::new(good).map(Rule::as_str), Ok(good));
            assert_eq!(
                good.parse::<Rule>().map(|r| r.to_string()),
                Ok(good.to_string())
            );
        }
        assert_eq!(cr!("201.2a"), Rule::new("201.2a").unwrap());
    }

    #[test]
    fn the_table_is_sorted_and_unique() {
        let all = Rule::all();
        assert_eq!(all.len(), 3204);
        for w in all.windows(2) {
            assert!(w[0].key() < w[1].key(), "{} then {}", w[0], w[1]);
        }
        for r in all {
            assert_eq!(Rule::new(r.as_str()), Ok(*r));
            assert!(in_table(r.as_str().as_bytes()));
        }
    }

    #[test]
    fn order_is_rule_order_not_text_order() {
        assert!(cr!("201") < cr!("201.2"));
        assert!(cr!("201.2") < cr!("201.2a"));
        assert!(cr!("702.9") < cr!("702.10"));
        assert!(cr!("702.19c") < cr!("702.140a"));
    }

    #[test]
    fn covers_is_the_rule_and_its_subrules() {
        assert!(cr!("201").covers(cr!("201")));
        assert!(cr!("201").covers(cr!("201.2")));
        assert!(cr!("201").covers(cr!("201.2a")));
        assert!(cr!("201.2").covers(cr!("201.2a")));
        assert!(cr!("201.2a").covers(cr!("201.2a")));
        assert!(!cr!("702.1").covers(cr!("702.10")));
        assert!(!cr!("201.2").covers(cr!("201.3")));
        assert!(!cr!("201.2a").covers(cr!("201.2")));
        assert!(!cr!("201.2").covers(cr!("201")));
        assert!(!cr!("201").covers(cr!("612.8")));
        assert!(!cr!("702.1").covers(cr!("702.19c")));
    }

    #[test]
    fn family_is_the_topmost_parent() {
        assert_eq!(Rule::family("201.2a"), "201");
        assert_eq!(Rule::family("702.140e"), "702");
        assert_eq!(Rule::family("612"), "612");
        assert_eq!(Rule::family("999.9z"), "999");
    }

    #[test]
    fn parent_is_one_level_up() {
        assert_eq!(cr!("201.2a").parent(), Some(cr!("201.2")));
        assert_eq!(cr!("201.2").parent(), Some(cr!("201")));
        assert_eq!(cr!("702.140a").parent(), Some(cr!("702.140")));
        assert_eq!(cr!("201").parent(), None);
        for r in Rule::all() {
            if let Some(p) = r.parent() {
                assert!(p.covers(*r) && p != *r, "{p} of {r}");
            }
        }
    }

    #[test]
    fn order_compares_as_the_rules_do() {
        let rules: Vec<Rule> = TABLE
            .lines()
            .filter_map(|l| Rule::new(l.trim()).ok())
            .collect();
        assert!(rules.len() > 100);
        for w in rules.windows(3) {
            for (a, b) in [(w[0], w[1]), (w[1], w[0]), (w[0], w[2]), (w[1], w[1])] {
                assert_eq!(a.order().cmp(&b.order()), a.cmp(&b), "{a} {b}");
            }
        }
        let mut sorted = rules.clone();
        sorted.reverse();
        sorted.sort_by_cached_key(|r| r.order());
        let mut expected = rules;
        expected.sort();
        assert_eq!(sorted, expected);
    }

    #[test]
    fn sort_key_orders_known_numbers_then_other_text() {
        let mut v = vec!["zzz", "702.10", "702.9a", "702", "201.10", "702.9"];
        v.sort_by_key(|r| Rule::sort_key(r));
        assert_eq!(v, ["702", "702.9", "702.9a", "702.10", "201.10", "zzz"]);
    }

    #[test]
    fn serde_is_the_bare_number_and_checks_it() {
        let json = serde_json::to_string(&cr!("612.8")).unwrap();
        assert_eq!(json, "\"612.8\"");
        assert_eq!(serde_json::from_str::<Rule>(&json).unwrap(), cr!("612.8"));
        assert!(serde_json::from_str::<Rule>("\"612.99\"").is_err());
    }
}
