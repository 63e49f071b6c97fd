//! Random playouts for profiling: `cargo run --release -p haspelknecht --example playouts -- [PLAYERS] [GAMES]`.
//! Prints games per second and nanoseconds per decision (legal_actions + apply).

use engine::rng::rng_from_seed;
use engine::{random_playout, Game, Setup};
use haspelknecht::{Haspelknecht, Options};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let players: u8 = args.next().map_or(2, |s| s.parse().expect("PLAYERS"));
    let games: u64 = args.next().map_or(20_000, |s| s.parse().expect("GAMES"));
    let mut buf = Vec::with_capacity(256);
    let mut decisions = 0u64;
    let start = Instant::now();
    for seed in 0..games {
        let setup = Setup {
            players,
            seed,
            options: Options::default(),
        };
        let mut g = Haspelknecht::new_game(&setup).unwrap();
        decisions += random_playout(&mut g, &mut rng_from_seed(seed ^ 0xABCD), &mut buf);
    }
    let t = start.elapsed().as_secs_f64();
    println!(
        "{players} players: {games} games in {t:.2} s = {:.0} games/s, {:.1} decisions/game, {:.0} ns/decision",
        games as f64 / t,
        decisions as f64 / games as f64,
        t * 1e9 / decisions as f64
    );
}
