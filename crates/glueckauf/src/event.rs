//! What happened besides the decisions: the events `apply` records (see `engine::event`).
//!
//! Every automatic step of the rules is one event: refills of the displays, workers bumped to
//! the canteen, tiles bought and the coal put on their carts (with the coal shortage), the top-5
//! draws (the drawn items only for the drawing seat, the others learn how many were looked at),
//! items returned (how many and to which end, never their order), orders delivered with their
//! VP, the shift scoring element by element, the first-player token, the return of the workers
//! and the final scoring. Events name things as the rules do (card ids, tile numbers, spaces
//! in notation, colours by name); [`Event::message`] gives the catalogue key
//! (`crates/present/locales/*/glueckauf.ftl`) and the facts.

use crate::names::*;
use engine::{Arg, Msg, Seat, Visibility};
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

fn plus(vp: i16) -> i64 {
    vp as i64
}

impl Event {
    /// The message a player reads.
    pub fn message(&self) -> Msg {
        match self {
            Event::DraftLeftover { card, space } => Msg::new("ga-ev-draft-leftover")
                .arg("card", card.arg())
                .arg("space", space.arg()),
            Event::TileRevealed { space, tile } => Msg::new("ga-ev-tile-revealed")
                .arg("space", space.arg())
                .msg("tile", tile.msg())
                .num("cost", tile.cost),
            Event::OrderRevealed { space, card } => Msg::new("ga-ev-order-revealed")
                .arg("space", space.arg())
                .msg("card", card.msg()),
            Event::SpaceStaysEmpty { space, pile } => Msg::new(match pile {
                Items::Tiles => "ga-ev-space-empty-tiles",
                Items::Orders => "ga-ev-space-empty-orders",
            })
            .arg("space", space.arg()),
            Event::WorkersBumped {
                seat,
                workers,
                space,
                by,
            } => Msg::new(if seat == by {
                "ga-ev-bumped-own"
            } else {
                "ga-ev-bumped"
            })
            .seat("seat", *seat)
            .num("n", *workers)
            .arg("space", space.arg())
            .seat("by", *by),
            Event::MarksGained { seat, marks, total } => Msg::new("ga-ev-marks")
                .seat("seat", *seat)
                .num("n", *marks)
                .num("total", *total),
            Event::OutOfWorkers { seat } => Msg::new("ga-ev-out-of-workers").seat("seat", *seat),
            Event::TileBought { seat, tile, money } => Msg::new("ga-ev-tile-bought")
                .seat("seat", *seat)
                .msg("tile", tile.msg())
                .num("cost", tile.cost)
                .num("money", *money),
            Event::CoalLoaded {
                seat,
                colour,
                cubes,
            } => Msg::new("ga-ev-coal-loaded")
                .seat("seat", *seat)
                .num("n", *cubes)
                .term("colour", colour.term()),
            Event::CoalShortage { seat, level, carts } => Msg::new("ga-ev-coal-shortage")
                .seat("seat", *seat)
                .num("n", *carts)
                .term("colour", level.term()),
            Event::CoalSubstituted { seat, level, cube } => Msg::new("ga-ev-coal-substituted")
                .seat("seat", *seat)
                .term("cube", cube.term())
                .term("colour", level.term()),
            Event::CartsLeftEmpty { seat, level, carts } => Msg::new("ga-ev-carts-left-empty")
                .seat("seat", *seat)
                .num("n", *carts)
                .term("colour", level.term()),
            Event::OrderTaken { seat, card, space } => Msg::new("ga-ev-order-taken")
                .seat("seat", *seat)
                .msg("card", card.msg())
                .arg("space", space.arg()),
            Event::LookedAt { seat, items, count } => Msg::new(match items {
                Items::Tiles => "ga-ev-looked-at-tiles",
                Items::Orders => "ga-ev-looked-at-orders",
            })
            .seat("seat", *seat)
            .num("n", *count),
            Event::TilesDrawn { seat, tiles } => {
                Msg::new("ga-ev-tiles-drawn").seat("seat", *seat).list(
                    "items",
                    tiles.iter().map(|t| Arg::Msg(Box::new(t.msg()))).collect(),
                )
            }
            Event::OrdersDrawn { seat, cards } => Msg::new("ga-ev-orders-drawn")
                .seat("seat", *seat)
                .list("items", cards.iter().map(|c| c.id.arg()).collect()),
            Event::OrderKept { seat, card } => Msg::new("ga-ev-order-kept")
                .seat("seat", *seat)
                .msg("card", card.msg()),
            Event::ItemsReturned {
                seat,
                items,
                count,
                bottom,
            } => Msg::new(match items {
                Items::Tiles => "ga-ev-tiles-returned",
                Items::Orders => "ga-ev-orders-returned",
            })
            .seat("seat", *seat)
            .num("n", *count)
            .term("end", end_term(*bottom)),
            Event::OrderDelivered {
                seat,
                card,
                vp,
                cubes,
            } => Msg::new("ga-ev-order-delivered")
                .seat("seat", *seat)
                .arg("card", card.id.arg())
                .term("transport", card.transport.term())
                .num("vp", *vp)
                .arg("cubes", coal_arg(cubes.array())),
            Event::OrdersDelivered {
                seat,
                transport,
                cards,
                vp,
            } => Msg::new("ga-ev-orders-delivered")
                .seat("seat", *seat)
                .num("n", *cards)
                .term("transport", transport.term())
                .num("vp", *vp),
            Event::MiningEnded { seat, steps_lost } => Msg::new(if *steps_lost == 0 {
                "ga-ev-mining-done"
            } else {
                "ga-ev-mining-stopped"
            })
            .seat("seat", *seat)
            .num("n", *steps_lost),
            Event::ShiftScoring { shift, elements } => Msg::new("ga-ev-shift-scoring")
                .num("shift", *shift)
                .num("elements", *elements),
            Event::ElementScored {
                element,
                what,
                first_vp,
                second_vp,
                scored,
                tie,
                ..
            } => {
                let key = if scored.is_empty() {
                    "ga-ev-element-nobody"
                } else if *tie {
                    "ga-ev-element-tie"
                } else {
                    "ga-ev-element"
                };
                Msg::new(key)
                    .num("element", *element)
                    .term("what", what.term())
                    .num("first", *first_vp)
                    .num("second", *second_vp)
                    .list(
                        "scored",
                        scored
                            .iter()
                            .map(|s| {
                                Arg::Msg(Box::new(
                                    Msg::new("ga-ev-element-gain")
                                        .seat("seat", s.seat)
                                        .num("vp", plus(s.vp))
                                        .num("count", s.count),
                                ))
                            })
                            .collect(),
                    )
            }
            Event::FirstPlayer {
                seat,
                previous,
                factory_workers,
                tie,
            } => {
                let most = factory_workers.iter().copied().max().unwrap_or(0);
                let key = match (*tie, seat == previous) {
                    (false, _) => "ga-ev-first-player",
                    (true, true) => "ga-ev-first-player-keeps",
                    (true, false) => "ga-ev-first-player-tie",
                };
                Msg::new(key)
                    .seat("seat", *seat)
                    .seat("previous", *previous)
                    .num("n", most)
            }
            Event::ShiftStarted {
                shift,
                first_player,
                workers,
            } => Msg::new("ga-ev-shift-started")
                .num("shift", *shift)
                .seat("seat", *first_player)
                .num("workers", *workers),
            Event::FinalScored {
                seat,
                money_vp,
                marks_left,
                coal_vp,
                cubes,
                pending_vp,
                pending,
                balance_vp,
                light,
                dark,
                total,
            } => Msg::new("ga-ev-final")
                .seat("seat", *seat)
                .num("money", plus(*money_vp))
                .num("left", *marks_left)
                .num("coal", plus(*coal_vp))
                .num("cubes", *cubes)
                .num("pending", plus(*pending_vp))
                .num("cards", *pending)
                .num("balance", plus(*balance_vp))
                .num("light", *light)
                .num("dark", *dark)
                .num("total", *total),
            Event::GameWon {
                seats,
                score,
                marks_left,
            } => Msg::new(if seats.len() > 1 {
                "ga-ev-game-won-shared"
            } else {
                "ga-ev-game-won"
            })
            .list("seats", seats.iter().map(|&s| Arg::Seat(s)).collect())
            .num("score", *score)
            .num("left", *marks_left),
        }
    }
}

impl crate::GlueckAuf {
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
