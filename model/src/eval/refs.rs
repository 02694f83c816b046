//! How references by name in an ability are rewritten when the ability moves to another object:
//! granted (CR 201.5a), gained (CR 201.5b), added by a copy exception or splice.

use crate::board::ObjectId;
use crate::names::NameSet;
use crate::text::{RefForm, Seg};

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
