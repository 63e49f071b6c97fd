//! A fixed batch of random playouts of both games (2, 3 and 4 players; seeds 0..GAMES), for
//! instruction counts that do not depend on the machine's load:
//!
//! ```sh
//! cargo build --release -p bots --example playout_count
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/playout_count 500
//! ```
//! (the "Collected" line is the instruction count). Prints the decisions played. Optional
//! arguments: the game (`glueckauf` or `haspelknecht`) and one player count, e.g.
//! `playout_count 300 haspelknecht 4`.

use engine::rng::rng_from_seed;
use engine::{random_playout, Game, Setup};

fn batch<G: Game>(games: u64, players: std::ops::RangeInclusive<u8>) -> u64 {
    let mut buf = Vec::with_capacity(256);
    let mut decisions = 0;
    for players in players {
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
    let players = match std::env::args().nth(3).and_then(|a| a.parse::<u8>().ok()) {
        Some(n) => n..=n,
        None => 2..=4,
    };
    if which != "haspelknecht" {
        println!(
            "glueckauf decisions: {}",
            batch::<glueckauf::GlueckAuf>(games, players.clone())
        );
    }
    if which != "glueckauf" {
        println!(
            "haspelknecht decisions: {}",
            batch::<haspelknecht::Haspelknecht>(games, players)
        );
    }
}
