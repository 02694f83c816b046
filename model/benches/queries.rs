//! Query throughput (criterion). Run: `cargo bench -p truename-model --bench queries`.
//!
//! - `same_name/100_objects`: one same_name query on an evaluated 100-object board;
//! - `different_names/{1000,10000}`: the whole group, all names distinct (worst case: no early
//!   exit);
//! - `n_or_more/{1000,10000,100000}`: exact packing over objects with one or two names each,
//!   half of them two-named, asking for one more than the maximum (so the search can't stop
//!   early); growth should be about linear;
//! - `n_or_more_spy_kit/10000`: the same with four "all names" objects;
//! - `evaluate/10000_objects`: evaluating a board of real cards with effects.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use truename_model::board::{Board, Object, ObjectId, TokenSource, Zone};
use truename_model::effects::{Effect, EffectKind};
use truename_model::names::{Name, NameSet};
use truename_model::query::packing::pack;
use truename_model::Model;

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

fn real_board(n: usize) -> Board {
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

fn unique_token_board(n: usize) -> Board {
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

/// n objects: names drawn from n/2 synthetic names; every other object has two names.
fn synthetic_sets(n: usize, spy_kits: usize) -> Vec<NameSet> {
    let names = (n / 2).max(2);
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % names as u64) as usize
    };
    let mut v: Vec<NameSet> = (0..n)
        .map(|i| {
            let a = Name::from(format!("N{}", next()));
            if i % 2 == 0 {
                NameSet::one(a)
            } else {
                NameSet::of([a, Name::from(format!("N{}", next()))])
            }
        })
        .collect();
    for k in 0..spy_kits {
        v[k * 7].all_nonlegendary_creature_names = true;
    }
    v
}

fn benches(c: &mut Criterion) {
    let model = Model::embedded();

    let board = real_board(100);
    let ev = model.evaluate(&board).unwrap();
    let ids: Vec<ObjectId> = board.objects.iter().map(|o| o.id.clone()).collect();
    let mut g = c.benchmark_group("same_name");
    g.throughput(Throughput::Elements(1));
    g.bench_function("100_objects", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 37) % ids.len();
            black_box(
                ev.same_name(&ids[i], &ids[(i * 7 + 3) % ids.len()])
                    .unwrap()
                    .value,
            )
        })
    });
    g.finish();

    let mut g = c.benchmark_group("different_names");
    for n in [1_000usize, 10_000] {
        let board = unique_token_board(n);
        let ev = model.evaluate(&board).unwrap();
        let ids: Vec<ObjectId> = board.objects.iter().map(|o| o.id.clone()).collect();
        g.throughput(Throughput::Elements(n as u64));
        g.bench_with_input(BenchmarkId::from_parameter(n), &ids, |b, ids| {
            b.iter(|| assert!(ev.different_names(black_box(ids)).unwrap().value))
        });
    }
    g.finish();

    let mut g = c.benchmark_group("n_or_more");
    g.sample_size(20);
    for n in [1_000usize, 10_000, 100_000] {
        let sets = synthetic_sets(n, 0);
        let refs: Vec<&NameSet> = sets.iter().collect();
        let max = pack(&refs, &model.oracle, usize::MAX).chosen.len();
        g.throughput(Throughput::Elements(n as u64));
        g.bench_with_input(BenchmarkId::from_parameter(n), &refs, |b, refs| {
            b.iter(|| {
                let p = pack(black_box(refs), &model.oracle, max + 1);
                assert_eq!(p.chosen.len(), max);
            })
        });
    }
    g.finish();

    let mut g = c.benchmark_group("n_or_more_spy_kit");
    g.sample_size(20);
    let sets = synthetic_sets(10_000, 4);
    let refs: Vec<&NameSet> = sets.iter().collect();
    let max = pack(&refs, &model.oracle, usize::MAX).chosen.len();
    g.throughput(Throughput::Elements(10_000));
    g.bench_function("10000", |b| {
        b.iter(|| {
            assert_eq!(
                pack(black_box(&refs), &model.oracle, max + 1).chosen.len(),
                max
            )
        })
    });
    g.finish();

    let mut g = c.benchmark_group("evaluate");
    g.sample_size(10);
    let board = real_board(10_000);
    g.throughput(Throughput::Elements(10_000));
    g.bench_function("10000_objects", |b| {
        b.iter(|| black_box(model.evaluate(&board).unwrap().chars.len()))
    });
    g.finish();
}

criterion_group!(queries, benches);
criterion_main!(queries);
