//! Reading a JSON report (`truename run --format json`) for a comparison: only what a diff
//! needs, each field checked, so bad input is an error naming the file, the JSON path and
//! what was expected.

use super::outcome::{class_of, known_names, Class};
use serde_json::Value;
use std::fmt;
use std::path::Path;

/// The format tag a report must carry (`truename schema report`).
pub const REPORT_FORMAT: &str = truename_harness::report::FORMAT;

/// A report that can't be compared: where, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadReport {
    /// The file.
    pub file: String,
    /// The JSON path inside it (`$` for the document).
    pub path: String,
    /// What was expected, and what was found.
    pub message: String,
}

impl fmt::Display for BadReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: at {}: {}", self.file, self.path, self.message)
    }
}

/// One run, as far as a comparison needs it.
#[derive(Debug, Clone)]
pub struct Report {
    /// The file it was read from.
    pub file: String,
    /// The Comprehensive Rules revision of its expectations.
    pub cr_revision: String,
    /// The Oracle snapshot of its card data.
    pub oracle_snapshot: String,
    /// Whether the run finished.
    pub complete: bool,
    /// How many case files didn't load in that run.
    pub load_errors: usize,
    /// Its engines, in order.
    pub engines: Vec<EngineRun>,
}

/// One engine's results.
#[derive(Debug, Clone)]
pub struct EngineRun {
    /// Engine name.
    pub engine: String,
    /// Engine version.
    pub version: String,
    /// Every case, in report order.
    pub cases: Vec<CaseRun>,
}

/// One case's result.
#[derive(Debug, Clone)]
pub struct CaseRun {
    /// Case id.
    pub id: String,
    /// The rules it tests.
    pub rules: Vec<String>,
    /// Its status name (`pass`, `fail`, ...).
    pub status: String,
    /// What that status means.
    pub class: Class,
    /// Its questions, in order.
    pub questions: Vec<QuestionRun>,
}

/// One question's result.
#[derive(Debug, Clone)]
pub struct QuestionRun {
    /// Its index in the case.
    pub index: usize,
    /// The question, as the report has it.
    pub question: Value,
    /// The expected answer (the model agrees with it, or the run says otherwise).
    pub expected: Value,
    /// The outcome name.
    pub outcome: String,
    /// What that outcome means.
    pub class: Class,
    /// What the engine replied, if it was asked.
    pub got: Option<Value>,
}

/// Where a value is, for error messages.
struct At<'a> {
    file: &'a str,
    path: String,
}

impl At<'_> {
    fn err(&self, message: impl Into<String>) -> BadReport {
        BadReport {
            file: self.file.to_string(),
            path: self.path.clone(),
            message: message.into(),
        }
    }

    fn key(&self, key: &str) -> At<'_> {
        At {
            file: self.file,
            path: format!("{}.{key}", self.path),
        }
    }

    fn index(&self, i: usize) -> At<'_> {
        At {
            file: self.file,
            path: format!("{}[{i}]", self.path),
        }
    }
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn field<'v>(v: &'v Value, key: &str, at: &At) -> Result<&'v Value, BadReport> {
    v.get(key)
        .ok_or_else(|| at.key(key).err("expected this field; it is missing"))
}

fn string(v: &Value, key: &str, at: &At) -> Result<String, BadReport> {
    match field(v, key, at)? {
        Value::String(s) => Ok(s.clone()),
        other => Err(at
            .key(key)
            .err(format!("expected a string, found {}", kind(other)))),
    }
}

fn array<'v>(v: &'v Value, key: &str, at: &At) -> Result<&'v Vec<Value>, BadReport> {
    match field(v, key, at)? {
        Value::Array(a) => Ok(a),
        other => Err(at
            .key(key)
            .err(format!("expected an array, found {}", kind(other)))),
    }
}

fn outcome(v: &Value, key: &str, at: &At) -> Result<(String, Class), BadReport> {
    let name = string(v, key, at)?;
    match class_of(&name) {
        Some(class) => Ok((name, class)),
        None => Err(at.key(key).err(format!(
            "unknown outcome {name:?} (this truename knows {}); is the report from a newer truename?",
            known_names()
        ))),
    }
}

/// Reads and checks a report file.
pub fn read(path: &Path) -> Result<Report, BadReport> {
    let file = path.display().to_string();
    let top = At {
        file: &file,
        path: "$".into(),
    };
    let text = std::fs::read_to_string(path).map_err(|e| top.err(format!("can't read: {e}")))?;
    let doc: Value = serde_json::from_str(&text).map_err(|e| {
        top.err(format!(
            "not JSON ({e}); expected a `truename run --format json` report"
        ))
    })?;
    parse(&doc, &file)
}

/// Checks a report document (read from `file`).
pub fn parse(doc: &Value, file: &str) -> Result<Report, BadReport> {
    let top = At {
        file,
        path: "$".into(),
    };
    if !doc.is_object() {
        return Err(top.err(format!("expected a report object, found {}", kind(doc))));
    }
    let format = string(doc, "format", &top)?;
    if format != REPORT_FORMAT {
        return Err(top.key("format").err(format!(
            "expected {REPORT_FORMAT:?} (a `truename run --format json` report), found {format:?}"
        )));
    }
    let complete = match field(doc, "complete", &top)? {
        Value::Bool(b) => *b,
        other => {
            return Err(top
                .key("complete")
                .err(format!("expected a boolean, found {}", kind(other))))
        }
    };
    let at = top.key("engines");
    let engines = array(doc, "engines", &top)?
        .iter()
        .enumerate()
        .map(|(i, e)| engine(e, &at.index(i)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Report {
        file: file.to_string(),
        cr_revision: string(doc, "cr_revision", &top)?,
        oracle_snapshot: string(doc, "oracle_snapshot", &top)?,
        complete,
        load_errors: array(doc, "load_errors", &top)?.len(),
        engines,
    })
}

fn engine(v: &Value, at: &At) -> Result<EngineRun, BadReport> {
    let cases_at = at.key("cases");
    let cases = array(v, "cases", at)?
        .iter()
        .enumerate()
        .map(|(i, c)| case(c, &cases_at.index(i)))
        .collect::<Result<Vec<_>, _>>()?;
    let mut seen = std::collections::BTreeSet::new();
    for (i, c) in cases.iter().enumerate() {
        if !seen.insert(c.id.as_str()) {
            return Err(cases_at
                .index(i)
                .key("id")
                .err(format!("case id {:?} appears twice", c.id)));
        }
    }
    Ok(EngineRun {
        engine: string(v, "engine", at)?,
        version: string(v, "version", at)?,
        cases,
    })
}

fn case(v: &Value, at: &At) -> Result<CaseRun, BadReport> {
    let rules_at = at.key("rules");
    let rules = array(v, "rules", at)?
        .iter()
        .enumerate()
        .map(|(i, r)| match r {
            Value::String(s) => Ok(s.clone()),
            other => Err(rules_at.index(i).err(format!(
                "expected a rule number (a string), found {}",
                kind(other)
            ))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let q_at = at.key("questions");
    let questions = array(v, "questions", at)?
        .iter()
        .enumerate()
        .map(|(i, q)| question(q, &q_at.index(i)))
        .collect::<Result<Vec<_>, _>>()?;
    let (status, class) = outcome(v, "status", at)?;
    Ok(CaseRun {
        id: string(v, "id", at)?,
        rules,
        status,
        class,
        questions,
    })
}

fn question(v: &Value, at: &At) -> Result<QuestionRun, BadReport> {
    let index = match field(v, "index", at)? {
        Value::Number(n) if n.as_u64().is_some() => n.as_u64().unwrap_or_default() as usize,
        other => {
            return Err(at.key("index").err(format!(
                "expected a question index (a whole number), found {}",
                kind(other)
            )))
        }
    };
    let (outcome, class) = outcome(v, "outcome", at)?;
    Ok(QuestionRun {
        index,
        question: field(v, "question", at)?.clone(),
        expected: field(v, "expected", at)?.clone(),
        outcome,
        class,
        got: v.get("got").cloned(),
    })
}
