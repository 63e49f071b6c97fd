//! Golden hashes of many seeded random games: every legal-action list (in order, by notation),
//! every chosen action and the final scores and tie-breaks, hashed with FNV-1a. Any change to
//! the rules' outcomes, to the legal actions or to their order (seeded random bots pick by
//! index) changes the hash; a pure speed change must leave it as it is.
//!
//! `cargo test --profile checked -p soak golden` checks them; `KOHLE_GOLDEN_PRINT=1` prints the
//! hashes it computes instead of failing on a difference.

use crate::{glueckauf_options, haspelknecht_options};
use engine::rng::{below, rng_from_seed};
use engine::{derive_seed, Game, Rng, Setup};
use std::fmt::Write;

/// FNV-1a, 64 bits: stable across platforms and Rust versions.
pub struct Fnv(u64);

impl Fnv {
    pub fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    pub fn bytes(&mut self, b: &[u8]) {
        for &x in b {
            self.0 ^= x as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    pub fn num(&mut self, n: i64) {
        self.bytes(&n.to_le_bytes());
    }
    pub fn finish(&self) -> u64 {
        self.0
    }
}

impl Default for Fnv {
    fn default() -> Self {
        Fnv::new()
    }
}

/// Plays one random game from `setup` (actions drawn with `rng` from the first seat to move)
/// into `h`; returns the decisions played.
pub fn hash_game<G: Game>(setup: &Setup<G::Options>, rng: &mut Rng, h: &mut Fnv) -> u64 {
    let mut game = G::new_game(setup).expect("a valid setup");
    let cross_check = setup.seed % 16 == 5;
    let mut buf = Vec::new();
    let mut text = String::new();
    let mut decisions = 0;
    while let Some(seat) = game.to_move().first() {
        game.legal_actions(seat, &mut buf);
        h.num(seat as i64);
        h.num(buf.len() as i64);
        for a in &buf {
            text.clear();
            write!(text, "{a}|").expect("write to a string");
            h.bytes(text.as_bytes());
        }
        let i = below(rng, buf.len() as u32) as usize;
        h.num(i as i64);
        // The fast path of playouts; in one game of 16 the checked `apply` on a copy must
        // give the same state.
        let checked = cross_check.then(|| {
            let mut other = game.clone();
            other
                .apply(seat, buf[i])
                .expect("a legal action is accepted");
            other
        });
        game.apply_legal(seat, buf[i])
            .expect("a legal action is accepted");
        if let Some(other) = checked {
            assert_eq!(
                format!("{other:?}"),
                format!("{game:?}"),
                "apply and apply_legal differ"
            );
        }
        decisions += 1;
    }
    for s in 0..game.players() as u8 {
        h.num(game.score(s) as i64);
        h.num(game.tiebreak(s) as i64);
    }
    decisions
}

/// `games` random games per player count (2, 3, 4) with the default options.
pub fn default_options_hash<G: Game>(games: u64) -> (u64, u64) {
    let mut h = Fnv::new();
    let mut decisions = 0;
    for players in 2..=4u8 {
        for seed in 0..games {
            let setup = Setup {
                players,
                seed,
                options: G::Options::default(),
            };
            decisions += hash_game::<G>(&setup, &mut rng_from_seed(seed ^ 0x601D), &mut h);
        }
    }
    (h.finish(), decisions)
}

/// `games` random games, each with a random player count and random rule options (as the soak
/// test draws them).
pub fn random_options_hash<G: Game>(
    games: u64,
    options: impl Fn(&mut Rng, u8) -> G::Options,
) -> (u64, u64) {
    let mut h = Fnv::new();
    let mut decisions = 0;
    for i in 0..games {
        let mut rng = rng_from_seed(derive_seed(0x601D, i));
        let players = 2 + below(&mut rng, 3) as u8;
        let setup = Setup {
            players,
            seed: i,
            options: options(&mut rng, players),
        };
        decisions += hash_game::<G>(&setup, &mut rng, &mut h);
    }
    (h.finish(), decisions)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(what: &str, got: (u64, u64), want: (u64, u64)) {
        if std::env::var_os("KOHLE_GOLDEN_PRINT").is_some() {
            eprintln!("{what}: ({:#018x}, {})", got.0, got.1);
            return;
        }
        assert_eq!(got, want, "{what}: the games changed");
    }

    #[test]
    fn golden_glueckauf_default_options() {
        check(
            "glueckauf default",
            default_options_hash::<glueckauf::GlueckAuf>(2000),
            (0x801674e047369f96, 1282287),
        );
    }

    #[test]
    fn golden_haspelknecht_default_options() {
        check(
            "haspelknecht default",
            default_options_hash::<haspelknecht::Haspelknecht>(2000),
            (0xc8f1c2378276aace, 1115809),
        );
    }

    #[test]
    fn golden_glueckauf_random_options() {
        check(
            "glueckauf random options",
            random_options_hash::<glueckauf::GlueckAuf>(2000, glueckauf_options),
            (0x4f5131180f6f2d3f, 423375),
        );
    }

    #[test]
    fn golden_haspelknecht_random_options() {
        check(
            "haspelknecht random options",
            random_options_hash::<haspelknecht::Haspelknecht>(3000, haspelknecht_options),
            (0xf005eacad20c953e, 578420),
        );
    }
}
