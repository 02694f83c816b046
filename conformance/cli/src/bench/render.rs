//! The bench report as text: an aligned table for terminals and a Markdown table for README.

use super::{BenchReport, Figure, Goal};

/// A rate with a magnitude suffix (`5.12 M`), or a time in the best unit (`4.1 ms`).
pub fn value(v: f64, unit: &str) -> String {
    if unit == "s" {
        return time(v);
    }
    let n = if v >= 1e6 {
        format!("{:.2} M", v / 1e6)
    } else if v >= 1e4 {
        format!("{:.1} k", v / 1e3)
    } else {
        format!("{v:.0}")
    };
    format!("{n} {unit}")
}

fn time(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        format!("{:.2} ms", s * 1e3)
    } else {
        format!("{:.2} µs", s * 1e6)
    }
}

/// A baseline ratio with three significant digits.
fn ratio(r: f64) -> String {
    if r >= 0.1 || r == 0.0 {
        format!("{r:.3}")
    } else {
        format!("{r:.2e}")
    }
}

fn goal(f: &Figure) -> String {
    match f.goal {
        None => String::new(),
        Some(Goal::AtLeast(x)) => format!("≥ {}", value(x, &f.unit)),
        Some(Goal::AtMost(x)) => format!("≤ {}", time(x)),
    }
}

fn verdict(f: &Figure) -> &'static str {
    match f.meets_goal {
        None => "",
        Some(true) => "met",
        Some(false) => "NOT met",
    }
}

fn rows(r: &BenchReport) -> Vec<[String; 5]> {
    r.figures
        .iter()
        .map(|f| {
            let what = match &f.note {
                Some(n) => format!("{} ({n})", f.what),
                None => f.what.clone(),
            };
            [
                what,
                value(f.value, &f.unit),
                ratio(f.baseline_ratio),
                goal(f),
                verdict(f).to_string(),
            ]
        })
        .collect()
}

fn header(r: &BenchReport) -> String {
    let m = &r.machine;
    format!(
        "machine: {} ({} cores, {}, {} build, truename {}); baseline (sort 100,000 u64) {}{}",
        m.cpu,
        m.cores,
        m.os,
        m.profile,
        m.truename,
        time(r.baseline_seconds),
        if r.quick {
            "; --quick: rough figures"
        } else {
            ""
        }
    )
}

fn left_out(r: &BenchReport) -> String {
    r.not_measured
        .iter()
        .map(|n| {
            let kind = if n.error { "ERROR" } else { "not measured" };
            format!("{kind}: {}: {}\n", n.name, n.reason)
        })
        .collect()
}

/// The aligned table.
pub fn human(r: &BenchReport) -> String {
    let titles = ["figure", "value", "× baseline", "goal", ""];
    let body = rows(r);
    let width = |i: usize| {
        body.iter()
            .map(|row| row[i].chars().count())
            .chain([titles[i].chars().count()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..5).map(width).collect();
    let line = |cells: [&str; 5]| {
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            s.push_str(c);
            let pad = widths[i].saturating_sub(c.chars().count());
            s.push_str(&" ".repeat(pad + 2));
        }
        s.trim_end().to_string() + "\n"
    };
    let mut out = header(r) + "\n\n" + &line(titles);
    for row in &body {
        out += &line([&row[0], &row[1], &row[2], &row[3], &row[4]]);
    }
    out + &left_out(r)
}

/// The Markdown table (what README's performance section holds).
pub fn markdown(r: &BenchReport) -> String {
    let mut out = format!("{}\n\n", header(r));
    out += "| figure | value | × baseline | goal | |\n|---|---|---|---|---|\n";
    for row in rows(r) {
        out += &format!("| {} |\n", row.join(" | "));
    }
    let rest = left_out(r);
    if !rest.is_empty() {
        out += "\n";
        out += &rest;
    }
    out
}
