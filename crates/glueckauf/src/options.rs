//! Rule options: every ambiguity the spec names (spec §7), recorded in game records.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Spec §7 item 12: `false` (default, Hungarian/English reading) = on a tie for the most factory
    /// workers the previous first player never keeps the token; `true` = Russian reading, they keep it.
    pub prev_first_keeps_on_tie: bool,
    /// Spec §7 item 16: `false` (default) = 16 cubes per colour; `true` = the supply never runs
    /// out (BGA behaviour).
    pub unlimited_coal: bool,
    /// Spec §7 item 19: `true` (default) = delivered order cards are public; `false` = only
    /// their owner sees them (others see how many).
    pub delivered_orders_public: bool,
    /// Spec §7 item 27: `false` (default) = coal substitution is mandatory while the supply
    /// holds any cube; `true` = the player may leave such a cart empty (`substitute none`).
    pub optional_substitution: bool,
    /// Spec §7 item 4: `false` (default) = a double fill is atomic (2 steps at once);
    /// `true` = its two cubes may be placed as separate 1-step decisions, even in different
    /// actions, leaving a half-filled cell in between (its cube never moves again).
    pub allow_split_double_fill: bool,
    /// Spec §1.2 step 9: the first player; `None` = drawn from the seed.
    pub first_player: Option<u8>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            prev_first_keeps_on_tie: false,
            unlimited_coal: false,
            delivered_orders_public: true,
            optional_substitution: false,
            allow_split_double_fill: false,
            first_player: None,
        }
    }
}
