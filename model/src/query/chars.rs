//! Characteristics beyond names that text-changing, copy and type-changing effects change:
//! mana cost and power/toughness (CR 612.6, 707.9b) and types (CR 205, 613.1d).

use crate::eval::{EvalError, Evaluated};
use crate::explain::{Explained, Explanation};
use crate::ids::ObjectId;
use crate::rule::cr;
use crate::text::type_word;

impl Evaluated<'_> {
    /// The object's mana cost as printed (`{1}{U}{U}`), "" for none: a full-text effect gives it
    /// the other card's (CR 612.6), a face-down permanent has none (CR 708.2a), nor do tokens
    /// whose creator gives none, lands, or cards with no mana symbols (CR 202.1b); a split card
    /// off the stack has its halves' combined cost (CR 709.4b).
    pub fn mana_cost(&self, id: &ObjectId) -> Result<Explained<String>, EvalError> {
        let c = self.chars(id)?;
        let mut why = c.why.clone();
        let value = c.mana_cost.as_deref().unwrap_or_default().to_string();
        if value.is_empty() {
            // CR 202.1b: no mana cost (an unpayable cost, not {0}).
            why.push(cr!("202.1b"), "it has no mana cost (not {0})");
        } else {
            why.push(
                cr!("202.1"),
                "the mana cost as printed, after copy and text-changing effects",
            );
        }
        Ok(Explained { value, why })
    }

    /// The object's power and toughness ("2/2"), "" for none, from its copiable values, full
    /// text (CR 612.6), copy exceptions (CR 707.9b) and effects setting base power and toughness
    /// (CR 613.4b); counters and other layer-7 effects are not modelled.
    pub fn power_toughness(&self, id: &ObjectId) -> Result<Explained<String>, EvalError> {
        let c = self.chars(id)?;
        let mut why = c.why.clone();
        why.push(
            cr!("208.1"),
            "power and toughness as printed, after copy, text-changing and base-setting effects (counters and other layer-7 effects not modelled)",
        );
        Ok(Explained {
            value: c.pt_text(),
            why,
        })
    }

    /// Whether the object has `word` as a card type, supertype or subtype, after type-changing
    /// effects (CR 205, 613.1d).
    pub fn has_type(&self, id: &ObjectId, word: &str) -> Result<Explained<bool>, EvalError> {
        let c = self.chars(id)?;
        let (w, _) = type_word(word);
        let value = c.type_line.has(&w);
        let mut why = Explanation::default();
        why.push(cr!("205.1"), || {
            format!(
                "its type line is {:?}: {w} is {}one of its types",
                c.type_line.render(),
                if value { "" } else { "not " }
            )
        });
        Ok(Explained { value, why })
    }
}
