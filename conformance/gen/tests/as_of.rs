//! The model reads a token's creator "as of" the token's creation (CR 612.2a) from an
//! evaluation of only the objects the creator depends on, so that many tokens from one creator
//! don't cost a whole-board evaluation each. That shortcut must give exactly what the whole
//! evaluation as of that time gives: checked for every object at every effect and creation
//! time of every corpus case and of 3,000 generated boards.

use truename_gen::generate::{generate, shared, SeededSource};
use truename_gen::hunt::case_seed;
use truename_harness::engines::to_model::board;
use truename_harness::load::parse_file;
use truename_model::board::{Board, Object, ObjectId, ObjectKind, TokenSource, Zone};
use truename_model::effects::{Effect, EffectKind};
use truename_model::quirks::Quirk;
use truename_model::Model;

/// What comparing one board found.
#[derive(Default)]
struct Tally {
    /// (object, timestamp) pairs compared.
    compared: usize,
    /// Of those, the ones where effects in force touch the object (a closure beyond itself).
    with_effects: usize,
    /// Disagreements, described.
    bad: Vec<String>,
}

/// Every effect timestamp and token creation time on `b`, and each plus one.
fn times(b: &Board) -> Vec<u64> {
    let mut ts: Vec<u64> = b.effects.iter().map(|e| e.order_timestamp()).collect();
    for o in &b.objects {
        if let ObjectKind::Token {
            source: TokenSource::Created { created_at, .. },
        } = &o.kind
        {
            ts.push(*created_at);
        }
    }
    let plus: Vec<u64> = ts.iter().map(|t| t + 1).collect();
    ts.extend(plus);
    ts.sort_unstable();
    ts.dedup();
    ts
}

fn compare(model: &Model, b: &Board, label: &str, tally: &mut Tally) {
    for t in times(b) {
        let Ok(whole) = model.evaluate_as_of(b, t) else {
            continue;
        };
        for o in &b.objects {
            let one = model.evaluate_one_as_of(b, t, &o.id);
            tally.compared += 1;
            if b.effects
                .iter()
                .any(|e| e.order_timestamp() < t && e.kind.affected().contains(&o.id))
            {
                tally.with_effects += 1;
            }
            match one {
                Ok(one) if one.as_ref() == whole.get(&o.id) => {}
                other => tally.bad.push(format!(
                    "{label}: {} as of {t}: whole board gives {:?}, alone gives {other:?}",
                    o.id,
                    whole.get(&o.id).map(|c| (&c.names, &c.abilities))
                )),
            }
        }
    }
}

fn check(tally: Tally, min_with_effects: usize) {
    let shown = tally.bad[..tally.bad.len().min(5)].join("\n");
    assert!(
        tally.bad.is_empty(),
        "{} of {} disagree, e.g.:\n{shown}",
        tally.bad.len(),
        tally.compared
    );
    assert!(
        tally.with_effects >= min_with_effects,
        "only {} comparisons had effects in force on the object: the check saw too little",
        tally.with_effects
    );
}

#[test]
fn a_creator_alone_as_of_a_time_reads_as_in_the_whole_board_corpus() {
    let (model, _) = shared();
    let mut tally = Tally::default();
    let mut cases = 0;
    for f in truename_corpus::files() {
        let path = std::path::Path::new("corpus").join(f.path);
        let loaded = parse_file(&path, f.text, model).expect("the embedded corpus loads");
        for c in loaded {
            cases += 1;
            compare(model, &board(&c.case.scenario), c.case.id(), &mut tally);
        }
    }
    assert!(cases >= 150, "{cases} corpus cases");
    check(tally, 100);
}

#[test]
fn every_mutant_reads_a_creator_alone_as_in_the_whole_board() {
    // A mutant is the model with one bug: the shortcut must not change what its bug does.
    let (model, _) = shared();
    for &q in Quirk::ALL {
        let mutant = model.clone().with_quirk(q);
        let mut tally = Tally::default();
        for f in truename_corpus::files() {
            let path = std::path::Path::new("corpus").join(f.path);
            for c in parse_file(&path, f.text, model).expect("the embedded corpus loads") {
                compare(&mutant, &board(&c.case.scenario), c.case.id(), &mut tally);
            }
        }
        for i in 0..300 {
            let mut src = SeededSource::new(case_seed(13, i));
            let case = generate(&mut src, model, shared().1, "as-of");
            compare(
                &mutant,
                &board(&case.scenario),
                &format!("seed {i}"),
                &mut tally,
            );
        }
        assert!(
            tally.bad.is_empty(),
            "mutant {}: {:?}",
            q.name(),
            &tally.bad[..1]
        );
    }
}

/// Two objects naming one `previous` (a board no game makes and the loader refuses, but one
/// the model's API takes): a name sticker on it follows the first, as layer 3 does, in the
/// shortcut too.
#[test]
fn a_sticker_follows_the_first_of_two_successors_in_the_shortcut_too() {
    let (model, _) = shared();
    let mut b = Board::default();
    b.objects
        .push(Object::card("o", "Grizzly Bears", Zone::Graveyard));
    for (id, zone) in [("x", Zone::Exile), ("y", Zone::Battlefield)] {
        let mut o = Object::card(id, "Grizzly Bears", zone);
        o.previous = Some(ObjectId::from("o"));
        b.objects.push(o);
    }
    b.effects.push(Effect {
        timestamp: 1,
        attached_at: None,
        source: None,
        kind: EffectKind::NameSticker {
            object: ObjectId::from("o"),
            word: "Big".into(),
            position: None,
        },
    });
    let mut tally = Tally::default();
    compare(model, &b, "two successors", &mut tally);
    check(tally, 1);
}

#[test]
fn a_creator_alone_as_of_a_time_reads_as_in_the_whole_board_generated() {
    let (model, pools) = shared();
    let mut tally = Tally::default();
    for i in 0..3000 {
        let mut src = SeededSource::new(case_seed(11, i));
        let case = generate(&mut src, model, pools, "as-of");
        compare(
            model,
            &board(&case.scenario),
            &format!("seed {i}"),
            &mut tally,
        );
    }
    check(tally, 1000);
}
