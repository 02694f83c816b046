//! Names of an object and name comparisons (CR 201.2, 201.2a–c, 201.3a).

use crate::eval::{EvalError, Evaluated};
use crate::explain::{self, Explained, Explanation, Recording};
use crate::hash::FxHashMap;
use crate::ids::{Name, ObjectId};
use crate::names::NameSet;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;

impl Evaluated<'_> {
    /// The names of an object, with how they came to be.
    pub fn names(&self, id: &ObjectId) -> Result<Explained<NameSet>, EvalError> {
        let c = self.chars(id)?;
        Ok(Explained {
            value: c.names.clone(),
            why: c.why.clone(),
        })
    }

    fn nameless(&self, n: &NameSet) -> bool {
        n.is_empty(&self.model.oracle)
    }

    /// Whether a nameless object keeps a group from having different names (CR 201.2b, 201.2c):
    /// whether it is nameless.
    fn nameless_disqualifies(&self, n: &NameSet) -> bool {
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::DifferentNamesCountsNameless) {
            return false;
        }
        self.nameless(n)
    }

    /// Whether two objects have the same name: at least one name in common; a nameless
    /// object has the same name as nothing, itself included (CR 201.2a, 201.3a).
    pub fn same_name(&self, a: &ObjectId, b: &ObjectId) -> Result<Explained<bool>, EvalError> {
        let (na, nb) = (&self.chars(a)?.names, &self.chars(b)?.names);
        let mut why = Explanation::default();
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::NamelessShareName) && self.nameless(na) && self.nameless(nb) {
            self.note_groups(&mut why, &[na, nb]);
            return Ok(Explained { value: true, why });
        }
        let value = if self.nameless(na) || self.nameless(nb) {
            why.push(
                cr!("201.2a"),
                format_args!(
                    "{} has no name, and an object with no name has the same name as no object",
                    if self.nameless(na) { a } else { b }
                ),
            );
            false
        } else {
            let common = na.intersects(nb, &self.model.oracle);
            // "{a} ({na}) and {b} ({nb}) have / don't have a name in common", built by hand:
            // this is the hottest question.
            why.push(cr!("201.2a"), || {
                let mut note = String::with_capacity(96);
                note.push_str(&a.0);
                note.push_str(" (");
                na.write_to(&mut note);
                note.push_str(") and ");
                note.push_str(&b.0);
                note.push_str(" (");
                nb.write_to(&mut note);
                note.push_str(if common {
                    ") have a name in common"
                } else {
                    ") don't have a name in common"
                });
                note
            });
            common
        };
        self.note_groups(&mut why, &[na, nb]);
        Ok(Explained { value, why })
    }

    /// Notes each interchangeable name of `sets` (CR 201.3a). Looking a name's group up is the
    /// cost here, and only an explanation needs it: with explanations off ([`explain::without`],
    /// as when an engine is asked for its answers) nothing is looked up.
    fn note_groups(&self, why: &mut Explanation, sets: &[&NameSet]) {
        if explain::recording() == Recording::Off {
            return;
        }
        let o = &self.model.oracle;
        for s in sets {
            for n in s.names.iter() {
                if o.has_interchangeable(n) {
                    why.push(cr!("201.3a"), || {
                        format!(
                            "{n:?} is interchangeable with {:?}",
                            o.interchangeable_with(n)
                        )
                    });
                }
            }
        }
    }

    /// Whether a group of objects have different names: each has a name and no two share one
    /// (CR 201.2b).
    pub fn different_names(&self, group: &[ObjectId]) -> Result<Explained<bool>, EvalError> {
        let mut why = Explanation::default();
        let sets: Vec<(&ObjectId, &NameSet)> = group
            .iter()
            .map(|id| self.chars(id).map(|c| (id, &c.names)))
            .collect::<Result<_, _>>()?;
        for (id, n) in &sets {
            if self.nameless_disqualifies(n) {
                why.push(
                    cr!("201.2b"),
                    format_args!("{id} has no name, so the group doesn't have different names"),
                );
                return Ok(Explained { value: false, why });
            }
        }
        // Finite names: a key seen twice is a shared name. Symbolic "all names" objects are
        // compared pairwise (there are few of them).
        let o = &self.model.oracle;
        let mut seen: FxHashMap<Name, &ObjectId> = FxHashMap::default();
        seen.reserve(sets.len());
        for (id, n) in &sets {
            let keys = match n.names.first() {
                Some(only) if n.names.len() == 1 => vec![o.name_key(only)],
                _ => n.keys(o).into_iter().collect(),
            };
            for k in keys {
                if let Some(prev) = seen.insert(k.clone(), *id) {
                    if prev != *id {
                        why.push(
                            cr!("201.2b"),
                            format_args!("{prev} and {id} share the name {k:?}"),
                        );
                        return Ok(Explained { value: false, why });
                    }
                }
            }
        }
        let symbolic: Vec<_> = sets
            .iter()
            .filter(|(_, n)| n.all_nonlegendary_creature_names)
            .collect();
        for (sid, s) in &symbolic {
            for (id, n) in &sets {
                if sid != id && s.intersects(n, o) {
                    why.push(
                        cr!("612.7"),
                        format_args!("{sid} has all names of nonlegendary creature cards, which include a name of {id}"),
                    );
                    why.push(cr!("201.2b"), "two objects in the group share a name");
                    return Ok(Explained { value: false, why });
                }
            }
        }
        why.push(
            cr!("201.2b"),
            "every object has a name and no two share one",
        );
        Ok(Explained { value: true, why })
    }

    /// Whether `first` has a different name than each of `others`: it has a name, and none in
    /// common with any of them, nameless ones included (CR 201.2c).
    pub fn different_name_from(
        &self,
        first: &ObjectId,
        others: &[ObjectId],
    ) -> Result<Explained<bool>, EvalError> {
        let mut why = Explanation::default();
        let nf = &self.chars(first)?.names;
        if self.nameless_disqualifies(nf) {
            why.push(
                cr!("201.2c"),
                format_args!(
                    "{first} has no name, so it doesn't have a different name than anything"
                ),
            );
            return Ok(Explained { value: false, why });
        }
        for id in others {
            let n = &self.chars(id)?.names;
            if nf.intersects(n, &self.model.oracle) {
                why.push(
                    cr!("201.2c"),
                    format_args!("{first} and {id} have a name in common"),
                );
                return Ok(Explained { value: false, why });
            }
        }
        why.push(
            cr!("201.2c"),
            format_args!("{first} ({nf}) has no name in common with any of the others (nameless ones included)"),
        );
        Ok(Explained { value: true, why })
    }

    /// Whether the object has the given name (CR 201.2a, 201.3a). The name is resolved by the
    /// Oracle normalization rule; a name that is no Oracle name (a token's) is compared as given.
    pub fn is_named(&self, id: &ObjectId, name: &str) -> Result<Explained<bool>, EvalError> {
        let n = self.model.canonical_name(name);
        let set = &self.chars(id)?.names;
        let value = set.contains(&self.model.oracle, &n);
        let mut why = Explanation::default();
        why.push(
            cr!("201.2a"),
            format_args!(
                "{id} has the names {set}; {n:?} {} among them",
                if value { "is" } else { "is not" }
            ),
        );
        self.note_groups(&mut why, &[set]);
        Ok(Explained { value, why })
    }
}
