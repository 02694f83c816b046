//! How a run was started and how it ended, for whoever reads its report later (the HTML
//! summary's first lines): the suite's version, the date, the command line, the exit status.

use schemars::JsonSchema;
use serde::Serialize;
use std::time::{SystemTime, UNIX_EPOCH};

/// How a run was started and ended.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Invocation {
    /// The suite's version (`truename-harness`).
    pub suite_version: String,
    /// When the run started, UTC (`2026-11-27 15:40:07 UTC`).
    pub started: String,
    /// The command line, one word per item (empty when the report was made by a library).
    pub command: Vec<String>,
    /// The exit status the run ends with, once known (0 passed, 1 failures, 2 usage, 130
    /// interrupted).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_status: Option<u8>,
}

impl Invocation {
    /// This run, started now with `command`.
    pub fn now(command: Vec<String>) -> Invocation {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Invocation {
            suite_version: env!("CARGO_PKG_VERSION").into(),
            started: utc(secs),
            command,
            exit_status: None,
        }
    }
}

/// Seconds since 1970-01-01 as a UTC date and time (the proleptic Gregorian calendar).
pub fn utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rest = secs % 86_400;
    // Days to a civil date: 400-year eras of 146,097 days, counted from 0000-03-01.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates() {
        assert_eq!(super::utc(0), "1970-01-01 00:00:00 UTC");
        assert_eq!(super::utc(951_782_400), "2000-02-29 00:00:00 UTC");
        assert_eq!(super::utc(1_795_794_007), "2026-11-27 15:40:07 UTC");
    }
}
