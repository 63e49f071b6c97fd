//! Final scoring (§7): tunnel sections and their bonuses, symbols, buildings, unused markers,
//! thalers, debt and pit water, added to every seat at the end.

use crate::components::Symbol;
use crate::event::{Event, ScorePart};
use crate::pieces::*;
use crate::score::*;
use crate::state::*;

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
            self.emit(|g| Event::FinalScoring {
                seat: s,
                lines: lines
                    .iter()
                    .filter(|(_, v)| *v != 0)
                    .map(|&(category, v)| ScorePart {
                        category,
                        points: v as i32,
                    })
                    .collect(),
                total: g.p(s).score(),
            });
        }
    }
}
