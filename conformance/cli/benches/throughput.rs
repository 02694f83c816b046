//! Cases per second: the reference model in process, and the same model through the
//! out-of-process reference server (`truename-server`, truename protocol v1), one case per
//! round trip and in pipelined batches of 32.
//!
//! The cases are generated here from real cards of the Oracle subset: face-down pairs, plain
//! name comparisons, split cards on the stack, Spy Kit, tokens, word swaps, card-name choices
//! and deck construction, each with several queries.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use serde_json::{json, Value};
use std::time::Duration;
use truename_cases::{Case, Question};
use truename_harness::engine::{Engine, Job, Reply};
use truename_harness::engines::model::ModelEngine;
use truename_harness::protocol::client::{Options, ProcessEngine};

const CREATURES: &[&str] = &[
    "Grizzly Bears",
    "Exalted Angel",
    "Llanowar Elves",
    "Elvish Mystic",
    "Whisperwood Elemental",
    "Goblin Guide",
    "Runeclaw Bear",
    "Forest Bear",
    "Abyssal Persecutor",
    "Griselbrand",
    "Meddling Mage",
    "Relentless Rats",
];

const SPELLS: &[&str] = &[
    "Lightning Bolt",
    "Echoing Truth",
    "Raise the Alarm",
    "Glacial Ray",
];

fn case(id: String, objects: Value, effects: Value, queries: Value) -> Case {
    serde_json::from_value(json!({
        "id": id, "rules": ["201.2"], "objects": objects, "effects": effects, "queries": queries
    }))
    .expect("generated case parses")
}

/// One kind of generated case: `i` is its number, `a` and `b` creatures, `s` a spell.
type Maker = fn(usize, &str, &str, &str) -> Case;

fn face_down(i: usize, a: &str, b: &str, _s: &str) -> Case {
    case(
        format!("gen/face-down-{i}"),
        json!([
            {"id": "x", "card": a, "face_down": true},
            {"id": "y", "card": b, "face_down": i % 3 == 0},
            {"id": "z", "card": a}
        ]),
        json!([]),
        json!([
            {"query": "same_name", "a": "x", "b": "y", "expect": false},
            {"query": "same_name", "a": "x", "b": "z", "expect": false},
            {"query": "names", "object": "x", "expect": {"names": []}},
            {"query": "different_names", "objects": ["x", "y", "z"], "expect": false}
        ]),
    )
}

fn plain(i: usize, a: &str, b: &str, s: &str) -> Case {
    case(
        format!("gen/plain-{i}"),
        json!([
            {"id": "x", "card": a},
            {"id": "y", "card": b, "zone": "graveyard"},
            {"id": "s", "card": s, "zone": "hand"}
        ]),
        json!([]),
        json!([
            {"query": "same_name", "a": "x", "b": "y", "expect": false},
            {"query": "different_name_from", "object": "s", "others": ["x", "y"], "expect": false},
            {"query": "n_or_more_different_names", "objects": ["x", "y", "s"], "n": 3, "expect": false},
            {"query": "is_named", "object": "x", "name": b, "expect": false},
            {"query": "type_line", "object": "x", "expect": ""},
            {"query": "text", "object": "s", "expect": []}
        ]),
    )
}

fn split(i: usize, _a: &str, _b: &str, s: &str) -> Case {
    case(
        format!("gen/split-{i}"),
        json!([
            {"id": "hand", "card": "Fire // Ice", "zone": "hand"},
            {"id": "spell", "card": "Fire // Ice", "zone": "stack",
             "cast_as": if i % 2 == 0 { "left_half" } else { "right_half" }},
            {"id": "other", "card": s, "zone": "graveyard"}
        ]),
        json!([]),
        json!([
            {"query": "names", "object": "hand", "expect": {"names": []}},
            {"query": "names", "object": "spell", "expect": {"names": []}},
            {"query": "same_name", "a": "hand", "b": "spell", "expect": false},
            {"query": "castable", "object": "hand", "cast_as": "left_half", "chosen": "Fire", "expect": false}
        ]),
    )
}

fn spy_kit(i: usize, a: &str, b: &str, _s: &str) -> Case {
    case(
        format!("gen/spy-kit-{i}"),
        json!([
            {"id": "x", "card": a},
            {"id": "kit", "card": "Spy Kit"},
            {"id": "y", "card": b},
            {"id": "sk", "card": "Skithiryx, the Blight Dragon"}
        ]),
        json!([{"timestamp": 1, "source": "kit", "attached_at": 1, "effect": "all_names", "object": "x"}]),
        json!([
            {"query": "names", "object": "x", "expect": {"names": []}},
            {"query": "same_name", "a": "x", "b": "y", "expect": false},
            {"query": "different_names", "objects": ["x", "y", "sk"], "expect": false}
        ]),
    )
}

fn token(i: usize, a: &str, _b: &str, _s: &str) -> Case {
    case(
        format!("gen/token-{i}"),
        json!([
            {"id": "alarm", "card": "Raise the Alarm", "zone": "stack"},
            {"id": "t", "token": {"created_by": "alarm", "created_at": 2}},
            {"id": "x", "card": a}
        ]),
        json!([]),
        json!([
            {"query": "token_name", "object": "t", "expect": ""},
            {"query": "same_name", "a": "t", "b": "x", "expect": false}
        ]),
    )
}

fn word_swap(i: usize, a: &str, _b: &str, _s: &str) -> Case {
    case(
        format!("gen/word-swap-{i}"),
        json!([
            {"id": "elves", "card": "Llanowar Elves"},
            {"id": "x", "card": a}
        ]),
        json!([{"timestamp": 2, "effect": "word_swap", "object": "elves", "role": "creature_type",
                "from": "Elf", "to": if i % 2 == 0 { "Goblin" } else { "Bear" }}]),
        json!([
            {"query": "type_line", "object": "elves", "expect": ""},
            {"query": "names", "object": "elves", "expect": {"names": []}}
        ]),
    )
}

fn choose(i: usize, a: &str, b: &str, s: &str) -> Case {
    case(
        format!("gen/choose-{i}"),
        json!([]),
        json!([]),
        json!([
            {"query": "choose_card_name", "name": a, "constraint": {"not": ["Land"]}, "expect": {"valid": false}},
            {"query": "choose_card_name", "name": s, "constraint": {"is": ["Creature"]}, "expect": {"valid": false}},
            {"query": "color_identity", "card": b, "expect": []}
        ]),
    )
}

fn deck(i: usize, a: &str, b: &str, _s: &str) -> Case {
    case(
        format!("gen/deck-{i}"),
        json!([{"id": "rats", "card": "Relentless Rats"}]),
        json!([]),
        json!([
            {"query": "deck_copies", "deck": [a, a, b, "Relentless Rats"], "name": a, "expect": 0},
            {"query": "reference_target", "object": "rats", "ability": 0, "occurrence": 0, "expect": []}
        ]),
    )
}

/// Fifty varied cases.
fn cases() -> Vec<Case> {
    let makers: [Maker; 8] = [
        face_down, plain, split, spy_kit, token, word_swap, choose, deck,
    ];
    let n = CREATURES.len();
    (0..50)
        .map(|i| {
            let a = CREATURES[i % n];
            let b = CREATURES[(i * 7 + 3) % n];
            let s = SPELLS[i % SPELLS.len()];
            makers[i % 8](i, a, b, s)
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let cases = cases();
    let questions: Vec<Vec<Question>> = cases.iter().map(Case::questions).collect();
    let refs: Vec<Job<'_>> = cases
        .iter()
        .zip(&questions)
        .map(|(c, q)| (&c.scenario, q.as_slice()))
        .collect();
    let mut model = ModelEngine::reference();
    let expected: Vec<Vec<Reply>> = refs
        .iter()
        .map(|c| model.run(c.0, c.1).expect("model runs"))
        .collect();
    for (c, r) in cases.iter().zip(&expected) {
        assert!(
            r.iter().all(|r| matches!(r, Reply::Answer(_))),
            "{}: the model doesn't answer every query: {r:?}",
            c.scenario.id
        );
    }

    let mut group = c.benchmark_group("throughput");
    group.throughput(Throughput::Elements(cases.len() as u64));
    group.bench_function("in_process/model", |b| {
        b.iter(|| {
            for c in &refs {
                std::hint::black_box(model.run(c.0, c.1).expect("model runs"));
            }
        })
    });

    let cmd = vec![env!("CARGO_BIN_EXE_truename-server").to_string()];
    let mut options = Options::new(Duration::from_secs(10));
    options.pass_stderr = false;
    let mut server = ProcessEngine::spawn_with(&cmd, options).expect("truename-server starts");
    // The protocol is transparent: the server's replies are the model's.
    let got: Vec<Vec<Reply>> = server
        .run_batch(&refs)
        .into_iter()
        .map(|r| r.expect("server answers"))
        .collect();
    assert_eq!(got, expected);

    group.bench_function("out_of_process/one_at_a_time", |b| {
        b.iter(|| {
            for c in &refs {
                std::hint::black_box(server.run(c.0, c.1).expect("server answers"));
            }
        })
    });
    group.bench_function("out_of_process/pipelined_32", |b| {
        b.iter(|| {
            for chunk in refs.chunks(32) {
                for r in server.run_batch(chunk) {
                    std::hint::black_box(r.expect("server answers"));
                }
            }
        })
    });
    group.finish();
    assert_eq!(server.restarts(), 0);
}

criterion_group!(benches, bench);
criterion_main!(benches);
