// SPDX-License-Identifier: AGPL-3.0-or-later
//! The truename corpus as this crate's own tests: one libtest-mimic trial per case, against
//! manabrew, with its known failures in `expectations.json` (beside this crate)
//! (`cargo test --test truename -- --list`).

fn main() {
    truename_trials::Suite::embedded()
        .expectations(concat!(env!("CARGO_MANIFEST_DIR"), "/expectations.json"))
        .run(truename_manabrew::ManabrewEngine::new)
}
