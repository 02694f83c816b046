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
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases");
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
        if runner::run(&mut mutant, one, &reference, &|_| {})[0].status != Status::Fail {
            problems.push(format!("{}: witness {w} doesn't catch it", q.name()));
        }
        let cfg = HuntConfig {
            seed: 1,
            max_cases: 3000,
            max_time: Duration::from_secs(120),
            max_findings: 1,
            out_dir: None,
            invariants: false,
            ..HuntConfig::default()
        };
        let r = hunt(&mut mutant, &reference, &cfg).expect("nothing is written");
        match r.findings.first() {
            None => problems.push(format!(
                "{}: hunt (seed 1) found nothing in {} cases",
                q.name(),
                r.cases
            )),
            Some(f) => {
                let (o, e, qn) = size(&f.case);
                let (wo, we, wq) = size(&wc.case);
                if o + e + qn > wo + we + wq {
                    problems.push(format!(
                        "{}: shrunk case ({o},{e},{qn}) is larger than witness ({wo},{we},{wq})",
                        q.name()
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
