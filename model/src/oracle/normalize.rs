//! Name normalization: the one rule by which input names resolve to Oracle names.
//!
//! Names arrive from case files, engines and players spelled in many ways. Each input is
//! reduced to a *lookup key* by [`lookup_key`], and the key is looked up among the keys of all
//! Oracle names (card names, face names and alternate names). A key that matches nothing, or
//! that matches two different Oracle names, is an error: the model never guesses.
//!
//! The rule, in order:
//! 1. curly apostrophes and quotes (`’ ‘ ‛ ′`, `“ ” ″`) become straight ones (`'`, `"`);
//! 2. `Æ`/`æ` become `Ae`/`ae` (MTGJSON's `asciiName` spelling);
//! 3. Unicode canonical decomposition (NFD), then every combining mark is dropped, so
//!    `Lim-Dûl` and `Lim-Dul` meet;
//! 4. letters are lower-cased (Unicode simple lower case);
//! 5. runs of white space become one space, and leading/trailing space is dropped;
//! 6. the split/multi-face separator is normalized: `//`, ` // `, `/ /` and a lone ` / `
//!    between words all become ` // `.
//!
//! After resolution, Oracle names compare *exactly* (CR 201.2: a card's name is its English
//! Oracle name, whatever the printed language); interchangeable names (CR 201.3) are handled
//! by the Oracle's name groups, not by normalization.

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// Reduces a name to its lookup key (see the module docs for the rule).
pub fn lookup_key(input: &str) -> String {
    // Steps 1-4 leave nothing to do on ASCII text but lower-casing (no curly quotes, no
    // ligature, NFD is the identity and there is no combining mark).
    let folded = if input.is_ascii() {
        input.to_ascii_lowercase()
    } else {
        fold_unicode(input)
    };
    if steps_5_and_6_leave_alone(&folded) {
        return folded;
    }
    join_and_separate(&folded)
}

/// Whether steps 5 and 6 leave `folded` as it is: no slash, no white space but single spaces
/// between other characters (none leading, none trailing, no run of two). One pass over the
/// characters: every name of every question goes through here.
fn steps_5_and_6_leave_alone(folded: &str) -> bool {
    // A space right at the start counts as following a space, so it is refused as a run.
    let mut after_space = true;
    for c in folded.chars() {
        if c == '/' || (c.is_whitespace() && c != ' ') {
            return false;
        }
        if c == ' ' {
            if after_space {
                return false;
            }
            after_space = true;
        } else {
            after_space = false;
        }
    }
    // A trailing space is refused; the empty name has none.
    !after_space || folded.is_empty()
}

/// Steps 1-4 of the rule on any text.
fn fold_unicode(input: &str) -> String {
    let mut s = String::with_capacity(input.len());
    for c in input.chars() {
        match c {
            '\u{2019}' | '\u{2018}' | '\u{201B}' | '\u{2032}' => s.push('\''),
            '\u{201C}' | '\u{201D}' | '\u{2033}' => s.push('"'),
            'Æ' => s.push_str("Ae"),
            'æ' => s.push_str("ae"),
            _ => s.push(c),
        }
    }
    s.nfd()
        .filter(|c| !is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Steps 5 and 6 of the rule.
fn join_and_separate(folded: &str) -> String {
    let words: Vec<&str> = folded.split_whitespace().collect();
    let joined = words.join(" ");
    // Separator: any run of slashes (with optional spaces) between two parts becomes " // ".
    let mut out = String::with_capacity(joined.len());
    let mut chars = joined.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '/' {
            while matches!(chars.peek(), Some('/') | Some(' ')) {
                chars.next();
            }
            while out.ends_with(' ') {
                out.pop();
            }
            out.push_str(" // ");
        } else {
            out.push(c);
        }
    }
    out.trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::{lookup_key, steps_5_and_6_leave_alone};

    #[test]
    fn the_one_pass_check_is_the_four_conditions() {
        let old = |f: &str| {
            !f.contains(|c: char| c == '/' || (c.is_whitespace() && c != ' '))
                && !f.contains("  ")
                && !f.starts_with(' ')
                && !f.ends_with(' ')
        };
        let inputs = [
            "",
            " ",
            "  ",
            "a",
            "a b",
            "a  b",
            " a",
            "a ",
            "a/b",
            "a // b",
            "a\tb",
            "a\u{a0}b",
            "lim-dûl's vault",
            "fire / ice",
            "x y z",
            "x y  z",
            "ab ",
            " ab",
            "a\nb",
            "é è",
        ];
        for i in inputs {
            assert_eq!(steps_5_and_6_leave_alone(i), old(i), "{i:?}");
        }
    }

    #[test]
    fn apostrophes_case_and_space_fold() {
        assert_eq!(
            lookup_key("Liliana’s  Contract"),
            lookup_key("liliana's contract")
        );
    }

    #[test]
    fn ae_ligature_and_diacritics_fold() {
        assert_eq!(lookup_key("Æther Vial"), "aether vial");
        assert_eq!(
            lookup_key("Lim-Dûl the Necromancer"),
            "lim-dul the necromancer"
        );
    }

    #[test]
    fn separator_forms_fold() {
        for s in ["Fire // Ice", "Fire//Ice", "fire / ice", "FIRE  //  ICE"] {
            assert_eq!(lookup_key(s), "fire // ice", "{s}");
        }
    }

    #[test]
    fn the_ascii_shortcut_agrees_with_the_full_rule() {
        let full = |s: &str| super::join_and_separate(&super::fold_unicode(s));
        for s in [
            "Grizzly Bears",
            " Grizzly  Bears ",
            "Fire//Ice",
            "a\tb",
            "x\u{b}y",
            "Renamed 12",
            "",
            " ",
            "A / B",
            "Lim-Dûl",
            "Liliana’s Contract",
            "Æther  Vial",
            "Æther\u{a0}Vial",
            "Fire\u{2003}// Ice",
        ] {
            assert_eq!(lookup_key(s), full(s), "{s:?}");
        }
    }
}
