//! Component data as plain tables: board spaces with their player-count locks, the 48 tunnel
//! tiles and the 44 order cards (components file §1–§3).

/// Coal colour = cart colour = tunnel level − 1. Yellow 0, brown 1, grey 2, black 3.
pub type Colour = u8;
pub const YELLOW: Colour = 0;
pub const BROWN: Colour = 1;
pub const GREY: Colour = 2;
pub const BLACK: Colour = 3;
pub const COLOUR_NAMES: [&str; 4] = ["yellow", "brown", "grey", "black"];

/// Transport of an order card, in shift-clock order (elements 5–8).
pub const TRANSPORT_NAMES: [&str; 4] = ["wheelbarrow", "carriage", "truck", "train"];
/// Two-letter prefix of the order card ids (`OW01` … `OR11`).
pub const TRANSPORT_CODES: [&str; 4] = ["OW", "OC", "OT", "OR"];

/// Marks per cart of each colour (spec §0.1).
pub static CART_COST: [u16; 4] = CART_COST_CONST;
pub const CART_COST_CONST: [u16; 4] = [1, 2, 3, 4];

/// Total coal cubes per colour in the box (spec §0.3).
pub const CUBES_PER_COLOUR: u8 = 16;

/// Elevator capacity (spec §3.2, M3).
pub const ELEVATOR_CAPACITY: u8 = 5;

/// What an action space does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpaceKind {
    /// Regular tunnel-tile factory space `factory_N` (N = 1..8).
    Factory,
    /// The special "look at the top 5 tiles" factory space.
    FactoryDraw,
    /// Mining with this many production steps.
    Mining(u8),
    /// Delivery of this transport (0..4).
    Delivery(u8),
    /// Money: this many marks.
    Money(u8),
    /// Regular new-order space `order_N` (N = 1..4).
    Order,
    /// The special "look at the top 5 order cards" space.
    OrderDraw,
}

/// A player-count marking printed on a space (components §1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lock {
    /// Always open.
    None,
    /// "2": blocked with 2 players.
    Two,
    /// "2+3": blocked with 2 or 3 players.
    TwoThree,
}

impl Lock {
    pub fn open_for(self, players: u8) -> bool {
        match self {
            Lock::None => true,
            Lock::Two => players >= 3,
            Lock::TwoThree => players >= 4,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Space {
    pub kind: SpaceKind,
    pub lock: Lock,
    /// Stable id of the components file.
    pub name: &'static str,
}

const fn sp(kind: SpaceKind, lock: Lock, name: &'static str) -> Space {
    Space { kind, lock, name }
}

/// Number of action spaces (the bank building is not one, spec §2.3).
pub const NUM_SPACES: usize = 26;
/// Index of `factory_1`; regular factory spaces are `FACTORY_FIRST..FACTORY_FIRST + 8`.
pub const FACTORY_FIRST: usize = 0;
pub const FACTORY_DRAW: usize = 8;
pub const MINING_FIRST: usize = 9;
pub const DELIVERY_FIRST: usize = 13;
pub const MONEY_FIRST: usize = 17;
/// Index of `order_1`; regular order spaces are `ORDER_FIRST..ORDER_FIRST + 4`, left to right.
pub const ORDER_FIRST: usize = 21;
pub const ORDER_DRAW: usize = 25;

/// All action spaces, in this order (components §1.1).
pub static SPACES: [Space; NUM_SPACES] = [
    sp(SpaceKind::Factory, Lock::None, "factory_1"),
    sp(SpaceKind::Factory, Lock::None, "factory_2"),
    sp(SpaceKind::Factory, Lock::None, "factory_3"),
    sp(SpaceKind::Factory, Lock::Two, "factory_4"),
    sp(SpaceKind::Factory, Lock::None, "factory_5"),
    sp(SpaceKind::Factory, Lock::None, "factory_6"),
    sp(SpaceKind::Factory, Lock::None, "factory_7"),
    sp(SpaceKind::Factory, Lock::TwoThree, "factory_8"),
    sp(SpaceKind::FactoryDraw, Lock::None, "factory_draw"),
    sp(SpaceKind::Mining(4), Lock::TwoThree, "mining_4"),
    sp(SpaceKind::Mining(6), Lock::None, "mining_6"),
    sp(SpaceKind::Mining(8), Lock::Two, "mining_8"),
    sp(SpaceKind::Mining(10), Lock::None, "mining_10"),
    sp(SpaceKind::Delivery(0), Lock::None, "delivery_wheelbarrow"),
    sp(SpaceKind::Delivery(1), Lock::None, "delivery_carriage"),
    sp(SpaceKind::Delivery(2), Lock::None, "delivery_truck"),
    sp(SpaceKind::Delivery(3), Lock::None, "delivery_train"),
    sp(SpaceKind::Money(3), Lock::TwoThree, "money_3"),
    sp(SpaceKind::Money(4), Lock::None, "money_4"),
    sp(SpaceKind::Money(5), Lock::Two, "money_5"),
    sp(SpaceKind::Money(6), Lock::None, "money_6"),
    sp(SpaceKind::Order, Lock::Two, "order_1"),
    sp(SpaceKind::Order, Lock::None, "order_2"),
    sp(SpaceKind::Order, Lock::None, "order_3"),
    sp(SpaceKind::Order, Lock::None, "order_4"),
    sp(SpaceKind::OrderDraw, Lock::None, "order_draw"),
];

/// Bitmask of the spaces open with `players` players.
pub fn open_spaces(players: u8) -> u32 {
    let mut mask = 0;
    for (i, s) in SPACES.iter().enumerate() {
        if s.lock.open_for(players) {
            mask |= 1 << i;
        }
    }
    mask
}

/// Workers per player (spec §1.2 step 6).
pub fn workers_per_player(players: u8) -> u8 {
    match players {
        2 => 18,
        3 => 15,
        _ => 13,
    }
}

/// Starting marks per player (spec §1.2 step 8).
pub fn starting_money(players: u8) -> u16 {
    12 - players as u16
}

// ---------------------------------------------------------------- tunnel tiles

/// Number of tunnel tiles.
pub const NUM_TILES: usize = 48;

/// One tunnel tile (components §2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    pub colour: Colour,
    pub carts: u8,
    pub light: bool,
}

impl Tile {
    pub fn cost(self) -> u16 {
        CART_COST[self.colour as usize] * self.carts as u16
    }
}

/// Tile with index `i` (0..48; its printed number is `i + 1`). Per colour 12 tiles: 3× one-cart
/// light, 3× two-cart light, 3× one-cart dark, 3× two-cart dark (components §2.2).
pub const fn tile(i: u8) -> Tile {
    let k = i % 12;
    Tile {
        colour: i / 12,
        carts: if (k / 3) & 1 == 0 { 1 } else { 2 },
        light: k < 6,
    }
}

/// All 48 tiles as a table.
pub static TILES: [Tile; NUM_TILES] = {
    let mut t = [Tile {
        colour: 0,
        carts: 0,
        light: false,
    }; NUM_TILES];
    let mut i = 0;
    while i < NUM_TILES {
        t[i] = tile(i as u8);
        i += 1;
    }
    t
};

/// The type code of a tile (`G2L`).
pub fn tile_code(i: u8) -> String {
    let t = TILES[i as usize];
    format!(
        "{}{}{}",
        ["Y", "B", "G", "K"][t.colour as usize],
        t.carts,
        if t.light { "L" } else { "D" }
    )
}

// ---------------------------------------------------------------- order cards

pub const NUM_ORDERS: usize = 44;

/// One order card (components §3.1). Cells are listed by printed colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Order {
    pub transport: u8,
    pub vp: u8,
    /// Printed cells per colour.
    pub cells: [u8; 4],
}

impl Order {
    pub fn num_cells(self) -> u8 {
        self.cells.iter().sum()
    }
    /// The colour of cell `k` (cells are ordered by colour).
    pub fn cell_colour(self, k: u8) -> Colour {
        let mut k = k;
        for c in 0..4 {
            if k < self.cells[c] {
                return c as Colour;
            }
            k -= self.cells[c];
        }
        unreachable!("cell index out of range")
    }
}

const fn o(transport: u8, vp: u8, y: u8, b: u8, g: u8, k: u8) -> Order {
    Order {
        transport,
        vp,
        cells: [y, b, g, k],
    }
}

/// All 44 order cards; index `t * 11 + (n − 1)` is card `OW/OC/OT/OR` number `n`.
pub static ORDERS: [Order; NUM_ORDERS] = [
    // Wheelbarrow OW01..OW11
    o(0, 2, 1, 0, 0, 0),
    o(0, 3, 0, 1, 0, 0),
    o(0, 3, 2, 0, 0, 0),
    o(0, 4, 0, 0, 1, 0),
    o(0, 5, 0, 0, 0, 1),
    o(0, 5, 0, 2, 0, 0),
    o(0, 7, 0, 3, 0, 0),
    o(0, 7, 0, 0, 2, 0),
    o(0, 9, 0, 0, 0, 2),
    o(0, 9, 0, 0, 3, 0),
    o(0, 10, 1, 1, 1, 1),
    // Horse carriage OC01..OC11
    o(1, 2, 1, 0, 0, 0),
    o(1, 3, 2, 0, 0, 0),
    o(1, 3, 0, 1, 0, 0),
    o(1, 4, 3, 0, 0, 0),
    o(1, 4, 0, 0, 1, 0),
    o(1, 5, 0, 0, 0, 1),
    o(1, 5, 0, 2, 0, 0),
    o(1, 7, 0, 0, 2, 0),
    o(1, 9, 0, 0, 0, 2),
    o(1, 10, 1, 1, 1, 1),
    o(1, 12, 0, 0, 0, 3),
    // Truck OT01..OT11
    o(2, 2, 1, 0, 0, 0),
    o(2, 3, 2, 0, 0, 0),
    o(2, 3, 0, 1, 0, 0),
    o(2, 4, 3, 0, 0, 0),
    o(2, 4, 0, 0, 1, 0),
    o(2, 5, 0, 2, 0, 0),
    o(2, 5, 0, 0, 0, 1),
    o(2, 7, 0, 0, 2, 0),
    o(2, 9, 0, 0, 0, 2),
    o(2, 10, 1, 1, 1, 1),
    o(2, 12, 0, 0, 0, 3),
    // Train OR01..OR11
    o(3, 2, 1, 0, 0, 0),
    o(3, 3, 0, 1, 0, 0),
    o(3, 3, 2, 0, 0, 0),
    o(3, 4, 0, 0, 1, 0),
    o(3, 5, 0, 2, 0, 0),
    o(3, 5, 0, 0, 0, 1),
    o(3, 7, 0, 3, 0, 0),
    o(3, 7, 0, 0, 2, 0),
    o(3, 9, 0, 0, 3, 0),
    o(3, 9, 0, 0, 0, 2),
    o(3, 10, 1, 1, 1, 1),
];

/// The printed id of an order card (`OC10`).
pub fn order_code(i: u8) -> String {
    format!("{}{:02}", TRANSPORT_CODES[(i / 11) as usize], i % 11 + 1)
}

/// Reads an order card id (`OC10`, case-insensitive).
pub fn parse_order_code(s: &str) -> Option<u8> {
    let s = s.to_ascii_uppercase();
    if s.len() != 4 {
        return None;
    }
    let t = TRANSPORT_CODES.iter().position(|c| s.starts_with(c))?;
    let n: u8 = s[2..].parse().ok()?;
    if (1..=11).contains(&n) {
        Some(t as u8 * 11 + n - 1)
    } else {
        None
    }
}

/// Shift-clock elements: (1st place VP, 2nd place VP), elements 1..12 (spec §4.1).
pub static ELEMENT_VP: [(i16, i16); 12] = [
    (2, 1),
    (3, 1),
    (4, 2),
    (5, 2),
    (6, 3),
    (7, 3),
    (8, 4),
    (9, 4),
    (10, 5),
    (11, 5),
    (12, 6),
    (13, 6),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tile_totals() {
        assert_eq!(TILES.len(), 48);
        let carts: u32 = TILES.iter().map(|t| t.carts as u32).sum();
        assert_eq!(carts, 72);
        let cost: u32 = TILES.iter().map(|t| t.cost() as u32).sum();
        assert_eq!(cost, 180);
        assert_eq!(TILES.iter().filter(|t| t.light).count(), 24);
        for c in 0..4 {
            let of: Vec<_> = TILES.iter().filter(|t| t.colour == c).collect();
            assert_eq!(of.len(), 12);
            assert_eq!(of.iter().map(|t| t.carts as u32).sum::<u32>(), 18);
            assert_eq!(
                of.iter().map(|t| t.cost() as u32).sum::<u32>(),
                18 * CART_COST[c as usize] as u32
            );
        }
        assert_eq!(TILES.iter().filter(|t| t.carts == 1).count(), 24);
        // Components §2.2: tile 28 is G2L, tile 43 is K1D.
        assert_eq!(tile_code(27), "G2L");
        assert_eq!(tile_code(42), "K1D");
        assert_eq!(tile_code(0), "Y1L");
        assert_eq!(tile_code(9), "Y2D");
    }

    #[test]
    fn order_totals() {
        assert_eq!(ORDERS.len(), 44);
        assert_eq!(ORDERS.iter().map(|o| o.vp as u32).sum::<u32>(), 256);
        for t in 0..4 {
            let of: Vec<_> = ORDERS.iter().filter(|o| o.transport == t).collect();
            assert_eq!(of.len(), 11);
            assert_eq!(of.iter().map(|o| o.vp as u32).sum::<u32>(), 64);
            assert_eq!(of.iter().map(|o| o.num_cells() as u32).sum::<u32>(), 22);
        }
        for c in 0..4 {
            assert_eq!(ORDERS.iter().map(|o| o.cells[c] as u32).sum::<u32>(), 22);
        }
        let by_cells = |n| ORDERS.iter().filter(|o| o.num_cells() == n).count();
        assert_eq!(
            (by_cells(1), by_cells(2), by_cells(3), by_cells(4)),
            (16, 16, 8, 4)
        );
        // Wheelbarrow and train decks are identical, carriage and truck too (components §3.2).
        let deck = |t: u8| {
            let mut v: Vec<_> = ORDERS
                .iter()
                .filter(|o| o.transport == t)
                .map(|o| (o.vp, o.cells))
                .collect();
            v.sort();
            v
        };
        assert_eq!(deck(0), deck(3));
        assert_eq!(deck(1), deck(2));
        assert_ne!(deck(0), deck(1));
        // VP follows the coal content (components §3.2).
        for ord in ORDERS.iter() {
            let n = ord.num_cells();
            let vp = if n == 4 {
                10
            } else {
                let c = ord.cells.iter().position(|&x| x > 0).unwrap();
                [[2, 3, 4], [3, 5, 7], [4, 7, 9], [5, 9, 12]][c][n as usize - 1]
            };
            assert_eq!(ord.vp, vp, "{ord:?}");
        }
        assert_eq!(order_code(31), "OT10");
        assert_eq!(parse_order_code("oc10"), Some(20));
        assert_eq!(order_code(20), "OC10");
        assert_eq!(parse_order_code("OR12"), None);
    }

    #[test]
    fn space_locks() {
        let count = |l: Lock| SPACES.iter().filter(|s| s.lock == l).count();
        assert_eq!(count(Lock::Two), 4);
        assert_eq!(count(Lock::TwoThree), 3);
        assert_eq!(open_spaces(2).count_ones(), 19);
        assert_eq!(open_spaces(3).count_ones(), 23);
        assert_eq!(open_spaces(4).count_ones(), 26);
        // The leftmost regular order space is covered with 2 players (spec §1.2 step 1).
        assert_eq!(SPACES[ORDER_FIRST].lock, Lock::Two);
        let factories = |n| (0..8).filter(|&i| open_spaces(n) & (1 << i) != 0).count();
        assert_eq!((factories(2), factories(3), factories(4)), (6, 7, 8));
    }
}
