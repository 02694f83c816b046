//! [`AnyValue`]: a JSON value read and dropped, checked as a JSON tree checks it.

use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// Any JSON value, read and dropped. It is read through `deserialize_any` at every depth, so
/// its syntax, its numbers and its nesting are checked as a decoder that builds a JSON tree
/// (`serde_json::Value`, serde's buffers) checks them; serde's `IgnoredAny` skips the values
/// inside it unchecked (no depth limit, no number range). For a decoder of protocol lines that
/// must refuse exactly what a JSON tree refuses, without building one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnyValue;

impl<'de> Deserialize<'de> for AnyValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(AnyValueVisitor)
    }
}

/// [`AnyValue`]'s visitor, for a decoder that has the value's sequence or map in hand.
pub(crate) struct AnyValueVisitor;

impl<'de> Visitor<'de> for AnyValueVisitor {
    type Value = AnyValue;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }
    fn visit_bool<E>(self, _: bool) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }
    fn visit_i64<E>(self, _: i64) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }
    fn visit_u64<E>(self, _: u64) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }
    fn visit_f64<E>(self, _: f64) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }
    fn visit_str<E>(self, _: &str) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }
    fn visit_unit<E>(self) -> Result<AnyValue, E> {
        Ok(AnyValue)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<AnyValue, A::Error> {
        while seq.next_element::<AnyValue>()?.is_some() {}
        Ok(AnyValue)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<AnyValue, A::Error> {
        while map.next_key::<AnyValue>()?.is_some() {
            map.next_value::<AnyValue>()?;
        }
        Ok(AnyValue)
    }
}
