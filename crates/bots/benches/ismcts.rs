//! ISMCTS speed at the start of a 2-player game, both games (and the test game Prizes): iterations per
//! second on one core, and how well a time budget is kept. The start is the cheapest point for
//! a search (no compound actions to continue), so the iterations per second after 60 random
//! decisions (6 in Prizes) are printed too.
//!
//! `cargo bench -p bots --bench ismcts -- --warm-up-time 1 --measurement-time 3`
//! The criterion groups measure one decision of 1,000 iterations; the lines printed before
//! them give iterations per second and the time taken by `ismcts:100ms` decisions.

use bots::{Budget, IsmctsBot, IsmctsConfig};
use criterion::{criterion_group, criterion_main, Criterion};
use engine::{Game, Setup};
use std::hint::black_box;
use std::time::{Duration, Instant};
use testgame::{Prizes, PrizesOptions};

const ITERATIONS: u32 = 1000;

fn start<G: Game>(options: G::Options) -> (G, Vec<G::Action>) {
    let game = G::new_game(&Setup {
        players: 2,
        seed: 7,
        options,
    })
    .expect("setup");
    let seat = game.to_move().first().expect("someone moves");
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    (game, legal)
}

/// The position after `k` random decisions from the start.
fn midgame<G: Game>(options: G::Options, k: usize) -> (G, Vec<G::Action>) {
    let (mut game, mut legal) = start::<G>(options);
    engine::random_steps(
        &mut game,
        &mut engine::rng::rng_from_seed(3),
        &mut legal,
        k as u64,
    );
    let seat = game.to_move().first().expect("not over");
    game.legal_actions(seat, &mut legal);
    (game, legal)
}

fn report<G: Game>(options: G::Options, k: usize) {
    let (mid, mid_legal) = midgame::<G>(options.clone(), k);
    let mut bot = IsmctsBot::new(
        1,
        IsmctsConfig {
            budget: Budget::Time(Duration::from_millis(1000)),
            ..IsmctsConfig::default()
        },
    );
    let t = Instant::now();
    bot.search(&mid, mid.to_move().first().unwrap(), &mid_legal);
    println!(
        "{}: {:.0} ISMCTS iterations/s after {k} random decisions ({} legal actions)",
        G::NAME,
        bot.last_iterations as f64 / t.elapsed().as_secs_f64(),
        mid_legal.len()
    );
    let (game, legal) = start::<G>(options);
    let seat = game.to_move().first().unwrap();
    let mut bot = IsmctsBot::new(
        1,
        IsmctsConfig {
            budget: Budget::Time(Duration::from_millis(1000)),
            ..IsmctsConfig::default()
        },
    );
    let t = Instant::now();
    bot.search(&game, seat, &legal);
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{}: {:.0} ISMCTS iterations/s at the start of a 2-player game ({} legal actions)",
        G::NAME,
        bot.last_iterations as f64 / secs,
        legal.len()
    );
    let budget = Duration::from_millis(100);
    bot.config.budget = Budget::Time(budget);
    let mut worst = Duration::ZERO;
    for _ in 0..10 {
        let t = Instant::now();
        bot.search(&game, seat, &legal);
        worst = worst.max(t.elapsed());
    }
    println!(
        "{}: ismcts:100ms decisions took at most {:.1} ms ({:+.1}% of budget)",
        G::NAME,
        worst.as_secs_f64() * 1000.0,
        100.0 * (worst.as_secs_f64() / budget.as_secs_f64() - 1.0)
    );
}

fn bench<G: Game>(c: &mut Criterion, options: G::Options, midgame: usize) {
    report::<G>(options.clone(), midgame);
    let (game, legal) = start::<G>(options);
    let seat = game.to_move().first().unwrap();
    let config = IsmctsConfig {
        budget: Budget::Iterations(ITERATIONS),
        ..IsmctsConfig::default()
    };
    c.bench_function(
        &format!("{}/ismcts_{}_iterations", G::NAME, ITERATIONS),
        |b| {
            let mut bot = IsmctsBot::new(1, config);
            b.iter(|| black_box(bot.search(&game, seat, &legal)))
        },
    );
}

fn benches(c: &mut Criterion) {
    bench::<glueckauf::GlueckAuf>(c, Default::default(), 60);
    bench::<haspelknecht::Haspelknecht>(c, Default::default(), 60);
    bench::<Prizes>(c, PrizesOptions::default(), 6);
}

criterion_group!(ismcts, benches);
criterion_main!(ismcts);
