//! The game state: compact, fixed-size, cheap to clone (one `Arc` for the fixed tables). Built
//! of the pieces ([`crate::pieces`]); the rules that change it are the modules above it.

use crate::action::Pending;
use crate::components::{Components, Symbol};
use crate::event::Event;
use crate::options::Options;
use crate::pieces::*;
use crate::terms::{Discs, Marker, Payment, PlanView};
use engine::{Rng, Setup};
use serde::Serialize;
use std::sync::Arc;

/// Fixed data of one game, shared between clones.
#[derive(Debug)]
pub struct Rules {
    pub setup: Setup<Options>,
    pub comps: Arc<Components>,
    pub costs: [[u8; 4]; 20],
    /// The distinct tile costs, each with the tiles (bitmask over tile indices) that cost it:
    /// what a mixed-colour worker can still match (§3.5) is decided per cost, not per tile.
    pub cost_kinds: Vec<([u8; 4], u32)>,
    pub symbols: [Symbol; 20],
    pub pinge_bounds: [u8; 3],
    pub section_of_cube: [u8; 11],
    pub section_end: [u8; 7],
    pub water_pool: [bool; 4],
    pub pools: usize,
    /// Tiles in play (bitmask over tile indices).
    pub in_play: u32,
    /// Adjacency (bitmask over tile indices) of each tile in play.
    pub adj: [u32; 20],
    /// Board slots (row, x2, tile index), row by row.
    pub slots: Vec<(u8, i8, u8)>,
    /// Layout name.
    pub layout_name: String,
}

/// One seat's plan for an action phase (§9.2): tokens per colour on each own worker and the mill,
/// payments of the hired workers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Plan {
    pub farmer: [u8; 3],
    pub farmhand: [u8; 3],
    pub mill: [u8; 3],
    pub digger: Pay,
    pub hewer: Pay,
    pub haspel: Pay,
    pub winch: bool,
    /// Discs used, per colour.
    pub discs: [u8; 3],
    /// Markers used (bits).
    pub markers: u8,
    pub food: u8,
    pub thaler: u8,
}

impl Plan {
    pub fn is_empty(&self) -> bool {
        *self == Plan::default()
    }
}

impl PlanView {
    /// The plan as a seat reads it (in its view, and revealed by an event).
    pub fn of(plan: &Plan) -> PlanView {
        PlanView {
            farmer: Discs::from_array(plan.farmer),
            farmhand: Discs::from_array(plan.farmhand),
            mill: Discs::from_array(plan.mill),
            digger: Payment::of(plan.digger),
            hewer: Payment::of(plan.hewer),
            haspel: Payment::of(plan.haspel),
            winch: plan.winch,
            markers: Marker::list(plan.markers),
            food: plan.food,
            thaler: plan.thaler,
        }
    }
}

/// What an own worker (farmer, farmhand) has done this phase (for synergy).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub enum Work {
    #[default]
    None,
    Food,
    Wood,
    Black,
    Develop,
}

/// The worker now acting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Active {
    pub worker: Worker,
    /// Steps left (black tokens, hired-worker actions).
    pub steps: u8,
    /// Own worker: its kind of work once begun.
    pub work: Work,
    /// Works in the tunnel (fixed when its black work starts).
    pub tunnel: bool,
    /// Achieved at least one unit of effect.
    pub effect: bool,
    /// The synergy step is still to come (own workers, black work).
    pub bonus: bool,
}

/// Execution state of the seat executing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Exec {
    /// Planned workers not yet activated (bits of [`Worker`]).
    pub left: u8,
    pub active: Option<Active>,
    pub pending: Option<Pending>,
    /// The first own worker's completed work (synergy).
    pub first_own: Work,
    pub first_own_effect: bool,
    /// Own workers finished so far.
    pub own_done: u8,
}

/// One player's board and stock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Player {
    pub coal: u8,
    pub wood: u8,
    pub food: u8,
    pub thaler: u8,
    pub debt: u8,
    /// Coal that reached the farm this action phase (tile 34 option).
    pub fresh_coal: u8,
    pub pinge_coal: u8,
    pub pinge_wood: u8,
    pub pinge_water: u8,
    /// Tunnel cubes mined so far (left to right).
    pub tunnel_mined: u8,
    pub tunnel_wood: u8,
    pub shaft_coal: u8,
    pub shaft_water: u8,
    pub exhausted: bool,
    /// Pinge exhausted when this phase's planning began.
    pub exhausted_at_plan: bool,
    pub cart1: [u8; 3],
    pub cart2: [u8; 3],
    /// Owned development tiles (bitmask over tile indices).
    pub tiles: u32,
    /// Tiles acquired during the current action phase.
    pub tiles_new: u32,
    /// Owned, unused action markers (bits `M_*`).
    pub markers: u8,
    /// Markers gained during the current action phase.
    pub markers_new: u8,
    /// Setup variant: buildings owned without the tile (bits of tile indices 12,15,24,35).
    pub free_buildings: u32,
    pub free_improved_farmhand: bool,
    pub kiln_used: bool,
    pub mill_used: bool,
    pub plan: Plan,
    pub planned: bool,
    /// Victory points per category (see [`crate::score::CATEGORIES`]).
    pub vp: [i16; 16],
}

impl Player {
    pub fn discs(&self) -> u8 {
        self.cart1.iter().sum::<u8>() + self.cart2.iter().sum::<u8>()
    }
    pub fn water(&self) -> u8 {
        self.pinge_water + self.shaft_water
    }
    pub fn owns(&self, idx: usize) -> bool {
        self.tiles & (1 << idx) != 0
    }
    /// Owns the tile since an earlier action phase.
    pub fn owns_old(&self, id: u8) -> bool {
        (self.tiles & !self.tiles_new) & t(id) != 0
    }
    pub fn has_building(&self, id: u8) -> bool {
        (self.tiles | self.free_buildings) & t(id) != 0
    }
    pub fn has_building_old(&self, id: u8) -> bool {
        ((self.tiles & !self.tiles_new) | self.free_buildings) & t(id) != 0
    }
    pub fn improved(&self) -> bool {
        self.free_improved_farmhand || self.owns_old(13)
    }
    /// Markers usable now (gained in an earlier phase).
    pub fn usable_markers(&self) -> u8 {
        self.markers & !self.markers_new
    }
    pub fn score(&self) -> i32 {
        self.vp.iter().map(|&v| v as i32).sum()
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub enum Phase {
    /// Disc taking, step 1; the index is the position in turn order.
    Take1(u8),
    Take2(u8),
    /// Spring of year 1: may return 1 pit water (§3.3).
    FirstYearWater(u8),
    /// Planning (position index used only in sequential mode).
    Planning(u8),
    Execution(u8),
    /// Winter window before scoring (charcoal kiln `AnyTimeUnlimited` only).
    WinterKiln(u8),
    WinterRent(u8),
    WinterStorage(u8),
    Over,
}

pub const SPRING: u8 = 0;
pub const SUMMER: u8 = 1;
pub const AUTUMN: u8 = 2;

/// The Haspelknecht game state.
#[derive(Clone, Debug)]
pub struct Haspelknecht {
    pub rules: Arc<Rules>,
    pub year: u8,
    pub season: u8,
    pub phase: Phase,
    /// Seats by turn-order position.
    pub order: [u8; 4],
    pub players: [Player; 4],
    pub action_pools: [[u8; 3]; 4],
    pub reserve_pools: [[u8; 3]; 4],
    pub bag: [u8; 3],
    /// Owners of each tile, bottom to top.
    pub stacks: [[u8; 4]; 20],
    pub stack_len: [u8; 20],
    pub exec: Exec,
    pub rng: Rng,
    /// What happened (recorded only when a front end asks; not part of the game).
    pub events: engine::EventLog<Event>,
    /// Off (the seeded generator draws, the default), or on: every draw is a chance event
    /// ([`crate::chance`]).
    pub draws: engine::Draws<()>,
}

/// Equal game situations: every field, the fixed tables compared by content only if they are
/// not the same shared table.
impl PartialEq for Haspelknecht {
    fn eq(&self, o: &Self) -> bool {
        (Arc::ptr_eq(&self.rules, &o.rules)
            || (self.rules.setup == o.rules.setup && self.rules.slots == o.rules.slots))
            && self.year == o.year
            && self.season == o.season
            && self.phase == o.phase
            && self.order == o.order
            && self.players == o.players
            && self.action_pools == o.action_pools
            && self.reserve_pools == o.reserve_pools
            && self.bag == o.bag
            && self.stacks == o.stacks
            && self.stack_len == o.stack_len
            && self.exec == o.exec
            && self.rng == o.rng
            && self.draws == o.draws
    }
}

impl Haspelknecht {
    pub fn n(&self) -> usize {
        self.rules.setup.players as usize
    }
    pub fn opts(&self) -> &Options {
        &self.rules.setup.options
    }
    /// The seat at turn-order position `pos`.
    pub fn seat_at(&self, pos: u8) -> u8 {
        self.order[pos as usize]
    }
    pub fn position(&self, seat: u8) -> usize {
        self.order[..self.n()]
            .iter()
            .position(|&s| s == seat)
            .unwrap()
    }
    pub fn p(&self, seat: u8) -> &Player {
        &self.players[seat as usize]
    }
    pub fn pm(&mut self, seat: u8) -> &mut Player {
        &mut self.players[seat as usize]
    }
    /// The top owner of a tile.
    pub fn top_owner(&self, idx: usize) -> Option<u8> {
        let n = self.stack_len[idx] as usize;
        (n > 0).then(|| self.stacks[idx][n - 1])
    }
}

impl Haspelknecht {
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
