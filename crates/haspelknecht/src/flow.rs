//! The year (§2): pit-water phases, the three action phases, winter, three years, the end.
//! `settle` moves the game past every point where nobody has a decision to make.

use crate::action::Action;
use crate::event::{Event, Standing};
use crate::options::PlanningMode;
use crate::pieces::*;
use crate::state::*;
use crate::terms::Season;
use engine::{RuleError, Seat, SeatSet};

impl Haspelknecht {
    /// §4.1: every player without tile 21 (Bucket) gets 1 pit water.
    pub(crate) fn water_phase(&mut self) {
        let bucket = tile_index(21).unwrap();
        for s in 0..self.n() as u8 {
            if !self.p(s).owns(bucket) {
                self.add_water(s, 1);
            }
        }
        self.emit(|g| {
            let (spared, received) = (0..g.n() as u8).partition(|&s| g.p(s).owns(bucket));
            Event::PitWater {
                season: Season::from_index(g.season),
                received,
                bucket: spared,
            }
        });
    }

    /// Starts an action phase: refill (not in spring of year 1), then disc taking.
    pub(crate) fn begin_action_phase(&mut self) {
        for s in 0..self.n() {
            let p = &mut self.players[s];
            p.tiles_new = 0;
            p.markers_new = 0;
            p.kiln_used = false;
            p.mill_used = false;
            p.fresh_coal = 0;
            p.plan = Plan::default();
            p.planned = false;
        }
        self.emit(|g| Event::SeasonBegins {
            year: g.year,
            season: Season::from_index(g.season),
        });
        if !(self.year == 1 && self.season == SPRING) {
            self.refill();
        }
        self.phase = Phase::Take1(0);
    }

    fn end_action_phase(&mut self) {
        match self.season {
            SPRING => {
                self.season = SUMMER;
                self.begin_action_phase();
            }
            SUMMER => {
                self.season = AUTUMN;
                self.water_phase();
                self.begin_action_phase();
            }
            _ => {
                self.phase = Phase::WinterKiln(0);
                self.emit(|g| Event::WinterBegins { year: g.year });
            }
        }
    }

    fn after_disc_taking(&mut self) {
        self.set_turn_order();
        self.begin_planning();
    }

    /// Advances past every point without a decision.
    pub(crate) fn settle(&mut self) {
        let n = self.n() as u8;
        loop {
            match self.phase {
                Phase::Take1(i) => {
                    if i == n {
                        self.phase = Phase::Take2(0);
                    } else if self.action_pools.iter().all(|p| p.iter().all(|&c| c == 0)) {
                        // Only possible if the bag ran very short: nothing to take.
                        self.phase = Phase::Take1(i + 1);
                    } else {
                        return;
                    }
                }
                Phase::Take2(i) => {
                    if i == n {
                        if self.year == 1 && self.season == SPRING {
                            self.phase = Phase::FirstYearWater(0);
                        } else {
                            self.after_disc_taking();
                        }
                    } else if self.p(self.seat_at(i)).discs() >= 5 {
                        self.phase = Phase::Take2(i + 1);
                    } else {
                        return;
                    }
                }
                Phase::FirstYearWater(i) => {
                    if i == n {
                        self.after_disc_taking();
                    } else {
                        let p = self.p(self.seat_at(i));
                        if p.discs() < 5 && p.water() > 0 {
                            return;
                        }
                        self.phase = Phase::FirstYearWater(i + 1);
                    }
                }
                Phase::Planning(i) => {
                    let all = self.players[..n as usize]
                        .iter()
                        .fold(true, |a, p| a & p.planned);
                    if all {
                        self.reveal_plans();
                    } else {
                        if self.opts().planning_mode == PlanningMode::SequentialInTurnOrder
                            && self.p(self.seat_at(i)).planned
                        {
                            self.phase = Phase::Planning(i + 1);
                            continue;
                        }
                        return;
                    }
                }
                Phase::Execution(i) => {
                    if i == n {
                        self.end_action_phase();
                    } else if self.exec_has_decision(self.seat_at(i)) {
                        return;
                    } else {
                        self.start_execution(i + 1);
                    }
                }
                Phase::WinterKiln(i) => {
                    if i == n {
                        self.winter_scoring();
                        if self.opts().rent_payment_voluntary {
                            self.phase = Phase::WinterRent(0);
                        } else {
                            self.pay_rent_all();
                            self.phase = Phase::WinterStorage(0);
                        }
                    } else if self.winter_kiln_relevant(self.seat_at(i)) {
                        return;
                    } else {
                        self.phase = Phase::WinterKiln(i + 1);
                    }
                }
                Phase::WinterRent(i) => {
                    if i == n {
                        self.phase = Phase::WinterStorage(0);
                    } else {
                        return;
                    }
                }
                Phase::WinterStorage(i) => {
                    if i == n {
                        self.emit(|g| Event::YearEnds { year: g.year });
                        if self.year == 3 {
                            self.final_scoring();
                            self.phase = Phase::Over;
                            self.emit(|g| {
                                let ranks = engine::ranks(g);
                                let standings: Vec<Standing> = g.order[..g.n()]
                                    .iter()
                                    .map(|&s| Standing {
                                        seat: s,
                                        rank: ranks[s as usize] + 1,
                                        score: g.p(s).score(),
                                        coal_mined: g.coal_mined(s),
                                        turn_position: g.position(s) as u8 + 1,
                                    })
                                    .collect();
                                let mut standings = standings;
                                standings.sort_by_key(|s| s.rank);
                                Event::GameEnds {
                                    winners: standings
                                        .iter()
                                        .filter(|s| s.rank == 1)
                                        .map(|s| s.seat)
                                        .collect(),
                                    standings,
                                }
                            });
                        } else {
                            self.year += 1;
                            self.season = SPRING;
                            self.water_phase();
                            self.begin_action_phase();
                        }
                    } else if self.storage_relevant(self.seat_at(i)) {
                        return;
                    } else {
                        self.phase = Phase::WinterStorage(i + 1);
                    }
                }
                Phase::Over => return,
            }
        }
    }

    // --- Scenario API (tests and puzzles): set fields, then enter a step directly. ---

    /// Enters disc taking (step 1) of the current phase with the pools as they are.
    pub fn scenario_disc_taking(&mut self) {
        self.phase = Phase::Take1(0);
        self.settle();
    }

    /// Enters planning with the discs now on the carts (hired-worker availability is judged now).
    pub fn scenario_planning(&mut self) {
        self.begin_planning();
        self.settle();
    }

    /// Enters winter (before coal scoring) of the current year.
    pub fn scenario_winter(&mut self) {
        self.phase = Phase::WinterKiln(0);
        self.settle();
    }

    /// Wood may be placed at any time (§3.10): offered on every own disc-taking turn too.
    fn wood_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        for area in [crate::action::Area::Pinge, crate::action::Area::Tunnel] {
            if self.can_place_wood(seat, area) {
                out.push(Action::Wood(area));
            }
        }
    }

    pub fn to_move_set(&self) -> SeatSet {
        match self.phase {
            Phase::Planning(i) => self.planners(i),
            _ => self.one_mover().map_or(SeatSet::EMPTY, SeatSet::single),
        }
    }

    /// The seat to move in a phase where seats move one at a time (`None` while planning and
    /// at the end).
    fn one_mover(&self) -> Option<Seat> {
        match self.phase {
            Phase::Planning(_) | Phase::Over => None,
            Phase::Take1(i)
            | Phase::Take2(i)
            | Phase::FirstYearWater(i)
            | Phase::Execution(i)
            | Phase::WinterKiln(i)
            | Phase::WinterRent(i)
            | Phase::WinterStorage(i) => Some(self.seat_at(i)),
        }
    }

    /// Whether `seat` is in [`Haspelknecht::to_move_set`], without building the set.
    pub fn is_to_move(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Planning(i) => match self.opts().planning_mode {
                PlanningMode::Simultaneous => (seat as usize) < self.n() && !self.p(seat).planned,
                PlanningMode::SequentialInTurnOrder => {
                    (i as usize) < self.n() && self.seat_at(i) == seat
                }
            },
            _ => self.one_mover() == Some(seat),
        }
    }

    pub fn legal(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        debug_assert_eq!(self.is_to_move(seat), self.to_move_set().contains(seat));
        if !self.is_to_move(seat) {
            return;
        }
        match self.phase {
            Phase::Take1(_) => {
                self.lamp_actions(seat, out);
                self.take_actions(seat, false, out);
                self.wood_actions(seat, out);
            }
            Phase::Take2(_) => {
                self.lamp_actions(seat, out);
                self.take_actions(seat, true, out);
                out.push(Action::Pass);
                self.wood_actions(seat, out);
            }
            Phase::FirstYearWater(_) => {
                out.push(Action::ReturnWater(true));
                out.push(Action::ReturnWater(false));
            }
            Phase::Planning(_) => self.plan_actions(seat, out),
            Phase::Execution(_) => self.exec_actions(seat, out),
            Phase::WinterKiln(_) => {
                self.winter_free_actions(seat, out);
                out.push(Action::Done);
            }
            Phase::WinterRent(_) => self.rent_actions(seat, out),
            Phase::WinterStorage(_) => {
                self.winter_free_actions(seat, out);
                self.storage_actions(seat, out);
            }
            Phase::Over => {}
        }
    }

    /// Applies an action just listed by [`Haspelknecht::legal`]: a planning step is taken
    /// without checking it again; anything else as by [`Haspelknecht::act`].
    pub fn act_legal(&mut self, seat: Seat, a: Action) -> Result<(), RuleError> {
        if matches!(self.phase, Phase::Planning(_)) {
            self.plan_legal(seat, a);
            self.settle();
            return Ok(());
        }
        self.act(seat, a)
    }

    /// Applies an action; on error the state is unchanged (checked before any change).
    pub fn act(&mut self, seat: Seat, a: Action) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if !self.is_to_move(seat) {
            return Err(RuleError::NotYourTurn(seat));
        }
        match (self.phase, a) {
            (
                Phase::Take1(i),
                Action::Take {
                    pool,
                    colour,
                    count,
                },
            ) => {
                self.apply_take(seat, false, pool, colour, count)?;
                self.phase = Phase::Take1(i + 1);
            }
            (
                Phase::Take2(i),
                Action::Take {
                    pool,
                    colour,
                    count,
                },
            ) => {
                self.apply_take(seat, true, pool, colour, count)?;
                self.phase = Phase::Take2(i + 1);
            }
            (Phase::Take2(i), Action::Pass) => self.phase = Phase::Take2(i + 1),
            (
                Phase::Take1(_) | Phase::Take2(_),
                Action::Lamp {
                    pool,
                    reserve,
                    action,
                },
            ) => {
                self.apply_lamp(seat, pool, reserve, action)?;
            }
            (Phase::FirstYearWater(i), Action::ReturnWater(ret)) => {
                if ret {
                    self.remove_one_water(seat);
                    self.emit(|_| Event::WaterReturned { seat });
                }
                self.phase = Phase::FirstYearWater(i + 1);
            }
            (Phase::Planning(_), _) => self.apply_plan(seat, a)?,
            (Phase::Execution(_), _) => self.apply_exec(seat, a)?,
            (Phase::WinterKiln(i), Action::Done) => self.phase = Phase::WinterKiln(i + 1),
            (
                Phase::Take1(_) | Phase::Take2(_) | Phase::WinterKiln(_) | Phase::WinterStorage(_),
                Action::Wood(area),
            ) => {
                if !self.can_place_wood(seat, area) {
                    return Err(RuleError::Illegal(self.wood_refusal(seat, area)));
                }
                self.place_wood(seat, area);
            }
            (Phase::WinterKiln(_) | Phase::WinterStorage(_), Action::Kiln) => {
                if !self.winter_kiln_relevant(seat) {
                    return Err(RuleError::Illegal(self.kiln_refusal(seat)));
                }
                self.apply_free(seat, Action::Kiln)?;
            }
            (Phase::WinterRent(i), Action::Rent { food, thaler }) => {
                let (f, t) = self.rent();
                let p = self.p(seat);
                if food > f.min(p.food) || thaler > t.min(p.thaler) {
                    return Err(RuleError::Illegal(self.rent_refusal(seat, food, thaler)));
                }
                self.pay_rent(seat, food, thaler);
                self.phase = Phase::WinterRent(i + 1);
            }
            (Phase::WinterStorage(i), Action::Store(s)) => {
                self.apply_storage(seat, s)?;
                self.phase = Phase::WinterStorage(i + 1);
            }
            _ => return Err(RuleError::Illegal(self.not_now(a))),
        }
        self.settle();
        Ok(())
    }
}
