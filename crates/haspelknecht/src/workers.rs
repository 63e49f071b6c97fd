//! Execution (§3.6–§3.10): activating planned workers one after the other, their steps, the
//! synergy and summer bonuses, the water mill and the free actions.

use crate::action::{Action, Area, Res};
use crate::event::Event;
use crate::options::{CharcoalKiln, CoalDiggerMode};
use crate::pieces::*;
use crate::score::Cat;
use crate::state::*;
use crate::terms::Place;
use engine::RuleError;

// The active worker's steps, as bits (see `step_mask`).
const PRODUCE: u8 = 1;
const MINE: u8 = 2;
const DRAIN: u8 = 4;
const HAUL: u8 = 8;

fn step_bit(a: Action) -> u8 {
    match a {
        Action::Produce => PRODUCE,
        Action::Mine => MINE,
        Action::Drain => DRAIN,
        Action::Haul => HAUL,
        _ => 0,
    }
}

fn illegal(why: &'static str) -> Result<(), RuleError> {
    Err(RuleError::Illegal(why))
}

impl Haspelknecht {
    /// Sets up the execution of the seat at turn-order position `pos`.
    pub(crate) fn start_execution(&mut self, pos: u8) {
        self.phase = Phase::Execution(pos);
        self.exec = Exec::default();
        if (pos as usize) < self.n() {
            let plan = self.p(self.seat_at(pos)).plan;
            let mut left = 0;
            if plan.farmer.iter().sum::<u8>() > 0 {
                left |= Worker::Farmer.bit();
            }
            if plan.farmhand.iter().sum::<u8>() > 0 {
                left |= Worker::Farmhand.bit();
            }
            if plan.digger != Pay::None {
                left |= Worker::Digger.bit();
            }
            if plan.hewer != Pay::None {
                left |= Worker::Hewer.bit();
            }
            if plan.haspel != Pay::None {
                left |= Worker::Haspel.bit();
            }
            if plan.winch {
                left |= Worker::Winch.bit();
            }
            if plan.mill.iter().sum::<u8>() > 0 {
                left |= Worker::Mill.bit();
            }
            self.exec.left = left;
        }
    }

    fn own_tokens(&self, seat: u8, w: Worker) -> [u8; 3] {
        let plan = &self.p(seat).plan;
        if w == Worker::Farmer {
            plan.farmer
        } else {
            plan.farmhand
        }
    }

    /// May this own worker acquire developments (farmer; improved farmhand, §5.5 tile 13)?
    pub(crate) fn may_acquire(&self, seat: u8, w: Worker) -> bool {
        w == Worker::Farmer || (w == Worker::Farmhand && self.p(seat).improved())
    }

    pub(crate) fn can_activate(&self, seat: u8, w: Worker) -> bool {
        if self.exec.left & w.bit() == 0 {
            return false;
        }
        let p = self.p(seat);
        match w {
            Worker::Farmer | Worker::Farmhand | Worker::Mill => true,
            // §8 item 4: the coal digger needs accessible Pinge coal when it starts.
            Worker::Digger => {
                !p.exhausted
                    && (!self.opts().coal_digger_requires_accessible_coal
                        || self.pinge_accessible(seat))
            }
            Worker::Hewer | Worker::Haspel | Worker::Winch => p.exhausted,
        }
    }

    /// Free actions of the executing seat (§3.10).
    pub(crate) fn free_actions(&self, seat: u8, out: &mut Vec<Action>) {
        for area in [Area::Pinge, Area::Tunnel] {
            if self.can_place_wood(seat, area) {
                out.push(Action::Wood(area));
            }
        }
        if self.can_rope(seat) {
            out.push(Action::Rope);
        }
        if self.can_kiln(seat) {
            out.push(Action::Kiln);
        }
        if self.opts().oil_lamp_any_time_in_action_phase
            && matches!(self.phase, Phase::Execution(_))
        {
            self.lamp_actions(seat, out);
        }
    }

    pub(crate) fn can_rope(&self, seat: u8) -> bool {
        let p = self.p(seat);
        matches!(self.phase, Phase::Execution(_))
            && p.usable_markers() & M_ROPE != 0
            && p.water() > 0
    }

    pub(crate) fn can_kiln(&self, seat: u8) -> bool {
        let p = self.p(seat);
        if p.wood < 2 {
            return false;
        }
        match self.opts().charcoal_kiln {
            // [DE]: once per action phase, from the phase after the purchase (§8 item 8).
            CharcoalKiln::OncePerActionPhaseFromNextPhase => {
                matches!(self.phase, Phase::Execution(_)) && p.has_building_old(15) && !p.kiln_used
            }
            CharcoalKiln::AnyTimeUnlimited => p.has_building(15),
        }
    }

    /// Applies a free action; `Err` if not legal now.
    pub(crate) fn apply_free(&mut self, seat: u8, a: Action) -> Result<(), RuleError> {
        match a {
            Action::Wood(area) => {
                if !self.can_place_wood(seat, area) {
                    return illegal(self.wood_refusal(seat, area));
                }
                self.place_wood(seat, area);
            }
            Action::Rope => {
                if !self.can_rope(seat) {
                    return illegal(self.rope_refusal(seat));
                }
                self.emit(|g| Event::Rope {
                    seat,
                    from: if g.p(seat).pinge_water > 0 {
                        Place::Pinge
                    } else {
                        Place::Shaft
                    },
                });
                self.remove_one_water(seat);
                let p = self.pm(seat);
                p.markers &= !M_ROPE;
                p.vp[Cat::Rope as usize] += 1;
            }
            Action::Kiln => {
                if !self.can_kiln(seat) {
                    return illegal(self.kiln_refusal(seat));
                }
                let p = self.pm(seat);
                p.wood -= 2;
                p.coal += 2;
                p.fresh_coal += 2;
                p.kiln_used = true;
                p.vp[Cat::CharcoalKiln as usize] += 1;
                self.emit(|_| Event::CharcoalKiln { seat });
            }
            Action::Lamp {
                pool,
                reserve,
                action,
            } if self.opts().oil_lamp_any_time_in_action_phase => {
                self.apply_lamp(seat, pool, reserve, action)?;
            }
            _ => return illegal(self.not_now(a)),
        }
        Ok(())
    }

    /// Whether step `a` of the active worker is legal now.
    fn step_ok(&self, seat: u8, act: &Active, a: Action) -> bool {
        self.step_mask(seat, act) & step_bit(a) != 0
    }

    /// The legal steps of the active worker, as bits of [`step_bit`].
    fn step_mask(&self, seat: u8, act: &Active) -> u8 {
        let p = self.p(seat);
        if act.steps == 0 && act.work != Work::None {
            return 0;
        }
        let opts = self.opts();
        match act.worker {
            Worker::Farmer | Worker::Farmhand => {
                let tokens = self.own_tokens(seat, act.worker);
                let single = tokens.iter().filter(|&&n| n > 0).count() == 1;
                let mut m = 0;
                if act.work == Work::None && single && tokens[Colour::Black as usize] == 0 {
                    m |= PRODUCE;
                }
                let black =
                    act.work == Work::Black || (act.work == Work::None && single && tokens[0] > 0);
                if black {
                    let tunnel = if act.work == Work::Black {
                        act.tunnel
                    } else {
                        p.exhausted
                    };
                    let mine = if tunnel {
                        self.can_mine_tunnel(seat, false, false)
                    } else {
                        self.can_mine_pinge(seat, false)
                    };
                    let drain = if tunnel {
                        // §8 item 12: only the Haspelknecht drains the shaft.
                        opts.own_workers_remove_shaft_water && p.shaft_water > 0
                    } else {
                        p.pinge_water > 0
                    };
                    m |= (mine as u8 * MINE) | (drain as u8 * DRAIN);
                }
                m
            }
            Worker::Digger => {
                if p.exhausted {
                    return 0;
                }
                let auto = opts.coal_digger_mode == CoalDiggerMode::Automatic;
                let drain = p.pinge_water > 0 && (!auto || p.pinge_water > 1);
                (drain as u8 * DRAIN) | (self.can_mine_pinge(seat, false) as u8 * MINE)
            }
            Worker::Hewer => {
                self.can_mine_tunnel(seat, opts.hewer_ignores_wood, false) as u8 * MINE
            }
            Worker::Haspel | Worker::Winch => {
                ((p.shaft_water > 0) as u8 * DRAIN)
                    | ((p.shaft_water <= 1 && p.shaft_coal > 0) as u8 * HAUL)
            }
            Worker::Mill => 0,
        }
    }

    pub(crate) fn exec_actions(&self, seat: u8, out: &mut Vec<Action>) {
        if let Some(pend) = self.exec.pending {
            self.pending_actions(seat, pend, out);
            for area in [Area::Pinge, Area::Tunnel] {
                if self.can_place_wood(seat, area) {
                    out.push(Action::Wood(area));
                }
            }
            return;
        }
        if let Some(act) = self.exec.active {
            let steps = self.step_mask(seat, &act);
            for a in [Action::Produce, Action::Mine, Action::Drain, Action::Haul] {
                if steps & step_bit(a) != 0 {
                    out.push(a);
                }
            }
            if act.work == Work::None
                && matches!(act.worker, Worker::Farmer | Worker::Farmhand)
                && self.may_acquire(seat, act.worker)
            {
                self.acquire_actions(seat, self.own_tokens(seat, act.worker), out);
            }
            out.push(Action::Stop);
            self.free_actions(seat, out);
            return;
        }
        for w in Worker::ALL {
            if self.can_activate(seat, w) {
                out.push(Action::Activate(w));
            }
        }
        self.free_actions(seat, out);
        out.push(Action::End);
    }

    /// The seat has anything to do in its execution.
    pub(crate) fn exec_has_decision(&self, seat: u8) -> bool {
        if self.exec.left != 0 || self.exec.active.is_some() || self.exec.pending.is_some() {
            return true;
        }
        let p = self.p(seat);
        (p.wood > 0
            && (self.can_place_wood(seat, Area::Pinge) || self.can_place_wood(seat, Area::Tunnel)))
            || self.can_rope(seat)
            || self.can_kiln(seat)
    }

    pub(crate) fn apply_exec(&mut self, seat: u8, a: Action) -> Result<(), RuleError> {
        if let Some(pend) = self.exec.pending {
            return match a {
                Action::Wood(_) => self.apply_free(seat, a),
                Action::Choose(c) => self.apply_pending(seat, pend, c),
                _ => illegal(Self::pending_refusal(pend)),
            };
        }
        match a {
            Action::Wood(_) | Action::Rope | Action::Kiln | Action::Lamp { .. } => {
                return self.apply_free(seat, a)
            }
            _ => {}
        }
        if let Some(act) = self.exec.active {
            return match a {
                Action::Stop => {
                    self.finish_worker(seat);
                    Ok(())
                }
                Action::Acquire { tile, fee } => {
                    if act.work != Work::None
                        || !matches!(act.worker, Worker::Farmer | Worker::Farmhand)
                        || !self.may_acquire(seat, act.worker)
                    {
                        return illegal(self.acquire_refusal(seat, &act));
                    }
                    let tokens = self.own_tokens(seat, act.worker);
                    self.acquire(seat, tokens, tile, fee)?;
                    if let Some(x) = self.exec.active.as_mut() {
                        x.work = Work::Develop;
                    }
                    self.finish_worker(seat);
                    Ok(())
                }
                Action::Produce | Action::Mine | Action::Drain | Action::Haul => {
                    if !self.step_ok(seat, &act, a) {
                        return illegal(self.step_refusal(seat, &act, a));
                    }
                    self.do_step(seat, act, a);
                    Ok(())
                }
                Action::Activate(_) | Action::End => illegal(
                    "one worker at a time: finish the active worker first (its actions or `stop`)",
                ),
                Action::Choose(_) => illegal("no tile effect waits for a choice"),
                _ => illegal(self.not_now(a)),
            };
        }
        match a {
            Action::Activate(w) => {
                if !self.can_activate(seat, w) {
                    return illegal(self.activate_refusal(seat, w));
                }
                self.exec.left &= !w.bit();
                let steps = match w {
                    Worker::Digger => 2,
                    Worker::Hewer | Worker::Haspel | Worker::Winch => 3,
                    _ => 0,
                };
                if w == Worker::Mill {
                    self.run_mill(seat);
                    return Ok(());
                }
                self.exec.active = Some(Active {
                    worker: w,
                    steps,
                    work: Work::None,
                    tunnel: false,
                    effect: false,
                    bonus: false,
                });
                Ok(())
            }
            Action::End => {
                let left = self.exec.left;
                if left != 0 {
                    self.emit(|_| Event::WorkersUnused {
                        seat,
                        workers: Worker::ALL
                            .into_iter()
                            .filter(|w| left & w.bit() != 0)
                            .collect(),
                    });
                }
                self.exec = Exec::default();
                let Phase::Execution(pos) = self.phase else {
                    unreachable!()
                };
                self.start_execution(pos + 1);
                Ok(())
            }
            Action::Produce | Action::Mine | Action::Drain | Action::Haul | Action::Stop => {
                illegal("no worker is active: activate one first")
            }
            Action::Acquire { .. } => {
                illegal("no worker is active: activate the farmer (or improved farmhand) first")
            }
            _ => illegal(self.not_now(a)),
        }
    }

    /// §3.9: the water mill, 2 black → 1 thaler; 2 yellow → 1 food + 2 VP.
    fn run_mill(&mut self, seat: u8) {
        let m = self.p(seat).plan.mill;
        let p = self.pm(seat);
        p.thaler += m[Colour::Black as usize] / 2;
        let y = m[Colour::Yellow as usize] / 2;
        p.food += y;
        p.vp[Cat::WaterMill as usize] += 2 * y as i16;
        p.mill_used = true;
        self.emit(|_| Event::WaterMill {
            seat,
            thaler: m[Colour::Black as usize] / 2,
            food: y,
            vp: 2 * y,
        });
    }

    fn synergy_for(&self, work: Work) -> bool {
        self.exec.own_done == 1
            && self.exec.first_own == work
            && (self.exec.first_own_effect || !self.opts().synergy_requires_effect)
    }

    fn do_step(&mut self, seat: u8, mut act: Active, a: Action) {
        match act.worker {
            Worker::Farmer | Worker::Farmhand => {
                let tokens = self.own_tokens(seat, act.worker);
                if a == Action::Produce {
                    let (work, n) = if tokens[Colour::Yellow as usize] > 0 {
                        (Work::Food, tokens[2])
                    } else {
                        (Work::Wood, tokens[1])
                    };
                    // §3.7.4 synergy: +1 of the same resource for the second own worker.
                    let extra = self.synergy_for(work) as u8;
                    let summer = work == Work::Food
                        && self.season == SUMMER
                        && (act.worker == Worker::Farmer
                            || self.opts().improved_farmhand_gets_summer_bonus);
                    let p = self.pm(seat);
                    let amount = if work == Work::Food {
                        // §3.7.3 summer bonus: +1 food once.
                        p.food += n + extra + summer as u8;
                        n + extra + summer as u8
                    } else {
                        p.wood += n + extra;
                        n + extra
                    };
                    self.emit(|_| Event::Produced {
                        seat,
                        worker: act.worker,
                        resource: if work == Work::Food {
                            Res::Food
                        } else {
                            Res::Wood
                        },
                        amount,
                        synergy: extra,
                        summer: summer as u8,
                    });
                    act.work = work;
                    act.effect = true;
                    self.exec.active = Some(act);
                    self.finish_worker(seat);
                    return;
                }
                if act.work == Work::None {
                    // Black work starts: the area is fixed now (§3.7.2).
                    act.work = Work::Black;
                    act.tunnel = self.p(seat).exhausted;
                    let synergy = self.synergy_for(Work::Black);
                    act.steps = tokens[0] + synergy as u8;
                    if synergy {
                        self.emit(|_| Event::SynergyAction {
                            seat,
                            worker: act.worker,
                        });
                    }
                }
                self.black_step(seat, &mut act, a);
            }
            Worker::Digger => self.black_step(seat, &mut act, a),
            Worker::Hewer => {
                self.emit(|_| Event::CoalMined {
                    seat,
                    worker: Worker::Hewer,
                    from: Place::Tunnel,
                    to: Place::Shaft,
                });
                self.mine_tunnel(seat);
                act.steps -= 1;
                act.effect = true;
            }
            Worker::Haspel | Worker::Winch => {
                let worker = act.worker;
                if a == Action::Drain {
                    self.drain(seat, worker, Place::Shaft);
                } else {
                    let p = self.pm(seat);
                    p.shaft_coal -= 1;
                    p.coal += 1;
                    p.fresh_coal += 1;
                    self.emit(|_| Event::CoalHauled { seat, worker });
                }
                act.steps -= 1;
                act.effect = true;
            }
            Worker::Mill => {}
        }
        let done = act.steps == 0;
        self.exec.active = Some(act);
        if done {
            self.finish_worker(seat);
        }
    }

    /// One black action (own worker or coal digger) in the worker's area.
    fn black_step(&mut self, seat: u8, act: &mut Active, a: Action) {
        act.steps -= 1;
        act.effect = true;
        let tunnel = act.tunnel && act.worker != Worker::Digger;
        let worker = act.worker;
        if a == Action::Mine {
            self.emit(|_| Event::CoalMined {
                seat,
                worker,
                from: if tunnel { Place::Tunnel } else { Place::Pinge },
                to: if tunnel { Place::Shaft } else { Place::Farm },
            });
        }
        if tunnel {
            if a == Action::Mine {
                self.mine_tunnel(seat);
            } else {
                self.drain(seat, worker, Place::Shaft);
            }
        } else if a == Action::Mine {
            self.mine_pinge(seat);
            if self.p(seat).exhausted {
                // The worker may not go on in the tunnel: its other tokens are lost.
                act.steps = 0;
            }
        } else {
            self.drain(seat, worker, Place::Pinge);
        }
    }

    /// One drain step: up to 2 pit water out of the shaft or the Pinge.
    fn drain(&mut self, seat: u8, worker: Worker, from: Place) {
        let p = self.pm(seat);
        let water = if from == Place::Shaft {
            &mut p.shaft_water
        } else {
            &mut p.pinge_water
        };
        let amount = (*water).min(2);
        *water -= amount;
        self.emit(|_| Event::WaterRemoved {
            seat,
            worker,
            from,
            amount,
        });
    }

    /// The active worker is done.
    pub(crate) fn finish_worker(&mut self, seat: u8) {
        if let Some(act) = self.exec.active.take() {
            if matches!(act.worker, Worker::Farmer | Worker::Farmhand) {
                if self.exec.own_done == 0 {
                    // A worker holding only black tokens counts as black work even without
                    // effect (relevant only when `synergy_requires_effect` is false).
                    let t = self.own_tokens(seat, act.worker);
                    let black_only = t[0] > 0 && t[1] == 0 && t[2] == 0;
                    self.exec.first_own = if act.work == Work::None && black_only {
                        Work::Black
                    } else {
                        act.work
                    };
                    self.exec.first_own_effect = act.effect;
                }
                self.exec.own_done += 1;
            }
        }
    }
}
