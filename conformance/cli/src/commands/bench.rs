//! `truename bench`: glue from arguments to [`crate::bench`].

use super::{status, usage};
use crate::args::BenchArgs;
use crate::bench::measure::{baseline, Budget};
use crate::bench::model_figures as mf;
use crate::bench::suite_figures as sf;
use crate::bench::{render, BenchReport, Figure, NotMeasured};
use crate::output::print;
use std::process::ExitCode;
use truename_gen::fuzzing::Target;
use truename_model::Model;

type Results = Vec<(String, Result<Figure, String>)>;

/// How a group measures its figures.
type Measure = Box<dyn Fn(&Model, Budget) -> Results>;

/// A group of figures measured together: their names, and how.
struct Group {
    names: Vec<String>,
    run: Measure,
}

fn one(name: &str, f: impl Fn(&Model, Budget) -> Result<Figure, String> + 'static) -> Group {
    let n = name.to_string();
    Group {
        names: vec![n.clone()],
        run: Box::new(move |m, b| vec![(n.clone(), f(m, b))]),
    }
}

fn groups(args: &BenchArgs) -> (Vec<Group>, Vec<NotMeasured>) {
    let mut g = vec![one("same_name_100", mf::same_name)];
    for n in [1_000, 10_000, 100_000] {
        let name = format!("different_names_{}", mf::short(n));
        g.push(one(&name, move |m, b| mf::different_names(m, n, b)));
    }
    for n in [10_000, 100_000] {
        let name = format!("n_or_more_{}", mf::short(n));
        g.push(one(&name, move |m, b| mf::n_or_more(m, n, 0, b)));
    }
    g.push(one("n_or_more_10k_spy_kit_4", |m, b| {
        mf::n_or_more(m, 10_000, 4, b)
    }));
    g.push(one("oracle_load_35033", |_, _| {
        mf::oracle_load(35_033, None)
    }));
    g.push(one("hunt_model", |_, b| sf::hunt(b, false)));
    g.push(one("hunt_model_invariants", |_, b| sf::hunt(b, true)));
    g.push(Group {
        names: sf::PROTOCOL_FIGURES.map(String::from).to_vec(),
        run: Box::new(|_, b| sf::protocol(&sf::generated_cases(1000), b)),
    });
    for t in Target::ALL {
        g.push(one(&format!("fuzz_{}", t.name()), move |_, b| {
            sf::fuzz_oracle(t, b)
        }));
    }
    let mut left_out = Vec::new();
    match &args.atomic_cards {
        Some(p) => {
            let p = p.clone();
            g.push(one("oracle_load_file", move |_, _| {
                mf::oracle_load(0, Some(&p))
            }));
        }
        None => left_out.push(NotMeasured {
            name: "oracle_load_file".into(),
            reason: "no --atomic-cards FILE (a real MTGJSON AtomicCards file)".into(),
            error: false,
        }),
    }
    match &args.cmd {
        Some(c) => {
            let (c, jobs) = (c.clone(), args.jobs);
            g.push(one("process_corpus", move |_, _| {
                sf::process_corpus(&c, jobs)
            }));
        }
        None => left_out.push(NotMeasured {
            name: "process_corpus".into(),
            reason: "no --cmd COMMAND (an out-of-process engine, e.g. the phase adapter)".into(),
            error: false,
        }),
    }
    (g, left_out)
}

/// `truename bench`.
pub fn bench(args: BenchArgs) -> ExitCode {
    let budget = if args.quick {
        Budget::quick()
    } else {
        Budget::full()
    };
    let (all, mut left_out) = groups(&args);
    // Fail closed: every --only prefix must name at least one figure, or a typo would
    // silently measure nothing for it while the other prefixes' figures pass.
    let names: Vec<&str> = (all.iter().flat_map(|g| g.names.iter().map(String::as_str)))
        .chain(left_out.iter().map(|n| n.name.as_str()))
        .collect();
    let unmatched: Vec<&str> = (args.only.iter())
        .filter(|p| !names.iter().any(|n| n.starts_with(p.as_str())))
        .map(String::as_str)
        .collect();
    if !unmatched.is_empty() {
        return usage(&format!(
            "truename bench: --only {} matches no figure (figures: {})",
            unmatched.join(", "),
            names.join(", ")
        ));
    }
    let wanted = |name: &str| args.only.is_empty() || args.only.iter().any(|p| name.starts_with(p));
    let selected: Vec<Group> = all
        .into_iter()
        .filter(|g| g.names.iter().any(|n| wanted(n)))
        .collect();
    left_out.retain(|n| wanted(&n.name));
    if selected.is_empty() {
        return usage(&format!(
            "truename bench: --only {} matches no figure",
            args.only.join(", ")
        ));
    }
    let model = Model::embedded();
    let base = baseline(budget);
    let mut results = Vec::new();
    for g in &selected {
        if truename_harness::cancel::cancelled() {
            break;
        }
        crate::note!("bench: {}", g.names.join(", "));
        results.extend((g.run)(&model, budget));
    }
    if truename_harness::cancel::cancelled() {
        return super::interrupted("truename bench");
    }
    results.retain(|(n, _)| wanted(n));
    let report = BenchReport::new(args.quick, base, results, left_out);
    let text = if args.json {
        serde_json::to_string_pretty(&report).unwrap_or_default() + "\n"
    } else if args.markdown {
        render::markdown(&report)
    } else {
        render::human(&report)
    };
    print(&text);
    status(!report.has_errors())
}
