//! The game state: compact, fixed-size, cheap to clone.

use crate::data::*;
use crate::event::Event;
use crate::options::Options;
use engine::{Rng, Setup, Visibility};

/// "No item" in a display slot or an unused seat.
pub const NONE: u8 = u8::MAX;

/// A face-down pile of tiles or order cards. `items[len - 1]` is the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pile<const N: usize> {
    pub items: [u8; N],
    pub len: u8,
}

impl<const N: usize> Pile<N> {
    pub fn empty() -> Self {
        Pile {
            items: [0; N],
            len: 0,
        }
    }
    pub fn as_slice(&self) -> &[u8] {
        &self.items[..self.len as usize]
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn push_top(&mut self, item: u8) {
        self.items[self.len as usize] = item;
        self.len += 1;
    }
    /// Draws the top item.
    pub fn draw(&mut self) -> Option<u8> {
        if self.len == 0 {
            None
        } else {
            self.len -= 1;
            Some(self.items[self.len as usize])
        }
    }
    /// Puts `block` (listed top to bottom) on top of the pile: `block[0]` becomes the top.
    pub fn put_on_top(&mut self, block: &[u8]) {
        for &x in block.iter().rev() {
            self.push_top(x);
        }
    }
    /// Puts `block` (listed top to bottom) under the pile: its last item is the very bottom.
    pub fn put_under(&mut self, block: &[u8]) {
        let k = block.len();
        let n = self.len as usize;
        self.items.copy_within(0..n, k);
        for (i, &x) in block.iter().enumerate() {
            self.items[k - 1 - i] = x;
        }
        self.len += k as u8;
    }
}

/// How far an order card is filled. Indexed by card id in [`GlueckAuf::fills`]; meaningful
/// only while the card is pending.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
pub struct Fill {
    /// Filled cells per printed colour (cells of one colour are interchangeable).
    pub filled: [u8; 4],
    /// Cubes lying on the card, per cube colour (a double-filled cell holds two).
    pub cubes: [u8; 4],
    /// Cells per printed colour holding the first cube of a split double fill (only with
    /// `allow_split_double_fill`).
    pub half: [u8; 4],
}

impl Fill {
    pub fn is_complete(&self, card: u8) -> bool {
        self.filled == ORDERS[card as usize].cells
    }
    /// Cells of this printed colour not filled yet (half-filled ones included).
    pub fn open_cells(&self, card: u8, colour: Colour) -> u8 {
        ORDERS[card as usize].cells[colour as usize] - self.filled[colour as usize]
    }
    /// Cells of this printed colour holding no cube at all.
    pub fn empty_cells(&self, card: u8, colour: Colour) -> u8 {
        self.open_cells(card, colour) - self.half[colour as usize]
    }
}

/// One player's mine, money, workers and orders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player {
    /// Workers not yet placed this shift.
    pub workers: u8,
    pub money: u16,
    /// VP gained by delivering orders.
    pub vp_orders: i16,
    /// VP gained in shift scorings.
    pub vp_shifts: i16,
    /// The places won in each shift scoring (for the itemised final table): 2 bits per
    /// element, 1 = first place, 2 = second place (spec §4.1).
    pub shift_places: [u32; 3],
    /// Carts per level (printed cart included), level = colour.
    pub carts: [u8; 4],
    /// `cart_cubes[level][colour]`: carts on `level` holding a cube of `colour`. Carts on one
    /// level are interchangeable (spec §8.3, LoadCoal).
    pub cart_cubes: [[u8; 4]; 4],
    /// Tunnel tiles owned (bitset of tile indices).
    pub tiles: u64,
    pub light: u8,
    pub dark: u8,
    /// Elevator position: 0 = surface, 1..=4 = tunnel level of colour `level - 1`.
    pub level: u8,
    pub elevator: [u8; 4],
    pub storage: [u8; 4],
    /// Pending orders (bitset of card ids).
    pub pending: u64,
    /// Delivered orders (bitset of card ids).
    pub delivered: u64,
    /// Cache: pending orders that are complete. Derived from `pending` and the fills; call
    /// [`GlueckAuf::refresh_caches`] after editing those by hand.
    pub complete: u64,
    /// Cache: per colour, pending orders with a cell of that colour not yet filled.
    pub open_cells: [u64; 4],
}

impl Player {
    pub fn new(workers: u8, money: u16) -> Self {
        let mut cart_cubes = [[0; 4]; 4];
        for (c, row) in cart_cubes.iter_mut().enumerate() {
            row[c] = 1;
        }
        Player {
            workers,
            money,
            vp_orders: 0,
            vp_shifts: 0,
            shift_places: [0; 3],
            carts: [1; 4],
            cart_cubes,
            tiles: 0,
            light: 0,
            dark: 0,
            level: 0,
            elevator: [0; 4],
            storage: [0; 4],
            pending: 0,
            delivered: 0,
            complete: 0,
            open_cells: [0; 4],
        }
    }

    /// VP of `element` (0..12) in the scoring of shift `shift` (0..3).
    pub fn shift_element_vp(&self, shift: usize, element: usize) -> i16 {
        let (first, second) = ELEMENT_VP[element];
        match (self.shift_places[shift] >> (2 * element)) & 3 {
            1 => first,
            2 => second,
            _ => 0,
        }
    }

    pub fn elevator_load(&self) -> u8 {
        self.elevator.iter().sum()
    }

    /// Empty carts on a level (elements 9–12).
    pub fn empty_carts(&self, level: usize) -> u8 {
        self.carts[level] - self.cart_cubes[level].iter().sum::<u8>()
    }

    /// Cubes on carts, elevator and storage (not on orders).
    pub fn loose_cubes(&self) -> [u8; 4] {
        let mut n = [0u8; 4];
        for (c, x) in n.iter_mut().enumerate() {
            *x = self.elevator[c] + self.storage[c];
            for l in 0..4 {
                *x += self.cart_cubes[l][c];
            }
        }
        n
    }
}

/// Which decision the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
pub enum Phase {
    /// Order-card draft, pick number `pick` (0-based) of 3·N.
    Draft { pick: u8 },
    /// The current player places workers or uses the bank.
    Turn,
    /// Top-5 tile space: take one of the drawn tiles, or none.
    TakeTile,
    /// Top-5 order space: keep one of the drawn cards, or none.
    TakeOrder,
    /// Return the other drawn items: choose the end of the pile.
    ReturnEnd { orders: bool },
    /// Return the other drawn items: name the next one (top to bottom). `placed` items of
    /// `drawn` are already ordered.
    ReturnNext {
        orders: bool,
        bottom: bool,
        placed: u8,
    },
    /// Carts of a newly bought tile wait for substitute coal (spec §6.4).
    Substitute,
    /// Mining with `steps` production steps left.
    Mining { steps: u8 },
    /// A double fill is under way on `card`, cell colour `cell`: `cubes` of 2 placed so far.
    /// The 2 steps are already paid; `steps` remain after it.
    Double {
        steps: u8,
        card: u8,
        cell: Colour,
        cubes: u8,
    },
    /// The game is over.
    Over,
}

/// The whole game state. Fields are public so that tests and tools can build rulebook
/// situations; change them only between decisions and keep the invariants (see `tests/`).
#[derive(Clone, Debug, PartialEq)]
pub struct GlueckAuf {
    pub setup: Setup<Options>,
    pub rng: Rng,
    pub phase: Phase,
    /// 1, 2 or 3.
    pub shift: u8,
    pub first_player: u8,
    /// The seat whose decision it is (the drafter during the draft).
    pub current: u8,
    /// Open action spaces (bitmask over [`SPACES`]).
    pub open: u32,
    /// Workers on each action space, all of one owner.
    pub space_workers: [u8; NUM_SPACES],
    pub space_owner: [u8; NUM_SPACES],
    /// Workers per seat in the canteen and on the bank building.
    pub canteen: [u8; 4],
    pub bank: [u8; 4],
    /// Face-up tile on each regular factory space (`NONE` if empty or blocked).
    pub tile_display: [u8; 8],
    /// Face-up card on each regular order space (`NONE` if empty or blocked).
    pub order_display: [u8; 4],
    /// Cards in the draft display (bitset of card ids).
    pub draft: u64,
    pub tile_pile: Pile<NUM_TILES>,
    pub order_deck: Pile<NUM_ORDERS>,
    /// Items drawn from a top-5 space (seen by the current player only).
    pub drawn: [u8; 5],
    pub drawn_len: u8,
    /// Carts of the tile just bought still waiting for a substitute cube, and their level.
    pub pending_subs: u8,
    pub sub_level: u8,
    /// Coal supply per colour.
    pub supply: [u8; 4],
    pub players: [Player; 4],
    /// Fill state of every order card (by id).
    pub fills: [Fill; NUM_ORDERS],
    /// The delivered cards every seat saw at the last shift scoring (spec §4.1 step 1): all the
    /// seats' delivered cards of then (bitset of card ids; a card is delivered by one seat
    /// only). With `delivered_orders_public = false` they go face down again after shifts 1
    /// and 2 (§4.2 step 3), but every seat has seen them; only the cards delivered since stay
    /// hidden from the other seats.
    pub revealed: u64,
    /// What happened (recorded only when a front end asks; not part of the game).
    pub events: engine::EventLog<Event>,
    /// Off (the seeded generator draws, the default), or on: every draw is a chance event
    /// ([`crate::chance`]).
    pub draws: engine::Draws<crate::pile_knowledge::PileKnowledge>,
}

impl GlueckAuf {
    pub fn n(&self) -> usize {
        self.setup.players as usize
    }

    pub fn player(&self, seat: u8) -> &Player {
        &self.players[seat as usize]
    }

    /// The delivered cards of `seat` revealed at the last shift scoring.
    pub fn revealed_of(&self, seat: u8) -> u64 {
        self.revealed & self.players[seat as usize].delivered
    }

    pub fn is_open(&self, space: usize) -> bool {
        self.open & (1 << space) != 0
    }

    /// Total workers each player owns this game.
    pub fn workers_total(&self) -> u8 {
        workers_per_player(self.setup.players)
    }

    /// Recomputes the cached `complete` and `open_cells` of every player from `pending` and
    /// `fills` (for tests and tools that edit the state by hand).
    pub fn refresh_caches(&mut self) {
        for p in self.players.iter_mut() {
            p.complete = 0;
            p.open_cells = [0; 4];
            let mut m = p.pending;
            while m != 0 {
                let c = m.trailing_zeros() as u8;
                m &= m - 1;
                let f = &self.fills[c as usize];
                for k in 0..4 {
                    if f.open_cells(c, k) > 0 {
                        p.open_cells[k as usize] |= 1 << c;
                    }
                }
                if f.is_complete(c) {
                    p.complete |= 1 << c;
                }
            }
        }
    }

    /// Marks one more cell of `colour` filled on `card` of `seat`, keeping the caches.
    pub(crate) fn cell_filled(&mut self, seat: u8, card: u8, colour: Colour) {
        let f = &mut self.fills[card as usize];
        f.filled[colour as usize] += 1;
        let p = &mut self.players[seat as usize];
        if f.filled[colour as usize] == ORDERS[card as usize].cells[colour as usize] {
            let bit = 1u64 << card;
            p.open_cells[colour as usize] &= !bit;
            if (p.open_cells[0] | p.open_cells[1] | p.open_cells[2] | p.open_cells[3]) & bit == 0 {
                p.complete |= bit;
            }
        }
    }

    /// The total number of cubes in play (supply + players + orders).
    pub fn cube_total(&self) -> u32 {
        let mut t: u32 = self.supply.iter().map(|&x| x as u32).sum();
        for p in &self.players[..self.n()] {
            t += p.loose_cubes().iter().map(|&x| x as u32).sum::<u32>();
            let mut m = p.pending;
            while m != 0 {
                let c = m.trailing_zeros() as usize;
                m &= m - 1;
                t += self.fills[c].cubes.iter().map(|&x| x as u32).sum::<u32>();
            }
        }
        t
    }

    /// Cubes per colour at the start: 16 each, or "unlimited" (200 each, more than can ever
    /// be used) when the option is set.
    pub fn cubes_per_colour(&self) -> u8 {
        if self.setup.options.unlimited_coal {
            200
        } else {
            CUBES_PER_COLOUR
        }
    }
}

impl GlueckAuf {
    /// Records the public event `make` builds from the state. With recording off (playouts,
    /// searches) this is one branch: `make` runs out of line and only when recording.
    #[inline(always)]
    pub(crate) fn record(&mut self, make: impl FnOnce(&Self) -> Event) {
        if self.events.is_recording() {
            self.record_cold(move |g| Some((Visibility::Public, make(g))));
        }
    }

    /// Records the events `make` builds (each with its visibility), as [`Self::record`].
    #[inline(always)]
    pub(crate) fn record_all<I>(&mut self, make: impl FnOnce(&Self) -> I)
    where
        I: IntoIterator<Item = (Visibility, Event)>,
    {
        if self.events.is_recording() {
            self.record_cold(make);
        }
    }

    #[cold]
    #[inline(never)]
    fn record_cold<I>(&mut self, make: impl FnOnce(&Self) -> I)
    where
        I: IntoIterator<Item = (Visibility, Event)>,
    {
        for (visibility, event) in make(self) {
            self.events.push(visibility, || event);
        }
    }
}
