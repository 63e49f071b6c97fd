//! A fixed ISMCTS workload for instruction counts (callgrind): `ITER` iterations from the start
//! and from the position after 60 random decisions of a 2-player game.
//!
//! ```sh
//! cargo build --release -p bots --example ismcts_count
//! valgrind --tool=callgrind target/release/examples/ismcts_count glueckauf 2000 [start|mid|both] [CONTINUATION]
//! ```

use bots::{Budget, IsmctsBot, IsmctsConfig};
use engine::rng::rng_from_seed;
use engine::{random_steps, Game, Setup};

fn run<G: Game>(iterations: u32, at: &str, continuation: u32) {
    for k in [0usize, 60] {
        if (at == "start" && k != 0) || (at == "mid" && k == 0) {
            continue;
        }
        let mut game = G::new_game(&Setup {
            players: 2,
            seed: 7,
            options: G::Options::default(),
        })
        .expect("a valid setup");
        let mut legal = Vec::new();
        random_steps(&mut game, &mut rng_from_seed(3), &mut legal, k as u64);
        let seat = game.to_move().first().expect("not over");
        game.legal_actions(seat, &mut legal);
        let mut bot = IsmctsBot::new(
            1,
            IsmctsConfig {
                budget: Budget::Iterations(iterations),
                continuation,
                ..IsmctsConfig::default()
            },
        );
        let stats = bot.search(&game, seat, &legal);
        let best = stats.iter().max_by_key(|s| s.1).expect("an action");
        println!(
            "{} after {k}: {} iterations, best {}; memo {} of {} evaluations",
            G::NAME,
            bot.last_iterations,
            best.0,
            bot.memo.hits,
            bot.memo.lookups
        );
    }
}

fn main() {
    let game = std::env::args().nth(1).unwrap_or_default();
    let iterations = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    let at = std::env::args().nth(3).unwrap_or_default();
    let continuation = std::env::args()
        .nth(4)
        .and_then(|a| a.parse().ok())
        .unwrap_or(IsmctsConfig::default().continuation);
    if game != "haspelknecht" {
        run::<glueckauf::GlueckAuf>(iterations, &at, continuation);
    }
    if game != "glueckauf" {
        run::<haspelknecht::Haspelknecht>(iterations, &at, continuation);
    }
}
