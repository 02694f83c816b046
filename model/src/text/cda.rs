//! Characteristic-defining abilities (CR 604.3): static abilities that define an object's
//! colors, subtypes, power or toughness, as printed on it (or given by its creator or copied).
//!
//! Only the ones that define power and/or toughness are recognized: "Tarmogoyf's power is equal
//! to ... and its toughness is ...", "Nightmare's power and toughness are each equal to ...". A
//! copy effect that provides power and toughness ("except it's 7/7") doesn't copy them
//! (CR 707.9d). An ability that sets them only under a condition ("As long as ...") is no
//! characteristic-defining ability (CR 604.3a(5)) and doesn't start with the object's name, so
//! it is not recognized.

use super::seg::Seg;

/// Whether an ability (its segments) is a characteristic-defining ability that defines power
/// and/or toughness (CR 604.3a): it begins with a reference to the object itself followed by
/// "'s power" or "'s toughness", and says what that is "equal to".
pub fn defines_power_toughness(segs: &[Seg]) -> bool {
    let [Seg::SelfRef { .. }, rest @ ..] = segs else {
        return false;
    };
    let text: String = rest.iter().map(Seg::render).collect();
    let text = text.replace('\u{2019}', "'");
    (text.starts_with("'s power ") || text.starts_with("'s toughness "))
        && text.contains(" equal to ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::RefForm;

    fn line(name: &str, rest: &str) -> Vec<Seg> {
        vec![
            Seg::SelfRef {
                form: RefForm::FullName,
                printed: name.into(),
            },
            Seg::Text(rest.into()),
        ]
    }

    #[test]
    fn power_toughness_defining_abilities_are_recognized() {
        assert!(defines_power_toughness(&line(
            "Tarmogoyf",
            "'s power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1."
        )));
        assert!(defines_power_toughness(&line(
            "Nightmare",
            "'s power and toughness are each equal to the number of Swamps you control."
        )));
        assert!(!defines_power_toughness(&line(
            "Serra Avatar",
            " deals damage equal to its power to any target."
        )));
        assert!(!defines_power_toughness(&[Seg::Text(
            "As long as seven or more cards are in your graveyard, this creature's power is equal to 4."
                .into()
        )]));
    }
}
