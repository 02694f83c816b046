//! Generated cases as quickcheck values: drawn by the generators, shrunk by the shrinker
//! (this module sits above both, so neither imports the other).

use crate::generate::{fill_expectations, generate, QuickcheckSource};
use truename_cases::Case;
use truename_harness::engines::model::ModelEngine;

/// A generated case for quickcheck: drawn from quickcheck's `Gen` (through
/// [`QuickcheckSource`]), expectations filled by the model; it shrinks one step at a time with
/// the same valid simplifications `hunt` uses ([`crate::shrink::candidates`]).
#[derive(Clone, Debug)]
pub struct GenCase(pub Case);

impl quickcheck::Arbitrary for GenCase {
    fn arbitrary(g: &mut quickcheck::Gen) -> Self {
        let (model, pools) = crate::generate::shared();
        let mut src = QuickcheckSource(g);
        let mut case = generate(&mut src, model, pools, "quickcheck");
        fill_expectations(&mut case, &ModelEngine::new(model.clone()));
        GenCase(case)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let (model, pools) = crate::generate::shared();
        let reference = ModelEngine::new(model.clone());
        let cands: Vec<GenCase> = crate::shrink::candidates(&self.0, model, pools)
            .into_iter()
            .map(|mut c| {
                fill_expectations(&mut c, &reference);
                GenCase(c)
            })
            .filter(|c| !c.0.queries.is_empty())
            .collect();
        Box::new(cands.into_iter())
    }
}
