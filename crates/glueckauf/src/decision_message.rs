//! Decisions in words for a log (`Anna moves the elevator to the grey level`), and which events
//! already tell the decision they come from, so that a log in words tells each once (see
//! `present::log`). Keys `ga-do-*` of `crates/present/locales/*/glueckauf.ftl`.

use crate::action::{Action, End};
use crate::data::{SpaceKind, SPACES};
use crate::event::Event;
use crate::names::{end_term, source_term, Card, Coal, Items, Level, OrderInfo, SpaceId, TileInfo};
use engine::{Msg, Seat};

/// `action` of `seat` in words.
pub fn decision_message(seat: Seat, action: Action) -> Msg {
    let m = |key: &'static str| Msg::new(key).seat("seat", seat);
    match action {
        Action::Draft(c) => m("ga-do-draft").msg("card", OrderInfo::of(c).msg()),
        Action::Place(s) => m("ga-do-place").arg("space", SpaceId(s).arg()),
        Action::Bank => m("ga-do-bank"),
        Action::TakeTile(t) => m("ga-do-take-tile").msg("tile", TileInfo::of(t).msg()),
        Action::TakeOrder(c) => m("ga-do-take-order").msg("card", OrderInfo::of(c).msg()),
        Action::TakeNone => m("ga-do-take-none"),
        Action::Return(end) => m("ga-do-return").term("end", end_term(end == End::Bottom)),
        Action::NextTile(t) => m("ga-do-next").msg("item", TileInfo::of(t).msg()),
        Action::NextOrder(c) => m("ga-do-next").msg("item", OrderInfo::of(c).msg()),
        Action::Substitute(Some(c)) => m("ga-do-substitute").term("cube", Coal::of(c).term()),
        Action::Substitute(None) => m("ga-do-substitute-none"),
        Action::Lift(l) => m("ga-do-lift").term("level", Level::of(l).term()),
        Action::Load(c) => m("ga-do-load").term("colour", Coal::of(c).term()),
        Action::Store(c) => m("ga-do-store").term("colour", Coal::of(c).term()),
        Action::Fill(card, c, source) => m("ga-do-fill")
            .term("colour", Coal::of(c).term())
            .term("source", source_term(source))
            .arg("card", Card(card).arg()),
        Action::Double(card, c) => m("ga-do-double")
            .term("colour", Coal::of(c).term())
            .arg("card", Card(card).arg()),
        Action::Cube(c, source) => m("ga-do-cube")
            .term("colour", Coal::of(c).term())
            .term("source", source_term(source)),
        Action::Stop => m("ga-do-stop"),
    }
}

/// Whether `event` says what `action` of `seat` did, so that a log in words shows the event
/// alone ([`engine::Game::tells_decision`]): it names the decision's own choice. Workers put on
/// a space: the bump from that space, the marks of that money space, the tile bought from that
/// factory space, the order taken from that order space, the look at that space's pile, the
/// delivery by that space's transport. A kept tile or order, the end a return chose, the
/// substitute cube, a stop that loses steps. Never the last step of mining ("has used every
/// mining step" says nothing of which step it was) nor the bank ("gains 1 mark" does not say
/// where the worker went).
pub fn tells(event: &Event, seat: Seat, action: Action) -> bool {
    let kind = |s: u8| SPACES.get(s as usize).map(|sp| sp.kind);
    match (event, action) {
        (Event::WorkersBumped { by, space, .. }, Action::Place(s)) => {
            *by == seat && *space == SpaceId(s)
        }
        (Event::MarksGained { seat: x, marks, .. }, Action::Place(s)) => {
            *x == seat && kind(s) == Some(SpaceKind::Money(*marks))
        }
        (Event::TileBought { seat: x, .. }, Action::Place(s)) => {
            *x == seat && kind(s) == Some(SpaceKind::Factory)
        }
        (Event::LookedAt { seat: x, items, .. }, Action::Place(s)) => {
            let draw = match items {
                Items::Tiles => SpaceKind::FactoryDraw,
                Items::Orders => SpaceKind::OrderDraw,
            };
            *x == seat && kind(s) == Some(draw)
        }
        (Event::OrderTaken { seat: x, space, .. }, Action::Place(s)) => {
            *x == seat && *space == SpaceId(s)
        }
        (Event::OrderDelivered { seat: x, card, .. }, Action::Place(s)) => {
            *x == seat && kind(s) == Some(SpaceKind::Delivery(card.transport as u8))
        }
        (
            Event::OrdersDelivered {
                seat: x, transport, ..
            },
            Action::Place(s),
        ) => *x == seat && kind(s) == Some(SpaceKind::Delivery(*transport as u8)),
        (Event::TileBought { seat: x, tile, .. }, Action::TakeTile(t)) => {
            *x == seat && *tile == TileInfo::of(t)
        }
        (Event::OrderKept { seat: x, card }, Action::TakeOrder(c)) => {
            *x == seat && card.id == Card(c)
        }
        (
            Event::ItemsReturned {
                seat: x, bottom, ..
            },
            Action::Return(end),
        ) => *x == seat && *bottom == (end == End::Bottom),
        (Event::CoalSubstituted { seat: x, cube, .. }, Action::Substitute(Some(c))) => {
            *x == seat && *cube == Coal::of(c)
        }
        (
            Event::MiningEnded {
                seat: x,
                steps_lost,
            },
            Action::Stop,
        ) => *x == seat && *steps_lost > 0,
        _ => false,
    }
}
