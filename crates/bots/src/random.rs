//! Uniformly random over the legal actions.

use crate::Bot;
use engine::rng::{below, rng_from_seed};
use engine::{Game, Rng, Seat};

pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: rng_from_seed(seed),
        }
    }

    /// Picks uniformly from a non-empty slice.
    pub fn pick<A: Copy>(&mut self, legal: &[A]) -> A {
        legal[below(&mut self.rng, legal.len() as u32) as usize]
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".to_string()
    }

    fn choose(&mut self, _game: &G, _seat: Seat, legal: &[G::Action]) -> G::Action {
        self.pick(legal)
    }
}
