//! What each seat acquired in a game, read from the game's events: the things a balance report
//! counts per game (development tiles in Haspelknecht; order types and shaft levels in Glück
//! Auf).
//!
//! The balance runs record every event of a game (nobody plays, so nothing is hidden from the
//! report). Definitions:
//! - Haspelknecht, `development`: a development tile bought (`DevelopmentAcquired`), the item is
//!   the tile's number, the period the year (1..) in which it was bought (the year of the last
//!   `SeasonBegins` before it).
//! - Glück Auf, `order_type`: an order delivered (`OrderDelivered`, one per card, also when
//!   delivered orders are hidden from the other seats), the item is its transport
//!   (wheelbarrow, carriage, truck, train), the period the shift (1..3) in which it was
//!   delivered (1 + the shift scorings before it).
//! - Glück Auf, `shaft_level`: a tunnel tile bought (`TileBought`), the item is the level it is
//!   attached on, named by its coal colour (yellow, brown, grey, black: the shaft's levels from
//!   top to bottom), the period the shift in which it was bought.

use engine::{Game, Logged, Seat};

/// One thing a seat acquired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Acquisition {
    pub seat: Seat,
    /// What is counted (`development`, `order_type`, `shaft_level`).
    pub kind: &'static str,
    /// Which one (`21`, `train`, `black`).
    pub item: String,
    /// When: the year (Haspelknecht) or the shift (Glück Auf), from 1.
    pub period: u8,
}

/// A game whose events name what its seats acquired.
pub trait Acquisitions: Game {
    /// The word for [`Acquisition::period`] (`year`, `shift`).
    const PERIOD: &'static str;

    /// Everything acquired, in the order of the events of a whole game.
    fn acquisitions(events: &[Logged<Self::Event>]) -> Vec<Acquisition>;
}

impl Acquisitions for haspelknecht::Haspelknecht {
    const PERIOD: &'static str = "year";

    fn acquisitions(events: &[Logged<Self::Event>]) -> Vec<Acquisition> {
        use haspelknecht::Event;
        let mut year = 1u8;
        let mut out = Vec::new();
        for logged in events {
            match &logged.event {
                Event::SeasonBegins { year: y, .. } => year = *y,
                Event::DevelopmentAcquired { seat, tile, .. } => out.push(Acquisition {
                    seat: *seat,
                    kind: "development",
                    item: tile.to_string(),
                    period: year,
                }),
                _ => {}
            }
        }
        out
    }
}

impl Acquisitions for glueckauf::GlueckAuf {
    const PERIOD: &'static str = "shift";

    fn acquisitions(events: &[Logged<Self::Event>]) -> Vec<Acquisition> {
        use glueckauf::Event;
        let mut shift = 1u8;
        let mut out = Vec::new();
        for logged in events {
            match &logged.event {
                Event::ShiftScoring { shift: s, .. } => shift = shift.max(s + 1),
                Event::OrderDelivered { seat, card, .. } => out.push(Acquisition {
                    seat: *seat,
                    kind: "order_type",
                    item: format!("{:?}", card.transport).to_lowercase(),
                    period: shift,
                }),
                Event::TileBought { seat, tile, .. } => out.push(Acquisition {
                    seat: *seat,
                    kind: "shaft_level",
                    item: format!("{:?}", tile.colour).to_lowercase(),
                    period: shift,
                }),
                _ => {}
            }
        }
        out
    }
}
