//! Invariants of CR 201.2: same name, different names, "N or more with different names".

use super::ask::*;
use super::verdict::Verdict;
use truename_cases::*;
use truename_harness::driven::Driven;
use truename_model::oracle::Oracle;

/// CR 201.2a: an object with no name has the same name as no object, itself included.
pub(super) fn nameless_shares_no_name(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let Some(names) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let v = ids(case);
    let nameless: Vec<&String> = v
        .iter()
        .zip(names.iter())
        .filter(|(_, n)| !named(n))
        .map(|(i, _)| i)
        .collect();
    let asks: Vec<Question> = nameless
        .iter()
        .flat_map(|a| v.iter().map(|b| same_ask(a, b)))
        .collect();
    let pairs: Vec<(String, String)> = nameless
        .iter()
        .flat_map(|a| v.iter().map(|b| ((*a).clone(), b.clone())))
        .collect();
    let Some(r) = answers(e, case, asks).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    match pairs.iter().zip(r).find(|(_, s)| *s) {
        Some(((a, b), _)) => {
            Verdict::Violated(format!("{a} has no name, yet same_name({a}, {b}) is true"))
        }
        None => Verdict::Holds,
    }
}

/// CR 201.2a: "have the same name" is symmetric.
pub(super) fn same_name_symmetric(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let pairs = all_pairs(case);
    let asks = pairs.iter().map(|(a, b)| same_ask(a, b)).collect();
    let Some(r) = answers(e, case, asks).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    let n = ids(case).len();
    for i in 0..n {
        for j in 0..n {
            if r[i * n + j] != r[j * n + i] {
                let (a, b) = &pairs[i * n + j];
                return Verdict::Violated(format!(
                    "same_name({a}, {b}) = {} but same_name({b}, {a}) = {}",
                    r[i * n + j],
                    r[j * n + i]
                ));
            }
        }
    }
    Verdict::Holds
}

/// CR 201.2a: two objects listing a name in common have the same name.
pub(super) fn common_name_means_same_name(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let Some(names) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let v = ids(case);
    let mut asks = Vec::new();
    let mut pairs = Vec::new();
    for i in 0..v.len() {
        for j in 0..v.len() {
            let common = names[i].names.iter().any(|n| names[j].names.contains(n));
            if common {
                asks.push(same_ask(&v[i], &v[j]));
                pairs.push((i, j));
            }
        }
    }
    let Some(r) = answers(e, case, asks).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    match pairs.iter().zip(r).find(|(_, s)| !s) {
        Some(((i, j), _)) => Verdict::Violated(format!(
            "{} and {} both list a name ({:?} / {:?}) but same_name is false",
            v[*i], v[*j], names[*i].names, names[*j].names
        )),
        None => Verdict::Holds,
    }
}

/// CR 201.2a: an object has each name its names answer lists.
pub(super) fn names_agree_with_is_named(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let Some(names) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let v = ids(case);
    let pairs: Vec<(String, String)> = v
        .iter()
        .zip(names.iter())
        .flat_map(|(i, n)| n.names.iter().map(move |x| (i.clone(), x.clone())))
        .collect();
    let asks = pairs.iter().map(|(i, n)| is_named_ask(i, n)).collect();
    let Some(r) = answers(e, case, asks).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    match pairs.iter().zip(r).find(|(_, b)| !b) {
        Some(((i, n), _)) => Verdict::Violated(format!(
            "names({i}) lists {n:?} but is_named({i}, {n:?}) is false"
        )),
        None => Verdict::Holds,
    }
}

/// CR 201.2b: a group has different names exactly when every member is named and no two
/// share a name.
pub(super) fn different_names_definition(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let v = ids(case);
    let Some(names) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let mut asks = vec![Question::DifferentNames { objects: v.clone() }];
    for i in 0..v.len() {
        for j in i + 1..v.len() {
            asks.push(same_ask(&v[i], &v[j]));
        }
    }
    let Some(r) = answers(e, case, asks).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    let expected = names.iter().all(named) && r[1..].iter().all(|s| !s);
    if r[0] == expected {
        Verdict::Holds
    } else {
        Verdict::Violated(format!(
            "different_names({v:?}) = {} but every-named-and-no-pair-shares = {expected}",
            r[0]
        ))
    }
}

/// CR 201.2c: the first object has a different name than the others exactly when it is named
/// and shares a name with none of them.
pub(super) fn different_name_from_definition(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    let v = ids(case);
    let Some(names) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    // A shrunk case may have no object left: nothing to check.
    let Some(first) = v.first() else {
        return Verdict::Inconclusive;
    };
    let others: Vec<String> = v[1..].to_vec();
    let mut asks = vec![Question::DifferentNameFrom {
        object: first.clone(),
        others: others.clone(),
    }];
    asks.extend(others.iter().map(|o| same_ask(first, o)));
    let Some(r) = answers(e, case, asks).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    let expected = named(&names[0]) && r[1..].iter().all(|s| !s);
    if r[0] == expected {
        Verdict::Holds
    } else {
        Verdict::Violated(format!("different_name_from({first}, {others:?}) = {} but expected {expected} from names and same_name", r[0]))
    }
}

pub(super) fn n_or_more_all(case: &Case, e: &mut dyn Driven) -> Option<Vec<bool>> {
    let v = ids(case);
    let asks = (1..=v.len() + 1)
        .map(|n| Question::NOrMoreDifferentNames {
            objects: v.clone(),
            n,
        })
        .collect();
    answers(e, case, asks).and_then(bools)
}

/// CR 201.2b: if N objects have different names, so do N-1 of them.
pub(super) fn n_or_more_monotone(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let Some(r) = n_or_more_all(case, e) else {
        return Verdict::Inconclusive;
    };
    for n in 1..r.len() {
        if r[n] && !r[n - 1] {
            return Verdict::Violated(format!(
                "{} or more with different names, but not {}",
                n + 1,
                n
            ));
        }
    }
    if *r.last().unwrap_or(&false) {
        return Verdict::Violated(format!(
            "{} or more different names among {} objects",
            r.len(),
            r.len() - 1
        ));
    }
    Verdict::Holds
}

/// CR 201.2b: one or more have different names iff some object is named; two or more if some
/// named pair doesn't share a name; all of them iff the group has different names.
pub(super) fn n_or_more_bounds(case: &Case, e: &mut dyn Driven, _: &Oracle) -> Verdict {
    let v = ids(case);
    if v.is_empty() {
        return Verdict::Inconclusive;
    }
    let Some(r) = n_or_more_all(case, e) else {
        return Verdict::Inconclusive;
    };
    let Some(names) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let mut asks = vec![Question::DifferentNames { objects: v.clone() }];
    let mut pairs = Vec::new();
    for i in 0..v.len() {
        for j in i + 1..v.len() {
            if named(&names[i]) && named(&names[j]) {
                asks.push(same_ask(&v[i], &v[j]));
                pairs.push((i, j));
            }
        }
    }
    let Some(b) = answers(e, case, asks).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    let any_named = names.iter().any(named);
    if r[0] != any_named {
        return Verdict::Violated(format!(
            "1 or more with different names = {} but some object named = {any_named}",
            r[0]
        ));
    }
    if b[1..].iter().any(|s| !s) && v.len() >= 2 && !r[1] {
        return Verdict::Violated(
            "a named pair shares no name, but not 2 or more with different names".into(),
        );
    }
    if r[v.len() - 1] != b[0] {
        return Verdict::Violated(format!(
            "{} or more = {} but different_names(all) = {}",
            v.len(),
            r[v.len() - 1],
            b[0]
        ));
    }
    Verdict::Holds
}
