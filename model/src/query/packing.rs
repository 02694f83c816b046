//! "N or more objects with different names" (CR 201.2b) as an exact packing problem.
//!
//! Does some subgroup of size N have pairwise no name in common, every member named? With
//! multi-name objects this is set packing. The model solves it exactly:
//!
//! 1. Nameless objects can't be in such a subgroup (201.2b) and are dropped. Names are replaced
//!    by their interchangeable-group keys (201.3a).
//! 2. Objects with "all names of nonlegendary creature cards" (612.7) share a name with each
//!    other unless name stickers changed some of them (123.6c): try none, then each subset of
//!    them sharing no name, with the objects disjoint from it (usually k + 1 runs of step 3 for
//!    k symbolic objects, since only single objects are disjoint subsets then).
//! 3. Objects with one or two names are edges of a graph on names (a one-name object is an edge
//!    to a private pendant vertex); a largest set of pairwise name-disjoint objects is a maximum
//!    matching. Duplicate edges are merged; degree-one vertices are matched greedily, which is
//!    exact (a degree-one vertex's edge is in some maximum matching); the remaining kernel, in
//!    which every vertex has degree two or more, is solved by Edmonds' blossom algorithm.
//! 4. Objects with three or more listed names (none of the modelled effects makes one, but the
//!    type allows it) are decided by an exact branch and bound over them (take it or leave it;
//!    a branch stops when even taking every remaining one can't beat the best found), with a
//!    matching of the rest at every node (`matching`).
//!
//! The search of steps 2 and 4 is exponential in the worst case, so it has a budget
//! ([`SEARCH_BUDGET`] object visits, more than the exhaustive search over 20 such objects
//! needs); past it [`try_pack`] answers [`TooLarge`] and the question is an
//! [`EvalError::TooLarge`] — never a guess.
//!
//! Cost: O(n) to build and reduce for n objects; Edmonds' algorithm costs O(V·E) on the kernel
//! only, and a board whose objects mostly have one name has a kernel of at most the names that
//! never occur alone. Every step stops as soon as N objects are found.

use super::matching::matching;
use super::numbering::Numbering;
use crate::eval::{EvalError, Evaluated};
use crate::explain::{Explained, Explanation};
use crate::ids::{Name, ObjectId};
use crate::names::NameSet;
use crate::oracle::Oracle;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;

/// How many objects the exact search of steps 2 and 4 may visit (summed over its nodes)
/// before it gives up with [`TooLarge`].
pub const SEARCH_BUDGET: usize = 1 << 27;

/// At most this many symbolic objects with name stickers are searched subset by subset.
const STICKERED_SUBSETS_MAX: usize = 16;

/// Result of the packing: a largest (or large-enough) set of objects with different names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packing {
    /// Indices (into the input) of objects with pairwise different names.
    pub chosen: Vec<usize>,
}

/// The exact packing would need more search than [`SEARCH_BUDGET`] allows: the question is
/// too large to decide (the reason says which part).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge(pub String);

/// Finds up to `target` objects with pairwise different names (exact: if fewer are returned,
/// no larger set exists).
///
/// # Panics
/// If the search is too large to decide ([`try_pack`] returns the error instead).
pub fn pack(sets: &[&NameSet], oracle: &Oracle, target: usize) -> Packing {
    try_pack(sets, oracle, target).unwrap_or_else(|e| panic!("too large to decide: {}", e.0))
}

/// Finds up to `target` objects with pairwise different names (exact: if fewer are returned,
/// no larger set exists), or [`TooLarge`] when the exact search exceeds its budget.
pub fn try_pack(sets: &[&NameSet], oracle: &Oracle, target: usize) -> Result<Packing, TooLarge> {
    let named: Vec<usize> = (0..sets.len())
        .filter(|&i| !sets[i].is_empty(oracle))
        .collect();
    let (symbolic, finite): (Vec<usize>, Vec<usize>) = named
        .iter()
        .partition(|&&i| sets[i].all_nonlegendary_creature_names);
    let keys = interned_keys(sets, &finite, oracle);
    let mut budget = SEARCH_BUDGET;
    let mut best = pack_finite(&finite, &keys, target, &mut budget)?;
    if best.len() >= target {
        return Ok(Packing { chosen: best });
    }
    let bound = pick_bound(&symbolic, &finite, sets, &keys, oracle, target);
    // Symbolic objects usually share every name with each other; with name stickers applied
    // to some of them they may not (CR 123.6c), so every pairwise-disjoint subset is tried.
    for pick in disjoint_subsets(&symbolic, sets, oracle)? {
        if bound.is_some_and(|b| best.len() >= b) {
            // No later pick can do better (a later one replaces `best` only if larger).
            break;
        }
        let rest: Vec<usize> = finite
            .iter()
            .copied()
            .filter(|i| pick.iter().all(|s| !sets[*s].intersects(sets[*i], oracle)))
            .collect();
        let mut p = pack_finite(&rest, &keys, target.saturating_sub(pick.len()), &mut budget)?;
        p.extend(pick);
        if p.len() > best.len() {
            best = p;
        }
        if best.len() >= target {
            break;
        }
    }
    Ok(Packing { chosen: best })
}

/// An upper bound on what any pick of step 2 packs, when every pick is one symbolic object
/// without name stickers (CR 612.7): such an object has every nonlegendary creature card's
/// name, so the finite objects it leaves are among those with none of those names, and a pick
/// packs at most one more than they do. Computed only when they all have one or two names (a
/// matching: the branch and bound would spend the search budget). A Spy Kit board of n objects
/// with k "all names" objects then usually costs a few matchings, not k.
fn pick_bound(
    symbolic: &[usize],
    finite: &[usize],
    sets: &[&NameSet],
    keys: &[Vec<u32>],
    oracle: &Oracle,
    target: usize,
) -> Option<usize> {
    // With one pick the bound costs as much as the pick it might save.
    if symbolic.len() < 2
        || symbolic
            .iter()
            .any(|&i| !sets[i].all_names_stickers.is_empty())
    {
        return None;
    }
    let free: Vec<usize> = (finite.iter().copied())
        .filter(|&i| !(sets[i].names.iter()).any(|n| oracle.is_nonlegendary_creature_name(n)))
        .collect();
    if free.iter().any(|&i| keys[i].len() > 2) {
        return None;
    }
    Some(1 + matching(&free, keys, target.saturating_sub(1)).len())
}

/// Each finite object's distinct comparison keys (CR 201.3a) as small numbers, indexed like
/// `sets` (empty for the others).
fn interned_keys(sets: &[&NameSet], finite: &[usize], oracle: &Oracle) -> Vec<Vec<u32>> {
    let asks = finite.iter().map(|&i| sets[i].names.len()).sum();
    let mut number: Numbering<Name> = Numbering::for_asks(asks);
    // Names as written -> number, so each distinct name is keyed once.
    let mut seen: Numbering<&str> = Numbering::for_asks(asks);
    let mut keys = vec![Vec::new(); sets.len()];
    for &i in finite {
        let mut k: Vec<u32> = sets[i]
            .names
            .iter()
            .map(|n| {
                seen.number(n.as_str(), || {
                    let next = number.len() as u32;
                    number.number(oracle.name_key(n), || next)
                })
            })
            .collect();
        k.sort_unstable();
        k.dedup();
        keys[i] = k;
    }
    keys
}

/// Non-empty subsets of the symbolic objects whose members share no name with each other.
/// Without stickers every two of them share a name, so the subsets are the single objects; with
/// stickers, all subsets are enumerated, for up to [`STICKERED_SUBSETS_MAX`] symbolic objects.
fn disjoint_subsets(
    symbolic: &[usize],
    sets: &[&NameSet],
    oracle: &Oracle,
) -> Result<Vec<Vec<usize>>, TooLarge> {
    if symbolic
        .iter()
        .all(|&i| sets[i].all_names_stickers.is_empty())
    {
        return Ok(symbolic.iter().map(|&i| vec![i]).collect());
    }
    let k = symbolic.len();
    if k > STICKERED_SUBSETS_MAX {
        return Err(TooLarge(format!(
            "{k} objects with all names of nonlegendary creature cards, some with name stickers (at most {STICKERED_SUBSETS_MAX} are searched)"
        )));
    }
    let mut out = Vec::new();
    for mask in 1u32..(1u32 << k) {
        let pick: Vec<usize> = (0..k)
            .filter(|b| mask & (1 << b) != 0)
            .map(|b| symbolic[b])
            .collect();
        let disjoint = pick.iter().enumerate().all(|(x, a)| {
            pick[x + 1..]
                .iter()
                .all(|b| !sets[*a].intersects(sets[*b], oracle))
        });
        if disjoint {
            out.push(pick);
        }
    }
    Ok(out)
}

/// Greedy packing in input order (the GreedyNOrMore mutant): not exact.
#[cfg(feature = "mutants")]
fn pack_greedy(sets: &[&NameSet], oracle: &Oracle) -> Packing {
    let mut chosen: Vec<usize> = Vec::new();
    for (i, s) in sets.iter().enumerate() {
        if !s.is_empty(oracle) && chosen.iter().all(|&j| !sets[j].intersects(s, oracle)) {
            chosen.push(i);
        }
    }
    Packing { chosen }
}

/// Up to `target` pairwise name-disjoint objects among `objs` (exact): a matching when every
/// object has one or two names, else a branch and bound over the objects with more.
fn pack_finite(
    objs: &[usize],
    keys: &[Vec<u32>],
    target: usize,
    budget: &mut usize,
) -> Result<Vec<usize>, TooLarge> {
    let (big, small): (Vec<usize>, Vec<usize>) = objs.iter().partition(|&&i| keys[i].len() > 2);
    if big.is_empty() {
        return Ok(matching(&small, keys, target));
    }
    let vertices = keys.iter().flatten().max().map_or(0, |&v| v as usize + 1);
    let mut search = BigSearch {
        big: &big,
        small: &small,
        keys,
        target,
        used: vec![false; vertices],
        picked: Vec::new(),
        best: Vec::new(),
        budget,
    };
    search.node(0)?;
    Ok(search.best)
}

/// The branch and bound over the objects with three or more names (step 4).
struct BigSearch<'a> {
    big: &'a [usize],
    small: &'a [usize],
    keys: &'a [Vec<u32>],
    target: usize,
    /// Names taken by the objects picked so far.
    used: Vec<bool>,
    picked: Vec<usize>,
    best: Vec<usize>,
    budget: &'a mut usize,
}

impl BigSearch<'_> {
    /// Decides `big[i..]`, with `picked` taken from `big[..i]`.
    fn node(&mut self, i: usize) -> Result<(), TooLarge> {
        let keys = self.keys;
        let rest: Vec<usize> = self
            .small
            .iter()
            .copied()
            .filter(|&o| keys[o].iter().all(|&v| !self.used[v as usize]))
            .collect();
        *self.budget = self.budget.checked_sub(rest.len() + 1).ok_or_else(|| {
            TooLarge(format!(
                "{} objects with three or more names (exact search budget spent)",
                self.big.len()
            ))
        })?;
        let want = self.target.saturating_sub(self.picked.len());
        let m = matching(&rest, keys, want);
        if self.picked.len() + m.len() > self.best.len() {
            self.best = self
                .picked
                .iter()
                .copied()
                .chain(m.iter().copied())
                .collect();
        }
        // Done, or even every remaining big object added can't beat the best (`m` is maximum
        // when it is short of `want`).
        let bound = self.picked.len() + m.len() + (self.big.len() - i);
        if i == self.big.len() || self.best.len() >= self.target || bound <= self.best.len() {
            return Ok(());
        }
        let b = self.big[i];
        if keys[b].iter().all(|&v| !self.used[v as usize]) {
            self.mark(b, true);
            self.picked.push(b);
            let r = self.node(i + 1);
            self.picked.pop();
            self.mark(b, false);
            r?;
        }
        self.node(i + 1)
    }

    fn mark(&mut self, o: usize, taken: bool) {
        for &v in &self.keys[o] {
            self.used[v as usize] = taken;
        }
    }
}

impl Evaluated<'_> {
    /// Whether `n` or more of `group` have different names: some subgroup of size `n` has
    /// every member named and no two sharing a name (CR 201.2b). Exact (see module docs).
    pub fn n_or_more_different_names(
        &self,
        group: &[ObjectId],
        n: usize,
    ) -> Result<Explained<bool>, EvalError> {
        let sets: Vec<&NameSet> = group
            .iter()
            .map(|id| self.chars(id).map(|c| &c.names))
            .collect::<Result<_, _>>()?;
        let mut why = Explanation::default();
        let p = self
            .packing(&sets, n)
            .map_err(|e| EvalError::TooLarge(e.0))?;
        let value = p.chosen.len() >= n;
        let ids: Vec<String> = p
            .chosen
            .iter()
            .take(n.max(1))
            .map(|&i| group[i].0.clone())
            .collect();
        if value {
            why.push(cr!("201.2b"), || {
                format!(
                    "{} objects have pairwise different names: {}",
                    n,
                    ids.join(", ")
                )
            });
        } else {
            why.push(
                cr!("201.2b"),
                format_args!(
                    "at most {} of the {} objects have pairwise different names (nameless objects never count)",
                    p.chosen.len(),
                    group.len()
                ),
            );
        }
        if sets.iter().any(|s| s.all_nonlegendary_creature_names) {
            why.push(cr!("612.7"), "an object with all names of nonlegendary creature cards shares a name with every object that has one of them");
        }
        Ok(Explained { value, why })
    }

    /// Up to `n` of `sets` with pairwise different names, exactly (see the module docs).
    fn packing(&self, sets: &[&NameSet], n: usize) -> Result<Packing, TooLarge> {
        let oracle = &self.model.oracle;
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::GreedyNOrMore) {
            return Ok(pack_greedy(sets, oracle));
        }
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::DifferentNamesCountsNameless) {
            return pack_counting_nameless(sets, oracle, n);
        }
        try_pack(sets, oracle, n)
    }
}

/// The DifferentNamesCountsNameless mutant's packing: nameless objects always count.
#[cfg(feature = "mutants")]
fn pack_counting_nameless(
    sets: &[&NameSet],
    oracle: &Oracle,
    n: usize,
) -> Result<Packing, TooLarge> {
    let named: Vec<usize> = (0..sets.len())
        .filter(|&i| !sets[i].is_empty(oracle))
        .collect();
    let inner: Vec<&NameSet> = named.iter().map(|&i| sets[i]).collect();
    let mut p = try_pack(&inner, oracle, n)?;
    p.chosen = p.chosen.iter().map(|&i| named[i]).collect();
    p.chosen
        .extend((0..sets.len()).filter(|&i| sets[i].is_empty(oracle)));
    Ok(p)
}
