//! References to abilities of objects in the case ([`AbilityRef`]), and the abilities a copy
//! effect's exception gives the copy ([`AbilityRefs`]): one ability, written as an object, or
//! several, written as a list.

use schemars::JsonSchema;
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

/// One ability of one object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AbilityRef {
    /// Object id.
    pub object: String,
    /// Index of the ability, counting the object's abilities (lines of rules text) from 0.
    pub ability: usize,
}

/// Abilities of objects in the case: `{"object": "dane", "ability": 0}` for one, or a list of
/// such objects for several (a copy that gains two abilities). One ability is written back as an
/// object, so a single-ability exception reads the same as it always has.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AbilityRefs(pub Vec<AbilityRef>);

impl AbilityRefs {
    /// Whether it names no ability.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The abilities, in the order given.
    pub fn iter(&self) -> std::slice::Iter<'_, AbilityRef> {
        self.0.iter()
    }
}

impl Serialize for AbilityRefs {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0.as_slice() {
            [one] => one.serialize(s),
            many => many.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for AbilityRefs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<AbilityRefs, D::Error> {
        struct OneOrList;
        impl<'de> Visitor<'de> for OneOrList {
            type Value = AbilityRefs;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(
                    "an ability ({\"object\": ..., \"ability\": ...}) or a non-empty list of them",
                )
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<AbilityRefs, A::Error> {
                let one = AbilityRef::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(AbilityRefs(vec![one]))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<AbilityRefs, A::Error> {
                let many =
                    Vec::<AbilityRef>::deserialize(de::value::SeqAccessDeserializer::new(seq))?;
                if many.is_empty() {
                    return Err(de::Error::invalid_length(0, &self));
                }
                Ok(AbilityRefs(many))
            }
        }
        d.deserialize_any(OneOrList)
    }
}

impl JsonSchema for AbilityRefs {
    fn schema_name() -> String {
        "AbilityRefs".into()
    }

    /// One [`AbilityRef`] object, or a non-empty array of them.
    fn json_schema(gen: &mut schemars::gen::SchemaGenerator) -> schemars::schema::Schema {
        use schemars::schema::{ArrayValidation, InstanceType, SchemaObject, SubschemaValidation};
        let one = gen.subschema_for::<AbilityRef>();
        let list = SchemaObject {
            instance_type: Some(InstanceType::Array.into()),
            array: Some(Box::new(ArrayValidation {
                items: Some(one.clone().into()),
                min_items: Some(1),
                ..ArrayValidation::default()
            })),
            ..SchemaObject::default()
        };
        SchemaObject {
            subschemas: Some(Box::new(SubschemaValidation {
                any_of: Some(vec![one, list.into()]),
                ..SubschemaValidation::default()
            })),
            ..SchemaObject::default()
        }
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_ability_or_a_list_and_one_is_written_back_as_an_object() {
        let one: AbilityRefs = serde_json::from_str(r#"{"object": "a", "ability": 1}"#).unwrap();
        assert_eq!(one.0.len(), 1);
        assert_eq!(
            serde_json::to_string(&one).unwrap(),
            r#"{"object":"a","ability":1}"#
        );
        let two: AbilityRefs = serde_json::from_str(
            r#"[{"object": "a", "ability": 1}, {"object": "b", "ability": 0}]"#,
        )
        .unwrap();
        assert_eq!(two.0[1].object, "b");
        assert!(serde_json::to_string(&two).unwrap().starts_with('['));
        let err = serde_json::from_str::<AbilityRefs>("[]")
            .unwrap_err()
            .to_string();
        assert!(err.contains("non-empty list"), "{err}");
        let err = serde_json::from_str::<AbilityRefs>(r#"{"object": "a"}"#)
            .unwrap_err()
            .to_string();
        assert!(err.contains("ability"), "{err}");
    }
}
