//! What an ability that grants abilities grants: "Equipped creature has first strike,
//! trample, and haste", "has reach and \"Whenever this creature attacks, ...\"", "have
//! indestructible", "gain \"When this creature dies, ...\"".
//!
//! A keyword written without quotes after "has"/"have"/"gains"/"gain" is an ability the object
//! has (CR 702.1: the object lists the keyword's name as an ability), exactly as a quoted ability
//! is (CR 113.1a); anything else in that list ("it can't be blocked", "all names of
//! nonlegendary creature cards") is an effect, not a granted ability. Reminder text outside
//! quotes is not rules text (CR 207.2) and grants nothing, even when it contains quotes (Shield
//! of Kaldra's "(... effects that say \"destroy\" ...)").

use super::keywords::keyword_at;
use super::seg::Seg;

/// One unit of text: a character of plain text, or a segment that is more than text.
#[derive(Clone, Debug)]
enum Unit<'a> {
    Ch(char),
    Seg(&'a Seg),
}

fn units(segs: &[Seg]) -> Vec<Unit<'_>> {
    let mut out = Vec::new();
    for s in segs {
        match s {
            Seg::Text(t) => out.extend(t.chars().map(Unit::Ch)),
            other => out.push(Unit::Seg(other)),
        }
    }
    out
}

/// The units with reminder text outside quotes removed.
fn without_reminders(u: Vec<Unit<'_>>) -> Vec<Unit<'_>> {
    let (mut quoted, mut depth) = (false, 0usize);
    let mut out = Vec::new();
    for x in u {
        match x {
            Unit::Ch('"') if depth == 0 => {
                quoted = !quoted;
                out.push(x);
            }
            Unit::Ch('(') if !quoted => depth += 1,
            Unit::Ch(')') if !quoted && depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(x),
            _ => {}
        }
    }
    out
}

/// The plain text of units (other segments rendered).
fn text_of(u: &[Unit<'_>]) -> String {
    let mut out = String::with_capacity(u.len());
    for x in u {
        match x {
            Unit::Ch(c) => out.push(*c),
            Unit::Seg(s) => out.push_str(&s.render()),
        }
    }
    out
}

/// Whether the text of `u` starts with `prefix` (`text_of(u).starts_with(prefix)`), read
/// without building the text when `u` is plain characters: the look-aheads for verbs and
/// separators run at every word of every granting ability in every evaluation.
fn text_starts_with(u: &[Unit<'_>], prefix: &str) -> bool {
    if u.iter().any(|x| matches!(x, Unit::Seg(_))) {
        return text_of(u).starts_with(prefix);
    }
    let mut chars = u.iter().map(|x| match x {
        Unit::Ch(c) => *c,
        Unit::Seg(_) => '\0',
    });
    prefix.chars().all(|p| chars.next() == Some(p))
}

/// Whether the text of `u` is `text` (`text_of(u) == text`), read like [`text_starts_with`].
fn text_is(u: &[Unit<'_>], text: &str) -> bool {
    if u.iter().any(|x| matches!(x, Unit::Seg(_))) {
        return text_of(u) == text;
    }
    u.len() == text.chars().count() && text_starts_with(u, text)
}

/// Segments from units: runs of characters become text.
fn segs_of(u: &[Unit<'_>]) -> Vec<Seg> {
    let mut out: Vec<Seg> = Vec::new();
    for x in u {
        match x {
            Unit::Ch(c) => match out.last_mut() {
                Some(Seg::Text(t)) => t.push(*c),
                _ => out.push(Seg::Text(c.to_string())),
            },
            Unit::Seg(s) => out.push((*s).clone()),
        }
    }
    out
}

/// Where the grant verb ends: just after the first "has ", "have ", "gains " or "gain "
/// outside quotes, at a word start.
fn after_verb(u: &[Unit<'_>]) -> Option<usize> {
    let mut quoted = false;
    for i in 0..u.len() {
        if let Unit::Ch('"') = u[i] {
            quoted = !quoted;
        }
        if quoted {
            continue;
        }
        let word_start = i == 0 || matches!(u[i - 1], Unit::Ch(' '));
        if !word_start {
            continue;
        }
        let ahead = &u[i..u.len().min(i + 6)];
        for verb in ["has ", "have ", "gains ", "gain "] {
            if text_starts_with(ahead, verb) {
                return Some(i + verb.len());
            }
        }
    }
    None
}

/// Splits the list after the verb into items at commas and " and "/" or " outside quotes,
/// stopping at the end of the sentence.
fn items<'a>(u: &[Unit<'a>]) -> Vec<Vec<Unit<'a>>> {
    let mut out = Vec::new();
    let mut cur: Vec<Unit<'a>> = Vec::new();
    let mut quoted = false;
    let mut i = 0;
    while i < u.len() {
        match u[i] {
            Unit::Ch('"') => {
                quoted = !quoted;
                cur.push(u[i].clone());
            }
            Unit::Ch('.') if !quoted => break,
            Unit::Ch(',') if !quoted => out.push(std::mem::take(&mut cur)),
            Unit::Ch(' ') if !quoted => {
                let ahead = &u[i..u.len().min(i + 5)];
                let sep = [" and ", " or "]
                    .into_iter()
                    .find(|s| text_starts_with(ahead, s));
                if let Some(s) = sep {
                    out.push(std::mem::take(&mut cur));
                    i += s.len();
                    continue;
                }
                cur.push(u[i].clone());
            }
            _ => cur.push(u[i].clone()),
        }
        i += 1;
    }
    out.push(cur);
    out
}

/// Trims spaces and a leading "and "/"or " from an item.
fn trim_item<'a>(mut item: Vec<Unit<'a>>) -> Vec<Unit<'a>> {
    loop {
        while matches!(item.first(), Some(Unit::Ch(' '))) {
            item.remove(0);
        }
        while matches!(item.last(), Some(Unit::Ch(' '))) {
            item.pop();
        }
        match ["and ", "or "]
            .into_iter()
            .find(|p| text_starts_with(&item, p))
        {
            Some(p) => {
                item.drain(..p.len());
            }
            None => return item,
        }
    }
}

/// A keyword item as an ability line: its first letter capitalized ("reach" → "Reach"), and
/// " until end of turn" dropped (the duration is the effect's, not the ability's).
fn keyword_ability(mut item: Vec<Unit<'_>>) -> Vec<Seg> {
    let t = text_of(&item);
    if let Some(stripped) = t.strip_suffix(" until end of turn") {
        item.truncate(item.len() - (t.len() - stripped.len()));
    }
    let mut segs = segs_of(&item);
    match segs.first_mut() {
        Some(Seg::Text(t)) => {
            let mut c = t.chars();
            if let Some(f) = c.next() {
                *t = f.to_uppercase().collect::<String>() + c.as_str();
            }
        }
        Some(Seg::Typed { cap, prefix, .. }) if prefix.is_empty() => *cap = true,
        _ => {}
    }
    segs
}

/// The abilities an ability grants, in the order written: each keyword written without quotes
/// and each quoted ability in the list after "has"/"have"/"gains"/"gain" (see the module
/// docs). With no such verb, the quoted abilities anywhere in it (outside reminder text).
pub fn granted_abilities(segs: &[Seg]) -> Vec<Vec<Seg>> {
    let u = without_reminders(units(segs));
    match after_verb(&u) {
        Some(start) => listed(&u[start..]),
        None => super::token_def::quoted_passages(&segs_of(&u)),
    }
}

/// The abilities a copy effect's exception says the copy has (CR 707.9a): the list after
/// "has"/"have" in the text from "except" on ("... enter as a copy ..., except its name is
/// Sakashima the Impostor, ..., and it has \"...\""; "except it has haste and \"...\""). With
/// no "except", what [`granted_abilities`] finds.
pub fn copy_exception_abilities(segs: &[Seg]) -> Vec<Vec<Seg>> {
    let u = without_reminders(units(segs));
    let except = (0..u.len()).find(|&i| {
        let word_start = i == 0 || matches!(u[i - 1], Unit::Ch(' '));
        word_start && text_is(&u[i..u.len().min(i + 7)], "except ")
    });
    match except.and_then(|e| after_verb(&u[e..]).map(|v| e + v)) {
        Some(start) => listed(&u[start..]),
        None => granted_abilities(segs),
    }
}

/// The abilities in the list that starts at `u` (just after the verb).
fn listed(u: &[Unit<'_>]) -> Vec<Vec<Seg>> {
    let mut out = Vec::new();
    for item in items(u).into_iter().map(trim_item) {
        let t = text_of(&item);
        if t.starts_with('"') {
            let inner = &item[1..item.len() - usize::from(t.len() > 1 && t.ends_with('"'))];
            out.push(segs_of(inner));
        } else if keyword_at(&t).is_some() {
            out.push(keyword_ability(item));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_aheads_read_as_the_built_text_does() {
        let seg = Seg::Text("ex".into());
        let plain: Vec<Unit<'_>> = "except it has haste".chars().map(Unit::Ch).collect();
        let mut mixed = vec![Unit::Seg(&seg)];
        mixed.extend("cept it".chars().map(Unit::Ch));
        for u in [
            &plain[..],
            &plain[..7],
            &plain[..6],
            &plain[1..],
            &mixed[..],
            &mixed[..6],
        ] {
            for p in ["except ", "except", "ex", "", "has ", "exceptional"] {
                let text = text_of(u);
                assert_eq!(
                    text_starts_with(u, p),
                    text.starts_with(p),
                    "{text:?} {p:?}"
                );
                assert_eq!(text_is(u, p), text == p, "{text:?} {p:?}");
            }
        }
        assert!(text_is(&plain[..7], "except "));
        assert!(text_is(&mixed[..6], "except "));
    }

    fn grant(line: &str) -> Vec<String> {
        granted_abilities(&[Seg::Text(line.into())])
            .iter()
            .map(|s| s.iter().map(Seg::render).collect())
            .collect()
    }

    #[test]
    fn a_copy_exception_lists_what_follows_except() {
        let ex = |line: &str| -> Vec<String> {
            copy_exception_abilities(&[Seg::Text(line.into())])
                .iter()
                .map(|s| s.iter().map(Seg::render).collect())
                .collect()
        };
        assert_eq!(
            ex("You may have this creature enter as a copy of any creature on the battlefield, except its name is X, it's legendary in addition to its other types, and it has \"{2}{U}{U}: Return X to its owner's hand.\""),
            ["{2}{U}{U}: Return X to its owner's hand."]
        );
        assert_eq!(
            ex("Create a token that's a copy of target creature, except it has haste and \"At the beginning of the end step, exile this token.\""),
            ["Haste", "At the beginning of the end step, exile this token."]
        );
        assert!(ex(
            "You may have this creature enter as a copy of any creature on the battlefield."
        )
        .is_empty());
    }

    #[test]
    fn keywords_and_quoted_abilities_in_order() {
        assert_eq!(
            grant("Equipped creature has first strike, trample, and haste."),
            ["First strike", "Trample", "Haste"]
        );
        assert_eq!(
            grant("Equipped creature gets +1/+1 and has reach and \"Whenever this creature attacks, tap target creature an opponent controls.\""),
            ["Reach", "Whenever this creature attacks, tap target creature an opponent controls."]
        );
        assert_eq!(
            grant("Equipped creature has indestructible. (Damage and effects that say \"destroy\" don't destroy it.)"),
            ["Indestructible"]
        );
        assert_eq!(
            grant("Equipped creature has ward {1}, it can't be blocked, and its name and creature type are the last chosen name and creature type."),
            ["Ward {1}"]
        );
        assert!(grant("Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.").is_empty());
        assert_eq!(
            grant("Enchanted creature has \"{T}: Create a 1/1 green Elf Warrior creature token.\""),
            ["{T}: Create a 1/1 green Elf Warrior creature token."]
        );
        assert_eq!(
            grant("Target creature gains flying until end of turn."),
            ["Flying"]
        );
    }
}
