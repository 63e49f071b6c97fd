//! The mine: pit water (§4.1), the Pinge and its exhaustion (§4.2–§4.4), the tunnel and the
//! shaft (§4.5), completed sections (§4.7), wood placement.

use crate::action::Area;
use crate::score::Cat;
use crate::state::*;

impl Haspelknecht {
    /// New pit water goes to the Pinge, or to the shaft once the Pinge is exhausted.
    pub(crate) fn add_water(&mut self, seat: u8, n: u8) {
        let p = self.pm(seat);
        if p.exhausted {
            p.shaft_water += n;
        } else {
            p.pinge_water += n;
        }
    }

    /// Removes 1 pit water wherever it lies (Rope, tile 25).
    pub(crate) fn remove_one_water(&mut self, seat: u8) {
        let p = self.pm(seat);
        if p.pinge_water > 0 {
            p.pinge_water -= 1;
        } else if p.shaft_water > 0 {
            p.shaft_water -= 1;
        }
    }

    /// The next Pinge coal lies left of the first empty wood slot (§4.2).
    pub fn pinge_accessible(&self, seat: u8) -> bool {
        let p = self.p(seat);
        !p.exhausted && 7 - p.pinge_coal < self.rules.pinge_bounds[p.pinge_wood as usize]
    }

    pub fn can_mine_pinge(&self, seat: u8, ignore_water: bool) -> bool {
        self.pinge_accessible(seat) && (ignore_water || self.p(seat).pinge_water <= 1)
    }

    /// Mines the leftmost Pinge coal to the farm; exhausts the Pinge with the 7th (§4.3).
    pub(crate) fn mine_pinge(&mut self, seat: u8) {
        let p = self.pm(seat);
        p.pinge_coal -= 1;
        p.coal += 1;
        p.fresh_coal += 1;
        if p.pinge_coal == 0 {
            self.exhaust(seat);
        }
    }

    /// §4.3: water to the shaft, wood back, the hewer/Haspelknecht tile, the Pinge bonus.
    fn exhaust(&mut self, seat: u8) {
        let year = self.year;
        let bonus = match year {
            1 => 2,
            2 => 1,
            _ => 0,
        };
        self.emit(|g| crate::event::Event::PingeExhausted {
            seat,
            water_to_shaft: g.p(seat).pinge_water,
            wood_returned: g.p(seat).pinge_wood,
            bonus_vp: bonus as u8,
        });
        let p = self.pm(seat);
        p.shaft_water += p.pinge_water;
        p.pinge_water = 0;
        p.pinge_wood = 0;
        p.exhausted = true;
        // §4.4: 2 VP in year 1, 1 VP in year 2.
        p.vp[Cat::PingeBonus as usize] += bonus;
    }

    /// The next tunnel coal has wood in the slot of its section (§4.5).
    pub fn tunnel_accessible(&self, seat: u8, ignore_wood: bool) -> bool {
        let p = self.p(seat);
        p.tunnel_mined < 11
            && (ignore_wood || p.tunnel_wood > self.rules.section_of_cube[p.tunnel_mined as usize])
    }

    pub fn can_mine_tunnel(&self, seat: u8, ignore_wood: bool, ignore_water: bool) -> bool {
        let p = self.p(seat);
        p.exhausted
            && self.tunnel_accessible(seat, ignore_wood)
            && (ignore_water || p.shaft_water <= 4)
    }

    /// Mines the leftmost tunnel coal into the shaft.
    pub(crate) fn mine_tunnel(&mut self, seat: u8) {
        let p = self.pm(seat);
        p.tunnel_mined += 1;
        p.shaft_coal += 1;
    }

    pub fn can_place_wood(&self, seat: u8, area: Area) -> bool {
        let p = self.p(seat);
        p.wood > 0
            && match area {
                Area::Pinge => !p.exhausted && p.pinge_wood < 2,
                Area::Tunnel => {
                    p.tunnel_wood < 7 && (p.exhausted || self.opts().tunnel_wood_before_exhaustion)
                }
            }
    }

    pub(crate) fn place_wood(&mut self, seat: u8, area: Area) {
        let p = self.pm(seat);
        p.wood -= 1;
        match area {
            Area::Pinge => p.pinge_wood += 1,
            Area::Tunnel => p.tunnel_wood += 1,
        }
    }

    /// Completed tunnel sections (§4.7), as a bitmask over sections 0..7.
    pub fn completed_sections(&self, seat: u8) -> u8 {
        let p = self.p(seat);
        let mut m = 0;
        for s in 0..7 {
            if p.tunnel_mined >= self.rules.section_end[s] && p.tunnel_wood > s as u8 {
                m |= 1 << s;
            }
        }
        m
    }

    /// Coal mined from the player's own mine (tie-break, §8 item 34).
    pub fn coal_mined(&self, seat: u8) -> u8 {
        let p = self.p(seat);
        (7 - p.pinge_coal) + p.tunnel_mined
    }
}
