//! The JUnit XML document, written by hand in the Ant/Surefire shape that Jenkins' xunit schema
//! (`junit-10.xsd`), GitLab, GitHub reporters and `junit-report-merger` read: `<testsuites>`
//! with `tests`, `failures`, `errors` and `time`; each `<testsuite>` with `tests`,
//! `failures`, `errors`, `skipped` and `time` that add up (every test case is exactly one of
//! passed, failed, in error or skipped); each `<testcase>` with at most one `<failure>`,
//! `<error>` or `<skipped>`, then its `<system-out>`. (The schema allows no `skipped` on
//! `<testsuites>`, and no `disabled` anywhere a skip is meant.)

use std::fmt::Write as _;

/// How one test case ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// It passed.
    Passed,
    /// A wrong answer, or a broken expectation: `<failure message=...>` with a longer text.
    Failure {
        /// One line.
        message: String,
        /// The details (may be empty).
        text: String,
    },
    /// The engine crashed, hung or broke the protocol: `<error message=...>`.
    Error {
        /// One line.
        message: String,
        /// The details (may be empty).
        text: String,
    },
    /// Not run, or a known failure: `<skipped message=...>`.
    Skipped {
        /// Why.
        message: String,
    },
}

/// One `<testcase>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// `name`: the case id (or what else is reported).
    pub name: String,
    /// `classname`: the case's primary rule, or `load` / `run` / ...
    pub classname: String,
    /// `time`, in seconds.
    pub seconds: f64,
    /// How it ended.
    pub verdict: Verdict,
    /// Its `<system-out>`, if any.
    pub system_out: Option<String>,
}

impl Case {
    /// A case with no time and no system-out.
    pub fn new(name: impl Into<String>, classname: impl Into<String>, verdict: Verdict) -> Case {
        Case {
            name: name.into(),
            classname: classname.into(),
            seconds: 0.0,
            verdict,
            system_out: None,
        }
    }
}

/// One `<testsuite>`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Suite {
    /// `name`.
    pub name: String,
    /// Its cases.
    pub cases: Vec<Case>,
}

/// The counts of a list of cases: (tests, failures, errors, skipped).
fn counts(cases: &[Case]) -> (usize, usize, usize, usize) {
    let of = |f: fn(&Verdict) -> bool| cases.iter().filter(|c| f(&c.verdict)).count();
    (
        cases.len(),
        of(|v| matches!(v, Verdict::Failure { .. })),
        of(|v| matches!(v, Verdict::Error { .. })),
        of(|v| matches!(v, Verdict::Skipped { .. })),
    )
}

/// Seconds as Surefire writes them (the schema's `SUREFIRE_TIME`: at most 3 decimals).
fn time(seconds: f64) -> String {
    format!("{:.3}", seconds.max(0.0))
}

/// `text` escaped for an attribute value or element text. Characters XML 1.0 cannot carry at
/// all (most control characters) are written as U+FFFD.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\n' => out.push_str("&#10;"),
            '\t' | '\r' => {
                let _ = write!(out, "&#{};", c as u32);
            }
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// Element text: as [`escape`], but line breaks kept as they are.
fn escape_text(text: &str) -> String {
    escape(text).replace("&#10;", "\n")
}

fn write_case(out: &mut String, c: &Case) {
    let _ = write!(
        out,
        "    <testcase name=\"{}\" classname=\"{}\" time=\"{}\"",
        escape(&c.name),
        escape(&c.classname),
        time(c.seconds)
    );
    let body = |tag: &str, message: &str, text: &str| {
        let kind = match tag {
            "error" => "engine",
            _ => "answer",
        };
        format!(
            "      <{tag} type=\"{kind}\" message=\"{}\">{}</{tag}>\n",
            escape(message),
            escape_text(text)
        )
    };
    let inner = match &c.verdict {
        Verdict::Passed => String::new(),
        Verdict::Failure { message, text } => body("failure", message, text),
        Verdict::Error { message, text } => body("error", message, text),
        Verdict::Skipped { message } => {
            format!("      <skipped message=\"{}\"/>\n", escape(message))
        }
    };
    let system_out = (c.system_out.as_ref())
        .map(|s| format!("      <system-out>{}</system-out>\n", escape_text(s)))
        .unwrap_or_default();
    if inner.is_empty() && system_out.is_empty() {
        out.push_str("/>\n");
    } else {
        let _ = write!(out, ">\n{inner}{system_out}    </testcase>\n");
    }
}

/// The whole document.
pub fn document(name: &str, suites: &[Suite]) -> String {
    let all: Vec<Case> = suites.iter().flat_map(|s| s.cases.clone()).collect();
    let (tests, failures, errors, _) = counts(&all);
    let total: f64 = all.iter().map(|c| c.seconds.max(0.0)).sum();
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        out,
        "<testsuites name=\"{}\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\" time=\"{}\">",
        escape(name),
        time(total)
    );
    for s in suites {
        let (tests, failures, errors, skipped) = counts(&s.cases);
        let secs: f64 = s.cases.iter().map(|c| c.seconds.max(0.0)).sum();
        let _ = writeln!(
            out,
            "  <testsuite name=\"{}\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"{skipped}\" time=\"{}\">",
            escape(&s.name),
            time(secs)
        );
        for c in &s.cases {
            write_case(&mut out, c);
        }
        out.push_str("  </testsuite>\n");
    }
    out.push_str("</testsuites>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_add_up_and_text_is_escaped() {
        let suite = Suite {
            name: "e <1>".into(),
            cases: vec![
                Case::new("a", "201.2a", Verdict::Passed),
                Case::new(
                    "b\u{1}",
                    "201.2a",
                    Verdict::Skipped {
                        message: "x & y".into(),
                    },
                ),
                Case::new(
                    "c",
                    "201.2a",
                    Verdict::Error {
                        message: "crashed".into(),
                        text: "line 1\nline 2".into(),
                    },
                ),
            ],
        };
        let xml = document("truename", &[suite]);
        assert!(xml.contains(
            "<testsuite name=\"e &lt;1&gt;\" tests=\"3\" failures=\"0\" errors=\"1\" skipped=\"1\""
        ));
        assert!(
            xml.contains("<testsuites name=\"truename\" tests=\"3\" failures=\"0\" errors=\"1\"")
        );
        assert!(xml.contains("name=\"b\u{FFFD}\""), "{xml}");
        assert!(xml.contains("message=\"x &amp; y\""));
        assert!(xml.contains(">line 1\nline 2</error>"));
        assert!(!xml.contains("disabled"));
    }
}
