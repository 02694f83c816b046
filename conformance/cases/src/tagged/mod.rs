//! The internally tagged enums of a request, [`Question`](crate::Question) (tagged by `query`)
//! and [`EffectKind`](crate::EffectKind) (tagged by `effect`), read tag first in one pass.
//!
//! serde's derived decoder of an internally tagged enum reads the whole object into a buffer
//! of its own (its private `Content`) to find the tag, then decodes the variant's fields from
//! that buffer. When the tag is the object's first key, which is where every encoder of the
//! protocol writes it (serde's derived encoder among them), nothing needs buffering: [`Tagged`]
//! reads the tag, then the variant's fields straight from the input, with the decoder serde
//! derives for the same enum externally tagged (a `remote` definition of it: [`question`],
//! [`effect`]). Any other input (the tag later in the object, no tag, a sequence, a string,
//! ...) is handed to the derived decoder as it stands, the keys read so far included, so the
//! derived decoder decides it.
//!
//! The tag-first path gives the derived decoder's values and error messages: the tag is read by
//! the mirror's variant identifier, which reads a variant's name as the derived one does and
//! refuses what it refuses (the same variants in the same order, the same names, so the same
//! lists in the messages); the fields by the mirror's
//! variant decoder, which has the same fields, defaults and refusals; a second tag key is
//! refused as the derived decoder refuses it (`duplicate field`). serde_json may add a
//! position to an error the buffered decoder reported without one, and a field of an enum type
//! given a value that names no variant is refused in serde_json's words ("expected value", ...)
//! rather than in those of serde's buffer ("invalid type: ..., expected string or map"), as
//! the one-pass decoder refuses an object's `zone` already. The protocol's one-pass
//! decoder is checked against the derived decoders on every corpus case and on malformed
//! questions and effects (`protocol_decode_tests.rs`); the tag-first decoders against the
//! derived ones on every corpus question and effect changed in one place each way, and the
//! mirrors' own encoders against the derived ones (`tests.rs`).

mod effect;
mod question;

use crate::map_key::Key;
use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, IntoDeserializer, MapAccess, SeqAccess,
    Unexpected, VariantAccess, Visitor,
};
use serde::Deserialize;
use std::fmt;
use std::marker::PhantomData;

/// An internally tagged enum whose decoder can be entered after its tag.
pub(crate) trait TagFirst<'de>: Deserialize<'de> {
    /// Its tag's key.
    const TAG: &'static str;

    /// The enum decoded as if it were externally tagged: `d` hands over the variant's name
    /// (the tag's value) and then its fields ([`AfterTag`]).
    fn by_variant<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error>;
}

/// One value of `T` (see the module docs).
pub(crate) struct Tagged<T>(PhantomData<T>);

impl<T> Tagged<T> {
    /// The seed.
    pub(crate) fn new() -> Self {
        Tagged(PhantomData)
    }
}

impl<'de, T: TagFirst<'de>> DeserializeSeed<'de> for Tagged<T> {
    type Value = T;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
        // As the derived decoder asks for it, so every input reaches the visitor it would
        // have reached.
        d.deserialize_any(self)
    }
}

/// A sequence of `T`, as `Vec<T>` reads one (see the module docs).
pub(crate) struct TaggedSeq<T>(PhantomData<T>);

impl<T> TaggedSeq<T> {
    /// The seed.
    pub(crate) fn new() -> Self {
        TaggedSeq(PhantomData)
    }
}

impl<'de, T: TagFirst<'de>> DeserializeSeed<'de> for TaggedSeq<T> {
    type Value = Vec<T>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Vec<T>, D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de, T: TagFirst<'de>> Visitor<'de> for TaggedSeq<T> {
    type Value = Vec<T>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        // `Vec`'s own words, for the same error messages.
        f.write_str("a sequence")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
        let mut out = Vec::new();
        while let Some(v) = seq.next_element_seed(Tagged::<T>::new())? {
            out.push(v);
        }
        Ok(out)
    }
}

/// Anything but a map is the derived decoder's, handed the value as it came.
impl<'de, T: TagFirst<'de>> Visitor<'de> for Tagged<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "an object tagged by `{}`", T::TAG)
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<T, E> {
        T::deserialize(v.into_deserializer())
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<T, E> {
        T::deserialize(v.into_deserializer())
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<T, E> {
        T::deserialize(v.into_deserializer())
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<T, E> {
        T::deserialize(v.into_deserializer())
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        T::deserialize(v.into_deserializer())
    }
    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<T, E> {
        T::deserialize(de::value::BorrowedStrDeserializer::new(v))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<T, E> {
        T::deserialize(v.into_deserializer())
    }
    fn visit_unit<E: de::Error>(self) -> Result<T, E> {
        T::deserialize(().into_deserializer())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<T, A::Error> {
        T::deserialize(SeqAccessDeserializer::new(seq))
    }

    /// The tag first: the variant read after it. Otherwise the derived decoder reads the map,
    /// its first key handed to it again.
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let Some(first) = map.next_key::<Key>()? else {
            return T::deserialize(MapAccessDeserializer::new(map));
        };
        if first.0 == T::TAG {
            T::by_variant(AfterTag { map, tag: T::TAG })
        } else {
            T::deserialize(MapAccessDeserializer::new(Replay {
                first: Some(first),
                map,
            }))
        }
    }
}

/// A map whose first key was read already: that key, then the rest of the map.
struct Replay<'de, A> {
    first: Option<Key<'de>>,
    map: A,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Replay<'de, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        match self.first.take() {
            Some(key) => key.hand_to(seed).map(Some),
            None => self.map.next_key_seed(seed),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

/// A tagged object after its tag's key, as an externally tagged enum is read: the tag's value
/// names the variant, the rest of the object holds its fields.
pub(crate) struct AfterTag<A> {
    map: A,
    tag: &'static str,
}

impl<'de, A: MapAccess<'de>> Deserializer<'de> for AfterTag<A> {
    type Error = A::Error;

    /// Only an enum is read from here ([`TagFirst::by_variant`]'s derived decoder asks for
    /// nothing else).
    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, A::Error> {
        Err(de::Error::invalid_type(
            Unexpected::Map,
            &"an enum read after its tag",
        ))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        visitor.visit_enum(self)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map struct identifier
        ignored_any
    }
}

impl<'de, A: MapAccess<'de>> EnumAccess<'de> for AfterTag<A> {
    type Error = A::Error;
    type Variant = Self;

    /// The tag's value, read by the variant identifier as the derived decoder reads it.
    fn variant_seed<V: DeserializeSeed<'de>>(
        mut self,
        seed: V,
    ) -> Result<(V::Value, Self), A::Error> {
        let variant = self.map.next_value_seed(seed)?;
        Ok((variant, self))
    }
}

impl<'de, A: MapAccess<'de>> VariantAccess<'de> for AfterTag<A> {
    type Error = A::Error;

    /// The enums read here have struct variants only.
    fn unit_variant(self) -> Result<(), A::Error> {
        Err(de::Error::invalid_type(
            Unexpected::StructVariant,
            &"a unit variant",
        ))
    }

    /// The enums read here have struct variants only.
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, _: T) -> Result<T::Value, A::Error> {
        Err(de::Error::invalid_type(
            Unexpected::StructVariant,
            &"a newtype variant",
        ))
    }

    /// The enums read here have struct variants only.
    fn tuple_variant<V: Visitor<'de>>(self, _: usize, _: V) -> Result<V::Value, A::Error> {
        Err(de::Error::invalid_type(
            Unexpected::StructVariant,
            &"a tuple variant",
        ))
    }

    /// The rest of the object, as the variant's fields.
    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        visitor.visit_map(Fields {
            map: self.map,
            tag: self.tag,
        })
    }
}

/// The fields after the tag. The tag again is refused, as the derived decoder refuses it.
struct Fields<A> {
    map: A,
    tag: &'static str,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Fields<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        let Some(key) = self.map.next_key::<Key>()? else {
            return Ok(None);
        };
        if key.0 == self.tag {
            return Err(de::Error::duplicate_field(self.tag));
        }
        key.hand_to(seed).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

#[cfg(test)]
mod tests;
