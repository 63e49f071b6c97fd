//! End of shift: the 12-element majorities (spec §4.1), the starting-player token and the
//! return of the workers (§4.2).

use crate::data::*;
use crate::event::{Event, SeatScore};
use crate::names::{Element, OrderInfo};
use crate::state::*;
use engine::Visibility;

/// VP each player gains on one element (spec §4.1 "Placing and awarding"): only counts ≥ 1
/// place; all tied leaders get 1st place and then nobody is 2nd; with 2 players there is no
/// 2nd place; tied seconds each get the full 2nd-place VP.
pub fn score_element(count: &[u8], first_vp: i16, second_vp: i16) -> [i16; 4] {
    let mut gain = [0i16; 4];
    let Some(max1) = count.iter().copied().filter(|&c| c >= 1).max() else {
        return gain;
    };
    let leaders = count.iter().filter(|&&c| c == max1).count();
    for (g, &c) in gain.iter_mut().zip(count) {
        if c == max1 {
            *g += first_vp;
        }
    }
    if leaders == 1 && count.len() > 2 {
        if let Some(max2) = count.iter().copied().filter(|&c| c >= 1 && c < max1).max() {
            for (g, &c) in gain.iter_mut().zip(count) {
                if c == max2 {
                    *g += second_vp;
                }
            }
        }
    }
    gain
}

/// The counts of elements 1–8 (spec §4.1) of a set of delivered cards: printed cells per
/// colour, then all cells per transport.
pub fn delivered_counts(cards: u64) -> [u8; 8] {
    let mut n = [0u8; 8];
    let mut m = cards;
    while m != 0 {
        let c = m.trailing_zeros() as usize;
        m &= m - 1;
        let o = ORDERS[c];
        for k in 0..4 {
            n[k] += o.cells[k];
        }
        n[4 + o.transport as usize] += o.num_cells();
    }
    n
}

impl GlueckAuf {
    /// What `seat` counts for each of the 12 elements now (spec §4.1 table): printed cells per
    /// colour on delivered cards (1–4), cells per transport on delivered cards (5–8), empty
    /// carts per colour in the mine, printed carts included (9–12, §7 item 18).
    pub fn element_counts(&self, seat: u8) -> [u8; 12] {
        let p = &self.players[seat as usize];
        let mut n = [0u8; 12];
        n[..8].copy_from_slice(&delivered_counts(p.delivered));
        for l in 0..4 {
            n[8 + l] = p.empty_carts(l);
        }
        n
    }

    /// VP per element (rows) and seat (columns) that a shift scoring now would give, for the
    /// elements `1..=4 * shift`.
    pub fn shift_gains(&self) -> [[i16; 4]; 12] {
        let n = self.n();
        let mut counts = [[0u8; 4]; 12];
        for seat in 0..n {
            let c = self.element_counts(seat as u8);
            for e in 0..12 {
                counts[e][seat] = c[e];
            }
        }
        let mut gains = [[0i16; 4]; 12];
        for e in 0..4 * self.shift as usize {
            let (a, b) = ELEMENT_VP[e];
            gains[e] = score_element(&counts[e][..n], a, b);
        }
        gains
    }

    /// Workers each seat has on the factory building (8 regular spaces and the top-5 space,
    /// spec §7 item 13).
    pub fn factory_workers(&self) -> [u8; 4] {
        let mut w = [0u8; 4];
        for s in FACTORY_FIRST..=FACTORY_DRAW {
            if self.space_workers[s] > 0 {
                w[self.space_owner[s] as usize] += self.space_workers[s];
            }
        }
        w
    }

    /// The next first player (spec §4.2 step 1, §7 items 12 and 14).
    pub fn next_first_player(&self) -> u8 {
        let n = self.setup.players;
        let w = self.factory_workers();
        let max = *w[..n as usize].iter().max().unwrap();
        let leaders = w[..n as usize].iter().filter(|&&x| x == max).count();
        let prev = self.first_player;
        if leaders == 1 {
            return w.iter().position(|&x| x == max).unwrap() as u8;
        }
        if self.setup.options.prev_first_keeps_on_tie && w[prev as usize] == max {
            return prev;
        }
        (1..=n)
            .map(|k| (prev + k) % n)
            .find(|&s| w[s as usize] == max)
            .unwrap()
    }

    pub(crate) fn end_shift(&mut self) {
        // Every seat turns up all its delivered cards (spec §4.1 step 1); whatever goes face
        // down again after it (§4.2 step 3), everyone has seen these.
        self.revealed = self.players.iter().fold(0, |m, p| m | p.delivered);
        let gains = self.shift_gains();
        self.record_all(|g| g.scoring_events(&gains));
        let shift = self.shift as usize - 1;
        for (e, row) in gains.iter().enumerate() {
            let (first, second) = ELEMENT_VP[e];
            for (p, &g) in self.players.iter_mut().zip(row) {
                p.vp_shifts += g;
                // A gain is first place's VP, second place's or nothing (score_element).
                let place = if g == first && g != 0 {
                    1
                } else if g == second && g != 0 {
                    2
                } else {
                    0
                };
                p.shift_places[shift] |= place << (2 * e);
            }
        }
        if self.shift == 3 {
            self.phase = Phase::Over;
            self.record_all(|g| g.final_events());
            return;
        }
        let previous = self.first_player;
        self.first_player = self.next_first_player();
        self.record(|g| {
            let w = g.factory_workers();
            let n = g.n();
            let most = w[..n].iter().max().copied().unwrap_or(0);
            Event::FirstPlayer {
                seat: g.first_player,
                previous,
                factory_workers: w[..n].to_vec(),
                tie: w[..n].iter().filter(|&&x| x == most).count() > 1,
            }
        });
        let total = self.workers_total();
        let n = self.n();
        for p in self.players[..n].iter_mut() {
            p.workers = total;
        }
        self.space_workers = [0; NUM_SPACES];
        self.space_owner = [NONE; NUM_SPACES];
        self.canteen = [0; 4];
        self.bank = [0; 4];
        self.shift += 1;
        self.current = self.first_player;
        self.phase = Phase::Turn;
        self.record(|g| Event::ShiftStarted {
            shift: g.shift,
            first_player: g.first_player,
            workers: total,
        });
    }

    /// The events of a shift scoring: its heading, every seat's delivered cards when they are
    /// hidden between scorings (so that the element lines can be checked against them), then
    /// every element with every seat's count and who scored what (counts taken before the VP
    /// are added).
    fn scoring_events(&self, gains: &[[i16; 4]; 12]) -> Vec<(Visibility, Event)> {
        let n = self.n();
        let elements = 4 * self.shift;
        let counts: Vec<[u8; 12]> = (0..n as u8).map(|s| self.element_counts(s)).collect();
        let mut events = vec![(
            Visibility::Public,
            Event::ShiftScoring {
                shift: self.shift,
                elements,
            },
        )];
        if !self.setup.options.delivered_orders_public {
            for seat in 0..n as u8 {
                events.push((
                    Visibility::Public,
                    Event::DeliveredRevealed {
                        shift: self.shift,
                        seat,
                        cards: OrderInfo::set(self.players[seat as usize].delivered),
                    },
                ));
            }
        }
        for e in 0..elements as usize {
            let (first_vp, second_vp) = ELEMENT_VP[e];
            let row: Vec<u8> = counts.iter().map(|c| c[e]).collect();
            let mut scored: Vec<SeatScore> = (0..n)
                .filter(|&s| gains[e][s] != 0)
                .map(|s| SeatScore {
                    seat: s as u8,
                    count: row[s],
                    vp: gains[e][s],
                })
                .collect();
            // First place before second, then by seat.
            scored.sort_by_key(|s| (std::cmp::Reverse(s.vp), s.seat));
            let firsts = scored.iter().filter(|s| s.vp == first_vp).count();
            events.push((
                Visibility::Public,
                Event::ElementScored {
                    shift: self.shift,
                    element: e as u8 + 1,
                    what: Element::of(e),
                    first_vp,
                    second_vp,
                    counts: row,
                    scored,
                    tie: firsts > 1,
                },
            ));
        }
        events
    }

    /// The events of the end of the game: every seat's adjustments, then the winners.
    fn final_events(&self) -> Vec<(Visibility, Event)> {
        let n = self.n();
        let mut events = Vec::new();
        for seat in 0..n as u8 {
            let p = &self.players[seat as usize];
            let f = self.final_score(seat);
            events.push(Event::FinalScored {
                seat,
                money_vp: f.money,
                marks_left: (p.money % 5) as u8,
                coal_vp: f.coal,
                cubes: self.cubes_owned(seat),
                pending_vp: f.pending,
                pending: p.pending.count_ones() as u8,
                balance_vp: f.balance,
                light: p.light,
                dark: p.dark,
                total: engine::Game::score(self, seat),
            });
        }
        let winners: Vec<u8> = engine::winners(self).iter().collect();
        if let Some(&w) = winners.first() {
            events.push(Event::GameWon {
                score: engine::Game::score(self, w),
                marks_left: (self.players[w as usize].money % 5) as u8,
                seats: winners,
            });
        }
        events
            .into_iter()
            .map(|e| (Visibility::Public, e))
            .collect()
    }
}
