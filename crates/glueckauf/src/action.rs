//! Decisions: small and `Copy`. A whole turn is a sequence of these (spec §8).

use crate::data::Colour;

/// The end of a pile the returned top-5 items go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum End {
    Top,
    Bottom,
}

/// Where a cube for an order comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The elevator (only at the surface).
    Elevator,
    /// Private storage (wherever the elevator is, spec §7 item 5).
    Storage,
}

/// One decision. See the crate docs for the notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Draft an order card (`draft OT05`).
    Draft(u8),
    /// Place workers on an action space (index into [`crate::data::SPACES`]).
    Place(u8),
    /// One worker on the bank building for 1 mark.
    Bank,
    /// Top-5 tile space: buy this tile (`take 17`, printed number).
    TakeTile(u8),
    /// Top-5 order space: keep this card (`take OC10`).
    TakeOrder(u8),
    /// Top-5 space: take nothing.
    TakeNone,
    /// Return the other drawn items to this end of the pile.
    Return(End),
    /// The next returned tile, top to bottom (`next 17`).
    NextTile(u8),
    /// The next returned order card, top to bottom (`next OC10`).
    NextOrder(u8),
    /// Put a cube of this colour on a cart that cannot get its own colour; `None` leaves it
    /// empty (only with `optional_substitution`).
    Substitute(Option<Colour>),
    /// Move the elevator to a level (0 = surface, 1..=4).
    Lift(u8),
    /// Load a cube of this colour from a cart at the elevator's level.
    Load(Colour),
    /// Elevator (at the surface) to storage.
    Store(Colour),
    /// Fill one empty cell of the cube's colour on a pending order.
    Fill(u8, Colour, Source),
    /// Start a double fill (2 steps): card and printed colour of the empty cell.
    Double(u8, Colour),
    /// One of the two cubes of a double fill.
    Cube(Colour, Source),
    /// End mining; the remaining steps are lost.
    Stop,
}
