//! Events in words: the message a player reads of each [`Event`] (a catalogue key of
//! `crates/present/locales/*/glueckauf.ftl` and the facts).

use crate::event::Event;
use crate::names::*;
use engine::{Arg, EventWords, Msg};

fn plus(vp: i16) -> i64 {
    vp as i64
}

impl EventWords for Event {
    /// The message a player reads.
    fn message(&self) -> Msg {
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
            Event::DeliveredRevealed { seat, cards, .. } => Msg::new(if cards.is_empty() {
                "ga-ev-delivered-revealed-none"
            } else {
                "ga-ev-delivered-revealed"
            })
            .seat("seat", *seat)
            .num("n", cards.len() as i64)
            .list(
                "cards",
                cards.iter().map(|c| Arg::Msg(Box::new(c.msg()))).collect(),
            ),
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

    /// Shift scoring (with the delivered cards it reveals), the first player of the next shift
    /// and the end of the game.
    fn is_milestone(&self) -> bool {
        matches!(
            self,
            Event::ShiftScoring { .. }
                | Event::DeliveredRevealed { .. }
                | Event::ElementScored { .. }
                | Event::FirstPlayer { .. }
                | Event::FinalScored { .. }
                | Event::GameWon { .. }
        )
    }
}
