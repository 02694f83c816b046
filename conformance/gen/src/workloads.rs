//! Fixed-seed workloads for measuring the model: boards, name sets, question lists and a
//! synthetic MTGJSON AtomicCards document.
//!
//! Both the criterion benches (`conformance/gen/benches/queries.rs`) and the `truename bench` command build
//! their inputs here, so the two measure the same thing. Every builder is deterministic: the
//! same arguments give the same value, on every machine. Nothing here measures time.

use std::fmt::Write as _;
use truename_model::board::{Board, Object, ObjectId, TokenSource, Zone};
use truename_model::effects::{Effect, EffectKind};
use truename_model::names::{Name, NameSet};

/// Real cards of the embedded Oracle subset, cycled through by [`real_board`].
const CARDS: &[&str] = &[
    "Grizzly Bears",
    "Lightning Bolt",
    "Fire // Ice",
    "Llanowar Elves",
    "Exalted Angel",
    "Bonecrusher Giant // Stomp",
    "Delver of Secrets // Insectile Aberration",
    "Unholy Annex // Ritual Chamber",
    "Timberpack Wolf",
    "Island",
];

/// A small deterministic xorshift generator (no dependency, same sequence everywhere).
struct XorShift(u64);

impl XorShift {
    fn new(seed: u64) -> Self {
        // Zero is a fixed point of xorshift; mix the seed so every seed works.
        XorShift(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A board of `n` real cards (ids `o0`, `o1`, …): a third in hand, the rest on the
/// battlefield, every 17th face down, and every 50th renamed by a name-setting effect.
pub fn real_board(n: usize) -> Board {
    let mut b = Board::default();
    for i in 0..n {
        let name = CARDS[i % CARDS.len()];
        let zone = if i % 3 == 0 {
            Zone::Hand
        } else {
            Zone::Battlefield
        };
        let mut o = Object::card(&format!("o{i}"), name, zone);
        o.status.face_down = i % 17 == 0;
        o.status.unlocked = vec![0];
        b.objects.push(o);
        if i % 50 == 0 {
            b.effects.push(Effect::new(
                i as u64,
                EffectKind::SetName {
                    object: ObjectId(format!("o{i}")),
                    name: format!("Renamed {i}"),
                },
            ));
        }
    }
    b
}

/// A board of `n` tokens (ids `t0`, `t1`, …) whose names are all distinct and none an Oracle
/// name: the worst case for `different_names` (no early exit).
pub fn unique_token_board(n: usize) -> Board {
    let mut b = Board::default();
    for i in 0..n {
        b.objects.push(Object::token(
            &format!("t{i}"),
            TokenSource::Given {
                name: Some(format!("Unique Name {i}")),
                subtypes: vec![],
                types: vec![],
            },
        ));
    }
    b
}

/// `n` name sets drawn from `max(n / 2, 2)` synthetic names, every other one with two names,
/// and the first `spy_kits` of every seventh set also with "all names of nonlegendary creature
/// cards" (Spy Kit, CR 612.7). The input of the exact "N or more with different names" packing.
pub fn synthetic_name_sets(n: usize, spy_kits: usize) -> Vec<NameSet> {
    let names = (n / 2).max(2);
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut v: Vec<NameSet> = (0..n)
        .map(|i| {
            let a = Name::from(format!("N{}", rng.below(names)));
            if i % 2 == 0 {
                NameSet::one(a)
            } else {
                NameSet::of([a, Name::from(format!("N{}", rng.below(names)))])
            }
        })
        .collect();
    for k in 0..spy_kits.min(n.div_ceil(7)) {
        v[k * 7].all_nonlegendary_creature_names = true;
    }
    v
}

/// `count` pairs of object ids of `board`, drawn with `seed` (pairs may repeat, and an object
/// may be paired with itself): the questions to ask `same_name`.
pub fn same_name_pairs(board: &Board, count: usize, seed: u64) -> Vec<(ObjectId, ObjectId)> {
    let ids: Vec<&ObjectId> = board.objects.iter().map(|o| &o.id).collect();
    if ids.is_empty() {
        return Vec::new();
    }
    let mut rng = XorShift::new(seed);
    (0..count)
        .map(|_| {
            let a = ids[rng.below(ids.len())].clone();
            let b = ids[rng.below(ids.len())].clone();
            (a, b)
        })
        .collect()
}

/// A chain of `depth` copy effects: `c0` is Grizzly Bears, and each `c{k}` (an Island)
/// becomes a copy of `c{k-1}` at timestamp `k` (CR 707.2), so the last copies a copy of a copy…
pub fn copy_chain_board(depth: usize) -> Board {
    let mut b = Board::default();
    b.objects
        .push(Object::card("c0", "Grizzly Bears", Zone::Battlefield));
    for k in 1..=depth {
        b.objects
            .push(Object::card(&format!("c{k}"), "Island", Zone::Battlefield));
        b.effects.push(Effect::new(
            k as u64,
            EffectKind::Copy {
                object: ObjectId(format!("c{k}")),
                of: ObjectId(format!("c{}", k - 1)),
                except: Default::default(),
            },
        ));
    }
    b
}

/// `tokens` tokens (`t0`, `t1`, …) created one at a time (timestamps 1, 2, …) by one
/// Raise the Alarm on the stack: each token reads its creator as of its own creation
/// (CR 612.2a), the worst case for evaluating "as of" many timestamps.
pub fn tokens_from_one_creator(tokens: usize) -> Board {
    let mut b = Board::default();
    b.objects
        .push(Object::card("alarm", "Raise the Alarm", Zone::Stack));
    for i in 0..tokens {
        b.objects.push(Object::token(
            &format!("t{i}"),
            TokenSource::Created {
                creator: ObjectId::from("alarm"),
                ability: None,
                created_at: i as u64 + 1,
            },
        ));
    }
    b
}

const FIRST: &[&str] = &[
    "Grim", "Ancient", "Vault", "Storm", "Ember", "Silent", "Thorn", "Ashen", "Gilded", "Hollow",
    "Lunar", "Sunlit", "Briar", "Crimson", "Frost", "Iron", "Mire", "Radiant", "Shadow", "Verdant",
];
const SECOND: &[&str] = &[
    "Bears", "Wolf", "Angel", "Elves", "Giant", "Drake", "Sphinx", "Oracle", "Knight", "Hydra",
    "Shaman", "Wall", "Ritual", "Charm", "Bolt", "Vision", "Pact", "Gate", "Tide", "Bloom",
];
const SUBTYPES: &[&str] = &[
    "Bear", "Wolf", "Angel", "Elf", "Giant", "Drake", "Sphinx", "Human", "Knight", "Hydra",
];

/// The `i`th synthetic card name ("Grim Bears", "Ancient Wolf of Thorn 3", …): unique per `i`.
fn card_name(i: usize, rng: &mut XorShift) -> String {
    let a = FIRST[rng.below(FIRST.len())];
    let b = SECOND[rng.below(SECOND.len())];
    format!("{a} {b} {i}")
}

/// One face entry as JSON; `face_name` and `side` only for multi-face cards.
fn face_json(
    full: &str,
    face: Option<(&str, &str)>,
    layout: &str,
    creature: bool,
    text: &str,
) -> String {
    let mut f = serde_json::json!({
        "name": full,
        "layout": layout,
        "manaCost": "{1}{G}",
        "colorIdentity": ["G"],
        "text": text,
    });
    if let Some((name, side)) = face {
        f["faceName"] = name.into();
        f["side"] = side.into();
    }
    if creature {
        f["types"] = serde_json::json!(["Creature"]);
        f["subtypes"] = serde_json::json!([SUBTYPES[full.len() % SUBTYPES.len()]]);
        f["supertypes"] = serde_json::json!([]);
        f["power"] = "2".into();
        f["toughness"] = "2".into();
    } else {
        f["types"] = serde_json::json!(["Instant"]);
    }
    f.to_string()
}

/// A synthetic MTGJSON AtomicCards document of `cards` cards drawn with `seed`: mostly normal
/// creatures and instants, every tenth a split card `A // B` (two faces), every fifteenth a
/// transforming card, and rules text that refers to other cards `named X` (so reading it does
/// the name search a real file needs). `truename_model::oracle::Oracle::from_atomic_json`
/// accepts it; it is for timing Oracle loading at full size without the network.
pub fn atomic_cards_json(cards: usize, seed: u64) -> String {
    let mut rng = XorShift::new(seed);
    let names: Vec<String> = (0..cards).map(|i| card_name(i, &mut rng)).collect();
    let mut out = String::from(r#"{"meta":{"date":"2026-01-01","version":"synthetic"},"data":{"#);
    for (i, name) in names.iter().enumerate() {
        let other = &names[rng.below(names.len())];
        let text = format!(
            "When {name} enters, search your library for a card named {other} and reveal it.\nFlying"
        );
        let creature = i % 3 != 2;
        let entry = if i % 10 == 9 {
            let (a, b) = (format!("{name} Left"), format!("{name} Right"));
            let full = format!("{a} // {b}");
            let fa = face_json(&full, Some((&a, "a")), "split", false, "Draw a card.");
            let fb = face_json(&full, Some((&b, "b")), "split", false, &text);
            (full, format!("[{fa},{fb}]"))
        } else if i % 15 == 14 {
            let back = format!("{name} Awakened");
            let full = format!("{name} // {back}");
            let fa = face_json(&full, Some((name, "a")), "transform", true, &text);
            let fb = face_json(&full, Some((&back, "b")), "transform", true, "Trample");
            (full, format!("[{fa},{fb}]"))
        } else {
            (
                name.clone(),
                format!("[{}]", face_json(name, None, "normal", creature, &text)),
            )
        };
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{}:{}", serde_json::Value::from(entry.0), entry.1);
    }
    out.push_str("}}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use truename_model::oracle::Oracle;
    use truename_model::Model;

    #[test]
    fn builders_are_deterministic_and_sized() {
        assert_eq!(real_board(30).objects.len(), 30);
        assert_eq!(unique_token_board(12).objects.len(), 12);
        assert_eq!(synthetic_name_sets(40, 2), synthetic_name_sets(40, 2));
        let b = real_board(20);
        let p = same_name_pairs(&b, 50, 7);
        assert_eq!(p.len(), 50);
        assert_eq!(p, same_name_pairs(&b, 50, 7));
        assert_ne!(p, same_name_pairs(&b, 50, 8));
        assert_eq!(atomic_cards_json(50, 3), atomic_cards_json(50, 3));
    }

    #[test]
    fn boards_evaluate_and_unique_tokens_have_different_names() {
        let model = Model::embedded();
        let real = real_board(60);
        assert_eq!(model.evaluate(&real).unwrap().len(), 60);
        let b = unique_token_board(25);
        let ids: Vec<ObjectId> = b.objects.iter().map(|o| o.id.clone()).collect();
        let ev = model.evaluate(&b).unwrap();
        assert!(ev.different_names(&ids).unwrap().value);
        let chain = copy_chain_board(20);
        let ev = model.evaluate(&chain).unwrap();
        let last = ObjectId::from("c20");
        assert!(ev.same_name(&last, &ObjectId::from("c0")).unwrap().value);
        let toks = tokens_from_one_creator(5);
        let ev = model.evaluate(&toks).unwrap();
        let (a, b) = (ObjectId::from("t0"), ObjectId::from("t4"));
        assert!(ev.same_name(&a, &b).unwrap().value);
    }

    #[test]
    fn synthetic_atomic_cards_load_with_split_and_transform_cards() {
        let o = Oracle::from_atomic_json(&atomic_cards_json(300, 1)).unwrap();
        assert_eq!(o.cards().len(), 300);
        let split = o.cards().iter().filter(|c| c.faces.len() == 2).count();
        assert_eq!(
            split,
            30 + 20 - 10,
            "tenth split, fifteenth transform, 30th both"
        );
        assert!(o.nonlegendary_creature_name_count() > 100);
        // The `named X` references were read as names.
        let named = o
            .cards()
            .iter()
            .flat_map(|c| &c.faces)
            .flat_map(|f| f.abilities.iter())
            .flat_map(|a| &a.segs)
            .filter(|s| matches!(s, truename_model::text::Seg::Named { .. }))
            .count();
        assert!(named > 200, "{named}");
    }
}
