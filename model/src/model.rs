//! The reference model: the Oracle it reads and, in a `mutants` build, its deliberate bugs.
//!
//! Evaluation ([`Model::evaluate`]) is defined by [`eval`](crate::eval) and the queries by
//! [`query`](crate::query), both above this module: `Model` knows nothing about them.

use crate::ids::Name;
use crate::oracle::{NameData, Oracle};
#[cfg(feature = "mutants")]
use crate::quirks::Quirk;
use crate::revision::Provenance;
#[cfg(feature = "mutants")]
use std::collections::BTreeSet;

/// The embedded Oracle subset (`model/data/oracle/AtomicCards.subset.json`, linked from
/// `corpus/oracle/`: inside this crate so it packages on its own).
pub const EMBEDDED_CARDS: &str = include_str!("../data/oracle/AtomicCards.subset.json");
/// The embedded project name data (`model/data/oracle/names.json`, linked from `corpus/oracle/`).
pub const EMBEDDED_NAMES: &str = include_str!("../data/oracle/names.json");

/// The reference model: an Oracle plus (in a `mutants` build only) a set of deliberate bugs.
#[derive(Clone, Debug)]
pub struct Model {
    /// The card reference.
    pub oracle: Oracle,
    #[cfg(feature = "mutants")]
    quirks: BTreeSet<Quirk>,
}

impl Model {
    /// The model over a given Oracle.
    pub fn new(oracle: Oracle) -> Model {
        Model {
            oracle,
            #[cfg(feature = "mutants")]
            quirks: BTreeSet::new(),
        }
    }

    /// The model over the embedded Oracle subset and name data.
    ///
    /// # Panics
    /// Only if the embedded files are broken, which the crate's tests rule out.
    pub fn embedded() -> Model {
        let names: NameData =
            serde_json::from_str(EMBEDDED_NAMES).expect("embedded names.json parses");
        let oracle = Oracle::from_atomic_json(EMBEDDED_CARDS)
            .and_then(|o| o.with_name_data(&names))
            .expect("embedded Oracle subset loads");
        Model::new(oracle)
    }

    /// This model with one more deliberate bug (a mutant engine; see
    /// [`quirks`](crate::quirks)).
    #[cfg(feature = "mutants")]
    pub fn with_quirk(mut self, q: Quirk) -> Model {
        if q == Quirk::InterchangeableIgnored {
            self.oracle = self.oracle.without_interchangeable();
        }
        self.quirks.insert(q);
        self
    }

    /// Whether a quirk is switched on.
    #[cfg(feature = "mutants")]
    pub fn has(&self, q: Quirk) -> bool {
        self.quirks.contains(&q)
    }

    /// The quirks switched on (empty for the reference model).
    #[cfg(feature = "mutants")]
    pub fn quirks(&self) -> impl Iterator<Item = Quirk> + '_ {
        self.quirks.iter().copied()
    }

    /// The name an input string stands for: the Oracle name it resolves to by the
    /// normalization rule, or (for token names and other non-card names) the string as given.
    pub fn canonical_name(&self, input: &str) -> Name {
        #[cfg(feature = "mutants")]
        if self.has(Quirk::NonCanonicalNameDistinct) {
            return Name::from(input);
        }
        match self.oracle.resolve(input) {
            Ok(r) => r.name,
            Err(_) => Name::from(input.trim()),
        }
    }

    /// Where this model's answers come from.
    pub fn provenance(&self) -> Provenance {
        Provenance::new(&self.oracle.snapshot)
    }
}
