//! Rules help ([`engine::Game::help`]): every development tile, worker, marker, building, farm
//! area, step of the year and rule option, as data. The texts are catalogue keys
//! (`en/haspelknecht.ftl`); game terms follow the rulebooks.

use crate::components::{Components, Cost};
use crate::pieces::{tile_id, tile_level, Worker};
use crate::terms::{tile_effect_key, tile_msg, Building, Marker};
use engine::{HelpEntry, Msg};

pub const GROUP_TILES: &str = "hk-help-group-tiles";
pub const GROUP_WORKERS: &str = "hk-help-group-workers";
pub const GROUP_MARKERS: &str = "hk-help-group-markers";
pub const GROUP_BUILDINGS: &str = "hk-help-group-buildings";
pub const GROUP_AREAS: &str = "hk-help-group-areas";
pub const GROUP_YEAR: &str = "hk-help-group-year";
/// Shared by both games (`common.ftl`).
pub const GROUP_OPTIONS: &str = "help-group-options";

/// A disc requirement in words: `1 black, 3 any colour`.
pub fn cost_msg(cost: &Cost) -> Msg {
    crate::terms::join_plus(
        [
            (cost.black, "hk-colour-black"),
            (cost.brown, "hk-colour-brown"),
            (cost.yellow, "hk-colour-yellow"),
            (cost.grey, "hk-colour-any"),
        ]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, key)| Msg::new("hk-discs-of").num("count", n).term("colour", key))
        .collect(),
    )
}

/// Workers: (notation id, name key, help key).
const WORKERS: [(&str, &str, &str); 8] = [
    ("farmer", "hk-worker-farmer", "hk-help-worker-farmer"),
    ("farmhand", "hk-worker-farmhand", "hk-help-worker-farmhand"),
    (
        "improved-farmhand",
        "hk-worker-improved-farmhand",
        "hk-help-worker-improved-farmhand",
    ),
    ("digger", "hk-worker-digger", "hk-help-worker-digger"),
    ("hewer", "hk-worker-hewer", "hk-help-worker-hewer"),
    ("haspel", "hk-worker-haspel", "hk-help-worker-haspel"),
    ("winch", "hk-worker-winch", "hk-help-worker-winch"),
    ("mill", "hk-worker-mill", "hk-help-worker-mill"),
];

/// Farm areas and boards: (id, name key, help key).
const AREAS: [(&str, &str, &str); 8] = [
    ("farm", "hk-place-farm", "hk-help-area-farm"),
    ("pinge", "hk-place-pinge", "hk-help-area-pinge"),
    ("tunnel", "hk-place-tunnel", "hk-help-area-tunnel"),
    ("shaft", "hk-place-shaft", "hk-help-area-shaft"),
    ("pit-water", "hk-area-pit-water", "hk-help-area-pit-water"),
    ("carts", "hk-area-carts", "hk-help-area-carts"),
    ("pools", "hk-area-pools", "hk-help-area-pools"),
    ("development-board", "hk-area-board", "hk-help-area-board"),
];

/// The steps of a year and the end: (id, name key, help key).
const YEAR: [(&str, &str, &str); 12] = [
    ("year", "hk-year-overview", "hk-help-year-overview"),
    (
        "pit-water-phase",
        "hk-year-pit-water",
        "hk-help-year-pit-water",
    ),
    ("refill", "hk-year-refill", "hk-help-year-refill"),
    (
        "take-discs",
        "hk-phase-take-discs",
        "hk-help-year-take-discs",
    ),
    (
        "turn-order",
        "hk-year-turn-order",
        "hk-help-year-turn-order",
    ),
    ("planning", "hk-phase-planning", "hk-help-year-planning"),
    ("execution", "hk-phase-execution", "hk-help-year-execution"),
    ("synergy", "hk-year-synergy", "hk-help-year-synergy"),
    (
        "summer-bonus",
        "hk-year-summer-bonus",
        "hk-help-year-summer-bonus",
    ),
    ("winter", "hk-year-winter", "hk-help-year-winter"),
    (
        "final-scoring",
        "hk-year-final-scoring",
        "hk-help-year-final-scoring",
    ),
    ("tie-break", "hk-year-tie-break", "hk-help-year-tie-break"),
];

/// Rule options: (JSON name, name key, one-line description key).
pub const OPTIONS: [(&str, &str, &str); 26] = [
    (
        "planning_mode",
        "hk-opt-planning-mode",
        "hk-opt-planning-mode-text",
    ),
    (
        "synergy_requires_effect",
        "hk-opt-synergy-requires-effect",
        "hk-opt-synergy-requires-effect-text",
    ),
    (
        "coal_digger_requires_accessible_coal",
        "hk-opt-coal-digger-requires-accessible-coal",
        "hk-opt-coal-digger-requires-accessible-coal-text",
    ),
    (
        "coal_digger_mode",
        "hk-opt-coal-digger-mode",
        "hk-opt-coal-digger-mode-text",
    ),
    (
        "hewer_ignores_wood",
        "hk-opt-hewer-ignores-wood",
        "hk-opt-hewer-ignores-wood-text",
    ),
    (
        "rent_payment_voluntary",
        "hk-opt-rent-payment-voluntary",
        "hk-opt-rent-payment-voluntary-text",
    ),
    (
        "charcoal_kiln",
        "hk-opt-charcoal-kiln",
        "hk-opt-charcoal-kiln-text",
    ),
    (
        "improved_farmhand_gets_summer_bonus",
        "hk-opt-improved-farmhand-gets-summer-bonus",
        "hk-opt-improved-farmhand-gets-summer-bonus-text",
    ),
    (
        "own_workers_remove_shaft_water",
        "hk-opt-own-workers-remove-shaft-water",
        "hk-opt-own-workers-remove-shaft-water-text",
    ),
    (
        "over_six_same_colour",
        "hk-opt-over-six-same-colour",
        "hk-opt-over-six-same-colour-text",
    ),
    (
        "second_take_may_take_fewer",
        "hk-opt-second-take-may-take-fewer",
        "hk-opt-second-take-may-take-fewer-text",
    ),
    (
        "tile33_ignores_water",
        "hk-opt-tile33-ignores-water",
        "hk-opt-tile33-ignores-water-text",
    ),
    (
        "oil_lamp_any_time_in_action_phase",
        "hk-opt-oil-lamp-any-time-in-action-phase",
        "hk-opt-oil-lamp-any-time-in-action-phase-text",
    ),
    (
        "mine_cart_coal_before_exhaustion",
        "hk-opt-mine-cart-coal-before-exhaustion",
        "hk-opt-mine-cart-coal-before-exhaustion-text",
    ),
    (
        "hired_workers_follow_live_state",
        "hk-opt-hired-workers-follow-live-state",
        "hk-opt-hired-workers-follow-live-state-text",
    ),
    (
        "tunnel_wood_before_exhaustion",
        "hk-opt-tunnel-wood-before-exhaustion",
        "hk-opt-tunnel-wood-before-exhaustion-text",
    ),
    (
        "water_mill_multiple_pairs",
        "hk-opt-water-mill-multiple-pairs",
        "hk-opt-water-mill-multiple-pairs-text",
    ),
    ("adjacency", "hk-opt-adjacency", "hk-opt-adjacency-text"),
    (
        "max_developments_per_player",
        "hk-opt-max-developments-per-player",
        "hk-opt-max-developments-per-player-text",
    ),
    (
        "acquisition_allows_surplus_tokens",
        "hk-opt-acquisition-allows-surplus-tokens",
        "hk-opt-acquisition-allows-surplus-tokens-text",
    ),
    (
        "coal_sacks_fresh_coal",
        "hk-opt-coal-sacks-fresh-coal",
        "hk-opt-coal-sacks-fresh-coal-text",
    ),
    (
        "wood_vp_in_building_slots",
        "hk-opt-wood-vp-in-building-slots",
        "hk-opt-wood-vp-in-building-slots-text",
    ),
    ("layout", "hk-opt-layout", "hk-opt-layout-text"),
    (
        "start_with_buildings",
        "hk-opt-start-with-buildings",
        "hk-opt-start-with-buildings-text",
    ),
    (
        "start_with_improved_farmhand",
        "hk-opt-start-with-improved-farmhand",
        "hk-opt-start-with-improved-farmhand-text",
    ),
    ("components", "hk-opt-components", "hk-opt-components-text"),
];

/// The whole rules help of Haspelknecht.
pub fn help() -> Vec<HelpEntry> {
    let comps = Components::default();
    let mut v = Vec::new();
    for (i, t) in comps.tiles.iter().enumerate() {
        let tile = tile_id(i);
        let level = tile_level(i);
        let symbol = match t.symbol {
            crate::components::Symbol::None => "hk-symbol-none",
            crate::components::Symbol::Fork => "hk-symbol-fork",
            crate::components::Symbol::Hammer => "hk-symbol-hammer",
            crate::components::Symbol::Building => "hk-symbol-building",
        };
        let fee = match level {
            2 => "hk-fee-level-2",
            3 => "hk-fee-level-3",
            4 => "hk-fee-level-4",
            _ => "hk-fee-level-1",
        };
        v.push(HelpEntry::new(
            GROUP_TILES,
            tile.to_string(),
            tile_msg(tile),
            Msg::new("hk-help-tile")
                .num("level", level)
                .msg("cost", cost_msg(&t.cost))
                .term("symbol", symbol)
                .term("fee", fee)
                .term("effect", tile_effect_key(tile)),
        ));
    }
    v.extend(HelpEntry::keyed(GROUP_WORKERS, &WORKERS));
    for m in Marker::ALL {
        let text = match m {
            Marker::Rope => "hk-help-marker-rope",
            Marker::Wheelbarrow => "hk-help-marker-wheelbarrow",
            Marker::Ladder => "hk-help-marker-ladder",
            Marker::Winch => "hk-help-marker-winch",
            Marker::Lamp => "hk-help-marker-lamp",
            Marker::Hammer => "hk-help-marker-hammer",
        };
        v.push(HelpEntry::new(
            GROUP_MARKERS,
            m.name(),
            Msg::new(m.key()),
            Msg::new(text).text("tile", m.tile().to_string()),
        ));
    }
    for b in Building::ALL {
        let text = match b {
            Building::Barn => "hk-help-building-barn",
            Building::CharcoalKiln => "hk-help-building-charcoal-kiln",
            Building::CoalStorage => "hk-help-building-coal-storage",
            Building::WaterMill => "hk-help-building-water-mill",
        };
        v.push(HelpEntry::new(
            GROUP_BUILDINGS,
            b.name(),
            Msg::new(b.key()),
            Msg::new(text).text("tile", b.tile().to_string()),
        ));
    }
    v.extend(HelpEntry::keyed(GROUP_AREAS, &AREAS));
    v.extend(HelpEntry::keyed(GROUP_YEAR, &YEAR));
    v.extend(HelpEntry::keyed(GROUP_OPTIONS, &OPTIONS));
    v
}

/// Keeps the worker names of the help in step with [`Worker`] (every worker has an entry).
pub fn worker_help_id(w: Worker) -> &'static str {
    match w {
        Worker::Farmer => "farmer",
        Worker::Farmhand => "farmhand",
        Worker::Digger => "digger",
        Worker::Hewer => "hewer",
        Worker::Haspel => "haspel",
        Worker::Winch => "winch",
        Worker::Mill => "mill",
    }
}
