//! What happened besides the decisions: the events `apply` records (see `engine::event`).
//!
//! Every automatic step of the rules is an event: the pit-water phases, refills, turn order,
//! the plans revealed, what workers and tiles did, the winter and the final scoring. Events are
//! recorded only when a front end turns recording on (`self.events.push(.., || ..)` builds
//! nothing otherwise), and only by an `apply` that succeeds. All of them are public: the hidden
//! plans appear only in [`Event::PlansRevealed`], once every plan is done.
//!
//! This is the data the rules record (below the state, which holds the log); what a player
//! reads of it is [`crate::event_message`].

use crate::action::{Choice, Res};
use crate::pieces::{Colour, Worker};
use crate::score::Cat;
use crate::terms::{Building, Discs, Marker, Place, PlanView, Season};
use engine::Seat;
use serde::Serialize;

/// Coal, wood and food, labelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Goods {
    pub coal: u8,
    pub wood: u8,
    pub food: u8,
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

impl Event {
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
