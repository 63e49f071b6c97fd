//! What happened besides the decisions: the events `apply` records (see `engine::event`).
//!
//! Every automatic step of the rules is an event: the pit-water phases, refills, turn order,
//! the plans revealed, what workers and tiles did, the winter and the final scoring. Events are
//! recorded only when a front end turns recording on (`self.events.push(.., || ..)` builds
//! nothing otherwise), and only by an `apply` that succeeds. All of them are public: the hidden
//! plans appear only in [`Event::PlansRevealed`], once every plan is done.

use crate::action::{Choice, Res};
use crate::explain::tile_msg;
use crate::score::Cat;
use crate::state::{Colour, Worker};
use crate::terms::{discs_msg, join_plus, Building, Discs, Marker, Place, Season};
use crate::view::PlanView;
use engine::{Arg, Msg, Seat};
use serde::Serialize;

/// Coal, wood and food, labelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Goods {
    pub coal: u8,
    pub wood: u8,
    pub food: u8,
}

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

/// One place of the turn order, with the cart-1 value that decided it (§3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct TurnPlace {
    pub seat: Seat,
    pub value: u8,
}

/// One seat's revealed plan.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct SeatPlan {
    pub seat: Seat,
    pub plan: PlanView,
}

/// A development fee paid (§5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Fee {
    pub resource: Res,
    /// The top owner of the tile, who receives it.
    pub to: Seat,
}

/// What a development tile gives at once, or from now on (§5.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Gain {
    Thaler(u8),
    Food(u8),
    Wood(u8),
    /// Coal from the supply into the shaft (tile 42).
    ShaftCoal(u8),
    Marker(Marker),
    Building(Building),
    /// Tile 13: the farmhand is improved from the next action phase.
    ImprovedFarmhand,
    /// Tile 21: no more pit water in the spring and autumn pit-water phases.
    NoPitWater,
    /// Tile 44: winter coal scores 1 VP per coal.
    CoalVpEach,
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

/// One line of a seat's final scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ScorePart {
    pub category: Cat,
    pub points: i32,
}

/// A seat's place at the end (§7), with the tie-break parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Standing {
    pub seat: Seat,
    /// 1 = first; tied seats share a rank.
    pub rank: u8,
    pub score: i32,
    pub coal_mined: u8,
    /// Place in the final turn order (1 = first).
    pub turn_position: u8,
}

/// An automatic step of the rules.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// An action phase begins (§2).
    SeasonBegins { year: u8, season: Season },
    /// The spring or autumn pit-water phase (§4.1): who got 1 pit water, whom the bucket (tile
    /// 21) spared.
    PitWater {
        season: Season,
        received: Vec<Seat>,
        bucket: Vec<Seat>,
    },
    /// The refill (§3.1) begins: every disc on the carts goes back to the bag, every reserve pool
    /// into its action pool.
    DiscsReturned { discs: Discs },
    /// What the refill drew from the bag into one pool pair (numbered as in the notation).
    PoolRefilled {
        pool: u8,
        reserve: Discs,
        action: Discs,
    },
    /// Discs taken (§3.2); `pit_water`: the pool's water symbol gave 1 pit water.
    DiscsTaken {
        seat: Seat,
        step: u8,
        pool: u8,
        colour: Colour,
        count: u8,
        pit_water: bool,
    },
    /// The oil-lamp marker swapped a reserve disc with an action-pool disc (tile 32).
    OilLamp {
        seat: Seat,
        pool: u8,
        reserve: Colour,
        action: Colour,
    },
    /// The first-year rule (§3.3): 1 pit water returned.
    WaterReturned { seat: Seat },
    /// The new turn order (§3.4), first to last.
    TurnOrder { order: Vec<TurnPlace> },
    /// Every plan, revealed when planning ends (§3.5).
    PlansRevealed { plans: Vec<SeatPlan> },
    /// An own worker produced food or wood (§3.7.1), with the synergy (§3.7.4) and summer
    /// (§3.7.3) bonuses included in `amount`.
    Produced {
        seat: Seat,
        worker: Worker,
        resource: Res,
        amount: u8,
        synergy: u8,
        summer: u8,
    },
    /// Synergy (§3.7.4): the second own worker gets one more black action.
    SynergyAction { seat: Seat, worker: Worker },
    /// A worker mined 1 coal.
    CoalMined {
        seat: Seat,
        worker: Worker,
        from: Place,
        to: Place,
    },
    /// A worker removed pit water.
    WaterRemoved {
        seat: Seat,
        worker: Worker,
        from: Place,
        amount: u8,
    },
    /// The Haspelknecht hoisted 1 coal from the shaft to the farm.
    CoalHauled { seat: Seat, worker: Worker },
    /// The Pinge is exhausted (§4.3): its water went to the shaft, its wood back to the supply,
    /// and the Pinge bonus (§4.4) was scored.
    PingeExhausted {
        seat: Seat,
        water_to_shaft: u8,
        wood_returned: u8,
        bonus_vp: u8,
    },
    /// The water mill ran (§3.9).
    WaterMill {
        seat: Seat,
        thaler: u8,
        food: u8,
        vp: u8,
    },
    /// The charcoal kiln turned 2 wood into 2 coal and 1 VP (tile 15).
    CharcoalKiln { seat: Seat },
    /// The rope marker removed 1 pit water for 1 VP (tile 14).
    Rope { seat: Seat, from: Place },
    /// A development was bought (§5.3, §5.4): its rank VP and the fee, if one was due.
    DevelopmentAcquired {
        seat: Seat,
        tile: u8,
        worker: Worker,
        /// 1 = first buyer.
        rank: u8,
        vp: u8,
        fee: Option<Fee>,
    },
    /// What the bought tile gave (§5.5).
    TileEffect {
        seat: Seat,
        tile: u8,
        gains: Vec<Gain>,
    },
    /// The choice made for a waiting tile effect, and what it did.
    TileChoice {
        seat: Seat,
        tile: u8,
        choice: Choice,
    },
    /// An execution ended with planned workers never activated: their tokens and payment are
    /// lost (§9.3).
    WorkersUnused { seat: Seat, workers: Vec<Worker> },
    /// Winter begins (§6).
    WinterBegins { year: u8 },
    /// Winter coal scoring (§6.1); `horse_wagon`: tile 44 scores 1 VP per coal.
    WinterCoal {
        seat: Seat,
        coal: u8,
        vp: u8,
        horse_wagon: bool,
    },
    /// Rent to the nobility (§6.2) and the debt taken for what was not paid.
    Rent {
        seat: Seat,
        food: u8,
        thaler: u8,
        debt: u8,
    },
    /// Storage (§6.3): what was kept, its VP, what went back to the supply.
    Storage {
        seat: Seat,
        kept: Goods,
        vp: u8,
        discarded: Goods,
    },
    /// A year ended (§6.4).
    YearEnds { year: u8 },
    /// One seat's end-game scoring (§7), by category, and its final score.
    FinalScoring {
        seat: Seat,
        lines: Vec<ScorePart>,
        total: i32,
    },
    /// The game is over: the winners and every seat's standing.
    GameEnds {
        winners: Vec<Seat>,
        standings: Vec<Standing>,
    },
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

impl Event {
    /// The message a player reads.
    pub fn message(&self) -> Msg {
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

    /// The kind of event, as its JSON `type` (`pit_water`).
    pub fn kind(&self) -> &'static str {
        match self {
            Event::SeasonBegins { .. } => "season_begins",
            Event::PitWater { .. } => "pit_water",
            Event::DiscsReturned { .. } => "discs_returned",
            Event::PoolRefilled { .. } => "pool_refilled",
            Event::DiscsTaken { .. } => "discs_taken",
            Event::OilLamp { .. } => "oil_lamp",
            Event::WaterReturned { .. } => "water_returned",
            Event::TurnOrder { .. } => "turn_order",
            Event::PlansRevealed { .. } => "plans_revealed",
            Event::Produced { .. } => "produced",
            Event::SynergyAction { .. } => "synergy_action",
            Event::CoalMined { .. } => "coal_mined",
            Event::WaterRemoved { .. } => "water_removed",
            Event::CoalHauled { .. } => "coal_hauled",
            Event::PingeExhausted { .. } => "pinge_exhausted",
            Event::WaterMill { .. } => "water_mill",
            Event::CharcoalKiln { .. } => "charcoal_kiln",
            Event::Rope { .. } => "rope",
            Event::DevelopmentAcquired { .. } => "development_acquired",
            Event::TileEffect { .. } => "tile_effect",
            Event::TileChoice { .. } => "tile_choice",
            Event::WorkersUnused { .. } => "workers_unused",
            Event::WinterBegins { .. } => "winter_begins",
            Event::WinterCoal { .. } => "winter_coal",
            Event::Rent { .. } => "rent",
            Event::Storage { .. } => "storage",
            Event::YearEnds { .. } => "year_ends",
            Event::FinalScoring { .. } => "final_scoring",
            Event::GameEnds { .. } => "game_ends",
        }
    }

    /// Every kind of event (see [`Event::kind`]).
    pub const KINDS: [&'static str; 29] = [
        "season_begins",
        "pit_water",
        "discs_returned",
        "pool_refilled",
        "discs_taken",
        "oil_lamp",
        "water_returned",
        "turn_order",
        "plans_revealed",
        "produced",
        "synergy_action",
        "coal_mined",
        "water_removed",
        "coal_hauled",
        "pinge_exhausted",
        "water_mill",
        "charcoal_kiln",
        "rope",
        "development_acquired",
        "tile_effect",
        "tile_choice",
        "workers_unused",
        "winter_begins",
        "winter_coal",
        "rent",
        "storage",
        "year_ends",
        "final_scoring",
        "game_ends",
    ];
}

impl crate::state::Haspelknecht {
    /// Records a (public) event built from the state, only when recording is on: a playout
    /// pays one branch and builds nothing.
    #[inline(always)]
    pub(crate) fn emit(&mut self, make: impl FnOnce(&Self) -> Event) {
        if self.events.is_recording() {
            self.emit_now(make);
        }
    }

    /// Builds and records the event: kept out of line, off the playouts' path.
    #[cold]
    #[inline(never)]
    fn emit_now(&mut self, make: impl FnOnce(&Self) -> Event) {
        let event = make(self);
        self.events.public(|| event);
    }
}
