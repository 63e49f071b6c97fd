//! Victory-point categories and the scoring tables (§6.1, §7): what the rules score by, as data
//! (the scoring itself is in the rules: [`crate::winter`], [`crate::final_scoring`]).

/// Victory-point categories: where a seat's points come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Cat {
    Developments = 0,
    PingeBonus,
    Rope,
    CharcoalKiln,
    WaterMill,
    WinterCoal,
    WinterStorage,
    TunnelSections,
    TunnelBonus,
    SymbolBonus,
    Buildings,
    UnusedMarkers,
    Thalers,
    Debt,
    PitWater,
}

/// The categories in the order of a player's `vp` array.
pub const CATEGORIES: [Cat; 15] = [
    Cat::Developments,
    Cat::PingeBonus,
    Cat::Rope,
    Cat::CharcoalKiln,
    Cat::WaterMill,
    Cat::WinterCoal,
    Cat::WinterStorage,
    Cat::TunnelSections,
    Cat::TunnelBonus,
    Cat::SymbolBonus,
    Cat::Buildings,
    Cat::UnusedMarkers,
    Cat::Thalers,
    Cat::Debt,
    Cat::PitWater,
];

impl Cat {
    /// The catalogue key (`hk-score-tunnel-sections`): the `category` of a score line.
    pub fn key(self) -> &'static str {
        match self {
            Cat::Developments => "hk-score-developments",
            Cat::PingeBonus => "hk-score-pinge-bonus",
            Cat::Rope => "hk-score-rope",
            Cat::CharcoalKiln => "hk-score-charcoal-kiln",
            Cat::WaterMill => "hk-score-water-mill",
            Cat::WinterCoal => "hk-score-winter-coal",
            Cat::WinterStorage => "hk-score-winter-storage",
            Cat::TunnelSections => "hk-score-tunnel-sections",
            Cat::TunnelBonus => "hk-score-tunnel-bonus",
            Cat::SymbolBonus => "hk-score-symbol-bonus",
            Cat::Buildings => "hk-score-buildings",
            Cat::UnusedMarkers => "hk-score-unused-markers",
            Cat::Thalers => "hk-score-thalers",
            Cat::Debt => "hk-score-debt",
            Cat::PitWater => "hk-score-pit-water",
        }
    }

    /// The short name (`tunnel-sections`).
    pub fn name(self) -> &'static str {
        &self.key()["hk-score-".len()..]
    }
}

/// §6.1: winter coal table (0–2: 0, then n − 1; no cap).
pub fn coal_table(n: u8) -> i16 {
    if n >= 3 {
        n as i16 - 1
    } else {
        0
    }
}

/// §7: thalers kept: 0, 2, 5, 9, 14, then +6 each.
pub fn thaler_table(t: u8) -> i16 {
    match t {
        0 => 0,
        1 => 2,
        2 => 5,
        3 => 9,
        _ => 14 + 6 * (t as i16 - 4),
    }
}

/// §7: the first debt −1, each further −2.
pub fn debt_table(d: u8) -> i16 {
    if d == 0 {
        0
    } else {
        -(2 * d as i16 - 1)
    }
}

/// §7: the first pit water is free, each further −1.
pub fn water_table(w: u8) -> i16 {
    -(w.saturating_sub(1) as i16)
}

/// §7: building symbols 1/3/6/10.
pub fn building_table(n: u8) -> i16 {
    [0, 1, 3, 6, 10][n.min(4) as usize]
}
