//! Rules help (the `help` of the engine contract): every action space, mining step, order
//! type and card, shift-scoring element, tunnel tile, end-game rule and rule option, as data.
//! The words are in the catalogues (`ga-help-*`, `ga-opt-*`); the numbers come from the
//! component tables of [`crate::data`].

use crate::data::*;
use crate::names::*;
use crate::notation::space_notation;
use engine::{HelpEntry, Msg};

const SPACES_GROUP: &str = "ga-help-group-spaces";
const MINING_GROUP: &str = "ga-help-group-mining";
const ORDERS_GROUP: &str = "ga-help-group-orders";
const CARDS_GROUP: &str = "ga-help-group-cards";
const SCORING_GROUP: &str = "ga-help-group-scoring";
const TILES_GROUP: &str = "ga-help-group-tiles";
const END_GROUP: &str = "ga-help-group-end";
/// Shared by the games: rule options.
const OPTIONS_GROUP: &str = "help-group-options";

/// Every rule option by its JSON name, with its catalogue keys (name, one-line description).
pub const OPTIONS: [(&str, &str, &str); 6] = [
    (
        "prev_first_keeps_on_tie",
        "ga-opt-prev-first-keeps-on-tie",
        "ga-opt-prev-first-keeps-on-tie-text",
    ),
    (
        "unlimited_coal",
        "ga-opt-unlimited-coal",
        "ga-opt-unlimited-coal-text",
    ),
    (
        "delivered_orders_public",
        "ga-opt-delivered-orders-public",
        "ga-opt-delivered-orders-public-text",
    ),
    (
        "optional_substitution",
        "ga-opt-optional-substitution",
        "ga-opt-optional-substitution-text",
    ),
    (
        "allow_split_double_fill",
        "ga-opt-allow-split-double-fill",
        "ga-opt-allow-split-double-fill-text",
    ),
    (
        "first_player",
        "ga-opt-first-player",
        "ga-opt-first-player-text",
    ),
];

/// The mining steps (spec §3.2 M1–M7) and the parts of the mine they use: id, keys.
const MINING: [(&str, &str, &str); 8] = [
    ("lift", "ga-help-lift", "ga-help-lift-text"),
    ("load", "ga-help-load", "ga-help-load-text"),
    ("store", "ga-help-store", "ga-help-store-text"),
    ("fill", "ga-help-fill", "ga-help-fill-text"),
    ("double", "ga-help-double", "ga-help-double-text"),
    ("stop", "ga-help-stop", "ga-help-stop-text"),
    ("elevator", "ga-help-elevator", "ga-help-elevator-text"),
    ("storage", "ga-help-storage", "ga-help-storage-text"),
];

/// The end of the game (spec §5): id, keys.
const END: [(&str, &str, &str); 6] = [
    ("money", "ga-help-end-money", "ga-help-end-money-text"),
    ("coal", "ga-help-end-coal", "ga-help-end-coal-text"),
    ("pending", "ga-help-end-pending", "ga-help-end-pending-text"),
    ("balance", "ga-help-end-balance", "ga-help-end-balance-text"),
    (
        "tie-break",
        "ga-help-end-tiebreak",
        "ga-help-end-tiebreak-text",
    ),
    (
        "first player",
        "ga-help-first-player",
        "ga-help-first-player-text",
    ),
];

/// With how many players a space is in play.
fn open_msg(lock: Lock) -> Msg {
    Msg::new(match lock {
        Lock::None => "ga-help-open-always",
        Lock::Two => "ga-help-open-3",
        Lock::TwoThree => "ga-help-open-4",
    })
}

fn spaces(v: &mut Vec<HelpEntry>) {
    for (s, space) in SPACES.iter().enumerate() {
        let (name, text) = match space.kind {
            SpaceKind::Factory => (
                Msg::new("ga-help-factory").num("number", (s - FACTORY_FIRST + 1) as u8),
                Msg::new("ga-help-factory-text"),
            ),
            SpaceKind::FactoryDraw => (
                Msg::new("ga-help-factory-draw"),
                Msg::new("ga-help-factory-draw-text"),
            ),
            SpaceKind::Mining(steps) => (
                Msg::new("ga-help-mine").num("steps", steps),
                Msg::new("ga-help-mine-text").num("steps", steps),
            ),
            SpaceKind::Delivery(t) => (
                Msg::new("ga-help-deliver").term("transport", Transport::of(t).term()),
                Msg::new("ga-help-deliver-text").term("transport", Transport::of(t).term()),
            ),
            SpaceKind::Money(marks) => (
                Msg::new("ga-help-money").num("marks", marks),
                Msg::new("ga-help-money-text").num("marks", marks),
            ),
            SpaceKind::Order => (
                Msg::new("ga-help-order").num("number", (s - ORDER_FIRST + 1) as u8),
                Msg::new("ga-help-order-text"),
            ),
            SpaceKind::OrderDraw => (
                Msg::new("ga-help-order-draw"),
                Msg::new("ga-help-order-draw-text"),
            ),
        };
        let text = Msg::new("ga-help-space-text")
            .msg("text", text)
            .msg("open", open_msg(space.lock));
        v.push(HelpEntry::new(SPACES_GROUP, space_notation(s), name, text));
    }
    v.push(HelpEntry::new(
        SPACES_GROUP,
        "workers",
        Msg::new("ga-help-workers"),
        Msg::new("ga-help-workers-text")
            .num("two", workers_per_player(2))
            .num("three", workers_per_player(3))
            .num("four", workers_per_player(4)),
    ));
    v.push(HelpEntry::new(
        SPACES_GROUP,
        "bank",
        Msg::new("ga-help-bank"),
        Msg::new("ga-help-bank-text"),
    ));
    v.push(HelpEntry::new(
        SPACES_GROUP,
        "canteen",
        Msg::new("ga-help-canteen"),
        Msg::new("ga-help-canteen-text"),
    ));
}

fn orders(v: &mut Vec<HelpEntry>) {
    for t in 0..4u8 {
        let cards: Vec<&Order> = ORDERS.iter().filter(|o| o.transport == t).collect();
        let min = cards.iter().map(|o| o.vp).min().unwrap_or(0);
        let max = cards.iter().map(|o| o.vp).max().unwrap_or(0);
        let cells: u32 = cards.iter().map(|o| o.num_cells() as u32).sum();
        let transport = Transport::of(t);
        v.push(HelpEntry::new(
            ORDERS_GROUP,
            TRANSPORT_NAMES[t as usize],
            Msg::new("ga-help-transport").term("transport", transport.term()),
            Msg::new("ga-help-transport-text")
                .term("transport", transport.term())
                .num("cards", cards.len() as u32)
                .num("min", min)
                .num("max", max)
                .num("cells", cells)
                .num("element", 5 + t),
        ));
    }
    for c in 0..NUM_ORDERS as u8 {
        let o = OrderInfo::of(c);
        v.push(HelpEntry::new(
            CARDS_GROUP,
            o.id.code(),
            o.msg(),
            Msg::new("ga-help-card-text")
                .term("transport", o.transport.term())
                .num("vp", o.vp)
                .arg("cells", coal_arg(o.cells.array()))
                .num("n", o.cells.total()),
        ));
    }
}

fn scoring(v: &mut Vec<HelpEntry>) {
    for (e, &(first, second)) in ELEMENT_VP.iter().enumerate() {
        let what = Element::of(e);
        v.push(HelpEntry::new(
            SCORING_GROUP,
            format!("element {}", e + 1),
            Msg::new("ga-help-element")
                .num("element", e as u8 + 1)
                .term("what", what.term()),
            Msg::new(match e / 4 {
                0 => "ga-help-element-cells-text",
                1 => "ga-help-element-transport-text",
                _ => "ga-help-element-carts-text",
            })
            .term("what", what.term())
            .num("first", first)
            .num("second", second)
            .num("from", (e / 4 + 1) as u8),
        ));
    }
    v.push(HelpEntry::new(
        SCORING_GROUP,
        "places",
        Msg::new("ga-help-places"),
        Msg::new("ga-help-places-text"),
    ));
}

fn tiles(v: &mut Vec<HelpEntry>) {
    v.push(HelpEntry::new(
        TILES_GROUP,
        "tiles",
        Msg::new("ga-help-tiles"),
        Msg::new("ga-help-tiles-text").num("n", NUM_TILES as u32),
    ));
    for c in 0..4u8 {
        let coal = Coal::of(c);
        v.push(HelpEntry::new(
            TILES_GROUP,
            COLOUR_NAMES[c as usize],
            Msg::new("ga-help-tile-colour").term("colour", coal.term()),
            Msg::new("ga-help-tile-colour-text")
                .term("colour", coal.term())
                .num("level", c + 1)
                .num("cost", CART_COST[c as usize])
                .num("two", 2 * CART_COST[c as usize]),
        ));
    }
    for side in [Side::Light, Side::Dark] {
        v.push(HelpEntry::new(
            TILES_GROUP,
            match side {
                Side::Light => "light",
                Side::Dark => "dark",
            },
            Msg::new("ga-help-side").term("side", side.term()),
            Msg::new(match side {
                Side::Light => "ga-help-side-light-text",
                Side::Dark => "ga-help-side-dark-text",
            }),
        ));
    }
    v.push(HelpEntry::new(
        TILES_GROUP,
        "coal shortage",
        Msg::new("ga-help-shortage"),
        Msg::new("ga-help-shortage-text").num("n", CUBES_PER_COLOUR),
    ));
}

/// The whole rules help, in reading order.
pub(crate) fn entries() -> Vec<HelpEntry> {
    let mut v = Vec::new();
    spaces(&mut v);
    v.extend(HelpEntry::keyed(MINING_GROUP, &MINING));
    orders(&mut v);
    scoring(&mut v);
    tiles(&mut v);
    v.extend(HelpEntry::keyed(END_GROUP, &END));
    v.extend(HelpEntry::keyed(OPTIONS_GROUP, &OPTIONS));
    v
}
