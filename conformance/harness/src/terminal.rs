//! Text from an engine (or a corpus) on its way to a terminal: the human report and the
//! engine's stderr passed through. An engine must not be able to move the cursor, clear the
//! screen, set the window title, or start a line of its own that reads like the suite's
//! ("180 passed, 0 failed"), so every control character (C0 but the tab, DEL, C1: escape
//! sequences, carriage returns, newlines), every bidirectional control and the Unicode line
//! and paragraph separators are shown escaped (`\u{1b}`, `\n`, `\r`) instead.

use std::borrow::Cow;

/// Whether `c` changes what a terminal shows other than by printing itself.
fn unsafe_for_terminals(c: char) -> bool {
    (c.is_control() && c != '\t')
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{2028}' | '\u{2029}'
        )
        || ('\u{202A}'..='\u{202E}').contains(&c)
        || ('\u{2066}'..='\u{2069}').contains(&c)
}

/// `text` with every character a terminal would act on shown escaped (see the module docs);
/// borrowed when there is none.
pub fn escape(text: &str) -> Cow<'_, str> {
    if !text.chars().any(unsafe_for_terminals) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if unsafe_for_terminals(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn escape_sequences_and_line_breaks_are_shown_not_acted_on() {
        let hostile = "x\u{1b}]0;title\u{7}\u{1b}[2J\r\n180 passed\u{9b}\u{202e}\u{2028}\tend";
        let shown = escape(hostile);
        assert_eq!(
            shown,
            "x\\u{1b}]0;title\\u{7}\\u{1b}[2J\\r\\n180 passed\\u{9b}\\u{202e}\\u{2028}\tend"
        );
        assert!(matches!(
            escape("plain – text"),
            std::borrow::Cow::Borrowed(_)
        ));
    }
}
