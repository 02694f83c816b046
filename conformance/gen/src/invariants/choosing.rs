//! Invariants of CR 201.3 and 201.4: interchangeable names, choosing a card name, and
//! castability under a chosen name (601.3e).

use super::ask::*;
use super::verdict::Verdict;
use truename_cases::*;
use truename_harness::driven::Driven;
use truename_model::oracle::Oracle;

/// The first two names of the interchangeable group (CR 201.3a) of the first card, in the
/// Oracle's order, whose first face's name has one. The cards are tested without building
/// each one's group (`has_interchangeable`, a lookup by address): the search was 3 % of the
/// `invariants` fuzz oracle, run by two invariants on every case.
pub(super) fn interchangeable_pair(oracle: &Oracle) -> Option<(String, String)> {
    let card = (oracle.cards().iter()).find(|c| oracle.has_interchangeable(&c.faces[0].name))?;
    let g = oracle.interchangeable_with(&card.faces[0].name);
    (g.len() > 1).then(|| (g[0].to_string(), g[1].to_string()))
}

/// `check` given two interchangeable names of the card data (CR 201.3a); inconclusive when it
/// has none.
fn on_interchangeable_pair(
    oracle: &Oracle,
    check: impl FnOnce(String, String) -> Verdict,
) -> Verdict {
    match interchangeable_pair(oracle) {
        Some((a, b)) => check(a, b),
        None => Verdict::Inconclusive,
    }
}

/// CR 201.3a: objects with interchangeable names have the same name, and an object has one of
/// the names exactly when it has the other.
pub(super) fn interchangeable_names_equal(
    case: &Case,
    e: &mut dyn Driven,
    oracle: &Oracle,
) -> Verdict {
    on_interchangeable_pair(oracle, |a, b| {
        let mut c = derive(case);
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
        let Some(r) = answers_owned(e, c, asks).and_then(bools) else {
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
    })
}

/// CR 201.4g: choosing one of two interchangeable names chooses the same names as choosing
/// the other.
pub(super) fn choosing_one_chooses_all(
    case: &Case,
    e: &mut dyn Driven,
    oracle: &Oracle,
) -> Verdict {
    on_interchangeable_pair(oracle, |a, b| {
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
    })
}

/// CR 201.4g: after a valid choice, an object has "the chosen name" exactly when it has one of
/// the names chosen.
pub(super) fn chosen_names_agree_with_is_named(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
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
/// that way, it wouldn't have any chosen name. A cast copy of the card (CR 707.12) is that card
/// on the stack without its stickers, which are not copied (CR 707.2).
pub(super) fn castable_agrees_with_names_on_stack(
    case: &Case,
    e: &mut dyn Driven,
    _: &Oracle,
) -> Verdict {
    for qu in &case.queries {
        let Question::Castable {
            object,
            cast_as,
            chosen,
            copy,
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
        let mut c = derive(case);
        let Some(o) = c.scenario.objects.iter_mut().find(|o| &o.id == object) else {
            return Verdict::Inconclusive;
        };
        // CR 123.5: name stickers stay on a card moving from a public zone to the stack; a copy
        // has none (CR 707.2).
        let public = !matches!(o.zone, Zone::Hand | Zone::Library) && !*copy;
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
        let Some(b) = answers_owned(e, c, asks).and_then(bools) else {
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

#[cfg(test)]
mod tests {
    use super::interchangeable_pair;

    /// The pair is the one a scan building every card's group finds, on the embedded Oracle
    /// and on one without interchangeable names (none then).
    #[test]
    fn the_pair_is_the_first_card_with_a_group_of_two_or_more() {
        let oracle = &crate::generate::shared().0.oracle;
        let scan = |o: &truename_model::oracle::Oracle| {
            o.cards().iter().find_map(|c| {
                let g = o.interchangeable_with(&c.faces[0].name);
                (g.len() > 1).then(|| (g[0].to_string(), g[1].to_string()))
            })
        };
        let pair = interchangeable_pair(oracle);
        assert!(
            pair.is_some(),
            "the embedded Oracle has interchangeable names"
        );
        assert_eq!(pair, scan(oracle));
        let none = oracle.clone().without_interchangeable();
        assert_eq!(interchangeable_pair(&none), None);
        assert_eq!(scan(&none), None);
    }
}
