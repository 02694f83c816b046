// SPDX-License-Identifier: AGPL-3.0-or-later
//! `manabrew-fuzz-triage CRASH...`: what each crash input of the differential fuzz target is.
//! Each file is decoded exactly as libFuzzer decoded it (`truename_gen::fuzzing::decode_case`),
//! put to manabrew and the model again (`fuzzing::differential`), shrunk with the suite's
//! shrinker while it still diverges the same way, and printed as a case file entry, grouped by
//! the first diverging question kind and the engine's answer class.

use std::collections::BTreeMap;
use truename_gen::fuzzing;
use truename_manabrew::ManabrewEngine;

fn main() {
    let mut e = ManabrewEngine::new();
    let mut groups: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in std::env::args().skip(1) {
        let Ok(bytes) = std::fs::read(&path) else {
            eprintln!("{path}: unreadable");
            continue;
        };
        let case = fuzzing::decode_case(&bytes);
        match fuzzing::differential(&case, &mut e) {
            Ok(()) => groups
                .entry("no longer diverges".into())
                .or_default()
                .push(path),
            Err(m) => {
                let key = m
                    .lines()
                    .nth(1)
                    .map(|l| l.split(": model").next().unwrap_or(l).trim().to_string())
                    .unwrap_or_default();
                let key = key.split(':').skip(1).collect::<Vec<_>>().join(":");
                groups.entry(key).or_default().push(format!("{path}\n{m}"));
            }
        }
    }
    for (k, v) in groups {
        println!("== {} input(s): {k}", v.len());
        if let Some(first) = v.first() {
            println!("{first}\n");
        }
    }
}
