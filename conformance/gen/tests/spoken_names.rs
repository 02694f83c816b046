//! Hunt asks about names as a player says them: `is_named` and `choose_card_name` questions
//! whose name is spelled otherwise than Oracle spells it (letter case, apostrophes) and still
//! names the object or card. An engine comparing names exactly fails these, so hunt finds it
//! (the corpus has `201.2/names-as-a-player-says-them`).

use truename_cases::{Answer, Question};
use truename_gen::generate::{generate_filled, shared, SeededSource};
use truename_gen::hunt::case_seed;
use truename_harness::engines::model::ModelEngine;

/// (The generator before it spelled names as said on purpose asked 47 such questions in these
/// 2,000 cases, now about 140.)
///
/// Whether an engine that compares names exactly (no normalising) answers `q` otherwise than
/// `expect`: a true `is_named` whose name isn't written as Oracle writes it, or a valid choice
/// whose said name isn't among the names chosen.
fn exact_match_fails(q: &Question, expect: &Answer, oracle_names: &[String]) -> bool {
    match (q, expect) {
        (Question::IsNamed { name, .. }, Answer::Bool(true)) => !oracle_names.contains(name),
        (Question::ChooseCardName { name, .. }, Answer::Choice(c)) => {
            c.valid && !c.chosen.contains(name)
        }
        _ => false,
    }
}

#[test]
fn hunt_asks_about_names_spelled_as_a_player_says_them() {
    let (model, pools) = shared();
    let reference = ModelEngine::new(model.clone());
    let names: Vec<String> = (model.oracle.cards().iter())
        .flat_map(|c| {
            std::iter::once(c.name.to_string()).chain(c.faces.iter().map(|f| f.name.to_string()))
        })
        .collect();
    let mut found = 0;
    for i in 0..2000 {
        let case = generate_filled(
            &mut SeededSource::new(case_seed(9, i)),
            &reference,
            pools,
            "g",
        );
        for e in &case.queries {
            found += usize::from(exact_match_fails(&e.question, &e.answer, &names));
        }
    }
    eprintln!("{found} questions an exact-match engine fails");
    assert!(
        found >= 100,
        "{found} questions an exact-match engine fails"
    );
}
