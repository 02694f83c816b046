//! # truename-model
//!
//! An executable reference model of the Magic: The Gathering Comprehensive Rules on card names
//! (CR 201) and text-changing effects (CR 612), with the parts of 108, 111, 400.7, 613, 707,
//! 708–713, 715 and 903.4e that names depend on. Every answer comes with an
//! [`Explanation`] listing the rules it used, and with the [`Provenance`] of the rules
//! revision and Oracle snapshot it follows.
//!
//! ## Shape
//! - [`oracle`]: the Oracle card reference (CR 108.1), loaded from MTGJSON's AtomicCards shape,
//!   with the one documented [name normalization](oracle::normalize) rule.
//! - [`names`]: names as sets, including Spy Kit's "all names of nonlegendary creature cards"
//!   kept symbolic (CR 612.7).
//! - [`text`]: rules text as segments whose words know their role (CR 612.2).
//! - [`board`] and [`effects`]: objects (zone, status, identity across zone changes per 400.7)
//!   and continuous effects with timestamps.
//! - [`eval`]: applies the layers (CR 613) to compute every object's names, type line and
//!   abilities.
//! - queries on [`Evaluated`] and [`Model`]: `names`, `same_name` (201.2a),
//!   `different_names` (201.2b), `different_name_from` (201.2c),
//!   `n_or_more_different_names` (201.2b, exact set packing), `is_named`,
//!   `reference_target` (201.5, 201.5a–c), `text`, `type_line`, `castable_with_chosen`
//!   (601.3e); on the model: `choose_card_name` (201.4, 201.4a–g, 108.2b), `deck_copies`
//!   (201.3b), `color_identity` (903.4e).
//! - [`quirks`]: single deliberate bugs, switched on to make mutant engines.
//!
//! ## Example
//! ```
//! use truename_model::{Model, board::{Board, Object, Zone, Status}};
//! let model = Model::embedded();
//! let mut board = Board::default();
//! board.objects.push(Object::card("a", "Grizzly Bears", Zone::Battlefield));
//! let face_down = Status { face_down: true, ..Status::default() };
//! board.objects.push(Object::card("b", "Grizzly Bears", Zone::Battlefield).with_status(face_down));
//! let ev = model.evaluate(&board).unwrap();
//! // CR 201.2a: a face-down permanent has no name, so it shares a name with nothing.
//! assert!(!ev.same_name(&"a".into(), &"b".into()).unwrap().value);
//! ```

#![warn(missing_docs)]

pub mod board;
pub mod effects;
pub mod eval;
pub mod explain;
pub mod names;
pub mod oracle;
pub mod query;
pub mod quirks;
pub mod revision;
pub mod text;

pub use eval::{EvalError, Evaluated};
pub use explain::{Explained, Explanation};
pub use revision::{Provenance, CR_REVISION, ORACLE_SNAPSHOT};

use names::Name;
use oracle::{NameData, Oracle};
use quirks::Quirk;
use std::collections::BTreeSet;

/// The embedded Oracle subset (`corpus/oracle/AtomicCards.subset.json`).
pub const EMBEDDED_CARDS: &str = include_str!("../../corpus/oracle/AtomicCards.subset.json");
/// The embedded project name data (`corpus/oracle/names.json`).
pub const EMBEDDED_NAMES: &str = include_str!("../../corpus/oracle/names.json");

/// The reference model: an Oracle plus (for mutants only) a set of deliberate bugs.
#[derive(Clone, Debug)]
pub struct Model {
    /// The card reference.
    pub oracle: Oracle,
    quirks: BTreeSet<Quirk>,
}

impl Model {
    /// The model over a given Oracle.
    pub fn new(oracle: Oracle) -> Model {
        Model {
            oracle,
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

    /// This model with one more deliberate bug (a mutant engine; see [`quirks`]).
    pub fn with_quirk(mut self, q: Quirk) -> Model {
        if q == Quirk::InterchangeableIgnored {
            self.oracle = self.oracle.without_interchangeable();
        }
        self.quirks.insert(q);
        self
    }

    /// Whether a quirk is switched on.
    pub fn has(&self, q: Quirk) -> bool {
        self.quirks.contains(&q)
    }

    /// The quirks switched on (empty for the reference model).
    pub fn quirks(&self) -> impl Iterator<Item = Quirk> + '_ {
        self.quirks.iter().copied()
    }

    /// Evaluates a board: every object's characteristics after every effect.
    pub fn evaluate<'m>(&'m self, board: &'m board::Board) -> Result<Evaluated<'m>, EvalError> {
        Evaluated::new(self, board)
    }

    /// The name an input string stands for: the Oracle name it resolves to by the
    /// normalization rule, or (for token names and other non-card names) the string as given.
    pub fn canonical_name(&self, input: &str) -> Name {
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
