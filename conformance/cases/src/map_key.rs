//! A map key as the one-pass decoders read it: borrowed from the input when it can be.

use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;
use std::borrow::Cow;
use std::fmt;

/// A map key, borrowed from the input when it can be (a key with an escape is unescaped into
/// a string of its own).
pub(crate) struct Key<'de>(pub(crate) Cow<'de, str>);

impl<'de> Key<'de> {
    /// The key handed on to a decoder that reads keys itself, as the map it came from would
    /// have handed it over: borrowed from the input if it was, owned if it was unescaped.
    pub(crate) fn hand_to<K, E>(self, seed: K) -> Result<K::Value, E>
    where
        K: de::DeserializeSeed<'de>,
        E: de::Error,
    {
        match self.0 {
            Cow::Borrowed(k) => seed.deserialize(de::value::BorrowedStrDeserializer::new(k)),
            Cow::Owned(k) => seed.deserialize(de::value::StringDeserializer::new(k)),
        }
    }
}

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a string key")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Borrowed(v)))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Owned(v.to_string())))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Owned(v)))
            }
        }
        d.deserialize_str(V)
    }
}
