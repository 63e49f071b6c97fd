//! The heuristic evaluation ([`engine::Game::evaluate`]): an estimate of a seat's final VP.
//!
//! It uses only what the seat itself sees (its own board and stock, public boards, the phase):
//! never another seat's plan and never the state's RNG. It runs in every ISMCTS rollout, so it
//! allocates nothing.
//!
//! The estimate is: VP already scored, plus the end-game tables as they stand now (§7), plus the
//! expected value of what the seat holds, weighted by the time left:
//! - coal on the farm by the coming winter's coal table (§6.1), shaft coal to be hauled;
//! - food and thalers against the rent still due (§6.2) and the final thaler table, debt;
//! - wood, the Pinge and the tunnel (sections that can still be completed, §4.7);
//! - pit water (final penalty, blocked mining) and the pit water still to come (§2);
//! - this phase's own plan (or, before planning, the discs by colour) as the food, wood, coal
//!   and thalers it will yield, added to the stock before the stock is valued;
//! - development tiles with an ongoing effect (improved farmhand, kiln, mill, barn, storage,
//!   bucket, horse wagon) by the phases or winters left.

use crate::pieces::*;
use crate::score::{coal_table, thaler_table, water_table, Cat};
use crate::state::*;
use crate::winter::RENT;
use engine::KeyWriter;

/// The end-game categories that [`Haspelknecht::evaluate_seat`] projects itself.
const PROJECTED: [Cat; 3] = [Cat::Thalers, Cat::Debt, Cat::PitWater];

/// Tempo (see `cargo run --release -p bots --example drift -- 100 hk`): the mean gain of a disc
/// take still to come this phase, and of a disc not yet planned. With these a state just before
/// a decision is valued like the states after it, so a search that stops at different depths
/// compares like with like.
const TAKE1: f32 = 2.6;
const TAKE2: f32 = 2.0;
const UNPLANNED: f32 = 0.9;

/// VP of `d` debt markers (§7), continuous for fractional projections.
fn debt_vp(d: f32) -> f32 {
    if d <= 1.0 {
        -d.max(0.0)
    } else {
        -(2.0 * d - 1.0)
    }
}

/// The winter coal table (§6.1), linear between whole coal.
fn coal_f(c: f32) -> f32 {
    let lo = c.floor();
    let a = coal_table(lo as u8) as f32;
    let b = coal_table(lo as u8 + 1) as f32;
    a + (b - a) * (c - lo)
}

/// The final thaler table (§7), linear between whole thalers.
fn thaler_f(t: f32) -> f32 {
    let lo = t.floor();
    let a = thaler_table(lo as u8) as f32;
    let b = thaler_table(lo as u8 + 1) as f32;
    a + (b - a) * (t - lo)
}

/// Expected gains of the seat's plan this phase (negative: payments).
#[derive(Default)]
struct Yield {
    food: f32,
    wood: f32,
    coal: f32,
    shaft: f32,
    thaler: f32,
    vp: f32,
}

/// Tile bits that [`Player::owns`] can ask for (tile indices 0..20).
const TILE_BITS: u32 = (1 << 20) - 1;

impl Haspelknecht {
    /// The evaluation key ([`engine::Game::write_evaluation_key`]): exactly what
    /// [`Haspelknecht::evaluate_seat`] reads for any seat, in a few words. `false` once the
    /// game is over (the score is the value; nothing to memoise).
    ///
    /// Written: the phase (kind, and the index where it is read), year, season and turn
    /// order; in execution the executing seat's workers left and the active worker's steps.
    /// For each seat: its score (the sum of its VP, all `evaluate` reads of them), tiles,
    /// markers, stock, debt, the Pinge, tunnel and shaft, the exhaustion flags, its discs per
    /// colour (cart 1 + cart 2, all that is read); while planning, and in execution for the
    /// seats still to execute, its plan as the evaluation reads it (tokens on the own workers,
    /// which hired workers and mill are paid, the discs used, markers used that it owns, the
    /// food and thalers paid) and whether it is done planning.
    ///
    /// Left out: what the setup fixes for the whole game (the free buildings and improved
    /// farmhand of the setup variant, the component tables); never read by `evaluate`: the
    /// pools, bag and tile stacks, the state's RNG (re-seeded by `determinize`), events,
    /// `fresh_coal`, the kiln and mill flags, new markers, which tiles are new this phase
    /// (`improved() || has(13)` is `free_improved_farmhand || has(13)`), a plan once its seat
    /// has executed or outside planning and execution, the rest of the execution state (the
    /// tile effect waiting, synergy). So determinizations share keys except while planning,
    /// where the other seats' committed plans are re-sampled and are read (each seat's own
    /// plan is part of its own evaluation).
    ///
    /// Injective: the phase kind comes first and fixes which parts follow (the exec word,
    /// which seats' plans); every part after it has a fixed length.
    pub(crate) fn write_evaluation_key(&self, w: &mut KeyWriter) -> bool {
        // The index only where `evaluate` reads it (positions still to act).
        let (kind, i) = match self.phase {
            Phase::Take1(i) => (0, i),
            Phase::Take2(i) => (1, i),
            Phase::FirstYearWater(_) => (2, 0),
            Phase::Planning(_) => (3, 0),
            Phase::Execution(i) => (4, i),
            Phase::WinterKiln(_) => (5, 0),
            Phase::WinterRent(i) => (6, i),
            Phase::WinterStorage(i) => (7, i),
            Phase::Over => return false,
        };
        // At most 2 + 5 words per seat, gathered here and written at once (the index masked:
        // no bounds check).
        let mut buf = [0u64; 32];
        let mut len = 0;
        let mut put = |x: u64| {
            buf[len & 31] = x;
            len += 1;
        };
        let [o0, o1, o2, o3] = self.order;
        put(u64::from_le_bytes([
            kind,
            i,
            self.year,
            self.season,
            o0,
            o1,
            o2,
            o3,
        ]));
        if kind == 4 {
            let steps = self.exec.active.map_or(0, |a| a.steps);
            put(u64::from_le_bytes([
                self.exec.left,
                steps,
                0,
                0,
                0,
                0,
                0,
                0,
            ]));
        }
        // Seats whose plan `evaluate` reads: all while planning, in execution those at the
        // executing position or later.
        let mut plan_read = 0u8;
        if kind == 3 {
            plan_read = 0xf;
        } else if kind == 4 {
            for &s in &self.order[i as usize..self.n()] {
                plan_read |= 1 << s;
            }
        }
        for (seat, p) in self.players[..self.n()].iter().enumerate() {
            put((p.tiles & TILE_BITS) as u64
                | (p.markers as u64) << 20
                | (p.score() as u32 as u64) << 32);
            put(u64::from_le_bytes([
                p.coal,
                p.wood,
                p.food,
                p.thaler,
                p.debt,
                p.pinge_coal,
                p.pinge_wood,
                p.pinge_water,
            ]));
            let flags = p.exhausted as u8 | (p.exhausted_at_plan as u8) << 1;
            let d = |c: usize| p.cart1[c] + p.cart2[c];
            put(u64::from_le_bytes([
                p.tunnel_mined,
                p.tunnel_wood,
                p.shaft_coal,
                p.shaft_water,
                flags,
                d(0),
                d(1),
                d(2),
            ]));
            if plan_read & (1 << seat) != 0 {
                let plan = &p.plan;
                let pf = (plan.mill != [0; 3]) as u8
                    | ((plan.mill[2] > 0) as u8) << 1
                    | ((plan.digger != Pay::None) as u8) << 2
                    | ((plan.hewer != Pay::None) as u8) << 3
                    | ((plan.haspel != Pay::None) as u8) << 4
                    | (plan.winch as u8) << 5
                    | (p.planned as u8) << 6;
                let [f0, f1, f2] = plan.farmer;
                let [h0, h1, h2] = plan.farmhand;
                let discs = plan.discs.iter().sum::<u8>();
                put(u64::from_le_bytes([f0, f1, f2, h0, h1, h2, pf, discs]));
                put(u64::from_le_bytes([
                    plan.markers & p.markers,
                    plan.food,
                    plan.thaler,
                    0,
                    0,
                    0,
                    0,
                    0,
                ]));
            }
        }
        w.words(&buf[..len]);
        true
    }

    /// Where `seat` stands in the year: (acts still in the current action phase, coal scoring
    /// still due this winter, rent still due this winter, storage still due this winter).
    fn timing(&self, seat: u8) -> (bool, bool, bool, bool) {
        let pos = self.position(seat) as u8;
        match self.phase {
            Phase::Take1(_) | Phase::Take2(_) | Phase::FirstYearWater(_) | Phase::Planning(_) => {
                (true, true, true, true)
            }
            Phase::Execution(i) => (pos >= i, true, true, true),
            Phase::WinterKiln(_) => (false, true, true, true),
            Phase::WinterRent(i) => (false, false, pos >= i, true),
            Phase::WinterStorage(i) => (false, false, false, pos >= i),
            Phase::Over => (false, false, false, false),
        }
    }

    /// What `seat`'s own plan (or the part of it still to execute) will yield this phase.
    /// Only the seat's own plan is read: other seats never see it before it is revealed.
    fn plan_yield(&self, seat: u8) -> Yield {
        let p = self.p(seat);
        let plan = &p.plan;
        let mut y = Yield::default();
        let (left, active_steps, started) = match self.phase {
            Phase::Planning(_) => {
                // Payments and markers leave the stock only when the plans are revealed.
                y.food -= plan.food as f32;
                y.thaler -= plan.thaler as f32;
                y.vp -= (plan.markers & p.markers).count_ones() as f32;
                let unplanned = p.discs().saturating_sub(plan.discs.iter().sum::<u8>());
                if !p.planned {
                    y.vp += unplanned as f32 * UNPLANNED;
                }
                (0x7f, 0, false)
            }
            Phase::Execution(i) if self.seat_at(i) == seat => (
                self.exec.left,
                self.exec.active.map_or(0, |a| a.steps),
                true,
            ),
            Phase::Execution(_) => (0x7f, 0, false),
            _ => (0, 0, false),
        };
        y.vp += active_steps as f32 * 0.7;
        let mut blacks = 0.0f32;
        if !matches!(self.phase, Phase::Planning(_) | Phase::Execution(_)) {
            // Before planning: the discs by what their colour can do on an own worker.
            let d = |c: usize| (p.cart1[c] + p.cart2[c]) as f32;
            y.food += d(2) * 0.9;
            y.wood += d(1) * 0.9;
            blacks += d(0);
            y.vp += p.discs() as f32 * 0.2;
        }
        let own = |w: [u8; 3], y: &mut Yield, blacks: &mut f32, farmer: bool| {
            let n: u8 = w.iter().sum();
            let colours = w.iter().filter(|&&x| x > 0).count();
            if colours > 1 {
                // Mixed tokens: a development acquisition.
                y.vp += 2.0 + 0.3 * n as f32;
            } else if w[2] > 0 {
                y.food += w[2] as f32 + (farmer && self.season == SUMMER) as u8 as f32;
            } else if w[1] > 0 {
                y.wood += w[1] as f32;
            } else if w[0] > 0 {
                *blacks += w[0] as f32;
            }
        };
        let bit = |w: Worker| left & w.bit() != 0;
        if bit(Worker::Farmer) {
            own(plan.farmer, &mut y, &mut blacks, true);
        }
        if bit(Worker::Farmhand) {
            own(plan.farmhand, &mut y, &mut blacks, false);
        }
        if bit(Worker::Mill) && plan.mill != [0; 3] {
            if plan.mill[2] > 0 {
                y.food += 1.0;
                y.vp += 2.0;
            } else {
                y.thaler += 1.0;
            }
        }
        if bit(Worker::Digger) && plan.digger != Pay::None {
            blacks += 2.0;
        }
        let exhausted = if started {
            p.exhausted
        } else {
            p.exhausted_at_plan
        };
        if bit(Worker::Hewer) && plan.hewer != Pay::None {
            blacks += 3.0;
        }
        let mut hauls = 0.0f32;
        if bit(Worker::Haspel) && plan.haspel != Pay::None {
            hauls += 3.0;
        }
        if bit(Worker::Winch) && plan.winch {
            hauls += 3.0;
        }
        // Black actions beyond the coal that wood has opened are mostly wasted (§4.2, §4.5).
        if exhausted {
            let open = if p.tunnel_wood == 0 {
                0
            } else {
                self.rules.section_end[p.tunnel_wood as usize - 1].saturating_sub(p.tunnel_mined)
            };
            let b = blacks.min(open as f32 + 0.5);
            // Tunnel coal into the shaft, then hoisted by the Haspelknecht.
            y.shaft += b * 0.8;
            y.vp += b * 0.4;
        } else {
            let open =
                self.rules.pinge_bounds[p.pinge_wood as usize].saturating_sub(7 - p.pinge_coal);
            let b = blacks.min(open as f32 + 1.0);
            y.coal += b * 0.7;
            y.vp += b * 0.2;
        }
        let hoist = hauls.min(p.shaft_coal as f32 + y.shaft);
        y.shaft -= hoist;
        y.coal += hoist;
        y
    }

    /// The heuristic estimate of `seat`'s final VP (see the module doc).
    pub(crate) fn evaluate_seat(&self, seat: u8) -> f32 {
        let p = self.p(seat);
        if self.phase == Phase::Over {
            return p.score() as f32;
        }
        let mut v = p.score() as f32;
        let pos = self.position(seat) as u8;
        v += match self.phase {
            Phase::Take1(i) if pos >= i => TAKE1 + TAKE2,
            Phase::Take1(_) => TAKE2,
            Phase::Take2(i) if pos >= i => TAKE2,
            _ => 0.0,
        };
        for (cat, x) in self.final_lines(seat) {
            if !PROJECTED.contains(&cat) {
                v += x as f32;
            }
        }

        let (acting, coal_due, rent_due, storage_due) = self.timing(seat);
        let in_winter = matches!(
            self.phase,
            Phase::WinterKiln(_) | Phase::WinterRent(_) | Phase::WinterStorage(_)
        );
        let later_years = 3 - self.year as u32;
        // Action phases in which the seat still acts: the rest of this year, then later years.
        let year_phases = if in_winter {
            0
        } else {
            (2 - self.season) as u32 + acting as u32
        };
        let phases = (year_phases + 3 * later_years) as f32;
        let winters = later_years as f32;

        // What this phase's plan (or the rest of it) will still bring.
        let y = if acting {
            self.plan_yield(seat)
        } else {
            Yield::default()
        };
        v += y.vp;
        let after = year_phases.saturating_sub(acting as u32);
        let food = (p.food as f32 + y.food).max(0.0);
        let wood = (p.wood as f32 + y.wood).max(0.0);
        let coal = (p.coal as f32 + y.coal).max(0.0);
        let shaft = (p.shaft_coal as f32 + y.shaft).max(0.0);
        let thaler = (p.thaler as f32 + y.thaler).max(0.0);

        // Coal on the farm: this winter's coal scoring, smoothed while more can come.
        let has = |id: u8| p.owns(tile_index(id).unwrap());
        let wagon = has(44);
        if coal_due {
            v += if wagon {
                coal
            } else if after > 0 && coal < 3.0 {
                0.7 * coal
            } else {
                coal_f(coal)
            };
        }
        // Kept coal counts again next winter (and fills the coal storage).
        if coal > 0.0 && storage_due && later_years > 0 {
            v += 0.6 * coal.min(1.0);
        }
        if coal > 0.0 && storage_due && has(24) {
            v += 0.8 * coal.min(1.0);
        }
        // Shaft coal can still be hauled.
        v += shaft * (0.3 * (after + 3 * later_years) as f32).min(0.6);

        // Rent still due this winter and later.
        let mut food_rent = 0.0;
        let mut thaler_rent = 0.0;
        for yr in self.year as usize..=3 {
            if yr > self.year as usize || rent_due {
                let (f, t) = RENT[yr - 1];
                if yr == self.year as usize {
                    food_rent = f as f32;
                }
                thaler_rent += t as f32;
            }
        }
        // Food: first for this winter's rent, then to pay workers or fill the barn.
        let covered = food.min(food_rent);
        let short_food = food_rent - covered;
        let urgency = [1.0, 0.8, 0.6][after.min(2) as usize];
        let extra_food = food - covered;
        v += extra_food.min(3.0) * (0.3 * after as f32).min(0.6);
        if storage_due && extra_food > 0.0 {
            if has(12) {
                v += 1.6 * extra_food.min(1.0);
            }
            if later_years > 0 {
                v += 0.3 * extra_food.min(1.0);
            }
        }
        // Thalers after the rent still due, by the final table; missing thalers become debt.
        let t = thaler - thaler_rent;
        let short_thaler = (-t).max(0.0);
        v += thaler_f(t.max(0.0));
        let later = (after + 3 * later_years) as f32;
        let projected_debt =
            p.debt as f32 + short_food * urgency + short_thaler * (1.0 - 0.04 * later).max(0.7);
        v += debt_vp(projected_debt);

        // Wood: opens coal in the mine, or +1 VP in the basic storage slot.
        if later > 0.0 {
            v += wood.min(4.0) * 0.6;
        }
        if storage_due && wood > 0.0 {
            v += 0.6 * wood.min(1.0);
        }

        // The mine. Pit water: the final penalty, and mining blocked by it.
        v += water_table(p.water()) as f32;
        let bucket = has(21);
        let water_events = (self.season < AUTUMN && !in_winter) as u32 + 2 * later_years;
        if !bucket {
            v -= 0.6 * water_events as f32;
        }
        if phases > 0.0 {
            if !p.exhausted {
                v -= 0.4 * p.pinge_water.saturating_sub(1) as f32;
                if !self.pinge_accessible(seat) {
                    v -= 0.4;
                }
                // Progress towards exhaustion: the Pinge bonus and the tunnel.
                let bonus = match self.year {
                    1 => 2.0,
                    2 => 1.0,
                    _ => 0.0,
                };
                v += (7 - p.pinge_coal) as f32 * (0.15 + bonus * 0.05);
            } else {
                v -= 0.3 * p.shaft_water.saturating_sub(1) as f32;
            }
            v += self.tunnel_potential(seat, phases);
        }

        // Development tiles with an ongoing effect.
        if p.improved() || has(13) {
            v += 0.5 * phases;
        }
        if p.has_building(15) {
            v += 0.6 * phases;
        }
        if p.has_building(35) {
            v += 0.5 * phases;
        }
        if wagon {
            v += 0.8 * winters;
        }
        if p.has_building(12) {
            v += 1.0 * winters;
        }
        if p.has_building(24) {
            v += 0.6 * winters;
        }
        v
    }

    /// Expected VP of tunnel sections not yet complete: each needs its wood slot filled and its
    /// coal mined; the chance shrinks with the coal still to mine before it and the time left.
    fn tunnel_potential(&self, seat: u8, phases: f32) -> f32 {
        let p = self.p(seat);
        let has = |id: u8| p.owns(tile_index(id).unwrap());
        let (wb, lamp, cart) = (has(22), has(32), has(42));
        // Coal that can be mined per remaining action phase, roughly.
        let capacity = phases * if p.exhausted { 1.3 } else { 0.9 } - p.pinge_coal as f32;
        let mut v = 0.0;
        for (s, sec) in self.rules.comps.tunnel.iter().enumerate() {
            let end = self.rules.section_end[s];
            if p.tunnel_mined >= end && p.tunnel_wood > s as u8 {
                continue;
            }
            let to_mine = end.saturating_sub(p.tunnel_mined) as f32;
            let wood_needed = (s as u8 + 1).saturating_sub(p.tunnel_wood) as f32;
            let need = to_mine + 0.7 * wood_needed;
            if need <= 0.0 || capacity <= 0.0 {
                continue;
            }
            let chance = (capacity / need).min(1.0) * 0.5;
            let worth = sec.vp as f32
                + (wb && sec.wheelbarrow) as u8 as f32
                + (lamp && sec.lamp) as u8 as f32
                + (cart && sec.cart) as u8 as f32;
            v += chance * chance * worth;
        }
        v
    }
}
