//! Capabilities: what an engine declares it supports. The harness derives the capabilities
//! each question of a case needs from the case's contents and runs a question only on an
//! engine that declares all of them; anything else is a skip with its reason, never a pass.
//!
//! `truename capabilities` lists them; a hello naming an unknown capability is refused with
//! the nearest known name, so a typo can't silently skip cases.

use crate::question::QuestionKind;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Declares [`Capability`] with its wire names and descriptions, in one table.
macro_rules! capabilities {
    ($($(#[$doc:meta])* $variant:ident => $name:literal, $about:literal;)*) => {
        /// A capability, by its wire name (`"object:card"`, `"query:same_name"`, ...).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
        pub enum Capability {
            $($(#[$doc])* #[serde(rename = $name)] $variant,)*
        }

        impl Capability {
            /// Every capability, in the order `truename capabilities` lists them.
            pub const ALL: &'static [Capability] = &[$(Capability::$variant,)*];

            /// The wire name.
            pub fn name(self) -> &'static str {
                match self { $(Capability::$variant => $name,)* }
            }

            /// What it covers, in words.
            pub fn about(self) -> &'static str {
                match self { $(Capability::$variant => $about,)* }
            }
        }
    };
}

capabilities! {
    /// Card objects.
    ObjectCard => "object:card", "card objects";
    /// Tokens defined by a creator or given directly (CR 111.4).
    ObjectToken => "object:token", "tokens defined by a creator or given directly (CR 111.4)";
    /// Tokens created as copies (CR 707).
    ObjectTokenCopy => "object:token-copy", "tokens created as copies (CR 707)";
    /// Copies of spells (CR 707.10).
    ObjectSpellCopy => "object:spell-copy", "copies of spells (CR 707.10)";
    /// Face-down objects (CR 708, 406.3a).
    StatusFaceDown => "status:face-down", "face-down objects (CR 708, 406.3a)";
    /// Flipped flip cards (CR 710).
    StatusFlipped => "status:flipped", "flipped flip cards (CR 710)";
    /// Double-faced cards with their back face up (CR 712).
    StatusTransformed => "status:transformed", "double-faced cards with their back face up (CR 712)";
    /// Melded permanents (CR 713).
    StatusMelded => "status:melded", "melded permanents (CR 713)";
    /// Spells cast as one half, fused, as an Adventure, back face, face down.
    StatusCastAs => "status:cast-as", "spells cast as one half, fused, as an Adventure, back face, face down";
    /// Room doors unlocked (CR 709.5).
    StatusRoomDoors => "status:room-doors", "Room doors unlocked (CR 709.5)";
    /// Printed language and printed name (CR 201.2).
    Printing => "printing", "printed language and printed name (CR 201.2)";
    /// Objects linked to what they were before a zone change (CR 400.7, 201.5a).
    ZoneChange => "zone-change", "objects linked to what they were before a zone change (CR 400.7, 201.5a)";
    /// Split cards (CR 709).
    LayoutSplit => "layout:split", "split cards (CR 709)";
    /// Flip cards.
    LayoutFlip => "layout:flip", "flip cards";
    /// Transforming double-faced cards.
    LayoutTransform => "layout:transform", "transforming double-faced cards";
    /// Modal double-faced cards.
    LayoutModalDfc => "layout:modal-dfc", "modal double-faced cards";
    /// Meld cards.
    LayoutMeld => "layout:meld", "meld cards";
    /// Adventurer cards (CR 715).
    LayoutAdventure => "layout:adventure", "adventurer cards (CR 715)";
    /// Room cards.
    LayoutRoom => "layout:room", "Room cards";
    /// Interchangeable names (CR 201.3).
    NamesInterchangeable => "names:interchangeable", "interchangeable names (CR 201.3)";
    /// Objects in a hand (the battlefield needs no capability).
    ZoneHand => "zone:hand", "objects in a hand (the battlefield needs no capability)";
    /// Objects in a library.
    ZoneLibrary => "zone:library", "objects in a library";
    /// Objects in a graveyard.
    ZoneGraveyard => "zone:graveyard", "objects in a graveyard";
    /// Objects on the stack.
    ZoneStack => "zone:stack", "objects on the stack";
    /// Objects in exile.
    ZoneExile => "zone:exile", "objects in exile";
    /// Objects in the command zone.
    ZoneCommand => "zone:command", "objects in the command zone";
    /// Copy effects (layer 1a, CR 707).
    EffectCopy => "effect:copy", "copy effects (layer 1a, CR 707)";
    /// Color-word, land-type and creature-type swaps (CR 612.2).
    EffectWordSwap => "effect:word-swap", "color-word, land-type and creature-type swaps (CR 612.2)";
    /// Exchange of Words (CR 612.5).
    EffectExchangeText => "effect:exchange-text", "Exchange of Words (CR 612.5)";
    /// Volrath's Shapeshifter (CR 612.6).
    EffectFullText => "effect:full-text", "Volrath's Shapeshifter (CR 612.6)";
    /// Spy Kit (CR 612.7).
    EffectAllNames => "effect:all-names", "Spy Kit (CR 612.7)";
    /// Name-setting effects (CR 612.8).
    EffectSetName => "effect:set-name", "name-setting effects (CR 612.8)";
    /// Name stickers (CR 612.9).
    EffectNameSticker => "effect:name-sticker", "name stickers (CR 612.9)";
    /// Splice (CR 612.10).
    EffectSplice => "effect:splice", "splice (CR 612.10)";
    /// Gaining another object's abilities (CR 201.5b).
    EffectGainAbilities => "effect:gain-abilities", "gaining another object's abilities (CR 201.5b)";
    /// Abilities granted by another object (CR 201.5a, 612.3).
    EffectGrantAbility => "effect:grant-ability", "abilities granted by another object (CR 201.5a, 612.3)";
    /// Copy effects with type or power/toughness exceptions (CR 707.9b).
    EffectCopyExceptTypes => "effect:copy-except-types", "copy effects with type or power/toughness exceptions: \"isn't legendary\", \"except it's 1/1\" (CR 707.9b)";
    /// Copy effects that don't copy color (CR 707.9c).
    EffectCopyKeepsColor => "effect:copy-keeps-color", "copy effects that don't copy color: \"except it doesn't copy that creature's color\" (CR 707.9c)";
    /// Copy exceptions that give several abilities, or the quoted abilities and keywords an
    /// ability names (CR 707.9a).
    EffectCopyExceptAbilities => "effect:copy-except-abilities", "copy exceptions that give several abilities, or the quoted abilities and keywords an ability names: Heat Shimmer, Sakashima the Impostor (CR 707.9a)";
    /// Copies of spells with exceptions: "the copy isn't legendary" (CR 707.9b, 707.10).
    ObjectSpellCopyExcept => "object:spell-copy-except", "copies of spells with exceptions: \"the copy isn't legendary\" (CR 707.9b, 707.10)";
    /// Casting a copy of a card (Isochron Scepter; CR 707.12).
    CastCopy => "cast:copy", "casting a copy of a card: Isochron Scepter (CR 707.12)";
    /// Type-changing effects (layer 4, CR 205.1, 613.1d).
    EffectChangeTypes => "effect:change-types", "type-changing effects (layer 4, CR 205.1, 613.1d)";
    /// Losing all abilities (layer 6, CR 613.1f).
    EffectLoseAbilities => "effect:lose-abilities", "losing all abilities (layer 6, CR 613.1f)";
    /// Setting base power and toughness (layer 7b, CR 613.4b).
    EffectSetPowerToughness => "effect:set-power-toughness", "setting base power and toughness (layer 7b, CR 613.4b)";
    /// Merged permanents: cards mutated over or under a permanent (CR 702.140, 728).
    StatusMerged => "status:merged", "merged permanents: cards mutated over or under a permanent (CR 702.140, 728)";
    /// Names query.
    QueryNames => "query:names", "names query";
    /// Same_name query.
    QuerySameName => "query:same_name", "same_name query";
    /// Different_names query.
    QueryDifferentNames => "query:different_names", "different_names query";
    /// Different_name_from query.
    QueryDifferentNameFrom => "query:different_name_from", "different_name_from query";
    /// N_or_more_different_names query.
    QueryNOrMoreDifferentNames => "query:n_or_more_different_names", "n_or_more_different_names query";
    /// Is_named query.
    QueryIsNamed => "query:is_named", "is_named query";
    /// Choose_card_name query.
    QueryChooseCardName => "query:choose_card_name", "choose_card_name query";
    /// Castable query.
    QueryCastable => "query:castable", "castable query";
    /// Reference_target query.
    QueryReferenceTarget => "query:reference_target", "reference_target query";
    /// Text query.
    QueryText => "query:text", "text query";
    /// Type_line query.
    QueryTypeLine => "query:type_line", "type_line query";
    /// Token_name query.
    QueryTokenName => "query:token_name", "token_name query";
    /// Deck_copies query.
    QueryDeckCopies => "query:deck_copies", "deck_copies query";
    /// Color_identity query.
    QueryColorIdentity => "query:color_identity", "color_identity query";
    /// Legend_rule query (CR 704.5j).
    QueryLegendRule => "query:legend_rule", "legend_rule query (CR 704.5j)";
    /// Mana_cost query.
    QueryManaCost => "query:mana_cost", "mana_cost query";
    /// Power_toughness query.
    QueryPowerToughness => "query:power_toughness", "power_toughness query";
    /// Has_type query.
    QueryHasType => "query:has_type", "has_type query";
    /// Colors query (CR 105.2, 202.2).
    QueryColors => "query:colors", "colors query (CR 105.2, 202.2)";
    /// Is_token query (CR 111.1, 728.2d).
    QueryIsToken => "query:is_token", "is_token query (CR 111.1, 728.2d)";
}

impl Capability {
    /// The capability a question kind needs (`query:<kind>`).
    pub fn for_question(kind: QuestionKind) -> Capability {
        match kind {
            QuestionKind::Names => Capability::QueryNames,
            QuestionKind::SameName => Capability::QuerySameName,
            QuestionKind::DifferentNames => Capability::QueryDifferentNames,
            QuestionKind::DifferentNameFrom => Capability::QueryDifferentNameFrom,
            QuestionKind::NOrMoreDifferentNames => Capability::QueryNOrMoreDifferentNames,
            QuestionKind::IsNamed => Capability::QueryIsNamed,
            QuestionKind::ChooseCardName => Capability::QueryChooseCardName,
            QuestionKind::Castable => Capability::QueryCastable,
            QuestionKind::ReferenceTarget => Capability::QueryReferenceTarget,
            QuestionKind::Text => Capability::QueryText,
            QuestionKind::TypeLine => Capability::QueryTypeLine,
            QuestionKind::TokenName => Capability::QueryTokenName,
            QuestionKind::DeckCopies => Capability::QueryDeckCopies,
            QuestionKind::ColorIdentity => Capability::QueryColorIdentity,
            QuestionKind::LegendRule => Capability::QueryLegendRule,
            QuestionKind::ManaCost => Capability::QueryManaCost,
            QuestionKind::PowerToughness => Capability::QueryPowerToughness,
            QuestionKind::HasType => Capability::QueryHasType,
            QuestionKind::Colors => Capability::QueryColors,
            QuestionKind::IsToken => Capability::QueryIsToken,
        }
    }
}

crate::named::named!(Capability, "capability");
