//! Placing workers (spec §2.2), the bank (§2.3), and passing the turn (§2.1).

use crate::action::Action;
use crate::data::*;
use crate::event::Event;
use crate::names::SpaceId;
use crate::state::*;

/// Tile cost by id; an empty display slot (`NONE`) costs more than anyone has.
static TILE_COST_OR_MAX: [u16; 256] = {
    let mut t = [u16::MAX; 256];
    let mut i = 0;
    while i < NUM_TILES {
        let tile = tile(i as u8);
        t[i] = CART_COST_CONST[tile.colour as usize] * tile.carts as u16;
        i += 1;
    }
    t
};

/// Mining and money spaces can always be carried out.
const ALWAYS_EXECUTABLE: u32 = ((1 << 4) - 1) << MINING_FIRST | ((1 << 4) - 1) << MONEY_FIRST;

impl GlueckAuf {
    /// Whether the current player can carry out the action of space `s` (spec §2.2 table).
    pub fn executable(&self, seat: u8, s: usize) -> bool {
        let p = &self.players[seat as usize];
        match SPACES[s].kind {
            SpaceKind::Factory => {
                let t = self.tile_display[s - FACTORY_FIRST];
                t != NONE && p.money >= TILES[t as usize].cost()
            }
            SpaceKind::FactoryDraw => !self.tile_pile.is_empty(),
            SpaceKind::Mining(_) | SpaceKind::Money(_) => true,
            SpaceKind::Delivery(t) => self.has_complete_order(seat, t),
            SpaceKind::Order => self.order_display[s - ORDER_FIRST] != NONE,
            SpaceKind::OrderDraw => !self.order_deck.is_empty(),
        }
    }

    /// Workers needed to use space `s` now: 1 more than are on it (spec §2.2).
    pub fn worker_cost(&self, s: usize) -> u8 {
        self.space_workers[s] + 1
    }

    pub fn can_place(&self, seat: u8, s: usize) -> bool {
        self.is_open(s)
            && self.players[seat as usize].workers >= self.worker_cost(s)
            && self.executable(seat, s)
    }

    /// [`Self::executable`] for all spaces at once, as a bitmask (branch-light, for speed).
    pub fn executable_mask(&self, seat: u8) -> u32 {
        let p = &self.players[seat as usize];
        let mut m = ALWAYS_EXECUTABLE;
        for (i, &t) in self.tile_display.iter().enumerate() {
            m |= ((p.money >= TILE_COST_OR_MAX[t as usize]) as u32) << (FACTORY_FIRST + i);
        }
        m |= (!self.tile_pile.is_empty() as u32) << FACTORY_DRAW;
        for t in 0..4u8 {
            let any = p.complete & crate::delivery::transport_mask(t) != 0;
            m |= (any as u32) << (DELIVERY_FIRST + t as usize);
        }
        for (i, &c) in self.order_display.iter().enumerate() {
            m |= ((c != NONE) as u32) << (ORDER_FIRST + i);
        }
        m |= (!self.order_deck.is_empty() as u32) << ORDER_DRAW;
        m
    }

    pub(crate) fn turn_actions(&self, out: &mut Vec<Action>) {
        let seat = self.current;
        let workers = self.players[seat as usize].workers;
        let mut m = self.open & self.executable_mask(seat);
        // Branch-free collection (the worker test is unpredictable in playouts).
        let mut list = [Action::Bank; NUM_SPACES + 1];
        let mut k = 0;
        while m != 0 {
            let s = m.trailing_zeros() as usize;
            m &= m - 1;
            list[k] = Action::Place(s as u8);
            k += (workers > self.space_workers[s]) as usize;
        }
        // The bank is always legal (spec §7 item 11).
        list[k] = Action::Bank;
        out.extend_from_slice(&list[..k + 1]);
    }

    pub(crate) fn apply_place(&mut self, s: usize) -> Result<(), &'static str> {
        let seat = self.current;
        if s >= NUM_SPACES || !self.is_open(s) {
            return Err("that action space is not in play");
        }
        if self.players[seat as usize].workers < self.worker_cost(s) {
            return Err("not enough workers for that space");
        }
        if !self.executable(seat, s) {
            return Err("you cannot carry out that space's action");
        }
        // Bump everyone there to the canteen, then place n + 1.
        let n = self.space_workers[s];
        if n > 0 {
            let owner = self.space_owner[s];
            self.canteen[owner as usize] += n;
            self.record(|_| Event::WorkersBumped {
                seat: owner,
                workers: n,
                space: SpaceId(s as u8),
                by: seat,
            });
        }
        self.space_workers[s] = n + 1;
        self.space_owner[s] = seat;
        self.players[seat as usize].workers -= n + 1;
        match SPACES[s].kind {
            SpaceKind::Factory => self.take_factory_tile(s - FACTORY_FIRST),
            SpaceKind::FactoryDraw => self.draw_tiles(),
            SpaceKind::Mining(steps) => self.phase = Phase::Mining { steps },
            SpaceKind::Delivery(t) => {
                self.deliver(seat, t);
                self.end_turn();
            }
            SpaceKind::Money(m) => {
                self.gain_marks(m);
                self.end_turn();
            }
            SpaceKind::Order => self.take_displayed_order(s - ORDER_FIRST),
            SpaceKind::OrderDraw => self.draw_orders(),
        }
        Ok(())
    }

    pub(crate) fn apply_bank(&mut self) {
        let seat = self.current as usize;
        self.players[seat].workers -= 1;
        self.bank[seat] += 1;
        self.gain_marks(1);
        self.end_turn();
    }

    fn gain_marks(&mut self, marks: u8) {
        let seat = self.current;
        self.players[seat as usize].money += marks as u16;
        self.record(|g| Event::MarksGained {
            seat,
            marks,
            total: g.players[seat as usize].money,
        });
    }

    /// The turn is over: the next player clockwise with workers moves; players without
    /// workers are skipped; when nobody has workers the shift ends (spec §2.1).
    pub(crate) fn end_turn(&mut self) {
        let n = self.setup.players;
        let mut seat = self.current;
        self.record_all(|g| {
            (g.players[seat as usize].workers == 0)
                .then_some((engine::Visibility::Public, Event::OutOfWorkers { seat }))
        });
        for _ in 0..n {
            seat += 1;
            if seat == n {
                seat = 0;
            }
            if self.players[seat as usize].workers > 0 {
                self.current = seat;
                self.phase = Phase::Turn;
                return;
            }
        }
        self.end_shift();
    }
}
