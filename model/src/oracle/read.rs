//! Reading Oracle text into [`Seg`]ments.
//!
//! The reader is deliberately simple and documented, because engines must agree with it:
//! 1. Each line of Oracle text is one [`Ability`].
//! 2. At each position, the longest of these wins, in this order: the face's full name, one of
//!    its alternate names (CR 201.6), its shortened name (CR 201.5c; for a legendary face, the
//!    part before the first ", " or " of "), and `this <object word>` — all
//!    [`Seg::SelfRef`]. Then `named X` (and lists `named X, Y, and Z`) where X is an Oracle
//!    name — [`Seg::Named`].
//! 3. Any other word is a [`Seg::Typed`] word when it is a color word, a land type
//!    (capitalized; also lower-case landwalk such as "islandwalk"), or a capitalized creature
//!    type, optionally followed by a plural "s" — and plain text otherwise.
//!
//! Names are matched before words, so "Timberpack Wolf" in "named Timberpack Wolf" is a
//! reference, never a Wolf (CR 612.2).

use super::card::Face;
use crate::ids::Name;
use crate::text::{classify, Ability, Origin, RefForm, Seg};

const THIS_WORDS: &[&str] = &[
    "creature",
    "artifact",
    "enchantment",
    "land",
    "planeswalker",
    "permanent",
    "spell",
    "card",
    "token",
    "Equipment",
    "Aura",
    "Vehicle",
    "Saga",
    "battle",
    "Room",
    "Class",
    "Case",
    "Siege",
];

/// The shortened name of a legendary face (CR 201.5c), if it has one.
pub fn short_name(face: &Face) -> Option<String> {
    if !face.type_line.has_supertype("Legendary") {
        return None;
    }
    let n = face.name.as_str();
    n.find(", ")
        .or_else(|| n.find(" of "))
        .map(|i| n[..i].to_string())
}

fn at_word_boundary(s: &str, i: usize, len: usize) -> bool {
    let before_ok = s[..i]
        .chars()
        .next_back()
        .is_none_or(|c| !c.is_alphanumeric());
    let after_ok = s[i + len..]
        .chars()
        .next()
        .is_none_or(|c| !c.is_alphanumeric());
    before_ok && after_ok
}

fn push_text(segs: &mut Vec<Seg>, t: &str) {
    if let Some(Seg::Text(last)) = segs.last_mut() {
        last.push_str(t);
    } else {
        segs.push(Seg::Text(t.to_string()));
    }
}

/// Reads one face's Oracle text into abilities; `card_names` are every Oracle name, for
/// `named X`.
pub fn tokenize_face(card_names: &[Name], face: &Face, alternates: &[String]) -> Vec<Ability> {
    let mut selfs: Vec<(String, RefForm)> = vec![(face.name.to_string(), RefForm::FullName)];
    for a in alternates {
        selfs.push((a.clone(), RefForm::AlternateName));
    }
    if let Some(s) = short_name(face) {
        selfs.push((s, RefForm::ShortName));
    }
    selfs.sort_by_key(|(s, _)| std::cmp::Reverse(s.len()));
    face.text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| Ability {
            segs: tokenize_line(card_names, line, &selfs),
            origin: Origin::Printed,
        })
        .collect()
}

/// Reads one line of rules text; `selfs` are the names that refer to the text's own object.
pub fn tokenize_line(card_names: &[Name], line: &str, selfs: &[(String, RefForm)]) -> Vec<Seg> {
    let mut segs = Vec::new();
    let mut i = 0;
    'outer: while i < line.len() {
        let rest = &line[i..];
        for (name, form) in selfs {
            if rest.starts_with(name.as_str()) && at_word_boundary(line, i, name.len()) {
                segs.push(Seg::SelfRef {
                    form: *form,
                    printed: name.clone(),
                });
                i += name.len();
                continue 'outer;
            }
        }
        if let Some(len) = this_object(rest) {
            if at_word_boundary(line, i, len) {
                segs.push(Seg::SelfRef {
                    form: RefForm::ThisObject,
                    printed: rest[..len].to_string(),
                });
                i += len;
                continue;
            }
        }
        if rest.starts_with("named ") && at_word_boundary(line, i, 5) {
            push_text(&mut segs, "named ");
            i += "named ".len();
            // One name, or a list "X, Y, and Z" / "X and Y" / "X or Y".
            while let Some(name) = longest_oracle_name(card_names, &line[i..]) {
                segs.push(Seg::Named {
                    printed: name.to_string(),
                    name: name.clone(),
                });
                i += name.len();
                let tail = &line[i..];
                let sep = [", and ", ", or ", ", ", " and ", " or "]
                    .into_iter()
                    .find(|s| tail.starts_with(s));
                match sep {
                    Some(s) if longest_oracle_name(card_names, &tail[s.len()..]).is_some() => {
                        push_text(&mut segs, s);
                        i += s.len();
                    }
                    _ => break,
                }
            }
            continue;
        }
        let c = rest.chars().next().unwrap_or(' ');
        if c.is_alphabetic() {
            let len = rest
                .find(|ch: char| !(ch.is_alphanumeric() || ch == '-'))
                .unwrap_or(rest.len());
            let word = &rest[..len];
            match classify(word) {
                Some(seg) => segs.push(seg),
                None => push_text(&mut segs, word),
            }
            i += len;
        } else {
            push_text(&mut segs, &rest[..c.len_utf8()]);
            i += c.len_utf8();
        }
    }
    segs
}

fn this_object(rest: &str) -> Option<usize> {
    let after = rest
        .strip_prefix("this ")
        .or_else(|| rest.strip_prefix("This "))?;
    THIS_WORDS
        .iter()
        .filter(|w| after.starts_with(**w))
        .map(|w| 5 + w.len())
        .max()
}

fn longest_oracle_name<'a>(card_names: &'a [Name], s: &str) -> Option<&'a Name> {
    card_names
        .iter()
        .filter(|n| {
            s.starts_with(n.as_str())
                && s[n.len()..]
                    .chars()
                    .next()
                    .is_none_or(|c| !c.is_alphanumeric())
        })
        .max_by_key(|n| n.len())
}
