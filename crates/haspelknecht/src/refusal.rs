//! Why an action is refused, in one sentence per rule (the texts of `RuleError::Illegal`; the
//! catalogues key them by their English wording, `hk-err-...`). These run only on the refusal
//! path, never in a playout.

use crate::action::{Action, Area, Hired, Pending, Slot, Token};
use crate::options::{CharcoalKiln, CoalDiggerMode, OverSix};
use crate::pieces::*;
use crate::state::*;

impl Haspelknecht {
    /// Why `a` is not possible in this phase at all.
    pub(crate) fn not_now(&self, a: Action) -> &'static str {
        let phase = self.phase;
        match a {
            Action::Pass if matches!(phase, Phase::Take1(_)) => {
                "the first take cannot be skipped: take discs from a pool"
            }
            Action::Take { .. } | Action::Pass => {
                "discs are taken only at the start of an action phase"
            }
            Action::Lamp { .. } if self.opts().oil_lamp_any_time_in_action_phase => {
                "the oil lamp is used on your disc-taking turns or during your execution"
            }
            Action::Lamp { .. } => "the oil lamp is used only right before one of your disc-taking turns",
            Action::ReturnWater(_) => {
                "pit water is returned only in the spring of year 1, after taking discs"
            }
            Action::Assign { .. } | Action::Pay { .. } | Action::Winch => {
                "workers are planned only during planning"
            }
            Action::Done if matches!(phase, Phase::WinterStorage(_)) => {
                "winter storage ends with your `store` decision"
            }
            Action::Done => "`done` ends a plan or the winter kiln window, and neither is under way",
            Action::Choose(_) => "no tile effect waits for a choice",
            Action::Activate(_)
            | Action::Produce
            | Action::Mine
            | Action::Drain
            | Action::Haul
            | Action::Acquire { .. }
            | Action::Stop
            | Action::End => "workers act only during their owner's execution",
            Action::Rope => "the rope marker is used during your execution",
            Action::Wood(_) => {
                "wood is placed on your disc-taking turns, in your execution and in winter before storage"
            }
            Action::Kiln => self.kiln_refusal_phase(),
            Action::Rent { .. } if !self.opts().rent_payment_voluntary => {
                "rent is paid by itself in winter (the rule option for voluntary rent is off)"
            }
            Action::Rent { .. } => "rent is paid in winter, after coal scoring",
            Action::Store(_) if matches!(phase, Phase::WinterKiln(_)) => {
                "storage comes after coal scoring: end the kiln window with `done` first"
            }
            Action::Store(_) => "storage is chosen in winter, after coal scoring and rent",
        }
    }

    fn kiln_refusal_phase(&self) -> &'static str {
        match self.opts().charcoal_kiln {
            CharcoalKiln::OncePerActionPhaseFromNextPhase => {
                "the charcoal kiln is used during your execution"
            }
            CharcoalKiln::AnyTimeUnlimited => {
                "the charcoal kiln is used during your execution or in winter before storage"
            }
        }
    }

    pub(crate) fn take_refusal(&self, seat: u8, step2: bool, pool: usize, k: u8) -> &'static str {
        if pool >= self.rules.pools {
            return "that pool is not in play with this many players";
        }
        if k == 0 {
            return "the pool has no disc of that colour";
        }
        let _ = seat;
        if step2 {
            if self.opts().second_take_may_take_fewer {
                "the second take takes 1 disc or more of that colour, up to 5 discs in all"
            } else {
                "the second take takes discs of that colour up to 5 discs in all, no fewer"
            }
        } else {
            match self.opts().over_six_same_colour {
                OverSix::TakeSixOrFive => {
                    "the first take takes every disc of that colour (5 or 6 when the pool holds 6 or more)"
                }
                OverSix::TakeAll => "the first take takes every disc of that colour",
                OverSix::CapFive => "the first take takes every disc of that colour, at most 5",
            }
        }
    }

    pub(crate) fn lamp_refusal(
        &self,
        pool: usize,
        reserve: Colour,
        action: Colour,
    ) -> &'static str {
        if pool >= self.rules.pools {
            "that pool is not in play with this many players"
        } else if reserve == action {
            "the oil lamp swaps discs of two different colours"
        } else if self.reserve_pools[pool][reserve as usize] == 0 {
            "the reserve pool has no disc of that colour"
        } else {
            "the action pool has no disc of that colour"
        }
    }

    /// Why `seat` may not use the oil lamp now (it holds no usable one).
    pub(crate) fn marker_refusal(&self, seat: u8, m: u8) -> &'static str {
        let p = self.p(seat);
        if p.markers & m == 0 {
            "you have no such marker"
        } else if p.markers_new & m != 0 {
            "a marker works from the action phase after it was gained"
        } else {
            "that marker is already in your plan"
        }
    }

    pub(crate) fn wood_refusal(&self, seat: u8, area: Area) -> &'static str {
        let p = self.p(seat);
        if p.wood == 0 {
            return "no wood on the farm";
        }
        match area {
            Area::Pinge if p.exhausted => "the Pinge is exhausted: it takes no more wood",
            Area::Pinge => "both Pinge wood slots are filled",
            Area::Tunnel if p.tunnel_wood >= 7 => "all 7 tunnel wood slots are filled",
            Area::Tunnel => {
                "wood goes into the tunnel only once the Pinge is exhausted (rule option)"
            }
        }
    }

    pub(crate) fn rope_refusal(&self, seat: u8) -> &'static str {
        if !matches!(self.phase, Phase::Execution(_)) {
            return "the rope marker is used during your execution";
        }
        if self.p(seat).usable_markers() & M_ROPE == 0 {
            return self.marker_refusal(seat, M_ROPE);
        }
        "there is no pit water to remove"
    }

    pub(crate) fn kiln_refusal(&self, seat: u8) -> &'static str {
        let p = self.p(seat);
        if !p.has_building(15) {
            return "no charcoal kiln: it comes with tile 15";
        }
        if p.wood < 2 {
            return "the charcoal kiln needs 2 wood on the farm";
        }
        match self.opts().charcoal_kiln {
            CharcoalKiln::OncePerActionPhaseFromNextPhase => {
                if !matches!(self.phase, Phase::Execution(_)) {
                    self.kiln_refusal_phase()
                } else if !p.has_building_old(15) {
                    "the charcoal kiln works from the action phase after it was built"
                } else {
                    "the charcoal kiln was already used this action phase"
                }
            }
            CharcoalKiln::AnyTimeUnlimited => self.kiln_refusal_phase(),
        }
    }

    pub(crate) fn assign_refusal(&self, seat: u8, slot: Slot, token: Token) -> &'static str {
        let p = self.p(seat);
        if slot == Slot::Mill && !p.has_building_old(35) {
            return if p.has_building(35) {
                "the water mill works from the action phase after it was built"
            } else {
                "no water mill: it comes with tile 35"
            };
        }
        if !self.token_is_free(seat, token) {
            return if token.marker {
                self.marker_refusal(seat, token.colour.marker())
            } else {
                "no disc of that colour left to plan"
            };
        }
        match slot {
            Slot::Mill if self.opts().water_mill_multiple_pairs => {
                "the water mill takes pairs of black or of yellow tokens"
            }
            Slot::Mill => "the water mill takes exactly 2 black or 2 yellow tokens",
            Slot::Farmhand if !p.improved() => {
                "the farmhand takes tokens of one colour (mixing them needs the improved farmhand)"
            }
            _ => "tokens of different colours must match the cost of a tile you can still buy",
        }
    }

    pub(crate) fn pay_refusal(&self, seat: u8, w: Hired, pay: Pay) -> &'static str {
        let p = self.p(seat);
        let (avail, current) = match w {
            Hired::Digger => (!p.exhausted_at_plan, p.plan.digger),
            Hired::Hewer => (
                p.exhausted_at_plan || self.opts().hired_workers_follow_live_state,
                p.plan.hewer,
            ),
            Hired::Haspel => (
                p.exhausted_at_plan || self.opts().hired_workers_follow_live_state,
                p.plan.haspel,
            ),
        };
        if !avail {
            return if w == Hired::Digger {
                "the coal digger is gone: the Pinge was exhausted before planning"
            } else {
                "the hewer and the Haspelknecht work only once the Pinge was exhausted before planning"
            };
        }
        if current != Pay::None {
            return "that worker is already paid";
        }
        match pay {
            Pay::YellowDisc | Pay::Wheelbarrow if w == Hired::Hewer => {
                "the hewer is paid with food or a thaler only"
            }
            Pay::YellowDisc => "no yellow disc left to pay with",
            Pay::Wheelbarrow => self.marker_refusal(seat, M_WHEELBARROW),
            Pay::Food => "no food left to pay with",
            Pay::Thaler => "no thaler left to pay with",
            Pay::None => {
                "a hired worker is paid with a yellow disc, the wheelbarrow, food or a thaler"
            }
        }
    }

    pub(crate) fn winch_refusal(&self, seat: u8) -> &'static str {
        let p = self.p(seat);
        if !(p.exhausted_at_plan || self.opts().hired_workers_follow_live_state) {
            "the winch works only once the Pinge was exhausted before planning"
        } else if p.plan.winch {
            "the winch is already in your plan"
        } else {
            self.marker_refusal(seat, M_WINCH)
        }
    }

    /// Why the plan cannot be finished yet.
    pub(crate) fn plan_refusal(&self, seat: u8) -> &'static str {
        let plan = &self.p(seat).plan;
        if !self.own_tokens_ok(seat, Slot::Mill, plan.mill, true) {
            if self.opts().water_mill_multiple_pairs {
                "the water mill needs pairs of black or of yellow tokens"
            } else {
                "the water mill needs exactly 2 black or 2 yellow tokens"
            }
        } else if !self.own_tokens_ok(seat, Slot::Farmer, plan.farmer, true) {
            "the farmer's mixed tokens do not yet match the cost of a tile you can buy"
        } else {
            "the farmhand's mixed tokens do not yet match the cost of a tile you can buy"
        }
    }

    pub(crate) fn activate_refusal(&self, seat: u8, w: Worker) -> &'static str {
        let p = self.p(seat);
        if self.exec.left & w.bit() == 0 {
            let plan = &p.plan;
            let planned = match w {
                Worker::Farmer => plan.farmer.iter().sum::<u8>() > 0,
                Worker::Farmhand => plan.farmhand.iter().sum::<u8>() > 0,
                Worker::Mill => plan.mill.iter().sum::<u8>() > 0,
                Worker::Digger => plan.digger != Pay::None,
                Worker::Hewer => plan.hewer != Pay::None,
                Worker::Haspel => plan.haspel != Pay::None,
                Worker::Winch => plan.winch,
            };
            return if planned {
                "that worker has already worked this phase"
            } else {
                "that worker is not in your plan"
            };
        }
        match w {
            Worker::Digger if p.exhausted => "the coal digger is gone: the Pinge is exhausted",
            Worker::Digger => {
                "the coal digger needs accessible Pinge coal: place wood in the Pinge first"
            }
            _ => "the hewer and the Haspelknecht work only once the Pinge is exhausted",
        }
    }

    pub(crate) fn acquire_refusal(&self, seat: u8, act: &Active) -> &'static str {
        match act.worker {
            Worker::Farmer | Worker::Farmhand if act.work != Work::None => {
                "this worker has already begun other work"
            }
            Worker::Farmhand if !self.p(seat).improved() => {
                "the farmhand acquires developments only when improved (tile 13, from the next action phase)"
            }
            _ => "only the farmer and the improved farmhand acquire developments",
        }
    }

    fn pinge_mine_refusal(&self, seat: u8, ignore_water: bool) -> &'static str {
        let p = self.p(seat);
        if p.exhausted {
            "the Pinge is exhausted"
        } else if !self.pinge_accessible(seat) {
            "no accessible Pinge coal: place wood in the Pinge first"
        } else if !ignore_water && p.pinge_water > 1 {
            "2 or more pit water in the Pinge: remove water before mining"
        } else {
            "no Pinge coal can be mined now"
        }
    }

    fn tunnel_mine_refusal(&self, seat: u8, ignore_wood: bool, ignore_water: bool) -> &'static str {
        let p = self.p(seat);
        if !p.exhausted {
            "the tunnel is mined only once the Pinge is exhausted"
        } else if p.tunnel_mined >= 11 {
            "the tunnel has no coal left"
        } else if !self.tunnel_accessible(seat, ignore_wood) {
            "the next tunnel coal has no wood before it: place wood in the tunnel first"
        } else if !ignore_water && p.shaft_water > 4 {
            "5 or more pit water in the shaft: no tunnel coal can be mined"
        } else {
            "no tunnel coal can be mined now"
        }
    }

    /// Why the active worker cannot take step `a`.
    pub(crate) fn step_refusal(&self, seat: u8, act: &Active, a: Action) -> &'static str {
        let p = self.p(seat);
        if act.steps == 0 && act.work != Work::None {
            return "this worker has no actions left: `stop`";
        }
        let opts = self.opts();
        match act.worker {
            Worker::Farmer | Worker::Farmhand => {
                let plan = &p.plan;
                let tokens = if act.worker == Worker::Farmer {
                    plan.farmer
                } else {
                    plan.farmhand
                };
                let colours = tokens.iter().filter(|&&n| n > 0).count();
                if act.work != Work::None && act.work != Work::Black {
                    return "this worker has already done its work this phase";
                }
                match a {
                    Action::Produce if act.work != Work::None => {
                        "this worker is mining: it produces nothing this phase"
                    }
                    Action::Produce if colours > 1 => {
                        "tokens of different colours only buy a development"
                    }
                    Action::Produce => {
                        "black tokens mine coal or remove pit water; they produce nothing"
                    }
                    Action::Mine | Action::Drain if act.work == Work::None && colours > 1 => {
                        "tokens of different colours only buy a development"
                    }
                    Action::Mine | Action::Drain
                        if act.work == Work::None && tokens[Colour::Black as usize] == 0 =>
                    {
                        "only black tokens mine coal or remove pit water"
                    }
                    Action::Mine => {
                        let tunnel = if act.work == Work::Black {
                            act.tunnel
                        } else {
                            p.exhausted
                        };
                        if tunnel {
                            self.tunnel_mine_refusal(seat, false, false)
                        } else {
                            self.pinge_mine_refusal(seat, false)
                        }
                    }
                    Action::Drain => {
                        let tunnel = if act.work == Work::Black {
                            act.tunnel
                        } else {
                            p.exhausted
                        };
                        if tunnel && !opts.own_workers_remove_shaft_water {
                            "own workers cannot remove shaft water: only the Haspelknecht can"
                        } else if tunnel {
                            "no pit water in the shaft"
                        } else {
                            "no pit water in the Pinge"
                        }
                    }
                    _ => "only the Haspelknecht hoists coal from the shaft",
                }
            }
            Worker::Digger => match a {
                _ if p.exhausted => "the Pinge is exhausted",
                Action::Drain if p.pinge_water == 0 => "no pit water in the Pinge",
                Action::Drain => {
                    "in automatic mode the coal digger mines while at most 1 pit water is left"
                }
                Action::Mine
                    if opts.coal_digger_mode == CoalDiggerMode::Automatic && p.pinge_water > 1 =>
                {
                    "in automatic mode the coal digger removes pit water while 2 or more are left"
                }
                Action::Mine => self.pinge_mine_refusal(seat, false),
                _ => "the coal digger removes pit water or mines coal in the Pinge",
            },
            Worker::Hewer => match a {
                Action::Mine => self.tunnel_mine_refusal(seat, opts.hewer_ignores_wood, false),
                _ => "the hewer only mines tunnel coal",
            },
            Worker::Haspel | Worker::Winch => match a {
                Action::Drain => "no pit water in the shaft",
                Action::Haul if p.shaft_water > 1 => {
                    "2 or more pit water in the shaft: remove water before hoisting coal"
                }
                Action::Haul => "no coal in the shaft to hoist",
                _ => "the Haspelknecht removes shaft water or hoists coal",
            },
            Worker::Mill => "the water mill has no actions",
        }
    }

    /// What a waiting tile effect asks for.
    pub(crate) fn pending_refusal(pend: Pending) -> &'static str {
        match pend {
            Pending::Winch => "the winch (tile 25) asks: choose water or choose nothing",
            Pending::PitProps => "the pit props (tile 31) ask: choose wood or choose thaler",
            Pending::HammerPick => {
                "the hammer and pick (tile 33) asks: choose mine or choose nothing"
            }
            Pending::CoalSacks => "the coal sacks (tile 34) ask: exchange 0, 1 or 2",
        }
    }

    pub(crate) fn rent_refusal(&self, seat: u8, food: u8, thaler: u8) -> &'static str {
        let (f, t) = self.rent();
        let p = self.p(seat);
        if food > f {
            "that is more food than the rent"
        } else if thaler > t {
            "that is more thalers than the rent"
        } else if food > p.food {
            "not that much food on the farm"
        } else {
            "not that many thalers"
        }
    }

    pub(crate) fn storage_refusal(&self, seat: u8, s: &crate::action::Storage) -> &'static str {
        let p = self.p(seat);
        if s.barn.is_some() && !p.has_building(12) {
            "no barn (tile 12) to store in"
        } else if (s.lager_coal || s.lager_wood) && !p.has_building(24) {
            "no coal storage (tile 24) to store in"
        } else {
            "not that much coal, wood or food on the farm"
        }
    }
}
