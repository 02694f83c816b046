//! The legend rule (CR 704.5j): "If two or more legendary permanents with the same name are
//! controlled by the same player, that player chooses one of them, and the rest are put into
//! their owners' graveyards."
//!
//! The model answers which permanents the rule applies to: every legendary permanent (CR
//! 205.4d) that has the same name (CR 201.2a) as another legendary permanent its controller
//! controls. A nameless permanent (face down, CR 708.2; named by nothing) has the same name as
//! no object, so it is never among them; Spy Kit's names (CR 612.7), name-setting effects (CR
//! 612.8), copies (CR 707.2) and merged permanents' topmost names (CR 702.140e) all count, as
//! names do everywhere. An ability saying the legend rule doesn't apply (Mirror Gallery; "to
//! permanents you control", Sakashima of a Thousand Faces) exempts those permanents.
//!
//! **Uncertain:** with permanents that have several names, two groups can overlap (A and B share
//! one name, B and C another); the rules don't say how the choices combine, so the model lists
//! every permanent in some group.

#[cfg(feature = "mutants")]
use crate::board::ObjectKind;
use crate::board::{Object, Zone};
use crate::eval::{EvalError, Evaluated};
use crate::explain::{Explained, Explanation};
use crate::ids::ObjectId;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;

/// Who controls a permanent: its controller, else its owner (CR 108.4a, 110.2).
fn controller(o: &Object) -> &str {
    o.controller.as_deref().unwrap_or(&o.owner)
}

impl Evaluated<'_> {
    /// Players whose permanents the legend rule doesn't apply to (`None` in the list: every
    /// player), from the abilities of permanents on the battlefield.
    fn legend_rule_exempt(&self, why: &mut Explanation) -> Vec<Option<String>> {
        let mut out = Vec::new();
        for o in self.permanents() {
            let Ok(c) = self.chars(&o.id) else { continue };
            for a in c.abilities.iter() {
                let t = a.render().to_lowercase();
                if !t.contains("\"legend rule\" doesn't apply") {
                    continue;
                }
                let who = t
                    .contains("to permanents you control")
                    .then(|| controller(o).to_string());
                // CR 704.5j
                why.push(cr!("704.5j"), || {
                    format!(
                        "{}'s ability: the legend rule doesn't apply{}",
                        o.id,
                        who.as_ref()
                            .map(|p| format!(" to permanents {p} controls"))
                            .unwrap_or_default()
                    )
                });
                out.push(who);
            }
        }
        out
    }

    /// The objects that are permanents now: on the battlefield and not since moved (CR 400.7).
    fn permanents(&self) -> impl Iterator<Item = &Object> {
        self.board
            .objects
            .iter()
            .filter(|o| o.zone == Zone::Battlefield && self.board.is_current(&o.id))
    }

    /// Whether two legendary permanents have the same name for the legend rule.
    fn legend_same_name(&self, a: &Object, b: &Object) -> Result<bool, EvalError> {
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::LegendRuleByCardName) {
            if let (ObjectKind::Card { card: x }, ObjectKind::Card { card: y }) = (&a.kind, &b.kind)
            {
                return Ok(x == y);
            }
        }
        Ok(self.same_name(&a.id, &b.id)?.value)
    }

    /// The permanents the legend rule applies to (see the module docs), sorted by id.
    pub fn legend_rule(&self) -> Result<Explained<Vec<ObjectId>>, EvalError> {
        let mut why = Explanation::default();
        let exempt = self.legend_rule_exempt(&mut why);
        let mut legendary = Vec::new();
        for o in self.permanents() {
            let c = self.chars(&o.id)?;
            let exempted = exempt
                .iter()
                .any(|p| p.as_deref().is_none_or(|p| p == controller(o)));
            if c.type_line.has_supertype("Legendary") && !exempted {
                legendary.push(o);
            }
        }
        // CR 205.4d
        why.push(cr!("205.4d"), || {
            format!(
                "legendary permanents, subject to the legend rule: {}",
                legendary
                    .iter()
                    .map(|o| o.id.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        });
        let mut out: Vec<ObjectId> = Vec::new();
        for (i, a) in legendary.iter().enumerate() {
            for b in &legendary[i + 1..] {
                if controller(a) == controller(b) && self.legend_same_name(a, b)? {
                    // CR 704.5j
                    why.push(
                        cr!("704.5j"),
                        format_args!("{} and {} are legendary, have the same name (201.2a) and the same controller: the legend rule applies", a.id, b.id),
                    );
                    for id in [&a.id, &b.id] {
                        if !out.contains(id) {
                            out.push(id.clone());
                        }
                    }
                }
            }
        }
        if out.is_empty() {
            why.push(
                cr!("704.5j"),
                "no two legendary permanents with the same name have the same controller (a nameless permanent has the same name as none, 201.2a)",
            );
        }
        out.sort();
        Ok(Explained { value: out, why })
    }
}
