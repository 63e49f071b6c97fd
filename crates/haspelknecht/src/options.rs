//! Rule options: every ambiguity of `haspelknecht-rules.md` §8 with the spec's default, plus the
//! setup variants (§1.5) and the component table. Stored in the game record.

use crate::components::Components;
use serde::{Deserialize, Serialize};

#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum PlanningMode {
    /// All seats plan at once, hidden; plans are revealed when all are done (§3.5).
    #[default]
    Simultaneous,
    /// Seats plan one after the other in turn order, openly.
    SequentialInTurnOrder,
}

#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum CoalDiggerMode {
    #[default]
    PlayerChoice,
    /// [PL]/[ES]: remove 2 water while more than 1 lies in the Pinge, otherwise mine.
    Automatic,
}

#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum CharcoalKiln {
    /// [DE]: once per action phase, from the phase after the purchase.
    #[default]
    OncePerActionPhaseFromNextPhase,
    /// [PL]: at any time, no limit (also in winter before scoring and storage).
    AnyTimeUnlimited,
}

#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum OverSix {
    /// With 6 or more discs of the colour, take 6 or 5 (the player chooses).
    #[default]
    TakeSixOrFive,
    /// Take every disc of the colour.
    TakeAll,
    /// Never more than 5.
    CapFive,
}

#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Adjacency {
    #[default]
    AnyTouchingTile,
    OnlyPreviousRow,
}

/// Which development layout is played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LayoutChoice {
    /// The recommended first-game layout: the lowest-numbered tiles of each level.
    #[default]
    FirstGame,
    /// A named variant of the component table. `tiles` lists the tiles slot by slot (row by
    /// row, left to right); empty = dealt at random from each level.
    Variant {
        name: String,
        #[serde(default)]
        tiles: Vec<u8>,
    },
    /// A random shape that obeys the layout rules, with random tiles.
    Random,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub planning_mode: PlanningMode,
    pub synergy_requires_effect: bool,
    pub coal_digger_requires_accessible_coal: bool,
    pub coal_digger_mode: CoalDiggerMode,
    pub hewer_ignores_wood: bool,
    pub rent_payment_voluntary: bool,
    pub charcoal_kiln: CharcoalKiln,
    pub improved_farmhand_gets_summer_bonus: bool,
    pub own_workers_remove_shaft_water: bool,
    pub over_six_same_colour: OverSix,
    pub second_take_may_take_fewer: bool,
    pub tile33_ignores_water: bool,
    pub oil_lamp_any_time_in_action_phase: bool,
    pub mine_cart_coal_before_exhaustion: bool,
    pub hired_workers_follow_live_state: bool,
    pub tunnel_wood_before_exhaustion: bool,
    pub water_mill_multiple_pairs: bool,
    pub adjacency: Adjacency,
    pub max_developments_per_player: Option<u8>,
    pub acquisition_allows_surplus_tokens: bool,
    pub coal_sacks_fresh_coal: bool,
    pub wood_vp_in_building_slots: bool,
    pub layout: LayoutChoice,
    /// §1.5: everyone starts with the building of a building tile missing from the layout.
    pub start_with_buildings: bool,
    /// §1.5: everyone starts with the improved farmhand if tile 13 is missing.
    pub start_with_improved_farmhand: bool,
    /// The component table; `None` = the built-in table ([`Components::default`]).
    pub components: Option<Components>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            planning_mode: PlanningMode::Simultaneous,
            synergy_requires_effect: true,
            coal_digger_requires_accessible_coal: true,
            coal_digger_mode: CoalDiggerMode::PlayerChoice,
            hewer_ignores_wood: false,
            rent_payment_voluntary: false,
            charcoal_kiln: CharcoalKiln::OncePerActionPhaseFromNextPhase,
            improved_farmhand_gets_summer_bonus: false,
            own_workers_remove_shaft_water: false,
            over_six_same_colour: OverSix::TakeSixOrFive,
            second_take_may_take_fewer: false,
            tile33_ignores_water: false,
            oil_lamp_any_time_in_action_phase: false,
            mine_cart_coal_before_exhaustion: false,
            hired_workers_follow_live_state: false,
            tunnel_wood_before_exhaustion: true,
            water_mill_multiple_pairs: false,
            adjacency: Adjacency::AnyTouchingTile,
            max_developments_per_player: None,
            acquisition_allows_surplus_tokens: false,
            coal_sacks_fresh_coal: true,
            wood_vp_in_building_slots: false,
            layout: LayoutChoice::FirstGame,
            start_with_buildings: false,
            start_with_improved_farmhand: false,
            components: None,
        }
    }
}
