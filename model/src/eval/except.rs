//! Modifications and exceptions that are part of a copy effect (CR 707.9): they become part of
//! the copy's copiable values.

use super::chars::Chars;
use super::copiable::{Copiable, CHAIN_STEPS_MAX};
use super::error::EvalError;
use super::refs::{display_name, rename_self_refs, to_source_refs};
use crate::effects::CopyExcept;
use crate::explain::{Explanation, Note};
use crate::ids::{AbilityRef, ObjectId};
use crate::names::NameSet;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::{cr, Rule};
use crate::text::{copy_exception_abilities, defines_power_toughness, Ability, Origin, Seg};
use std::borrow::Cow;

impl<'m> Copiable<'_, 'm> {
    /// The copy `copy` made of `from` (the copiable values of the copied object; `rule` and
    /// `how` say which copy effect), with the copy effect's exceptions, explained in the order the rules
    /// apply: the copy effect first (CR 707.2), then its exceptions, which are part of it
    /// (CR 707.9b). A name the exception sets is the copy's only copiable name: the copied
    /// object's name is never the copy's, not even for a moment, so the steps that explained
    /// that name are left out.
    pub(super) fn copy_with_except(
        &mut self,
        copy: &ObjectId,
        mut from: Chars,
        rule: Rule,
        how: impl Note,
        except: &CopyExcept,
    ) -> Result<Chars, EvalError> {
        let mut why = Explanation::default();
        why.push(rule, how);
        if except.name.is_none() {
            why.extend(std::mem::take(&mut from.why));
        }
        why.elide_middle(CHAIN_STEPS_MAX);
        from.why = why;
        self.apply_except(copy, from, except)
    }

    /// Applies the exceptions of a copy effect to the copied values (and to a copied flip
    /// card's alternative characteristics alike).
    fn apply_except(
        &mut self,
        copy: &ObjectId,
        mut c: Chars,
        except: &CopyExcept,
    ) -> Result<Chars, EvalError> {
        if let Some(alt) = c.flip.take() {
            c.flip = Some(Box::new(self.apply_except(copy, *alt, except)?));
        }
        if let Some(n) = &except.name {
            c.names = NameSet::one(self.ctx.model.canonical_name(n));
            // CR 707.9b
            c.why.push(
                cr!("707.9b"),
                format_args!("the copy effect's exception, part of the copy effect, makes its name {n:?}: that is its copiable name"),
            );
        }
        if !except.types.is_empty() {
            except
                .types
                .apply(std::sync::Arc::make_mut(&mut c.type_line));
            // CR 707.9b
            c.why.push(cr!("707.9b"), || {
                format!(
                    "the copy effect's exception changes its types ({}), a copiable value",
                    c.type_line.render()
                )
            });
        }
        if let Some((p, t)) = &except.power_toughness {
            c.power_toughness = Some((p.as_str().into(), t.as_str().into()));
            // CR 707.9b
            c.why.push(
                cr!("707.9b"),
                format_args!("the copy effect's exception makes it {p}/{t}, a copiable value"),
            );
            self.drop_power_toughness_cdas(&mut c);
        }
        self.add_abilities(copy, &mut c, except)?;
        Ok(c)
    }

    /// CR 707.9d: a copy effect that provides power and toughness doesn't copy the copied
    /// object's characteristic-defining abilities that define them (Quicksilver Gargantuan
    /// copying Tarmogoyf has no Tarmogoyf ability and is 7/7). Copies of the copy don't have them
    /// either: they were never among its copiable values.
    fn drop_power_toughness_cdas(&self, c: &mut Chars) {
        #[cfg(feature = "mutants")]
        if self.ctx.model.has(Quirk::CdaCopiedDespiteException) {
            return;
        }
        let before = c.abilities.len();
        std::sync::Arc::make_mut(&mut c.abilities).retain(|a| !defines_power_toughness(&a.segs));
        if c.abilities.len() < before {
            c.why.push(
                cr!("707.9d"),
                "the copy effect provides power and toughness, so the copied characteristic-defining abilities that define them are not copied",
            );
        }
    }

    /// The abilities a copy effect's exception gives: whole abilities ("it has this ability",
    /// CR 707.9a), then the abilities other abilities say it has ("it has haste and \"...\"").
    fn add_abilities(
        &mut self,
        copy: &ObjectId,
        c: &mut Chars,
        except: &CopyExcept,
    ) -> Result<(), EvalError> {
        let new_name = display_name(&c.names);
        for r in &except.has_abilities {
            let segs = self.excepted_ability(r)?.segs;
            let a = Ability {
                segs: rename_self_refs(&segs, &new_name),
                origin: Origin::CopyException,
            };
            std::sync::Arc::make_mut(&mut c.abilities).push(a);
            c.why.push(
                cr!("707.9a"),
                "the copy effect's exception gives it an ability (a copiable value)",
            );
            c.why.push(
                cr!("201.5b"),
                format_args!(
                    "that ability's self-references are treated as its new name {new_name:?}"
                ),
            );
        }
        for r in &except.has_quoted {
            let quoted = self.quoted_by(r)?;
            if quoted.is_empty() {
                return Err(EvalError::NoQuotedAbility {
                    object: r.object.0.clone(),
                    index: r.ability,
                });
            }
            let n = quoted.len();
            for segs in quoted.iter() {
                let segs = self.quoted_refs(copy, r, segs, &new_name);
                let a = Ability {
                    segs,
                    origin: Origin::CopyException,
                };
                std::sync::Arc::make_mut(&mut c.abilities).push(a);
            }
            c.why.push(
                cr!("707.9a"),
                format_args!("the copy effect's exception gives it the {n} abilit(ies) that {}'s ability #{} says it has (a copiable value)", r.object, r.ability),
            );
        }
        Ok(())
    }

    /// The abilities that ability `r` (as its object has it before copy effects on it) says
    /// the copy has ([`copy_exception_abilities`], CR 707.9a): for an Oracle face's printed
    /// ability, read once per Oracle (kept in the face); for any other, each time.
    fn quoted_by(&mut self, r: &AbilityRef) -> Result<Cow<'m, [Vec<Seg>]>, EvalError> {
        let src = self.base(&r.object)?;
        let a = src.ability(&r.object, r.ability)?;
        Ok(
            match self.ctx.model.oracle.face_with_abilities(&src.abilities) {
                Some(face) => Cow::Borrowed(&face.copy_exception_abilities()[r.ability]),
                None => Cow::Owned(copy_exception_abilities(&a.segs)),
            },
        )
    }

    /// Ability `r` as its object has it before copy effects on it.
    fn excepted_ability(&mut self, r: &AbilityRef) -> Result<Ability, EvalError> {
        let src = self.base(&r.object)?;
        src.ability(&r.object, r.ability).cloned()
    }

    /// A quoted ability's references by name: to the copy itself when the copy's own effect
    /// quotes it (Sakashima the Impostor's "Return Sakashima the Impostor ..."; CR 201.5),
    /// else to the object whose ability quotes it, that object only (CR 201.5a). "This
    /// creature" always means the copy.
    fn quoted_refs(&self, copy: &ObjectId, r: &AbilityRef, segs: &[Seg], name: &str) -> Vec<Seg> {
        if &r.object == copy {
            rename_self_refs(segs, name)
        } else {
            to_source_refs(segs, &r.object)
        }
    }
}
