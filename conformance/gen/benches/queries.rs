//! The model's questions, with growth curves (criterion). Inputs come from
//! [`truename_gen::workloads`], the same builders `truename bench` uses.
//!
//! Run: `cargo bench -p truename-gen --bench queries` (one group: append its name, e.g.
//! `-- different_names`). Groups, each at 10, 100, 1k, 10k and 100k objects unless noted:
//! - `same_name`: one question on an evaluated board of real cards (throughput: questions);
//! - `different_names`: all names distinct (worst case: no early exit);
//! - `n_or_more` / `n_or_more_spy_kit`: exact packing, half the objects two-named, asking for
//!   one more than the maximum (no early exit), without and with "all names" objects (one per
//!   100 objects);
//! - `evaluate`: evaluating a board of real cards with effects (up to 10k);
//! - `copy_chain`: evaluating a chain of copy effects, depth 10 to 2,000;
//! - `tokens_one_creator`: evaluating a board of tokens created one by one by one spell
//!   (10 to 1,000);
//! - `oracle_load`: loading a synthetic AtomicCards document (100 to 35,033 cards).

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use truename_gen::workloads::{
    atomic_cards_json, copy_chain_board, real_board, same_name_pairs, synthetic_name_sets,
    tokens_from_one_creator, unique_token_board,
};
use truename_model::board::ObjectId;
use truename_model::names::NameSet;
use truename_model::oracle::Oracle;
use truename_model::query::packing::pack;
use truename_model::Model;

const SIZES: [usize; 5] = [10, 100, 1_000, 10_000, 100_000];

fn same_name(c: &mut Criterion, model: &Model) {
    let mut g = c.benchmark_group("same_name");
    g.throughput(Throughput::Elements(1));
    for n in SIZES {
        let board = real_board(n);
        let ev = model.evaluate(&board).unwrap();
        let pairs = same_name_pairs(&board, 1024, 1);
        g.bench_with_input(BenchmarkId::from_parameter(n), &pairs, |b, pairs| {
            let mut i = 0;
            b.iter(|| {
                i = (i + 1) % pairs.len();
                let (x, y) = &pairs[i];
                black_box(ev.same_name(x, y).unwrap().value)
            })
        });
    }
    g.finish();
}

fn different_names(c: &mut Criterion, model: &Model) {
    let mut g = c.benchmark_group("different_names");
    g.sample_size(20);
    for n in SIZES {
        let board = unique_token_board(n);
        let ev = model.evaluate(&board).unwrap();
        let ids: Vec<ObjectId> = board.objects.iter().map(|o| o.id.clone()).collect();
        g.throughput(Throughput::Elements(n as u64));
        g.bench_with_input(BenchmarkId::from_parameter(n), &ids, |b, ids| {
            b.iter(|| assert!(ev.different_names(black_box(ids)).unwrap().value))
        });
    }
    g.finish();
}

fn n_or_more(c: &mut Criterion, model: &Model, group: &str, spy_kits_per_100: usize) {
    let mut g = c.benchmark_group(group);
    g.sample_size(10);
    for n in SIZES {
        let sets = synthetic_name_sets(n, (n * spy_kits_per_100).div_ceil(100));
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
}

fn evaluate(c: &mut Criterion, model: &Model) {
    let mut g = c.benchmark_group("evaluate");
    g.sample_size(10);
    for n in [10usize, 100, 1_000, 10_000] {
        let board = real_board(n);
        g.throughput(Throughput::Elements(n as u64));
        g.bench_with_input(BenchmarkId::from_parameter(n), &board, |b, board| {
            b.iter(|| black_box(model.evaluate(board).unwrap().len()))
        });
    }
    g.finish();
}

fn growth(c: &mut Criterion, model: &Model) {
    let mut g = c.benchmark_group("copy_chain");
    g.sample_size(10);
    for depth in [10usize, 100, 1_000, 2_000] {
        let board = copy_chain_board(depth);
        g.throughput(Throughput::Elements(depth as u64));
        g.bench_with_input(BenchmarkId::from_parameter(depth), &board, |b, board| {
            b.iter(|| black_box(model.evaluate(board).unwrap().len()))
        });
    }
    g.finish();

    let mut g = c.benchmark_group("tokens_one_creator");
    g.sample_size(10);
    for n in [10usize, 100, 1_000, 10_000] {
        let board = tokens_from_one_creator(n);
        g.throughput(Throughput::Elements(n as u64));
        g.bench_with_input(BenchmarkId::from_parameter(n), &board, |b, board| {
            b.iter(|| black_box(model.evaluate(board).unwrap().len()))
        });
    }
    g.finish();
}

fn oracle_load(c: &mut Criterion) {
    let mut g = c.benchmark_group("oracle_load");
    g.sample_size(10);
    for n in [100usize, 1_000, 10_000, 35_033] {
        let json = atomic_cards_json(n, 1);
        g.throughput(Throughput::Elements(n as u64));
        g.bench_with_input(BenchmarkId::from_parameter(n), &json, |b, json| {
            b.iter(|| black_box(Oracle::from_atomic_json(json).unwrap().cards().len()))
        });
    }
    g.finish();
}

fn benches(c: &mut Criterion) {
    let model = Model::embedded();
    same_name(c, &model);
    different_names(c, &model);
    n_or_more(c, &model, "n_or_more", 0);
    n_or_more(c, &model, "n_or_more_spy_kit", 1);
    evaluate(c, &model);
    growth(c, &model);
    oracle_load(c);
}

criterion_group!(queries, benches);
criterion_main!(queries);
