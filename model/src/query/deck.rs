//! Deck construction with interchangeable names (CR 201.3b) and color identity with
//! alternative characteristics (CR 903.4, 903.4e).

use crate::explain::{Explained, Explanation};
use crate::ids::Name;
use crate::model::Model;
use crate::oracle::{Layout, OracleError};
use crate::rule::cr;
use std::collections::BTreeSet;

impl Model {
    /// The names a card has as a card in a deck (in the library): both halves' names for a split
    /// card or a Room (CR 709.4), the front face's or normal name for the others (CR 712.8a,
    /// 710.2, 715.4). `name` may be a card name or a face name; a face name stands for its card.
    fn names_as_card(&self, name: &str) -> Result<Vec<Name>, OracleError> {
        let r = self.oracle.resolve(name)?.name;
        let (card, _) =
            self.oracle
                .card_with_face(r.as_str())
                .ok_or_else(|| OracleError::Unknown {
                    input: name.to_string(),
                    key: r.to_string(),
                })?;
        Ok(match card.layout {
            Layout::Split | Layout::Room => card.faces.iter().map(|f| f.name.clone()).collect(),
            _ => vec![card.faces[0].name.clone()],
        })
    }

    /// How many cards of `deck` (card or face names, each standing for its card) have the name
    /// `name` for deck construction (CR 100.2a: "any card with a particular English name"):
    /// a split card or a Room has both halves' names (CR 709.4), so a Fire // Ice counts as a
    /// card named Fire and as one named Ice; interchangeable names are the same name
    /// (CR 201.3b). A face name counts the cards that have that name as cards (the back face of
    /// a double-faced card, an Adventure's name: none, CR 712.8a, 715.4). A split card's full
    /// name counts the cards sharing a name with it (**uncertain:** "Fire // Ice" is no single
    /// English name; the model reads it as that card's names).
    pub fn deck_copies(
        &self,
        deck: &[String],
        name: &str,
    ) -> Result<Explained<usize>, OracleError> {
        let o = &self.oracle;
        let r = o.resolve(name)?.name;
        let target: Vec<Name> = match o.card(r.as_str()) {
            Some(_) => self.names_as_card(name)?,
            None => vec![r.clone()],
        };
        let keys: Vec<Name> = target.iter().map(|n| o.name_key(n)).collect();
        let mut n = 0;
        for entry in deck {
            let has = self
                .names_as_card(entry)?
                .iter()
                .any(|x| keys.contains(&o.name_key(x)));
            if has {
                n += 1;
            }
        }
        let mut why = Explanation::default();
        why.push(
            cr!("201.3b"),
            format_args!("{n} card(s) in the deck have the name {r:?} for deck construction (interchangeable names count as that name)"),
        );
        if deck
            .iter()
            .any(|e| self.names_as_card(e).is_ok_and(|v| v.len() > 1))
        {
            // CR 709.4
            why.push(
                cr!("709.4"),
                "a split card (Rooms included) has both halves' names in the library, so it counts for either",
            );
        }
        Ok(Explained { value: n, why })
    }

    /// A card's color identity: the colors of mana symbols in its mana costs and rules text
    /// and its color indicators, on every face, Adventure included (CR 903.4, 903.4e).
    pub fn color_identity(&self, card: &str) -> Result<Explained<Vec<String>>, OracleError> {
        let name = self.oracle.resolve(card)?.name;
        let (c, _) =
            self.oracle
                .card_with_face(name.as_str())
                .ok_or_else(|| OracleError::Unknown {
                    input: card.to_string(),
                    key: name.to_string(),
                })?;
        let mut colors = BTreeSet::new();
        let mut reminder_symbols = false;
        for f in &c.faces {
            // CR 903.4c: reminder text (in parentheses) is ignored.
            let text = strip_reminders(&f.text);
            reminder_symbols |= text.matches('{').count() < f.text.matches('{').count();
            let sources = (f.mana_cost.as_deref()).into_iter().chain([text.as_str()]);
            for s in sources {
                for sym in s.split('{').skip(1).filter_map(|x| x.split('}').next()) {
                    for ch in sym.chars() {
                        if "WUBRG".contains(ch) {
                            colors.insert(ch.to_string());
                        }
                    }
                }
            }
            for ind in &f.color_indicator {
                colors.insert(ind.clone());
            }
        }
        let mut why = Explanation::default();
        why.push(
            cr!("903.4"),
            "mana symbols in mana costs and rules text, and color indicators",
        );
        if reminder_symbols {
            why.push(
                cr!("903.4c"),
                "reminder text is ignored: the mana symbols in its reminder text don't count",
            );
        }
        if c.layout == Layout::Adventure {
            why.push(
                cr!("903.4e"),
                "an adventurer card's alternative characteristics count too",
            );
        }
        Ok(Explained {
            value: ["W", "U", "B", "R", "G"]
                .iter()
                .filter(|x| colors.contains(**x))
                .map(|x| x.to_string())
                .collect(),
            why,
        })
    }
}

fn strip_reminders(s: &str) -> String {
    let mut depth = 0usize;
    s.chars()
        .filter(|&c| {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth = depth.saturating_sub(1);
                    return false;
                }
                _ => {}
            }
            depth == 0
        })
        .collect()
}
