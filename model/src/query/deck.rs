//! Deck construction with interchangeable names (CR 201.3b) and color identity with
//! alternative characteristics (CR 903.4, 903.4e).

use crate::explain::{Explained, Explanation};
use crate::model::Model;
use crate::oracle::{Layout, OracleError};
use crate::rule::cr;
use std::collections::BTreeSet;

impl Model {
    /// How many cards of `deck` (card names) have the same name as `name` for deck
    /// construction (CR 201.3b: interchangeable names are the same name).
    pub fn deck_copies(
        &self,
        deck: &[String],
        name: &str,
    ) -> Result<Explained<usize>, OracleError> {
        let target = self.oracle.resolve(name)?.name;
        let key = self.oracle.name_key(&target);
        let mut n = 0;
        for entry in deck {
            let r = self.oracle.resolve(entry)?.name;
            if self.oracle.name_key(&r) == key {
                n += 1;
            }
        }
        let mut why = Explanation::default();
        why.push(
            cr!("201.3b"),
            format!("{n} card(s) in the deck have the name {target:?} for deck construction (interchangeable names count as that name)"),
        );
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
        for f in &c.faces {
            // Reminder text (in parentheses) is not rules text.
            let text = strip_reminders(&f.text);
            let sources = f.mana_cost.iter().chain(std::iter::once(&text));
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
