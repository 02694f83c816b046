//! Lists of rule numbers as people write them: `201.3, 201.3a–b, 100.2a`, `612.1–612.4`.
//!
//! A list is comma-separated. Each item is a number of the pinned revision or a range of two
//! numbers joined by an en dash (`–`) or a hyphen. The range's second end may be shortened to
//! the part that changes: `201.4a–g` is `201.4a–201.4g`, and `612.1–4` is `612.1–612.4`. A
//! range holds the numbers of the revision between its ends at the ends' own depth: `612.1–612.4`
//! is 612.1, 612.2, 612.3 and 612.4, not their subrules; `201.4a–g` is 201.4a to 201.4g.

use super::{Rule, UnknownRule};
use std::fmt;

/// Why a list of rule numbers was refused ([`Rule::list`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadRuleList {
    /// An item, or an end of a range, is not a number of the pinned revision.
    Unknown(UnknownRule),
    /// A range whose ends are not at the same depth of the same rule, or run backwards.
    BadRange(String),
    /// An empty item (`201.2, , 201.3`) or an empty list.
    Empty,
}

impl fmt::Display for BadRuleList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadRuleList::Unknown(e) => write!(f, "{e}"),
            BadRuleList::BadRange(r) => write!(
                f,
                "\"{r}\" is not a range of rule numbers (two numbers of one rule at the same \
                 depth, in rule order, e.g. 201.4a–g or 612.1–612.4)"
            ),
            BadRuleList::Empty => write!(f, "an empty rule number in a list"),
        }
    }
}

impl std::error::Error for BadRuleList {}

impl Rule {
    /// The rules of a written list (see the [module docs](self)), in the order written, each
    /// range in rule order.
    ///
    /// ```
    /// use truename_model::Rule;
    /// let rules = Rule::list("201.3, 201.4a–c, 612.1–612.3").unwrap();
    /// let text: Vec<&str> = rules.iter().map(|r| r.as_str()).collect();
    /// assert_eq!(text, ["201.3", "201.4a", "201.4b", "201.4c", "612.1", "612.2", "612.3"]);
    /// assert!(Rule::list("201.4c–a").is_err());
    /// assert!(Rule::list("201.9z").is_err());
    /// ```
    pub fn list(text: &str) -> Result<Vec<Rule>, BadRuleList> {
        let mut out = Vec::new();
        for item in text.split(',').map(str::trim) {
            if item.is_empty() {
                return Err(BadRuleList::Empty);
            }
            match item.split_once(['–', '-']) {
                None => out.push(Rule::new(item).map_err(BadRuleList::Unknown)?),
                Some((from, to)) => out.extend(range(item, from.trim(), to.trim())?),
            }
        }
        Ok(out)
    }
}

/// The numbers from `from` to `to` at `from`'s depth; `to` may be shortened (`201.4a–g`).
fn range(item: &str, from: &str, to: &str) -> Result<Vec<Rule>, BadRuleList> {
    let bad = || BadRuleList::BadRange(item.to_string());
    let first = Rule::new(from).map_err(BadRuleList::Unknown)?;
    let to = if to.contains('.') {
        to.to_string()
    } else {
        // The shortened end replaces the changing tail: letters, or the rule number.
        let keep = match first.key().letters.0 {
            0 => from.find('.').ok_or_else(bad)? + 1,
            n => from.len() - n,
        };
        format!("{}{to}", &from[..keep])
    };
    let last = Rule::new(&to).map_err(BadRuleList::Unknown)?;
    let same_level = (first.parent() == last.parent() && first.key().letters.0 > 0)
        || (first.key().letters.0 == 0 && last.key().letters.0 == 0);
    if !same_level || first.key().section != last.key().section || last < first {
        return Err(bad());
    }
    let depth = |r: Rule| (r.key().rule.is_some(), r.key().letters.0);
    Ok(Rule::all()
        .iter()
        .copied()
        .filter(|r| *r >= first && *r <= last && depth(*r) == depth(first))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(list: &str) -> Vec<&'static str> {
        Rule::list(list)
            .expect("a list")
            .into_iter()
            .map(Rule::as_str)
            .collect()
    }

    #[test]
    fn ranges_hold_the_numbers_between_their_ends_at_their_depth() {
        assert_eq!(texts("707.9a–c"), ["707.9a", "707.9b", "707.9c"]);
        assert_eq!(texts("612.1–612.4"), ["612.1", "612.2", "612.3", "612.4"]);
        assert_eq!(texts("612.1–4"), ["612.1", "612.2", "612.3", "612.4"]);
        assert_eq!(texts("201.2, 100.2a"), ["201.2", "100.2a"]);
    }

    #[test]
    fn bad_lists_are_refused() {
        assert!(matches!(Rule::list("201.2,"), Err(BadRuleList::Empty)));
        assert!(matches!(Rule::list("201.9z"), Err(BadRuleList::Unknown(_))));
        assert!(matches!(
            Rule::list("201.4a–612.4"),
            Err(BadRuleList::BadRange(_))
        ));
        assert!(matches!(
            Rule::list("201.4g–a"),
            Err(BadRuleList::BadRange(_))
        ));
        assert!(matches!(
            Rule::list("201.4–201.4a"),
            Err(BadRuleList::BadRange(_))
        ));
    }
}
