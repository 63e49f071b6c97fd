//! What an action does and costs now, as a message (`ga-x-*` keys of the catalogues): the
//! workers it takes and the workers it bumps, the marks it costs or gains, the steps left.

use crate::action::Action;
use crate::data::*;
use crate::delivery::transport_mask;
use crate::names::*;
use crate::state::*;
use engine::{Arg, Msg, Seat};

fn cards_arg(mask: u64) -> Arg {
    let mut v = Vec::new();
    let mut m = mask;
    while m != 0 {
        v.push(Card(m.trailing_zeros() as u8).arg());
        m &= m - 1;
    }
    Arg::List(v)
}

impl GlueckAuf {
    /// Steps left after a mining step costing `cost` (0 outside mining).
    fn steps_after(&self, cost: u8) -> u8 {
        match self.phase {
            Phase::Mining { steps } => steps.saturating_sub(cost),
            Phase::Double { steps, .. } => steps,
            _ => 0,
        }
    }

    /// What placing workers on space `s` does.
    fn space_effect(&self, seat: Seat, s: usize) -> Msg {
        let p = self.player(seat);
        match SPACES[s].kind {
            SpaceKind::Factory => match self.tile_display[s - FACTORY_FIRST] {
                NONE => Msg::new("ga-x-factory-empty"),
                t => {
                    let tile = TileInfo::of(t);
                    Msg::new("ga-x-factory")
                        .msg("tile", tile.msg())
                        .num("cost", tile.cost)
                        .num("money", p.money)
                }
            },
            SpaceKind::FactoryDraw => Msg::new("ga-x-factory-draw")
                .num("n", self.tile_pile.len.min(5))
                .num("money", p.money),
            SpaceKind::Mining(steps) => Msg::new("ga-x-mine").num("steps", steps),
            SpaceKind::Delivery(t) => {
                let m = p.complete & transport_mask(t);
                let vp: u32 = (0..NUM_ORDERS)
                    .filter(|&c| m & (1 << c) != 0)
                    .map(|c| ORDERS[c].vp as u32)
                    .sum();
                Msg::new("ga-x-deliver")
                    .term("transport", Transport::of(t).term())
                    .num("n", m.count_ones())
                    .arg("cards", cards_arg(m))
                    .num("vp", vp)
            }
            SpaceKind::Money(marks) => Msg::new("ga-x-money")
                .num("marks", marks)
                .num("money", p.money),
            SpaceKind::Order => match self.order_display[s - ORDER_FIRST] {
                NONE => Msg::new("ga-x-order-empty"),
                c => Msg::new("ga-x-order").msg("card", OrderInfo::of(c).msg()),
            },
            SpaceKind::OrderDraw => {
                Msg::new("ga-x-order-draw").num("n", self.order_deck.len.min(5))
            }
        }
    }

    /// The explanation of `action` by `seat` now (the `explain` of the engine contract).
    pub(crate) fn explain_msg(&self, seat: Seat, action: Action) -> Msg {
        let p = self.player(seat);
        let notation = Arg::Text(action.to_string());
        let msg = match action {
            Action::Place(s) => {
                let s = (s as usize).min(NUM_SPACES - 1);
                let bumped = self.space_workers[s];
                let m = Msg::new(if bumped > 0 {
                    "ga-x-place-bump"
                } else {
                    "ga-x-place"
                })
                .msg("what", self.space_effect(seat, s))
                .num("workers", self.worker_cost(s))
                .num("have", p.workers);
                if bumped > 0 {
                    m.num("bumped", bumped)
                        .seat("owner", self.space_owner[s])
                        .num("own", (self.space_owner[s] == seat) as u8)
                } else {
                    m
                }
            }
            Action::Bank => Msg::new("ga-x-bank")
                .num("money", p.money)
                .num("have", p.workers),
            Action::Draft(c) => Msg::new("ga-x-draft").msg("card", OrderInfo::of(c).msg()),
            Action::TakeTile(t) => {
                let tile = TileInfo::of(t);
                Msg::new("ga-x-take-tile")
                    .msg("tile", tile.msg())
                    .num("cost", tile.cost)
                    .num("money", p.money)
            }
            Action::TakeOrder(c) => Msg::new("ga-x-take-order").msg("card", OrderInfo::of(c).msg()),
            Action::TakeNone => Msg::new(if self.drawn_orders() {
                "ga-x-take-none-order"
            } else {
                "ga-x-take-none-tile"
            }),
            Action::Return(end) => Msg::new("ga-x-return")
                .num("n", self.drawn_len)
                .term("end", end_term(end == crate::End::Bottom)),
            Action::NextTile(t) => Msg::new("ga-x-next")
                .msg("item", TileInfo::of(t).msg())
                .num("left", self.return_left()),
            Action::NextOrder(c) => Msg::new("ga-x-next")
                .msg("item", OrderInfo::of(c).msg())
                .num("left", self.return_left()),
            Action::Substitute(Some(c)) => Msg::new("ga-x-substitute")
                .term("cube", Coal::of(c).term())
                .term("level", Coal::of(self.sub_level).term())
                .num("carts", self.pending_subs)
                .num("supply", self.supply[c as usize & 3]),
            Action::Substitute(None) => {
                Msg::new("ga-x-substitute-none").term("level", Coal::of(self.sub_level).term())
            }
            Action::Lift(l) => Msg::new("ga-x-lift")
                .term("from", Level::of(p.level).term())
                .term("to", Level::of(l).term())
                .num("aboard", p.elevator_load())
                .num("left", self.steps_after(1)),
            Action::Load(c) => Msg::new("ga-x-load")
                .term("colour", Coal::of(c).term())
                .num("aboard", p.elevator_load() + 1)
                .num("left", self.steps_after(1)),
            Action::Store(c) => Msg::new("ga-x-store")
                .term("colour", Coal::of(c).term())
                .num("left", self.steps_after(1)),
            Action::Fill(card, c, source) => {
                let o = OrderInfo::of(card);
                let f = self.fills[card as usize % NUM_ORDERS];
                let open = ORDERS[card as usize % NUM_ORDERS]
                    .cells
                    .iter()
                    .zip(f.filled)
                    .map(|(&a, b)| a.saturating_sub(b) as u32)
                    .sum::<u32>();
                Msg::new(if open == 1 {
                    "ga-x-fill-completes"
                } else {
                    "ga-x-fill"
                })
                .term("colour", Coal::of(c).term())
                .arg("card", o.id.arg())
                .term("transport", o.transport.term())
                .num("vp", o.vp)
                .term("source", source_term(source))
                .num("left", self.steps_after(1))
            }
            Action::Double(card, c) => {
                let split = self.setup.options.allow_split_double_fill;
                let half = self.fills[card as usize % NUM_ORDERS].half[c as usize & 3] > 0;
                let key = match (split, half) {
                    (false, _) => "ga-x-double",
                    (true, false) => "ga-x-double-start",
                    (true, true) => "ga-x-double-finish",
                };
                Msg::new(key)
                    .term("colour", Coal::of(c).term())
                    .arg("card", Card(card).arg())
                    .num("left", self.steps_after(if split { 1 } else { 2 }))
            }
            Action::Cube(c, source) => {
                let (card, cell, placed) = match self.phase {
                    Phase::Double {
                        card, cell, cubes, ..
                    } => (card, cell, cubes),
                    _ => (0, 0, 0),
                };
                Msg::new(if placed == 0 {
                    "ga-x-cube-first"
                } else {
                    "ga-x-cube-second"
                })
                .term("colour", Coal::of(c).term())
                .term("source", source_term(source))
                .term("cell", Coal::of(cell).term())
                .arg("card", Card(card).arg())
                .num("left", self.steps_after(0))
            }
            Action::Stop => Msg::new("ga-x-stop").num("steps", self.steps_after(0)),
        };
        msg.arg("action", notation)
    }

    /// Items still to name after the one named now, on a return.
    fn return_left(&self) -> u8 {
        match self.phase {
            Phase::ReturnNext { placed, .. } => self.drawn_len.saturating_sub(placed + 2),
            _ => 0,
        }
    }
}
