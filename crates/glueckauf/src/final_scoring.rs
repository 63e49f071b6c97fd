//! End of game (spec §5): money, coal, unfinished orders, tunnel balance.

use crate::state::*;

/// The end-game adjustments of one player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FinalScore {
    /// +1 per full 5 marks.
    pub money: i16,
    /// +1 per full 3 cubes anywhere the player owns (carts, elevator, storage, pending orders).
    pub coal: i16,
    /// −1 per pending order card, complete or not.
    pub pending: i16,
    /// −2 × |light tiles − dark tiles| (tiles, not carts; printed carts excluded).
    pub balance: i16,
}

impl FinalScore {
    pub fn total(&self) -> i16 {
        self.money + self.coal + self.pending + self.balance
    }
}

impl GlueckAuf {
    /// Cubes `seat` owns: on carts, in the elevator, in storage and on pending orders.
    pub fn cubes_owned(&self, seat: u8) -> u32 {
        let p = &self.players[seat as usize];
        let mut n: u32 = p.loose_cubes().iter().map(|&x| x as u32).sum();
        let mut m = p.pending;
        while m != 0 {
            let c = m.trailing_zeros() as usize;
            m &= m - 1;
            n += self.fills[c].cubes.iter().map(|&x| x as u32).sum::<u32>();
        }
        n
    }

    /// The end-game adjustments as they would be now.
    pub fn final_score(&self, seat: u8) -> FinalScore {
        let p = &self.players[seat as usize];
        FinalScore {
            money: (p.money / 5) as i16,
            coal: (self.cubes_owned(seat) / 3) as i16,
            pending: -(p.pending.count_ones() as i16),
            balance: -2 * (p.light as i16 - p.dark as i16).abs(),
        }
    }
}
