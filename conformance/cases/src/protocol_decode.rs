//! Reading a [`Request`] and its [`CaseRequest`] in one pass.
//!
//! A request line is a map read once: the `type` tag, then each field straight into its type,
//! without buffering the case (serde's derived internally tagged enum buffers the whole
//! message first) and without the JSON map a case's scenario fields sitting beside `queries`
//! used to go through. Only a message whose `type` isn't its first key is buffered (as JSON
//! values), and then decoded by the derived rules. The case's questions and effects, internally
//! tagged too, are read tag first the same way (`tagged`).
//!
//! Accepted messages decode to the same values as the derived decoders, and a message with one
//! defect is refused with the same message text, with three exceptions: serde_json may add the
//! position to an error the derived decoders reported without one; a syntax error inside
//! `queries` is named by that field; and a field of an enum type (a zone, a cast mode, a role)
//! given a value that names no variant is refused in serde_json's words ("expected value", ...)
//! rather than serde's ("invalid type: integer `1`, expected string or map"). A key repeated
//! inside an object, a question or an effect of the case is refused by its own decoder, where
//! the derived way's JSON map kept the last value.
//! [`Request::from_line`] is exact in every case:
//! whatever the one-pass decoder refuses it decodes again the derived way (`derived` below),
//! so the accepted lines and every error message are the derived decoders'.

use crate::any_value::{AnyValue, AnyValueVisitor};
use crate::flat;
use crate::map_key::Key;
use crate::protocol::{CaseRequest, Request};
use crate::question::Question;
use crate::scenario::{CaseEffect, CaseObject, EffectKind, Scenario};
use crate::tagged::{Tagged, TaggedSeq};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Unexpected, Visitor};
use serde::Deserialize;
use std::fmt;

/// The fields of [`Request::Case`], as serde names them in its errors.
const CASE_FIELDS: &[&str] = &["id", "case"];
/// The request types, as serde names them in its errors.
const REQUEST_TYPES: &[&str] = &["case", "shutdown"];
/// The scenario's fields, as serde names them in its errors (`queries` is not one of them).
const SCENARIO_FIELDS: &[&str] = &["id", "rules", "objects", "effects"];

impl Request {
    /// Decodes one request line exactly as the derived decoder of every version before did
    /// (the same lines accepted, the same values, the same error messages, positions
    /// included), in one pass for every line the one-pass decoder accepts.
    pub fn from_line(line: &str) -> Result<Request, serde_json::Error> {
        serde_json::from_str::<Request>(line)
            .or_else(|_| serde_json::from_str::<derived::Request>(line).map(Request::from))
    }
}

impl CaseRequest {
    /// Decodes a case from a JSON value the way every version before did (the scenario's
    /// fields read from what is left of the map once `queries` is taken out), with the same
    /// error messages.
    pub fn from_value(value: serde_json::Value) -> Result<CaseRequest, serde_json::Error> {
        serde_json::from_value::<derived::Case>(value).map(|c| c.0)
    }
}

/// The derived decoders, kept as the reference the one-pass decoder is checked against and
/// as the exact path for what it refuses.
mod derived {
    use super::*;

    /// [`crate::protocol::Request`] as serde derives it.
    #[derive(Deserialize)]
    #[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
    pub(super) enum Request {
        Case { id: u64, case: Case },
        Shutdown,
    }

    impl From<Request> for crate::protocol::Request {
        fn from(r: Request) -> Self {
            match r {
                Request::Case { id, case } => crate::protocol::Request::Case { id, case: case.0 },
                Request::Shutdown => crate::protocol::Request::Shutdown,
            }
        }
    }

    /// A case read through a JSON map: `queries` taken out, the rest read as the scenario.
    pub(super) struct Case(pub(super) CaseRequest);

    impl<'de> Deserialize<'de> for Case {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Case, D::Error> {
            let mut map = serde_json::Map::<String, serde_json::Value>::deserialize(d)?;
            let queries = flat::take(&mut map, "queries")?
                .ok_or_else(|| de::Error::missing_field("queries"))?;
            let scenario = flat::rest(map)?;
            Ok(Case(CaseRequest { scenario, queries }))
        }
    }
}

/// The request type, read as the derived enum reads its tag.
#[derive(Clone, Copy, PartialEq)]
enum Tag {
    Case,
    Shutdown,
}

impl<'de> Deserialize<'de> for Tag {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Tag;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("variant identifier")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Tag, E> {
                match v {
                    0 => Ok(Tag::Case),
                    1 => Ok(Tag::Shutdown),
                    _ => Err(E::invalid_value(
                        Unexpected::Unsigned(v),
                        &"variant index 0 <= i < 2",
                    )),
                }
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Tag, E> {
                match v {
                    "case" => Ok(Tag::Case),
                    "shutdown" => Ok(Tag::Shutdown),
                    _ => Err(E::unknown_variant(v, REQUEST_TYPES)),
                }
            }
        }
        d.deserialize_identifier(V)
    }
}

impl Tag {
    fn name(self) -> &'static str {
        match self {
            Tag::Case => "case",
            Tag::Shutdown => "shutdown",
        }
    }
}

/// A request id: a `u64`, or the error the derived decoder gives for anything else, created
/// outside the input's reader (as the derived decoder creates it, without a position).
struct Id<E>(Result<u64, E>);

impl<'de, E: de::Error> Deserialize<'de> for Id<E> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<E>(std::marker::PhantomData<E>);
        impl<'de, E: de::Error> Visitor<'de> for V<E> {
            type Value = Id<E>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("u64")
            }
            fn visit_u64<X>(self, v: u64) -> Result<Id<E>, X> {
                Ok(Id(Ok(v)))
            }
            fn visit_i64<X>(self, v: i64) -> Result<Id<E>, X> {
                Ok(Id(u64::try_from(v).map_err(|_| {
                    E::invalid_value(Unexpected::Signed(v), &self)
                })))
            }
            fn visit_f64<X>(self, v: f64) -> Result<Id<E>, X> {
                Ok(Id(Err(E::invalid_type(Unexpected::Float(v), &self))))
            }
            fn visit_bool<X>(self, v: bool) -> Result<Id<E>, X> {
                Ok(Id(Err(E::invalid_type(Unexpected::Bool(v), &self))))
            }
            fn visit_str<X>(self, v: &str) -> Result<Id<E>, X> {
                Ok(Id(Err(E::invalid_type(Unexpected::Str(v), &self))))
            }
            fn visit_unit<X>(self) -> Result<Id<E>, X> {
                Ok(Id(Err(E::invalid_type(Unexpected::Unit, &self))))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Id<E>, A::Error> {
                AnyValueVisitor.visit_seq(seq)?;
                Ok(Id(Err(E::invalid_type(Unexpected::Seq, &self))))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Id<E>, A::Error> {
                AnyValueVisitor.visit_map(map)?;
                Ok(Id(Err(E::invalid_type(Unexpected::Map, &self))))
            }
        }
        d.deserialize_any(V(std::marker::PhantomData))
    }
}

/// What reading a request's map gave: a request, an error of its fields (returned once the
/// reader is done, so it has no position, as the derived decoder's has none), or the entries
/// of a message whose `type` wasn't first.
enum Read<E> {
    Done(Request),
    Refused(E),
    Buffered(Tag, Vec<(String, serde_json::Value)>),
}

impl<'de> Deserialize<'de> for Request {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Request, D::Error> {
        match d.deserialize_any(RequestVisitor(std::marker::PhantomData))? {
            Read::Done(r) => Ok(r),
            Read::Refused(e) => Err(e),
            Read::Buffered(tag, entries) => {
                let tag = ("type".to_string(), serde_json::Value::from(tag.name()));
                let entries = std::iter::once(tag).chain(entries);
                let map = de::value::MapDeserializer::new(entries);
                derived::Request::deserialize(map)
                    .map(Request::from)
                    .map_err(de::Error::custom)
            }
        }
    }
}

struct RequestVisitor<E>(std::marker::PhantomData<E>);

impl<'de, E: de::Error> Visitor<'de> for RequestVisitor<E> {
    type Value = Read<E>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("internally tagged enum Request")
    }

    /// A request written as an array: rare, left to the derived decoder.
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Read<E>, A::Error> {
        let d = de::value::SeqAccessDeserializer::new(seq);
        derived::Request::deserialize(d).map(|r| Read::Done(r.into()))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Read<E>, A::Error> {
        let Some(first) = map.next_key::<Key>()? else {
            return Err(de::Error::missing_field("type"));
        };
        if first.0 != "type" {
            return buffered(first, map);
        }
        match map.next_value::<Tag>()? {
            Tag::Shutdown => {
                drain(&mut map)?;
                Ok(Read::Done(Request::Shutdown))
            }
            Tag::Case => case_fields(&mut map),
        }
    }
}

/// The rest of a map whose `type` was read: a second `type` is refused (as the derived decoder
/// refuses it, before looking at the other fields), every other value read and dropped.
fn drain<'de, A: MapAccess<'de>>(map: &mut A) -> Result<(), A::Error> {
    while let Some(key) = map.next_key::<Key>()? {
        if key.0 == "type" {
            return Err(de::Error::duplicate_field("type"));
        }
        map.next_value::<AnyValue>()?;
    }
    Ok(())
}

/// The fields of a `case` request after its `type`, each read straight into its type.
fn case_fields<'de, A: MapAccess<'de>, E: de::Error>(map: &mut A) -> Result<Read<E>, A::Error> {
    let (mut id, mut case) = (None, None);
    while let Some(key) = map.next_key::<Key>()? {
        let refused = match &*key.0 {
            "type" => return Err(de::Error::duplicate_field("type")),
            "id" if id.is_none() => match map.next_value::<Id<E>>()?.0 {
                Ok(v) => {
                    id = Some(v);
                    continue;
                }
                Err(e) => {
                    drain(map)?;
                    return Ok(Read::Refused(e));
                }
            },
            "case" if case.is_none() => {
                case = Some(map.next_value::<CaseRequest>()?);
                continue;
            }
            "id" => E::duplicate_field("id"),
            "case" => E::duplicate_field("case"),
            other => E::unknown_field(other, CASE_FIELDS),
        };
        map.next_value::<AnyValue>()?;
        drain(map)?;
        return Ok(Read::Refused(refused));
    }
    Ok(match (id, case) {
        (Some(id), Some(case)) => Read::Done(Request::Case { id, case }),
        (None, _) => Read::Refused(E::missing_field("id")),
        (_, None) => Read::Refused(E::missing_field("case")),
    })
}

/// A map whose first key isn't `type`: its entries kept as JSON values until the tag is known.
fn buffered<'de, A: MapAccess<'de>, E>(first: Key, mut map: A) -> Result<Read<E>, A::Error> {
    let mut entries = vec![(first.0.into_owned(), map.next_value()?)];
    let mut tag = None;
    while let Some(key) = map.next_key::<Key>()? {
        if key.0 == "type" {
            if tag.is_some() {
                return Err(de::Error::duplicate_field("type"));
            }
            tag = Some(map.next_value::<Tag>()?);
        } else {
            entries.push((key.0.into_owned(), map.next_value()?));
        }
    }
    match tag {
        Some(tag) => Ok(Read::Buffered(tag, entries)),
        None => Err(de::Error::missing_field("type")),
    }
}

impl<'de> Deserialize<'de> for CaseRequest {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CaseRequest, D::Error> {
        d.deserialize_map(CaseVisitor)
    }
}

struct CaseVisitor;

impl<'de> Visitor<'de> for CaseVisitor {
    type Value = CaseRequest;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a map")
    }

    /// The scenario's fields and `queries`, each read straight into its type; a repeated key's
    /// last value counts (as it did through a JSON map).
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<CaseRequest, A::Error> {
        let mut id = None;
        let mut queries = None;
        let mut s = Scenario::default();
        while let Some(key) = map.next_key::<Key>()? {
            match &*key.0 {
                "id" => id = Some(map.next_value::<String>()?),
                "rules" => s.rules = map.next_value::<Vec<String>>()?,
                "objects" => s.objects = map.next_value::<Vec<CaseObject>>()?,
                "effects" => s.effects = map.next_value_seed(Effects)?,
                "queries" => {
                    let seed = Named {
                        name: "queries",
                        seed: TaggedSeq::<Question>::new(),
                    };
                    queries = Some(map.next_value_seed(seed)?)
                }
                other => return Err(de::Error::unknown_field(other, SCENARIO_FIELDS)),
            }
        }
        let queries = queries.ok_or_else(|| de::Error::missing_field("queries"))?;
        s.id = id.ok_or_else(|| de::Error::missing_field("id"))?;
        Ok(CaseRequest {
            scenario: s,
            queries,
        })
    }
}

/// A case's `effects`, each read in one pass: its own fields (`timestamp`, `source`,
/// `attached_at`) taken out as they come, the others handed straight to [`EffectKind`]'s
/// decoder (without the JSON map [`CaseEffect`]'s own decoder reads first).
struct Effects;

impl<'de> DeserializeSeed<'de> for Effects {
    type Value = Vec<CaseEffect>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Vec<CaseEffect>, D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Effects {
    type Value = Vec<CaseEffect>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a sequence")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<CaseEffect>, A::Error> {
        let mut effects = Vec::new();
        while let Some(e) = seq.next_element_seed(OneEffect)? {
            effects.push(e);
        }
        Ok(effects)
    }
}

/// One effect of [`Effects`].
struct OneEffect;

impl<'de> DeserializeSeed<'de> for OneEffect {
    type Value = CaseEffect;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<CaseEffect, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for OneEffect {
    type Value = CaseEffect;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a map")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<CaseEffect, A::Error> {
        let mut own = OwnFields {
            map: &mut map,
            timestamp: None,
            source: None,
            attached_at: None,
        };
        let kind = Tagged::<EffectKind>::new()
            .deserialize(de::value::MapAccessDeserializer::new(&mut own))?;
        let timestamp = own.timestamp;
        Ok(CaseEffect {
            timestamp: timestamp.ok_or_else(|| de::Error::missing_field("timestamp"))?,
            source: own.source,
            attached_at: own.attached_at,
            kind,
        })
    }
}

/// An effect's map as its kind's decoder sees it: the effect's own fields taken out (a
/// repeated one keeps its last value, as a JSON map did; errors name the field).
struct OwnFields<'a, A> {
    map: &'a mut A,
    timestamp: Option<u64>,
    source: Option<String>,
    attached_at: Option<u64>,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for OwnFields<'_, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        while let Some(key) = self.map.next_key::<Key>()? {
            match &*key.0 {
                "timestamp" => self.timestamp = Some(self.map.next_value_seed(named("timestamp"))?),
                // Present means given: `null` is refused, as a field taken out of a JSON map
                // and read as its value's type was.
                "source" => self.source = Some(self.map.next_value_seed(named("source"))?),
                "attached_at" => {
                    self.attached_at = Some(self.map.next_value_seed(named("attached_at"))?)
                }
                _ => return key.hand_to(seed).map(Some),
            }
        }
        Ok(None)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

/// A field read by `seed` (`PhantomData<T>`: as `T`), its errors prefixed with its name (as a
/// field taken out of a JSON map was).
struct Named<S> {
    name: &'static str,
    seed: S,
}

fn named<T>(name: &'static str) -> Named<std::marker::PhantomData<T>> {
    Named {
        name,
        seed: std::marker::PhantomData,
    }
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Named<S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        (self.seed.deserialize(d)).map_err(|e| de::Error::custom(format!("{}: {e}", self.name)))
    }
}

#[cfg(test)]
#[path = "protocol_decode_tests.rs"]
mod tests;
