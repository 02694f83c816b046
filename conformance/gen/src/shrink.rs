//! Shrinking a failing case to a minimal one. Steps, repeated until none applies: drop a
//! query; drop an effect; drop an object (with what refers to it: effects and tokens are
//! dropped, object lists in queries lose the id); clear an object's statuses; replace a card
//! by an earlier card of the same category (same layout) in the Oracle subset. Every candidate
//! is re-validated (no dangling references, the model can evaluate it) before the predicate
//! is asked whether it still fails.

use crate::generate::pending;
use crate::generate::pools::{category, Pools};
use truename_cases::*;
use truename_harness::load::validate_case;
use truename_model::Model;

/// Size of a case: (objects, effects, queries).
pub fn size(c: &Case) -> (usize, usize, usize) {
    (
        c.scenario.objects.len(),
        c.scenario.effects.len(),
        c.queries.len(),
    )
}

fn valid(c: &Case, model: &Model) -> bool {
    let mut c2 = c.clone();
    let mut ok = true;
    validate_case(&mut c2, "case", model, &mut |_, _| ok = false);
    ok && model
        .evaluate(&truename_harness::engines::to_model::board(&c2.scenario))
        .is_ok()
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
    c.scenario.objects.retain(|o| o.id != id);
    let mut gone: Vec<String> = vec![id.to_string()];
    // Tokens and spell copies that depend on removed objects go too, transitively.
    loop {
        let before = c.scenario.objects.len();
        c.scenario.objects.retain(|o| {
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
        if c.scenario.objects.len() == before {
            break;
        }
    }
    for o in &mut c.scenario.objects {
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
    c.scenario.effects.retain(|e| {
        !gone.iter().any(|g| mentions(&e.kind, g))
            && !e.source.as_ref().is_some_and(|s| gone.contains(s))
    });
    let mut queries = Vec::new();
    for mut q in c.queries.drain(..) {
        let keep = match &mut q.question {
            Question::DifferentNames { objects, .. }
            | Question::NOrMoreDifferentNames { objects, .. } => {
                objects.retain(|o| !gone.contains(o));
                !objects.is_empty()
            }
            Question::DifferentNameFrom { object, others, .. } => {
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
fn simpler_queries(c: &Case) -> Vec<Question> {
    let mut said: Vec<String> = Vec::new();
    for e in &c.scenario.effects {
        if let EffectKind::SetName { name, .. } = &e.kind {
            said.push(name.clone());
        }
    }
    for q in &c.queries {
        match &q.question {
            Question::IsNamed { name, .. }
            | Question::ChooseCardName { name, .. }
            | Question::Castable { chosen: name, .. } => said.push(name.clone()),
            _ => {}
        }
    }
    let mut out: Vec<Question> = said
        .iter()
        .map(|n| Question::ChooseCardName {
            name: n.clone(),
            constraint: Constraint::default(),
        })
        .collect();
    for o in &c.scenario.objects {
        out.push(Question::Names {
            object: o.id.clone(),
        });
        for n in &said {
            out.push(Question::IsNamed {
                object: o.id.clone(),
                name: n.clone(),
            });
        }
    }
    out
}

/// Every one-step simplification of `case` that is still a valid case, simplest-first kinds of
/// step first. Used by [`shrink`] and by quickcheck's `shrink` for generated cases.
pub fn candidates(case: &Case, model: &Model, pools: &Pools) -> Vec<Case> {
    let mut out: Vec<Case> = Vec::new();
    let cost = |c: &Case| c.scenario.objects.len() + c.scenario.effects.len() + c.queries.len();
    // One simpler query instead of all of them (then objects it doesn't need can go).
    for ask in simpler_queries(case) {
        let mut c = case.clone();
        c.queries = vec![pending(ask)];
        if cost(&c) < cost(case) {
            out.push(c);
        }
    }
    tokens_given_directly(case, model, &mut out);
    fewer_queries_and_effects(case, &mut out);
    for o in case.scenario.objects.iter().rev() {
        out.push(without_object(case, &o.id));
    }
    for (k, o) in case.scenario.objects.iter().enumerate() {
        for simpler in simpler_statuses(o) {
            let mut c = case.clone();
            c.scenario.objects[k] = simpler;
            out.push(c);
        }
    }
    earlier_cards(case, model, pools, &mut out);
    out.retain(|c| c != case && !c.queries.is_empty() && valid(c, model));
    out
}

/// `case` with a token made by a creator or as a copy given directly instead, with the names
/// and types the model gives it (the creator may then go).
fn tokens_given_directly(case: &Case, model: &Model, out: &mut Vec<Case>) {
    let board = truename_harness::engines::to_model::board(&case.scenario);
    let Ok(ev) = model.evaluate(&board) else {
        return;
    };
    for (k, o) in case.scenario.objects.iter().enumerate() {
        let Some(t) = &o.token else { continue };
        if t.created_by.is_none() && t.copy_of.is_none() {
            continue;
        }
        let Ok(ch) = ev.chars(&truename_model::board::ObjectId(o.id.clone())) else {
            continue;
        };
        let mut c = case.clone();
        c.scenario.objects[k].token = Some(TokenSpec {
            name: ch.names.names.iter().next().map(|n| n.to_string()),
            subtypes: ch.type_line.subtypes.clone(),
            types: ch.type_line.types.clone(),
            ..TokenSpec::default()
        });
        out.push(c);
    }
}

/// `case` with one query fewer (when it has several), with no effects (effects that only
/// matter together), and with one effect fewer.
fn fewer_queries_and_effects(case: &Case, out: &mut Vec<Case>) {
    if case.queries.len() > 1 {
        for i in (0..case.queries.len()).rev() {
            let mut c = case.clone();
            c.queries.remove(i);
            out.push(c);
        }
    }
    if case.scenario.effects.len() > 1 {
        let mut c = case.clone();
        c.scenario.effects.clear();
        out.push(c);
    }
    for i in (0..case.scenario.effects.len()).rev() {
        let mut c = case.clone();
        c.scenario.effects.remove(i);
        out.push(c);
    }
}

/// `case` with one object's card replaced by a card earlier in its category's generator pool:
/// shrinking moves each card towards the first of its pool, so it ends.
fn earlier_cards(case: &Case, model: &Model, pools: &Pools, out: &mut Vec<Case>) {
    for (k, o) in case.scenario.objects.iter().enumerate() {
        let Some(card) = &o.card else { continue };
        let Some((c0, _)) = model.oracle.card_with_face(card) else {
            continue;
        };
        let pool = pools.cards(category(c0));
        let Some(pos) = pool.iter().position(|n| *n == c0.name.as_str()) else {
            continue;
        };
        for earlier in &pool[..pos] {
            let mut c = case.clone();
            c.scenario.objects[k].card = Some(earlier.clone());
            out.push(c);
        }
    }
}

/// Shrinks `case` while `fails` keeps returning true: takes the first candidate that still
/// fails, until none does. Returns the smallest case found.
pub fn shrink(
    case: &Case,
    model: &Model,
    pools: &Pools,
    fails: &mut dyn FnMut(&Case) -> bool,
) -> Case {
    let mut best = case.clone();
    'outer: loop {
        for cand in candidates(&best, model, pools) {
            if fails(&cand) {
                best = cand;
                continue 'outer;
            }
        }
        return best;
    }
}
