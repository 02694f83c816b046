//! Case files: a format tag, the pinned references, and [`Case`]s.

use crate::expectation::Expectation;
use crate::question::Question;
use crate::scenario::{CaseEffect, CaseObject, Scenario};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The format tag every case file carries.
pub const FORMAT: &str = "truename-cases/1";

/// A case file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// Comprehensive Rules revision the expectations follow.
    pub cr_revision: String,
    /// Oracle snapshot the expectations were written against.
    pub oracle_snapshot: String,
    /// The cases.
    pub cases: Vec<Case>,
}

/// One case: a scenario and questions with expected answers.
///
/// In JSON the scenario's fields (`id`, `rules`, `objects`, `effects`) sit beside
/// `description`, `uncertain`, `queries` and `origin` (see [`RawCase`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "RawCase", into = "RawCase")]
pub struct Case {
    /// What engines are asked to build (id, rules, objects, effects).
    pub scenario: Scenario,
    /// What the case shows, in one or two sentences.
    pub description: String,
    /// Where a ruling is uncertain: what the expectation relied on.
    pub uncertain: Option<String>,
    /// Questions with expected answers (the JSON `queries`).
    pub queries: Vec<Expectation>,
    /// For generated cases: how the case was found (seed, tool).
    pub origin: Option<Origin>,
}

impl Case {
    /// The case's id.
    pub fn id(&self) -> &str {
        &self.scenario.id
    }

    /// The rule numbers it tests.
    pub fn rules(&self) -> &[String] {
        &self.scenario.rules
    }

    /// The questions alone, in order: what an engine is handed.
    pub fn questions(&self) -> Vec<Question> {
        self.queries.iter().map(|q| q.question.clone()).collect()
    }
}

impl JsonSchema for Case {
    fn schema_name() -> String {
        "Case".into()
    }

    fn json_schema(gen: &mut schemars::gen::SchemaGenerator) -> schemars::schema::Schema {
        RawCase::json_schema(gen)
    }
}

/// A case exactly as a case file spells it (the serde form of [`Case`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Case")]
pub struct RawCase {
    /// Stable, unique id.
    pub id: String,
    /// Rule numbers tested.
    pub rules: Vec<String>,
    /// What the case shows, in one or two sentences.
    #[serde(default)]
    pub description: String,
    /// Where a ruling is uncertain: what the expectation relied on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uncertain: Option<String>,
    /// Objects in the snapshot.
    #[serde(default)]
    pub objects: Vec<CaseObject>,
    /// Continuous effects in force.
    #[serde(default)]
    pub effects: Vec<CaseEffect>,
    /// Queries with expected answers.
    pub queries: Vec<Expectation>,
    /// For generated cases: how the case was found (seed, tool).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<Origin>,
}

impl From<RawCase> for Case {
    fn from(r: RawCase) -> Case {
        Case {
            scenario: Scenario {
                id: r.id,
                rules: r.rules,
                objects: r.objects,
                effects: r.effects,
            },
            description: r.description,
            uncertain: r.uncertain,
            queries: r.queries,
            origin: r.origin,
        }
    }
}

impl From<Case> for RawCase {
    fn from(c: Case) -> RawCase {
        RawCase {
            id: c.scenario.id,
            rules: c.scenario.rules,
            description: c.description,
            uncertain: c.uncertain,
            objects: c.scenario.objects,
            effects: c.scenario.effects,
            queries: c.queries,
            origin: c.origin,
        }
    }
}

/// How a generated case was found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Origin {
    /// The tool ("hunt", "fuzz").
    pub tool: String,
    /// The seed it ran from.
    #[serde(default)]
    pub seed: Option<u64>,
    /// The engine it diverged on.
    #[serde(default)]
    pub engine: Option<String>,
}
