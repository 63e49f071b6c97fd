//! Seats and sets of seats.

use std::fmt;

/// A seat at the table, 0-based, in clockwise order.
pub type Seat = u8;

/// A set of seats as a bitmask (at most 8 seats).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct SeatSet(pub u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn single(seat: Seat) -> Self {
        SeatSet(1 << seat)
    }

    pub fn all(players: usize) -> Self {
        SeatSet(((1u16 << players) - 1) as u8)
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat < 8 && self.0 & (1 << seat) != 0
    }

    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat;
    }

    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat);
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The lowest seat in the set.
    pub fn first(self) -> Option<Seat> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as Seat)
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).filter(move |s| self.contains(*s))
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let mut s = SeatSet::EMPTY;
        assert!(s.is_empty());
        s.insert(2);
        s.insert(0);
        assert_eq!(s.len(), 2);
        assert_eq!(s.first(), Some(0));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 2]);
        s.remove(0);
        assert!(!s.contains(0));
        assert_eq!(SeatSet::all(4).len(), 4);
    }
}
