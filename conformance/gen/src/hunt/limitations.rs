//! Engine limitations, grouped by what the engine lacks (a card, an effect, a kind of
//! question, a working process), with counts: a night's hunt holds a bounded table, never a
//! list that grows with every board.

use std::collections::BTreeMap;

/// At most this many groups are kept; limitations of any further group are counted under
/// [`OTHER`] (an engine's text, which names them, is unbounded).
pub const MAX_GROUPS: usize = 1000;

/// The group of limitations beyond [`MAX_GROUPS`].
pub const OTHER: &str = "other (more kinds of limitation than are listed)";

/// Longest kept text (a group's name or example), in characters.
const MAX_TEXT: usize = 200;

/// One limitation: what the engine lacks (its group) and what happened (an example).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limitation {
    /// What the engine lacks: `unsupported card "X"`, `error reply to a names question`,
    /// `engine crashed`, ...
    pub group: String,
    /// What happened, in full (shortened to 200 characters).
    pub what: String,
}

impl Limitation {
    /// A limitation of `group`, `what` happening.
    pub fn new(group: impl Into<String>, what: impl Into<String>) -> Limitation {
        Limitation {
            group: shortened(group.into()),
            what: shortened(what.into()),
        }
    }
}

fn shortened(mut s: String) -> String {
    if let Some((i, _)) = s.char_indices().nth(MAX_TEXT) {
        s.truncate(i);
        s.push('…');
    }
    s
}

/// A group's count and its first example (case id: what).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Group {
    /// How many limitations of this group.
    pub count: usize,
    /// The first one, as `case id: what`.
    pub example: String,
}

/// Limitations by group.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limitations {
    /// Group → count and example (at most [`MAX_GROUPS`] + 1 groups).
    pub groups: BTreeMap<String, Group>,
}

impl Limitations {
    /// Counts `l`, seen on case `case`.
    pub fn add(&mut self, case: &str, l: Limitation) {
        let key = if self.groups.contains_key(&l.group) || self.groups.len() < MAX_GROUPS {
            l.group
        } else {
            OTHER.to_string()
        };
        let g = self.groups.entry(key).or_default();
        if g.count == 0 {
            g.example = format!("{}: {}", shortened(case.to_string()), l.what);
        }
        g.count += 1;
    }

    /// Adds another hunt's counts (its examples where this has none).
    pub fn merge(&mut self, other: &Limitations) {
        for (k, g) in &other.groups {
            let mine = self.groups.entry(k.clone()).or_default();
            if mine.count == 0 {
                mine.example = g.example.clone();
            }
            mine.count += g.count;
        }
    }

    /// How many limitations in all.
    pub fn total(&self) -> usize {
        self.groups.values().map(|g| g.count).sum()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// The groups, most frequent first (then by name).
    pub fn by_count(&self) -> Vec<(&str, &Group)> {
        let mut v: Vec<_> = self.groups.iter().map(|(k, g)| (k.as_str(), g)).collect();
        v.sort_by(|a, b| b.1.count.cmp(&a.1.count).then(a.0.cmp(b.0)));
        v
    }
}
