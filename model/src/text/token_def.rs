//! What a token-creating ability says the token is (CR 111.4, 612.2a, 612.4).
//!
//! The definition is read from the creating ability's *current* text, so a creature-type swap
//! on the spell or on the object with the ability, made before the token is created, changes the
//! token's subtypes and therefore its name (CR 612.2a). The recognized shapes:
//! - `create [count] [P/T] [colors] [legendary] [subtypes] [types] token(s) [named NAME]`;
//! - `create NAME, a [legendary] [P/T] [colors] [subtypes] [types] token`;
//! - quoted abilities after the token word (`with "..."`, `It has "..."`) become the token's
//!   abilities.

use super::seg::Seg;
use super::type_line::TypeLine;
use super::words::Role;
use crate::colors::Colors;
use crate::ids::Name;
use crate::memo::Memo;
use std::sync::Arc;

/// Predefined token subtypes that make an artifact (CR 111.10).
const PREDEFINED_ARTIFACTS: &[&str] = &[
    "Treasure",
    "Food",
    "Clue",
    "Blood",
    "Gold",
    "Map",
    "Powerstone",
    "Junk",
    "Incubator",
    "Shard",
];

/// A token as its creating ability defines it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TokenDefinition {
    /// The name the ability gives, if any (CR 111.4).
    pub name: Option<Name>,
    /// Supertypes.
    pub supertypes: Vec<String>,
    /// Card types.
    pub types: Vec<String>,
    /// Subtypes, in printed order.
    pub subtypes: Vec<String>,
    /// Colors.
    pub colors: Vec<String>,
    /// Power and toughness ("1/1"), if the ability gives them.
    pub power_toughness: Option<(String, String)>,
    /// The token's abilities, as quoted in the creating ability.
    pub abilities: Vec<Vec<Seg>>,
    /// [`TokenDefinition::parts`], made on first use (a definition is shared, and not changed,
    /// once read).
    parts: Memo<TokenParts>,
}

/// What every token of one definition has as it is created, made once per definition and
/// shared by those tokens ([`TokenDefinition::parts`]).
#[derive(Debug)]
pub struct TokenParts {
    /// The type line: the definition's supertypes, card types and subtypes, as given.
    pub type_line: Arc<TypeLine>,
    /// The colors the definition gives (CR 111.3).
    pub colors: Colors,
    /// The power and toughness the definition gives, if any.
    pub power_toughness: Option<(Arc<str>, Arc<str>)>,
    /// The token's name (CR 111.4): the name given, or else its subtypes, each once, followed
    /// by "Token" (CR 205.3b).
    pub name: Name,
}

/// The name of a token given no name: its subtypes, each listed once, followed by "Token"
/// (CR 111.4, 205.3b).
pub(crate) fn subtype_token_name(subtypes: &[String]) -> Name {
    let mut tl = TypeLine {
        subtypes: subtypes.to_vec(),
        ..TypeLine::default()
    };
    tl.dedupe();
    let mut parts = tl.subtypes;
    parts.push("Token".into());
    Name::from(parts.join(" "))
}

impl TokenDefinition {
    /// The type line, colors, power and toughness, and name of every token this definition
    /// makes (CR 111.3, 111.4), made the first time they are asked for. The definition's fields
    /// must not change after that (definitions are shared, in an `Arc`, once read).
    pub fn parts(&self) -> &TokenParts {
        self.parts.get_or_init(|| TokenParts {
            type_line: Arc::new(TypeLine {
                supertypes: self.supertypes.clone(),
                types: self.types.clone(),
                subtypes: self.subtypes.clone(),
            }),
            colors: Colors::of_words(&self.colors),
            power_toughness: (self.power_toughness.as_ref())
                .map(|(p, t)| (p.as_str().into(), t.as_str().into())),
            name: match &self.name {
                Some(n) => n.clone(),
                None => subtype_token_name(&self.subtypes),
            },
        })
    }

    /// The token's name: the given name, or its subtypes followed by "Token" (CR 111.4).
    pub fn token_name(&self) -> Name {
        match &self.name {
            Some(n) => n.clone(),
            None => {
                let mut parts = self.subtypes.clone();
                parts.push("Token".into());
                Name::from(parts.join(" "))
            }
        }
    }
}

#[derive(Debug)]
enum Item<'a> {
    Word(String),
    Punct(char),
    Seg(&'a Seg),
}

fn items(segs: &[Seg]) -> Vec<Item<'_>> {
    let mut out = Vec::new();
    for s in segs {
        match s {
            Seg::Text(t) => {
                let mut w = String::new();
                for c in t.chars() {
                    if c.is_alphanumeric() || c == '/' || c == '\'' || c == '-' {
                        w.push(c);
                    } else {
                        if !w.is_empty() {
                            out.push(Item::Word(std::mem::take(&mut w)));
                        }
                        if !c.is_whitespace() {
                            out.push(Item::Punct(c));
                        }
                    }
                }
                if !w.is_empty() {
                    out.push(Item::Word(w));
                }
            }
            other => out.push(Item::Seg(other)),
        }
    }
    out
}

fn is_card_type(w: &str) -> Option<&'static str> {
    match w.to_lowercase().as_str() {
        "artifact" => Some("Artifact"),
        "creature" => Some("Creature"),
        "enchantment" => Some("Enchantment"),
        "land" => Some("Land"),
        "planeswalker" => Some("Planeswalker"),
        _ => None,
    }
}

/// Splits segments into the parts inside double quotes (one entry per quoted passage).
pub fn quoted_passages(segs: &[Seg]) -> Vec<Vec<Seg>> {
    let mut out = Vec::new();
    let mut cur: Option<Vec<Seg>> = None;
    for s in segs {
        match s {
            Seg::Text(t) if t.contains('"') => {
                let mut piece = String::new();
                for c in t.chars() {
                    if c == '"' {
                        match cur.take() {
                            Some(mut q) => {
                                if !piece.is_empty() {
                                    q.push(Seg::Text(std::mem::take(&mut piece)));
                                }
                                out.push(q);
                            }
                            None => {
                                piece.clear();
                                cur = Some(Vec::new());
                            }
                        }
                    } else {
                        piece.push(c);
                    }
                }
                if let Some(q) = cur.as_mut() {
                    if !piece.is_empty() {
                        q.push(Seg::Text(piece));
                    }
                }
            }
            other => {
                if let Some(q) = cur.as_mut() {
                    q.push(other.clone());
                }
            }
        }
    }
    out
}

/// Reads the token definition out of a token-creating ability, or `None` if the ability
/// creates no token in a recognized shape.
pub fn parse_token_definition(segs: &[Seg]) -> Option<TokenDefinition> {
    // Only the part outside quotes defines the token; quoted parts are its abilities.
    let outside = outside_quotes(segs);
    let it = items(&outside);
    let start = it
        .iter()
        .position(|x| matches!(x, Item::Word(w) if w.eq_ignore_ascii_case("create")))?;
    let end = start
        + it[start..]
            .iter()
            .position(|x| matches!(x, Item::Word(w) if w == "token" || w == "tokens"))?;
    // "a token that's a copy of ..." is a copy (CR 707), not a definition.
    if it[end..]
        .iter()
        .any(|x| matches!(x, Item::Word(w) if w == "copy"))
    {
        return None;
    }
    let mut def = TokenDefinition::default();
    let from = match leading_name(&it, start + 1) {
        Some((name, comma)) => {
            def.name = Some(name);
            comma
        }
        None => start + 1,
    };
    read_characteristics(&it[from..end], &mut def);
    if def.name.is_none() {
        def.name = trailing_name(&it[end + 1..]);
    }
    def.abilities = quoted_passages(segs);
    Some(def)
}

/// The segments with every quoted passage blanked out.
fn outside_quotes(segs: &[Seg]) -> Vec<Seg> {
    let mut depth = false;
    let mut v = Vec::new();
    for s in segs {
        match s {
            Seg::Text(t) => {
                let mut piece = String::new();
                for c in t.chars() {
                    if c == '"' {
                        depth = !depth;
                        piece.push(' ');
                    } else if !depth {
                        piece.push(c);
                    }
                }
                v.push(Seg::Text(piece));
            }
            other if !depth => v.push(other.clone()),
            _ => {}
        }
    }
    v
}

/// "create NAME, a ..." — capitalized words from `from` up to a comma, none of them a card
/// type: the name and the comma's index.
fn leading_name(it: &[Item<'_>], from: usize) -> Option<(Name, usize)> {
    let mut k = from;
    let mut name_words = Vec::new();
    while let Some(Item::Word(w)) = it.get(k) {
        if w.chars().next().is_some_and(char::is_uppercase) && is_card_type(w).is_none() {
            name_words.push(w.clone());
            k += 1;
        } else {
            break;
        }
    }
    let named = !name_words.is_empty() && matches!(it.get(k), Some(Item::Punct(',')));
    named.then(|| (Name::from(name_words.join(" ")), k))
}

/// Colors, supertypes, card types and subtypes from the words before "token" (CR 111.4); a
/// predefined artifact subtype with no card type makes an artifact (CR 111.10).
fn read_characteristics(words: &[Item<'_>], def: &mut TokenDefinition) {
    for x in words {
        match x {
            Item::Seg(Seg::Typed { role, word, .. }) => match role {
                Role::Color => def.colors.push(word.clone()),
                Role::LandType | Role::CreatureType => push_subtype(&mut def.subtypes, word),
            },
            Item::Word(w) if pt_of(w).is_some() && def.power_toughness.is_none() => {
                def.power_toughness = pt_of(w);
            }
            Item::Word(w) => {
                if let Some(t) = is_card_type(w) {
                    def.types.push(t.into());
                } else if w.eq_ignore_ascii_case("legendary") {
                    def.supertypes.push("Legendary".into());
                } else if w.chars().next().is_some_and(char::is_uppercase)
                    && !w.chars().any(|c| c.is_ascii_digit())
                    && w != "X"
                {
                    push_subtype(&mut def.subtypes, w);
                }
            }
            _ => {}
        }
    }
    if def.types.is_empty()
        && def
            .subtypes
            .iter()
            .any(|s| PREDEFINED_ARTIFACTS.contains(&s.as_str()))
    {
        def.types.push("Artifact".into());
    }
}

/// "2/2" (or "X/X", "*/*") as power and toughness.
fn pt_of(w: &str) -> Option<(String, String)> {
    let (p, t) = w.split_once('/')?;
    let ok = |x: &str| {
        !x.is_empty()
            && x.chars()
                .all(|c| c.is_ascii_digit() || c == 'X' || c == '*')
    };
    (ok(p) && ok(t)).then(|| (p.to_string(), t.to_string()))
}

/// Adds a subtype the token doesn't have yet. A word swap can make a creating ability say a
/// type twice ("Elf Elf creature token" after Warrior→Elf): the token has that subtype once,
/// and its name lists it once (CR 205.3b, 111.4).
fn push_subtype(subtypes: &mut Vec<String>, w: &str) {
    if !subtypes.iter().any(|s| s.eq_ignore_ascii_case(w)) {
        subtypes.push(w.to_string());
    }
}

/// "token named NAME": the name after the token word, if the ability gives one there.
fn trailing_name(after_token: &[Item<'_>]) -> Option<Name> {
    let [Item::Word(named), rest @ ..] = after_token else {
        return None;
    };
    if named != "named" {
        return None;
    }
    if let Some(Item::Seg(Seg::Named { name, .. })) = rest.first() {
        return Some(name.clone());
    }
    let words: Vec<String> = rest
        .iter()
        .map_while(|x| match x {
            Item::Word(w) if w.chars().next().is_some_and(char::is_uppercase) => Some(w.clone()),
            _ => None,
        })
        .collect();
    (!words.is_empty()).then(|| Name::from(words.join(" ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tokens_name_is_the_name_given_or_its_subtypes_once_each_then_token() {
        // CR 111.4, 205.3b: what every token of a definition is named, kept in its parts.
        let def = |name: Option<&str>, subtypes: &[&str]| TokenDefinition {
            name: name.map(Name::from),
            subtypes: subtypes.iter().map(|s| s.to_string()).collect(),
            ..TokenDefinition::default()
        };
        let named = |d: TokenDefinition| d.parts().name.as_str().to_string();
        assert_eq!(
            named(def(None, &["Elf", "Warrior", "Elf"])),
            "Elf Warrior Token"
        );
        assert_eq!(named(def(Some("Voja"), &["Wolf"])), "Voja");
        assert_eq!(named(def(None, &["Soldier"])), "Soldier Token");
    }
}
