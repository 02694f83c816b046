//! Step 3 of the exact packing (CR 201.2b; see [`packing`](super::packing)): objects with one
//! or two names are edges of a graph on names, and a largest set of pairwise name-disjoint
//! objects is a maximum matching. One-name objects claim their name (a pendant vertex), duplicate
//! edges are merged, degree-one vertices are matched greedily (exact), and the kernel is solved
//! by Edmonds' blossom algorithm.

use crate::hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;

const NONE: usize = usize::MAX;

/// Maximum set of pairwise disjoint objects with one or two names, via matching.
pub(crate) fn matching(objs: &[usize], keys: &[Vec<u32>], target: usize) -> Vec<usize> {
    let mut chosen = Vec::new();
    if target == 0 {
        return chosen;
    }
    // Vertices are names. A one-name object claims its name outright (its pendant vertex has
    // degree one, so matching it is exact).
    let mut names = NameVertices::default();
    for &i in objs {
        let k = &keys[i];
        if k.len() == 1 {
            let v = names.id(k[0]);
            if !names.taken[v] {
                names.taken[v] = true;
                chosen.push(i);
                if chosen.len() >= target {
                    return chosen;
                }
            }
        }
    }
    let mut edges: FxHashMap<(usize, usize), usize> = FxHashMap::default();
    for &i in objs {
        let k = &keys[i];
        if k.len() == 2 {
            let (a, b) = (names.id(k[0]), names.id(k[1]));
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

/// Names (already numbered by the caller) renumbered as the vertices of one graph, in order of
/// first sight, and which are already claimed by a one-name object.
#[derive(Default)]
struct NameVertices {
    /// Caller's number -> vertex (`NONE`: not seen yet).
    vid: Vec<usize>,
    taken: Vec<bool>,
}

impl NameVertices {
    /// The vertex of a name, numbering it on first sight.
    fn id(&mut self, n: u32) -> usize {
        let n = n as usize;
        if n >= self.vid.len() {
            self.vid.resize(n + 1, NONE);
        }
        if self.vid[n] == NONE {
            self.vid[n] = self.taken.len();
            self.taken.push(false);
        }
        self.vid[n]
    }
}

/// A matching of the graph on `n` vertices with these edges, of at least `need` edges if one
/// exists (else a maximum one), as each vertex's mate (`NONE` if unmatched).
fn max_matching(n: usize, edges: &FxHashMap<(usize, usize), usize>, need: usize) -> Vec<usize> {
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
    let mut seen = FxHashSet::default();
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
