//! [`engine::Game::explain`]: what an action does and costs now, as a catalogue message
//! (`hk-ex-*` in `haspelknecht.ftl`). Only what `seat` may see is used.

use crate::action::{Action, Area, Choice, Hired, Slot, Token};
use crate::developments::rank_vp;
use crate::event::Goods;
use crate::pieces::*;
use crate::state::*;
use crate::terms::{discs_msg, tile_effect_key, tile_msg, Marker, Payment, Place};
use engine::Msg;

pub(crate) fn token_msg(t: Token) -> Msg {
    if t.marker {
        let m = match t.colour {
            Colour::Black => Marker::Hammer,
            Colour::Brown => Marker::Ladder,
            Colour::Yellow => Marker::Wheelbarrow,
        };
        Msg::new("hk-token-marker")
            .term("marker", m.key())
            .term("colour", t.colour.key())
    } else {
        Msg::new("hk-token-disc").term("colour", t.colour.key())
    }
}

pub(crate) fn slot_worker(slot: Slot) -> Worker {
    match slot {
        Slot::Farmer => Worker::Farmer,
        Slot::Farmhand => Worker::Farmhand,
        Slot::Mill => Worker::Mill,
    }
}

pub(crate) fn hired_worker(h: Hired) -> Worker {
    match h {
        Hired::Digger => Worker::Digger,
        Hired::Hewer => Worker::Hewer,
        Hired::Haspel => Worker::Haspel,
    }
}

impl Haspelknecht {
    /// Where the active worker (or, with none, a new black worker) mines.
    fn mining_area(&self, seat: u8) -> Area {
        match self.exec.active {
            Some(a) if a.worker == Worker::Digger => Area::Pinge,
            Some(a) if a.worker == Worker::Hewer => Area::Tunnel,
            Some(a) if a.work == Work::Black => {
                if a.tunnel {
                    Area::Tunnel
                } else {
                    Area::Pinge
                }
            }
            _ => {
                if self.p(seat).exhausted {
                    Area::Tunnel
                } else {
                    Area::Pinge
                }
            }
        }
    }

    /// What activating `w` will do (from the seat's own plan), without the worker's name.
    fn activation_msg(&self, seat: u8, w: Worker) -> Msg {
        let plan = &self.p(seat).plan;
        match w {
            Worker::Farmer | Worker::Farmhand => {
                let t = if w == Worker::Farmer {
                    plan.farmer
                } else {
                    plan.farmhand
                };
                Msg::new("hk-ex-activate-own").msg("discs", discs_msg(t))
            }
            Worker::Digger => Msg::new("hk-ex-activate-digger"),
            Worker::Hewer => Msg::new("hk-ex-activate-hewer"),
            Worker::Haspel => Msg::new("hk-ex-activate-haspel"),
            Worker::Winch => Msg::new("hk-ex-activate-winch"),
            Worker::Mill => {
                let m = plan.mill;
                Msg::new("hk-ex-activate-mill")
                    .num("thaler", m[Colour::Black as usize] / 2)
                    .num("food", m[Colour::Yellow as usize] / 2)
                    .num("vp", m[Colour::Yellow as usize])
            }
        }
    }

    pub(crate) fn explain_msg(&self, seat: u8, action: Action) -> Msg {
        let p = self.p(seat);
        match action {
            Action::Take {
                pool,
                colour,
                count,
            } => {
                let water = matches!(self.phase, Phase::Take1(_))
                    && self
                        .rules
                        .water_pool
                        .get(pool as usize)
                        .copied()
                        .unwrap_or(false);
                Msg::new(if water {
                    "hk-ex-take-water"
                } else {
                    "hk-ex-take"
                })
                .num("count", count)
                .term("colour", colour.key())
                .num("pool", pool + 1)
            }
            Action::Pass => Msg::new("hk-ex-pass").num("count", p.discs()),
            Action::Lamp {
                pool,
                reserve,
                action,
            } => Msg::new("hk-ex-lamp")
                .num("pool", pool + 1)
                .term("reserve", reserve.key())
                .term("action", action.key()),
            Action::ReturnWater(true) => Msg::new("hk-ex-return-water"),
            Action::ReturnWater(false) => Msg::new("hk-ex-keep-water"),
            Action::Assign { slot, token } => Msg::new("hk-ex-assign")
                .msg("token", token_msg(token))
                .term("worker", slot_worker(slot).key()),
            Action::Pay { worker, pay } => {
                let pay = Payment::of(pay).unwrap_or(Payment::Food);
                Msg::new("hk-ex-pay")
                    .term("worker", hired_worker(worker).key())
                    .term("pay", pay.key())
                    .msg("does", self.activation_msg(seat, hired_worker(worker)))
            }
            Action::Winch => Msg::new("hk-ex-winch"),
            Action::Done => match self.phase {
                Phase::WinterKiln(_) => Msg::new("hk-ex-winter-done"),
                _ => Msg::new("hk-ex-plan-done"),
            },
            Action::Activate(w) => Msg::new("hk-ex-activate")
                .term("worker", w.key())
                .msg("does", self.activation_msg(seat, w)),
            Action::Produce => {
                let (worker, tokens) = match self.exec.active {
                    Some(a) if a.worker == Worker::Farmhand => (a.worker, p.plan.farmhand),
                    Some(a) => (a.worker, p.plan.farmer),
                    None => (Worker::Farmer, p.plan.farmer),
                };
                let food = tokens[Colour::Yellow as usize] > 0;
                let n = if food {
                    tokens[Colour::Yellow as usize]
                } else {
                    tokens[Colour::Brown as usize]
                };
                let work = if food { Work::Food } else { Work::Wood };
                let synergy = self.exec.own_done == 1
                    && self.exec.first_own == work
                    && (self.exec.first_own_effect || !self.opts().synergy_requires_effect);
                let summer = food
                    && self.season == SUMMER
                    && (worker == Worker::Farmer
                        || self.opts().improved_farmhand_gets_summer_bonus);
                Msg::new("hk-ex-produce")
                    .num("count", n + synergy as u8 + summer as u8)
                    .term(
                        "res",
                        if food {
                            crate::action::Res::Food.key()
                        } else {
                            crate::action::Res::Wood.key()
                        },
                    )
                    .num("synergy", synergy as u8)
                    .num("summer", summer as u8)
            }
            Action::Mine => {
                let (from, to) = match self.mining_area(seat) {
                    Area::Pinge => (Place::Pinge, Place::Farm),
                    Area::Tunnel => (Place::Tunnel, Place::Shaft),
                };
                Msg::new("hk-ex-mine")
                    .term("from", from.key())
                    .term("to", to.key())
            }
            Action::Drain => {
                let shaft = match self.exec.active {
                    Some(a) if matches!(a.worker, Worker::Haspel | Worker::Winch) => true,
                    _ => self.mining_area(seat) == Area::Tunnel,
                };
                let (from, water) = if shaft {
                    (Place::Shaft, p.shaft_water)
                } else {
                    (Place::Pinge, p.pinge_water)
                };
                Msg::new("hk-ex-drain")
                    .num("count", water.min(2))
                    .term("from", from.key())
                    .num("left", water - water.min(2))
            }
            Action::Haul => Msg::new("hk-ex-haul").num("coal", p.shaft_coal),
            Action::Acquire { tile, fee } => {
                let idx = tile_index(tile).unwrap_or(0);
                let vp = rank_vp(tile_level(idx), self.stack_len[idx]);
                let m = Msg::new(if fee.is_some() {
                    "hk-ex-acquire-fee"
                } else {
                    "hk-ex-acquire"
                })
                .msg("tile", tile_msg(tile))
                .num("vp", vp)
                .term("effect", tile_effect_key(tile));
                match fee {
                    Some(r) => m
                        .term("fee", r.key())
                        .seat("to", self.top_owner(idx).unwrap_or(seat)),
                    None => m,
                }
            }
            Action::Choose(c) => match c {
                Choice::Nothing => Msg::new("hk-ex-choose-nothing"),
                Choice::Water => Msg::new("hk-ex-choose-water"),
                Choice::Wood => Msg::new("hk-ex-choose-wood"),
                Choice::Thaler => Msg::new("hk-ex-choose-thaler"),
                Choice::Mine => {
                    let (from, to) = if p.exhausted {
                        (Place::Tunnel, Place::Shaft)
                    } else {
                        (Place::Pinge, Place::Farm)
                    };
                    Msg::new("hk-ex-choose-mine")
                        .term("from", from.key())
                        .term("to", to.key())
                }
                Choice::Exchange(n) => Msg::new("hk-ex-exchange").num("coal", n),
            },
            Action::Stop => Msg::new("hk-ex-stop").num(
                "count",
                self.exec.active.map_or(0, |a| {
                    if a.work == Work::None && matches!(a.worker, Worker::Farmer | Worker::Farmhand)
                    {
                        let t = if a.worker == Worker::Farmer {
                            p.plan.farmer
                        } else {
                            p.plan.farmhand
                        };
                        t.iter().sum()
                    } else {
                        a.steps
                    }
                }),
            ),
            Action::Wood(Area::Pinge) => {
                let w = p.pinge_wood as usize;
                let opens = if w < 2 {
                    self.rules.pinge_bounds[w + 1] - self.rules.pinge_bounds[w]
                } else {
                    0
                };
                Msg::new("hk-ex-wood-pinge").num("count", opens)
            }
            Action::Wood(Area::Tunnel) => {
                let s = p.tunnel_wood as usize;
                let coal = self.rules.comps.tunnel.get(s).map_or(0, |sec| sec.coal);
                Msg::new("hk-ex-wood-tunnel")
                    .num("section", s as i64 + 1)
                    .num("count", coal)
            }
            Action::Rope => Msg::new("hk-ex-rope").term(
                "from",
                if p.pinge_water > 0 {
                    Place::Pinge.key()
                } else {
                    Place::Shaft.key()
                },
            ),
            Action::Kiln => Msg::new("hk-ex-kiln"),
            Action::End => Msg::new("hk-ex-end").num("count", self.exec.left.count_ones()),
            Action::Rent { food, thaler } => {
                let (f, t) = self.rent();
                Msg::new("hk-ex-rent")
                    .num("food", food)
                    .num("thaler", thaler)
                    .num(
                        "debt",
                        f.saturating_sub(food) as i64 + t.saturating_sub(thaler) as i64,
                    )
            }
            Action::Store(s) => {
                let n = s.needs();
                let kept = Goods {
                    coal: n[0],
                    wood: n[1],
                    food: n[2],
                };
                let discarded = Goods {
                    coal: p.coal.saturating_sub(n[0]),
                    wood: p.wood.saturating_sub(n[1]),
                    food: p.food.saturating_sub(n[2]),
                };
                Msg::new("hk-ex-store")
                    .msg("kept", kept.message())
                    .num("vp", self.storage_vp(&s))
                    .msg("discarded", discarded.message())
            }
        }
    }
}
