//! A fixed batch of random playouts of both games (2, 3 and 4 players; seeds 0..GAMES), for
//! instruction counts that do not depend on the machine's load:
//!
//! ```sh
//! cargo build --release -p bots --example playout_count
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/playout_count 500
//! ```
//! (the "Collected" line is the instruction count). Prints the decisions played.

use engine::rng::rng_from_seed;
use engine::{random_playout, Game, Setup};

fn batch<G: Game>(games: u64) -> u64 {
    let mut buf = Vec::with_capacity(256);
    let mut decisions = 0;
    for players in 2..=4u8 {
        for seed in 0..games {
            let setup = Setup {
                players,
                seed,
                options: G::Options::default(),
            };
            let mut g = G::new_game(&setup).expect("a valid setup");
            decisions += random_playout(&mut g, &mut rng_from_seed(seed ^ 0xABCD), &mut buf);
        }
    }
    decisions
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(500);
    let which = std::env::args().nth(2).unwrap_or_default();
    if which != "haspelknecht" {
        println!(
            "glueckauf decisions: {}",
            batch::<glueckauf::GlueckAuf>(games)
        );
    }
    if which != "glueckauf" {
        println!(
            "haspelknecht decisions: {}",
            batch::<haspelknecht::Haspelknecht>(games)
        );
    }
}
