//! The game's pieces and their numbers: disc colours, the workers (and the water mill), how a
//! hired worker is paid, the action markers as bits, development tiles by number and by index.
//! The lowest layer above the component table: actions, events and the state are made of them.

use serde::Serialize;

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
