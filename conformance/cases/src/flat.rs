//! Messages whose JSON is another type's fields plus a few of their own (a request is a
//! scenario's fields beside `queries`; an expectation is a question's fields beside `expect`).
//! serde's `flatten` can't be combined with `deny_unknown_fields`, and its schemas reject the
//! data, so these few types go through a JSON map instead.

use schemars::schema::Schema;

/// An object schema with more properties (`(name, schema, required)`).
pub(crate) fn with_fields<const N: usize>(
    base: Schema,
    extra: [(&str, Schema, bool); N],
) -> Schema {
    let mut obj = base.into_object();
    let o = obj.object();
    for (name, schema, required) in extra {
        o.properties.insert(name.to_string(), schema);
        if required {
            o.required.insert(name.to_string());
        }
    }
    Schema::Object(obj)
}

/// Removes `key` from `map` and reads it; `None` if absent. Errors name the key.
pub(crate) fn take<T: serde::de::DeserializeOwned, E: serde::de::Error>(
    map: &mut serde_json::Map<String, serde_json::Value>,
    key: &'static str,
) -> Result<Option<T>, E> {
    match map.remove(key) {
        None => Ok(None),
        Some(v) => serde_json::from_value(v)
            .map(Some)
            .map_err(|e| E::custom(format!("{key}: {e}"))),
    }
}

/// Reads what is left of `map` as `T` (whose `deny_unknown_fields` catches stray keys).
pub(crate) fn rest<T: serde::de::DeserializeOwned, E: serde::de::Error>(
    map: serde_json::Map<String, serde_json::Value>,
) -> Result<T, E> {
    serde_json::from_value(serde_json::Value::Object(map)).map_err(E::custom)
}

/// A `oneOf` schema (a tagged enum's) whose every variant gets the same extra properties.
pub(crate) fn extend_variants(base: Schema, extra: &[(&str, Schema, bool)]) -> Schema {
    let mut root = base.into_object();
    for v in root.subschemas().one_of.iter_mut().flatten() {
        let mut obj = std::mem::replace(v, Schema::Bool(true)).into_object();
        let o = obj.object();
        for (name, schema, required) in extra {
            o.properties.insert(name.to_string(), schema.clone());
            if *required {
                o.required.insert(name.to_string());
            }
        }
        *v = Schema::Object(obj);
    }
    Schema::Object(root)
}
