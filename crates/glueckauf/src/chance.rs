//! Chance when the game draws ([`engine::chance`]): the first player (spec §1.2 step 1), every
//! tile drawn from the pile and every order card drawn from the deck (setup steps 3 and 10,
//! refills of regular spaces, the top-5 spaces) as chance events.
//!
//! A pile in chance mode is three parts: blocks put back on top and blocks put under it by a
//! top-5 space (spec §7 item 7; their order is known to the seat that put them back), and
//! between them the part nobody has seen. A draw takes the top block's top item if there is
//! one — no chance in that — else any item of the unseen part, each equally likely (that part
//! is still as the setup shuffled it), else the topmost item of the blocks under it.
//!
//! Outcome codes: tile `t` is `t` (0..48), order card `c` is `48 + c`, first player `s` is
//! `92 + s`.

use crate::data::{order_code, tile_code, NUM_ORDERS, NUM_TILES};
use crate::state::*;
use engine::chance::Outcome;
use engine::Visibility;

const ORDER_BASE: Outcome = NUM_TILES as Outcome;
const SEAT_BASE: Outcome = (NUM_TILES + NUM_ORDERS) as Outcome;
/// The number of outcome codes.
pub const MAX_CHANCE_OUTCOMES: usize = NUM_TILES + NUM_ORDERS + 4;

pub use crate::pile_knowledge::{Blocks, PileKnowledge};

/// Which face-down pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    Tiles,
    Orders,
}

impl GlueckAuf {
    /// Draws the top tile (`None`: the pile is empty); in chance mode, a chance event first.
    #[inline(always)]
    pub(crate) fn draw_tile(&mut self, visibility: Visibility) -> Option<u8> {
        if self.draws.is_on() {
            self.chance_in_place(Source::Tiles, visibility);
        }
        self.tile_pile.draw()
    }

    /// Draws the top order card, as [`Self::draw_tile`].
    #[inline(always)]
    pub(crate) fn draw_order(&mut self, visibility: Visibility) -> Option<u8> {
        if self.draws.is_on() {
            self.chance_in_place(Source::Orders, visibility);
        }
        self.order_deck.draw()
    }

    /// Puts the drawn items back on an end of their pile (listed top to bottom), keeping in
    /// chance mode who knows their order.
    pub(crate) fn put_back(&mut self, orders: bool, bottom: bool, block: &[u8]) {
        match (orders, bottom) {
            (false, false) => self.tile_pile.put_on_top(block),
            (false, true) => self.tile_pile.put_under(block),
            (true, false) => self.order_deck.put_on_top(block),
            (true, true) => self.order_deck.put_under(block),
        }
        let seat = self.current;
        if let Some(known) = self.draws.known_mut() {
            let blocks = if orders {
                &mut known.orders
            } else {
                &mut known.tiles
            };
            let entry = (seat, block.len() as u8);
            if bottom {
                blocks.bottom.push(entry);
            } else {
                blocks.top.push(entry);
            }
        }
    }

    /// The first player (spec §1.2 step 1): `natural` is the generator's pick; in chance mode,
    /// a chance event among the seats.
    pub(crate) fn chance_first_player(&mut self, natural: u8) -> u8 {
        if !self.draws.is_on() {
            return natural;
        }
        let outcomes: Vec<(Outcome, u32)> = (0..self.setup.players)
            .map(|s| (SEAT_BASE + Outcome::from(s), 1))
            .collect();
        let o = self.draws.draw(
            &outcomes,
            SEAT_BASE + Outcome::from(natural),
            Visibility::Public,
        );
        (o - SEAT_BASE) as u8
    }

    /// Chance mode: before the pile's top item is drawn, put the chosen item of the unseen
    /// part on top (or take the known block's item, which needs no chance).
    #[cold]
    #[inline(never)]
    fn chance_in_place(&mut self, source: Source, visibility: Visibility) {
        let Some(known) = self.draws.known_mut() else {
            return;
        };
        let blocks = match source {
            Source::Tiles => &mut known.tiles,
            Source::Orders => &mut known.orders,
        };
        if let Some(top) = blocks.top.last_mut() {
            top.1 -= 1;
            if top.1 == 0 {
                blocks.top.pop();
            }
            return;
        }
        let under = blocks.bottom_len();
        let (items, len, base): (&mut [u8], usize, Outcome) = match source {
            Source::Tiles => (
                &mut self.tile_pile.items[..],
                self.tile_pile.len as usize,
                0,
            ),
            Source::Orders => (
                &mut self.order_deck.items[..],
                self.order_deck.len as usize,
                ORDER_BASE,
            ),
        };
        if len > under {
            let unseen = &mut items[under..len];
            let outcomes: Vec<(Outcome, u32)> = unseen
                .iter()
                .map(|&x| (base + Outcome::from(x), 1))
                .collect();
            let last = unseen.len() - 1;
            let natural = base + Outcome::from(unseen[last]);
            let o = self.draws.draw(&outcomes, natural, visibility);
            let item = (o - base) as u8;
            let k = unseen.iter().position(|&x| x == item).unwrap_or(last);
            unseen.swap(k, last);
        } else if let Some(known) = self.draws.known_mut() {
            let blocks = match source {
                Source::Tiles => &mut known.tiles,
                Source::Orders => &mut known.orders,
            };
            if let Some(first) = blocks.bottom.first_mut() {
                first.1 -= 1;
                if first.1 == 0 {
                    blocks.bottom.remove(0);
                }
            }
        }
    }
}

/// The notation of an outcome code.
pub fn outcome_notation(outcome: Outcome) -> Option<String> {
    let o = outcome as usize;
    if o < NUM_TILES {
        Some(format!("tile {}", tile_code(o as u8)))
    } else if o < NUM_TILES + NUM_ORDERS {
        Some(format!("order {}", order_code((o - NUM_TILES) as u8)))
    } else if o < MAX_CHANCE_OUTCOMES {
        Some(format!("first player {}", o - NUM_TILES - NUM_ORDERS))
    } else {
        None
    }
}

impl engine::Chance for GlueckAuf {
    type Known = PileKnowledge;

    fn max_chance_outcomes(_players: u8) -> usize {
        MAX_CHANCE_OUTCOMES
    }

    fn new_game_drawing(
        setup: &engine::Setup<crate::Options>,
        draws: engine::Draws<PileKnowledge>,
    ) -> Result<Self, engine::SetupError> {
        GlueckAuf::start(setup, draws)
    }

    fn draws(&self) -> &engine::Draws<PileKnowledge> {
        &self.draws
    }

    fn draws_mut(&mut self) -> &mut engine::Draws<PileKnowledge> {
        &mut self.draws
    }

    fn outcome_notation(outcome: Outcome) -> Option<String> {
        outcome_notation(outcome)
    }
}
