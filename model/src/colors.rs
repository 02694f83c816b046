//! Colors (CR 105): the five colors as a small set, read from mana costs (CR 202.2), color
//! indicators (CR 204) and token definitions (CR 111.3), listed in WUBRG order.
//!
//! The model gives an object colors only from those sources, as copy effects (707.2a), face and
//! flip status (710.1c, 712.8) and full-text effects (612.6) carry them; face-down objects
//! are colorless (708.2a). Effects that change colors directly (CR 105.3, layer 5: "becomes
//! red", "is colorless") and characteristic-defining abilities that set colors (Transguild
//! Courier's "is all colors") are not modelled.

/// The five colors in WUBRG order, by their mana-symbol letter and color word (CR 105.1,
/// 202.2a).
pub const WUBRG: [(char, &str); 5] = [
    ('W', "white"),
    ('U', "blue"),
    ('B', "black"),
    ('R', "red"),
    ('G', "green"),
];

/// A set of the five colors (CR 105.2); empty is colorless (CR 105.2c).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Colors(u8);

impl Colors {
    /// No color (CR 105.2c).
    pub const COLORLESS: Colors = Colors(0);

    /// The colors of the colored mana symbols in a mana cost, hybrid and Phyrexian symbols
    /// included (CR 202.2, 202.2c, 202.2d): `{2}{W/U}{B/P}` is white, blue and black.
    pub fn of_mana_cost(cost: &str) -> Colors {
        let mut out = Colors::COLORLESS;
        for sym in cost.split('{').skip(1).filter_map(|x| x.split('}').next()) {
            for ch in sym.chars() {
                out.insert_letter(ch);
            }
        }
        out
    }

    /// The colors of a color indicator (CR 204.2) or a token definition (CR 111.3), given as
    /// letters (`"R"`, as MTGJSON writes indicators) or color words (`"red"`, as rules text
    /// writes them); anything else is ignored.
    pub fn of_words<S: AsRef<str>>(words: &[S]) -> Colors {
        let mut out = Colors::COLORLESS;
        for w in words {
            let w = w.as_ref();
            for (i, (letter, word)) in WUBRG.iter().enumerate() {
                if w.eq_ignore_ascii_case(word) || w == letter.to_string() {
                    out.0 |= 1 << i;
                }
            }
        }
        out
    }

    fn insert_letter(&mut self, ch: char) {
        if let Some(i) = WUBRG.iter().position(|(l, _)| *l == ch) {
            self.0 |= 1 << i;
        }
    }

    /// Both sets' colors.
    pub fn union(self, other: Colors) -> Colors {
        Colors(self.0 | other.0)
    }

    /// Whether it has no color (CR 105.2c).
    pub fn is_colorless(self) -> bool {
        self.0 == 0
    }

    /// The colors' letters in WUBRG order (`["W", "U"]`).
    pub fn letters(self) -> Vec<String> {
        (WUBRG.iter().enumerate())
            .filter(|(i, _)| self.0 & (1 << i) != 0)
            .map(|(_, (l, _))| l.to_string())
            .collect()
    }

    /// The colors in words ("white and blue", "colorless").
    pub fn words(self) -> String {
        let w: Vec<&str> = (WUBRG.iter().enumerate())
            .filter(|(i, _)| self.0 & (1 << i) != 0)
            .map(|(_, (_, w))| *w)
            .collect();
        match w.as_slice() {
            [] => "colorless".into(),
            [one] => one.to_string(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Colors;

    #[test]
    fn mana_symbols_hybrid_and_phyrexian_count() {
        // CR 202.2c, 202.2d
        let c = Colors::of_mana_cost("{2}{G/W}{B/P}{C}{X}");
        assert_eq!(c.letters(), ["W", "B", "G"]);
        assert_eq!(c.words(), "white, black and green");
        assert!(Colors::of_mana_cost("{8}").is_colorless());
        assert_eq!(Colors::of_words(&["R", "green"]).letters(), ["R", "G"]);
    }
}
