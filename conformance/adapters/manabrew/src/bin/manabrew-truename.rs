// SPDX-License-Identifier: AGPL-3.0-or-later
//! `manabrew-truename`: the `truename` command line with manabrew as `--engine manabrew`
//! (`manabrew-truename run --engine manabrew --expectations expectations.json`).

fn manabrew() -> Box<dyn truename_harness::engine::Engine> {
    Box::new(truename_manabrew::ManabrewEngine::new())
}

fn main() -> std::process::ExitCode {
    truename::main_with(&[("manabrew", manabrew)])
}
