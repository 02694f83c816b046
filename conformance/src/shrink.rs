//! Shrinking a failing case to a minimal one. Steps, repeated until none applies: drop a
//! query; drop an effect; drop an object (with what refers to it: effects and tokens are
//! dropped, object lists in queries lose the id); clear an object's statuses; replace a card
//! by an earlier card of the same category (same layout) in the Oracle subset. Every candidate
//! is re-validated (no dangling references, the model can evaluate it) before the predicate
//! is asked whether it still fails.

use crate::case::*;
use crate::gen::pools::{category, Pools};
use crate::load::validate_case;
use truename_model::Model;

/// Size of a case: (objects, effects, queries).
pub fn size(c: &Case) -> (usize, usize, usize) {
    (c.objects.len(), c.effects.len(), c.queries.len())
}

fn valid(c: &Case, model: &Model) -> bool {
    let mut c2 = c.clone();
    let mut ok = true;
    validate_case(&mut c2, "case", model, &mut |_, _| ok = false);
    ok && model.evaluate(&crate::to_model::board(&c2)).is_ok()
}

fn mentions(kind: &EffectKind, id: &str) -> bool {
    serde_json::to_value(kind)
        .map(|v| {
            v.as_object().is_some_and(|m| {
                m.values().any(|x| {
                    x.as_str() == Some(id) || x.get("object").and_then(|o| o.as_str()) == Some(id)
                })
            })
        })
        .unwrap_or(false)
}

/// The case without object `id` and everything that can't stand without it.
fn without_object(c: &Case, id: &str) -> Case {
    let mut c = c.clone();
    c.objects.retain(|o| o.id != id);
    let mut gone: Vec<String> = vec![id.to_string()];
    // Tokens and spell copies that depend on removed objects go too, transitively.
    loop {
        let before = c.objects.len();
        c.objects.retain(|o| {
            let deps = [
                o.token.as_ref().and_then(|t| t.created_by.clone()),
                o.token.as_ref().and_then(|t| t.copy_of.clone()),
                o.spell_copy_of.clone(),
            ];
            let dead = deps.iter().flatten().any(|d| gone.contains(d));
            if dead {
                gone.push(o.id.clone());
            }
            !dead
        });
        if c.objects.len() == before {
            break;
        }
    }
    for o in &mut c.objects {
        if o.previous.as_ref().is_some_and(|p| gone.contains(p)) {
            o.previous = None;
            o.moved_by = None;
        }
        if o.moved_by
            .as_ref()
            .is_some_and(|m| gone.contains(&m.object))
        {
            o.moved_by = None;
        }
    }
    c.effects.retain(|e| {
        !gone.iter().any(|g| mentions(&e.kind, g))
            && !e.source.as_ref().is_some_and(|s| gone.contains(s))
    });
    let mut queries = Vec::new();
    for mut q in c.queries.drain(..) {
        let keep = match &mut q.ask {
            Ask::DifferentNames { objects, .. } | Ask::NOrMoreDifferentNames { objects, .. } => {
                objects.retain(|o| !gone.contains(o));
                !objects.is_empty()
            }
            Ask::DifferentNameFrom { object, others, .. } => {
                others.retain(|o| !gone.contains(o));
                !gone.contains(object)
            }
            other => {
                let v = serde_json::to_value(&*other).unwrap_or_default();
                !v.as_object().is_some_and(|m| {
                    m.values()
                        .any(|x| x.as_str().is_some_and(|s| gone.iter().any(|g| g == s)))
                })
            }
        };
        if keep {
            queries.push(q);
        }
    }
    c.queries = queries;
    c
}

fn simpler_statuses(o: &CaseObject) -> Vec<CaseObject> {
    let mut out = Vec::new();
    let mut push = |f: &dyn Fn(&mut CaseObject)| {
        let mut x = o.clone();
        f(&mut x);
        if x != *o {
            out.push(x);
        }
    };
    push(&|x| x.printed = None);
    push(&|x| x.face_down = false);
    push(&|x| x.flipped = false);
    push(&|x| x.transformed = false);
    push(&|x| x.melded = false);
    push(&|x| x.cast_as = None);
    push(&|x| x.unlocked.clear());
    push(&|x| x.moved_by = None);
    push(&|x| {
        x.previous = None;
        x.moved_by = None;
    });
    out
}

/// Single simpler queries that might show the same divergence: an object's names, choosing a
/// name the case mentions, whether an object has a mentioned name.
fn simpler_queries(c: &Case) -> Vec<Ask> {
    let mut said: Vec<String> = Vec::new();
    for e in &c.effects {
        if let EffectKind::SetName { name, .. } = &e.kind {
            said.push(name.clone());
        }
    }
    for q in &c.queries {
        match &q.ask {
            Ask::IsNamed { name, .. }
            | Ask::ChooseCardName { name, .. }
            | Ask::Castable { chosen: name, .. } => said.push(name.clone()),
            _ => {}
        }
    }
    let mut out: Vec<Ask> = said
        .iter()
        .map(|n| Ask::ChooseCardName {
            name: n.clone(),
            constraint: Constraint::default(),
            expect: ChoiceAnswer::default(),
        })
        .collect();
    for o in &c.objects {
        out.push(Ask::Names {
            object: o.id.clone(),
            expect: NameSetAnswer::default(),
        });
        for n in &said {
            out.push(Ask::IsNamed {
                object: o.id.clone(),
                name: n.clone(),
                expect: false,
            });
        }
    }
    out
}

/// Shrinks `case` while `fails` keeps returning true. Returns the smallest case found.
pub fn shrink(
    case: &Case,
    model: &Model,
    pools: &Pools,
    fails: &mut dyn FnMut(&Case) -> bool,
) -> Case {
    let mut best = case.clone();
    let mut try_it = |cand: Case, best: &mut Case| -> bool {
        if cand != *best && !cand.queries.is_empty() && valid(&cand, model) && fails(&cand) {
            *best = cand;
            true
        } else {
            false
        }
    };
    loop {
        let mut progress = false;
        let cost = |c: &Case| c.objects.len() + c.effects.len() + c.queries.len();
        // One simpler query instead of all of them (then objects it doesn't need can go).
        for ask in simpler_queries(&best) {
            let mut c = best.clone();
            c.queries = vec![Query {
                ask,
                provenance: Provenance::ModelUntriaged,
                note: None,
            }];
            if cost(&c) < cost(&best) || c.queries.len() < best.queries.len() {
                progress |= try_it(c, &mut best);
            }
        }
        // A token made by a creator becomes a token given directly (the creator may then go).
        for k in 0..best.objects.len() {
            let Some(t) = &best.objects[k].token else {
                continue;
            };
            if t.created_by.is_none() && t.copy_of.is_none() {
                continue;
            }
            let board = crate::to_model::board(&best);
            let Ok(ev) = model.evaluate(&board) else {
                continue;
            };
            let Ok(ch) = ev.chars(&truename_model::board::ObjectId(best.objects[k].id.clone()))
            else {
                continue;
            };
            let mut c = best.clone();
            c.objects[k].token = Some(TokenSpec {
                name: ch.names.names.iter().next().map(|n| n.to_string()),
                subtypes: ch.type_line.subtypes.clone(),
                types: ch.type_line.types.clone(),
                ..TokenSpec::default()
            });
            progress |= try_it(c, &mut best);
        }
        for i in (0..best.queries.len()).rev() {
            if best.queries.len() > 1 {
                let mut c = best.clone();
                c.queries.remove(i);
                progress |= try_it(c, &mut best);
            }
        }
        for i in (0..best.effects.len()).rev() {
            if i < best.effects.len() {
                let mut c = best.clone();
                c.effects.remove(i);
                progress |= try_it(c, &mut best);
            }
        }
        let ids: Vec<String> = best.objects.iter().map(|o| o.id.clone()).collect();
        for id in ids.iter().rev() {
            if best.objects.iter().any(|o| &o.id == id) {
                progress |= try_it(without_object(&best, id), &mut best);
            }
        }
        for k in 0..best.objects.len() {
            for simpler in simpler_statuses(&best.objects[k]) {
                let mut c = best.clone();
                c.objects[k] = simpler;
                if try_it(c, &mut best) {
                    progress = true;
                    break;
                }
            }
        }
        for k in 0..best.objects.len() {
            let Some(card) = best.objects[k].card.clone() else {
                continue;
            };
            let Some((c0, _)) = model.oracle.card_with_face(&card) else {
                continue;
            };
            let pool = pools.cards(category(c0));
            let Some(pos) = pool.iter().position(|n| *n == c0.name.as_str()) else {
                continue;
            };
            for earlier in &pool[..pos] {
                let mut c = best.clone();
                c.objects[k].card = Some(earlier.clone());
                if try_it(c, &mut best) {
                    progress = true;
                    break;
                }
            }
        }
        if !progress {
            return best;
        }
    }
}
