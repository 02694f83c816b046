//! `truename bench`: every performance figure the project tracks, measured on fixed-seed
//! workloads in one run, printed as a table (`--markdown` for README, `--json` for machines;
//! its schema is `truename schema bench`).
//!
//! Each figure is also given relative to a trivial baseline measured in the same run (sorting
//! 100,000 fixed-seed integers, see [`measure::baseline`]): `baseline_ratio` is the figure's
//! seconds per unit of work divided by the baseline's seconds, so runs on different machines
//! compare by that ratio. Figures that need something this run wasn't given (an engine
//! command, a card file) are listed as not measured, with the reason; a figure whose workload
//! fails is an error (exit status 1), never a number.

pub mod measure;
pub mod model_figures;
pub mod render;
pub mod suite_figures;

use schemars::JsonSchema;
use serde::Serialize;

/// A goal a figure is held to.
#[derive(Clone, Copy, Debug, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Goal {
    /// A rate (per second) of at least this.
    AtLeast(f64),
    /// A time (seconds) of at most this.
    AtMost(f64),
}

/// One measured figure.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Figure {
    /// Stable name (`same_name_100`, `fuzz_differential`, ...).
    pub name: String,
    /// What was measured.
    pub what: String,
    /// The figure: a rate per second, or a time in seconds.
    pub value: f64,
    /// Its unit (`questions/s`, `cases/s`, `exec/s`, or `s`).
    pub unit: String,
    /// Seconds per unit of work (the inverse of a rate; the time itself for a time).
    pub seconds_per_unit: f64,
    /// `seconds_per_unit` divided by the baseline's seconds (set when the report is made).
    pub baseline_ratio: f64,
    /// The goal, if the project holds this figure to one.
    pub goal: Option<Goal>,
    /// Whether the goal is met (absent without a goal).
    pub meets_goal: Option<bool>,
    /// A remark (cards admitted, ...).
    pub note: Option<String>,
}

impl Figure {
    /// A rate: `per_second` units of `unit` per second.
    pub fn rate(name: &str, what: &str, per_second: f64, unit: &str, goal: Option<Goal>) -> Self {
        Figure {
            name: name.into(),
            what: what.into(),
            value: per_second,
            unit: unit.into(),
            seconds_per_unit: 1.0 / per_second,
            baseline_ratio: f64::NAN,
            meets_goal: goal.map(|g| matches!(g, Goal::AtLeast(x) if per_second >= x)),
            goal,
            note: None,
        }
    }

    /// A time of `seconds`.
    pub fn time(name: &str, what: &str, seconds: f64, goal: Option<Goal>) -> Self {
        Figure {
            name: name.into(),
            what: what.into(),
            value: seconds,
            unit: "s".into(),
            seconds_per_unit: seconds,
            baseline_ratio: f64::NAN,
            meets_goal: goal.map(|g| matches!(g, Goal::AtMost(x) if seconds <= x)),
            goal,
            note: None,
        }
    }
}

/// A figure that wasn't measured, and why.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct NotMeasured {
    /// The figure's name.
    pub name: String,
    /// Why (what to pass to measure it), or the error its workload gave.
    pub reason: String,
    /// Whether the workload failed (an error, exit status 1) rather than being left out.
    pub error: bool,
}

/// The machine the figures were measured on.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Machine {
    /// CPU model (from /proc/cpuinfo where there is one).
    pub cpu: String,
    /// Logical cores available to this process.
    pub cores: usize,
    /// Operating system and architecture.
    pub os: String,
    /// `release` or `debug` (figures from a debug build are not comparable).
    pub profile: String,
    /// truename's version.
    pub truename: String,
}

impl Machine {
    /// This machine.
    pub fn this() -> Machine {
        let cpu = std::fs::read_to_string("/proc/cpuinfo")
            .ok()
            .and_then(|s| {
                s.lines()
                    .find(|l| l.starts_with("model name"))
                    .and_then(|l| l.split(':').nth(1))
                    .map(|m| m.trim().to_string())
            })
            .unwrap_or_else(|| "unknown".into());
        Machine {
            cpu,
            cores: std::thread::available_parallelism().map_or(1, usize::from),
            os: format!("{} {}", std::env::consts::OS, std::env::consts::ARCH),
            profile: if cfg!(debug_assertions) {
                "debug"
            } else {
                "release"
            }
            .into(),
            truename: env!("CARGO_PKG_VERSION").into(),
        }
    }
}

/// The whole run.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct BenchReport {
    /// Where it ran.
    pub machine: Machine,
    /// Whether `--quick` (rough figures) was asked.
    pub quick: bool,
    /// Seconds of the trivial baseline (sorting 100,000 fixed-seed `u64`s).
    pub baseline_seconds: f64,
    /// The figures, in a fixed order.
    pub figures: Vec<Figure>,
    /// Figures not measured in this run.
    pub not_measured: Vec<NotMeasured>,
}

impl BenchReport {
    /// A report from the results of each figure (in order), with baseline ratios filled in.
    pub fn new(
        quick: bool,
        baseline_seconds: f64,
        results: Vec<(String, Result<Figure, String>)>,
        left_out: Vec<NotMeasured>,
    ) -> Self {
        let mut figures = Vec::new();
        let mut not_measured = left_out;
        for (name, r) in results {
            match r {
                Ok(mut f) => {
                    f.baseline_ratio = f.seconds_per_unit / baseline_seconds;
                    figures.push(f);
                }
                Err(reason) => not_measured.push(NotMeasured {
                    name,
                    reason,
                    error: true,
                }),
            }
        }
        BenchReport {
            machine: Machine::this(),
            quick,
            baseline_seconds,
            figures,
            not_measured,
        }
    }

    /// Whether any figure's workload failed.
    pub fn has_errors(&self) -> bool {
        self.not_measured.iter().any(|n| n.error)
    }
}
