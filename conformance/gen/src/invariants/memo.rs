//! One engine run per distinct (board, questions) while checking the invariants of one case:
//! most invariants start from the same answers (every object's names, the case's own
//! questions), and asking an engine the same thing twice about the same board tells nothing
//! new (a flaky engine is the hunt's reproduction step's business, not the invariants').

use truename_cases::{Question, Scenario};
use truename_harness::driven::{Driven, Replies};
use truename_harness::engine::EngineInfo;

/// `inner`, remembering every reply it gave during one [`super::check_all`].
pub(super) struct Memo<'e> {
    inner: &'e mut dyn Driven,
    seen: Vec<(Scenario, Vec<Question>, Replies)>,
}

impl<'e> Memo<'e> {
    /// `inner` with nothing remembered yet.
    pub(super) fn new(inner: &'e mut dyn Driven) -> Self {
        Memo {
            inner,
            seen: Vec::new(),
        }
    }
}

impl Driven for Memo<'_> {
    fn info(&self) -> &EngineInfo {
        self.inner.info()
    }

    fn run(&mut self, scenario: &Scenario, questions: &[Question]) -> Replies {
        if let Some((_, _, r)) = self
            .seen
            .iter()
            .find(|(s, q, _)| q.as_slice() == questions && s == scenario)
        {
            return r.clone();
        }
        let r = self.inner.run(scenario, questions);
        self.seen
            .push((scenario.clone(), questions.to_vec(), r.clone()));
        r
    }

    fn incidents(&self) -> Vec<String> {
        self.inner.incidents()
    }
}
