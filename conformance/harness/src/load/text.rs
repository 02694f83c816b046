//! Reading JSON files strictly: UTF-8 without a byte-order mark, exactly one JSON value (no
//! trailing data), and errors that name the JSON path and what was expected.

use super::json_path::json_path;
use std::path::Path;

/// A file's text: UTF-8, without a byte-order mark. The error names the problem (and the byte
/// offset of invalid UTF-8).
pub fn read_text(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("can't read the file: {e}"))?;
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        return Err("the file starts with a byte-order mark; expected UTF-8 without one".into());
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        format!("the file is not UTF-8 (an invalid byte at offset {at}); expected UTF-8 JSON")
    })
}

/// Parses exactly one JSON value of type `T`; the error is (JSON path, message).
pub fn parse_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, (String, String)> {
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
