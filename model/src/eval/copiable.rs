//! Copiable values (CR 707.2): printed characteristics, copy effects (layer 1a) and
//! face-down characteristics (layer 1b).

use super::base::card_chars;
use super::chars::Chars;
use super::ctx::Ctx;
use super::error::EvalError;
use crate::board::{CastAs, Object, ObjectKind, TokenSource, Zone};
use crate::effects::{CopyExcept, EffectKind};
use crate::explain::Explanation;
use crate::ids::{Name, ObjectId};
use crate::names::NameSet;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;
use crate::text::{
    parse_token_definition, Ability, Origin, RefForm, Seg, TokenDefinition, TypeLine,
};
use std::collections::{HashMap, HashSet};

/// Memoized copiable values for one evaluation.
pub(crate) struct Copiable<'a, 'm> {
    ctx: &'a Ctx<'m>,
    limit: Option<u64>,
    memo: HashMap<(ObjectId, bool), Chars>,
    busy: HashSet<ObjectId>,
}

/// Rewrites references by name to the granting object into references to that specific
/// object (CR 201.5a). "this token"/"this creature" keep meaning the object that has it.
pub(crate) fn to_source_refs(segs: &[Seg], source: &ObjectId) -> Vec<Seg> {
    segs.iter()
        .map(|s| match s {
            Seg::SelfRef { form, printed } if *form != RefForm::ThisObject => Seg::SourceRef {
                source: source.clone(),
                printed: printed.clone(),
            },
            other => other.clone(),
        })
        .collect()
}

/// Rewrites references by name to the ability's old object so they are treated as the new
/// object's name (CR 201.5b).
pub(crate) fn rename_self_refs(segs: &[Seg], new_name: &str) -> Vec<Seg> {
    segs.iter()
        .map(|s| match s {
            Seg::SelfRef { form, .. } if *form != RefForm::ThisObject => Seg::SelfRef {
                form: *form,
                printed: new_name.to_string(),
            },
            other => other.clone(),
        })
        .collect()
}

/// The token-creating ability `ability` of `abilities` (default: the first that creates a
/// token) and what it says the token is.
fn token_definition(
    abilities: &[Ability],
    ability: Option<usize>,
) -> Option<(usize, TokenDefinition)> {
    match ability {
        Some(i) => abilities
            .get(i)
            .and_then(|a| parse_token_definition(&a.segs))
            .map(|d| (i, d)),
        None => abilities
            .iter()
            .enumerate()
            .find_map(|(i, a)| parse_token_definition(&a.segs).map(|d| (i, d))),
    }
}

/// Whether `o` is a face-down spell or permanent (CR 708.2).
fn is_face_down_spell_or_permanent(o: &Object) -> bool {
    let face_down =
        o.status.face_down || (o.zone == Zone::Stack && o.status.cast_as == Some(CastAs::FaceDown));
    face_down && matches!(o.zone, Zone::Battlefield | Zone::Stack)
}

/// Layer 1b: face-down spells and permanents (CR 708.2), after the copy effects `c` has.
fn layer_1b(o: &Object, mut c: Chars) -> Chars {
    if is_face_down_spell_or_permanent(o) {
        // CR 708.2a
        let mut why = Explanation::default();
        why.push(
            cr!("708.2a"),
            "a face-down spell or permanent is a 2/2 creature with no name, no subtypes and no text",
        );
        Chars {
            names: NameSet::none(),
            type_line: TypeLine {
                types: vec!["Creature".into()],
                ..TypeLine::default()
            },
            abilities: Vec::new(),
            why,
        }
    } else if o.status.face_down && o.zone == Zone::Exile {
        // CR 406.3a (not in shared/rules; cited from the public rules text as quoted by
        // several engines): a card exiled face down has no characteristics.
        let mut why = Explanation::default();
        why.push(
            cr!("406.3a"),
            "a card exiled face down has no characteristics, so no name",
        );
        Chars {
            why,
            ..Chars::default()
        }
    } else if o.status.face_down {
        // CR 708.2
        c.why.push(
            cr!("708.2"),
            "face down outside the battlefield, stack and exile: it keeps its name (no rule removes it)",
        );
        c
    } else {
        c
    }
}

/// The name a text uses for an object: its one name, or its names joined.
pub(crate) fn display_name(names: &NameSet) -> String {
    names
        .names
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(" // ")
}

impl<'a, 'm> Copiable<'a, 'm> {
    pub fn new(ctx: &'a Ctx<'m>, limit: Option<u64>) -> Self {
        Copiable {
            ctx,
            limit,
            memo: HashMap::new(),
            busy: HashSet::new(),
        }
    }

    /// Copiable values of `id`. `for_copy`: they are being read by a copy effect.
    pub fn get(&mut self, id: &ObjectId, for_copy: bool) -> Result<Chars, EvalError> {
        if let Some(c) = self.memo.get(&(id.clone(), for_copy)) {
            return Ok(c.clone());
        }
        if !self.busy.insert(id.clone()) {
            return Err(EvalError::Cycle(id.0.clone()));
        }
        let r = self.compute(id, for_copy);
        self.busy.remove(id);
        let c = r?;
        self.memo.insert((id.clone(), for_copy), c.clone());
        Ok(c)
    }

    fn compute(&mut self, id: &ObjectId, for_copy: bool) -> Result<Chars, EvalError> {
        let ctx = self.ctx;
        let o = ctx.object(id)?;
        let mut c = self.base(id, for_copy)?;
        // Layer 1a: copy effects, in timestamp order (CR 613.2a, 707.2).
        let mut copies: Vec<_> = ctx
            .board
            .effects
            .iter()
            .filter(|e| Ctx::in_force(self.limit, e.order_timestamp()))
            .filter_map(|e| match &e.kind {
                EffectKind::Copy { object, of, except } if object == id => {
                    Some((e.order_timestamp(), of, except))
                }
                _ => None,
            })
            .collect();
        copies.sort_by_key(|(ts, _, _)| *ts);
        for (_, of, except) in copies {
            let mut copied = self.get(of, true)?;
            copied.why.push(
                cr!("707.2"),
                format!("a copy effect (layer 1a) gives it the copiable values of {of}"),
            );
            c = self.apply_except(copied, except)?;
        }
        #[cfg(feature = "mutants")]
        if for_copy && is_face_down_spell_or_permanent(o) && ctx.model.has(Quirk::FaceDownCopyNamed)
        {
            return Ok(c);
        }
        Ok(layer_1b(o, c))
    }

    /// Characteristics before any copy effect on the object itself.
    fn base(&mut self, id: &ObjectId, for_copy: bool) -> Result<Chars, EvalError> {
        let ctx = self.ctx;
        let o = ctx.object(id)?;
        match &o.kind {
            ObjectKind::Card { card } => card_chars(ctx, o, card, for_copy),
            ObjectKind::SpellCopy { of } => {
                let mut c = self.get(of, true)?;
                c.why.push(
                    cr!("707.10"),
                    format!("a copy of a spell copies the copiable values of {of} (an Adventure's copy is an Adventure too, 715.3c)"),
                );
                Ok(c)
            }
            ObjectKind::Token { source } => match source {
                TokenSource::CopyOf { of, except } => {
                    let mut c = self.get(of, true)?;
                    c.why.push(
                        cr!("707.2"),
                        format!("a token created as a copy has the copiable values of {of}"),
                    );
                    self.apply_except(c, except)
                }
                TokenSource::Given {
                    name,
                    subtypes,
                    types,
                } => {
                    let mut why = Explanation::default();
                    let n = match name {
                        Some(n) => {
                            why.push(
                                cr!("111.4"),
                                format!("the creating effect names the token {n:?}"),
                            );
                            ctx.model.canonical_name(n)
                        }
                        None => {
                            let mut parts = subtypes.clone();
                            parts.push("Token".into());
                            let n = Name::from(parts.join(" "));
                            why.push(
                                cr!("111.4"),
                                format!("no name given: its subtypes plus \"Token\": {n:?}"),
                            );
                            n
                        }
                    };
                    Ok(Chars {
                        names: NameSet::one(n),
                        type_line: TypeLine {
                            supertypes: vec![],
                            types: types.clone(),
                            subtypes: subtypes.clone(),
                        },
                        abilities: vec![],
                        why,
                    })
                }
                TokenSource::Created {
                    creator,
                    ability,
                    created_at,
                } => self.created_token(id, creator, *ability, *created_at),
            },
        }
    }

    fn created_token(
        &mut self,
        id: &ObjectId,
        creator: &ObjectId,
        ability: Option<usize>,
        created_at: u64,
    ) -> Result<Chars, EvalError> {
        // CR 612.2a: the creating ability's text as it was when the token was created.
        let then = self.creator_when_created(creator, created_at)?;
        let printed = self.get(creator, false)?;
        let (idx, def) = token_definition(&then.abilities, ability).ok_or_else(|| {
            EvalError::NoTokenAbility {
                token: id.0.clone(),
                creator: creator.0.clone(),
            }
        })?;
        let name = def.token_name();
        let mut why = Explanation::default();
        // CR 111.4
        if def.name.is_some() {
            why.push(
                cr!("111.4"),
                format!(
                    "{creator}'s ability #{idx} names the token {:?}",
                    name.as_str()
                ),
            );
        } else {
            why.push(
                cr!("111.4"),
                format!(
                    "{creator}'s ability #{idx} gives no name: its subtypes plus \"Token\": {:?}",
                    name.as_str()
                ),
            );
        }
        if let Some((_, d0)) = token_definition(&printed.abilities, ability) {
            // CR 612.2a
            if d0.token_name() != name {
                why.push(
                    cr!("612.2a"),
                    format!(
                        "a text change to the creating ability before the token existed changed its creature types, and so its name (printed: {:?})",
                        d0.token_name().as_str()
                    ),
                );
            }
        }
        Ok(self.token_chars(creator, &def, name, why))
    }

    /// The creator's characteristics just before the token was created (CR 612.2a).
    fn creator_when_created(
        &mut self,
        creator: &ObjectId,
        created_at: u64,
    ) -> Result<Chars, EvalError> {
        // The mutant names the token from the creator's copiable values, ignoring text changes
        // made before the token existed (where those values still create it).
        #[cfg(feature = "mutants")]
        if self.ctx.model.has(Quirk::TokenNameIgnoresCreatorChange) {
            let copiable = self.get(creator, false)?;
            if token_definition(&copiable.abilities, None).is_some() {
                return Ok(copiable);
            }
        }
        let at = self.ctx.at(Some(created_at))?;
        at.get(creator)
            .cloned()
            .ok_or_else(|| EvalError::UnknownObject(creator.0.clone()))
    }

    /// A created token's characteristics from its definition; its abilities' references to
    /// the creator by name mean that object (CR 201.5a).
    fn token_chars(
        &self,
        creator: &ObjectId,
        def: &TokenDefinition,
        name: Name,
        why: Explanation,
    ) -> Chars {
        let abilities = def
            .abilities
            .iter()
            .map(|segs| Ability {
                segs: to_source_refs(segs, creator),
                origin: Origin::TokenDefinition {
                    creator: creator.clone(),
                },
            })
            .collect();
        Chars {
            names: NameSet::one(self.ctx.model.canonical_name(name.as_str())),
            type_line: TypeLine {
                supertypes: def.supertypes.clone(),
                types: def.types.clone(),
                subtypes: def.subtypes.clone(),
            },
            abilities,
            why,
        }
    }

    /// Applies modifications that are part of a copy effect (CR 707.9).
    fn apply_except(&mut self, mut c: Chars, except: &CopyExcept) -> Result<Chars, EvalError> {
        if let Some(n) = &except.name {
            c.names = NameSet::one(self.ctx.model.canonical_name(n));
            c.why.push(
                cr!("707.9"),
                format!("the copy effect's exception sets its name to {n:?} (a copiable value)"),
            );
        }
        if let Some(r) = &except.has_ability {
            let src = self.base(&r.object, false)?;
            let a = src
                .abilities
                .get(r.ability)
                .ok_or_else(|| EvalError::NoAbility {
                    object: r.object.0.clone(),
                    index: r.ability,
                })?;
            let new_name = display_name(&c.names);
            c.abilities.push(Ability {
                segs: rename_self_refs(&a.segs, &new_name),
                origin: Origin::CopyException,
            });
            c.why.push(
                cr!("707.9"),
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
