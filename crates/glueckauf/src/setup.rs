//! Setup (spec §1.2) and the order-card draft (step 10).

use crate::action::Action;
use crate::data::*;
use crate::event::Event;
use crate::names::{Card, SpaceId};
use crate::options::Options;
use crate::pile_knowledge::PileKnowledge;
use crate::state::*;
use engine::rng::{below, rng_from_seed, shuffle};
use engine::{Setup, SetupError, Visibility};

/// The seat making draft pick `pick` (0-based): the player to the right of the first player
/// picks first, then counter-clockwise; the same sequence repeats, it is not a snake draft
/// (spec §1.2 step 10.3, §7 item 24).
pub fn drafter(first: u8, players: u8, pick: u8) -> u8 {
    let n = players;
    (first + 2 * n - 1 - pick % n) % n
}

impl GlueckAuf {
    pub(crate) fn start(
        setup: &Setup<Options>,
        draws: engine::Draws<PileKnowledge>,
    ) -> Result<Self, SetupError> {
        let n = setup.players;
        if !(2..=4).contains(&n) {
            return Err(SetupError(format!(
                "Glück Auf needs 2 to 4 players, not {n}"
            )));
        }
        let mut rng = rng_from_seed(setup.seed);
        let first = match setup.options.first_player {
            Some(f) if f < n => f,
            Some(f) => return Err(SetupError(format!("first player {f} is not a seat"))),
            None => below(&mut rng, n as u32) as u8,
        };
        // Step 3: shuffle the tiles; step 10.1: shuffle the order cards.
        let mut tile_pile = Pile::<NUM_TILES>::empty();
        for i in 0..NUM_TILES as u8 {
            tile_pile.push_top(i);
        }
        shuffle(&mut rng, &mut tile_pile.items);
        let mut order_deck = Pile::<NUM_ORDERS>::empty();
        for i in 0..NUM_ORDERS as u8 {
            order_deck.push_top(i);
        }
        shuffle(&mut rng, &mut order_deck.items);

        let open = open_spaces(n);
        let per = if setup.options.unlimited_coal {
            200
        } else {
            CUBES_PER_COLOUR
        };
        let workers = workers_per_player(n);
        let money = starting_money(n);
        let mut players = [Player::new(0, 0); 4];
        for p in players.iter_mut().take(n as usize) {
            *p = Player::new(workers, money);
        }
        let mut g = GlueckAuf {
            setup: setup.clone(),
            rng,
            phase: Phase::Draft { pick: 0 },
            shift: 1,
            first_player: first,
            current: drafter(first, n, 0),
            open,
            space_workers: [0; NUM_SPACES],
            space_owner: [NONE; NUM_SPACES],
            canteen: [0; 4],
            bank: [0; 4],
            tile_display: [NONE; 8],
            order_display: [NONE; 4],
            draft: 0,
            tile_pile,
            order_deck,
            drawn: [0; 5],
            drawn_len: 0,
            pending_subs: 0,
            sub_level: 0,
            // Step 5: every player takes 1 cube of each colour.
            supply: [per - n; 4],
            players,
            fills: [Fill::default(); NUM_ORDERS],
            revealed: 0,
            events: Default::default(),
            draws,
        };
        // In chance mode the first player is a chance event too (the generator's pick above
        // is its natural outcome).
        if setup.options.first_player.is_none() {
            g.first_player = g.chance_first_player(first);
            g.current = drafter(g.first_player, n, 0);
        }
        for i in 0..8 {
            if open & (1 << (FACTORY_FIRST + i)) != 0 {
                g.tile_display[i] = g.draw_tile(Visibility::Public).expect("48 tiles");
            }
        }
        // Step 10.2: reveal 3N + 1 cards for the draft.
        for _ in 0..3 * n + 1 {
            g.draft |= 1 << g.draw_order(Visibility::Public).expect("44 cards");
        }
        Ok(g)
    }

    pub(crate) fn draft_actions(&self, out: &mut Vec<Action>) {
        let mut m = self.draft;
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            out.push(Action::Draft(c));
        }
    }

    pub(crate) fn apply_draft(&mut self, pick: u8, card: u8) -> Result<(), &'static str> {
        if card as usize >= NUM_ORDERS || self.draft & (1 << card) == 0 {
            return Err("that card is not in the draft display");
        }
        self.draft &= !(1 << card);
        self.give_order(self.current, card);
        let n = self.setup.players;
        let pick = pick + 1;
        if pick < 3 * n {
            self.phase = Phase::Draft { pick };
            self.current = drafter(self.first_player, n, pick);
            return Ok(());
        }
        // Step 10.4: the leftover card goes on the leftmost open regular order space (spec §7
        // item 20); step 10.5: the others are filled from the deck.
        let leftover = self.draft.trailing_zeros() as u8;
        self.draft = 0;
        let mut placed = false;
        for i in 0..4 {
            if self.is_open(ORDER_FIRST + i) {
                let space = SpaceId((ORDER_FIRST + i) as u8);
                self.order_display[i] = if placed {
                    self.refill_order(i)
                } else {
                    placed = true;
                    self.record(|_| Event::DraftLeftover {
                        card: Card(leftover),
                        space,
                    });
                    leftover
                };
            }
        }
        self.phase = Phase::Turn;
        self.current = self.first_player;
        self.record(|g| Event::ShiftStarted {
            shift: 1,
            first_player: g.first_player,
            workers: g.workers_total(),
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::drafter;

    #[test]
    fn draft_order_is_counter_clockwise_and_repeats() {
        // 4 players, first player 0: seats 3, 2, 1, 0, three times.
        let picks: Vec<u8> = (0..12).map(|k| drafter(0, 4, k)).collect();
        assert_eq!(picks, [3, 2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0]);
        let picks: Vec<u8> = (0..9).map(|k| drafter(1, 3, k)).collect();
        assert_eq!(picks, [0, 2, 1, 0, 2, 1, 0, 2, 1]);
        let picks: Vec<u8> = (0..6).map(|k| drafter(0, 2, k)).collect();
        assert_eq!(picks, [1, 0, 1, 0, 1, 0]);
    }
}
