//! The `colors` question (CR 105.2, 202.2): an object's colors after copy effects, face and flip
//! status and full-text effects.
//!
//! **Where it stops.** Colors come only from the mana cost and color indicator an object has
//! after copy effects (707.2a), its face (712.8) or flip status (710.1c), face-down status
//! (708.2a: colorless) and full-text effects (612.6), or from a token's definition (111.3). No
//! effect in the model changes colors directly (layer 5, CR 105.3, 613.1e: "becomes red", "is
//! colorless", Fork's "except that the copy is red"), no characteristic-defining ability sets
//! them (Transguild Courier), and a token given directly (no creator, no original) is colorless.

#[cfg(feature = "mutants")]
use crate::colors::Colors;
use crate::eval::{EvalError, Evaluated};
use crate::explain::Explained;
use crate::ids::ObjectId;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;

impl Evaluated<'_> {
    /// The object's colors, as letters in WUBRG order (`["U", "R"]`; `[]`: colorless), with the
    /// rules that gave them (CR 105.2, 202.2, 707.2a, 712.8, 708.2a, 612.6).
    pub fn colors(&self, id: &ObjectId) -> Result<Explained<Vec<String>>, EvalError> {
        let c = self.chars(id)?;
        let mut why = c.why.clone();
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::CopyColorsFromOwnCard) {
            if let Some(own) = self.own_card_colors(id)? {
                return Ok(Explained {
                    value: own.letters(),
                    why,
                });
            }
        }
        let colors = c.colors;
        // CR 105.2, 202.2
        why.push(
            cr!("202.2"),
            || format!(
                "it is the colors of the mana symbols in its mana cost and of its color indicator (204.2), after copy, face and full-text effects: {}",
                colors.words()
            ),
        );
        if colors.is_colorless() {
            // CR 105.2c
            why.push(cr!("105.2c"), "a colorless object has no color");
        }
        Ok(Explained {
            value: colors.letters(),
            why,
        })
    }

    /// The CopyColorsFromOwnCard mutant: a card that has become a copy keeps its own printed
    /// colors (`None` when the object is no such card).
    #[cfg(feature = "mutants")]
    fn own_card_colors(&self, id: &ObjectId) -> Result<Option<Colors>, EvalError> {
        use crate::board::ObjectKind;
        use crate::effects::EffectKind;
        let o = self.object(id)?;
        let ObjectKind::Card { card } = &o.kind else {
            return Ok(None);
        };
        let copied = (self.board.effects.iter())
            .any(|e| matches!(&e.kind, EffectKind::Copy { object, .. } if object == id));
        let Some((c, _)) = self.model.oracle.card_with_face(card).filter(|_| copied) else {
            return Ok(None);
        };
        let front = &c.faces[0];
        let cost = Colors::of_mana_cost(front.mana_cost.as_deref().unwrap_or(""));
        Ok(Some(cost.union(Colors::of_words(&front.color_indicator))))
    }
}
