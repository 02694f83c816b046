//! Tokens' copiable values (CR 111.4, 612.2a, 707.2): created by an ability, created as a
//! copy, or given directly.

use super::chars::Chars;
use super::copiable::Copiable;
use super::error::EvalError;
use super::refs::to_source_refs;
use crate::board::TokenSource;
use crate::explain::Explanation;
use crate::ids::{Name, ObjectId};
use crate::names::NameSet;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;
use crate::text::{
    parse_token_definition, subtype_token_name, Abilities, Ability, Origin, TokenDefinition,
    TypeLine,
};
use std::sync::Arc;

/// The token-creating ability `ability` of `count` abilities (default: the first that
/// creates a token) and what it says the token is, `def_of(i)` reading ability `i`.
fn pick_definition<D>(
    count: usize,
    ability: Option<usize>,
    def_of: impl Fn(usize) -> Option<D>,
) -> Option<(usize, D)> {
    match ability {
        Some(i) if i < count => def_of(i).map(|d| (i, d)),
        Some(_) => None,
        None => (0..count).find_map(|i| def_of(i).map(|d| (i, d))),
    }
}

/// [`pick_definition`] of `abilities`, parsing each ability read.
fn token_definition(
    abilities: &[Ability],
    ability: Option<usize>,
) -> Option<(usize, Arc<TokenDefinition>)> {
    pick_definition(abilities.len(), ability, |i| {
        parse_token_definition(&abilities[i].segs).map(Arc::new)
    })
}

impl Copiable<'_, '_> {
    /// [`token_definition`]: an Oracle face's printed abilities are read once per Oracle
    /// (kept in the face), any other list once per evaluation.
    fn token_definition(
        &self,
        abilities: &Abilities,
        ability: Option<usize>,
    ) -> Option<(usize, Arc<TokenDefinition>)> {
        if let Some(face) = self.ctx.model.oracle.face_with_abilities(abilities) {
            let defs = face.token_definitions();
            return pick_definition(defs.len(), ability, |i| defs[i].clone());
        }
        let key = (Arc::as_ptr(abilities) as usize, ability);
        if let Some((_, d)) = self.ctx.token_defs.borrow().get(&key) {
            return d.clone();
        }
        let d = token_definition(abilities, ability);
        (self.ctx.token_defs.borrow_mut()).insert(key, (abilities.clone(), d.clone()));
        d
    }

    /// A token's characteristics before copy effects on it.
    pub(super) fn token(
        &mut self,
        id: &ObjectId,
        source: &TokenSource,
    ) -> Result<Chars, EvalError> {
        match source {
            TokenSource::CopyOf {
                of,
                except,
                created_at,
            } => {
                let c = Arc::unwrap_or_clone(self.get_as_of(of, *created_at)?);
                let how = || format!("a token created as a copy has the copiable values of {of}");
                self.copy_with_except(id, c, cr!("707.2"), how, except)
            }
            TokenSource::Given {
                name,
                subtypes,
                types,
            } => Ok(self.given_token(name.as_deref(), subtypes, types)),
            TokenSource::Created {
                creator,
                ability,
                created_at,
            } => self.created_token(id, creator, *ability, *created_at),
        }
    }

    /// A token whose characteristics are given directly.
    fn given_token(&self, name: Option<&str>, subtypes: &[String], types: &[String]) -> Chars {
        let mut why = Explanation::default();
        let n = match name {
            Some(n) => {
                why.push(
                    cr!("111.4"),
                    format_args!("the creating effect names the token {n:?}"),
                );
                self.ctx.model.canonical_name(n)
            }
            None => {
                let n = subtype_token_name(subtypes);
                why.push(
                    cr!("111.4"),
                    format_args!("no name given: its subtypes plus \"Token\": {n:?}"),
                );
                n
            }
        };
        let mut type_line = TypeLine {
            supertypes: vec![],
            types: types.to_vec(),
            subtypes: subtypes.to_vec(),
        };
        type_line.dedupe();
        Chars {
            names: NameSet::one(n),
            type_line: Arc::new(type_line),
            why,
            ..Chars::default()
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
        let (idx, def) = self
            .token_definition(&then.abilities, ability)
            .ok_or_else(|| EvalError::NoTokenAbility {
                token: id.0.clone(),
                creator: creator.0.clone(),
            })?;
        let name = def.parts().name.clone();
        let mut why = Explanation::default();
        // CR 111.4
        if def.name.is_some() {
            why.push(
                cr!("111.4"),
                format_args!(
                    "{creator}'s ability #{idx} names the token {:?}",
                    name.as_str()
                ),
            );
        } else {
            why.push(
                cr!("111.4"),
                format_args!(
                    "{creator}'s ability #{idx} gives no name: its subtypes, each once, plus \"Token\": {:?}",
                    name.as_str()
                ),
            );
        }
        // The printed abilities themselves (no text change before the token existed): the
        // same definition, so the same name.
        let same_text = Arc::ptr_eq(&printed.abilities, &then.abilities);
        if let Some((_, d0)) = (!same_text)
            .then(|| self.token_definition(&printed.abilities, ability))
            .flatten()
        {
            // CR 612.2a
            if d0.token_name() != def.token_name() {
                why.push(
                    cr!("612.2a"),
                    || format!(
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
    ) -> Result<Arc<Chars>, EvalError> {
        // The mutant names the token from the creator's copiable values, ignoring text changes
        // made before the token existed (where those values still create it).
        #[cfg(feature = "mutants")]
        if self.ctx.model.has(Quirk::TokenNameIgnoresCreatorChange) {
            let copiable = self.get(creator, false)?;
            if token_definition(&copiable.abilities, None).is_some() {
                return Ok(copiable);
            }
        }
        let limit = Some(created_at);
        if self.ctx.depends_on_nothing(creator, limit) {
            // What `at_for` gives then, without evaluating a board of one object.
            let o = self.ctx.object(creator)?;
            if !self.ctx.exists(o, limit) {
                return Err(EvalError::UnknownObject(creator.0.clone()));
            }
            return Copiable::new(self.ctx, limit).get(creator, false);
        }
        let at = self.ctx.at_for(limit, creator)?;
        at.get_shared(creator)
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
            .collect::<Vec<_>>()
            .into();
        // Shared by every token of this definition, copied by an effect that changes them.
        let parts = def.parts();
        Chars {
            names: NameSet::one(self.ctx.model.canonical_name(name.as_str())),
            type_line: Arc::clone(&parts.type_line),
            abilities,
            power_toughness: parts.power_toughness.clone(),
            // CR 111.3: the colors the creating ability gives it.
            colors: parts.colors,
            why,
            ..Chars::default()
        }
    }
}
