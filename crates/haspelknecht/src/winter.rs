//! Winter (§6): coal scoring (or tile 44), rent with debt, storage with buildings, discard.

use crate::action::{Action, Res, Storage};
use crate::event::{Event, Goods};
use crate::options::CharcoalKiln;
use crate::pieces::*;
use crate::score::{coal_table, Cat};
use crate::state::*;
use engine::RuleError;

/// Rent per year (food, thalers) — §6.2.
pub const RENT: [(u8, u8); 3] = [(2, 0), (2, 1), (1, 2)];

impl Haspelknecht {
    pub(crate) fn rent(&self) -> (u8, u8) {
        RENT[self.year as usize - 1]
    }

    /// §6.1: coal on the farm by the table, or 1 VP each with tile 44.
    pub(crate) fn winter_scoring(&mut self) {
        for s in 0..self.n() {
            let p = &mut self.players[s];
            let wagon = p.owns(tile_index(44).unwrap());
            let v = if wagon {
                p.coal as i16
            } else {
                coal_table(p.coal)
            };
            p.vp[Cat::WinterCoal as usize] += v;
            let coal = p.coal;
            self.emit(|_| Event::WinterCoal {
                seat: s as u8,
                coal,
                vp: v as u8,
                horse_wagon: wagon,
            });
        }
    }

    /// §6.2: pay `food` and `thaler` of the rent; the rest becomes debt.
    pub(crate) fn pay_rent(&mut self, seat: u8, food: u8, thaler: u8) {
        let (f, t) = self.rent();
        let p = self.pm(seat);
        p.food -= food;
        p.thaler -= thaler;
        p.debt += (f - food) + (t - thaler);
        self.emit(|_| Event::Rent {
            seat,
            food,
            thaler,
            debt: (f - food) + (t - thaler),
        });
    }

    /// Mandatory rent: as much as the player can pay.
    pub(crate) fn pay_rent_all(&mut self) {
        let (f, t) = self.rent();
        for s in 0..self.n() as u8 {
            let p = self.p(s);
            let (food, thaler) = (p.food.min(f), p.thaler.min(t));
            self.pay_rent(s, food, thaler);
        }
    }

    pub(crate) fn rent_actions(&self, seat: u8, out: &mut Vec<Action>) {
        let (f, t) = self.rent();
        let p = self.p(seat);
        for food in 0..=f.min(p.food) {
            for thaler in 0..=t.min(p.thaler) {
                out.push(Action::Rent { food, thaler });
            }
        }
    }

    fn storage_ok(&self, seat: u8, s: &Storage) -> bool {
        let p = self.p(seat);
        if s.barn.is_some() && !p.has_building(12) {
            return false;
        }
        if (s.lager_coal || s.lager_wood) && !p.has_building(24) {
            return false;
        }
        let n = s.needs();
        n[0] <= p.coal && n[1] <= p.wood && n[2] <= p.food
    }

    pub(crate) fn storage_actions(&self, seat: u8, out: &mut Vec<Action>) {
        let p = self.p(seat);
        let opts: [Option<Res>; 4] = [None, Some(Res::Coal), Some(Res::Wood), Some(Res::Food)];
        let barns: &[Option<Res>] = if p.has_building(12) {
            &opts
        } else {
            &opts[..1]
        };
        let lager: &[bool] = if p.has_building(24) {
            &[false, true]
        } else {
            &[false]
        };
        for &farm in &opts {
            for &barn in barns {
                for &lc in lager {
                    for &lw in lager {
                        let s = Storage {
                            farm,
                            barn,
                            lager_coal: lc,
                            lager_wood: lw,
                        };
                        if self.storage_ok(seat, &s) {
                            out.push(Action::Store(s));
                        }
                    }
                }
            }
        }
    }

    /// The VP a storage scores (§6.3; §8 item 38).
    pub(crate) fn storage_vp(&self, s: &Storage) -> i16 {
        let wood_everywhere = self.opts().wood_vp_in_building_slots;
        let mut vp = 0;
        if s.farm == Some(Res::Wood) {
            vp += 1;
        }
        match s.barn {
            Some(Res::Food) => vp += 2,
            Some(Res::Wood) if wood_everywhere => vp += 1,
            _ => {}
        }
        if s.lager_coal {
            vp += 1;
        }
        if s.lager_wood && wood_everywhere {
            vp += 1;
        }
        vp
    }

    /// §6.3: store, score the storage, discard the rest.
    pub(crate) fn apply_storage(&mut self, seat: u8, s: Storage) -> Result<(), RuleError> {
        if !self.storage_ok(seat, &s) {
            return Err(RuleError::Illegal(self.storage_refusal(seat, &s)));
        }
        let vp = self.storage_vp(&s);
        let n = s.needs();
        self.emit(|g| {
            let p = g.p(seat);
            Event::Storage {
                seat,
                kept: Goods {
                    coal: n[0],
                    wood: n[1],
                    food: n[2],
                },
                vp: vp as u8,
                discarded: Goods {
                    coal: p.coal - n[0],
                    wood: p.wood - n[1],
                    food: p.food - n[2],
                },
            }
        });
        let p = self.pm(seat);
        p.vp[Cat::WinterStorage as usize] += vp;
        p.coal = n[0];
        p.wood = n[1];
        p.food = n[2];
        Ok(())
    }

    /// Winter free actions (wood; the kiln under `AnyTimeUnlimited`).
    pub(crate) fn winter_free_actions(&self, seat: u8, out: &mut Vec<Action>) {
        for area in [crate::action::Area::Pinge, crate::action::Area::Tunnel] {
            if self.can_place_wood(seat, area) {
                out.push(Action::Wood(area));
            }
        }
        if self.opts().charcoal_kiln == CharcoalKiln::AnyTimeUnlimited && self.can_kiln(seat) {
            out.push(Action::Kiln);
        }
    }

    pub(crate) fn winter_kiln_relevant(&self, seat: u8) -> bool {
        self.opts().charcoal_kiln == CharcoalKiln::AnyTimeUnlimited && self.can_kiln(seat)
    }

    pub(crate) fn storage_relevant(&self, seat: u8) -> bool {
        let p = self.p(seat);
        p.coal + p.wood + p.food > 0
    }
}
