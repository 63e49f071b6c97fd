//! Action discs: the bag, the pools, refilling (§3.1), taking discs (§3.2, §3.3) and turn order
//! (§3.4).

use crate::action::Action;
use crate::event::{Event, TurnPlace};
use crate::options::OverSix;
use crate::pieces::*;
use crate::state::*;
use crate::terms::Discs;
use engine::rng::below;
use engine::RuleError;

impl Haspelknecht {
    /// Draws one disc from the bag (None if empty).
    fn draw(&mut self) -> Option<usize> {
        let total: u32 = self.bag.iter().map(|&c| c as u32).sum();
        if total == 0 {
            return None;
        }
        // The colour whose run of the bag's discs (black, brown, yellow) holds `r`.
        let r = below(&mut self.rng, total);
        let b0 = self.bag[0] as u32;
        let mut c = (r >= b0) as usize + (r >= b0 + self.bag[1] as u32) as usize;
        if self.draws.is_on() {
            c = self.chance_disc(c);
        }
        self.bag[c] -= 1;
        Some(c)
    }

    /// Fills every reserve pool to 3, then every action pool to 6, in the component table's
    /// pool order, as far as the bag allows (§3.1, §8 item 15).
    pub(crate) fn fill_pools(&mut self) {
        for p in 0..self.rules.pools {
            while self.reserve_pools[p].iter().sum::<u8>() < 3 {
                match self.draw() {
                    Some(c) => self.reserve_pools[p][c] += 1,
                    None => return,
                }
            }
        }
        for p in 0..self.rules.pools {
            while self.action_pools[p].iter().sum::<u8>() < 6 {
                match self.draw() {
                    Some(c) => self.action_pools[p][c] += 1,
                    None => return,
                }
            }
        }
    }

    /// §3.1: every disc back to the bag, reserves into their action pools, then refill.
    pub(crate) fn refill(&mut self) {
        self.emit(|g| {
            let mut d = [0u8; 3];
            for p in &g.players[..g.n()] {
                for (c, n) in d.iter_mut().enumerate() {
                    *n += p.cart1[c] + p.cart2[c];
                }
            }
            Event::DiscsReturned {
                discs: Discs::from_array(d),
            }
        });
        for s in 0..self.n() {
            let p = &mut self.players[s];
            for c in 0..3 {
                self.bag[c] += p.cart1[c] + p.cart2[c];
            }
            p.cart1 = [0; 3];
            p.cart2 = [0; 3];
        }
        for p in 0..self.rules.pools {
            for c in 0..3 {
                self.action_pools[p][c] += self.reserve_pools[p][c];
            }
            self.reserve_pools[p] = [0; 3];
        }
        let before = self.events.is_recording().then_some(self.action_pools);
        self.fill_pools();
        if let Some(before) = before {
            for (p, had) in before.iter().enumerate().take(self.rules.pools) {
                self.emit(|g| {
                    let mut drawn = [0u8; 3];
                    for (c, n) in drawn.iter_mut().enumerate() {
                        *n = g.action_pools[p][c] - had[c];
                    }
                    Event::PoolRefilled {
                        pool: p as u8 + 1,
                        reserve: Discs::from_array(g.reserve_pools[p]),
                        action: Discs::from_array(drawn),
                    }
                });
            }
        }
    }

    /// The counts a first take of `k` discs of one colour may have (§3.2, §8 item 13).
    pub(crate) fn first_take_counts(&self, k: u8) -> (u8, u8) {
        if k <= 5 {
            return (k, k);
        }
        match self.opts().over_six_same_colour {
            OverSix::TakeSixOrFive => (5, 6),
            OverSix::TakeAll => (k, k),
            OverSix::CapFive => (5, 5),
        }
    }

    pub(crate) fn lamp_usable(&self, seat: u8) -> bool {
        self.p(seat).usable_markers() & M_LAMP != 0
    }

    pub(crate) fn lamp_actions(&self, seat: u8, out: &mut Vec<Action>) {
        if !self.lamp_usable(seat) {
            return;
        }
        for pool in 0..self.rules.pools {
            for r in Colour::ALL {
                if self.reserve_pools[pool][r as usize] == 0 {
                    continue;
                }
                for a in Colour::ALL {
                    if a != r && self.action_pools[pool][a as usize] > 0 {
                        out.push(Action::Lamp {
                            pool: pool as u8,
                            reserve: r,
                            action: a,
                        });
                    }
                }
            }
        }
    }

    pub(crate) fn apply_lamp(
        &mut self,
        seat: u8,
        pool: u8,
        r: Colour,
        a: Colour,
    ) -> Result<(), RuleError> {
        let pool = pool as usize;
        if !self.lamp_usable(seat) {
            return Err(RuleError::Illegal(self.marker_refusal(seat, M_LAMP)));
        }
        if pool >= self.rules.pools
            || r == a
            || self.reserve_pools[pool][r as usize] == 0
            || self.action_pools[pool][a as usize] == 0
        {
            return Err(RuleError::Illegal(self.lamp_refusal(pool, r, a)));
        }
        self.reserve_pools[pool][r as usize] -= 1;
        self.reserve_pools[pool][a as usize] += 1;
        self.action_pools[pool][a as usize] -= 1;
        self.action_pools[pool][r as usize] += 1;
        self.pm(seat).markers &= !M_LAMP;
        self.emit(|_| Event::OilLamp {
            seat,
            pool: pool as u8 + 1,
            reserve: r,
            action: a,
        });
        Ok(())
    }

    pub(crate) fn take_actions(&self, seat: u8, step2: bool, out: &mut Vec<Action>) {
        let held = self.p(seat).discs();
        let fewer = self.opts().second_take_may_take_fewer;
        let pools = &self.action_pools[..self.rules.pools];
        if step2 && fewer {
            // Any count from 1 (option): the general loop.
            for (pool, discs) in pools.iter().enumerate() {
                for colour in Colour::ALL {
                    let max = discs[colour as usize].min(5 - held);
                    for count in 1..=max {
                        out.push(Action::Take {
                            pool: pool as u8,
                            colour,
                            count,
                        });
                    }
                }
            }
            return;
        }
        // At most two counts per pool and colour (§3.2: five or six of six alike; §3.3: as
        // many as fit), gathered without branching on which pools hold the colour, and
        // appended at once (4 pools × 3 colours × 2).
        let mut buf = [Action::Pass; 24];
        let mut n = 0;
        for (pool, discs) in pools.iter().enumerate() {
            for colour in Colour::ALL {
                let k = discs[colour as usize];
                let (lo, hi) = if step2 {
                    let max = k.min(5 - held);
                    (max, max)
                } else {
                    self.first_take_counts(k)
                };
                debug_assert!(hi - lo <= 1);
                let take = |count| Action::Take {
                    pool: pool as u8,
                    colour,
                    count,
                };
                if lo < hi {
                    // Rare: six alike, five or six may be taken.
                    buf[n] = take(lo);
                    n += 1;
                }
                buf[n] = take(hi);
                n += (k > 0) as usize;
            }
        }
        let len = out.len() + n;
        out.extend_from_slice(&buf);
        out.truncate(len);
    }

    pub(crate) fn apply_take(
        &mut self,
        seat: u8,
        step2: bool,
        pool: u8,
        colour: Colour,
        count: u8,
    ) -> Result<(), RuleError> {
        let pool = pool as usize;
        if pool >= self.rules.pools {
            return Err(RuleError::Illegal(self.take_refusal(seat, step2, pool, 0)));
        }
        let k = self.action_pools[pool][colour as usize];
        if k == 0 {
            return Err(RuleError::Illegal(self.take_refusal(seat, step2, pool, k)));
        }
        let ok = if step2 {
            let max = k.min(5 - self.p(seat).discs());
            if self.opts().second_take_may_take_fewer {
                (1..=max).contains(&count)
            } else {
                count == max
            }
        } else {
            let (lo, hi) = self.first_take_counts(k);
            (lo..=hi).contains(&count)
        };
        if !ok {
            return Err(RuleError::Illegal(self.take_refusal(seat, step2, pool, k)));
        }
        self.action_pools[pool][colour as usize] -= count;
        if step2 {
            self.pm(seat).cart2[colour as usize] += count;
        } else {
            self.pm(seat).cart1[colour as usize] += count;
            // Water symbol: 1 pit water, first step only (§3.2).
            if self.rules.water_pool[pool] {
                self.add_water(seat, 1);
            }
        }
        self.emit(|g| Event::DiscsTaken {
            seat,
            step: 1 + step2 as u8,
            pool: pool as u8 + 1,
            colour,
            count,
            pit_water: !step2 && g.rules.water_pool[pool],
        });
        Ok(())
    }

    /// §3.4: ascending cart-1 value; ties go to the seat later in the current order.
    pub(crate) fn set_turn_order(&mut self) {
        let n = self.n();
        let mut keyed = [(0u8, 0usize, 0u8); 4];
        for (pos, k) in keyed.iter_mut().enumerate().take(n) {
            let s = self.order[pos];
            let c = self.p(s).cart1;
            *k = (c[0] + 2 * c[1] + 3 * c[2], n - pos, s);
        }
        let keyed = &mut keyed[..n];
        keyed.sort_unstable();
        for (pos, k) in keyed.iter().enumerate() {
            self.order[pos] = k.2;
        }
        self.emit(|g| Event::TurnOrder {
            order: g.order[..n]
                .iter()
                .map(|&s| {
                    let c = g.p(s).cart1;
                    TurnPlace {
                        seat: s,
                        value: c[0] + 2 * c[1] + 3 * c[2],
                    }
                })
                .collect(),
        });
    }
}
