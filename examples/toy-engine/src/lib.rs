//! A toy rules engine, as small as an engine can be and still be checked by truename: it
//! knows cards by name (from the Oracle subset's AtomicCards file) in every zone, that a
//! face-down object has no name, and answers two questions, `names` and `same_name`, from its
//! own state. It knows nothing of split cards, tokens or effects. It declares exactly that, so truename asks it only the questions it can answer and
//! reports every other one as skipped.
//!
//! Its integration is `tests/truename.rs` (the corpus as one `cargo test` trial per case, with
//! its known failures in `expectations.json`) and `src/bin/toy-truename.rs` (the `truename`
//! command line with `--engine toy`).

#![deny(missing_docs)]

use std::collections::{BTreeSet, HashSet};
use truename::engine::{
    Answer, Capability, Engine, EngineInfo, NameSetAnswer, Question, Reply, Scenario, Unsupported,
};

/// The card names the toy engine knows.
const CARDS: &str = include_str!("../../../corpus/oracle/AtomicCards.subset.json");

/// The toy engine.
pub struct ToyEngine {
    info: EngineInfo,
    cards: HashSet<String>,
}

impl Default for ToyEngine {
    fn default() -> Self {
        ToyEngine::new()
    }
}

impl ToyEngine {
    /// A toy engine with its card list loaded.
    pub fn new() -> ToyEngine {
        let data: serde_json::Value = serde_json::from_str(CARDS).unwrap_or_default();
        let cards = data["data"]
            .as_object()
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default();
        let capabilities = [
            Capability::ObjectCard,
            Capability::StatusFaceDown,
            Capability::ZoneHand,
            Capability::ZoneLibrary,
            Capability::ZoneGraveyard,
            Capability::ZoneStack,
            Capability::ZoneExile,
            Capability::QueryNames,
            Capability::QuerySameName,
        ];
        ToyEngine {
            info: EngineInfo {
                name: "toy".into(),
                version: env!("CARGO_PKG_VERSION").into(),
                capabilities: capabilities.into_iter().collect(),
            },
            cards,
        }
    }

    /// The names of an object of the scenario, as this engine sees it.
    fn names(&self, scenario: &Scenario, id: &str) -> Result<BTreeSet<String>, Reply> {
        let Some(o) = scenario.objects.iter().find(|o| o.id == id) else {
            return Err(Reply::Error(format!("no object {id:?}")));
        };
        let Some(card) = &o.card else {
            return Err(Reply::Unsupported(Unsupported::Object(id.to_string())));
        };
        if !self.cards.contains(card) {
            return Err(Reply::Unsupported(Unsupported::Card(card.clone())));
        }
        if o.face_down {
            return Ok(BTreeSet::new());
        }
        Ok(BTreeSet::from([card.clone()]))
    }
}

impl Engine for ToyEngine {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    /// Answers `names` and `same_name` from the cards it knows; anything else is a skip.
    fn answer(&mut self, scenario: &Scenario, q: &Question) -> Reply {
        let r = match q {
            Question::Names { object } => self.names(scenario, object).map(|n| {
                Answer::Names(NameSetAnswer {
                    names: n.into_iter().collect(),
                    all_nonlegendary_creature_names: false,
                })
            }),
            Question::SameName { a, b } => self
                .names(scenario, a)
                .and_then(|na| Ok((na, self.names(scenario, b)?)))
                .map(|(na, nb)| Answer::Bool(na.intersection(&nb).next().is_some())),
            _ => return Reply::Skip("the toy engine answers names and same_name only".into()),
        };
        r.map(Reply::Answer).unwrap_or_else(|e| e)
    }
}
