//! Engine and search speed on one core, as plain figures for `scripts/bench-vs-openspiel.sh`:
//! random-playout decisions per second for both games and 2, 3 and 4 players, and ISMCTS
//! iterations per second (2 players) at the start and after 60 random decisions.
//!
//! `cargo run --release -p bots --example speed -- [SECONDS] [GAME]` (default 3 s per figure,
//! both games; `GAME` is `glueckauf` or `haspelknecht`). Prints one JSON object per line.

use bots::{Budget, IsmctsBot, IsmctsConfig};
use engine::rng::rng_from_seed;
use engine::{random_playout, random_steps, Game, Setup};
use std::time::{Duration, Instant};

fn setup<G: Game>(players: u8, seed: u64) -> G {
    G::new_game(&Setup {
        players,
        seed,
        options: G::Options::default(),
    })
    .expect("a valid setup")
}

/// Random playouts for about `secs` seconds: decisions per second.
fn playouts<G: Game>(players: u8, secs: f64) -> f64 {
    let mut buf = Vec::with_capacity(256);
    let mut decisions = 0u64;
    let start = Instant::now();
    let mut seed = 0;
    while start.elapsed().as_secs_f64() < secs {
        for _ in 0..20 {
            seed += 1;
            let mut g: G = setup(players, seed);
            decisions += random_playout(&mut g, &mut rng_from_seed(seed ^ 0xABCD), &mut buf);
        }
    }
    decisions as f64 / start.elapsed().as_secs_f64()
}

/// ISMCTS iterations per second from the position after `k` random decisions.
fn ismcts<G: Game>(k: usize, secs: f64) -> f64 {
    let mut game: G = setup(2, 7);
    let mut legal = Vec::new();
    random_steps(&mut game, &mut rng_from_seed(3), &mut legal, k as u64);
    let seat = game.to_move().first().expect("not over");
    game.legal_actions(seat, &mut legal);
    let mut bot = IsmctsBot::new(
        1,
        IsmctsConfig {
            budget: Budget::Time(Duration::from_secs_f64(secs)),
            ..IsmctsConfig::default()
        },
    );
    let t = Instant::now();
    bot.search(&game, seat, &legal);
    bot.last_iterations as f64 / t.elapsed().as_secs_f64()
}

fn report<G: Game>(secs: f64) {
    for players in 2..=4u8 {
        println!(
            "{{\"game\":\"{}\",\"players\":{players},\"decisions_per_second\":{:.0}}}",
            G::NAME,
            playouts::<G>(players, secs)
        );
    }
    for (at, k) in [("start", 0), ("mid", 60)] {
        println!(
            "{{\"game\":\"{}\",\"ismcts\":\"{at}\",\"iterations_per_second\":{:.0}}}",
            G::NAME,
            ismcts::<G>(k, secs)
        );
    }
}

fn main() {
    let secs: f64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3.0);
    let which = std::env::args().nth(2).unwrap_or_default();
    if which != "haspelknecht" {
        report::<glueckauf::GlueckAuf>(secs);
    }
    if which != "glueckauf" {
        report::<haspelknecht::Haspelknecht>(secs);
    }
}
