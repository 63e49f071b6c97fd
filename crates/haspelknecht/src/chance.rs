//! Chance when the game draws ([`engine::chance`]): the random turn order of the setup (§1.3
//! step 5) and every disc drawn from the bag (§1.3 step 7, §3.1) as chance events. A disc's
//! colour is drawn with the weight of that colour's discs in the bag. The layout's random deal
//! (`layout = random` and the dealt variants) stays the seed's: it is public from the start.
//!
//! Outcome codes: a disc of colour `c` (black 0, brown 1, yellow 2) is `c`; "seat `s` is next
//! in the turn order" is `3 + s`.

use crate::pieces::Colour;
use crate::state::Haspelknecht;
use engine::chance::Outcome;
use engine::Visibility;

const SEAT_BASE: Outcome = 3;
/// The number of outcome codes.
pub const MAX_CHANCE_OUTCOMES: usize = 3 + 4;

impl Haspelknecht {
    /// The colour of a disc drawn from the bag: `natural` is the generator's; in chance mode, a
    /// chance event weighted by the bag.
    #[cold]
    #[inline(never)]
    pub(crate) fn chance_disc(&mut self, natural: usize) -> usize {
        let outcomes: Vec<(Outcome, u32)> = (0..3)
            .filter(|&c| self.bag[c] > 0)
            .map(|c| (c as Outcome, u32::from(self.bag[c])))
            .collect();
        self.draws
            .draw(&outcomes, natural as Outcome, Visibility::Public) as usize
    }

    /// §1.3 step 5 in chance mode: the turn order as it was shuffled is the natural outcome;
    /// each place but the last is a chance event among the seats not placed yet.
    pub(crate) fn chance_turn_order(&mut self) {
        let n = self.n();
        for i in 0..n.saturating_sub(1) {
            let outcomes: Vec<(Outcome, u32)> = self.order[i..n]
                .iter()
                .map(|&s| (SEAT_BASE + Outcome::from(s), 1))
                .collect();
            let natural = SEAT_BASE + Outcome::from(self.order[i]);
            let o = self.draws.draw(&outcomes, natural, Visibility::Public);
            let seat = (o - SEAT_BASE) as u8;
            if let Some(k) = self.order[i..n].iter().position(|&s| s == seat) {
                self.order.swap(i, i + k);
            }
        }
    }
}

/// The notation of an outcome code.
pub fn outcome_notation(outcome: Outcome) -> Option<String> {
    match outcome {
        0..=2 => Some(format!(
            "disc {}",
            Colour::from_index(outcome as usize).name()
        )),
        3..=6 => Some(format!("seat {} next in turn order", outcome - SEAT_BASE)),
        _ => None,
    }
}

impl engine::Chance for Haspelknecht {
    type Known = ();

    fn max_chance_outcomes(_players: u8) -> usize {
        MAX_CHANCE_OUTCOMES
    }

    fn new_game_drawing(
        setup: &engine::Setup<crate::Options>,
        draws: engine::Draws<()>,
    ) -> Result<Self, engine::SetupError> {
        crate::setup::new_game_drawing(setup, draws)
    }

    fn draws(&self) -> &engine::Draws<()> {
        &self.draws
    }

    fn draws_mut(&mut self) -> &mut engine::Draws<()> {
        &mut self.draws
    }

    fn outcome_notation(outcome: Outcome) -> Option<String> {
        outcome_notation(outcome)
    }
}
