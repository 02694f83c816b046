//! Random boards, effect stacks and queries drawn from the Oracle subset, weighted so the hard
//! parts are common: nameless objects (face-down spells and permanents, copies of them),
//! multi-name objects (split cards off the stack, Rooms, Spy Kit), interchangeable names,
//! flip/DFC/meld/adventure faces, tokens named from subtypes, name-setting and name-adding
//! effects in both timestamp orders, word swaps on objects whose names contain color or type
//! words, gained and granted abilities with name references, and zone changes; and, for the
//! newer rule areas (`areas`), copies of flip cards, keyword activated abilities, sources moved
//! more than once, "named X" after zone changes, the legend rule, type-changing effects, mutate,
//! back faces cast transformed and full text.
//!
//! Generators know nothing about the fuzzer: they draw from a [`Source`]. Expected answers are
//! filled in by the reference model ([`fill_expectations`]) and marked model-produced.

mod areas;
mod builder;
mod colors;
mod copies;
mod effects;
pub mod instance;
mod objects;
pub mod pools;
mod queries;
mod scenarios;
pub mod source;

pub use builder::pending;
use builder::Builder;
use pools::{Category, Pools};
pub use source::{SeededSource, Source};
use truename_cases::*;
use truename_harness::engines::model::{ExplainedAnswer, ModelEngine};
use truename_harness::engines::to_model;
use truename_model::{explain, Model};

/// Generates one case (expectations not yet filled: see [`fill_expectations`]). Boards the
/// model can't evaluate (copy cycles, say) are retried with new choices.
pub fn generate(src: &mut dyn Source, model: &Model, pools: &Pools, id: &str) -> Case {
    for _ in 0..50 {
        if let Some(case) = attempt(src, model, pools, id, None) {
            return case;
        }
    }
    fallback(pools, id)
}

/// [`generate`] then [`fill_expectations`] with `reference`, whose model generates the case:
/// the same case, answered from the evaluation the generator made to choose its questions
/// instead of a second one (hunt's generation cost is mostly evaluations).
pub fn generate_filled(
    src: &mut dyn Source,
    reference: &ModelEngine,
    pools: &Pools,
    id: &str,
) -> Case {
    for _ in 0..50 {
        if let Some(case) = attempt(src, reference.model(), pools, id, Some(reference)) {
            return case;
        }
    }
    let mut case = fallback(pools, id);
    fill_expectations(&mut case, reference);
    case
}

/// One try: objects, a targeted scenario, effects, questions, and their expectations filled
/// by `fill` if given; `None` if the model can't evaluate the board or no question was asked.
///
/// Generation reads no explanation's notes: without `fill`, none at all (it runs
/// [`explain::without`]); with it, only the rules the answers cite, which become the case's
/// `rules` ([`apply_answers`]), so it runs [`explain::rules_only`] and explains the answers
/// again in full only when that can't give exactly the full explanations' rules.
fn attempt(
    src: &mut dyn Source,
    model: &Model,
    pools: &Pools,
    id: &str,
    fill: Option<&ModelEngine>,
) -> Option<Case> {
    let Some(reference) = fill else {
        return explain::without(|| attempt_in(src, model, pools, id, None));
    };
    let made = explain::rules_only(|| attempt_in(src, model, pools, id, fill));
    let mut case = made.value?;
    if !made.exact {
        // A long explanation was shortened: only full ones shorten to the full rules. The
        // answers are the same in every mode; the kept questions are all answered again.
        fill_expectations_in_full(&mut case, reference);
    }
    Some(case)
}

/// [`attempt`] in the explanation mode the caller set.
fn attempt_in(
    src: &mut dyn Source,
    model: &Model,
    pools: &Pools,
    id: &str,
    fill: Option<&ModelEngine>,
) -> Option<Case> {
    let mut b = Builder {
        pools,
        model,
        case: Case {
            scenario: Scenario {
                id: id.to_string(),
                // Room for most boards: an object is large, and growing the list copies them.
                objects: Vec::with_capacity(8),
                ..Scenario::default()
            },
            description: "generated".into(),
            uncertain: None,
            queries: vec![],
            origin: None,
        },
        next_ts: 0,
    };
    let n = src.count(1, 5);
    for _ in 0..n {
        match src.weighted(&[70, 15, 10, 5]) {
            0 => {
                b.random_card(src);
            }
            1 => {
                b.token(src);
            }
            2 => b.zone_change(src),
            _ => b.spell_copy(src),
        }
    }
    // Targeted scenarios make the rare structures common.
    match src.weighted(&[55, 9, 9, 9, 9, 9, 6, 12, 6, 4]) {
        9 => b.scenario_copy_exceptions(src),
        8 => b.scenario_colors_and_tokens(src),
        6 => b.scenario_token_text_change(src),
        5 => b.scenario_interchangeable(src, model),
        1 => b.scenario_role_name_swap(src),
        2 => b.scenario_grant_then_swap(src, model),
        3 => b.scenario_source_ref(src, model),
        4 => b.scenario_packing(src),
        7 => b.scenario_area(src),
        _ => {}
    }
    if b.case.scenario.objects.is_empty() {
        b.random_card(src);
    }
    for _ in 0..src.count(0, 4) {
        b.effect(src);
    }
    // One evaluation serves the whole attempt: questions don't change the board.
    let board = to_model::board(&b.case.scenario);
    let ev = model.evaluate(&board).ok()?;
    for _ in 0..src.count(0, 3) {
        b.query(src, model, &ev);
    }
    if b.case.queries.is_empty() {
        return None;
    }
    // Only boards the rules allow (a token or a face-up instant where none can be, ...).
    let legal = truename_harness::load::legal::problems(model, &b.case.scenario).is_empty();
    if !legal {
        return None;
    }
    let mut case = b.case;
    if let Some(reference) = fill {
        let answers = reference.explain_evaluated(&ev, case.queries.iter().map(|q| &q.question));
        apply_answers(&mut case, answers);
    }
    Some(case)
}

/// The simplest valid case, when fifty tries found none (expectations not filled, like every
/// generated case).
fn fallback(pools: &Pools, id: &str) -> Case {
    let objects = vec![CaseObject {
        id: "o1".into(),
        card: Some(
            pools
                .cards(Category::Creature)
                .first()
                .cloned()
                .unwrap_or_else(|| "Grizzly Bears".into()),
        ),
        ..CaseObject::default()
    }];
    Case {
        scenario: Scenario {
            id: id.to_string(),
            rules: vec!["201.2a".into()],
            objects,
            effects: vec![],
        },
        description: "generated (fallback)".into(),
        uncertain: None,
        queries: vec![pending(Question::SameName {
            a: "o1".into(),
            b: "o1".into(),
        })],
        origin: None,
    }
}

/// The embedded model and its card pools, built once per process (the process's one
/// shared [`instance`]).
pub fn shared() -> (&'static Model, &'static Pools) {
    (instance::model(), instance::pools())
}

/// Fills every query's expected answer from the reference model, drops queries the model
/// can't answer, and tags the case with the rules the model's explanations cite (read in
/// [`explain::rules_exactly`]: rules only, and in full when that can't give them exactly).
pub fn fill_expectations(case: &mut Case, reference: &ModelEngine) {
    let answers = explain::rules_exactly(|| reference.explain(&case.scenario, &case.questions()));
    apply_answers(case, answers);
}

/// [`fill_expectations`] from full explanations ([`explain::full`]).
fn fill_expectations_in_full(case: &mut Case, reference: &ModelEngine) {
    let answers = explain::full(|| reference.explain(&case.scenario, &case.questions()));
    apply_answers(case, answers);
}

/// [`fill_expectations`] with the model's answers given (from an evaluation made already).
pub(crate) fn apply_answers(case: &mut Case, answers: Vec<ExplainedAnswer>) {
    let mut keep = Vec::new();
    // Every rule cited is a number of the pinned revision (a `Rule`), so rule order is
    // `Rule`'s own: the order `Rule::sort_key` gives them, without looking each number up.
    // Each rule once before sorting: comparing two `Rule`s parses both numbers, and
    // explanations read in rules-only mode repeat their steps.
    let mut rules: Vec<truename_model::Rule> = Vec::new();
    for (mut q, a) in case.queries.drain(..).zip(answers) {
        if let Ok((ans, why)) = a {
            q.answer = ans.into_normalized();
            for s in &why.steps {
                // Most steps repeat a rule kept already, usually as the same static text.
                if !rules
                    .iter()
                    .any(|r| std::ptr::eq(r.as_str(), s.rule.as_str()))
                    && !rules.contains(&s.rule)
                {
                    rules.push(s.rule);
                }
            }
            keep.push(q);
        }
    }
    case.queries = keep;
    rules.sort_by_cached_key(|r| r.order());
    let mut rules: Vec<String> = rules.into_iter().map(|r| r.as_str().to_string()).collect();
    if rules.is_empty() {
        rules.push("201.2".into());
    }
    case.scenario.rules = rules;
}
