//! Invariants: properties any correct engine satisfies, each relating two queries or two
//! boards. They run against any [`Engine`] (in-process or through the protocol) and never
//! consult the reference model's answers, so an engine can be caught contradicting itself.
//! Card *data* (which names are interchangeable) comes from the Oracle subset.
//!
//! A reply that isn't an answer (skip, error), or a derived board needing a capability the
//! engine doesn't declare, makes an invariant inconclusive, not violated.

use truename_cases::*;
use truename_harness::capabilities::required_for;
use truename_harness::engine::{Engine, Reply};
use truename_model::oracle::Oracle;

mod areas;
mod memo;

/// The outcome of checking one invariant on one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The property holds.
    Holds,
    /// The engine couldn't answer something the property needs.
    Inconclusive,
    /// The property is broken; what was seen.
    Violated(String),
}

/// An invariant: name, rule, and its check.
pub struct Invariant {
    /// Short name.
    pub name: &'static str,
    /// The rule it follows from.
    pub rule: &'static str,
    /// The check.
    pub check: fn(&Case, &mut dyn Engine, &Oracle) -> Verdict,
}

/// Every invariant.
pub const ALL: &[Invariant] = &[
    Invariant {
        name: "nameless-shares-no-name",
        rule: "201.2a",
        check: nameless_shares_no_name,
    },
    Invariant {
        name: "same-name-symmetric",
        rule: "201.2a",
        check: same_name_symmetric,
    },
    Invariant {
        name: "common-name-means-same-name",
        rule: "201.2a",
        check: common_name_means_same_name,
    },
    Invariant {
        name: "names-agree-with-is-named",
        rule: "201.2a",
        check: names_agree_with_is_named,
    },
    Invariant {
        name: "different-names-definition",
        rule: "201.2b",
        check: different_names_definition,
    },
    Invariant {
        name: "different-name-from-definition",
        rule: "201.2c",
        check: different_name_from_definition,
    },
    Invariant {
        name: "n-or-more-monotone",
        rule: "201.2b",
        check: n_or_more_monotone,
    },
    Invariant {
        name: "n-or-more-bounds",
        rule: "201.2b",
        check: n_or_more_bounds,
    },
    Invariant {
        name: "interchangeable-names-equal",
        rule: "201.3a",
        check: interchangeable_names_equal,
    },
    Invariant {
        name: "choosing-one-chooses-all",
        rule: "201.4g",
        check: choosing_one_chooses_all,
    },
    Invariant {
        name: "chosen-names-agree-with-is-named",
        rule: "201.4g",
        check: chosen_names_agree_with_is_named,
    },
    Invariant {
        name: "castable-agrees-with-names-on-stack",
        rule: "601.3e",
        check: castable_agrees_with_names_on_stack,
    },
    Invariant {
        name: "gained-ability-refers-to-new-object",
        rule: "201.5b",
        check: gained_ability_refers_to_new_object,
    },
    Invariant {
        name: "word-swap-never-renames",
        rule: "612.2",
        check: word_swap_never_renames,
    },
    Invariant {
        name: "text-change-spares-granted-abilities",
        rule: "612.3",
        check: text_change_spares_granted_abilities,
    },
    Invariant {
        name: "set-name-gives-exactly-that-name",
        rule: "612.8",
        check: set_name_gives_exactly_that_name,
    },
    Invariant {
        name: "only-later-name-adders-add",
        rule: "612.7",
        check: only_later_name_adders_add,
    },
    Invariant {
        name: "permuting-objects-changes-nothing",
        rule: "201.2",
        check: permuting_objects_changes_nothing,
    },
    Invariant {
        name: "renaming-ids-changes-nothing",
        rule: "201.2",
        check: renaming_ids_changes_nothing,
    },
    Invariant {
        name: "printed-language-changes-nothing",
        rule: "201.2",
        check: printed_language_changes_nothing,
    },
    Invariant {
        name: "unrelated-object-changes-nothing",
        rule: "201.2",
        check: unrelated_object_changes_nothing,
    },
    Invariant {
        name: "nameless-legend-never-subject",
        rule: "704.5j",
        check: areas::nameless_legend_never_subject,
    },
    Invariant {
        name: "legend-rule-pairs-share-a-name",
        rule: "704.5j",
        check: areas::legend_rule_pairs_share_a_name,
    },
    Invariant {
        name: "type-change-keeps-names",
        rule: "613.1d",
        check: areas::type_change_keeps_names,
    },
    Invariant {
        name: "merged-permanent-has-top-name",
        rule: "702.140e",
        check: areas::merged_permanent_has_top_name,
    },
    Invariant {
        name: "full-text-takes-cost-and-power",
        rule: "612.6",
        check: areas::full_text_takes_cost_and_power,
    },
];

/// Asks `questions` about `case`'s scenario; `None` if the engine hasn't declared what they
/// need (a derived board proves nothing then) or any reply isn't an answer.
fn answers(e: &mut dyn Engine, case: &Case, questions: Vec<Question>) -> Option<Vec<Answer>> {
    if questions.is_empty() {
        return Some(vec![]);
    }
    let declared = &e.info().capabilities;
    let oracle = &crate::generate::shared().0.oracle;
    if !required_for(&case.scenario, &questions, oracle).is_subset(declared) {
        return None;
    }
    let replies = e.run(&case.scenario, &questions).ok()?;
    if replies.len() != questions.len() {
        return None;
    }
    // An answer of another form than its question's (a bool to a `names` question) breaks
    // the protocol: nothing to reason about, so the invariant is inconclusive.
    replies
        .into_iter()
        .zip(&questions)
        .map(|(r, q)| match r {
            Reply::Answer(a) if a.kind() == q.kind().answer_kind() => Some(a.normalized()),
            _ => None,
        })
        .collect()
}

fn bools(a: Vec<Answer>) -> Option<Vec<bool>> {
    a.into_iter()
        .map(|x| match x {
            Answer::Bool(b) => Some(b),
            _ => None,
        })
        .collect()
}

fn names_ask(id: &str) -> Question {
    Question::Names { object: id.into() }
}

fn same_ask(a: &str, b: &str) -> Question {
    Question::SameName {
        a: a.into(),
        b: b.into(),
    }
}

fn is_named_ask(id: &str, n: &str) -> Question {
    Question::IsNamed {
        object: id.into(),
        name: n.into(),
    }
}

fn ids(case: &Case) -> Vec<String> {
    case.scenario.objects.iter().map(|o| o.id.clone()).collect()
}

fn all_names(e: &mut dyn Engine, case: &Case) -> Option<Vec<NameSetAnswer>> {
    let asks = ids(case).iter().map(|i| names_ask(i)).collect();
    answers(e, case, asks)?
        .into_iter()
        .map(|a| match a {
            Answer::Names(n) => Some(n),
            _ => None,
        })
        .collect()
}

fn named(n: &NameSetAnswer) -> bool {
    !n.names.is_empty() || n.all_nonlegendary_creature_names
}

/// Objects whose text is read, directly or through a chain, from `o` (including `o` itself
/// when a chain leads back to it): full text (612.6), splice (612.10), Exchange of Words
/// (612.5, both ways). Effects that read `o` depend on any
/// text change to it (613.8a) and wait for it (613.8b), so a change to `o` can legitimately
/// reach them.
fn text_readers<'c>(case: &'c Case, o: &'c String) -> Vec<&'c String> {
    let mut readers: Vec<&String> = vec![];
    let mut frontier: Vec<&String> = vec![o];
    while let Some(src) = frontier.pop() {
        for e in &case.scenario.effects {
            let found: Vec<&String> = match &e.kind {
                EffectKind::FullText { object, of } if of == src => vec![object],
                EffectKind::Splice { spell, card } if card == src => vec![spell],
                EffectKind::ExchangeText { a, b } if a == src => vec![b],
                EffectKind::ExchangeText { a, b } if b == src => vec![a],
                _ => vec![],
            };
            for r in found {
                if !readers.contains(&r) {
                    readers.push(r);
                    frontier.push(r);
                }
            }
        }
    }
    readers
}

fn max_timestamp(case: &Case) -> u64 {
    let e = case
        .scenario
        .effects
        .iter()
        .flat_map(|e| [e.timestamp, e.attached_at.unwrap_or(0)]);
    let t = case
        .scenario
        .objects
        .iter()
        .filter_map(|o| o.token.as_ref().and_then(|t| t.created_at));
    e.chain(t).max().unwrap_or(0)
}

fn with_effect(case: &Case, timestamp: u64, kind: EffectKind) -> Case {
    let mut c = case.clone();
    c.scenario.effects.push(CaseEffect {
        timestamp,
        source: None,
        attached_at: None,
        kind,
    });
    c
}

fn all_pairs(case: &Case) -> Vec<(String, String)> {
    let v = ids(case);
    let mut out = Vec::new();
    for a in &v {
        for b in &v {
            out.push((a.clone(), b.clone()));
        }
    }
    out
}

/// CR 201.2a: an object with no name has the same name as no object, itself included.
fn nameless_shares_no_name(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let Some(names) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let v = ids(case);
    let nameless: Vec<&String> = v
        .iter()
        .zip(&names)
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
fn same_name_symmetric(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
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
fn common_name_means_same_name(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
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
fn names_agree_with_is_named(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let Some(names) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let v = ids(case);
    let pairs: Vec<(String, String)> = v
        .iter()
        .zip(&names)
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
fn different_names_definition(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
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
fn different_name_from_definition(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
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

fn n_or_more_all(case: &Case, e: &mut dyn Engine) -> Option<Vec<bool>> {
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
fn n_or_more_monotone(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
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
fn n_or_more_bounds(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
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

fn interchangeable_pair(oracle: &Oracle) -> Option<(String, String)> {
    oracle.cards().iter().find_map(|c| {
        let g = oracle.interchangeable_with(&c.faces[0].name);
        (g.len() > 1).then(|| (g[0].to_string(), g[1].to_string()))
    })
}

/// CR 201.3a: objects with interchangeable names have the same name, and an object has one of
/// the names exactly when it has the other.
fn interchangeable_names_equal(case: &Case, e: &mut dyn Engine, oracle: &Oracle) -> Verdict {
    let Some((a, b)) = interchangeable_pair(oracle) else {
        return Verdict::Inconclusive;
    };
    let mut c = case.clone();
    for (id, n) in [("ix_a", &a), ("ix_b", &b)] {
        c.scenario.objects.push(CaseObject {
            id: id.into(),
            token: Some(TokenSpec {
                name: Some(n.clone()),
                subtypes: vec!["Spider".into()],
                ..TokenSpec::default()
            }),
            ..CaseObject::default()
        });
    }
    let v = ids(&c);
    let mut asks = vec![same_ask("ix_a", "ix_b")];
    for i in &v {
        asks.push(is_named_ask(i, &a));
        asks.push(is_named_ask(i, &b));
    }
    let Some(r) = answers(e, &c, asks).and_then(bools) else {
        return Verdict::Inconclusive;
    };
    if !r[0] {
        return Verdict::Violated(format!(
            "tokens named {a:?} and {b:?} (interchangeable) don't have the same name"
        ));
    }
    for (k, i) in v.iter().enumerate() {
        if r[1 + 2 * k] != r[2 + 2 * k] {
            return Verdict::Violated(format!(
                "is_named({i}, {a:?}) = {} but is_named({i}, {b:?}) = {}",
                r[1 + 2 * k],
                r[2 + 2 * k]
            ));
        }
    }
    Verdict::Holds
}

/// CR 201.4g: choosing one of two interchangeable names chooses the same names as choosing
/// the other.
fn choosing_one_chooses_all(case: &Case, e: &mut dyn Engine, oracle: &Oracle) -> Verdict {
    let Some((a, b)) = interchangeable_pair(oracle) else {
        return Verdict::Inconclusive;
    };
    let ask = |n: &str| Question::ChooseCardName {
        name: n.into(),
        constraint: Constraint::default(),
    };
    let Some(r) = answers(e, case, vec![ask(&a), ask(&b)]) else {
        return Verdict::Inconclusive;
    };
    match (&r[0], &r[1]) {
        (Answer::Choice(x), Answer::Choice(y))
            if x == y && x.chosen.contains(&a) && x.chosen.contains(&b) =>
        {
            Verdict::Holds
        }
        (x, y) => Verdict::Violated(format!(
            "choosing {a:?} gives {x}, choosing {b:?} gives {y}"
        )),
    }
}

/// CR 201.4g: after a valid choice, an object has "the chosen name" exactly when it has one of
/// the names chosen.
fn chosen_names_agree_with_is_named(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let said: Vec<String> = case
        .queries
        .iter()
        .filter_map(|q| match &q.question {
            Question::ChooseCardName { name, .. }
            | Question::IsNamed { name, .. }
            | Question::Castable { chosen: name, .. } => Some(name.clone()),
            _ => None,
        })
        .chain(case.scenario.objects.iter().filter_map(|o| o.card.clone()))
        .take(3)
        .collect();
    for n in said {
        let Some(r) = answers(
            e,
            case,
            vec![Question::ChooseCardName {
                name: n.clone(),
                constraint: Constraint::default(),
            }],
        ) else {
            return Verdict::Inconclusive;
        };
        let Answer::Choice(choice) = &r[0] else {
            return Verdict::Inconclusive;
        };
        if !choice.valid {
            continue;
        }
        let v = ids(case);
        let mut asks = Vec::new();
        for i in &v {
            asks.push(is_named_ask(i, &n));
            for c in &choice.chosen {
                asks.push(is_named_ask(i, c));
            }
        }
        let Some(b) = answers(e, case, asks).and_then(bools) else {
            return Verdict::Inconclusive;
        };
        let stride = 1 + choice.chosen.len();
        for (k, i) in v.iter().enumerate() {
            let row = &b[k * stride..(k + 1) * stride];
            if row[0] != row[1..].iter().any(|x| *x) {
                return Verdict::Violated(format!(
                    "is_named({i}, {n:?}) = {} but it has one of the chosen names {:?} = {}",
                    row[0], choice.chosen, !row[0]
                ));
            }
        }
    }
    Verdict::Holds
}

/// CR 601.3e: a card can be cast as a mode under a chosen name exactly when, on the stack cast
/// that way, it wouldn't have any chosen name.
fn castable_agrees_with_names_on_stack(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    for qu in &case.queries {
        let Question::Castable {
            object,
            cast_as,
            chosen,
            ..
        } = &qu.question
        else {
            continue;
        };
        let Some(r) = answers(
            e,
            case,
            vec![
                qu.question.clone(),
                Question::ChooseCardName {
                    name: chosen.clone(),
                    constraint: Constraint::default(),
                },
            ],
        ) else {
            return Verdict::Inconclusive;
        };
        let (Answer::Bool(castable), Answer::Choice(choice)) = (&r[0], &r[1]) else {
            return Verdict::Inconclusive;
        };
        let mut c = case.clone();
        let Some(o) = c.scenario.objects.iter_mut().find(|o| &o.id == object) else {
            return Verdict::Inconclusive;
        };
        // CR 123.5: name stickers stay on a card moving from a public zone to the stack.
        let public = !matches!(o.zone, Zone::Hand | Zone::Library);
        if !public {
            // From a hidden zone it brings no sticker from the objects it was (123.5, 400.7).
            o.previous = None;
        }
        o.zone = Zone::Stack;
        o.cast_as = *cast_as;
        o.face_down = false;
        o.flipped = false;
        o.transformed = false;
        o.melded = false;
        o.unlocked.clear();
        // Other effects on the card don't follow it to the stack (CR 400.7).
        c.scenario.effects.retain(|e| {
            (public && matches!(e.kind, EffectKind::NameSticker { .. }))
                || !serde_json::to_string(&e.kind)
                    .unwrap_or_default()
                    .contains(&format!("\"{object}\""))
        });
        let asks: Vec<Question> = choice
            .chosen
            .iter()
            .map(|n| is_named_ask(object, n))
            .collect();
        let Some(b) = answers(e, &c, asks).and_then(bools) else {
            return Verdict::Inconclusive;
        };
        let expected = !b.iter().any(|x| *x);
        if *castable != expected {
            return Verdict::Violated(format!(
                "castable({object} as {cast_as:?}, chosen {chosen:?}) = {castable}, but cast that way it would {}have a chosen name",
                if expected { "not " } else { "" }
            ));
        }
    }
    Verdict::Holds
}

fn text_of(e: &mut dyn Engine, case: &Case, id: &str) -> Option<Vec<String>> {
    match answers(e, case, vec![Question::Text { object: id.into() }])?.pop()? {
        Answer::Lines(l) => Some(l),
        _ => None,
    }
}

fn added_lines(before: &[String], after: &[String]) -> Vec<usize> {
    let mut pool: Vec<&String> = before.iter().collect();
    let mut out = Vec::new();
    for (i, l) in after.iter().enumerate() {
        if let Some(k) = pool.iter().position(|x| *x == l) {
            pool.remove(k);
        } else {
            out.push(i);
        }
    }
    out
}

/// CR 201.5b: in an ability gained from another object, references that meant that object
/// by name now mean the gaining object. (The source is renamed first, so a "named N"
/// reference can't denote it by having the name N.)
fn gained_ability_refers_to_new_object(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    for (k, eff) in case.scenario.effects.iter().enumerate() {
        let EffectKind::GainAbilities {
            object: x, from: y, ..
        } = &eff.kind
        else {
            continue;
        };
        if x == y {
            continue;
        }
        let mut without = case.clone();
        without.scenario.effects.remove(k);
        let (Some(before), Some(after)) = (text_of(e, &without, x), text_of(e, case, x)) else {
            return Verdict::Inconclusive;
        };
        // Rename y first: a "named N" reference then no longer denotes y, while a reference to
        // y itself that wrongly survived the gain still does.
        let renamed = with_effect(
            case,
            max_timestamp(case) + 1,
            EffectKind::SetName {
                object: y.clone(),
                name: "Zq Renamed Object".into(),
            },
        );
        for i in added_lines(&before, &after) {
            for occ in 0..4 {
                let ask = Question::ReferenceTarget {
                    object: x.clone(),
                    ability: i,
                    occurrence: occ,
                };
                let Some(r) = answers(e, &renamed, vec![ask]) else {
                    break;
                };
                if let Answer::Objects(o) = &r[0] {
                    if o.len() == 1 && &o[0] == y {
                        return Verdict::Violated(format!("ability #{i} that {x} gained from {y} refers to {y} alone (reference #{occ})"));
                    }
                }
            }
        }
    }
    Verdict::Holds
}

/// CR 612.2: a word swap never changes a name (a swap made after every token exists can't
/// reach a token's name through its creator either, 612.2a).
///
/// Exception: an object whose text is read from the swapped object, directly or through a
/// chain of full-text (612.6) and splice (612.10) effects. Such an effect depends on the swap
/// (613.8a) and so waits until just after it (613.8b), which can move it past a later,
/// independent name-setting effect: its names may change, correctly.
fn word_swap_never_renames(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let Some(before) = all_names(e, case) else {
        return Verdict::Inconclusive;
    };
    let ts = max_timestamp(case) + 1;
    let v = ids(case);
    // Cheap first: every swap at once; only a change is looked at swap by swap (for the
    // message), and a change no single swap shows is still a violation.
    let at_once = swaps_at_once(case, e, &v, &before, ts);
    if let Some(None) = at_once {
        return Verdict::Holds;
    }
    for o in &v {
        let readers = text_readers(case, o);
        for (role, from, to) in SWAPS {
            let c = with_effect(
                case,
                ts,
                EffectKind::WordSwap {
                    object: o.clone(),
                    role,
                    from: from.into(),
                    to: to.into(),
                },
            );
            let Some(after) = all_names(e, &c) else {
                return Verdict::Inconclusive;
            };
            for (k, id) in v.iter().enumerate() {
                if before[k] != after[k] && !readers.contains(&id) {
                    return Verdict::Violated(format!(
                        "swapping {from}→{to} ({role:?}) on {o} changed {id}'s names: {:?} → {:?}",
                        before[k], after[k]
                    ));
                }
            }
        }
    }
    match at_once {
        Some(Some(m)) => Verdict::Violated(m),
        _ => Verdict::Holds,
    }
}

/// The word swaps [`word_swap_never_renames`] tries. None undoes another, so applied together
/// they change a word whenever one of them alone would.
const SWAPS: [(Role, &str, &str); 6] = [
    (Role::CreatureType, "Soldier", "Wizard"),
    (Role::CreatureType, "Knight", "Goblin"),
    (Role::CreatureType, "Wolf", "Elf"),
    (Role::Color, "white", "black"),
    (Role::Color, "black", "green"),
    (Role::LandType, "Island", "Mountain"),
];

/// `case` with every swap of [`SWAPS`] applied to each of `objects`, one after the other from
/// timestamp `ts`.
fn with_swaps(case: &Case, objects: &[&String], ts: u64) -> Case {
    let mut c = case.clone();
    let swaps = objects.iter().flat_map(|o| SWAPS.map(|s| (*o, s)));
    for (k, (o, (role, from, to))) in swaps.enumerate() {
        c.scenario.effects.push(CaseEffect {
            timestamp: ts + k as u64,
            source: None,
            attached_at: None,
            kind: EffectKind::WordSwap {
                object: o.clone(),
                role,
                from: from.into(),
                to: to.into(),
            },
        });
    }
    c
}

/// [`word_swap_never_renames`] with every swap at once: on every object together when no
/// object's text is read from another (one engine run), else on each object in turn (one run
/// per object, sparing the objects that read its text). `Some(None)`: no name changed;
/// `Some(Some(what))`: one did; `None`: the engine didn't answer.
fn swaps_at_once(
    case: &Case,
    e: &mut dyn Engine,
    ids: &[String],
    before: &[NameSetAnswer],
    ts: u64,
) -> Option<Option<String>> {
    let groups: Vec<Vec<&String>> = if ids.iter().all(|o| text_readers(case, o).is_empty()) {
        vec![ids.iter().collect()]
    } else {
        ids.iter().map(|o| vec![o]).collect()
    };
    for g in groups {
        let readers: Vec<&String> = g.iter().flat_map(|o| text_readers(case, o)).collect();
        let after = all_names(e, &with_swaps(case, &g, ts))?;
        for (k, id) in ids.iter().enumerate() {
            if before[k] != after[k] && !readers.contains(&id) {
                return Some(Some(format!(
                    "every word swap at once on {g:?} changed {id}'s names: {:?} → {:?}",
                    before[k], after[k]
                )));
            }
        }
    }
    Some(None)
}

/// CR 612.3: a text change applied to an object doesn't alter abilities granted to it by
/// other objects.
fn text_change_spares_granted_abilities(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let ts = max_timestamp(case) + 1;
    for (k, eff) in case.scenario.effects.iter().enumerate() {
        let EffectKind::GrantAbility { object: x, by, .. } = &eff.kind else {
            continue;
        };
        // If the granter's own text comes from the recipient, changing the recipient changes
        // what is granted (612.3's second half): not this invariant's business.
        if text_readers(case, x).contains(&by) {
            continue;
        }
        let mut without = case.clone();
        without.scenario.effects.remove(k);
        let (Some(b0), Some(b1)) = (text_of(e, &without, x), text_of(e, case, x)) else {
            return Verdict::Inconclusive;
        };
        let granted: Vec<String> = added_lines(&b0, &b1)
            .into_iter()
            .map(|i| b1[i].clone())
            .collect();
        for (role, from, to) in [
            (Role::CreatureType, "Elf", "Goblin"),
            (Role::Color, "green", "blue"),
        ] {
            let swap = EffectKind::WordSwap {
                object: x.clone(),
                role,
                from: from.into(),
                to: to.into(),
            };
            let (Some(s0), Some(s1)) = (
                text_of(e, &with_effect(&without, ts, swap.clone()), x),
                text_of(e, &with_effect(case, ts, swap), x),
            ) else {
                return Verdict::Inconclusive;
            };
            let granted_after: Vec<String> = added_lines(&s0, &s1)
                .into_iter()
                .map(|i| s1[i].clone())
                .collect();
            if granted_after != granted {
                return Verdict::Violated(format!("swapping {from}→{to} on {x} changed its granted abilities: {granted:?} → {granted_after:?}"));
            }
        }
    }
    Verdict::Holds
}

const SET_TO: &[&str] = &["Grizzly Bears", "Lightning Bolt", "Island"];

/// CR 612.8: right after a name-setting effect (the latest), the object has exactly that name.
/// (Not for an object whose text reads back to itself through full-text/splice/exchange
/// effects: its full-text effect may wait until after the new effect, 613.8b.)
fn set_name_gives_exactly_that_name(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let ts = max_timestamp(case) + 1;
    for o in ids(case) {
        if text_readers(case, &o).contains(&&o) {
            continue; // its own text reads back to it: its full text may wait (613.8b)
        }
        let n = SET_TO[o.len() % SET_TO.len()];
        let c = with_effect(
            case,
            ts,
            EffectKind::SetName {
                object: o.clone(),
                name: n.into(),
            },
        );
        let Some(r) = answers(e, &c, vec![names_ask(&o)]) else {
            return Verdict::Inconclusive;
        };
        let want = Answer::Names(NameSetAnswer {
            names: vec![n.into()],
            all_nonlegendary_creature_names: false,
        });
        if r[0] != want {
            return Verdict::Violated(format!(
                "after setting {o}'s name to {n:?} (latest effect) its names are {}",
                r[0]
            ));
        }
    }
    Verdict::Holds
}

/// CR 612.7, 612.8: "all names" added after a name-setting effect adds to that name; added
/// before it, it is wiped out.
fn only_later_name_adders_add(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let ts = max_timestamp(case) + 1;
    for o in ids(case).into_iter().take(3) {
        if text_readers(case, &o).contains(&&o) {
            continue; // its own text reads back to it: its full text may wait (613.8b)
        }
        let set = EffectKind::SetName {
            object: o.clone(),
            name: "Lightning Bolt".into(),
        };
        let all = EffectKind::AllNames { object: o.clone() };
        let later = with_effect(&with_effect(case, ts, set.clone()), ts + 1, all.clone());
        let earlier = with_effect(&with_effect(case, ts, all), ts + 1, set);
        let (Some(a), Some(b)) = (
            answers(e, &later, vec![names_ask(&o)]),
            answers(e, &earlier, vec![names_ask(&o)]),
        ) else {
            return Verdict::Inconclusive;
        };
        let bolt = vec!["Lightning Bolt".to_string()];
        let ok_later = matches!(&a[0], Answer::Names(n) if n.names == bolt && n.all_nonlegendary_creature_names);
        let ok_earlier = matches!(&b[0], Answer::Names(n) if n.names == bolt && !n.all_nonlegendary_creature_names);
        if !ok_later {
            return Verdict::Violated(format!("set name then all names on {o}: {}", a[0]));
        }
        if !ok_earlier {
            return Verdict::Violated(format!("all names then set name on {o}: {}", b[0]));
        }
    }
    Verdict::Holds
}

fn all_answers(e: &mut dyn Engine, case: &Case) -> Option<Vec<Answer>> {
    answers(
        e,
        case,
        case.queries.iter().map(|q| q.question.clone()).collect(),
    )
}

fn compare(name: &str, before: Option<Vec<Answer>>, after: Option<Vec<Answer>>) -> Verdict {
    match (before, after) {
        (Some(a), Some(b)) if a == b => Verdict::Holds,
        (Some(a), Some(b)) => Verdict::Violated(format!("{name}: answers {a:?} became {b:?}")),
        _ => Verdict::Inconclusive,
    }
}

/// Metamorphic (CR 201.2): the order objects are listed in never changes an answer.
fn permuting_objects_changes_nothing(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let before = all_answers(e, case);
    let mut c = case.clone();
    c.scenario.objects.reverse();
    let after = all_answers(e, &c);
    compare("reversing the object list", before, after)
}

/// Metamorphic (CR 201.2): renaming object ids one-to-one renames the ids in answers only.
fn renaming_ids_changes_nothing(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let before = all_answers(e, case);
    let text = serde_json::to_string(case).unwrap_or_default();
    let mut renamed = text.clone();
    let mut map = Vec::new();
    for (k, o) in case.scenario.objects.iter().enumerate() {
        let new = format!("zz{k}x");
        renamed = renamed.replace(&format!("\"{}\"", o.id), &format!("\"{new}\""));
        map.push((o.id.clone(), new));
    }
    let Ok(c) = serde_json::from_str::<Case>(&renamed) else {
        return Verdict::Inconclusive;
    };
    let after = all_answers(e, &c).map(|v| {
        v.into_iter()
            .map(|a| match a {
                Answer::Objects(o) => {
                    let mut back: Vec<String> = o
                        .iter()
                        .map(|x| {
                            map.iter()
                                .find(|(_, n)| n == x)
                                .map(|(old, _)| old.clone())
                                .unwrap_or_else(|| x.clone())
                        })
                        .collect();
                    back.sort();
                    Answer::Objects(back)
                }
                other => other,
            })
            .collect()
    });
    compare("renaming object ids", before, after)
}

/// CR 201.2: the printing's language and printed name never change an answer.
fn printed_language_changes_nothing(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let before = all_answers(e, case);
    let mut c = case.clone();
    for (k, o) in c.scenario.objects.iter_mut().enumerate() {
        if o.card.is_some() {
            o.printed = if o.printed.is_some() {
                None
            } else {
                Some(Printed {
                    language: "Japanese".into(),
                    name: ["燎原の火", "消耗"][k % 2].into(),
                })
            };
        }
    }
    compare("changing printed languages", before, all_answers(e, &c))
}

/// Metamorphic: adding an object unrelated to the queried ones never changes an answer.
fn unrelated_object_changes_nothing(case: &Case, e: &mut dyn Engine, _: &Oracle) -> Verdict {
    let before = all_answers(e, case);
    let mut c = case.clone();
    c.scenario.objects.push(CaseObject {
        id: "unrelated".into(),
        token: Some(TokenSpec {
            name: Some("Unrelated Zq Token".into()),
            subtypes: vec!["Zq".into()],
            ..TokenSpec::default()
        }),
        ..CaseObject::default()
    });
    compare("adding an unrelated object", before, all_answers(e, &c))
}

/// Checks every invariant; returns the names of those violated, with messages. The engine is
/// run once per distinct board and questions (most invariants start from the same answers).
pub fn check_all(case: &Case, e: &mut dyn Engine, oracle: &Oracle) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let mut e = memo::Memo::new(e);
    for inv in ALL {
        if let Verdict::Violated(m) = (inv.check)(case, &mut e, oracle) {
            out.push((inv.name, m));
        }
    }
    out
}
