//! Modifications and exceptions that are part of a copy effect (CR 707.9): they become part of
//! the copy's copiable values.

use super::chars::Chars;
use super::copiable::Copiable;
use super::error::EvalError;
use super::refs::{display_name, rename_self_refs};
use crate::effects::CopyExcept;
use crate::names::NameSet;
use crate::rule::cr;
use crate::text::{Ability, Origin};

impl Copiable<'_, '_> {
    /// Applies the exceptions of a copy effect to the copied values (and to a copied flip
    /// card's alternative characteristics alike).
    pub(super) fn apply_except(
        &mut self,
        mut c: Chars,
        except: &CopyExcept,
    ) -> Result<Chars, EvalError> {
        if let Some(alt) = c.flip.take() {
            c.flip = Some(Box::new(self.apply_except(*alt, except)?));
        }
        if let Some(n) = &except.name {
            c.names = NameSet::one(self.ctx.model.canonical_name(n));
            c.why.push(
                cr!("707.9"),
                format!("the copy effect's exception sets its name to {n:?} (a copiable value)"),
            );
        }
        if !except.types.is_empty() {
            except.types.apply(&mut c.type_line);
            // CR 707.9b
            c.why.push(
                cr!("707.9b"),
                format!(
                    "the copy effect's exception changes its types ({}), a copiable value",
                    c.type_line.render()
                ),
            );
        }
        if let Some((p, t)) = &except.power_toughness {
            c.power_toughness = Some((p.clone(), t.clone()));
            // CR 707.9b
            c.why.push(
                cr!("707.9b"),
                format!("the copy effect's exception makes it {p}/{t}, a copiable value"),
            );
        }
        if let Some(r) = &except.has_ability {
            let src = self.base(&r.object)?;
            let a =
                src.abilities
                    .get(r.ability)
                    .ok_or_else(|| crate::eval::EvalError::NoAbility {
                        object: r.object.0.clone(),
                        index: r.ability,
                    })?;
            let new_name = display_name(&c.names);
            std::sync::Arc::make_mut(&mut c.abilities).push(Ability {
                segs: rename_self_refs(&a.segs, &new_name),
                origin: Origin::CopyException,
            });
            c.why.push(
                cr!("707.9a"),
                "the copy effect's exception gives it an ability (a copiable value)",
            );
            c.why.push(
                cr!("201.5b"),
                format!("that ability's self-references are treated as its new name {new_name:?}"),
            );
        }
        Ok(c)
    }
}
