//! Pools of real cards from the Oracle subset, grouped the way generators and the shrinker
//! need them (derived from the card data, never hard-coded lists).

use truename_model::oracle::{Card, Layout, Oracle};
use truename_model::text::{
    activated_keyword, copy_exception_abilities, defines_power_toughness, granted_abilities,
    parse_token_definition, Role, Seg,
};
use truename_model::Model;

/// A card category: cards of one layout, with normal cards split by what they exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    /// Nonlegendary creature with a single face.
    Creature,
    /// Legendary single-faced card.
    Legendary,
    /// Other single-faced card.
    Other,
    /// Split card (not a Room).
    Split,
    /// Room.
    Room,
    /// Flip card.
    Flip,
    /// Transforming double-faced card.
    Transform,
    /// Modal double-faced card.
    ModalDfc,
    /// Meld card.
    Meld,
    /// Adventurer card.
    Adventure,
}

/// The card pools.
#[derive(Clone, Debug, Default)]
pub struct Pools {
    /// Card names by category.
    pub by_category: Vec<(Category, Vec<String>)>,
    /// Cards whose text creates a token (the model can read it).
    pub token_makers: Vec<String>,
    /// Of those, the ones whose first token is named from its subtypes (CR 111.4), with the
    /// first subtype: a word swap on it renames tokens made later (CR 612.2a).
    pub subtype_token_makers: Vec<(String, String)>,
    /// Cards with an ability that grants a quoted ability ("has \"...\"").
    pub granters: Vec<(String, usize)>,
    /// Cards whose abilities refer to themselves by name.
    pub self_referencing: Vec<String>,
    /// Cards with a name in an interchangeable group.
    pub interchangeable: Vec<String>,
    /// Names a player or effect might say: Oracle names, interchangeable and alternate names,
    /// token names, and non-canonical spellings.
    pub said_names: Vec<String>,
    /// Words used in a role on some card, per role (for word swaps that change something).
    pub role_words: Vec<(Role, Vec<String>)>,
    /// Cards whose *names* contain a color word, land type or creature type (612.2 traps).
    pub role_named: Vec<(String, Role, String)>,
    /// Token makers whose token's ability refers to the maker by name (201.5a).
    pub source_ref_makers: Vec<String>,
    /// Cards with a keyword ability that is an activated ability without a colon: equip,
    /// cycling, crew, ninjutsu (CR 602.1, 702).
    pub keyword_activated: Vec<String>,
    /// Cards whose text says "named X" (CR 201.5): the card, the ability and the reference's
    /// index in it, and the name.
    pub named_references: Vec<(String, usize, usize, String)>,
    /// Creature cards with mutate (CR 702.140).
    pub mutators: Vec<String>,
    /// Abilities granting keywords without quotes ("equipped creature has first strike"),
    /// (card, ability index) (CR 702.1).
    pub keyword_granters: Vec<(String, usize)>,
    /// Nonlegendary creatures with a power/toughness-defining ability (CR 604.3), in the
    /// creature pool's order.
    pub power_toughness_cdas: Vec<String>,
    /// Cards (creature, legendary, other) with an ability that makes a copy "except it has
    /// ..." and that ability's index (Heat Shimmer, Sakashima the Impostor; CR 707.9a).
    pub copy_exception_givers: Vec<(String, usize)>,
}

/// The category of a card.
pub fn category(card: &Card) -> Category {
    let f = &card.faces[0];
    match card.layout {
        Layout::Split => Category::Split,
        Layout::Room => Category::Room,
        Layout::Flip => Category::Flip,
        Layout::Transform => Category::Transform,
        Layout::ModalDfc => Category::ModalDfc,
        Layout::Meld => Category::Meld,
        Layout::Adventure => Category::Adventure,
        Layout::Normal if f.type_line.has_supertype("Legendary") => Category::Legendary,
        Layout::Normal if f.type_line.has_type("Creature") => Category::Creature,
        Layout::Normal => Category::Other,
    }
}

/// Words of each role seen in rules text, keyed by role name (sorted output order).
type RoleWords = std::collections::BTreeMap<&'static str, (Role, Vec<String>)>;

/// Whether a segment refers to its object by name (not "this object"), CR 201.5.
fn names_itself(s: &Seg) -> bool {
    matches!(s, Seg::SelfRef { form, .. } if *form != truename_model::text::RefForm::ThisObject)
}

impl Pools {
    /// Pools from the model's Oracle.
    pub fn new(model: &Model) -> Pools {
        let o = &model.oracle;
        let mut p = Pools::default();
        let mut cats: std::collections::BTreeMap<Category, Vec<String>> = Default::default();
        let mut role_words = RoleWords::default();
        for card in o.cards() {
            let name = card.name.to_string();
            cats.entry(category(card)).or_default().push(name.clone());
            p.add_token_makers(card, &name);
            p.add_role_named(card, &name);
            p.add_abilities(card, &name, &mut role_words);
            p.add_said_names(o, card, &name);
            p.add_issue14(card, &name);
        }
        for (_, (role, mut words)) in role_words {
            words.sort();
            p.role_words.push((role, words));
        }
        p.add_spellings();
        p.by_category = cats.into_iter().collect();
        p.power_toughness_cdas = p.with_power_toughness_cda(o);
        p.copy_exception_givers = p.with_copy_exception_abilities(o);
        p
    }

    /// The creatures of the pools with a power/toughness-defining ability (CR 604.3).
    fn with_power_toughness_cda(&self, o: &Oracle) -> Vec<String> {
        let defines = |name: &String| {
            o.card_with_face(name).is_some_and(|(c, _)| {
                (c.faces.iter().flat_map(|f| f.abilities.iter()))
                    .any(|a| defines_power_toughness(&a.segs))
            })
        };
        let creatures = self.cards(Category::Creature);
        creatures.iter().filter(|n| defines(n)).cloned().collect()
    }

    /// The cards of the pools with an ability that makes a copy "except it has ..." and what
    /// that ability's index is (CR 707.9a).
    fn with_copy_exception_abilities(&self, o: &Oracle) -> Vec<(String, usize)> {
        let mut out = Vec::new();
        for cat in [Category::Creature, Category::Legendary, Category::Other] {
            for name in self.cards(cat) {
                let Some(face) = o.card_with_face(name).and_then(|(c, _)| c.faces.first()) else {
                    continue;
                };
                for (i, a) in face.abilities.iter().enumerate() {
                    let text: String = a.segs.iter().map(|s| s.render()).collect();
                    let gives = !copy_exception_abilities(&a.segs).is_empty();
                    if gives && text.contains("copy of") && text.contains("except") {
                        out.push((name.clone(), i));
                    }
                }
            }
        }
        out
    }

    /// Cards whose abilities create tokens, and those whose tokens name their creator.
    fn add_token_makers(&mut self, card: &Card, name: &str) {
        let abilities = &card.faces[0].abilities;
        let defs: Vec<_> = abilities
            .iter()
            .filter_map(|a| parse_token_definition(&a.segs))
            .collect();
        if !defs.is_empty() {
            self.token_makers.push(name.to_string());
        }
        if let Some(sub) = defs
            .first()
            .filter(|d| d.name.is_none())
            .and_then(|d| d.subtypes.first())
        {
            self.subtype_token_makers
                .push((name.to_string(), sub.clone()));
        }
        let refers_to_maker = defs
            .iter()
            .any(|d| d.abilities.iter().flatten().any(names_itself));
        if refers_to_maker {
            self.source_ref_makers.push(name.to_string());
        }
    }

    /// Cards whose name holds a color word or a creature or land type (CR 612.2).
    fn add_role_named(&mut self, card: &Card, name: &str) {
        for w in card.faces[0].name.split([' ', ',']) {
            for (role, key) in [
                (Role::Color, w.to_lowercase()),
                (Role::CreatureType, w.to_string()),
                (Role::LandType, w.to_string()),
            ] {
                if !w.is_empty()
                    && truename_model::text::is_role_word(role, &key)
                    && !self.role_named.iter().any(|(n, _, _)| n == name)
                {
                    self.role_named.push((name.to_string(), role, key));
                }
            }
        }
    }

    /// Keyword activated abilities, "named X" references and mutate (the rule areas of
    /// CR 602.1/702, 201.5 with 400.7, and 702.140).
    fn add_issue14(&mut self, card: &Card, name: &str) {
        let abilities = &card.faces[0].abilities;
        if abilities.iter().any(|a| {
            let t = a.render();
            activated_keyword(&t).is_some() && !t.contains(':')
        }) {
            self.keyword_activated.push(name.to_string());
        }
        for (i, a) in abilities.iter().enumerate() {
            let refs = a.segs.iter().filter(|s| s.is_reference()).enumerate();
            for (k, s) in refs {
                if let Seg::Named { name: n, .. } = s {
                    self.named_references
                        .push((name.to_string(), i, k, n.to_string()));
                }
            }
        }
        if abilities.iter().any(|a| a.render().starts_with("Mutate "))
            && card.faces[0].type_line.has_type("Creature")
        {
            self.mutators.push(name.to_string());
        }
    }

    /// Granting abilities, role words in rules text, and self-referencing cards.
    fn add_abilities(&mut self, card: &Card, name: &str, role_words: &mut RoleWords) {
        let abilities = &card.faces[0].abilities;
        for (i, a) in abilities.iter().enumerate() {
            let t = a.render();
            // A copy effect's exception ("a copy of ..., except it has \"...\"", CR 707.9b)
            // is no grant from a source: the grant pool leaves it out.
            let copy_exception = t.contains("copy of");
            if (t.contains("has \"") || t.contains("have \"")) && !copy_exception {
                self.granters.push((name.to_string(), i));
            }
            // Keywords granted without quotes (CR 702.1).
            let keywords = (t.starts_with("Equipped creature has") || t.contains(" have "))
                && !t.contains("has \"")
                && !granted_abilities(&a.segs).is_empty();
            if keywords {
                self.keyword_granters.push((name.to_string(), i));
            }
            for s in &a.segs {
                if let Seg::Typed { role, word, .. } = s {
                    let key = match role {
                        Role::Color => "color",
                        Role::LandType => "land",
                        Role::CreatureType => "creature",
                    };
                    let e = role_words.entry(key).or_insert((*role, vec![]));
                    if !e.1.contains(word) {
                        e.1.push(word.clone());
                    }
                }
            }
        }
        if abilities.iter().any(|a| a.segs.iter().any(names_itself)) {
            self.self_referencing.push(name.to_string());
        }
    }

    /// Every face's name, its interchangeable names and its alternate names (CR 201.3, 201.6).
    fn add_said_names(&mut self, o: &Oracle, card: &Card, name: &str) {
        for f in &card.faces {
            let group = o.interchangeable_with(&f.name);
            if group.len() > 1 && !self.interchangeable.iter().any(|n| n == name) {
                self.interchangeable.push(name.to_string());
            }
            self.said_names.push(f.name.to_string());
            for n in group {
                if !self.said_names.contains(&n.to_string()) {
                    self.said_names.push(n.to_string());
                }
            }
            for alt in o.alternates_for(&f.name) {
                self.said_names.push(alt);
            }
        }
    }

    /// Token names (not card names) and non-canonical spellings of real names.
    fn add_spellings(&mut self) {
        for extra in ["Soldier Token", "Kaldra", "Treasure Token", "Wizard Token"] {
            self.said_names.push(extra.into());
        }
        let spellings: Vec<String> = self
            .said_names
            .iter()
            .take(40)
            .flat_map(|n| {
                let mut v = vec![n.to_lowercase()];
                if n.contains('\'') {
                    v.push(n.replace('\'', "\u{2019}"));
                }
                if n.contains(" // ") {
                    v.push(n.replace(" // ", "/"));
                }
                v
            })
            .collect();
        self.said_names.extend(spellings);
        self.said_names.push("Lim-Dul's Vault".into());
        self.said_names.sort();
        self.said_names.dedup();
    }

    /// The cards of a category (empty if the subset has none).
    pub fn cards(&self, c: Category) -> &[String] {
        self.by_category
            .iter()
            .find(|(k, _)| *k == c)
            .map(|(_, v)| v.as_slice())
            .unwrap_or(&[])
    }

    /// Role words for a role.
    pub fn words(&self, r: Role) -> &[String] {
        self.role_words
            .iter()
            .find(|(k, _)| *k == r)
            .map(|(_, v)| v.as_slice())
            .unwrap_or(&[])
    }
}
