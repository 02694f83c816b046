//! Deliberate bugs ("quirks") that turn the model into a mutant engine.
//!
//! Each quirk is one real-world bug class, switched on at exactly one point of the model's
//! evaluation (search for `Quirk::` to find it). The conformance suite runs the corpus and the
//! generators against every single-quirk model to prove it catches each bug class. The
//! reference model runs with no quirk.
//!
//! Only built with the `mutants` cargo feature: the default build has no `Quirk` type and no
//! deliberate bug. Every branch that implements a quirk is marked
//! `#[cfg(feature = "mutants")]`.

use crate::rule::{cr, Rule};
use serde::{Deserialize, Serialize};

/// One deliberate bug.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Quirk {
    /// Two nameless objects are treated as sharing a name (breaks CR 201.2a).
    NamelessShareName,
    /// Names are compared as printed, in the printing's language (breaks CR 201.2).
    PrintedLanguageNames,
    /// Interchangeable names are treated as different (breaks CR 201.3a, 201.4g).
    InterchangeableIgnored,
    /// "All names of nonlegendary creature cards" is dropped (breaks CR 612.7).
    AllNamesDropped,
    /// A later name-setting effect doesn't clear "all names" (breaks CR 612.8).
    AllNamesSurviveSetName,
    /// Nameless objects count as having different names (breaks CR 201.2b, 201.2c).
    DifferentNamesCountsNameless,
    /// "N or more with different names" is answered greedily in board order, not exactly.
    GreedyNOrMore,
    /// A split card off the stack has only its left half's name (breaks CR 709.4).
    SplitOneNameOffStack,
    /// A split card cast as one half still has both names on the stack (breaks CR 709.3).
    SplitBothOnStack,
    /// An adventurer card has its Adventure name off the stack too (breaks CR 715.4).
    AdventureNameOffStack,
    /// A word swap also rewrites matching words in names (breaks CR 612.2).
    WordSwapRenames,
    /// A token's name ignores text changes made to its creator first (breaks CR 612.2a).
    TokenNameIgnoresCreatorChange,
    /// Text changes to an object also change abilities granted to it (breaks CR 612.3).
    GrantedAbilityTextChanged,
    /// A gained ability's self-reference keeps meaning the old object (breaks CR 201.5b).
    GainedAbilityKeepsOldName,
    /// A granted ability's reference to its source means any object with that name
    /// (breaks CR 201.5a).
    SourceRefAnyNamed,
    /// A granted ability's reference follows its source through any zone change
    /// (breaks CR 201.5a's zone-change clause).
    SourceRefFollowsAnyZoneChange,
    /// A copy of a face-down permanent gets the face-up card's name (breaks CR 707.2, 708).
    FaceDownCopyNamed,
    /// Copy effects copy names set in layer 3 (breaks CR 707.2, 613).
    Layer3NamesCopied,
    /// Input names are compared as given, without Oracle normalization.
    NonCanonicalNameDistinct,
    /// A copy of a flip card takes its face from the original's flipped status instead of its
    /// own (breaks CR 707.3 and its Tomoya the Revealer example).
    FlipCopyUsesOriginalStatus,
    /// Keyword abilities that are activated abilities without a colon (equip, cycling, crew,
    /// ninjutsu) aren't recognized as activated abilities (breaks CR 602.1, 702.6a, 702.29a).
    KeywordActivatedNotRecognized,
    /// A keyword granted without quotes ("equipped creature has reach") becomes the whole
    /// granting text as an ability (breaks CR 702.1, 612.3).
    GrantedKeywordAsText,
    /// A granted ability's reference follows its source one zone change only (breaks CR 201.5a
    /// with 400.7 through several zone changes).
    SourceRefOneStep,
    /// "Named X" includes objects that have since changed zones (breaks CR 400.7).
    NamedCountsOldObjects,
    /// The legend rule groups legendary permanents by the card they are, not by their names
    /// (breaks CR 704.5j with 201.2a).
    LegendRuleByCardName,
    /// A token named from its subtypes is renamed when a type-changing effect changes them
    /// (breaks CR 111.4, 613.1d).
    TypeChangeRenamesToken,
    /// A merged permanent keeps the name of the permanent the card merged with, even with the
    /// mutating card on top (breaks CR 702.140e).
    MergedNameFromOriginal,
    /// A double-faced card cast with its back face up (disturb, "cast transformed") still has its
    /// front face's name on the stack (breaks CR 712.8c).
    BackFaceCastHasFrontName,
    /// Volrath's Shapeshifter's full text leaves its own mana cost and power/toughness (breaks
    /// CR 612.6).
    FullTextKeepsOwnPowerToughness,
    /// A copy of a merged permanent takes the face its flip-card components show from the
    /// original's flipped status instead of its own (breaks CR 707.2, 707.3, 728.2h).
    MergedCopyUsesOriginalStatus,
    /// Dependency loops among text-changing effects are seen only between two effects that
    /// depend on each other directly, not through a chain of three or more (breaks CR 613.8b
    /// with full-text and splice effects chained across objects).
    DependencyLoopsPairwise,
    /// Castability under a chosen name ignores the card's name stickers, though they stay on
    /// it on the stack (breaks CR 601.3e with 123.5, 123.6).
    CastabilityIgnoresStickers,
    /// A card that became a copy keeps its own printed colors instead of the copied ones
    /// (breaks CR 707.2a).
    CopyColorsFromOwnCard,
    /// A merged permanent's token status is the permanent it merged with's, even with a card
    /// merged on top (breaks CR 728.2d).
    MergedTokenFromOriginal,
    /// A copy effect that doesn't copy color ("except it doesn't copy that creature's color")
    /// copies it anyway (breaks CR 707.9c and 707.3's Vesuvan Doppelganger example).
    CopyKeepsColorIgnored,
    /// A copy effect that provides power and toughness ("except it's 7/7") still copies the
    /// characteristic-defining abilities that define them (breaks CR 707.9d).
    CdaCopiedDespiteException,
    /// A copy of a spell ignores the exceptions of the effect that copied it ("except the copy
    /// isn't legendary"; breaks CR 707.9b with 707.10).
    SpellCopyExceptionsIgnored,
    /// A cast copy of a card (Isochron Scepter) keeps the card's name stickers, which are not
    /// copied (breaks CR 707.12 with 707.2).
    CastCopyKeepsStickers,
}

impl Quirk {
    /// Every quirk, in declaration order.
    pub const ALL: &'static [Quirk] = &[
        Quirk::NamelessShareName,
        Quirk::PrintedLanguageNames,
        Quirk::InterchangeableIgnored,
        Quirk::AllNamesDropped,
        Quirk::AllNamesSurviveSetName,
        Quirk::DifferentNamesCountsNameless,
        Quirk::GreedyNOrMore,
        Quirk::SplitOneNameOffStack,
        Quirk::SplitBothOnStack,
        Quirk::AdventureNameOffStack,
        Quirk::WordSwapRenames,
        Quirk::TokenNameIgnoresCreatorChange,
        Quirk::GrantedAbilityTextChanged,
        Quirk::GainedAbilityKeepsOldName,
        Quirk::SourceRefAnyNamed,
        Quirk::SourceRefFollowsAnyZoneChange,
        Quirk::FaceDownCopyNamed,
        Quirk::Layer3NamesCopied,
        Quirk::NonCanonicalNameDistinct,
        Quirk::FlipCopyUsesOriginalStatus,
        Quirk::KeywordActivatedNotRecognized,
        Quirk::GrantedKeywordAsText,
        Quirk::SourceRefOneStep,
        Quirk::NamedCountsOldObjects,
        Quirk::LegendRuleByCardName,
        Quirk::TypeChangeRenamesToken,
        Quirk::MergedNameFromOriginal,
        Quirk::BackFaceCastHasFrontName,
        Quirk::FullTextKeepsOwnPowerToughness,
        Quirk::MergedCopyUsesOriginalStatus,
        Quirk::DependencyLoopsPairwise,
        Quirk::CastabilityIgnoresStickers,
        Quirk::CopyColorsFromOwnCard,
        Quirk::MergedTokenFromOriginal,
        Quirk::CopyKeepsColorIgnored,
        Quirk::CdaCopiedDespiteException,
        Quirk::SpellCopyExceptionsIgnored,
        Quirk::CastCopyKeepsStickers,
    ];

    /// The kebab-case name used on command lines (`mutant:<name>`).
    pub fn name(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    }

    /// Parses a kebab-case name.
    pub fn parse(s: &str) -> Option<Quirk> {
        serde_json::from_value(serde_json::Value::String(s.to_string())).ok()
    }

    /// The rule the quirk breaks.
    pub fn rule(self) -> Rule {
        match self {
            Quirk::NamelessShareName => cr!("201.2a"),
            Quirk::PrintedLanguageNames => cr!("201.2"),
            Quirk::InterchangeableIgnored => cr!("201.3a"),
            Quirk::AllNamesDropped => cr!("612.7"),
            Quirk::AllNamesSurviveSetName => cr!("612.8"),
            Quirk::DifferentNamesCountsNameless => cr!("201.2b"),
            Quirk::GreedyNOrMore => cr!("201.2b"),
            Quirk::SplitOneNameOffStack => cr!("709.4"),
            Quirk::SplitBothOnStack => cr!("709.3"),
            Quirk::AdventureNameOffStack => cr!("715.4"),
            Quirk::WordSwapRenames => cr!("612.2"),
            Quirk::TokenNameIgnoresCreatorChange => cr!("612.2a"),
            Quirk::GrantedAbilityTextChanged => cr!("612.3"),
            Quirk::GainedAbilityKeepsOldName => cr!("201.5b"),
            Quirk::SourceRefAnyNamed => cr!("201.5a"),
            Quirk::SourceRefFollowsAnyZoneChange => cr!("201.5a"),
            Quirk::FaceDownCopyNamed => cr!("707.2"),
            Quirk::Layer3NamesCopied => cr!("707.2"),
            Quirk::NonCanonicalNameDistinct => cr!("201.2"),
            Quirk::FlipCopyUsesOriginalStatus => cr!("707.3"),
            Quirk::KeywordActivatedNotRecognized => cr!("602.1"),
            Quirk::GrantedKeywordAsText => cr!("702.1"),
            Quirk::SourceRefOneStep => cr!("201.5a"),
            Quirk::NamedCountsOldObjects => cr!("400.7"),
            Quirk::LegendRuleByCardName => cr!("704.5j"),
            Quirk::TypeChangeRenamesToken => cr!("111.4"),
            Quirk::MergedNameFromOriginal => cr!("702.140e"),
            Quirk::BackFaceCastHasFrontName => cr!("712.8c"),
            Quirk::FullTextKeepsOwnPowerToughness => cr!("612.6"),
            Quirk::MergedCopyUsesOriginalStatus => cr!("728.2h"),
            Quirk::DependencyLoopsPairwise => cr!("613.8b"),
            Quirk::CastabilityIgnoresStickers => cr!("601.3e"),
            Quirk::CopyColorsFromOwnCard => cr!("707.2a"),
            Quirk::MergedTokenFromOriginal => cr!("728.2d"),
            Quirk::CopyKeepsColorIgnored => cr!("707.9c"),
            Quirk::CdaCopiedDespiteException => cr!("707.9d"),
            Quirk::SpellCopyExceptionsIgnored => cr!("707.10"),
            Quirk::CastCopyKeepsStickers => cr!("707.12"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Quirk;

    #[test]
    fn every_quirk_parses_back_from_its_name() {
        for &q in Quirk::ALL {
            assert_eq!(Quirk::parse(&q.name()), Some(q), "{q:?}");
        }
        let mut names: Vec<String> = Quirk::ALL.iter().map(|q| q.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Quirk::ALL.len());
    }
}
