//! Re-sampling what an observer cannot see (engine contract `determinize`).

use crate::data::*;
use crate::state::*;
use engine::rng::{rng_from_seed, shuffle};
use engine::Rng;
use rand_core::RngCore;

/// The ids in `set` in ascending order into `out`; their number.
fn ascending(mut set: u64, out: &mut [u8]) -> usize {
    let mut n = 0;
    while set != 0 {
        out[n] = set.trailing_zeros() as u8;
        n += 1;
        set &= set - 1;
    }
    n
}

const _: () = assert!(NUM_TILES <= 64 && NUM_ORDERS <= 64, "ids fit a u64 set");

impl GlueckAuf {
    /// Is the drawn buffer hidden from `observer`, and does it hold order cards?
    fn hidden_drawn(&self, observer: u8) -> Option<bool> {
        if self.drawn_len == 0 || observer == self.current {
            return None;
        }
        Some(matches!(
            self.phase,
            Phase::TakeOrder
                | Phase::ReturnEnd { orders: true }
                | Phase::ReturnNext { orders: true, .. }
        ))
    }

    pub(crate) fn resample(&self, observer: u8, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        g.events.set_recording(false);
        let hidden = self.hidden_drawn(observer);
        // In chance mode, the blocks the observer put back stay where they are: it knows them
        // (positions in the piles, as bitsets; none by default).
        let (keep_tiles, keep_orders) = self.draws.known().map_or((0, 0), |k| {
            (
                k.tiles.known_to(observer, self.tile_pile.len as usize),
                k.orders.known_to(observer, self.order_deck.len as usize),
            )
        });
        let kept = |keep: u64, i: usize| keep & (1 << i) != 0;
        // Tiles: the pile, plus another player's drawn tiles, in id order (so that equal views
        // shuffle the same list), then shuffled.
        let mut set = 0u64;
        for (i, &t) in self.tile_pile.as_slice().iter().enumerate() {
            if !kept(keep_tiles, i) {
                set |= 1 << t;
            }
        }
        if hidden == Some(false) {
            for &t in &self.drawn[..self.drawn_len as usize] {
                set |= 1 << t;
            }
        }
        let mut tiles = [0u8; NUM_TILES];
        let nt = ascending(set, &mut tiles);
        shuffle(rng, &mut tiles[..nt]);
        let mut k = 0;
        for i in 0..self.tile_pile.len as usize {
            if !kept(keep_tiles, i) {
                g.tile_pile.items[i] = tiles[k];
                k += 1;
            }
        }
        if hidden == Some(false) {
            for i in 0..self.drawn_len as usize {
                g.drawn[i] = tiles[k];
                k += 1;
            }
        }
        // Orders: the deck, another player's drawn cards, hidden delivered cards.
        let mut set = 0u64;
        for (i, &c) in self.order_deck.as_slice().iter().enumerate() {
            if !kept(keep_orders, i) {
                set |= 1 << c;
            }
        }
        if hidden == Some(true) {
            for &c in &self.drawn[..self.drawn_len as usize] {
                set |= 1 << c;
            }
        }
        // Another seat's delivered cards the observer does not know: those delivered since the
        // last shift scoring (what that scoring revealed stays where it is).
        let hidden_delivered =
            |s: usize| self.players[s].delivered & !self.known_delivered(Some(observer), s as u8);
        for s in 0..self.n() {
            set |= hidden_delivered(s);
        }
        let mut cards = [0u8; NUM_ORDERS];
        let nc = ascending(set, &mut cards);
        shuffle(rng, &mut cards[..nc]);
        let mut k = 0;
        for i in 0..self.order_deck.len as usize {
            if !kept(keep_orders, i) {
                g.order_deck.items[i] = cards[k];
                k += 1;
            }
        }
        if hidden == Some(true) {
            for i in 0..self.drawn_len as usize {
                g.drawn[i] = cards[k];
                k += 1;
            }
        }
        for s in 0..self.n() {
            let hidden = hidden_delivered(s);
            if hidden != 0 {
                let mut m = self.players[s].delivered & !hidden;
                for _ in 0..hidden.count_ones() {
                    m |= 1 << cards[k];
                    k += 1;
                }
                g.players[s].delivered = m;
            }
        }
        // Unused pile slots and the seed carry no information.
        for x in g.tile_pile.items[g.tile_pile.len as usize..].iter_mut() {
            *x = 0;
        }
        for x in g.order_deck.items[g.order_deck.len as usize..].iter_mut() {
            *x = 0;
        }
        for x in g.drawn[g.drawn_len as usize..].iter_mut() {
            *x = 0;
        }
        g.setup.seed = 0;
        g.rng = rng_from_seed(rng.next_u64());
        g
    }
}
