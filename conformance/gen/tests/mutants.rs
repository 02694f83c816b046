//! The suite's own test: every mutant is caught by its witness case (which the model passes),
//! and `hunt` finds every mutant from a fixed seed within a small budget, with a shrunk case
//! no larger than the witness. (`truename mutants --report` measures all five seeds.)

use std::path::Path;
use std::time::Duration;
use truename_gen::hunt::{hunt, HuntConfig};
use truename_gen::mutants::witness;
use truename_gen::shrink::size;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::load_dir;
use truename_harness::runner::{self, Status};
use truename_model::quirks::Quirk;

#[test]
fn every_mutant_is_caught_by_its_witness_and_by_hunt() {
    let reference = ModelEngine::reference();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus/cases");
    let (cases, errors) = load_dir(&dir, reference.model());
    assert!(errors.is_empty(), "{errors:?}");
    let mut problems = Vec::new();
    for &q in Quirk::ALL {
        let w = witness(q);
        let Some(wc) = cases.iter().find(|c| c.case.scenario.id == w) else {
            problems.push(format!("{}: witness {w} is not in the corpus", q.name()));
            continue;
        };
        let one = std::slice::from_ref(wc);
        let mut model = ModelEngine::reference();
        let mut mutant = ModelEngine::mutant(q);
        if runner::run(&mut model, one, &reference, &|_| {})[0].status != Status::Pass {
            problems.push(format!("{}: the model fails witness {w}", q.name()));
        }
        // A disputed answer (a witness marked uncertain) catches the mutant too.
        let status = runner::run(&mut mutant, one, &reference, &|_| {})[0].status;
        if !matches!(status, Status::Fail | Status::Disputed) {
            problems.push(format!("{}: witness {w} doesn't catch it", q.name()));
        }
        // Hunt kills it from seed 1; shrinking reaches the witness's size from seed 1, 2 or 3
        // (a seed's first kill may be another, larger form of the same bug).
        let mut sizes = Vec::new();
        for seed in 1..=3 {
            let cfg = HuntConfig {
                seed,
                max_cases: 3000,
                max_time: Duration::from_secs(120),
                max_findings: 1,
                ..HuntConfig::default()
            };
            let r = hunt(&mut mutant, &reference, &cfg).expect("nothing is written");
            match r.findings.first() {
                None if seed == 1 => {
                    let n = r.cases;
                    problems.push(format!(
                        "{}: hunt (seed 1) found nothing in {n} cases",
                        q.name()
                    ));
                    break;
                }
                None => {}
                Some(f) => sizes.push(size(&f.case)),
            }
            let (wo, we, wq) = size(&wc.case);
            if sizes.iter().any(|(o, e, qn)| o + e + qn <= wo + we + wq) {
                break;
            }
            if seed == 3 {
                let name = q.name();
                problems.push(format!("{name}: shrunk cases {sizes:?} are all larger than the witness ({wo},{we},{wq})"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
