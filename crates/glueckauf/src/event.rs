//! What happened besides the decisions: the events `apply` records (see `engine::event`).
//!
//! Every automatic step of the rules is one event: refills of the displays, workers bumped to
//! the canteen, tiles bought and the coal put on their carts (with the coal shortage), the top-5
//! draws (the drawn items only for the drawing seat, the others learn how many were looked at),
//! items returned (how many and to which end, never their order), orders delivered with their
//! VP, the delivered cards revealed at a shift scoring (when they are hidden between
//! scorings), the shift scoring element by element, the first-player token, the return of the workers
//! and the final scoring. Events name things as the rules do (card ids, tile numbers, spaces
//! in notation, colours by name). This is the data the rules record; what a player reads of it
//! (the catalogue key and the facts) is [`crate::event_message`].

use crate::names::*;
use engine::Seat;
use serde::Serialize;

/// What one seat scored on one element.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct SeatScore {
    pub seat: Seat,
    /// Its count for the element (cells or empty carts).
    pub count: u8,
    pub vp: i16,
}

/// An automatic step of the rules.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The draft is over: the card nobody took goes on the leftmost open order space
    /// (spec §1.2 step 10.4, §7 item 20).
    DraftLeftover { card: Card, space: SpaceId },
    /// A tile comes face up on a factory space (refill, spec §3.1 step 4).
    TileRevealed { space: SpaceId, tile: TileInfo },
    /// An order card comes face up on an order space (refill, spec §3.5).
    OrderRevealed { space: SpaceId, card: OrderInfo },
    /// The pile is empty: the space stays empty for the rest of the game (spec §6.3).
    SpaceStaysEmpty { space: SpaceId, pile: Items },
    /// The workers on a space went to the canteen (spec §2.2 step 1).
    WorkersBumped {
        /// Whose workers they were.
        seat: Seat,
        workers: u8,
        space: SpaceId,
        /// Who bumped them.
        by: Seat,
    },
    /// Marks from a money space or the bank (spec §3.4, §2.3).
    MarksGained {
        seat: Seat,
        marks: u8,
        /// The marks the seat has now.
        total: u16,
    },
    /// A seat placed its last worker: it is skipped for the rest of the shift (spec §2.1).
    OutOfWorkers { seat: Seat },
    /// A tunnel tile bought and attached on its level and printed side (spec §3.1).
    TileBought {
        seat: Seat,
        tile: TileInfo,
        /// The marks the seat has left.
        money: u16,
    },
    /// Cubes of the carts' own colour from the supply onto the new carts.
    CoalLoaded { seat: Seat, colour: Coal, cubes: u8 },
    /// Coal shortage: the supply lacks the colour for this many new carts; the seat puts a
    /// cube of another colour on each (spec §6.4).
    CoalShortage { seat: Seat, level: Coal, carts: u8 },
    /// One substitute cube on a cart of `level` (spec §6.4).
    CoalSubstituted { seat: Seat, level: Coal, cube: Coal },
    /// Carts left empty: the supply has no coal at all (spec §7 item 16), or the seat chose
    /// so (`optional_substitution`).
    CartsLeftEmpty { seat: Seat, level: Coal, carts: u8 },
    /// The card of a regular order space taken into pending orders (spec §3.5).
    OrderTaken {
        seat: Seat,
        card: OrderInfo,
        space: SpaceId,
    },
    /// A seat looked at the top items of a pile (top-5 space); public: how many, not which.
    LookedAt { seat: Seat, items: Items, count: u8 },
    /// The tiles the seat drew (only that seat sees this event).
    TilesDrawn { seat: Seat, tiles: Vec<TileInfo> },
    /// The cards the seat drew (only that seat sees this event).
    OrdersDrawn { seat: Seat, cards: Vec<OrderInfo> },
    /// The card kept from a top-5 draw; it is public once pending (spec §7 item 19).
    OrderKept { seat: Seat, card: OrderInfo },
    /// The other drawn items went back face down to one end of their pile (spec §7 item 7):
    /// public how many and which end, never their order.
    ItemsReturned {
        seat: Seat,
        items: Items,
        count: u8,
        bottom: bool,
    },
    /// One order delivered: its VP at once, its cubes back to the supply (spec §3.3). Public,
    /// or only its owner's when delivered orders are hidden (`delivered_orders_public`).
    OrderDelivered {
        seat: Seat,
        card: OrderInfo,
        vp: u8,
        /// The cubes that were on it, back in the supply.
        cubes: CoalCounts,
    },
    /// A delivery as the other seats see it when delivered orders are hidden.
    OrdersDelivered {
        seat: Seat,
        transport: Transport,
        cards: u8,
        vp: u16,
    },
    /// A mining action ended; `steps_lost` unused steps are lost (spec §3.2).
    MiningEnded { seat: Seat, steps_lost: u8 },
    /// All workers are placed: the shift is scored, elements 1..`elements` (spec §4.1).
    ShiftScoring { shift: u8, elements: u8 },
    /// The start of a shift scoring with hidden delivered orders (`delivered_orders_public =
    /// false`): the seat turns up all its delivered cards, earlier shifts' included (spec §4.1
    /// step 1), one event per seat before the elements. Public: every seat knows these cards
    /// from now on.
    DeliveredRevealed {
        shift: u8,
        seat: Seat,
        /// In id order.
        cards: Vec<OrderInfo>,
    },
    /// One element of the shift scoring: every seat's count and who scored what.
    ElementScored {
        shift: u8,
        /// 1..12.
        element: u8,
        what: Element,
        first_vp: i16,
        second_vp: i16,
        /// Every seat's count.
        counts: Vec<u8>,
        /// The seats that scored, with their count and VP (first place, then second).
        scored: Vec<SeatScore>,
        /// Several seats tied for first place, so nobody is second.
        tie: bool,
    },
    /// The starting-player token after a shift (spec §4.2 step 1).
    FirstPlayer {
        seat: Seat,
        previous: Seat,
        /// Workers of each seat on the factory (regular spaces and the top-5 space).
        factory_workers: Vec<u8>,
        /// Several seats had the most workers there.
        tie: bool,
    },
    /// A new shift: every worker goes back to its owner (spec §4.2 step 4).
    ShiftStarted {
        shift: u8,
        first_player: Seat,
        workers: u8,
    },
    /// The end of the game (spec §5): one seat's adjustments.
    FinalScored {
        seat: Seat,
        /// +1 VP per 5 marks; `marks_left` remain for the tie-break.
        money_vp: i16,
        marks_left: u8,
        /// +1 VP per 3 cubes owned.
        coal_vp: i16,
        cubes: u32,
        /// −1 VP per pending order.
        pending_vp: i16,
        pending: u8,
        /// −2 VP per tile of imbalance between light and dark tiles.
        balance_vp: i16,
        light: u8,
        dark: u8,
        /// The final score.
        total: i32,
    },
    /// Who won: the highest score, then the most marks left (spec §5).
    GameWon {
        seats: Vec<Seat>,
        score: i32,
        marks_left: u8,
    },
}
