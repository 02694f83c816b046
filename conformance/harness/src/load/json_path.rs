//! JSON paths in error messages.

/// Renders a JSON path unambiguously: `cases[2].objects[0].card`; keys that aren't plain
/// identifiers are quoted (`$[" "]`); the document root is `$`.
pub fn json_path(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut out = String::new();
    for seg in path.iter() {
        match seg {
            Segment::Seq { index } => out.push_str(&format!("[{index}]")),
            Segment::Map { key } | Segment::Enum { variant: key } => {
                let plain = key
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                    && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                if plain {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(key);
                } else {
                    if out.is_empty() {
                        out.push('$');
                    }
                    out.push_str(&format!("[{}]", serde_json::Value::String(key.clone())));
                }
            }
            Segment::Unknown => out.push_str("[?]"),
        }
    }
    if out.is_empty() {
        "$".into()
    } else {
        out
    }
}
