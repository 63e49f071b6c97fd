//! The game's terms as data: what the view, the events and the help name things by. Each term
//! serializes with the name the rules and the notation use and knows its catalogue key
//! (`en/haspelknecht.ftl`).

use crate::pieces::{
    tile_index, Colour, Pay, Worker, M_HAMMER, M_LADDER, M_LAMP, M_ROPE, M_WHEELBARROW, M_WINCH,
};
use serde::Serialize;

/// Disc counts by colour, labelled: `{"black": 3, "brown": 0, "yellow": 2}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Discs {
    pub black: u8,
    pub brown: u8,
    pub yellow: u8,
}

impl Discs {
    pub fn from_array(a: [u8; 3]) -> Discs {
        Discs {
            black: a[0],
            brown: a[1],
            yellow: a[2],
        }
    }
    pub fn total(&self) -> u8 {
        self.black + self.brown + self.yellow
    }
    pub fn get(&self, c: Colour) -> u8 {
        match c {
            Colour::Black => self.black,
            Colour::Brown => self.brown,
            Colour::Yellow => self.yellow,
        }
    }
}

impl Colour {
    /// The catalogue term (`hk-colour-black`).
    pub fn key(self) -> &'static str {
        match self {
            Colour::Black => "hk-colour-black",
            Colour::Brown => "hk-colour-brown",
            Colour::Yellow => "hk-colour-yellow",
        }
    }
}

impl Worker {
    /// The catalogue term (`hk-worker-farmer`).
    pub fn key(self) -> &'static str {
        match self {
            Worker::Farmer => "hk-worker-farmer",
            Worker::Farmhand => "hk-worker-farmhand",
            Worker::Digger => "hk-worker-digger",
            Worker::Hewer => "hk-worker-hewer",
            Worker::Haspel => "hk-worker-haspel",
            Worker::Winch => "hk-worker-winch",
            Worker::Mill => "hk-worker-mill",
        }
    }
}

/// The seasons of the three action phases of a year.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Season {
    Spring,
    Summer,
    Autumn,
}

impl Season {
    pub fn from_index(i: u8) -> Season {
        match i {
            0 => Season::Spring,
            1 => Season::Summer,
            _ => Season::Autumn,
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            Season::Spring => "hk-season-spring",
            Season::Summer => "hk-season-summer",
            Season::Autumn => "hk-season-autumn",
        }
    }
}

/// The action markers (§5.6), by their notation names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Marker {
    /// Tile 14: remove 1 pit water, +1 VP.
    Rope,
    /// Tile 22: one yellow token.
    Wheelbarrow,
    /// Tile 23: one brown token.
    Ladder,
    /// Tile 25: a second, free Haspelknecht activation.
    Winch,
    /// Tile 32 (oil lamp): swap a reserve disc with an action-pool disc.
    Lamp,
    /// Tile 33 (hammer and pick): one black token.
    Hammer,
}

impl Marker {
    pub const ALL: [Marker; 6] = [
        Marker::Rope,
        Marker::Wheelbarrow,
        Marker::Ladder,
        Marker::Winch,
        Marker::Lamp,
        Marker::Hammer,
    ];
    /// The marker's bit in a player's marker set.
    pub fn bit(self) -> u8 {
        match self {
            Marker::Rope => M_ROPE,
            Marker::Wheelbarrow => M_WHEELBARROW,
            Marker::Ladder => M_LADDER,
            Marker::Winch => M_WINCH,
            Marker::Lamp => M_LAMP,
            Marker::Hammer => M_HAMMER,
        }
    }
    /// The markers of a bit set, in [`Marker::ALL`] order.
    pub fn list(bits: u8) -> Vec<Marker> {
        Marker::ALL
            .into_iter()
            .filter(|m| bits & m.bit() != 0)
            .collect()
    }
    /// The notation name (`hammer`).
    pub fn name(self) -> &'static str {
        match self {
            Marker::Rope => "rope",
            Marker::Wheelbarrow => "wheelbarrow",
            Marker::Ladder => "ladder",
            Marker::Winch => "winch",
            Marker::Lamp => "lamp",
            Marker::Hammer => "hammer",
        }
    }
    /// The tile that gives it.
    pub fn tile(self) -> u8 {
        match self {
            Marker::Rope => 14,
            Marker::Wheelbarrow => 22,
            Marker::Ladder => 23,
            Marker::Winch => 25,
            Marker::Lamp => 32,
            Marker::Hammer => 33,
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            Marker::Rope => "hk-marker-rope",
            Marker::Wheelbarrow => "hk-marker-wheelbarrow",
            Marker::Ladder => "hk-marker-ladder",
            Marker::Winch => "hk-marker-winch",
            Marker::Lamp => "hk-marker-lamp",
            Marker::Hammer => "hk-marker-hammer",
        }
    }
}

/// The buildings attached to a player board (tiles 12, 15, 24, 35).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Building {
    Barn,
    CharcoalKiln,
    CoalStorage,
    WaterMill,
}

impl Building {
    pub const ALL: [Building; 4] = [
        Building::Barn,
        Building::CharcoalKiln,
        Building::CoalStorage,
        Building::WaterMill,
    ];
    pub fn tile(self) -> u8 {
        match self {
            Building::Barn => 12,
            Building::CharcoalKiln => 15,
            Building::CoalStorage => 24,
            Building::WaterMill => 35,
        }
    }
    pub fn of_tile(tile: u8) -> Option<Building> {
        Building::ALL.into_iter().find(|b| b.tile() == tile)
    }
    /// The help id (`charcoal-kiln`).
    pub fn name(self) -> &'static str {
        match self {
            Building::Barn => "barn",
            Building::CharcoalKiln => "charcoal-kiln",
            Building::CoalStorage => "coal-storage",
            Building::WaterMill => "water-mill",
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            Building::Barn => "hk-building-barn",
            Building::CharcoalKiln => "hk-building-charcoal-kiln",
            Building::CoalStorage => "hk-building-coal-storage",
            Building::WaterMill => "hk-building-water-mill",
        }
    }
}

/// Where pit water lies, coal is mined from or goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Place {
    Pinge,
    Tunnel,
    Shaft,
    Farm,
}

impl Place {
    pub fn key(self) -> &'static str {
        match self {
            Place::Pinge => "hk-place-pinge",
            Place::Tunnel => "hk-place-tunnel",
            Place::Shaft => "hk-place-shaft",
            Place::Farm => "hk-place-farm",
        }
    }
}

/// The catalogue term of a development tile's name (`hk-tile-21`).
pub fn tile_key(tile: u8) -> &'static str {
    const KEYS: [&str; 20] = [
        "hk-tile-11",
        "hk-tile-12",
        "hk-tile-13",
        "hk-tile-14",
        "hk-tile-15",
        "hk-tile-21",
        "hk-tile-22",
        "hk-tile-23",
        "hk-tile-24",
        "hk-tile-25",
        "hk-tile-31",
        "hk-tile-32",
        "hk-tile-33",
        "hk-tile-34",
        "hk-tile-35",
        "hk-tile-41",
        "hk-tile-42",
        "hk-tile-43",
        "hk-tile-44",
        "hk-tile-45",
    ];
    tile_index(tile).map_or("hk-tile-unknown", |i| KEYS[i])
}

/// The catalogue text of a development tile's effect (`hk-tile-21-effect`).
pub fn tile_effect_key(tile: u8) -> &'static str {
    const KEYS: [&str; 20] = [
        "hk-tile-11-effect",
        "hk-tile-12-effect",
        "hk-tile-13-effect",
        "hk-tile-14-effect",
        "hk-tile-15-effect",
        "hk-tile-21-effect",
        "hk-tile-22-effect",
        "hk-tile-23-effect",
        "hk-tile-24-effect",
        "hk-tile-25-effect",
        "hk-tile-31-effect",
        "hk-tile-32-effect",
        "hk-tile-33-effect",
        "hk-tile-34-effect",
        "hk-tile-35-effect",
        "hk-tile-41-effect",
        "hk-tile-42-effect",
        "hk-tile-43-effect",
        "hk-tile-44-effect",
        "hk-tile-45-effect",
    ];
    tile_index(tile).map_or("hk-tile-unknown", |i| KEYS[i])
}

/// Amounts joined with `+` (`2 black + 1 yellow`), `nothing` for none.
pub fn join_plus(mut parts: Vec<engine::Msg>) -> engine::Msg {
    use engine::Msg;
    match parts.len() {
        0 => Msg::new("hk-none"),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().expect("two or more parts");
            let rest = join_plus(parts);
            Msg::new("hk-plus").msg("a", rest).msg("b", last)
        }
    }
}

/// Disc counts as a message: `3 black + 2 yellow` (`nothing` for none).
pub fn discs_msg(d: [u8; 3]) -> engine::Msg {
    join_plus(
        Colour::ALL
            .into_iter()
            .filter(|&c| d[c as usize] > 0)
            .map(|c| {
                engine::Msg::new("hk-discs-of")
                    .num("count", d[c as usize])
                    .term("colour", c.key())
            })
            .collect(),
    )
}

/// A tile by number and name: `21 Bucket`.
pub fn tile_msg(tile: u8) -> engine::Msg {
    engine::Msg::new("hk-tile-ref")
        .text("tile", tile.to_string())
        .term("name", tile_key(tile))
}

/// How a hired worker is paid (§3.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Payment {
    /// A yellow action disc.
    Yellow,
    Wheelbarrow,
    Food,
    Thaler,
}

impl Payment {
    pub fn of(pay: Pay) -> Option<Payment> {
        match pay {
            Pay::None => None,
            Pay::YellowDisc => Some(Payment::Yellow),
            Pay::Wheelbarrow => Some(Payment::Wheelbarrow),
            Pay::Food => Some(Payment::Food),
            Pay::Thaler => Some(Payment::Thaler),
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            Payment::Yellow => "hk-pay-yellow",
            Payment::Wheelbarrow => "hk-pay-wheelbarrow",
            Payment::Food => "hk-pay-food",
            Payment::Thaler => "hk-pay-thaler",
        }
    }
}

/// A plan (§9.2): tokens (discs and markers) on the own workers and the water mill, payments of
/// the hired workers.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct PlanView {
    pub farmer: Discs,
    pub farmhand: Discs,
    pub mill: Discs,
    pub digger: Option<Payment>,
    pub hewer: Option<Payment>,
    pub haspel: Option<Payment>,
    /// The winch marker is planned (a second Haspelknecht activation).
    pub winch: bool,
    /// The markers the plan uses (as tokens, payment or the winch).
    pub markers: Vec<Marker>,
    /// Food and thalers paid to hired workers.
    pub food: u8,
    pub thaler: u8,
}

impl PlanView {
    pub fn is_empty(&self) -> bool {
        self.farmer.total() + self.farmhand.total() + self.mill.total() == 0
            && self.digger.is_none()
            && self.hewer.is_none()
            && self.haspel.is_none()
            && !self.winch
    }
}
