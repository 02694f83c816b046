//! Keyword abilities (CR 702): which words are keywords, which keywords are activated
//! abilities, and reminder text.
//!
//! CR 602.1 defines an activated ability as one written "[Cost]: [Effect.]"; CR 702 defines
//! keywords that *are* activated abilities although no colon is printed ("Equip {2}", "Cycling
//! {2}", "Crew 3", "Ninjutsu {1}{U}"): 702.6a, 702.29a, 702.122a, 702.49a and the others listed
//! in [`activated_keyword`]. Reminder text (in parentheses) is not rules text (CR 207.2) and is
//! never read for a colon or a quoted ability.

use crate::rule::{cr, Rule};

/// Every keyword of CR 702 (`model/src/data/keywords.txt`), with whether its rule says it is an
/// activated ability.
const KEYWORDS: &str = include_str!("../data/keywords.txt");

/// The keywords, lower case, each with its rule number as written in the data file and whether
/// it is activated; longest first (so "double strike" is tried before "double").
fn keywords() -> &'static [(String, &'static str, bool)] {
    use std::sync::OnceLock;
    static ALL: OnceLock<Vec<(String, &'static str, bool)>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut v: Vec<(String, &'static str, bool)> = KEYWORDS
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .filter_map(|l| {
                let mut parts = l.split('\t');
                let name = parts.next()?.trim().to_lowercase();
                let rule = parts.next()?.trim();
                let activated = parts.next()?.trim() == "activated";
                Some((name, rule, activated))
            })
            .collect();
        v.sort_by_key(|(n, _, _)| std::cmp::Reverse(n.len()));
        v
    })
}

/// Every keyword of the data file with its rule number (for the crate's tests).
pub fn keyword_table() -> Vec<(String, &'static str, bool)> {
    keywords().to_vec()
}

/// The text with reminder text (parenthesized) removed (CR 207.2: reminder text is not rules
/// text), trimmed.
pub fn strip_reminder(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out.trim().to_string()
}

/// Whether `rest` continues a keyword: nothing, or a character that isn't a letter.
fn ends_word(rest: &str) -> bool {
    rest.chars().next().is_none_or(|c| !c.is_alphabetic())
}

/// The length of the keyword `text` starts with (case-insensitive), and whether it is an
/// activated keyword; families included: "\[type\]walk" (702.14a), "\[type\]cycling" (702.29e),
/// "commander ninjutsu" (702.49d).
pub fn keyword_at(text: &str) -> Option<(usize, bool)> {
    let lower = text.to_lowercase();
    // Lower-casing keeps byte lengths for the ASCII keywords matched here.
    if lower.len() != text.len() {
        return None;
    }
    // Only a keyword that starts with the text's first byte can match: comparing that byte
    // first skips the whole comparison for nearly every keyword.
    let first = lower.as_bytes().first().copied();
    for (k, _, activated) in keywords() {
        if k.as_bytes().first().copied() == first
            && lower.starts_with(k.as_str())
            && ends_word(&lower[k.len()..])
        {
            return Some((k.len(), *activated));
        }
    }
    if let Some(rest) = lower.strip_prefix("commander ninjutsu") {
        if ends_word(rest) {
            return Some(("commander ninjutsu".len(), true));
        }
    }
    // "Swampcycling", "Basic landcycling", "Islandwalk", "Nonbasic landwalk".
    let first_two: Vec<&str> = lower.splitn(3, ' ').take(2).collect();
    for n in [1, 2] {
        if first_two.len() < n {
            break;
        }
        let phrase = first_two[..n].join(" ");
        if ends_word(&lower[phrase.len()..]) {
            if phrase.ends_with("cycling") && phrase.len() > "cycling".len() {
                return Some((phrase.len(), true));
            }
            if phrase.ends_with("walk") && phrase.len() > "walk".len() {
                return Some((phrase.len(), false));
            }
        }
    }
    None
}

/// The rule that makes a keyword an activated ability, for the activated keywords of CR 702.
fn activated_rule(keyword: &str) -> Rule {
    match keyword {
        "equip" => cr!("702.6a"),
        "ninjutsu" | "commander ninjutsu" => cr!("702.49a"),
        "transmute" => cr!("702.53a"),
        "forecast" => cr!("702.57a"),
        "aura swap" => cr!("702.65a"),
        "fortify" => cr!("702.67a"),
        "transfigure" => cr!("702.71a"),
        "reinforce" => cr!("702.77a"),
        "unearth" => cr!("702.84a"),
        "level up" => cr!("702.87a"),
        "scavenge" => cr!("702.97a"),
        "outlast" => cr!("702.107a"),
        "crew" => cr!("702.122a"),
        "embalm" => cr!("702.128a"),
        "eternalize" => cr!("702.129a"),
        "encore" => cr!("702.141a"),
        "boast" => cr!("702.142a"),
        "reconfigure" => cr!("702.151a"),
        "craft" => cr!("702.167a"),
        "saddle" => cr!("702.171a"),
        "exhaust" => cr!("702.177a"),
        k if k.ends_with("cycling") => cr!("702.29a"),
        _ => cr!("602.1"),
    }
}

/// If the ability text (reminder text ignored) is a keyword that is an activated ability, the
/// rule that says so (CR 702.6a, 702.29a, 702.122a, ...). "Equip {2}" is; "Equipped creature
/// gets +1/+1" is not; "Flying" is not.
pub fn activated_keyword(text: &str) -> Option<Rule> {
    let t = strip_reminder(text);
    let (len, activated) = keyword_at(&t)?;
    // A keyword line is the keyword and its parameters ("Equip {2}", "Crew 3", "Equip
    // legendary creature {3}"), never a sentence: "Equip abilities you activate cost {1} less
    // to activate." only names the keyword.
    let rest = t[len..].trim_start();
    let parameter = rest.is_empty()
        || rest.starts_with(['{', '—', '-', 'X'])
        || rest.starts_with(|c: char| c.is_ascii_digit());
    let keyword_line = parameter || !t.ends_with('.');
    (activated && keyword_line).then(|| activated_rule(&t[..len].to_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyword_rules_exist_in_the_pinned_revision() {
        for (k, rule, _) in keyword_table() {
            assert!(Rule::new(rule).is_ok(), "{k}: {rule}");
        }
        assert!(keyword_table().len() > 150);
    }

    #[test]
    fn activated_keywords_without_a_colon() {
        assert_eq!(activated_keyword("Equip {2}"), Some(cr!("702.6a")));
        assert_eq!(activated_keyword("Cycling {1}{R}"), Some(cr!("702.29a")));
        assert_eq!(activated_keyword("Swampcycling {2}"), Some(cr!("702.29a")));
        assert_eq!(
            activated_keyword("Basic landcycling {1}"),
            Some(cr!("702.29a"))
        );
        assert_eq!(activated_keyword("Crew 3"), Some(cr!("702.122a")));
        assert_eq!(activated_keyword("Ninjutsu {1}{U}"), Some(cr!("702.49a")));
        assert_eq!(
            activated_keyword("Commander ninjutsu {2}{U}{B}"),
            Some(cr!("702.49a"))
        );
        assert_eq!(activated_keyword("Equipped creature gets +1/+1."), None);
        assert_eq!(
            activated_keyword("Equip abilities you activate cost {1} less to activate."),
            None
        );
        assert_eq!(
            activated_keyword("Equip legendary creature {3}"),
            Some(cr!("702.6a"))
        );
        assert_eq!(activated_keyword("Flying"), None);
        assert_eq!(activated_keyword("Islandwalk"), None);
        assert_eq!(
            activated_keyword("Morph {2}{W}{W} (You may cast this card face down.)"),
            None
        );
    }

    #[test]
    fn reminder_text_is_not_rules_text() {
        assert_eq!(
            strip_reminder("Cycling {2} ({2}, Discard this card: Draw a card.)"),
            "Cycling {2}"
        );
        assert_eq!(keyword_at("first strike, trample"), Some((12, false)));
        assert_eq!(keyword_at("Protection from red"), Some((10, false)));
    }
}
