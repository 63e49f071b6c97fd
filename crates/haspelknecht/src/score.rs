//! Victory-point categories, the scoring tables (§6.1, §7) and final scoring.

use crate::components::Symbol;
use crate::state::*;

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

impl Haspelknecht {
    fn symbols(&self, seat: u8, sym: Symbol) -> u8 {
        let tiles = self.p(seat).tiles;
        (0..20)
            .filter(|&i| tiles & (1 << i) != 0 && self.rules.symbols[i] == sym)
            .count() as u8
    }

    /// The end-game categories of `seat` as they stand now (§7).
    pub fn final_lines(&self, seat: u8) -> [(Cat, i16); 8] {
        let p = self.p(seat);
        let done = self.completed_sections(seat);
        let secs = &self.rules.comps.tunnel;
        let mut base = 0;
        let mut bonus = 0;
        for (s, sec) in secs.iter().enumerate() {
            if done & (1 << s) == 0 {
                continue;
            }
            base += sec.vp as i16;
            if p.owns(tile_index(22).unwrap()) && sec.wheelbarrow {
                bonus += 1;
            }
            if p.owns(tile_index(32).unwrap()) && sec.lamp {
                bonus += 1;
            }
            if p.owns(tile_index(42).unwrap()) && sec.cart {
                bonus += 1;
            }
        }
        let mut sym = 0;
        if p.owns(tile_index(43).unwrap()) {
            sym += self.symbols(seat, Symbol::Fork) as i16;
        }
        if p.owns(tile_index(41).unwrap()) {
            sym += self.symbols(seat, Symbol::Hammer) as i16;
        }
        [
            (Cat::TunnelSections, base),
            (Cat::TunnelBonus, bonus),
            (Cat::SymbolBonus, sym),
            (
                Cat::Buildings,
                building_table(self.symbols(seat, Symbol::Building)),
            ),
            (Cat::UnusedMarkers, p.markers.count_ones() as i16),
            (Cat::Thalers, thaler_table(p.thaler)),
            (Cat::Debt, debt_table(p.debt)),
            (Cat::PitWater, water_table(p.water())),
        ]
    }

    /// Adds the end-game scoring to every seat (§7).
    pub(crate) fn final_scoring(&mut self) {
        for s in 0..self.n() as u8 {
            let lines = self.final_lines(s);
            for (cat, v) in lines {
                self.pm(s).vp[cat as usize] += v;
            }
            self.emit(|g| crate::event::Event::FinalScoring {
                seat: s,
                lines: lines
                    .iter()
                    .filter(|(_, v)| *v != 0)
                    .map(|&(category, v)| crate::event::ScorePart {
                        category,
                        points: v as i32,
                    })
                    .collect(),
                total: g.p(s).score(),
            });
        }
    }
}
