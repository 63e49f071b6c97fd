//! The game state: compact, fixed-size, cheap to clone (one `Arc` for the fixed tables).

use crate::components::{Components, Symbol};
use crate::options::Options;
use engine::{Rng, Setup};
use serde::Serialize;
use std::sync::Arc;

/// Disc colours. Values for turn order: yellow 3, brown 2, black 1 (§3.4).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Black = 0,
    Brown = 1,
    Yellow = 2,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Black, Colour::Brown, Colour::Yellow];
    pub fn from_index(i: usize) -> Colour {
        Colour::ALL[i]
    }
    pub fn value(self) -> u8 {
        self as u8 + 1
    }
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::Brown => "brown",
            Colour::Yellow => "yellow",
        }
    }
    /// The disc-substitute marker of this colour (§5.6).
    pub fn marker(self) -> u8 {
        match self {
            Colour::Black => M_HAMMER,
            Colour::Brown => M_LADDER,
            Colour::Yellow => M_WHEELBARROW,
        }
    }
}

// Action markers, as bits (§5.6).
pub const M_ROPE: u8 = 1; // tile 14
pub const M_WHEELBARROW: u8 = 2; // tile 22, = yellow
pub const M_LADDER: u8 = 4; // tile 23, = brown
pub const M_WINCH: u8 = 8; // tile 25
pub const M_LAMP: u8 = 16; // tile 32
pub const M_HAMMER: u8 = 32; // tile 33, = black
pub const MARKER_NAMES: [&str; 6] = ["rope", "wheelbarrow", "ladder", "winch", "lamp", "hammer"];

/// Index (0..20) of a tile number (11..45).
pub fn tile_index(id: u8) -> Option<usize> {
    let (l, i) = (id / 10, id % 10);
    ((1..=4).contains(&l) && (1..=5).contains(&i)).then(|| (l as usize - 1) * 5 + i as usize - 1)
}
/// Tile number (11..45) of an index.
pub fn tile_id(index: usize) -> u8 {
    (index / 5 + 1) as u8 * 10 + (index % 5) as u8 + 1
}
/// Level (1..=4) of a tile index.
pub fn tile_level(index: usize) -> u8 {
    (index / 5 + 1) as u8
}
pub const fn t(id: u8) -> u32 {
    1 << ((id / 10 - 1) * 5 + id % 10 - 1)
}

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

/// Payment of a hired worker (§3.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
pub enum Pay {
    #[default]
    None,
    YellowDisc,
    Wheelbarrow,
    Food,
    Thaler,
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

/// Workers (and the water mill), as activated during execution; named as in the notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Worker {
    Farmer = 0,
    Farmhand = 1,
    Digger = 2,
    Hewer = 3,
    Haspel = 4,
    Winch = 5,
    Mill = 6,
}

impl Worker {
    pub const ALL: [Worker; 7] = [
        Worker::Farmer,
        Worker::Farmhand,
        Worker::Digger,
        Worker::Hewer,
        Worker::Haspel,
        Worker::Winch,
        Worker::Mill,
    ];
    pub fn bit(self) -> u8 {
        1 << self as u8
    }
    pub fn name(self) -> &'static str {
        match self {
            Worker::Farmer => "farmer",
            Worker::Farmhand => "farmhand",
            Worker::Digger => "digger",
            Worker::Hewer => "hewer",
            Worker::Haspel => "haspel",
            Worker::Winch => "winch",
            Worker::Mill => "mill",
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

/// A tile effect waiting for the acquirer's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub enum Pending {
    /// Tile 25: remove 1 pit water? (`choose water`, `choose nothing`)
    Winch,
    /// Tile 31: 3 wood + 1 pit water (`choose wood`) or 1 thaler (`choose thaler`).
    PitProps,
    /// Tile 33: mine 1 accessible coal? (`choose mine`, `choose nothing`)
    HammerPick,
    /// Tile 34: exchange 0, 1 or 2 coal (`exchange N`).
    CoalSacks,
}

impl Pending {
    /// The tile whose effect waits.
    pub fn tile(self) -> u8 {
        match self {
            Pending::Winch => 25,
            Pending::PitProps => 31,
            Pending::HammerPick => 33,
            Pending::CoalSacks => 34,
        }
    }
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
    pub events: engine::EventLog<crate::event::Event>,
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
