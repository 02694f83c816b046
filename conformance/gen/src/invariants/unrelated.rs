//! Objects of a board that nothing on it relates, so that an invariant adding an effect to each
//! object in turn can add it to several objects on one board.
//!
//! Two objects are related when a chain of references connects them: an object naming another
//! (a token's creator or original, a spell copy's original, the object it was, the ability
//! that moved it, an excepted ability's object) or an effect naming both (its object, what it
//! reads, its source). Every effect of a case names the objects it applies to and the objects
//! it reads; an object's characteristics come from its card, its status and the effects that
//! apply to it (CR 613.1); and an effect depends on another only if applying the other changes
//! its text, what it applies to or what it does (CR 613.8a; the model's reading is
//! `truename_model`'s `eval::dependency`). So an effect that
//! applies to one object alone and reads nothing (a name-setting effect, "all names") added to
//! an object can't change an object it isn't related to, nor when that object's own effects
//! apply: on a board with one such effect added to each of several unrelated objects, each of
//! them has what it has on the board with its own effect alone. The model evaluates an object
//! from the same closure (`truename_model`'s `Ctx::at_for`, which reads a token's creator so).

use super::verdict::Verdict;
use truename_cases::Case;

/// `objects` (ids of objects of `case`, in the order given) in rounds: no two objects of one
/// round are related (see the module docs), and each object is in exactly one round, the
/// rounds in the order of their first object. A board whose objects are all unrelated is one
/// round; one whose objects are all related is a round per object.
pub(super) fn unrelated_rounds<'c>(case: &Case, objects: &[&'c String]) -> Vec<Vec<&'c String>> {
    let groups = Groups::of(case);
    // Each object's group, and how many objects of that group earlier rounds hold already.
    let mut taken: Vec<usize> = vec![0; groups.parent.len()];
    let mut rounds: Vec<Vec<&String>> = Vec::new();
    for &o in objects {
        let round = match groups.group(o) {
            Some(g) => {
                taken[g] += 1;
                taken[g] - 1
            }
            // Not an id of the board: a round of its own (the board can't be evaluated anyway).
            None => rounds.len(),
        };
        if round == rounds.len() {
            rounds.push(Vec::new());
        }
        rounds[round].push(o);
    }
    rounds
}

/// An invariant that adds effects to objects, checked a round of unrelated `objects` at a time
/// ([`unrelated_rounds`]): `check(objects)` makes one board with the effects on all of them
/// and says what it found (`Some(None)`: every answer right; `Some(Some(what))`: one wrong;
/// `None`: the engine didn't answer). A round whose board isn't right is checked object by
/// object, for a verdict naming one object; a wrong answer no single object's board shows is
/// still a violation (nothing else on the board can reach it), its message followed by
/// `board(round)`, which says how the round's board was made.
pub(super) fn checked_by_rounds(
    case: &Case,
    objects: &[&String],
    mut check: impl FnMut(&[&String]) -> Option<Option<String>>,
    board: impl Fn(&str) -> String,
) -> Verdict {
    for round in unrelated_rounds(case, objects) {
        let at_once = check(&round);
        if at_once == Some(None) {
            continue;
        }
        if round.len() == 1 {
            return at_once
                .flatten()
                .map_or(Verdict::Inconclusive, Verdict::Violated);
        }
        for o in &round {
            match check(std::slice::from_ref(o)) {
                None => return Verdict::Inconclusive,
                Some(Some(m)) => return Verdict::Violated(m),
                Some(None) => {}
            }
        }
        if let Some(Some(m)) = at_once {
            let how = board(&format!("{round:?}"));
            return Verdict::Violated(format!("{m} ({how}: nothing on it relates them)"));
        }
    }
    Verdict::Holds
}

/// The related objects of a board, as a union-find over the distinct ids its objects have.
struct Groups<'c> {
    ids: Vec<&'c str>,
    parent: Vec<usize>,
}

impl<'c> Groups<'c> {
    /// The groups of `case`'s objects: every reference of an object or an effect joins the
    /// objects it names (ids not on the board are left out).
    fn of(case: &'c Case) -> Self {
        let mut ids: Vec<&str> = Vec::with_capacity(case.scenario.objects.len());
        for o in &case.scenario.objects {
            if !ids.contains(&o.id.as_str()) {
                ids.push(&o.id);
            }
        }
        let mut g = Groups {
            parent: (0..ids.len()).collect(),
            ids,
        };
        for o in &case.scenario.objects {
            g.join(o.object_ids().into_iter().map(|(_, id)| id));
        }
        for e in &case.scenario.effects {
            g.join(e.object_ids().into_iter().map(|(_, id)| id));
        }
        g
    }

    /// The position of `id` among the board's ids.
    fn position(&self, id: &str) -> Option<usize> {
        self.ids.iter().position(|i| *i == id)
    }

    /// The group of `id`: the position of its group's root.
    fn group(&self, id: &str) -> Option<usize> {
        let mut at = self.position(id)?;
        while self.parent[at] != at {
            at = self.parent[at];
        }
        Some(at)
    }

    /// Joins the groups of every id of `named` that is on the board.
    fn join<'a>(&mut self, named: impl Iterator<Item = &'a String>) {
        let mut first = None;
        for id in named {
            let Some(g) = self.group(id) else {
                continue;
            };
            match first {
                None => first = Some(g),
                Some(f) if f != g => self.parent[g] = f,
                Some(_) => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::unrelated_rounds;
    use crate::invariants::ask::{answers, push_effect};
    use truename_cases::*;

    fn case(objects: &[CaseObject], effects: Vec<EffectKind>) -> Case {
        let mut scenario = Scenario {
            objects: objects.to_vec(),
            ..Scenario::default()
        };
        scenario.effects = (effects.into_iter().enumerate())
            .map(|(k, kind)| CaseEffect {
                timestamp: k as u64 + 1,
                source: None,
                attached_at: None,
                kind,
            })
            .collect();
        Case {
            scenario,
            description: String::new(),
            uncertain: None,
            queries: vec![],
            origin: None,
        }
    }

    fn card(id: &str) -> CaseObject {
        CaseObject {
            id: id.into(),
            card: Some("Grizzly Bears".into()),
            ..CaseObject::default()
        }
    }

    fn rounds(c: &Case) -> Vec<Vec<String>> {
        let ids: Vec<&String> = c.scenario.objects.iter().map(|o| &o.id).collect();
        (unrelated_rounds(c, &ids).into_iter())
            .map(|r| r.into_iter().cloned().collect())
            .collect()
    }

    #[test]
    fn unrelated_objects_share_a_round_and_related_ones_never_do() {
        let objects = [card("a"), card("b"), card("c"), card("d")];
        assert_eq!(rounds(&case(&objects, vec![])), [["a", "b", "c", "d"]]);
        // a–b through an effect; c–d through a chain of two.
        let related = case(
            &objects,
            vec![
                EffectKind::copy("b", "a"),
                EffectKind::FullText {
                    object: "c".into(),
                    of: "d".into(),
                },
                EffectKind::SetName {
                    object: "d".into(),
                    name: "Island".into(),
                },
            ],
        );
        assert_eq!(rounds(&related), [["a", "c"], ["b", "d"]]);
        // A token's creator, and an effect's source.
        let mut token = card("t");
        token.card = None;
        token.token = Some(TokenSpec {
            created_by: Some("a".into()),
            ..TokenSpec::default()
        });
        let mut sourced = case(
            &[card("a"), card("b"), token, card("s")],
            vec![EffectKind::AllNames { object: "b".into() }],
        );
        sourced.scenario.effects[0].source = Some("s".into());
        assert_eq!(rounds(&sourced), [["a", "b"], ["t", "s"]]);
        // One chain through every object: a round each.
        let chain = case(
            &objects,
            vec![
                EffectKind::copy("a", "b"),
                EffectKind::copy("b", "c"),
                EffectKind::GrantAbility {
                    object: "c".into(),
                    by: "d".into(),
                    ability: 0,
                },
            ],
        );
        assert_eq!(rounds(&chain), [["a"], ["b"], ["c"], ["d"]]);
    }

    /// The module's claim, held to the model: on 400 generated boards and every corpus case,
    /// an object of a round of unrelated objects has the same names on the board where each
    /// object of the round gets its own name-setting and "all names" effects as on the board
    /// where only it gets them (a reference [`unrelated_rounds`] missed would show here).
    #[test]
    fn effects_on_unrelated_objects_leave_each_other_alone() {
        let cases = super::super::generated_and_corpus_cases(400);
        let reference = crate::generate::instance::reference();
        let (mut shared_rounds, mut compared) = (0, 0);
        for case in &cases {
            let ids: Vec<&String> = case.scenario.objects.iter().map(|o| &o.id).collect();
            let ts = super::super::ask::max_timestamp(case) + 1;
            for round in unrelated_rounds(case, &ids) {
                if round.len() < 2 {
                    continue;
                }
                shared_rounds += 1;
                let with = |objects: &[&String]| {
                    let mut c = case.clone();
                    for (k, o) in objects.iter().enumerate() {
                        let name = format!("Zq Name {k}");
                        let at = ts + 2 * k as u64;
                        push_effect(
                            &mut c,
                            at,
                            EffectKind::SetName {
                                object: (*o).clone(),
                                name,
                            },
                        );
                        if k % 2 == 0 {
                            push_effect(
                                &mut c,
                                at + 1,
                                EffectKind::AllNames {
                                    object: (*o).clone(),
                                },
                            );
                        }
                    }
                    c
                };
                let names = |c: &Case, o: &String| {
                    let mut e = reference;
                    answers(&mut e, c, vec![Question::Names { object: o.clone() }])
                };
                let together = with(&round);
                for (k, o) in round.iter().enumerate() {
                    // Alone, with the effects (name, timestamps) it has on the round's board.
                    let mut alone = with(&round[..=k]);
                    let own = |e: &CaseEffect| e.timestamp < ts || e.kind.object_ids()[0].1 == *o;
                    alone.scenario.effects.retain(own);
                    let (a, b) = (names(&together, o), names(&alone, o));
                    assert_eq!(a, b, "{o} of {round:?} on case {}", case.id());
                    compared += usize::from(a.is_some());
                }
            }
        }
        assert!(
            shared_rounds > 100 && compared > 200,
            "{shared_rounds} rounds, {compared} answers"
        );
    }
}
