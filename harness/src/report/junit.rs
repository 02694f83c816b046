//! JUnit XML: one test suite per case file, one test case per case.

use super::human::{question_text, reply_text, why_text};
use super::Report;
use crate::runner::Status;
use std::collections::BTreeMap;
use std::fmt::Write as _;

impl Report<'_> {
    /// JUnit XML: one test suite per case file, one test case per case.
    pub fn junit(&self) -> String {
        use quick_junit::{NonSuccessKind, Report as JReport, TestCase, TestCaseStatus, TestSuite};
        let mut report = JReport::new(format!("truename {}", self.engine));
        let mut suites: BTreeMap<&str, TestSuite> = BTreeMap::new();
        for c in self.cases {
            let suite = suites
                .entry(&c.file)
                .or_insert_with(|| TestSuite::new(c.file.clone()));
            let status = match c.status {
                Status::Pass => TestCaseStatus::success(),
                Status::Skip => {
                    let mut st = TestCaseStatus::skipped();
                    let missing: Vec<&str> = c.missing.iter().map(|m| m.name()).collect();
                    st.set_message(format!("missing capabilities: {}", missing.join(", ")));
                    st
                }
                Status::Fail => {
                    let mut st = TestCaseStatus::non_success(NonSuccessKind::Failure);
                    let mut msg = c.failure.clone().unwrap_or_default();
                    for m in &c.mismatches {
                        let _ = write!(
                            msg,
                            "query #{}: {} expected {} got {}; model: {}; ",
                            m.query,
                            question_text(m),
                            m.expected,
                            reply_text(&m.got),
                            why_text(&m.why).replace('\n', "; ")
                        );
                    }
                    st.set_message(msg);
                    st
                }
            };
            let mut tc = TestCase::new(c.id.clone(), status);
            tc.set_classname(c.rules.join(" "));
            suite.add_test_case(tc);
        }
        report.add_test_suites(suites.into_values());
        report.to_string().unwrap_or_default()
    }
}
