//! The suite's own test: how the corpus, `hunt` and the invariants catch each mutant engine
//! (the model with one deliberate bug).

use crate::generate::{generate, pools::Pools, SeededSource};
use crate::hunt::{hunt, HuntConfig};
use crate::invariants;
use crate::shrink::size;
use std::fmt::Write as _;
use std::time::Duration;
use truename_harness::driven::Driven;
use truename_harness::engines::model::ModelEngine;
use truename_harness::load::LoadedCase;
use truename_harness::runner::CorpusKill;
use truename_harness::runner::{self, Status};
use truename_model::quirks::Quirk;

/// The seeds `hunt` is measured from.
pub const SEEDS: [u64; 5] = [1, 2, 3, 4, 5];

/// The hand-written witness of each mutant: the smallest corpus case (objects + effects +
/// queries) that the mutant fails and the model passes.
pub fn witness(q: Quirk) -> &'static str {
    match q {
        Quirk::NamelessShareName => "708.2/ixidron-and-the-creatures-it-turned-face-down",
        Quirk::PrintedLanguageNames => "201.6/godzilla-printing-has-only-the-oracle-name",
        Quirk::InterchangeableIgnored => "201.4g/interchangeable-names-chosen-together",
        Quirk::AllNamesDropped => "612.8/spy-kit-after-set-name-keeps-all-names",
        Quirk::AllNamesSurviveSetName => "612.8/set-name-after-spy-kit-clears-all-names",
        Quirk::DifferentNamesCountsNameless => "201.2b/nameless-room-and-face-down-spell",
        Quirk::GreedyNOrMore => "201.2b/n-or-more-split-card-listed-first",
        Quirk::SplitOneNameOffStack => "201.2a/split-card-one-name-in-common",
        Quirk::SplitBothOnStack => "201.2a/split-card-one-name-in-common",
        Quirk::AdventureNameOffStack => "707.10/spell-copies-keep-the-cast-half",
        Quirk::WordSwapRenames => "612.6/word-swap-on-shapeshifter-depends-on-full-text",
        Quirk::TokenNameIgnoresCreatorChange => "612.2a/huntmaster-trigger-token",
        Quirk::GrantedAbilityTextChanged => "612.3/swap-on-recipient-doesnt-reach-granted-ability",
        Quirk::GainedAbilityKeepsOldName => "201.5b/quicksilver-elemental-regenerates-itself",
        Quirk::SourceRefAnyNamed => "201.5a/source-left-by-another-effect",
        Quirk::SourceRefFollowsAnyZoneChange => "201.5a/source-left-by-another-effect",
        Quirk::FaceDownCopyNamed => "707.2/copies-of-a-face-down-permanent-are-nameless",
        Quirk::Layer3NamesCopied => "707.9/copy-exception-name-is-copiable",
        Quirk::NonCanonicalNameDistinct => "201.6/alternate-name-said-when-choosing",
        Quirk::FlipCopyUsesOriginalStatus => "707.3/tomoya-copies-nezumi-shortfang",
        Quirk::KeywordActivatedNotRecognized => "602.1/quicksilver-gains-cycling",
        Quirk::GrantedKeywordAsText => "702.1/helm-of-kaldra-grants-keywords",
        Quirk::SourceRefOneStep => "201.5a/source-moved-twice-by-the-granted-ability",
        Quirk::NamedCountsOldObjects => "400.7/relentless-rats-that-died-counted-once",
        Quirk::LegendRuleByCardName => "704.5j/clone-copying-a-legend",
        Quirk::TypeChangeRenamesToken => "613.1d/type-change-keeps-token-name",
        Quirk::MergedNameFromOriginal => "702.140e/merged-name-is-the-top-card",
        Quirk::BackFaceCastHasFrontName => "712.8c/disturb-spell-has-back-face-name",
        Quirk::FullTextKeepsOwnPowerToughness => "612.6/shapeshifter-mana-cost-and-power-toughness",
        Quirk::MergedCopyUsesOriginalStatus => {
            "728.2h/copy-of-a-flipped-merged-flip-card-is-unflipped"
        }
        Quirk::DependencyLoopsPairwise => "613.8b/full-text-loop-of-three-then-a-later-name",
        Quirk::CastabilityIgnoresStickers => "601.3e/stickered-name-is-the-spells-name",
        Quirk::CopyColorsFromOwnCard => "707.2a/clone-takes-the-copied-colors",
        Quirk::MergedTokenFromOriginal => "728.2d/card-mutated-onto-a-token-is-not-a-token",
        Quirk::CopyKeepsColorIgnored => "707.3/vesuvan-doppelganger-keeps-its-color",
        Quirk::CdaCopiedDespiteException => "707.9d/copy-that-is-7-7-has-no-power-toughness-cda",
        Quirk::SpellCopyExceptionsIgnored => "707.10/spell-copy-that-isnt-legendary",
        Quirk::CastCopyKeepsStickers => "707.12/cast-copy-of-a-stickered-card",
    }
}

/// One hunt run's first kill.
#[derive(Clone, Debug)]
pub struct Kill {
    /// Seed.
    pub seed: u64,
    /// Cases generated up to the first finding, if any.
    pub cases: Option<usize>,
    /// Seconds to the first finding.
    pub seconds: f64,
    /// Shrunk size (objects, effects, queries).
    pub size: Option<(usize, usize, usize)>,
}

/// How the suite catches one mutant.
#[derive(Clone, Debug)]
pub struct MutantRow {
    /// The mutant.
    pub quirk: Quirk,
    /// Corpus cases it fails.
    pub corpus_failures: Vec<String>,
    /// Its witness and the witness's size, if the witness exists in the corpus.
    pub witness: Option<(String, (usize, usize, usize), bool)>,
    /// Hunt from each seed.
    pub hunts: Vec<Kill>,
    /// Invariants it violates on generated cases.
    pub invariants: Vec<&'static str>,
}

/// The report.
#[derive(Clone, Debug)]
pub struct MutantReport {
    /// One row per mutant.
    pub rows: Vec<MutantRow>,
    /// Hunt budget per seed.
    pub budget: usize,
}

/// Makes a progress callback for one engine's run (called with the number of cases done).
pub type ProgressFactory<'a> = &'a dyn Fn(&dyn Driven) -> Box<dyn Fn(usize)>;

/// Runs every mutant over the corpus: the kill table (each must fail at least one case; a
/// row with no failing case is a mutant that survived). `progress` is called with each
/// mutant's engine.
pub fn corpus_table(
    cases: &[LoadedCase],
    reference: &ModelEngine,
    progress: ProgressFactory<'_>,
) -> Vec<CorpusKill> {
    Quirk::ALL
        .iter()
        .map(|q| {
            let mut m = ModelEngine::new(reference.model().clone().with_quirk(*q));
            let tick = progress(&m);
            let results = runner::run(&mut m, cases, reference, &*tick);
            CorpusKill {
                mutant: q.name(),
                breaks: q.rule().to_string(),
                failing_cases: results
                    .iter()
                    .filter(|r| caught(r.status))
                    .map(|r| r.id.clone())
                    .collect(),
            }
        })
        .collect()
}

/// Whether a mutant's result on a case catches it: a failure, or a disputed answer (on a case
/// marked uncertain the mutant still answers otherwise than the model, which is its bug).
fn caught(status: Status) -> bool {
    matches!(status, Status::Fail | Status::Disputed)
}

/// Measures every mutant (stopping early, with the rows so far, if the run is cancelled:
/// [`truename_harness::cancel`]).
pub fn report(cases: &[LoadedCase], reference: &ModelEngine, budget: usize) -> MutantReport {
    let model = reference.model().clone();
    let pools = Pools::new(&model);
    let mut rows = Vec::new();
    for &q in Quirk::ALL {
        // Interrupted: the rows so far; the caller must not show them as the whole report.
        if truename_harness::cancel::cancelled() {
            break;
        }
        let mut m = ModelEngine::mutant(q);
        let results = runner::run(&mut m, cases, reference, &|_| {});
        let corpus_failures: Vec<String> = results
            .iter()
            .filter(|r| caught(r.status))
            .map(|r| r.id.clone())
            .collect();
        let w = witness(q);
        let witness = cases.iter().find(|c| c.case.scenario.id == w).map(|c| {
            (
                w.to_string(),
                size(&c.case),
                corpus_failures.iter().any(|f| f == w),
            )
        });
        let mut hunts = Vec::new();
        for seed in SEEDS {
            let cfg = HuntConfig {
                seed,
                max_cases: budget,
                max_time: Duration::from_secs(60),
                max_findings: 1,
                out_dir: None,
                invariants: false,
                ..HuntConfig::default()
            };
            // No output directory: nothing is written, so nothing can fail to be.
            let r = hunt(&mut m, reference, &cfg).unwrap_or_default();
            let f = r.findings.first();
            hunts.push(Kill {
                seed,
                cases: f.map(|f| f.at_case),
                seconds: f
                    .map(|f| f.elapsed.as_secs_f64())
                    .unwrap_or(r.elapsed.as_secs_f64()),
                size: f.map(|f| size(&f.case)),
            });
        }
        let mut invs: Vec<&'static str> = Vec::new();
        let mut src = SeededSource::new(7);
        for i in 0..120 {
            let case = generate(&mut src, &model, &pools, &format!("inv/{i}"));
            for inv in invariants::ALL {
                if !invs.contains(&inv.name) {
                    if let invariants::Verdict::Violated(_) =
                        (inv.check)(&case, &mut m as &mut dyn Driven, &model.oracle)
                    {
                        invs.push(inv.name);
                    }
                }
            }
        }
        rows.push(MutantRow {
            quirk: q,
            corpus_failures,
            witness,
            hunts,
            invariants: invs,
        });
    }
    MutantReport { rows, budget }
}

impl MutantReport {
    /// Whether the corpus and every hunt seed kill every mutant, with shrunk cases no larger
    /// than the witness.
    pub fn all_killed(&self) -> bool {
        self.rows.iter().all(|r| {
            !r.corpus_failures.is_empty()
                && r.witness.as_ref().is_some_and(|w| w.2)
                && r.hunts.iter().all(|h| h.cases.is_some())
                // Shrinking reaches the witness's size from at least one seed (another seed's
                // first kill may be another, larger form of the same bug).
                && r.hunts
                    .iter()
                    .any(|h| within(h.size, r.witness.as_ref().map(|w| w.1)))
        })
    }

    /// The report as a Markdown table.
    pub fn markdown(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "| mutant | breaks | corpus kills | witness (o,e,q) | hunt, seeds 1–5: cases to first kill (seconds) | shrunk (o,e,q) | invariants that kill it |");
        let _ = writeln!(s, "|---|---|---|---|---|---|---|");
        for r in &self.rows {
            let hunts: Vec<String> = r
                .hunts
                .iter()
                .map(|h| match h.cases {
                    Some(n) => format!("{n} ({:.2})", h.seconds),
                    None => format!("**none in {}**", self.budget),
                })
                .collect();
            let sizes: Vec<String> = r
                .hunts
                .iter()
                .map(|h| {
                    h.size
                        .map(|(o, e, q)| format!("{o},{e},{q}"))
                        .unwrap_or_else(|| "–".into())
                })
                .collect();
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} | {} |",
                r.quirk.name(),
                r.quirk.rule(),
                if r.corpus_failures.is_empty() {
                    "**no**".to_string()
                } else {
                    format!("{} cases", r.corpus_failures.len())
                },
                match &r.witness {
                    Some((id, (o, e, q), killed)) => format!(
                        "`{id}` {o},{e},{q}{}",
                        if *killed { "" } else { " **(doesn't kill)**" }
                    ),
                    None => format!("**missing** `{}`", witness(r.quirk)),
                },
                hunts.join(", "),
                sizes.join(" / "),
                if r.invariants.is_empty() {
                    "–".into()
                } else {
                    r.invariants.join(", ")
                }
            );
        }
        s
    }
}

fn within(found: Option<(usize, usize, usize)>, witness: Option<(usize, usize, usize)>) -> bool {
    match (found, witness) {
        (Some(f), Some(w)) => f.0 + f.1 + f.2 <= w.0 + w.1 + w.2,
        _ => false,
    }
}
