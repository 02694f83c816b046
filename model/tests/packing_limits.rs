//! Exact "N or more with different names" packing at sizes the old search cut short
//! (issue 13 item 6): it must stay exact for any number of objects with three or more names,
//! or say the question is too large to decide — never answer wrongly.

use truename_model::names::{Name, NameSet, Sticker};
use truename_model::query::packing::{pack, try_pack};
use truename_model::Model;

fn set(names: &[String]) -> NameSet {
    NameSet::of(names.iter().map(|n| Name::from(n.as_str())))
}

/// CR 201.2b: 25 objects with three names each, no name shared: all 25 have different names.
/// (The old search tried subsets of the first 20 only and answered 20.)
#[test]
fn many_objects_with_three_names_are_all_counted() {
    let model = Model::embedded();
    let sets: Vec<NameSet> = (0..25)
        .map(|i| set(&[format!("A{i}"), format!("B{i}"), format!("C{i}")]))
        .collect();
    let refs: Vec<&NameSet> = sets.iter().collect();
    assert_eq!(pack(&refs, &model.oracle, usize::MAX).chosen.len(), 25);
}

/// Brute force: the largest subset of pairwise name-disjoint sets.
fn brute(sets: &[Vec<u8>]) -> usize {
    let n = sets.len();
    (0u32..1 << n)
        .filter(|mask| {
            let mut used = 0u64;
            (0..n).filter(|b| mask & (1 << b) != 0).all(|b| {
                let m: u64 = sets[b].iter().map(|&x| 1u64 << x).sum();
                let ok = used & m == 0;
                used |= m;
                ok
            })
        })
        .map(|mask| mask.count_ones() as usize)
        .max()
        .unwrap_or(0)
}

/// CR 201.2b: on random small groups mixing one to five names per object (so both the
/// matching and the search over three-or-more-name objects run), the packing is as large as
/// the brute-force maximum.
#[test]
fn packing_matches_brute_force_on_mixed_small_groups() {
    let model = Model::embedded();
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = |m: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % m) as u8
    };
    for _ in 0..300 {
        let n = 1 + next(14) as usize;
        let raw: Vec<Vec<u8>> = (0..n)
            .map(|_| {
                let mut v: Vec<u8> = (0..1 + next(5)).map(|_| next(12)).collect();
                v.sort_unstable();
                v.dedup();
                v
            })
            .collect();
        let sets: Vec<NameSet> = raw
            .iter()
            .map(|v| set(&v.iter().map(|k| format!("Name {k}")).collect::<Vec<_>>()))
            .collect();
        let refs: Vec<&NameSet> = sets.iter().collect();
        let got = pack(&refs, &model.oracle, usize::MAX).chosen;
        assert_eq!(got.len(), brute(&raw), "{raw:?}");
        for (i, a) in got.iter().enumerate() {
            for b in &got[i + 1..] {
                assert!(!sets[*a].intersects(&sets[*b], &model.oracle), "{raw:?}");
            }
        }
    }
}

/// CR 123.6c, 612.7: 17 "all names" objects, each with a different name sticker, share no
/// name, so 17 of them have different names. That is more than the subset search covers: the
/// model must say so rather than answer 16 (the old, silent answer).
#[test]
fn too_many_stickered_all_names_objects_is_an_explicit_error() {
    let model = Model::embedded();
    let sets: Vec<NameSet> = (0..17)
        .map(|i| NameSet {
            all_nonlegendary_creature_names: true,
            all_names_stickers: vec![Sticker {
                word: format!("Word{i}"),
                position: Some(0),
            }],
            ..NameSet::default()
        })
        .collect();
    let refs: Vec<&NameSet> = sets.iter().collect();
    assert!(try_pack(&refs, &model.oracle, 17).is_err());
    // Fewer of them are still searched exactly.
    assert_eq!(
        try_pack(&refs[..3], &model.oracle, 3).unwrap().chosen.len(),
        3
    );
}
