//! The heuristic evaluation for the greedy bot ([`engine::Game::evaluate`]): a VP estimate
//! from what the seat can see. Weights are hand-tuned, not rules.

use crate::data::*;
use crate::state::*;
use engine::Game;

/// How much of an order's VP a cube that fits one of its cells is worth, by where it lies.
const ON_CART: f32 = 0.45;
const IN_ELEVATOR: f32 = 0.55;
const READY: f32 = 0.65; // in storage, or in the elevator at the surface

impl GlueckAuf {
    pub(crate) fn estimate(&self, seat: u8) -> f32 {
        if self.phase == Phase::Over {
            return self.score(seat) as f32;
        }
        let p = &self.players[seat as usize];
        let s = seat as usize;
        // Points already made.
        let mut v = (p.vp_orders + p.vp_shifts) as f32;
        // End-game conversions as they stand (smoothed).
        // End-game conversions as they stand (smoothed).
        v += p.money as f32 * 0.2;
        v -= 2.0 * (p.light as f32 - p.dark as f32).abs();
        // Pending orders: the filled share of their VP, the rest as a chance; complete ones
        // are nearly delivered. Each still costs 1 VP at the end.
        let mut need = [0u8; 4];
        let mut need_vp = [0f32; 4];
        let mut m = p.pending;
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            let o = ORDERS[c as usize];
            let f = self.fills[c as usize];
            let cells = o.num_cells() as f32;
            if p.complete & (1 << c) != 0 {
                v += o.vp as f32 * 0.9;
                continue;
            }
            let done = f.filled.iter().sum::<u8>() as f32;
            v += o.vp as f32 * (0.1 + 0.75 * done / cells) - 1.0;
            for k in 0..4 {
                let open = f.empty_cells(c, k as u8);
                need[k] += open;
                need_vp[k] += open as f32 * o.vp as f32 * 0.75 / cells;
            }
        }
        // Cubes: a third of a VP each at the end, more if they fit an open cell, more the
        // closer they are to the orders.
        let surface = p.level == 0;
        for c in 0..4 {
            let on_carts: u8 = (0..4).map(|l| p.cart_cubes[l][c]).sum();
            let lift = if surface { READY } else { IN_ELEVATOR };
            let tiers = [
                (p.storage[c], READY),
                (p.elevator[c], lift),
                (on_carts, ON_CART),
            ];
            let per_cell = if need[c] > 0 {
                need_vp[c] / need[c] as f32
            } else {
                0.0
            };
            let mut left = need[c];
            for (n, w) in tiers {
                let fit = n.min(left);
                left -= fit;
                v += fit as f32 * per_cell * w + n as f32 / 3.0;
            }
        }
        // Majorities: the coming scoring as if it happened now, elements the seat can judge.
        let weight = 0.6;
        let n = self.n();
        let mut counts = [[0u8; 4]; 12];
        for o in 0..n {
            let c = self.element_counts(o as u8);
            let visible = self.sees_delivered(Some(seat), o as u8);
            for e in 0..12 {
                counts[e][o] = if e < 8 && !visible { 0 } else { c[e] };
            }
        }
        for e in 0..4 * self.shift as usize {
            let (a, b) = ELEMENT_VP[e];
            let g = crate::shift_end::score_element(&counts[e][..n], a, b);
            v += weight * g[s] as f32;
        }
        v
    }
}
