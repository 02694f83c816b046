//! The model reads a token's creator "as of" the token's creation (CR 612.2a) from an
//! evaluation of only the objects the creator depends on, so that many tokens from one creator
//! don't cost a whole-board evaluation each. That shortcut must give exactly what the whole
//! evaluation as of that time gives: checked for every object at every effect and creation
//! time of every corpus case and of 3,000 generated boards.

use truename_gen::generate::{generate, shared, SeededSource};
use truename_gen::hunt::case_seed;
use truename_harness::engines::to_model::board;
use truename_harness::load::parse_file;
use truename_model::board::{Board, ObjectKind, TokenSource};
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
                .any(|e| e.order_timestamp() < t && e.kind.affected().contains(&&o.id))
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
