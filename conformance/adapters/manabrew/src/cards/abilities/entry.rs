// SPDX-License-Identifier: AGPL-3.0-or-later
//! One card's ability lines.

/// The ability lines of one card.
pub struct Abilities {
    /// The Oracle subset key (`"Fire // Ice"`).
    pub card: &'static str,
    /// `AlternateMode` of a multi-faced card (`Split`, `Adventure`, `DoubleFaced`, `Modal`,
    /// `Flip`, `Meld`).
    pub mode: Option<&'static str>,
    /// Lines for the whole card, written after the first face's header (`MeldPair:`).
    pub extra: &'static str,
    /// Ability lines per face (side a, side b).
    pub faces: &'static [&'static str],
}

impl Abilities {
    /// A card with no `AlternateMode` and no lines for the whole card: its ability lines.
    pub const fn plain(card: &'static str, faces: &'static [&'static str]) -> Abilities {
        Abilities {
            card,
            mode: None,
            extra: "",
            faces,
        }
    }

    /// A multi-faced card of `AlternateMode` `mode`, with no lines for the whole card: its
    /// ability lines per face.
    pub const fn multi(
        card: &'static str,
        mode: &'static str,
        faces: &'static [&'static str],
    ) -> Abilities {
        Abilities {
            card,
            mode: Some(mode),
            extra: "",
            faces,
        }
    }
}
