//! Reading JSON files strictly: UTF-8 without a byte-order mark, exactly one JSON value (no
//! trailing data), and errors that name the JSON path and what was expected.

use super::json_path::json_path;
use std::path::Path;

/// The largest file read (64 MiB): a case or expectation file is far smaller, and a link to
/// `/dev/zero` or an endless file must not fill memory.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// A file's bytes, if it is a regular file of at most [`MAX_FILE_BYTES`]. It is opened without
/// blocking (a FIFO with no writer would hang the run) and checked on the open file.
fn read_regular(path: &Path) -> Result<Vec<u8>, String> {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let cant = |e: std::io::Error| format!("can't read the file: {e}");
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(cant)?;
    if !file.metadata().map_err(cant)?.is_file() {
        return Err("not a regular file (a FIFO, device or socket); expected a JSON file".into());
    }
    let mut bytes = Vec::new();
    (file.take(MAX_FILE_BYTES + 1))
        .read_to_end(&mut bytes)
        .map_err(cant)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(format!(
            "the file is larger than {MAX_FILE_BYTES} bytes, the limit; expected a JSON file"
        ));
    }
    Ok(bytes)
}

/// A file's text: a regular file of at most [`MAX_FILE_BYTES`], UTF-8, without a byte-order
/// mark. The error names the problem (and the byte offset of invalid UTF-8).
pub fn read_text(path: &Path) -> Result<String, String> {
    let bytes = read_regular(path)?;
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        return Err("the file starts with a byte-order mark; expected UTF-8 without one".into());
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        format!("the file is not UTF-8 (an invalid byte at offset {at}); expected UTF-8 JSON")
    })
}

/// Parses exactly one JSON value of type `T`, with no object holding a key twice (see
/// [`NoDuplicateKeys`]); the error is (JSON path, message).
pub fn parse_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, (String, String)> {
    let value = parse_one::<T>(text)?;
    parse_one::<NoDuplicateKeys>(text)?;
    Ok(value)
}

/// Any JSON value in which no object holds a key twice. Serde refuses a duplicate field of a
/// plain struct, but a tagged or flattened one (an effect, a query) buffers its fields and the
/// last value wins silently: this walk refuses a duplicate anywhere, with its JSON path.
pub struct NoDuplicateKeys;

impl<'de> serde::Deserialize<'de> for NoDuplicateKeys {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NoDuplicateKeys)
    }
}

impl<'de> serde::de::Visitor<'de> for NoDuplicateKeys {
    type Value = NoDuplicateKeys;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_i64<E>(self, _: i64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_u64<E>(self, _: u64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_f64<E>(self, _: f64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_str<E>(self, _: &str) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_unit<E>(self) -> Result<Self, E> {
        Ok(self)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self, A::Error> {
        while seq.next_element::<NoDuplicateKeys>()?.is_some() {}
        Ok(self)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self, A::Error> {
        let mut seen = std::collections::HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if !seen.insert(key.clone()) {
                return Err(serde::de::Error::custom(format!(
                    "duplicate field `{key}`: expected each key once in an object"
                )));
            }
            map.next_value::<NoDuplicateKeys>()?;
        }
        Ok(self)
    }
}

/// Parses exactly one JSON value of type `T`; the error is (JSON path, message).
fn parse_one<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, (String, String)> {
    let de = &mut serde_json::Deserializer::from_str(text);
    let value: T = serde_path_to_error::deserialize(&mut *de).map_err(|e| {
        let path = json_path(e.path());
        let inner = e.into_inner();
        let message = if inner.is_eof() {
            let (l, c) = (inner.line(), inner.column());
            format!("expected more JSON: the file ends early (line {l}, column {c})")
        } else {
            format!("{inner}")
        };
        (path, message)
    })?;
    de.end().map_err(|e| {
        let message = format!("expected the end of the file after one JSON value: {e}");
        ("$".to_string(), message)
    })?;
    Ok(value)
}
