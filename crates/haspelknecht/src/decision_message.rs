//! Decisions in words for a log (`Anna activates the coal digger`), and which events already
//! tell the decision they come from, so that a log in words tells each once (see
//! `present::log`). Keys `hk-do-*` of `crates/present/locales/*/haspelknecht.ftl`.

use crate::action::{Action, Area};
use crate::event::Event;
use crate::explain::{hired_worker, slot_worker, token_msg};
use crate::terms::{tile_msg, Payment};
use engine::{Msg, Seat};

/// `action` of `seat` in words (what it chose, not what came of it: that the events tell).
pub fn decision_message(seat: Seat, action: Action) -> Msg {
    let m = |key: &'static str| Msg::new(key).seat("seat", seat);
    match action {
        Action::Take {
            pool,
            colour,
            count,
        } => m("hk-do-take")
            .num("count", count)
            .term("colour", colour.key())
            .num("pool", pool + 1),
        Action::Pass => m("hk-do-pass"),
        Action::Lamp { pool, .. } => m("hk-do-lamp").num("pool", pool + 1),
        Action::ReturnWater(true) => m("hk-do-return-water"),
        Action::ReturnWater(false) => m("hk-do-keep-water"),
        Action::Assign { slot, token } => m("hk-do-assign")
            .msg("token", token_msg(token))
            .term("worker", slot_worker(slot).key()),
        Action::Pay { worker, pay } => m("hk-do-pay")
            .term("worker", hired_worker(worker).key())
            .term("pay", Payment::of(pay).unwrap_or(Payment::Food).key()),
        Action::Winch => m("hk-do-winch"),
        Action::Done => m("hk-do-done"),
        Action::Activate(w) => m("hk-do-activate").term("worker", w.key()),
        Action::Produce => m("hk-do-produce"),
        Action::Mine => m("hk-do-mine"),
        Action::Drain => m("hk-do-drain"),
        Action::Haul => m("hk-do-haul"),
        Action::Acquire { tile, .. } => m("hk-do-acquire").msg("tile", tile_msg(tile)),
        Action::Choose(_) => m("hk-do-choose"),
        Action::Stop => m("hk-do-stop"),
        Action::Wood(Area::Pinge) => m("hk-do-wood-pinge"),
        Action::Wood(Area::Tunnel) => m("hk-do-wood-tunnel"),
        Action::Rope => m("hk-do-rope"),
        Action::Kiln => m("hk-do-kiln"),
        Action::End => m("hk-do-end"),
        Action::Rent { food, thaler } => m("hk-do-rent").num("food", food).num("thaler", thaler),
        Action::Store(_) => m("hk-do-store"),
    }
}

/// Whether `event` says what `action` of `seat` did, so that a log in words shows the event
/// alone ([`engine::Game::tells_decision`]): it names the decision's own choice. The discs taken
/// (pool, colour, count), the oil lamp's swap, the pit water returned, what the active worker
/// produced, mined, drained or hoisted, the development bought (tile and fee), the tile choice,
/// the rope, the kiln, the end of an execution with unused workers, the rent paid, what was
/// stored.
pub fn tells(event: &Event, seat: Seat, action: Action) -> bool {
    let own = |x: &Seat| *x == seat;
    match (event, action) {
        (
            Event::DiscsTaken {
                seat: x,
                pool,
                colour,
                count,
                ..
            },
            Action::Take {
                pool: p,
                colour: c,
                count: n,
            },
        ) => own(x) && *pool == p + 1 && *colour == c && *count == n,
        (
            Event::OilLamp {
                seat: x,
                pool,
                reserve,
                action: a,
            },
            Action::Lamp {
                pool: p,
                reserve: r,
                action: b,
            },
        ) => own(x) && *pool == p + 1 && *reserve == r && *a == b,
        (Event::WaterReturned { seat: x }, Action::ReturnWater(true)) => own(x),
        (Event::Produced { seat: x, .. }, Action::Produce) => own(x),
        (Event::CoalMined { seat: x, .. }, Action::Mine) => own(x),
        (Event::WaterRemoved { seat: x, .. }, Action::Drain) => own(x),
        (Event::CoalHauled { seat: x, .. }, Action::Haul) => own(x),
        (
            Event::DevelopmentAcquired {
                seat: x, tile, fee, ..
            },
            Action::Acquire { tile: t, fee: f },
        ) => own(x) && *tile == t && fee.map(|fee| fee.resource) == f,
        (
            Event::TileChoice {
                seat: x, choice, ..
            },
            Action::Choose(c),
        ) => own(x) && *choice == c,
        (Event::Rope { seat: x, .. }, Action::Rope) => own(x),
        (Event::CharcoalKiln { seat: x }, Action::Kiln) => own(x),
        (Event::WorkersUnused { seat: x, .. }, Action::End) => own(x),
        (
            Event::Rent {
                seat: x,
                food,
                thaler,
                ..
            },
            Action::Rent { food: f, thaler: t },
        ) => own(x) && *food == f && *thaler == t,
        (Event::Storage { seat: x, kept, .. }, Action::Store(s)) => {
            own(x) && [kept.coal, kept.wood, kept.food] == s.needs()
        }
        _ => false,
    }
}
