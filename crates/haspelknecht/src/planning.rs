//! Planning (§3.5): a plan is built from small decisions (assign one token, pay one hired
//! worker, plan the winch) and closed with `done`. Under simultaneous planning the plan stays
//! hidden from the other seats until every seat is done.

use crate::action::{Action, Hired, Slot, Token};
use crate::options::PlanningMode;
use crate::pieces::*;
use crate::state::*;
use engine::RuleError;

/// Whether `tokens` (per colour) exactly meet `cost` (black, brown, yellow, grey) (§5.2).
pub fn matches_cost(tokens: [u8; 3], cost: [u8; 4], surplus: bool) -> bool {
    let total: u8 = tokens.iter().sum();
    let need = cost[0] + cost[1] + cost[2] + cost[3];
    (if surplus {
        total >= need
    } else {
        total == need
    }) && (0..3).all(|c| tokens[c] >= cost[c])
}

fn colours_used(tokens: [u8; 3]) -> usize {
    (tokens[0] > 0) as usize + (tokens[1] > 0) as usize + (tokens[2] > 0) as usize
}

impl Haspelknecht {
    /// Discs of `colour` still free for the plan.
    fn free_discs(&self, seat: u8, c: usize) -> u8 {
        let p = self.p(seat);
        p.cart1[c] + p.cart2[c] - p.plan.discs[c]
    }

    fn free_marker(&self, seat: u8, m: u8) -> bool {
        let p = self.p(seat);
        p.usable_markers() & !p.plan.markers & m != 0
    }

    pub(crate) fn token_is_free(&self, seat: u8, tok: Token) -> bool {
        self.token_free(seat, tok)
    }

    fn token_free(&self, seat: u8, tok: Token) -> bool {
        if tok.marker {
            self.free_marker(seat, tok.colour.marker())
        } else {
            self.free_discs(seat, tok.colour as usize) > 0
        }
    }

    /// Tiles in play that `seat` does not own (and may still own more of).
    pub(crate) fn acquirable_mask(&self, seat: u8) -> u32 {
        let p = self.p(seat);
        if let Some(max) = self.opts().max_developments_per_player {
            if p.tiles.count_ones() >= max as u32 {
                return 0;
            }
        }
        self.rules.in_play & !p.tiles
    }

    /// Whether an own worker's token set is valid: finished (`complete`) or still extendable.
    pub(crate) fn own_tokens_ok(
        &self,
        seat: u8,
        slot: Slot,
        tokens: [u8; 3],
        complete: bool,
    ) -> bool {
        let p = self.p(seat);
        let total: u8 = tokens.iter().sum();
        match slot {
            Slot::Mill => {
                // Exactly 2 black or 2 yellow (§3.9); option: several pairs.
                if tokens[Colour::Brown as usize] > 0 {
                    return false;
                }
                if self.opts().water_mill_multiple_pairs {
                    let even = tokens.iter().all(|&n| n % 2 == 0);
                    total <= 6 && (!complete || even)
                } else {
                    colours_used(tokens) <= 1
                        && total <= 2
                        && (!complete || total == 0 || total == 2)
                }
            }
            Slot::Farmer | Slot::Farmhand => {
                if colours_used(tokens) <= 1 {
                    return true;
                }
                // Mixed colours only for a development (§3.5), by a worker who may acquire.
                if slot == Slot::Farmhand && !p.improved() {
                    return false;
                }
                let surplus = self.opts().acquisition_allows_surplus_tokens;
                let mask = self.acquirable_mask(seat);
                // Tiles of one cost are alike here: one check per distinct cost.
                self.rules.cost_kinds.iter().any(|&(cost, tiles)| {
                    mask & tiles != 0 && {
                        let need = cost[0] + cost[1] + cost[2] + cost[3];
                        if complete {
                            matches_cost(tokens, cost, surplus)
                        } else if surplus {
                            true
                        } else {
                            total <= need
                                && (0..3)
                                    .map(|c| cost[c].saturating_sub(tokens[c]))
                                    .sum::<u8>()
                                    <= need - total
                        }
                    }
                })
            }
        }
    }

    fn slot_tokens(&self, seat: u8, slot: Slot) -> [u8; 3] {
        let plan = &self.p(seat).plan;
        match slot {
            Slot::Farmer => plan.farmer,
            Slot::Farmhand => plan.farmhand,
            Slot::Mill => plan.mill,
        }
    }

    fn mill_available(&self, seat: u8) -> bool {
        self.p(seat).has_building_old(35)
    }

    fn digger_available(&self, seat: u8) -> bool {
        !self.p(seat).exhausted_at_plan
    }

    /// Hewer, Haspelknecht and winch (§3.5; §8 item 22).
    fn shaft_workers_available(&self, seat: u8) -> bool {
        self.p(seat).exhausted_at_plan || self.opts().hired_workers_follow_live_state
    }

    fn pay_ok(&self, seat: u8, w: Hired, pay: Pay) -> bool {
        let p = self.p(seat);
        let (avail, current) = match w {
            Hired::Digger => (self.digger_available(seat), p.plan.digger),
            Hired::Hewer => (self.shaft_workers_available(seat), p.plan.hewer),
            Hired::Haspel => (self.shaft_workers_available(seat), p.plan.haspel),
        };
        if !avail || current != Pay::None {
            return false;
        }
        match pay {
            Pay::None => false,
            Pay::YellowDisc => w != Hired::Hewer && self.free_discs(seat, 2) > 0,
            Pay::Wheelbarrow => w != Hired::Hewer && self.free_marker(seat, M_WHEELBARROW),
            Pay::Food => p.food > p.plan.food,
            Pay::Thaler => p.thaler > p.plan.thaler,
        }
    }

    fn winch_ok(&self, seat: u8) -> bool {
        self.shaft_workers_available(seat)
            && !self.p(seat).plan.winch
            && self.free_marker(seat, M_WINCH)
    }

    /// The ways to complete a mixed-colour own worker holding `tokens` (§3.5: mixed colours
    /// only to buy a development, matching its cost exactly): per acquirable tile cost, the
    /// tokens still missing per colour and how many more of any colour (grey, §5.2).
    fn mixed_completions(&self, seat: u8, tokens: [u8; 3], out: &mut [([u8; 3], u8); 20]) -> usize {
        let total: u8 = tokens.iter().sum();
        let surplus = self.opts().acquisition_allows_surplus_tokens;
        let mask = self.acquirable_mask(seat);
        let mut k = 0;
        for &(cost, tiles) in &self.rules.cost_kinds {
            if mask & tiles == 0 {
                continue;
            }
            let need = cost[0] + cost[1] + cost[2] + cost[3];
            if total > need && !surplus {
                continue;
            }
            let mut d = [0u8; 3];
            for c in 0..3 {
                d[c] = cost[c].saturating_sub(tokens[c]);
            }
            let dsum: u8 = d.iter().sum();
            let rest = need.saturating_sub(total);
            if dsum > rest {
                continue;
            }
            out[k] = (d, rest - dsum);
            k += 1;
        }
        k
    }

    /// Whether own workers holding `farmer`, `farmhand` and `mill` can still all be completed
    /// with `free` more tokens per colour (no dead ends): a single-colour worker is complete as
    /// it is, the water mill needs pairs (§3.9), a mixed worker a tile's cost.
    fn completable_with(
        &self,
        seat: u8,
        farmer: [u8; 3],
        farmhand: [u8; 3],
        mill: [u8; 3],
        free: [u8; 3],
    ) -> bool {
        let dm = [mill[0] % 2, mill[1] % 2, mill[2] % 2];
        let (fm, hm) = (colours_used(farmer) > 1, colours_used(farmhand) > 1);
        if !fm && !hm {
            return dm[0] <= free[0] && dm[1] <= free[1] && dm[2] <= free[2];
        }
        let total_free = free[0] + free[1] + free[2];
        let fits = |d: [u8; 3], grey: u8| {
            let mut sum = 0;
            for c in 0..3 {
                let x = d[c] + dm[c];
                if x > free[c] {
                    return false;
                }
                sum += x;
            }
            sum + grey <= total_free
        };
        if fm != hm {
            // One mixed worker (the usual case): any tile cost it can still reach will do.
            let t = if fm { farmer } else { farmhand };
            let total: u8 = t.iter().sum();
            let surplus = self.opts().acquisition_allows_surplus_tokens;
            let mask = self.acquirable_mask(seat);
            return self.rules.cost_kinds.iter().any(|&(cost, tiles)| {
                let need = cost[0] + cost[1] + cost[2] + cost[3];
                if mask & tiles == 0 || (total > need && !surplus) {
                    return false;
                }
                let d = [
                    cost[0].saturating_sub(t[0]),
                    cost[1].saturating_sub(t[1]),
                    cost[2].saturating_sub(t[2]),
                ];
                let dsum = d[0] + d[1] + d[2];
                let rest = need.saturating_sub(total);
                dsum <= rest && fits(d, rest - dsum)
            });
        }
        let mut a = [([0u8; 3], 0u8); 20];
        let mut b = [([0u8; 3], 0u8); 20];
        let na = if fm {
            self.mixed_completions(seat, farmer, &mut a)
        } else {
            1
        };
        let nb = if hm {
            self.mixed_completions(seat, farmhand, &mut b)
        } else {
            1
        };
        a[..na].iter().any(|x| {
            b[..nb].iter().any(|y| {
                fits(
                    [x.0[0] + y.0[0], x.0[1] + y.0[1], x.0[2] + y.0[2]],
                    x.1 + y.1,
                )
            })
        })
    }

    /// Tokens not yet in `plan`, per colour: discs on the carts and the colour's usable marker
    /// (§5.6: hammer, ladder and wheelbarrow stand in for a disc).
    fn free_tokens(&self, seat: u8, plan: &Plan) -> [u8; 3] {
        let p = self.p(seat);
        let markers = p.usable_markers() & !plan.markers;
        std::array::from_fn(|c| {
            p.cart1[c] + p.cart2[c] - plan.discs[c] + (markers & Colour::ALL[c].marker() != 0) as u8
        })
    }

    /// Whether `plan` can still be completed with the tokens not yet used (no dead ends).
    fn completable(&self, seat: u8, plan: &Plan) -> bool {
        let free = self.free_tokens(seat, plan);
        self.completable_with(seat, plan.farmer, plan.farmhand, plan.mill, free)
    }

    pub(crate) fn plan_complete(&self, seat: u8) -> bool {
        let plan = &self.p(seat).plan;
        // Single-colour own workers are complete as they are (§3.5); an empty mill too. Only
        // the others are checked.
        let done = (colours_used(plan.farmer) <= 1
            || self.own_tokens_ok(seat, Slot::Farmer, plan.farmer, true))
            && (colours_used(plan.farmhand) <= 1
                || self.own_tokens_ok(seat, Slot::Farmhand, plan.farmhand, true))
            && (plan.mill == [0; 3] || self.own_tokens_ok(seat, Slot::Mill, plan.mill, true));
        debug_assert_eq!(
            done,
            [Slot::Farmer, Slot::Farmhand, Slot::Mill]
                .into_iter()
                .all(|s| self.own_tokens_ok(seat, s, self.slot_tokens(seat, s), true))
        );
        done
    }

    /// The planning steps open to `seat`, in the order the notation lists them: tokens on the
    /// farmer, farmhand and mill (per colour, the disc before the marker), payments of the
    /// digger, hewer and Haspelknecht, the winch, `done`. What the tokens can still complete
    /// is judged once per colour: a disc and a marker of one colour leave the same tokens free.
    /// Colours are bit sets here (bit `c` for colour `c`); the steps are gathered in a small
    /// buffer and appended at once.
    pub(crate) fn plan_actions(&self, seat: u8, out: &mut Vec<Action>) {
        let p = self.p(seat);
        if p.planned {
            return;
        }
        let plan = &p.plan;
        let markers = p.usable_markers() & !plan.markers;
        let mut discs = [0u8; 3];
        let mut free = [0u8; 3];
        for c in 0..3 {
            discs[c] = p.cart1[c] + p.cart2[c] - plan.discs[c];
            free[c] = discs[c] + (markers & Colour::ALL[c].marker() != 0) as u8;
        }
        // Which colours each own worker holds, which the mill holds an odd number of, and of
        // which one or two tokens are still free.
        let bits = |t: [u8; 3], min: u8| {
            (t[0] >= min) as u8 | ((t[1] >= min) as u8) << 1 | ((t[2] >= min) as u8) << 2
        };
        let (farmer_bits, farmhand_bits) = (bits(plan.farmer, 1), bits(plan.farmhand, 1));
        let mill_odd = bits(plan.mill.map(|n| n % 2), 1);
        let (free1, free2) = (bits(free, 1), bits(free, 2));
        let single = |b: u8| b & b.wrapping_sub(1) == 0;
        // The colours that keep a worker holding `b` single-coloured.
        let stays_single = |b: u8| match b {
            0 => 0b111,
            _ if single(b) => b,
            _ => 0,
        };
        let (farmer_single, farmhand_single) = (single(farmer_bits), single(farmhand_bits));
        // While both own workers stay single-coloured they are complete as they are, and only
        // the mill's odd counts need one more token of their colour among those left (§3.9).
        // Taking one token of colour `c` (always a free colour here) leaves them that token if
        // the mill is not fed (`keep_ok`), or pairs or opens colour `c` if it is (`feed_ok`).
        let (keep_ok, feed_ok) = if mill_odd & !free1 == 0 {
            (!(mill_odd & !free2), mill_odd | free2)
        } else {
            (0, 0)
        };
        // Per slot, the colours that may take one more token: the single-colour fast path
        // decides those whose workers stay single-coloured; for the others (a mixed worker
        // must still match a tile cost) `completable_with` decides.
        let slow = |slot: Slot, candidates: u8| {
            let mut ok = 0;
            let mut m = candidates;
            while m != 0 {
                let c = m.trailing_zeros() as usize;
                m &= m - 1;
                let (mut farmer, mut farmhand, mut mill) = (plan.farmer, plan.farmhand, plan.mill);
                match slot {
                    Slot::Farmer => farmer[c] += 1,
                    Slot::Farmhand => farmhand[c] += 1,
                    Slot::Mill => mill[c] += 1,
                }
                let mut left = free;
                left[c] -= 1;
                if self.completable_with(seat, farmer, farmhand, mill, left) {
                    ok |= 1 << c;
                }
            }
            ok
        };
        let fast = if farmhand_single {
            stays_single(farmer_bits)
        } else {
            0
        };
        let farmer_ok = free1 & fast & keep_ok | slow(Slot::Farmer, free1 & !fast);
        // Mixed colours only on an improved farmhand (§3.5).
        let shape = stays_single(farmhand_bits) | if p.improved() { 0b111 } else { 0 };
        let fast = if farmer_single {
            stays_single(farmhand_bits)
        } else {
            0
        };
        let farmhand_ok =
            free1 & shape & (fast & keep_ok | slow(Slot::Farmhand, free1 & shape & !fast));
        let mill_ok = if self.mill_available(seat) {
            let mut shape = 0;
            for c in 0..3 {
                let mut t2 = plan.mill;
                t2[c] += 1;
                shape |= (self.own_tokens_ok(seat, Slot::Mill, t2, false) as u8) << c;
            }
            let fast = if farmer_single && farmhand_single {
                0b111
            } else {
                0
            };
            free1 & shape & (fast & feed_ok | slow(Slot::Mill, free1 & shape & !fast))
        } else {
            0
        };
        // Colours with a free disc, with a free marker.
        let disc_bits = bits(discs, 1);
        let marker_bits = bits(Colour::ALL.map(|c| (markers & c.marker() != 0) as u8), 1);
        let mut buf = [Action::Done; 32];
        let mut n = 0;
        for (slot, ok) in [
            (Slot::Farmer, farmer_ok),
            (Slot::Farmhand, farmhand_ok),
            (Slot::Mill, mill_ok),
        ] {
            for colour in Colour::ALL {
                let c = colour as usize;
                debug_assert_eq!(ok >> c & 1 != 0, {
                    let mut t2 = self.slot_tokens(seat, slot);
                    t2[c] += 1;
                    free[c] > 0
                        && (slot != Slot::Mill || self.mill_available(seat))
                        && self.own_tokens_ok(seat, slot, t2, false)
                        && self.completable(
                            seat,
                            &self.assigned(
                                seat,
                                slot,
                                Token {
                                    colour,
                                    marker: discs[c] == 0,
                                },
                            ),
                        )
                });
                let token = |marker| Action::Assign {
                    slot,
                    token: Token { colour, marker },
                };
                buf[n] = token(false);
                n += (ok & disc_bits) as usize >> c & 1;
                buf[n] = token(true);
                n += (ok & marker_bits) as usize >> c & 1;
            }
        }
        // Paying with food or a thaler leaves the tokens as they are (the plan stays
        // completable); a yellow disc and the wheelbarrow leave the same tokens free.
        let shaft = self.shaft_workers_available(seat);
        let (yellow_disc, wheelbarrow) = (discs[2] > 0, markers & M_WHEELBARROW != 0);
        let (food, thaler) = (p.food > plan.food, p.thaler > plan.thaler);
        let yellow_ok = (yellow_disc || wheelbarrow)
            && if farmer_single && farmhand_single {
                keep_ok & 0b100 != 0
            } else {
                let mut left = free;
                left[2] -= 1;
                self.completable_with(seat, plan.farmer, plan.farmhand, plan.mill, left)
            };
        for (w, open) in [
            (
                Hired::Digger,
                self.digger_available(seat) && plan.digger == Pay::None,
            ),
            (Hired::Hewer, shaft && plan.hewer == Pay::None),
            (Hired::Haspel, shaft && plan.haspel == Pay::None),
        ] {
            let pay = |pay| Action::Pay { worker: w, pay };
            // The hewer takes food or a thaler only (§3.5).
            let yellow = open && w != Hired::Hewer && yellow_ok;
            buf[n] = pay(Pay::YellowDisc);
            n += (yellow && yellow_disc) as usize;
            buf[n] = pay(Pay::Wheelbarrow);
            n += (yellow && wheelbarrow) as usize;
            buf[n] = pay(Pay::Food);
            n += (open && food) as usize;
            buf[n] = pay(Pay::Thaler);
            n += (open && thaler) as usize;
        }
        buf[n] = Action::Winch;
        n += (shaft && !plan.winch && markers & M_WINCH != 0) as usize;
        // As `plan_complete`, with the single-colour workers known.
        let complete = (farmer_single || self.own_tokens_ok(seat, Slot::Farmer, plan.farmer, true))
            && (farmhand_single || self.own_tokens_ok(seat, Slot::Farmhand, plan.farmhand, true))
            && (plan.mill == [0; 3] || self.own_tokens_ok(seat, Slot::Mill, plan.mill, true));
        debug_assert_eq!(complete, self.plan_complete(seat));
        buf[n] = Action::Done;
        n += complete as usize;
        // A copy of fixed size, then the length: no branches on the count.
        let len = out.len() + n;
        out.extend_from_slice(&buf);
        out.truncate(len);
        debug_assert!({
            let mut pays = Vec::new();
            for w in [Hired::Digger, Hired::Hewer, Hired::Haspel] {
                for pay in [Pay::YellowDisc, Pay::Wheelbarrow, Pay::Food, Pay::Thaler] {
                    if self.pay_ok(seat, w, pay)
                        && (matches!(pay, Pay::Food | Pay::Thaler)
                            || self.completable(seat, &self.paid(seat, w, pay)))
                    {
                        pays.push(Action::Pay { worker: w, pay });
                    }
                }
            }
            let tail = out.len()
                - (out.last() == Some(&Action::Done)) as usize
                - out.contains(&Action::Winch) as usize;
            out[..tail].ends_with(&pays)
        });
    }

    pub(crate) fn apply_plan(&mut self, seat: u8, a: Action) -> Result<(), RuleError> {
        if self.p(seat).planned {
            return Err(RuleError::Illegal("the plan is already done"));
        }
        match a {
            Action::Assign { slot, token } => {
                let mut t2 = self.slot_tokens(seat, slot);
                t2[token.colour as usize] += 1;
                if (slot == Slot::Mill && !self.mill_available(seat))
                    || !self.token_free(seat, token)
                    || !self.own_tokens_ok(seat, slot, t2, false)
                {
                    return Err(RuleError::Illegal(self.assign_refusal(seat, slot, token)));
                }
                let plan = self.assigned(seat, slot, token);
                if !self.completable(seat, &plan) {
                    return Err(RuleError::Illegal(
                        "after that the tokens left could not complete the plan",
                    ));
                }
                self.pm(seat).plan = plan;
            }
            Action::Pay { worker, pay } => {
                if !self.pay_ok(seat, worker, pay) {
                    return Err(RuleError::Illegal(self.pay_refusal(seat, worker, pay)));
                }
                let plan = self.paid(seat, worker, pay);
                if !self.completable(seat, &plan) {
                    return Err(RuleError::Illegal(
                        "after that the tokens left could not complete the plan",
                    ));
                }
                self.pm(seat).plan = plan;
            }
            Action::Winch => {
                if !self.winch_ok(seat) {
                    return Err(RuleError::Illegal(self.winch_refusal(seat)));
                }
                let plan = &mut self.pm(seat).plan;
                plan.winch = true;
                plan.markers |= M_WINCH;
            }
            Action::Done => {
                if !self.plan_complete(seat) {
                    return Err(RuleError::Illegal(self.plan_refusal(seat)));
                }
                self.pm(seat).planned = true;
            }
            _ => {
                return Err(RuleError::Illegal(
                    "now plan your workers: put tokens on them, pay hired workers, or `done`",
                ))
            }
        }
        Ok(())
    }

    /// Takes a planning step that [`Haspelknecht::plan_actions`] has just listed, without
    /// checking it again.
    pub(crate) fn plan_legal(&mut self, seat: u8, a: Action) {
        match a {
            Action::Assign { slot, token } => self.pm(seat).plan = self.assigned(seat, slot, token),
            Action::Pay { worker, pay } => self.pm(seat).plan = self.paid(seat, worker, pay),
            Action::Winch => {
                let plan = &mut self.pm(seat).plan;
                plan.winch = true;
                plan.markers |= M_WINCH;
            }
            Action::Done => self.pm(seat).planned = true,
            _ => debug_assert!(false, "{a} is not a planning step"),
        }
    }

    /// The plan after putting `token` on `slot`.
    fn assigned(&self, seat: u8, slot: Slot, token: Token) -> Plan {
        let mut plan = self.p(seat).plan;
        let t = match slot {
            Slot::Farmer => &mut plan.farmer,
            Slot::Farmhand => &mut plan.farmhand,
            Slot::Mill => &mut plan.mill,
        };
        t[token.colour as usize] += 1;
        if token.marker {
            plan.markers |= token.colour.marker();
        } else {
            plan.discs[token.colour as usize] += 1;
        }
        plan
    }

    /// The plan after paying hired worker `w` with `pay`.
    fn paid(&self, seat: u8, w: Hired, pay: Pay) -> Plan {
        let mut plan = self.p(seat).plan;
        match pay {
            Pay::YellowDisc => plan.discs[2] += 1,
            Pay::Wheelbarrow => plan.markers |= M_WHEELBARROW,
            Pay::Food => plan.food += 1,
            Pay::Thaler => plan.thaler += 1,
            Pay::None => {}
        }
        match w {
            Hired::Digger => plan.digger = pay,
            Hired::Hewer => plan.hewer = pay,
            Hired::Haspel => plan.haspel = pay,
        }
        plan
    }

    /// Seats that must plan now.
    pub(crate) fn planners(&self, pos: u8) -> engine::SeatSet {
        let mut set = engine::SeatSet::EMPTY;
        match self.opts().planning_mode {
            PlanningMode::Simultaneous => {
                for (s, p) in self.players[..self.n()].iter().enumerate() {
                    set.0 |= (!p.planned as u8) << s;
                }
            }
            PlanningMode::SequentialInTurnOrder => {
                if (pos as usize) < self.n() {
                    set.insert(self.seat_at(pos));
                }
            }
        }
        set
    }

    /// Starts planning: availability of hired workers is judged now (§3.5).
    pub(crate) fn begin_planning(&mut self) {
        for s in 0..self.n() {
            let p = &mut self.players[s];
            p.exhausted_at_plan = p.exhausted;
            p.plan = Plan::default();
            p.planned = false;
        }
        self.phase = Phase::Planning(0);
    }

    /// All plans are done: reveal them; food, thalers and markers leave the stock (§9.2).
    pub(crate) fn reveal_plans(&mut self) {
        self.emit(|g| crate::event::Event::PlansRevealed {
            plans: g.order[..g.n()]
                .iter()
                .map(|&s| crate::event::SeatPlan {
                    seat: s,
                    plan: crate::terms::PlanView::of(&g.p(s).plan),
                })
                .collect(),
        });
        for s in 0..self.n() {
            let p = &mut self.players[s];
            p.food -= p.plan.food;
            p.thaler -= p.plan.thaler;
            p.markers &= !p.plan.markers;
        }
        self.start_execution(0);
    }
}
