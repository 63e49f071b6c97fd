//! Random playouts: uniform over `legal_actions` with `engine::rng::below`, one reused Vec.
//! Reports games/s (throughput) for 2, 3, 4 players and the time per decision.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use engine::rng::rng_from_seed;
use engine::{random_playout, Game, Setup};
use glueckauf::{Action, GlueckAuf, Options};

/// Plays one random game; returns the number of decisions.
fn playout(seed: u64, players: u8, buf: &mut Vec<Action>) -> u64 {
    let setup = Setup {
        players,
        seed,
        options: Options::default(),
    };
    let mut g = GlueckAuf::new_game(&setup).unwrap();
    random_playout(&mut g, &mut rng_from_seed(seed ^ 0xABCD), buf)
}

fn bench(c: &mut Criterion) {
    let mut buf = Vec::with_capacity(256);
    for players in 2..=4u8 {
        let mut group = c.benchmark_group(format!("playout_{players}p"));
        group.throughput(Throughput::Elements(1));
        let mut seed = 0u64;
        group.bench_function("game", |b| {
            b.iter(|| {
                seed += 1;
                playout(seed, players, &mut buf)
            })
        });
        group.finish();
        // Decisions per game, to turn games/s into ns per decision.
        let decisions: u64 = (0..200).map(|s| playout(s, players, &mut buf)).sum();
        eprintln!(
            "{players} players: {:.1} decisions per game on average",
            decisions as f64 / 200.0
        );
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
