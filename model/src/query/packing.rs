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
//!    type allows it) are handled by trying every pairwise-disjoint subset of them.
//!
//! Cost: O(n) to build and reduce for n objects; Edmonds' algorithm costs O(V·E) on the kernel
//! only, and a board whose objects mostly have one name has a kernel of at most the names that
//! never occur alone. Every step stops as soon as N objects are found.

use crate::eval::{EvalError, Evaluated};
use crate::explain::{Explained, Explanation};
use crate::ids::{Name, ObjectId};
use crate::names::NameSet;
use crate::oracle::Oracle;
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::rule::cr;
use std::collections::{HashMap, HashSet, VecDeque};

const NONE: usize = usize::MAX;

/// Result of the packing: a largest (or large-enough) set of objects with different names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packing {
    /// Indices (into the input) of objects with pairwise different names.
    pub chosen: Vec<usize>,
}

/// Finds up to `target` objects with pairwise different names (exact: if fewer are returned,
/// no larger set exists).
pub fn pack(sets: &[&NameSet], oracle: &Oracle, target: usize) -> Packing {
    let named: Vec<usize> = (0..sets.len())
        .filter(|&i| !sets[i].is_empty(oracle))
        .collect();
    let symbolic: Vec<usize> = named
        .iter()
        .copied()
        .filter(|&i| sets[i].all_nonlegendary_creature_names)
        .collect();
    let finite: Vec<usize> = named
        .iter()
        .copied()
        .filter(|&i| !sets[i].all_nonlegendary_creature_names)
        .collect();
    let keys: HashMap<usize, Vec<Name>> = finite
        .iter()
        .map(|&i| (i, sets[i].keys(oracle).into_iter().collect()))
        .collect();
    let mut best = pack_finite(&finite, &keys, target);
    if best.len() >= target {
        return Packing { chosen: best };
    }
    // Symbolic objects usually share every name with each other; with name stickers applied
    // to some of them they may not (CR 123.6c), so every pairwise-disjoint subset is tried.
    for pick in disjoint_subsets(&symbolic, sets, oracle) {
        let rest: Vec<usize> = finite
            .iter()
            .copied()
            .filter(|i| pick.iter().all(|s| !sets[*s].intersects(sets[*i], oracle)))
            .collect();
        let mut p = pack_finite(&rest, &keys, target.saturating_sub(pick.len()));
        p.extend(pick);
        if p.len() > best.len() {
            best = p;
        }
        if best.len() >= target {
            break;
        }
    }
    Packing { chosen: best }
}

/// Non-empty subsets of the symbolic objects whose members share no name with each other.
/// Without stickers every two of them share a name, so the subsets are the single objects; with
/// stickers, subsets of the first 16 are enumerated (a board with more stickered Spy Kit
/// objects than that is not searched exhaustively).
fn disjoint_subsets(symbolic: &[usize], sets: &[&NameSet], oracle: &Oracle) -> Vec<Vec<usize>> {
    if symbolic
        .iter()
        .all(|&i| sets[i].all_names_stickers.is_empty())
    {
        return symbolic.iter().map(|&i| vec![i]).collect();
    }
    let k = symbolic.len().min(16);
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
    out.extend(symbolic[k..].iter().map(|&i| vec![i]));
    out
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

fn pack_finite(objs: &[usize], keys: &HashMap<usize, Vec<Name>>, target: usize) -> Vec<usize> {
    let (big, small): (Vec<usize>, Vec<usize>) = objs.iter().partition(|i| keys[*i].len() > 2);
    if big.is_empty() {
        return matching(&small, keys, target);
    }
    // Exact over the few objects with 3+ names: every pairwise-disjoint subset of them.
    let mut best = Vec::new();
    let k = big.len().min(20);
    for mask in 0u32..(1u32 << k) {
        let pick: Vec<usize> = (0..k)
            .filter(|b| mask & (1 << b) != 0)
            .map(|b| big[b])
            .collect();
        let mut used: HashSet<&Name> = HashSet::new();
        if !pick.iter().all(|i| keys[i].iter().all(|n| used.insert(n))) {
            continue;
        }
        let rest: Vec<usize> = small
            .iter()
            .copied()
            .filter(|i| keys[i].iter().all(|n| !used.contains(n)))
            .collect();
        let mut m = matching(&rest, keys, target.saturating_sub(pick.len()));
        m.extend(pick);
        if m.len() > best.len() {
            best = m;
        }
        if best.len() >= target {
            break;
        }
    }
    best
}

/// Maximum set of pairwise disjoint objects with one or two names, via matching.
fn matching(objs: &[usize], keys: &HashMap<usize, Vec<Name>>, target: usize) -> Vec<usize> {
    let mut chosen = Vec::new();
    if target == 0 {
        return chosen;
    }
    // Vertices are names. A one-name object claims its name outright (its pendant vertex has
    // degree one, so matching it is exact).
    let mut names = NameVertices::default();
    for &i in objs {
        let k = &keys[&i];
        if k.len() == 1 {
            let v = names.id(&k[0]);
            if !names.taken[v] {
                names.taken[v] = true;
                chosen.push(i);
                if chosen.len() >= target {
                    return chosen;
                }
            }
        }
    }
    let mut edges: HashMap<(usize, usize), usize> = HashMap::new();
    for &i in objs {
        let k = &keys[&i];
        if k.len() == 2 {
            let (a, b) = (names.id(&k[0]), names.id(&k[1]));
            if !names.taken[a] && !names.taken[b] {
                edges.entry((a.min(b), a.max(b))).or_insert(i);
            }
        }
    }
    let mate = max_matching(names.taken.len(), &edges, target - chosen.len());
    for (v, &u) in mate.iter().enumerate() {
        if u != NONE && v < u {
            chosen.push(edges[&(v, u)]);
        }
    }
    chosen
}

/// Names numbered as graph vertices, and which are already claimed by a one-name object.
#[derive(Default)]
struct NameVertices {
    vid: HashMap<Name, usize>,
    taken: Vec<bool>,
}

impl NameVertices {
    /// The vertex of a name, numbering it on first sight.
    fn id(&mut self, n: &Name) -> usize {
        let next = self.vid.len();
        let v = *self.vid.entry(n.clone()).or_insert(next);
        if v == self.taken.len() {
            self.taken.push(false);
        }
        v
    }
}

/// A matching of the graph on `n` vertices with these edges, of at least `need` edges if one
/// exists (else a maximum one), as each vertex's mate (`NONE` if unmatched).
fn max_matching(n: usize, edges: &HashMap<(usize, usize), usize>, need: usize) -> Vec<usize> {
    let mut adj: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(a, b) in edges.keys() {
        adj[a].push(b);
        adj[b].push(a);
    }
    let mut mate = vec![NONE; n];
    let removed = match_degree_one(&adj, &mut mate);
    let matched_so_far = (0..n).filter(|&v| mate[v] != NONE).count() / 2;
    if matched_so_far < need {
        // Kernel graph on the vertices the reduction left.
        let kernel_adj: Vec<Vec<usize>> = (0..n)
            .map(|v| {
                if removed[v] {
                    Vec::new()
                } else {
                    adj[v].iter().copied().filter(|&u| !removed[u]).collect()
                }
            })
            .collect();
        blossom(&kernel_adj, &mut mate, &removed, need);
    }
    mate
}

/// Degree-one reduction (exact): repeatedly matches a degree-one vertex with its neighbour and
/// removes both. Returns which vertices were removed.
fn match_degree_one(adj: &[Vec<usize>], mate: &mut [usize]) -> Vec<bool> {
    let n = adj.len();
    let mut removed = vec![false; n];
    let mut deg: Vec<usize> = adj.iter().map(Vec::len).collect();
    let mut queue: VecDeque<usize> = (0..n).filter(|&v| deg[v] == 1).collect();
    while let Some(v) = queue.pop_front() {
        if removed[v] || deg[v] != 1 {
            continue;
        }
        let Some(&u) = adj[v].iter().find(|&&u| !removed[u]) else {
            continue;
        };
        mate[v] = u;
        mate[u] = v;
        for x in [v, u] {
            removed[x] = true;
            for &w in &adj[x] {
                if !removed[w] {
                    deg[w] -= 1;
                    if deg[w] == 1 {
                        queue.push_back(w);
                    }
                }
            }
        }
    }
    removed
}

/// Edmonds' blossom algorithm on the kernel, augmenting `mate` until `need` more edges are
/// matched or no augmenting path exists. Each free vertex is searched once: if no augmenting
/// path starts at it now, none will after later augmentations (Edmonds, 1965).
fn blossom(adj: &[Vec<usize>], mate: &mut [usize], removed: &[bool], need: usize) {
    let n = adj.len();
    // Greedy start.
    let mut found = 0;
    for v in 0..n {
        if removed[v] || mate[v] != NONE {
            continue;
        }
        if let Some(&u) = adj[v].iter().find(|&&u| mate[u] == NONE) {
            mate[v] = u;
            mate[u] = v;
            found += 1;
            if found >= need {
                return;
            }
        }
    }
    let mut parent = vec![NONE; n];
    let mut base: Vec<usize> = (0..n).collect();
    let mut used = vec![false; n];
    let mut in_blossom = vec![false; n];
    for root in 0..n {
        if removed[root] || mate[root] != NONE || adj[root].is_empty() {
            continue;
        }
        if let Some(end) = find_path(
            adj,
            mate,
            root,
            &mut parent,
            &mut base,
            &mut used,
            &mut in_blossom,
        ) {
            let mut v = end;
            while v != NONE {
                let pv = parent[v];
                let next = mate[pv];
                mate[v] = pv;
                mate[pv] = v;
                v = next;
            }
            found += 1;
            if found >= need {
                return;
            }
        }
    }
}

fn lca(mate: &[usize], base: &[usize], parent: &[usize], a: usize, b: usize) -> usize {
    let mut seen = HashSet::new();
    let mut a = a;
    loop {
        a = base[a];
        seen.insert(a);
        if mate[a] == NONE {
            break;
        }
        a = parent[mate[a]];
    }
    let mut b = b;
    loop {
        b = base[b];
        if seen.contains(&b) {
            return b;
        }
        b = parent[mate[b]];
    }
}

fn mark_path(
    mate: &[usize],
    base: &[usize],
    parent: &mut [usize],
    in_blossom: &mut [bool],
    mut v: usize,
    b: usize,
    mut child: usize,
) {
    while base[v] != b {
        in_blossom[base[v]] = true;
        in_blossom[base[mate[v]]] = true;
        parent[v] = child;
        child = mate[v];
        v = parent[mate[v]];
    }
}

#[allow(clippy::too_many_arguments)]
fn find_path(
    adj: &[Vec<usize>],
    mate: &[usize],
    root: usize,
    parent: &mut [usize],
    base: &mut [usize],
    used: &mut [bool],
    in_blossom: &mut [bool],
) -> Option<usize> {
    // Reset only what the previous search touched would be faster; the kernel is small.
    let n = adj.len();
    parent.iter_mut().for_each(|p| *p = NONE);
    used.iter_mut().for_each(|u| *u = false);
    for (i, b) in base.iter_mut().enumerate() {
        *b = i;
    }
    used[root] = true;
    let mut queue = VecDeque::from([root]);
    while let Some(v) = queue.pop_front() {
        for &to in &adj[v] {
            if base[v] == base[to] || mate[v] == to {
                continue;
            }
            if to == root || (mate[to] != NONE && parent[mate[to]] != NONE) {
                let cur = lca(mate, base, parent, v, to);
                in_blossom.iter_mut().for_each(|x| *x = false);
                mark_path(mate, base, parent, in_blossom, v, cur, to);
                mark_path(mate, base, parent, in_blossom, to, cur, v);
                for i in 0..n {
                    if in_blossom[base[i]] {
                        base[i] = cur;
                        if !used[i] {
                            used[i] = true;
                            queue.push_back(i);
                        }
                    }
                }
            } else if parent[to] == NONE {
                parent[to] = v;
                if mate[to] == NONE {
                    return Some(to);
                }
                used[mate[to]] = true;
                queue.push_back(mate[to]);
            }
        }
    }
    None
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
        let p = self.packing(&sets, n);
        let value = p.chosen.len() >= n;
        let ids: Vec<String> = p
            .chosen
            .iter()
            .take(n.max(1))
            .map(|&i| group[i].0.clone())
            .collect();
        if value {
            why.push(
                cr!("201.2b"),
                format!(
                    "{} objects have pairwise different names: {}",
                    n,
                    ids.join(", ")
                ),
            );
        } else {
            why.push(
                cr!("201.2b"),
                format!(
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
    fn packing(&self, sets: &[&NameSet], n: usize) -> Packing {
        let oracle = &self.model.oracle;
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::GreedyNOrMore) {
            return pack_greedy(sets, oracle);
        }
        #[cfg(feature = "mutants")]
        if self.model.has(Quirk::DifferentNamesCountsNameless) {
            return pack_counting_nameless(sets, oracle, n);
        }
        pack(sets, oracle, n)
    }
}

/// The DifferentNamesCountsNameless mutant's packing: nameless objects always count.
#[cfg(feature = "mutants")]
fn pack_counting_nameless(sets: &[&NameSet], oracle: &Oracle, n: usize) -> Packing {
    let named: Vec<usize> = (0..sets.len())
        .filter(|&i| !sets[i].is_empty(oracle))
        .collect();
    let inner: Vec<&NameSet> = named.iter().map(|&i| sets[i]).collect();
    let mut p = pack(&inner, oracle, n);
    p.chosen = p.chosen.iter().map(|&i| named[i]).collect();
    p.chosen
        .extend((0..sets.len()).filter(|&i| sets[i].is_empty(oracle)));
    p
}
