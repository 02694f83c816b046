//! The `is_token` question (CR 111.1): whether an object is a token.
//!
//! A card is never a token, whatever it copies (707.2: the copy effect gives characteristics,
//! not tokenhood); a token created as a copy of a card is a token (111.1, 707.1); a copy of a
//! spell is neither a card nor a token while on the stack (707.10) and becomes a token permanent
//! as it resolves (707.10f, 608.3f); a merged permanent is a token only if its topmost component
//! is a token (728.2d; mutate, 702.140c): the component merged on top last, a card or a token
//! copy of one (a copy of a mutating creature spell, 707.10f), or the permanent they merged with
//! when every component went under it.

use crate::board::{Object, ObjectKind, Zone};
use crate::eval::{EvalError, Evaluated};
use crate::explain::{Explained, Explanation};
use crate::ids::ObjectId;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;

/// Whether the object itself, apart from any card merged on top of it, is a token.
fn own_kind_is_token(o: &Object, why: &mut Explanation) -> bool {
    match &o.kind {
        ObjectKind::Card { card } => {
            // CR 108.1, 111.6
            why.push(
                cr!("111.6"),
                format_args!("it is a card ({card}), and a card isn't a token, whatever it copies"),
            );
            false
        }
        ObjectKind::Token { .. } => {
            // CR 111.1
            why.push(
                cr!("111.1"),
                "it is a token: a permanent not represented by a card (a token copy of a card included, 707.1)",
            );
            true
        }
        ObjectKind::SpellCopy { of, .. } if o.zone == Zone::Battlefield => {
            // CR 707.10f
            why.push(
                cr!("707.10f"),
                format_args!(
                    "a copy of a permanent spell ({of}) became a token permanent as it resolved"
                ),
            );
            true
        }
        ObjectKind::SpellCopy { of, .. } => {
            // CR 707.10
            why.push(
                cr!("707.10"),
                format_args!("a copy of a spell ({of}) on the stack is neither a card nor a token"),
            );
            false
        }
    }
}

impl Evaluated<'_> {
    /// Whether the object is a token (CR 111.1, 707.10, 707.10f, 728.2d).
    pub fn is_token(&self, id: &ObjectId) -> Result<Explained<bool>, EvalError> {
        let o = self.object(id)?;
        let mut why = Explanation::default();
        let top_card = (o.zone == Zone::Battlefield)
            .then(|| o.merged.iter().rev().find(|m| m.on_top))
            .flatten();
        #[cfg(feature = "mutants")]
        let top_card = top_card.filter(|_| !self.model.has(Quirk::MergedTokenFromOriginal));
        let value = match top_card {
            Some(m) => {
                // CR 728.2d
                why.push(
                    cr!("728.2d"),
                    format_args!(
                        "a merged permanent is a token only if its topmost component is: {} {} merged on top",
                        if m.token { "a token copy of" } else { "the card" },
                        m.card
                    ),
                );
                m.token
            }
            None => {
                let own = own_kind_is_token(o, &mut why);
                if !o.merged.is_empty() && o.zone == Zone::Battlefield {
                    // CR 728.2d
                    why.push(
                        cr!("728.2d"),
                        "its merged cards are all under it, so the merged permanent is a token only if the permanent they merged with is",
                    );
                }
                own
            }
        };
        Ok(Explained { value, why })
    }
}

#[cfg(test)]
mod tests {
    use crate::board::{Board, Merged, Object, ObjectKind, TokenSource, Zone};
    use crate::Model;

    fn is_token(board: &Board, id: &str) -> bool {
        let model = Model::embedded();
        let ev = model.evaluate(board).expect("the board evaluates");
        ev.is_token(&id.into()).expect("the object exists").value
    }

    /// CR 707.10f: a copy of a permanent spell becomes a token as it resolves. The case
    /// format refuses a spell copy off the stack (707.10a), so only the model's own API can
    /// show it.
    #[test]
    fn a_resolved_copy_of_a_permanent_spell_is_a_token() {
        let mut board = Board::default();
        board
            .objects
            .push(Object::card("bears", "Grizzly Bears", Zone::Stack));
        let copy = |zone| Object {
            kind: ObjectKind::SpellCopy {
                of: "bears".into(),
                except: Box::default(),
            },
            zone,
            ..Object::card("copy", "", zone)
        };
        board.objects.push(copy(Zone::Stack));
        assert!(!is_token(&board, "copy"));
        board.objects[1] = copy(Zone::Battlefield);
        assert!(is_token(&board, "copy"));
    }

    /// CR 728.2d: the last card merged on top is the topmost component.
    #[test]
    fn a_token_with_a_card_merged_on_top_then_one_under_is_no_token() {
        let mut board = Board::default();
        let mut token = Object::token(
            "t",
            TokenSource::Given {
                name: None,
                subtypes: vec!["Soldier".into()],
                types: vec!["Creature".into()],
            },
        );
        token.merged.push(Merged {
            card: "Gemrazer".into(),
            on_top: false,
            token: false,
        });
        board.objects.push(token);
        assert!(is_token(&board, "t"));
        board.objects[0].merged.push(Merged {
            card: "Pouncing Shoreshark".into(),
            on_top: true,
            token: false,
        });
        board.objects[0].merged.push(Merged {
            card: "Gemrazer".into(),
            on_top: false,
            token: false,
        });
        assert!(!is_token(&board, "t"));
    }
}
