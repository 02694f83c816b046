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
use crate::hash::FxHashMap;
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

/// Every Oracle name by its text, for finding the longest name that starts a piece of text
/// (`named X`) with one lookup per word end instead of a scan of every name.
#[derive(Clone, Debug, Default)]
pub struct NameIndex {
    by_text: FxHashMap<Name, ()>,
    longest: usize,
}

impl NameIndex {
    /// An index of these names.
    pub fn new<'a>(names: impl IntoIterator<Item = &'a Name>) -> Self {
        let mut ix = NameIndex::default();
        for n in names {
            ix.longest = ix.longest.max(n.len());
            ix.by_text.insert(n.clone(), ());
        }
        ix
    }

    /// The longest name that `s` starts with, ending at a word boundary (the next character,
    /// if any, is not alphanumeric).
    fn longest_prefix(&self, s: &str) -> Option<&Name> {
        let mut best = None;
        for (j, c) in s.char_indices().skip(1).chain([(s.len(), ' ')]) {
            if j > self.longest {
                break;
            }
            if !c.is_alphanumeric() {
                if let Some((n, ())) = self.by_text.get_key_value(&s[..j]) {
                    best = Some(n);
                }
            }
        }
        best
    }
}

/// Reads one face's Oracle text into abilities; `card_names` are every Oracle name, for
/// `named X`.
pub fn tokenize_face(card_names: &[Name], face: &Face, alternates: &[String]) -> Vec<Ability> {
    tokenize_face_with(&NameIndex::new(card_names), face, alternates)
}

/// [`tokenize_face`] with the Oracle names already indexed (what loading uses).
pub fn tokenize_face_with(names: &NameIndex, face: &Face, alternates: &[String]) -> Vec<Ability> {
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
            segs: tokenize_line_with(names, line, &selfs),
            origin: Origin::Printed,
        })
        .collect()
}

/// Reads one line of rules text; `selfs` are the names that refer to the text's own object.
pub fn tokenize_line(card_names: &[Name], line: &str, selfs: &[(String, RefForm)]) -> Vec<Seg> {
    tokenize_line_with(&NameIndex::new(card_names), line, selfs)
}

/// [`tokenize_line`] with the Oracle names already indexed.
pub fn tokenize_line_with(names: &NameIndex, line: &str, selfs: &[(String, RefForm)]) -> Vec<Seg> {
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
            while let Some(name) = names.longest_prefix(&line[i..]) {
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
                    Some(s) if names.longest_prefix(&tail[s.len()..]).is_some() => {
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

#[cfg(test)]
mod tests {
    use super::NameIndex;
    use crate::ids::Name;

    /// The scan the index replaces: every name that `s` starts with at a word boundary, the
    /// longest.
    fn scan<'a>(names: &'a [Name], s: &str) -> Option<&'a Name> {
        names
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

    #[test]
    fn longest_prefix_agrees_with_a_scan_of_every_name() {
        let names: Vec<Name> = [
            "Fire",
            "Fire // Ice",
            "Ice",
            "Bear",
            "Bears",
            "Grizzly Bears",
            "Lim-Dûl",
            "Lim-Dûl's Hex",
            "X",
            "Æther Vial",
            "Kongming, \"Sleeping Dragon\"",
        ]
        .into_iter()
        .map(Name::from)
        .collect();
        let ix = NameIndex::new(&names);
        for s in [
            "Fire // Ice and more",
            "Fire",
            "Fireball",
            "Bears and Bear",
            "Bear.",
            "Grizzly Bears",
            "Lim-Dûl's Hex, then",
            "Lim-Dûlx",
            "X",
            "Xenagos",
            "Æther Vial\n",
            "",
            " Fire",
            "Kongming, \"Sleeping Dragon\" taps",
            "Ice-cold",
        ] {
            assert_eq!(ix.longest_prefix(s), scan(&names, s), "{s:?}");
        }
    }
}
