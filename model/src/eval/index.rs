//! Each object's position on the board, by id: how an evaluation finds an object it is told
//! about by id (an effect's object, a question's).
//!
//! A board of at most [`SCANNED`] objects is searched in place: comparing a few ids costs
//! less than hashing one, and there is nothing to build (no table to allocate, fill and free
//! for every evaluation, which the invariants make by the thousand, on boards of about five
//! objects). A larger board is hashed once (keys borrowed from the board: no copies), so a
//! board of 100k objects still finds each in constant time. Both find an id's first
//! position.

use crate::board::Object;
use crate::hash::FxHashMap;
use crate::ids::ObjectId;
use std::rc::Rc;

/// Boards of at most this many objects are searched in place, not hashed.
const SCANNED: usize = 8;

/// Each object's position on a board, by id; cheap to clone (shared by every state of one
/// evaluation).
#[derive(Clone)]
pub(crate) enum Index<'m> {
    /// A small board's objects, searched in place.
    Scanned(&'m [Object]),
    /// A larger board's positions, by id (a repeated id at its first position).
    Hashed(Rc<FxHashMap<&'m ObjectId, usize>>),
}

impl<'m> Index<'m> {
    /// The index of `objects`; a repeated id is found at its first position.
    pub fn of(objects: &'m [Object]) -> Self {
        if objects.len() <= SCANNED {
            return Index::Scanned(objects);
        }
        let mut by_id = FxHashMap::default();
        by_id.reserve(objects.len());
        for (i, o) in objects.iter().enumerate() {
            by_id.entry(&o.id).or_insert(i);
        }
        Index::Hashed(Rc::new(by_id))
    }

    /// The index of `objects`, or the first id (in board order) that an earlier object has
    /// already.
    pub fn of_unique(objects: &'m [Object]) -> Result<Self, &'m ObjectId> {
        if objects.len() <= SCANNED {
            let repeated = (objects.iter().enumerate())
                .find(|(i, o)| objects[..*i].iter().any(|p| p.id == o.id));
            return match repeated {
                Some((_, o)) => Err(&o.id),
                None => Ok(Index::Scanned(objects)),
            };
        }
        let mut by_id = FxHashMap::default();
        by_id.reserve(objects.len());
        for (i, o) in objects.iter().enumerate() {
            if by_id.insert(&o.id, i).is_some() {
                return Err(&o.id);
            }
        }
        Ok(Index::Hashed(Rc::new(by_id)))
    }

    /// The position of the object with id `id`, if the board has one.
    pub fn get(&self, id: &ObjectId) -> Option<usize> {
        match self {
            Index::Scanned(objects) => objects.iter().position(|o| o.id == *id),
            Index::Hashed(by_id) => by_id.get(id).copied(),
        }
    }

    /// Whether the board has an object with id `id`.
    pub fn contains(&self, id: &ObjectId) -> bool {
        self.get(id).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::{Index, SCANNED};
    use crate::board::{Object, Zone};
    use crate::ids::ObjectId;

    fn objects(ids: &[String]) -> Vec<Object> {
        (ids.iter())
            .map(|id| Object::card(id, "Grizzly Bears", Zone::Battlefield))
            .collect()
    }

    /// Both ways of finding an id agree, on either side of the size that picks one: every
    /// id at its first position, an absent id nowhere, and the same repeated id reported.
    #[test]
    fn scanned_and_hashed_boards_find_the_same_positions() {
        for n in [0, 1, SCANNED - 1, SCANNED, SCANNED + 1, 3 * SCANNED] {
            let ids: Vec<String> = (0..n).map(|i| format!("o{}", i % (n / 2).max(1))).collect();
            let board = objects(&ids);
            let index = Index::of(&board);
            assert_eq!(matches!(index, Index::Scanned(_)), n <= SCANNED, "{n}");
            for id in &ids {
                let first = ids.iter().position(|x| x == id);
                assert_eq!(index.get(&ObjectId::from(id.as_str())), first, "{n} {id}");
            }
            assert_eq!(index.get(&ObjectId::from("absent")), None);
            assert!(!index.contains(&ObjectId::from("absent")));
            let repeated = (0..n).find(|&i| ids[..i].contains(&ids[i]));
            match Index::of_unique(&board) {
                Ok(_) => assert_eq!(repeated, None, "{n}"),
                Err(id) => assert_eq!(Some(id.0.as_str()), repeated.map(|i| ids[i].as_str())),
            }
            let distinct: Vec<String> = (0..n).map(|i| format!("u{i}")).collect();
            let board = objects(&distinct);
            let index = Index::of_unique(&board).expect("no id repeats");
            for (i, id) in distinct.iter().enumerate() {
                assert_eq!(index.get(&ObjectId::from(id.as_str())), Some(i));
            }
        }
    }
}
