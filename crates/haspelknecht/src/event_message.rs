//! Events in words: the message a player reads of each [`Event`] and of its parts (a catalogue
//! key of `crates/present/locales/*/haspelknecht.ftl` and the facts).

use crate::action::{Choice, Res};
use crate::event::{Event, Gain, Goods};
use crate::pieces::Worker;
use crate::terms::{discs_msg, join_plus, tile_msg, PlanView};
use engine::{Arg, EventWords, Msg, Seat};

impl Goods {
    pub fn message(&self) -> Msg {
        join_plus(
            [
                (self.coal, Res::Coal),
                (self.wood, Res::Wood),
                (self.food, Res::Food),
            ]
            .into_iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, r)| {
                Msg::new("hk-amount-of")
                    .num("count", n)
                    .term("res", r.key())
            })
            .collect(),
        )
    }
}

impl Gain {
    pub fn message(&self) -> Msg {
        match *self {
            Gain::Thaler(n) => Msg::new("hk-gain-thaler").num("count", n),
            Gain::Food(n) => Msg::new("hk-gain-food").num("count", n),
            Gain::Wood(n) => Msg::new("hk-gain-wood").num("count", n),
            Gain::ShaftCoal(n) => Msg::new("hk-gain-shaft-coal").num("count", n),
            Gain::Marker(m) => Msg::new("hk-gain-marker").term("marker", m.key()),
            Gain::Building(b) => Msg::new("hk-gain-building").term("building", b.key()),
            Gain::ImprovedFarmhand => Msg::new("hk-gain-improved-farmhand"),
            Gain::NoPitWater => Msg::new("hk-gain-no-pit-water"),
            Gain::CoalVpEach => Msg::new("hk-gain-coal-vp-each"),
        }
    }
}

fn seats(list: &[Seat]) -> Vec<Arg> {
    list.iter().map(|&s| Arg::Seat(s)).collect()
}

/// A plan in words: `farmer: 2 black; coal digger (food)`.
pub fn plan_message(plan: &PlanView) -> Msg {
    let mut parts = Vec::new();
    for (worker, d) in [
        (Worker::Farmer, &plan.farmer),
        (Worker::Farmhand, &plan.farmhand),
        (Worker::Mill, &plan.mill),
    ] {
        if d.total() > 0 {
            parts.push(Arg::Msg(Box::new(
                Msg::new("hk-plan-tokens")
                    .term("worker", worker.key())
                    .msg("discs", discs_msg([d.black, d.brown, d.yellow])),
            )));
        }
    }
    for (worker, pay) in [
        (Worker::Digger, plan.digger),
        (Worker::Hewer, plan.hewer),
        (Worker::Haspel, plan.haspel),
    ] {
        if let Some(pay) = pay {
            parts.push(Arg::Msg(Box::new(
                Msg::new("hk-plan-paid")
                    .term("worker", worker.key())
                    .term("pay", pay.key()),
            )));
        }
    }
    if plan.winch {
        parts.push(Arg::Term("hk-plan-winch"));
    }
    if parts.is_empty() {
        Msg::new("hk-plan-nothing")
    } else {
        Msg::new("hk-list").list("items", parts)
    }
}

impl EventWords for Event {
    /// The message a player reads.
    fn message(&self) -> Msg {
        match self {
            Event::SeasonBegins { year, season } => Msg::new("hk-ev-season-begins")
                .num("year", *year)
                .term("season", season.key()),
            Event::PitWater {
                season,
                received,
                bucket,
            } => {
                let key = if bucket.is_empty() {
                    "hk-ev-pit-water"
                } else {
                    "hk-ev-pit-water-bucket"
                };
                Msg::new(key)
                    .term("season", season.key())
                    .list("seats", seats(received))
                    .num("count", received.len() as i64)
                    .list("bucket", seats(bucket))
            }
            Event::DiscsReturned { discs } => Msg::new("hk-ev-discs-returned")
                .num("count", discs.total())
                .msg("discs", discs_msg([discs.black, discs.brown, discs.yellow])),
            Event::PoolRefilled {
                pool,
                reserve,
                action,
            } => Msg::new("hk-ev-pool-refilled")
                .num("pool", *pool)
                .msg(
                    "reserve",
                    discs_msg([reserve.black, reserve.brown, reserve.yellow]),
                )
                .msg(
                    "action",
                    discs_msg([action.black, action.brown, action.yellow]),
                ),
            Event::DiscsTaken {
                seat,
                step,
                pool,
                colour,
                count,
                pit_water,
            } => Msg::new(if *pit_water {
                "hk-ev-discs-taken-water"
            } else {
                "hk-ev-discs-taken"
            })
            .seat("seat", *seat)
            .num("count", *count)
            .term("colour", colour.key())
            .num("pool", *pool)
            .num("step", *step),
            Event::OilLamp {
                seat,
                pool,
                reserve,
                action,
            } => Msg::new("hk-ev-oil-lamp")
                .seat("seat", *seat)
                .num("pool", *pool)
                .term("reserve", reserve.key())
                .term("action", action.key()),
            Event::WaterReturned { seat } => Msg::new("hk-ev-water-returned").seat("seat", *seat),
            Event::TurnOrder { order } => Msg::new("hk-ev-turn-order").list(
                "order",
                order
                    .iter()
                    .map(|t| {
                        Arg::Msg(Box::new(
                            Msg::new("hk-turn-place")
                                .seat("seat", t.seat)
                                .num("value", t.value),
                        ))
                    })
                    .collect(),
            ),
            Event::PlansRevealed { plans } => Msg::new("hk-ev-plans-revealed").list(
                "plans",
                plans
                    .iter()
                    .map(|p| {
                        Arg::Msg(Box::new(
                            Msg::new("hk-plan-of")
                                .seat("seat", p.seat)
                                .msg("plan", plan_message(&p.plan)),
                        ))
                    })
                    .collect(),
            ),
            Event::Produced {
                seat,
                worker,
                resource,
                amount,
                synergy,
                summer,
            } => Msg::new("hk-ev-produced")
                .seat("seat", *seat)
                .term("worker", worker.key())
                .num("count", *amount)
                .term("res", resource.key())
                .num("synergy", *synergy)
                .num("summer", *summer),
            Event::SynergyAction { seat, worker } => Msg::new("hk-ev-synergy-action")
                .seat("seat", *seat)
                .term("worker", worker.key()),
            Event::CoalMined {
                seat,
                worker,
                from,
                to,
            } => Msg::new("hk-ev-coal-mined")
                .seat("seat", *seat)
                .term("worker", worker.key())
                .term("from", from.key())
                .term("to", to.key()),
            Event::WaterRemoved {
                seat,
                worker,
                from,
                amount,
            } => Msg::new("hk-ev-water-removed")
                .seat("seat", *seat)
                .term("worker", worker.key())
                .num("count", *amount)
                .term("from", from.key()),
            Event::CoalHauled { seat, worker } => Msg::new("hk-ev-coal-hauled")
                .seat("seat", *seat)
                .term("worker", worker.key()),
            Event::PingeExhausted {
                seat,
                water_to_shaft,
                wood_returned,
                bonus_vp,
            } => Msg::new("hk-ev-pinge-exhausted")
                .seat("seat", *seat)
                .num("water", *water_to_shaft)
                .num("wood", *wood_returned)
                .num("vp", *bonus_vp),
            Event::WaterMill {
                seat,
                thaler,
                food,
                vp,
            } => Msg::new("hk-ev-water-mill")
                .seat("seat", *seat)
                .num("thaler", *thaler)
                .num("food", *food)
                .num("vp", *vp),
            Event::CharcoalKiln { seat } => Msg::new("hk-ev-charcoal-kiln").seat("seat", *seat),
            Event::Rope { seat, from } => Msg::new("hk-ev-rope")
                .seat("seat", *seat)
                .term("from", from.key()),
            Event::DevelopmentAcquired {
                seat,
                tile,
                worker,
                rank,
                vp,
                fee,
            } => {
                let m = Msg::new(if fee.is_some() {
                    "hk-ev-acquired-fee"
                } else {
                    "hk-ev-acquired"
                })
                .seat("seat", *seat)
                .msg("tile", tile_msg(*tile))
                .term("worker", worker.key())
                .num("rank", *rank)
                .num("vp", *vp);
                match fee {
                    Some(f) => m.term("fee", f.resource.key()).seat("to", f.to),
                    None => m,
                }
            }
            Event::TileEffect { seat, tile, gains } => Msg::new("hk-ev-tile-effect")
                .seat("seat", *seat)
                .msg("tile", tile_msg(*tile))
                .list(
                    "gains",
                    gains
                        .iter()
                        .map(|g| Arg::Msg(Box::new(g.message())))
                        .collect(),
                ),
            Event::TileChoice { seat, tile, choice } => {
                let m = Msg::new(match choice {
                    Choice::Nothing => "hk-ev-choice-nothing",
                    Choice::Water => "hk-ev-choice-water",
                    Choice::Wood => "hk-ev-choice-wood",
                    Choice::Thaler => "hk-ev-choice-thaler",
                    Choice::Mine => "hk-ev-choice-mine",
                    Choice::Exchange(_) => "hk-ev-choice-exchange",
                })
                .seat("seat", *seat)
                .msg("tile", tile_msg(*tile));
                match choice {
                    Choice::Exchange(n) => m.num("coal", *n),
                    _ => m,
                }
            }
            Event::WorkersUnused { seat, workers } => Msg::new("hk-ev-workers-unused")
                .seat("seat", *seat)
                .num("count", workers.len() as i64)
                .list(
                    "workers",
                    workers.iter().map(|w| Arg::Term(w.key())).collect(),
                ),
            Event::WinterBegins { year } => Msg::new("hk-ev-winter-begins").num("year", *year),
            Event::WinterCoal {
                seat,
                coal,
                vp,
                horse_wagon,
            } => Msg::new(if *horse_wagon {
                "hk-ev-winter-coal-wagon"
            } else {
                "hk-ev-winter-coal"
            })
            .seat("seat", *seat)
            .num("coal", *coal)
            .num("vp", *vp),
            Event::Rent {
                seat,
                food,
                thaler,
                debt,
            } => Msg::new("hk-ev-rent")
                .seat("seat", *seat)
                .num("food", *food)
                .num("thaler", *thaler)
                .num("debt", *debt),
            Event::Storage {
                seat,
                kept,
                vp,
                discarded,
            } => Msg::new("hk-ev-storage")
                .seat("seat", *seat)
                .msg("kept", kept.message())
                .num("vp", *vp)
                .msg("discarded", discarded.message()),
            Event::YearEnds { year } => Msg::new("hk-ev-year-ends").num("year", *year),
            Event::FinalScoring { seat, lines, total } => Msg::new("hk-ev-final-scoring")
                .seat("seat", *seat)
                .num("total", *total)
                .list(
                    "lines",
                    lines
                        .iter()
                        .map(|l| {
                            Arg::Msg(Box::new(
                                Msg::new("hk-score-line")
                                    .term("category", l.category.key())
                                    .num("points", l.points),
                            ))
                        })
                        .collect(),
                ),
            Event::GameEnds { winners, standings } => Msg::new("hk-ev-game-ends")
                .list("winners", seats(winners))
                .num("count", winners.len() as i64)
                .list(
                    "standings",
                    standings
                        .iter()
                        .map(|s| {
                            Arg::Msg(Box::new(
                                Msg::new("hk-standing")
                                    .num("rank", s.rank)
                                    .seat("seat", s.seat)
                                    .num("score", s.score)
                                    .num("coal", s.coal_mined)
                                    .num("position", s.turn_position),
                            ))
                        })
                        .collect(),
                ),
        }
    }

    /// Plans revealed, winter (coal scoring, rent), the end of a year and of the game.
    fn is_milestone(&self) -> bool {
        matches!(
            self,
            Event::PlansRevealed { .. }
                | Event::WinterBegins { .. }
                | Event::WinterCoal { .. }
                | Event::Rent { .. }
                | Event::YearEnds { .. }
                | Event::FinalScoring { .. }
                | Event::GameEnds { .. }
        )
    }
}
