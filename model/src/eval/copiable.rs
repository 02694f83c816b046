//! Copiable values (CR 707.2): printed characteristics, copy effects (layer 1a) and
//! face-down characteristics (layer 1b).

use super::base::card_chars;
use super::{Chars, Ctx, EvalError};
use crate::board::{ObjectId, ObjectKind, TokenSource, Zone};
use crate::effects::{CopyExcept, EffectKind};
use crate::explain::Explanation;
use crate::names::{Name, NameSet};
use crate::quirks::Quirk;
use crate::text::{parse_token_definition, Ability, Origin, RefForm, Seg, TypeLine};
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
                "707.2",
                format!("a copy effect (layer 1a) gives it the copiable values of {of}"),
            );
            c = self.apply_except(copied, except)?;
        }
        // Layer 1b: face-down spells and permanents (CR 708.2).
        let face_down = o.status.face_down
            || (o.zone == Zone::Stack && o.status.cast_as == Some(crate::board::CastAs::FaceDown));
        if face_down && matches!(o.zone, Zone::Battlefield | Zone::Stack) {
            if !(for_copy && ctx.has(Quirk::FaceDownCopyNamed)) {
                let mut why = Explanation::default();
                why.push(
                    "708.2a",
                    "a face-down spell or permanent is a 2/2 creature with no name, no subtypes and no text",
                );
                c = Chars {
                    names: NameSet::none(),
                    type_line: TypeLine {
                        types: vec!["Creature".into()],
                        ..TypeLine::default()
                    },
                    abilities: Vec::new(),
                    why,
                };
            }
        } else if o.status.face_down && o.zone == Zone::Exile {
            // CR 406.3a (not in shared/rules; cited from the public rules text as quoted by
            // several engines): a card exiled face down has no characteristics.
            let mut why = Explanation::default();
            why.push(
                "406.3a",
                "a card exiled face down has no characteristics, so no name",
            );
            c = Chars {
                why,
                ..Chars::default()
            };
        } else if o.status.face_down {
            c.why.push(
                "708.2",
                "face down outside the battlefield, stack and exile: it keeps its name (no rule removes it)",
            );
        }
        Ok(c)
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
                    "707.10",
                    format!("a copy of a spell copies the copiable values of {of} (an Adventure's copy is an Adventure too, 715.3c)"),
                );
                Ok(c)
            }
            ObjectKind::Token { source } => match source {
                TokenSource::CopyOf { of, except } => {
                    let mut c = self.get(of, true)?;
                    c.why.push(
                        "707.2",
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
                                "111.4",
                                format!("the creating effect names the token {n:?}"),
                            );
                            ctx.model.canonical_name(n)
                        }
                        None => {
                            let mut parts = subtypes.clone();
                            parts.push("Token".into());
                            let n = Name::from(parts.join(" "));
                            why.push(
                                "111.4",
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
        let ctx = self.ctx;
        // CR 612.2a: the creating ability's text as it was when the token was created.
        let then = if ctx.has(Quirk::TokenNameIgnoresCreatorChange) {
            self.get(creator, false)?
        } else {
            let at = ctx.at(Some(created_at))?;
            at.get(creator)
                .cloned()
                .ok_or_else(|| EvalError::UnknownObject(creator.0.clone()))?
        };
        let printed = self.get(creator, false)?;
        let find = |abs: &[Ability]| -> Option<(usize, crate::text::TokenDefinition)> {
            match ability {
                Some(i) => abs
                    .get(i)
                    .and_then(|a| parse_token_definition(&a.segs))
                    .map(|d| (i, d)),
                None => abs
                    .iter()
                    .enumerate()
                    .find_map(|(i, a)| parse_token_definition(&a.segs).map(|d| (i, d))),
            }
        };
        let no_ability = || EvalError::NoTokenAbility {
            token: id.0.clone(),
            creator: creator.0.clone(),
        };
        let (idx, def) = find(&then.abilities).ok_or_else(no_ability)?;
        let mut why = Explanation::default();
        let name = def.token_name();
        if def.name.is_some() {
            why.push(
                "111.4",
                format!(
                    "{creator}'s ability #{idx} names the token {:?}",
                    name.as_str()
                ),
            );
        } else {
            why.push(
                "111.4",
                format!(
                    "{creator}'s ability #{idx} gives no name: its subtypes plus \"Token\": {:?}",
                    name.as_str()
                ),
            );
        }
        if let Some((_, d0)) = find(&printed.abilities) {
            if d0.token_name() != name {
                why.push(
                    "612.2a",
                    format!(
                        "a text change to the creating ability before the token existed changed its creature types, and so its name (printed: {:?})",
                        d0.token_name().as_str()
                    ),
                );
            }
        }
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
        Ok(Chars {
            names: NameSet::one(ctx.model.canonical_name(name.as_str())),
            type_line: TypeLine {
                supertypes: def.supertypes.clone(),
                types: def.types.clone(),
                subtypes: def.subtypes.clone(),
            },
            abilities,
            why,
        })
    }

    /// Applies modifications that are part of a copy effect (CR 707.9).
    fn apply_except(&mut self, mut c: Chars, except: &CopyExcept) -> Result<Chars, EvalError> {
        if let Some(n) = &except.name {
            c.names = NameSet::one(self.ctx.model.canonical_name(n));
            c.why.push(
                "707.9",
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
                "707.9",
                "the copy effect's exception gives it an ability (a copiable value)",
            );
            c.why.push(
                "201.5b",
                format!("that ability's self-references are treated as its new name {new_name:?}"),
            );
        }
        Ok(c)
    }
}
