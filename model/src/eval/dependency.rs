//! The order of layer-3 effects: dependency order, then timestamp order (CR 613.8, 613.7).
//!
//! Dependencies the model recognizes (CR 613.8a: applying one changes what the other does):
//! - an effect that reads another object's text — full text (612.6) or splice (612.10) —
//!   depends on every layer-3 effect that changes that object;
//! - a word swap on an object depends on a full-text effect on the same object (the full text
//!   replaces the words the swap would change).
//!
//! Exchange of Words and a word swap on one of the exchanged objects each change what the other
//! does, a dependency loop, so they apply in timestamp order (613.8b). **Uncertain:** no ruling
//! in `shared/rules/` covers these pairs; this is the model's reading of 613.8a.
//!
//! A dependency loop may run through any number of effects (full text of an object whose full
//! text is another's, spliced back onto the first): CR 613.8b ("several dependent effects form
//! a dependency loop") ignores dependency order inside the loop, so its effects apply in
//! timestamp order among themselves, while an effect that depends on a loop's effect and isn't
//! in the loop still waits for it (613.8b). The loops are the strongly connected components of
//! the dependency graph.

use crate::effects::{Effect, EffectKind};

fn changes_rules_text(f: &EffectKind) -> bool {
    matches!(
        f,
        EffectKind::WordSwap { .. }
            | EffectKind::ExchangeText { .. }
            | EffectKind::FullText { .. }
            | EffectKind::Splice { .. }
    )
}

/// Whether `e` depends on `f` (CR 613.8a).
fn depends_on(e: &EffectKind, f: &EffectKind) -> bool {
    match e {
        // Full text reads name, type line and rules text: any layer-3 effect on the source.
        EffectKind::FullText { of: x, .. } => f.affected().contains(x),
        // Splice reads only the card's rules text (612.10), not its name.
        EffectKind::Splice { card: x, .. } => f.affected().contains(x) && changes_rules_text(f),
        EffectKind::WordSwap { object, .. } => {
            matches!(f, EffectKind::FullText { object: v, .. } if v == object)
        }
        _ => false,
    }
}

/// `loop_of[i]`: the dependency loop (strongly connected component) effect `i` is in, as the
/// lowest index of the effects that reach `i` and that `i` reaches.
fn loops(pending: &[&Effect]) -> Vec<usize> {
    let n = pending.len();
    let edges: Vec<Vec<usize>> = (0..n)
        .map(|i| {
            (0..n)
                .filter(|&j| j != i && depends_on(&pending[i].kind, &pending[j].kind))
                .collect()
        })
        .collect();
    let reach: Vec<Vec<bool>> = (0..n)
        .map(|i| {
            let mut seen = vec![false; n];
            let mut todo = vec![i];
            seen[i] = true;
            while let Some(k) = todo.pop() {
                for &j in &edges[k] {
                    if !seen[j] {
                        seen[j] = true;
                        todo.push(j);
                    }
                }
            }
            seen
        })
        .collect();
    (0..n)
        .map(|i| (0..n).find(|&j| reach[i][j] && reach[j][i]).unwrap_or(i))
        .collect()
}

/// Orders layer-3 effects: the earliest effect that depends on no pending effect outside its
/// own dependency loop goes first (CR 613.8b, 613.7). `pairwise_loops`: the
/// `DependencyLoopsPairwise` mutant, which sees a loop only between two effects that depend
/// on each other directly.
pub(crate) fn order(mut pending: Vec<&Effect>, pairwise_loops: bool) -> Vec<&Effect> {
    pending.sort_by_key(|e| e.order_timestamp());
    // Most boards have no dependency at all: then no effect ever waits, and the order is the
    // timestamp order (CR 613.7) without the loops worked out. Only an effect that reads
    // another object's text (full text, splice) is depended on, or depends on another.
    let reads_text = |e: &&Effect| {
        matches!(
            e.kind,
            EffectKind::FullText { .. } | EffectKind::Splice { .. }
        )
    };
    let any_dependency = pending.iter().any(reads_text)
        && (pending.iter().enumerate()).any(|(i, e)| {
            (pending.iter().enumerate()).any(|(j, f)| j != i && depends_on(&e.kind, &f.kind))
        });
    if !any_dependency {
        return pending;
    }
    let loop_of = loops(&pending);
    let mut left: Vec<usize> = (0..pending.len()).collect();
    let mut out = Vec::with_capacity(pending.len());
    while !left.is_empty() {
        let waits = |i: usize, j: usize| {
            let (e, f) = (&pending[i].kind, &pending[j].kind);
            j != i
                && depends_on(e, f)
                && if pairwise_loops {
                    !depends_on(f, e)
                } else {
                    loop_of[i] != loop_of[j]
                }
        };
        let free = left
            .iter()
            .position(|&i| !left.iter().any(|&j| waits(i, j)));
        out.push(pending[left.remove(free.unwrap_or(0))]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ObjectId;

    fn full_text(ts: u64, object: &str, of: &str) -> Effect {
        Effect::new(
            ts,
            EffectKind::FullText {
                object: ObjectId::from(object),
                of: ObjectId::from(of),
            },
        )
    }

    #[test]
    fn effects_that_depend_on_none_apply_in_timestamp_order() {
        // CR 613.7: with no dependency, timestamp order alone, whatever order they came in
        // (word swaps, a name set, and a full text whose source no effect changes).
        let swap = |ts: u64, object: &str| {
            Effect::new(
                ts,
                EffectKind::WordSwap {
                    object: ObjectId::from(object),
                    role: crate::text::Role::CreatureType,
                    from: "Elf".into(),
                    to: "Goblin".into(),
                },
            )
        };
        let effects = [
            swap(5, "a"),
            full_text(2, "b", "d"),
            Effect::new(
                9,
                EffectKind::SetName {
                    object: ObjectId::from("c"),
                    name: "Island".into(),
                },
            ),
            swap(1, "c"),
        ];
        for pairwise in [false, true] {
            let ts: Vec<u64> = order(effects.iter().collect(), pairwise)
                .iter()
                .map(|e| e.order_timestamp())
                .collect();
            assert_eq!(ts, vec![1, 2, 5, 9]);
        }
    }

    #[test]
    fn a_word_swap_waits_for_the_full_text_on_its_object_however_late() {
        // CR 613.8a: the full text replaces the words the swap would change, so the swap
        // (@1) applies after it (@4), and the name set (@2) keeps its place.
        let effects = [
            Effect::new(
                1,
                EffectKind::WordSwap {
                    object: ObjectId::from("a"),
                    role: crate::text::Role::CreatureType,
                    from: "Elf".into(),
                    to: "Goblin".into(),
                },
            ),
            Effect::new(
                2,
                EffectKind::SetName {
                    object: ObjectId::from("b"),
                    name: "Island".into(),
                },
            ),
            full_text(4, "a", "b"),
        ];
        let ts: Vec<u64> = order(effects.iter().collect(), false)
            .iter()
            .map(|e| e.order_timestamp())
            .collect();
        assert_eq!(ts, vec![2, 4, 1]);
    }

    #[test]
    fn a_loop_of_three_applies_in_timestamp_order_before_what_depends_on_it() {
        // a has b's full text (@1, outside the loop); b <- c (@6), c <- d (@7), d <- b (@3)
        // form a loop; e sets a's name (@8). CR 613.8b: the loop goes in timestamp order, a's
        // full text waits for it only, and the name set @8 comes last (613.7).
        let effects = [
            full_text(1, "a", "b"),
            full_text(3, "d", "b"),
            full_text(6, "b", "c"),
            full_text(7, "c", "d"),
            Effect::new(
                8,
                EffectKind::SetName {
                    object: ObjectId::from("a"),
                    name: "Island".into(),
                },
            ),
        ];
        let ts = |pairwise| -> Vec<u64> {
            order(effects.iter().collect(), pairwise)
                .iter()
                .map(|e| e.order_timestamp())
                .collect()
        };
        assert_eq!(ts(false), vec![3, 6, 1, 7, 8]);
        assert_ne!(ts(true), ts(false));
    }
}
