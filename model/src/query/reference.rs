//! What a name in rules text refers to (CR 201.5, 201.5a–c, 201.6), and the text itself.

use crate::board::Object;
use crate::eval::{EvalError, Evaluated};
use crate::explain::{Explained, Explanation};
use crate::ids::{Name, ObjectId};
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;
use crate::text::{RefForm, Seg};

impl Evaluated<'_> {
    /// The objects denoted by the `occurrence`-th reference (self-reference, "named X", or
    /// reference to a granting source) in ability `ability` of `id`.
    pub fn reference_target(
        &self,
        id: &ObjectId,
        ability: usize,
        occurrence: usize,
    ) -> Result<Explained<Vec<ObjectId>>, EvalError> {
        let c = self.chars(id)?;
        let a = c.ability(id, ability)?;
        let refs: Vec<&Seg> = a.segs.iter().filter(|s| s.is_reference()).collect();
        let seg = refs.get(occurrence).ok_or_else(|| EvalError::NoAbility {
            object: format!("{id} (ability #{ability} reference #{occurrence})"),
            index: occurrence,
        })?;
        let mut why = Explanation::default();
        let value = match seg {
            Seg::SelfRef { form, printed } => {
                let rule = match form {
                    RefForm::ShortName => cr!("201.5c"),
                    RefForm::AlternateName => cr!("201.6"),
                    RefForm::FullName | RefForm::ThisObject => cr!("201.5"),
                };
                why.push(
                    rule,
                    format_args!("{printed:?} refers to the object the text is on, {id}, and no other, whatever its name now"),
                );
                vec![id.clone()]
            }
            Seg::Named { name, .. } => {
                why.push(
                    cr!("201.3a"),
                    format_args!("\"named {name}\" means every object with that name (interchangeable names included)"),
                );
                self.named(name, &mut why)
            }
            Seg::SourceRef { source, printed } => {
                self.follow_source(id, ability, source, printed, &mut why)
            }
            Seg::Text(_) | Seg::Typed { .. } => unreachable!("filtered to references"),
        };
        Ok(Explained { value, why })
    }

    /// The board's records of objects with the name `name` (CR 201.3a), those that changed
    /// zones since (and so exist no more, CR 400.7) included.
    fn objects_named<'a>(&'a self, name: &'a Name) -> impl Iterator<Item = &'a Object> + 'a {
        self.board.objects.iter().filter(move |o| {
            self.chars(&o.id)
                .map(|c| c.names.contains(&self.model.oracle, name))
                .unwrap_or(false)
        })
    }

    /// Every object that exists now with the name `name` (CR 201.3a). An object that changed
    /// zones is a new object and the old one exists no more (CR 400.7), so the board's record
    /// of it is not counted: a creature that died is the card in the graveyard, once.
    fn named(&self, name: &Name, why: &mut Explanation) -> Vec<ObjectId> {
        #[cfg(feature = "mutants")]
        let old_objects_count = self.model.has(Quirk::NamedCountsOldObjects);
        #[cfg(not(feature = "mutants"))]
        let old_objects_count = false;
        let mut gone = Vec::new();
        let hits: Vec<ObjectId> = self
            .objects_named(name)
            .filter(|o| {
                let current = self.board.is_current(&o.id);
                if !current {
                    gone.push(o.id.to_string());
                }
                current || old_objects_count
            })
            .map(|o| o.id.clone())
            .collect();
        if !gone.is_empty() {
            // CR 400.7
            why.push(
                cr!("400.7"),
                || format!("{} changed zones since: each is a new object now, counted where it is, not twice", gone.join(", ")),
            );
        }
        hits
    }

    /// Follows a granted ability's source through zone changes: each one this ability made
    /// into a public zone leads to the object the source became (CR 201.5a); any other zone
    /// change makes a new object the reference doesn't follow (CR 400.7). However long the
    /// chain, the answer is the last object reached, if it still exists.
    fn follow_source(
        &self,
        id: &ObjectId,
        ability: usize,
        source: &ObjectId,
        printed: &str,
        why: &mut Explanation,
    ) -> Vec<ObjectId> {
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::SourceRefAnyNamed) {
            let name = Name::from(printed);
            return self.objects_named(&name).map(|o| o.id.clone()).collect();
        }
        if self.board.object(source).is_none() {
            why.push(
                cr!("400.7"),
                format_args!("{source} no longer exists; the reference denotes no object"),
            );
            return vec![];
        }
        let mut cur = source.clone();
        for _ in 0..=self.board.objects.len() {
            let Some(next) = self.board.successor(&cur) else {
                break;
            };
            let by_this = next
                .moved_by
                .as_ref()
                .is_some_and(|m| &m.object == id && m.ability == ability);
            let follows = by_this && next.zone.is_public();
            #[cfg(feature = "mutants")]
            let follows = follows || self.model.has(Quirk::SourceRefFollowsAnyZoneChange);
            if !follows {
                why.push(
                    cr!("400.7"),
                    format_args!("{cur} changed zones (now {}), not by this ability, so it is a new object the reference doesn't follow", next.id),
                );
                return vec![];
            }
            why.push(
                cr!("201.5a"),
                format_args!("this ability moved {cur} to a public zone, so {printed:?} means the new object {}", next.id),
            );
            cur = next.id.clone();
            #[cfg(feature = "mutants")]
            if self.model.has(Quirk::SourceRefOneStep) {
                break;
            }
        }
        if &cur == source {
            why.push(
                cr!("201.5a"),
                format_args!(
                    "{printed:?} in an ability granted by {source} means that specific object only"
                ),
            );
        }
        vec![cur]
    }

    /// The object's rules text, one string per ability, after every effect.
    pub fn text(&self, id: &ObjectId) -> Result<Explained<Vec<String>>, EvalError> {
        let c = self.chars(id)?;
        let mut why = c.why.clone();
        if c.abilities.iter().any(|a| a.origin.is_layer6()) {
            why.push(
                cr!("612.3"),
                "abilities gained or granted in layer 6 are listed after its own text",
            );
        }
        Ok(Explained {
            value: c.abilities.iter().map(|a| a.render()).collect(),
            why,
        })
    }

    /// The object's type line after every effect (CR 205.1). The explanation cites what
    /// changed it — a text-changing effect (612.1: the type line is text too), a type-changing
    /// effect (613.1d), a copy effect, a face or status — and not a rule that didn't apply.
    pub fn type_line(&self, id: &ObjectId) -> Result<Explained<String>, EvalError> {
        let c = self.chars(id)?;
        let value = c.type_line.render();
        let mut why = Explanation::default();
        // CR 205.1
        why.push(
            cr!("205.1"),
            format_args!("its type line is {value:?}: card types, subtypes and supertypes"),
        );
        // The steps of its characteristics that are about something other than its name.
        for step in &c.why.steps {
            let rule = step.rule.as_str();
            if !rule.starts_with("201.") && !rule.starts_with("123.") {
                why.push(step.rule, step.note.clone());
            }
        }
        Ok(Explained { value, why })
    }
}
