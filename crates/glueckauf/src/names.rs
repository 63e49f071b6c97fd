//! Readable names for what views and events show (issue 10): order cards by their printed id
//! (`OC10`), tiles by their number, spaces by their notation (`factory 3`), colours,
//! transports, sides and levels by name, coal as `{"yellow": 1, "grey": 2}`. Also the message
//! pieces ([`Msg`]) that name them in the reader's language.

use crate::data::*;
use crate::notation::space_notation;
use engine::{Arg, Msg};
use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde::{Serialize, Serializer};
use std::borrow::Cow;

/// An order card, written as its printed id (`OC10`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card(pub u8);

impl Card {
    pub fn code(self) -> String {
        order_code(self.0)
    }
    /// The id as message text.
    pub fn arg(self) -> Arg {
        Arg::Text(self.code())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&order_code(self.0))
    }
}

impl JsonSchema for Card {
    fn schema_name() -> Cow<'static, str> {
        "Card".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "An order card by its printed id: OW01..OW11 wheelbarrow, OC.. horse carriage, OT.. truck, OR.. train.",
            "type": "string",
            "pattern": "^O[WCTR](0[1-9]|1[01])$"
        })
    }
}

/// An action space: in views and records by its notation (`factory 3`, `mine 8`, `money 5`,
/// `order draw`), in words by its name in the reader's language ([`SpaceId::msg`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpaceId(pub u8);

impl SpaceId {
    pub fn notation(self) -> String {
        space_notation(self.0 as usize)
    }

    /// The space named as the rulebook of the reader's language names it (`ga-space-*`):
    /// `Lorenfabrik 3`, never the notation's English words.
    pub fn msg(self) -> Msg {
        let s = (self.0 as usize).min(NUM_SPACES - 1);
        match SPACES[s].kind {
            SpaceKind::Factory => {
                Msg::new("ga-space-factory").num("number", (s - FACTORY_FIRST + 1) as u8)
            }
            SpaceKind::FactoryDraw => Msg::new("ga-space-factory-draw"),
            SpaceKind::Mining(steps) => Msg::new("ga-space-mine").num("steps", steps),
            SpaceKind::Delivery(t) => {
                Msg::new("ga-space-deliver").term("transport", Transport::of(t).term())
            }
            SpaceKind::Money(marks) => Msg::new("ga-space-money").num("marks", marks),
            SpaceKind::Order => {
                Msg::new("ga-space-order").num("number", (s - ORDER_FIRST + 1) as u8)
            }
            SpaceKind::OrderDraw => Msg::new("ga-space-order-draw"),
        }
    }

    /// The space in words, as a message argument.
    pub fn arg(self) -> Arg {
        Arg::Msg(Box::new(self.msg()))
    }
}

impl Serialize for SpaceId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&space_notation(self.0 as usize))
    }
}

impl JsonSchema for SpaceId {
    fn schema_name() -> Cow<'static, str> {
        "SpaceId".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "An action space in notation: `factory 1`..`factory 8`, `factory draw`, `mine 4|6|8|10`, `deliver wheelbarrow|carriage|truck|train`, `money 3|4|5|6`, `order 1`..`order 4`, `order draw`.",
            "type": "string",
            "pattern": "^(factory ([1-8]|draw)|mine (4|6|8|10)|deliver (wheelbarrow|carriage|truck|train)|money [3-6]|order ([1-4]|draw))$"
        })
    }
}

/// A coal colour (= cart colour = tunnel level).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Coal {
    Yellow,
    Brown,
    Grey,
    Black,
}

/// Catalogue terms of the colours (`ga-colour-grey`).
pub const COLOUR_TERMS: [&str; 4] = [
    "ga-colour-yellow",
    "ga-colour-brown",
    "ga-colour-grey",
    "ga-colour-black",
];

impl Coal {
    pub const ALL: [Coal; 4] = [Coal::Yellow, Coal::Brown, Coal::Grey, Coal::Black];
    pub fn of(c: Colour) -> Coal {
        Coal::ALL[c as usize & 3]
    }
    pub fn term(self) -> &'static str {
        COLOUR_TERMS[self as usize]
    }
}

/// The transport of an order card (shift-clock elements 5–8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Transport {
    Wheelbarrow,
    Carriage,
    Truck,
    Train,
}

/// Catalogue terms of the transports.
pub const TRANSPORT_TERMS: [&str; 4] = [
    "ga-transport-wheelbarrow",
    "ga-transport-carriage",
    "ga-transport-truck",
    "ga-transport-train",
];

impl Transport {
    pub const ALL: [Transport; 4] = [
        Transport::Wheelbarrow,
        Transport::Carriage,
        Transport::Truck,
        Transport::Train,
    ];
    pub fn of(t: u8) -> Transport {
        Transport::ALL[t as usize & 3]
    }
    pub fn term(self) -> &'static str {
        TRANSPORT_TERMS[self as usize]
    }
}

/// The printed side of a tunnel tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// With lanterns, attached left of the shaft.
    Light,
    /// Without lanterns, attached right of the shaft.
    Dark,
}

impl Side {
    pub fn term(self) -> &'static str {
        match self {
            Side::Light => "ga-side-light",
            Side::Dark => "ga-side-dark",
        }
    }
}

/// Where the elevator is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Surface,
    Yellow,
    Brown,
    Grey,
    Black,
}

pub const LEVEL_TERMS: [&str; 5] = [
    "ga-level-surface",
    "ga-level-yellow",
    "ga-level-brown",
    "ga-level-grey",
    "ga-level-black",
];

impl Level {
    /// 0 = surface, 1..=4 = the tunnel level of colour `level - 1`.
    pub fn of(level: u8) -> Level {
        [
            Level::Surface,
            Level::Yellow,
            Level::Brown,
            Level::Grey,
            Level::Black,
        ][(level as usize).min(4)]
    }
    pub fn term(self) -> &'static str {
        LEVEL_TERMS[self as usize]
    }
}

/// What a top-5 space draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Items {
    Tiles,
    Orders,
}

impl Items {
    pub fn of(orders: bool) -> Items {
        if orders {
            Items::Orders
        } else {
            Items::Tiles
        }
    }
}

/// Coal cubes (or cells) per colour; colours with none are left out: `{"yellow": 1, "grey": 2}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, JsonSchema)]
pub struct CoalCounts {
    #[serde(default, skip_serializing_if = "is_zero")]
    pub yellow: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub brown: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub grey: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub black: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl From<[u8; 4]> for CoalCounts {
    fn from(c: [u8; 4]) -> Self {
        CoalCounts {
            yellow: c[0],
            brown: c[1],
            grey: c[2],
            black: c[3],
        }
    }
}

impl CoalCounts {
    pub fn array(&self) -> [u8; 4] {
        [self.yellow, self.brown, self.grey, self.black]
    }
    pub fn total(&self) -> u32 {
        self.array().iter().map(|&x| x as u32).sum()
    }
}

/// `1 yellow, 2 grey` (the empty list reads `-`).
pub fn coal_arg(c: [u8; 4]) -> Arg {
    Arg::List(
        (0..4)
            .filter(|&k| c[k] > 0)
            .map(|k| {
                Arg::Msg(Box::new(
                    Msg::new("ga-coal-count")
                        .num("n", c[k])
                        .term("colour", COLOUR_TERMS[k]),
                ))
            })
            .collect(),
    )
}

/// A tunnel tile with what is printed on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
pub struct TileInfo {
    /// The printed number, 1..48.
    pub number: u8,
    pub colour: Coal,
    /// 1 or 2 carts.
    pub carts: u8,
    pub side: Side,
    /// Marks: carts × (1 yellow, 2 brown, 3 grey, 4 black).
    pub cost: u16,
}

impl TileInfo {
    /// Tile with index `t` (0..48).
    pub fn of(t: u8) -> TileInfo {
        let tile = TILES[t as usize % NUM_TILES];
        TileInfo {
            number: t + 1,
            colour: Coal::of(tile.colour),
            carts: tile.carts,
            side: if tile.light { Side::Light } else { Side::Dark },
            cost: tile.cost(),
        }
    }

    /// `tile 17 (2 grey carts, light)`.
    pub fn msg(&self) -> Msg {
        Msg::new("ga-tile")
            .num("number", self.number)
            .num("carts", self.carts)
            .term("colour", self.colour.term())
            .term("side", self.side.term())
    }
}

/// An order card with what is printed on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
pub struct OrderInfo {
    pub id: Card,
    pub transport: Transport,
    pub vp: u8,
    /// Printed cells per colour.
    pub cells: CoalCounts,
}

impl OrderInfo {
    pub fn of(c: u8) -> OrderInfo {
        let o = ORDERS[c as usize % NUM_ORDERS];
        OrderInfo {
            id: Card(c),
            transport: Transport::of(o.transport),
            vp: o.vp,
            cells: o.cells.into(),
        }
    }

    /// The cards of a set of card ids (bit `c` = card id `c`), in id order.
    pub fn set(mask: u64) -> Vec<OrderInfo> {
        let mut v = Vec::new();
        let mut m = mask;
        while m != 0 {
            v.push(OrderInfo::of(m.trailing_zeros() as u8));
            m &= m - 1;
        }
        v
    }

    /// `OC10 (carriage, 10 VP, cells: 1 yellow, 1 brown, 1 grey, 1 black)`.
    pub fn msg(&self) -> Msg {
        Msg::new("ga-order")
            .arg("card", self.id.arg())
            .term("transport", self.transport.term())
            .num("vp", self.vp)
            .arg("cells", coal_arg(self.cells.array()))
    }
}

/// A shift-clock element, 1..12 (spec §4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Element {
    YellowCells,
    BrownCells,
    GreyCells,
    BlackCells,
    WheelbarrowCells,
    CarriageCells,
    TruckCells,
    TrainCells,
    EmptyYellowCarts,
    EmptyBrownCarts,
    EmptyGreyCarts,
    EmptyBlackCarts,
}

/// Catalogue terms of the 12 elements.
pub const ELEMENT_TERMS: [&str; 12] = [
    "ga-element-yellow-cells",
    "ga-element-brown-cells",
    "ga-element-grey-cells",
    "ga-element-black-cells",
    "ga-element-wheelbarrow-cells",
    "ga-element-carriage-cells",
    "ga-element-truck-cells",
    "ga-element-train-cells",
    "ga-element-empty-yellow-carts",
    "ga-element-empty-brown-carts",
    "ga-element-empty-grey-carts",
    "ga-element-empty-black-carts",
];

impl Element {
    pub const ALL: [Element; 12] = [
        Element::YellowCells,
        Element::BrownCells,
        Element::GreyCells,
        Element::BlackCells,
        Element::WheelbarrowCells,
        Element::CarriageCells,
        Element::TruckCells,
        Element::TrainCells,
        Element::EmptyYellowCarts,
        Element::EmptyBrownCarts,
        Element::EmptyGreyCarts,
        Element::EmptyBlackCarts,
    ];
    /// Element with index `e` (0..12; its number is `e + 1`).
    pub fn of(e: usize) -> Element {
        Element::ALL[e % 12]
    }
    pub fn number(self) -> u8 {
        self as u8 + 1
    }
    pub fn term(self) -> &'static str {
        ELEMENT_TERMS[self as usize]
    }
}

/// Catalogue terms of the pile ends.
pub fn end_term(bottom: bool) -> &'static str {
    if bottom {
        "ga-end-bottom"
    } else {
        "ga-end-top"
    }
}

/// Where a cube for an order comes from, as a term.
pub fn source_term(s: crate::action::Source) -> &'static str {
    match s {
        crate::action::Source::Elevator => "ga-source-elevator",
        crate::action::Source::Storage => "ga-source-storage",
    }
}
