//! Figures of the reference model's own questions, on fixed-seed workloads
//! ([`truename_gen::workloads`]).

use super::measure::{seconds_once, seconds_per_call, Budget};
use super::{Figure, Goal};
use std::hint::black_box;
use truename_gen::workloads;
use truename_model::board::ObjectId;
use truename_model::names::NameSet;
use truename_model::oracle::Oracle;
use truename_model::query::packing::pack;
use truename_model::Model;

/// `same_name` on an evaluated 100-object board of real cards, 1,024 fixed pairs.
pub fn same_name(model: &Model, budget: Budget) -> Result<Figure, String> {
    let board = workloads::real_board(100);
    let ev = model.evaluate(&board).map_err(|e| e.to_string())?;
    let pairs = workloads::same_name_pairs(&board, 1024, 1);
    let per_batch = seconds_per_call(budget, || {
        for (a, b) in &pairs {
            black_box(ev.same_name(a, b).map(|x| x.value).ok());
        }
    });
    Ok(Figure::rate(
        "same_name_100",
        "model `same_name`, 100-object board (questions/s)",
        pairs.len() as f64 / per_batch,
        "questions/s",
        Some(Goal::AtLeast(5e6)),
    ))
}

/// `different_names` over `n` objects whose names are all different (no early exit).
pub fn different_names(model: &Model, n: usize, budget: Budget) -> Result<Figure, String> {
    let board = workloads::unique_token_board(n);
    let ev = model.evaluate(&board).map_err(|e| e.to_string())?;
    let ids: Vec<ObjectId> = board.objects.iter().map(|o| o.id.clone()).collect();
    let answer = ev.different_names(&ids).map_err(|e| e.to_string())?.value;
    if !answer {
        return Err(format!(
            "different_names over {n} distinct names answered false"
        ));
    }
    let s = seconds_per_call(budget, || {
        black_box(ev.different_names(&ids).map(|x| x.value).ok());
    });
    let goal = (n == 10_000).then_some(Goal::AtMost(5e-3));
    Ok(Figure::time(
        &format!("different_names_{}", short(n)),
        &format!("`different_names` over {} objects", thousands(n)),
        s,
        goal,
    ))
}

/// "N or more with different names" (exact packing) over `n` objects with one or two names
/// each (and `spy_kits` "all names" objects), asking for one more than the maximum so the
/// search can't stop early.
pub fn n_or_more(
    model: &Model,
    n: usize,
    spy_kits: usize,
    budget: Budget,
) -> Result<Figure, String> {
    let sets = workloads::synthetic_name_sets(n, spy_kits);
    let refs: Vec<&NameSet> = sets.iter().collect();
    let max = pack(&refs, &model.oracle, usize::MAX).chosen.len();
    let s = seconds_per_call(budget, || {
        black_box(pack(&refs, &model.oracle, max + 1).chosen.len());
    });
    let (name, what, goal) = if spy_kits == 0 {
        (
            format!("n_or_more_{}", short(n)),
            format!(
                "\"N or more with different names\", {} objects",
                thousands(n)
            ),
            (n == 100_000).then_some(Goal::AtMost(50e-3)),
        )
    } else {
        (
            format!("n_or_more_{}_spy_kit_{spy_kits}", short(n)),
            format!(
                "\"N or more with different names\", {} objects, {spy_kits} with all names",
                thousands(n)
            ),
            None,
        )
    };
    Ok(Figure::time(&name, &what, s, goal))
}

/// Loading an AtomicCards document of `cards` synthetic cards (fixed seed), or of the file
/// given.
pub fn oracle_load(cards: usize, file: Option<&std::path::Path>) -> Result<Figure, String> {
    let (json, name, what) = match file {
        Some(p) => (
            std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?,
            "oracle_load_file".to_string(),
            format!("load {}", p.display()),
        ),
        None => (
            workloads::atomic_cards_json(cards, 1),
            format!("oracle_load_{}", short(cards)),
            format!(
                "load a {}-card AtomicCards file (synthetic, seed 1)",
                thousands(cards)
            ),
        ),
    };
    let mut loaded = 0;
    let mut failure = None;
    let s = seconds_once(3, || match Oracle::from_atomic_json(&json) {
        Ok(o) => loaded = black_box(o).cards().len(),
        Err(e) => failure = Some(e.to_string()),
    });
    if let Some(e) = failure {
        return Err(format!("{what}: {e}"));
    }
    let mut f = Figure::time(&name, &what, s, Some(Goal::AtMost(0.5)));
    f.note = Some(format!("{} cards admitted", thousands(loaded)));
    Ok(f)
}

/// `10000` → `10k`.
pub fn short(n: usize) -> String {
    if n >= 1000 && n % 1000 == 0 {
        format!("{}k", n / 1000)
    } else {
        n.to_string()
    }
}

/// `10000` → `10,000`.
pub fn thousands(n: usize) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}
