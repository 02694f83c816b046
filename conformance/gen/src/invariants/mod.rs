//! Invariants: properties any correct engine satisfies, each relating two queries or two
//! boards. They run against any [`Driven`] engine (in-process or through the protocol) and
//! never consult the reference model's answers, so an engine can be caught contradicting itself.
//! Card *data* (which names are interchangeable) comes from the Oracle subset.
//!
//! A reply that isn't an answer (skip, error), or a derived board needing a capability the
//! engine doesn't declare, makes an invariant inconclusive, not violated.

use crate::recording::{Keep, Recorder, SharedModel};
use truename_cases::*;
use truename_harness::driven::Driven;
use truename_model::oracle::Oracle;

mod areas;
mod ask;
mod choosing;
mod colors;
mod metamorphic;
mod names;
mod once_per_run;
mod text;
mod unrelated;
mod verdict;

use choosing::*;
use metamorphic::*;
use names::*;
use text::*;
pub use verdict::Verdict;

/// An invariant: name, rule, and its check.
pub struct Invariant {
    /// Short name.
    pub name: &'static str,
    /// The rule it follows from.
    pub rule: &'static str,
    /// The check.
    pub check: fn(&Case, &mut dyn Driven, &Oracle) -> Verdict,
}

/// Every invariant.
pub const ALL: &[Invariant] = &[
    Invariant {
        name: "nameless-shares-no-name",
        rule: "201.2a",
        check: nameless_shares_no_name,
    },
    Invariant {
        name: "same-name-symmetric",
        rule: "201.2a",
        check: same_name_symmetric,
    },
    Invariant {
        name: "common-name-means-same-name",
        rule: "201.2a",
        check: common_name_means_same_name,
    },
    Invariant {
        name: "names-agree-with-is-named",
        rule: "201.2a",
        check: names_agree_with_is_named,
    },
    Invariant {
        name: "different-names-definition",
        rule: "201.2b",
        check: different_names_definition,
    },
    Invariant {
        name: "different-name-from-definition",
        rule: "201.2c",
        check: different_name_from_definition,
    },
    Invariant {
        name: "n-or-more-monotone",
        rule: "201.2b",
        check: n_or_more_monotone,
    },
    Invariant {
        name: "n-or-more-bounds",
        rule: "201.2b",
        check: n_or_more_bounds,
    },
    Invariant {
        name: "interchangeable-names-equal",
        rule: "201.3a",
        check: interchangeable_names_equal,
    },
    Invariant {
        name: "choosing-one-chooses-all",
        rule: "201.4g",
        check: choosing_one_chooses_all,
    },
    Invariant {
        name: "chosen-names-agree-with-is-named",
        rule: "201.4g",
        check: chosen_names_agree_with_is_named,
    },
    Invariant {
        name: "castable-agrees-with-names-on-stack",
        rule: "601.3e",
        check: castable_agrees_with_names_on_stack,
    },
    Invariant {
        name: "gained-ability-refers-to-new-object",
        rule: "201.5b",
        check: gained_ability_refers_to_new_object,
    },
    Invariant {
        name: "word-swap-never-renames",
        rule: "612.2",
        check: word_swap_never_renames,
    },
    Invariant {
        name: "text-change-spares-granted-abilities",
        rule: "612.3",
        check: text_change_spares_granted_abilities,
    },
    Invariant {
        name: "set-name-gives-exactly-that-name",
        rule: "612.8",
        check: set_name_gives_exactly_that_name,
    },
    Invariant {
        name: "only-later-name-adders-add",
        rule: "612.7",
        check: only_later_name_adders_add,
    },
    Invariant {
        name: "permuting-objects-changes-nothing",
        rule: "201.2",
        check: permuting_objects_changes_nothing,
    },
    Invariant {
        name: "renaming-ids-changes-nothing",
        rule: "201.2",
        check: renaming_ids_changes_nothing,
    },
    Invariant {
        name: "printed-language-changes-nothing",
        rule: "201.2",
        check: printed_language_changes_nothing,
    },
    Invariant {
        name: "unrelated-object-changes-nothing",
        rule: "201.2",
        check: unrelated_object_changes_nothing,
    },
    Invariant {
        name: "nameless-legend-never-subject",
        rule: "704.5j",
        check: areas::nameless_legend_never_subject,
    },
    Invariant {
        name: "legend-rule-pairs-share-a-name",
        rule: "704.5j",
        check: areas::legend_rule_pairs_share_a_name,
    },
    Invariant {
        name: "type-change-keeps-names",
        rule: "613.1d",
        check: areas::type_change_keeps_names,
    },
    Invariant {
        name: "merged-permanent-has-top-name",
        rule: "702.140e",
        check: areas::merged_permanent_has_top_name,
    },
    Invariant {
        name: "full-text-takes-cost-and-power",
        rule: "612.6",
        check: areas::full_text_takes_cost_and_power,
    },
    Invariant {
        name: "clone-has-the-copied-colors",
        rule: "707.2a",
        check: colors::clone_has_the_copied_colors,
    },
    Invariant {
        name: "copy-effect-keeps-token-status",
        rule: "111.1",
        check: colors::copy_effect_keeps_token_status,
    },
];

/// Checks every invariant; returns the names of those violated, with messages. The engine is
/// run once per distinct board and questions (most invariants start from the same answers:
/// [`Keep::Memo`]); the reference model goes through [`check_all_shared`] instead.
pub fn check_all(case: &Case, e: &mut dyn Driven, oracle: &Oracle) -> Vec<(&'static str, String)> {
    check_every(case, &mut Recorder::new(e, Keep::Memo), oracle)
}

/// [`check_all`] on the reference model's [`SharedModel`], which answers a repeated call from
/// its record itself (no [`Recorder`] keeping a second copy of every board), and finds the
/// case's own board by its address ([`SharedModel::with_own`]).
pub fn check_all_shared(
    case: &Case,
    e: &mut SharedModel<'_>,
    oracle: &Oracle,
) -> Vec<(&'static str, String)> {
    check_every(case, &mut e.with_own(&case.scenario), oracle)
}

/// Every invariant on `e` as it is: the names of those violated, with messages.
/// A check several invariants start with is made once ([`once_per_run`]): `e` answers a call
/// it has answered before from its record, so making it again would ask nothing new.
fn check_every(case: &Case, e: &mut dyn Driven, oracle: &Oracle) -> Vec<(&'static str, String)> {
    once_per_run::sharing(case, e, |e| {
        let mut out = Vec::new();
        for inv in ALL {
            if let Verdict::Violated(m) = (inv.check)(case, e, oracle) {
                out.push((inv.name, m));
            }
        }
        out
    })
}

/// Generated cases of seeds 1 to `seeds`, then every case of the embedded corpus: what the
/// invariants' tests check their board edits on.
#[cfg(test)]
fn generated_and_corpus_cases(seeds: u64) -> Vec<Case> {
    use crate::generate::{generate, shared, SeededSource};
    let (model, pools) = shared();
    let mut cases: Vec<Case> = (1..=seeds)
        .map(|s| generate(&mut SeededSource::new(s), model, pools, &format!("c{s}")))
        .collect();
    for f in truename_corpus::files() {
        let path = std::path::Path::new("corpus").join(f.path);
        let loaded = truename_harness::load::parse_file(&path, f.text, model)
            .expect("the embedded corpus loads");
        cases.extend(loaded.into_iter().map(|c| c.case));
    }
    cases
}
