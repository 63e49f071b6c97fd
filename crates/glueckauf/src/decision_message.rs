//! Decisions in words for a log (`Anna moves the elevator to the grey level`), and which events
//! already tell the decision they come from, so that a log in words tells each once (see
//! `present::log`). Keys `ga-do-*` of `crates/present/locales/*/glueckauf.ftl`.

use crate::action::{Action, End};
use crate::names::{end_term, source_term, Card, Coal, Level, OrderInfo, SpaceId, TileInfo};
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
