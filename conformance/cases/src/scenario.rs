//! The board a case describes: its objects and the continuous effects in force (the
//! `objects` and `effects` of a case file, sent to engines unchanged).

pub use crate::abilities::{AbilityRef, AbilityRefs};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// What an engine is asked to build: the case's objects and effects, with the case's id and
/// rules for its logs. Never holds an expected answer.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The case's id (for the engine's logs).
    pub id: String,
    /// Rule numbers the case tests (informational for engines).
    #[serde(default)]
    pub rules: Vec<String>,
    /// Objects in the snapshot.
    #[serde(default)]
    pub objects: Vec<CaseObject>,
    /// Continuous effects in force.
    #[serde(default)]
    pub effects: Vec<CaseEffect>,
}

/// A zone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// Library.
    Library,
    /// Hand.
    Hand,
    /// Battlefield (the default).
    #[default]
    Battlefield,
    /// Graveyard.
    Graveyard,
    /// Stack.
    Stack,
    /// Exile.
    Exile,
    /// Command zone.
    Command,
}

/// How a card on the stack is being cast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CastAs {
    /// The left half of a split card or Room.
    LeftHalf,
    /// The right half.
    RightHalf,
    /// Both halves (fuse).
    Fused,
    /// As an Adventure.
    Adventure,
    /// With its back face up: a modal double-faced card's back face, or a transforming
    /// double-faced card cast transformed (disturb; CR 712.11a-b, 702.146a).
    BackFace,
    /// Face down (morph, disguise).
    FaceDown,
}

/// An object in the snapshot. Exactly one of `card`, `token`, `spell_copy_of` is given.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseObject {
    /// Id, unique within the case.
    pub id: String,
    /// A card, by English Oracle name (normalized on load).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// A token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<TokenSpec>,
    /// A copy of a spell (CR 707.10): the id of the copied spell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell_copy_of: Option<String>,
    /// With `spell_copy_of`: "except its name is ..." (CR 707.9b, 707.10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub except_name: Option<String>,
    /// With `spell_copy_of`: types the copy also has (CR 707.9b, 707.10).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub except_add_types: Vec<String>,
    /// With `spell_copy_of`: types the copy doesn't have ("except the copy isn't legendary",
    /// Double Major; CR 707.9b, 707.10).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub except_remove_types: Vec<String>,
    /// Zone (default battlefield).
    #[serde(default = "default_zone")]
    pub zone: Zone,
    /// Owner (default "p1").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// Controller.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<String>,
    /// Face down (CR 708).
    #[serde(default, skip_serializing_if = "is_false")]
    pub face_down: bool,
    /// Flipped (CR 710).
    #[serde(default, skip_serializing_if = "is_false")]
    pub flipped: bool,
    /// Back face up (CR 712).
    #[serde(default, skip_serializing_if = "is_false")]
    pub transformed: bool,
    /// The melded permanent of a meld pair (CR 713).
    #[serde(default, skip_serializing_if = "is_false")]
    pub melded: bool,
    /// On the stack: how it is cast.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cast_as: Option<CastAs>,
    /// Room doors unlocked: "left", "right".
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unlocked: Vec<Door>,
    /// The printing's language and printed name (never its name, CR 201.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed: Option<Printed>,
    /// The object it was before it changed zones (CR 400.7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous: Option<String>,
    /// The ability (of an object in the case) that moved it here from `previous`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moved_by: Option<AbilityRef>,
    /// Cards merged with this permanent by mutate, in the order they merged, each over or under
    /// the cards already there (CR 702.140c, 728.2); the permanent's name is its topmost card's
    /// (CR 702.140e).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub merged: Vec<MergedCard>,
}

/// A card, or a token copy of one, merged with a permanent (mutate).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MergedCard {
    /// The card, by English Oracle name.
    pub card: String,
    /// Put on top of the permanent (else under it).
    #[serde(default, skip_serializing_if = "is_false")]
    pub on_top: bool,
    /// The component is a token copy of the card, not the card: a copy of a mutating creature
    /// spell that merged as it resolved (707.10f, 702.140c). A merged permanent is a token only
    /// if its topmost component is one (728.2d).
    #[serde(default, skip_serializing_if = "is_false")]
    pub token: bool,
}

pub(crate) fn is_false(b: &bool) -> bool {
    !*b
}

fn default_zone() -> Zone {
    Zone::Battlefield
}

/// A Room door.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Door {
    /// The left door.
    Left,
    /// The right door.
    Right,
}

/// A printing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Printed {
    /// Language, e.g. "Japanese".
    pub language: String,
    /// The name as printed.
    pub name: String,
}

/// How a token came to be. Exactly one of `created_by`, `copy_of`, `subtypes`/`name`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenSpec {
    /// Created by an ability of this object (a spell, or a permanent with the ability).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_by: Option<String>,
    /// Which of the creator's abilities (default: the first that creates a token).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ability: Option<usize>,
    /// When it was created (effects with earlier timestamps shaped it, CR 612.2a).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<u64>,
    /// Created as a copy of this object.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copy_of: Option<String>,
    /// With a copy: "except its name is ...".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub except_name: Option<String>,
    /// With a copy: types it also has ("except it's legendary"; CR 707.9b).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub except_add_types: Vec<String>,
    /// With a copy: types it doesn't have ("except it isn't legendary"; CR 707.9b).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub except_remove_types: Vec<String>,
    /// With a copy: "except it's 1/1" (CR 707.9b), as `"1/1"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub except_power_toughness: Option<String>,
    /// With a copy: "except it has this ability" — one ability or a list (CR 707.9a).
    #[serde(default, skip_serializing_if = "AbilityRefs::is_empty")]
    pub except_has_ability: AbilityRefs,
    /// With a copy: the abilities each of these abilities says the copy has, its quoted
    /// abilities and keywords ("except it has haste and \"At the beginning of the end step,
    /// exile this token.\"", Heat Shimmer; CR 707.9a).
    #[serde(default, skip_serializing_if = "AbilityRefs::is_empty")]
    pub except_has_quoted: AbilityRefs,
    /// Given directly: the name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Given directly: subtypes (the name is these plus "Token" when no name is given).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    /// Given directly: card types.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<String>,
}

/// The role of a swapped word (CR 612.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Color word (Sleight of Mind, Mind Bend).
    Color,
    /// Basic land type (Mind Bend, Magical Hack).
    LandType,
    /// Creature type (Artificial Evolution).
    CreatureType,
}

/// A continuous effect, as what a real card does, with its timestamp. In JSON its fields sit
/// beside the [`EffectKind`]'s (`"effect": "set_name"`, ...), which refuses unknown fields.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseEffect {
    /// Timestamp (CR 613.7).
    pub timestamp: u64,
    /// The object producing the effect (the Spy Kit, the Artificial Evolution, ...).
    pub source: Option<String>,
    /// For an Equipment's or Aura's effect: when it became attached (CR 613.7e).
    pub attached_at: Option<u64>,
    /// What it does.
    pub kind: EffectKind,
}

/// A [`CaseEffect`] as it is written: its own fields, then the kind's (`effect` and the rest),
/// serialized straight, without a JSON map in between.
#[derive(Serialize)]
struct WireEffect<'a> {
    timestamp: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    source: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attached_at: Option<u64>,
    #[serde(flatten)]
    kind: &'a EffectKind,
}

impl Serialize for CaseEffect {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        WireEffect {
            timestamp: self.timestamp,
            source: self.source.as_deref(),
            attached_at: self.attached_at,
            kind: &self.kind,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for CaseEffect {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CaseEffect, D::Error> {
        let mut map = serde_json::Map::<String, serde_json::Value>::deserialize(d)?;
        let timestamp = crate::flat::take(&mut map, "timestamp")?
            .ok_or_else(|| serde::de::Error::missing_field("timestamp"))?;
        let source = crate::flat::take(&mut map, "source")?;
        let attached_at = crate::flat::take(&mut map, "attached_at")?;
        let kind = crate::flat::rest(map)?;
        Ok(CaseEffect {
            timestamp,
            source,
            attached_at,
            kind,
        })
    }
}

impl JsonSchema for CaseEffect {
    fn schema_name() -> String {
        "CaseEffect".into()
    }

    /// [`EffectKind`]'s schema (one object per kind), each with `timestamp`, `source` and
    /// `attached_at` beside the kind's own fields.
    fn json_schema(gen: &mut schemars::gen::SchemaGenerator) -> schemars::schema::Schema {
        let timestamp = gen.subschema_for::<u64>();
        let source = gen.subschema_for::<Option<String>>();
        let attached_at = gen.subschema_for::<Option<u64>>();
        crate::flat::extend_variants(
            EffectKind::json_schema(gen),
            &[
                ("timestamp", timestamp, true),
                ("source", source, false),
                ("attached_at", attached_at, false),
            ],
        )
    }
}

/// What an effect does.
// Its variants and fields are written again, externally tagged, in `tagged/effect.rs`, for the
// protocol's tag-first decoder: the compiler refuses a variant or field missing there, the
// tests an attribute that differs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "effect", rename_all = "snake_case", deny_unknown_fields)]
pub enum EffectKind {
    /// `object` becomes a copy of `of` (Clone; The Ever-Changing 'Dane with `except_has_ability`).
    Copy {
        /// The copying object.
        object: String,
        /// The copied object.
        of: String,
        /// "except its name is ...".
        #[serde(default, skip_serializing_if = "Option::is_none")]
        except_name: Option<String>,
        /// "except it has this ability": one ability or a list (CR 707.9a).
        #[serde(default, skip_serializing_if = "AbilityRefs::is_empty")]
        except_has_ability: AbilityRefs,
        /// The abilities each of these abilities says the copy has: its quoted abilities and
        /// keywords ("except it has \"{2}{U}{U}: Return Sakashima the Impostor ...\"";
        /// CR 707.9a). A name in a quoted ability of the copy's own effect means the copy; in
        /// another object's, that object (CR 201.5a).
        #[serde(default, skip_serializing_if = "AbilityRefs::is_empty")]
        except_has_quoted: AbilityRefs,
        /// "except it's legendary", "... in addition to its other types" (CR 707.9b).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        except_add_types: Vec<String>,
        /// "except it isn't legendary" (Spark Double; CR 707.9b).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        except_remove_types: Vec<String>,
        /// "except it's 1/1" (CR 707.9b), as `"1/1"`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        except_power_toughness: Option<String>,
        /// "except it doesn't copy that creature's color" (Vesuvan Doppelganger; CR 707.9c): it
        /// keeps the colors it had.
        #[serde(default, skip_serializing_if = "is_false")]
        except_keeps_color: bool,
    },
    /// Replace a word used as `role` (Artificial Evolution, Mind Bend, Sleight of Mind).
    WordSwap {
        /// The changed object.
        object: String,
        /// Which words.
        role: Role,
        /// Old word.
        from: String,
        /// New word.
        to: String,
    },
    /// Exchange of Words: exchange the rules text of `a` and `b`.
    ExchangeText {
        /// One object.
        a: String,
        /// The other.
        b: String,
    },
    /// Volrath's Shapeshifter: `object` has the full text of `of`.
    FullText {
        /// The changed object.
        object: String,
        /// The object whose text it has.
        of: String,
    },
    /// Spy Kit: `object` has all names of nonlegendary creature cards.
    AllNames {
        /// The equipped object.
        object: String,
    },
    /// A name-setting effect: `object`'s name becomes `name` (CR 612.8).
    SetName {
        /// The renamed object.
        object: String,
        /// The name.
        name: String,
    },
    /// A name sticker adds `word` to `object`'s name (CR 612.9).
    NameSticker {
        /// The object.
        object: String,
        /// The sticker's word.
        word: String,
        /// Position among the name's words (default: the blank, else the front).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        position: Option<usize>,
    },
    /// Splice: `card`'s text is added to `spell` (CR 612.10).
    Splice {
        /// The spell.
        spell: String,
        /// The card with splice.
        card: String,
    },
    /// Quicksilver Elemental: `object` gains the abilities of `from`.
    GainAbilities {
        /// The gaining object.
        object: String,
        /// The object gained from.
        from: String,
        /// Only activated abilities.
        #[serde(default, skip_serializing_if = "is_false")]
        activated_only: bool,
    },
    /// A type-changing effect (layer 4): card types set, subtypes set (each replacing the
    /// subtypes of its set), types removed, types added "in addition to its other types" — in
    /// that order (Xenograft, Conspiracy, Psychic Paper's creature type, Witness Protection;
    /// CR 205.1, 613.1d). Words: card types, supertypes or subtypes.
    ChangeTypes {
        /// The changed object.
        object: String,
        /// The card types it now has.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        set_types: Option<Vec<String>>,
        /// Subtypes it now has, each replacing the subtypes of its set.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        set_subtypes: Option<Vec<String>>,
        /// Types it loses.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        remove: Vec<String>,
        /// Types it gains in addition to its other types.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        add: Vec<String>,
    },
    /// `object` loses all abilities (Witness Protection; layer 6, CR 613.1f).
    LoseAllAbilities {
        /// The object.
        object: String,
    },
    /// `object` has base power and toughness `power_toughness`, e.g. `"1/1"` (Witness
    /// Protection; layer 7b, CR 613.4b).
    SetPowerToughness {
        /// The object.
        object: String,
        /// `"P/T"`.
        power_toughness: String,
    },
    /// An Equipment or Aura grants `object` the abilities in ability `ability` of `by`: quoted
    /// abilities and keywords written without quotes ("has reach and \"...\"", "has first
    /// strike, trample, and haste"; CR 702.1, 201.5a).
    GrantAbility {
        /// The receiving object.
        object: String,
        /// The granting object.
        by: String,
        /// Index of the granting ability.
        ability: usize,
    },
}

impl EffectKind {
    /// `object` becomes a copy of `of`, with no exception (CR 707.2).
    pub fn copy(object: impl Into<String>, of: impl Into<String>) -> EffectKind {
        EffectKind::Copy {
            object: object.into(),
            of: of.into(),
            except_name: None,
            except_has_ability: AbilityRefs::default(),
            except_has_quoted: AbilityRefs::default(),
            except_add_types: vec![],
            except_remove_types: vec![],
            except_power_toughness: None,
            except_keeps_color: false,
        }
    }
}
