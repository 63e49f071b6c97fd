//! Mining: production steps M1–M7 (spec §3.2).

use crate::action::{Action, Source};
use crate::data::*;
use crate::event::Event;
use crate::state::*;

impl GlueckAuf {
    pub(crate) fn mining_actions(&self, steps: u8, out: &mut Vec<Action>) {
        let p = &self.players[self.current as usize];
        out.push(Action::Stop);
        // M1/M2: any other level, one step however far.
        for l in 0..5 {
            if l != p.level {
                out.push(Action::Lift(l));
            }
        }
        let at_surface = p.level == 0;
        if !at_surface {
            // M3: load a cube from a cart on this level, capacity 5.
            if p.elevator_load() < ELEVATOR_CAPACITY {
                let row = &p.cart_cubes[p.level as usize - 1];
                for c in 0..4 {
                    if row[c as usize] > 0 {
                        out.push(Action::Load(c));
                    }
                }
            }
        } else {
            // M5: elevator to storage.
            for c in 0..4 {
                if p.elevator[c as usize] > 0 {
                    out.push(Action::Store(c));
                }
            }
        }
        let loose = p.storage.iter().sum::<u8>() + if at_surface { p.elevator_load() } else { 0 };
        if loose == 0 {
            return;
        }
        let split = self.setup.options.allow_split_double_fill;
        let double = if split {
            loose >= 1
        } else {
            steps >= 2 && loose >= 2
        };
        for c in 0..4u8 {
            let from_elevator = at_surface && p.elevator[c as usize] > 0;
            let from_storage = p.storage[c as usize] > 0;
            if !(from_elevator || from_storage || double) {
                continue;
            }
            let mut m = p.open_cells[c as usize];
            while m != 0 {
                let card = m.trailing_zeros() as u8;
                m &= m - 1;
                if split && self.fills[card as usize].empty_cells(card, c) == 0 {
                    // Only half-filled cells: they take the second cube of a double fill.
                    if double {
                        out.push(Action::Double(card, c));
                    }
                    continue;
                }
                // M4 / M6: one cube of the cell's colour.
                if from_elevator {
                    out.push(Action::Fill(card, c, Source::Elevator));
                }
                if from_storage {
                    out.push(Action::Fill(card, c, Source::Storage));
                }
                // M7: two cubes of any colours, 2 steps.
                if double {
                    out.push(Action::Double(card, c));
                }
            }
        }
    }

    pub(crate) fn cube_actions(&self, out: &mut Vec<Action>) {
        let p = &self.players[self.current as usize];
        for c in 0..4u8 {
            if p.level == 0 && p.elevator[c as usize] > 0 {
                out.push(Action::Cube(c, Source::Elevator));
            }
            if p.storage[c as usize] > 0 {
                out.push(Action::Cube(c, Source::Storage));
            }
        }
    }

    /// Takes a cube from a source for an order; checks availability.
    fn take_cube(&mut self, colour: Colour, source: Source) -> Result<(), &'static str> {
        let p = &mut self.players[self.current as usize];
        let c = colour as usize;
        match source {
            Source::Elevator => {
                if p.level != 0 {
                    return Err("cubes leave the elevator only at the surface");
                }
                if p.elevator[c] == 0 {
                    return Err("the elevator holds no cube of that colour");
                }
                p.elevator[c] -= 1;
            }
            Source::Storage => {
                if p.storage[c] == 0 {
                    return Err("storage holds no cube of that colour");
                }
                p.storage[c] -= 1;
            }
        }
        Ok(())
    }

    fn check_cell(&self, card: u8, colour: Colour, half_ok: bool) -> Result<(), &'static str> {
        let p = &self.players[self.current as usize];
        if card as usize >= NUM_ORDERS || p.pending & (1 << card) == 0 {
            return Err("that card is not one of your pending orders");
        }
        let f = &self.fills[card as usize];
        let n = if half_ok {
            f.open_cells(card, colour)
        } else {
            f.empty_cells(card, colour)
        };
        if n == 0 {
            return Err("that order has no empty cell of that colour");
        }
        Ok(())
    }

    /// One mining step; `Err` leaves the state unchanged.
    pub(crate) fn apply_mining(&mut self, steps: u8, action: Action) -> Result<(), &'static str> {
        let seat = self.current as usize;
        let cost = match action {
            Action::Stop => {
                self.end_mining(steps);
                return Ok(());
            }
            Action::Lift(l) => {
                let p = &mut self.players[seat];
                if l > 4 {
                    return Err("there is no such level");
                }
                if l == p.level {
                    return Err("the elevator is already at that level");
                }
                p.level = l;
                1
            }
            Action::Load(c) => {
                let p = &mut self.players[seat];
                if p.level == 0 {
                    return Err("the elevator is at the surface");
                }
                if p.elevator_load() >= ELEVATOR_CAPACITY {
                    return Err("the elevator is full (5 cubes)");
                }
                let l = p.level as usize - 1;
                if c > 3 || p.cart_cubes[l][c as usize] == 0 {
                    return Err("no cart on this level holds a cube of that colour");
                }
                p.cart_cubes[l][c as usize] -= 1;
                p.elevator[c as usize] += 1;
                1
            }
            Action::Store(c) => {
                let p = &mut self.players[seat];
                if p.level != 0 {
                    return Err("the elevator must be at the surface");
                }
                if c > 3 || p.elevator[c as usize] == 0 {
                    return Err("the elevator holds no cube of that colour");
                }
                p.elevator[c as usize] -= 1;
                p.storage[c as usize] += 1;
                1
            }
            Action::Fill(card, c, source) => {
                if c > 3 {
                    return Err("there is no such colour");
                }
                self.check_cell(card, c, false)?;
                self.take_cube(c, source)?;
                self.fills[card as usize].cubes[c as usize] += 1;
                self.cell_filled(self.current, card, c);
                1
            }
            Action::Double(card, c) => {
                if c > 3 {
                    return Err("there is no such colour");
                }
                let p = &self.players[seat];
                let loose =
                    p.storage.iter().sum::<u8>() + if p.level == 0 { p.elevator_load() } else { 0 };
                if self.setup.options.allow_split_double_fill {
                    // One cube now (1 step): it finishes a half-filled cell if there is one,
                    // else it starts one.
                    self.check_cell(card, c, true)?;
                    if loose < 1 {
                        return Err("you have no cube at hand");
                    }
                    let half = self.fills[card as usize].half[c as usize] > 0;
                    self.phase = Phase::Double {
                        steps: steps - 1,
                        card,
                        cell: c,
                        cubes: half as u8,
                    };
                    return Ok(());
                }
                if steps < 2 {
                    return Err("a double fill needs 2 steps");
                }
                self.check_cell(card, c, false)?;
                if loose < 2 {
                    return Err("you do not have 2 cubes at hand");
                }
                self.phase = Phase::Double {
                    steps: steps - 2,
                    card,
                    cell: c,
                    cubes: 0,
                };
                return Ok(());
            }
            _ => return Err("that is not a mining step"),
        };
        let steps = steps - cost;
        if steps == 0 {
            self.end_mining(0);
        } else {
            self.phase = Phase::Mining { steps };
        }
        Ok(())
    }

    /// One cube of a double fill (spec §3.2 M7, §7 items 4–5).
    pub(crate) fn apply_cube(
        &mut self,
        steps: u8,
        card: u8,
        cell: Colour,
        cubes: u8,
        colour: Colour,
        source: Source,
    ) -> Result<(), &'static str> {
        if colour > 3 {
            return Err("there is no such colour");
        }
        self.take_cube(colour, source)?;
        let split = self.setup.options.allow_split_double_fill;
        let f = &mut self.fills[card as usize];
        f.cubes[colour as usize] += 1;
        if split {
            // Split double fill: this one cube starts or finishes a half-filled cell.
            if cubes == 0 {
                f.half[cell as usize] += 1;
            } else {
                f.half[cell as usize] -= 1;
                self.cell_filled(self.current, card, cell);
            }
            if steps == 0 {
                self.end_mining(0);
            } else {
                self.phase = Phase::Mining { steps };
            }
            return Ok(());
        }
        if cubes == 0 {
            self.phase = Phase::Double {
                steps,
                card,
                cell,
                cubes: 1,
            };
            return Ok(());
        }
        self.cell_filled(self.current, card, cell);
        if steps == 0 {
            self.end_mining(0);
        } else {
            self.phase = Phase::Mining { steps };
        }
        Ok(())
    }

    /// Whether the legal `action` leaves the current seat mining (in [`Phase::Mining`] or
    /// [`Phase::Double`]) rather than ending its mining action. Such a step reads and changes
    /// only the phase and the seat's elevator, carts, storage and order fills: what the
    /// evaluation key holds (the cubes lying on a card aside, which the evaluation does not
    /// read). So the key after it follows from the key before it and the action, which lets
    /// a search memoise the step's evaluation without playing it (see `evaluate_children`).
    pub fn keeps_mining(&self, action: Action) -> bool {
        let split = self.setup.options.allow_split_double_fill;
        match (self.phase, action) {
            (Phase::Mining { .. }, Action::Stop) => false,
            // Into a double fill, whatever steps are left after it.
            (Phase::Mining { .. }, Action::Double(..)) => true,
            (Phase::Mining { steps }, _) => steps > 1,
            (Phase::Double { cubes: 0, .. }, _) if !split => true,
            (Phase::Double { steps, .. }, _) => steps > 0,
            _ => false,
        }
    }

    /// The card whose fill mining step `action` changes, if any: a fill, or a cube of a
    /// double fill (`double` itself only names the cell).
    pub(crate) fn filled_by(&self, action: Action) -> Option<u8> {
        match (action, self.phase) {
            (Action::Fill(card, ..), _) => Some(card),
            (Action::Cube(..), Phase::Double { card, .. }) => Some(card),
            _ => None,
        }
    }

    /// Puts back what mining step `action`, played from `before` (this state then) and
    /// keeping the seat mining ([`GlueckAuf::keeps_mining`]), changed: the phase, the seat's
    /// mine and orders, and the fill of the card it filled ([`GlueckAuf::filled_by`]). A search scores such steps on one
    /// copy of the state instead of a copy each (`evaluate_children`); checked builds compare
    /// the whole state afterwards.
    pub(crate) fn undo_mining_step(&mut self, before: &GlueckAuf, action: Action) {
        let seat = before.current as usize;
        self.phase = before.phase;
        self.players[seat] = before.players[seat];
        if let Some(card) = before.filled_by(action) {
            self.fills[card as usize] = before.fills[card as usize];
        }
        debug_assert!(self == before, "{action} changed more than undone");
    }

    /// The mining action is over (`stop`, or no step left): the rest is lost.
    fn end_mining(&mut self, steps_lost: u8) {
        self.record(|g| Event::MiningEnded {
            seat: g.current,
            steps_lost,
        });
        self.end_turn();
    }
}
