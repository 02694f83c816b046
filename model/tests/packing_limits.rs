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

/// A xorshift generator from `seed`: each call draws a number below its argument.
fn xorshift(seed: u64) -> impl FnMut(u64) -> u64 {
    let mut x = seed;
    move |m| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % m
    }
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
    let mut draw = xorshift(0x2545_F491_4F6C_DD1D);
    let mut next = |m: u64| draw(m) as u8;
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

/// CR 201.2b, 612.7: on random small groups mixing objects with "all names of nonlegendary
/// creature cards" (no stickers; each with a listed name of its own or none), objects with
/// nonlegendary creature card names, and objects with other names, the packing is as large as
/// the brute-force maximum over the model's own `intersects`, and its objects share no name.
/// (Step 2 stops trying "all names" objects once no pick can beat the packing found.)
#[test]
fn packing_with_all_names_objects_matches_brute_force() {
    let model = Model::embedded();
    let oracle = &model.oracle;
    let creatures = ["Grizzly Bears", "Runeclaw Bear", "Clone"];
    for c in creatures {
        assert!(oracle.is_nonlegendary_creature_name(&Name::from(c)), "{c}");
    }
    let mut draw = xorshift(0x9E37_79B9_7F4A_7C15);
    let mut next = |m: u64| draw(m) as usize;
    let mut with_symbolic = 0;
    for _ in 0..400 {
        let n = 1 + next(11);
        let sets: Vec<NameSet> = (0..n)
            .map(|_| {
                let name = |k: usize| match k {
                    0..=2 => creatures[k].to_string(),
                    k => format!("Name {k}"),
                };
                let names: Vec<String> = (0..next(3)).map(|_| name(next(8))).collect();
                let mut s = set(&names);
                s.all_nonlegendary_creature_names = next(4) == 0;
                s
            })
            .collect();
        with_symbolic += usize::from(sets.iter().any(|s| s.all_nonlegendary_creature_names));
        let refs: Vec<&NameSet> = sets.iter().collect();
        let disjoint = |mask: u32| {
            let picked: Vec<usize> = (0..n).filter(|b| mask & (1 << b) != 0).collect();
            picked.iter().enumerate().all(|(i, &a)| {
                !sets[a].is_empty(oracle)
                    && picked[i + 1..]
                        .iter()
                        .all(|&b| !sets[a].intersects(&sets[b], oracle))
            })
        };
        let best = (0u32..1 << n)
            .filter(|&m| disjoint(m))
            .map(|m| m.count_ones() as usize)
            .max()
            .unwrap_or(0);
        for target in [usize::MAX, best, best + 1] {
            let got = pack(&refs, oracle, target).chosen;
            assert_eq!(got.len(), best.min(target), "{sets:?}");
            let mask = got.iter().fold(0u32, |m, &i| m | 1 << i);
            assert!(disjoint(mask), "{sets:?}: {got:?}");
        }
    }
    assert!(with_symbolic > 100, "{with_symbolic}");
}
